/**
 * A long Riftbound story answered by Riftbound's entries on coverage alone, with a runner-up close behind, is a
 * guess among entries that all share the game's everyday words (rulings/trust-gates.ts narrowLeadInPart): the user
 * sees "not sure" with Riftbound's closest entries, never another game's. A short question, or a story with a clear
 * lead, is still answered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { narrowLeadInPart, PART_STORY_CHARS, PART_STORY_LEAD } from '../rulings/trust-gates.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

describe('a long Riftbound story needs a clear lead', () => {
  it('offers the closest Riftbound entries, not an answer, when two cover the story alike', () => {
    const q = 'My unit is at a battlefield and my opponent plays a spell that moves it back to my base during the showdown. Does my unit still deal its damage in combat there?';
    expect(q.length).toBeGreaterThanOrEqual(PART_STORY_CHARS);
    const r = search.query(q);
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(r.suggestions.every((h) => h.game === 'rb')).toBe(true);
  });

  it('still answers a short question about a keyword', () => {
    const r = search.query('what does Assault do in riftbound?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('rb.keyword.assault');
  });

  it('applies to stories of a game with its own part only, and only below a clear lead', () => {
    const first = { score: 10 };
    expect(narrowLeadInPart(true, PART_STORY_CHARS, first, { score: 6 })).toBe(true);
    expect(narrowLeadInPart(true, PART_STORY_CHARS, first, { score: 10 / PART_STORY_LEAD })).toBe(false);
    expect(narrowLeadInPart(true, PART_STORY_CHARS - 1, first, { score: 6 })).toBe(false);
    expect(narrowLeadInPart(false, 250, first, { score: 9 })).toBe(false);
    expect(narrowLeadInPart(true, 250, first, undefined)).toBe(false);
  });
});
