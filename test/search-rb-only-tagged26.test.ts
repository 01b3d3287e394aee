/**
 * In Riftbound's part, a "not sure" whose first entry is tagged with the concept asked while the runner-up is not
 * (rb26, 2026-11-29): the entries sharing the game's everyday words (unit, chain, battlefield) ranked close behind,
 * and the tag is what says which one the question is about. Such a first entry, covering what the honest middle
 * would offer, is now the answer (a promotion: a game in doubt still outranks it). A part's answer standing only on a
 * promotion no longer takes the place of the root's own answer through the words' lean: a Magic story that shares
 * Riftbound's words keeps Magic's answer. Questions written for this test, in our own words.
 */
import { describe, expect, it } from 'vitest';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe("Riftbound's part: the only tagged entry among the first two answers (rb26)", () => {
  it.each([
    ['My unit has a buff and some damage. If I spend the buff to pay for a spell, can the unit die before the spell resolves?', 'rb.core.buff'],
    ['Once everyone passes, does the whole chain resolve at once or can reactions be added between items?', 'rb.core.chain'],
    ["Une unité avec Tank oblige-t-elle l'adversaire à attaquer son champ de bataille ?", 'rb.keyword.tank'],
  ])('%s → answered with %s', (q, id) => {
    const r = search.query(q);
    expect({ found: r.found, match: r.match, first: r.hits[0]?.id }, q).toEqual({ found: true, match: 'answer', first: id });
  });

  it("a Magic story sharing Riftbound's words (tokens, attack, triggers) keeps Magic's answer", () => {
    const q = 'I control Basri Ket and a creature whose attack trigger targets a token. I -2 Basri and attack: can I order things so the tokens exist before I pick the target?';
    const r = search.query(q);
    expect({ found: r.found, first: r.hits[0]?.id }, q).toEqual({ found: true, first: 'mtg.core.choosing-targets' });
    expect([...r.hits, ...r.suggestions].every((h) => h.game === 'mtg'), q).toBe(true);
  });
});
