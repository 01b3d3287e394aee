/**
 * A "not sure" to a story told at an event or put to a judge offers the closest tournament-policy entries when they
 * cover at least as much of the question as the Magic rules' closest (issue #25: an honest "not sure" that offers
 * the closest entries). Before, such a story with no policy word got the game rules' far entries ("Eldrazi titans"
 * for a deck sorted before shuffling). Another game's question keeps its own choices: tournament policy is Magic's.
 * The questions were written for this test, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const policy = (id: string | undefined) => id?.startsWith('mtg.policy.') ?? false;

describe('a not-sure story at an event offers the policy entries closest', () => {
  it('a deck sorted before shuffling, at Competitive: Insufficient Shuffling first', () => {
    expectOffered(search, 'Competitive: my opponent sorted his deck before shuffling so the lands are spread evenly, is that fine?', 'mtg.policy.ipg.insufficient-shuffling');
  });

  it('a hand shown to a friend at FNM: the hidden-information section among policy choices, no rules entry', () => {
    const r = search.query('At FNM, my opponent let his friend look at his hand during the game, is that okay?');
    expect(r.found).toBe(false);
    expect(r.suggestions.every((h) => policy(h.id)), r.suggestions.map((h) => h.id).join(', ')).toBe(true);
    expect(r.suggestions.slice(0, 3).map((h) => h.id)).toContain('mtg.policy.mtr.hidden-information');
  });

  it("a judge asked about a card taken back into hand: policy's choices, not the rules' far ones", () => {
    const r = search.query('Judge, my opponent took a card back into his hand after he put it on the table, can he?');
    expect(r.found).toBe(false);
    expect(policy(r.suggestions[0]?.id), r.suggestions.map((h) => h.id).join(', ')).toBe(true);
  });
});

describe("another game's question keeps its own choices", () => {
  it('Riftbound tokens "dropped" onto a battlefield are never offered the Magic dropping policy', () => {
    const r = search.query('Can I drop the Bird tokens I just made straight onto the battlefield where my units are fighting?');
    expect(r.hits.concat(r.suggestions).some((h) => policy(h.id)), r.suggestions.map((h) => h.id).join(', ')).toBe(false);
  });
});

describe('fake cards are an authorized-cards question', () => {
  it.each([
    ['Are counterfeit cards allowed at FNM?'],
    ['偽造カードは大会で使っていいの？'],
    ['Les contrefaçons sont-elles autorisées en tournoi ?'],
  ])('%s → MTR 3.3', (question) => {
    expectAnswered(search, question, 'mtg.policy.mtr.authorized-cards');
  });
});
