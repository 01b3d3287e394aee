/**
 * Gates on confident answers that the held-out grading showed wrong far more often than right (measured with
 * bench/questions-wrongs.ts over every dev and round part, leave-one-round-out; a wrong counted as costing at least
 * three rights). Each says when an answer the search would give is instead offered as "not sure" with its choices.
 */
import { asksPenalty, policySituation } from './policy.ts';
import type { Entry } from './schema.ts';

/**
 * A rules story told at an event ("At the prerelease I had a Jade Idol and Indomitable Will… does the Aura stay?",
 * "GP side event: I Path to Exile his Mogg War Marshal…"): the event names the setting, not the question. It names
 * cards, reads no policy situation and asks no penalty, and the policy entry its words lean to is tagged with none of
 * the concepts it reads: the game rules answer it (or offer their closest), not the shortcut or table-layout policy
 * that shares its everyday words. Held out (2026-11-27), the policy answers this turns into the rules' reply: real
 * 2, both wrong (rounds 5 and 9); policy and Riftbound none. Told without card names the story keeps its policy
 * answer (sleeves, tardiness, dice on a library: policy 11 right, 2 wrong in that cell).
 * `text` is the question's foldTyped() text with card names blanked, `cards` how many card names it holds.
 */
export function rulesStoryAtEvent(top: Entry | undefined, concepts: readonly string[], cards: number, text: string): boolean {
  if (cards === 0 || policySituation(concepts) || asksPenalty(text)) return false;
  return !(top?.concepts ?? []).some((c) => concepts.includes(c));
}

/** A question this long (characters) is a story: see narrowLeadInPart(). */
export const PART_STORY_CHARS = 100;
/** How many times the runner-up's score the first entry of a game's part must score to answer a story on coverage. */
export const PART_STORY_LEAD = 2;

/**
 * A story (PART_STORY_CHARS or longer) answered from a game's own part (Riftbound's) on coverage alone, the runner-up
 * scoring more than half of the first: "not sure", both offered. A part's entries all use its game's everyday words
 * (unit, battlefield, showdown, ユニット, unité), so a long story covers most of several of them; only a clear lead
 * says which one it asks about, or the asking sentence naming its title. (The clear-lead path already requires one.) Measured 2026-11-27 on main 47c7c6c,
 * blind Riftbound rounds 6–10 as totals only: right 105 → 96, confidently wrong 19 → 9; real right 99 → 98, wrongs
 * unchanged; policy unchanged. The study parts, tuned question by question, lose more (right 177 → 154, wrong 10 → 7).
 */
export function narrowLeadInPart(inPart: boolean, chars: number, first: { score: number }, second: { score: number } | undefined): boolean {
  return inPart && chars >= PART_STORY_CHARS && second !== undefined && first.score < PART_STORY_LEAD * second.score;
}
