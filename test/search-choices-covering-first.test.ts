/**
 * "Not sure" choices led by the one covering the question (rulings/search.ts coveringFirst()): a story that only
 * mentions a keyword ("…then it got hexproof") ranks that keyword's entry first on one rare word, while the entry about
 * the whole question (one spell with two targets, one of them now illegal) covers far more of it. What the user sees
 * first among the choices is that entry; the keyword's entry stays among them, and a confident answer is untouched.
 * The questions are written for this test.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';

const kb = loadKnowledgeBase();
const search = new RulingsSearch(kb);
search.setTrustGates(true);

/** What the user sees first: the answer's first hit, else the first "not sure" choice. */
const firstShown = (r: SearchResult) => (r.found ? r.hits[0]?.id : r.suggestions[0]?.id);

describe('not-sure choices: the one covering the question first', () => {
  it('a two-target spell story where one target gains hexproof (Japanese): the partial-targets entry is the first choice, hexproof still offered', () => {
    const r = search.query('相手のクリーチャーに-1/-1、自分のクリーチャーに+1/+1を与える呪文を唱えたら、相手のクリーチャーが呪禁を得た。自分の+1/+1はちゃんと入る？');
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(firstShown(r)).toBe('mtg.core.partial-targets');
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.kw.hexproof');
  });

  it('the same story asked in English is answered with confidence by the partial-targets entry', () => {
    const r = search.query('One spell: -2/-2 on his creature, +2/+2 on mine. He responds by giving his creature hexproof. Do I still get the +2/+2?');
    expect(r.found).toBe(true);
    expect(firstShown(r)).toBe('mtg.core.partial-targets');
  });

  it('choices covering about as much keep the ranking\'s order: never a choice far below the first moved up', () => {
    const r = search.query('A land of my opponent loses its abilities by becoming a Swamp. Can I deal damage to him after that?');
    expect(r.found).toBe(false);
    const first = r.suggestions[0]!;
    // no other choice covers SUGGESTION_COVERAGE_LEAD (0.25) more than the one shown first
    for (const h of r.suggestions) expect(h.coverage).toBeLessThan(first.coverage + 0.25);
  });
});
