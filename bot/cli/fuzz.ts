/**
 * rulebot fuzz [--cases N] [--seed S] [--workers W] [--slow-ms MS] [--out file] [--json] — `npm run fuzz`: the
 * project's generators (scenarios in all three games, search questions, knowledge-base files, pin import files)
 * against the parser, engine, search and importers. Exit code 1 when a case threw, lost its position, or did not
 * read back as itself; slow cases are reported (with the slowest inputs in the report file) but are timing, not
 * correctness.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { mergeReports, runFuzz, type FuzzReport } from '../../bench/fuzz/run.ts';
import { fuzzSearch } from '../../bench/fuzz/search.ts';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { parseArgs, UsageError, type CliCommand, type CliIO } from './types.ts';

function count(flag: string, value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,16}$/.test(value) || Number(value) > max) throw new UsageError(`--${flag} must be a whole number up to ${max}`);
  return Number(value);
}

async function inWorkers(options: { cases: number; seed: number; slowMs: number; keepSlowest: number }, workers: number, io: CliIO): Promise<FuzzReport> {
  const compiled = import.meta.url.endsWith('.js');
  const file = new URL(compiled ? '../../bench/fuzz/worker.js' : '../../bench/fuzz/worker.ts', import.meta.url);
  const progress = new Array<number>(workers).fill(0);
  let shown = 0;
  const reports = await Promise.all(
    Array.from({ length: workers }, (_, w) => new Promise<FuzzReport>((resolve, reject) => {
      const worker = new Worker(file, { workerData: { ...options, first: w, stride: workers, withSearch: true } });
      worker.on('message', (m: { progress?: number; report?: FuzzReport }) => {
        if (m.report) return resolve(m.report);
        progress[w] = m.progress ?? 0;
        const done = progress.reduce((a, b) => a + b, 0);
        if (done - shown >= options.cases / 10) {
          shown = done;
          io.err(`fuzz: ${done} / ${options.cases} cases`);
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => code !== 0 && reject(new Error(`fuzz worker ${w} exited with code ${code}`)));
    })),
  );
  return mergeReports(reports, options.keepSlowest);
}

function summary(report: FuzzReport, out: string): string[] {
  const rate = Math.round(report.cases / (report.elapsedMs / 1000));
  const lines = [
    `fuzz: ${report.cases} cases, seed ${report.seed}, ${(report.elapsedMs / 1000).toFixed(1)} s (${rate} cases/s)`,
    `  areas: ${['scenario', 'search', 'kb', 'pins'].map((a) => `${a} ${report.counts[a] ?? 0}`).join(', ')}; scenarios parsed ${report.counts['scenario:parsed'] ?? 0}`,
    `  exceptions: ${report.exceptions.length + (report.counts['more exceptions'] ?? 0)}`,
    `  round-trip differences: ${report.roundTrip.length + (report.counts['more roundTrip'] ?? 0)}`,
    `  errors without a position: ${report.positionless.length + (report.counts['more positionless'] ?? 0)}`,
    `  slow (over ${report.slowMs} ms, best of 3): ${report.slow.length + (report.counts['more slow'] ?? 0)}; slowest ${report.maxMs.toFixed(1)} ms`,
  ];
  for (const f of report.slowest.slice(0, 5)) lines.push(`    ${f.ms!.toFixed(1)} ms  case ${f.case} ${f.area}/${f.kind}: ${JSON.stringify(f.input.slice(0, 80))}${f.input.length > 80 ? `… (${f.input.length} chars)` : ''}`);
  for (const list of ['exceptions', 'roundTrip', 'positionless'] as const) {
    for (const f of report[list].slice(0, 3)) lines.push(`  ${list} case ${f.case} ${f.area}/${f.kind}: ${JSON.stringify(f.input.slice(0, 120))} → ${(f.detail ?? '').split('\n')[0]}`);
  }
  lines.push(`  report with the slowest inputs: ${out}`);
  return lines;
}

export const fuzzCommand: CliCommand = {
  name: 'fuzz',
  usage: 'rulebot fuzz [--cases N] [--seed S] [--workers W] [--slow-ms MS] [--keep K] [--out report.json] [--json]\nnpm run fuzz -- --cases 100000 --seed 7',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { cases: true, seed: true, workers: true, 'slow-ms': true, keep: true, out: true, json: false });
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    // Mutated YAML makes the parser warn thousands of times; the report counts what matters.
    process.removeAllListeners('warning');
    const options = {
      cases: count('cases', flags.cases as string | undefined, 10_000),
      seed: count('seed', flags.seed as string | undefined, Math.floor(Math.random() * 2 ** 31), 2 ** 32 - 1),
      slowMs: count('slow-ms', flags['slow-ms'] as string | undefined, 50),
      keepSlowest: count('keep', flags.keep as string | undefined, 20, 1000),
    };
    const workers = count('workers', flags.workers as string | undefined, 1, 64) || 1;
    const report =
      workers > 1
        ? await inWorkers(options, workers, io)
        : runFuzz({
            ...options,
            ...(await fuzzSearch()),
            onProgress: (done) => done % Math.max(1000, Math.round(options.cases / 10 / 1000) * 1000) === 0 && io.err(`fuzz: ${done} / ${options.cases} cases`),
          });
    const out = (flags.out as string | undefined) ?? join(process.env.RULEBOT_DATA_DIR ?? join(PACKAGE_ROOT, 'data'), 'fuzz', `report-${options.seed}.json`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
    if (flags.json) io.out(JSON.stringify(report));
    else io.out(summary(report, relative(process.cwd(), out) || out).join('\n'));
    return report.exceptions.length + report.roundTrip.length + report.positionless.length > 0 ? 1 : 0;
  },
};
