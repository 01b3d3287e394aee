/**
 * What the search knew when it turned its first candidate into "not sure" under the coverage bar: read only by
 * bench/questions-unsure.ts (while a bench records the decisions, rulings/answer-path.ts), to ask whether any reading
 * separates the "not sure" replies whose first choice was right from those whose first choice was wrong.
 *
 * Why it is kept: on the blind real rounds 6–13 the first entry was right in 251 of 424 covered questions and
 * answered in 160; the ~90 others look, to every reading below, like the ~100 whose first entry is wrong. Measured on
 * the study parts (dev + rounds 1–5, reach15, 2026-11-28), the "not sure" pool held 123 first-right and 213
 * first-wrong replies (1:1.7). No single reading reached 1.2:1; the best three-way conjunctions found by search reached
 * 10:0 or 14:1 in the study and fell apart blind (see bench/questions-unsure.ts). A new reading is cheap to test here
 * before any promotion is written: add it to UnsureSignals, then to the bench's list of readings.
 */
import { CONCEPT_PREFIX } from './analyse/lexicon.ts';

/** The note's prefix in the recorded decisions. */
export const UNSURE_NOTE = 'unsure|';

/** One candidate of the ranking as the signals read it. */
export interface RankedCandidate {
  id: string;
  score: number;
  coverage: number;
  entry?: { related?: readonly string[] };
}

/** One planned word of the question as the signals read it. */
export interface AskedTerm {
  term: string;
  weight: number;
  optional?: boolean;
  setup?: boolean;
}

export interface UnsureSignals {
  /** The first five candidates, best first. */
  ids: string[];
  /** The first's and the runner-up's coverage of the whole question. */
  coverage: [number, number];
  /** The first's score over the runner-up's, and over the third's (9 when there is none). */
  lead: number;
  leadThird: number;
  /** The first's and the runner-up's scores (BM25 with the search's factors; scale depends on the index). */
  score?: [number, number];
  /** The first five candidates' scores, and whether each of the next four is related to the first. */
  scores?: number[];
  relatedEach?: boolean[];
  /** Share of the question's words (all, and the asking sentence's) found in the first's and the runner-up's own question phrasings. */
  phrased?: [number, number];
  phrasedAsked?: [number, number];
  /** Share of the asking sentence's words (not the story before it) held by the first and by the runner-up. */
  askedHeld: [number, number];
  /** Share of the asking sentence's words plus every rules concept the question names (story or not), held by the first and the runner-up. */
  focusHeld?: [number, number];
  /** Share of the question's rules concepts held by the first and by the runner-up (0 when it reads none). */
  conceptsHeld: [number, number];
  /** Whether the first and the runner-up are tagged with a concept the question asks. */
  askedTag: [boolean, boolean];
  /** The first is tagged with a concept the question asks and none of the next four is: the only one of its topic. */
  tagOnly: boolean;
  /** How much the first's and the runner-up's titles and tags are about the question's concepts (conceptFocus). */
  focus: [number, number];
  /** Every concept the asking sentence names is one the first's title or tags name (false when it names none). */
  askedInTitle: boolean;
  /** Every concept the first's title or tags name is one the question names (false when they name none). */
  titleAsked: boolean;
  /** The runner-up is listed as related to the first (or the first to it): two neighbours of one topic. */
  neighbour: boolean;
  /** How many of the next four candidates are related to the first. */
  relatedInTop: number;
  /** Words to cover, rules concepts among them, card names read; whether a story precedes the asking sentence. */
  terms: number;
  concepts: number;
  cards: number;
  story: boolean;
}

const related = (a: RankedCandidate, b: RankedCandidate) => (a.entry?.related ?? []).includes(b.id) || (b.entry?.related ?? []).includes(a.id);

/** What a candidate's title and tags are about: the search's conceptFocus() and the concept terms they name. */
export interface CandidateAbout {
  focus: number;
  concepts: ReadonlySet<string>;
}

/**
 * The signals of one refused ranking. `held(id, terms)` is the share of the terms' weight the document holds, as the
 * search credits coverage; `tagged(id)` whether it is tagged with a concept the question asks; `about(id)` what its
 * title and tags are about.
 */
export function unsureSignals(hits: readonly RankedCandidate[], allTerms: readonly AskedTerm[], cards: number, held: (id: string, terms: readonly AskedTerm[]) => number, tagged: (id: string) => boolean, about: (id: string) => CandidateAbout, phrasings?: (id: string, terms: readonly AskedTerm[]) => number): UnsureSignals {
  const [a, b, c] = hits;
  const terms = allTerms.filter((t) => !t.optional && t.term !== '\u0000');
  const asked = terms.filter((t) => !t.setup);
  const concepts = terms.filter((t) => t.term.startsWith(CONCEPT_PREFIX));
  const askedConcepts = asked.filter((t) => t.term.startsWith(CONCEPT_PREFIX)).map((t) => t.term);
  const named = new Set(concepts.map((t) => t.term));
  const first = a ? about(a.id) : { focus: 0, concepts: new Set<string>() };
  const pair = (f: (h: RankedCandidate) => number): [number, number] => [a ? f(a) : 0, b ? f(b) : 0];
  return {
    ids: hits.slice(0, 5).map((h) => h.id),
    coverage: pair((h) => h.coverage),
    lead: a && b ? a.score / b.score : 9,
    leadThird: a && c ? a.score / c.score : 9,
    score: pair((h) => h.score),
    scores: hits.slice(0, 5).map((h) => h.score),
    relatedEach: a ? hits.slice(1, 5).map((h) => related(a, h)) : [],
    ...(phrasings ? { phrased: pair((h) => phrasings(h.id, terms)), phrasedAsked: pair((h) => phrasings(h.id, asked)) } : {}),
    askedHeld: pair((h) => held(h.id, asked)),
    focusHeld: pair((h) => held(h.id, terms.filter((t) => !t.setup || t.term.startsWith(CONCEPT_PREFIX)))),
    conceptsHeld: concepts.length ? pair((h) => held(h.id, concepts)) : [0, 0],
    askedTag: [a ? tagged(a.id) : false, b ? tagged(b.id) : false],
    tagOnly: a !== undefined && tagged(a.id) && !hits.slice(1, 5).some((h) => tagged(h.id)),
    focus: [first.focus, b ? about(b.id).focus : 0],
    askedInTitle: askedConcepts.length > 0 && askedConcepts.every((c) => first.concepts.has(c)),
    titleAsked: first.concepts.size > 0 && [...first.concepts].every((c) => named.has(c)),
    neighbour: a !== undefined && b !== undefined && related(a, b),
    relatedInTop: a ? hits.slice(1, 5).filter((h) => related(a, h)).length : 0,
    terms: terms.length,
    concepts: concepts.length,
    cards,
    story: terms.some((t) => t.setup),
  };
}

/** The recorded form of the signals (one line of the decisions). */
export function unsureNote(s: UnsureSignals): string {
  return UNSURE_NOTE + JSON.stringify(s);
}

/** The signals recorded for `first` (the last such note), if any. */
export function unsureSignalsOf(trace: readonly string[], first: string): UnsureSignals | undefined {
  for (let i = trace.length - 1; i >= 0; i--) {
    if (!trace[i]!.startsWith(UNSURE_NOTE)) continue;
    const s = JSON.parse(trace[i]!.slice(UNSURE_NOTE.length)) as UnsureSignals;
    if (s.ids[0] === first) return s;
  }
  return undefined;
}
