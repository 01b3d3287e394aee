/**
 * Riftbound has no maximum hand size (Core Rules 2025-06-02, 517: the End of Turn Phase discards nothing; 598.2.a:
 * cards are discarded only when an effect or cost says so). Players coming from Magic ask whether they discard down
 * to seven; the Riftbound entry answers them, while the same question about Magic keeps Magic's hand-size rule.
 * Questions written for this test, in our own words, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound hand size', () => {
  it.each([
    ['Riftbound: is there a hand limit, or can I keep ten cards at end of turn?'],
    ['in riftbound do I discard down to seven at end of turn'],
    ['リフトバウンドって手札の上限ある？ターン終わりに捨てなきゃいけない？'],
    ["Riftbound : est-ce qu'il y a une limite de cartes en main à la fin du tour ?"],
  ])('%s → answered with rb.core.hand-size', (question) => {
    const r = expectAnswered(search, question, 'rb.core.hand-size');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('the same question about Magic keeps Magic’s hand-size rule', () => {
    expectAnswered(search, 'What is the maximum hand size in Magic?', 'mtg.core.hand-size');
  });
});
