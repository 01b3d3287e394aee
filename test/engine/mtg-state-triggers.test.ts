/**
 * A state trigger (603.8): "whenever you have no cards in hand" (`empty-hand`) triggers as soon as the hand is empty,
 * even in the middle of a resolution, and not again until it has left the stack. Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { ok, player, steps } from './helpers.ts';

const ENCH = 'o=Library enchantment (empty-hand: draw 1 you)';

describe('empty-hand (603.8)', () => {
  it('"discard your hand, then draw that many": it triggers during the resolution, while the hand is momentarily empty', () => {
    const r = ok(`mtg ; A hand=3 library=10 ; A: ${ENCH} ; B: z=1/1 ; cast A Windfall: discard-hand A & draw that-much A`);
    const t = steps(r, 'triggers');
    expect(t).toHaveLength(1);
    expect(t[0]!.rules).toEqual(['603.8']);
    // three cards discarded, three drawn, then one more from the ability
    expect(player(r, 'A').cards).toEqual({ hand: 4, library: 6, graveyard: 3 });
  });

  it('it does not trigger again while it is on the stack, even if the hand empties again meanwhile', () => {
    const r = ok(`mtg ; A hand=1 library=10 ; A: ${ENCH} ; B: z=1/1 ; cast A: discard 1 A ; resolve ; cast A: draw 1 A & discard 1 A`);
    expect(steps(r, 'triggers')).toHaveLength(1);
    expect(player(r, 'A').cards!.hand).toBe(1);
  });

  it('once it has left the stack it triggers again the next time the hand is empty', () => {
    const r = ok(`mtg ; A hand=1 library=10 ; A: ${ENCH} ; B: z=1/1 ; cast A: discard 1 A ; resolve ; resolve ; cast A: discard 1 A`);
    expect(steps(r, 'triggers')).toHaveLength(2);
    expect(player(r, 'A').cards!.hand).toBe(1);
  });

  it('a discard that leaves cards in hand, or another player\'s empty hand, does not trigger it', () => {
    expect(steps(ok(`mtg ; A hand=3 library=10 ; A: ${ENCH} ; B: z=1/1 ; cast A: discard 1 A`), 'triggers')).toEqual([]);
    expect(steps(ok(`mtg ; B hand=1 ; A: ${ENCH} ; B: z=1/1 ; cast A: discard 1 B`), 'triggers')).toEqual([]);
  });
});
