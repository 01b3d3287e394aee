/**
 * The dev part of the real-question set (test/real-questions/dev.yaml, issue #24), graded by the rule in
 * test/real-questions/README.md against the shipped knowledge base with no official rules imported: floors under
 * today's figures, so a change that loses real questions fails. The frozen part is never read here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grade, readQuestionSet, tally, type AnswerHit } from '../bench/questions-grade.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchHit } from '../rulings/search.ts';

const DEV = join(import.meta.dirname, 'real-questions', 'dev.yaml');

const asHit = (h: SearchHit): AnswerHit => ({
  id: h.id,
  kind: h.kind,
  status: h.entry?.status ?? 'current',
  citations: (h.entry?.citations ?? []).map((c) => ({ source: c.source, rule: c.rule ?? null })),
});

describe.skipIf(!existsSync(DEV))('real questions, dev part', () => {
  it('answers at least 28% right at the first hit, and at most one in twenty confidently wrong', () => {
    const search = new RulingsSearch(loadKnowledgeBase());
    const graded = readQuestionSet(DEV).map((item) => {
      const r = search.query(item.q);
      return grade(item, { found: r.found, hits: r.hits.map(asHit), suggestions: r.suggestions.map(asHit) });
    });
    const t = tally(graded);
    const report = `right@1 ${t.right}/${t.n}, confidently wrong ${t.wrong}, non-answers ${t.nonAnswers} (right suggested ${t.suggestedRight}/${t.missedCovered})`;
    console.log(`real questions (dev): ${report}`);
    expect(t.right / t.n, report).toBeGreaterThanOrEqual(0.28);
    expect(t.wrong / t.n, report).toBeLessThanOrEqual(0.05);
  });
});
