/**
 * A story whose asking sentence names a rules concept ("…does regeneration save it?", « comment marche la
 * dévotion ? ») is answered by the entry tagged as answering that concept when it covers clearly more of the question
 * than the next candidate, even though the story's card names and table talk keep every candidate's coverage low
 * (rulings/search.ts ASKED_TAG_GAP). A question told at an event is not answered on that lead alone.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a story asking about a concept: the entry about that concept answers', () => {
  it.each([
    [
      'My buddy cast Wrath of God while I had Skeletal Vampire and a couple of bat tokens out, I paid to regenerate the Vampire. Does regeneration actually save it from the Wrath?',
      'mtg.core.regeneration',
    ],
    [
      'Last game I had Nykthos out with Gray Merchant of Asphodel and a few black permanents. When I tap Nykthos for black, how is devotion counted, does the hybrid symbol count?',
      'mtg.core.devotion',
    ],
  ])('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it('the same story told at a tournament is not answered on that lead alone: the closest entries are offered', () => {
    const r = search.query(
      'At a PPTQ my buddy cast Wrath of God while I had Skeletal Vampire and a couple of bat tokens out, I paid to regenerate the Vampire. Does regeneration actually save it from the Wrath?',
    );
    expect(r.found).toBe(false);
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.core.regeneration');
  });
});
