/** The curated word lists behind the search: chat abbreviations, game names, era markers, topic words. */
import { describe, expect, it } from 'vitest';
import { chatExpansion, expandPhrases } from '../rulings/chat-words.ts';
import { namesOldEra } from '../rulings/era.ts';
import { takeGameNames } from '../rulings/game-signals.ts';
import { foldTyped, kanaKey, tokenize } from '../rulings/tokenize.ts';
import { TOPIC_WORDS } from '../rulings/topic-words.ts';

describe('chat words', () => {
  it('expands the curated abbreviations in each language and drops filler', () => {
    expect(chatExpansion('dmg')).toBe('damage');
    expect(chatExpansion('pw')).toBe('planeswalker');
    expect(chatExpansion('dgts')).toBe('degats blessures');
    expect(chatExpansion('valid')).toBe('valid legal');
    expect(chatExpansion(kanaKey('ダメ'))).toBe('ダメージ');
    expect(chatExpansion('pls')).toBe('');
    expect(chatExpansion('qd')).toBe('');
    expect(chatExpansion('trample')).toBeUndefined();
  });

  it('drops "c koi" as a phrase but keeps a lone c (Riftbound’s [C])', () => {
    expect(expandPhrases('c koi le dr').trim()).toBe('le dr');
    expect(expandPhrases('what does c mean')).toBe('what does c mean');
  });
});

describe('game names', () => {
  it('finds names and nicknames in all three languages and blanks them out', () => {
    const cases: Array<[string, string[]]> = [
      ['in Riftbound, does it target?', ['rb']],
      ['リフトバウンドって対象取る？', ['rb']],
      ['MTGでバトル', ['mtg']],
      ['Magic: The Gathering lifelink', ['mtg']],
      ['マジック・ザ・ギャザリングの接死', ['mtg']],
      ['en Gate Ruler, la garde', ['gr']],
      ['ゲートルーラーの接死', ['gr']],
      ['ゲ-トル-ラ-の接死', ['gr']],
      ['trample over a blocker', []],
      ['the gate takes damage', []],
    ];
    for (const [q, games] of cases) expect(takeGameNames(foldTyped(q)).games, q).toEqual(games);
    expect(tokenize(takeGameNames(foldTyped('in Riftbound, does it target?')).text)).toEqual(['target']);
  });
});

describe('era markers', () => {
  it('notices a question about an earlier era of the rules', () => {
    for (const q of ['under the Urza-era rules', 'back in 98', 'en 1998', 'avec les vieilles règles', 'ウルザズ・サーガ時代の', '昔のルールでは']) {
      expect(namesOldEra(foldTyped(q)), q).toBe(true);
    }
    for (const q of ['how does trample work', 'deal 1998 damage? no', 'トランプルの割り振り']) {
      expect(namesOldEra(foldTyped(q)), q).toBe(q.includes('1998'));
    }
  });
});

describe('topic words', () => {
  it('hold the shared vocabulary in tokenized form, in all three languages', () => {
    for (const w of ['damage', 'counter', 'ダメージ', 'dégâts', 'carte']) expect(TOPIC_WORDS.has(tokenize(w)[0]!), w).toBe(true);
    for (const w of ['trample', 'ソウルガード', 'piétinement']) expect(TOPIC_WORDS.has(tokenize(w)[0]!), w).toBe(false);
  });
});
