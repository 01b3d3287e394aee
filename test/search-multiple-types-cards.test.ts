/**
 * mtg.core.multiple-types now says the two-types rule holds off the battlefield too: a discarded Dryad Arbor is both
 * a creature card and a land card (205.2b), so abilities looking for either see it. Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.core.multiple-types';

describe('a card with two card types is each of them, in any zone', () => {
  it.each([
    'my opponent discarded a Dryad Arbor: does it count as a land card, a creature card, or both?',
    'I have Waste Not and my opponent discards Dryad Arbor — is that a creature card and a land card at the same time?',
    'is a land that became a creature still a land?',
  ])('%s → answered with the multiple-types entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('the reply names the discarded Dryad Arbor case in the three languages', () => {
    expect(entryAnswer(ID, 'en')).toMatch(/discarded Dryad Arbor is both a creature card and a land card/);
    expect(entryAnswer(ID, 'ja')).toMatch(/ドライアドの東屋/);
    expect(entryAnswer(ID, 'fr')).toMatch(/Tonnelle de dryade défaussée est créature et terrain/);
  });
});
