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
 * The hits re-scored, best first: `told` are the concepts of a judge's story (empty for any other question). Nothing
 * told, or no infraction tagged with it: unchanged.
 * (Naming an infraction weighed the same way, "is that a Deck Problem?", measured policy blind right 131 → 132 and
 * wrong 13 → 14: left out.)
 */
export function weighByTags<H extends { score: number; entry?: Entry }>(hits: readonly H[], told: readonly string[]): H[] {
  const situations = told.filter((c) => TABLE_SITUATIONS.includes(c) || c === 'game-rule-violation');
  const about = (h: H): boolean => applies(h.entry) && (h.entry?.concepts ?? []).some((c) => situations.includes(c));
  if (!hits.some(about)) return [...hits];
  return hits.map((h) => (about(h) ? { ...h, score: h.score * TAG_SHARE } : h)).sort((a, b) => b.score - a.score);
}
