/**
 * An outside review of the combat answers added last round — banding (702.22), Two-Headed Giant (810, 805.10,
 * 704.6), battles in teams (310), protection in combat (702.16), blocking restrictions, trample with banding and
 * protection, poison and infect in teams. Each case here is a position where the engine's answer disagreed with
 * the Comprehensive Rules (or said the wrong rule) before it was fixed; the test asserts what the user reads.
 */
import { describe, expect, it } from 'vitest';
import { renderCheck } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { object, ok, player, violationRules } from './helpers.ts';

type R = ReturnType<typeof ok>;
const text = (r: R, locale: Locale = 'en') =>
  renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
    .join('\n');

describe('banding: the usual split of the player who divides (702.22j, 702.22k)', () => {
  it('a 4/4 blocking a band of two 3/3s: the attacking player spreads 2 and 2 and loses nothing', () => {
    const r = ok('mtg ; A: w=3/3 banding ; v=3/3 ; B: x=4/4 ; attack band w,v>B ; block x>w');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'v').zone).toBe('battlefield');
    expect(object(r, 'w').damage).toBe(2);
    expect(object(r, 'v').damage).toBe(2);
    expect(object(r, 'x').zone).toBe('graveyard');
    const en = text(r);
    expect(en).toContain('A assigns the 4 combat damage of x — legal: any split of 4 among w, v. Trace follows: w=2 v=2 (spread so that none of them gets lethal damage) (assumed)');
    expect(en).toContain('[702.22k');
    expect(text(r, 'ja')).toContain('w=2 v=2（どのクリーチャーも致死ダメージを受けないように分ける）');
    expect(text(r, 'fr')).toContain("w=2 v=2 (réparties pour qu'aucune ne reçoive de blessures mortelles)");
  });

  it('the defending player spreads an attacker\'s damage over two blockers when one alone would die', () => {
    const r = ok('mtg ; A: w=5/5 ; B: x=3/3 banding ; y=4/4 ; attack w>B ; block x,y>w');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'y').zone).toBe('battlefield');
    expect(object(r, 'x').damage + object(r, 'y').damage).toBe(5);
    expect(object(r, 'w').damage).toBe(7);
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(20);
  });

  it('deathtouch can\'t be spread: all of it still goes on one creature, and only that one dies', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=4/4 ; B: x=2/2 deathtouch ; attack band w,v>B ; block x>w');
    const lost = ['w', 'v'].filter((id) => object(r, id).zone === 'graveyard');
    expect(lost).toHaveLength(1);
    expect(text(r)).toContain('so at most one creature is lost');
  });
});

describe('poison and infect: the rule each step cites (122.1f, 702.90b–c, 702.70a, 810.10)', () => {
  const poisonSteps = (r: R) => r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.poison');

  it('a spell that gives poison counters to a 2HG team at 13: 16 loses, citing 122.1f and 810.10, not poisonous', () => {
    const r = ok('mtg ; teams A,B vs C,D ; C poison=13 ; A: z=1/1 ; cast A: poison 3 C');
    expect(player(r, 'C').lost).toBe(true);
    expect(player(r, 'D').lost).toBe(true);
    expect(poisonSteps(r).map((s) => s.rules)).toEqual([['122.1f', '810.10']]);
    const en = text(r);
    expect(en).toContain('C gets 3 poison counters (13 → 16). [122.1f · 810.10]');
    expect(en).toContain('Poison counters of team C, D: 16 (15 or more): the whole team loses the game. [704.6b · 810.8d · 810.8a');
    expect(en).not.toContain('702.70a');
  });

  it('poisonous still cites its own rule (702.70a); infect to a player cites 702.90b, not the creature rules', () => {
    const r = ok('mtg ; A: w=2/2 infect ; v=1/1 poisonous:2 ; B: z=1/1 ; attack w,v');
    expect(player(r, 'B').counters.poison).toBe(4);
    expect(poisonSteps(r).map((s) => s.rules)).toEqual([
      ['702.90b', '120.3b', '122.1f'],
      ['702.70a', '122.1f'],
    ]);
  });

  it('infect damage to a creature cites 702.90c and 120.3d only (a 2HG blocker of the teammate)', () => {
    const r = ok('mtg ; teams A,B vs C,D ; A: w=3/3 lifelink ; D: y=2/2 infect ; attack w>C ; block y>w');
    expect(player(r, 'A').life).toBe(33);
    expect(object(r, 'w').toughness).toBe(1);
    const counters = r.resolution.steps.find((s) => s.key === 'engine-mtg.step.damage-as-counters')!;
    expect(counters.rules).toEqual(['702.90c', '120.3d']);
    expect(text(r)).toContain('y deals 2 damage to w as -1/-1 counters (infect); now 1/1. [702.90c · 120.3d · mtg.kw.infect]');
  });
});

describe('battles in Two-Headed Giant: who may block, and by which rule (310.8c, 805.10d)', () => {
  const blockedStep = (r: R) => r.resolution.steps.find((s) => s.key === 'engine-mtg.step.blocked')!;

  it("the protector's teammate blocks a creature attacking the battle by 805.10d, not by 310.8c (which would forbid it)", () => {
    const r = ok('mtg ; teams A,B vs C,D ; A: w=5/5 ; s=Invasion battle siege def=5 protector=C ; D: y=2/2 ; attack w>s ; block y>w');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(object(r, 's').counters.defense).toBe(5);
    expect(blockedStep(r).rules).toEqual(['509.1a', '509.1h', '805.10d']);
    expect(text(r)).toContain('D blocks w with y. [509.1a · 509.1h · 805.10d');
  });

  it('the protector itself blocks under 310.8c as before', () => {
    const r = ok('mtg ; teams A,B vs C,D ; A: w=5/5 ; s=Invasion battle siege def=5 protector=C ; C: y=2/2 ; attack w>s ; block y>w');
    expect(blockedStep(r).rules).toEqual(['509.1a', '509.1h', '310.8c', '805.10d']);
  });
});

describe('trample over planeswalkers: the choice names the controller who gets the rest (702.19c)', () => {
  it('in 2HG, D\'s planeswalker blocked for by C: y=2, p=3, and 2 to D — the range and the assumption both say so', () => {
    const r = ok('mtg ; teams A,B vs C,D ; A: t=7/7 trample-pw ; D: p=Jace planeswalker loyalty=3 ; C: y=2/2 ; attack t>p ; block y>t');
    expect(player(r, 'D').life).toBe(28);
    expect(object(r, 'p').zone).toBe('graveyard');
    const en = text(r);
    expect(en).toContain(
      'legal: lethal to every blocker first (y=2) and 3 to Jace (p); the other 2 freely among them, Jace (p) and its controller D. Trace follows: y=2 p=3 D=2 (lethal to each blocker and to Jace (p), the rest to its controller D) (assumed)',
    );
    expect(en).not.toContain('all the excess to Jace (p)');
    expect(text(r, 'ja')).toContain('残りはコントローラーのDに');
    expect(text(r, 'fr')).toContain('le reste à son contrôleur D');
  });

  it('damage another attacker assigns to the planeswalker lowers what it needs', () => {
    const r = ok('mtg ; A: a=1/1 ; t=7/7 trample-pw ; B: p=Jace planeswalker loyalty=3 ; y=2/2 ; attack a,t>p ; block y>t');
    expect(player(r, 'B').life).toBe(17);
    expect(text(r)).toContain('lethal to every blocker first (y=2) and 2 to Jace (p); the other 3 freely among them, Jace (p) and its controller B.');
  });

  it('without enough to go past the planeswalker, the usual wording stays', () => {
    const r = ok('mtg ; A: t=4/4 trample-pw ; B: p=Jace planeswalker loyalty=3 ; y=2/2 ; attack t>p ; block y>t');
    expect(text(r)).toContain('y=2 p=2 (lethal to each blocker, all the excess to Jace (p))');
  });
});

describe('an attacker blocked by a creature with banding: the defending player\'s split is checked (702.22j)', () => {
  it('damage given to the defending player is refused in words that fit a player as well as a creature', () => {
    const r = ok('mtg ; A: w=6/6 trample ; B: x=1/1 banding ; y=2/2 ; attack w ; block x,y>w ; assign w: x=1 B=5');
    expect(violationRules(r)).toEqual(['702.22j']);
    expect(player(r, 'B').life).toBe(20);
    expect(text(r)).toContain('B is not a creature blocking w: B divides its combat damage only among the creatures blocking it. [702.22j');
    expect(text(r, 'fr')).toContain("B n'est pas une créature qui bloque w");
    expect(text(r, 'ja')).toContain('Bはwをブロックしているクリーチャーではありません。');
  });
});

describe('Two-Headed Giant life: one team at 3 life, damage and lifelink at once (810.9, 704.6a)', () => {
  it('3 damage to C and 2 lifelink for D in the same step leave the team at 2: it does not lose; both steps cite 810.9', () => {
    const r = ok('mtg ; teams A,B vs C,D ; C life=3 ; A: w=5/5 ; B: z=3/3 ; D: y=2/2 lifelink ; attack w>C z>C ; block y>w');
    expect(player(r, 'C').life).toBe(2);
    expect(player(r, 'D').life).toBe(2);
    expect(player(r, 'C').lost).toBe(false);
    expect(object(r, 'y').zone).toBe('graveyard');
    const en = text(r);
    expect(en).toContain('z deals 3 damage to C: life 3 → 0. [120.3a · 119.2 · 810.9');
    expect(en).toContain('y has lifelink: D gains 2 life (0 → 2). [702.15b · 120.3f · 810.9');
    expect(en).toContain('Life of team C, D: 3 → 2 (shared)');
    expect(en).not.toContain('lose the game');
  });
});

// Positions where the review agreed with the engine, kept so the reading of the rules they pin stays the same.
describe('positions the review agreed with', () => {
  it('menace in a band: blocked by one creature through the band is legal (702.22h after 509.1b); declared alone on it is not', () => {
    const through = ok('mtg ; A: w=1/1 banding ; v=3/3 menace ; B: x=2/2 ; attack band w,v>B ; block x>w');
    expect(through.resolution.violations).toEqual([]);
    expect(text(through)).toContain('v is in a band with w: it becomes blocked by x as well. [702.22h');
    const direct = ok('mtg ; A: w=1/1 banding ; v=3/3 menace ; B: x=2/2 ; y=2/2 ; attack band w,v>B ; block x>w y>v');
    expect(violationRules(direct)).toContain('702.111b');
    const both = ok('mtg ; A: w=1/1 banding ; v=3/3 menace ; B: x=2/2 ; y=2/2 ; attack band w,v>B ; block x,y>v');
    expect(both.resolution.violations).toEqual([]);
  });

  it('protection from red in a band: a red blocker of the banding creature blocks it too, and the attacking player puts the red damage on it', () => {
    const r = ok('mtg ; A: w=Benalish Hero 1/1 white banding ; v=2/2 pro:red ; B: x=Goblin 2/2 red ; attack band w,v>B ; block x>w');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'w').damage).toBe(0);
    expect(object(r, 'v').damage).toBe(0);
    expect(text(r)).toContain('The 2 damage from Goblin (x) to v is prevented: protection from red.');
    const direct = ok('mtg ; A: w=Benalish Hero 1/1 white banding ; v=2/2 pro:red ; B: x=Goblin 2/2 red ; attack band w,v>B ; block x>v');
    expect(violationRules(direct)).toContain('702.16f');
  });

  it('double strike and trample against a lone banding blocker: it dies in the first step, then all 4 trample over (702.19d)', () => {
    const r = ok('mtg ; A: w=4/4 double-strike trample ; B: x=1/1 banding ; attack w>B ; block x>w');
    expect(player(r, 'B').life).toBe(16);
    expect(text(r)).toContain('w was blocked but no blocker is left; with trample it assigns all 4 damage to B. [702.19d');
  });

  it('infect and toxic against a 2HG team at 12 poison: 15 loses, though neither head has ten (704.6b, not 704.5c)', () => {
    const r = ok('mtg ; teams A,B vs C,D ; C poison=12 ; A: w=2/2 infect ; B: z=1/1 toxic:1 ; attack w>C z>D');
    expect(player(r, 'C').lost).toBe(true);
    expect(player(r, 'D').life).toBe(29);
    expect(text(r)).toContain('Poison counters of team C, D: 15 (15 or more): the whole team loses the game. [704.6b');
  });

  it('both teams at 0 life in the same step: a draw (104.4a)', () => {
    const r = ok('mtg ; teams A,B vs C,D ; A life=3 ; C life=3 ; A: w=3/3 ; B: v=3/3 ; D redirect:A ; attack w>C v>D');
    expect(player(r, 'A').lost).toBe(true);
    expect(player(r, 'C').lost).toBe(true);
    expect(text(r)).toContain('The game is a draw');
  });

  it('a banding blocker of the protector\'s teammate: the protector, the defending player for that attacker, divides (310.8d, 702.22j)', () => {
    const r = ok('mtg ; teams A,B vs C,D ; A: w=4/4 ; s=battle siege def=5 protector=D ; C: x=1/1 banding ; y=0/5 ; attack w>s ; block x,y>w');
    expect(r.resolution.violations).toEqual([]);
    expect(text(r)).toContain('x has banding, so D, the defending player, divides the 4 combat damage of w');
    expect(object(r, 'x').zone).toBe('battlefield');
  });
});

describe('double strike: the two assignment choices of one creature are told apart (510.4)', () => {
  it('trample and double strike against protection from green: 2 must go on the blocker each time, 2 over each time', () => {
    const r = ok('mtg ; A: d=4/4 green double-strike trample ; B: x=2/2 pro:green ; attack d>B ; block x>d');
    expect(player(r, 'B').life).toBe(16);
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'x').damage).toBe(0);
    const en = text(r);
    expect(en).toContain('A assigns the 4 combat damage of d — legal:');
    expect(en).toContain('A assigns the 4 combat damage of d, in the second combat damage step — legal:');
    expect(text(r, 'ja')).toContain('Aがdの戦闘ダメージ4点を割り振る（2回目の戦闘ダメージ・ステップ）');
    expect(text(r, 'fr')).toContain('A répartit les 4 blessures de combat de d, lors de la seconde étape des blessures de combat');
  });
});
