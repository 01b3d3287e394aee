import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../rulings/detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['トランプルって複数ブロックされたらどうなる?', 'ja'],
    ['接死', 'ja'],
    ['est-ce que Cull the Weak cible ?', 'fr'],
    ['Comment fonctionne le piétinement avec deux bloqueurs', 'fr'],
    ['combien de blessures pour le bloqueur', 'fr'],
    ['How does trample work with two blockers?', 'en'],
    ['does deathtouch work with trample', 'en'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toEqual({ lang, confident: true });
  });

  it('is not confident about a bare card name or rule number', () => {
    expect(detectLanguage('Craw Wurm').confident).toBe(false);
    expect(detectLanguage('702.19b').confident).toBe(false);
  });
});

describe('detectLanguage on a lone keyword', () => {
  it('does not let one English game word override the user’s locale', () => {
    expect(detectLanguage('trample').confident).toBe(false);
  });
});

describe('detectLanguage with Japanese names inside other languages', () => {
  it.each([
    ['avec 方違え je réduis les dégâts aux unités ou au ruler ?', 'fr'],
    ['est-ce que 《パルジファル》 peut être détruite par un effet ?', 'fr'],
    ['does 《O‐15 オーバーロード》 reduce a cost of 0?', 'en'],
    ['《パルジファル》', 'ja'],
    ['接死', 'ja'],
    ['DR 2/A・B with only one face-up card, what happens?', 'en'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text).lang).toBe(lang);
  });

  it('keeps the sentence’s language when it quotes a card name in kanji or katakana', () => {
    expect(detectLanguage('does 方違え work against パワーレイ・マキシマム?').lang).toBe('en');
    expect(detectLanguage('when does ヴルンツヴィークの断頭 deal its second damage?').lang).toBe('en');
    expect(detectLanguage('est-ce que 蛇神転生 cible quelque chose ?').lang).toBe('fr');
    expect(detectLanguage('la ソウルガード ça compte comme une destruction ?').lang).toBe('fr');
    // A Japanese sentence quoting an English name stays Japanese.
    expect(detectLanguage('Sigil of the Stormでリサイクルするルーンは対象？').lang).toBe('ja');
  });

  it('does not take one accented name for French', () => {
    expect(detectLanguage('Pokémon TCG - can I evolve on my first turn?').lang).toBe('en');
  });
});
