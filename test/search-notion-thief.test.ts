/**
 * mtg.card.notion-thief: Notion Thief's draw replacement (614.1a), applied per draw even from an empty library
 * (614.11), and two Thieves facing each other, each applying once to the same draw (614.5). Questions written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.card.notion-thief';

describe('Notion Thief takes an opponent\'s extra draws, once per draw', () => {
  it.each([
    'I have Notion Thief out and my opponent casts a spell that makes him draw three. who draws them?',
    'we both have a Notion Thief on the battlefield and my opponent cycles a card: does he draw or do I?',
  ])('%s → answered with the Notion Thief entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('the reply says each Thief applies once to the same draw, in the three languages', () => {
    expect(entryAnswer(ID, 'en')).toMatch(/may change a given draw only once \(614\.5\)/);
    expect(entryAnswer(ID, 'ja')).toMatch(/同じドローに1度しか適用できません（614\.5）/);
    expect(entryAnswer(ID, 'fr')).toMatch(/ne peut modifier une même pioche qu'une fois \(614\.5\)/);
  });
});
