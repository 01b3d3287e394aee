/**
 * Power and toughness defined by a count (604.3, 208.2): a characteristic-defining ability that applies first in
 * layer 7 (613.4a) and follows the count as it changes. Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { object, ok } from './helpers.ts';

const pt = (r: ReturnType<typeof ok>, id: string) => `${object(r, id).power}/${object(r, id).toughness}`;

describe('pt-creatures: equal to the number of creatures its controller controls', () => {
  it('counts itself and its controller\'s other creatures, not the opponent\'s', () => {
    expect(pt(ok('mtg ; A: c=Crusader 0/0 pt-creatures ; v=1/1 ; w=1/1 ; B: x=1/1 ; y=1/1'), 'c')).toBe('3/3');
  });

  it('follows the count: a creature of its controller dies, it shrinks; a +1/+1 counter still adds on top (613.4c)', () => {
    const r = ok('mtg ; A: c=Crusader 0/0 pt-creatures +1/+1=1 ; v=1/1 ; B: x=1/1 ; cast B: destroy v');
    expect(pt(r, 'c')).toBe('2/2');
  });

  it('gaining control of a creature raises the count (layer 2 before layer 7)', () => {
    const r = ok('mtg ; A: c=Crusader 0/0 pt-creatures ; B: x=1/1 ; y=1/1 ; cast A: control A x');
    expect(pt(r, 'c')).toBe('2/2');
  });
});

describe('pt-hand: equal to the number of cards in its controller\'s hand', () => {
  it('counts the cards in hand and follows draws', () => {
    const r = ok('mtg ; A hand=3 library=10 ; A: m=Maro 0/0 pt-hand ; B: x=1/1 ; cast A: draw 2 A');
    expect(pt(r, 'm')).toBe('5/5');
  });

  it('with no cards in hand it is 0/0 and goes to the graveyard (704.5f)', () => {
    const r = ok('mtg ; A hand=1 ; A: m=Maro 0/0 pt-hand ; B: x=1/1 ; cast A: discard 1 A');
    expect(object(r, 'm').zone).toBe('graveyard');
  });

  it('state-based actions look only after the spell resolves: discarding a hand then drawing seven, it survives (704.4)', () => {
    const r = ok('mtg ; A hand=4 library=20 ; A: m=Maro 0/0 pt-hand ; B: x=1/1 ; cast A: discard-hand A & draw 7 A');
    expect(object(r, 'm').zone).toBe('battlefield');
    expect(pt(r, 'm')).toBe('7/7');
  });
});
