/**
 * Parsed YAML files through a JSON cache keyed by their exact content, so a start with nothing changed neither
 * parses YAML nor loads the yaml library (about 30 ms of a one-shot CLI call). The library is required lazily, on
 * a cache miss only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { digestOf, fileDigests } from '../rulings/file-digests.ts';
import { cacheDir, writeCacheFile } from '../rulings/kb.ts';

const require = createRequire(import.meta.url);

/** Bump when what is cached changes shape or how it is keyed. */
const FORMAT = 2;

/** The cache file for these files' contents (their paths and digests). */
function cacheFile(paths: string[], digests: string[], name: string): string {
  const hash = createHash('sha256');
  for (let i = 0; i < paths.length; i++) hash.update(`${paths[i]}\0${digests[i]}\0`);
  return join(cacheDir(), `${name}-${FORMAT}-${hash.digest('hex').slice(0, 16)}.json`);
}

/** The parsed content of each file, in order. A parse error throws naming the file, as a direct parse would. */
export function parseYamlFiles(paths: string[], name: string): unknown[] {
  try {
    const cached = JSON.parse(readFileSync(cacheFile(paths, fileDigests(paths, cacheDir()), name), 'utf8')) as unknown;
    if (Array.isArray(cached) && cached.length === paths.length) return cached;
  } catch {
    // No cache yet (or an unreadable one): parse below.
  }
  // Keyed again by the bytes actually parsed, so a file edited since its digest was taken never caches under the
  // old key.
  const texts = paths.map((p) => readFileSync(p, 'utf8'));
  const file = cacheFile(paths, texts.map(digestOf), name);
  const { parse } = require('yaml') as typeof import('yaml');
  const parsed = texts.map((text, i) => {
    try {
      return parse(text) as unknown;
    } catch (error) {
      throw new Error(`${paths[i]}: ${(error as Error).message}`, { cause: error });
    }
  });
  writeCacheFile(file, JSON.stringify(parsed));
  return parsed;
}
