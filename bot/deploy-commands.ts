/**
 * `npm run deploy-commands`: registers every slash and context-menu command with Discord in one bulk PUT (which
 * also removes commands that no longer exist). With DISCORD_GUILD_ID the commands go to that one server and
 * appear at once (good for testing); without it they are global.
 */
import { pathToFileURL } from 'node:url';
import { REST, Routes, type RESTGetCurrentApplicationResult } from 'discord.js';
import type { CliIO } from './cli/types.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildDefinitions, forGuild } from './discord/definitions.ts';

export async function deployCommands(config: Config, io: CliIO): Promise<number> {
  if (!config.DISCORD_TOKEN) {
    io.err('deploy-commands: DISCORD_TOKEN is not set. Put the bot token (Developer Portal → your application → Bot → Reset Token) in .env.');
    return 1;
  }
  const rest = new REST(config.DISCORD_API ? { api: config.DISCORD_API } : {}).setToken(config.DISCORD_TOKEN);
  const definitions = buildDefinitions();
  try {
    let applicationId: string | undefined = config.DISCORD_APPLICATION_ID;
    if (!applicationId) {
      // The token identifies the application; asking Discord saves a copy-paste (and a wrong id).
      applicationId = ((await rest.get(Routes.currentApplication())) as RESTGetCurrentApplicationResult).id;
      io.out(`DISCORD_APPLICATION_ID is not set; using the token's application ${applicationId}.`);
    }
    const app: string = applicationId;
    const guild = config.DISCORD_GUILD_ID;
    const registered = guild
      ? ((await rest.put(Routes.applicationGuildCommands(app, guild), { body: forGuild(definitions) })) as unknown[])
      : ((await rest.put(Routes.applicationCommands(app), { body: definitions })) as unknown[]);
    const names = definitions.map((d) => ('description' in d ? `/${d.name}` : `“${d.name}”`)).join(', ');
    io.out(`Registered ${registered.length} commands ${guild ? `in server ${guild}` : 'globally'}: ${names}.`);
    return 0;
  } catch (error) {
    const e = error as { status?: number; message?: string };
    if (e.status === 401) io.err('deploy-commands: Discord rejected DISCORD_TOKEN (401 Unauthorized). Copy a fresh token from the Developer Portal.');
    else if (e.status === 403 || e.status === 404)
      io.err(`deploy-commands: Discord refused (${e.status}): ${e.message}. Check DISCORD_APPLICATION_ID, and that the bot was invited to DISCORD_GUILD_ID with the applications.commands scope.`);
    else io.err(`deploy-commands: ${e.message ?? String(error)}`);
    return 1;
  }
}

const isEntry = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  const io: CliIO = { out: (s) => console.log(s), err: (s) => console.error(s) };
  let config: Config | undefined;
  try {
    config = loadConfig();
  } catch (error) {
    io.err(`deploy-commands: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
  if (config) deployCommands(config, io).then((code) => (process.exitCode = code));
}
