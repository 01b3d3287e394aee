/**
 * Riftbound questions told at an event or to a judge: a judge's question is Magic's unless some word of it is
 * Riftbound's — its own signs (showdown, Might…) or, since the twenty-first stretch, cues that say only Riftbound
 * (a unit, its chain, its runes) with none of Magic's. And Riftbound's card text quoted with "play" ("when you play a
 * spell": Magic casts its spells) says the game.
 */
import { describe, expect, it } from 'vitest';
import { gameSignsIn } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const games = (q: string) => {
  const r = search.query(q);
  return [...new Set([...r.hits, ...r.suggestions].map((h) => h.game))];
};

describe('a judge or an event does not hide Riftbound when only its words are used', () => {
  it('damage on a unit at the end of the turn, asked as judge practice, is answered from Riftbound', () => {
    const q = 'Judge question from my local event: does damage marked on a unit go away at the end of the turn?';
    const r = search.query(q);
    expect({ found: r.found, first: r.hits[0]?.id }, q).toEqual({ found: true, first: 'rb.core.might-damage' });
    expect(games(q)).toEqual(['rb']);
  });

  it('responding to a unit being played at a release event offers Riftbound entries only', () => {
    const q = 'At the release event my opponent responded to my unit being played. Is that allowed?';
    const r = search.query(q);
    expect(r.found, q).toBe(false);
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(games(q)).toEqual(['rb']);
  });

  it('a Magic judge story keeps Magic', () => {
    const q = 'At FNM, whenever you play a land does landfall trigger?';
    expect(games(q)).toEqual(['mtg']);
  });
});

describe('quoted "when you play a spell" is Riftbound card text', () => {
  it('a spell whose instructions all fail still counts as played: Riftbound answers', () => {
    const q = 'Does a spell that fizzles still count for "when you play a spell" triggers?';
    const r = search.query(q);
    expect({ found: r.found, first: r.hits[0]?.id }, q).toEqual({ found: true, first: 'rb.core.illegal-targets' });
    expect(games(q)).toEqual(['rb']);
  });

  it('unquoted, Magic words keep Magic (storm)', () => {
    const q = 'Whenever you play a spell, does a Magic storm count go up?';
    const r = search.query(q);
    expect({ found: r.found, first: r.hits[0]?.id }, q).toEqual({ found: true, first: 'mtg.kw.storm' });
  });
});

describe('more Riftbound cards and champions named alone are Riftbound signs', () => {
  it.each([
    'Does Chemtech Enforcer count as playing a unit?',
    'Lilting Lullaby says I cannot play spells: does that stop my reactions?',
    "Spirit's Refuge on a unit that already has a buff?",
    'Hwei and Orianna both trigger at once: who orders them?',
    'Blade Flurry before the move, does Fortified Position still apply?',
  ])('%s', (q) => {
    expect(gameSignsIn(foldTyped(q))).toEqual(['rb']);
  });
});

describe("Riftbound's banishment zone is its sign, and « bannie » there is no ban list", () => {
  it('the banishment zone named in English or French is Riftbound', () => {
    for (const q of ['Can my opponent look at the cards in my banishment?', 'Les cartes dans la zone de bannissement, on peut les récupérer ?'])
      expect(gameSignsIn(foldTyped(q)), q).toEqual(['rb']);
  });

  it('a French question on banished cards in the banishment zone gets a Riftbound reply, not "out of scope"', () => {
    const q = 'Une carte bannie, dans la zone de bannissement, mon adversaire peut-il la regarder ?';
    const r = search.query(q);
    expect(r.found || r.suggestions.length > 0, q).toBe(true);
    expect(games(q)).toEqual(['rb']);
  });
});

describe("Riftbound's own phases are its signs", () => {
  it('awaken, channel and action phases; not Magic beginning or ending phases', () => {
    for (const q of ['Can I play a reaction in my channel phase?', "Pendant la phase d'action, je peux jouer deux sorts ?", 'アクション・フェイズに何回でも移動できる？'])
      expect(gameSignsIn(foldTyped(q)), q).toEqual(['rb']);
    for (const q of ['What happens in the beginning phase?', 'Can I cast a spell in the ending phase?'])
      expect(gameSignsIn(foldTyped(q)), q).toEqual([]);
  });

  it('« phase de pioche » (Riftbound’s Draw Phase) offers Riftbound entries only', () => {
    const q = 'Je peux refuser de piocher pendant ma phase de pioche ?';
    expect(games(q)).toEqual(['rb']);
  });
});
