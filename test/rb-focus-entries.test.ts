/**
 * rbcontent11's focused Riftbound entries (rulings/rb/core-privacy-focus.yaml, core-pending-focus.yaml) and the
 * entries made to say their answer plainly (discard-reveal, deathknell): a player's question on one of those topics,
 * in words none of the entries' example questions use, is answered by that entry; a Magic tournament question about
 * seeing an opponent's hand keeps its Magic answer instead of Riftbound's privacy entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

describe('a Riftbound question on one focused topic is answered by its entry', () => {
  it.each([
    ['Riftbound: my opponent wants to know how many cards are in my hand. Am I obliged to say?', 'rb.core.privacy'],
    ['Can I look at the card I hid facedown at a battlefield again on a later turn?', 'rb.core.privacy'],
    ['相手がバニッシュしたカードを確認してもいい？', 'rb.core.privacy'],
    ['2つのバトルフィールドで戦闘が保留になったら、どちらから解決する？', 'rb.core.pending-fights'],
    ["Riftbound: I get to discard a card to an effect, does the discarded card's text do anything?", 'rb.core.discard-reveal'],
    ['Does Deathknell work on a Recruit token that dies in combat?', 'rb.keyword.deathknell'],
  ])('%s → %s', (question, id) => {
    const r = search.query(question);
    expect(r.match).toBe('answer');
    expect(r.hits[0]!.id).toBe(id);
    expect(r.hits[0]!.entry?.citations.some((c) => c.source === 'rb-cr')).toBe(true);
  });
});

describe("another game's question stays with its game", () => {
  it("seeing a Magic opponent's badly held hand gets the tournament rule, not Riftbound's privacy entry", () => {
    const r = search.query('my opp holds his hand really low and tilted, I can see 2 of his cards every time he draws. do I have to tell him or can I just use that info?');
    expect([...r.hits, ...r.suggestions].map((h) => h.id)).not.toContain('rb.core.privacy');
  });
});
