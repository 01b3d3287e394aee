/**
 * Saving what was read: written beside its destination, flushed, then renamed over it, so a reader (or the next
 * start after a crash) sees either the old file or the whole new one, never half of it; a failed write removes its
 * temporary file. Caches go through `writeCache`, which also leaves the last `RULEBOT_DISK_RESERVE_MB` (default
 * 64 MB) of the disk free: a cache only saves start-up time, while the pin database needs that room to be created
 * and to take moderators' writes.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, statfsSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { IntakeError } from './errors.ts';

export const DEFAULT_RESERVE_MB = 64;

/** Bytes of the data disk that caches leave free (RULEBOT_DISK_RESERVE_MB). */
export function diskReserve(env: Record<string, string | undefined> = process.env): number {
  const raw = env.RULEBOT_DISK_RESERVE_MB?.trim();
  const mb = raw && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : DEFAULT_RESERVE_MB;
  return Math.round(mb * 1024 * 1024);
}

/** Free bytes for an unprivileged writer on the disk holding `dir` (or its nearest existing parent). */
export function freeBytes(dir: string): number | undefined {
  for (let d = dir; ; d = dirname(d)) {
    try {
      const s = statfsSync(d);
      return Number(s.bavail) * Number(s.bsize);
    } catch {
      if (dirname(d) === d) return undefined;
    }
  }
}

function tempName(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`);
}

/** An errno from saving `path`, as an IntakeError when it is the disk's fault (full, read-only). */
function saveError(error: unknown, path: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') {
    return new IntakeError('no-space', { file: path }, `cannot save ${path}: the disk is full; nothing was replaced`, { cause: error });
  }
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    return new IntakeError('read-only', { file: path }, `cannot save ${path}: the data directory is read-only; nothing was replaced`, { cause: error });
  }
  return error;
}

/**
 * Replaces `path` with `content` atomically (temp file, fsync, rename, directory fsync). On failure the temp file
 * is removed, `path` keeps its previous content, and a full or read-only disk is an IntakeError.
 */
export function writeAtomic(path: string, content: string | Uint8Array, options: { durable?: boolean } = {}): void {
  const durable = options.durable ?? true;
  const tmp = tempName(path);
  try {
    mkdirSync(dirname(path), { recursive: true });
    const fd = openSync(tmp, 'wx', 0o644);
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      for (let off = 0; off < bytes.byteLength; ) off += writeSync(fd, bytes, off, bytes.byteLength - off);
      if (durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
    if (durable) syncDir(dirname(path));
  } catch (error) {
    rmSync(tmp, { force: true });
    throw saveError(error, path);
  }
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can fsync a directory; the rename itself is still atomic.
  }
}

const swept = new Set<string>();

/**
 * Writes a cache file when the disk can spare it: skipped (false) when writing it would leave less than the
 * reserve free, or on any failure (read-only directory, full disk: the temp file is removed). Never throws.
 */
export function writeCache(path: string, content: string | Uint8Array, env: Record<string, string | undefined> = process.env): boolean {
  const size = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  const dir = dirname(path);
  if (!swept.has(dir)) {
    swept.add(dir);
    removeStaleTemps(dir);
  }
  const free = freeBytes(dir);
  if (free !== undefined && free - size < diskReserve(env)) return false;
  try {
    writeAtomic(path, content, { durable: false });
    return true;
  } catch {
    return false;
  }
}

/** Removes temp files a killed process left in `dir` (older than `minAgeMs`, default an hour). Returns how many. */
export function removeStaleTemps(dir: string, minAgeMs = 3600_000): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  const now = Date.now();
  for (const name of names) {
    if (!/^\..+\.\d+\.[a-z0-9]+\.tmp$/.test(name) && !/\.\d+\.tmp$/.test(name)) continue;
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs < minAgeMs) continue;
      rmSync(path, { force: true });
      removed++;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}
