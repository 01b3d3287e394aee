/**
 * `npm run bench`: every scenario in its own process (so one library's heap or JIT state never colours another's),
 * a table on stdout, and bench/results.json. `--quick` skips the 100 000-entry corpus.
 */
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import { nodeArgs } from './node-args.ts';
import { ALLOC_FLAGS } from './scenarios/alloc-flags.ts';

const ROOT = PACKAGE_ROOT;
const quick = process.argv.includes('--quick');

function run(script: string, args: string[] = [], nodeFlags: string[] = []): Record<string, unknown> {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...nodeArgs(join('bench', 'scenarios', script), nodeFlags), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    process.stderr.write(`bench: ${script} ${args.join(' ')} failed\n${r.stderr}\n`);
    return { scenario: script, args, error: (r.stderr || '').split('\n').slice(-5).join('\n') };
  }
  const line = r.stdout.trim().split('\n').pop()!;
  process.stderr.write(`bench: ${script} ${args.join(' ')} done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  return JSON.parse(line) as Record<string, unknown>;
}

const RESULTS = join(ROOT, 'bench', 'results.json');
const corpora = quick ? ['shipped', '10000'] : ['shipped', '10000', '100000'];

function measure() {
  const started = Date.now();
  // minisearch (the baseline our index replaced) builds for over a minute at 100 000 entries: shipped and 10 000 only.
  const libs = (c: string) => (c === '100000' ? ['ours', 'fuse', 'flexsearch'] : ['ours', 'minisearch', 'fuse', 'flexsearch']);
  const search = corpora.flatMap((c) => libs(c).map((lib) => run('search.ts', [c, lib])));
  const check = run('check.ts');
  // allocation per check: independent of the machine's load, it says how often a minor GC lands in the timed runs
  const checkAlloc = run('check-alloc.ts', [], ALLOC_FLAGS);
  const startup = run('startup.ts');
  const interaction = run('interaction.ts');
  const cards = run('cards-import.ts');
  const oracle = run('oracle.ts');
  const ask = run('ask.ts');
  const machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
  const results = { date: new Date().toISOString(), machine, search, check, checkAlloc, startup, interaction, cards, oracle, ask, totalSeconds: Math.round((Date.now() - started) / 1000) };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

// `--table` reprints the table of the last run without measuring again.
const results = process.argv.includes('--table') ? JSON.parse(readFileSync(RESULTS, 'utf8')) : measure();
const { machine, search, check, checkAlloc, startup, interaction, cards, oracle, ask } = results;

// ── the table ──
type Row = Record<string, unknown>;
const num = (v: unknown, digits = 3) => (typeof v === 'number' ? v.toFixed(digits) : '—');
const out: string[] = [];
out.push(`rulebot benchmark, ${results.date.slice(0, 10)} — ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}`, '');
out.push('| search | entries | library | build ms | p50 ms | p99 ms | queries/s | recall@3 (queries) | our throughput ÷ its |', '|---|---|---|---|---|---|---|---|---|');
for (const c of corpora) {
  const rows = (search as Row[]).filter((r) => r.corpus === c);
  const ours = rows.find((r) => r.lib === 'ours');
  for (const r of rows) {
    // Throughput ratio from mean latencies (Fuse.js rounds to 0 queries/s on the large corpora).
    const ratio = ours && typeof r.meanMs === 'number' && typeof ours.meanMs === 'number' && r.lib !== 'ours' ? `${(r.meanMs / ours.meanMs).toFixed(r.meanMs / ours.meanMs < 10 ? 2 : 0)}×` : '';
    out.push(`| ${c} | ${r.entries ?? '—'} | ${r.lib} | ${num(r.buildMs, 0)} | ${num(r.p50Ms)} | ${num(r.p99Ms)} | ${r.perSecond ?? r.error ?? '—'} | ${num(r.recallAt3, 3)} (${r.recallQueries ?? '—'}) | ${ratio} |`);
  }
}
out.push('', '| scenario check (parse + resolve) | p50 ms | p99 ms | KB allocated per check |', '|---|---|---|---|');
const allocRows = ((checkAlloc as Row | undefined)?.results as Row[] | undefined) ?? [];
for (const r of ((check as Row).results as Row[] | undefined) ?? []) out.push(`| ${r.name} | ${num(r.p50Ms)} | ${num(r.p99Ms)} | ${num(allocRows.find((a) => a.name === r.name)?.allocKb, 1)} |`);
out.push('', '| start-up (spawn → ready) | p50 ms | p99 ms | load ms | index ms | index docs | RSS MB |', '|---|---|---|---|---|---|---|');
for (const r of ((startup as Row).results as Row[] | undefined) ?? []) out.push(`| ${r.label} | ${num(r.p50Ms, 0)} | ${num(r.p99Ms, 0)} | ${num(r.loadMs, 0)} | ${num(r.indexMs, 0)} | ${r.docs ?? '—'} | ${r.rssMb ?? '—'} |`);
const mem = (startup as Row).memory as Row | undefined;
if (mem) {
  const heap = mem.heapAfter10kMb !== undefined ? ` JS heap after a full collection: ${mem.heapAfter10kMb} MB after 10 000 queries, ${mem.heapAfter20kMb} MB after 20 000 (growth shows here; resident memory also holds uncollected garbage).` : '';
  out.push('', `Memory: ${mem.afterStartMb} MB resident after start-up, ${mem.after10kQueriesMb} MB after 10 000 queries.${heap}`);
}
const inter = interaction as Row;
if (typeof inter.p50Ms === 'number') {
  out.push('', '| interaction path (INTERACTION_CREATE in → reply request out) | p50 ms | p99 ms | runs |', '|---|---|---|---|');
  for (const r of (inter.results as Row[] | undefined) ?? [inter]) out.push(`| ${r.name ?? 'all'} | ${num(r.p50Ms)} | ${num(r.p99Ms)} | ${r.runs} |`);
}
const card = cards as Row | undefined;
if (card && typeof card.importMs === 'number') {
  out.push(
    '',
    '| card import (synthetic Oracle Cards + Rulings) | cards | input MB | import ms | peak RSS MB | peak heap MB | table MB | load + index ms | JSON.parse whole file: peak RSS MB |',
    '|---|---|---|---|---|---|---|---|---|',
    `| rulebot import scryfall | ${card.cards} | ${card.inputMb} + ${card.rulingsMb} | ${card.importMs} | ${card.peakRssMb} | ${card.peakHeapMb} | ${card.tableMb} | ${card.loadMs} + ${card.indexMs} | ${card.naivePeakRssMb} |`,
  );
}
const ora = oracle as Row | undefined;
if (ora && ora.groups) {
  const g = ora.groups as Record<string, Row>;
  const pct = (r: Row) => `${r.understood} / ${r.cards} (${((r.share as number) * 100).toFixed(1)}%)`;
  out.push(
    '',
    '| Oracle-text reader (reference pool) | cards | creatures read in full | instants and sorceries read in full | read all, ms |',
    '|---|---|---|---|---|',
    `| engine/mtg/oracle.ts | ${ora.cards} | ${pct(g.creature!)} | ${pct(g.spell!)} | ${ora.readAllMs} |`,
    '',
    '| scenario check by card name (parse + resolve, card table) | p50 ms | p99 ms |',
    '|---|---|---|',
  );
  for (const r of (ora.results as Row[] | undefined) ?? []) out.push(`| ${r.name} | ${num(r.p50Ms)} | ${num(r.p99Ms)} |`);
}
const asked = (ask as Row | undefined)?.results as Row[] | undefined;
if (asked) {
  out.push('', '| rulebot ask (answerJson: analysis + search + card rulings, no card data) | chars | reply | p50 ms | p99 ms |', '|---|---|---|---|---|');
  for (const r of asked) out.push(`| ${r.name} | ${r.chars} | ${r.match} | ${num(r.p50Ms)} | ${num(r.p99Ms)} |`);
}
out.push('', `Each search row times up to 3000 queries after warm-up (Fuse.js fewer: it scans every document per query; see "runs" in bench/results.json). Total ${results.totalSeconds} s.`);
console.log(out.join('\n'));
