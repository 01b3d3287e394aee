/**
 * Entry point: `const store = await openStore(process.env)`.
 *   DATABASE_URL set  → PostgreSQL (optional RULEBOT_PG_SCHEMA)
 *   otherwise         → SQLite at RULEBOT_DB, default <RULEBOT_DATA_DIR or <repo>/data>/rulebot.db
 */
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { PinStore, StoreOptions } from './types.ts';

export * from './types.ts';
export * from './errors.ts';
export { normaliseTopic } from './normalise.ts';
export { openSqliteStore, type SqliteStoreOptions } from './sqlite.ts';
export { openPostgresStore, type PostgresStoreOptions } from './postgres.ts';

export type StoreEnv = Partial<Record<'DATABASE_URL' | 'RULEBOT_DB' | 'RULEBOT_DATA_DIR' | 'RULEBOT_PG_SCHEMA', string>>;

const REPO_DATA_DIR = join(PACKAGE_ROOT, 'data');

/** Where the SQLite file lives for this environment. */
export function sqlitePath(env: StoreEnv): string {
  if (env.RULEBOT_DB) return env.RULEBOT_DB;
  return join(env.RULEBOT_DATA_DIR || REPO_DATA_DIR, 'rulebot.db');
}

export function storeBackendFor(env: StoreEnv): 'sqlite' | 'postgres' {
  return env.DATABASE_URL ? 'postgres' : 'sqlite';
}

/** Open (creating and migrating on first use) the store this environment asks for. */
export async function openStore(env: StoreEnv = process.env, options: StoreOptions = {}): Promise<PinStore> {
  if (env.DATABASE_URL) {
    return openPostgresStore({
      ...options,
      connectionString: env.DATABASE_URL,
      ...(env.RULEBOT_PG_SCHEMA ? { schema: env.RULEBOT_PG_SCHEMA } : {}),
    });
  }
  return openSqliteStore({ ...options, path: sqlitePath(env) });
}
