/**
 * A card named in a long story is where the story happens, not what it asks: an entry that merely lists that card
 * among its examples gets no lift from the name there (rulings/search.ts candidates(), NAMED_CARD_FACTOR), while a
 * short question naming the card is still about the card's entry. And a creature told by its size ("two 2/2s")
 * reads as creatures for the lexicon (rulings/analyse/concepts.ts).
 */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../rulings/search.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

/** What the asker sees first: the answer, else the first of the closest entries offered. */
const firstShown = (r: SearchResult) => (r.found ? r.hits[0] : r.suggestions[0])?.id;

describe('cards named in a story', () => {
  it('answers a priority question told around a board wipe with the priority rule, not the entry listing the wipe', () => {
    expectAnswered(search, 'I cast Wrath of God and my opponent passes. Do I get priority again to sacrifice my Ravenous Baloth before it resolves?', 'mtg.core.priority');
  });

  it('still answers a short question about the card itself with its own entry', () => {
    expectAnswered(search, 'how does Kiki-Jiki, Mirror Breaker go infinite?', 'mtg.card.kiki-jiki');
  });
});

describe('creatures told by their size', () => {
  it('reads "two 2/2s" as two blockers: the damage among blockers, not another entry', () => {
    const r = search.query('My opponent blocked my 5/5 with two 2/2s. Who picks the order?');
    expect(r.analysis?.concepts).toContain('several-blockers');
    expect(firstShown(r)).toBe('mtg.combat.divide-blockers');
  });

  it('reads « deux 2/2 » the same way in French', () => {
    const r = search.query('Mon 4/4 attaque et il bloque avec deux 2/2. Comment je répartis les blessures ?');
    expect(r.analysis?.concepts).toContain('several-blockers');
  });
});
