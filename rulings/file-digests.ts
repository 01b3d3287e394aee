/**
 * The sha256 of files' bytes, which key the start-up caches (the validated knowledge base, the lexicon, the locale
 * catalogues). Reading and hashing every YAML file was about 40 ms of each one-shot `rulebot ask`; a stat index, as
 * git keeps one, remembers each file's digest beside its size, times and inode, so an unchanged file is only stat'ed.
 *
 * A remembered digest is trusted only when the file's times are older than the moment it was read by more than a
 * timestamp tick could hide (`RACY_MS`): a file rewritten in the same tick as it was read, with the same size, would
 * otherwise keep its old digest. Any write changes ctime, so a tool that restores mtime (cp -p, tar, rsync -t) is
 * still seen. The index is only a shortcut: a missing, unreadable or foreign index costs the full read, never a
 * wrong key.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { writeCache } from './intake/write.ts';

/** Bump when the index changes shape. */
const FORMAT = 1;
/** Coarser than any timestamp granularity a data directory is likely to sit on (FAT's is two seconds). */
export const RACY_MS = 2000;

/** size, mtimeMs, ctimeMs, inode, when the digest was taken (ms since the epoch), the digest. */
type Row = [number, number, number, number, number, string];

interface StatIndex {
  format: number;
  files: Record<string, Row>;
}

/** Per index file, what this process has read or written, so several loaders at start-up read it once. */
const indexes = new Map<string, StatIndex>();

function readIndex(file: string): StatIndex {
  const known = indexes.get(file);
  if (known) return known;
  let index: StatIndex = { format: FORMAT, files: {} };
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as StatIndex;
    if (data?.format === FORMAT && data.files && typeof data.files === 'object') index = data;
  } catch {
    // No index yet, or a damaged one: every file is read and hashed below.
  }
  indexes.set(file, index);
  return index;
}

function trusted(row: Row | undefined, st: Stats): row is Row {
  if (!Array.isArray(row) || row.length !== 6) return false;
  const [size, mtime, ctime, ino, seenAt] = row;
  return size === st.size && mtime === st.mtimeMs && ctime === st.ctimeMs && ino === st.ino && Math.max(mtime, ctime) < seenAt - RACY_MS;
}

export function digestOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The hex sha256 of each file, in order, through the stat index at `<cacheDir>/digests-<FORMAT>.json`. A file
 * larger than `maxBytes` is not read: `oversize:<size>:<mtime>` stands for it (its loader reports it).
 */
export function fileDigests(paths: readonly string[], cacheDir: string, options: { maxBytes?: number } = {}): string[] {
  const indexFile = join(cacheDir, `digests-${FORMAT}.json`);
  const index = readIndex(indexFile);
  let changed = false;
  const out = paths.map((path) => {
    const st = statSync(path);
    if (options.maxBytes !== undefined && st.size > options.maxBytes) return `oversize:${st.size}:${st.mtimeMs}`;
    const row = index.files[path];
    if (trusted(row, st)) return row[5];
    const seenAt = Date.now();
    const digest = digestOf(readFileSync(path));
    index.files[path] = [st.size, st.mtimeMs, st.ctimeMs, st.ino, seenAt, digest];
    changed = true;
    return digest;
  });
  if (changed) writeCache(indexFile, JSON.stringify(index));
  return out;
}
