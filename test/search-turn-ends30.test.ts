/**
 * "before the turn ends", "when the turn ends": players name the end of the turn with the verb, and English
 * four-letter words ending in -s are not stemmed ("ends" is not "end"), so the words stayed uncovered. The core
 * `end-of-turn` concept (rulings/lexicon/core.yaml) now reads those forms in every game. Questions written for this
 * test, in our own words, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('the turn ends', () => {
  it('reads "the turn ends" as the end of the turn', () => {
    expect(search.analyse('can I do anything before the turn ends?').concepts).toContain('end-of-turn');
  });

  it('a Riftbound question about acting after the end-of-turn triggers is answered with the Action and End phases', () => {
    const r = expectAnswered(search, "riftbound: I said I'm done, my end of turn trigger resolved. can I play another spell before the turn ends?", 'rb.core.action-end-phases');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('a Magic question about damage when the turn ends keeps its answer', () => {
    expectAnswered(search, 'how long does damage stay on a creature, does it go away when the turn ends?', 'mtg.core.cleanup');
  });
});
