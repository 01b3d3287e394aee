/**
 * Riftbound's entries in an index of their own (issue #26): the Core Rules entries answer Riftbound questions in
 * players' words, a question that names no game finds its game from its words, and the Riftbound entries move no
 * Magic or Gate Ruler answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { gameSignsIn } from '../rulings/game-names.ts';
import { loadKnowledgeBase, type KnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { foldTyped } from '../rulings/tokenize.ts';

const QUALITY_DIR = join(import.meta.dirname, 'search-quality');
/** The search-quality sets' questions (test/search-quality/*.yaml). */
const labelled = () =>
  readdirSync(QUALITY_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseYaml(readFileSync(join(QUALITY_DIR, f), 'utf8')) as Array<{ q: string; expect: string | null }>);

let kb: KnowledgeBase;
let search: RulingsSearch;
beforeAll(() => {
  kb = loadKnowledgeBase();
  search = new RulingsSearch(kb);
});

const top = (q: string, options: Parameters<RulingsSearch['query']>[1] = {}) => {
  const r = search.query(q, options);
  return r.found ? r.hits[0]!.id : null;
};

describe('Riftbound Core Rules entries', () => {
  it('answer Riftbound questions that name no game, in each language', () => {
    expect(top('is marked damage cleared from units after a fight?')).toBe('rb.core.might-damage');
    expect(top('does a recalled unit trigger its when I move ability?')).toBe('rb.core.recall');
    expect(top('how many runes get channeled each turn and what if the rune deck is empty?')).toBe('rb.core.rune-deck');
    expect(top('バーンアウトしたら誰に点が入る？')).toBe('rb.core.burn-out');
    expect(top('ショーダウンはいつ終わる？')).toBe('rb.core.showdown');
    expect(top('Deflect se paie avec quelle puissance ?')).toBe('rb.keyword.deflect');
    expect(top('une unité étourdie inflige-t-elle ses dégâts en combat ?')).toBe('rb.core.stun');
  });

  it("reach situations through Riftbound's lexicon (rulings/lexicon/rb.yaml) and the entries written for them", () => {
    expect(top("my hidden card is on a battlefield my opponent just took, what happens to it?")).toBe('rb.core.hidden-lost');
    expect(top('リフトバウンドにトランプルはある？余ったダメージはプレイヤーに行く？')).toBe('rb.core.excess-damage');
    expect(top("can I play a reaction during my opponent's turn?")).toBe('rb.keyword.reaction');
    expect(top('デッキが0枚のときにドローしたらどうなる？リフトバウンド')).toBe('rb.core.burn-out');
    expect(top('バトルフィールドを征服したら何点もらえる？')).toBe('rb.core.conquer-hold');
  });

  it('cite the Core Rules of 2025-06-02 by rule number', () => {
    const entries = kb.entries.filter((e) => e.id.startsWith('rb.core.') || e.id.startsWith('rb.keyword.'));
    expect(entries.length).toBeGreaterThanOrEqual(70);
    for (const e of entries) {
      const cited = e.citations.filter((c) => c.source === 'rb-cr');
      expect(cited.length, e.id).toBeGreaterThan(0);
      expect(cited.every((c) => /^\d{3}(\.[0-9a-z]+)*$/.test(c.rule ?? '')), e.id).toBe(true);
    }
    expect(kb.sources.get('rb-cr')).toMatchObject({ date: '2025-06-02', numbered: true });
  });

  it("stay in Riftbound when a question compares with Magic, and leave Magic's own questions to Magic", () => {
    expect(top('do units have summoning sickness like creatures in Magic?')).toBe('rb.core.units');
    expect(top("does the chain work like Magic's stack?")).toBe('rb.core.chain');
    expect(top('Combien de runes je canalise si mon deck de runes est vide ?')).toBe('rb.core.rune-deck');
    expect(top('how does the london mulligan work?')).toBe('mtg.core.mulligan');
    expect(top('who chooses the order of two replacement effects in Magic?')).toMatch(/^mtg\./);
    expect(top('my unit has Assault 2 and gets Assault 3 from a spell, how much is it?')).toBe('rb.keyword.assault');
  });
});

describe("Riftbound's own words (rulings/game-names.ts GAME_SIGNS)", () => {
  it('mark a question as Riftbound', () => {
    expect(gameSignsIn(foldTyped('what happens in a showdown when everyone passes?'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('I attack with 4 might into a 3 might unit'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('マイトが同じなら？'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('does my gearhulk trigger?'))).toEqual([]);
    expect(gameSignsIn(foldTyped('I might attack with it'))).toEqual([]);
  });

  it('appear in no Magic or Gate Ruler entry, so none of their questions is sent to Riftbound', () => {
    const offenders: string[] = [];
    for (const e of kb.entries.filter((x) => x.game !== 'rb')) {
      const texts = [e.title, e.answer].flatMap((t) => Object.values(t));
      for (const list of [e.questions, e.keywords]) if (list) texts.push(...Object.values(list).flat());
      for (const text of texts) if (gameSignsIn(foldTyped(String(text))).includes('rb')) offenders.push(`${e.id}: ${String(text).slice(0, 60)}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe("Riftbound's index of its own", () => {
  it("moves no Magic or Gate Ruler answer: same hits and scores with or without Riftbound's Core Rules entries", () => {
    const withoutCore: KnowledgeBase = (() => {
      const entries = kb.entries.filter((e) => !e.citations.some((c) => c.source === 'rb-cr'));
      return { ...kb, entries, byId: new Map(entries.map((e) => [e.id, e])) };
    })();
    const before = new RulingsSearch(withoutCore);
    const others = labelled().filter((q) => q.expect && !q.expect.startsWith('rb.'));
    expect(others.length).toBeGreaterThan(300);
    const brief = (r: ReturnType<RulingsSearch['query']>) => ({ found: r.found, hits: r.hits.map((h) => [h.id, h.score]) });
    const moved = others
      .map((q) => ({ q: q.q, game: q.expect!.split('.')[0] as 'mtg' | 'gr' }))
      .filter(({ q, game }) => JSON.stringify(brief(search.query(q, { game }))) !== JSON.stringify(brief(before.query(q, { game }))))
      .map(({ q }) => q);
    expect(moved).toEqual([]);
  });
});
