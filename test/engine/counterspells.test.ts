/**
 * Countering spells (engine/mtg/counterspells.ts): `counter ?spell` (701.5a), `counter-unless N ?spell` (118.12a),
 * the kinds of spell a counterspell may target (115.1a) and spells that can't be countered (101.2) — written in the
 * notation and read from real cards by name. Each asserts what the reply shows: who dies, the choices, the rules.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { renderCheck } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceTable } from '../helpers/reference-cards.ts';
import { object, ok } from './helpers.ts';

type R = ReturnType<typeof ok>;
const counterSteps = (r: R, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg-counter.step.${name}`);
const text = (r: R, locale: Locale = 'en') =>
  renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
    .join('\n');

describe('counter target spell (701.5a)', () => {
  it('a countered Shock never resolves: the creature it aimed at lives', () => {
    const r = ok('mtg ; A: x=2/2 ; B: y=1/1 ; cast A Shock: damage 2 y ; cast B Cancel: counter ?spell');
    expect(object(r, 'y').zone).toBe('battlefield');
    expect(counterSteps(r, 'countered').map((s) => s.rules)).toEqual([['701.5a']]);
    // the target was chosen as Cancel was cast, among the spells on the stack
    expect(r.resolution.choices[0]!.rules).toEqual(['601.2c', '115.1a', '701.5a']);
    expect(text(r)).toContain('Cancel counters Shock: it leaves the stack without resolving');
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.step.resolves' && JSON.stringify(s.params).includes('"source":"Shock"'))).toBe(false);
  });

  it('a counterspell countered in turn: the first spell resolves after all', () => {
    const r = ok('mtg ; A: x=2/2 ; B: y=1/1 ; cast A Shock: damage 2 y ; cast B Cancel: counter ?spell ; cast A Negate: counter ?noncreature-spell');
    // Negate's usual pick is the opponent's spell: Cancel, not A's own Shock
    expect(r.resolution.choices[1]!.taken.params).toEqual({ target: 'Cancel' });
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(counterSteps(r, 'countered')).toHaveLength(1);
  });

  it('a countered permanent spell never enters: its card goes to the graveyard', () => {
    const r = ok('mtg ; A: x=2/2 ; B: y=1/1 ; cast A v=Viper 2/1 ; cast B Essence Scatter: counter ?creature-spell');
    expect(object(r, 'v').zone).toBe('graveyard');
    expect(text(r)).toContain('countered');
  });

  it('a spell can\'t be countered: the counterspell resolves and does nothing, the spell resolves (101.2)', () => {
    const r = ok('mtg ; A: x=2/2 ; B: y=1/1 ; cast A v=Viper 2/1 cant-be-countered ; cast B Cancel: counter ?spell');
    expect(object(r, 'v').zone).toBe('battlefield');
    expect(counterSteps(r, 'cant-be-countered').map((s) => s.rules)).toEqual([['101.2', '701.5a']]);
  });

  it('with no spell of its kind on the stack it can\'t be cast (601.2c)', () => {
    const none = ok('mtg ; A: x=2/2 ; cast A Cancel: counter ?spell');
    expect(none.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.targets.violation.none']);
    const kind = ok('mtg ; A: x=2/2 ; B: y=1/1 ; cast A Shock: damage 2 y ; cast B Essence Scatter: counter ?creature-spell');
    expect(kind.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.targets.violation.none']);
    expect(object(kind, 'y').zone).toBe('graveyard');
  });
});

describe('counter target spell unless its controller pays (118.12a)', () => {
  it('mana is not counted: whether the controller pays is their choice, shown, and assumed not made', () => {
    const r = ok('mtg ; A: x=2/2 ; B: y=1/1 ; cast A Shock: damage 2 y ; cast B Mana Leak: counter-unless 3 ?spell');
    expect(object(r, 'y').zone).toBe('battlefield');
    const choice = r.resolution.choices.find((c) => c.rules.includes('118.12a'))!;
    expect(choice.chooser).toBe('A');
    expect(choice.assumed).toBe(true);
    expect(text(r)).toContain('A chooses, as Mana Leak resolves, whether to pay 3 to keep Shock from being countered');
  });

  it('reads the same in Japanese and French', () => {
    const ja = ok('mtg ; A: x=2/2 ; B: y=1/1 ; cast A Shock: damage 2 y ; cast B Mana Leak: 支払わない限り打ち消す 3 ?呪文');
    expect(text(ja, 'ja')).toContain('Mana LeakがShockを打ち消す');
    const fr = ok('mtg ; A: x=2/2 ; B: y=1/1 ; lance A Shock: damage 2 y ; lance B Cancel: contrer ?sort');
    expect(text(fr, 'fr')).toContain('Cancel contre Shock : le sort quitte la pile sans se résoudre');
  });
});

describe.skipIf(!REFERENCE_CARDS)('counterspells read from real cards by name', () => {
  it('Cancel counters Lightning Bolt; Supreme Verdict can\'t be countered', () => {
    const cards = cardLookup(new CardSource(referenceTable()));
    const bolt = checkScenario('mtg ; A: x=2/2 ; B: y=3/3 ; cast A Lightning Bolt: y ; cast B Cancel', { cards });
    if (!bolt.ok) throw new Error(JSON.stringify(bolt.errors));
    expect(object(bolt, 'y').zone).toBe('battlefield');
    expect(counterSteps(bolt, 'countered')).toHaveLength(1);
    const verdict = checkScenario('mtg ; A: x=2/2 ; B: y=3/3 ; cast A Supreme Verdict ; cast B Counterspell', { cards });
    if (!verdict.ok) throw new Error(JSON.stringify(verdict.errors));
    expect(counterSteps(verdict, 'cant-be-countered')).toHaveLength(1);
    expect(object(verdict, 'y').zone).toBe('graveyard');
    expect(object(verdict, 'x').zone).toBe('graveyard');
  });
});
