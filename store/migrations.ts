/**
 * Numbered migrations in store/migrations/: `NNN_name.sql` is shared by both dialects after macro expansion;
 * `NNN_name.sqlite.sql` / `NNN_name.postgres.sql` override it for one dialect when the SQL must really differ.
 * The runners (store/sqlite.ts, store/postgres.ts) apply the missing ones in one locked transaction and record
 * each number in `schema_migrations`.
 *
 * Macros: @TS@ timestamp, @JSON@ json document, @BOOL@ boolean, @FALSE@, @ID_PK@ auto-increment primary key,
 * @JSON_VALID(col)@ and @BOOL_VALID(col)@ table constraints.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import type { StoreBackend } from './types.ts';

export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'store', 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MACROS: Record<StoreBackend, Record<string, (arg?: string) => string>> = {
  sqlite: {
    TS: () => 'TEXT',
    JSON: () => 'TEXT',
    BOOL: () => 'INTEGER',
    FALSE: () => '0',
    ID_PK: () => 'INTEGER PRIMARY KEY AUTOINCREMENT',
    JSON_VALID: (c) => `CHECK (${c} IS NULL OR json_valid(${c}))`,
    BOOL_VALID: (c) => `CHECK (${c} IN (0, 1))`,
  },
  postgres: {
    TS: () => 'TIMESTAMPTZ',
    JSON: () => 'JSON',
    BOOL: () => 'BOOLEAN',
    FALSE: () => 'FALSE',
    ID_PK: () => 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
    // The JSON type already rejects malformed documents; keep a constraint so the shared SQL stays valid.
    JSON_VALID: (c) => `CHECK (${c} IS NULL OR json_typeof(${c}) IS NOT NULL)`,
    BOOL_VALID: (c) => `CHECK (${c} IS NOT NULL)`,
  },
};

/** Comments are dropped first (they may mention macros); migration SQL must not contain '--' inside strings. */
export function expandMacros(sql: string, dialect: StoreBackend): string {
  const out = sql.replace(/--[^\n]*/g, '').replace(/@([A-Z_]+)(?:\((\w+)\))?@/g, (whole, name: string, arg: string | undefined) => {
    const macro = MACROS[dialect][name];
    if (!macro) throw new Error(`unknown migration macro ${whole}`);
    return macro(arg);
  });
  const left = /@[A-Z_]+/.exec(out);
  if (left) throw new Error(`unexpanded migration macro near ${left[0]}`);
  return out;
}

const FILE = /^(\d{3})_([a-z0-9_]+?)(?:\.(sqlite|postgres))?\.sql$/;

/** All migrations for a dialect, ascending; throws on gaps or duplicates so a bad file fails every test. */
export function loadMigrations(dialect: StoreBackend, dir = MIGRATIONS_DIR): Migration[] {
  const byVersion = new Map<number, { name: string; shared?: string; own?: string }>();
  for (const file of readdirSync(dir).sort()) {
    const m = FILE.exec(file);
    if (!m) continue;
    const version = Number(m[1]);
    const name = m[2] ?? '';
    const fileDialect = m[3];
    const slot = byVersion.get(version) ?? { name };
    if (slot.name !== name) throw new Error(`migration ${version} has two names: ${slot.name}, ${name}`);
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    if (fileDialect === undefined) slot.shared = text;
    else if (fileDialect === dialect) slot.own = text;
    byVersion.set(version, slot);
  }
  const versions = [...byVersion.keys()].sort((a, b) => a - b);
  versions.forEach((v, i) => {
    if (v !== i + 1) throw new Error(`migrations must be numbered 001, 002, ... without gaps; found ${v} at position ${i + 1}`);
  });
  return versions.map((version) => {
    const slot = byVersion.get(version)!;
    const text = slot.own ?? slot.shared;
    if (text === undefined) throw new Error(`migration ${version} has no file for ${dialect}`);
    return { version, name: slot.name, sql: expandMacros(text, dialect) };
  });
}

export function latestVersion(dialect: StoreBackend, dir = MIGRATIONS_DIR): number {
  return loadMigrations(dialect, dir).at(-1)?.version ?? 0;
}
