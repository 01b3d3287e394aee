/**
 * The phases of a Riftbound turn in order (rb19, 2026-11-29): the turn entry now lists them — Awaken, Beginning,
 * Channel, Draw (515), the Action Phase (516), the End of Turn Phase (517) — in en, ja and fr. Asking for them by
 * name is answered from that entry; asked without naming the game, the question stays Magic's or "which game?"
 * (Magic has a turn structure of its own).
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const kb = loadKnowledgeBase();
const answer = (lang: 'en' | 'ja' | 'fr') => kb.entries.find((e) => e.id === 'rb.core.turn')?.answer[lang] ?? '';

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
    expect(answer('en')).toMatch(/Awaken, Beginning, Channel and Draw\s+\(515\)/);
    expect(answer('ja')).toMatch(/アウェイク、ビギニング、チャネル、ドロー（515）/);
    expect(answer('fr')).toMatch(/Pioche \(Draw\)\s+\(515\)/);
    for (const lang of ['en', 'ja', 'fr'] as const) expect(answer(lang)).toMatch(/517/);
  });
});
