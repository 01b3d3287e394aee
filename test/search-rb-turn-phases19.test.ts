/**
 * The phases of a Riftbound turn in order (rb19, 2026-11-29): the turn entry now lists them — Awaken, Beginning,
 * Channel, Draw (515), the Action Phase (516), the End of Turn Phase (517) — in en, ja and fr. Asking for them by
 * name is answered from that entry; asked without naming the game, the question stays Magic's or "which game?"
 * (Magic has a turn structure of its own).
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound turn phases (rb19)', () => {
  it.each([
    'Riftbound: what are the phases of a turn, in order?',
    'リフトバウンドのターンのフェイズは順番に何がある？',
    "Riftbound : quelles sont les phases d'un tour, dans l'ordre ?",
  ])('%s → the turn entry', (question) => {
    const r = expectAnswered(search, question, 'rb.core.turn');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('the answer names the phases with their rules, in every language', () => {
    expect(entryAnswer('rb.core.turn', 'en')).toMatch(/Awaken, Beginning, Channel and Draw\s+\(515\)/);
    expect(entryAnswer('rb.core.turn', 'ja')).toMatch(/アウェイク、ビギニング、チャネル、ドロー（515）/);
    expect(entryAnswer('rb.core.turn', 'fr')).toMatch(/Pioche \(Draw\)\s+\(515\)/);
    for (const lang of ['en', 'ja', 'fr'] as const) expect(entryAnswer('rb.core.turn', lang)).toMatch(/517/);
  });
});
