/**
 * A buff is Riftbound's own +1 Might marker (Core Rules 2025-06-02, 702.2.b): at most one per unit, and some costs
 * spend it. Players ask about giving, spending and stacking buffs; the lexicon's `buff` concept (rulings/lexicon/rb.yaml)
 * reads those forms, while Magic's "pump" keeps the bare word. Questions written for this test, in our own words,
 * not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound buffs', () => {
  it.each([
    ['Riftbound: can I give a buff to a unit that is already buffed?'],
    ['If I spend the buff on my unit, does it lose the +1 Might right away?'],
    ['Riftbound : je peux donner un buff à une unité déjà buffée ?'],
  ])('%s → answered with rb.core.buff', (question) => {
    const r = expectAnswered(search, question, 'rb.core.buff');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('asked in Japanese whether a second buff stacks, the buff entry is what the user sees first', () => {
    const r = search.query('リフトバウンドで、バフがついているユニットにもう一度バフを付けられる？');
    const first = r.match === 'answer' ? r.hits[0] : r.suggestions[0];
    expect(first!.id).toBe('rb.core.buff');
    expect([...r.hits, ...r.suggestions].every((h) => h.game === 'rb')).toBe(true);
  });

  it('the buff concept reads only the marker’s forms: a Magic pump question keeps Magic’s entries', () => {
    expect(search.analyse('can I spend a buff to pay for it?').concepts).toContain('buff');
    const r = search.query('Can I pump my creature twice with Giant Growth?');
    expect([...r.hits, ...r.suggestions].every((h) => h.game === 'mtg')).toBe(true);
  });
});
