/**
 * A card named in the question lifts the entries listing it (NAMED_CARD_FACTOR) — but not an entry that lists it only
 * as an example while the question asks about a concept that entry is not about: the rule asked comes first.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a named card does not lift an entry using it as an example of another rule', () => {
  it.each([
    ['If I put March of the Machines onto the battlefield, do my artifact lands become 0/0 creatures and die?', 'mtg.core.zero-toughness'],
    ['Avec March of the Machines en jeu, mes terrains artefacts deviennent des créatures 0/0 et meurent ?', 'mtg.core.zero-toughness'],
    ['Two Llanowar Elves, and an aura made one of them legendary. I enchant the other one the same way: what do I keep?', 'mtg.core.legend-rule'],
  ])('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });
});
