/**
 * Trust first (issue #25): an infraction scoring just above a neighbouring one, with nothing in the question telling
 * them apart (no situation the answer is tagged with, neither named by its abbreviation), is offered beside it as
 * "not sure" choices instead of being named as the answer (rulings/policy-story.ts tooCloseToNeighbour). A question
 * that does tell them apart keeps its answer. The questions were written for this test, not taken from the sets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { contradictsSituation } from '../rulings/policy-story.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => search.setTrustGates(true));

const FACE_UP = "Comp REL: a player shuffles his library face up while searching and sees the cards. What's the infraction?";

describe('two neighbouring infractions that the question does not tell apart', () => {
  it('are both offered as "not sure" choices, not one named as the answer', () => {
    const r = search.query(FACE_UP);
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.suggestions.slice(0, 2).map((h) => h.id)).toEqual(['mtg.policy.ipg.insufficient-shuffling', 'mtg.policy.ipg.looking-at-extra-cards']);
    // without the gate the closer one was named with confidence
    search.setTrustGates(false);
    expectAnswered(search, FACE_UP, 'mtg.policy.ipg.insufficient-shuffling');
  });

  it('rulebot ask says so in the reply and lists both, exit 1', async () => {
    const out: string[] = [];
    const code = await main(['ask', FACE_UP], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('Not sure — these look closest');
    expect(text).toContain('1. Insufficient Shuffling (IPG 3.9)');
    expect(text).toContain('2. Looking at Extra Cards (IPG 2.2)');
    expect(code).toBe(1);
  });
});

describe('a question that tells the neighbours apart keeps its answer', () => {
  it.each([
    // the situation the answer is tagged with (a card seen that should not have been)
    ['PPTQ: my opponent revealed one card too many from the top of his library when resolving a spell. Infraction?', 'mtg.policy.ipg.looking-at-extra-cards'],
    // the infractions named by their abbreviations
    ['GRV or HCE? at comp my opponent forgot his draw and noticed when he played a land', 'mtg.policy.ipg.game-rule-violation'],
    // a clear lead
    ['Competitive REL: my opponent forgot to draw for the turn and noticed a moment later while playing his land. What do we do?', 'mtg.policy.ipg.game-rule-violation'],
  ])('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });
});

describe('a procedure section tagged with another situation than the one told', () => {
  it('is contradicted when the procedure tagged with the told situation is close (End of Match for an intentional draw)', () => {
    const kb = loadKnowledgeBase();
    const hit = (id: string) => ({ id, entry: kb.byId.get(id)! });
    const ranked = [hit('mtg.policy.mtr.end-of-match'), hit('mtg.policy.mtr.concede-draw')];
    // the story tells an intentional draw: End of Match (time called) names a neighbour's situation
    expect(contradictsSituation(ranked, ranked, ['intentional-draw'], kb)).toBe(true);
    // it tells time called: End of Match is the entry for it
    expect(contradictsSituation(ranked, ranked, ['time-called'], kb)).toBe(false);
  });
});

describe('an infraction backed by what its REL counterpart is about', () => {
  it("answers a drawn extra card with Hidden Card Error, though only the JAR's fix is tagged with it", () => {
    // Mulligan Procedure Error scores within 1.7× of it; the JAR's Extra Cards (Hidden Card Error's counterpart at
    // Regular REL) is tagged with the card drawn, which tells the situation (rulings/policy-story.ts tooCloseToNeighbour).
    expectAnswered(search, "At competitive my opponent accidentally drew an extra card off a cantrip. What's the penalty?", 'mtg.policy.ipg.hidden-card-error');
  });
});
