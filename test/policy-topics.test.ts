/**
 * Tournament topics asked in players' words (issue #25): leaving an event, the standings' tiebreakers, how the board
 * is laid out, the RELs compared, checklist cards, the end-of-round turns. Each topic has an entry; these questions
 * name no infraction and no penalty, so only the policy lexicon's concepts (rulings/lexicon/policy.yaml) bring them
 * to it. A card's extra turn is not the end-of-round turns. The questions were written for this test, not taken from
 * the question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { takeGameNames } from '../rulings/game-names.ts';
import { gameSignsIn } from '../rulings/game-signals.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';
import { foldTyped } from '../rulings/tokenize.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

/** What the reply shows: the answer's entries, or the "not sure" choices. */
const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).filter((h) => h.entry);

describe('a tournament topic asked without policy words gets its policy entry', () => {
  it.each([
    ['I lost my first three matches at the store qualifier. Can I drop from the tournament now, and do I keep my prize wall points?', 'mtg.policy.mtr.dropping'],
    ['3連敗したので店舗大会をドロップしたいです。黙って帰っても大丈夫？', 'mtg.policy.mtr.dropping'],
    ['How do tiebreakers work when three of us end the swiss on 12 points?', 'mtg.policy.mtr.tiebreakers'],
    ['同じ勝ち点なのに順位が下だった。オポ率ってどう計算するの？', 'mtg.policy.mtr.tiebreakers'],
    ['On finit à égalité de points : comment marchent les départages entre nous ?', 'mtg.policy.mtr.tiebreakers'],
    ['Does my opponent have to use a checklist card for his transforming creatures, or can he play the real card in opaque sleeves?', 'mtg.policy.mtr.substitute-cards'],
  ])('%s → %s', (question, id) => {
    const r = search.query(question);
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe(id);
  });

  it('a French player leaving the event is offered the dropping entry first (an answer or the closest choice)', () => {
    const r = search.query("J'ai perdu mes trois rondes, je peux quitter le tournoi sans rien dire à personne ?");
    expect(shown(r)[0]?.id).toBe('mtg.policy.mtr.dropping');
  });
});

describe('a tournament question the policy entries do not answer is offered policy entries, never another game', () => {
  it('standings asked about in French stay with Magic policy', () => {
    const r = search.query('Je suis 9e avec autant de points que le 8e, pourquoi les victoires des adversaires comptent ?');
    expect(shown(r).length).toBeGreaterThan(0);
    expect(shown(r).every((h) => h.id.startsWith('mtg.policy.'))).toBe(true);
  });
});

describe("a card's extra turn is a game rule, not the turns after time is called", () => {
  it.each([
    ['追加ターンを得るカードを唱えたら、その追加ターンにアンタップできる？'],
    ['If a spell gives me an extra turn, do I untap and draw in it?'],
  ])('%s', (question) => {
    const r = search.query(question);
    expect(shown(r).some((h) => h.id.startsWith('mtg.policy.'))).toBe(false);
  });

  it('the turns after time is called still are policy', () => {
    expect(search.query('Time was called during my turn: how many additional turns do we get?').hits[0]?.id).toBe('mtg.policy.mtr.end-of-match');
  });
});

describe('a deck short of its main cards after sideboarding is a deck problem, not a shuffling one', () => {
  it('answers Deck Problem', () => {
    const r = search.query("Round 3 game 1: I count my deck while my opponent shuffles it and it's 57 cards, I never put my main cards back after sideboarding last round. What happens?");
    expect(r.hits[0]?.id).toBe('mtg.policy.ipg.deck-problem');
  });
});

describe('Riftbound named after "vs", and its turn states, say the question is about Riftbound', () => {
  it('"Bo3 vs Bo1 in Riftbound" asks about Riftbound; "MTG vs Riftbound" compares the two', () => {
    expect(takeGameNames(foldTyped('In Bo3 vs Bo1 in Riftbound, who picks the battlefields for game 2?')).compared).toEqual([]);
    expect(takeGameNames(foldTyped('MTG vs Riftbound: which one has a stack?')).compared).toContain('rb');
  });

  it.each([['Can I play a spell in a closed state if it has no Reaction?'], ["Qu'est-ce que je peux jouer pendant un état ouvert ?"], ['What does neutral state mean?']])('%s', (q) => {
    expect(gameSignsIn(foldTyped(q))).toEqual(['rb']);
    expect(shown(search.query(q)).every((h) => h.id.startsWith('rb.'))).toBe(true);
  });
});
