/**
 * Questions naming cards the card table knows (issue #24). A known card's name is taken out of the words an answer
 * has to cover (rulings/analyse/question.ts), so what is left of a story naming three cards is short and generic
 * ("attacked, block, twice, dies, hit"): an entry sharing that much "covers it well" while the question is about
 * what the cards do. The root index answers a story covered well (trust-gates.ts ROOT_STORY_COVERAGE) without a
 * clear lead over the runner-up; a story whose coverage is measured on what the card names left does not get that
 * exemption — unless the entry is about what the question asks that the cards' text does (an "echo": the question
 * asks about blocking and a named card's text is about blocking), the card text then backing the coverage.
 */

/**
 * Whether a story (trust-gates.ts narrowLead) needs a clear lead at any coverage: the question names `tableCards`
 * cards the card table knows and no entry is about, and the entry answering is not `echoed` (its title or tags name
 * a concept the question asks that a named card's text does too, QuestionAnalysis.echoes).
 * Measured 2026-11-28 on main 376d7f5, real questions, the reference card pool as card table (with namesOwnType):
 * blind rounds 6–13 (totals) right 158 → 157, confidently wrong 19 → 15 (without the echo exemption 155, 15);
 * study (dev + rounds 1–5) 270 → 267, 23 → 22. Policy and Riftbound unchanged. Without a card table no card is
 * known: nothing changes.
 */
export function cardStoryNeedsLead(tableCards: number, echoed: boolean): boolean {
  return tableCards > 0 && !echoed;
}
