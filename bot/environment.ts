/**
 * The environment with an optional .env underneath, without validation: kept apart from bot/config.ts (the zod
 * schema) so that one-shot commands such as `rulebot ask` read it without loading zod (about 60 ms of start-up).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

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

