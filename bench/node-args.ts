/**
 * How the benchmark starts a script of this repository in a child process: compiled (bench run from dist/, as
 * `npm run bench` does) plain `node` on the .js file, which is what users run; from the sources, through tsx.
 */
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import { NODE_FLAGS } from '../bot/node-flags.ts';

export const COMPILED = import.meta.url.endsWith('.js');
/** Where the scripts are: dist/ when compiled, the package root otherwise. */
export const CODE_ROOT = COMPILED ? join(PACKAGE_ROOT, 'dist') : PACKAGE_ROOT;

/**
 * Node arguments to run `relative` (a path like bench/scenarios/ready.ts, written with .ts), with the bot's own V8
 * flags, then a scenario's own `flags` (after them, so they win).
 */
export function nodeArgs(relative: string, flags: readonly string[] = []): string[] {
  const file = join(CODE_ROOT, COMPILED ? relative.replace(/\.ts$/, '.js') : relative);
  return COMPILED ? ['--enable-source-maps', ...NODE_FLAGS, ...flags, file] : ['--import', 'tsx', ...NODE_FLAGS, ...flags, file];
}
