/**
 * Riftbound Core Rules asks whose entries existed but never said the answer plainly (rb17, 2026-11-28):
 * a gear enters ready, so its exhaust ability works the turn it is played (144.1, 144.2); Legion counts neither
 * tokens nor a countered earlier card (724.1.c, 601.1.b); a 1v1 opponent conceding ends the game (651.1); a
 * player coming from Magic asking for "instants" means Reaction (725.1). Questions written for this test, in our
 * own words, not taken from the question sets. The reply's first hit is the entry, and its answer says the fact.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound core asks (rb17)', () => {
  it.each([
    ['Riftbound gear: can I use its exhaust ability the same turn I play it?', 'rb.core.gear'],
    ['ギアは出したターンに能力を起動できる？', 'rb.core.gear'],
    ['Riftbound legion: if the card I played first got countered, does my legion still turn on?', 'rb.keyword.legion'],
    ['Riftbound : en 1v1, si mon adversaire concède, la partie est-elle finie pour moi ?', 'rb.core.concede'],
    ['リフトバウンドにMTGのインスタントみたいなカードはある？', 'rb.keyword.reaction'],
    ['Playing Riftbound with my brother, he got frustrated and conceded during my turn in our 1v1. Do I win immediately?', 'rb.core.concede'],
  ])('%s → answered with %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('the answers say the fact asked, in every language', () => {
    expect(entryAnswer('rb.core.gear', 'en')).toMatch(/very turn you play it/);
    expect(entryAnswer('rb.core.gear', 'ja')).toMatch(/プレイしたそのターン/);
    expect(entryAnswer('rb.core.gear', 'fr')).toMatch(/dès le tour/);
    for (const lang of ['en', 'ja', 'fr'] as const) expect(entryAnswer('rb.keyword.legion', lang)).toMatch(/601\.1\.b/);
  });

  it('how to win a game stays the final-point entry', () => {
    expectAnswered(search, 'How does someone actually win a game of Riftbound?', 'rb.core.final-point');
  });
});
