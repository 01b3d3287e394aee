/**
 * Where card tables live: `<data dir>/cards/scryfall/<version>.json`, every version kept, like the rules packs
 * (rulings/official/store.ts). A different table with the same version date is kept beside the first as
 * `<version>-<hash8>.json`. Written to a temporary file and renamed, so a reader never sees half a table.
 */
import { closeSync, existsSync, openSync, readSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, saveVersioned, type SaveResult, type StoreOptions } from '../official/store.ts';
import { CARD_TABLE_FORMAT, type CardTable, type CardTableCounts } from './types.ts';

export type { SaveResult, StoreOptions };

export function cardDir(options: StoreOptions = {}): string {
  return join(dataDir(options), 'cards', 'scryfall');
}

export interface StoredTableInfo {
  path: string;
  name: string;
  version: string;
  contentHash: string;
  importedAt: string;
  counts: CardTableCounts;
  bytes: number;
}

export function saveTable(table: CardTable, options: StoreOptions = {}): SaveResult {
  const same = listTables(options).filter((t) => t.version === table.version);
  return saveVersioned(cardDir(options), table.version, table.contentHash, JSON.stringify(table), same);
}

function isTable(value: unknown): value is CardTable {
  const v = value as Partial<CardTable> | null;
  return !!v && v.format === CARD_TABLE_FORMAT && typeof v.version === 'string' && Array.isArray(v.cards);
}

const cache = new Map<string, { mtimeMs: number; size: number; table: CardTable }>();

/** Reads a stored table (cached by path and modification time). Throws with the path on a bad file. */
export function loadTable(path: string): CardTable {
  const st = statSync(path);
  const hit = cache.get(path);
  if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.table;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not a card table (${(error as Error).message}); run rulebot import scryfall again`, { cause: error });
  }
  if (!isTable(value)) throw new Error(`${path}: not a card table of format ${CARD_TABLE_FORMAT}; run rulebot import scryfall again`);
  cache.clear(); // one table in memory at a time: they are large
  cache.set(path, { mtimeMs: st.mtimeMs, size: st.size, table: value });
  return value;
}

/** Reads only the header of each stored table (the cards are the bulk of the file and come last). */
function readHeader(path: string): Omit<CardTable, 'cards'> | undefined {
  const fd = openSync(path, 'r');
  const buf = Buffer.alloc(64 * 1024);
  let n: number;
  try {
    n = readSync(fd, buf, 0, buf.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = buf.subarray(0, n).toString('utf8');
  const cut = text.indexOf(',"cards":[');
  try {
    const value = JSON.parse(cut > 0 ? `${text.slice(0, cut)}}` : text) as Partial<CardTable>;
    return value.format === CARD_TABLE_FORMAT && typeof value.version === 'string' ? (value as CardTable) : undefined;
  } catch {
    return undefined;
  }
}

/** Stored tables, oldest first (by version, then import time). */
export function listTables(options: StoreOptions = {}): StoredTableInfo[] {
  const dir = cardDir(options);
  if (!existsSync(dir)) return [];
  const out: StoredTableInfo[] = [];
  for (const file of readdirSync(dir)) {
    if (!/^\d{4}-\d{2}-\d{2}(-[0-9a-f]{8})?\.json$/.test(file)) continue;
    const path = join(dir, file);
    const header = readHeader(path);
    if (!header) continue;
    out.push({
      path,
      name: file.replace(/\.json$/, ''),
      version: header.version,
      contentHash: header.contentHash,
      importedAt: header.importedAt,
      counts: header.counts,
      bytes: statSync(path).size,
    });
  }
  return out.sort((a, b) => a.version.localeCompare(b.version) || a.importedAt.localeCompare(b.importedAt));
}

/** The newest imported table, or undefined when none was imported. */
export function loadLatestTable(options: StoreOptions = {}): CardTable | undefined {
  const latest = listTables(options).at(-1);
  return latest ? loadTable(latest.path) : undefined;
}
