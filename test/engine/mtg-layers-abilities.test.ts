/**
 * Layer 6 (613.1f): "loses all abilities" — keywords, protection and printed abilities alike, written from the
 * rules text; a static ability its permanent has lost stops applying (613.6); an enters-the-battlefield ability of
 * a creature that enters already without abilities does not trigger (603.6b).
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps, violationRules } from './helpers.ts';

describe('an object that loses all abilities (613.1f)', () => {
  it('a flyer that lost its abilities can be blocked by a creature without flying or reach', () => {
    const r = ok('mtg ; A: w=3/3 flying ; B: x=2/2 ; cast B: lose-all w ; attack w ; block x>w');
    expect(violationRules(r)).toEqual([]);
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(steps(r, 'effect-lose-all')[0]!.rules).toContain('613.1f');
  });

  it('its printed "when this dies" ability no longer triggers', () => {
    const r = ok('mtg ; A: w=3/3 (dies: damage 3 B) ; B: x=2/2 ; cast B: lose-all w ; resolve ; cast B: destroy w');
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(20);
    // without the first spell it does
    const control = ok('mtg ; A: w=3/3 (dies: damage 3 B) ; B: x=2/2 ; cast B: destroy w');
    expect(player(control, 'B').life).toBe(17);
  });

  it('a keyword ability such as undying goes too: the creature stays in the graveyard', () => {
    const r = ok('mtg ; A: w=3/3 undying ; B: x=2/2 ; cast B: lose-all w ; resolve ; cast B: destroy w');
    expect(object(r, 'w').zone).toBe('graveyard');
  });

  it('an artifact creature stays an artifact (a card type is not an ability): protection from artifacts still stops it', () => {
    const r = ok('mtg ; A: w=Golem 3/3 artifact ; B: x=2/2 pro:artifacts ; cast B: lose-all w ; attack w ; block x>w');
    expect(object(r, 'x').zone).toBe('battlefield');
  });
});

describe('a static ability whose permanent has lost all abilities stops applying (613.6)', () => {
  it('an anthem creature that loses all abilities no longer pumps the others', () => {
    const r = ok('mtg ; A: h=Lord 2/2 (static: +1/+1 creatures yours others) ; z=1/1 ; B: x=1/1 ; cast B: lose-all h');
    expect(object(r, 'z').power).toBe(1);
    const control = ok('mtg ; A: h=Lord 2/2 (static: +1/+1 creatures yours others) ; z=1/1 ; B: x=1/1');
    expect(object(control, 'z').power).toBe(2);
  });
});

describe('continuous effects apply the moment a permanent enters (603.6b)', () => {
  it('"all creatures lose all abilities": a creature with an enters-the-battlefield ability enters without it, which does not trigger', () => {
    const r = ok('mtg ; A: h=Humility enchantment (static: lose-all creatures) ; cast A v=Elf 1/1 (enters: gain-life 2 you)');
    expect(object(r, 'v').zone).toBe('battlefield');
    expect(player(r, 'A').life).toBe(20);
    const control = ok('mtg ; A: h=Enchantment enchantment ; cast A v=Elf 1/1 (enters: gain-life 2 you)');
    expect(player(control, 'A').life).toBe(22);
  });
});

describe('an activated ability of an object that lost all abilities (613.1f, 602.1)', () => {
  it('after "loses all abilities" resolves, its {T} ability can\'t be activated: a violation, and nothing is dealt', () => {
    const r = ok('mtg ; A: p=Pyromancer 1/1 (activated tap: damage 1 ?any) ; B: x=1/1 ; cast B: lose-all p ; resolve ; activate p: x');
    expect(r.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.activation.violation.lost-all']);
    expect(violationRules(r)).toEqual(['613.1f', '602.1']);
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'p').tapped).toBeFalsy();
  });

  it('under Humility ("all creatures lose all abilities") a creature\'s ability can\'t be activated, but an Equipment\'s can', () => {
    const r = ok('mtg ; A: h=Humility enchantment (static: lose-all creatures) ; p=Pyromancer 1/1 (activated tap: damage 1 ?any) ; B: x=1/1 ; activate p: x');
    expect(violationRules(r)).toContain('613.1f');
    expect(object(r, 'x').zone).toBe('battlefield');
    const equip = ok('mtg ; A: h=Humility enchantment (static: lose-all creatures) ; e=Bonesplitter equipment artifact (activated sorcery: attach ?your-creature) ; p=1/1 ; activate e: p');
    expect(equip.resolution.violations).toEqual([]);
    expect(equip.resolution.steps.some((s) => s.key.endsWith('.attached') && s.rules?.includes('701.3a'))).toBe(true);
  });

  it('in response to "loses all abilities" the ability can still be activated: it is on the stack before the effect begins', () => {
    const r = ok('mtg ; A: p=Pyromancer 1/1 (activated tap: damage 1 ?any) ; B: x=1/1 ; cast B: lose-all p ; activate p: x');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'x').zone).toBe('graveyard');
  });
});
