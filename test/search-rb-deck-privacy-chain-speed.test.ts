/**
 * Riftbound entries stating the asked case plainly (twenty-second stretch, issue #26): looking through your own
 * main deck mid-game (it is secret to everyone, you included: rb.core.privacy, 107.3.c, 127.3), and whether a
 * Reaction resolves before an Action because it is "faster" (the chain resolves newest first, whatever the speed:
 * rb.core.chain). The questions were written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('looking through your own main deck', () => {
  it.each([
    "En pleine partie, j'ai le droit de feuilleter mon deck principal pour compter ce qu'il reste ?",
    'Can I look through my own main deck mid-game to see which cards are left?',
    'ゲームの途中で自分のメインデッキの残りを確認してもいい？',
  ])('answers %s with who may look at which cards', (q) => {
    const r = expectAnswered(search, q, 'rb.core.privacy');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('the reply says so in each language, citing the main deck zone', () => {
    expect(entryAnswer('rb.core.privacy', 'en')).toContain("you can't leaf");
    expect(entryAnswer('rb.core.privacy', 'fr')).toContain('feuilleter');
    expect(entryAnswer('rb.core.privacy', 'ja')).toContain('メインデッキをめくって');
    for (const lang of ['en', 'fr', 'ja'] as const) expect(entryAnswer('rb.core.privacy', lang)).toContain('107.3.c');
  });

  it("Magic's library keeps Magic's entries", () => {
    const r = search.query('Can I look through my library mid-game to see which cards are left?');
    expect([...r.hits, ...r.suggestions].every((h) => h.game === 'mtg')).toBe(true);
  });
});

describe('a Reaction is not resolved first for being faster', () => {
  it('answers with the chain (newest first), not triggered abilities', () => {
    expectAnswered(search, 'Does a reaction always resolve before an action on the chain, since reactions are faster?', 'rb.core.chain');
  });
});
