/**
 * PostgreSQL backend (pg). Used when DATABASE_URL is set. Same SQL and behaviour as SQLite via store/core.ts;
 * writers of one guild are serialised with a transaction-scoped advisory lock, and concurrent migrators (several
 * bot processes starting at once) with another one. Optional schema (RULEBOT_PG_SCHEMA) isolates deployments and
 * test runs; it is created on first open.
 */
import { createRequire } from 'node:module';
import { CorePinStore } from './core.ts';
import type { Db, Row, SqlValue, Tx } from './db.ts';
import { InvalidInput, SchemaTooNew, StoreError, StoreUnavailable } from './errors.ts';
import { loadMigrations } from './migrations.ts';
import type { JsonValue, PinStore, StoreOptions } from './types.ts';

// Minimal typing of the pg surface used here (@types/pg is not installed).
interface PgResult {
  rows: Row[];
  rowCount: number | null;
}
interface PgClient {
  query(sql: string | { text: string; values?: unknown[]; query_timeout?: number }, params?: unknown[]): Promise<PgResult>;
  release(destroy?: boolean | Error): void;
  on(event: 'error', listener: (err: Error) => void): void;
  removeListener(event: 'error', listener: (err: Error) => void): void;
}
interface PgPool {
  connect(): Promise<PgClient>;
  query(sql: string, params?: unknown[]): Promise<PgResult>;
  end(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): void;
}
interface PgPoolConfig {
  connectionString: string;
  max?: number;
  options?: string;
  connectionTimeoutMillis?: number;
  idleTimeoutMillis?: number;
  application_name?: string;
  keepAlive?: boolean;
  keepAliveInitialDelayMillis?: number;
  query_timeout?: number;
}
type PgModule = { Pool: new (config: PgPoolConfig) => PgPool };

const require = createRequire(import.meta.url);
let pg: PgModule | undefined;
function driver(): PgModule {
  pg ??= require('pg') as PgModule;
  return pg;
}

/** Advisory lock namespaces ('RBOT' and 'RBOU' as int4), second key = hashtext(schema[:guild]). */
const LOCK_GUILD = 0x52424f54;
const LOCK_MIGRATE = 0x52424f55;

export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresStoreOptions extends StoreOptions {
  connectionString: string;
  /** Schema to use (created if missing). Default: the server's search_path (normally `public`). */
  schema?: string;
  /** Pool size. Default 4. */
  poolSize?: number;
  /** Give up waiting for a lock (another writer, a migrator) after this long. Default 30 s. */
  lockTimeoutMs?: number;
  /**
   * Give up on a query the server has not answered after this long, and destroy its connection. A server whose
   * host vanished, or a network cut, sends no reset: without this a query waits for the kernel's retransmission
   * timeout (15 min or more on Linux), holding one of the pool's few connections, and once each is held every
   * command waits out the pool's queue. Default: the lock timeout + 15 s, so a writer waiting its turn for a lock
   * is refused by the lock timeout first. Migrations are not cut short.
   */
  queryTimeoutMs?: number;
  /** Give up opening a connection (or waiting for a free one) after this long. Default 10 s. */
  connectTimeoutMs?: number;
}

/** A migration may rewrite a table: only a server that stopped answering altogether cuts it short. */
const MIGRATION_QUERY_TIMEOUT_MS = 30 * 60_000;
/** pg's error for a query past query_timeout (it has no code). */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

function toPositional(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/**
 * Errors after which a pooled connection must not be reused. A query past its timeout counts: its connection
 * still waits for the answer, so a ROLLBACK sent on it would only queue behind it.
 */
function isConnectionError(e: unknown): boolean {
  const code = errorCode(e);
  return code.startsWith('08') || code.startsWith('57P') || /^E[A-Z]+$/.test(code) || (e instanceof Error && e.message === QUERY_TIMEOUT_MESSAGE);
}

/**
 * A client checked out of the pool has no 'error' listener of the pool's (pg-pool removes its idle listener at
 * checkout), and pg emits 'error' on a client whose server goes away ("Connection terminated unexpectedly") even
 * while its query is being rejected: without a listener that event kills the process. `checkedOut` keeps one on
 * for as long as the client is ours, remembers the error so the client is destroyed rather than pooled again, and
 * hands it back with release.
 */
async function checkedOut<T>(pool: PgPool, fn: (client: PgClient, isBroken: (e: unknown) => void) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: unknown;
  const onError = (error: Error): void => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    return await fn(client, (e) => (broken ??= e));
  } finally {
    client.removeListener('error', onError);
    client.release(broken ? true : undefined);
  }
}

class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;

  constructor(
    private readonly pool: PgPool,
    private readonly lockPrefix: string,
  ) {}

  private tx(run: (sql: string, params: SqlValue[]) => Promise<PgResult>, inTransaction: boolean): Tx {
    return {
      all: async (sql, params = []) => (await run(toPositional(sql), params)).rows,
      get: async (sql, params = []) => (await run(toPositional(sql), params)).rows[0],
      run: async (sql, params = []) => (await run(toPositional(sql), params)).rowCount ?? 0,
      lockGuild: async (guildId) => {
        if (!inTransaction) return;
        await run('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_GUILD, `${this.lockPrefix}:${guildId}`]);
      },
    };
  }

  read<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    return fn(this.tx((sql, params) => this.pool.query(sql, params), false));
  }

  write<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    return checkedOut(this.pool, async (client, markBroken) => {
      try {
        await client.query('BEGIN');
        try {
          const result = await fn(this.tx((sql, params) => client.query(sql, params), true));
          await client.query('COMMIT');
          return result;
        } catch (e) {
          if (!isConnectionError(e)) await client.query('ROLLBACK').catch(markBroken);
          throw e;
        }
      } catch (e) {
        if (isConnectionError(e)) markBroken(e);
        throw e;
      }
    });
  }

  async backendIntegrity(): Promise<string[]> {
    const problems: string[] = [];
    for (const table of ['pins', 'guild_settings', 'audit_log', 'reports', 'button_state', 'schema_migrations']) {
      const r = await this.pool.query('SELECT to_regclass($1) AS t', [table]);
      if (r.rows[0]?.t === null) problems.push(`missing table ${table}`);
    }
    const idx = await this.pool.query(
      "SELECT i.indisvalid AS ok FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.oid = to_regclass('pins_guild_topic')",
    );
    if (idx.rows[0]?.ok !== true) problems.push('unique index pins_guild_topic missing or invalid');
    return problems;
  }

  async schemaVersion(): Promise<number> {
    const r = await this.pool.query('SELECT MAX(version) AS v FROM schema_migrations');
    return Number(r.rows[0]?.v ?? 0);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  isUniqueViolation(e: unknown): boolean {
    return errorCode(e) === '23505';
  }

  /** A read-only server (a standby, default_transaction_read_only) or corrupt data it reports. */
  readOnlyCause(e: unknown) {
    const code = errorCode(e);
    const detail = `${code}: ${(e as Error).message}`;
    if (code === '25006') return { reason: 'storage' as const, detail };
    if (code === 'XX001' || code === 'XX002') return { reason: 'integrity' as const, detail };
    return undefined;
  }

  /** pg already parses json columns; a JSON string document comes back as the string itself, like SQLite's. */
  decodeJson(v: unknown): JsonValue | null {
    return v === undefined ? null : (v as JsonValue | null);
  }
  decodeTime(v: unknown): string | null {
    if (v === null || v === undefined) return null;
    return (v instanceof Date ? v : new Date(String(v))).toISOString();
  }
  decodeBool(v: unknown): boolean {
    return v === true;
  }
}

async function migrate(pool: PgPool, schema: string | undefined): Promise<void> {
  const migrations = loadMigrations('postgres');
  const latest = migrations.at(-1)?.version ?? 0;
  await checkedOut(pool, async (client, markBroken) => {
    await client.query('BEGIN');
    try {
      // Everything below, DDL included, is transactional in PostgreSQL; the lock makes a second migrator wait and
      // then find the work done.
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_MIGRATE, schema ?? '']);
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
      );
      const applied = new Set(
        (await client.query('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)),
      );
      const highest = Math.max(0, ...applied);
      if (highest > latest) throw new SchemaTooNew(highest, latest);
      for (const m of migrations) {
        if (applied.has(m.version)) continue;
        await client.query({ text: m.sql, query_timeout: MIGRATION_QUERY_TIMEOUT_MS });
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [m.version, m.name]);
      }
      await client.query('COMMIT');
    } catch (e) {
      if (isConnectionError(e)) markBroken(e);
      else await client.query('ROLLBACK').catch(markBroken);
      throw e;
    }
  });
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<PinStore> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new InvalidInput([{ path: 'schema', message: 'must be a lower-case identifier (a-z, 0-9, _)' }]);
  }
  const lockTimeout = Math.trunc(options.lockTimeoutMs ?? 30_000);
  const pgOptions = [`-c lock_timeout=${lockTimeout}`];
  if (options.schema) pgOptions.push(`-c search_path=${options.schema}`);
  let pool: PgPool | undefined;
  try {
    pool = new (driver().Pool)({
      connectionString: options.connectionString,
      max: options.poolSize ?? 4,
      options: pgOptions.join(' '),
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'rulebot',
      // An idle pooled connection to a host that vanished is found dead by TCP keep-alive probes (after 10 s
      // idle) and dropped before a command picks it; a query in flight is bounded by query_timeout.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: Math.trunc(options.queryTimeoutMs ?? lockTimeout + 15_000),
    });
    // An idle client losing its connection must not crash the bot; the next query reports the problem.
    pool.on('error', () => {});
    await migrate(pool, options.schema);
    const db = new PostgresDb(pool, options.schema ?? '');
    // Missing tables or an invalid unique index: serve what is there, take no writes until an operator repairs it.
    const problems = await db.backendIntegrity();
    const readOnly = problems.length ? { reason: 'integrity' as const, detail: problems.join('; '), since: new Date().toISOString() } : null;
    return new CorePinStore(db, { ...options, readOnly });
  } catch (e) {
    await pool?.end().catch(() => {});
    if (e instanceof StoreError) throw e;
    throw new StoreUnavailable('postgres store: cannot open the database', e);
  }
}
