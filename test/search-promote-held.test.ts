/**
 * A story under the coverage bar is answered when its first entry holds what the question asks and the runner-up
 * does not (rulings/asked-held.ts): the user sees the answer, not "not sure". A first choice that holds no more of
 * the question than the entries behind it stays "not sure", its choices offered.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tracedPaths, tracePaths } from '../rulings/answer-path.ts';
import { askingSentenceHeld, conceptLead } from '../rulings/trust-gates.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});
afterEach(() => tracePaths(false));

/** The reply, and whether one of the two promotions answered it. */
function ask(q: string) {
  tracePaths(true);
  const r = search.query(q);
  const promoted = tracedPaths().some((t) => /:held-(?:asked|concepts):/.test(t));
  return { r, promoted };
}

describe('a story whose first entry holds what it asks is answered', () => {
  it('answers a Riftbound story about a concession with the concession entry', () => {
    // (rb17: with the concession entry's French '1v1' question, the brother's story — 'conceded … in our 1v1' — is now
    // covered enough to be answered by a clear lead; this story still reaches the entry only through the promotion.)
    const { r, promoted } = ask('Riftbound, 1v1 at my kitchen table: my friend got fed up and conceded in the middle of my turn. Do I win immediately?');
    expect(r.found).toBe(true);
    expect(r.match).toBe('answer');
    expect(r.hits[0]?.id).toBe('rb.core.concede');
    expect(promoted).toBe(true);
  });

  it('answers the same story told in French', () => {
    const { r, promoted } = ask('En 1v1 sur Riftbound, mon adversaire abandonne en plein milieu de son tour. Est-ce que je gagne tout de suite ou on finit le tour ?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('rb.core.concede');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
    expect(promoted).toBe(true);
  });
});

describe('a first choice that holds no more than the others stays "not sure"', () => {
  it('offers choices for a manland story whose first entry is about spells in the graveyard', () => {
    const { r, promoted } = ask('Last night I had a Mutavault animated and my opponent killed it with a removal spell that only hits creatures. Does it go to the graveyard as a land?');
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.suggestions[0]?.id).not.toBe('mtg.core.multiple-types');
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.core.multiple-types');
    expect(promoted).toBe(false);
  });

  it('keeps a judge call at an event with the policy choices, not a rules answer', () => {
    const { r, promoted } = ask("At the store's RCQ my opponent kept his seven, then drew a card on the play and played a land. Now he says he wanted to mulligan. Can he still take the mulligan?");
    expect(r.found).toBe(false);
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.policy.ipg.mulligan-procedure-error');
    expect(promoted).toBe(false);
  });

  it('needs the runner-up to hold fewer of the concepts, and a clear lead', () => {
    expect(conceptLead({ held: 1, runnerUpHeld: 0.5, lead: 1.5 })).toBe(true);
    expect(conceptLead({ held: 1, runnerUpHeld: 1, lead: 3 })).toBe(false);
    expect(conceptLead({ held: 0.7, runnerUpHeld: 0, lead: 3 })).toBe(false);
    expect(conceptLead({ held: 1, runnerUpHeld: 0, lead: 1.2 })).toBe(false);
  });

  it('needs nearly all of the asking sentence held and a lead on the whole question', () => {
    expect(askingSentenceHeld({ held: 0.9, coverage: 0.45, runnerUp: 0.3 })).toBe(true);
    expect(askingSentenceHeld({ held: 0.6, coverage: 0.45, runnerUp: 0.3 })).toBe(false);
    expect(askingSentenceHeld({ held: 1, coverage: 0.45, runnerUp: 0.4 })).toBe(false);
  });
});
