/**
 * Excess damage (120.4a): `damage-excess N x>y` deals N damage to x, and what is beyond lethal damage goes to y in the
 * same damage event. Positions written from the rules: damage already marked counts, deathtouch makes any damage
 * beyond 1 excess, a planeswalker's excess is beyond its loyalty.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { object, ok, player, steps } from './helpers.ts';

describe('damage-excess (120.4a)', () => {
  it('5 damage to a 2/3: 3 to it, 2 to its controller', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=2/3 ; cast A Flame Spike: damage-excess 5 x>B');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(18);
    expect(steps(r, 'excess')[0]).toMatchObject({ params: { amount: 5, excess: 2 }, rules: ['120.4a'] });
  });

  it('damage already marked counts: a 2/3 with 2 damage needs only 1', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=2/3 ; cast A: damage 2 x ; resolve ; cast A: damage-excess 5 x>B');
    expect(player(r, 'B').life).toBe(16);
  });

  it('from a deathtouch source any damage beyond 1 is excess; to a planeswalker, beyond its loyalty', () => {
    const dt = ok('mtg ; A: z=1/1 deathtouch (activated: damage-excess 4 x>B) ; B: x=5/5 ; activate z');
    expect(object(dt, 'x').zone).toBe('graveyard');
    expect(player(dt, 'B').life).toBe(17);
    const pw = ok('mtg ; A: z=1/1 ; B: j=Jace planeswalker loyalty=3 ; cast A: damage-excess 5 j>B');
    expect(player(pw, 'B').life).toBe(18);
  });

  it('the excess is worked out before prevention: a shield on the creature does not send more to the player', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=2/3 prevent:2 ; cast A: damage-excess 5 x>B');
    expect(player(r, 'B').life).toBe(18);
    expect(object(r, 'x').damage).toBe(1);
  });

  it('written wrong: a caret and the form', () => {
    const bad = checkScenario('mtg ; A: z=1/1 ; B: x=2/3 ; cast A: damage-excess 5 x');
    expect(!bad.ok && bad.errors[0]!.key).toBe('engine-mtg.parse.bad-excess');
    const same = checkScenario('mtg ; A: z=1/1 ; B: x=2/3 ; cast A: damage-excess 5 x>x');
    expect(!same.ok && same.errors[0]!.key).toBe('engine-mtg.parse.excess-same');
  });
});
