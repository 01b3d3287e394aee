/**
 * Ranking (issue #24): a card the question names that one card's ruling lists only as an example (Ensoul Artifact's
 * ruling lists March of the Machines, Solemnity's lists Kitchen Finks) gives that ruling no named-card lift
 * (NAMED_CARD_FACTOR in rulings/search.ts): the general rule asked about comes first. A question naming the ruling's
 * own card still gets it. What a user sees: the answer's first entry, or the first "not sure" choice. The questions
 * were written for this test, not taken from the sets.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../rulings/search.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

/** What the reply shows: the answer's entries, or the "not sure" choices. */
const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).map((h) => h.id);

describe("a card listed only as an example on another card's ruling", () => {
  it('March of the Machines turning a 0-cost artifact into a creature: the zero-toughness rule is offered first, Ensoul Artifact\'s ruling after it', () => {
    const r = search.query('If I cast March of the Machines, does my Mind Stone become a 0/0 creature and die?');
    const ids = shown(r);
    expect(ids[0]).toBe('mtg.core.zero-toughness');
    expect(ids).toContain('mtg.card.ensoul-artifact');
    expect(ids.indexOf('mtg.core.zero-toughness')).toBeLessThan(ids.indexOf('mtg.card.ensoul-artifact'));
  });

  it("Kitchen Finks coming back with no -1/-1 counter is answered by persist, not by Solemnity's ruling", () => {
    expectAnswered(search, 'My opponent has Kitchen Finks. When it dies with no -1/-1 counter, does it come back?', 'mtg.kw.persist');
  });
});

describe("a question naming the ruling's own card", () => {
  it.each([
    ['Does Ensoul Artifact remove flying from my Ornithopter?', 'mtg.card.ensoul-artifact'],
    ['I have Solemnity out and my Kitchen Finks dies. Does it come back?', 'mtg.card.solemnity-persist'],
  ])('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });
});
