/**
 * The index cache (rulings/search.ts): each document's title concepts are kept beside the index, and the cache of a
 * knowledge base read from its files is keyed by the entries' content hashes instead of every document's JSON. A
 * damaged or foreign cache is rebuilt, an edited entry is seen on the next start, and a base changed in code (entries
 * keeping their old hashes, as bench/questions-holdout.ts makes them) never reads the cache of the base it came from.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashesAsRead, type KnowledgeBase } from '../rulings/kb.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { SOURCE, writeKb } from './helpers/kb-fixture.ts';

const ENTRIES = `
- id: mtg.trample.lethal
  game: mtg
  title: { en: Trample and lethal damage, ja: トランプルと致死ダメージ, fr: Piétinement et blessures mortelles }
  answer: { en: A trampler assigns lethal damage to each blocker before the rest goes to the player., ja: トランプルを持つクリーチャーは各ブロッカーに致死ダメージを割り振り、残りをプレイヤーに与えられます。, fr: Une créature avec le piétinement assigne des blessures mortelles à chaque bloqueur avant le reste au joueur. }
  keywords: { en: [trample], ja: [トランプル], fr: [piétinement] }
  citations: [{ source: test-doc, rule: "702.19b" }]
- id: mtg.deathtouch.one
  game: mtg
  title: { en: Deathtouch and one damage, ja: 接死と1点のダメージ, fr: Contact mortel et une blessure }
  answer: { en: Any damage from a source with deathtouch is lethal., ja: 接死を持つ発生源からのダメージは1点でも致死です。, fr: Toute blessure infligée par une source avec le contact mortel est mortelle. }
  keywords: { en: [deathtouch], ja: [接死], fr: [contact mortel] }
  citations: [{ source: test-doc, rule: "702.2b" }]
- id: mtg.card.craw-wurm
  game: mtg
  title: { en: Craw Wurm has no abilities, ja: 大クロウラーは能力を持たない, fr: La Guivre des cavernes n'a pas de capacité }
  answer: { en: It is a vanilla creature., ja: バニラです。, fr: C'est une créature sans capacité. }
  cards: [{ en: Craw Wurm, ja: 大クロウラー, fr: Guivre des cavernes }]
  citations: [{ source: test-doc }]
`;

const QUESTIONS = ['does trample assign lethal damage to blockers first?', 'トランプル', 'contact mortel', 'Craw Wurm', 'deathtouch and trample'];

function indexFiles(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.startsWith('index-'));
}

function stored(dir: string, file: string): { index: unknown; titleConcepts: string[][] } {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as { index: unknown; titleConcepts: string[][] };
}

/** What a user sees of a reply: answered or not, the first hits, the suggestions. */
function replies(search: RulingsSearch) {
  return QUESTIONS.map((q) => {
    const r = search.query(q);
    return { q, found: r.found, match: r.match, hits: r.hits.slice(0, 3).map((h) => [h.id, h.score.toFixed(6)]), suggestions: r.suggestions.map((h) => h.id) };
  });
}

function fixture(entries = ENTRIES): string {
  return writeKb({ 'sources/test.yaml': SOURCE, 'mtg/entries.yaml': entries });
}

describe('index cache: title concepts and document keys', () => {
  it('keeps every document’s title concepts beside the index, and answers the same from them', () => {
    const kb = loadKnowledgeBase({ dir: fixture() });
    expect(hashesAsRead(kb.entries)).toBe(true);
    const cacheDir = mkdtempSync(join(tmpdir(), 'rulebot-index-'));
    const fresh = new RulingsSearch(kb, [], { cacheDir });
    const [file] = indexFiles(cacheDir);
    const { titleConcepts } = stored(cacheDir, file!);
    expect(titleConcepts).toHaveLength(3);
    expect(titleConcepts[0]).toContain('§trample');
    expect(titleConcepts[1]).toContain('§deathtouch');
    const cached = new RulingsSearch(kb, [], { cacheDir });
    expect(indexFiles(cacheDir)).toEqual([file]);
    expect(replies(cached)).toEqual(replies(fresh));
    expect(cached.query('does trample assign lethal damage to blockers first?').hits[0]?.id).toBe('mtg.trample.lethal');
  });

  it('rebuilds a damaged cache: cut short, without title concepts, with the wrong number of them, or not strings', () => {
    const kb = loadKnowledgeBase({ dir: fixture() });
    const cacheDir = mkdtempSync(join(tmpdir(), 'rulebot-index-'));
    const expected = replies(new RulingsSearch(kb, [], { cacheDir }));
    const [file] = indexFiles(cacheDir);
    const path = join(cacheDir, file!);
    const whole = readFileSync(path, 'utf8');
    const good = stored(cacheDir, file!);
    const damaged = [
      whole.slice(0, whole.length / 2),
      JSON.stringify({ index: good.index }),
      JSON.stringify({ index: good.index, titleConcepts: good.titleConcepts.slice(1) }),
      JSON.stringify({ index: good.index, titleConcepts: good.titleConcepts.map(() => [7]) }),
      JSON.stringify({ titleConcepts: good.titleConcepts }),
      'null',
    ];
    for (const text of damaged) {
      writeFileSync(path, text);
      const search = new RulingsSearch(kb, [], { cacheDir });
      expect(replies(search)).toEqual(expected);
      // written again whole
      expect(stored(cacheDir, file!).titleConcepts).toEqual(good.titleConcepts);
    }
  });

  it('sees an edited entry on the next start: a new key, its new title’s concepts', () => {
    const dir = fixture();
    const cacheDir = mkdtempSync(join(tmpdir(), 'rulebot-index-'));
    const before = new RulingsSearch(loadKnowledgeBase({ dir }), [], { cacheDir });
    expect(before.query('what does menace do?').hits[0]?.id).not.toBe('mtg.card.craw-wurm');
    const [first] = indexFiles(cacheDir);
    // the vanilla creature's entry is now about menace, in its title
    const edited = ENTRIES.replace('en: Craw Wurm has no abilities', 'en: Craw Wurm and menace').replace('en: It is a vanilla creature.', 'en: With menace it can only be blocked by two or more creatures.');
    writeFileSync(join(dir, 'mtg/entries.yaml'), edited);
    const kb = loadKnowledgeBase({ dir });
    expect(hashesAsRead(kb.entries)).toBe(true);
    const after = new RulingsSearch(kb, [], { cacheDir });
    const files = indexFiles(cacheDir);
    expect(files).toHaveLength(2);
    const second = files.find((f) => f !== first)!;
    expect(stored(cacheDir, second).titleConcepts[2]).toContain('§menace');
    expect(stored(cacheDir, first!).titleConcepts[2]).not.toContain('§menace');
    expect(after.query('what does menace do?').hits[0]?.id).toBe('mtg.card.craw-wurm');
    // and the next start reads that cache, the edit still seen
    expect(new RulingsSearch(loadKnowledgeBase({ dir }), [], { cacheDir }).query('what does menace do?').hits[0]?.id).toBe('mtg.card.craw-wurm');
    expect(indexFiles(cacheDir)).toHaveLength(2);
  });

  it('never gives a base changed in code (entries keeping their hashes) the cache of the base read from the files', () => {
    const kb = loadKnowledgeBase({ dir: fixture() });
    const cacheDir = mkdtempSync(join(tmpdir(), 'rulebot-index-'));
    new RulingsSearch(kb, [], { cacheDir });
    // as bench/questions-holdout.ts varies entries: a new title, the old hash kept
    const entries = kb.entries.map((e) => (e.id === 'mtg.card.craw-wurm' ? { ...e, title: { ...e.title, en: 'Craw Wurm and menace' } } : e));
    const changed: KnowledgeBase = { ...kb, entries, byId: new Map(entries.map((e) => [e.id, e])) };
    expect(hashesAsRead(changed.entries)).toBe(false);
    const search = new RulingsSearch(changed, [], { cacheDir });
    expect(indexFiles(cacheDir)).toHaveLength(2);
    expect(search.query('what does menace do?').hits[0]?.id).toBe('mtg.card.craw-wurm');
    // and the base read from the files still reads its own cache, unchanged
    expect(new RulingsSearch(kb, [], { cacheDir }).query('what does menace do?').hits[0]?.id).not.toBe('mtg.card.craw-wurm');
    expect(indexFiles(cacheDir)).toHaveLength(2);
  });

  it('keys a base read from the files by its entries and the other documents: an official paragraph makes another cache', () => {
    const kb = loadKnowledgeBase({ dir: fixture() });
    const cacheDir = mkdtempSync(join(tmpdir(), 'rulebot-index-'));
    new RulingsSearch(kb, [], { cacheDir });
    new RulingsSearch(kb, [{ id: 'mtg-cr:1', kind: 'official', game: 'mtg', title: 'x', cards: '', questions: '', keywords: '', body: 'y' }], { cacheDir });
    new RulingsSearch(kb, [{ id: 'mtg-cr:1', kind: 'official', game: 'mtg', title: 'x', cards: '', questions: '', keywords: '', body: 'z' }], { cacheDir });
    // the root's entries, and each pack's tier (x/y, x/z) its own
    expect(indexFiles(cacheDir)).toHaveLength(3);
  });
});
