/**
 * "better" is not betting: the stemmer once cut "better" to "bett", the stem of "betting", so a question asking which
 * deck is better for an event was answered with Bribery and Wagering (IPG 4.4). "better" is kept whole
 * (rulings/tokenize.ts); real wagering words still reach the wagering entry. Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../rulings/tokenize.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('"better" is not read as betting', () => {
  it('"better" and "betting" no longer share a stem', () => {
    expect(tokenize('better')).not.toEqual(tokenize('betting'));
  });

  it.each([
    'Which deck is better for an RCQ, and can the judge tell me?',
    'Is it better to scoop or play it out in the last round of swiss at a PPTQ?',
  ])('%s → never Bribery and Wagering', (question) => {
    const r = search.query(question);
    const ids = r.found ? r.hits.map((h) => h.id) : [];
    expect(ids[0]).not.toBe('mtg.policy.ipg.bribery-wagering');
  });

  it('betting on a match is still Bribery and Wagering', () => {
    expectAnswered(search, 'Two players at comp REL were betting money on their own match. What is the penalty?', 'mtg.policy.ipg.bribery-wagering');
  });
});
