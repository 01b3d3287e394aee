/**
 * The knowledge base as the running bot sees it: its types, the JSON cache of a validated load, and the cheap
 * start-up path. Parsing and validating the YAML (loader.ts, with the yaml and zod libraries) is only loaded when
 * the cache cannot answer, which keeps start-up fast.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileDigests } from './file-digests.ts';
import { writeCache as writeCacheAtomic } from './intake/write.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { GAMES } from './games.ts';
import type { Entry, Source } from './schema.ts';

export const REPO_ROOT = PACKAGE_ROOT;

/** The largest knowledge-base file (the biggest shipped one is about 65 KB) and text in it (the longest is under 1 000 characters). */
export const MAX_KB_FILE_BYTES = 1024 * 1024;
export const MAX_KB_SCALAR = 20_000;
export const RULINGS_DIR = join(REPO_ROOT, 'rulings');

export interface KbProblem {
  file: string;
  line: number;
  col: number;
  message: string;
  /** `error` stops loading in strict mode; `warning` is what kb lint reports (missing translations…). */
  severity: 'error' | 'warning';
  id?: string;
}

export function formatProblem(p: KbProblem): string {
  return `${p.file}:${p.line}:${p.col}: ${p.severity}: ${p.message}`;
}

export class KbError extends Error {
  constructor(readonly problems: KbProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'KbError';
  }
}

export interface KnowledgeBase {
  entries: Entry[];
  byId: Map<string, Entry>;
  sources: Map<string, Source>;
  /** Hash over every entry: changes whenever any entry's content changes. */
  version: string;
}

export function yamlFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const name of names.sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...yamlFiles(path));
    else if (name.endsWith('.yaml') || name.endsWith('.yml')) out.push(path);
  }
  return out;
}

/** Stable JSON: object keys sorted, so the hash ignores key order in the YAML. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex').slice(0, 16);
}

/**
 * A hash of values our own code builds (search documents): their key order is the code's, so plain JSON is stable
 * where it matters, and several times faster than contentHash over thousands of documents. A change of key order
 * (a code change) only makes a cache miss.
 */
export function builtHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

export interface LoadOptions {
  dir?: string;
  /** Throw KbError on any error (default). With false, errors are returned for kb lint. */
  strict?: boolean;
  /** Use the JSON cache of a previous validated load (default true). */
  cache?: boolean;
}

/** A validated knowledge base with its problems (warnings only, once loading succeeded strictly). */
export type LoadedKnowledgeBase = KnowledgeBase & { problems: KbProblem[] };

type Parser = (dir: string, strict: boolean) => LoadedKnowledgeBase;

/** Cache lookup around `parse`; shared by the synchronous loader and the start-up path. */
export function loadWith(parse: Parser, options: LoadOptions = {}): LoadedKnowledgeBase {
  const where = locate(options);
  if (where.cached) return where.cached;
  const loaded = parse(where.dir, where.strict);
  if (where.strict && where.cacheFile) writeCache(where.cacheFile, loaded);
  if (where.strict) readFromFiles.add(loaded.entries);
  return loaded;
}

/**
 * Entries arrays read from rulings/ (parsed, or from the cache of a parse) in this process, whose entries' `hash`
 * is the hash of their content as read: the index cache (rulings/search.ts) is keyed by those hashes instead of
 * hashing every search document again. Held by the arrays themselves, so a base made from another (`{ ...kb,
 * entries }`, as bench/questions-holdout.ts and tests vary entries, keeping each entry's old hash) is not one of
 * them and has its documents hashed.
 */
const readFromFiles = new WeakSet<readonly Entry[]>();

/** Whether every entry's `hash` in `entries` is its content's, as read from the knowledge-base files. */
export function hashesAsRead(entries: readonly Entry[]): boolean {
  return readFromFiles.has(entries);
}

/**
 * Parsing YAML is most of start-up; a validated load is cached as JSON under the data directory, keyed by the
 * hash of every file's content, so any edit (or a fresh clone) re-validates from the YAML.
 */
function locate(options: LoadOptions): { dir: string; strict: boolean; cacheFile?: string; cached?: LoadedKnowledgeBase } {
  const dir = options.dir ?? process.env.RULEBOT_RULINGS_DIR ?? RULINGS_DIR;
  const strict = options.strict ?? true;
  const files = [...yamlFiles(join(dir, 'sources')), ...GAMES.flatMap((g) => yamlFiles(join(dir, g)))];
  // A file over the size limit is not read (the loader reports it): its size and time stand for its content.
  const digests = fileDigests(files, cacheDir(), { maxBytes: MAX_KB_FILE_BYTES });
  const fingerprint = contentHash(files.map((f, i) => [relative(dir, f), digests[i]]));
  const cacheFile = options.cache === false ? undefined : join(cacheDir(), `kb-${fingerprint}.json`);
  const cached = strict && cacheFile ? readCache(cacheFile) : undefined;
  if (cached) readFromFiles.add(cached.entries);
  return { dir, strict, cacheFile, cached };
}

/** Where derived data (the validated knowledge base, built indexes) is cached: $RULEBOT_DATA_DIR/cache. */
export function cacheDir(): string {
  return join(process.env.RULEBOT_DATA_DIR ?? join(REPO_ROOT, 'data'), 'cache');
}

interface CacheShape {
  entries: Entry[];
  sources: Source[];
  problems: KbProblem[];
  /** KnowledgeBase.version, stored so a warm start does not re-hash every entry (older caches lack it). */
  version?: string;
}

function readCache(file: string): (KnowledgeBase & { problems: KbProblem[] }) | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as CacheShape;
    const byId = new Map(data.entries.map((e) => [e.id, e]));
    const version = data.version ?? contentHash(data.entries.map((e) => [e.id, e.hash]));
    return { entries: data.entries, byId, sources: new Map(data.sources.map((x) => [x.id, x])), version, problems: data.problems };
  } catch {
    return undefined; // missing or unreadable: load from YAML
  }
}

function writeCache(file: string, kb: KnowledgeBase & { problems: KbProblem[] }): void {
  writeCacheFile(file, JSON.stringify({ entries: kb.entries, sources: [...kb.sources.values()], problems: kb.problems, version: kb.version } satisfies CacheShape));
}

/**
 * Writes a cache file: write then rename, so a concurrent start never reads half a file. Skipped on a read-only
 * data directory or when the disk would be left with less than the pin store's reserve (rulings/intake/write.ts):
 * a missing cache only costs start-up time.
 */
export function writeCacheFile(file: string, text: string): void {
  writeCacheAtomic(file, text);
}

/**
 * Start-up: the cached validated base when the YAML has not changed since it was made, else a full parse (the
 * parser and its libraries are imported only then).
 */
export async function loadKnowledgeBaseFast(options: LoadOptions = {}): Promise<LoadedKnowledgeBase> {
  return locate(options).cached ?? (await import('./loader.ts')).loadKnowledgeBase(options);
}
