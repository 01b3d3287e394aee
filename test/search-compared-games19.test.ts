/**
 * A question that names Magic only to compare with it ("like in MTG…") and names no other game is about one of the
 * other games (rb19, 2026-11-29). When Riftbound and Gate Ruler both answer it, the reply was whichever covered
 * more — a Gate Ruler card's ruling for a Riftbound player asking about deck limits. Now the reply is "which game?"
 * naming both, unless the question's own cues point to one of them ("unit" is Riftbound's,
 * the compared game's cues left out) or one answer is the entry tagged with the concept asked. Questions written for
 * this test, in our own words, not taken from the question sets. A statement about Magic followed by a question that
 * sets "here" against it ("In Magic you lose when you can't draw. Is it the same here?") names Magic to compare.
 */
import { describe, expect, it } from 'vitest';
import { takeGameNames } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('compared with Magic, answered by two other games (rb19)', () => {
  it.each(['Do replacement effects work like in MTG?', 'Does damage wear off at end of turn like in Magic?'])('%s → which game? (Riftbound or Gate Ruler)', (question) => {
    const r = search.query(question);
    expect({ found: r.found, hits: r.hits.length, suggestions: r.suggestions.length }, question).toEqual({ found: false, hits: 0, suggestions: 0 });
    expect([...(r.gamesInDoubt ?? [])].sort(), question).toEqual(['gr', 'rb']);
  });

  it.each([
    ['Like in Magic, is it 4 copies max of a unit?', 'rb.core.deck-construction'],
    ['Are there layers like in Magic?', 'rb.core.layers'],
    ['Like Magic, is it 4 copies max per card?', 'rb.core.deck-construction'],
  ])('a Riftbound cue, or the entry about the concept asked, picks Riftbound: %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('a statement about Magic beside a question that sets "here" against it compares with Magic', () => {
    const compared = (q: string) => takeGameNames(foldTyped(q)).compared;
    expect(compared("In Magic you lose when you can't draw. Is it the same here?")).toEqual(['mtg']);
    expect(compared('In MTG you discard down to 7 at the end of turn. Same here?')).toEqual(['mtg']);
    expect(compared('En MTG on défausse jusqu\'à 7. Pareil ici ?')).toEqual(['mtg']);
    // a question about Magic itself stays Magic's
    expect(compared('In MTG Arena I attacked with a creature. What happens here?')).toEqual([]);
    expect(compared('In Magic, can I respond to a triggered ability? Is that the same for activated ones?')).toEqual([]);
    const r = search.query("In Magic you lose when you can't draw. Is it the same here?");
    expect([...r.hits, ...r.suggestions].every((h) => h.game !== 'mtg')).toBe(true);
  });
});
