/**
 * Cards in a story are called by one word of their name once they have been named in full ("Mogg Squad … the
 * Squad"), and many names spell a keyword (Squad, Awakening, Gift, Champion). That word is the card, not a question
 * about the keyword (rulings/analyse/card-shorthand.ts), and a card name's words never lift an entry through its
 * title (rulings/search.ts plan(), CARD_WORD_FIELDS). Asking about the keyword itself still reaches its entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';
import { cardShorthands } from '../rulings/analyse/card-shorthand.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

/** What the asker sees first: the answer, else the first of the closest entries offered. */
const firstShown = (r: SearchResult) => (r.found ? r.hits[0] : r.suggestions[0])?.id;
const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).map((h) => h.id);

describe('a card called by one word of its name', () => {
  it('reads "the Squad" after Mogg Squad as the card: the squad keyword is not offered for a question about dying', () => {
    const r = search.query('My Sakura-Tribe Scout blocks their Mogg Squad with four goblins out. Which one dies first, the Squad or the Scout?');
    expect(r.analysis?.cards.map((c) => c.text)).toContain('Squad');
    expect(r.analysis?.words).not.toContain('squad');
    expect(shown(r)).not.toContain('mtg.kw.squad');
  });

  it('reads "the Gift" after Gift of Immortality as the card, not the gift keyword', () => {
    const r = search.query('My Elvish Visionary wears Gift of Immortality and a board wipe kills everything. Does the Gift come back along with the elf?');
    expect(r.analysis?.words).not.toContain('gift');
    expect(firstShown(r)).not.toBe('mtg.kw.gift');
  });

  it('leaves a capitalised keyword alone when no card holding it was named before', () => {
    const r = search.query('I cast a creature with Squad and pay it twice. Are the Squad tokens copies?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.kw.squad');
  });

  it('only takes a capitalised word inside a sentence, of a name said earlier', () => {
    const named = [{ text: 'Undergrowth Champion', start: 16, end: 36, via: 'capitals' as const }];
    const q = 'I block with my Undergrowth Champion. Champion keeps its counters? does my Champion deal 3? my champion too';
    expect(cardShorthands(q, named).map((m) => [m.text, m.name])).toEqual([['Champion', 'Undergrowth Champion']]);
  });
});

describe("a card name's words and the entries' titles", () => {
  it('does not offer awaken for a story about the card Awakening of Vitu-Ghazi', () => {
    const r = search.query('My opponent casts Awakening of Vitu-Ghazi on his Forest. Can I kill the land creature with Noxious Grasp?');
    expect(firstShown(r)).not.toBe('mtg.kw.awaken');
  });

  it('still answers a question about the awaken keyword with its entry', () => {
    const r = search.query('How does awaken work on a land I already control?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.kw.awaken');
  });
});
