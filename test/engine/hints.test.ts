/**
 * Parse errors that say what to write (issue #29): a judge who has never seen the notation wrote these. Each error
 * names the words that exist (read from the parser's own vocabulary), the closest one, says plainly when a concept
 * is not modelled, and puts the caret where the missing token goes — in English, Japanese and French.
 */
import { describe, expect, it } from 'vitest';
import { renderParseErrors } from '../../commands/render/resolution.ts';
import { checkScenario } from '../../engine/index.ts';
import { effectSynonyms, effectWords, triggerWords, unmodelledWords } from '../../engine/mtg/hints.ts';
import { EFFECT_RULES } from '../../engine/mtg/effects.ts';
import { effectMessage } from '../../engine/mtg/effect-words.ts';
import { hasKey, LOCALES } from '../../commands/i18n.ts';
import { tm } from '../../commands/render/resolution.ts';
import type { Effect } from '../../engine/mtg/scenario.ts';
import { vocabulary } from '../../engine/mtg/vocabulary.ts';
import type { Locale } from '../../commands/i18n.ts';

function failure(text: string) {
  const r = checkScenario(text);
  if (r.ok) throw new Error(`parsed: ${text}`);
  return r;
}

/** The rendered error block and the caret line under the source. */
function shown(text: string, lang: Locale = 'en'): { block: string; caretCol: number } {
  const r = failure(text);
  const block = renderParseErrors(r.text, r.errors, lang);
  const lines = block.split('\n');
  const caret = lines.find((l) => /^\s+\^+$/.test(l))!;
  const source = lines[lines.indexOf(caret) - 1]!;
  // both lines are indented by two spaces; the caret's column in the source line shown
  return { block, caretCol: caret.indexOf('^') - (source.length - source.trimStart().length) + 1 };
}

describe('a trigger the engine does not know', () => {
  it('the names judges write for an enters-the-battlefield trigger are words of the notation', () => {
    for (const head of ['enters', 'etb', 'enters the battlefield', '戦場に出たとき', 'arrive']) {
      expect(checkScenario(`mtg; B: x=2/2; cast A v=5/5 (${head}: damage 2 x)`).ok, head).toBe(true);
    }
  });

  it('lists every trigger word of the vocabulary, whatever was written', () => {
    for (const head of ['landed', 'comes into play', 'when it grows']) {
      const { block } = shown(`mtg; A: v=5/5 (${head}: damage 2 x); B: x=2/2`);
      for (const word of triggerWords()) expect(block, head).toContain(word);
    }
    expect(triggerWords()).toEqual(vocabulary.abilities.terms.map((t) => t.canonical).filter((w) => w !== 'static' && w !== 'activated'));
  });

  it('underlines all the words written as the trigger, not the first only', () => {
    const r = failure('mtg; A: v=5/5 (comes into play: damage 2 x); B: x=2/2');
    expect(r.errors[0]).toMatchObject({ key: 'engine-hints.unknown-trigger', col: 16, length: 'comes into play'.length });
  });

  it('says plainly when a trigger is not modelled, in each language', () => {
    expect(shown('mtg; A: v=2/2 (draws: damage 1 B)').block).toContain('“draws”: “when a card is drawn” triggers are not modelled by the engine yet');
    expect(shown('mtg; A: v=2/2 (ドロー時: damage 1 B)', 'ja').block).toContain('まだエンジンでモデル化されていない');
    expect(shown('mtg; A: v=2/2 (pioche: damage 1 B)', 'fr').block).toContain('ne sont pas encore modélisés par le moteur');
  });

  it('a typo gets the closest word', () => {
    expect(failure('mtg; A: v=2/2 (attaks: damage 1 B)').errors[0]!.suggestion).toBe('attacks');
  });

  it('a missing ":" after the trigger word: the caret is where it goes', () => {
    const { block, caretCol } = shown('mtg; A: v=2/2 (dies damage 1 B)');
    expect(block).toContain('A “:” goes here, between “dies” and what the ability does.');
    expect(caretCol).toBe('mtg; A: v=2/2 (dies'.length + 1);
  });
});

describe('an effect the engine does not know', () => {
  it('lists every effect word and +N/+N', () => {
    const { block } = shown('mtg; A: c=3/3; cast A: zap 3 c');
    for (const word of effectWords()) expect(block).toContain(word);
    expect(effectWords()).toEqual([...vocabulary.effects.terms.map((t) => t.canonical), '+N/+N']);
  });

  it('a "pump" is shown how the notation writes it', () => {
    expect(shown('mtg; A: c=3/3; cast A: pump 3 c').block).toContain('“pump”: write the change itself, such as +3/+3 c');
  });

  it('searching is said to be not modelled', () => {
    expect(shown('mtg; A: c=3/3; cast A: search c').block).toContain('searching a library for other than basic lands (search-land N, search-land-tapped N, search-land-hand N) or any card (tutor) is not modelled by the engine yet');
    expect(shown('mtg; A: c=3/3; lance A: chercher c', 'fr').block).toContain('chercher dans une bibliothèque autre chose que des terrains de base (search-land N, search-land-tapped N, search-land-hand N) ou une carte quelconque (tutor) n\'est pas encore modélisé');
  });

  it('a typo gets the closest word', () => {
    expect(failure('mtg; A: c=3/3; cast A: damag 2 c').errors[0]!.suggestion).toBe('damage');
  });

  it('a judge’s shorthand gets the word it means, not the closest spelling', () => {
    expect(failure('mtg; A: c=3/3; B: x=2/2; cast A Bolt: burn 3 x').errors[0]!.suggestion).toBe('damage');
    expect(failure('mtg; A: c=3/3; B: x=2/2; cast A: kill x').errors[0]!.suggestion).toBe('destroy');
    expect(failure('mtg; A: c=3/3; B: x=2/2; lance A: tuer x').errors[0]!.suggestion).toBe('destroy');
    expect(shown('mtg; A: c=3/3; B: x=2/2; cast A Bolt: burn 3 x').block).toContain('Did you mean “damage”?');
  });
});

describe('a spell without its ":"', () => {
  it('the caret is between the spell’s name and its first effect word, not under the name', () => {
    const text = 'mtg; A: c=3/3; B: g=2/2; attack c; block g>c; cast A Giant Growth +3/+3 c';
    const r = failure(text);
    expect(r.errors[0]).toMatchObject({ key: 'engine-hints.cast-colon', col: text.indexOf(' +3/+3') + 1 });
    expect(shown(text, 'fr').block).toContain('Il manque « : » ici, entre le sort et ce qu\'il fait.');
  });

  it('a spell with no effect at all: the caret at the end, saying what to add', () => {
    const text = 'mtg; A: c=3/3; cast A Giant Growth';
    expect(failure(text).errors[0]).toMatchObject({ key: 'engine-hints.cast-no-effects', col: text.length + 1 });
    expect(shown(text).block).toContain('“cast A Giant Growth” says who casts what: add “:” and what the spell does.');
  });

  it('a name starting with an effect word is still a name (the caret goes after it)', () => {
    const text = 'mtg; A: c=3/3; B: x=2/2; cast A Destroy Evil destroy x';
    expect(failure(text).errors[0]).toMatchObject({ key: 'engine-hints.cast-colon', col: text.indexOf(' destroy x') + 1 });
  });

  it('an ability without its ":" after the source', () => {
    const text = 'mtg; A: c=3/3; activate c +1/+1 c';
    expect(failure(text).errors[0]).toMatchObject({ key: 'engine-hints.activate-colon', col: text.indexOf(' +1/+1') + 1 });
  });
});

describe('a statement written subject first, as said aloud', () => {
  it('says the action comes first and shows the statement rewritten, the caret under the words', () => {
    const text = 'mtg; A: c=3/3; B: g=2/2; c attacks B; block g>c';
    const r = failure(text);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ key: 'engine.parse.word-order', col: text.indexOf('c attacks') + 1, length: 'c attacks'.length });
    expect(shown(text).block).toContain('“c attacks”: in the notation the action comes first — write “attack c>B”.');
  });

  it('blocks, casts and activations too, and a player named before the verb', () => {
    const fix = (text: string) => (failure(text).errors[0]!.params as { fix: string }).fix;
    expect(fix('mtg; A: c=3/3; B: g=2/2; attack c; g blocks c')).toBe('block g>c');
    expect(fix('mtg; A: c=3/3; B: g=2/2; attack c; block g>c; A casts Giant Growth: +3/+3 c')).toBe('cast A Giant Growth: +3/+3 c');
    expect(fix('mtg; A: c=3/3 (activated: +1/+1 self); c activates: +1/+1 c')).toBe('activate c: +1/+1 c');
    expect(fix('mtg; A: c=3/3; B: g=2/2; c attacks')).toBe('attack c');
  });

  it('keeps the reader’s own directive word, in their language', () => {
    const text = 'mtg; A: c=3/3; B: g=2/2; c attaque B';
    expect(shown(text, 'fr').block).toContain('« c attaque » : dans la notation, l\'action vient en premier — écrivez « attaque c>B ».');
    // and the rewritten statement is one the parser reads
    expect(checkScenario('mtg; A: c=3/3; B: g=2/2; attaque c>B').ok).toBe(true);
    expect(shown('mtg; A: c=3/3; B: g=2/2; 攻撃 c; g blocks c', 'ja').block).toContain('「g blocks」：記法では動作を先に書きます。「block g>c」と書いてください。');
  });
});

describe('the tables of what is not modelled', () => {
  it('hold no word the vocabulary accepts: a trigger or effect the engine gains leaves them (this test says which)', () => {
    const { triggers, effects } = unmodelledWords();
    expect(triggers.filter((w) => vocabulary.abilities.has(w))).toEqual([]);
    expect(effects.filter((w) => vocabulary.effects.has(w))).toEqual([]);
  });

  it('every other name of an effect stands for a word of the notation and is not one itself', () => {
    const synonyms = Object.entries(effectSynonyms());
    expect(synonyms.filter(([, word]) => !vocabulary.effects.has(word))).toEqual([]);
    expect(synonyms.filter(([other]) => vocabulary.effects.has(other)).map(([other]) => other)).toEqual([]);
  });
});

describe('every effect kind reads in words, in every language', () => {
  it('has its message, and none echoes the notation', () => {
    for (const kind of Object.keys(EFFECT_RULES) as Array<Effect['kind']>) {
      const e: Effect = { kind, amount: 2, power: 1, toughness: 1, keyword: 'flying', color: 'red', counter: '+1/+1', player: 'A', targets: ['x'] };
      for (const lang of LOCALES) {
        const m = effectMessage(e);
        expect(hasKey(m.key, lang), `${lang} ${m.key}`).toBe(true);
        expect(tm(lang, m), `${lang} ${kind}`).toContain('x');
      }
      if (kind === 'prevent') for (const lang of LOCALES) expect(hasKey(effectMessage({ ...e, from: 'w' }).key, lang)).toBe(true);
    }
  });
});
