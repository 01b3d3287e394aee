/**
 * Riftbound targeting (FAQ targeting section, seeds 000 ja / 002 fr; Core Rules v1.4 355.7–355.10, 359.3.e): every
 * worked example of the section with the documented verdict, the criterion that decides it, its FAQ entry and its
 * rule number with the version.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../engine/index.ts';
import type { Message } from '../../engine/core/types.ts';
import { rendered, run, stepsNamed, unit, violations, type Ok } from './gr-helpers.ts';

interface Verdict {
  phrase: string;
  target: boolean;
  reason?: string;
  cites: string[];
  rules: string[];
}

const text = (m: Message): string => String((m.params?.text as string | undefined) ?? m.key);

/** The verdict steps of a resolution, with the phrase each is about. */
function verdicts(r: Ok): Verdict[] {
  return r.resolution.steps
    .filter((s) => /\.step\.(target|target-facedown|target-play-trash|target-player|not-target\..+)$/.test(s.key))
    .map((s) => {
      const m = /\.step\.not-target\.(.+)$/.exec(s.key);
      const v: Verdict = { phrase: text(s.params.phrase as Message), target: !m, cites: s.cites, rules: s.rules ?? [] };
      if (m) v.reason = m[1]!;
      return v;
    });
}

const one = (t: string) => {
  const v = verdicts(run(t));
  expect(v, t).toHaveLength(1);
  return v[0]!;
};

describe('criterion 1: visible to every player (355.10.a)', () => {
  it('a unit on the board, a spell on the chain, a card in a trash and a player are targets', () => {
    expect(one('rb ; text A: Kill an enemy unit.')).toMatchObject({ phrase: 'an enemy unit', target: true, cites: ['rb.target.default'], rules: ['355.7 (v1.4)', '355.10 (v1.4)'] });
    expect(one('rb ; text A: Counter a spell.')).toMatchObject({ phrase: 'a spell', target: true, cites: ['rb.target.default', 'rb.target.public-zones'] });
    expect(one('rb ; text A: Return a card from a trash to its owner\'s hand.')).toMatchObject({ phrase: 'a card from a trash', target: true });
    expect(one('rb ; A: ; B: ; text A: Choose an opponent. They discard 1.')).toMatchObject({ phrase: 'an opponent', target: true });
  });

  it('a card in your hand is not a target: it is picked when the effect resolves', () => {
    const v = one('rb ; text A: Discard a card from your hand, then draw 2.');
    expect(v).toMatchObject({ phrase: 'a card from your hand', target: false, reason: 'non-public', rules: ['355.10.a (v1.4)'] });
    expect(v.cites).toEqual(['rb.target.non-public-zones', 'rb.target.public-zones', 'rb.target.declare']);
  });

  it('a face-down card at a battlefield is a target: its presence is public', () => {
    const r = run('rb ; A: ; B: h=card in=battlefield facedown ; text A: Kill a facedown card at a battlefield.');
    const [card, battlefield] = verdicts(r);
    expect(card).toMatchObject({ target: true, cites: ['rb.target.default', 'rb.target.face-down'] });
    expect(battlefield).toMatchObject({ phrase: 'a battlefield', target: false, reason: 'location' });
    expect(unit(r, 'h').counters.targeted).toBe(1);
  });

  it('"play a unit from your hand, ignoring its costs" has no target; "from your trash" targets the unit', () => {
    expect(one('rb ; text A: You may play a unit from your hand, ignoring its costs.')).toMatchObject({
      target: false,
      reason: 'non-public',
      cites: ['rb.target.non-public-zones', 'rb.target.public-zones', 'rb.target.play-from-zone', 'rb.target.declare'],
    });
    expect(one('rb ; text A: You may play a unit from your trash, ignoring its costs.')).toMatchObject({
      target: true,
      cites: ['rb.target.default', 'rb.target.public-zones', 'rb.target.play-from-zone'],
    });
  });
});

describe('criterion 2: only you choose (355.10.d, 355.10.e)', () => {
  it('Cull the Weak has no target: every player chooses the unit they kill', () => {
    const card = one('rb ; card A: Cull the Weak');
    expect(card).toMatchObject({ target: false, reason: 'others-choose', rules: ['355.10.e (v1.4)'] });
    expect(card.cites[0]).toBe('rb.card.cull-the-weak');
    expect(card.cites).toContain('rb.target.chosen-by-other-player');
    const ja = one('rb ; card 弱者狩り');
    expect(ja.reason).toBe('others-choose');
    const wording = verdicts(run('rb ; text Each player kills one of their units.'));
    expect(wording.map((v) => [v.phrase, v.reason])).toEqual([
      ['Each player', 'all'],
      ['one of their units', 'others-choose'],
    ]);
  });

  it('"all", "the controller of" and "your Legend" involve no choice', () => {
    expect(one('rb ; text A: Deal 1 to all enemy units.')).toMatchObject({ target: false, reason: 'all', rules: ['355.10.d (v1.4)'], cites: ['rb.target.no-choice', 'rb.target.your-choice'] });
    expect(one('rb ; text A: Its controller draws 1.')).toMatchObject({ target: false, reason: 'controller', rules: ['355.10.d (v1.4)'] });
    expect(one('rb ; text A: Give your Legend +1.')).toMatchObject({ phrase: 'your Legend', target: false, reason: 'your-legend' });
    const both = verdicts(run('rb ; text A: Kill an enemy unit. The controller of that unit draws 1.'));
    expect(both.map((v) => [v.phrase, v.target])).toEqual([
      ['an enemy unit', true],
      ['The controller of that unit', false],
    ]);
  });

  it('"Kill an enemy unit" targets the only enemy unit: a single legal choice is still a choice', () => {
    const r = run('rb ; A: y=Yasuo unit ; B: e=Garen unit in=battlefield ; h=Jinx unit in=hand ; text A: Kill an enemy unit.');
    expect(one('rb ; A: y=Yasuo unit ; B: e=Garen unit in=battlefield ; text A: Kill an enemy unit.').target).toBe(true);
    const [only] = stepsNamed(r, 'only-legal');
    expect(only!.cites).toEqual(['rb.target.only-legal-choice']);
    expect(only!.rules).toEqual(['355.10.d (v1.4)']);
    const [c] = r.resolution.choices;
    expect(c!.range).toMatchObject({ key: 'engine-rb.range.only' });
    expect(c!.rules).toEqual(['355.8 (v1.4)']);
    expect(unit(r, 'e').counters.targeted).toBe(1);
    expect(unit(r, 'h').counters.targeted).toBe(0);
  });

  it('with several legal choices, the range lists them and the trace follows the first unless one is chosen', () => {
    const two = 'rb ; A: y=unit ; B: e=unit ; f=unit in=battlefield ; text A: Kill an enemy unit.';
    const r = run(two);
    expect(r.resolution.choices[0]!.assumed).toBe(true);
    expect(r.resolution.choices[0]!.range.key).toBe('engine-rb.range.any');
    expect(unit(r, 'e').counters.targeted).toBe(1);
    const chosen = run(`${two} ; choose f`);
    expect(chosen.resolution.choices[0]!.assumed).toBe(false);
    expect(unit(chosen, 'f').counters.targeted).toBe(1);
    // a friendly unit or a card in hand is not a legal choice for "an enemy unit"
    const wrong = run(`${two} ; choose y`);
    expect(violations(wrong)).toEqual(['choose-not-legal']);
  });
});

describe('criterion 3: not a restriction, cost, trigger condition, replacement effect or "must" (355.10.b/c/f)', () => {
  it('"a unit at a battlefield" targets the unit, not the battlefield', () => {
    const [u, b] = verdicts(run('rb ; text A: Deal 3 to a unit at a battlefield.'));
    expect(u).toMatchObject({ phrase: 'a unit at a battlefield', target: true });
    expect(b).toMatchObject({ phrase: 'a battlefield', target: false, reason: 'location', rules: ['355.10.b (v1.4)'], cites: ['rb.target.location', 'rb.target.exclusions'] });
  });

  it('Cruel Patron\'s additional cost and Malzahar\'s activated ability have no target', () => {
    const patron = one('rb ; card Cruel Patron');
    expect(patron).toMatchObject({ target: false, reason: 'cost', rules: ['355.10.c (v1.4)'] });
    expect(patron.cites.slice(0, 2)).toEqual(['rb.card.cruel-patron', 'rb.target.costs']);
    const malzahar = one('rb ; card Malzahar, Fanatic');
    expect(malzahar.cites.slice(0, 2)).toEqual(['rb.card.malzahar', 'rb.target.costs']);
    expect(one('rb ; text A: As an additional cost to play this, kill a friendly unit.')).toMatchObject({ reason: 'cost' });
    expect(one('rb ; text A: [E], kill a friendly unit or gear: Add [A][A].')).toMatchObject({ phrase: 'a friendly unit or gear', reason: 'cost' });
  });

  it('before the colon is a cost, after it may be a target', () => {
    const v = verdicts(run('rb ; text A: [E], kill a friendly unit: Deal 3 to an enemy unit.'));
    expect(v.map((x) => [x.phrase, x.target, x.reason])).toEqual([
      ['a friendly unit', false, 'cost'],
      ['an enemy unit', true, undefined],
    ]);
  });

  it('"When an enemy unit attacks, give it -1 [M] this turn" has no target', () => {
    const v = verdicts(run('rb ; text A: When an enemy unit attacks, give it -1 [M] this turn.'));
    expect(v.map((x) => [x.phrase, x.reason])).toEqual([
      ['an enemy unit', 'trigger'],
      ['it', 'trigger'],
    ]);
    expect(v[0]!.cites).toEqual(['rb.target.trigger-condition', 'rb.target.exclusions']);
  });

  it('a replacement effect targets nothing — unless it first says to choose the unit', () => {
    const v = verdicts(run('rb ; text A: The next time a friendly unit would die, you may kill another friendly unit instead.'));
    expect(v.map((x) => [x.phrase, x.target, x.reason])).toEqual([
      ['a friendly unit', false, 'replacement'],
      ['another friendly unit', false, 'replacement'],
    ]);
    expect(v[0]!.cites).toEqual(['rb.target.replacement', 'rb.target.exclusions']);
    const choose = run('rb ; text A: Choose a friendly unit. The next time it would die this turn, heal it instead.');
    expect(verdicts(choose).map((x) => [x.phrase, x.target])).toEqual([['a friendly unit', true]]);
    expect(choose.resolution.warnings).toEqual([]);
  });

  it('Sigil of the Storm: what you "must" do is not a target', () => {
    const card = one('rb ; card 嵐の紋章');
    expect(card).toMatchObject({ target: false, reason: 'must', rules: ['355.10.f (v1.4)'] });
    expect(card.cites.slice(0, 2)).toEqual(['rb.card.sigil-of-the-storm', 'rb.target.must']);
    expect(one('rb ; text A: When you conquer here, you must recycle one of your runes.')).toMatchObject({ phrase: 'one of your runes', reason: 'must' });
  });
});

describe('described mentions (mention) and several failing criteria', () => {
  it('classifies a described mention with every criterion', () => {
    const cases: Array<[string, boolean, string?]> = [
      ['unit enemy', true],
      ['card in=hand', false, 'non-public'],
      ['card hand', false, 'non-public'],
      ['unit in=trash play', true],
      ['unit facedown in=battlefield', true],
      ['battlefield location', false, 'location'],
      ['unit friendly cost', false, 'cost'],
      ['unit trigger', false, 'trigger'],
      ['unit replacement', false, 'replacement'],
      ['rune must', false, 'must'],
      ['unit all', false, 'all'],
      ['player controller', false, 'controller'],
      ['legend your-legend', false, 'your-legend'],
      ['unit others-choose', false, 'others-choose'],
      ['player enemy', true],
    ];
    for (const [m, target, reason] of cases) {
      const v = one(`rb ; mention A: ${m}`);
      expect(v.target, m).toBe(target);
      expect(v.reason, m).toBe(reason);
    }
  });

  it('the first failing criterion decides; the others are listed too', () => {
    const r = run('rb ; mention A: card in=hand cost');
    expect(verdicts(r)[0]!.reason).toBe('non-public');
    const [also] = stepsNamed(r, 'also');
    expect(also!.cites).toEqual(['rb.target.costs']);
    expect(also!.rules).toEqual(['355.10.c (v1.4)']);
  });

  it('an object of the scenario brings its zone and face', () => {
    expect(one('rb ; A: h=card in=hand ; mention A: h').reason).toBe('non-public');
    expect(one('rb ; B: f=card in=battlefield facedown ; mention A: f').target).toBe(true);
  });
});

describe('a target that leaves before resolution (359.3.e)', () => {
  it('is not affected, and the rest of the effect still happens', () => {
    const r = run('rb ; A: y=unit ; B: e=unit ; text A: Kill an enemy unit. ; leave e');
    const [s] = stepsNamed(r, 'illegal-on-resolution');
    expect(s!.cites).toEqual(['rb.target.illegal-on-resolution']);
    expect(s!.rules).toEqual(['359.3.e (v1.4)']);
    expect(unit(r, 'e').counters).toMatchObject({ targeted: 1, left: 1 });
    const notTarget = run('rb ; A: y=unit ; B: e=unit ; text A: Deal 1 to all enemy units. ; leave e');
    expect(notTarget.resolution.warnings.map((w) => w.key)).toEqual(['engine-rb.warning.leave-not-target']);
  });
});

describe('what the user sees', () => {
  it('the outcome lists each mention with its verdict and rule, and the footer names the version', () => {
    expect(RULESETS.rb!.version).toBe('v1.4');
    const r = run('rb ; text A: [E], kill a friendly unit: Deal 3 to an enemy unit at a battlefield.');
    const en = rendered(r, 'en');
    expect(en).toContain('• Targets: 1; not targets: 2');
    expect(en).toContain('• ✘ “a friendly unit”: not a target — part of a cost (355.10.c (v1.4))');
    expect(en).toContain('• ✔ “an enemy unit at a battlefield”: target');
    expect(en).toContain('Riftbound Core Rules v1.4 and FAQ (targeting)');
    const ja = rendered(r, 'ja');
    expect(ja).toContain('✘ 「a friendly unit」：対象ではない — コストの一部（355.10.c (v1.4)）');
    expect(ja).not.toMatch(/engine-rb\./);
    const fr = rendered(r, 'fr');
    expect(fr).toContain('✘ « a friendly unit » : pas une cible — partie d\'un coût (355.10.c (v1.4))');
    expect(fr).not.toMatch(/engine-rb\./);
  });

  it('warns about sentences it cannot read', () => {
    const r = run('rb ; text A: Ignite the sky.');
    expect(r.resolution.warnings.map((w) => w.key)).toEqual(['engine-rb.warning.unread']);
    expect(r.resolution.outcome.map((o) => o.key)).toEqual(['engine-rb.outcome.no-mention']);
  });
});
