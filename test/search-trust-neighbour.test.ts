import { afterEach, describe, expect, it } from 'vitest';
import { kbSearch } from './helpers/ask.ts';
import { closeNeighbour, confidentInDoubt } from '../rulings/trust-gates.ts';

describe('a close neighbour in the policy part is offered, not overruled (trust-gates closeNeighbour)', () => {
  it('reads coverage and score together, on questions long enough to have neighbours', () => {
    expect(closeNeighbour({ score: 10, coverage: 0.72 }, { score: 9, coverage: 0.82 }, 7, 90)).toBe(true);
    expect(closeNeighbour({ score: 10, coverage: 0.72 }, { score: 9, coverage: 0.6 }, 7, 90)).toBe(false);
    expect(closeNeighbour({ score: 13, coverage: 0.72 }, { score: 10, coverage: 0.8 }, 7, 90)).toBe(false);
    expect(closeNeighbour({ score: 10, coverage: 0.72 }, undefined, 7, 90)).toBe(false);
    // a short question: two entries covering all its words is the rule there, the score decides
    expect(closeNeighbour({ score: 10, coverage: 1 }, { score: 9, coverage: 1 }, 2, 25)).toBe(false);
    expect(closeNeighbour({ score: 10, coverage: 0.72 }, { score: 9, coverage: 0.82 }, 7, 40)).toBe(false);
  });
});

describe("a confident root answer that does not clearly win over another game's close entry (confidentInDoubt)", () => {
  it('names both games when the root covers under the bar and the part covers about as much', () => {
    expect(confidentInDoubt({ game: 'mtg', coverage: 0.6 }, [{ game: 'rb', lean: 0, closest: { coverage: 0.55 } }])).toEqual(['mtg', 'rb']);
    expect(confidentInDoubt({ game: 'mtg', coverage: 0.6 }, [{ game: 'rb', lean: 0, closest: { coverage: 0.8 } }])).toEqual(['mtg', 'rb']);
  });
  it('keeps the answer when the root covers the question well, the part is far, or the words lean away from the part', () => {
    expect(confidentInDoubt({ game: 'mtg', coverage: 0.9 }, [{ game: 'rb', lean: 0, closest: { coverage: 0.9 } }])).toBeUndefined();
    expect(confidentInDoubt({ game: 'mtg', coverage: 0.6 }, [{ game: 'rb', lean: 0, closest: { coverage: 0.45 } }])).toBeUndefined();
    expect(confidentInDoubt({ game: 'mtg', coverage: 0.6 }, [{ game: 'rb', lean: -3, closest: { coverage: 0.7 } }])).toBeUndefined();
  });
});

describe('a question naming no game that Magic answers only weakly while a Riftbound entry is as close', () => {
  const search = kbSearch();
  afterEach(() => search.setTrustGates(true));
  const BOTH_LOSE = 'If a card says target opponent loses and you lose too, in a two player game is that a draw?';

  it("is not answered from Magic: the reply names both games and offers neither game's entries", () => {
    const r = search.query(BOTH_LOSE);
    expect(r.found).toBe(false);
    expect(r.suggestions).toEqual([]);
    expect(r.gamesInDoubt).toEqual(['mtg', 'rb']);
    // without the trust gates Magic's closest entry was given as the answer
    search.setTrustGates(false);
    expect(search.query(BOTH_LOSE).found).toBe(true);
  });

  it('is answered once the question says which game', () => {
    const r = search.query(`In Magic: ${BOTH_LOSE}`);
    expect(r.gamesInDoubt).toBeUndefined();
    expect([...r.hits, ...r.suggestions].every((h) => h.game === 'mtg')).toBe(true);
  });
});
