/**
 * Questions naming cards the card table knows (issue #24), read from the reference card pool at run time: a card's
 * name is not a word the answer must cover, so what a story naming several cards leaves is short, and a generic
 * entry sharing it is not the answer on coverage alone (rulings/card-stories.ts); a one-word card named after its own
 * type ("a Forest", "an Island") is still that type word (rulings/cards/type-names.ts).
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { namesOwnType } from '../rulings/cards/type-names.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

const kb = loadKnowledgeBase();

describe.skipIf(!REFERENCE_CARDS)('questions naming cards the card table knows', () => {
  const index = new CardIndex(referenceTable());
  const search = new RulingsSearch(kb);
  search.useCardNames(new TableCardNames(index));

  it('reads a basic land\'s name as its land type, a two-word name or a short form as a card', () => {
    expect(namesOwnType(index.get('Island')!.card, 'Island')).toBe(true);
    expect(namesOwnType(index.get('Dryad Arbor')!.card, 'Dryad Arbor')).toBe(false);
    // "the Birds" said again for Birds of Paradise (a Bird) is the card
    expect(namesOwnType(index.get('Birds of Paradise')!.card, 'Birds')).toBe(false);
    const read = search.analyse('Does my Dryad Arbor count as a Forest for my Spreading Seas when I make it an Island?');
    expect(read.words).toEqual(expect.arrayContaining(['forest', 'island']));
    expect(read.words).not.toContain('arbor');
  });

  it('reads what the question asks that a named card\'s text does as an echo, keywords and generic concepts alike', () => {
    // Thorn Elemental's text is about damage dealt as though it weren't blocked: the question asks exactly that
    expect(search.analyse('My Thorn Elemental got blocked. Can I still have it deal its damage to the player as though it weren\'t blocked?').echoes).toContain('unblocked');
    // trample is asked and on the card: an echo, not a hint (a hint is what the card does that the question does not say)
    const read = search.analyse('Does trample on my Carnage Tyrant let damage through a chump blocker?');
    expect(read.echoes).toContain('trample');
    expect(read.hints).not.toContain('trample');
    // nothing to echo without a card the table knows
    expect(new RulingsSearch(kb).analyse('Does trample on my Carnage Tyrant let damage through a chump blocker?').echoes).toEqual([]);
  });

  it('answers a land-type question that names the land types as cards with the land-types entry', () => {
    const question = 'Does my Dryad Arbor count as a Forest for my Spreading Seas when I make it an Island?';
    const r = search.query(question);
    expect({ found: r.found, first: r.hits[0]?.id }, question).toEqual({ found: true, first: 'mtg.core.land-types' });
  });

  it('offers the fizzle entry, not a confident answer, when a target is sacrificed in response in a card story', () => {
    const question = 'Can I respond to my opponent\'s Swords to Plowshares on my Tarmogoyf by sacrificing it to Carrion Feeder so he gains no life?';
    const r = search.query(question);
    expect(r.found, question).toBe(false);
    expect(r.suggestions.map((h) => h.id), question).toContain('mtg.core.fizzle');
    // before: answered with the characteristic-defining abilities entry (Tarmogoyf's power), which is not the question
    expect(r.hits.map((h) => h.id)).not.toContain('mtg.core.cda');
  });
});
