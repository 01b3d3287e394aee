/**
 * Tokens (111): `create P/T player` puts a creature token onto the battlefield (111.1–111.3); a token outside the
 * battlefield ceases to exist when state-based actions are checked (704.5d) and can't come back (111.7, 111.8).
 * Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { tm } from '../../commands/render/resolution.ts';
import { effectMessage } from '../../engine/mtg/effect-words.ts';
import type { Effect } from '../../engine/mtg/scenario.ts';
import { object, ok, player, steps, violationRules } from './helpers.ts';

describe('create (111.1–111.3)', () => {
  it('a token enters the battlefield under the named player\'s control, with the power and toughness given', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A: create 2/2 A');
    const t = object(r, 'token1');
    expect([t.zone, t.power, t.toughness]).toEqual(['battlefield', 2, 2]);
    expect(steps(r, 'triggers')).toHaveLength(0);
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.card-effects.token-created' && s.rules?.includes('111.2'))).toBe(true);
  });

  it('it enters the battlefield: "whenever another creature enters" triggers once for each token (603.6a)', () => {
    const r = ok('mtg ; A: z=1/1 (creature-enters: gain-life 1 you) ; B: x=1/1 ; cast A: create 1/1 A & create 1/1 A');
    expect(player(r, 'A').life).toBe(22);
    expect(object(r, 'token2').zone).toBe('battlefield');
  });

  it('a token can be created for the opponent of the spell\'s caster (its controller is the player named)', () => {
    const r = ok('mtg ; A: z=1/1 (ally-enters: gain-life 1 you) ; B: x=1/1 (ally-enters: gain-life 1 you) ; cast A: create 1/1 B');
    expect(player(r, 'A').life).toBe(20);
    expect(player(r, 'B').life).toBe(21);
  });
});

describe('a token\'s colours and keywords (111.3, 111.4): `create 1/1 white flying A`', () => {
  it('a token with flying may block a flyer; one without may not (702.9b)', () => {
    const flyer = ok('mtg ; A: x=2/2 flying ; B: z=1/1 ; cast B: create 1/1 white flying B ; resolve ; attack x ; block token1>x');
    expect(flyer.canonical).toContain('create 1/1 white flying B');
    expect(flyer.resolution.violations).toEqual([]);
    expect(flyer.resolution.steps.some((st) => st.key.includes('sba-token'))).toBe(true);
    const plain = ok('mtg ; A: x=2/2 flying ; B: z=1/1 ; cast B: create 1/1 white B ; resolve ; attack x ; block token1>x');
    expect(violationRules(plain)).toContain('702.9b');
  });

  it('its colour is what protection sees: a white token can\'t block a creature with protection from white', () => {
    const r = ok('mtg ; A: x=2/2 pro=white ; B: z=1/1 ; cast B: create 1/1 white B ; resolve ; attack x ; block token1>x');
    expect(violationRules(r)).toContain('702.16f');
    expect(ok('mtg ; A: x=2/2 pro=white ; B: z=1/1 ; cast B: create 1/1 black B ; resolve ; attack x ; block token1>x').resolution.violations).toEqual([]);
  });

  it('the trace says what token is created, in every language; a token with keywords and no colour is colourless', () => {
    const r = ok('mtg ; A: x=2/2 ; B: z=1/1 ; cast B: create 1/1 white black flying B');
    const e = r.scenario.actions.flatMap((a) => ((a as { effects?: Effect[] }).effects ?? []))[0]!;
    expect(tm('en', effectMessage(e))).toBe('create a 1/1 white, black creature token with flying for B');
    expect(tm('ja', effectMessage(e))).toContain('飛行を持つ白、黒の1/1のクリーチャー・トークン');
    expect(tm('fr', effectMessage(e))).toContain('jeton de créature 1/1 blanche, noire avec vol');
    const colourless = ok('mtg ; A: x=2/2 ; B: z=1/1 ; cast B: create 1/1 artifact flying B');
    const c = colourless.scenario.actions.flatMap((a) => ((a as { effects?: Effect[] }).effects ?? []))[0]!;
    expect(tm('en', effectMessage(c))).toBe('create a 1/1 colorless artifact creature token with flying for B');
    expect(tm('fr', effectMessage(c))).toContain('jeton de créature-artefact 1/1 incolore avec vol');
  });
});

describe('a token outside the battlefield (111.7, 111.8, 704.5d)', () => {
  it('a token that dies goes to the graveyard — its dies triggers trigger — then ceases to exist', () => {
    const r = ok('mtg ; A: t=1/1 token (dies: gain-life 1 you) ; B: x=1/1 ; cast B: destroy t');
    expect(player(r, 'A').life).toBe(21);
    expect(object(r, 't').zone).toBe('none');
    expect(steps(r, 'sba-token')[0]!.rules).toContain('704.5d');
  });

  it('undying can\'t bring a token back: it no longer exists when the ability resolves (111.8)', () => {
    const r = ok('mtg ; A: t=1/1 token undying ; B: x=1/1 ; cast B: destroy t');
    expect(object(r, 't').zone).toBe('none');
    expect(steps(r, 'returns')).toHaveLength(0);
  });

  it('a token returned to its owner\'s hand ceases to exist; a nontoken card stays there', () => {
    expect(object(ok('mtg ; A: t=1/1 token ; B: x=1/1 ; cast B: bounce t'), 't').zone).toBe('none');
    expect(object(ok('mtg ; A: t=1/1 ; B: x=1/1 ; cast B: bounce t'), 't').zone).toBe('hand');
  });
});

describe('a created token named by later statements (token1, token2 …)', () => {
  it('a token created by one spell is the target of the next: the Giant Growth makes it 4/4, and it may block', () => {
    const r = ok('mtg ; A: z=3/3 ; B: x=1/1 ; cast B: create 1/1 B ; resolve ; cast B Giant Growth: +3/+3 token1 ; attack z ; block token1>z');
    expect([object(r, 'token1').power, object(r, 'token1').toughness]).toEqual([4, 4]);
    expect(object(r, 'z').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(20);
  });

  it('the numbering skips ids the scenario writes itself: the token after `token1=…` is token2', () => {
    const r = ok('mtg ; A: token1=2/2 ; B: x=1/1 ; cast A: create 1/1 A ; resolve ; cast B: destroy token2');
    expect(object(r, 'token1').zone).toBe('battlefield');
    expect(object(r, 'token2').zone).toBe('none');
  });

  it('a token a dies trigger creates can be destroyed later in the scenario', () => {
    const r = ok('mtg ; A: w=2/2 (dies: create 1/1 you) ; B: x=1/1 ; cast B: destroy w ; resolve ; resolve ; cast B: destroy token1');
    expect(object(r, 'token1').zone).toBe('none');
    expect(r.resolution.violations).toEqual([]);
  });

  it('a token named before it exists is not a legal target (601.2c); a token no effect creates is an unknown id', () => {
    const early = ok('mtg ; A: z=1/1 ; cast A: create 1/1 A ; cast A: +1/+1 token1');
    expect(violationRules(early)).toContain('601.2c');
    const r = checkScenario('mtg ; A: z=1/1 ; cast A: create 1/1 A ; resolve ; cast A: destroy token2');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.key).toBe('engine.parse.unknown-object');
  });
});
