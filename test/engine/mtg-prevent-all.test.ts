/**
 * The notation of prevention effects for the turn (engine/mtg/prevention.ts): `prevent-all`, `prevent-all-combat`,
 * `prevent-by`, `prevent-combat-by` (615.1), `gain-prevented` (615.5), `cant-prevent` (615.12), and the keywords
 * `prevents-damage` / `prevents-combat-damage`. Positions written from the rules; each asserts the final state and
 * the rules cited.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { object, ok, player } from './helpers.ts';

const PNS = 'engine-mtg-prevention.step';
const prevSteps = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `${PNS}.${name}`);

describe('prevent-all and prevent-by (615.1)', () => {
  it('prevent-all x: every damage event to x this turn is prevented, however many; other creatures are dealt theirs', () => {
    const r = ok('mtg ; A: x=2/2 (activated: damage 2 y) ; B: y=2/2 ; z=2/2 ; cast B Shield: prevent-all y ; resolve ; activate x ; resolve ; cast A Bolt: damage 3 y ; resolve ; cast A Shock: damage 2 z');
    expect(object(r, 'y').damage ?? 0).toBe(0);
    expect(object(r, 'z').zone).toBe('graveyard');
    expect(prevSteps(r, 'prevented-to')).toHaveLength(2);
    expect(prevSteps(r, 'created-to')[0]!.rules).toEqual(['615.1', '615.3']);
  });

  it('prevent-all-combat: only combat damage; noncombat damage is dealt', () => {
    const r = ok('mtg ; A: a=3/3 ; B: b=2/4 ; cast B Spell: prevent-all-combat b ; resolve ; attack a ; block b>a ; cast A Shock: damage 2 b');
    expect(object(r, 'b').damage).toBe(2);
    expect(prevSteps(r, 'prevented-to')).toHaveLength(1);
  });

  it('prevent-combat-by a: a deals no combat damage; its blocker still deals its own', () => {
    const r = ok('mtg ; A: a=3/3 ; B: b=2/2 ; attack a ; block b>a ; cast B Warning: prevent-combat-by a');
    expect(object(r, 'b').zone).toBe('battlefield');
    expect(object(r, 'a').damage).toBe(2);
    expect(prevSteps(r, 'prevented-by')[0]!.rules).toEqual(['615.1', '615.2', '615.6']);
  });

  it('a player as the subject: prevent-all-combat each-player', () => {
    const r = ok('mtg ; A: a=3/3 ; B: b=1/1 ; cast B Spell: prevent-all-combat each-player ; resolve ; attack a');
    expect(player(r, 'B').life).toBe(20);
  });

  it('it ends in the cleanup step (514.2): damage next turn is dealt', () => {
    const r = ok('mtg ; A: w=2/2 (activated: damage 2 B) ; B: z=1/1 ; cast B Spell: prevent-all B ; resolve ; end ; activate w');
    expect(player(r, 'B').life).toBe(18);
  });

  it('a prevention for a player is not one for an object: `prevent-by` takes no player', () => {
    const r = checkScenario('mtg ; A: a=3/3 ; B: b=1/1 ; cast B Spell: prevent-by B');
    expect(r.ok).toBe(false);
  });
});

describe('gain-prevented (615.5) and cant-prevent (615.12)', () => {
  it('gain-prevented: the caster gains what the same spell prevents, as it is prevented', () => {
    const r = ok('mtg ; A: a=3/3 ; c=2/2 ; B: b=1/1 ; attack a,c ; cast B Chant: prevent-by creatures & gain-prevented you');
    expect(player(r, 'B').life).toBe(25);
    expect(prevSteps(r, 'gains-prevented')[0]!.rules).toEqual(['615.5']);
  });

  it('gain-prevented alone has nothing to gain from, and says so', () => {
    const r = ok('mtg ; A: a=3/3 ; B: b=1/1 ; cast B Spell: gain-prevented you ; resolve ; attack a');
    expect(player(r, 'B').life).toBe(17);
    expect(prevSteps(r, 'gains-nothing')).toHaveLength(1);
  });

  it('cant-prevent: shields and prevent-all still apply but prevent nothing, and their life gain is of nothing', () => {
    const r = ok('mtg ; A: a=3/3 ; B: b=1/1 ; cast B Chant: prevent-by creatures & gain-prevented you ; resolve ; cast A Flare: cant-prevent you ; resolve ; attack a');
    expect(player(r, 'B').life).toBe(17);
    expect(prevSteps(r, 'not-prevented')[0]!.rules).toEqual(['615.12']);
  });
});

describe('prevents-damage and prevents-combat-damage (keywords)', () => {
  it('prevents-damage: no damage of any kind; prevents-combat-damage: combat only', () => {
    const r = ok('mtg ; A: a=4/4 ; B: w=0/3 damage-prevented ; f=0/3 combat-damage-prevented ; attack a ; block w>a ; cast A Shock: damage 2 f');
    expect(object(r, 'w').damage ?? 0).toBe(0);
    expect(object(r, 'f').damage).toBe(2);
    expect(prevSteps(r, 'prevented-static')).toHaveLength(1);
  });

  it('unpreventable damage goes through it (615.12)', () => {
    const r = ok('mtg ; A: a=4/4 unpreventable ; B: w=0/3 damage-prevented ; attack a ; block w>a');
    expect(object(r, 'w').zone).toBe('graveyard');
  });
});

describe('tutor-battlefield and card kinds with a greatest mana value (701.19a)', () => {
  it('finds the first written card of the kind within the mana value, and puts it onto the battlefield', () => {
    const r = ok('mtg ; A library=1 ; A: big=5/5 subtypes=Rebel mv=4 zone=library ; small=1/1 subtypes=Rebel mv=2 zone=library ; B: z=1/1 ; cast A Search: tutor-battlefield Rebel+permanent+mv<=3 you');
    expect(object(r, 'small').zone).toBe('battlefield');
    expect(object(r, 'big').zone).toBe('library');
    expect(r.resolution.assumptions).toHaveLength(0);
  });

  it('a kind only lands are may find a land the scenario does not describe; another kind says it may be among them', () => {
    const r = ok('mtg ; A library=2 ; B: z=1/1 ; cast A Search: tutor-battlefield creature+mv<=2 you');
    expect(r.resolution.assumptions.map((a) => a.key)).toEqual(['engine-mtg-looking.assume.undescribed-permanent']);
    expect(player(r, 'A').cards).toMatchObject({ library: 2 });
  });

  it('`mv<=N` is read and printed back; a word that is no kind is an error', () => {
    expect(ok('mtg ; A library=1 ; B: z=1/1 ; cast A Search: tutor-battlefield permanent+mv<=2 you').canonical).toContain('tutor-battlefield permanent+mv<=2 you');
    expect(checkScenario('mtg ; A library=1 ; B: z=1/1 ; cast A Search: tutor-battlefield mv<2 you').ok).toBe(false);
  });
});
