/**
 * The seeded, stratified split of the real-question pool into the dev part and the frozen test part
 * (test/real-questions/README.md, "Split"). Run once, before anyone tuned anything:
 *   node dist/bench/questions-split.js --seed 20261126 --test 111 pool.yaml
 * wrote test/real-questions/dev.yaml and test/real-questions/frozen/test.yaml (moved to round-1/ after its one grading). Anyone can re-derive it:
 *   node dist/bench/questions-split.js --check
 * merges the two committed parts, recomputes the split with the recorded seed and exits 1 if a question is on the
 * wrong side. It prints nothing about the test questions themselves.
 */
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import { PACKAGE_ROOT } from '../package-root.ts';
import { rng } from './synthetic.ts';

export const DEV_FILE = join(PACKAGE_ROOT, 'test', 'real-questions', 'dev.yaml');
export const TEST_FILE = join(PACKAGE_ROOT, 'test', 'real-questions', 'round-1', 'test.yaml');
export const SEED = 20261126;
export const TEST_SIZE = 111;

interface PoolItem {
  id: string;
  lang: string;
  category: string;
}

/**
 * Items sorted by id, grouped by language × category (groups in sorted key order), each group shuffled
 * (Fisher–Yates, one PRNG seeded once); each group gives ⌊n × testSize / total⌋ to the test part and the remaining
 * test places go to the groups with the largest remainders (ties: key order); the test part takes the first k of
 * each shuffled group. Returns the test ids.
 */
export function splitIds(items: readonly PoolItem[], seed = SEED, testSize = TEST_SIZE): Set<string> {
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const groups = new Map<string, string[]>();
  for (const it of sorted) {
    const key = `${it.lang}/${it.category}`;
    groups.set(key, [...(groups.get(key) ?? []), it.id]);
  }
  const keys = [...groups.keys()].sort();
  const random = rng(seed);
  for (const key of keys) {
    const ids = groups.get(key)!;
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
  }
  const total = sorted.length;
  const size = (k: string) => groups.get(k)!.length;
  const quota = new Map(keys.map((k) => [k, Math.floor((size(k) * testSize) / total)]));
  let left = testSize - [...quota.values()].reduce((a, b) => a + b, 0);
  const byRemainder = [...keys].sort((a, b) => ((size(b) * testSize) % total) - ((size(a) * testSize) % total) || (a < b ? -1 : 1));
  for (const k of byRemainder) {
    if (left === 0) break;
    quota.set(k, quota.get(k)! + 1);
    left--;
  }
  const test = new Set<string>();
  for (const k of keys) for (const id of groups.get(k)!.slice(0, quota.get(k))) test.add(id);
  return test;
}

function read(file: string): (PoolItem & Record<string, unknown>)[] {
  const items: unknown = parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(items)) throw new Error(`${file}: expected a YAML list`);
  for (const it of items) if (typeof (it as { id?: unknown })?.id !== 'string') throw new Error(`${file}: every item needs an id`);
  return items as (PoolItem & Record<string, unknown>)[];
}

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { seed: { type: 'string' }, test: { type: 'string' }, check: { type: 'boolean' } } });
  const seed = values.seed ? Number(values.seed) : SEED;
  const testSize = values.test ? Number(values.test) : TEST_SIZE;
  if (values.check) {
    const dev = read(DEV_FILE);
    const test = read(TEST_FILE);
    const want = splitIds([...dev, ...test], seed, testSize);
    const wrong = dev.filter((it) => want.has(it.id)).length + test.filter((it) => !want.has(it.id)).length;
    if (wrong > 0 || test.length !== testSize || new Set([...dev, ...test].map((it) => it.id)).size !== dev.length + test.length) {
      console.error(`split check failed: ${wrong} question(s) on the wrong side; test part ${test.length} (expected ${testSize}); ids must be unique`);
      process.exit(1);
    }
    console.log(`split check ok: dev ${dev.length}, test ${test.length}, seed ${seed}`);
    return;
  }
  if (positionals.length === 0) {
    console.error('usage: questions-split.js [--seed N] [--test N] <pool.yaml>… | --check');
    process.exit(2);
  }
  const pool = positionals.flatMap(read);
  const testIds = splitIds(pool, seed, testSize);
  const byId = (a: PoolItem, b: PoolItem) => (a.id < b.id ? -1 : 1);
  mkdirSync(dirname(TEST_FILE), { recursive: true });
  writeFileSync(DEV_FILE, stringify(pool.filter((it) => !testIds.has(it.id)).sort(byId), { lineWidth: 0 }));
  writeFileSync(TEST_FILE, stringify(pool.filter((it) => testIds.has(it.id)).sort(byId), { lineWidth: 0 }));
  console.log(`dev ${pool.length - testIds.size} → ${DEV_FILE}\ntest ${testIds.size} → ${TEST_FILE}`);
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) main();
