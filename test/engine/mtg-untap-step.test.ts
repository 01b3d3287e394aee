/**
 * The untap step (502.3; engine/mtg/untap-step.ts) and static abilities that apply only at some moments (611.3b;
 * engine/mtg/turn-conditions.ts): `untap-step` written first starts the scenario's turn with it, written last plays the
 * next turn's; `no-untap`, `skip-untap`, `may-not-untap` / `stays-tapped` keep a permanent tapped; `(static your-turn: …)`,
 * `attacking`, `tapped`, `untapped` conditions. Positions written from the rules; each asserts what a user reads.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario, printScenario } from '../../engine/index.ts';
import { renderSteps } from '../../commands/render/resolution.ts';
import { ok } from './helpers.ts';

const obj = (r: ReturnType<typeof ok>, id: string) => r.resolution.final.objects.find((o) => o.id === id)!;
const keys = (r: ReturnType<typeof ok>) => r.resolution.steps.map((s) => s.key.replace('engine-mtg-untap.step.', ''));

describe('untap-step (502.3)', () => {
  it('written first: the active player\'s tapped permanents untap, but not one with no-untap, nor the opponent\'s', () => {
    const r = ok('mtg ; A: c=9/9 tapped no-untap ; w=2/2 tapped ; B: x=1/1 tapped ; untap-step');
    expect(obj(r, 'c').tapped).toBe(true);
    expect(obj(r, 'w').tapped).toBeFalsy();
    expect(obj(r, 'x').tapped).toBe(true);
    expect(keys(r).slice(0, 3)).toEqual(['begins', 'kept-no-untap', 'untap']);
    const en = renderSteps(r, 'en').join('\n');
    expect(en).toContain('1. The turn of A begins with its untap step. [502.3]');
    expect(en).toContain("c stays tapped: its own ability says it doesn't untap during its controller's untap step. [502.3]");
    expect(renderSteps(r, 'fr').join('\n')).toContain('w se dégage. [502.3]');
    expect(renderSteps(r, 'ja').join('\n')).toContain('wはアンタップする。');
  });

  it('an attack after the untap step: the creature that untapped can attack', () => {
    const r = ok('mtg ; A: w=2/2 tapped ; B: x=1/1 ; untap-step ; attack w');
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(18);
    expect(r.resolution.violations).toEqual([]);
  });

  it('skip-untap, written for an effect of an earlier turn, keeps it tapped and is used up (611.2a)', () => {
    const r = ok('mtg ; A: w=2/2 tapped skip-untap ; B: x=1/1 ; untap-step');
    expect(obj(r, 'w').tapped).toBe(true);
    expect(r.resolution.steps.find((s) => s.key.endsWith('kept-skip-untap'))!.rules).toEqual(['502.3', '611.2a']);
  });

  it('may-not-untap: a choice shown, untapping assumed; stays-tapped makes the other choice', () => {
    const r = ok('mtg ; A: r=2/3 tapped may-not-untap ; B: x=1/1 ; untap-step');
    expect(obj(r, 'r').tapped).toBeFalsy();
    expect(r.resolution.choices.map((c) => c.rules)).toContainEqual(['502.3']);
    const kept = ok('mtg ; A: r=2/3 tapped may-not-untap stays-tapped ; B: x=1/1 ; untap-step');
    expect(obj(kept, 'r').tapped).toBe(true);
    expect(renderSteps(kept, 'en').join('\n')).toContain('A chooses not to untap r, which it allows: it stays tapped. [502.3]');
  });

  it('written last: the turn ends, the next player untaps — except what skip-next-untap held this turn', () => {
    const r = ok('mtg ; A: w=2/2 tapped ; B: x=2/2 ; y=2/2 tapped ; cast A: tap x & skip-next-untap x ; resolve ; untap-step');
    expect(obj(r, 'x').tapped).toBe(true);
    expect(obj(r, 'y').tapped).toBeFalsy();
    // A's permanents are not A's to untap in B's turn
    expect(obj(r, 'w').tapped).toBe(true);
    expect(keys(r)).toContain('next-turn');
    const step = r.resolution.steps.find((s) => s.key.endsWith('next-turn'))!;
    expect(step.rules).toEqual(['500.1', '502.3']);
    expect(step.params['player']).toBe('B');
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.step.cleanup')).toBe(true);
  });

  it('nothing may follow the next turn\'s untap step: a directive after it is refused, said in three languages', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; untap-step ; end ; untap-step ; attack x');
    expect(r.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg-untap.violation.after-next-untap']);
    expect(r.resolution.violations[0]!.rules).toEqual(['502.4']);
  });

  it('parses in three languages, takes no argument, and prints back as untap-step', () => {
    const fr = checkScenario('mtg ; A: w=2/2 engagée ne-se-dégage-pas ; B: x=1/1 ; étape-de-dégagement');
    const ja = checkScenario('mtg ; A: w=2/2 タップ状態 アンタップしない ; B: x=1/1 ; アンタップ・ステップ');
    for (const r of [fr, ja]) {
      expect(r.ok).toBe(true);
      if (r.ok) expect(printScenario(r.scenario, { oneLine: true })).toBe('mtg ; A: w=2/2 tapped no-untap ; B: x=1/1 ; untap-step');
    }
    const bad = checkScenario('mtg ; A: w=2/2 ; untap-step w');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => [e.key, e.col])).toEqual([['engine-mtg.parse.no-arguments', 29]]);
  });
});

describe('static abilities at some moments (611.3b): your-turn, attacking, tapped, untapped', () => {
  it('your-turn: first strike on its controller\'s turn only', () => {
    const mine = ok('mtg ; A: a=2/2 (static your-turn: gain first-strike self) ; B: x=2/2 ; attack a ; block x>a');
    expect(obj(mine, 'a').zone).toBe('battlefield');
    expect(obj(mine, 'x').zone).toBe('graveyard');
    const theirs = ok('mtg ; B: a=2/2 (static your-turn: gain first-strike self) ; A: w=2/2 ; attack w ; block a>w');
    expect(obj(theirs, 'a').zone).toBe('graveyard');
    expect(obj(theirs, 'w').zone).toBe('graveyard');
  });

  it('not-your-turn: +2/+2 outside its controller\'s turn', () => {
    const r = ok('mtg ; B: m=2/2 (static not-your-turn: +2/+2 self) ; A: w=2/2 ; attack w');
    expect(obj(r, 'm')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('attacking: looked at again once it is declared an attacker, not while it blocks', () => {
    const atk = ok('mtg ; A: k=3/1 (static attacking: gain first-strike self) ; B: x=2/2 ; attack k ; block x>k');
    expect(obj(atk, 'k').zone).toBe('battlefield');
    const blk = ok('mtg ; B: k=3/1 (static attacking: gain first-strike self) ; A: w=2/2 ; attack w ; block k>w');
    expect(obj(blk, 'k').zone).toBe('graveyard');
  });

  it('untapped / tapped: the bonus follows its status as it changes during the turn', () => {
    const r = ok('mtg ; A: t=1/1 (static untapped: +0/+3 self) ; B: x=1/1 ; attack t');
    expect(obj(r, 't')).toMatchObject({ tapped: true, toughness: 1 });
    const v = ok('mtg ; A: t=1/1 vigilance (static untapped: +0/+3 self) ; B: x=1/1 ; attack t');
    expect(obj(v, 't').toughness).toBe(4);
    const tapped = ok('mtg ; A: t=1/1 (static tapped: +2/+0 self) ; B: x=1/1 ; attack t');
    expect(obj(tapped, 't').power).toBe(3);
  });

  it('the conditions print back and read in French and Japanese', () => {
    const r = checkScenario('mtg ; A: a=2/2 (static votre-tour: gain first-strike self) (static 攻撃中: +1/+0 self) ; B: x=1/1');
    expect(r.ok).toBe(true);
    if (r.ok) expect(printScenario(r.scenario, { oneLine: true })).toBe('mtg ; A: a=2/2 (static your-turn: gain first-strike self) (static attacking: +1/+0 self) ; B: x=1/1');
  });
});

describe('upkeep-only (602.5, 503.1): "Activate only during your upkeep"', () => {
  it('activated first, the turn begins with its upkeep; an instant and resolve stay in it; an attack moves on', () => {
    const r = ok('mtg ; A: c=3/3 tapped (activated upkeep-only: untap self) ; B: x=1/1 ; activate c ; cast B: damage 1 c ; resolve ; resolve ; attack c');
    expect(r.resolution.violations).toEqual([]);
    expect(r.resolution.steps[0]!.key).toBe('engine-mtg.step.upkeep-begins');
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(17);
  });

  it('after an attack, or by the opponent\'s turn\'s player, it is refused with the rule', () => {
    const late = ok('mtg ; A: c=3/3 tapped (activated upkeep-only: untap self) ; w=2/2 ; B: x=1/1 ; attack w ; activate c');
    expect(late.resolution.violations.map((v) => [v.key, v.rules])).toEqual([['engine-mtg.activation.violation.upkeep-only', ['602.5', '503.1']]]);
    const theirs = ok('mtg ; B: c=3/3 tapped (activated upkeep-only: untap self) ; A: w=2/2 ; activate c ; attack w');
    expect(theirs.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.activation.violation.upkeep-only']);
  });

  it('reads in three languages and prints back', () => {
    const r = checkScenario('mtg ; A: c=3/3 (activated pendant-l-entretien: untap self) ; d=1/1 (activated アップキープ中のみ: untap self) ; B: x=1/1');
    expect(r.ok).toBe(true);
    if (r.ok) expect(printScenario(r.scenario, { oneLine: true })).toContain('c=3/3 (activated upkeep-only: untap self) ; d=1/1 (activated upkeep-only: untap self)');
  });
});

describe('if-your-turn (608.2c): an effect only on its controller\'s turn', () => {
  it('happens on the caster\'s turn, not on another player\'s, and prints back', () => {
    const mine = ok('mtg ; A: library=3 ; w=2/2 ; B: x=2/2 ; cast A: damage 2 x & if-your-turn draw 1 you');
    expect(mine.resolution.final.players.find((p) => p.id === 'A')!.cards?.hand).toBe(1);
    expect(mine.canonical).toContain('damage 2 x & if-your-turn draw 1 you');
    const theirs = ok('mtg ; B: library=3 ; w=2/2 ; A: x=2/2 ; attack x ; cast B: damage 2 x & if-your-turn draw 1 B');
    expect(theirs.resolution.final.players.find((p) => p.id === 'B')!.cards?.hand ?? 0).toBe(0);
    expect(theirs.resolution.steps.map((s) => s.key)).toContain('engine-mtg-turn.step.not-your-turn');
  });

  it('is refused in a static ability, where nothing resolves', () => {
    const r = checkScenario('mtg ; A: w=2/2 (static: if-your-turn +1/+1 self) ; B: x=1/1');
    expect(r.ok).toBe(false);
  });
});

describe('once (603.2): a triggered ability that triggers only once each turn', () => {
  it('triggers for the first spell, not the second', () => {
    const r = ok('mtg ; A: library=3 ; w=1/1 (cast-noncreature once: +1/+1 self) ; B: x=1/1 ; cast A: draw 1 A ; resolve ; resolve ; cast A: draw 1 A ; resolve');
    expect(obj(r, 'w')).toMatchObject({ power: 2, toughness: 2 });
    expect(r.resolution.steps.filter((s) => s.key === 'engine-mtg-turn.step.once-already')).toHaveLength(1);
  });

  it('reads in French and prints back as once', () => {
    const r = checkScenario('mtg ; A: w=1/1 (cast-noncreature une-fois: +1/+1 self) ; B: x=1/1');
    expect(r.ok).toBe(true);
    if (r.ok) expect(printScenario(r.scenario, { oneLine: true })).toContain('(cast-noncreature once: +1/+1 self)');
  });
});
