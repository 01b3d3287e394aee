/**
 * A story promoted on the concepts' lead (rulings/asked-held.ts conceptLead) whose concepts are all said in the story
 * only, answered by an entry about none of them (rulings/trust-gates.ts storyConceptLead): "not sure", the entry that
 * answers it among the choices. A plain question about that entry's own rule keeps its confident answer. The questions
 * were written for this test, not taken from the question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { storyConceptLead } from '../rulings/trust-gates.ts';
import type { RulingsSearch } from '../rulings/search.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = kbSearch();
});

describe('a coin flip said in passing is not the start-of-game coin flip', () => {
  const story = 'what happens if my Goblin Bangchuckers ability points at a Phantasmal Dragon and it goes away? do we flip the coin anyway';

  it('the story about a target vanishing is "not sure", the fizzle rule among the choices', () => {
    const r = search.query(story);
    expect({ found: r.found, match: r.match }).toEqual({ found: false, match: 'unsure' });
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.core.fizzle');
  });

  it('asking who flips the coin to start the game keeps its confident answer', () => {
    expectAnswered(search, 'Who flips the coin to decide who goes first?', 'mtg.core.starting-game');
  });
});

describe('storyConceptLead', () => {
  it('needs the concepts-only promotion, story-only concepts, an off-concept entry and no title named', () => {
    expect(storyConceptLead(true, true, true, false)).toBe(true);
    expect(storyConceptLead(false, true, true, false)).toBe(false);
    expect(storyConceptLead(true, false, true, false)).toBe(false);
    expect(storyConceptLead(true, true, false, false)).toBe(false);
    expect(storyConceptLead(true, true, true, true)).toBe(false);
  });
});
