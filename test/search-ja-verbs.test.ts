/**
 * A Japanese verb typed in any of its forms (守ってる, 守っていた) meets the dictionary form an entry says (守る): the
 * segmenter cuts every other form after its kanji, and the kanji stem also matches its one known dictionary form
 * (rulings/analyse/verbs.ts). Before, 「…守ってるプレイヤーって誰？」 was answered with confidence by the entry on
 * attacking battles.
 */
import { describe, expect, it } from 'vitest';
import { dictionaryForms } from '../rulings/analyse/verbs.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Japanese verbs in any form', () => {
  it.each(['このバトル、守ってるプレイヤーって誰になるの？', '包囲戦を出したけど、守っていたのは相手だよね？'])('%s → the battle protector entry', (question) => {
    expectAnswered(search, question, 'mtg.battle.protector');
  });

  it('only a kanji stem has dictionary forms: a katakana word or a word with kana keeps none', () => {
    expect(dictionaryForms('守')).toContain('守る');
    expect(dictionaryForms('バトル')).toEqual([]);
    expect(dictionaryForms('守る')).toEqual([]);
  });
});
