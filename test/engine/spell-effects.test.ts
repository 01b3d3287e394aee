/**
 * Effects of instants and sorceries added for the Oracle reader (fifth stretch): edicts (engine/mtg/edicts.ts,
 * 701.17a — the player chooses which creature as it resolves, 608.2d), a permanent put on top of its owner's library
 * (400.3, 400.7), effects that happen in the next turn, after the scenario's (engine/mtg/next-turn.ts, 603.7a, 502.3),
 * and "if that creature would die this turn, exile it instead" (614.6). Each asserts what the reply shows.
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

describe('draw-next-upkeep (603.7a)', () => {
  it('creates the delayed draw and says it is after the scenario: nothing is drawn in its outcome', () => {
    const r = ok('mtg ; A library=3 ; A: w=2/2 ; cast A Feral Instinct: +1/+1 ?creature & draw-next-upkeep 1 you');
    expect(player(r, 'A').cards).toEqual({ hand: 0, library: 3, graveyard: 0 });
    const delayed = r.resolution.steps.find((s) => s.key === 'engine-mtg-next-turn.step.draw-next-upkeep')!;
    expect(delayed.rules).toEqual(['603.7a', '603.7b']);
    expect(delayed.params).toMatchObject({ player: 'A', amount: 1 });
  });
});

describe('skip-next-untap (502.3) and "if that creature would die this turn, exile it instead" (614.6)', () => {
  it('the tapped creature is said to stay tapped through its controller\'s next untap step, a later turn', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Crippling Chill: tap ?creature & skip-next-untap that');
    expect(object(r, 'x').tapped).toBe(true);
    const step = r.resolution.steps.find((s) => s.key === 'engine-mtg-next-turn.step.skip-next-untap')!;
    expect(step.params).toMatchObject({ target: 'x', player: 'B' });
    expect(step.rules).toEqual(['502.3', '611.2a']);
  });

  it('Lava Coil\'s creature is exiled, not put into the graveyard; undying doesn\'t bring it back', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 undying ; cast A Lava Coil: damage 4 ?creature & gain exile-instead that');
    expect(object(r, 'x').zone).toBe('exile');
  });
});
