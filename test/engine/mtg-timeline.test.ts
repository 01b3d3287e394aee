/** The MTG kernel's timeline: the stack, triggers, layers, cleanup, and the notation's new words. */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { renderCheck } from '../../commands/render/resolution.ts';
import { object, ok, player, steps } from './helpers.ts';

const pt = (r: ReturnType<typeof ok>, id: string) => `${object(r, id).power}/${object(r, id).toughness}`;
const errors = (text: string) => {
  const r = checkScenario(text);
  if (r.ok) throw new Error(`expected errors: ${text}`);
  return r.errors;
};

describe('readable traces', () => {
  it('says who attacks whom with what, and who blocks', () => {
    const r = ok('mtg ; A: w=Wurm 6/6 ; B: x=2/2 ; attack w ; block x>w');
    expect(steps(r, 'attack-player')[0]!.params).toMatchObject({ player: 'A', defender: 'B' });
    const en = JSON.stringify(renderCheck(r, 'en'));
    expect(en).toContain('A attacks B with Wurm (w)');
    expect(en).toContain('B blocks Wurm (w) with x');
    expect(JSON.stringify(renderCheck(r, 'fr'))).toContain('A attaque B avec Wurm (w)');
    expect(JSON.stringify(renderCheck(r, 'ja'))).toContain('AはWurm (w)でBを攻撃する');
  });
});

describe('the stack (405, 608)', () => {
  it('a response resolves first; the trace says it is a response', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast B Shock: damage 2 w ; cast A Giant Growth: +3/+3 w');
    expect(steps(r, 'cast-response')[0]!.params).toMatchObject({ player: 'A', source: 'Giant Growth', top: 'Shock' });
    expect(steps(r, 'resolves').map((s) => s.params.source)).toEqual(['Giant Growth', 'Shock']);
    expect(object(r, 'w').zone).toBe('battlefield');
  });

  it('resolve lets the first spell resolve before the next one is cast', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast B Shock: damage 2 w ; resolve ; cast A Giant Growth: +3/+3 w');
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(r.resolution.violations[0]!.rules).toContain('601.2c');
  });

  it('a spell whose every target is gone does not resolve; with one left it does what it can (608.2b)', () => {
    const gone = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast B Shock: damage 2 w ; cast A: exile w');
    expect(steps(gone, 'fizzles')[0]!.rules).toEqual(['608.2b']);
    const some = ok('mtg ; A: w=2/2 ; v=2/2 ; B: z=1/1 ; cast B: damage 2 w,v ; cast A: exile v');
    expect(steps(some, 'some-targets-illegal')[0]!.rules).toEqual(['608.2b']);
    expect(object(some, 'w').zone).toBe('graveyard');
  });

  it('an activated ability has its source: lifelink and deathtouch count', () => {
    const r = ok('mtg ; A: w=1/1 lifelink deathtouch ; B: x=5/5 ; activate w: damage 1 x');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(steps(r, 'sba-deathtouch')).toHaveLength(1);
    expect(player(r, 'A').life).toBe(21);
  });
});

describe('triggered abilities (603)', () => {
  it('APNAP: the active player puts theirs first, so the other player\'s resolves first (603.3b)', () => {
    const r = ok('mtg ; A: w=2/2 (dies: gain-life 2 you) ; B: x=2/2 (dies: damage 2 A) ; attack w ; block x>w');
    expect(steps(r, 'trigger-on-stack').map((s) => s.params.player)).toEqual(['A', 'B']);
    expect(steps(r, 'trigger-on-stack')[0]!.rules).toContain('603.3b');
    const lifeSteps = r.resolution.steps.filter((s) => s.key.endsWith('.damage-player') || s.key.endsWith('.life-gain'));
    expect(lifeSteps.map((s) => s.params.to)).toEqual([18, 20]);
  });

  it('two triggers of one player: the order is a visible choice', () => {
    const r = ok('mtg ; A: w=2/2 (dies: gain-life 1 you) ; v=2/2 (dies: gain-life 1 you) ; B: z=1/1 ; cast B: damage 2 w,v');
    const choice = r.resolution.choices.find((c) => c.what.key === 'engine-mtg.choice.trigger-order')!;
    expect(choice.chooser).toBe('A');
    expect(choice.assumed).toBe(true);
    expect(choice.rules).toEqual(['603.3b']);
    expect(player(r, 'A').life).toBe(22);
  });

  it('two triggers of one player whose order matters: each order is a branch (603.3b)', () => {
    // the +1/+1 counter first saves the 2/2 from the 2 damage; the damage first kills it
    const r = ok('mtg ; A: w=1/1 (dies: damage 2 y) ; v=Observer 1/1 (creature-dies: put 1 +1/+1 y) ; y=2/2 ; B: z=1/1 ; cast B: destroy w');
    expect(r.resolution.branches).toHaveLength(2);
    expect(r.resolution.branches.map((b) => b.label[0]!.key)).toEqual(['engine-mtg.branch.trigger-order', 'engine-mtg.branch.trigger-order']);
    const zones = r.resolution.branches.map((b) => `${b.main}:${b.final.objects.find((o) => o.id === 'y')!.zone}`);
    expect(zones.sort()).toEqual(['false:graveyard', 'true:battlefield']);
    expect(r.resolution.outcome.at(-1)!.key).toBe('engine-mtg.outcome.depends-on-trigger-order');
    // when both orders give the same result, no branch is shown
    expect(ok('mtg ; A: w=2/2 (dies: gain-life 1 you) ; v=2/2 (dies: gain-life 1 you) ; B: z=1/1 ; cast B: damage 2 w,v').resolution.branches).toEqual([]);
  });

  it('combat damage to a player and attacking trigger', () => {
    const r = ok('mtg ; A: w=2/2 (combat-damage: put 1 +1/+1 self) (attacks: gain-life 1 you) ; B: z=1/1 ; attack w>B');
    expect(pt(r, 'w')).toBe('3/3');
    expect(player(r, 'A').life).toBe(21);
    expect(player(r, 'B').life).toBe(18);
  });

  it('a state-based action that is pending at the start is performed, and its trigger resolves', () => {
    const r = ok('mtg ; A: w=2/2 dmg=2 (dies: damage 1 B)');
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(19);
  });
});

describe('layers (613)', () => {
  it('dependency (613.8a): "flyers have first strike" waits for the effect that gives flying, though it is older', () => {
    const r = ok('mtg ; A: e=Banner (static: gain first-strike flying) ; w=2/2 ; cast A: gain flying w');
    expect(object(r, 'w').keywords).toEqual(expect.arrayContaining(['flying', 'first-strike']));
  });

  it('control (layer 2): the new controller attacks with it', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=Wurm 6/4 ; cast A Threaten: control A x & gain haste x ; attack x>B');
    expect(object(r, 'x').controller).toBe('A');
    expect(player(r, 'B').life).toBe(14);
    expect(steps(r, 'effect-control')[0]!.rules).toContain('613.1b');
  });

  it('a creature that loses first strike after the first-strike step still deals its damage once (510.4)', () => {
    const r = ok('mtg ; A: w=2/2 first-strike ; B: x=5/5 ; attack w ; block x>w ; next ; cast B: lose first-strike w');
    expect(object(r, 'x').damage).toBe(2);
  });
});

describe('end of turn (514.2)', () => {
  it('damage wears off and "until end of turn" effects end at the same time', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast B: damage 3 w ; cast A: +2/+2 w ; end');
    expect(steps(r, 'damage-wears-off')[0]!.rules).toContain('514.2');
    expect(steps(r, 'effects-end')[0]!.params.now).toBe('2/2');
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(pt(r, 'w')).toBe('2/2');
  });

  it('a prevention shield from a spell ends in cleanup too', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: prevent 2 w ; end ; cast B: damage 2 w');
    expect(object(r, 'w').zone).toBe('graveyard');
  });
});

describe('notation errors', () => {
  it('a vocabulary word in a name position is an error with a caret, not a renamed creature', () => {
    const [e] = errors('mtg ; A: s=battle def=3 3/3');
    expect(e!.key).toBe('engine-mtg.parse.word-in-name');
    expect(e!.col).toBe(12);
    expect(e!.length).toBe(6);
    expect(ok('mtg ; A: k=Black Knight 2/2 black').scenario.objects[0]).toMatchObject({ name: 'Black Knight' });
    expect(ok('mtg ; A: k=Chevalier noir 2/2 black').scenario.objects[0]).toMatchObject({ name: 'Chevalier noir' });
    expect(errors('mtg ; A: s=Fort battle def=3 3/3')[0]!.key).toBe('engine-mtg.parse.word-in-name');
    expect(errors('mtg ; A: s=flying Wurm 3/3')[0]!.key).toBe('engine-mtg.parse.word-in-name');
  });

  it('unknown effect words get a suggestion; self in a spell and a player where a permanent goes are errors', () => {
    const [e] = errors('mtg ; A: w=2/2 ; cast A: destory w');
    expect(e!.key).toBe('engine-hints.unknown-effect');
    expect(e!.suggestion).toBe('destroy');
    expect(errors('mtg ; A: w=2/2 ; cast A: +1/+1 self')[0]!.key).toBe('engine-mtg.parse.self-in-spell');
    expect(errors('mtg ; A: w=2/2 ; cast A: destroy B')[0]!.key).toBe('engine-mtg.parse.player-target');
    // the caret goes where the ":" is missing, right after the trigger word
    expect(errors('mtg ; A: w=2/2 (dies damage 1 B)')[0]).toMatchObject({ key: 'engine-hints.ability-colon', col: 21 });
    expect(errors('mtg ; A: w=2/2 (dies: damage 1 B')[0]!.key).toBe('engine-mtg.parse.unclosed-ability');
    expect(errors('mtg ; A: w=2/2 ; resolve now')[0]!.key).toBe('engine-mtg.parse.no-arguments');
  });

  it('aliases in Japanese and French read the same', () => {
    const ja = ok('マジック ; A: w=2/2 ; B: z=1/1 ; 唱える B: ダメージ 2 w ; 唱える A: +2/+2 w ; ターン終了');
    const fr = ok('magic ; A: w=2/2 ; B: z=1/1 ; lance B: inflige 2 w ; lance A: +2/+2 w ; fin');
    expect(ja.canonical).toBe(fr.canonical);
    expect(ja.canonical).toContain('cast B: damage 2 w');
  });
});
