/**
 * Issue #24: an entry sharing no word with a question leaves its reply as it was. The search's statistics use each
 * index's calibration size while the base stays near it (rulings/inverted-index.ts statisticsSize), so a new entry
 * moves only the questions whose words it uses. "What are the official rules for a mulligan?" sat 0.00002 over the
 * Magic/Riftbound doubt margin: any extra Magic entry turned its answer into "which game?".
 */
import { describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../rulings/kb.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { STAT_BAND, STAT_CALIBRATION, statisticsSize } from '../rulings/inverted-index.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';

const kb = loadKnowledgeBase();

/** The knowledge base with `count` Magic entries whose every text is 'x'. */
function withFillers(base: KnowledgeBase, count: number): KnowledgeBase {
  const model = base.entries.find((e) => e.game === 'mtg' && !e.cards?.length)!;
  const x = { en: 'x', ja: 'x', fr: 'x' };
  const fillers = Array.from({ length: count }, (_, i) => ({ ...model, id: `mtg.test.filler-${i}`, concepts: [], title: x, answer: x, questions: { en: ['x'], ja: ['x'], fr: ['x'] }, keywords: { en: ['x'], ja: ['x'], fr: ['x'] }, related: [] }));
  const entries = [...base.entries, ...fillers];
  return { ...base, entries, byId: new Map(entries.map((e) => [e.id, e])) };
}

const reply = (r: SearchResult) => ({ found: r.found, match: r.match, first: r.hits[0]?.id, score: r.hits[0]?.score, coverage: r.hits[0]?.coverage, offered: r.suggestions.map((h) => h.id), gamesInDoubt: r.gamesInDoubt });

describe('an unrelated entry leaves replies unchanged', () => {
  const plain = new RulingsSearch(kb);
  const grown = new RulingsSearch(withFillers(kb, 5));
  it.each([
    'What are the official rules for a mulligan?',
    'does deathtouch work with trample?',
    'can I respond to a land being played?',
    'if my opponent concedes mid-game, do I win right away?',
  ])('%s', (question) => {
    expect(reply(grown.query(question))).toEqual(reply(plain.query(question)));
  });

  it('the mulligan question is answered with the London mulligan, with or without the extra entries', () => {
    for (const search of [plain, grown]) {
      const r = search.query('What are the official rules for a mulligan?');
      expect({ found: r.found, first: r.hits[0]?.id }).toEqual({ found: true, first: 'mtg.core.mulligan' });
    }
  });
});

describe('statisticsSize', () => {
  it('keeps the calibration size near it, follows the real size beyond', () => {
    const c = STAT_CALIBRATION.rules.docs;
    expect(statisticsSize(c + 3, c)).toBe(c);
    expect(statisticsSize(c - 3, c)).toBe(c);
    const far = Math.ceil(c * 2 ** (STAT_BAND * 1.5));
    expect(statisticsSize(far, c)).toBe(far);
    expect(statisticsSize(42)).toBe(42);
  });
});
