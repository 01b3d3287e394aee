/**
 * Held-out measurement of "asked before" answers: `node dist/bench/questions-holdout.js [--variant <name>]… [--json]`;
 * `--recurring N` lists instead the entries whose questions the shipped search misses in N or more rounds.
 *
 * A fresh question might be closer to a question asked before on the same topic (same story, slang, cards) than to
 * any entry's text. Whether the ~1,200 labelled questions teach the search anything that carries to questions it has
 * never seen is measured here the way a blind grading happens: leave one round out. For each round (dev, round-1 …
 * round-N, every set's part of that round at once, as a fresh grading has them), the studied questions are those of
 * every OTHER round; the held-out round's questions are asked and graded (bench/questions-grade.ts). Only `dev.yaml`
 * and `round-N/` folders are read, never `frozen/`.
 *
 * Variants (test/real-questions/README.md, "Asked before", has the figures):
 * - `baseline`: the search as shipped (today's grade of each part);
 * - `asked-texts`: each studied question added to its accepted entries' `questions` (which the index reads as the
 *   entry's own example questions), the whole index rebuilt per round;
 * - `asked-neighbours`: a separate index over the studied questions; when the search is "not sure", its closest
 *   suggestion answers if the held-out question's nearest studied questions vote for that same entry;
 * - `asked-concepts`: the lexicon concepts the studied questions were read with become concept tags of the entries
 *   they accept, where at least CONCEPT_SUPPORT of them agree;
 * - `no-trust-gates`: the search without its trust gates (rulings/search.ts RulingsSearch.setTrustGates: which game a
 *   question naming none is about, read from the words that rule a game out; a tournament question kept from
 *   Riftbound's entries), to measure what they change. They learn nothing from the studied rounds: held out, every
 *   round is graded with the same rules, so the per-round figures say whether a gain carries across rounds.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { z } from 'zod';
import { answerJson, askServices } from '../bot/cli/ask.ts';
import type { Services } from '../commands/context.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import type { Entry } from '../rulings/schema.ts';
import { foldTyped, tokenize } from '../rulings/tokenize.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { withAddedLabels } from './questions-labels.ts';
import { grade, questionItem, tally, withEntryCitations, type Answer, type Graded, type QuestionItem, type Tally } from './questions-grade.ts';

export const SETS = ['real', 'policy', 'rb'] as const;
export const VARIANTS = ['baseline', 'asked-texts', 'asked-neighbours', 'asked-concepts', 'no-trust-gates'] as const;
export type Variant = (typeof VARIANTS)[number];

/** /ruling's limit: a longer question (some policy round-4 ones) is studied but never asked. */
const ASKABLE = 300;
/** asked-neighbours: how many nearest studied questions vote, how close the nearest must be, what share agrees. */
const NEIGHBOURS = 3;
const NEAREST_SIMILARITY = 0.3;
const AGREEING_SHARE = 0.5;
/** asked-concepts: studied questions that must read a concept before it tags their entry. */
const CONCEPT_SUPPORT = 3;

/** One labelled question of a dev or round part. */
export interface StudiedQuestion {
  set: (typeof SETS)[number];
  /** The round it was collected in: "dev" or "round-N" (a round's parts of every set are graded together). */
  round: string;
  /** The part as reported: "dev", "r1", "r2b" (round-2's test-b.yaml)… */
  part: string;
  item: QuestionItem;
}

// Policy round-4 holds questions longer than /ruling takes: read them all, ask only those under the limit.
const anyLength = questionItem.extend({ q: z.string().trim().min(1) });

/** Every labelled question under `<root>/<set>-questions/`: dev.yaml and round-N/test*.yaml with their added labels. */
export function readStudied(root = join(PACKAGE_ROOT, 'test')): StudiedQuestion[] {
  const out: StudiedQuestion[] = [];
  for (const set of SETS) {
    const dir = join(root, `${set}-questions`);
    const files: { round: string; part: string; file: string }[] = [{ round: 'dev', part: 'dev', file: join(dir, 'dev.yaml') }];
    const rounds = readdirSync(dir).filter((d) => /^round-\d+$/.test(d)).sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
    for (const round of rounds) {
      for (const f of readdirSync(join(dir, round)).filter((f) => /^test.*\.yaml$/.test(f)).sort((a, b) => a.length - b.length || a.localeCompare(b))) {
        files.push({ round, part: `r${round.slice(6)}${basename(f, '.yaml').slice(5)}`, file: join(dir, round, f) });
      }
    }
    for (const { round, part, file } of files) {
      const raw: unknown = parse(readFileSync(file, 'utf8'));
      if (!Array.isArray(raw)) throw new Error(`${file}: expected a YAML list of questions`);
      const items = raw.map((item, i) => {
        const parsed = anyLength.safeParse(item);
        if (!parsed.success) throw new Error(`${file}: item ${i + 1}: ${parsed.error.issues.map((p) => `${p.path.join('.') || 'item'}: ${p.message}`).join('; ')}`);
        return parsed.data;
      });
      for (const item of withAddedLabels(file, items).items) out.push({ set, round, part, item });
    }
  }
  return out;
}

/** The rounds, in order: each is held out once while every other one is studied. */
export function rounds(questions: readonly StudiedQuestion[]): string[] {
  return [...new Set(questions.map((q) => q.round))];
}

/** What a held-out round may learn from: the other rounds' questions that accept an entry the knowledge base has. */
export function studiedFor(questions: readonly StudiedQuestion[], heldOut: string, kb: KnowledgeBase): StudiedQuestion[] {
  return questions.filter((q) => q.round !== heldOut && q.item.accept.some((id) => kb.byId.has(id)));
}

/** The knowledge base with each entry changed by what the studied questions accepting it say. */
function withStudied(kb: KnowledgeBase, studied: readonly StudiedQuestion[], change: (entry: Entry, asked: readonly StudiedQuestion[]) => Entry): KnowledgeBase {
  const byEntry = new Map<string, StudiedQuestion[]>();
  for (const q of studied) for (const id of q.item.accept) byEntry.set(id, [...(byEntry.get(id) ?? []), q]);
  const entries = kb.entries.map((e) => (byEntry.has(e.id) ? change(e, byEntry.get(e.id)!) : e));
  return { ...kb, entries, byId: new Map(entries.map((e) => [e.id, e])) };
}

/** asked-texts: the studied questions as more example questions of their entries, in their own language. */
export function askedTexts(kb: KnowledgeBase, studied: readonly StudiedQuestion[]): KnowledgeBase {
  return withStudied(kb, studied, (entry, asked) => {
    const questions = { ...entry.questions };
    for (const lang of ['en', 'ja', 'fr'] as const) {
      const more = asked.filter((q) => q.item.lang === lang).map((q) => q.item.q);
      if (more.length) questions[lang] = [...(questions[lang] ?? []), ...more];
    }
    return { ...entry, questions };
  });
}

/** asked-concepts: concepts read in at least CONCEPT_SUPPORT studied questions accepting an entry tag it. */
export function askedConcepts(kb: KnowledgeBase, studied: readonly StudiedQuestion[], conceptsOf: (q: string) => readonly string[]): KnowledgeBase {
  return withStudied(kb, studied, (entry, asked) => {
    const count = new Map<string, number>();
    for (const q of asked) for (const c of new Set(conceptsOf(q.item.q))) count.set(c, (count.get(c) ?? 0) + 1);
    const more = [...count].filter(([c, n]) => n >= CONCEPT_SUPPORT && !(entry.concepts ?? []).includes(c)).map(([c]) => c);
    return more.length ? { ...entry, concepts: [...(entry.concepts ?? []), ...more] } : entry;
  });
}

/** asked-neighbours: cosine similarity over rarity-weighted words and concepts of the studied questions. */
export class AskedNeighbours {
  private readonly df = new Map<string, number>();
  private readonly vectors: { q: StudiedQuestion; v: Map<string, number>; norm: number }[];
  private readonly size: number;

  constructor(
    studied: readonly StudiedQuestion[],
    private readonly termsOf: (q: string) => string[],
  ) {
    this.size = studied.length;
    const terms = studied.map((q) => termsOf(q.item.q));
    for (const list of terms) for (const t of list) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.vectors = studied.map((q, i) => ({ q, ...this.vector(terms[i]!) }));
  }

  private vector(terms: readonly string[]): { v: Map<string, number>; norm: number } {
    const v = new Map<string, number>();
    let norm = 0;
    for (const t of terms) {
      const w = Math.log(1 + this.size / ((this.df.get(t) ?? 0) + 0.5));
      v.set(t, w);
      norm += w * w;
    }
    return { v, norm: Math.sqrt(norm) || 1 };
  }

  /** The entry the nearest studied questions agree on, if they do: the closest must be near, and most votes its. */
  vote(question: string): string | undefined {
    const { v, norm } = this.vector(this.termsOf(question));
    const near: { q: StudiedQuestion; s: number }[] = [];
    for (const other of this.vectors) {
      let dot = 0;
      for (const [t, w] of v) dot += w * (other.v.get(t) ?? 0);
      if (dot > 0) near.push({ q: other.q, s: dot / (norm * other.norm) });
    }
    near.sort((a, b) => b.s - a.s);
    const top = near.slice(0, NEIGHBOURS);
    if (!top.length || top[0]!.s < NEAREST_SIMILARITY) return undefined;
    const votes = new Map<string, number>();
    let total = 0;
    for (const { q, s } of top) {
      total += s;
      for (const id of q.item.accept) votes.set(id, (votes.get(id) ?? 0) + s / q.item.accept.length);
    }
    const [id, share] = [...votes].sort((a, b) => b[1] - a[1])[0]!;
    return share / total >= AGREEING_SHARE ? id : undefined;
  }
}

type Reply = Answer & { analysis?: { concepts: string[] } | null };

async function ask(services: Services, q: string): Promise<Reply> {
  return (await answerJson(services, q, undefined, undefined)) as Reply;
}

export interface PartReport {
  set: string;
  part: string;
  tally: Tally;
}

/** One asked question of a held-out round and its grade. */
export interface HeldOutResult {
  question: StudiedQuestion;
  graded: Graded;
}

/** Asks every held-out round's questions with one variant, each round studying only the other rounds. */
export async function gradeHeldOut(variant: Variant, questions: readonly StudiedQuestion[], asked: (q: StudiedQuestion) => boolean = () => true): Promise<HeldOutResult[]> {
  const shipped = await askServices();
  if (variant === 'no-trust-gates') shipped.search.setTrustGates(false);
  const terms = (q: string) => [...new Set([...tokenize(foldTyped(q)), ...shipped.search.analyse(q).concepts.map((c) => `#${c}`)])];
  const out: HeldOutResult[] = [];
  for (const round of rounds(questions)) {
    const studied = studiedFor(questions, round, shipped.kb);
    const services =
      variant === 'asked-texts'
        ? await askServices({}, askedTexts(shipped.kb, studied))
        : variant === 'asked-concepts'
          ? await askServices({}, askedConcepts(shipped.kb, studied, (q) => shipped.search.analyse(q).concepts))
          : shipped;
    const neighbours = variant === 'asked-neighbours' ? new AskedNeighbours(studied, terms) : undefined;
    for (const q of questions.filter((x) => x.round === round && x.item.q.length <= ASKABLE && asked(x))) {
      let reply = await ask(services, q.item.q);
      const closest = reply.suggestions[0];
      if (neighbours && !reply.found && closest && neighbours.vote(q.item.q) === closest.id) reply = { ...reply, found: true, match: 'answer', hits: [closest], suggestions: [] };
      out.push({ question: q, graded: grade(q.item, withEntryCitations(reply, services.kb)) });
    }
  }
  return out;
}

/** A tally per set and part. */
export function byPart(results: readonly HeldOutResult[]): PartReport[] {
  const graded = new Map<string, Graded[]>();
  for (const { question: q, graded: g } of results) graded.set(`${q.set} ${q.part}`, [...(graded.get(`${q.set} ${q.part}`) ?? []), g]);
  return [...graded].map(([key, list]) => ({ set: key.split(' ')[0]!, part: key.split(' ')[1]!, tally: tally(list) }));
}

export interface RecurringMiss {
  entry: string;
  /** Questions accepting only this entry, and those not answered right at the first hit. */
  asked: number;
  missed: number;
  /** The rounds they were missed in, and their ids. */
  rounds: string[];
  ids: string[];
}

/**
 * Entries whose questions are missed in at least `minRounds` different rounds: rounds are collected independently, so
 * a topic missed in several is one the next fresh round will ask again (a worklist that carries, unlike one round's misses).
 */
export function recurringMisses(results: readonly HeldOutResult[], minRounds = 3): RecurringMiss[] {
  const byEntry = new Map<string, RecurringMiss>();
  for (const { question: q, graded: g } of results) {
    if (!g.covered || q.item.accept.length !== 1) continue;
    const entry = q.item.accept[0]!;
    const m = byEntry.get(entry) ?? { entry, asked: 0, missed: 0, rounds: [], ids: [] };
    m.asked++;
    if (g.verdict !== 'right') {
      m.missed++;
      if (!m.rounds.includes(q.round)) m.rounds.push(q.round);
      m.ids.push(q.item.id ?? q.item.q.slice(0, 30));
    }
    byEntry.set(entry, m);
  }
  return [...byEntry.values()].filter((m) => m.rounds.length >= minRounds).sort((a, b) => b.rounds.length - a.rounds.length || b.missed - a.missed || a.entry.localeCompare(b.entry));
}

function sum(reports: readonly PartReport[]): Tally {
  const out = tally([]);
  for (const r of reports) for (const k of Object.keys(out) as (keyof Tally)[]) out[k] += r.tally[k];
  return out;
}

const cell = (t: Tally) => `${t.right}/${t.n} w${t.wrong} f${t.forcedRight}/${t.covered} o${t.otherGame}`;

export function formatHoldout(byVariant: Map<Variant, PartReport[]>): string {
  const variants = [...byVariant.keys()];
  const first = byVariant.get(variants[0]!)!;
  const rows = [['part', ...variants]];
  const order = (r: PartReport) => SETS.indexOf(r.set as (typeof SETS)[number]);
  for (const r of [...first].sort((a, b) => order(a) - order(b))) {
    rows.push([`${r.set} ${r.part}`, ...variants.map((v) => cell(byVariant.get(v)!.find((x) => x.set === r.set && x.part === r.part)!.tally))]);
  }
  for (const set of SETS) rows.push([`${set} all`, ...variants.map((v) => cell(sum(byVariant.get(v)!.filter((r) => r.set === set))))]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return [
    ...rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')),
    '',
    'each cell: right@1/asked, w = confidently wrong, f = first if forced/covered, o = replies holding another game\'s entry;',
    'every round graded with only the OTHER rounds studied (leave one round out).',
  ].join('\n');
}

const LANGS: readonly string[] = ['en', 'ja', 'fr'];

/** `--lang`: which held-out questions are asked (the grader breaks every figure down by the question's language). */
export function askedIn(lang: string | undefined): (q: StudiedQuestion) => boolean {
  return lang === undefined ? () => true : (q) => q.item.lang === lang;
}

const USAGE = `usage: node dist/bench/questions-holdout.js [--variant ${VARIANTS.join('|')}]… [--recurring <rounds>] [--lang en|ja|fr] [--json]`;

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { variant: { type: 'string', multiple: true }, recurring: { type: 'string' }, lang: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } } }));
  } catch (error) {
    console.error(`questions-holdout: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const unknown = (values.variant ?? []).filter((v) => !(VARIANTS as readonly string[]).includes(v));
  if (unknown.length) {
    console.error(`questions-holdout: unknown variant ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const questions = readStudied();
  if (values.lang !== undefined && !LANGS.includes(values.lang)) {
    console.error(`questions-holdout: --lang takes en, ja or fr, not "${values.lang}"\n${USAGE}`);
    return 2;
  }
  // Only the asked questions are filtered: every other round is still studied whatever its language.
  const asked = askedIn(values.lang);
  if (values.recurring !== undefined) {
    const minRounds = Number(values.recurring);
    if (!Number.isInteger(minRounds) || minRounds < 1) {
      console.error(`questions-holdout: --recurring takes a number of rounds (1 or more), not "${values.recurring}"\n${USAGE}`);
      return 2;
    }
    const misses = recurringMisses(await gradeHeldOut('baseline', questions, asked), minRounds);
    if (values.json) console.log(JSON.stringify(misses, null, 2));
    else for (const m of misses) console.log(`${m.entry}: missed ${m.missed} of ${m.asked} in ${m.rounds.length} rounds (${m.rounds.join(', ')}): ${m.ids.join(' ')}`);
    return 0;
  }
  const chosen = (values.variant?.length ? values.variant : VARIANTS) as Variant[];
  const byVariant = new Map<Variant, PartReport[]>();
  for (const v of chosen) byVariant.set(v, byPart(await gradeHeldOut(v, questions, asked)));
  console.log(values.json ? JSON.stringify(Object.fromEntries(byVariant), null, 2) : formatHoldout(byVariant));
  return 0;
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) process.exitCode = await main(process.argv.slice(2));
