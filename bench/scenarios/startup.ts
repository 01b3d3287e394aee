/**
 * Start-up: wall time from spawning a process to its "ready" line, several cold starts each, for the shipped
 * knowledge base (with and without the JSON cache of a previous start) and with the official MTG rules imported.
 * Also resident memory after start-up and after 10 000 queries.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRulesFile, savePack } from '../../rulings/official/index.ts';
import { readFileSync } from 'node:fs';
import { emit, summarize } from '../stats.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const READY = join(ROOT, 'bench', 'scenarios', 'ready.ts');
const CR = join(ROOT, '..', 'shared', 'reference', 'mtg', 'MagicCompRules-20250207.txt');
const RUNS = 5;

function start(env: Record<string, string>, extra: string[] = []): { wallMs: number; ready: Record<string, number> } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', READY, ...extra], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8' });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(r.stderr);
  return { wallMs, ready: JSON.parse(r.stdout.trim().split('\n').pop()!) };
}

function series(label: string, env: () => Record<string, string>) {
  const samples = Array.from({ length: RUNS }, () => start(env()));
  return {
    label,
    ...summarize(samples.map((s) => s.wallMs)),
    loadMs: summarize(samples.map((s) => s.ready.loadMs!)).p50Ms,
    indexMs: summarize(samples.map((s) => s.ready.indexMs!)).p50Ms,
    docs: samples[0]!.ready.docs,
    rssMb: samples[0]!.ready.rssMb,
  };
}

// Node itself with the TypeScript loader and nothing else: the floor under every start.
const floor = summarize(Array.from({ length: RUNS }, () => {
  const t0 = performance.now();
  spawnSync(process.execPath, ['--import', 'tsx', '-e', '0'], { cwd: ROOT });
  return performance.now() - t0;
}));

const warm = mkdtempSync(join(tmpdir(), 'rulebot-bench-'));
start({ RULEBOT_DATA_DIR: warm }); // fills the knowledge-base cache
const results = [
  { label: 'node + tsx, empty script', ...floor },
  series('shipped base, cache warm', () => ({ RULEBOT_DATA_DIR: warm })),
  series('shipped base, first start (no cache)', () => ({ RULEBOT_DATA_DIR: mkdtempSync(join(tmpdir(), 'rulebot-bench-cold-')) })),
];
if (existsSync(CR)) {
  const withPack = mkdtempSync(join(tmpdir(), 'rulebot-bench-pack-'));
  const parsed = parseRulesFile(readFileSync(CR), { fileName: CR });
  if (parsed.ok) savePack(parsed.pack, { dataDir: withPack });
  start({ RULEBOT_DATA_DIR: withPack });
  results.push(series('with official MTG rules imported', () => ({ RULEBOT_DATA_DIR: withPack })));
}
const memory = start({ RULEBOT_DATA_DIR: warm }, ['--queries', '10000']).ready;
emit({ scenario: 'startup', results, memory: { afterStartMb: memory.rssMb, after10kQueriesMb: memory.afterQueries } });
