/**
 * One card's ruling (mtg.card.*) answers questions about that card's rules, not every question naming the card: a
 * tournament-policy question about it ("is it free information…?") gets the policy entries, and the ruling still
 * answers the card's own rules. "Free information" and « information libre » read as the MTR's communication
 * situation (rulings/lexicon/policy.yaml status-information). Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a card named in a policy question does not make the card\'s ruling the answer', () => {
  it('asked whether what was named for Pithing Needle is free information: not sure, the MTR communication entry first, not the Needle', () => {
    const r = search.query('is it free information what my opponent named for Pithing Needle?');
    expect({ found: r.found, first: r.suggestions[0]?.id }).toEqual({ found: false, first: 'mtg.policy.mtr.communication' });
    expect(r.suggestions.map((h) => h.id)).not.toContain('mtg.card.pithing-needle');
  });

  it('the same in French is answered with the MTR communication entry', () => {
    expectAnswered(search, 'Mon adversaire refuse de me dire quelle carte il a nommée avec Pithing Needle, c\'est une information libre ?', 'mtg.policy.mtr.communication');
  });

  it('a rules question about the card keeps its ruling', () => {
    expectAnswered(search, 'my opponent named a card with Pithing Needle, can I still activate its mana ability?', 'mtg.card.pithing-needle');
  });
});
