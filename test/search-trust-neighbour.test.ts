import { describe, expect, it } from 'vitest';
import { closeNeighbour } from '../rulings/trust-gates.ts';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a close neighbour in a part of its own is offered, not overruled (trust-gates closeNeighbour)', () => {
  it('a Riftbound question two timing entries cover alike is "not sure", both offered', () => {
    // Spell speed (Action) and the turn's states (showdown open or closed) both cover it, neither clearly more.
    const r = expectOffered(search, "Pendant un affrontement, est-ce que je peux jouer un sort normal qui n'a ni Action ni Réaction ?", 'rb.keyword.action');
    expect(r.match).toBe('unsure');
    expect(r.suggestions.map((h) => h.id)).toContain('rb.core.turn-states');
  });

  it('the same question whose first entry leads clearly in score is still answered', () => {
    expectAnswered(search, 'ショーダウン中に、アクションもリアクションも持ってない普通のスペルを使える？', 'rb.keyword.action');
  });

  it('reads coverage and score together', () => {
    expect(closeNeighbour({ score: 10, coverage: 0.72 }, { score: 9, coverage: 0.82 })).toBe(true);
    expect(closeNeighbour({ score: 10, coverage: 0.72 }, { score: 9, coverage: 0.6 })).toBe(false);
    expect(closeNeighbour({ score: 13, coverage: 0.72 }, { score: 10, coverage: 0.8 })).toBe(false);
    expect(closeNeighbour({ score: 10, coverage: 0.72 }, undefined)).toBe(false);
  });
});
