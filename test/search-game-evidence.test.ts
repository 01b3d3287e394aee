/**
 * Issue #26: a question that names no game is answered from the game whose own words it uses (rulings/game-signals.ts),
 * not from whichever game has more entries sharing its everyday words. Four Riftbound ability entries
 * (rulings/rb/core-abilities.yaml) were once held back because adding them sent Magic questions to Riftbound; here the
 * same questions are asked with and without those entries and must show the same game. The questions were written
 * for this test, not taken from the question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { evidentGame, gameCues, gameSignsIn } from '../rulings/game-signals.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { expectAnswered } from './helpers/ask.ts';

const ABILITY_ENTRIES = ['rb.core.triggered-abilities', 'rb.core.passive-abilities', 'rb.core.replacement-effects', 'rb.core.activated-abilities'];

let search: RulingsSearch;
let without: RulingsSearch;
beforeAll(() => {
  const kb = loadKnowledgeBase();
  search = new RulingsSearch(kb);
  const entries = kb.entries.filter((e) => !ABILITY_ENTRIES.includes(e.id));
  const smaller: KnowledgeBase = { ...kb, entries, byId: new Map(entries.map((e) => [e.id, e])) };
  without = new RulingsSearch(smaller);
});

const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions);
const gamesShown = (r: SearchResult) => [...new Set(shown(r).map((h) => h.game))];
const evident = (q: string) => evidentGame(gameCues(foldTyped(q), q));

describe("each game's own words, in three languages", () => {
  it.each([
    ['Can my opponent respond when my creature’s trigger goes on the stack?', 'mtg'],
    ['Est-ce que je peux lancer un éphémère pendant l’entretien de mon adversaire ?', 'mtg'],
    ['墓地のクリーチャーを戻す呪文を唱えたい', 'mtg'],
    ['Do my units come back to base exhausted after a showdown?', 'rb'],
    ['Mes unités gardent-elles leur puissance quand je conquiers un champ de bataille ?', 'rb'],
    ['ルーンを2枚チャネルしたら、マイトは変わる？', 'rb'],
  ])('%s → %s', (question, game) => {
    expect(evident(question)).toBe(game);
  });

  it('everyday words are no game’s: "does everybody draw on turn one?" is evidence of none', () => {
    expect(evident('with 4 players, does everybody get to draw on turn one?')).toBeUndefined();
    expect(evident('Quand je défausse une carte, mon adversaire peut la voir ?')).toBeUndefined();
  });

  it('card names and tournament terms are not the keyword or term they contain', () => {
    // Magic's Chain Lightning is no Riftbound chain, its Temporary Lockdown no Temporary keyword, a Hidden Card Error is Magic's policy
    expect(evident('I control a Coalition Honor Guard and cast Chain Lightning at my opponent. If they copy the Chain, who picks the target?')).not.toBe('rb');
    expect(evident('Judge! My Temporary Lockdown holds one of his Beanstalks. What now?')).not.toBe('rb');
    expect(evident('At competitive REL a player draws an extra card: Hidden Card Error?')).toBe('mtg');
  });

  it("a word Riftbound and Gate Ruler share decides nothing when Gate Ruler's own words are there", () => {
    expect(evident('ユニットを通常召喚したあと、レベルを変えたら？')).toBe('gr');
    expect(evident('at what point do I apply a discount when paying energy?')).toBeUndefined();
  });
});

describe('a question naming no game gets its own game’s entries, with or without more Riftbound entries', () => {
  it.each([
    ["Two of my creatures' triggers happen at once: who orders them on the stack?", 'mtg'],
    ["When my creature's enters-the-battlefield trigger goes on the stack, can my opponent respond to it?", 'mtg'],
    ['Quand deux capacités déclenchées de mes unités se déclenchent en même temps, qui choisit l’ordre ?', 'rb'],
    ['ユニットの誘発能力は任意？強制？', 'rb'],
  ])('%s → %s entries only', (question, game) => {
    for (const s of [search, without]) {
      const r = s.query(question);
      expect(shown(r).length).toBeGreaterThan(0);
      expect(gamesShown(r)).toEqual([game]);
    }
  });

  it('the Riftbound ability entries answer the Riftbound questions they were written for', () => {
    expect(search.query('ユニットの誘発能力は任意？強制？').hits[0]?.id).toBe('rb.core.triggered-abilities');
    expect(search.query("Is a 'while' bonus on my unit a triggered ability?").hits[0]?.id).toBe('rb.core.passive-abilities');
  });

  it('with no word of any game and no answer anywhere, the closest entries shown do not change with the new entries', () => {
    const question = 'multiplayer: with 4 players, does everybody get to draw on turn one, even whoever goes first? our group always has the first player skip';
    const [a, b] = [search.query(question), without.query(question)];
    expect(a.match).toBe('unsure');
    expect(gamesShown(a)).toEqual(gamesShown(b));
  });

  it("a Riftbound word inside a Magic card's name does not outweigh Magic's words (Banishing Light, exile, enchantment)", () => {
    const question = "My opponent's Banishing Light exiled my only creature. If I destroy the enchantment, does my creature come back?";
    expect(gameSignsIn(foldTyped(question))).toEqual(['rb']);
    const r = search.query(question);
    expect(r.found).toBe(true);
    expect(gamesShown(r)).toEqual(['mtg']);
    search.setTrustGates(false);
    try {
      expect(gamesShown(search.query(question))).toEqual(['rb']);
    } finally {
      search.setTrustGates(true);
    }
  });
});

describe('rb.core.showdown-start (Core Rules 181.3.a, 548): does a move start a showdown?', () => {
  it.each([
    'My unit is alone at a battlefield I control. I move a second one there: does that open a showdown?',
    '誰もいないバトルフィールドにユニットを移動したらショーダウンは起きる？',
  ])('%s → rb.core.showdown-start', (question) => {
    expectAnswered(search, question, 'rb.core.showdown-start');
  });

  it('a Magic question with a keyword action of its own (scry) is offered Magic’s entries, not Riftbound’s', () => {
    const r = search.query('if the target is already gone before my spell resolves, do I still get to scry?');
    expect(gamesShown(r)).toEqual(['mtg']);
  });
});

describe('Japanese card names in 《》 and Gate Ruler’s 【keywords】 are no Riftbound question’s', () => {
  it('a question about units with a bracketed card name the entries don’t know is kept from Riftbound’s entries', () => {
    const question = '《ファントムソード》の効果で、同じ名前のユニットを2体まとめて選べる？';
    expect(evident(question)).toBe('gr');
    const r = search.query(question);
    expect(r.match).toBe('unsure');
    expect(shown(r).length).toBeGreaterThan(0);
    expect(gamesShown(r)).not.toContain('rb');
  });
});
