/**
 * Delayed triggered abilities at a step (603.7a): `at-next-end-step x & …` ("… at the beginning of the next end step",
 * 513.1a) and `at-end-of-combat x & …` ("… at end of combat", 511.2), whose effects name the object watched `that`;
 * `return-under-owner` brings an exiled card back (400.7, 110.2). As the ability resolves it affects the object only if
 * it is still the same one where it was (603.7c). Positions written from the rules; each asserts what a user reads.
 */
import { describe, expect, it } from 'vitest';
import { ok, player } from './helpers.ts';

const keys = (r: ReturnType<typeof ok>) => r.resolution.steps.map((s) => s.key.replace('engine-mtg-delayed.step.', ''));
const obj = (r: ReturnType<typeof ok>, id: string) => r.resolution.final.objects.find((o) => o.id === id)!;
const step = (r: ReturnType<typeof ok>, k: string) => r.resolution.steps.find((s) => s.key === `engine-mtg-delayed.step.${k}`);

describe('at-next-end-step (603.7a, 513.1a)', () => {
  it('"sacrifice it at the beginning of the next end step": created as the spell resolves, it triggers when the turn ends', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: gain haste w & at-next-end-step w & sacrifice that ; end');
    expect(obj(r, 'w').zone).toBe('graveyard');
    expect(step(r, 'created-end-step')!.rules).toEqual(['603.7a', '513.1a']);
    expect(step(r, 'triggers-end-step')!.rules).toEqual(['603.7a', '603.7b', '513.1a']);
    expect(keys(r).indexOf('created-end-step')).toBeLessThan(keys(r).indexOf('triggers-end-step'));
  });

  it('the scenario stops before the end step: nothing happens yet, and the reply says the ability still waits', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: at-next-end-step w & sacrifice that');
    expect(obj(r, 'w').zone).toBe('battlefield');
    expect(step(r, 'still-waiting')!.rules).toContain('603.7a');
    expect(step(r, 'triggers-end-step')).toBeUndefined();
  });

  it('the creature left and came back before the end step: a new object, not sacrificed (603.7c, 400.7)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: at-next-end-step w & sacrifice that ; resolve ; cast A: exile w & at-next-end-step that & return-under-owner that ; end');
    // the second ability returns w at the same end step; the first finds a new object and does nothing to it
    expect(obj(r, 'w').zone).toBe('battlefield');
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg-zones.step.not-found' || s.key.endsWith('.fizzles'))).toBe(true);
  });

  it('a flicker: exiled now, the card returns under its owner\'s control at the next end step as a new object', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: exile z & at-next-end-step that & return-under-owner that ; end');
    expect(obj(r, 'z')).toMatchObject({ zone: 'battlefield', controller: 'B' });
    expect(step(r, 'returns')!.rules).toEqual(['603.7c', '400.7', '110.2']);
    const waiting = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: exile z & at-next-end-step that & return-under-owner that');
    expect(obj(waiting, 'z').zone).toBe('exile');
  });

  it('a token exiled ceases to exist (704.5d): nothing returns', () => {
    const r = ok('mtg ; A: w=2/2 ; B: t=1/1 token ; cast A: exile t & at-next-end-step that & return-under-owner that ; end');
    expect(obj(r, 't').zone).not.toBe('battlefield');
    expect(step(r, 'returns')).toBeUndefined();
  });

  it('prints back as written, and reads in Japanese and French words', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: at-next-end-step w & sacrifice that ; end');
    expect(r.canonical).toContain('at-next-end-step w & sacrifice that');
    expect(obj(ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: 次の終了ステップの開始時に w & sacrifice that ; end'), 'w').zone).toBe('graveyard');
    expect(obj(ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: à-la-fin-du-combat w & sacrifice that ; attack w'), 'w').zone).toBe('graveyard');
  });
});

describe('at-end-of-combat (511.2)', () => {
  it('the end of combat step is played when an ability waits for it, after combat damage', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; attack w ; cast B: at-end-of-combat w & destroy that');
    expect(player(r, 'B').life).toBe(18);
    expect(obj(r, 'w').zone).toBe('graveyard');
    const k = keys(r);
    expect(k.indexOf('end-of-combat')).toBeGreaterThan(k.findIndex((x) => x.endsWith('damage-step') || x.endsWith('.damage-step')));
    expect(step(r, 'end-of-combat')!.rules).toEqual(['511.1', '511.2']);
  });

  it('a blocker\'s "destroy that creature at end of combat": the creature it blocked, after damage', () => {
    const r = ok('mtg ; A: w=3/3 ; B: t=Asp 1/4 (blocks: at-end-of-combat that & destroy that) ; attack w ; block t>w');
    expect(obj(r, 'w').zone).toBe('graveyard');
    expect(obj(r, 't')).toMatchObject({ zone: 'battlefield', damage: 3 });
  });

  it('no combat this turn: the end of combat step is not played and the ability still waits', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast B: at-end-of-combat w & destroy that');
    expect(obj(r, 'w').zone).toBe('battlefield');
    expect(step(r, 'end-of-combat')).toBeUndefined();
    expect(step(r, 'still-waiting')).toBeDefined();
  });
});
