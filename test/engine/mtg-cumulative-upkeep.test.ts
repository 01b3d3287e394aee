/**
 * Cumulative upkeep (702.24), positions written from the rules: an age counter each upkeep of its controller, then the
 * cost once per age counter, all or nothing, or the permanent is sacrificed (702.24a); several instances each count
 * every age counter (702.24b); life can be paid only up to the total (119.4).
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const choiceKeys = (r: ReturnType<typeof ok>) => r.resolution.choices.map((c) => c.taken.key);

describe('cumulative-upkeep:N — N life per age counter (702.24a)', () => {
  it('with two age counters already, the third makes the cost 3 life; the usual choice pays it', () => {
    const r = ok('mtg ; A: c=Wall 0/7 age=2 cumulative-upkeep:1 ; B: x=1/1');
    expect(player(r, 'A').life).toBe(17);
    expect(object(r, 'c').counters.age).toBe(3);
    expect(choiceKeys(r)).toEqual(['engine-mtg-upkeep.taken-pay']);
    expect(r.resolution.choices[0]!.rules).toEqual(['702.24a']);
  });

  it('a player without enough life can\'t pay (119.4): the permanent is sacrificed', () => {
    const r = ok('mtg ; A life=2 ; A: c=Wall 0/7 age=2 cumulative-upkeep:1 ; B: x=1/1');
    expect(player(r, 'A').life).toBe(2);
    expect(object(r, 'c').zone).toBe('graveyard');
    expect(choiceKeys(r)).toEqual(['engine-mtg-upkeep.taken-sacrifice']);
  });

  it('only on its controller\'s upkeep: the opponent\'s permanent with it does nothing in A\'s turn', () => {
    const r = ok('mtg ; A: w=2/2 ; B: c=Wall 0/7 cumulative-upkeep:1 ; attack w');
    expect(player(r, 'B').life).toBe(18);
    expect(object(r, 'c').counters.age).toBeUndefined();
  });
});

describe('cumulative-upkeep-sacrifice — a creature per age counter (702.24a)', () => {
  it('one age counter becomes two: with two other creatures, both are sacrificed and it stays', () => {
    const r = ok('mtg ; A: c=Wall 0/7 age=1 (your-upkeep: cumulative-upkeep-sacrifice self) ; d=1/1 ; e=2/2 ; B: x=1/1');
    expect([object(r, 'c').zone, object(r, 'd').zone, object(r, 'e').zone]).toEqual(['battlefield', 'graveyard', 'graveyard']);
  });

  it('with only one other creature it can\'t be paid without sacrificing itself: it alone is sacrificed', () => {
    const r = ok('mtg ; A: c=Wall 0/7 age=1 (your-upkeep: cumulative-upkeep-sacrifice self) ; d=1/1 ; B: x=1/1');
    expect([object(r, 'c').zone, object(r, 'd').zone]).toEqual(['graveyard', 'battlefield']);
    expect(choiceKeys(r)).toEqual(['engine-mtg-upkeep.taken-sacrifice']);
  });
});
