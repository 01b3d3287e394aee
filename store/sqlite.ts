/**
 * SQLite backend (better-sqlite3). One connection per store, WAL journal, synchronous=FULL (a write acknowledged
 * to a moderator survives a crash or power loss), busy_timeout so other processes wait for the write lock instead
 * of failing. Writes use BEGIN IMMEDIATE: the write lock is taken up front, so two processes never deadlock on a
 * read→write upgrade. Calls on one store are serialised by an in-process mutex (one connection, async API).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { CorePinStore } from './core.ts';
import { Mutex, type Db, type Row, type SqlValue, type Tx } from './db.ts';
import { SchemaTooNew, StoreError, StoreUnavailable } from './errors.ts';
import { loadMigrations } from './migrations.ts';
import type { JsonValue, PinStore, StoreOptions } from './types.ts';

// Minimal typing of the better-sqlite3 surface used here (the package ships no types; @types is not installed).
interface SqliteStatement {
  run(...params: unknown[]): { changes: number };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  close(): void;
  readonly inTransaction: boolean;
}
type SqliteConstructor = new (path: string, options?: { timeout?: number; nativeBinding?: string; readonly?: boolean; fileMustExist?: boolean }) => SqliteDatabase;

/**
 * better-sqlite3 is a native addon built for one Node ABI. RULEBOT_SQLITE_BINDING points at a build for another
 * Node (CI runs the suite on several Node versions without touching node_modules; see .ci/run).
 */
export function nativeBindingOption(): { nativeBinding?: string } {
  const path = process.env.RULEBOT_SQLITE_BINDING;
  return path ? { nativeBinding: path } : {};
}

const require = createRequire(import.meta.url);
let Database: SqliteConstructor | undefined;
function driver(): SqliteConstructor {
  Database ??= require('better-sqlite3') as SqliteConstructor;
  return Database;
}

export interface SqliteStoreOptions extends StoreOptions {
  /** File path, or ':memory:'. The parent directory is created. */
  path: string;
  /** How long to wait for another process's write lock. Default 10 s. */
  busyTimeoutMs?: number;
  /** PRAGMA synchronous. Default FULL (durable on power loss); NORMAL is still safe against process crashes. */
  synchronous?: 'FULL' | 'NORMAL';
  /** PRAGMA quick_check at open; a failure opens the store read-only. Default true. */
  checkIntegrity?: boolean;
}

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

function bind(params: SqlValue[]): unknown[] {
  return params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

class SqliteDb implements Db {
  readonly dialect = 'sqlite' as const;
  private readonly mutex = new Mutex();
  private readonly statements = new Map<string, SqliteStatement>();
  private readonly tx: Tx;

  constructor(private readonly db: SqliteDatabase) {
    const stmt = (sql: string): SqliteStatement => {
      let s = this.statements.get(sql);
      if (!s) {
        s = this.db.prepare(sql);
        this.statements.set(sql, s);
      }
      return s;
    };
    this.tx = {
      all: async (sql, params = []) => stmt(sql).all(...bind(params)) as Row[],
      get: async (sql, params = []) => stmt(sql).get(...bind(params)) as Row | undefined,
      run: async (sql, params = []) => stmt(sql).run(...bind(params)).changes,
      lockGuild: async () => {},
    };
  }

  read<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    return this.mutex.run(() => fn(this.tx));
  }

  write<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    return this.mutex.run(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this.tx);
        this.db.exec('COMMIT');
        return result;
      } catch (e) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw e;
      }
    });
  }

  async backendIntegrity(): Promise<string[]> {
    return this.mutex.run(async () => {
      const rows = this.db.pragma('integrity_check') as Array<{ integrity_check: string }>;
      const problems = rows.map((r) => r.integrity_check).filter((m) => m !== 'ok');
      const fk = this.db.pragma('foreign_key_check') as unknown[];
      if (fk.length > 0) problems.push(`foreign_key_check: ${fk.length} violations`);
      return problems;
    });
  }

  async schemaVersion(): Promise<number> {
    return this.mutex.run(async () => {
      const r = this.db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null };
      return r.v ?? 0;
    });
  }

  async close(): Promise<void> {
    await this.mutex.run(async () => {
      try {
        this.db.pragma('optimize');
      } catch {
        // best effort
      }
      this.db.close();
    });
  }

  isUniqueViolation(e: unknown): boolean {
    const code = errorCode(e);
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  }

  readOnlyCause(e: unknown) {
    return readOnlyCause(e);
  }

  decodeJson(v: unknown): JsonValue | null {
    return v === null || v === undefined ? null : (JSON.parse(String(v)) as JsonValue);
  }
  decodeTime(v: unknown): string | null {
    return v === null || v === undefined ? null : String(v);
  }
  decodeBool(v: unknown): boolean {
    return v === 1 || v === true || v === 1n;
  }
}

/** A corrupt file (integrity) or one that cannot be written (storage); undefined for anything a retry may cure. */
function readOnlyCause(e: unknown): { reason: 'integrity' | 'storage'; detail: string } | undefined {
  const code = errorCode(e);
  const detail = `${code}: ${(e as Error).message}`;
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return { reason: 'integrity', detail };
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'EACCES' || code === 'EROFS' || code === 'EPERM') {
    return { reason: 'storage', detail };
  }
  return undefined;
}

/** PRAGMA quick_check: the problems it lists (empty when the file is sound), or the error that stopped it. */
function quickCheck(db: SqliteDatabase): string[] {
  try {
    const rows = db.pragma('quick_check') as Array<{ quick_check: string }>;
    return rows.map((r) => r.quick_check).filter((m) => m !== 'ok');
  } catch (e) {
    return [`${errorCode(e)}: ${(e as Error).message}`];
  }
}

/**
 * The database for reading only, when it cannot be opened for writing. A corrupt file in a writable folder is
 * opened read-only in place; a file in a read-only folder (where SQLite cannot create the WAL's shared-memory
 * file, so even reads fail) is copied into memory, marked as a rollback-journal database, and read from there —
 * without the transactions a crash may have left in its -wal file.
 */
function openForReading(path: string, reason: 'integrity' | 'storage', timeout: number): SqliteDatabase | undefined {
  if (path === ':memory:' || !existsSync(path)) return undefined;
  const Database = driver();
  try {
    if (reason === 'integrity') {
      const db = new Database(path, { readonly: true, fileMustExist: true, timeout, ...nativeBindingOption() });
      db.pragma('schema_version'); // reads page 1: throws now if the file cannot be read at all
      return db;
    }
    const image = readFileSync(path);
    if (image.length >= 100 && image.subarray(0, 16).toString('latin1') === 'SQLite format 3\0') image[18] = image[19] = 1;
    const db = new (Database as unknown as new (image: Buffer, options?: object) => SqliteDatabase)(image, nativeBindingOption());
    db.pragma('schema_version');
    return db;
  } catch {
    return undefined;
  }
}

/** Retry a statement that failed with SQLITE_BUSY/LOCKED (journal_mode switch races on a brand-new file). */
function retryBusy<T>(fn: () => T, timeoutMs: number): T {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return fn();
    } catch (e) {
      const code = errorCode(e);
      if (!code.startsWith('SQLITE_BUSY') && !code.startsWith('SQLITE_LOCKED')) throw e;
      if (Date.now() > deadline) throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 + Math.floor(Math.random() * 20));
    }
  }
}

/** Apply missing migrations in one BEGIN IMMEDIATE transaction: concurrent openers queue on the write lock. */
function migrate(db: SqliteDatabase, timeoutMs: number): void {
  const migrations = loadMigrations('sqlite');
  const latest = migrations.at(-1)?.version ?? 0;
  retryBusy(() => db.exec('BEGIN IMMEDIATE'), timeoutMs);
  try {
    db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    const applied = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version),
    );
    const highest = Math.max(0, ...applied);
    if (highest > latest) throw new SchemaTooNew(highest, latest);
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    }
    db.exec('COMMIT');
  } catch (e) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw e;
  }
}

export async function openSqliteStore(options: SqliteStoreOptions): Promise<PinStore> {
  const timeout = options.busyTimeoutMs ?? 10_000;
  let db: SqliteDatabase | undefined;
  try {
    if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
    db = new (driver())(options.path, { timeout, ...nativeBindingOption() });
    const handle = db;
    handle.pragma(`busy_timeout = ${Math.trunc(timeout)}`);
    retryBusy(() => handle.pragma('journal_mode = WAL'), timeout);
    handle.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    handle.pragma('foreign_keys = ON');
    migrate(handle, timeout);
  } catch (e) {
    try {
      db?.close();
    } catch {
      // already failing
    }
    if (e instanceof StoreError) throw e;
    // Pins that exist are still served when the file is corrupt or cannot be written; only writes are refused.
    const cause = readOnlyCause(e);
    const reader = cause && openForReading(options.path, cause.reason, timeout);
    if (cause && reader) return new CorePinStore(new SqliteDb(reader), { ...options, readOnly: { ...cause, since: new Date().toISOString() } });
    throw new StoreUnavailable(`sqlite store: cannot open ${options.path}`, e);
  }
  const opened = db!;
  const problems = options.checkIntegrity === false ? [] : quickCheck(opened);
  const readOnly = problems.length ? { reason: 'integrity' as const, detail: problems.slice(0, 3).join('; '), since: new Date().toISOString() } : null;
  return new CorePinStore(new SqliteDb(opened), { ...options, readOnly });
}
