/**
 * The small SQL surface the shared store logic (store/core.ts) runs on. Each backend adapts its driver to it:
 * SQL is written once with `?` placeholders (the PostgreSQL adapter rewrites them to $1..$n) and dialect-neutral
 * syntax (RETURNING, ON CONFLICT ... DO UPDATE, LIMIT), and values are decoded through the adapter's codecs.
 */
import type { JsonValue, StoreBackend } from './types.ts';

export type SqlValue = string | number | boolean | null;
export type Row = Record<string, unknown>;

export interface Tx {
  all(sql: string, params?: SqlValue[]): Promise<Row[]>;
  get(sql: string, params?: SqlValue[]): Promise<Row | undefined>;
  /** Returns the number of rows changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>;
  /**
   * Serialise writers of one guild for the rest of the transaction. PostgreSQL: transaction-scoped advisory lock.
   * SQLite: no-op, BEGIN IMMEDIATE already serialises every writer (across processes too).
   */
  lockGuild(guildId: string): Promise<void>;
}

export interface Db {
  readonly dialect: StoreBackend;
  /** Run reads on a consistent view. */
  read<T>(fn: (q: Tx) => Promise<T>): Promise<T>;
  /** Run fn in one write transaction: committed if it resolves, rolled back if it throws (the error is rethrown). */
  write<T>(fn: (q: Tx) => Promise<T>): Promise<T>;
  /** Backend-level checks (PRAGMA integrity_check, ...); empty when fine. */
  backendIntegrity(): Promise<string[]>;
  /** Highest applied migration. */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
  /** True when the driver error is a UNIQUE / PRIMARY KEY violation. */
  isUniqueViolation(error: unknown): boolean;
  /**
   * When a failed write means the database must not take writes any more: a corrupt page (`integrity`), a
   * read-only file, directory or server (`storage`). Undefined for errors a retry may cure (busy, network).
   */
  readOnlyCause(error: unknown): { reason: 'integrity' | 'storage'; detail: string } | undefined;
  decodeJson(value: unknown): JsonValue | null;
  decodeTime(value: unknown): string | null;
  decodeBool(value: unknown): boolean;
}

/** A promise-chain mutex: one holder at a time, FIFO. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const prev = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((r) => (release = r));
    await prev;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
