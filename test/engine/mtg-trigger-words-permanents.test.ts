/**
 * Trigger words read from creatures' Oracle text in the sixth stretch (#31): permanents of a type entering under
 * your control (603.6a), an opponent's upkeep (503.1), becoming untapped (701.21b), casting an enchantment, a
 * creature an opponent controls dying (603.10a), heroic (601.2i) and becoming the target of a spell or ability
 * (115.1). Each position is written from the rules, not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const life = (r: ReturnType<typeof ok>, p: string) => player(r, p).life;
const triggered = (r: ReturnType<typeof ok>) => r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.triggers').length;

describe('enchantment-enters, artifact-enters (603.6a)', () => {
  it('an enchantment or artifact entering under its controller\'s control, itself included; not an opponent\'s, not another type', () => {
    expect(life(ok('mtg ; A: e=2/2 enchantment (enchantment-enters: gain-life 1 you) ; B: x=1/1 ; cast A o=Aura enchantment ; resolve'), 'A')).toBe(21);
    // itself entering (constellation: "whenever this or another enchantment enters")
    expect(life(ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A e=2/2 enchantment (enchantment-enters: gain-life 1 you) ; resolve'), 'A')).toBe(21);
    expect(life(ok('mtg ; A: e=2/2 enchantment (enchantment-enters: gain-life 1 you) ; B: x=1/1 ; cast A o=2/2 ; resolve'), 'A')).toBe(20);
    expect(life(ok('mtg ; A: e=2/2 (artifact-enters: gain-life 1 you) ; B: x=1/1 ; cast A o=Bauble artifact ; resolve'), 'A')).toBe(21);
    // B first: B's turn, B casts the artifact
    const theirs = ok('mtg ; B: x=1/1 ; A: e=2/2 (artifact-enters: gain-life 1 you) ; cast B o=Bauble artifact ; resolve');
    expect([life(theirs, 'A'), object(theirs, 'o').zone, theirs.resolution.violations.length]).toEqual([20, 'battlefield', 0]);
  });
});

describe('opponent-upkeep (503.1, 603.2b)', () => {
  it('triggers at the beginning of an opponent\'s upkeep, not at its controller\'s', () => {
    expect(life(ok('mtg ; A: f=1/1 (opponent-upkeep: gain-life 1 you) ; B: x=1/1 ; attack x'), 'A')).toBe(20);
    const theirs = ok('mtg ; A: f=1/1 (opponent-upkeep: gain-life 1 you) ; B: x=1/1 ; attack x');
    expect(triggered(theirs)).toBe(1);
    const mine = ok('mtg ; A: f=1/1 (opponent-upkeep: gain-life 1 you) ; B: x=1/1 ; attack f');
    expect(triggered(mine)).toBe(0);
    // "that player": the player whose upkeep it is (Sheoldred, Whispering One)
    const edict = ok('mtg ; A: s=2/2 (opponent-upkeep: sacrifice-a-creature that) ; B: x=1/1 ; y=3/3 ; attack y');
    expect([object(edict, 'x').zone, object(edict, 's').zone]).toEqual(['graveyard', 'battlefield']);
  });
});

describe('becomes-untapped (701.21b)', () => {
  it('only a tapped permanent becomes untapped', () => {
    expect(life(ok('mtg ; A: w=2/2 tapped (becomes-untapped: gain-life 2 you) ; B: x=1/1 ; cast A: untap w'), 'A')).toBe(22);
    expect(life(ok('mtg ; A: w=2/2 (becomes-untapped: gain-life 2 you) ; B: x=1/1 ; cast A: untap w'), 'A')).toBe(20);
  });
});

describe('cast-enchantment, opponent-creature-dies', () => {
  it('an enchantment spell its controller casts; not a creature spell', () => {
    expect(life(ok('mtg ; A: s=1/1 (cast-enchantment: gain-life 1 you) ; B: x=1/1 ; cast A o=Aura enchantment'), 'A')).toBe(21);
    expect(life(ok('mtg ; A: s=1/1 (cast-enchantment: gain-life 1 you) ; B: x=1/1 ; cast A o=2/2'), 'A')).toBe(20);
  });

  it('a creature an opponent controls dying, not one of its controller\'s (603.10a)', () => {
    expect(object(ok('mtg ; A: m=1/1 (opponent-creature-dies: put 1 +1/+1 self) ; B: x=2/2 ; cast A: destroy x'), 'm').power).toBe(2);
    expect(object(ok('mtg ; A: m=1/1 (opponent-creature-dies: put 1 +1/+1 self) ; w=2/2 ; B: x=2/2 ; cast A: destroy w'), 'm').power).toBe(1);
  });
});

describe('heroic (601.2i) and becomes-target (115.1)', () => {
  it('heroic: a spell its controller casts that targets it — its trigger resolves first; an opponent\'s spell does not', () => {
    const r = ok('mtg ; A: h=1/1 (heroic: put 1 +1/+1 self) ; B: x=1/1 ; cast A: +1/+1 h');
    expect(object(r, 'h')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
    expect(object(ok('mtg ; A: h=1/1 (heroic: put 1 +1/+1 self) ; B: x=1/1 ; cast B: +1/+1 h'), 'h').power).toBe(2);
    // an ability is not a spell
    expect(object(ok('mtg ; A: h=1/1 (heroic: put 1 +1/+1 self) ; q=1/1 (activated: +1/+1 ?creature) ; B: x=1/1 ; activate q: h'), 'h').power).toBe(2);
  });

  it('becomes-target: a spell, or an activated or triggered ability, of anyone; the sacrifice leaves the spell without its target (608.2b)', () => {
    const r = ok('mtg ; A: p=2/2 (becomes-target: sacrifice self) ; B: x=2/2 ; cast B: damage 1 p');
    expect(object(r, 'p').zone).toBe('graveyard');
    expect(r.resolution.steps.some((s) => s.rules?.includes('608.2b'))).toBe(true);
    expect(object(ok('mtg ; A: p=2/2 (becomes-target: sacrifice self) ; q=1/1 (activated: damage 1 ?creature) ; B: x=2/2 ; activate q: p'), 'p').zone).toBe('graveyard');
    expect(object(ok('mtg ; A: p=2/2 (becomes-target: sacrifice self) ; B: x=2/2 (dies: damage 1 ?creature) ; cast A: destroy x'), 'p').zone).toBe('graveyard');
    // a spell that names no target (a filter) does not target it
    expect(object(ok('mtg ; A: p=2/2 (becomes-target: sacrifice self) ; B: x=2/2 ; cast B: +1/+1 creatures'), 'p').zone).toBe('battlefield');
  });
});

describe('attacks-alone, battalion (506.5, 508.3a), attacks-unblocked (509.3g)', () => {
  it('attacks-alone: only the one attacker; battalion: it and at least two others', () => {
    expect(object(ok('mtg ; A: w=1/1 (attacks-alone: +1/+1 self) ; B: x=0/4 ; attack w'), 'w').power).toBe(2);
    expect(object(ok('mtg ; A: w=1/1 (attacks-alone: +1/+1 self) ; v=1/1 ; B: x=0/4 ; attack w,v'), 'w').power).toBe(1);
    expect(object(ok('mtg ; A: b=2/2 (battalion: +2/+2 self) ; c=1/1 ; d=1/1 ; B: x=0/4 ; attack b,c,d'), 'b').power).toBe(4);
    expect(object(ok('mtg ; A: b=2/2 (battalion: +2/+2 self) ; c=1/1 ; B: x=0/4 ; attack b,c'), 'b').power).toBe(2);
  });

  it('attacks-unblocked: when no creature is declared as its blocker, not when it is blocked', () => {
    expect(life(ok('mtg ; A: w=1/1 (attacks-unblocked: gain-life 3 you) ; B: x=0/4 ; attack w'), 'A')).toBe(23);
    expect(life(ok('mtg ; A: w=1/1 (attacks-unblocked: gain-life 3 you) ; B: x=0/4 ; attack w ; block x>w'), 'A')).toBe(20);
  });
});

describe('cast-multicolored (105.2c), ally-combat-damage (510.3a)', () => {
  it('a spell of two or more colours its controller casts', () => {
    expect(object(ok('mtg ; A: g=2/2 (cast-multicolored: +3/+3 self) ; B: x=1/1 ; cast A Boros Charm red white instant: damage 4 B'), 'g').power).toBe(5);
    expect(object(ok('mtg ; A: g=2/2 (cast-multicolored: +3/+3 self) ; B: x=1/1 ; cast A Shock red instant: damage 2 B'), 'g').power).toBe(2);
  });

  it('each creature of its controller dealing combat damage to a player triggers it; that is the player', () => {
    const r = ok('mtg ; A: s=1/1 (ally-combat-damage: lose-life 1 that) ; w=2/2 ; B: x=0/4 ; attack s,w');
    expect(life(r, 'B')).toBe(15);
    expect(life(ok('mtg ; A: s=1/1 (ally-combat-damage: lose-life 1 that) ; B: x=2/2 ; attack x'), 'A')).toBe(18);
  });
});
