/**
 * mtg.core.text-changing, an entry the knowledge base lacked (issue #24): what a text-changing effect can change
 * (612.2: words used as what they mean, never a card name or a mana symbol; 205.3e: only a real subtype; 612.5:
 * swapped text boxes; 400.7a: a change made to a permanent spell stays on the permanent). Questions written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.core.text-changing';

describe('text-changing effects change only words used as what they mean', () => {
  it.each([
    'can Sleight of Mind turn the {G} mana symbol of my land into {U}?',
    'with Artificial Evolution can I replace Goblin with a creature type I just invented?',
  ])('%s → answered with the text-changing entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('the reply says a mana symbol is not a color word, in the three languages', () => {
    expect(entryAnswer(ID, 'en')).toMatch(/a mana symbol such as \{G\} isn't\s+a color word/);
    expect(entryAnswer(ID, 'ja')).toMatch(/マナ・シンボルは色の単語ではない/);
    expect(entryAnswer(ID, 'fr')).toMatch(/un symbole de mana comme \{G\} n'est pas un mot de couleur/);
  });
});
