/**
 * bench/questions-wrongs.ts classifies each confident answer by the gate that let it through, from the decisions the
 * search records (rulings/answer-path.ts). What the tally shows must be the gate of the answer a user saw.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { gateOf } from '../../bench/questions-wrongs.ts';
import { tracedPaths, tracePaths } from '../../rulings/answer-path.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { RulingsSearch } from '../../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

const traced = (question: string) => {
  tracePaths(true);
  const r = search.query(question);
  const trace = [...tracedPaths()];
  tracePaths(false);
  return { r, trace };
};

describe('the gate of an answer', () => {
  it('a question covered well is answered on coverage', () => {
    const { r, trace } = traced('what is a mana ability?');
    expect(r.hits[0]?.id).toBe('mtg.core.mana-abilities');
    expect(gateOf(r.hits[0]!.id, trace)).toBe('coverage');
  });

  it('a refused candidate is recorded as refused, and a "not sure" reply has no gate', () => {
    // (The longer "If I gain control of my opponent's land…" is now answered by the untap step's entry, eleventh stretch.)
    const { r, trace } = traced('do I untap a land I stole?');
    expect(r.found).toBe(false);
    expect(trace.some((t) => t.includes('mtg.usg1998.exhaustion:refused-unnamed-card'))).toBe(true);
    expect(gateOf(undefined, trace)).toBe('-');
  });

  it('a policy answer found by its words, not its coverage, says so', () => {
    const { r, trace } = traced('At a competitive event my opponent keeps his mana creatures mixed in with his lands and I can\'t see them, can I ask him to move them?');
    expect(r.hits[0]?.id).toBe('mtg.policy.mtr.game-layout');
    expect(gateOf(r.hits[0]!.id, trace)).toBe('policy-words');
  });

  it('records nothing unless asked', () => {
    search.query('what is a mana ability?');
    expect(tracedPaths()).toEqual([]);
  });
});
