/**
 * Riftbound's neighbouring entries (issue #26): a question that says which of two close rules it asks about, in the
 * words players use, gets that rule's entry — not the neighbour that shares most of its other words. "Hits the board"
 * is a card entering play, not damage to a player; ガンキング and スタンダードムーブ are how Japanese players write
 * Ganking and the standard move (the entries say ギャンキング and 通常移動); スタンした / « étourdie » is a stunned
 * unit, not the Might damage rule next to it; "nothing on the chain" is Riftbound's chain. The questions were written for this test, not taken from the sets.
 */
import { describe, expect, it } from 'vitest';
import { gameSignsIn } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a Riftbound question is answered by the entry about what it asks, not by its neighbour', () => {
  it.each([
    // chain vs Temporary: "hits the board" once read as a unit hitting a player
    ['When I play a unit, can my opponent react to it before it hits the board, or does it just land?', 'rb.core.chain-permanent'],
    // move vs Ganking
    ['ガンキングを持つユニットは、バトルフィールドから他のバトルフィールドにスタンダードムーブできる？', 'rb.keyword.ganking'],
    // stun vs Might damage
    ['スタン中のユニットのマイト分ダメージって相手ユニットに入る？', 'rb.core.stun'],
    ['Mon unité étourdie reste au combat : est-ce que sa Might compte dans les dégâts ?', 'rb.core.stun'],
  ])('%s → answered with %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('the standard move is a Riftbound word in three languages, so a short question about it stays with Riftbound', () => {
    for (const q of ['Can I standard move during my opponent’s turn?', 'Un déplacement standard pendant le tour adverse, possible ?', '相手のターン中にスタンダードムーブってできる？']) {
      expect(gameSignsIn(foldTyped(q)), q).toEqual(['rb']);
    }
    const r = search.query('相手のターン中にスタンダードムーブってできる？');
    const shown = r.found ? r.hits : r.suggestions;
    expect(shown.map((h) => h.id)).toContain('rb.core.standard-move');
    expect(shown.every((h) => h.game === 'rb')).toBe(true);
  });

  it('"nothing on the chain" is the chain: playing on the opponent’s turn is a Reaction’s, not any spell’s', () => {
    expect(search.analyse('can I do it when nothing is on the chain?').concepts).toContain('chain');
    expectAnswered(search, "In Riftbound, can I play a spell on my opponent's turn when nothing is on the chain?", 'rb.keyword.reaction');
  });

  it('a bare スタン inside スタンダード is not a stun', () => {
    expect(search.analyse('スタンダードムーブで戻せる？').concepts).not.toContain('stunned-unit');
    expect(search.analyse('スタンされたユニットは？').concepts).toContain('stunned-unit');
  });
});
