/**
 * What a named card's text does leans the ranking (rulings/cards/card-concepts.ts, issue #24): the card table's
 * Oracle text read as the rules concepts a question about the card may be about — keywords and ability shapes, not
 * the targets, damage and end-of-turn nearly every card says — and, in the search, an entry about one of them ranks
 * a little higher (never a word the answer must cover). Read from the reference card pool at run time.
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { rulesText } from '../rulings/cards/card-concepts.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import type { Card } from '../rulings/cards/types.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

const kb = loadKnowledgeBase();
const plain = new RulingsSearch(kb);

describe.skipIf(!REFERENCE_CARDS)('a named card\'s text as concepts', () => {
  const index = new CardIndex(referenceTable());
  const card = (name: string): Card => index.get(name)!.card;
  const withTable = new RulingsSearch(kb);
  withTable.useCardNames(new TableCardNames(index));
  // the search's own lexicon, read through the analysis (hints are what cardConcepts() gives, minus what is asked)
  const hintsOf = (question: string) => withTable.analyse(question).hints;

  it('reads keywords and ability shapes, and leaves out what nearly every card says', () => {
    expect(hintsOf('what happens if someone casts Carnage Tyrant')).toEqual(expect.arrayContaining(['uncounterable', 'trample', 'hexproof']));
    expect(hintsOf('how does Rest in Peace work')).toContain('replacement');
    expect(hintsOf('what about Fireball')).toContain('x-cost');
    expect(hintsOf('what about Enchantress\'s Presence')).toContain('cast-trigger');
    // Shock targets and deals damage: no concept a question about it leans to
    expect(hintsOf('what about Shock')).toEqual([]);
  });

  it('reads no reminder text: persist\'s parentheses restate its rule, they are not the card\'s abilities', () => {
    const finks = card('Kitchen Finks');
    expect(finks.text).toContain('-1/-1 counter');
    expect(rulesText(finks)).not.toContain('-1/-1');
    expect(hintsOf('what about Kitchen Finks')).not.toContain('minus-counter');
  });

  it('keeps a keyword players ask about and leaves out one nearly every creature has', () => {
    const hints = hintsOf('can I respond with Vendilion Clique');
    expect(hints).toContain('flash');
    expect(hints).not.toContain('flying');
  });

  it('shows the cast-trigger entry first when a countered spell is asked about with an enchantress named', () => {
    const question = 'My aura got countered. Do I still get the card from Enchantress\'s Presence?';
    const r = withTable.query(question);
    // the asking sentence names no concept of its own: what the enchantress's text does leads (search.ts HINT_SCORE)
    expect(r.found ? r.hits[0]?.id : r.suggestions[0]?.id, question).toBe('mtg.core.cast-triggers');
    // without the card table the name says nothing of what the card does
    expect(plain.query(question).suggestions.map((h) => h.id)).not.toContain('mtg.core.cast-triggers');
  });

  it('keeps the card\'s concepts hints, never concepts the question asks to be covered', () => {
    const question = 'If my opponent has Carnage Tyrant, can my Counterspell stop it?';
    const read = withTable.analyse(question);
    expect(read.hints).toContain('uncounterable');
    expect(read.concepts).not.toContain('uncounterable');
  });
});

describe('without a card table', () => {
  it('has no hints: a capitalised name is only a name', () => {
    expect(plain.analyse('what happens if someone casts Carnage Tyrant').hints).toEqual([]);
  });
});
