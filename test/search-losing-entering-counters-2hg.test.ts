/**
 * Three existing entries now state a case real players asked plainly: an effect that makes your opponent lose and then
 * you (mtg.core.winning-losing: the opponent leaves first, you have won, 104.2a/104.3e), a permanent entering with
 * counters counting as counters put on it (mtg.core.enters-characteristics, 122.6), and in Two-Headed Giant the
 * "defending player" of an attacker, "can't attack you" and a teammate's life gain (mtg.core.two-headed-giant,
 * 805.10b/e, 810.9). Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('losing by an effect, entering with counters, Two-Headed Giant attacks and life gain', () => {
  it.each([
    ['a card says my opponent loses the game and then I lose the game, in a two player game who wins?', 'mtg.core.winning-losing'],
    ['a spell says target opponent loses the game, then you lose the game. do I win or is it a draw?', 'mtg.core.winning-losing'],
    ['a creature enters with +1/+1 counters, does my whenever counters are put on ability trigger?', 'mtg.core.enters-characteristics'],
    ['in two-headed giant does my whenever you gain life trigger when my teammate gains life?', 'mtg.core.two-headed-giant'],
    ["2HG: my teammate controls a creature saying creatures can't attack you, can the other team still attack me?", 'mtg.core.two-headed-giant'],
  ])('%s → %s', (q, id) => {
    expectAnswered(search, q, id);
  });

  it('the replies state the asked cases in the three languages', () => {
    expect(entryAnswer('mtg.core.winning-losing', 'en')).toMatch(/your only opponent leaves first, you have won that instant \(104\.2a\)/);
    expect(entryAnswer('mtg.core.winning-losing', 'ja')).toMatch(/104\.3e/);
    expect(entryAnswer('mtg.core.winning-losing', 'fr')).toMatch(/vous avez\s+gagné à cet instant \(104\.2a\)/);
    for (const lang of ['en', 'ja', 'fr'] as const) {
      expect(entryAnswer('mtg.core.enters-characteristics', lang)).toMatch(/122\.6/);
      expect(entryAnswer('mtg.core.two-headed-giant', lang)).toMatch(/805\.10e[\s\S]*805\.10b[\s\S]*810\.9/);
    }
  });
});
