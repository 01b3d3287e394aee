/**
 * rulebot bot [--shards auto|N] — the Discord bot. Without --shards, one process (what `npm start` runs with a
 * token). With --shards, discord.js's ShardingManager spawns bot/discord/shard.ts once per shard; the token
 * travels in the environment, never on a command line.
 */
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../node-flags.ts';
import { REST, Routes, ShardingManager, type RESTGetAPIGatewayBotResult } from 'discord.js';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { logger } from '../logger.ts';
import { BAD_TOKEN_MESSAGE, isBadToken, startBot } from '../discord/start.ts';
import { parseArgs, type CliCommand, type CliIO } from './types.ts';

// Compiled (dist/…/bot.js) the shards run plain JavaScript; from the sources (tests, development) through tsx.
const COMPILED = import.meta.url.endsWith('.js');
const SHARD_FILE = fileURLToPath(new URL(COMPILED ? '../discord/shard.js' : '../discord/shard.ts', import.meta.url));

/** Discord's recommended shard count, asked through DISCORD_API when set (discord.js's helper always asks discord.com). */
async function recommendedShards(config: Config & { DISCORD_TOKEN: string }): Promise<number> {
  const rest = new REST(config.DISCORD_API ? { api: config.DISCORD_API } : {}).setToken(config.DISCORD_TOKEN);
  return ((await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult).shards;
}

export interface ShardOptions {
  /** Resolves when the shards should stop (tests); defaults to the first SIGINT or SIGTERM. */
  stopSignal?: Promise<unknown>;
  onManager?: (manager: ShardingManager) => void;
}

export async function runSharded(config: Config, shards: 'auto' | number, io: CliIO, options: ShardOptions = {}): Promise<number> {
  if (!config.DISCORD_TOKEN) {
    io.err('rulebot bot: DISCORD_TOKEN is not set. Put the bot token in .env (see README: Run it on your server).');
    return 1;
  }
  let total: number;
  try {
    total = shards === 'auto' ? await recommendedShards({ ...config, DISCORD_TOKEN: config.DISCORD_TOKEN }) : shards;
  } catch (error) {
    if (isBadToken(error)) {
      io.err(BAD_TOKEN_MESSAGE);
      return 1;
    }
    throw error;
  }
  const manager = new ShardingManager(SHARD_FILE, {
    token: config.DISCORD_TOKEN,
    totalShards: total,
    mode: 'process',
    execArgv: COMPILED ? ['--enable-source-maps', ...NODE_FLAGS] : ['--import', 'tsx', ...NODE_FLAGS],
  });
  manager.on('shardCreate', (shard) => logger.info({ shard: shard.id, total }, 'shard started'));
  options.onManager?.(manager);
  const stop =
    options.stopSignal ??
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    });
  await manager.spawn({ amount: total });
  await stop;
  // Shard.kill() stops a shard without the manager respawning it.
  for (const shard of manager.shards.values()) shard.kill();
  return 0;
}

export const botCommand: CliCommand = {
  name: 'bot',
  usage: 'rulebot bot [--shards auto|N]',
  async run(args, io) {
    const { flags } = parseArgs(args, { shards: true });
    const raw = flags.shards;
    let shards: 'auto' | number | undefined;
    if (raw !== undefined) {
      if (raw === 'auto') shards = 'auto';
      else if (typeof raw === 'string' && /^[1-9]\d{0,3}$/.test(raw)) shards = Number(raw);
      else {
        io.err(`rulebot bot: --shards must be "auto" or a positive number\nusage: ${this.usage}`);
        return 2;
      }
    }
    let config: Config;
    try {
      config = loadConfig();
    } catch (error) {
      if (error instanceof ConfigError) {
        io.err(`rulebot bot: ${error.message}`);
        return 1;
      }
      throw error;
    }
    if (shards === undefined) return startBot(config, { err: io.err });
    return runSharded(config, shards, io);
  },
};
