/**
 * Configuration from environment variables (and an optional .env file), validated once at start so a typo
 * becomes one clear line instead of a crash later.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17–20 digits)');

const schema = z.object({
  DISCORD_TOKEN: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'does not look like a bot token (three dot-separated parts)').optional(),
  DISCORD_APPLICATION_ID: snowflake.optional(),
  DISCORD_GUILD_ID: snowflake.optional(),
  /** Base URL of Discord's REST API; tests point it at a local fake. */
  DISCORD_API: z.url().optional(),
  RULEBOT_LANG: z.enum(['en', 'ja', 'fr']).default('en'),
  RULEBOT_DATA_DIR: z.string().optional(),
  RULEBOT_DB: z.string().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  /** Card data: the imported table only (default), or also Scryfall's API for cards the table lacks. */
  RULEBOT_CARDS: z.enum(['local', 'live', 'off']).optional(),
  /** Base URL of Scryfall's API; tests point it at a local fake. */
  RULEBOT_SCRYFALL_API: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof schema>;

/**
 * A .env file read by Node's own parser (the rules of `node --env-file`: `# comments`, quotes, `export KEY=…`),
 * not a hand-written one. Existing environment variables win, as with dotenv.
 */
export function readDotEnv(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  // A few lines of settings: anything far larger (or not a regular file) is not a .env file to read whole.
  const st = statSync(path);
  if (!st.isFile() || st.size > MAX_DOTENV_BYTES) throw new ConfigError(`${path} is not a .env file of at most ${MAX_DOTENV_BYTES / 1024} KB`);
  return parseEnv(readFileSync(path, 'utf8')) as Record<string, string>;
}

const MAX_DOTENV_BYTES = 64 * 1024;

export class ConfigError extends Error {}

/** The environment with .env underneath; empty variables count as unset (a blank DISCORD_TOKEN= means "console"). */
export function environment(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Record<string, string | undefined> {
  const merged: Record<string, string | undefined> = { ...readDotEnv(join(cwd, '.env')), ...env };
  for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
  return merged;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const merged = environment(env, cwd);
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    // Name the variable and the problem, never the value: it may be a secret.
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration — ${lines.join('; ')}`);
  }
  return parsed.data;
}
