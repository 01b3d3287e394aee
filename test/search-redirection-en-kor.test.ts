/**
 * mtg.core.redirection now states the en-Kor cases: damage moved one point per activation still arrives at once, as
 * one event, on each creature it is moved to (one "prevent 1" works once there, a damage trigger sees the total), and
 * moving it from an en-Kor onto itself changes nothing. Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.core.redirection';

describe('en-Kor redirection', () => {
  it.each([
    'en-Kor redirects one damage at a time onto my other creature: is that damage dealt in several separate events?',
    'can I keep moving damage from Lancers en-Kor onto itself to make it tougher?',
  ])('%s → answered with the redirection entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('the reply states the en-Kor case in the three languages', () => {
    expect(entryAnswer(ID, 'en')).toMatch(/every point moved onto the same creature arrives there\s+together, as one event/);
    expect(entryAnswer(ID, 'ja')).toMatch(/エン＝コー/);
    expect(entryAnswer(ID, 'fr')).toMatch(/en un seul événement/);
  });
});
