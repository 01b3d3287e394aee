/** The shared contract on SQLite, plus what only SQLite has: the file, WAL, env-based location, open failures. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore, openStore, SchemaTooNew, sqlitePath, storeBackendFor, StoreUnavailable } from '../../store/index.ts';
import { latestVersion } from '../../store/migrations.ts';
import { nativeBindingOption } from '../../store/sqlite.ts';
import { entryPin, G1, MOD, storeContract } from './store-contract.ts';

const require = createRequire(import.meta.url);
type RawDb = { pragma(s: string, o?: { simple?: boolean }): unknown; exec(s: string): void; prepare(s: string): { all(): unknown[] }; close(): void };
const Raw = require('better-sqlite3') as new (path: string, o?: { nativeBinding?: string }) => RawDb;
const RawDatabase = class {
  constructor(path: string) {
    return new Raw(path, nativeBindingOption());
  }
} as unknown as new (path: string) => RawDb;

const root = mkdtempSync(join(tmpdir(), 'rulebot-store-sqlite-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

storeContract({
  backend: 'sqlite',
  async fresh() {
    const path = join(root, `t${++n}`, 'rulebot.db');
    return {
      open: (options = {}) => openSqliteStore({ ...options, path }),
      dispose: async () => rmSync(join(path, '..'), { recursive: true, force: true }),
    };
  },
});

describe('sqlite specifics', () => {
  it('creates the file and its folder on first open, in WAL mode with one row per migration', async () => {
    const path = join(root, 'specific', 'deep', 'pins.db');
    const store = await openSqliteStore({ path });
    await store.addPin(entryPin('wal check'), MOD);
    const raw = new RawDatabase(path);
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(raw.prepare('SELECT version, name FROM schema_migrations').all()).toEqual([{ version: 1, name: 'init' }, { version: 2, name: 'game_reports_state' }]);
    } finally {
      raw.close();
      await store.close();
    }
    // Opening again does not re-run anything.
    const again = await openSqliteStore({ path });
    expect((await again.listPins(G1)).map((p) => p.topic)).toEqual(['wal check']);
    await again.close();
  });

  it('chooses the backend and file from the environment', () => {
    expect(storeBackendFor({})).toBe('sqlite');
    expect(storeBackendFor({ DATABASE_URL: 'postgres://x@h/db' })).toBe('postgres');
    expect(sqlitePath({ RULEBOT_DB: '/srv/bot/pins.db', RULEBOT_DATA_DIR: '/ignored' })).toBe('/srv/bot/pins.db');
    expect(sqlitePath({ RULEBOT_DATA_DIR: '/var/lib/rulebot' })).toBe('/var/lib/rulebot/rulebot.db');
    expect(sqlitePath({})).toMatch(/[/\\]data[/\\]rulebot\.db$/);
  });

  it('openStore(env) opens SQLite under RULEBOT_DATA_DIR', async () => {
    const dir = join(root, 'envdir');
    const store = await openStore({ RULEBOT_DATA_DIR: dir });
    expect(store.backend).toBe('sqlite');
    await store.addPin(entryPin('via env'), MOD);
    await store.close();
    const again = await openStore({ RULEBOT_DB: join(dir, 'rulebot.db') });
    expect(await again.listPins(G1)).toHaveLength(1);
    await again.close();
  });

  it('reports an unusable path as StoreUnavailable, not a driver error', async () => {
    const blocker = join(root, 'a-file');
    writeFileSync(blocker, 'not a directory');
    const e = await openSqliteStore({ path: join(blocker, 'x.db') }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(StoreUnavailable);
    expect(e).toMatchObject({ code: 'STORE_UNAVAILABLE' });

    const garbage = join(root, 'garbage.db');
    writeFileSync(garbage, 'this is not an sqlite database, just text long enough to have a header......');
    expect(await openSqliteStore({ path: garbage }).catch((err: unknown) => err)).toBeInstanceOf(StoreUnavailable);
  });

  it('refuses a database migrated by newer code', async () => {
    const path = join(root, 'future.db');
    (await openSqliteStore({ path })).close();
    const raw = new RawDatabase(path);
    raw.exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', '2030-01-01')");
    raw.close();
    const e = await openSqliteStore({ path }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(SchemaTooNew);
    expect(e).toMatchObject({ databaseVersion: 999, codeVersion: latestVersion('sqlite') });
  });

  it('works in memory (for tools and quick tests)', async () => {
    const store = await openSqliteStore({ path: ':memory:' });
    await store.addPin(entryPin('in memory'), MOD);
    expect(await store.findPinsForQuestion(G1, 'IN MEMORY?')).toHaveLength(1);
    expect((await store.integrityCheck()).ok).toBe(true);
    await store.close();
  });
});
