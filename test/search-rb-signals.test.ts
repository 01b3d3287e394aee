/**
 * Issue #26: Riftbound questions in the words its Japanese and French players use reach Riftbound's entries, and
 * every game signal lives in one module (rulings/game-signals.ts) read once per question. The official FAQ's Japanese
 * edition writes exhaust as 待機, kill as キル, an ability as スキル; its French edition keeps "Unit", "battlefield",
 * "trash", "Might" in English. The questions were written for this test, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { evidentGame, gameCues, readGameSignals, GameWordCounts } from '../rulings/game-signals.ts';
import type { SearchResult } from '../rulings/search.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();

const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions);
const gamesShown = (r: SearchResult) => [...new Set(shown(r).map((h) => h.game))];
const evident = (q: string) => evidentGame(gameCues(foldTyped(q), q));

describe("Riftbound's official Japanese and French wording says which game is asked about", () => {
  it.each([
    // 待機 is the Japanese FAQ's exhaust, キル its kill, スキル its ability, スコア its scoring
    ['待機状態のユニットでも守れる？', 'rb'],
    ['相手がキルされたとき、そのスキルは使える？', 'rb'],
    ['スコアで勝つには何点いる？', 'rb'],
    // the French FAQ keeps the English words
    ['La Might de mon unité tombe à 0 : elle meurt tout de suite ?', 'rb'],
    ['Ma carte part dans la trash quand elle est contrée ?', 'rb'],
    ['Je peux déplacer deux unités sur le battlefield adverse ?', 'rb'],
    ['On marque des points comment, en tenant ou en conquérant ?', 'rb'],
    // its spells' speeds, its Hide action, its rulebook's name, Might in a Japanese sentence
    ['Is Stormbolt action speed or reaction speed?', 'rb'],
    ['If I hide a card this turn, can I flip it up on the next one?', 'rb'],
    ['What do the Core Rules say when a card contradicts them?', 'rb'],
    ['攻撃側と防御側のMightが同じならどうなる？', 'rb'],
    // Magic has one battlefield; Riftbound's several are moved to and held
    ['別の戦場に移動したユニットは、その戦場を保持できる？', 'rb'],
    ['Can I move from one battlefield to the other battlefield in the same turn?', 'rb'],
  ])('%s → %s', (question, game) => {
    expect(evident(question)).toBe(game);
  });

  it("Magic's suspend (待機カード) and a French game's life points stay Magic's", () => {
    expect(evident('待機カードを唱えるとき、追加コストは払える？')).not.toBe('rb');
    expect(evident('Je marque des points de vie avec le lien de vie ?')).not.toBe('rb');
    expect(evident('At competitive REL a player draws an extra card: is that a Hidden Card Error?')).not.toBe('rb');
    expect(evident('The ruling might change if my creature is tapped.')).not.toBe('rb');
    expect(evident('戦場に出たクリーチャーはすぐ攻撃できる？')).not.toBe('rb');
  });

  it('League of Legends items and creatures that name its cards are Riftbound signs', () => {
    const read = (q: string) => readGameSignals(foldTyped(q), q, [], () => [], new GameWordCounts(() => [], () => true));
    expect(read("Zhonya's Hourglass saved my guy, where does it go?").signs).toEqual(['rb']);
    expect(read('My Stalwart Poro sits alone there. Do I score?').signs).toEqual(['rb']);
    expect(read('Does Smolder Initiate trigger on my opponent’s spells?').signs).toEqual([]);
  });
});

describe('what a player sees', () => {
  it('« on marque des points comment ? » is answered from Riftbound’s scoring entries, not Magic’s', () => {
    const r = search.query('Comment on marque des points dans ce jeu ? En tenant ou en conquérant ?');
    expect(gamesShown(r)).toEqual(['rb']);
    expect(shown(r).map((h) => h.id)).toContain('rb.core.conquer-hold');
  });

  it('« pendant un affrontement » reads as a showdown: only Action and Reaction cards can be played', () => {
    const r = search.query('On est en plein affrontement : est-ce que je peux jouer une carte sans Réaction ?');
    expect(r.found).toBe(true);
    expect(r.hits[0]!.game).toBe('rb');
    expect(r.hits[0]!.id).toBe('rb.core.turn-states');
  });

  it('a Japanese question about 待機 units gets Riftbound entries only', () => {
    const r = search.query('待機状態のユニットは攻撃に参加できる？');
    expect(gamesShown(r)).toEqual(['rb']);
  });
});
