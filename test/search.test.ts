import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { SOURCE, writeKb } from './helpers/kb-fixture.ts';

const GR_SOURCE = SOURCE.replace('id: test-doc', 'id: gr-doc').replace('game: mtg', 'game: gr');

const kb = loadKnowledgeBase({
  dir: writeKb({
    'sources/test.yaml': SOURCE,
    'sources/gr.yaml': GR_SOURCE,
    'mtg/entries.yaml': `
- id: mtg.trample.lethal
  game: mtg
  title: { en: Trample and lethal damage, ja: トランプルと致死ダメージ, fr: Piétinement et blessures mortelles }
  answer: { en: A trampler assigns lethal damage to each blocker before the rest goes to the player., ja: トランプルを持つクリーチャーは各ブロッカーに致死ダメージを割り振り、残りをプレイヤーに与えられます。, fr: Une créature avec le piétinement assigne des blessures mortelles à chaque bloqueur avant le reste au joueur. }
  keywords: { en: [trample], ja: [トランプル], fr: [piétinement] }
  citations: [{ source: test-doc, rule: "702.19b" }]
- id: mtg.old.trample
  game: mtg
  status: superseded
  superseded_by: mtg.trample.lethal
  changes: { en: Lethal now counts marked damage., ja: 変更, fr: Changement }
  title: { en: Trample and lethal damage in 1998, ja: 1998年のトランプル, fr: Piétinement en 1998 }
  answer: { en: In 1998 lethal damage for a trampler ignored marked damage., ja: 古い裁定, fr: Ancienne décision }
  citations: [{ source: test-doc }]
- id: mtg.card.craw-wurm
  game: mtg
  title: { en: Craw Wurm has no abilities, ja: 大クロウラーは能力を持たない, fr: La Guivre des cavernes n'a pas de capacité }
  answer: { en: It is a vanilla creature., ja: バニラです。, fr: C'est une créature sans capacité. }
  cards: [{ en: Craw Wurm, ja: 大クロウラー, fr: Guivre des cavernes }]
  citations: [{ source: test-doc }]
`,
    'gr/entries.yaml': `
- id: gr.keyword.guard
  game: gr
  title: { en: Guard keyword, ja: ガードの効果, fr: Le mot-clé garde }
  answer: { en: A guard unit protects., ja: ガードを持つユニットは守ります。, fr: Une unité avec garde protège. }
  keywords: { ja: [ガード] }
  citations: [{ source: gr-doc }]
- id: gr.zone.card
  game: gr
  title: { en: What counts as a card, ja: カードとは, fr: Ce qui compte comme une carte }
  answer: { en: Cards are cards., ja: カードはカードです。, fr: Les cartes sont des cartes. }
  keywords: { ja: [カード] }
  citations: [{ source: gr-doc }]
`,
  }),
});
const search = new RulingsSearch(kb);

describe('search', () => {
  it('finds the entry in each language and answers in the asker’s language', () => {
    for (const [q, lang] of [['トランプルってどうなる？', 'ja'], ['comment marche le piétinement ?', 'fr'], ['how does trample work', 'en']]) {
      const result = search.query(q!);
      expect({ found: result.found, lang: result.lang, top: result.hits[0]?.id }).toEqual({ found: true, lang, top: 'mtg.trample.lethal' });
    }
  });

  it('folds accents both ways', () => {
    expect(search.query('pietinement').hits[0]?.id).toBe('mtg.trample.lethal');
  });

  it('ranks today’s rule above the superseded one', () => {
    const ids = search.query('trample lethal damage').hits.map((h) => h.id);
    expect(ids.indexOf('mtg.trample.lethal')).toBeLessThan(ids.indexOf('mtg.old.trample'));
  });

  it('does not confuse ガード with カード', () => {
    expect(search.query('ガード').hits.map((h) => h.id)).toEqual(['gr.keyword.guard']);
    // カード alone is a topic word every game shares: not an answer on its own (issue #15), and never ガード.
    const card = search.query('カード');
    expect([...card.hits, ...card.suggestions].map((h) => h.id)).not.toContain('gr.keyword.guard');
    expect(search.query('ガ-ド').hits.map((h) => h.id)).toEqual(['gr.keyword.guard']);
  });

  it('tolerates a typo in a long word', () => {
    expect(search.query('trampel damage').hits[0]?.id).toBe('mtg.trample.lethal');
  });

  it('finds a card by any of its names, and keeps the question language', () => {
    expect(search.query('Guivre des cavernes').hits[0]?.id).toBe('mtg.card.craw-wurm');
    const ja = search.query('Craw Wurm ってなに？');
    expect([ja.lang, ja.hits[0]?.id]).toEqual(['ja', 'mtg.card.craw-wurm']);
  });

  it('filters by game', () => {
    expect(search.query('trample', { game: 'gr' }).found).toBe(false);
  });

  it('says no ruling found rather than a weak hit, with close suggestions', () => {
    const result = search.query('how do mulligans work in sealed deck');
    expect(result.found).toBe(false);
    expect(result.hits).toEqual([]);
    expect(search.query('xyzzy plugh').found).toBe(false);
  });

  it('uses the fallback language when the question has no clue', () => {
    expect(search.query('Craw Wurm', { fallbackLang: 'fr' }).lang).toBe('fr');
    expect(search.query('Craw Wurm', { lang: 'ja' }).lang).toBe('ja');
  });

  it('goes straight to an entry typed by id', () => {
    expect(search.query('mtg.card.craw-wurm').hits[0]).toMatchObject({ id: 'mtg.card.craw-wurm', coverage: 1 });
  });

  it('autocompletes on the last word’s prefix, in the user’s language', () => {
    const choices = search.autocomplete('tram', { lang: 'fr' });
    expect(choices[0]).toEqual({ id: 'mtg.trample.lethal', label: 'Piétinement et blessures mortelles' });
    expect(search.autocomplete('', { lang: 'en', game: 'gr' }).map((c) => c.id)).toEqual(['gr.keyword.guard', 'gr.zone.card']);
  });
});

describe('index cache', () => {
  it('answers the same from a cached index as from a fresh one, and keys the cache by content', async () => {
    const { mkdtempSync, readdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const cacheDir = mkdtempSync(join(tmpdir(), 'rulebot-index-'));
    const fresh = new RulingsSearch(kb, [], { cacheDir });
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const cached = new RulingsSearch(kb, [], { cacheDir });
    for (const q of ['トランプル', 'piétinement', 'Craw Wurm', 'trampel damage', 'ガード']) {
      // Same hits, same order; scores equal up to float summation order.
      const view = (r: ReturnType<RulingsSearch['query']>) => ({ ...r, hits: r.hits.map((h) => [h.id, h.score.toFixed(6)]), suggestions: r.suggestions.map((h) => h.id) });
      expect(view(cached.query(q))).toEqual(view(fresh.query(q)));
    }
    new RulingsSearch(kb, [{ id: 'mtg-cr:1', kind: 'official', game: 'mtg', title: 'x', cards: '', questions: '', keywords: '', body: 'y' }], { cacheDir });
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });
});
