/**
 * Configuration from environment variables (and an optional .env file), validated once at start so a typo
 * becomes one clear line instead of a crash later.
 */
import { z } from 'zod';
import { ConfigError, environment } from './environment.ts';

// The environment without zod (bot/environment.ts): one-shot CLI commands read it without loading the schema library.
export { ConfigError, environment, readDotEnv } from './environment.ts';

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
