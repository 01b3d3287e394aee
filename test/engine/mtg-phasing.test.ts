/**
 * Phasing (702.26), positions written from the rules: a phased-out permanent stays on the battlefield (702.26d) but
 * is treated as though it does not exist (702.26b); what is attached to it phases out with it (702.26g).
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, violationRules } from './helpers.ts';

const phasedStep = (r: ReturnType<typeof ok>) => r.resolution.steps.find((s) => s.key === 'engine-mtg-phasing.step.phased-out');

describe('a phased-out permanent (702.26b, 702.26d)', () => {
  it('"destroy all creatures" does not destroy it; it is still on the battlefield afterwards', () => {
    const r = ok('mtg ; A: p=2/2 phased-out ; q=1/1 ; B: x=1/1 ; cast B Wrath: destroy creatures');
    expect(object(r, 'p').zone).toBe('battlefield');
    expect(object(r, 'q').zone).toBe('graveyard');
    expect(phasedStep(r)!.rules).toEqual(['702.26b', '702.26d']);
  });

  it('it can\'t be targeted, and it can\'t attack', () => {
    expect(violationRules(ok('mtg ; A: p=2/2 phased-out ; B: x=1/1 ; cast B: destroy p'))).toContain('601.2c');
    const attack = ok('mtg ; A: p=2/2 phased-out ; z=1/1 ; B: x=1/1 ; attack p');
    expect(violationRules(attack)).toContain('508.1a');
    expect(player(attack, 'B').life).toBe(20);
  });

  it('its static ability does nothing: a phased-out anthem gives no +1/+1', () => {
    const r = ok('mtg ; A: a=Anthem enchantment phased-out (static: +1/+1 yours) ; p=2/2 ; B: x=1/1 ; attack p');
    expect(player(r, 'B').life).toBe(18);
    expect(object(r, 'p').power).toBe(2);
  });

  it('it is not counted among its controller\'s creatures (a */* count, 604.3)', () => {
    const r = ok('mtg ; A: c=Crusader 0/0 pt-creatures ; p=2/2 phased-out ; v=1/1 ; B: x=1/1 ; attack c');
    expect(player(r, 'B').life).toBe(18);
  });

  it('an Aura on it phases out with it (702.26g): it is not put into the graveyard as attached to nothing', () => {
    const r = ok('mtg ; A: p=2/2 phased-out ; r=Rancor aura enchantment attached=p (static: +2/+0 attached) ; B: x=1/1 ; cast B: destroy x');
    expect(object(r, 'r').zone).toBe('battlefield');
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg-phasing.step.phased-out-indirectly' && s.rules?.includes('702.26g'))).toBe(true);
  });
});
