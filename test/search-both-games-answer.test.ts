/**
 * Trust first (issue #26), trust17: a question naming no game that Magic's entries and Riftbound's part both answer
 * confidently, Riftbound's answer covering about as much of it as Magic's and tagged with the concept asked as well,
 * is claimed by two games and says nothing of which: the reply names both games instead of presenting Magic's entry
 * as the answer (rulings/trust-gates.ts bothAnswer). Naming the game gets that game's answer; a root answer tagged
 * with the concept asked against an untagged rival still stands. The questions were written for this test.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});
afterEach(() => search.setTrustGates(true));

const SPLIT = '戦闘のダメージ割り振りって、1体目に致死ダメージを置かずに2体に分けられる？';

describe('a question two games both answer', () => {
  it("answers from neither game and names both, where Magic's entry was given as the answer", () => {
    const r = search.query(SPLIT);
    expect(r.found).toBe(false);
    expect(r.hits).toEqual([]);
    expect(r.gamesInDoubt).toEqual(['mtg', 'rb']);
    search.setTrustGates(false);
    const ungated = search.query(SPLIT);
    expect(ungated.found).toBe(true);
    expect(ungated.hits[0]?.game).toBe('mtg');
  });

  it('rulebot ask tells the asker to name the game', async () => {
    const out: string[] = [];
    await main(['ask', SPLIT], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('マジック：ザ・ギャザリングとRiftbound');
    // Magic's entry is no longer the answer: it is one of the numbered choices, beside Riftbound's closest
    // (test/ruling-which-game-choices.test.ts)
    expect(text).toContain('どのゲームですか？');
    const naming = text.split('\n').filter((l) => l.includes('`mtg.') || l.includes('`rb.'));
    expect(naming.length).toBeGreaterThan(0);
    for (const line of naming) expect(line).toMatch(/^\d\. \*\*(マジック：ザ・ギャザリング|Riftbound)\*\* — /);
  });

  it('answers from the game the question names', () => {
    expect(search.query(`Riftbound: ${SPLIT}`).hits[0]?.id).toBe('rb.core.damage-assignment');
    const magic = search.query(`MTGで、${SPLIT}`);
    expect(magic.found).toBe(true);
    expect(magic.hits[0]?.game).toBe('mtg');
  });

  it("keeps Magic's answer when only Magic's is tagged with the concept asked", () => {
    const r = search.query('who decides the order when two replacement effects apply to the same event?');
    expect(r.gamesInDoubt).toBeUndefined();
    expect(r.hits[0]?.id).toBe('mtg.replacement.order');
  });
});
