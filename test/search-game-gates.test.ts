/**
 * Trust first (issues #25/#26): a question that names no game is answered from the game its words allow. "My units"
 * rules Magic out (Magic has creatures; Riftbound and Gate Ruler have units), so a Riftbound table's question that
 * no index answers is offered Riftbound's closest entries, not Magic's; a judge's or a tournament's question with no
 * Riftbound word is never offered Riftbound's entries (they are its game rules only). Each case is also asked with
 * the gates off (RulingsSearch.setTrustGates(false), the `no-trust-gates` variant of bench/questions-holdout.ts) to
 * show what they change. The questions were written for this test, not taken from the question sets.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameSignsIn } from '../rulings/game-names.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';
import { foldTyped } from '../rulings/tokenize.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});
afterEach(() => search.setTrustGates(true));

/** The games of what the reply shows: the answer's entries, or the "not sure" choices. */
const gamesShown = (r: SearchResult) => [...new Set((r.found ? r.hits : r.suggestions).map((h) => h.game))];
const policyShown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).every((h) => h.id.startsWith('mtg.policy.'));

describe('a question about units is kept out of Magic', () => {
  it.each([
    "Stormcaller's ability deals damage to one of my units before I move it to attack. Does it carry that damage into the combat?",
    "Est-ce que je peux envoyer mes unités attaquer la base de l'adversaire ?",
  ])('%s → Riftbound entries only', (question) => {
    const r = search.query(question);
    expect(r.suggestions.length + r.hits.length).toBeGreaterThan(0);
    expect(gamesShown(r)).toEqual(['rb']);
    search.setTrustGates(false);
    expect(gamesShown(search.query(question))).toContain('mtg');
  });
});

describe("a judge's or tournament question without a Riftbound word is never offered Riftbound's entries", () => {
  it("« Arbitre, j'ai pioché à mon premier tour… » gets a policy answer, not Riftbound's setup", () => {
    const question = "Arbitre, j'ai pioché à mon premier tour alors que je commençais. Que faire ?";
    const r = search.query(question);
    expect(gamesShown(r)).toEqual(['mtg']);
    expect(r.found && policyShown(r)).toBe(true);
    search.setTrustGates(false);
    expect(gamesShown(search.query(question))).toContain('rb');
  });

  it('"Last round of the tournament, we both want to draw…" offers no Riftbound entry', () => {
    const question = 'Last round of the tournament, we both want to draw but the organiser says no. Can he refuse?';
    expect(gamesShown(search.query(question))).not.toContain('rb');
    search.setTrustGates(false);
    expect(gamesShown(search.query(question))).toContain('rb');
  });

  it("a Riftbound event's name is Riftbound's own word, so its tournament questions stay Riftbound's", () => {
    expect(gameSignsIn(foldTyped('Our Summoner Skirmish had no top cut. Is that allowed?'))).toEqual(['rb']);
    expect(gamesShown(search.query('Our Summoner Skirmish had no top cut. Is that allowed?'))).toEqual(['rb']);
  });
});

describe('Riftbound words in other languages', () => {
  it('バニッシュ (banish) is a Riftbound word: a Japanese banish question gets Riftbound entries', () => {
    expect(gameSignsIn(foldTyped('バニッシュされたカードは公開情報？'))).toEqual(['rb']);
    expect(gamesShown(search.query('バニッシュされたカードは公開情報？相手も見ていいの？'))).toEqual(['rb']);
  });

  it('« équipements sur une unité » is Riftbound’s gear carried by a unit', () => {
    expect(gameSignsIn(foldTyped('Un équipement attaché à une unité, ça marche comment ?'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped("J'équipe ma créature avec l'épée"))).toEqual([]);
  });
});
