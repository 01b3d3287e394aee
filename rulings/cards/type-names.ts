/**
 * Card names that are also the card's own type (issue #24). With the card table loaded, "turn his Glacial Chasm into
 * a Swamp" or "bouncing a Nightmare creature" finds the cards Swamp and Nightmare, and a card's name is taken out of
 * the words an answer has to cover (rulings/analyse/question.ts): the land type or the creature type the question
 * is about would be lost. A one-word name that is one of the card's own subtypes (Swamp is a "Basic Land — Swamp",
 * Nightmare a "Creature — Nightmare Horse") is read as that type word, as it is without a card table: not a card
 * mention at all (no hints, no name left out, no name match against an entry's cards).
 */
import { tokenize } from '../tokenize.ts';
import type { Card } from './types.ts';

/**
 * Whether `written` (a card name as the question writes it) is the card's whole one-word name and one of its own
 * subtypes. ("the Birds" said again for Birds of Paradise, a "Creature — Bird", is that card, not the type.)
 */
export function namesOwnType(card: Card, written: string): boolean {
  const words = tokenize(written, false);
  if (words.length !== 1 || tokenize(card.name, false).join(' ') !== words[0]) return false;
  const subtypes = card.type.split('—')[1] ?? '';
  return tokenize(subtypes, false).includes(words[0]!);
}
