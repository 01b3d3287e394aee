/**
 * The game a question asks about, beside the game its asker comes from (rb23, 2026-11-29). A Riftbound question
 * that also names Magic as the asker's experience ("after years of MTG I picked up Riftbound…", « j'ai joué à Magic
 * pendant des années », 「マジック歴が長い」) named two games and no asking sentence named either: the search went
 * across every game and the "not sure" offered only Magic entries. Now a game named as background counts as
 * compared with when another game is named and asked about; a game named only as background stays the game asked
 * ("I've played Magic for years…" names no other game). "Coming from Magic, in Riftbound…" no longer reads the
 * comparison across the comma. A cost's coloured power symbol (or a seal paying it) is Riftbound's: Magic's costs
 * show mana symbols, its power is a creature's strength. Questions written for this test, in our own words.
 */
import { describe, expect, it } from 'vitest';
import { takeGameNames } from '../rulings/game-signals.ts';
import { gameSignsIn } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { expandPhrases } from '../rulings/chat-words.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const compared = (q: string) => takeGameNames(expandPhrases(foldTyped(q))).compared;
const shown = (q: string) => {
  const r = search.query(q);
  return [...r.hits, ...r.suggestions];
};

describe('a game named as the asker\'s background is not the game asked about (rb23)', () => {
  it.each([
    ["Played magic for ten years and now I'm trying riftbound. Does the player who starts skip their first draw?"],
    ['After years of MTG I picked up Riftbound: does whoever goes first draw a card on turn one?'],
    ['Coming from magic, in riftbound does the starting player skip the draw?'],
    ['Longtime mtg player here, new to RB: does the first player draw on their first turn?'],
    ["J'ai joué à Magic pendant des années, à Riftbound le premier joueur pioche-t-il au premier tour ?"],
    ['マジック歴が長いけどリフトバウンドは初めて。先攻は最初のドローをスキップする？'],
  ])('%s → Riftbound entries only', (q) => {
    expect(compared(q), q).toEqual(['mtg']);
    const hits = shown(q);
    expect(hits.length, q).toBeGreaterThan(0);
    expect(hits.every((h) => h.game === 'rb'), q).toBe(true);
  });

  it('a game named only as background, no other game named, stays the game asked', () => {
    expect(compared("I've played Magic for years and I still don't get the stack. Can I respond to a triggered ability?")).toEqual([]);
    expect(compared('Longtime MTG player: does trample damage go through a chump blocker?')).toEqual([]);
    const hits = shown('Longtime MTG player: does trample assign excess damage to the player?');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.game === 'mtg')).toBe(true);
  });

  it('a comparison does not reach across a comma to the next game named', () => {
    expect(compared('Like Magic, in Riftbound is the deck limit 3 copies?')).toEqual(['mtg']);
    expect(compared('Is there a stack like in Magic?')).toEqual(['mtg']);
  });
});

describe("a cost's coloured power symbol is Riftbound's (rb23)", () => {
  it.each([
    ["How do I pay the coloured power symbol in a card's cost? Can a seal pay it?"],
    ["My card's cost has a red power icon. Which runes can pay for it?"],
    ['Can I use a seal to pay a power symbol of a specific domain?'],
  ])('%s → Riftbound entries only, first the energy and power entry', (q) => {
    expect(gameSignsIn(foldTyped(q))).toEqual(['rb']);
    const hits = shown(q);
    expect(hits[0]?.id, q).toBe('rb.core.energy-power');
    expect(hits.every((h) => h.game === 'rb'), q).toBe(true);
  });

  it("a creature's power in a Magic question is no sign", () => {
    for (const q of ["Does Giant Growth change my creature's power until end of turn?", 'I sacrificed Seal of Fire: who chooses the target?', 'Sealed PPTQ: can I swap my pool?']) {
      expect(gameSignsIn(foldTyped(q)), q).not.toContain('rb');
    }
  });
});

describe("units never go to an opponent's base (rb23)", () => {
  it.each([
    ['Can I attack my opponent’s base with my units?'],
    ['Mes unités peuvent-elles attaquer directement la base de l’adversaire ?'],
    ['相手のベースを直接攻撃できる？'],
  ])('%s → the standard move first', (q) => {
    expect(shown(q)[0]?.id, q).toBe('rb.core.standard-move');
  });
});
