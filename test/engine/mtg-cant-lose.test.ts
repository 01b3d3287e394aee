/**
 * Effects that keep a player in the game (104.3, 704.5a): Platinum Angel ("you can't lose the game") and
 * Transcendence ("you don't lose the game for having 0 or less life"). Positions written from the rules; the
 * Two-Headed Giant cases are the CR's 810.8a examples in cr-examples.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ok, player, steps } from './helpers.ts';

describe('cant-lose (Platinum Angel) and no-zero-life-loss (Transcendence)', () => {
  it('at 0 life with Platinum Angel: no loss, said once; without it: the player loses (704.5a)', () => {
    const r = ok('mtg ; A life=2 ; A: p=Platinum Angel 4/4 cant-lose ; B: z=1/1 ; cast B: lose-life 5 A ; cast B: lose-life 1 A');
    expect(player(r, 'A').lost).toBe(false);
    expect(steps(r, 'cant-lose')).toHaveLength(1);
    expect(player(ok('mtg ; A life=2 ; A: p=4/4 ; B: z=1/1 ; cast B: lose-life 5 A'), 'A').lost).toBe(true);
  });

  it('Platinum Angel leaves the battlefield: the player at 0 life loses at once', () => {
    const r = ok('mtg ; A life=2 ; A: p=Platinum Angel 4/4 cant-lose ; B: z=1/1 ; cast B: lose-life 5 A ; resolve ; cast B: destroy p');
    expect(player(r, 'A').lost).toBe(true);
  });

  it('Transcendence covers 0 life only: ten poison counters or an empty library still make its controller lose', () => {
    expect(player(ok('mtg ; A life=1 ; A: t=Transcendence no-zero-life-loss ; B: z=1/1 ; cast B: lose-life 3 A'), 'A').lost).toBe(false);
    expect(player(ok('mtg ; A poison=9 ; A: t=Transcendence no-zero-life-loss ; B: z=1/1 ; cast B: poison 1 A'), 'A').lost).toBe(true);
    expect(player(ok('mtg ; A library=0 ; A: t=Transcendence no-zero-life-loss ; B: z=1/1 ; cast A: draw 1 A'), 'A').lost).toBe(true);
    expect(player(ok('mtg ; A library=0 ; A: p=Platinum Angel 4/4 cant-lose ; B: z=1/1 ; cast A: draw 1 A'), 'A').lost).toBe(false);
  });
});
