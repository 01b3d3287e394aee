/**
 * What card abilities read from Oracle text need from the engine, each written in the notation and tested from the
 * rules: trigger words (enters, creature-enters, ally-enters, blocks, becomes-blocked, other-dies, ally-dies,
 * your-end-step, your-combat), targets chosen by kind (601.2c, 603.3d, 608.2b), `that`, each opponent / each player,
 * activated abilities with their costs and restrictions (602), tap / untap / bounce, "you may" (603.5) and gaining
 * control (`control you`).
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { object, ok, player, steps } from './helpers.ts';

const life = (r: ReturnType<typeof ok>, p: string) => player(r, p).life;
const violations = (r: ReturnType<typeof ok>) => r.resolution.violations.map((v) => v.key.replace(/^engine-mtg\./, ''));
const taken = (r: ReturnType<typeof ok>) => r.resolution.choices.map((c) => c.taken.params?.target ?? c.taken.key.replace(/^engine-mtg\./, ''));

describe('trigger words (603.2, 603.6a, 509.3)', () => {
  it('enters: as a permanent spell resolves, and as persist returns the card (603.6a)', () => {
    const cast = ok('mtg ; A: z=1/1 ; cast A f=Finks 3/2 (enters: gain-life 2 you)');
    expect(life(cast, 'A')).toBe(22);
    expect(steps(cast, 'triggers')[0]!.rules).toEqual(['603.6a']);
    const persist = ok('mtg ; A: f=Finks 3/2 persist (enters: gain-life 2 you) ; B: z=1/1 ; cast B: destroy f');
    expect(life(persist, 'A')).toBe(22);
    // on the battlefield from the start it never entered during the scenario
    expect(life(ok('mtg ; A: f=Finks 3/2 (enters: gain-life 2 you) ; B: z=1/1 ; attack f'), 'A')).toBe(20);
  });

  it('creature-enters: another creature, either player\'s; ally-enters: only its controller\'s', () => {
    const r = ok('mtg ; A: w=Warden 1/1 (creature-enters: gain-life 1 you) ; s=Scout 1/1 (ally-enters: put 1 +1/+1 self) ; cast A v=2/2 ; resolve ; end');
    expect(life(r, 'A')).toBe(21);
    expect(object(r, 's').power).toBe(2);
    const theirs = ok('mtg ; A: s=Scout 1/1 (ally-enters: put 1 +1/+1 self) ; w=Warden 1/1 (creature-enters: gain-life 1 you) ; B: z=1/1 ; cast B v=2/2 flash');
    expect(object(theirs, 's').power).toBe(1);
    expect(life(theirs, 'A')).toBe(21);
  });

  it('blocks and becomes-blocked trigger once each combat, however many creatures (509.3a, 509.3c)', () => {
    const r = ok('mtg ; A: w=4/4 (becomes-blocked: +2/+0 self) ; B: x=1/1 (blocks: gain-life 1 you) ; y=1/1 ; attack w ; block x,y>w');
    expect(steps(r, 'triggers').map((s) => s.rules![0]).sort()).toEqual(['509.3a', '509.3c']);
    expect(object(r, 'w').power).toBe(6);
    expect(life(r, 'B')).toBe(21);
  });

  it('other-dies not for itself, ally-dies only for its controller\'s creatures', () => {
    const r = ok('mtg ; A: g=Greeter 1/1 (other-dies: gain-life 1 you) ; m=Mob 1/1 (ally-dies: put 1 +1/+1 self) ; a=1/1 ; B: b=1/1 ; cast B: damage 1 a,b');
    expect(life(r, 'A')).toBe(22);
    expect(object(r, 'm').power).toBe(2);
    expect(life(ok('mtg ; A: g=Greeter 1/1 (other-dies: gain-life 1 you) ; B: z=1/1 ; cast B: destroy g'), 'A')).toBe(20);
  });

  it('leaves: to any zone — returned to hand, destroyed, exiled — looked back at (603.6c, 603.10a)', () => {
    expect(life(ok('mtg ; A: d=Delusions enchantment (leaves: lose-life 10 you) ; B: x=1/1 ; cast B: bounce d'), 'A')).toBe(10);
    const died = ok('mtg ; A: r=Watcher 1/1 (leaves: gain-life 2 you) ; B: z=1/1 ; cast B: destroy r');
    expect(life(died, 'A')).toBe(22);
    expect(steps(died, 'triggers')[0]!.rules).toEqual(['603.6c', '603.10a']);
    expect(life(ok('mtg ; A: r=Watcher 1/1 (leaves: gain-life 2 you) ; B: z=1/1 ; cast B: exile r'), 'A')).toBe(22);
    // another permanent leaving does not trigger it
    expect(life(ok('mtg ; A: r=Watcher 1/1 (leaves: gain-life 2 you) ; w=1/1 ; B: z=1/1 ; cast B: destroy w'), 'A')).toBe(20);
  });

  it('combat-damage-creature: once for each creature it deals combat damage to; damage-to-player / damage-to-opponent: any damage to a player', () => {
    const r = ok('mtg ; A: m=Mirri 4/4 (combat-damage-creature: put 1 +1/+1 self) ; B: x=1/1 ; y=1/1 ; attack m ; block x,y>m');
    expect(object(r, 'm').power).toBe(6);
    const unblocked = ok('mtg ; A: m=Mirri 4/4 (combat-damage-creature: put 1 +1/+1 self) ; B: x=1/1 ; attack m');
    expect(object(unblocked, 'm').power).toBe(4);
    const ping = ok('mtg ; A: n=Niv 2/2 (damage-to-player: gain-life 1 you) (activated: damage 1 ?any) ; B: x=5/5 ; activate n: B');
    expect(life(ping, 'A')).toBe(21);
    expect(life(ok('mtg ; A: n=Niv 2/2 (damage-to-player: gain-life 1 you) (activated: damage 1 ?any) ; B: x=5/5 ; activate n: x'), 'A')).toBe(20);
    const magpie = ok('mtg ; A: g=Magpie 1/3 (damage-to-opponent: gain-life 1 you) (activated: damage 1 ?any) ; B: x=5/5 ; activate g: A');
    expect(life(magpie, 'A')).toBe(19);
    expect(life(ok('mtg ; A: g=Magpie 1/3 (damage-to-opponent: gain-life 1 you) ; B: x=5/5 ; attack g'), 'A')).toBe(21);
  });

  it('your-end-step only in its controller\'s turn; end-step in every turn (603.2b, 513.1a)', () => {
    const mine = ok('mtg ; A: w=2/2 ; s=Servant 1/1 (your-end-step: gain-life 1 you) ; e=Each 1/1 (end-step: gain-life 1 you) ; B: x=1/1 ; attack w ; end');
    expect(life(mine, 'A')).toBe(22);
    // B's turn: only the "each end step" one (A took 1 from x, then gained 1)
    const theirs = ok('mtg ; A: s=Servant 1/1 (your-end-step: gain-life 1 you) ; e=Each 1/1 (end-step: gain-life 1 you) ; B: x=1/1 ; attack x ; end');
    expect(steps(theirs, 'triggers').map((s) => s.params.source)).toEqual(['Each (e)']);
    expect(life(theirs, 'A')).toBe(20);
  });

  it('your-combat: at the beginning of combat on its controller\'s turn, before attackers are declared (507.1)', () => {
    const r = ok('mtg ; A: l=Aspirant 1/1 (your-combat: put 1 +1/+1 self) ; B: x=1/1 ; attack l ; block x>l');
    const keys = r.resolution.steps.map((s) => s.key.replace('engine-mtg.step.', ''));
    expect(keys.indexOf('combat-begins')).toBeLessThan(keys.indexOf('attack-player'));
    expect(object(r, 'l').zone).toBe('battlefield');
    expect(object(r, 'x').zone).toBe('graveyard');
    // not on the opponent's turn
    expect(object(ok('mtg ; A: l=Aspirant 1/1 (your-combat: put 1 +1/+1 self) ; B: x=1/1 ; attack x'), 'l').power).toBe(1);
  });
});

describe('targets chosen by kind (601.2c, 603.3d, 608.2b)', () => {
  it('an effect that hurts aims at the opponent, one that helps at its own source or controller\'s; the choice is shown with the legal range', () => {
    const hurt = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Bolt: damage 3 ?any');
    expect(life(hurt, 'B')).toBe(17);
    expect(hurt.resolution.choices[0]).toMatchObject({ chooser: 'A', assumed: true, rules: ['601.2c', '115.4'] });
    const help = ok('mtg ; A: w=2/2 (enters: put 1 +1/+1 ?creature) ; v=1/1 ; B: x=2/2 ; cast A u=1/1 (enters: put 1 +1/+1 ?creature)');
    expect(object(help, 'u').power).toBe(2);
    const kill = ok('mtg ; A: w=2/2 ; B: x=2/2 hexproof ; y=3/3 ; cast A: destroy ?creature');
    expect(taken(kill)).toEqual(['y']);
  });

  it('no legal target: a spell can\'t be cast (601.2c), a triggered ability is removed (603.3d)', () => {
    const spell = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: destroy ?planeswalker');
    expect(violations(spell)).toEqual(['targets.violation.none']);
    const trig = ok('mtg ; A: w=2/2 (dies: destroy ?artifact) ; B: x=2/2 ; cast B: destroy w');
    expect(steps(trig, 'trigger-no-target')).toHaveLength(1);
  });

  it('a given target is checked against its kind; a target no longer of its kind is illegal on resolution (608.2b)', () => {
    expect(violations(ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: destroy ?creature=B'))).toEqual(['targets.violation.wrong-kind']);
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 tapped ; cast A: destroy ?tapped-creature=x ; cast B: untap x');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.targets.step.gone')).toBe(true);
  });

  it('`that` is the target of the effect before; each-opponent and each-player are not targeted (115.10)', () => {
    const r = ok('mtg ; A: w=1/1 ; B: x=2/2 ; cast A: +2/+2 ?your-creature & gain flying that ; attack w');
    expect(life(r, 'B')).toBe(17);
    const drain = ok('mtg ; A: w=1/1 ; B: x=2/2 pro:black ; life=10 ; cast A black sorcery: lose-life 2 each-opponent & gain-life 2 you');
    expect([life(drain, 'A'), life(drain, 'B')]).toEqual([22, 8]);
    const quake = ok('mtg ; A: w=1/1 ; B: x=2/2 ; cast A: damage 1 each-player');
    expect([life(quake, 'A'), life(quake, 'B')]).toEqual([19, 19]);
  });

  it('parse errors point at the word: an unknown kind (did you mean), `that` first, a kind beside another target', () => {
    const unknown = checkScenario('mtg ; A: w=2/2 ; cast A: destroy ?creture');
    expect(!unknown.ok && unknown.errors[0]).toMatchObject({ key: 'engine-mtg.parse.unknown-target-kind', col: 35, suggestion: '?creature' });
    const first = checkScenario('mtg ; A: w=2/2 ; cast A: destroy that');
    expect(!first.ok && first.errors[0]).toMatchObject({ key: 'engine-mtg.parse.that-first', col: 34 });
    const alone = checkScenario('mtg ; A: w=2/2 ; B: x=1/1 ; cast A: destroy ?creature,x');
    expect(!alone.ok && alone.errors[0]!.key).toBe('engine-mtg.parse.kind-alone');
  });
});

describe('activated abilities written on objects (602)', () => {
  it('{T}: taps the permanent; a tapped one can\'t pay it (118.3); a creature needs to have been under control since the turn began (302.6)', () => {
    const r = ok('mtg ; A: p=Pyromancer 1/1 (activated tap: damage 1 ?any) ; B: x=1/1 ; activate p: x ; activate p');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(violations(r)).toEqual(['activation.violation.tapped']);
    expect(violations(ok('mtg ; A: p=Pyromancer 1/1 sick (activated tap: damage 1 ?any) ; B: x=1/1 ; activate p'))).toEqual(['activation.violation.sick']);
    expect(violations(ok('mtg ; A: p=Pyromancer 1/1 sick haste (activated tap: damage 1 ?any) ; B: x=1/1 ; activate p'))).toEqual([]);
  });

  it('sacrifice as a cost triggers its dies ability before the ability resolves (602.2b, 701.17a)', () => {
    const r = ok('mtg ; A: f=Fanatic 1/1 (activated sacrifice: damage 1 ?any) (dies: gain-life 1 you) ; B: x=1/1 ; activate f: x');
    expect(object(r, 'f').zone).toBe('graveyard');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(life(r, 'A')).toBe(21);
  });

  it('only as a sorcery (602.5d), only once each turn (602.5b); the second ability by @2; none written is a violation', () => {
    const sorcery = ok('mtg ; A: w=Wolf 2/2 (activated sorcery: gain first-strike self) ; B: x=2/2 ; attack w ; activate w');
    expect(violations(sorcery)).toEqual(['activation.violation.sorcery']);
    expect(violations(ok('mtg ; A: w=Wolf 2/2 (activated sorcery: gain first-strike self) ; B: x=2/2 ; activate w ; attack w'))).toEqual([]);
    const once = ok('mtg ; A: d=Drake 1/1 (activated once: +1/+0 self) ; B: x=2/2 ; activate d ; activate d');
    expect(violations(once)).toEqual(['activation.violation.once']);
    expect(object(once, 'd').power).toBe(2);
    const second = ok('mtg ; A: g=2/2 (activated: +1/+1 self) (activated: gain flying self) ; B: x=2/2 ; activate g@2');
    expect(object(second, 'g').keywords).toContain('flying');
    expect(violations(ok('mtg ; A: g=2/2 ; B: x=2/2 ; activate g'))).toEqual(['activation.violation.none']);
  });

  it('"Sacrifice a creature" as a cost: the controller\'s own, chosen as it is paid (not the source when another will do, the smallest first); none, no activation', () => {
    const r = ok('mtg ; A: v=Vampire 1/1 (activated sacrifice-creature: +2/+2 self) ; t=Thopter 1/1 ; g=Giant 4/4 ; B: x=5/5 ; activate v');
    expect(object(r, 't').zone).toBe('graveyard');
    expect(object(r, 'g').zone).toBe('battlefield');
    expect(object(r, 'v').power).toBe(3);
    expect(r.resolution.choices[0]).toMatchObject({ chooser: 'A', assumed: true, rules: ['602.2b', '701.17a'] });
    // alone, "a creature" may be itself; "another creature" may not
    const alone = ok('mtg ; A: v=Vampire 1/1 (activated sacrifice-creature: gain-life 1 you) ; B: x=5/5 ; activate v');
    expect(object(alone, 'v').zone).toBe('graveyard');
    expect(life(alone, 'A')).toBe(21);
    const another = ok('mtg ; A: v=Vampire 1/1 (activated sacrifice-another: gain-life 1 you) ; B: x=5/5 ; activate v');
    expect(violations(another)).toEqual(['activation.violation.nothing-to-sacrifice']);
    expect(life(another, 'A')).toBe(20);
    // an artifact or a land: only those, whoever else is there
    const land = ok('mtg ; A: v=Vampire 1/1 (activated sacrifice-land: +1/+1 self) ; t=1/1 ; B: x=5/5 ; activate v');
    expect(violations(land)).toEqual(['activation.violation.nothing-to-sacrifice']);
    expect(object(land, 't').zone).toBe('battlefield');
  });

  it('a spell\'s additional cost "sacrifice a creature" is paid as it is cast (601.2h), after its targets are chosen; none, and it can\'t be cast', () => {
    const r = ok('mtg ; A: t=Thopter 1/1 ; g=Giant 4/4 ; B: x=2/2 ; cast A Splinters sacrifice-creature: destroy ?creature');
    expect([object(r, 't').zone, object(r, 'g').zone, object(r, 'x').zone]).toEqual(['graveyard', 'battlefield', 'graveyard']);
    expect(r.resolution.choices.map((c) => c.rules)).toContainEqual(['601.2h', '701.17a']);
    expect(r.canonical).toContain('cast A Splinters sacrifice-creature: destroy ?creature');
    const none = ok('mtg ; A: l=Plains land ; B: x=2/2 ; cast A Splinters sacrifice-creature: destroy ?creature');
    expect(violations(none)).toEqual(['activation.violation.nothing-to-sacrifice-spell']);
    expect(object(none, 'x').zone).toBe('battlefield');
  });

  it('life:N, "Pay N life": paid as a cost (a loss of life), only with at least that much life (119.4)', () => {
    const r = ok('mtg ; A: h=Howler 2/2 (activated life:1: +2/-1 self) ; B: x=5/5 ; activate h');
    expect(life(r, 'A')).toBe(19);
    expect(object(r, 'h').power).toBe(4);
    expect(r.canonical).toContain('(activated life:1: +2/-1 self)');
    const poor = ok('mtg ; A life=1 ; h=Howler 2/2 (activated life:2: +2/-1 self) ; B: x=5/5 ; activate h');
    expect(violations(poor)).toEqual(['activation.violation.life']);
    expect(life(poor, 'A')).toBe(1);
  });

  it('a mana ability (605.1a) resolves at once, without the stack (605.3b): tapping an Elf for mana leaves it unable to block', () => {
    const r = ok('mtg ; A: w=2/2 ; B: e=Elves 1/1 (activated tap: add-mana you) ; activate e ; attack w ; block e>w');
    const mana = r.resolution.steps.find((s) => s.key === 'engine-mtg.activation.step.mana')!;
    expect(mana).toMatchObject({ params: { player: 'B' }, rules: ['605.1a', '605.3b'] });
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.card-effects.mana')).toBe(true);
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.step.activate')).toBe(false);
    expect(violations(r)).toEqual(['violation.tapped-blocker']);
    // its {T} cost still needs the creature to have been there since the turn began (302.6)
    expect(violations(ok('mtg ; A: e=Elves 1/1 sick (activated tap: add-mana you) ; activate e'))).toEqual(['activation.violation.sick']);
    // with a spell on the stack, the mana ability does not go above it: the spell is still what resolves next
    const under = ok('mtg ; A: e=Elves 1/1 (activated tap: add-mana you) ; B: x=1/1 ; cast B: damage 1 e ; activate e ; resolve');
    expect(object(under, 'e').zone).toBe('graveyard');
    expect(object(under, 'e').tapped).toBe(true);
  });

  it('your-turn: only in its controller\'s turn; before-attackers: and only before attackers are declared (602.5)', () => {
    const sorcerer = (actions: string) => ok(`mtg ; A: s=Sorcerer 1/1 (activated tap before-attackers: damage 1 ?any) ; w=2/2 ; B: x=1/1 ; ${actions}`);
    expect(object(sorcerer('activate s: x ; attack w'), 'x').zone).toBe('graveyard');
    expect(violations(sorcerer('attack w ; activate s: x'))).toEqual(['activation.violation.before-attackers']);
    const theirs = ok('mtg ; A: s=Scepter (activated tap your-turn: lose-life 1 ?opponent) ; B: x=2/2 ; attack x ; activate s');
    expect(violations(theirs)).toEqual(['activation.violation.your-turn']);
    expect(violations(ok('mtg ; A: s=Scepter (activated tap your-turn: lose-life 1 ?opponent) ; w=1/1 ; B: x=2/2 ; attack w ; activate s'))).toEqual([]);
  });

  it('prints back to the same scenario', () => {
    const r = ok('mtg ; A: g=2/2 (activated tap sorcery: damage 1 ?creature) ; B: x=2/2 ; activate g@1: x');
    expect(r.canonical).toBe('mtg ; A: g=2/2 (activated tap sorcery: damage 1 ?creature) ; B: x=2/2 ; activate g: x');
    expect(ok(r.canonical).canonical).toBe(r.canonical);
  });
});

describe('more kinds of target, as Oracle text says them (115.1)', () => {
  it('?not-your-creature, ?artifact-or-creature, ?opponent-nonland-permanent, ?opponent-creature-or-planeswalker: never the caster\'s own', () => {
    for (const kind of ['not-your-creature', 'artifact-or-creature', 'opponent-nonland-permanent', 'opponent-creature-or-planeswalker']) {
      const r = ok(`mtg ; A: w=2/2 ; B: x=2/2 ; cast A: destroy ?${kind}`);
      expect(object(r, 'x').zone, kind).toBe('graveyard');
      expect(object(r, 'w').zone, kind).toBe('battlefield');
    }
    // given a target it does not allow: refused (601.2c)
    const mine = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: destroy ?not-your-creature=w');
    expect(violations(mine)).toEqual(['targets.violation.wrong-kind']);
  });

  it('?black-creature and the other colours: a creature of that colour, a multicoloured one too (105.2)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 white ; y=2/2 black red ; cast A: destroy ?black-creature');
    expect([object(r, 'x').zone, object(r, 'y').zone]).toEqual(['battlefield', 'graveyard']);
    expect(violations(ok('mtg ; A: w=2/2 ; B: x=2/2 white ; cast A: destroy ?black-creature=x'))).toEqual(['targets.violation.wrong-kind']);
  });

  it('?opponent-or-planeswalker: an opponent or a planeswalker, never the caster', () => {
    expect(life(ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: damage 3 ?opponent-or-planeswalker'), 'B')).toBe(17);
    expect(violations(ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: damage 3 ?opponent-or-planeswalker=A'))).toEqual(['targets.violation.wrong-kind']);
  });
});

describe('filters from Oracle text: an opponent\'s creatures (theirs), creatures without a keyword (non-flying)', () => {
  it('theirs: a static ability and a spell affect only creatures an opponent of their controller controls', () => {
    const r = ok('mtg ; A: s=Skyguard 2/2 (static: -1/+0 creatures theirs) ; w=2/2 ; B: x=2/2 ; y=3/3');
    expect([object(r, 'x').power, object(r, 'y').power, object(r, 'w').power, object(r, 's').power]).toEqual([1, 2, 2, 2]);
    const wave = ok('mtg ; A: w=1/1 ; B: x=1/1 ; y=2/2 ; cast A: damage 1 creatures theirs');
    expect([object(wave, 'x').zone, object(wave, 'y').zone, object(wave, 'w').zone]).toEqual(['graveyard', 'battlefield', 'battlefield']);
  });

  it('non-flying: creatures without flying, looked at as the effect applies', () => {
    const r = ok('mtg ; A: w=1/1 ; f=1/1 flying ; B: x=1/1 ; cast B: damage 1 creatures non-flying');
    expect([object(r, 'w').zone, object(r, 'x').zone, object(r, 'f').zone]).toEqual(['graveyard', 'graveyard', 'battlefield']);
    expect(r.canonical).toContain('damage 1 creatures non-flying');
  });
});

describe('tap, untap, return to hand, "you may", gaining control', () => {
  it('tap and untap a permanent (701.21); a tapped creature can\'t block', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: tap ?opponent-creature ; attack w ; block x>w');
    expect(violations(r)).toEqual(['violation.tapped-blocker']);
    const untapped = ok('mtg ; A: w=2/2 tapped ; B: x=1/1 ; cast A: untap w ; attack w');
    expect(untapped.resolution.steps.some((s) => s.key === 'engine-mtg.card-effects.untapped')).toBe(true);
    expect(violations(untapped)).toEqual([]);
    expect(life(untapped, 'B')).toBe(18);
  });

  it('bounce: to its owner\'s hand, a new object (400.7): it does not die', () => {
    const r = ok('mtg ; A: a=Artist 0/1 (creature-dies: lose-life 1 ?opponent) ; B: x=2/2 ; cast A: bounce x');
    expect(object(r, 'x').zone).toBe('hand');
    expect(life(r, 'B')).toBe(20);
  });

  it('"you may": its controller chooses as it resolves; the reply shows the usual choice (603.5, 608.2d)', () => {
    const r = ok('mtg ; A: c=Champion 1/1 (creature-enters: may gain-life 1 you) ; cast A v=2/2');
    expect(life(r, 'A')).toBe(21);
    expect(r.resolution.choices[0]).toMatchObject({ chooser: 'A', assumed: true, rules: ['603.5', '608.2d'] });
    const bad = checkScenario('mtg ; A: h=Anthem (static: may +1/+1 creatures yours)');
    expect(!bad.ok && bad.errors[0]!.key).toBe('engine-mtg.parse.may-static');
  });

  it('control you: the caster gains control until end of turn, and the creature may attack with haste', () => {
    const r = ok('mtg ; A: w=1/1 ; B: x=4/4 tapped ; cast A Threaten red sorcery: untap ?creature=x & control you that & gain haste that ; attack x');
    expect(life(r, 'B')).toBe(16);
  });

  it('a land that becomes a creature may attack (506.3); before it does, it may not', () => {
    const r = ok('mtg ; A: n=Nexus land (activated: becomes 1/1 self & gain flying self & gain infect self) ; B: x=2/2 ; activate n ; attack n');
    expect(player(r, 'B').counters).toEqual({ poison: 1 });
    expect(violations(ok('mtg ; A: n=Nexus land ; B: x=2/2 ; attack n'))).toEqual(['violation.not-creature-attacks']);
  });
});

describe('casting a spell is an event (601.2i): prowess and "whenever you cast"', () => {
  it('prowess: +1/+1 for a noncreature spell of its controller, on the stack above the spell (702.108a, 117.5)', () => {
    const r = ok('mtg ; A: m=Swiftspear 1/2 haste prowess ; B: x=2/2 ; attack m ; block x>m ; cast A Shock red instant: damage 2 x');
    expect(object(r, 'm')).toMatchObject({ power: 2, toughness: 3, zone: 'battlefield' });
    const keys = r.resolution.steps.map((s) => s.key.replace('engine-mtg.step.', ''));
    expect(keys.indexOf('trigger-on-stack')).toBeGreaterThan(keys.indexOf('cast'));
    // a creature spell, or an opponent's spell, does not trigger it
    expect(object(ok('mtg ; A: m=1/2 prowess ; cast A v=2/2'), 'm').power).toBe(1);
    expect(object(ok('mtg ; A: m=1/2 prowess ; B: z=1/1 ; cast B: gain-life 1 B'), 'm').power).toBe(1);
  });

  it('cast-instant-sorcery and cast-noncreature: only their controller\'s spells of those types', () => {
    const r = ok('mtg ; A: a=Mage 1/1 (cast-instant-sorcery: +1/+1 self) ; f=Archer 1/1 (cast-noncreature: damage 1 each-opponent) ; B: z=1/1 ; cast A Rally white sorcery: gain-life 1 A');
    expect(object(r, 'a').power).toBe(2);
    expect(player(r, 'B').life).toBe(19);
    // an artifact creature spell: a creature spell, neither
    const myr = ok('mtg ; A: a=Mage 1/1 (cast-instant-sorcery: +1/+1 self) ; f=Archer 1/1 (cast-noncreature: damage 1 each-opponent) ; B: z=1/1 ; cast A v=Myr 1/1 artifact');
    expect([object(myr, 'a').power, player(myr, 'B').life]).toEqual([1, 20]);
    // an artifact spell that is not a creature: noncreature
    expect(player(ok('mtg ; A: f=Archer 1/1 (cast-noncreature: damage 1 each-opponent) ; B: z=1/1 ; cast A v=Bauble artifact'), 'B').life).toBe(19);
  });
});

describe('"attacks each combat if able" (508.1d)', () => {
  it('left out while able is illegal; tapped, summoning sick or no attack at all is not', () => {
    expect(violations(ok('mtg ; A: c=3/3 must-attack ; w=2/2 ; B: x=2/2 ; attack w'))).toEqual(['violation.must-attack']);
    expect(violations(ok('mtg ; A: c=3/3 must-attack tapped ; w=2/2 ; B: x=2/2 ; attack w'))).toEqual([]);
    expect(violations(ok('mtg ; A: c=3/3 must-attack sick ; w=2/2 ; B: x=2/2 ; attack w'))).toEqual([]);
    expect(violations(ok('mtg ; A: c=3/3 must-attack ; w=2/2 ; B: x=2/2 ; attack c,w'))).toEqual([]);
    expect(violations(ok('mtg ; A: c=3/3 must-attack ; B: x=2/2 ; cast A: gain-life 1 A'))).toEqual([]);
  });
});
