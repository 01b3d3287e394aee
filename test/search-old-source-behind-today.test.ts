/**
 * A ruling from a historical document that still holds (the 1998 card rulings) stays behind today's entry on the
 * rule asked when the question names no old era: a story sharing a word with the old card's ruling is answered with
 * today's rule (OLD_SOURCE_FACTOR in rulings/search.ts). Named, the era still brings its ruling first.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe("today's entry before a 1998 ruling that shares the question's words", () => {
  it.each([
    ['With Furnace of Rath out, does a second one double the damage again?', 'mtg.damage.doubling'],
    ["If I take my opponent's land, does it untap in my untap step, or only in theirs?", 'mtg.core.untap-step'],
    ['I took his land: does it untap in my untap step or in his?', 'mtg.core.untap-step'],
  ])('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });
});

describe('the old era named still brings its ruling first', () => {
  it('Exhaustion under the 1998 rules', () => {
    expectAnswered(search, 'Under the 1998 rules, does Exhaustion stop a land I play later from untapping?', 'mtg.usg1998.exhaustion');
  });
});
