/**
 * Awe Strike's shield on a source (`prevent-next-gain`, 615.7) and the life floor judged on the whole damage event
 * (Worship, 120.4d). Positions written from the rules; each asserts life totals and the rules cited.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps } from './helpers.ts';

describe('prevent-next-gain (Awe Strike)', () => {
  it('the next damage event of the creature is prevented, all of it, and the caster gains that much', () => {
    const r = ok('mtg ; A: w=4/4 ; B: x=1/1 ; y=1/1 ; cast B Awe Strike: prevent-next-gain w ; attack w ; block x,y>w ; assign w: x=2 y=2');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'y').zone).toBe('battlefield');
    expect(player(r, 'B').life).toBe(24);
    expect(steps(r, 'prevented-source').map((st) => st.params.amount)).toEqual([2, 2]);
    expect(steps(r, 'source-shield-created')[0]!.rules).toEqual(['615.7']);
  });

  it('only the next time: a second damage event from the same creature is dealt', () => {
    const r = ok('mtg ; A: w=2/2 (activated: damage 2 B) ; B: z=1/1 ; cast B Awe Strike: prevent-next-gain w ; resolve ; activate w ; resolve ; activate w');
    expect(player(r, 'B').life).toBe(20);
    expect(steps(r, 'prevented-source')).toHaveLength(1);
  });

  it('it ends at cleanup: damage the next turn is dealt', () => {
    const r = ok('mtg ; A: w=2/2 (activated: damage 2 B) ; B: z=1/1 ; cast B Awe Strike: prevent-next-gain w ; resolve ; end ; activate w');
    expect(player(r, 'B').life).toBe(18);
  });
});

describe('life-floor judged on the whole damage event (120.4d)', () => {
  it('two attackers taking the player from 2 to -8 in one event: Worship keeps them at 1, said once, citing both sources', () => {
    const r = ok('mtg ; A: a=5/5 ; c=5/5 ; B: life=2 ; w=Worship life-floor ; x=0/1 ; attack a,c>B');
    expect(player(r, 'B').life).toBe(1);
    const floor = steps(r, 'life-floor');
    expect(floor).toHaveLength(1);
    expect(floor[0]!.params).toMatchObject({ amount: 10, from: 2 });
  });

  it('Worship with its controller controlling no creature does nothing', () => {
    const r = ok('mtg ; A: a=5/5 ; B: life=2 ; w=Worship life-floor ; attack a>B');
    expect(player(r, 'B').lost).toBe(true);
  });
});
