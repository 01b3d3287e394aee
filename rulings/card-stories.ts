/**
 * Questions naming cards the card table knows (issue #24). A known card's name is taken out of the words an answer
 * has to cover (rulings/analyse/question.ts), so what is left of a story naming three cards is short and generic
 * ("attacked, block, twice, dies, hit"): an entry sharing that much "covers it well" while the question is about
 * what the cards do. The root index answers a story covered well (trust-gates.ts ROOT_STORY_COVERAGE) without a
 * clear lead over the runner-up; a story whose coverage is measured on what the card names left does not get that
 * exemption: it needs the lead, else "not sure" with the closest entries.
 */

/**
 * Whether a story (trust-gates.ts narrowLead) needs a clear lead at any coverage because the question names cards
 * the card table knows and no entry is about (`tableCards` of them).
 * Measured 2026-11-28 on main 376d7f5, real questions, with the reference card pool as card table (with namesOwnType):
 * blind rounds 6–13 (totals) right 158 → 155, confidently wrong 19 → 15; study (dev + rounds 1–5) 270 → 268, 23 → 22.
 * Without a card table no card is known: nothing changes.
 */
export function namesTableCards(tableCards: number): boolean {
  return tableCards > 0;
}
