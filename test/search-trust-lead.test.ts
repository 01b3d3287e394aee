/**
 * A long story answered on coverage alone, with a runner-up close behind, is a guess among entries that share its
 * words (rulings/trust-gates.ts narrowLead): the user sees "not sure" with the closest entries of the game asked
 * about — in Riftbound's part at any coverage, in Magic's only when the story is covered moderately. A short
 * question, or a story with a clear lead, is still answered.
 */
import { describe, expect, it } from 'vitest';
import { narrowLead, ROOT_STORY_COVERAGE, STORY_CHARS, STORY_LEAD } from '../rulings/trust-gates.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a long story needs a clear lead', () => {
  it('offers the closest Riftbound entries, not an answer, when two cover the story alike', () => {
    const q = 'My unit is at a battlefield and my opponent plays a spell that moves it back to my base during the showdown. Does my unit still deal its damage in combat there?';
    expect(q.length).toBeGreaterThanOrEqual(STORY_CHARS);
    const r = search.query(q);
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(r.suggestions.every((h) => h.game === 'rb')).toBe(true);
  });

  it('still answers a short question about a keyword', () => {
    expectAnswered(search, 'what does Assault do in riftbound?', 'rb.keyword.assault');
  });

  it('still answers a Magic story whose first entry is tagged with the concept asked, though the runner-up is close', () => {
    const q = 'I control a creature with deathtouch and first strike and my opponent blocks it with two creatures, how do I split the damage between them and do both die?';
    expectAnswered(search, q, 'mtg.combat.deathtouch-multiple-blockers');
  });

  it('applies to stories only, below a clear lead; in the root index only to moderate coverage', () => {
    const first = { score: 10, coverage: 0.9 };
    const moderate = { score: 10, coverage: ROOT_STORY_COVERAGE - 0.05 };
    expect(narrowLead(true, STORY_CHARS, first, { score: 6 })).toBe(true);
    expect(narrowLead(true, STORY_CHARS, first, { score: 10 / STORY_LEAD })).toBe(false);
    expect(narrowLead(true, STORY_CHARS - 1, first, { score: 6 })).toBe(false);
    expect(narrowLead(true, 250, first, undefined)).toBe(false);
    expect(narrowLead(false, 250, first, { score: 9 })).toBe(false);
    expect(narrowLead(false, 250, moderate, { score: 9 })).toBe(true);
  });
});
