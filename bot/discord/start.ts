/**
 * The Discord bot process: one discord.js Client (Guilds intent only — slash commands need no message content or
 * member lists), the interaction handler, and a clean shutdown on SIGINT/SIGTERM. A rejected token is one clear
 * line and exit code 1. The token is never logged (bot/logger.ts also redacts it).
 */
import { Client, DiscordjsErrorCodes, Events, GatewayIntentBits, type ClientOptions } from 'discord.js';
import type { Services } from '../../commands/context.ts';
import type { Config } from '../config.ts';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import { closeServices, createServices } from '../services.ts';
import { autoUpdateMode, startAutoUpdate, type AutoUpdate } from '../rules-update.ts';
import { loadCommandIds } from './command-ids.ts';
import { attachInteractions } from './interactions.ts';
import { NO_MENTIONS } from './render.ts';

export const BAD_TOKEN_MESSAGE =
  'rulebot: Discord rejected DISCORD_TOKEN (401 Unauthorized). Copy a fresh token from the Developer Portal (your application → Bot → Reset Token) into .env.';

/** Client options shared by the bot, the shards and the tests: minimal intents, no pings, optional API base. */
export function clientOptions(config: Pick<Config, 'DISCORD_API'>): ClientOptions {
  return {
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: NO_MENTIONS,
    ...(config.DISCORD_API ? { rest: { api: config.DISCORD_API } } : {}),
  };
}

/** discord.js reports a bad token as TokenInvalid (from GET /gateway/bot) or as a 401 from REST. */
export function isBadToken(error: unknown): boolean {
  const e = error as { code?: unknown; status?: unknown } | null;
  return e?.code === DiscordjsErrorCodes.TokenInvalid || e?.status === 401;
}

export interface StartOptions {
  logger?: Logger;
  services?: Services;
  /** Where the one-line fatal message goes (stderr by default). */
  err?: (line: string) => void;
  /** Resolves when the bot should stop (tests); defaults to the first SIGINT or SIGTERM. */
  stopSignal?: Promise<string>;
  /** Overrides RULEBOT_RULES_UPDATE (tests). */
  rulesUpdate?: AutoUpdate;
  /** Overrides RULEBOT_RULES_URL (tests: a local fake of the rules page). */
  rulesPage?: string;
}

function signalled(): Promise<string> {
  return new Promise((resolve) => {
    const on = (signal: NodeJS.Signals) => {
      process.off('SIGINT', on);
      process.off('SIGTERM', on);
      resolve(signal);
    };
    process.on('SIGINT', on);
    process.on('SIGTERM', on);
  });
}

export async function startBot(config: Config, options: StartOptions = {}): Promise<number> {
  const logger = options.logger ?? defaultLogger;
  const err = options.err ?? ((line: string) => console.error(line));
  if (!config.DISCORD_TOKEN) {
    err('rulebot: DISCORD_TOKEN is not set. Put the bot token in .env (see README: Run it on your server).');
    return 1;
  }
  const services = options.services ?? (await createServices());
  const client = new Client(clientOptions(config));
  const handler = attachInteractions(client, { services, logger });
  client.once(Events.ClientReady, (c) => {
    logger.info({ user: c.user.tag, applicationId: c.application.id, guilds: c.guilds.cache.size, shards: c.shard?.ids ?? [0] }, 'connected to Discord');
    loadCommandIds(c.rest, c.application.id, config.DISCORD_GUILD_ID).then(
      (ids) => {
        services.commandIds = ids;
        logger.debug({ commands: ids.size }, 'command ids loaded for mentions');
      },
      (error: unknown) => logger.warn({ err: error }, 'could not read the registered commands; help shows plain /command names'),
    );
  });
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord.js client error'));
  client.on(Events.ShardDisconnect, (event, shard) => logger.warn({ shard, code: event.code }, 'gateway disconnected'));

  const stop = options.stopSignal ?? signalled();
  try {
    await client.login(config.DISCORD_TOKEN);
  } catch (error) {
    await client.destroy();
    if (isBadToken(error)) {
      err(BAD_TOKEN_MESSAGE);
      return 1;
    }
    throw error;
  }

  // Official rules out of the box: fetched at start-up and daily unless RULEBOT_RULES_UPDATE=off.
  const rules = startAutoUpdate(services, { mode: options.rulesUpdate ?? autoUpdateMode(), log: logger, ...(options.rulesPage ? { pageUrl: options.rulesPage } : {}) });
  const signal = await stop;
  logger.info({ signal }, 'shutting down');
  handler.detach();
  rules.stop();
  // Let answers already being written finish, but not forever.
  await Promise.race([handler.idle(), new Promise((r) => setTimeout(r, 5000).unref())]);
  await client.destroy();
  await closeServices(services, logger);
  return 0;
}
