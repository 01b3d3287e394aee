/**
 * Riftbound questions in the words players use (issue #26): "react" is how Riftbound players say respond (their
 * cards say Reaction), a unit or gear being played never uses the chain (Core Rules 2025-06-02, 538), a legend is not
 * a unit (167–169), Shield adds Might rather than lowering damage (726), and moving into a held battlefield starts a combat once the chain is empty (621). Each question
 * was written for this test, in our own words, not taken from the question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

describe('Riftbound questions phrased as players phrase them', () => {
  it.each([
    // "react" to a permanent being played: nothing to react to, the permanent never goes on the chain
    ['Riftbound: my opponent plays a gear, can I react before it resolves?', 'rb.core.chain-permanent'],
    ['リフトバウンドで、相手がギアをプレイしたときに対応できる？', 'rb.core.chain-permanent'],
    // …while an activated ability does use the chain: "react" there is the ability's entry, not the permanent's
    ['Riftbound: can I react when my opponent activates an ability?', 'rb.core.activated-abilities'],
    // a legend is neither a unit nor a permanent
    ['Does my Legend count as a unit in Riftbound?', 'rb.core.battlefields-legends'],
    ['Riftbound : ma légende compte comme une unité ?', 'rb.core.battlefields-legends'],
    // moving into a battlefield someone holds: when the combat starts
    ['riftbound — if my opponent moves into my battlefield, when do we fight?', 'rb.core.combat-start'],
    // Shield adds Might while defending; it does not lower the damage taken
    ['Riftbound: can my unit with Shield take less damage?', 'rb.keyword.shield'],
  ])('%s → answered with %s', (question, id) => {
    const r = search.query(question);
    expect(r.match).toBe('answer');
    expect(r.hits[0]!.id).toBe(id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('asked whether Shield works like damage prevention, the bot is not sure and offers Shield first', () => {
    const r = search.query('In Riftbound, does Shield protect my unit from damage like prevention?');
    expect(r.match).not.toBe('answer');
    expect(r.suggestions[0]!.id).toBe('rb.keyword.shield');
    expect(r.suggestions.every((h) => h.game === 'rb')).toBe(true);
  });

  it('"react" reads as responding in English, as « réagir » already did in French', () => {
    expect(search.analyse('can I react to that?').concepts).toContain('respond');
    expect(search.analyse('est-ce que je peux réagir ?').concepts).toContain('respond');
  });
});
