import { describe, expect, it } from 'vitest';
import { fold, fuzzyFor, kanaKey, prefixFor, tokenize } from '../rulings/tokenize.ts';

describe('tokenize', () => {
  // Katakana words come out in one spelling (kanaKey: no ー, small kana as large), so that the spellings people
  // type interchangeably meet: ブロック → ブロツク, ダメージ → ダメジ.
  it('segments Japanese into words and drops particles', () => {
    expect(tokenize('トランプルって複数ブロックされたらどうなる?')).toEqual(['トランプル', '複数', kanaKey('ブロック')]);
    expect(tokenize('《ヴルンツヴィークの断頭》のダメージ実行処理')).toEqual([kanaKey('ヴルンツヴィーク'), '断頭', kanaKey('ダメージ'), '実行', '処理']);
  });

  it('keeps katakana words whole even when the dictionary does not know them, with their longer pieces', () => {
    expect(tokenize('プレインズウォーカーはどうなる')).toEqual([kanaKey('プレインズウォーカー'), kanaKey('プレイン')]);
    expect(tokenize('《ヴルンツヴィークの断頭》')).toContain(kanaKey('ヴルンツヴィーク'));
    expect(tokenize('ダメージリバース')).toEqual(expect.arrayContaining([kanaKey('ダメージリバース'), kanaKey('ダメージ')]));
  });

  it('keeps Japanese voiced marks: ガード is not カード', () => {
    expect(tokenize('ガード')).toEqual(['ガド']);
    expect(tokenize('カード')).toEqual(['カド']);
    expect(fold('ガード')).not.toBe(fold('カード'));
    expect(fold('パワー')).toBe('パワー');
  });

  it('folds accents on Latin text only and lower-cases', () => {
    expect(tokenize('Dégâts PIÉTINEMENT')).toEqual(['degat', 'pietinement']);
    expect(fold('Éléphant à côté')).toBe('elephant a cote');
  });

  it('turns full-width characters into ASCII (NFKC)', () => {
    expect(tokenize('ｄｅｆｅｎｓｅ　７０２．１９ｂ')).toEqual(tokenize('defense 702.19b'));
    expect(tokenize('ｄｅｆｅｎｓｅ　７０２．１９ｂ')).toContain('702.19b');
  });

  it('handles French elision and stopwords', () => {
    expect(tokenize("Qu'est-ce qu'une cible ? L'attaquant")).toEqual(['cible', 'attaquant']);
    expect(tokenize('est-ce que Cull the Weak cible ?')).toEqual(['cull', 'weak', 'cible']);
  });

  // Stems are not words (trample → trampl); what matters is that the forms people type meet.
  it('strips English stopwords and light plurals', () => {
    expect(tokenize('How does trample work with multiple blockers?')).toEqual(tokenize('trample multiple blocker'));
    expect(tokenize('blockers blocker blocked blocking')).toEqual(Array(4).fill(tokenize('block')[0]));
  });

  it('brings French verb forms together, the same on both sides', () => {
    const [repay] = tokenize('repayer');
    expect(tokenize('repayé repayait repayaient')).toEqual([repay, repay, repay]);
    expect(tokenize('détruite détruit')).toEqual(tokenize('détruire détruire'));
    expect(tokenize('trample')).toEqual(tokenize('trampled'));
  });

  it('never allows fuzzy or prefix matching on CJK or short words', () => {
    expect(fuzzyFor('ガード')).toBe(false);
    expect(fuzzyFor(kanaKey('ガード'))).toBe(false);
    expect(fuzzyFor('ドラゴン')).toBe(1);
    expect(fuzzyFor('接死持ち')).toBe(false);
    expect(prefixFor('ガード')).toBe(false);
    expect(fuzzyFor('card')).toBe(false);
    expect(fuzzyFor('trample')).toBe(2);
    expect(fuzzyFor('block')).toBe(1);
    expect(fuzzyFor('deathtouch')).toBe(2);
    expect(prefixFor('block')).toBe(true);
  });

  it('returns nothing for punctuation or empty input', () => {
    expect(tokenize('?!… ・「」')).toEqual([]);
    expect(tokenize('')).toEqual([]);
  });
});
