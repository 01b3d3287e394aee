/**
 * Situations judges meet at the table, told without the infraction's name (issue #25): advice from someone in the
 * crowd, a spectator chiming in ("OA?"), a card revealed by mistake; and tournaments of other games, which are no
 * Magic policy question (rulings/out-of-scope.ts). The questions were written for this test, not taken from the
 * question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

/** What the reply shows: the answer's entries, or the "not sure" choices. */
const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).map((h) => h.id);

describe('advice from the crowd or a spectator is Outside Assistance', () => {
  it.each([
    'Competitive: a friend in the crowd told my opponent which card to play, who gets the penalty?',
    "At an RCQ a spectator chimes in to explain my opponent's card to him. OA?",
    '観戦していた友達が横から教えてきた。これって大丈夫？',
  ])('%s', (question) => {
    const r = search.query(question);
    expect(r.found).toBe(true);
    expect(r.hits[0]!.id).toBe('mtg.policy.ipg.outside-assistance');
  });
});

describe("a table situation the rules don't answer is offered policy entries, not another game's rules", () => {
  it('a card revealed one too many (French)', () => {
    const r = search.query("un joueur a révélé une carte de trop en résolvant son sort, que fait l'arbitre ?");
    expect(r.found).toBe(false);
    expect(shown(r).length).toBeGreaterThan(0);
    expect(shown(r).every((id) => id.startsWith('mtg.policy.'))).toBe(true);
  });
});

describe("another game's tournament is out of scope", () => {
  it.each([
    'Running a Star Wars X-Wing tournament, what happens when a player is late?',
    'playing Netrunner at my store, is it a penalty to be 10 minutes late?',
  ])('%s', (question) => {
    const r = search.query(question);
    expect(r.found).toBe(false);
    expect(shown(r).filter((id) => !id.startsWith('mtg.'))).toEqual([]);
  });
});
