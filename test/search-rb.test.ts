/**
 * Riftbound's entries in an index of their own (issue #26): the Core Rules entries answer Riftbound questions in
 * players' words, a question that names no game finds its game from its words, and the Riftbound entries move no
 * Magic or Gate Ruler answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { takeGameNames } from '../rulings/game-names.ts';
import { gameSignsIn, namesChampion } from '../rulings/game-signals.ts';
import { loadKnowledgeBase, type KnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { REFERENCE_CARDS, referenceFacts } from './helpers/reference-cards.ts';

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
    expect(top('my champion died, can I play it again from the champion zone?')).toBe('rb.core.chosen-champion');
    expect(top('do my exhausted units still defend when they attack my battlefield?')).toBe('rb.core.combat-showdown-step');
    expect(top('can I conquer a battlefield during my opponent\'s turn?')).toBe('rb.core.conquer-hold');
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

describe("Riftbound's own words (rulings/game-signals.ts GAME_SIGNS)", () => {
  it('mark a question as Riftbound', () => {
    expect(gameSignsIn(foldTyped('what happens in a showdown when everyone passes?'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('I attack with 4 might into a 3 might unit'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('マイトが同じなら？'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('does my gearhulk trigger?'))).toEqual([]);
    expect(gameSignsIn(foldTyped('I might attack with it'))).toEqual([]);
  });

  it('mark as Riftbound a question naming a champion or region its cards are named after, its own keywords or its cards\' first-person triggers', () => {
    for (const q of [
      "if Rek'Sai flips a hidden card, does it count as played?",
      'my Kai’Sa got bounced, does her buff go away?',
      'does Master Yi get the bonus when he defends alone?',
      'are Noxus cards allowed in a Demacia deck?',
      'ティーモの効果はいつ使える？',
      'ダリウスって2枚目のカードで起きる？',
      'do I have to pay for deflect on my own spell?',
      "does the 'when you play me' ability go on the chain?",
      "is a 'when I attack' trigger optional?",
      'can exhausted units be chosen by a spell?',
      'レギオンの条件は打ち消された呪文でも満たせる？',
      'since Spiritforged, can a gear move from one unit to another?',
      'what is the difference between a kill and a banish?',
      'Combien de points pour gagner en 1 contre 1 ?',
      '2対2は何点先取？',
      'Un jeton qui meurt va dans la défausse ?',
    ])
      expect(gameSignsIn(foldTyped(q)), q).toEqual(['rb']);
    // given names a judge's story gives its players, Magic's own names, everyday words: no game
    for (const q of [
      'Annie casts a spell and Nick calls a judge, what is the penalty?',
      'Sima Yi\'s ability counts swamps?',
      'does Jinx make my opponent skip a draw?',
      'When I attack with two creatures, can my opponent block both?',
      'Deflecting Palm on a trampler: how much is prevented?',
      'does Blade Banish exile a token for good?',
      'if Banish into Fable is copied, do I get two Knights?',
      'Mon adversaire défausse une carte avec la folie, je peux répondre ?',
    ])
      expect(gameSignsIn(foldTyped(q)), q).toEqual([]);
  });

  it.skipIf(!REFERENCE_CARDS)('name no Magic card: no champion or region in any card name or text of the reference pool', () => {
    const offenders = referenceFacts()
      .filter((c) => namesChampion(foldTyped(`${c.name} ${c.text}`)))
      .map((c) => c.name);
    expect(offenders).toEqual([]);
  });
});

describe('A game named to compare with (rulings/game-names.ts takeGameNames)', () => {
  const compared = (q: string) => takeGameNames(foldTyped(q)).compared;
  it('is a likeness ("like X in Magic", "just the MTG stack") or a statement beside a question in the other game\'s words', () => {
    expect(compared('can I react to a unit being played, like countering a creature spell in Magic?')).toEqual(['mtg']);
    expect(compared('is a showdown just the MTG combat step?')).toEqual(['mtg']);
    expect(compared('Teemo is hidden and my opponent attacks. Can I flip him before the attack trigger resolves? In Magic it would still resolve.')).toEqual(['mtg']);
    expect(compared('ヤスオの誘発に対応できる？MTGでは対応できる。')).toEqual(['mtg']);
  });
  it('is not the game asked about otherwise', () => {
    expect(compared('is there anything like first strike in Riftbound?')).toEqual([]);
    expect(compared('In MTG Arena my creature died. Does its ability still trigger?')).toEqual([]);
    expect(compared('In Magic, does trample work with deathtouch?')).toEqual([]);
    expect(compared('I just started playing MTG, what is a mulligan?')).toEqual([]);
  });
});

describe("Riftbound's own words against the other games' entries", () => {

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
