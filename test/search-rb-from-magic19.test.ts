/**
 * Riftbound questions asked in a Magic player's words (rb19, 2026-11-29): the trash and banishment read as the
 * graveyard and exile (rb.core.zones), recycling is not milling (594.1, 594.6), and a card's power cost (130.3) is
 * Riftbound's, Magic paying mana and life. Questions written for this test, in our own words, not taken from the
 * question sets. The reply's first hit is the entry, from Riftbound only.
 */
import { describe, expect, it } from 'vitest';
import { gameSignsIn } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound in Magic words (rb19)', () => {
  it.each([
    ['In Riftbound, does the trash work like the graveyard?', 'rb.core.zones'],
    ['Riftbound: recycle or mill, which one puts the cards under my deck?', 'rb.core.recycle'],
    ['Can a cost reducer lower a card\'s power cost too?', 'rb.core.costs'],
  ])('%s → answered with %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('a power cost is a Riftbound sign, a creature\'s power is not', () => {
    expect(gameSignsIn(foldTyped('does the power cost count toward the total cost?'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('Le coût en puissance peut-il être réduit ?'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('パワーコストは減らせる？'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('does my creature\'s power count for the cost of Ghalta?'))).toEqual([]);
  });

  it('the answers say it in every language', () => {
    expect(entryAnswer('rb.core.zones', 'en')).toMatch(/graveyard/);
    expect(entryAnswer('rb.core.zones', 'ja')).toMatch(/墓地/);
    expect(entryAnswer('rb.core.zones', 'fr')).toMatch(/cimetière/);
    for (const lang of ['en', 'ja', 'fr'] as const) expect(entryAnswer('rb.core.recycle', lang)).toMatch(/594\.6/);
  });
});
