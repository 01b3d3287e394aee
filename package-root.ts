/**
 * The package's root folder, found from any module of it. Data files (the knowledge base, locale files,
 * migrations, data/) live beside the sources, not beside the compiled JavaScript in dist/, so modules resolve them
 * from here rather than from their own location.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function find(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`rulebot: no package.json above ${from}`);
  }
}

export const PACKAGE_ROOT = find(dirname(fileURLToPath(import.meta.url)));
