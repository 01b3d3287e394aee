/**
 * Two-Headed Giant (810) with the shared team turns combat (805.10): the `teams` statement, shared life and poison,
 * team losses (704.6a–b), who may attack and block (805.10b, 805.10d), battles (310.8b–c, 310.11a) — checked
 * through what a user reads: the rendered reply in en/ja/fr, final life totals, losers and violations.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { renderCheck, renderParseErrors } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { object, ok, player, violationRules } from './helpers.ts';

const seen = (text: string, locale: Locale = 'en'): string =>
  renderCheck(checkScenario(text), locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
    .join('\n');

const parseErrors = (text: string, locale: Locale = 'en'): string => {
  const r = checkScenario(text);
  if (r.ok) throw new Error(`expected errors for ${text}`);
  return renderParseErrors(text, r.errors, locale);
};

const TEAMS = 'mtg ; teams A,B vs C,D';

describe('the teams statement', () => {
  it('reads two teams, declares all four players, and prints back the same', () => {
    const r = ok(`${TEAMS} ; A: w=3/3 ; attack w>D`);
    expect(r.scenario.players.map((p) => p.id)).toEqual(['A', 'B', 'C', 'D']);
    const printed = printScenario(r.scenario, { oneLine: true });
    expect(printed).toBe('mtg ; A: w=3/3 ; B: ; C: ; D: ; teams A,B vs C,D ; attack w>D');
    expect(parseScenario(printed).scenario).toStrictEqual(r.scenario);
  });

  it('accepts the aliases in English, Japanese and French, and lower-case names', () => {
    for (const text of [
      'mtg ; 2hg A,B vs C,D ; A: w=2/2 ; attack w>C',
      'mtg ; two headed giant a,b against c,d ; A: w=2/2 ; attack w>C',
      'mtg ; 双頭巨人戦A,B対C,D ; A: w=2/2 ; 攻撃w>C',
      'mtg ; 双頭巨人 A、B 対 C、D ; A: w=2/2 ; attack w>C',
      'mtg ; troll à deux têtes A,B contre C,D ; A: w=2/2 ; attaque w>C',
      'mtg ; équipes A,B contre C,D ; A: w=2/2 ; attack w>C',
    ]) {
      const r = ok(text);
      expect(r.scenario.actions[0], text).toEqual({ kind: 'teams', teams: [['A', 'B'], ['C', 'D']] });
      expect(player(r, 'C').life, text).toBe(28);
      expect(player(r, 'D').life, text).toBe(28);
    }
  });

  it('a directive of several words may be written with spaces (the same reading serves "fin du tour")', () => {
    expect(ok('mtg ; A: w=2/2 ; attack w ; fin du tour').scenario.actions.map((a) => a.kind)).toEqual(['attack', 'end']);
    expect(ok('mtg ; A: w=2/2 ; attack w ; next step').scenario.actions.map((a) => a.kind)).toEqual(['attack', 'next']);
  });

  it('reports a missing vs, unequal or one-player teams, a third team and a player named twice, with a caret', () => {
    expect(parseErrors('mtg ; teams A,B C,D')).toContain('Only one team is given: separate the two teams with vs.');
    expect(parseErrors('mtg ; teams A,B vs C')).toContain('The teams have 2 players and 1 player: both need the same number of players, at least two.');
    expect(parseErrors('mtg ; teams A vs C', 'fr')).toContain('Les équipes comptent 1 joueur et 1 joueur');
    const third = parseErrors('mtg ; teams A,B vs C,D vs E,F');
    expect(third).toContain('Line 1, column 24: “vs”: a Two-Headed Giant game has exactly two teams.');
    expect(third).toContain('^^');
    expect(parseErrors('mtg ; teams A,A vs C,D')).toContain('A is named twice: each player is on one team only.');
  });

  it('is in Japanese and French in the parse error too', () => {
    expect(parseErrors('mtg ; teams A,B C,D', 'ja')).toContain('チームが1つしかありません。');
    expect(parseErrors('mtg ; teams A,B C,D', 'fr')).toContain('Une seule équipe est donnée');
  });

  it('puts every player on a team (810.1)', () => {
    const r = ok(`${TEAMS} ; A: w=2/2 ; E: x=1/1 ; attack w>C`);
    expect(r.resolution.stopped).toBe(true);
    expect(violationRules(r)).toContain('810.1');
    expect(seen(`${TEAMS} ; A: w=2/2 ; E: x=1/1 ; attack w>C`)).toContain('E is on no team (team A, B or team C, D)');
  });
});

describe('shared life (810.4, 810.9)', () => {
  it('starts at 30; damage to either head comes off the one total', () => {
    const text = `${TEAMS} ; A: w=5/5 ; B: z=3/3 ; attack w>C z>D`;
    const r = ok(text);
    expect(player(r, 'C').life).toBe(22);
    expect(player(r, 'D').life).toBe(22);
    expect(player(r, 'A').life).toBe(30);
    const en = seen(text);
    expect(en).toContain('Two-Headed Giant: team A, B (30 life) against team C, D (30 life).');
    expect(en).toContain('w deals 5 damage to C: life 30 → 25.');
    expect(en).toContain('z deals 3 damage to D: life 25 → 22.');
    expect(en).toContain('• Life of team C, D: 30 → 22 (shared)');
    expect(en).toContain('B attacks D with z.');
    expect(seen(text, 'ja')).toContain('• チームC、D：ライフ30 → 22（共有）');
    expect(seen(text, 'fr')).toContain('• Points de vie de l\'équipe C, D : 30 → 22 (partagés)');
  });

  it('life=N on either head sets the team total; different values warn and the first is used', () => {
    expect(player(ok(`${TEAMS} ; D life=9 ; A: w=2/2 ; attack w>C`), 'C').life).toBe(7);
    const text = `${TEAMS} ; C life=10 ; D life=12 ; A: w=2/2 ; attack w>D`;
    expect(player(ok(text), 'D').life).toBe(8);
    expect(seen(text)).toContain('The players of team C, D are given different life totals: the team shares one, and 10 (the first given) is used.');
  });

  it('life gain and life loss by spells change the team total too (810.9)', () => {
    const r = ok(`${TEAMS} ; A: z=1/1 ; cast C: damage 3 A ; cast D: lose-life 2 B ; cast A: gain-life 4 B`);
    expect(player(r, 'A').life).toBe(29);
    expect(player(r, 'B').life).toBe(29);
  });

  it('lifelink gains for the whole team', () => {
    const r = ok(`${TEAMS} ; A: w=4/4 lifelink ; attack w>C`);
    expect(player(r, 'B').life).toBe(34);
    expect(seen(`${TEAMS} ; A: w=4/4 lifelink ; attack w>C`)).toContain('• Life of team A, B: 30 → 34 (shared)');
  });

  it('the team at 0 life loses together, and the other team wins (704.6a, 810.8a, 810.8c)', () => {
    const text = `${TEAMS} ; C life=7 ; A: w=5/5 ; B: z=3/3 ; attack w>C z>D`;
    const r = ok(text);
    expect(player(r, 'C').lost).toBe(true);
    expect(player(r, 'D').lost).toBe(true);
    expect(player(r, 'A').lost).toBe(false);
    const rules = r.resolution.steps.flatMap((s) => s.rules ?? []);
    expect(rules).toEqual(expect.arrayContaining(['704.6a', '810.8c', '810.8a']));
    expect(rules).not.toContain('704.5a');
    const en = seen(text);
    expect(en).toContain('The shared life total of team C, D is -1: the whole team loses the game.');
    expect(en).toContain('The players of team A, B win: the game is over.');
    expect(en).toContain('• The players of team C, D lose the game');
    expect(seen(text, 'ja')).toContain('チームC、Dのライフは-1なので、チーム全員がゲームに敗北する。');
    expect(seen(text, 'fr')).toContain('Défaite de l\'équipe C, D');
  });

  it('one head at 0 alone is not a loss while the team total is above 0', () => {
    const r = ok(`${TEAMS} ; A: w=5/5 ; attack w>C`);
    expect(player(r, 'C').lost).toBe(false);
    expect(player(r, 'C').life).toBe(25);
  });

  it('both teams at 0 at once: a draw', () => {
    const text = `${TEAMS} ; B life=2 ; C life=2 ; A: z=1/1 ; cast A: damage 3 B,D`;
    const r = ok(text);
    expect(r.resolution.final.players.every((p) => p.lost)).toBe(true);
    expect(seen(text)).toContain('• The game is a draw');
    expect(seen(text)).toContain('The shared life total of team A, B is -1: the whole team loses the game.');
  });
});

describe('shared poison counters (810.10, 704.6b)', () => {
  it('toxic and infect on both heads add up; 15 makes the team lose', () => {
    const text = `${TEAMS} ; D poison=8 ; A: w=5/5 infect ; B: z=2/2 toxic:3 ; attack w>C z>D`;
    const r = ok(text);
    expect(player(r, 'C').lost).toBe(true);
    expect(player(r, 'D').lost).toBe(true);
    expect(r.resolution.final.players.find((p) => p.id === 'C')!.counters.poison).toBe(16);
    expect(r.resolution.steps.flatMap((s) => s.rules ?? [])).toEqual(expect.arrayContaining(['704.6b', '810.8d']));
    const en = seen(text);
    expect(en).toContain('w: C gets 5 poison counters (8 → 13).');
    expect(en).toContain('z: D gets 3 poison counters (13 → 16).');
    expect(en).toContain('Poison counters of team C, D: 16 (15 or more): the whole team loses the game.');
    expect(en).toContain('• Poison counters of team C, D: 8 → 16 (shared; 15 to lose)');
  });

  it('ten poison counters do not make a team lose (704.5c is not used in Two-Headed Giant)', () => {
    const r = ok(`${TEAMS} ; C poison=7 ; A: w=4/4 infect ; attack w>C`);
    expect(player(r, 'C').lost).toBe(false);
    expect(r.resolution.final.players.find((p) => p.id === 'D')!.counters.poison).toBe(11);
    expect(r.resolution.steps.flatMap((s) => s.rules ?? [])).not.toContain('704.5c');
  });

  it('the same creatures in a two-player game: ten is enough (704.5c)', () => {
    const r = ok('mtg ; B poison=7 ; A: w=4/4 infect ; attack w>B');
    expect(player(r, 'B').lost).toBe(true);
  });
});

describe('Three-Headed Giant (810.11)', () => {
  it('45 life and 20 poison counters per team of three', () => {
    const text = 'mtg ; teams A,B,E vs C,D,F ; A: w=5/5 lifelink ; B: z=2/2 ; attack w>C z>F';
    const r = ok(text);
    expect(player(r, 'A').life).toBe(50);
    expect(player(r, 'F').life).toBe(38);
    expect(seen(text)).toContain('team A, B, E (45 life) against team C, D, F (45 life)');
    expect(seen(text)).toContain('20 poison counters');
    const poisoned = ok('mtg ; teams A,B,E vs C,D,F ; C poison=12 ; A: w=5/5 infect ; attack w>D');
    expect(player(poisoned, 'D').lost).toBe(false);
    expect(player(ok('mtg ; teams A,B,E vs C,D,F ; C poison=15 ; A: w=5/5 infect ; attack w>D'), 'F').lost).toBe(true);
  });
});

describe('attacking (805.10a–b, 810.7)', () => {
  it('both players of the active team attack together, each attacker a player of the other team', () => {
    const r = ok(`${TEAMS} ; A: w=2/2 ; B: z=2/2 ; attack w>C z>C`);
    expect(r.resolution.stopped).toBe(false);
    const en = seen(`${TEAMS} ; A: w=2/2 ; B: z=2/2 ; attack w>C z>C`);
    expect(en).toContain('A attacks C with w.');
    expect(en).toContain('B attacks C with z.');
  });

  it('creatures of both teams cannot attack together', () => {
    const text = `${TEAMS} ; A: w=5/5 ; C: x=2/2 ; attack w>D x>A`;
    expect(violationRules(ok(text))).toEqual(expect.arrayContaining(['805.10a', '805.10b']));
    expect(seen(text)).toContain('Creatures of team A, B and of team C, D attack: only the active team attacks, as one combined attack.');
  });

  it('a teammate, their planeswalker or a battle the team protects cannot be attacked', () => {
    const mate = `${TEAMS} ; A: w=5/5 ; attack w>B`;
    expect(violationRules(ok(mate))).toEqual(expect.arrayContaining(['805.10b', '810.7']));
    expect(seen(mate)).toContain('w cannot attack B, a player of its own team');
    expect(seen(mate, 'ja')).toContain('wは味方チームのBを攻撃できません。');
    const pw = `${TEAMS} ; A: w=5/5 ; B: p=Jace planeswalker loyalty=3 ; attack w>p`;
    expect(seen(pw)).toContain('w cannot attack Jace (p): its controller B is on the attacking team.');
    const battle = `${TEAMS} ; A: w=5/5 ; C: t=Invasion battle siege def=4 protector=B ; attack w>t`;
    expect(violationRules(ok(battle))).toEqual(expect.arrayContaining(['310.8b', '805.10b']));
    expect(seen(battle)).toContain('w cannot attack Invasion (t): its protector B is on the attacking team');
    expect(seen(battle, 'fr')).toContain('son protecteur B fait partie de l\'équipe qui attaque');
  });

  it('its own protector still gets the two-player message (310.8b)', () => {
    const text = `${TEAMS} ; A: w=5/5 ; C: t=Invasion battle siege def=4 protector=A ; attack w>t`;
    expect(seen(text)).toContain('A is that battle\'s protector: a protector can never attack its battle.');
  });

  it('without a target, the first player of the other team is assumed', () => {
    const r = ok(`${TEAMS} ; B: w=3/3 ; attack w`);
    expect(player(r, 'C').life).toBe(27);
    expect(seen(`${TEAMS} ; B: w=3/3 ; attack w`)).toContain('w attacks C, the first opponent listed.');
  });
});

describe('blocking (805.10d)', () => {
  it('the teammate of the attacked player may block', () => {
    const text = `${TEAMS} ; A: w=5/5 ; C: x=1/1 ; D: y=3/3 ; attack w>C ; block y>w`;
    const r = ok(text);
    expect(r.resolution.stopped).toBe(false);
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(player(r, 'C').life).toBe(30);
    expect(seen(text)).toContain('D blocks w with y.');
    expect(r.resolution.steps.find((s) => s.key === 'engine-mtg.step.blocked')!.rules).toContain('805.10d');
  });

  it('both defending players may block the same attacker', () => {
    const r = ok(`${TEAMS} ; A: w=3/3 ; C: x=2/2 ; D: y=2/2 ; attack w>D ; block x,y>w`);
    expect(r.resolution.stopped).toBe(false);
    expect(object(r, 'w').zone).toBe('graveyard');
  });

  it('a creature of the attacking team cannot block', () => {
    const text = `${TEAMS} ; A: w=5/5 ; B: z=2/2 ; attack w>C ; block z>w`;
    expect(violationRules(ok(text))).toEqual(expect.arrayContaining(['805.10d', '509.1a']));
    expect(seen(text)).toContain('z blocks w, but only creatures of the defending team C, D may block it.');
    expect(seen(text, 'fr')).toContain('seules les créatures de l\'équipe C, D, qui défend, peuvent la bloquer.');
  });

  it('without teams, only the attacked player may block (unchanged)', () => {
    const r = ok('mtg ; A: w=5/5 ; C: x=1/1 ; D: y=3/3 ; attack w>C ; block y>w');
    expect(violationRules(r)).toContain('509.1a');
    expect(violationRules(r)).not.toContain('805.10d');
  });
});

describe('triggered abilities of both teams (805.7)', () => {
  it('the active team puts its triggers on the stack first, even a teammate listed before the active player', () => {
    const text = `${TEAMS} ; A: a=Ally 0/4 (creature-dies: gain-life 1 A) ; B: w=1/1 ; C: c=Foe 0/4 (creature-dies: gain-life 2 C) ; x=1/1 ; attack w>C ; block x>w`;
    const r = ok(text);
    const put = r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.trigger-on-stack');
    expect(put.map((s) => s.params.player)).toEqual(['A', 'A', 'C', 'C']);
    expect(put[0]!.rules).toContain('805.7');
    // the last one put on the stack resolves first: the other team's gains come before the active team's
    const en = seen(text);
    expect(en.indexOf('Foe (c): C gains 2 life (30 → 32).')).toBeGreaterThan(-1);
    expect(en.indexOf('Foe (c): C gains 2 life (30 → 32).')).toBeLessThan(en.indexOf('Ally (a): A gains 1 life'));
    expect(player(r, 'B').life).toBe(32);
    expect(player(r, 'D').life).toBe(34);
  });
});

describe('battles in Two-Headed Giant (310.8, 310.11a, 805.10)', () => {
  it('the protector\'s teammate may block a creature attacking the battle', () => {
    const text = `${TEAMS} ; A: w=5/5 ; B: s=Invasion battle siege def=5 protector=C ; D: y=2/2 ; attack w>s ; block y>w`;
    const r = ok(text);
    expect(r.resolution.stopped).toBe(false);
    expect(object(r, 's').counters.defense).toBe(5);
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(seen(text)).toContain('D blocks w with y.');
  });

  it('the attacking team cannot block for a battle it attacks', () => {
    const text = `${TEAMS} ; A: w=5/5 ; B: z=2/2 ; s=Invasion battle siege def=5 protector=C ; attack w>s ; block z>w`;
    expect(violationRules(ok(text))).toEqual(expect.arrayContaining(['805.10d', '310.8c']));
    expect(seen(text)).toContain('only creatures of the protector\'s team C, D may block it.');
  });

  it('an unblocked attack on a battle protected by either defending player removes defense counters', () => {
    const r = ok(`${TEAMS} ; A: w=3/3 ; C: s=Fort battle siege def=5 protector=B ; B: z=2/2 ; attack w>s`);
    expect(violationRules(r)).toContain('310.8b');
    const ok2 = ok(`${TEAMS} ; A: w=3/3 ; B: s=Fort battle siege def=5 protector=D ; attack w>s`);
    expect(ok2.resolution.stopped).toBe(false);
    expect(object(ok2, 's').counters.defense).toBe(2);
  });

  it('a siege protected by its controller\'s teammate gets an opponent as protector (310.11a, 704.5w)', () => {
    const text = `${TEAMS} ; C: s=Siege battle siege def=3 protector=D ; x=1/1 ; cast A: damage 1 s`;
    const r = ok(text);
    expect(r.resolution.choices.find((c) => c.rules.includes('704.5w'))).toBeDefined();
    expect(seen(text)).toContain('C chooses A as the new protector of s (before: D).');
  });

  it('a siege without a protector is protected by a player of the other team, and its controller\'s team may attack it', () => {
    const r = ok(`${TEAMS} ; C: s=Siege battle siege def=3 ; D: x=2/2 ; attack x>s`);
    expect(r.resolution.stopped).toBe(false);
    expect(object(r, 's').counters.defense).toBe(1);
  });
});

describe('generated Two-Headed Giant games', () => {
  const HEADS = ['A', 'B', 'C', 'D'];
  const IDS = ['a', 'b', 'c', 'd'];
  const creature = fc.record({
    p: fc.integer({ min: 0, max: 6 }),
    t: fc.integer({ min: 1, max: 5 }),
    kw: fc.subarray(['infect', 'lifelink', 'trample', 'first-strike', 'toxic:2', 'flying'], { maxLength: 2 }),
  });
  const game = fc
    .record({
      cs: fc.array(creature, { minLength: 4, maxLength: 4 }),
      life: fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { freq: 2 }), { minLength: 4, maxLength: 4 }),
      poison: fc.array(fc.option(fc.integer({ min: 0, max: 14 }), { freq: 2 }), { minLength: 4, maxLength: 4 }),
      // mostly the A-B team attacking, sometimes a creature of the other team or a teammate as target (violations)
      attackers: fc.oneof({ weight: 4, arbitrary: fc.subarray(['a', 'b'], { minLength: 1 }) }, { weight: 1, arbitrary: fc.subarray(IDS, { minLength: 1 }) }),
      targets: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom('C', 'D') }, { weight: 1, arbitrary: fc.constantFrom(...HEADS) }), { minLength: 4, maxLength: 4 }),
      blocks: fc.array(fc.tuple(fc.constantFrom(...IDS), fc.constantFrom(...IDS)), { maxLength: 2 }),
      spell: fc.option(fc.tuple(fc.constantFrom(...HEADS), fc.integer({ min: 1, max: 9 }), fc.constantFrom(...HEADS))),
    })
    .map(({ cs, life, poison, attackers, targets, blocks, spell }) => {
      const parts = ['mtg', 'teams A,B vs C,D'];
      HEADS.forEach((h, i) => {
        const attrs = [life[i] != null ? `life=${life[i]}` : '', poison[i] != null ? `poison=${poison[i]}` : ''].filter(Boolean).join(' ');
        if (attrs) parts.push(`${h} ${attrs}`);
        const c = cs[i]!;
        parts.push(`${h}: ${IDS[i]}=${[`${c.p}/${c.t}`, ...c.kw].join(' ')}`);
      });
      if (spell) parts.push(`cast ${spell[0]}: damage ${spell[1]} ${spell[2]}`, 'resolve');
      parts.push(`attack ${attackers.map((id) => `${id}>${targets[IDS.indexOf(id)]}`).join(' ')}`);
      const pairs = blocks.filter(([b, a]) => b !== a && attackers.includes(a) && !attackers.includes(b));
      if (pairs.length) parts.push(`block ${[...new Map(pairs.map(([b, a]) => [b, a])).entries()].map(([b, a]) => `${b}>${a}`).join(' ')}`);
      return parts.join(' ; ');
    });

  it('never throw, print back, render in every language, and keep each team one life total and one fate', () => {
    fc.assert(
      fc.property(game, (text) => {
        const r = checkScenario(text);
        if (!r.ok) throw new Error(`${text}\n${JSON.stringify(r.errors)}`);
        expect(parseScenario(printScenario(r.scenario)).scenario).toStrictEqual(r.scenario);
        for (const locale of ['en', 'ja', 'fr'] as const) expect(JSON.stringify(renderCheck(r, locale))).not.toMatch(/engine-mtg\./);
        const heads = new Map(r.resolution.final.players.map((p) => [p.id, p]));
        for (const [x, y] of [['A', 'B'], ['C', 'D']] as const) {
          expect(heads.get(x)!.life, text).toBe(heads.get(y)!.life);
          expect(heads.get(x)!.lost, text).toBe(heads.get(y)!.lost);
          expect(heads.get(x)!.counters.poison ?? 0, text).toBe(heads.get(y)!.counters.poison ?? 0);
          if (!r.resolution.stopped && !heads.get(x)!.lost) {
            expect(heads.get(x)!.life, text).toBeGreaterThan(0);
            expect(heads.get(x)!.counters.poison ?? 0, text).toBeLessThan(15);
          }
        }
        for (const s of r.resolution.steps) expect(s.rules?.length, s.key).toBeGreaterThan(0);
      }),
      { numRuns: 150, seed: 810 },
    );
  });
});

describe('casting in a team turn (805.4a, 805.5a)', () => {
  it('either head of the active team casts a sorcery in its main phase; a head of the other team cannot', async () => {
    const { checkScenario } = await import('../../engine/index.ts');
    const base = 'mtg ; teams A,B vs C,D ; A: w=2/2 ; D: y=3/3';
    const teammate = checkScenario(`${base} ; cast B Wrath sorcery: destroy y`);
    expect(teammate.ok && teammate.resolution.violations).toEqual([]);
    const other = checkScenario(`${base} ; cast C Wrath sorcery: destroy w`);
    expect(other.ok && other.resolution.violations.map((v) => v.rules[0])).toEqual(['307.1']);
    const { renderCheck } = await import('../../commands/render/resolution.ts');
    const text = (lang: 'en' | 'ja' | 'fr') => renderCheck(other, lang).map((s) => s.description).join('\n');
    expect(text('en')).toContain('only a player of the active team (A, B) may cast');
    expect(text('fr')).toContain("seul un joueur de l'équipe active (A, B)");
    expect(text('ja')).toContain('アクティブ・チーム（A、B）');
  });
});
