/**
 * Exchange of control (701.10): each player gains control of the permanent the other controlled, all at once; if
 * the whole exchange can't happen, none of it does (701.10a); under one controller it does nothing (701.10b).
 * Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { ok } from './helpers.ts';

const controllerOf = (r: ReturnType<typeof ok>, id: string) => {
  const o = r.resolution.final.objects.find((x) => x.id === id)!;
  return o.controller;
};
const cardEffects = (r: ReturnType<typeof ok>) => r.resolution.steps.filter((s) => s.key.startsWith('engine-mtg.card-effects.exchange')).map((s) => s.key.slice('engine-mtg.card-effects.'.length));

describe('exchange (701.10)', () => {
  it('creatures of two players: each gains control of the other\'s (701.10b)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: exchange w,x');
    expect(controllerOf(r, 'w')).toBe('B');
    expect(controllerOf(r, 'x')).toBe('A');
    expect(cardEffects(r)).toEqual(['exchanged']);
  });

  it('one of them destroyed in response: no part of the exchange happens (701.10a)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: exchange w,x ; cast B: destroy x');
    expect(controllerOf(r, 'w')).toBe('A');
    expect(cardEffects(r)).toEqual(['exchange-incomplete']);
  });

  it('both controlled by one player: nothing happens (701.10b)', () => {
    const r = ok('mtg ; A: w=2/2 ; v=1/1 ; B: x=3/3 ; cast A: exchange w,v');
    expect(controllerOf(r, 'w')).toBe('A');
    expect(controllerOf(r, 'v')).toBe('A');
    expect(cardEffects(r)).toEqual(['exchange-same']);
  });

  it('the creature it gains can\'t attack this turn (summoning sickness follows control, 302.6)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: exchange w,x ; resolve ; attack x');
    expect(r.resolution.violations.flatMap((v) => v.rules)).toContain('302.6');
  });
});
