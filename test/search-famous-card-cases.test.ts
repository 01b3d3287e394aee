/**
 * Famous cards' own rulings reach the stories told around them (rulings/mtg/cards-famous.yaml, entries26): a manland
 * animated before Blood Moon resolves, a flier under Stormtide Leviathan's restriction, a countered delayed "return the
 * exiled cards" trigger, Teferi's Protection named by its French card name. Questions written for this test, not
 * taken from any question set.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

const search = new RulingsSearch(loadKnowledgeBase());

function reply(question: string): { found: boolean; first?: string } {
  const r = search.query(question);
  return { found: r.found, first: (r.found ? r.hits[0] : r.suggestions[0])?.id };
}

describe('famous cards answer the stories told around them', () => {
  it('answers a Mutavault animated in response to Blood Moon with the Blood Moon entry', () => {
    const question = 'My friend activated Mutavault while my Blood Moon was on the stack. Once the Moon resolved, is his Mutavault still a creature that can attack me this turn?';
    expect(reply(question), question).toEqual({ found: true, first: 'mtg.card.blood-moon' });
  });

  it('answers a flier attacking past Stormtide Leviathan with the Moat entry', () => {
    const question = 'With Stormtide Leviathan on my side, is my opponent allowed to swing at me with his Serra Angel?';
    expect(reply(question), question).toEqual({ found: true, first: 'mtg.card.moat' });
  });

  it('answers Disallow on a delayed return trigger with the Stifle entry', () => {
    const question = 'He flickered his team with a card that brings them back at the next end step. If I Disallow that return trigger, where do his creatures end up?';
    expect(reply(question).first, question).toBe('mtg.card.stifle');
  });

  it('reads Teferi\'s Protection by its French card name', () => {
    const question = 'Protection de Téfeiri me protège-t-elle de l\'infection ?';
    expect(reply(question), question).toEqual({ found: true, first: 'mtg.card.teferis-protection' });
  });
});
