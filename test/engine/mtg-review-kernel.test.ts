/**
 * An outside judge's review of the MTG kernel's core loops: the stack and priority, targets on resolution
 * (608.2b), triggers and APNAP order (603.3b), look-back (603.10a), state-based actions (704), layers (613),
 * counters, cleanup (514.2), regeneration (701.15), deathtouch with first strike and trample, lifelink,
 * planeswalkers, battles and loops (104.4b). The first group pins the two answers that read wrong before the fix;
 * the rest pins positions the review agreed with, so a later change to the kernel cannot silently break them.
 */
import { describe, expect, it } from 'vitest';
import { renderCheck } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { object, ok, player } from './helpers.ts';

type R = ReturnType<typeof ok>;
const text = (r: R, locale: Locale = 'en') =>
  renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
    .join('\n');

describe('outcome lines the review found wrong', () => {
  it('damage that wears off in cleanup is not "no damage is dealt" (514.2)', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=2/2 ; cast B: damage 3 w ; cast A: +0/+2 w ; end');
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'w').damage).toBe(0);
    expect(object(r, 'w').toughness).toBe(3);
    const en = text(r);
    expect(en).not.toContain('No damage is dealt');
    expect(en).toContain('Damage is dealt, but none of it is left at the end and no life total changes');
    expect(text(r, 'fr')).toContain('Des blessures sont infligées, mais il n');
    expect(text(r, 'ja')).toContain('ダメージは与えられるが');
  });

  it('a regenerated blocker: damage was dealt, the outcome does not deny it (701.15a)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast B: regenerate x ; resolve ; attack w ; block x>w ; end');
    expect(object(r, 'x').zone).toBe('battlefield');
    const en = text(r);
    expect(en).not.toContain('No damage is dealt');
    expect(en).toContain('x regenerates instead of being destroyed: it stays on the battlefield, tapped, its damage removed (701.15a)');
    expect(text(r, 'fr')).toContain('x se régénère au lieu d');
    expect(text(r, 'ja')).toContain('xは破壊される代わりに再生する');
  });

  it('deathtouch destroys, regeneration replaces it: the outcome says the creature regenerated (701.15a, 702.2b)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 deathtouch ; cast B: regenerate w ; resolve ; attack w ; block x>w');
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'w').damage).toBe(0);
    expect(text(r)).toContain('w regenerates instead of being destroyed');
  });

  it('a position about damage where none is dealt says so: all of it prevented', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A: prevent 2 w ; resolve ; cast B: damage 2 w');
    expect(object(r, 'w').damage).toBe(0);
    expect(text(r)).toContain('No damage is dealt');
  });

  it('a position that is not about damage never says "no damage is dealt": counters that cancel, an ability gained, a tap on a tapped creature', () => {
    for (const scenario of [
      'mtg ; A: w=2/2 ; B: x=3/3 ; cast A: put 1 +1/+1 w & put 1 -1/-1 w',
      'mtg ; A: w=2/2 ; B: x=3/3 ; cast A: gain flying w',
      'mtg ; A: w=2/2 tapped ; B: x=3/3 ; cast B: tap w',
    ]) {
      const r = ok(scenario);
      expect(r.resolution.outcome.map((m) => m.key), scenario).toEqual(['engine-mtg.outcome.unchanged']);
      expect(text(r)).not.toContain('No damage is dealt');
      expect(text(r)).toContain('Nothing is different at the end');
      expect(text(r, 'fr')).toContain('Rien n\'a changé à la fin');
      expect(text(r, 'ja')).toContain('最終的に変わったものはない');
    }
  });

  it('a permanent a spell tapped or untapped is said in the outcome (701.21); one that attacked is not', () => {
    const tapped = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast B: tap w');
    expect(tapped.resolution.outcome.map((m) => m.key)).toEqual(['engine-mtg.outcome.tapped']);
    expect(text(tapped)).toContain('w is tapped.');
    expect(text(tapped, 'ja')).toContain('wはタップ状態。');
    expect(text(tapped, 'fr')).toContain('w est engagé.');
    const held = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast B: tap w & skip-next-untap w');
    expect(text(held)).toContain("w is tapped and stays tapped through its controller's next untap step.");
    const untapped = ok('mtg ; A: w=2/2 tapped ; B: x=3/3 ; cast A: untap w');
    expect(untapped.resolution.outcome.map((m) => m.key)).toEqual(['engine-mtg.outcome.untapped']);
    const attacked = ok('mtg ; A: w=2/2 ; B: x=3/3 ; attack w>B ; next');
    expect(attacked.resolution.outcome.map((m) => m.key)).not.toContain('engine-mtg.outcome.tapped');
  });

  it('a loop of mandatory triggers is reported as a draw, not only as an illegal scenario (104.4b)', () => {
    const r = ok('mtg ; A: x=1/1 indestructible (damaged: damage 1 y) ; y=1/1 indestructible (damaged: damage 1 x) ; cast A: damage 1 x');
    expect(r.resolution.stopped).toBe(true);
    const en = text(r);
    expect(en).toContain('the game is a draw (104.4b); the engine stopped after 200 steps');
    expect(en).not.toContain('Illegal scenario');
    expect(en).not.toContain('nothing is resolved');
    expect(en).toContain('[104.4b · 729.1b]');
    expect(text(r, 'fr')).toContain('la partie est nulle (104.4b)');
    expect(text(r, 'ja')).toContain('ゲームは引き分けになる(104.4b)');
  });
});

describe('positions the review agreed with', () => {
  it('a response resolves first: Giant Growth saves the creature from Shock', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=2/2 ; cast B Shock: damage 2 w ; cast A Giant Growth: +3/+3 w');
    expect(object(r, 'w').damage).toBe(2);
    expect(object(r, 'w').power).toBe(6);
    expect(object(r, 'w').zone).toBe('battlefield');
  });

  it('first strike with deathtouch kills the big blocker before it strikes back', () => {
    const r = ok('mtg ; A: w=2/2 deathtouch first-strike ; B: x=5/5 ; attack w ; block x>w');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'w').damage).toBe(0);
  });

  it('deathtouch and trample: 1 to each blocker is lethal, the rest to the player (702.2c, 702.19b)', () => {
    const r = ok('mtg ; A: w=4/4 deathtouch trample ; B: x=2/2 ; y=3/3 ; attack w ; block x,y>w');
    expect(player(r, 'B').life).toBe(18);
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'y').zone).toBe('graveyard');
  });

  it('double strike trample: the blocker dies in the first step, the second strike goes to the player (702.19e)', () => {
    const r = ok('mtg ; A: w=2/2 double-strike trample ; B: x=2/2 ; attack w ; block x>w');
    expect(player(r, 'B').life).toBe(18);
    expect(object(r, 'w').damage).toBe(0);
  });

  it('double strike lifelink blocked by a 2/2: life only from the first strike, no trample', () => {
    const r = ok('mtg ; A: life=10 ; w=3/3 double-strike lifelink ; B: x=2/2 ; attack w ; block x>w');
    expect(player(r, 'A').life).toBe(13);
    expect(player(r, 'B').life).toBe(20);
  });

  it('a free division among blockers is legal (510.1c): 1 and 4', () => {
    const r = ok('mtg ; A: w=5/5 ; B: x=2/2 ; y=2/2 ; attack w ; block x,y>w ; assign w: x=1 y=4');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'y').zone).toBe('graveyard');
  });

  it('layers: set 1/5 (7b) then switch (7d), whatever the order of the effects', () => {
    const r = ok('mtg ; A: w=4/2 ; cast A: switch w ; resolve ; cast A: becomes 1/5 w');
    expect(object(r, 'w').power).toBe(5);
    expect(object(r, 'w').toughness).toBe(1);
  });

  it('a counter applies on top of a set P/T (7b then 7c)', () => {
    const r = ok('mtg ; A: w=2/2 +1/+1=1 ; cast A: becomes 0/1 w');
    expect(object(r, 'w').power).toBe(1);
    expect(object(r, 'w').toughness).toBe(2);
  });

  it('a stolen anthem pumps its new controller\'s creatures (613.2, layer 2 before 7c)', () => {
    const r = ok('mtg ; A: h=Anthem (static: +1/+1 white yours) ; B: x=1/1 white ; cast B: control B h ; resolve ; cast B: damage 1 x');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'x').toughness).toBe(2);
  });

  it('both players at 0 life at once: a draw (704.5a, 104.4a)', () => {
    const r = ok('mtg ; A: life=2 ; w=2/2 ; B: life=2 ; x=2/2 ; cast A: damage 2 A,B');
    expect(text(r)).toContain('The game is a draw');
  });

  it('simultaneous deaths: A\'s trigger aimed at the gone creature does nothing, B\'s hits A (603.3b, 608.2b)', () => {
    const r = ok('mtg ; A: w=1/1 (dies: damage 1 x) ; B: x=1/1 (dies: damage 1 A) ; cast A: damage 1 w,x');
    expect(player(r, 'A').life).toBe(19);
  });

  it('"whenever a creature dies" sees itself and the other creature dying at once (603.10a)', () => {
    const r = ok('mtg ; A: w=1/1 (creature-dies: gain-life 1 you) ; v=1/1 ; B: x=5/5 ; cast B: damage 1 w,v');
    expect(player(r, 'A').life).toBe(22);
  });

  it('an ability of a dead lifelink creature still gains life (last known information)', () => {
    const r = ok('mtg ; A: w=2/2 lifelink (damaged: damage 1 B) ; B: life=1 ; x=2/2 ; attack w ; block x>w');
    expect(player(r, 'A').life).toBe(23);
    expect(player(r, 'B').lost).toBe(true);
  });

  it('a -1/-1 until end of turn on a damaged creature kills it at once (704.5g)', () => {
    const r = ok('mtg ; A: w=3/3 dmg=2 ; B: x=1/1 ; cast B: -1/-1 w ; end');
    expect(object(r, 'w').zone).toBe('graveyard');
  });

  it('indestructible: survives deathtouch damage, not toughness 0 (702.12b, 704.5f)', () => {
    expect(object(ok('mtg ; A: w=3/3 indestructible ; B: x=5/5 deathtouch ; attack w ; block x>w'), 'w').zone).toBe('battlefield');
    expect(object(ok('mtg ; A: w=2/2 ; B: x=3/3 indestructible ; cast A: -3/-3 x'), 'x').zone).toBe('graveyard');
  });

  it('trample at a planeswalker: lethal to the blocker, the rest to the planeswalker (702.19c)', () => {
    const r = ok('mtg ; A: w=5/5 trample ; B: j=Jace planeswalker loyalty=3 ; x=2/2 ; attack w>j ; block x>w');
    expect(object(r, 'j').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(20);
  });

  it('lifelink damage to a planeswalker gains life; deathtouch does nothing special to it', () => {
    expect(player(ok('mtg ; A: life=10 ; w=2/2 lifelink ; B: j=Jace planeswalker loyalty=5 ; attack w>j'), 'A').life).toBe(12);
    expect(object(ok('mtg ; A: w=3/3 deathtouch ; B: j=Jace planeswalker loyalty=5 ; attack w>j'), 'j').zone).toBe('battlefield');
  });

  it('first strike kills the blocker, whose dies trigger then kills the attacker', () => {
    const r = ok('mtg ; A: w=3/3 first-strike ; B: x=3/3 (dies: damage 3 w) ; attack w ; block x>w');
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('Japanese and French: deathtouch over two blockers; deathtouch with trample', () => {
    const ja = ok('マジック ; A: w=3/3 接死 ; B: x=5/5 ; y=5/5 ; 攻撃 w ; ブロック x,y>w');
    expect(object(ja, 'x').zone).toBe('graveyard');
    expect(object(ja, 'y').zone).toBe('graveyard');
    const fr = ok('magic ; A: w=3/3 piétinement contact mortel ; B: x=5/5 ; attaque w ; bloque x>w');
    expect(player(fr, 'B').life).toBe(18);
  });

  it('responses to responses: the -1/-1 counter resolves first, then the +1/+1 counter cancels it (704.5q), then 3 damage kills', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=3/3 ; cast A: damage 3 x ; cast B: put 1 +1/+1 x ; cast A: put 1 -1/-1 x');
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('Japanese: double strike with lifelink gains life in both damage steps', () => {
    const r = ok('マジック ; A: w=2/2 二段攻撃 絆魂 ; ライフ=10 ; B: x=3/3 ; 攻撃 w ; ブロック x>w');
    expect(player(r, 'A').life).toBe(14);
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'w').zone).toBe('graveyard');
  });

  it('a creature killed by an attack trigger cannot block', () => {
    const r = ok('mtg ; A: w=2/2 (attacks: damage 1 x) ; B: x=1/1 ; attack w ; block x>w');
    expect(r.resolution.violations.map((v) => v.rules[0])).toEqual(['509.1a']);
  });
});
