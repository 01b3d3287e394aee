/**
 * Several copies of one card with a triggered ability ("I've got 2 Boggart Shenanigans out", "Invisible Stalker
 * wearing two Trepanation Blades", "three Jin-Gitaxias, Progress Tyrant"): the story is about the same ability
 * triggering once for each copy, whatever words the asking sentence uses ("do I get to ping twice?", "what happens
 * when it swings?"). The count before the name says it; the card's text (the card table's) says it triggers.
 *
 * Only a card the card table knows counts: without its text a count before a name ("two Llanowar Elves") may be about
 * anything (the legend rule, mana).
 */
import type { CardMention } from './cards.ts';
import { rulesText } from '../cards/card-concepts.ts';

/** A count just before a name: a digit, a number word, "multiple", "several", "both (of) my". */
const COUNT_BEFORE = /(?:^|[\s(])(?:[2-9]|two|three|four|five|multiple|several|both|deux|trois|quatre|plusieurs)\s+(?:(?:of\s+)?(?:my|your|his|her|their|the|mes|tes|ses|leurs|les)\s+)?$/iu;
/** A triggered ability in a card's text: "when", "whenever", "at the beginning of". */
const TRIGGERED = /\b(?:when|whenever|at the beginning of)\b/i;

/** Whether the question names several copies of a card (one the card table knows) whose text has a triggered ability. */
export function repeatedTriggerCard(question: string, cards: readonly CardMention[]): boolean {
  return cards.some((m) => m.card && COUNT_BEFORE.test(question.slice(Math.max(0, m.start - 30), m.start)) && TRIGGERED.test(rulesText(m.card)));
}
