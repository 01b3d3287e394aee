/** /ruling with card names in Japanese or French, against the shipped knowledge base and the fixture's cards. */
import { beforeAll, describe, expect, it } from 'vitest';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createServices } from '../../bot/services.ts';
import type { Services } from '../../commands/context.ts';
import { runCommand } from '../../commands/dispatch.ts';
import type { Locale } from '../../commands/i18n.ts';
import { expandQuestion, findCardNames } from '../../rulings/cards/aliases.ts';
import { CardIndex } from '../../rulings/cards/lookup.ts';
import { fixtureDataDir, fixtureTable } from './fixture.ts';

let withCards: Services;
let without: Services;
const index = new CardIndex(fixtureTable());

beforeAll(async () => {
  withCards = await createServices({ features: [cardsFeature({ env: {}, store: { dataDir: fixtureDataDir() } })] });
  without = await createServices({ features: [] });
});

async function ask(services: Services, question: string, userLocale: Locale) {
  const view = await runCommand({ services, invocation: { userLocale, userId: '1' } }, 'ruling', { question });
  return { lang: view.locale, title: view.sections[0]!.title, text: view.sections.map((s) => `${s.title}\n${s.description}`).join('\n') };
}

describe('card names in questions', () => {
  it('finds Japanese and French names with their spans, longest first, French ones on word boundaries', () => {
    const q = 'セラのアバターとセラの天使、それにAvatar de Serra et la Foudre ou les Foudres';
    expect(findCardNames(q, index).map((m) => [m.text, m.lang, m.english, q.slice(m.start, m.end)])).toEqual([
      ['セラのアバター', 'ja', 'Serra Avatar', 'セラのアバター'],
      ['セラの天使', 'ja', 'Serra Angel', 'セラの天使'],
      ['Avatar de Serra', 'fr', 'Serra Avatar', 'Avatar de Serra'],
      ['Foudre', 'fr', 'Lightning Bolt', 'Foudre'],
    ]);
    // a one-character Japanese name (火 of 火 // 氷) is an everyday word, not a card
    expect(findCardNames('火をつけるとどうなる', index)).toEqual([]);
    expect(findCardNames('ボール ライトニング', index).map((m) => m.english)).toEqual(['Ball Lightning']);
  });

  it('appends the English names and masks the spans for language detection', () => {
    const e = expandQuestion('comment marche セラのアバター ?', index);
    expect(e.text).toBe('comment marche セラのアバター ? Serra Avatar');
    expect(e.masked).toBe('comment marche         ?');
    expect(e.lang).toBe('fr');
    expect(expandQuestion('セラのアバター', index).lang).toBeUndefined();
    expect(expandQuestion('no card here', index)).toEqual({ text: 'no card here', mentions: [], masked: 'no card here' });
  });

  it('a question naming a card in katakana finds the entries about it (and did not before)', async () => {
    const q = 'セラのアバターが墓地に置かれたらどうなる？';
    // without the card table: no answer ("not sure" with close entries, or none at all), never a Serra Avatar entry
    const before = await ask(without, q, 'ja');
    expect(['裁定が見つかりません', '確かな答えはありません — 近い項目はこちら']).toContain(before.title);
    const found = await ask(withCards, q, 'en');
    expect(found.lang).toBe('ja');
    expect(found.text).toContain('Serra Avatar');
    expect(found.title).toMatch(/Serra Avatar/);
  });

  it('a card name in another script does not decide the reply language', async () => {
    // a French sentence around a Japanese name: French (it was Japanese before)
    expect((await ask(without, 'comment marche セラのアバター ?', 'en')).lang).toBe('ja');
    const fr = await ask(withCards, 'comment marche セラのアバター ?', 'en');
    expect(fr.lang).toBe('fr');
    expect(fr.title).toMatch(/Serra Avatar/);
    // an English sentence around a French name and a Japanese one: English
    expect((await ask(withCards, 'how does Colère de Dieu interact with 命綱', 'ja')).lang).toBe('en');
    // the name alone: the user's language
    expect((await ask(withCards, 'セラのアバター', 'fr')).lang).toBe('fr');
  });

  it('questions without card names are answered as before', async () => {
    for (const [q, lang] of [
      ['トランプルって複数ブロックされたらどうなる?', 'ja'],
      ['who can block an attack on a battle?', 'en'],
    ] as const) {
      const a = await ask(withCards, q, 'en');
      const b = await ask(without, q, 'en');
      expect([a.lang, a.title]).toEqual([b.lang, b.title]);
      expect(a.lang).toBe(lang);
    }
  });
});
