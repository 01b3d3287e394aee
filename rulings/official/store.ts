/**
 * Where imported packs live: `<data dir>/rules/<pack id>/<effective date>.json`, every version kept. The data
 * directory is `$RULEBOT_DATA_DIR`, else `<repo>/data` (gitignored: the official text is never committed).
 * A second file with the same effective date but different content is kept beside the first as
 * `<date>-<hash8>.json`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.ts';
import type { Game } from '../games.ts';
import { writeAtomic } from '../intake/write.ts';
import { isPackId, PACK_FORMAT, PACK_ID_LIST, PACKS, rulesPackId, type PackCounts, type PackId, type RulesPack } from './types.ts';

const REPO_ROOT = PACKAGE_ROOT;

export interface StoreOptions {
  /** Overrides $RULEBOT_DATA_DIR. */
  dataDir?: string;
}

export function dataDir(options: StoreOptions = {}): string {
  return options.dataDir ?? process.env.RULEBOT_DATA_DIR ?? join(REPO_ROOT, 'data');
}

export function packDir(id: PackId, options: StoreOptions = {}): string {
  return join(dataDir(options), 'rules', id);
}

export interface StoredPackInfo {
  id: PackId;
  path: string;
  /** File name without .json: "2025-02-07" or "2025-02-07-1a2b3c4d". */
  name: string;
  effectiveDate: string;
  contentHash: string;
  importedAt: string;
  sourceFile?: string;
  counts: PackCounts;
}

export type SaveResult =
  | { status: 'saved'; path: string }
  /** The same content was already stored: nothing written. */
  | { status: 'unchanged'; path: string }
  /** Another file with the same effective date and different content exists; both kept. */
  | { status: 'saved-alongside'; path: string; existing: string };

/**
 * Saves one version of imported data as `<version>.json` in `dir`; the same content again is "unchanged", and
 * different content under a version already stored goes alongside as `<version>-<hash8>.json` (both kept).
 * Written atomically (rulings/intake/write.ts): a failed save leaves no temp file and throws IntakeError
 * `no-space` / `read-only` when the disk is at fault.
 */
export function saveVersioned(dir: string, version: string, contentHash: string, json: string, stored: Array<{ contentHash: string; path: string }>): SaveResult {
  const identical = stored.find((x) => x.contentHash === contentHash);
  if (identical) return { status: 'unchanged', path: identical.path };
  const plain = join(dir, `${version}.json`);
  if (!existsSync(plain)) {
    writeAtomic(plain, json);
    return { status: 'saved', path: plain };
  }
  const path = join(dir, `${version}-${contentHash.slice(0, 8)}.json`);
  writeAtomic(path, json);
  return { status: 'saved-alongside', path, existing: plain };
}

export function savePack(pack: RulesPack, options: StoreOptions = {}): SaveResult {
  const same = listPacks(pack.id, options).filter((p) => p.effectiveDate === pack.effectiveDate);
  return saveVersioned(packDir(pack.id, options), pack.effectiveDate, pack.contentHash, JSON.stringify(pack), same);
}

function isPack(value: unknown): value is RulesPack {
  const p = value as Partial<RulesPack> | null;
  return (
    !!p &&
    p.format === PACK_FORMAT &&
    typeof p.id === 'string' &&
    isPackId(p.id) &&
    p.game === PACKS[p.id].game &&
    typeof p.effectiveDate === 'string' &&
    Array.isArray(p.paragraphs) &&
    Array.isArray(p.glossary)
  );
}

/**
 * A reader of stored JSON packs, cached by path, modification time and size, that throws with the path on a file
 * that is not JSON or not of the expected shape (`what`: "rules pack"; `fix`: what to do about it).
 */
export function cachedPackReader<T>(isT: (value: unknown) => value is T, what: string, fix: string): (path: string) => T {
  const cache = new Map<string, { mtimeMs: number; size: number; pack: T }>();
  return (path) => {
    const st = statSync(path);
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.pack;
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`${path}: not a ${what} (${(error as Error).message})`, { cause: error });
    }
    if (!isT(value)) throw new Error(`${path}: not a ${what} ${fix}`);
    cache.set(path, { mtimeMs: st.mtimeMs, size: st.size, pack: value });
    return value;
  };
}

/** Reads a stored pack (cached by path and modification time). Throws with the path on a bad file. */
export const loadPack: (path: string) => RulesPack = cachedPackReader(isPack, 'rules pack', `of format ${PACK_FORMAT}; re-import the rules file`);

/** Stored versions of a pack, oldest first (by effective date, then import time). */
export function listPacks(id: PackId = 'mtg-cr', options: StoreOptions = {}): StoredPackInfo[] {
  const dir = packDir(id, options);
  if (!existsSync(dir)) return [];
  const out: StoredPackInfo[] = [];
  for (const file of readdirSync(dir)) {
    if (!/^\d{4}-\d{2}-\d{2}(-[0-9a-f]{8})?\.json$/.test(file)) continue;
    const path = join(dir, file);
    let pack: RulesPack;
    try {
      pack = loadPack(path);
    } catch {
      continue;
    }
    out.push({
      id,
      path,
      name: file.replace(/\.json$/, ''),
      effectiveDate: pack.effectiveDate,
      contentHash: pack.contentHash,
      importedAt: pack.importedAt,
      ...(pack.sourceFile ? { sourceFile: pack.sourceFile } : {}),
      counts: pack.counts,
    });
  }
  return out.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.importedAt.localeCompare(b.importedAt));
}

/**
 * A stored pack by reference: "latest", an effective date ("2025-02-07": the latest import of that date), a file
 * name ("2025-02-07-1a2b3c4d"), or a content-hash prefix (at least 8 hex digits).
 */
export function findStoredPack(ref: string, id: PackId = 'mtg-cr', options: StoreOptions = {}): StoredPackInfo | undefined {
  const all = listPacks(id, options);
  if (ref === 'latest') return all.at(-1);
  const byName = all.find((p) => p.name === ref);
  if (byName) return byName;
  const byDate = all.filter((p) => p.effectiveDate === ref);
  if (byDate.length) return byDate.at(-1);
  if (/^[0-9a-f]{8,64}$/.test(ref)) return all.find((p) => p.contentHash.startsWith(ref));
  return undefined;
}

/**
 * The newest imported version of a document (a pack id, or a game for that game's rules pack: 'mtg' → mtg-cr),
 * or undefined when none was imported.
 */
export function loadLatestPack(idOrGame: PackId | Game = 'mtg', options: StoreOptions = {}): RulesPack | undefined {
  const id = isPackId(idOrGame) ? idOrGame : rulesPackId(idOrGame);
  if (!id) return undefined;
  const latest = listPacks(id, options).at(-1);
  return latest ? loadPack(latest.path) : undefined;
}

/** The newest version of every document imported, in PACKS order. */
export function loadLatestPacks(options: StoreOptions = {}): RulesPack[] {
  return PACK_ID_LIST.map((id) => loadLatestPack(id, options)).filter((p): p is RulesPack => p !== undefined);
}
