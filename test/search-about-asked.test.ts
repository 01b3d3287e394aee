/**
 * A question naming no card, under the coverage bar, whose asking sentence names every concept its first entry is
 * about (title and tags), that entry a little ahead of the runner-up (rulings/asked-held.ts aboutAsked()): the user
 * sees the answer, not "not sure". When the concept is only in the story before the asking sentence, the reply stays
 * "not sure" with its choices.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tracedPaths, tracePaths } from '../rulings/answer-path.ts';
import { ABOUT_ASKED_LEAD, aboutAsked } from '../rulings/asked-held.ts';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => tracePaths(false));

/** Whether the reply to `q` went through the about-asked promotion. */
function promoted(q: string): boolean {
  tracePaths(true);
  search.query(q);
  return tracedPaths().some((t) => t.includes(':about-asked:'));
}

describe('a question asking only what its first entry is about is answered', () => {
  it.each([
    "I just opened my first saga and I'm lost: when do its chapters trigger, and when does the enchantment leave?",
    "J'ai ouvert ma première saga et je suis perdu : quand est-ce que les chapitres se déclenchent et quand est-ce qu'elle part ?",
  ])('answers %s with the Sagas entry', (q) => {
    expectAnswered(search, q, 'mtg.core.sagas');
    expect(promoted(q)).toBe(true);
  });
});

describe('a concept named only in the story does not answer', () => {
  it('offers choices when hexproof is in the story and the question asks about the other target', () => {
    const q = '私の呪文でAとBを対象にしたら相手がAに呪禁を与えた。Bへの分はちゃんと入る？';
    const r = expectOffered(search, q, 'mtg.kw.hexproof');
    expect(r.match).toBe('unsure');
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.core.partial-targets');
    expect(promoted(q)).toBe(false);
  });
});

describe('aboutAsked()', () => {
  const asked = new Set(['c:saga', 'c:trigger']);
  it('needs no card, the lead, and every title concept asked', () => {
    expect(aboutAsked({ cards: 0, titleConcepts: new Set(['c:saga']), asked, lead: ABOUT_ASKED_LEAD })).toBe(true);
    expect(aboutAsked({ cards: 1, titleConcepts: new Set(['c:saga']), asked, lead: 2 })).toBe(false);
    expect(aboutAsked({ cards: 0, titleConcepts: new Set(['c:saga']), asked, lead: 1.1 })).toBe(false);
    expect(aboutAsked({ cards: 0, titleConcepts: new Set(['c:saga', 'c:read-ahead']), asked, lead: 2 })).toBe(false);
    expect(aboutAsked({ cards: 0, titleConcepts: new Set(), asked, lead: 2 })).toBe(false);
  });
});
