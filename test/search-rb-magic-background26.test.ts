/**
 * A Riftbound question whose asker names Magic as where they come from ("my MTG brain says…", "as an MTG player…",
 * 「MTG脳だと…」, « mes réflexes de Magic… ») without naming Riftbound (rb26, 2026-11-29). The name made Magic the game
 * asked, and the reply answered or offered Magic's entries about a question on gear, units and showdowns. Now a game
 * named only as the asker's experience counts as compared with when the question's own words are another game's: its
 * signs (gear, showdown) and none of the named game's, or its cues clearly (the trash, a killed unit). A Magic
 * question from the same asker ("longtime MTG player: trample…") stays Magic's. Questions written for this test,
 * in our own words.
 */
import { describe, expect, it } from 'vitest';
import { takeGameNames } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { expandPhrases } from '../rulings/chat-words.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const compared = (q: string) => takeGameNames(expandPhrases(foldTyped(q))).compared;
const shown = (q: string) => {
  const r = search.query(q);
  return [...r.hits, ...r.suggestions, ...(r.doubtChoices ?? [])];
};

describe("Magic named as the asker's habit, Riftbound's words asked (rb26)", () => {
  it.each([
    ['my mtg brain says I can equip a gear at instant speed, can I?'],
    ['As an MTG player, gear feels like equipment. Can I move gear between units during a showdown?'],
    ['MTG脳だとギアはいつでも付け替えられる気がするけど、ショーダウン中にできる？'],
    ['Mes réflexes de Magic me disent que je peux équiper un gear à tout moment. C’est vrai ?'],
  ])('%s → Magic only compared, Riftbound entries only', (q) => {
    expect(compared(q), q).toEqual(['mtg']);
    const hits = shown(q);
    expect(hits.length, q).toBeGreaterThan(0);
    expect(hits.every((h) => h.game === 'rb'), q).toBe(true);
  });

  it("a question whose cues are clearly Riftbound's (the trash, a killed unit) gets Riftbound's closest entries", () => {
    const q = 'mtg brain: is the trash the graveyard? does a killed unit go there?';
    const r = search.query(q);
    expect(r.found, q).toBe(false);
    expect(r.suggestions[0]?.id, q).toBe('rb.core.zones');
    expect(shown(q).every((h) => h.game === 'rb'), q).toBe(true);
  });

  it.each([
    ['Longtime MTG player: does trample assign excess damage to the player?', 'mtg.trample.lethal'],
    ['My MTG brain wants to know: does mana burn exist?', 'mtg.core.mana-pool-empties'],
  ])('%s → still Magic, answered', (q, id) => {
    expect(compared(q), q).toEqual([]);
    const r = search.query(q);
    expect({ found: r.found, first: r.hits[0]?.id }, q).toEqual({ found: true, first: id });
  });
});

describe('Magic named beside a question in Riftbound\'s words (rb26)', () => {
  it.each([
    // a statement about Magic, a question in another game's words
    ['In magic creatures have summoning sickness. Do units have something like it?'],
    ['I know in MTG the active player gets priority first. Who gets focus first in a showdown?'],
    // named, but none of its words, and two of Riftbound's
    ['Does the legend rule from MTG exist for champions? Can I have two copies of my champion unit on the board?'],
    ["Magic has state-based actions, what's the equivalent for units with damage equal to their might?"],
    // a friend who plays it, the asker playing Riftbound now
    ['My friend who plays Magic says a unit can block the turn it comes out. Is that right?'],
    ["As a magic player, is there a hand size limit in this game? I'm playing Riftbound."],
    ['MTG感覚だと、ユニットは出たターンに移動できないの？'],
  ])('%s → Riftbound entries only', (q) => {
    const hits = shown(q);
    expect(hits.length, q).toBeGreaterThan(0);
    expect(hits.every((h) => h.game === 'rb'), q).toBe(true);
  });

  it('a Riftbound statement beside a question with one Magic word stays Riftbound\'s', () => {
    const q = 'In Riftbound my opponent played a spell. Can I respond on the stack?';
    expect(compared(q), q).toEqual([]);
  });
});
