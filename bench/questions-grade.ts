/**
 * The real-question sets (test/real-questions/README.md) and the grading rule written there, as code: the format
 * of a set file, what counts as right at the first hit, confidently wrong, partial or a non-answer, and the tally
 * per language, game and category. Pure: bench/questions.ts runs the search and prints.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { KnowledgeBase } from '../rulings/kb.ts';

export const CATEGORIES = ['rules', 'card', 'policy', 'out-of-scope'] as const;
export type Category = (typeof CATEGORIES)[number];

/** "702.19b" (the MTG Comprehensive Rules), or a document prefix: "rb:355.10.e", "gr:…", "ipg:2.1", "mtr:4.2", "jar:…". */
export const RULE_LABEL = /^(?:(?:rb|gr|ipg|mtr|jar):)?\d[\w.-]*$/;

const ids = z.array(z.string().min(1)).default([]);
export const questionItem = z
  .object({
    /** A stable name for the question in reports ("rq-042"); optional. */
    id: z.string().min(1).optional(),
    q: z.string().trim().min(1).max(300),
    lang: z.enum(['en', 'ja', 'fr']),
    game: z.enum(['mtg', 'rb', 'gr', 'other']),
    category: z.enum(CATEGORIES),
    /** The URL where it was asked, or `written` for a question written from a real situation type (policy and Riftbound sets). */
    source: z.union([z.string().url(), z.literal('written')]),
    gist: z.string().min(1),
    concepts: z.array(z.string().min(1)).default([]),
    accept: ids,
    accept_rules: z.array(z.string().regex(RULE_LABEL, 'a rule label like 702.19b, rb:355.10.e or ipg:2.1')).default([]),
    partial: ids,
    accept_cards: ids,
    /** Policy questions: the Rules Enforcement Level asked about (test/policy-questions/README.md). */
    rel: z.enum(['regular', 'competitive', 'professional', 'unspecified']).optional(),
  })
  .strict();
export type QuestionItem = z.infer<typeof questionItem>;

/** Reads one set file; throws with "file: item N (q…): problem" on anything that is not the format. */
export function readQuestionSet(file: string): QuestionItem[] {
  const raw: unknown = parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a YAML list of questions`);
  return raw.map((item, i) => {
    const parsed = questionItem.safeParse(item);
    if (parsed.success) return parsed.data;
    const q = typeof (item as { q?: unknown })?.q === 'string' ? ` (${String((item as { q: string }).q).slice(0, 40)}…)` : '';
    const problems = parsed.error.issues.map((p) => `${p.path.join('.') || 'item'}: ${p.message}`).join('; ');
    throw new Error(`${file}: item ${i + 1}${q}: ${problems}`);
  });
}

/** Labels naming entries the knowledge base does not have (a typo, or an entry renamed since). */
export function unknownLabels(items: readonly QuestionItem[], kb: KnowledgeBase): string[] {
  const out: string[] = [];
  for (const item of items) for (const id of [...item.accept, ...item.partial]) if (!kb.byId.has(id)) out.push(`${id} (${item.q.slice(0, 40)}…)`);
  return out;
}

/** A question some source can answer: out-of-scope questions and those with no label have nothing acceptable. */
export function isCovered(item: QuestionItem): boolean {
  return item.category !== 'out-of-scope' && item.accept.length + item.accept_rules.length + item.accept_cards.length > 0;
}

/** What the grader needs of one hit or suggestion (the `rulebot ask --json` shape, plus an optional card). */
export interface AnswerHit {
  id: string;
  kind?: string;
  status?: string;
  citations?: { source: string; rule: string | null }[];
  /** A card's official ruling: the card it belongs to (English Oracle name). */
  card?: { name: string } | string;
  cardName?: string;
}
export interface Answer {
  found: boolean;
  /** 'unsure': no answer, the suggestions offered as "not sure — these look closest" (rulings/search.ts Match). */
  match?: 'answer' | 'unsure' | 'none';
  hits: AnswerHit[];
  suggestions: AnswerHit[];
}

/** The document namespace of a citation's source or an official pack id ("mtg-cr" → "cr", "rb-core" → "rb"). */
export function ruleNamespace(source: string): string {
  const s = source.toLowerCase();
  for (const policy of ['ipg', 'mtr', 'jar']) if (s.includes(policy)) return policy;
  if (s.startsWith('mtg')) return 'cr';
  if (s.startsWith('rb')) return 'rb';
  if (s.startsWith('gr')) return 'gr';
  return s;
}

function splitLabel(label: string): { ns: string; number: string } {
  const m = /^(rb|gr|ipg|mtr|jar):(.*)$/.exec(label);
  return m ? { ns: m[1]!, number: normalNumber(m[2]!) } : { ns: 'cr', number: normalNumber(label) };
}

/** "355.10.e." → "355.10.e"; "509.1b–g" → "509.1b" (a range cites its first paragraph). */
function normalNumber(n: string): string {
  return n.trim().toLowerCase().replace(/\s+/g, '').split(/[–—~～]/)[0]!.replace(/\.$/, '');
}

/** `cited` is the paragraph `accepted` or one of its subparagraphs: 702.19b under 702.19, never 702.19 under 702.1. */
export function ruleMatches(accepted: string, cited: string): boolean {
  if (cited === accepted) return true;
  return cited.startsWith(accepted) && /^[^0-9]/.test(cited.slice(accepted.length));
}

/** The rule paragraphs a hit rests on: its citations', or an official paragraph's own number ("mtg-cr:702.19b"). */
export function citedRules(hit: AnswerHit): { ns: string; number: string }[] {
  const out = (hit.citations ?? []).filter((c) => c.rule).map((c) => ({ ns: ruleNamespace(c.source), number: normalNumber(c.rule!) }));
  const official = /^([^:]+):(?!glossary:)(\d[\w.]*)$/.exec(hit.id);
  if (hit.kind === 'official' && official) out.push({ ns: ruleNamespace(official[1]!), number: normalNumber(official[2]!) });
  return out;
}

function cardKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The card whose official ruling this hit is, if it is one. */
export function hitCard(hit: AnswerHit): string | undefined {
  if (typeof hit.card === 'string') return hit.card;
  if (hit.card?.name) return hit.card.name;
  if (hit.cardName) return hit.cardName;
  const m = /^card[:.](.+?)(?:[:#].*)?$/.exec(hit.id);
  return m ? m[1] : undefined;
}

/** Does this hit answer the question by its labels: an accepted entry, an accepted rule, or an accepted card's ruling? */
export function acceptable(item: QuestionItem, hit: AnswerHit): boolean {
  if (item.accept.includes(hit.id)) return true;
  // A superseded entry answers only when named in accept: the rule it cites is today's, its answer is not.
  if (hit.status !== 'superseded' && item.accept_rules.length) {
    const cited = citedRules(hit);
    for (const label of item.accept_rules) {
      const want = splitLabel(label);
      if (cited.some((c) => c.ns === want.ns && ruleMatches(want.number, c.number))) return true;
    }
  }
  const card = hitCard(hit);
  if (card && item.accept_cards.some((c) => cardKey(c) === cardKey(card))) return true;
  return false;
}

/**
 * `rulebot ask --json` lists a suggestion by id, title and coverage only. The grade reads each suggestion as the entry
 * it is (its status and citations from the knowledge base), so a "not sure" whose first choice cites an accepted rule
 * counts as right if forced, as the same entry given as the answer would be. (Without this, "first if forced" and
 * "right suggested" missed every question labelled by rule number alone: real round-6 17 → 30 of 56 covered.)
 */
export function withEntryCitations<A extends Answer>(answer: A, kb: KnowledgeBase): A {
  const cited = (hit: AnswerHit): AnswerHit => {
    const entry = hit.citations ? undefined : kb.byId.get(hit.id);
    return entry ? { ...hit, status: entry.status ?? 'current', citations: entry.citations.map((c) => ({ source: c.source, rule: c.rule ?? null })) } : hit;
  };
  return { ...answer, suggestions: answer.suggestions.map(cited) };
}

export type Verdict = 'right' | 'partial' | 'wrong' | 'non-answer';

/**
 * The game a hit belongs to, from its id: an entry's first segment ("mtg.…", "rb.…"), an official paragraph's pack
 * ("mtg-cr:702.19b", "rb-cr:103.2.b") or a card's ruling (cards are Magic's); undefined when the id says none.
 */
export function hitGame(hit: AnswerHit): string | undefined {
  if (hitCard(hit)) return 'mtg';
  const m = /^(mtg|rb|gr)(?:[.:-]|$)/.exec(hit.id);
  return m ? m[1] : undefined;
}

export interface Graded {
  item: QuestionItem;
  covered: boolean;
  verdict: Verdict;
  /** A non-answer to a covered question that offered an acceptable entry among its suggestions. */
  suggestedRight: boolean;
  /**
   * A covered question whose best candidate is acceptable, whether or not it was confident: the first hit of an
   * answer, else the first suggestion. Ranking quality apart from the confidence bar (reported, never the headline).
   */
  forcedRight: boolean;
  /** A non-answer that said "not sure" and offered its closest entries. */
  unsure: boolean;
  first?: string;
  suggestions: string[];
  /** Hits and suggestions of the reply that belong to another game than the question's (issue #26 counts every one). */
  otherGame: string[];
}

/**
 * The grading rule (test/real-questions/README.md, "Grading"): a confident answer is right when its first hit is
 * acceptable for a covered question, partial when the first hit is in `partial`, otherwise confidently wrong; a
 * non-answer is right exactly when the question is not covered.
 */
export function grade(item: QuestionItem, answer: Answer): Graded {
  const covered = isCovered(item);
  const suggestions = answer.suggestions.map((s) => s.id);
  const otherGame =
    item.game === 'other'
      ? []
      : [...answer.hits, ...answer.suggestions].filter((h) => {
          const game = hitGame(h);
          return game !== undefined && game !== item.game;
        }).map((h) => h.id);
  if (!answer.found || !answer.hits.length) {
    const best = answer.suggestions[0];
    return { item, covered, verdict: covered ? 'non-answer' : 'right', suggestedRight: covered && answer.suggestions.some((s) => acceptable(item, s)), forcedRight: covered && best !== undefined && acceptable(item, best), unsure: answer.match === 'unsure', suggestions, otherGame };
  }
  const first = answer.hits[0]!;
  const verdict: Verdict = covered && acceptable(item, first) ? 'right' : item.partial.includes(first.id) ? 'partial' : 'wrong';
  return { item, covered, verdict, suggestedRight: false, forcedRight: covered && acceptable(item, first), unsure: false, first: first.id, suggestions, otherGame };
}

export interface Tally {
  n: number;
  covered: number;
  right: number;
  rightCovered: number;
  wrong: number;
  partial: number;
  nonAnswers: number;
  /** Non-answers to covered questions, and those of them with an acceptable entry among the suggestions. */
  missedCovered: number;
  suggestedRight: number;
  /** Covered questions whose best candidate, confident or not, is acceptable (see Graded.forcedRight). */
  forcedRight: number;
  /** Non-answers that said "not sure" (offering choices), and those of them whose first choice is acceptable. */
  unsure: number;
  unsureRight: number;
  /** Questions whose reply holds a hit or suggestion from another game. */
  otherGame: number;
}

export function tally(graded: readonly Graded[]): Tally {
  const t: Tally = { n: 0, covered: 0, right: 0, rightCovered: 0, wrong: 0, partial: 0, nonAnswers: 0, missedCovered: 0, suggestedRight: 0, forcedRight: 0, unsure: 0, unsureRight: 0, otherGame: 0 };
  for (const g of graded) {
    t.n++;
    if (g.covered) t.covered++;
    if (g.verdict === 'right') {
      t.right++;
      if (g.covered) t.rightCovered++;
    }
    if (g.verdict === 'wrong') t.wrong++;
    if (g.verdict === 'partial') t.partial++;
    if (g.first === undefined) t.nonAnswers++;
    if (g.verdict === 'non-answer') t.missedCovered++;
    if (g.suggestedRight) t.suggestedRight++;
    if (g.forcedRight) t.forcedRight++;
    if (g.unsure) t.unsure++;
    if (g.unsure && g.forcedRight) t.unsureRight++;
    if (g.otherGame.length) t.otherGame++;
  }
  return t;
}

/** Tallies per value of `key` (language, game, category), in a stable order. */
export function tallyBy(graded: readonly Graded[], key: (g: Graded) => string): Map<string, Tally> {
  const groups = new Map<string, Graded[]>();
  for (const g of graded) groups.set(key(g), [...(groups.get(key(g)) ?? []), g]);
  return new Map([...groups.keys()].sort().map((k) => [k, tally(groups.get(k)!)]));
}
