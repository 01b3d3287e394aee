/**
 * Two Riftbound facts players ask that their entries did not say (rb19, 2026-11-29): a recall changes only where a
 * permanent is (618.2), so a unit recalled exhausted stays exhausted — the gear entry, which also speaks of
 * recalls and of entering ready, answered that question before; and a legend can't be killed or moved but can be
 * targeted (167.3–167.5); a hidden card is playable on its owner's own turn too, once it has Reaction (723.1.b). Questions written for this test, in our own words, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound recalls and legends (rb19)', () => {
  it.each([
    ['Combat ended and my attacker got sent back to base by a recall. Is it still exhausted there?', 'rb.core.recall'],
    ['Une unité renvoyée à la base par un rappel est-elle encore épuisée ?', 'rb.core.recall'],
    ['リコールでベースに戻ったユニットは消耗したまま？', 'rb.core.recall'],
    ['Can my opponent\'s spells target my legend? Can they kill it?', 'rb.core.battlefields-legends'],
    ['レジェンドをキルできる？', 'rb.core.battlefields-legends'],
    ['I hid a card last turn. Can I play it now on my own turn, outside of a showdown?', 'rb.keyword.hidden'],
  ])('%s → answered with %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('the answers say the fact, in every language', () => {
    for (const lang of ['en', 'ja', 'fr'] as const) {
      expect(entryAnswer('rb.core.recall', lang)).toMatch(/618\.2/);
      expect(entryAnswer('rb.core.battlefields-legends', lang)).toMatch(/167\.5/);
    }
    expect(entryAnswer('rb.core.recall', 'en')).toMatch(/still exhausted/);
    expect(entryAnswer('rb.core.recall', 'fr')).toMatch(/reste épuisée/);
    expect(entryAnswer('rb.core.recall', 'ja')).toMatch(/消耗したまま/);
  });
});
