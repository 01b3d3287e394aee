/**
 * A story under the coverage bar whose first entry holds many of its rare words (its score, not its share of a long
 * story) and leads the runner-up by STRONG_LEAD (rulings/asked-held.ts strongMatch()): the user sees the answer, not
 * "not sure". The same story with a narrower lead stays "not sure", offering that entry first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tracedPaths, tracePaths } from '../rulings/answer-path.ts';
import { STRONG_LEAD, STRONG_SCORE, strongMatch } from '../rulings/asked-held.ts';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => tracePaths(false));

/** Whether the reply to `q` went through the strong-match promotion. */
function promoted(q: string): boolean {
  tracePaths(true);
  search.query(q);
  return tracedPaths().some((t) => t.includes(':strong-match:'));
}

describe('a long story whose first entry holds much of it, clearly ahead, is answered', () => {
  it('answers the Deflecting Palm story with "a source of your choice"', () => {
    const q = 'Friday game with my cousin: his beast attacked, so I cast Deflecting Palm choosing that beast as the source of damage. He then wanted to counter my Palm with a spell that only counters spells targeting his creatures. Allowed?';
    expectAnswered(search, q, 'mtg.core.choose-source');
    expect(promoted(q)).toBe(true);
  });
});

describe('without the clear lead the reply stays "not sure"', () => {
  it('offers "a source of your choice" first when the runner-up is closer', () => {
    const q = 'Casual game last night: my cousin swung with a big dragon and I cast Deflecting Palm, choosing the dragon as the source. He answered with a counterspell for spells that target his permanents. Does my Palm even target?';
    const r = expectOffered(search, q, 'mtg.core.choose-source');
    expect(r.match).toBe('unsure');
    expect(promoted(q)).toBe(false);
  });
});

describe('strongMatch()', () => {
  it('needs the score, the lead, and a question not read in CJK pieces', () => {
    expect(strongMatch({ score: STRONG_SCORE, lead: STRONG_LEAD, pieces: false })).toBe(true);
    expect(strongMatch({ score: STRONG_SCORE - 0.1, lead: 5, pieces: false })).toBe(false);
    expect(strongMatch({ score: 40, lead: STRONG_LEAD - 0.1, pieces: false })).toBe(false);
    expect(strongMatch({ score: 40, lead: 5, pieces: true })).toBe(false);
  });
});
