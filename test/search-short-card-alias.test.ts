/**
 * A card's one-word short name ("cull" for Cull the Weak) is the card's name only when the question names no other
 * card: in a story naming other cards it is an everyday word, and that card's ruling is not the answer. Card names in
 * Latin letters count as whole words only. Questions written for this test, in our own words.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';
import { wholeNameIn } from '../rulings/search.ts';

const search = kbSearch();

describe('one-word short card names', () => {
  it('a story naming other cards and "Cull" is not answered with Cull the Weak\'s ruling', () => {
    const r = search.query('My Traveling Merchant carries Cull and then I Switcheroo it with a 4 might unit: does the +1 still add on top?');
    expect(r.hits[0]?.id).not.toBe('rb.card.cull-the-weak');
  });

  it('a question naming the card by its full name is still answered with its ruling', () => {
    expectAnswered(search, 'does Cull the Weak target my opponent units?', 'rb.card.cull-the-weak');
  });

  it('matches Latin names as whole words only', () => {
    expect(wholeNameIn('did i win by victory points', 'victor')).toBe(false);
    expect(wholeNameIn('can victor attack twice', 'victor')).toBe(true);
    expect(wholeNameIn('弱者狩りは対象を取る', '弱者狩り')).toBe(true);
    // A Japanese question runs straight on from a Latin name: it still names the card.
    expect(wholeNameIn('worshipがあっても誘発は起きる', 'worship')).toBe(true);
    expect(wholeNameIn('worshipsがある', 'worship')).toBe(false);
  });
});
