/**
 * Exert (701.39; engine/mtg/exert.ts) in the notation: the keyword `exert`, `no-exert`, and the trigger word `exerted`
 * of its linked "When you do, …" (607.2h). Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { ok } from './helpers.ts';

const life = (r: ReturnType<typeof ok>, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;

describe('exert (701.39)', () => {
  it('an attacker with exert is exerted as attackers are declared; its exerted ability triggers once', () => {
    const r = ok('mtg ; A: w=2/2 exert (exerted: damage 1 each-opponent) ; B: x=0/1 ; attack w');
    expect(life(r, 'B')).toBe(17);
    expect(r.resolution.steps.filter((s) => s.key === 'engine-mtg-exert.step.exerts')).toHaveLength(1);
    expect(r.resolution.choices.find((c) => c.rules.includes('701.39d'))!.assumed).toBe(true);
  });

  it('no-exert: no exert, no trigger; a creature that doesn\'t attack is never exerted', () => {
    expect(life(ok('mtg ; A: w=2/2 exert no-exert (exerted: damage 1 each-opponent) ; B: x=0/1 ; attack w'), 'B')).toBe(18);
    const home = ok('mtg ; A: w=2/2 exert (exerted: damage 1 each-opponent) ; v=1/1 ; B: x=0/1 ; attack v');
    expect(home.resolution.steps.some((s) => s.key === 'engine-mtg-exert.step.exerts')).toBe(false);
  });
});
