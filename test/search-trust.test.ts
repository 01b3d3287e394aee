/**
 * Trust first (issue #24, round 3): a confident answer from the wrong game or about the wrong card is worse than an
 * honest "not sure" offering the closest entries. What a user sees: whether /ruling answers, and from which game.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

const games = (ids: string[]) => [...new Set(ids.map((id) => id.split('.')[0]))];

describe('the game a question is about', () => {
  it("a question in Riftbound's own words that Riftbound's entries don't answer is not answered from Magic's", () => {
    const r = search.query('can I play two reactions back to back before passing, or does my opponent get priority after the first?');
    expect(games([...r.hits, ...r.suggestions].map((h) => h.id))).toEqual(['rb']);
  });

  it('words Magic never uses ("unité", "buff") send a question naming no game to Riftbound\'s answer', () => {
    const r = search.query('Mon unité buffée retourne dans ma main puis je la rejoue. Elle garde son buff ?');
    expect(r.found).toBe(true);
    expect(r.hits[0]!.game).toBe('rb');
  });

  it("a question in Magic's own words is still answered from Magic's entries", () => {
    const r = search.query('entwine, je peux choisir tous les modes ?');
    expect(r.hits[0]?.id).toBe('mtg.kw.entwine');
  });
});

describe('a word foreign to a game', () => {
  it("keeps that game's entry from being the confident answer to a question naming no game (a legend and activated abilities are Magic's, not Gate Ruler's)", () => {
    const r = search.query('this legend gives a discount on activated abilities; does the discount also reduce the cost of the legend\'s own ability?');
    expect(r.found && r.hits[0]!.game === 'gr').toBe(false);
  });

  it("leaves a question naming the game answered by that game's entry", () => {
    expectAnswered(search, 'how does cost reduction work in Gate Ruler?', 'gr.cost.reduction');
  });
});

describe("one card's ruling", () => {
  it("is not the answer to a story naming other cards, only one of the closest", () => {
    const r = search.query("I animate Mishra's Factory and then Tezzeret, Agent of Bolas makes it an artifact creature with +1. how big is it?");
    expect(r.found).toBe(false);
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.usg1998.errata-karn');
  });

  it('is not named by a question that shares its card\'s words but names another card (another Teferi)', () => {
    const r = search.query("L'emblème de Teferi, héros de Dominaria peut-il exiler une créature avec protection contre le blanc ?");
    // Not the Teferi's Protection card's ruling: "not sure", or the protection rule since it says this case (content11).
    expect(r.found ? r.hits[0]!.id : 'mtg.kw.protection').toBe('mtg.kw.protection');
    expect([...r.hits, ...r.suggestions].map((h) => h.id)).not.toContain('mtg.card.teferis-protection');
    expect(search.query("Teferi's Protection: what happens to my creatures when they phase out?").hits[0]?.id).toBe('mtg.kw.phasing');
  });

  it("of a small game (Gate Ruler's 《方違え》) is not the answer to a question naming no card, no game and no word of that game", () => {
    const r = search.query('ダメージを軽減するって書いてあって点数がないカードは全部軽減？');
    // "not sure", or Magic's prevention rule once an entry answers it: never the Gate Ruler card's ruling
    expect(r.found ? r.hits[0]!.id : undefined).not.toBe('gr.prevent.katatagae');
    expect([...r.hits, ...r.suggestions].length).toBeGreaterThan(0);
  });

  it('answers a question naming its card', () => {
    const r = search.query('Karn, Silver Golem: how big is the animated artifact?');
    expect(r.hits[0]?.id).toBe('mtg.usg1998.errata-karn');
  });
});

describe('short katakana forms', () => {
  it('are words of their own, not pieces of longer ones: the ゴ of ドラゴン or ゴブリン is not "go" (a shortcut)', () => {
    expect(search.analyse('6/6のドラゴンでブロックしたんだけど、戦闘終了時にカウンターを取り除いたら死ぬ？').concepts).not.toContain('shortcut');
    expect(search.analyse('ゴブリンのトークンを2体出したら？').concepts).not.toContain('shortcut');
    expect(search.analyse('カードを1枚ドローしたら？').concepts).toContain('draw');
    expect(search.analyse('ドローステップにドローしたら？').concepts).toContain('draw');
  });

  it('so a rules story about a dragon is not answered with the tournament shortcut rules', () => {
    const r = search.query('6/6のドラゴンでブロックしたんだけど、戦闘終了時にカウンターを取り除いたら死ぬ？');
    expect([...r.hits, ...r.suggestions].map((h) => h.id).filter((id) => id.includes('.policy.'))).toEqual([]);
  });
});

describe('a game named to compare with', () => {
  it('is not the game asked about, in Japanese either ("MTGのインスタントのように")', () => {
    const r = search.query('MTGのインスタントのように、相手のターンに使えるカードはリフトバウンドにもありますか？');
    expect(games([...r.hits, ...r.suggestions].map((h) => h.id))).toEqual(['rb']);
  });

  it("the reply's entries are those of the game whose own words the question uses (« Might »), not a third game's", () => {
    const r = search.query("Il y a du piétinement (trample) comme à Magic ? Si j'ai plus de Might que nécessaire, le surplus va au joueur ?");
    expect(games([...r.hits, ...r.suggestions].map((h) => h.id))).toEqual(['rb']);
  });
});
