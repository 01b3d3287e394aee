/**
 * A first entry under the coverage bar, answered only because it is tagged with the concept the asking sentence names,
 * while a choice the "not sure" reply would offer covers far more of the question (rulings/trust-gates.ts outCovered()):
 * the user sees "not sure" with both offered, not the tagged entry given as the answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tracedPaths, tracePaths } from '../rulings/answer-path.ts';
import { outCovered } from '../rulings/trust-gates.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => tracePaths(false));

describe('a tagged answer another choice out-covers is "not sure"', () => {
  it('does not answer "counter my land" with the countering entry, but offers it', () => {
    const q = 'Can my opponent counter my land with a counterspell when I play it?';
    tracePaths(true);
    const r = search.query(q);
    expect(r.found, q).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.suggestions.slice(0, 3).map((h) => h.id)).toContain('mtg.core.countering');
    expect(tracedPaths().some((t) => t.includes(':refused-out-covered:'))).toBe(true);
  });

  it('still answers a countering question the entry covers well', () => {
    const r = search.query('If my spell gets countered, do I get the mana back?');
    expect({ found: r.found, match: r.match, first: r.hits[0]?.id }).toEqual({ found: true, match: 'answer', first: 'mtg.core.countering' });
  });
});

describe('outCovered()', () => {
  it('needs a choice covering the lead more than the first', () => {
    const first = { coverage: 0.46 };
    expect(outCovered(first, [first, { coverage: 0.78 }], 0.25)).toBe(true);
    expect(outCovered(first, [first, { coverage: 0.7 }], 0.25)).toBe(false);
    expect(outCovered(first, [first], 0.25)).toBe(false);
  });
});
