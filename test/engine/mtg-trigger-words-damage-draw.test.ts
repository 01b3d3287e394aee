/**
 * Trigger words read from creatures' Oracle text in the seventh stretch (#31): dealing damage once for each damage
 * event (603.2c), drawing a card (121.2), becoming the target of an opponent's spell (115.1), casting a spell of a
 * colour, a colourless or an artifact spell (105.2, 601.2i); and the keyword `cant-attack-alone` (508.1c). Each
 * position is written from the rules, not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const life = (r: ReturnType<typeof ok>, p: string) => player(r, p).life;
const triggered = (r: ReturnType<typeof ok>) => r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.triggers').length;

describe('deals-damage, deals-combat-damage (603.2c)', () => {
  it('once for each damage event, however many recipients; that-much is all it dealt', () => {
    const r = ok('mtg ; A: t=3/3 trample (deals-damage: gain-life that-much you) ; B: x=1/1 ; attack t ; block x>t');
    expect([triggered(r), life(r, 'A'), life(r, 'B')]).toEqual([1, 23, 18]);
  });
  it('damage from its own activated ability counts for deals-damage, not for deals-combat-damage', () => {
    expect(life(ok('mtg ; A: s=2/2 (deals-damage: gain-life that-much you) (activated tap: damage 2 x) ; B: x=2/2 ; activate s'), 'A')).toBe(22);
    expect(life(ok('mtg ; A: s=2/2 (deals-combat-damage: gain-life that-much you) (activated tap: damage 2 x) ; B: x=2/2 ; activate s'), 'A')).toBe(20);
    expect(life(ok('mtg ; A: s=2/2 (deals-combat-damage: gain-life that-much you) ; B: x=2/2 ; attack s'), 'A')).toBe(22);
  });
  it('all its damage prevented: no damage dealt, no trigger (615.1)', () => {
    const r = ok('mtg ; A: s=2/2 (deals-damage: gain-life 5 you) ; B: x=2/2 ; cast B: prevent 2 B from s ; resolve ; attack s');
    expect(life(r, 'A')).toBe(20);
  });
});

describe('you-draw (121.2)', () => {
  it('once for each card its controller draws; not for an opponent\'s draws', () => {
    expect(life(ok('mtg ; A library=5 ; c=1/1 (you-draw: gain-life 1 you) ; B: x=1/1 ; cast A: draw 3 you'), 'A')).toBe(23);
    expect(life(ok('mtg ; A: c=1/1 (you-draw: gain-life 1 you) ; B library=5 ; x=1/1 ; cast A: draw 3 B'), 'A')).toBe(20);
  });
});

describe('opponent-targets (115.1)', () => {
  it('an opponent\'s spell targeting it triggers it, `that` is the opponent; its controller\'s own spell does not', () => {
    const r = ok('mtg ; A: l=2/2 (opponent-targets: lose-life 4 that) ; B: x=1/1 ; cast B: damage 1 l');
    expect([life(r, 'B'), triggered(r)]).toEqual([16, 1]);
    expect(triggered(ok('mtg ; A: l=2/2 (opponent-targets: lose-life 4 that) ; B: x=1/1 ; cast A: +1/+1 l'))).toBe(0);
  });
});

describe('cast-white … cast-green, cast-colorless, cast-artifact (105.2, 601.2i)', () => {
  it('a spell of that colour, a multicoloured one too; not another colour', () => {
    expect(life(ok('mtg ; A: g=2/2 (cast-red: gain-life 1 you) ; B: x=1/1 ; cast A Shock red instant: damage 2 x'), 'A')).toBe(21);
    expect(life(ok('mtg ; A: g=2/2 (cast-red: gain-life 1 you) ; B: x=1/1 ; cast A Boros Charm red white instant: damage 4 B'), 'A')).toBe(21);
    expect(life(ok('mtg ; A: g=2/2 (cast-red: gain-life 1 you) ; B: x=1/1 ; cast A Divination blue sorcery: draw 1 you'), 'A')).toBe(20);
  });
  it('a colourless spell has no colour (105.2c); an artifact spell is one of the artifact type', () => {
    expect(object(ok('mtg ; A: k=1/1 (cast-colorless: +1/+0 self) ; B: x=1/1 ; cast A o=Bauble artifact ; resolve'), 'k').power).toBe(2);
    expect(object(ok('mtg ; A: k=1/1 (cast-colorless: +1/+0 self) ; B: x=1/1 ; cast A Shock red instant: damage 2 x'), 'k').power).toBe(1);
    expect(triggered(ok('mtg ; A: p=1/1 (cast-artifact: put 1 +1/+1 self) ; B: x=1/1 ; cast A o=Bauble artifact ; resolve'))).toBe(1);
    expect(triggered(ok('mtg ; A: p=1/1 (cast-artifact: put 1 +1/+1 self) ; B: x=1/1 ; cast A o=2/2 ; resolve'))).toBe(0);
  });
});

describe('cant-attack-alone (508.1c)', () => {
  it('attacking alone breaks the restriction; beside another attacker it doesn\'t', () => {
    const alone = ok('mtg ; A: m=3/3 cant-attack-alone ; B: x=2/2 ; attack m');
    expect(alone.resolution.violations.flatMap((v) => v.rules)).toContain('508.1c');
    expect(ok('mtg ; A: m=3/3 cant-attack-alone ; g=2/2 ; B: x=2/2 ; attack m,g').resolution.violations).toHaveLength(0);
  });
});
