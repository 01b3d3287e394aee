/**
 * Tournament topics asked in players' words (issue #25): leaving an event, the standings' tiebreakers, how the board
 * is laid out, the RELs compared, checklist cards, the end-of-round turns. Each topic has an entry; these questions
 * name no infraction and no penalty, so only the policy lexicon's concepts (rulings/lexicon/policy.yaml) bring them
 * to it. A card's extra turn is not the end-of-round turns. The questions were written for this test, not taken from
 * the question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';

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
