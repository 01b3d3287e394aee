/**
 * mtg.card.urzas-saga: Urza's Saga stays while its chapter III ability is on the stack (714.4), that ability
 * resolves even if the Saga is gone (113.7a), and its search needs a mana cost of {0} or {1}, which a card with no
 * mana cost lacks (202.1b). Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.card.urzas-saga';

describe('Urza\'s Saga: chapter III, the Saga leaving, and what it can find', () => {
  it.each([
    'they Ghost Quarter my Urza\'s Saga while chapter III is on the stack. do I still get to search for my artifact?',
    'can I still make a Construct with Urza\'s Saga after chapter III triggers, before it goes away?',
    'does Urza\'s Saga chapter III find an artifact land? it has mana value 0',
  ])('%s → answered with the Urza\'s Saga entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('a question about Sagas in general still gets the Sagas entry', () => {
    expectAnswered(search, 'how do Sagas work? when do the chapters trigger and when is the Saga sacrificed?', 'mtg.core.sagas');
  });

  it('a policy question about the card is not answered with it: not sure, the MTR communication entry offered first', () => {
    const r = search.query("my opponent won't tell me how many lore counters are on his Urza's Saga, is that free information?");
    expect({ found: r.found, first: r.suggestions[0]?.id }).toEqual({ found: false, first: 'mtg.policy.mtr.communication' });
  });

  it('the reply says the Saga waits for its chapter ability, and why a card with no mana cost is not found', () => {
    expect(entryAnswer(ID, 'en')).toMatch(/hasn't left the stack: only then does the state-based action of 714\.4/);
    expect(entryAnswer(ID, 'en')).toMatch(/has none to match \(202\.1b\)/);
    expect(entryAnswer(ID, 'ja')).toMatch(/714\.4の状況起因処理/);
    expect(entryAnswer(ID, 'fr')).toMatch(/714\.4\s+impose son sacrifice/);
    expect(entryAnswer(ID, 'fr')).toMatch(/n'en a aucun qui\s+corresponde \(202\.1b\)/);
  });
});
