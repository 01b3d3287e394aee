/**
 * The held-out confident answers by the gate that let them through: `node dist/bench/questions-wrongs.js [--json]`.
 *
 * The study parts (dev and rounds 1–5, or the files named; never `frozen/` nor the blind rounds) are asked of the shipped search, recording which confidence path
 * answered (rulings/answer-path.ts: coverage, clear lead, named title, asked-concept tag, policy, a game's part). Per
 * path: how many confident answers were right, wrong or partial — a path is only worth its confidence where it is
 * right far more often than wrong — then each confident wrong with its path, first hit and accepted entries.
 * `--json` prints one record per question instead (for finer tallies).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerJson, askServices } from '../bot/cli/ask.ts';
import { tracedPaths, tracePaths } from '../rulings/answer-path.ts';
import { readStudied } from './questions-holdout.ts';
import { grade, withEntryCitations, type Answer } from './questions-grade.ts';

/** /ruling's limit (bench/questions-holdout.ts ASKABLE). */
const ASKABLE = 300;

export interface PathRecord {
  set: string;
  part: string;
  game: string;
  id: string;
  q: string;
  verdict: string;
  covered: boolean;
  first?: string;
  accept: string[];
  suggestions: string[];
  /** The decisions of the search, in order; the gate of the answer is the last `<index>:<id>:<gate>` naming the first hit. */
  trace: string[];
  /**
   * The gate that answered: coverage, clear, titled, tagged-first, tagged-gap, policy-words, official…, or '-' when
   * not answered (the trace also records `refused-<gate>` for candidates a gate turned into "not sure").
   */
  gate: string;
}

/** The gate of an answer, read from the recorded decisions. */
export function gateOf(first: string | undefined, trace: readonly string[]): string {
  if (!first) return '-';
  const policy = [...trace].reverse().find((t) => t.startsWith('policy:'));
  const own = [...trace].reverse().find((t) => t.split(':')[1] === first && /^(rules|policy):/.test(t) && !t.split(':')[2]!.startsWith('refused-'));
  if (trace.some((t) => t === `official:${first}`)) return 'official';
  if (own?.startsWith('policy:')) return `policy-index:${own.split(':')[2]}`;
  if (policy && !own) return `policy-${policy.split(':')[1]}`;
  return own ? own.split(':')[2]! : 'other';
}

/**
 * The parts to ask: the files named on the command line (`test/real-questions/round-3/test.yaml`…), or without any,
 * the study split only (dev and rounds 1–5). Rounds 6 and later are blind this stretch: measured as totals by
 * bench/questions.ts, never read question by question, so a gate tuned here can be checked on them honestly.
 */
export function studyFilter(files: readonly string[]): (set: string, round: string) => boolean {
  const named = files.map((f) => /(real|policy|rb)-questions\/(dev|round-\d+)/.exec(f)).filter((m): m is RegExpExecArray => m !== null);
  if (named.length > 0) return (set, round) => named.some((m) => m[1] === set && m[2] === round);
  return (_set, round) => round === 'dev' || (/^round-\d+$/.test(round) && Number(round.slice(6)) <= 5);
}

/** Every askable studied question, asked with the answer path traced and graded as the grader does. */
export async function* tracedGrades(keep: (set: string, round: string) => boolean) {
  const services = await askServices();
  for (const q of readStudied().filter((x) => keep(x.set, x.round))) {
    if (q.item.q.length > ASKABLE) continue;
    tracePaths(true);
    const reply = (await answerJson(services, q.item.q, undefined, undefined)) as Answer;
    const trace = [...tracedPaths()];
    tracePaths(false);
    yield { q, trace, g: grade(q.item, withEntryCitations(reply, services.kb)) };
  }
}

export async function pathRecords(keep: (set: string, round: string) => boolean = studyFilter([])): Promise<PathRecord[]> {
  const out: PathRecord[] = [];
  for await (const { q, trace, g } of tracedGrades(keep)) {
    out.push({ set: q.set, part: q.part, game: q.item.game, id: q.item.id ?? q.item.q.slice(0, 30), q: q.item.q, verdict: g.verdict, covered: g.covered, ...(g.first ? { first: g.first } : {}), accept: q.item.accept, suggestions: g.suggestions, trace, gate: gateOf(g.first, trace) });
  }
  return out;
}

function report(records: readonly PathRecord[]): string {
  const lines: string[] = [];
  for (const set of ['real', 'policy', 'rb']) {
    const mine = records.filter((r) => r.set === set && r.gate !== '-');
    const gates = [...new Set(mine.map((r) => r.gate))].sort();
    lines.push(`${set}: ${gates.map((gate) => { const of = mine.filter((r) => r.gate === gate); return `${gate} ${of.filter((r) => r.verdict === 'right').length}r/${of.filter((r) => r.verdict === 'wrong').length}w/${of.filter((r) => r.verdict === 'partial').length}p`; }).join(', ')}`);
  }
  lines.push('');
  for (const r of records.filter((x) => x.verdict === 'wrong')) lines.push(`[wrong] ${r.set} ${r.part} ${r.id} gate=${r.gate} first=${r.first} accept=${r.accept.join(',') || '(none)'} :: ${r.q.slice(0, 140).replace(/\s+/g, ' ')}\n    ${r.trace.join(' | ')}`);
  return lines.join('\n');
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) {
  const records = await pathRecords(studyFilter(process.argv.slice(2).filter((a) => a.endsWith('.yaml'))));
  console.log(process.argv.includes('--json') ? JSON.stringify(records) : report(records));
}
