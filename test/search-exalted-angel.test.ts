/**
 * mtg.card.exalted-angel: Exalted Angel's life gain is a trigger, not lifelink (603.2, 702.15a), and doesn't target
 * (115.10a); face down it is a 2/2 with no text (702.37c, 708.2); turning it face up is a special action (116.2b,
 * 702.37e); a free cast is an alternative cost that excludes casting it face down (118.9a). Questions written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.card.exalted-angel';

describe('Exalted Angel: a life-gain trigger, and a morph turned face up as a special action', () => {
  it.each([
    'my Exalted Angel is still face down when it attacks. do I gain life from the damage?',
    'can my opponent respond when I unmorph Exalted Angel, or stop it with something that shuts off activated abilities?',
  ])('%s → answered with the Exalted Angel entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('a question naming no card about turning a morph face up does not get the Angel', () => {
    const r = search.query('is turning a morph creature face up a special action or an activated ability?');
    expect(r.hits[0]?.id).not.toBe(ID);
  });

  it('the reply says turning it face up is a special action, in the three languages', () => {
    expect(entryAnswer(ID, 'en')).toMatch(/special action you may take whenever you have priority \(116\.2b, 702\.37e\)/);
    expect(entryAnswer(ID, 'ja')).toMatch(/特別な処理です（116\.2b、702\.37e）/);
    expect(entryAnswer(ID, 'fr')).toMatch(/action spéciale possible dès que vous avez\s+la priorité \(116\.2b, 702\.37e\)/);
  });
});
