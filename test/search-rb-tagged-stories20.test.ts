/**
 * Riftbound stories answered by the entry tagged with the concept they ask (rb20, 2026-11-29): in Riftbound's part a
 * story (100 characters or more) needed its first entry to score twice the runner-up, whose everyday words (unit,
 * battlefield, showdown) it shares; an entry tagged with the asked concept — showdown, Assault, triggered abilities —
 * now needs 1.2 times when none of the next four candidates carries that tag too (rulings/trust-gates.ts taggedPartLead). An untagged first entry still needs the full lead.
 * Questions written for this test, in our own words, not taken from the question sets. The user sees the entry as
 * the answer, from Riftbound only; or, for the untagged story, "not sure" with Riftbound's choices.
 */
import { describe, expect, it } from 'vitest';
import { STORY_CHARS, STORY_LEAD, TAGGED_PART_LEAD, TAGGED_PEERS, taggedPartLead } from '../rulings/trust-gates.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound stories with a tagged first entry (rb20)', () => {
  it.each([
    ['Showdown question: the attacker plays an action, it resolves, focus moves to me and I pass. Is the showdown over, or does the attacker get to act again?', 'rb.core.showdown'],
    ["Can I respond with a reaction when my opponent just plays a unit to their base, or only when its 'when you play me' trigger goes on the chain?", 'rb.core.triggered-abilities'],
    ['Mon unité 2 Might avec Assault 3 : en attaque elle fait 5 ? Et quand elle défend sur le champ de bataille, elle reste à 2 ?', 'rb.keyword.assault'],
    ['ショーダウンで攻撃側がアクションを使って解決し、フォーカスが私に来たのでパスした。これでショーダウンは終わる？攻撃側はまた行動できる？', 'rb.core.showdown'],
  ])('%s → answered with %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('a story whose first entry is not tagged with what it asks still needs a clear lead: "not sure", Riftbound choices', () => {
    const question = "During my opponent's showdown turn they cast an action on my unit. Can I answer it with an action of my own on top, or must I wait until it resolves?";
    expect(question.length).toBeGreaterThanOrEqual(STORY_CHARS);
    const r = search.query(question);
    expect({ found: r.found, match: r.match }).toEqual({ found: false, match: 'unsure' });
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(r.suggestions.every((h) => h.game === 'rb')).toBe(true);
  });

  it('the tagged lead sits between a tie and the story lead', () => {
    expect(TAGGED_PART_LEAD).toBeGreaterThan(1);
    expect(TAGGED_PART_LEAD).toBeLessThan(STORY_LEAD);
    expect(taggedPartLead({ score: 12 }, { score: 10 }, false)).toBe(true);
    expect(taggedPartLead({ score: 11 }, { score: 10 }, false)).toBe(false);
    expect(taggedPartLead({ score: 1 }, undefined, false)).toBe(true);
  });

  it('another tagged entry among the closest keeps the story lead', () => {
    expect(TAGGED_PEERS).toBeGreaterThan(0);
    expect(taggedPartLead({ score: 15 }, { score: 10 }, true)).toBe(false);
    expect(taggedPartLead({ score: 1 }, undefined, true)).toBe(false);
  });
});
