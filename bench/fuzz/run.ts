/**
 * The fuzz loop behind `npm run fuzz`: each case is drawn from (seed, case number) alone, run through the part of
 * the bot it targets, and checked for what must never happen — an exception, an error without a position, a
 * scenario that does not read back as itself from its canonical form — and timed; the slowest inputs are kept.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseImportText } from '../../commands/pin-io.ts';
import { MAX_QUESTION } from '../../commands/limits.ts';
import { checkScenario, parseScenario, printScenario, type ParseError } from '../../engine/index.ts';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { parseKnowledgeBase } from '../../rulings/loader.ts';
import type { RulingsSearch } from '../../rulings/search.ts';
import { InvalidInput } from '../../store/errors.ts';
import { importedPinSchema, importInputSchema, parse, parseAll } from '../../store/validate.ts';
import { kbFile, pinFile, searchQuestion } from './inputs.ts';
import { Random } from './random.ts';
import { scenarioCase } from './scenarios.ts';

export type Area = 'scenario' | 'search' | 'kb' | 'pins';

export interface Finding {
  case: number;
  area: Area;
  kind: string;
  input: string;
  ms?: number;
  detail?: string;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  /** Cases per area and, for scenarios, per generator. */
  counts: Record<string, number>;
  exceptions: Finding[];
  roundTrip: Finding[];
  positionless: Finding[];
  /** Cases over the slow threshold (their best of three runs, so a GC pause alone does not count). */
  slow: Finding[];
  slowMs: number;
  /** The slowest cases seen, slowest first. */
  slowest: Finding[];
  maxMs: number;
  elapsedMs: number;
}

export interface FuzzOptions {
  cases: number;
  seed: number;
  /** First case number (default 0) and stride (default 1): workers split the cases as i = first + k·stride. */
  first?: number;
  stride?: number;
  slowMs?: number;
  keepSlowest?: number;
  /** The search to fuzz questions against (skipped without one). */
  search?: RulingsSearch;
  vocabulary?: readonly string[];
  onProgress?: (done: number) => void;
}

/** Findings kept per category: enough to reproduce, not a million copies of one bug. */
const KEEP = 50;

function positionProblem(text: string, errors: ParseError[]): string | undefined {
  if (!errors.length) return 'no error for a failed parse';
  const lines = text.split('\n');
  for (const e of errors) {
    const len = lines[e.line - 1]?.length;
    if (!Number.isInteger(e.line) || len === undefined || !Number.isInteger(e.col) || e.col < 1 || e.col > len + 1 || !(e.length >= 1)) return JSON.stringify(e);
  }
  return undefined;
}

function timed<T>(fn: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t0 };
}

class Collector {
  readonly report: FuzzReport;
  constructor(seed: number, slowMs: number, private readonly keepSlowest: number) {
    this.report = { seed, cases: 0, counts: {}, exceptions: [], roundTrip: [], positionless: [], slow: [], slowMs, slowest: [], maxMs: 0, elapsedMs: 0 };
  }
  add(list: 'exceptions' | 'roundTrip' | 'positionless' | 'slow', f: Finding): void {
    const l = this.report[list];
    if (l.length < KEEP) l.push(f);
    else this.report.counts[`more ${list}`] = (this.report.counts[`more ${list}`] ?? 0) + 1;
  }
  time(f: Finding): void {
    const ms = f.ms ?? 0;
    this.report.maxMs = Math.max(this.report.maxMs, ms);
    const s = this.report.slowest;
    if (s.length < this.keepSlowest || ms > (s[s.length - 1]!.ms ?? 0)) {
      s.push(f);
      s.sort((a, b) => b.ms! - a.ms!);
      if (s.length > this.keepSlowest) s.pop();
    }
  }
  count(key: string): void {
    this.report.counts[key] = (this.report.counts[key] ?? 0) + 1;
  }
}

/** A temporary knowledge-base folder with the real sources, for parsing one fuzzed entry file at a time. */
function kbSandbox(): { dir: string; file: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'rulebot-fuzz-kb-'));
  mkdirSync(join(dir, 'sources'));
  mkdirSync(join(dir, 'mtg'));
  const sources = join(PACKAGE_ROOT, 'rulings', 'sources');
  for (const f of readdirSync(sources)) if (f.endsWith('.yaml')) copyFileSync(join(sources, f), join(dir, 'sources', f));
  return { dir, file: join(dir, 'mtg', 'fuzz.yaml'), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export function runFuzz(options: FuzzOptions): FuzzReport {
  const started = performance.now();
  const slowMs = options.slowMs ?? 50;
  const c = new Collector(options.seed, slowMs, options.keepSlowest ?? 20);
  const first = options.first ?? 0;
  const stride = options.stride ?? 1;
  let sandbox: ReturnType<typeof kbSandbox> | undefined;
  try {
    for (let i = first, done = 0; i < options.cases; i += stride, done++) {
      if (options.onProgress && done % 1000 === 0 && done) options.onProgress(done);
      const r = Random.forCase(options.seed, i);
      // Knowledge-base files cost ~50× a scenario to parse: a small share still means thousands in a long run.
      const area = r.weighted<Area>({ scenario: 89, search: options.search ? 8 : 0, kb: 0.5, pins: 2.5 });
      c.report.cases++;
      c.count(area);
      const finding = (kind: string, input: string, extra: Partial<Finding> = {}): Finding => ({ case: i, area, kind, input, ...extra });
      try {
        if (area === 'scenario') {
          const { kind, text } = scenarioCase(r);
          c.count(`scenario:${kind}`);
          const run = () => checkScenario(text);
          const first = timed(run);
          const result = first.value;
          const ms = first.ms > slowMs ? Math.min(first.ms, timed(run).ms, timed(run).ms) : first.ms;
          c.time(finding(kind, text, { ms }));
          if (ms > slowMs) c.add('slow', finding(kind, text, { ms }));
          if (!result.ok) {
            const internal = result.errors.find((e) => e.key === 'engine.parse.internal');
            if (internal) c.add('exceptions', finding(kind, text, { detail: String(internal.params?.message) }));
            const bad = positionProblem(text, result.errors);
            if (bad) c.add('positionless', finding(kind, text, { detail: bad }));
            continue;
          }
          c.count('scenario:parsed');
          for (const oneLine of [false, true]) {
            const printed = printScenario(result.scenario, { oneLine });
            const again = parseScenario(printed);
            if (again.errors.length || !isDeepStrictEqual(again.scenario, result.scenario)) {
              c.add('roundTrip', finding(kind, text, { detail: again.errors.length ? `${printed}\n${JSON.stringify(again.errors[0])}` : printed }));
              break;
            }
          }
        } else if (area === 'search') {
          // Every caller (/ruling, autocomplete, the CLI) refuses a longer question before searching.
          const q = searchQuestion(r, options.vocabulary ?? ['trample']).slice(0, MAX_QUESTION);
          const run = () => options.search!.query(q);
          let { ms } = timed(run);
          if (ms > slowMs) ms = Math.min(ms, timed(run).ms, timed(run).ms);
          c.time(finding('question', q, { ms }));
          if (ms > slowMs) c.add('slow', finding('question', q, { ms }));
        } else if (area === 'kb') {
          sandbox ??= kbSandbox();
          const text = kbFile(r);
          writeFileSync(sandbox.file, text);
          // Not timed: loading the knowledge base is a build step (kb lint, a cache miss at start-up), not a request.
          const kb = parseKnowledgeBase(sandbox.dir, false);
          const bad = kb.problems.find((p) => !p.file || !(p.line >= 1) || !(p.col >= 1));
          if (bad) c.add('positionless', finding('kb-file', text, { detail: JSON.stringify(bad) }));
        } else {
          const text = pinFile(r);
          const run = () => {
            const read = parseImportText(text);
            if ('problem' in read) {
              // A YAML error must say where: the parser's message carries "at line N, column M".
              if (/YAML|Nested|Implicit|Map keys|Missing|Unexpected|Flow|Tabs|All mapping|Block|Plain value|Comment|Alias|Source/i.test(read.problem) && !/line \d+/.test(read.problem) && !/^expected a mapping/.test(read.problem))
                c.add('positionless', finding('pin-file', text, { detail: read.problem }));
              return;
            }
            try {
              const envelope = parse(importInputSchema, read.data) as unknown[] | { pins: unknown[] };
              parseAll(importedPinSchema, Array.isArray(envelope) ? envelope : envelope.pins, 'pins');
            } catch (error) {
              if (!(error instanceof InvalidInput)) throw error;
              const bad = error.issues.find((x) => !x.message);
              if (bad) c.add('positionless', finding('pin-file', text, { detail: JSON.stringify(bad) }));
            }
          };
          let { ms } = timed(run);
          if (ms > slowMs) ms = Math.min(ms, timed(run).ms, timed(run).ms);
          c.time(finding('pin-file', text, { ms }));
          if (ms > slowMs) c.add('slow', finding('pin-file', text, { ms }));
        }
      } catch (error) {
        c.add('exceptions', finding('exception', '', { detail: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
      }
    }
  } finally {
    sandbox?.dispose();
  }
  c.report.elapsedMs = performance.now() - started;
  return c.report;
}

/** Several workers' reports as one. */
export function mergeReports(reports: FuzzReport[], keepSlowest = 20): FuzzReport {
  const out: FuzzReport = { ...reports[0]!, cases: 0, counts: {}, exceptions: [], roundTrip: [], positionless: [], slow: [], slowest: [], maxMs: 0, elapsedMs: 0 };
  for (const r of reports) {
    out.cases += r.cases;
    for (const [k, v] of Object.entries(r.counts)) out.counts[k] = (out.counts[k] ?? 0) + v;
    for (const list of ['exceptions', 'roundTrip', 'positionless', 'slow'] as const) out[list].push(...r[list]);
    out.slowest.push(...r.slowest);
    out.maxMs = Math.max(out.maxMs, r.maxMs);
    out.elapsedMs = Math.max(out.elapsedMs, r.elapsedMs);
  }
  out.slowest = out.slowest.sort((a, b) => b.ms! - a.ms!).slice(0, keepSlowest);
  return out;
}
