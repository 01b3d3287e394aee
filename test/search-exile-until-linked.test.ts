/**
 * mtg.core.exile-until now says why the two-ability exilers (Fiend Hunter, Faceless Butcher, Spell Queller) exile for
 * good when removed in response: the leaves ability only returns what its linked enters ability exiled (607.2a).
 * Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.core.exile-until';

describe('an exiler removed while its enters trigger waits exiles for good', () => {
  it.each([
    'if I destroy Faceless Butcher while its enters trigger is on the stack, is my creature exiled forever?',
    'Spell Queller dies in response to its exile trigger, does the spell ever come back?',
  ])('%s → answered with the exile-until entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('the reply gives the linked-abilities reason in the three languages', () => {
    expect(entryAnswer(ID, 'en')).toMatch(/only ever returns what its own linked enters ability exiled \(607\.2a\)/);
    expect(entryAnswer(ID, 'ja')).toMatch(/（607\.2a）、そのカードは二度と戻りません/);
    expect(entryAnswer(ID, 'fr')).toMatch(/sa capacité\s+d'arrivée liée a exilé \(607\.2a\)/);
  });
});
