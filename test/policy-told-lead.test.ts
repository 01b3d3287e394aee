/**
 * A story whose first policy entry is tagged with the table situation it tells (a trigger forgotten), its rival with
 * nothing the question reads: a smaller lead answers (rulings/policy.ts TOLD_LEAD).
 */
import { describe, expect, it } from 'vitest';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a told table situation answers with a smaller lead', () => {
  it('a forgotten draw trigger told at Competitive REL is answered with Missed Trigger', () => {
    const r = search.query('競技のレガシー。Andyが変異を表にして不気味な腸卜師にして、灰色熊が死んだとき「ドロー誘発」って言ったのに、相手の集合した中隊を挟んだらそのままターン終了して結局引いてない。相手が次のドローで気づいてジャッジ。誘発忘れ？');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.policy.ipg.missed-trigger');
  });
});
