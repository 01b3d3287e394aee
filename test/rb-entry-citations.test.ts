/**
 * Riftbound Core Rules entries (issue #26) point a judge at every paragraph they name: a rule number written in an
 * answer, in any language, is one of the entry's citations (rb-cr for the edition of 2025-06-02, rb-core for the
 * v1.4 numbers the FAQ entries use), and every rb-cr citation is a paragraph the reference Core Rules print.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../rulings/locales.ts';
import { loadKnowledgeBase, type KnowledgeBase } from '../rulings/loader.ts';
import type { Entry } from '../rulings/schema.ts';
import { HAVE_RB, rbPack } from './official/rb-helpers.ts';

/** A Core Rules number as answers write it: 625, 103.2.b, 559.3.c.1 (not 1.5, not 2025, not a date). */
const RULE_NUMBER = /(?<![\d.])(\d{3}(?:\.(?:\d+|[a-z])(?![a-z]))*)(?!\d)/g;

/** The rule numbers an answer names, in any language, that its citations lack. */
function uncitedRuleNumbers(entry: Pick<Entry, 'answer' | 'citations'>): string[] {
  const cited = new Set(entry.citations.filter((c) => c.source === 'rb-cr' || c.source === 'rb-core').map((c) => c.rule));
  const named = new Set<string>();
  for (const lang of LOCALES) for (const m of (entry.answer[lang] ?? '').matchAll(RULE_NUMBER)) named.add(m[1]!);
  return [...named].filter((n) => !cited.has(n));
}

let kb: KnowledgeBase;
beforeAll(() => {
  kb = loadKnowledgeBase();
});
const coreEntries = () => kb.entries.filter((e) => e.game === 'rb' && e.citations.some((c) => c.source === 'rb-cr'));

describe('Riftbound Core Rules entries', () => {
  it('cite every rule number their answer gives, in each language', () => {
    expect(coreEntries().length).toBeGreaterThanOrEqual(70);
    const missing = coreEntries().flatMap((e) => uncitedRuleNumbers(e).map((n) => `${e.id}: ${n}`));
    expect(missing).toEqual([]);
  });

  it('are caught when an answer names a number the citations lack', () => {
    const move = kb.byId.get('rb.core.move')!;
    expect(uncitedRuleNumbers(move)).toEqual([]);
    const without = { ...move, citations: move.citations.filter((c) => c.rule !== '615') };
    expect(uncitedRuleNumbers(without)).toEqual(['615']);
    // a number given in Japanese only is still a number the entry gives
    const ja = { ...move, answer: { ...move.answer, ja: `${move.answer.ja}（627.2）` } };
    expect(uncitedRuleNumbers(ja)).toEqual(['627.2']);
  });

  it.skipIf(!HAVE_RB)('cite only paragraphs the Core Rules of 2025-06-02 print', () => {
    const printed = new Set(rbPack().paragraphs.map((p) => p.number));
    expect(printed.has('559.3.c')).toBe(true);
    const unknown = kb.entries.flatMap((e) =>
      e.citations.filter((c) => c.source === 'rb-cr' && !printed.has(c.rule ?? '')).map((c) => `${e.id}: ${c.rule}`),
    );
    expect(unknown).toEqual([]);
  });
});
