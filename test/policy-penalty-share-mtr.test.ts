/**
 * Asked for a penalty, an infraction goes before the first policy entry only when it scores close to it: 0.4× the
 * first entry's score over a JAR or IPG section, 0.6× over an MTR procedure section (rulings/policy.ts
 * penaltyShare): an infraction scoring half of the MTR section the story is about only shares a few of its words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type KnowledgeBase } from '../rulings/loader.ts';
import { confidentPolicy, penaltyShare } from '../rulings/policy.ts';
import type { Entry } from '../rulings/schema.ts';

let kb: KnowledgeBase;
beforeAll(() => {
  kb = loadKnowledgeBase();
});

const hit = (id: string, score: number, coverage = 0.3) => ({ id, score, coverage, entry: kb.byId.get(id) as Entry });
const noConcepts = { words: 12, concepts: [] as string[] };

describe('penaltyShare', () => {
  it('is 0.6 over an MTR section, 0.4 over a JAR or IPG one', () => {
    expect(penaltyShare(kb.byId.get('mtg.policy.mtr.spectators'))).toBe(0.6);
    expect(penaltyShare(kb.byId.get('mtg.policy.jar.philosophy'))).toBe(0.4);
    expect(penaltyShare(kb.byId.get('mtg.policy.ipg.applying-penalties'))).toBe(0.4);
  });
});

describe('an infraction at half the score of the first entry, asked for a penalty', () => {
  it('does not go before an MTR procedure section: the section answers', () => {
    const ranked = [hit('mtg.policy.mtr.spectators', 10), hit('mtg.policy.ipg.outside-assistance', 5)];
    const answer = confidentPolicy([], ranked, 'policy', true, kb, noConcepts);
    expect(answer?.[0]?.id).toBe('mtg.policy.mtr.spectators');
  });

  it('still goes first at 0.6× and more', () => {
    const ranked = [hit('mtg.policy.mtr.spectators', 10), hit('mtg.policy.ipg.outside-assistance', 6.5)];
    const answer = confidentPolicy([], ranked, 'policy', true, kb, noConcepts);
    expect(answer?.[0]?.id).toBe('mtg.policy.ipg.outside-assistance');
  });

  it('goes before a JAR section as before (0.4×)', () => {
    const ranked = [hit('mtg.policy.jar.philosophy', 10), hit('mtg.policy.ipg.outside-assistance', 5)];
    const answer = confidentPolicy([], ranked, 'policy', true, kb, noConcepts);
    expect(answer?.[0]?.id).toBe('mtg.policy.ipg.outside-assistance');
  });
});

