/**
 * Tournament-policy words (rulings/lexicon/policy.yaml) added on 2026-11-29: a drawn card not revealed in Japanese
 * (Hidden Card Error), unchecked checklists in French (substitute cards), dropping "after round N" in English and
 * French. Each reply below names the entry a judge would open. The questions were written for this test.
 */
import { describe, expect, it } from 'vitest';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('policy words read in a question and the entry that answers', () => {
  it.each([
    ['競技のイベントで、相手は公開する効果の置物があるのに、引いたカードを公開していなかった。気づいたのは次のターン。どうする？', 'hidden-card-error', 'mtg.policy.ipg.hidden-card-error'],
    ['En RCQ mon adversaire joue ses cartes double face avec des checklists non cochées. Il risque quoi ?', 'substitute-card', 'mtg.policy.mtr.substitute-cards'],
    ['My friend dropped after round 3 of the PPTQ by mistake. Can he get back in?', 'dropping', 'mtg.policy.mtr.dropping'],
    ['Mon pote a droppé après la ronde 2 du PPTQ par erreur. Il peut revenir ?', 'dropping', 'mtg.policy.mtr.dropping'],
  ])('%s → %s, %s', (question, concept, id) => {
    const r = search.query(question);
    expect(r.analysis?.concepts).toContain(concept);
    expect(r.match).toBe('answer');
    expect(r.hits[0]?.id).toBe(id);
  });
});
