/**
 * Riftbound entries stating the asked case plainly (twenty-second stretch, issue #26): a spell costing 0 is no
 * faster for it (rb.core.spells, 148), the Draw Phase draw is not optional (rb.core.start-of-turn, 515.4.b), and a
 * unit's triggered ability does nothing from the hand (rb.core.triggered-abilities, 584.2). The questions were
 * written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a spell costing 0 keeps its timing', () => {
  it('answers with when a spell can be played', () => {
    expectAnswered(search, '0コストのスペルは相手のターンでも使える？', 'rb.core.spells');
  });
  it('the reply says the cost has nothing to do with timing, in each language', () => {
    expect(entryAnswer('rb.core.spells', 'en')).toContain('one that costs 0 still waits');
    expect(entryAnswer('rb.core.spells', 'ja')).toContain('コスト0のスペルでも');
    expect(entryAnswer('rb.core.spells', 'fr')).toContain('un sort à 0 attend');
  });
});

describe('the Draw Phase draw is not optional', () => {
  it.each(['Je peux sauter ma pioche du début de tour ?', 'ドロー・フェイズのドローはしなくてもいい？'])('answers %s with the start of turn', (q) => {
    expectAnswered(search, q, 'rb.core.start-of-turn');
  });
  it('the reply says so, citing 515.4.b, in each language', () => {
    for (const lang of ['en', 'ja', 'fr'] as const) expect(entryAnswer('rb.core.start-of-turn', lang)).toContain('515.4.b');
  });
});

describe("a unit's trigger does nothing from the hand", () => {
  it.each([
    '手札にあるユニットの「味方が死んだとき」は誘発する？',
    "Does my unit's 'when a friendly unit dies' ability trigger while that unit is still in my hand?",
  ])('answers %s with triggered abilities', (q) => {
    expectAnswered(search, q, 'rb.core.triggered-abilities');
  });
});
