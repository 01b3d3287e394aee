/**
 * A card the card table knows, named in a question whose asking sentence names a rules concept of its own: the card is
 * part of the story and the entry about the concept answers; it counts only half against coverage
 * (rulings/search.ts, TABLE_CARD_EASE). A question pointing at the card's text ("…says…", "its ability") keeps the
 * full weight: that text is what no entry covers. Without a card table nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

const kb = loadKnowledgeBase();

describe.skipIf(!REFERENCE_CARDS)('a table card in a question about a rules concept', () => {
  const search = new RulingsSearch(kb);
  search.useCardNames(new TableCardNames(new CardIndex(referenceTable())));

  it('answers the concept asked when the card is only part of the story', () => {
    // before: not sure (Nantuko Shade and Shock, known only to the card table, counted as cards no entry covers)
    const question = 'My opponent attacks with Nantuko Shade and pumps it. Can I Shock it in response?';
    const r = search.query(question);
    expect({ found: r.found, first: r.hits[0]?.id }, question).toEqual({ found: true, first: 'mtg.combat.tricks-timing' });
  });

  it('stays unsure when the question points at the card text', () => {
    const question = 'My opponent attacks with Nantuko Shade and pumps it, its ability says +1/+1. Can I Shock it in response?';
    expect(search.query(question).found, question).toBe(false);
  });

  it('changes nothing without a card table', () => {
    const question = 'My opponent attacks with Nantuko Shade and pumps it. Can I Shock it in response?';
    expect(new RulingsSearch(kb).query(question).found, question).toBe(false);
  });
});
