/**
 * Riftbound questions in players' ja/fr words: whether targets or the cost come first when playing a card (Core
 * Rules 2025-06-02, 559–561: choices, then the total cost, then paying) and the French for the standard move
 * ("bouger", « déplacement normal »).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});
const top = (q: string) => {
  const r = search.query(q, {});
  return r.found ? r.hits[0]!.id : null;
};

describe('Riftbound: targets before costs, and the standard move in French', () => {
  it('answers "targets or cost first?" with the steps of playing a card, not with "a cost is not a target"', () => {
    expect(top('Dans Riftbound, on choisit les cibles avant ou après avoir payé le coût ?')).toBe('rb.core.play-process');
    const e = loadKnowledgeBase().byId.get('rb.core.play-process')!;
    expect(e.answer.fr).toMatch(/cibles viennent donc d'abord/);
    expect(e.answer.ja).toMatch(/対象が先/);
  });

  it('reads "bouger" as the standard move', () => {
    expect(top('Je peux bouger mon unité de ma base vers un champ de bataille quand je veux ?')).toBe('rb.core.standard-move');
  });
});
