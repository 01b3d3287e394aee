/**
 * WordSet (rulings/word-set.ts): the search's word lists, tokenized on first use with their Latin and Japanese
 * words apart, hold exactly the words tokenize() makes of the whole list, so the search reads them as before.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../rulings/tokenize.ts';
import { TOPIC_WORDS } from '../rulings/topic-words.ts';
import { WordSet } from '../rulings/word-set.ts';

// The lists as rulings/topic-words.ts and rulings/search.ts (ERRATA_WORDS, ERA_NOISE) write them.
const LISTS = [
  'damage counter counters card cards player players opponent turn effect effects ability abilities play game rule rules ' +
    'attack life cost hand deck win lose mean means ' +
    'ダメージ カウンター カード プレイヤー 相手 ターン 効果 能力 プレイ ゲーム ルール 攻撃 ライフ コスト 手札 デッキ 勝ち 負け 意味 ' +
    'dégâts dégât blessure blessures marqueur marqueurs carte cartes joueur joueurs adversaire tour effet effets capacité ' +
    'capacités jouer partie règle règles attaque vie coût main deck gagner perdre',
  'errata erratum エラッタ',
  'era old older then time originally formerly used vieille vieilles ancienne anciennes epoque autrefois 昔 当時 かつて 以前 旧',
];

describe('WordSet', () => {
  it('holds exactly the words tokenize() makes of the whole list, in every language', () => {
    for (const text of LISTS) {
      const whole = new Set(tokenize(text));
      const set = new WordSet(text);
      expect(new Set(set)).toEqual(whole);
      expect(set.size).toBe(whole.size);
      for (const word of whole) expect(set.has(word), word).toBe(true);
      for (const word of ['trample', 'トランプル', 'piétinement', 'blocker', '']) expect(set.has(word), word).toBe(whole.has(word));
    }
  });

  it('is the topic words list: shared words in, game terms out', () => {
    for (const w of ['damage', 'counter', 'ダメージ', 'dégâts', 'carte', 'エラッタ']) expect(TOPIC_WORDS.has(tokenize(w)[0]!), w).toBe(w !== 'エラッタ');
    expect(new Set(TOPIC_WORDS)).toEqual(new Set(tokenize(LISTS[0]!)));
  });

  it('answers Latin and Japanese words alike', () => {
    const set = new WordSet('errata erratum エラッタ');
    expect(set.has('errata')).toBe(true);
    expect(set.has('x')).toBe(false);
    expect(set.has(tokenize('エラッタ')[0]!)).toBe(true);
  });
});
