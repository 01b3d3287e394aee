/**
 * The cost bound of a check and canonical numbers: the slowest inputs fuzzing ever found are refused early with an
 * error naming the limit (in the user's language), and every number reads back as itself from the canonical form.
 */
import { describe, expect, it } from 'vitest';
import { tm } from '../../commands/render/resolution.ts';
import { MAX_ERRORS, MAX_OBJECTS, MAX_STATEMENTS, MAX_TEXT_LENGTH } from '../../engine/core/parse.ts';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';

const errorsOf = (text: string) => {
  const r = checkScenario(text);
  if (r.ok) throw new Error(`expected errors for ${text.slice(0, 80)}`);
  return r.errors;
};

describe('the slowest inputs fuzzing found are refused early, naming the limit', () => {
  it('a game name repeated over thousands of lines (was 2.8 s): too many statements', () => {
    const text = Array.from({ length: 1300 }, () => 'gr').join('\n');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ key: 'notation.too-many-statements', line: MAX_STATEMENTS + 2, params: { count: 1299, max: MAX_STATEMENTS } });
    expect(tm('ja', errors[0]!)).toContain(`上限は${MAX_STATEMENTS}個`);
    expect(tm('fr', errors[0]!)).toContain(`${MAX_STATEMENTS} au plus`);
  });

  it('a "prevent next" statement repeated past the text limit: too long, before any parsing', () => {
    const text = `mtg ; A: w=6/6 ; B: x=2/2 ; attack w${' ; B prevent:1'.repeat(400)}`;
    expect(text.length).toBeGreaterThan(MAX_TEXT_LENGTH);
    expect(errorsOf(text)).toEqual([expect.objectContaining({ key: 'engine.parse.too-long', params: { length: text.length, max: MAX_TEXT_LENGTH } })]);
  });

  it('more objects than the limit: one error at the first one too many', () => {
    const ids = Array.from({ length: MAX_OBJECTS + 5 }, (_, i) => `b${i}`);
    const text = `mtg ; A: w=6/6 trample ; B: ${ids.map((id) => `${id}=1/1`).join(' ; ')} ; attack w ; block ${ids.join(',')}>w`;
    const errors = errorsOf(text).filter((e) => e.key === 'notation.too-many-objects');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.params).toEqual({ max: MAX_OBJECTS });
    expect(text.slice(errors[0]!.col - 1).startsWith(`b${MAX_OBJECTS - 1}=`)).toBe(true);
  });

  it('a scenario at the limits still resolves', () => {
    const ids = Array.from({ length: MAX_OBJECTS - 1 }, (_, i) => `b${i}`);
    const r = checkScenario(`mtg ; A: w=9999/9999 trample ; B: ${ids.map((id) => `${id}=2/2`).join(' ; ')} ; attack w ; block ${ids.join(',')}>w`);
    expect(r.ok).toBe(true);
  });

  it('stops reading after the error limit: an unknown statement repeated reports the limit, not thousands', () => {
    const errors = errorsOf(`mtg\n${Array.from({ length: 150 }, () => 'frobnicate x').join('\n')}`);
    expect(errors).toHaveLength(MAX_ERRORS);
  });
});

describe('numbers read and print canonically', () => {
  it('-0 reads as 0, so a scenario reads back as itself from its canonical form', () => {
    for (const text of ['mtg ; A: w=-0/-4 ; B: x=2/2', 'mtg ; A: w=+0/-0 green ; B: life=007']) {
      const first = parseScenario(text).scenario!;
      expect(first).toBeDefined();
      const printed = printScenario(first);
      expect(printed).not.toContain('-0');
      expect(parseScenario(printed).scenario).toStrictEqual(first);
    }
  });

  it('exponent, decimal and hexadecimal forms are errors at their position, not names', () => {
    for (const [text, word] of [
      ['mtg ; A: w=Craw Wurm 1e3/4', '1e3'],
      ['mtg ; A: w=2/1.5', '1.5'],
      ['mtg ; A: w=0x10/2', '0x10'],
      ['mtg ; A: w=6/6 ; B: life=2e1', '2e1'],
    ] as const) {
      const [e] = errorsOf(text);
      expect(e).toMatchObject({ key: 'notation.number-form', params: { word } });
      expect(text.slice(e!.col - 1, e!.col - 1 + e!.length)).toBe(word);
    }
  });

  it('numbers beyond the limit are an error naming it, in every language', () => {
    const [e] = errorsOf('mtg ; A: w=9007199254740993/3');
    expect(e).toMatchObject({ key: 'notation.number-too-large', col: 12, params: { word: '9007199254740993', max: 9999 } });
    expect(tm('en', e!)).toContain('9999');
    expect(checkScenario('mtg ; A: w=9999/9999 ; B: x=1/1').ok).toBe(true);
  });

  it('a sentence ending in a number is not a decimal (Riftbound wordings)', () => {
    expect(checkScenario('rb ; text A: Discard a card from your hand, then draw 2.').ok).toBe(true);
  });
});

describe('fuzz findings: the canonical form reads back as the same scenario', () => {
  // npm run fuzz -- --seed 20261124: spaces (ideographic, vertical tab, BOM) between a word and "=" made a player
  // attribute read as an object, while the canonical form, written without them, read as the attribute.
  it.each([
    'gr ; A: dz\u3000=NaN ; B: w=3/3 stk=2 ; prevent next 2 to=A dr=2 《空間湾曲》 ; attack w>A',
    'gr ; A: dz\u000b=-1 down=3 ; dr A 3 《ゴンドゥル・フルバースト》',
    'gr ; A: ruler\ufeff=drcibler eadnought energy=+0 ; B: ; cost A 4 ; attack A>B',
    'mtg ; A: life =20 ; w=2/2 ; B: x=1/1 ; attack w',
  ])('%s', (text) => {
    const first = parseScenario(text);
    if (!first.scenario) return expect(first.errors.length).toBeGreaterThan(0);
    for (const oneLine of [false, true]) expect(parseScenario(printScenario(first.scenario, { oneLine })).scenario).toStrictEqual(first.scenario);
  });
});
