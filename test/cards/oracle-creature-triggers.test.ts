/**
 * /check by card name alone for creatures whose triggers and static abilities the reader learnt in the seventh
 * stretch (#31): dealing damage (once for each damage event, 603.2c), drawing a card (121.2), becoming the target of
 * an opponent's spell (115.1), casting a spell of a colour or an artifact spell (105.2, 601.2i), "can't attack alone"
 * (508.1c). The card table is imported from the reference pool at run time; each expectation is what the rules say.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { reply, resolved } = useCardCheck('rulebot-oracle7a-');

describe.skipIf(!REFERENCE_CARDS)('/check by card name: triggers on damage, draws, targets and spells cast', () => {
  it('Exalted Angel: a trampler dealing damage to its blocker and the player at once triggers once, for all it dealt (603.2c)', async () => {
    const text = 'mtg ; A: e=Exalted Angel ; B: x=1/1 flying ; cast A: gain trample e ; resolve ; attack e ; block x>e';
    const out = await reply(text);
    expect(out).toContain('(deals-damage: gain-life that-much you)');
    expect(out).not.toContain('not modelled');
    const { life, steps } = resolved(text);
    // 4 damage: 1 to x, 3 to B, one damage event: one trigger, 4 life
    expect(life('A')).toBe(24);
    expect(life('B')).toBe(17);
    expect(steps().match(/triggers \(whenever it deals damage/g)).toHaveLength(1);
    expect(steps()).toContain('[603.2c · 120.3]');
    expect(steps('ja')).toContain('ダメージを与えるたび');
    expect(steps('fr')).toContain("chaque fois qu'elle inflige des blessures");
  });

  it('Sunhome Enforcer: "deals combat damage" triggers on its combat damage to the player or to a blocker', () => {
    expect(resolved('mtg ; A: s=Sunhome Enforcer ; B: x=0/1 ; attack s').life('A')).toBe(22);
    // an unblocked 2/4: 2 combat damage to B
    expect(resolved('mtg ; A: s=Sunhome Enforcer ; B: x=0/1 ; attack s').life('B')).toBe(18);
    // blocked and dealt no damage (a 0/1 blocker takes 2): still one combat damage event, to x
    expect(resolved('mtg ; A: s=Sunhome Enforcer ; B: x=0/1 ; attack s ; block x>s').life('A')).toBe(22);
  });

  it('Niv-Mizzet, the Firemind: each card drawn is one trigger (121.2); an opponent drawing is not', async () => {
    const text = 'mtg ; A library=5 ; n=Niv-Mizzet, the Firemind ; B: x=2/2 ; cast A: draw 2 you';
    expect(await reply(text)).toContain('(you-draw: damage 1 ?any)');
    const { r, life } = resolved(text);
    expect(r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.triggers')).toHaveLength(2);
    // each ping's target is chosen as it goes on the stack, the opponent first (harmful): 2 damage to B
    expect(life('B')).toBe(18);
    const theirs = resolved('mtg ; A: n=Niv-Mizzet, the Firemind ; B library=5 ; x=2/2 ; cast A: draw 2 B');
    expect(theirs.r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.triggers')).toHaveLength(0);
  });

  it('Mossdog: targeted by an opponent\'s spell it gets a +1/+1 counter first and survives 1 damage; its controller\'s own spell does not trigger it', () => {
    const theirs = resolved('mtg ; A: m=Mossdog ; B: x=2/2 ; cast B: damage 1 m');
    expect(theirs.obj('m')).toMatchObject({ zone: 'battlefield', counters: { '+1/+1': 1 } });
    expect(theirs.steps()).toContain('[603.2 · 115.1]');
    const mine = resolved('mtg ; A: m=Mossdog ; B: x=2/2 ; cast A: +1/+1 m');
    expect(mine.obj('m').counters ?? {}).not.toHaveProperty('+1/+1');
  });

  it('Ashenmoor Liege: "that player" is the opponent whose spell targets it', () => {
    expect(resolved('mtg ; A: l=Ashenmoor Liege ; B: x=2/2 ; cast B: damage 1 l').life('B')).toBe(16);
  });

  it('Cinder Pyromancer and Kozilek\'s Sentinel: a red spell untaps the one, a colourless spell pumps the other; a blue spell does neither', () => {
    const red = resolved('mtg ; A: c=Cinder Pyromancer tapped ; B: x=2/2 ; cast A Shock: x');
    expect(red.obj('c').tapped).toBeFalsy();
    expect(resolved('mtg ; A: c=Cinder Pyromancer tapped ; B: x=2/2 ; cast A blue instant: draw 1 you').obj('c').tapped).toBe(true);
    expect(resolved('mtg ; A: k=Kozilek\'s Sentinel ; B: x=2/2 ; cast A o=Bauble artifact ; resolve').obj('k').power).toBe(2);
    expect(resolved('mtg ; A: k=Kozilek\'s Sentinel ; B: x=2/2 ; cast A Shock: x').obj('k').power).toBe(1);
  });

  it('Patchwork Automaton: an artifact spell puts a +1/+1 counter on it (its ward {2} read since the eighth stretch)', async () => {
    const text = 'mtg ; A: p=Patchwork Automaton ; B: x=2/2 ; cast A o=Bauble artifact ; resolve';
    expect(resolved(text).obj('p').counters).toMatchObject({ '+1/+1': 1 });
    const out = await reply(text);
    expect(out).toContain('ward:2');
    expect(out).not.toContain('not modelled');
  });

  it('Mogg Flunkies attacks only beside another creature (508.1c), and blocks only beside another (509.1b)', async () => {
    const alone = resolved('mtg ; A: m=Mogg Flunkies ; B: x=2/2 ; attack m');
    expect(alone.r.resolution.violations.map((v) => v.rules).flat()).toContain('508.1c');
    expect(await reply('mtg ; A: m=Mogg Flunkies ; B: x=2/2 ; attack m')).toContain("Mogg Flunkies (m) can't attack alone: another creature has to attack too.");
    expect(await reply('mtg ; A: m=Mogg Flunkies ; B: x=2/2 ; attack m', 'ja')).toContain('単独では攻撃できない');
    expect(await reply('mtg ; A: m=Mogg Flunkies ; B: x=2/2 ; attack m', 'fr')).toContain('ne peut pas attaquer seule');
    const both = resolved('mtg ; A: m=Mogg Flunkies ; g=Grizzly Bears ; B: x=2/2 ; attack m,g');
    expect(both.r.resolution.violations).toHaveLength(0);
    expect(both.life('B')).toBe(15);
  });
});

describe.skipIf(!REFERENCE_CARDS)('/check by card name: creature types and "as long as you control"', () => {
  it('Goblin King gives the other Goblins +1/+1 and mountainwalk, a Goblin of either player (205.3m); not itself, not a Human', async () => {
    const text = 'mtg ; A: k=Goblin King ; g=Goblin Piker ; B: x=Raging Goblin ; h=Grizzly Bears';
    const out = await reply(text);
    expect(out).toContain('g=Goblin Piker 2/1 red subtypes=Goblin,Warrior');
    const { obj } = resolved(text);
    expect([obj('k').power, obj('g').power, obj('x').power, obj('h').power]).toEqual([2, 3, 2, 2]);
  });

  it('Master Splicer: its Golem token gets +1/+1 from its own static ability (111.4: a token keeps its creature types)', () => {
    const { obj } = resolved('mtg ; A: z=1/1 ; B: x=2/2 ; cast A m=Master Splicer ; resolve ; resolve');
    expect(obj('token1')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('Kalastria Healer drains for each Ally entering under its controller\'s control, itself included; not for a non-Ally', () => {
    expect(resolved('mtg ; A: h=Kalastria Healer ; B: x=2/2 ; cast A a=Hada Freeblade ; resolve ; resolve ; resolve').life('B')).toBe(19);
    expect(resolved('mtg ; A: h=Kalastria Healer ; B: x=2/2 ; cast A a=Grizzly Bears ; resolve').life('B')).toBe(20);
  });

  it('Kird Ape is 2/3 while its controller controls a Forest (611.3b), 1/1 once it is destroyed', async () => {
    const text = 'mtg ; A: k=Kird Ape ; f=Forest ; B: x=2/2';
    expect(await reply(text)).toContain('(static controls=Forest: +1/+2 self)');
    expect(resolved(text).obj('k')).toMatchObject({ power: 2, toughness: 3 });
    expect(resolved('mtg ; A: k=Kird Ape ; f=Forest ; B: x=2/2 ; cast B: destroy f').obj('k')).toMatchObject({ power: 1, toughness: 1 });
  });
});
