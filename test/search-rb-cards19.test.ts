/**
 * Riftbound's own words that players use without naming the game (rb19, 2026-11-29): its cards' names (RB_CARDS in
 * rulings/game-signals.ts: Hextech Ray, Hidden Blade, Void Seeker…, none a Magic card's name or a word of one), a
 * card played "from hidden", and the points a player needs to win. Questions written for this test, in our own words,
 * not taken from the question sets. The reply holds Riftbound's entries only. Two Japanese forms no longer read a
 * damage question as a concept it is not: 取り除かれる alone (counters cancelling) and お互い同時に alone (a drawn game).
 */
import { describe, expect, it } from 'vitest';
import { gameSignsIn, namesRiftboundCard } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';
import { REFERENCE_CARDS, referenceFacts } from './helpers/reference-cards.ts';

const search = kbSearch();

describe('Riftbound signs (rb19)', () => {
  it('a Riftbound card, a card played from hidden, the points needed to win: Riftbound', () => {
    for (const q of [
      'If they bounce the unit my Hextech Ray was aimed at, does the spell still do anything?',
      "my Void Seeker's target left, do I still draw?",
      'Does Ride the Wind let me choose the destination on resolution?',
      'does a card played from hidden count for my Legion?',
      'can I flip it from hidden during a showdown at another battlefield?',
      'in a four player game, how many points do you need to win?',
    ])
      expect(gameSignsIn(foldTyped(q)), q).toEqual(['rb']);
  });

  it('Magic cards and everyday phrases are no sign', () => {
    for (const q of [
      'I cast Rebuke on an attacking creature, can they respond?',
      'Does Call to Glory untap my Samurai?',
      'the Treasure Trove sacrifice: can I respond to it?',
      'a hidden zone: can my opponent look at cards exiled face down?',
      'how many points does a Commander game last, is it 40 life?',
    ])
      expect(gameSignsIn(foldTyped(q)), q).toEqual([]);
  });

  it.each([
    ['If my opponent bounces the unit targeted by my Hextech Ray, what happens to the Hextech Ray?', 'rb'],
    ['Stalwart Poro and Ember Monk trigger together: who orders them?', 'rb'],
  ])('%s → a reply from Riftbound only', (question, game) => {
    const r = search.query(question);
    const ids = [...r.hits, ...r.suggestions].map((h) => h.game);
    expect(ids.length, question).toBeGreaterThan(0);
    expect(new Set(ids), question).toEqual(new Set([game]));
  });

  it('in a three player game the points to win are the free-for-all entry', () => {
    expectAnswered(search, 'in a 3 player game, how many points do you need to win?', 'rb.core.mode-ffa');
  });

  it('Japanese damage questions are not read as counters cancelling or a drawn game', () => {
    const concepts = (q: string) => search.query(q).analysis?.concepts ?? [];
    expect(concepts('ユニットのダメージはいつ取り除かれる？')).not.toContain('counter-annihilation');
    expect(concepts('戦闘ではお互い同時にダメージを与える？')).not.toContain('draw-game');
    expect(concepts('+1/+1カウンターと-1/-1カウンターはいつ取り除かれる？')).toContain('counter-annihilation');
    expect(concepts('お互い同時にライフが0になったら？')).toContain('draw-game');
  });

  it.skipIf(!REFERENCE_CARDS)('name no Magic card: no listed Riftbound card in any name of the reference pool', () => {
    const offenders = referenceFacts()
      .filter((c) => namesRiftboundCard(foldTyped(c.name)))
      .map((c) => c.name);
    expect(offenders).toEqual([]);
  });
});
