/**
 * The bot's V8 flags (bot/node-flags.ts) are the ones `npm start` runs with and the ones every benchmark process runs
 * with, so the benchmark's figures are the bot's; a scenario's own flags come after them and win.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { NODE_FLAGS } from '../../bot/node-flags.ts';
import { nodeArgs } from '../../bench/node-args.ts';
import { ALLOC_FLAGS } from '../../bench/scenarios/alloc-flags.ts';

describe('the V8 flags the bot runs with', () => {
  it('are on `npm start`', () => {
    const start = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    for (const f of NODE_FLAGS) expect(start.split(' ')).toContain(f);
    expect(start.indexOf(NODE_FLAGS[0]!)).toBeLessThan(start.indexOf('dist/bot/main.js'));
  });

  it('are on every benchmark process, before the script, with a scenario’s own flags after them', () => {
    const args = nodeArgs('bench/scenarios/check.ts', ALLOC_FLAGS);
    const file = args.findIndex((a) => /check\.(ts|js)$/.test(a));
    for (const f of NODE_FLAGS) expect(args.indexOf(f)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...NODE_FLAGS.map((f) => args.indexOf(f)))).toBeLessThan(args.indexOf(ALLOC_FLAGS[0]!));
    expect(args.indexOf(ALLOC_FLAGS.at(-1)!)).toBeLessThan(file);
  });
});
