/**
 * "Target player sacrifices a creature" (engine/mtg/edicts.ts, 701.17a): the player chooses which creature as it
 * resolves (608.2d), so hexproof on a creature doesn't stop it; with one creature there is nothing to choose. And a
 * permanent put on top of its owner's library (removal that is not destruction).
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

describe('sacrifice-a-creature', () => {
  it('the player chooses: the choice is shown, the smallest assumed, and hexproof doesn\'t protect it', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 ; y=1/1 hexproof ; cast A Diabolic Edict: sacrifice-a-creature ?player');
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(object(r, 'x').zone).toBe('battlefield');
    const choice = r.resolution.choices.find((c) => c.rules.includes('701.17a'))!;
    expect(choice.chooser).toBe('B');
    expect(choice.assumed).toBe(true);
  });

  it('one creature: no choice; none: nothing happens, in every language', () => {
    const one = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: sacrifice-a-creature ?opponent');
    expect(object(one, 'x').zone).toBe('graveyard');
    expect(one.resolution.choices.filter((c) => c.rules.includes('701.17a'))).toEqual([]);
    const none = ok('mtg ; A: w=2/2 ; B: o=Relic artifact ; lance A: sacrifie-une-créature B');
    expect(none.resolution.steps.some((s) => s.key === 'engine-mtg-edicts.step.no-creature')).toBe(true);
    expect(player(none, 'B').life).toBe(20);
  });
});

describe('put-on-library (400.3, 400.7)', () => {
  it('a creature put on top of its owner\'s library is the next card that player draws', () => {
    const r = ok('mtg ; A: w=2/2 ; B library=5 ; B: x=3/3 ; cast A Griptide: put-on-library ?creature ; resolve ; cast B: draw 1 B');
    expect(object(r, 'x').zone).toBe('hand');
    const stays = ok('mtg ; A: w=2/2 ; B library=5 ; B: x=3/3 ; cast A Griptide: put-on-library ?creature');
    expect(object(stays, 'x').zone).toBe('library');
    expect(stays.resolution.steps.find((s) => s.key === 'engine-mtg-zones.step.put-on-library')!.rules).toEqual(['400.3', '400.7']);
  });
});
