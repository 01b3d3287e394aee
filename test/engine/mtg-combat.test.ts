/** MTG combat by CR 2025-02-07: the scenarios of the issue, each step checked with its rule and entry id. */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps, violationRules } from './helpers.ts';

describe('(a) trample with lethal damage counting marked damage and deathtouch (702.19b, 702.2c)', () => {
  const base = 'mtg ; A: w=6/6 trample ; B: x=2/2 ; y=0/4 dmg=1 ; attack w>B ; block x,y>w';

  it('needs at least 2 and 3 on the blockers; 1 may trample over', () => {
    const r = ok(base);
    const choice = r.resolution.choices.find((c) => c.what.key === 'engine-mtg.choice.assign')!;
    expect(choice.chooser).toBe('A');
    expect(choice.range).toEqual({ key: 'engine-mtg.range.trample', params: { lethal: 'x=2 y=3', excess: 1, target: 'B' } });
    expect(choice.assumed).toBe(true);
    expect(choice.rules).toContain('702.19b');
    const [assign] = steps(r, 'assign-trample');
    expect(assign!.params.split).toBe('x=2 y=3 B=1');
    expect(assign!.rules).toContain('702.19b');
    expect(assign!.cites).toContain('mtg.trample.lethal');
    const [counted] = steps(r, 'lethal-counted');
    expect(counted!.params).toMatchObject({ blocker: 'y', toughness: 4, marked: 1, lethal: 3 });
    expect(counted!.rules).toEqual(expect.arrayContaining(['702.19b', '120.6']));
    expect(player(r, 'B').life).toBe(19);
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'y').zone).toBe('graveyard');
    const sba = steps(r, 'sba-lethal');
    expect(sba.map((s) => s.params.creature)).toEqual(['x', 'y']);
    for (const s of sba) expect(s.rules).toContain('704.5g');
    for (const s of sba) expect(s.cites).toContain('mtg.sba.lethal-damage');
  });

  it('with deathtouch: 1 each and 4 over', () => {
    const r = ok(base.replace('6/6 trample', '6/6 trample deathtouch'));
    const choice = r.resolution.choices[0]!;
    expect(choice.range.params).toMatchObject({ lethal: 'x=1 y=1', excess: 4 });
    expect(steps(r, 'assign-trample')[0]!.params.split).toBe('x=1 y=1 B=4');
    const dt = steps(r, 'lethal-deathtouch');
    expect(dt).toHaveLength(2);
    for (const s of dt) {
      expect(s.rules).toContain('702.2c');
      expect(s.cites).toContain('mtg.deathtouch');
    }
    expect(player(r, 'B').life).toBe(16);
    expect(steps(r, 'sba-deathtouch').map((s) => s.rules)).toEqual([
      ['704.5h', '702.2b'],
      ['704.5h', '702.2b'],
    ]);
  });

  it('an explicit assignment is checked against lethal damage', () => {
    const legal = ok(`${base} ; assign w: x=2 y=4 B=0`);
    expect(legal.resolution.violations).toEqual([]);
    expect(legal.resolution.choices[0]!.assumed).toBe(false);
    expect(player(legal, 'B').life).toBe(20);
    const short = ok(`${base} ; assign w: x=2 y=2 B=2`);
    expect(violationRules(short)).toContain('702.19b');
    expect(short.resolution.violations[0]!.params).toMatchObject({ blocker: 'y', given: 2, lethal: 3 });
    expect(short.resolution.violations[0]!.fatal).toBe(false);
    expect(player(short, 'B').life).toBe(19); // the trace uses a legal assignment instead
    const dt = ok(`${base.replace('trample', 'trample deathtouch')} ; assign w: x=1 y=0 B=5`);
    expect(dt.resolution.violations.map((v) => v.rules)).toEqual([['702.19b', '702.2c']]);
    expect(ok(`${base.replace('trample', 'trample deathtouch')} ; assign w: x=1 y=1 B=4`).resolution.violations).toEqual([]);
  });

  it('counts damage other attackers assign to the same blocker', () => {
    const r = ok('mtg ; A: w=4/4 ; z=3/3 trample ; B: x=3/3 extra-block:1 ; attack w,z ; block x>w,z');
    expect(steps(r, 'lethal-counted')[0]!.params).toMatchObject({ others: 4, lethal: 0 });
    expect(steps(r, 'assign-trample')[0]!.params.split).toBe('B=3');
    expect(player(r, 'B').life).toBe(17);
  });
});

describe('(b) trample against protection (702.16e, 702.19b)', () => {
  it('assigns 2 to the protected blocker (prevented) and 4 to the player', () => {
    const r = ok('mtg ; A: w=6/6 green trample ; B: x=2/2 pro:green ; attack w ; block x>w');
    expect(steps(r, 'assign-trample')[0]!.params).toMatchObject({ lethal: 'x=2', split: 'x=2 B=4' });
    const ignore = steps(r, 'lethal-ignores-prevention')[0]!;
    expect(ignore.rules).toContain('702.19b');
    const prevented = steps(r, 'prevented-protection')[0]!;
    expect(prevented.params).toMatchObject({ source: 'w', target: 'x', amount: 2, quality: { key: 'engine-mtg.quality.green' } });
    expect(prevented.rules).toContain('702.16e');
    expect(prevented.cites).toEqual(['mtg.protection.damage']);
    expect(player(r, 'B').life).toBe(16);
    expect(object(r, 'x')).toMatchObject({ zone: 'battlefield', damage: 0 });
    const illegal = ok('mtg ; A: w=6/6 green trample ; B: x=2/2 pro:green ; attack w ; block x>w ; assign w: B=6');
    expect(violationRules(illegal)).toContain('702.19b');
  });
});

describe('(c) battles (120.3h, 310, 704.5v)', () => {
  const siege = 'mtg ; A: s=Invasion battle siege def=5 ; c=3/3 ; t=4/4 trample ; B: x=2/2 ; attack c,t>s ; block x>t';

  it('a 3/3 unblocked and a 4/4 trampler blocked by a 2/2 bring the battle to 0; a siege is exiled, castable transformed', () => {
    const r = ok(siege);
    const attack = steps(r, 'attack-battle')[0]!;
    expect(attack.cites).toEqual(expect.arrayContaining(['mtg.battle.attack', 'mtg.battle.protector']));
    expect(attack.rules).toEqual(expect.arrayContaining(['310.5', '310.8b', '508.1b']));
    const dmg = steps(r, 'damage-battle');
    expect(dmg.map((s) => [s.params.from, s.params.to])).toEqual([
      [5, 2],
      [2, 0],
    ]);
    for (const s of dmg) {
      expect(s.rules).toEqual(['120.3h', '310.6']);
      expect(s.cites).toEqual(['mtg.battle.damage', 'mtg.battle.defense']);
    }
    expect(object(r, 's')).toMatchObject({ zone: 'exile', counters: { defense: 0 }, countersBefore: { defense: 5 } });
    const defeated = steps(r, 'siege-defeated')[0]!;
    expect(defeated.rules).toEqual(['310.11b', '704.5v']);
    expect(defeated.cites).toEqual(['mtg.battle.siege', 'mtg.battle.defeated']);
    const cast = r.resolution.choices.find((c) => c.what.key === 'engine-mtg.choice.siege-cast')!;
    expect(cast.chooser).toBe('A');
    expect(r.resolution.outcome.map((m) => m.key)).toContain('engine-mtg.outcome.siege-exiled');
    // protector chosen among the controller's opponents (310.11a)
    expect(r.resolution.assumptions.map((a) => a.key)).toContain('engine-mtg.assumption.siege-protector');
  });

  it('a battle without a type goes to the graveyard at 0 defense (704.5v)', () => {
    const r = ok('mtg ; A: c=3/3 ; t=4/4 trample ; B: s=battle def=5 ; x=2/2 ; attack c,t>s ; block x>t');
    expect(object(r, 's').zone).toBe('graveyard');
    expect(steps(r, 'battle-defeated')[0]!.rules).toEqual(['704.5v', '310.7']);
  });

  it('only the protector blocks creatures attacking its battle (310.8c)', () => {
    const r = ok('mtg ; A: s=battle siege def=5 protector=B ; w=3/3 ; B: x=2/2 ; C: y=2/2 ; attack w>s ; block y>w');
    expect(r.resolution.stopped).toBe(true);
    expect(r.resolution.violations[0]!.key).toBe('engine-mtg.violation.blocker-not-protector');
    expect(r.resolution.violations[0]!.cites).toContain('mtg.battle.protector');
  });
});

describe('(d) prevention and doubling: the affected player orders them (616.1)', () => {
  const base = 'mtg ; A: c=3/3 ; B: y=0/5 prevent:1 ; f=Furnace of Rath double-damage ; attack c>B ; block y>c';

  it('shows 4 or 5 damage depending on the order', () => {
    const r = ok(base);
    expect(r.resolution.branches).toHaveLength(2);
    const damage = r.resolution.branches.map((b) => b.final.objects.find((o) => o.id === 'y')!.damage);
    expect(damage).toEqual([4, 5]);
    expect(r.resolution.branches.map((b) => b.main)).toEqual([true, false]);
    const choice = r.resolution.choices.find((c) => c.what.key === 'engine-mtg.choice.order')!;
    expect(choice.chooser).toBe('B');
    expect(choice.rules).toContain('616.1');
    expect(choice.cites).toEqual(['mtg.replacement.order']);
    expect(choice.assumed).toBe(true);
    expect(object(r, 'y').damage).toBe(4);
    expect(steps(r, 'prevented-shield')[0]!.rules).toEqual(['615.7']);
    expect(steps(r, 'doubled')[0]!.params).toMatchObject({ from: 2, to: 4 });
    expect(steps(r, 'doubled')[0]!.cites).toEqual(['mtg.damage.doubling']);
    expect(r.resolution.outcome.at(-1)!.key).toBe('engine-mtg.outcome.depends-on-order');
  });

  it('follows an explicit order, for the player or for the permanent', () => {
    for (const order of ['order B: double,prevent', 'order y: double,prevent', 'order B: 倍加,軽減', 'ordre B: doublement,prévention']) {
      const r = ok(`${base} ; ${order}`);
      expect(r.resolution.branches, order).toEqual([]);
      expect(object(r, 'y').damage, order).toBe(5);
      expect(object(r, 'y').zone, order).toBe('graveyard');
      expect(r.resolution.choices.find((c) => c.what.key === 'engine-mtg.choice.order')!.assumed).toBe(false);
    }
  });

  it('warns when an order is given for someone who never faces the choice', () => {
    const r = ok(`${base} ; order A: double,prevent`);
    expect(r.resolution.warnings.map((w) => w.key)).toContain('engine-mtg.warning.order-unused');
  });

  it('the player being dealt damage chooses for Urza\'s Armor and Furnace of Rath', () => {
    const r = ok("mtg ; A: a=4/4 ; f=Furnace of Rath double-damage ; B: u=Urza's Armor prevent-each:1 ; attack a");
    expect(r.resolution.branches.map((b) => b.final.players.find((p) => p.id === 'B')!.life)).toEqual([14, 13]);
    expect(steps(r, 'prevented-each')[0]!.rules).toEqual(['615.10']);
  });
});

describe('(e) double strike with trample (510.4, 702.19d)', () => {
  it('first-strike damage kills the blocker; regular damage all tramples over', () => {
    const r = ok('mtg ; A: d=4/4 double-strike trample ; B: x=2/2 ; attack d ; block x>d');
    const [first, second] = [steps(r, 'first-step')[0]!, steps(r, 'second-step')[0]!];
    expect(first.rules).toEqual(expect.arrayContaining(['510.4', '702.4b']));
    expect(first.cites).toEqual(['mtg.combat.first-strike', 'mtg.combat.double-strike']);
    expect(second.heading).toBe(true);
    expect(steps(r, 'assign-trample')[0]!.params.split).toBe('x=2 B=2');
    const over = steps(r, 'trample-no-blockers')[0]!;
    expect(over.params).toMatchObject({ attacker: 'd', amount: 4, target: 'B' });
    expect(over.rules).toContain('702.19d');
    expect(over.cites).toEqual(['mtg.trample.no-blockers']);
    expect(player(r, 'B').life).toBe(14);
    // order: the blocker dies between the two steps
    const keys = r.resolution.steps.map((s) => s.key.replace('engine-mtg.step.', ''));
    expect(keys.indexOf('sba-lethal')).toBeLessThan(keys.indexOf('second-step'));
  });

  it('without trample, the blocked creature deals nothing in the second step (510.1c)', () => {
    const r = ok('mtg ; A: d=4/4 double-strike ; B: x=2/2 ; attack d ; block x>d');
    expect(steps(r, 'blocked-no-blockers')[0]!.rules).toContain('510.1c');
    expect(player(r, 'B').life).toBe(20);
  });

  it('a first striker kills its blocker before it strikes back', () => {
    const r = ok('mtg ; A: k=2/2 first-strike ; B: x=2/2 ; attack k ; block x>k');
    expect(object(r, 'k').damage).toBe(0);
    expect(object(r, 'x').zone).toBe('graveyard');
  });
});

describe('other combat rules', () => {
  it('unblocked damage to a player, with lifelink (510.1b, 702.15b)', () => {
    const r = ok('mtg ; A: l=3/3 lifelink ; B: life=10 ; attack l');
    expect(steps(r, 'assign-unblocked')[0]!.cites).toEqual(['mtg.combat.unblocked', 'mtg.damage.to-player']);
    expect(steps(r, 'lifelink')[0]!.rules).toEqual(['702.15b', '120.3f']);
    expect(player(r, 'A').life).toBe(23);
    expect(player(r, 'B').life).toBe(7);
  });

  it('several blockers without trample: free division, labelled as an assumption (510.1c)', () => {
    const r = ok('mtg ; A: w=6/4 ; B: x=2/2 ; y=3/3 ; attack w ; block x,y>w');
    const c = r.resolution.choices[0]!;
    expect(c.range.key).toBe('engine-mtg.range.divide');
    expect(c.cites).toEqual(['mtg.combat.divide-blockers']);
    expect(c.rules).toEqual(['510.1c']);
    expect(steps(r, 'assign-divide')[0]!.params.split).toBe('x=3 y=3');
  });

  it('a planeswalker loses loyalty and dies at 0 (120.3c, 704.5i)', () => {
    const r = ok('mtg ; A: w=4/4 ; B: j=Jace planeswalker loyalty=3 ; attack w>j');
    expect(steps(r, 'damage-planeswalker')[0]!.cites).toEqual(['mtg.damage.to-planeswalker']);
    expect(steps(r, 'sba-planeswalker')[0]!.rules).toContain('704.5i');
    expect(object(r, 'j').zone).toBe('graveyard');
  });

  it('indestructible survives lethal damage and deathtouch (702.12b)', () => {
    const r = ok('mtg ; A: v=2/2 deathtouch ; B: g=1/1 indestructible ; attack v ; block g>v');
    expect(steps(r, 'indestructible')[0]!.cites).toEqual(['mtg.indestructible']);
    expect(object(r, 'g').zone).toBe('battlefield');
  });

  it('a player at 0 life loses (704.5a)', () => {
    const r = ok('mtg ; A: w=5/5 ; B: life=5 ; attack w');
    expect(steps(r, 'sba-zero-life')[0]!.cites).toEqual(['mtg.sba.zero-life']);
    expect(player(r, 'B').lost).toBe(true);
    expect(steps(r, 'game-over')[0]!.params.winner).toBe('A');
  });

  it('shields on players and effect objects (615.7)', () => {
    const r = ok('mtg ; A: w=5/5 ; B: prevent:2 ; attack w');
    expect(player(r, 'B').life).toBe(17);
    const from = ok('mtg ; A: w=5/5 ; B: h=Healing Salve prevent:3 ; attack w');
    expect(player(from, 'B').life).toBe(18);
    expect(steps(from, 'prevented-shield-from')[0]!.params).toMatchObject({ from: 'Healing Salve (h)', left: 0 });
  });
});

describe('illegal scenarios are violations, not crashes', () => {
  const cases: Array<[string, string, string]> = [
    ['mtg ; A: s=battle def=5 ; w=2/2 ; B: x=1/1 ; attack w>s', 'protector-attacks', '310.8b'],
    ['mtg ; A: w=2/2 ; B: s=battle def=5 ; attack w ; block s>w', 'battle-blocks', '509.1a'],
    ['mtg ; A: s=battle siege def=5 ; B: x=1/1 ; attack s', 'battle-attacks', '508.1a'],
    ['mtg ; A: f=Furnace of Rath double-damage ; B: x=1/1 ; attack f', 'not-creature-attacks', '506.3'],
    ['mtg ; A: w=2/2 tapped ; B: x=1/1 ; attack w', 'tapped-attacker', '508.1a'],
    ['mtg ; A: w=0/4 defender ; B: x=1/1 ; attack w', 'defender-attacks', '702.3b'],
    ['mtg ; A: w=2/2 ; j=Jace planeswalker loyalty=3 ; B: x=1/1 ; attack w>j', 'attacks-own-planeswalker', '508.1b'],
    ['mtg ; A: w=2/2 ; B: x=1/1 ; attack w>A', 'attacks-self', '506.2'],
    ['mtg ; A: w=2/2 ; B: x=1/1 ; attack w>x', 'attack-target-invalid', '506.3'],
    ['mtg ; A: w=2/2 ; B: x=1/1 ; attack w,x', 'two-attacking-players', '506.2'],
    ['mtg ; A: w=2/2 ; z=2/2 ; B: x=1/1 ; attack w ; block x>z', 'blocks-non-attacker', '509.1a'],
    ['mtg ; A: w=2/2 ; z=2/2 ; B: x=1/1 ; attack w ; block z>w', 'wrong-blocker', '509.1a'],
    ['mtg ; A: w=2/2 ; z=2/2 ; B: x=1/1 ; attack w,z ; block x>w,z', 'too-many-blocks', '509.1a'],
    ['mtg ; A: w=2/2 flying ; B: x=1/1 ; attack w ; block x>w', 'flying', '702.9b'],
    ['mtg ; A: w=2/2 menace ; B: x=1/1 ; attack w ; block x>w', 'menace', '702.111b'],
    ['mtg ; A: w=2/2 pro:black ; B: x=1/1 B ; attack w ; block x>w', 'protection-block', '702.16f'],
    ['mtg ; A: w=2/2 ; B: x=1/1 tapped ; attack w ; block x>w', 'tapped-blocker', '509.1a'],
    // the siege's own controller as protector is fixed by a state-based action (704.5x): B becomes it, and can't attack it
    ['mtg ; A: s=battle siege def=5 protector=A ; B: w=1/1 ; attack w>s', 'protector-attacks', '310.8b'],
    ['mtg ; A: w=2/2 dmg=2 ; B: x=1/1 ; attack w', 'not-on-battlefield', '508.1a'],
    ['mtg ; A: w=2/0 ; B: x=1/1 ; attack w', 'not-on-battlefield', '508.1a'],
  ];
  for (const [text, key, rule] of cases) {
    it(`${key} (${rule})`, () => {
      const r = ok(text);
      expect(r.resolution.stopped).toBe(true);
      const v = r.resolution.violations.find((x) => x.key === `engine-mtg.violation.${key}`);
      expect(v, JSON.stringify(r.resolution.violations)).toBeDefined();
      expect(v!.rules).toContain(rule);
      expect(r.resolution.outcome[0]!.key).toBe('engine-mtg.outcome.illegal');
    });
  }

  // Issue #12: a position with a state-based action pending is resolved by it (704.3), not refused.
  it('a pending state-based action is performed first: the dead attacker cannot attack, the dead player has lost', () => {
    const lethal = ok('mtg ; A: w=2/2 dmg=2 ; B: x=1/1 ; attack w');
    expect(steps(lethal, 'sba-lethal')[0]!.rules).toContain('704.5g');
    expect(object(lethal, 'w').zone).toBe('graveyard');
    const zero = ok('mtg ; A: w=2/0 ; B: x=1/1 ; attack w');
    expect(steps(zero, 'sba-toughness')[0]!.rules).toContain('704.5f');
    const life = ok('mtg ; A: w=2/2 ; B: life=0 ; attack w');
    expect(steps(life, 'sba-zero-life')[0]!.rules).toContain('704.5a');
    expect(player(life, 'B').lost).toBe(true);
    expect(steps(life, 'attack-player')).toEqual([]);
  });

  it('illegal assignments are reported with the rule and replaced by a legal one', () => {
    const cases: Array<[string, string]> = [
      ['mtg ; A: w=5/5 ; B: x=2/2 ; attack w ; block x>w ; assign w: x=2 B=3', '510.1c'],
      ['mtg ; A: w=5/5 ; B: x=2/2 ; y=2/2 ; attack w ; block x,y>w ; assign w: x=2 y=2', '510.1a'],
      ['mtg ; A: w=5/5 ; z=1/1 ; B: x=2/2 ; attack w ; block x>w ; assign z: B=1', '510.1'],
      ['mtg ; A: w=5/5 ; B: x=2/2 ; attack w ; assign w: x=5', '510.1b'],
      ['mtg ; A: w=5/5 ; B: x=2/2 ; attack w ; block x>w ; assign w@2: x=5', '702.4b'],
    ];
    for (const [text, rule] of cases) {
      const r = ok(text);
      expect(r.resolution.stopped, text).toBe(false);
      expect(violationRules(r), text).toContain(rule);
      expect(r.resolution.violations.every((v) => !v.fatal)).toBe(true);
    }
  });
});
