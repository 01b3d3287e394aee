/** The keyword and effect catalogue (issue #13): one block per family, each citing its rules. */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps, violationRules } from './helpers.ts';

const pt = (r: ReturnType<typeof ok>, id: string) => `${object(r, id).power}/${object(r, id).toughness}`;
const poison = (r: ReturnType<typeof ok>, id: string) => player(r, id).counters.poison ?? 0;

describe('infect, wither, toxic, poisonous, poison counters', () => {
  it('infect: -1/-1 counters on creatures, poison counters on players (702.90, 120.3b, 120.3d)', () => {
    const r = ok('mtg ; A: w=Glistener Elf 1/1 infect ; v=Plague Stinger 1/1 infect flying ; B: x=3/3 ; attack w,v ; block x>w');
    expect(steps(r, 'damage-as-counters')[0]!.rules).toContain('702.90c');
    expect(pt(r, 'x')).toBe('2/2');
    expect(object(r, 'x').damage).toBe(0);
    expect(poison(r, 'B')).toBe(1);
    expect(player(r, 'B').life).toBe(20);
  });

  it('ten poison counters lose the game (704.5c)', () => {
    const r = ok('mtg ; A: w=3/3 infect ; B: poison=8 ; z=1/1 ; attack w>B');
    expect(poison(r, 'B')).toBe(11);
    expect(player(r, 'B').lost).toBe(true);
    expect(steps(r, 'sba-poison')[0]!.rules).toContain('704.5c');
  });

  it('wither: damage to a creature as -1/-1 counters, to a player as life loss (702.80a)', () => {
    const r = ok('mtg ; A: w=2/2 wither ; B: x=3/3 ; attack w ; block x>w ; end');
    expect(pt(r, 'x')).toBe('1/1');
    expect(object(r, 'x').zone).toBe('battlefield');
    const p = ok('mtg ; A: w=2/2 wither ; B: z=1/1 ; attack w>B');
    expect(player(p, 'B').life).toBe(18);
  });

  it('toxic N adds poison counters with combat damage to a player (702.164c); poisonous N triggers (702.70a)', () => {
    const t = ok('mtg ; A: w=2/2 toxic:2 ; B: z=1/1 ; attack w>B');
    expect(player(t, 'B').life).toBe(18);
    expect(poison(t, 'B')).toBe(2);
    expect(steps(t, 'poison')[0]!.rules).toContain('702.164c');
    const p = ok('mtg ; A: w=1/1 poisonous:3 ; B: z=1/1 ; attack w>B');
    expect(steps(p, 'trigger-on-stack')).toHaveLength(1);
    expect(poison(p, 'B')).toBe(3);
  });
});

describe('vigilance, haste, summoning sickness', () => {
  it('attacking taps a creature unless it has vigilance (508.1f, 702.20b)', () => {
    const r = ok('mtg ; A: w=2/2 ; v=2/2 vigilance ; B: z=1/1 ; attack w,v>B');
    expect(object(r, 'w').tapped).toBe(true);
    expect(object(r, 'v').tapped).toBeUndefined();
  });

  it('a summoning-sick creature cannot attack; haste lets it (302.6, 702.10b)', () => {
    expect(violationRules(ok('mtg ; A: w=2/2 sick ; B: z=1/1 ; attack w'))).toContain('302.6');
    expect(ok('mtg ; A: w=2/2 sick haste ; B: z=1/1 ; attack w').resolution.violations).toEqual([]);
  });

  it('a creature whose control changed this turn needs haste to attack (613.4d 7th example: control then haste)', () => {
    const noHaste = ok('mtg ; A: z=1/1 ; B: x=3/3 ; cast A: control A x ; attack x>B');
    expect(violationRules(noHaste)).toContain('302.6');
    const treason = ok('mtg ; A: z=1/1 ; B: x=3/3 ; cast A Act of Treason: control A x & gain haste x ; attack x>B');
    expect(treason.resolution.violations).toEqual([]);
    expect(steps(treason, 'effect-control')[0]!.rules).toContain('613.1b');
    expect(steps(treason, 'effect-gain')[0]!.rules).toContain('613.1f');
    expect(player(treason, 'B').life).toBe(17);
  });
});

describe('prevention', () => {
  it('damage that cannot be prevented ignores shields and protection (615.12)', () => {
    const r = ok('mtg ; A: w=3/3 red unpreventable ; B: x=3/3 pro:red prevent:3 ; attack w ; block x>w');
    expect(steps(r, 'unpreventable')[0]!.rules).toEqual(['615.12']);
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('a shield against one source only (615.7): the other source\'s damage gets through', () => {
    const r = ok('mtg ; A: w=3/3 ; v=2/2 ; B: z=1/1 ; cast B: prevent 3 B from w ; attack w,v>B');
    expect(player(r, 'B').life).toBe(18);
    expect(steps(r, 'shield-created-from')[0]!.params).toMatchObject({ from: 'w', amount: 3 });
    expect(ok('mtg ; A: w=3/3 ; B: z=1/1 ; cast B: prevent 3 B from w').canonical).toContain('prevent 3 B from w');
  });

  it('a prevention shield from a spell in response (615.7)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast B: damage 3 w ; cast A: prevent 2 w');
    expect(object(r, 'w').damage).toBe(1);
    expect(steps(r, 'shield-created')[0]!.rules).toContain('615.7');
  });
});

describe('blocking restrictions', () => {
  const cases: Array<[string, string]> = [
    ['mtg ; A: w=2/2 ; B: x=2/2 cant-block ; attack w ; block x>w', '509.1b'],
    ['mtg ; A: w=2/2 unblockable ; B: x=2/2 ; attack w ; block x>w', '509.1b'],
    ['mtg ; A: w=2/2 ; B: x=0/4 blocks-only-flying ; attack w ; block x>w', '509.1b'],
    ['mtg ; A: w=5/5 min-blockers:3 ; B: x=2/2 ; y=2/2 ; attack w ; block x,y>w', '509.1b'],
    ['mtg ; A: w=5/5 max-blockers:1 ; B: x=2/2 ; y=2/2 ; attack w ; block x,y>w', '509.1b'],
    ['mtg ; A: w=2/2 ; B: x=2/2 pro:creatures ; attack w ; block x>w', '702.16e'],
  ];
  for (const [text, rule] of cases) {
    it(text.split(' ; ').slice(1, 3).join(' ; '), () => {
      const r = ok(text);
      if (rule === '702.16e') {
        // protection from creatures: the damage from the attacking creature is prevented
        expect(object(r, 'x').damage).toBe(0);
        return;
      }
      expect(r.resolution.stopped).toBe(true);
      expect(violationRules(r)).toContain(rule);
    });
  }

  it('a blocker that can block any number of creatures; one with only flyers blocks a flyer', () => {
    const r = ok('mtg ; A: a=1/1 ; b=1/1 ; c=1/1 ; B: x=0/5 block-any ; attack a,b,c ; block x>a,b,c');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'x').damage).toBe(3);
    expect(ok('mtg ; A: w=2/2 flying ; B: x=0/4 blocks-only-flying reach ; attack w ; block x>w').resolution.violations).toEqual([]);
  });
});

describe('regeneration (701.15)', () => {
  it('a shield replaces destruction by lethal damage: tapped, out of combat, damage removed', () => {
    const r = ok('mtg ; A: w=4/4 ; B: x=2/2 ; attack w ; block x>w ; cast B: regenerate x');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'x').damage).toBe(0);
    expect(object(r, 'x').tapped).toBe(true);
    expect(steps(r, 'regenerated')[0]!.rules).toContain('701.15a');
  });

  it('regeneration in response to a destroy spell works; after it resolves it is too late (614.1e 1st example)', () => {
    expect(object(ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: destroy x ; cast B: regenerate x'), 'x').zone).toBe('battlefield');
    expect(object(ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: destroy x ; resolve ; cast B: regenerate x'), 'x').zone).toBe('graveyard');
  });

  it('"it can\'t be regenerated" (bury) makes the shield useless (701.15c)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=1/1 ; cast B: regenerate x ; resolve ; cast A: bury x');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(steps(r, 'cant-regenerate')[0]!.rules).toEqual(['701.15c']);
  });

  it('a 0-toughness creature cannot be regenerated (704.5f)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast B: regenerate x ; resolve ; cast A: -2/-2 x');
    expect(object(r, 'x').zone).toBe('graveyard');
  });
});

describe('replacement effects: undying, persist, exile instead (614, 616)', () => {
  it('undying: returns with a +1/+1 counter, but not when it already had one (702.93a, 704.6f 2nd example)', () => {
    const r = ok('mtg ; A: w=Young Wolf 1/1 undying ; B: z=1/1 ; cast B: damage 1 w');
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(pt(r, 'w')).toBe('2/2');
    expect(steps(r, 'returns')[0]!.rules).toContain('702.93a');
    const wolf = ok('mtg ; A: w=Young Wolf 1/1 undying +1/+1=1 ; B: z=1/1 ; cast B: put 3 -1/-1 w');
    expect(object(wolf, 'w').zone).toBe('graveyard');
    expect(steps(wolf, 'returns')).toEqual([]);
  });

  it('persist: returns with a -1/-1 counter once (702.79a)', () => {
    const r = ok('mtg ; A: w=Kitchen Finks 3/2 persist ; B: z=1/1 ; cast B: damage 2 w ; resolve ; resolve ; cast B: damage 1 w');
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(steps(r, 'returns')).toHaveLength(1);
  });

  it('"exile it instead": it never dies, so no dies trigger and no undying (614.6)', () => {
    const r = ok('mtg ; A: w=2/2 exile-instead undying (dies: gain-life 5 you) ; B: z=1/1 ; cast B: damage 2 w');
    expect(object(r, 'w').zone).toBe('exile');
    expect(steps(r, 'triggers')).toEqual([]);
    expect(player(r, 'A').life).toBe(20);
  });

  it('regeneration and "exile instead" both apply to a destruction: the controller chooses (616.1)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 exile-instead ; cast B: regenerate x ; resolve ; cast A: destroy x');
    const choice = r.resolution.choices.find((c) => c.what.key === 'engine-mtg.choice.replacement-order')!;
    expect(choice.chooser).toBe('B');
    expect(choice.rules).toContain('616.1');
    expect(object(r, 'x').zone).toBe('battlefield');
  });

  it('life gain doubled, and a life floor (120.4d 1st and 2nd examples, in part)', () => {
    // Boon Reflection: a 3/3 wither lifelink blocked by a 2/2 with a 2-damage shield gains 1, doubled to 2
    const boon = ok('mtg ; A: b=Boon Reflection double-life ; w=3/3 wither lifelink ; B: x=2/2 ; attack w ; block x>w ; cast B: prevent 2 x');
    expect(pt(boon, 'x')).toBe('1/1');
    expect(player(boon, 'A').life).toBe(22);
    expect(object(boon, 'w').damage).toBe(2);
    const worship = ok('mtg ; A: a=5/5 ; c=5/5 ; B: life=2 ; w=Worship life-floor ; x=0/1 ; attack a,c>B');
    expect(player(worship, 'B').life).toBe(1);
    expect(player(worship, 'B').lost).toBe(false);
  });
});

describe('battles in full (seed 004; 310, 704.5v–x)', () => {
  it('non-combat damage to a battle removes defense counters; at 0 a siege is exiled and may be cast transformed', () => {
    const r = ok('mtg ; A: z=1/1 ; B: s=Invasion of Dominaria battle siege def=3 protector=A ; cast A Lightning Bolt: damage 3 s');
    expect(steps(r, 'damage-battle')[0]!.rules).toContain('120.3h');
    expect(object(r, 's').zone).toBe('exile');
    expect(r.resolution.choices.some((c) => c.what.key === 'engine-mtg.choice.siege-cast')).toBe(true);
    const partial = ok('mtg ; A: z=1/1 ; B: s=Invasion battle siege def=5 protector=A ; cast A Shock: damage 2 s');
    expect(object(partial, 's').counters.defense).toBe(3);
  });

  it('a typeless battle at 0 defense goes to the graveyard (704.5v)', () => {
    const r = ok('mtg ; A: z=1/1 ; B: s=Fort battle def=2 ; cast A: damage 2 s');
    expect(object(r, 's').zone).toBe('graveyard');
    expect(steps(r, 'battle-defeated')[0]!.rules).toContain('704.5v');
  });

  it('a battle that is also a creature: damage is marked and removes defense counters; it still cannot attack or block', () => {
    const r = ok('mtg ; A: z=1/1 ; B: s=Animated 3/3 battle siege def=5 protector=A ; cast A: damage 2 s');
    expect(object(r, 's').damage).toBe(2);
    expect(object(r, 's').counters.defense).toBe(3);
    expect(violationRules(ok('mtg ; A: s=Animated 3/3 battle siege def=5 protector=B ; B: z=1/1 ; attack s'))).toContain('508.1a');
    // made a creature by an effect, still a battle
    const animated = ok('mtg ; A: s=Fort battle def=4 ; B: z=1/1 ; cast A: becomes 2/2 s ; attack s');
    expect(violationRules(animated)).toContain('508.1a');
  });

  it('a change of control: a siege whose controller becomes its protector gets a new protector (704.5x), a visible choice', () => {
    const r = ok('mtg ; A: z=1/1 ; B: s=Invasion battle siege def=5 protector=A ; cast A: control A s');
    const step = steps(r, 'new-protector')[0]!;
    expect(step.rules).toContain('704.5x');
    expect(step.params).toMatchObject({ chooser: 'A', player: 'B', from: 'A' });
    const choice = r.resolution.choices.find((c) => c.what.key === 'engine-mtg.choice.protector')!;
    expect(choice.rules).toContain('704.5x');
  });

  it('a siege whose protector has left a multiplayer game gets a new one (704.5w)', () => {
    const r = ok('mtg ; A: s=Invasion battle siege def=4 protector=B ; B: z=1/1 ; C: y=1/1 ; cast A: damage 20 B');
    expect(player(r, 'B').lost).toBe(true);
    expect(steps(r, 'new-protector')[0]!.params).toMatchObject({ player: 'C', from: 'B' });
    expect(steps(r, 'new-protector')[0]!.rules).toContain('704.5w');
  });
});

describe('landwalk (702.14) and "must be blocked if able" (509.1c)', () => {
  it('forestwalk: unblockable while the defending player controls a Forest (702.14c), blockable otherwise', () => {
    const r = ok('mtg ; A: w=Lynx 2/2 forestwalk ; B: lands=forest,island ; x=2/2 ; attack w ; block x>w');
    expect(r.resolution.stopped).toBe(true);
    expect(violationRules(r)).toContain('702.14c');
    expect(r.resolution.violations.map((v) => v.key)).toContain('engine-mtg.violation.landwalk');
    const none = ok('mtg ; A: w=Lynx 2/2 forestwalk ; B: lands=island ; x=2/2 ; attack w ; block x>w');
    expect(none.resolution.violations).toEqual([]);
    expect(object(none, 'x').zone).toBe('graveyard');
  });

  it('landwalk looks at the defending player, not at the attacker (702.14c); ja and fr words', () => {
    // the attacker's own Forest does not matter
    expect(ok('mtg ; A: lands=forest ; w=2/2 forestwalk ; B: x=2/2 ; attack w ; block x>w').resolution.violations).toEqual([]);
    const ja = ok('mtg ; A: w=2/2 沼渡り ; B: 土地=沼 ; x=2/2 ; attack w ; block x>w');
    expect(violationRules(ja)).toContain('702.14c');
    const fr = ok('mtg ; A: w=2/2 traversée-des-îles ; B: terrains=île ; x=2/2 ; attack w ; block x>w');
    expect(violationRules(fr)).toContain('702.14c');
  });

  it('an unknown land type is a positioned error with a suggestion', async () => {
    const { parseScenario } = await import('../../engine/index.ts');
    const r = parseScenario('mtg ; B: lands=forst ; x=2/2');
    expect(r.scenario).toBeUndefined();
    expect(r.errors[0]!.key).toBe('engine-mtg.parse.unknown-land-type');
    expect(r.errors[0]!.suggestion).toBe('forest');
    expect('mtg ; B: lands=forst ; x=2/2'.slice(r.errors[0]!.col - 1, r.errors[0]!.col - 1 + r.errors[0]!.length)).toBe('forst');
  });

  it('must be blocked if able: left unblocked while a creature could block it is illegal (509.1c)', () => {
    const r = ok('mtg ; A: w=Irritant 1/1 must-be-blocked ; v=3/3 ; B: x=2/2 ; attack w,v ; block x>v');
    expect(violationRules(r)).toContain('509.1c');
    const blocked = ok('mtg ; A: w=Irritant 1/1 must-be-blocked ; v=3/3 ; B: x=2/2 ; attack w,v ; block x>w');
    expect(blocked.resolution.violations).toEqual([]);
    expect(player(blocked, 'B').life).toBe(17);
  });

  it('must be blocked if able: no violation when no creature is able (tapped, flying) (509.1c)', () => {
    expect(ok('mtg ; A: w=1/1 must-be-blocked ; B: x=2/2 tapped ; attack w').resolution.violations).toEqual([]);
    expect(ok('mtg ; A: w=1/1 flying must-be-blocked ; B: x=2/2 ; attack w').resolution.violations).toEqual([]);
    const ja = ok('mtg ; A: w=1/1 ブロック強制 ; B: x=2/2 ; attack w');
    expect(violationRules(ja)).toContain('509.1c');
  });
});

describe('protection from a player and from a card type (702.16a, 702.16k)', () => {
  const prevented = (r: ReturnType<typeof ok>) => steps(r, 'prevented-protection');

  it('protection from a player: that player\'s creatures cannot block it (702.16k, 702.16f)', () => {
    const r = ok('mtg ; A: w=2/2 pro-player:B ; B: x=3/3 ; attack w ; block x>w');
    expect(r.resolution.stopped).toBe(true);
    expect(violationRules(r)).toEqual(expect.arrayContaining(['702.16k', '509.1b']));
  });

  it('protection from a player: damage from anything that player controls is prevented, a spell too (702.16k)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: pro-player:A ; x=1/1 ; attack w>B');
    expect(player(r, 'B').life).toBe(20);
    expect(prevented(r)[0]!.rules).toContain('702.16k');
    const spell = ok('mtg ; A: w=2/2 ; B: x=2/2 pro-player:A ; cast A Shock: damage 2 x');
    expect(object(spell, 'x').damage).toBe(0);
    // from another player's source the damage is dealt
    const other = ok('mtg ; A: w=2/2 ; B: x=2/2 pro-player:B ; cast A Shock: damage 2 x');
    expect(object(other, 'x').zone).toBe('graveyard');
  });

  it('protection from artifacts: an artifact creature cannot block, its damage is prevented (702.16a, 702.16f, 702.16e)', () => {
    const r = ok('mtg ; A: w=2/2 pro:artifacts ; B: x=Myr 1/1 artifact ; attack w ; block x>w');
    expect(violationRules(r)).toEqual(expect.arrayContaining(['702.16a', '702.16f']));
    const dmg = ok('mtg ; A: w=Myr 3/3 artifact ; B: x=2/2 pro:artifacts ; attack w ; block x>w');
    expect(object(dmg, 'x').zone).toBe('battlefield');
    expect(object(dmg, 'w').damage).toBe(2);
    expect(ok('mtg ; A: w=2/2 ; B: x=2/2 pro:artifacts ; attack w ; block x>w').resolution.violations).toEqual([]);
  });

  it('protection from planeswalkers: a planeswalker ability\'s damage is prevented, and it can\'t target; ja and fr words', () => {
    const r = ok('mtg ; A: p=Chandra planeswalker loyalty=4 ; B: x=2/2 pro:planeswalkers ; activate p: damage 2 creatures');
    expect(object(r, 'x').damage).toBe(0);
    expect(prevented(r)[0]!.rules).toContain('702.16e');
    // targeting it is not allowed at all (702.16b): the ability is not activated
    const targeted = ok('mtg ; A: p=Chandra planeswalker loyalty=4 ; B: x=2/2 pro:planeswalkers ; activate p: damage 2 x');
    expect(object(targeted, 'x').damage).toBe(0);
    expect(violationRules(targeted)).toEqual(expect.arrayContaining(['602.2b', '702.16b']));
    const ja = ok('mtg ; A: w=2/2 プレイヤーからのプロテクション:B ; B: x=3/3 ; attack w ; block x>w');
    expect(violationRules(ja)).toContain('702.16k');
    const fr = ok('mtg ; A: w=2/2 pro:artefacts ; B: x=1/1 artefact ; attack w ; block x>w');
    expect(violationRules(fr)).toContain('702.16f');
  });
});

describe('evasion: fear, intimidate, shadow, horsemanship (509.1b)', () => {
  const blockKey = (text: string) => {
    const r = ok(text);
    return r.resolution.violations.map((v) => [v.key.replace('engine-mtg.violation.', ''), v.rules[0]]);
  };

  it('skulk: no creature with greater power may block it; equal or less may (702.118b)', () => {
    expect(blockKey('mtg ; A: w=2/1 skulk ; B: x=3/3 ; attack w ; block x>w')).toEqual([['block-restriction', '702.118b']]);
    expect(blockKey('mtg ; A: w=2/1 skulk ; B: x=2/5 ; attack w ; block x>w')).toEqual([]);
  });

  it('attacks-only-if-island: it attacks only a player who controls an Island (508.1c)', () => {
    const r = ok('mtg ; A: w=5/5 attacks-only-if-island ; B: x=1/1 ; attack w');
    expect(r.resolution.violations.map((v) => [v.key, v.rules[0]])).toEqual([['engine-mtg.violation.attacks-only-if-land', '508.1c']]);
    expect(ok('mtg ; B lands=island ; A: w=5/5 attacks-only-if-island ; B: x=1/1 ; attack w').resolution.violations).toEqual([]);
    expect(ok('mtg ; B lands=forest ; A: w=5/5 attacks-only-if-island ; B: x=1/1 ; attack w').resolution.violations).toHaveLength(1);
  });

  it('afterlife:N — when it dies, N 1/1 white and black flyers for its controller (702.135a)', () => {
    const r = ok('mtg ; A: w=2/2 afterlife:2 ; B: x=1/1 ; cast B: destroy w');
    expect([object(r, 'token1').zone, object(r, 'token2').zone, object(r, 'token1').controller]).toEqual(['battlefield', 'battlefield', 'A']);
    expect(object(r, 'token1').keywords).toContain('flying');
    expect(object(r, 'token1').colors).toEqual(['white', 'black']);
  });

  it('modular:N — when it dies, its +1/+1 counters may go to a target artifact creature (702.43a); it enters with N (614.1c)', () => {
    const r = ok('mtg ; A: m=1/1 artifact modular:2 +1/+1=2 ; t=Thopter 1/1 artifact flying ; B: x=1/1 ; cast B: destroy m');
    expect([object(r, 't').power, object(r, 't').toughness]).toEqual([3, 3]);
    // no other artifact creature: no legal target, nothing moves
    expect(object(ok('mtg ; A: m=1/1 artifact modular:2 +1/+1=2 ; w=2/2 ; B: x=1/1 ; cast B: destroy m'), 'w').power).toBe(2);
    // cast during the scenario, it enters with its counters
    expect(object(ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A m=Arcbound Worker 0/0 artifact modular:1'), 'm').power).toBe(1);
  });

  it('afflict:N — whenever it becomes blocked, the defending player loses N life, once for two blockers (702.130a, 509.3c)', () => {
    expect(player(ok('mtg ; A: w=3/3 afflict:2 ; B: x=1/1 ; y=1/1 ; attack w ; block x>w ; block y>w'), 'B').life).toBe(18);
    expect(player(ok('mtg ; A: w=3/3 afflict:2 ; B: x=1/1 ; attack w'), 'B').life).toBe(17);
  });

  it('must-be-blocked-by-all (Lure): every creature able to block it must (509.1c)', () => {
    const keys = (t: string) => ok(t).resolution.violations.map((v) => [v.key.replace('engine-mtg.violation.', ''), v.rules[0]]);
    expect(keys('mtg ; A: w=2/2 must-be-blocked-by-all ; B: x=1/1 ; y=1/1 ; attack w ; block x>w')).toEqual([['blocked-by-all', '509.1c']]);
    expect(keys('mtg ; A: w=2/2 must-be-blocked-by-all ; B: x=1/1 ; y=1/1 ; attack w ; block x>w ; block y>w')).toEqual([]);
    // a tapped creature or one that can't block it (flying) is not able to: no requirement on it
    expect(keys('mtg ; A: w=2/2 flying must-be-blocked-by-all ; B: x=1/1 flying ; y=1/1 ; attack w ; block x>w')).toEqual([]);
    // blocking another creature without a requirement instead still obeys fewer requirements
    expect(keys('mtg ; A: w=2/2 must-be-blocked-by-all ; v=2/2 ; B: x=1/1 ; attack w,v ; block x>v')).toEqual([['blocked-by-all', '509.1c']]);
  });

  it('block restrictions by power, N the number: the creatures\' power as blockers are declared decides (509.1b)', () => {
    // Arlinn's Wolf: power 2 or less can't block it, 3 can
    expect(blockKey('mtg ; A: w=3/2 unblockable-power-le:2 ; B: x=2/5 ; attack w ; block x>w')).toEqual([['power-attacker-le', '509.1b']]);
    expect(blockKey('mtg ; A: w=3/2 unblockable-power-le:2 ; B: x=3/1 ; attack w ; block x>w')).toEqual([]);
    // a pump before blocks counts: the 2/2 made 3/3 may block
    expect(blockKey('mtg ; A: w=3/2 unblockable-power-le:2 ; B: x=2/2 ; attack w ; cast B: +1/+1 x ; resolve ; block x>w')).toEqual([]);
    expect(blockKey('mtg ; A: w=1/1 unblockable-power-ge:2 ; B: x=2/2 ; attack w ; block x>w')).toEqual([['power-attacker-ge', '509.1b']]);
    // on the blocker: Brassclaw Orcs can't block power 2 or greater
    expect(blockKey('mtg ; A: w=2/2 ; B: x=3/2 cant-block-power-ge:2 ; attack w ; block x>w')).toEqual([['power-blocker-ge', '509.1b']]);
    expect(blockKey('mtg ; A: w=1/1 ; B: x=3/2 cant-block-power-ge:2 ; attack w ; block x>w')).toEqual([]);
    expect(blockKey('mtg ; A: w=1/1 ; B: x=3/2 cant-block-power-le:1 ; attack w ; block x>w')).toEqual([['power-blocker-le', '509.1b']]);
    const r = ok('mtg ; A: w=3/2 unblockable-power-le:2 ; B: x=2/5 ; attack w ; block x>w');
    expect(r.resolution.violations[0]!.params).toMatchObject({ amount: 2, power: 2 });
  });

  it('fear: only artifact and/or black creatures may block it (702.36b)', () => {
    expect(blockKey('mtg ; A: w=2/2 black fear ; B: x=2/2 green ; attack w ; block x>w')).toEqual([['block-restriction', '702.36b']]);
    expect(blockKey('mtg ; A: w=2/2 black fear ; B: x=2/2 black ; attack w ; block x>w')).toEqual([]);
    expect(blockKey('mtg ; A: w=2/2 black fear ; B: y=1/1 artifact ; attack w ; block y>w')).toEqual([]);
  });

  it('intimidate: only artifact creatures and creatures sharing a colour with it (702.13b)', () => {
    expect(blockKey('mtg ; A: w=2/2 red intimidate ; B: x=2/2 green ; attack w ; block x>w')).toEqual([['block-restriction', '702.13b']]);
    expect(blockKey('mtg ; A: w=2/2 red green intimidate ; B: x=2/2 green ; attack w ; block x>w')).toEqual([]);
    // a colourless attacker shares no colour with anything
    expect(blockKey('mtg ; A: w=2/2 intimidate ; B: x=2/2 ; attack w ; block x>w')).toEqual([['block-restriction', '702.13b']]);
  });

  it('shadow works both ways, horsemanship one way (702.28b, 702.31b); ja and fr words', () => {
    expect(blockKey('mtg ; A: w=2/2 シャドー ; B: x=2/2 ; attack w ; block x>w')).toEqual([['block-restriction', '702.28b']]);
    expect(blockKey('mtg ; A: w=2/2 ; B: x=2/2 ombre ; attack w ; block x>w')).toEqual([['block-restriction', '702.28b']]);
    expect(blockKey('mtg ; A: w=2/2 shadow ; B: x=2/2 shadow ; attack w ; block x>w')).toEqual([]);
    expect(blockKey('mtg ; A: w=2/2 馬術 ; B: x=2/2 ; attack w ; block x>w')).toEqual([['block-restriction', '702.31b']]);
    expect(blockKey('mtg ; A: w=2/2 ; B: x=2/2 équitation ; attack w ; block x>w')).toEqual([]);
  });
});

describe('flanking (702.25)', () => {
  it('each blocker without flanking gets -1/-1 until end of turn, one trigger per blocker, before combat damage (702.25a, 509.3d)', () => {
    const r = ok('mtg ; A: w=Zhalfirin Knight 2/2 white flanking ; B: x=1/1 ; y=2/2 ; attack w ; block x,y>w');
    expect(steps(r, 'triggers').map((s) => s.rules)).toEqual([
      ['702.25a', '509.3d'],
      ['702.25a', '509.3d'],
    ]);
    expect(steps(r, 'triggers')[0]!.cites).toEqual(['mtg.kw.flanking']);
    // the 1/1 is 0/0 and dies before damage (704.5f); the attacker stays blocked and deals its 2 to the 2/2, now 1/1
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(steps(r, 'sba-toughness').map((s) => s.params?.creature)).toEqual(['x']);
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(object(r, 'w').damage).toBe(1);
    expect(player(r, 'B').life).toBe(20);
  });

  it('does nothing to a blocker with flanking, nor when the creature with flanking blocks', () => {
    const both = ok('mtg ; A: w=2/2 flanking ; B: x=2/2 側面攻撃 ; attack w ; block x>w');
    expect(steps(both, 'triggers')).toEqual([]);
    expect(object(both, 'w').zone).toBe('graveyard');
    const blocking = ok('mtg ; A: w=2/2 ; B: x=2/2 attaque-de-flanc ; attack w ; block x>w');
    expect(steps(blocking, 'triggers')).toEqual([]);
    expect(object(blocking, 'x').zone).toBe('graveyard');
  });

  it('does not target the blocker: protection from the knight\'s colour does not stop the -1/-1 (115.10, 702.16)', () => {
    const r = ok('mtg ; A: w=2/2 white flanking ; B: x=2/2 pro:white ; attack w ; block x>w');
    expect(steps(r, 'trigger-no-target')).toEqual([]);
    expect(object(r, 'x').power).toBe(1);
    expect(object(r, 'x').toughness).toBe(1);
  });
});

describe('bushido N (702.45)', () => {
  it('blocking: +N/+N until end of turn, once however many attackers it blocks (702.45a, 509.3a)', () => {
    const r = ok('mtg ; A: v=2/2 ; w=2/2 ; B: x=2/2 bushido:2 extra-block:1 ; attack v,w ; block x>v,w');
    expect(r.canonical).toContain('x=2/2 bushido:2');
    expect(steps(r, 'triggers').map((s) => [s.rules, s.cites])).toEqual([[['702.45a', '509.3a'], ['mtg.kw.bushido']]]);
    expect(steps(r, 'effect-pump').map((s) => s.params?.now)).toEqual(['4/4']);
    expect(object(r, 'v').zone).toBe('graveyard');
    expect(object(r, 'w').zone).toBe('graveyard');
  });

  it('becoming blocked: once however many creatures block it (509.3c); not at all when unblocked', () => {
    const r = ok('mtg ; A: w=2/2 武士道:1 ; B: x=2/2 ; y=2/2 ; attack w ; block x,y>w ; end');
    expect(steps(r, 'triggers').map((s) => s.rules)).toEqual([['702.45a', '509.3c']]);
    expect(steps(r, 'effect-pump').map((s) => s.params?.now)).toEqual(['3/3']);
    // 3 damage to divide: lethal to one 2/2, 1 to the other; 4 back kill the 3/3
    expect(['x', 'y'].map((id) => object(r, id).zone).sort()).toEqual(['battlefield', 'graveyard']);
    expect(object(r, 'w').zone).toBe('graveyard');
    const unblocked = ok('mtg ; A: w=2/2 bushido:1 ; B: x=2/2 ; attack w>B');
    expect(steps(unblocked, 'triggers')).toEqual([]);
    expect(player(unblocked, 'B').life).toBe(18);
  });

  it('the bonus lasts until end of turn (514.2)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 bushido:3 ; attack w ; block x>w ; end');
    expect(object(r, 'x').power).toBe(2);
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'w').zone).toBe('graveyard');
  });
});

describe('exalted (702.83)', () => {
  it('each permanent with exalted, a land included, gives a creature attacking alone +1/+1 until end of turn', () => {
    const r = ok('mtg ; A: w=2/2 ; s=1/1 exalted ; c=Cathedral of War land 賛美 ; B: x=3/3 ; attack w ; block x>w');
    expect(steps(r, 'triggers').map((s) => [s.params?.source, s.rules, s.cites])).toEqual([
      ['s', ['702.83a', '702.83b', '506.5'], ['mtg.kw.exalted']],
      ['Cathedral of War (c)', ['702.83a', '702.83b', '506.5'], ['mtg.kw.exalted']],
    ]);
    // both triggers are A's: A chooses their order (603.3b)
    expect(r.resolution.choices.map((c) => c.rules)).toContainEqual(['603.3b']);
    expect(r.resolution.warnings).toEqual([]);
    expect(object(r, 'w').power).toBe(4);
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'w').zone).toBe('battlefield');
  });

  it('does not trigger when two creatures attack (702.83b, 506.5), nor for the opponent\'s attacker', () => {
    const two = ok('mtg ; A: w=2/2 exalted ; v=1/1 ; B: z=1/1 ; attack w,v>B');
    expect(steps(two, 'triggers')).toEqual([]);
    expect(player(two, 'B').life).toBe(17);
    const theirs = ok('mtg ; A: w=2/2 ; B: e=0/1 exaltation ; attack w>B');
    expect(steps(theirs, 'triggers')).toEqual([]);
    expect(player(theirs, 'B').life).toBe(18);
  });

  it('does not target the attacker: a creature with shroud still gets +1/+1 (115.10, 702.18a)', () => {
    const r = ok('mtg ; A: w=2/2 shroud exalted ; B: z=1/1 ; attack w>B');
    expect(steps(r, 'trigger-no-target')).toEqual([]);
    expect(player(r, 'B').life).toBe(17);
  });
});

describe('bloodthirst N (702.54a)', () => {
  it('enters with N +1/+1 counters when an opponent was dealt damage earlier this turn, a replacement of entering (614.1c)', () => {
    const r = ok('mtg ; A: ; B: x=2/2 ; cast A: damage 2 B ; resolve ; cast A o=2/2 bloodthirst:2 ; resolve');
    expect(pt(r, 'o')).toBe('4/4');
    expect(steps(r, 'enters-bloodthirst')).toHaveLength(1);
    expect(r.resolution.steps.find((s) => s.key.endsWith('enters-bloodthirst'))!.rules).toEqual(['702.54a', '614.1c', '122.6']);
  });

  it('without counters when only a creature, or its controller, was dealt damage, and not on a permanent the scenario starts with', () => {
    expect(pt(ok('mtg ; A: ; B: x=2/2 ; cast A: damage 1 x ; resolve ; cast A o=2/2 bloodthirst:1 ; resolve'), 'o')).toBe('2/2');
    expect(pt(ok('mtg ; A: ; B: x=2/2 ; cast B: damage 1 A ; resolve ; cast A o=2/2 bloodthirst:1 ; resolve'), 'o')).toBe('2/2');
    expect(pt(ok('mtg ; A: o=2/2 bloodthirst:1 ; B: x=2/2 ; cast A: damage 1 B'), 'o')).toBe('2/2');
  });
});

describe('fabricate N (702.123a)', () => {
  it('when it enters: N +1/+1 counters on it, the choice shown and assumed', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A f=1/1 artifact fabricate:2 ; resolve');
    expect(pt(r, 'f')).toBe('3/3');
    expect(r.resolution.choices.map((c) => c.rules)).toEqual([['702.123a', '608.2d']]);
  });

  it('gone before it resolves: N 1/1 colourless Servo artifact creature tokens instead', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A f=1/1 artifact fabricate:2 ; resolve ; cast B: destroy f');
    expect([object(r, 'token1').zone, object(r, 'token2').zone, object(r, 'token1').controller]).toEqual(['battlefield', 'battlefield', 'A']);
    expect(object(r, 'token1').colors).toEqual([]);
    expect(object(r, 'token1').keywords).toContain('artifact');
  });
});

describe('rampage N (702.23)', () => {
  it('+N/+N for each blocker beyond the first; none with one blocker', () => {
    expect(pt(ok('mtg ; A: w=3/3 rampage:2 ; B: x=1/1 ; y=1/1 ; z=1/1 ; attack w ; block x,y,z>w'), 'w')).toBe('7/7');
    expect(pt(ok('mtg ; A: w=3/3 rampage:2 ; B: x=1/1 ; attack w ; block x>w'), 'w')).toBe('3/3');
  });

  it('counted as it resolves: a blocker destroyed in response no longer counts (702.23b)', () => {
    const r = ok('mtg ; A: w=3/3 rampage:2 ; B: x=1/1 ; y=1/1 ; attack w ; block x,y>w ; cast A: destroy y');
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(r.resolution.steps.find((s) => s.key === 'engine-mtg-fabricate.step.rampage')!.params).toMatchObject({ count: 1, bonus: 0 });
  });
});

describe('renown N (702.112)', () => {
  it('its combat damage to a player: N +1/+1 counters and renowned; renowned, it does not trigger again (702.112a–b)', () => {
    const r = ok('mtg ; A: w=2/2 double-strike renown:1 ; B: x=0/1 ; attack w');
    expect(pt(r, 'w')).toBe('3/3');
    expect(player(r, 'B').life).toBe(15);
    expect(steps(r, 'triggers')).toHaveLength(1);
    // damage to a creature is not damage to a player
    expect(pt(ok('mtg ; A: w=2/2 renown:1 ; B: x=0/4 ; attack w ; block x>w'), 'w')).toBe('2/2');
  });
});

describe('dethrone (702.105a)', () => {
  it('attacking the player with the most life, or tied for it: a +1/+1 counter; not when another player has more', () => {
    expect(pt(ok('mtg ; A: w=2/2 dethrone ; B: x=0/1 ; attack w'), 'w')).toBe('3/3');
    expect(pt(ok('mtg ; A: life=25 ; w=2/2 dethrone ; B: x=0/1 ; attack w'), 'w')).toBe('2/2');
    expect(pt(ok('mtg ; A: w=2/2 dethrone ; B: life=30 ; x=0/1 ; attack w'), 'w')).toBe('3/3');
  });
});
