/**
 * A "not sure" reply offers the closest entries in the ranking's order: the first choice is the best-ranked entry,
 * not one moved ahead of it because its tags name a concept of the story (held out over every round, that swap put
 * the right entry second more often than it put it first).
 */
import { describe, expect, it } from 'vitest';
import { expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a "not sure" reply', () => {
  it('puts first the rule a spell with a vanished target hangs on: fizzle before scry', () => {
    const result = search.query('If the creature I targeted is already gone when my spell resolves, do I still get to scry 1?');
    // the answer, or the first of the choices offered when not sure: the fizzle rule, not the scry keyword
    const first = result.found ? result.hits[0] : result.suggestions[0];
    expect(first?.id).toBe('mtg.core.fizzle');
  });

  it('offers first the end-step rule for a creature that comes back after its end-step trigger', () => {
    expectOffered(search, 'Ball Lightning is sacrificed at the beginning of the end step. If I blink it with Liberate and it returns at the next end step, do I keep it or does it die at the following end step?', 'mtg.turn.end-step-triggers');
  });
});
