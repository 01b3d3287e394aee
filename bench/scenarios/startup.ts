/**
 * Start-up: wall time from spawning a process to its "ready" line (or, for the CLI, to its exit), several cold
 * starts each: the bot's services with and without the JSON caches of a previous start and with the official MTG
 * rules imported; one `rulebot ask`; 100 scenarios through one `rulebot check --file`. Also resident memory after
 * start-up and after 10 000 queries. `--only cli` runs the CLI rows and the warm bot start only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { parseRulesFile, savePack } from '../../rulings/official/index.ts';
import { COMPILED, nodeArgs } from '../node-args.ts';
import { emit, summarize } from '../stats.ts';
import { CHECK_SCENARIOS } from './check-scenarios.ts';

const ROOT = PACKAGE_ROOT;
const CR = join(ROOT, '..', 'shared', 'reference', 'mtg', 'MagicCompRules-20250207.txt');
const RUNS = 5;
const onlyCli = process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'cli';

function spawnTimed(args: string[], env: Record<string, string>): { wallMs: number; stdout: string; status: number | null; stderr: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { wallMs: performance.now() - t0, stdout: r.stdout, status: r.status, stderr: r.stderr };
}

function start(env: Record<string, string>, extra: string[] = [], flags: string[] = []): { wallMs: number; ready: Record<string, number> } {
  const spawnedAt = performance.timeOrigin + performance.now();
  const r = spawnTimed([...nodeArgs('bench/scenarios/ready.ts', flags), ...extra], env);
  if (r.status !== 0) throw new Error(r.stderr);
  const ready = JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, number>;
  // spawn → the child's ready moment (same wall clock), not spawn → exit
  return { wallMs: ready.readyEpochMs !== undefined ? ready.readyEpochMs - spawnedAt : r.wallMs, ready };
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

/** A CLI call, spawn → exit, several times; it must exit with one of `expect` and print `lines` lines. */
function cli(label: string, args: string[], env: Record<string, string>, expect: number[], lines: number, runs = RUNS) {
  const samples = Array.from({ length: runs }, () => {
    const r = spawnTimed([...nodeArgs('bot/cli.ts'), ...args], env);
    const printed = r.stdout.trim().split('\n').length;
    if (!expect.includes(r.status ?? -1) || (lines >= 0 && printed !== lines)) throw new Error(`${label}: exit ${r.status}, ${printed} lines\n${r.stderr}`);
    return r;
  });
  return { label, ...summarize(samples.map((s) => s.wallMs)) };
}

/** 100 distinct scenarios: the benchmark's own, with their numbers varied. */
function hundredScenarios(): string {
  const base = Object.values(CHECK_SCENARIOS);
  return Array.from({ length: 100 }, (_, i) => base[i % base.length]!.replace(/=(\d+)\/(\d+)/, (_m, p: string, t: string) => `=${Number(p) + (i % 7)}/${Number(t) + (i % 5)}`)).join('\n\n');
}

// Node itself (and, from the sources, the TypeScript loader) running nothing: the floor under every start.
const floor = summarize(Array.from({ length: RUNS }, () => spawnTimed(COMPILED ? ['-e', '0'] : ['--import', 'tsx', '-e', '0'], {}).wallMs));

const warm = mkdtempSync(join(tmpdir(), 'rulebot-bench-'));
start({ RULEBOT_DATA_DIR: warm }); // fills the knowledge-base, index and locale caches
const scenarios = join(warm, 'scenarios.txt');
writeFileSync(scenarios, hundredScenarios());
const results: Array<Record<string, unknown>> = [
  { label: COMPILED ? 'node, empty script' : 'node + tsx, empty script', ...floor },
  series('shipped base, cache warm', () => ({ RULEBOT_DATA_DIR: warm })),
];
// One answer a line with --file; `ask` (text mode) prints the reply, found (0).
const ask = ['ask', 'who can block an attack on a battle?'];
cli('warm-up', ask, { RULEBOT_DATA_DIR: warm }, [0], -1, 0);
results.push(cli('CLI: one `rulebot ask` (spawn → exit)', ask, { RULEBOT_DATA_DIR: warm }, [0], -1));
// A 255-character story, as real questions are: the question analysis (concepts, card names, story words) included.
const story = [
  'ask',
  'So yesterday at FNM my opponent swung at me with a 4/4 and I double blocked it with two of my 2/2s; before damage he cast ' +
    'Giant Growth on it. My buddy says the attacker has to split its damage evenly between my blockers, I say he picks. ' +
    'Who is right here?',
];
results.push(cli('CLI: one `rulebot ask`, a 255-character story', story, { RULEBOT_DATA_DIR: warm }, [0, 1], -1));
results.push(cli('CLI: 100 scenarios, one `rulebot check --file`', ['check', '--file', scenarios], { RULEBOT_DATA_DIR: warm }, [0, 1], 100));
if (!onlyCli) {
  results.push(series('shipped base, first start (no cache)', () => ({ RULEBOT_DATA_DIR: mkdtempSync(join(tmpdir(), 'rulebot-bench-cold-')) })));
  if (existsSync(CR)) {
    const withPack = mkdtempSync(join(tmpdir(), 'rulebot-bench-pack-'));
    const parsed = parseRulesFile(readFileSync(CR), { fileName: CR });
    if (parsed.ok) savePack(parsed.pack, { dataDir: withPack });
    start({ RULEBOT_DATA_DIR: withPack });
    results.push(series('with official MTG rules imported', () => ({ RULEBOT_DATA_DIR: withPack })));
  }
}
// --expose-gc only lets ready.ts force a collection after its resident-memory reading (the heap figures)
const memory = onlyCli ? undefined : (start({ RULEBOT_DATA_DIR: warm }, ['--queries', '10000'], ['--expose-gc']).ready as Record<string, number> & { heap?: { afterQueriesMb?: number; afterTwiceMb?: number } });
emit({
  scenario: 'startup',
  compiled: COMPILED,
  results,
  memory: memory && { afterStartMb: memory.rssMb, after10kQueriesMb: memory.afterQueries, heapAfter10kMb: memory.heap?.afterQueriesMb, heapAfter20kMb: memory.heap?.afterTwiceMb },
});
