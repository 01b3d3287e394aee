/**
 * A question naming a card an entry is about, and other cards only the card table knows: those names are no words
 * to cover (card-stories.ts), but they still make the question a story about several cards, not a short question
 * about the entry's card alone (rulings/search.ts candidates(): each such card counts as one term against
 * NAME_QUESTION_TERMS / TITLED_QUESTION_TERMS). Read from the reference card pool at run time; without a card table
 * nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

const kb = loadKnowledgeBase();
const STORY = "Can I aim Lightning Bolt straight at my opponent's Liliana of the Veil, or do I have to target him and redirect?";

describe.skipIf(!REFERENCE_CARDS)('a short question naming other cards the card table knows', () => {
  const index = new CardIndex(referenceTable());
  const search = new RulingsSearch(kb);
  search.useCardNames(new TableCardNames(index));

  it('does not answer a Bolt-at-a-planeswalker story with the entry listing Lightning Bolt among its cards', () => {
    // before: answered with confidence by mtg.core.redirect-untargeted (about spells with no target at all), its
    // coverage lifted as if the question were about Lightning Bolt alone
    const r = search.query(STORY);
    expect(r.found, STORY).toBe(false);
    expect(r.hits.map((h) => h.id)).not.toContain('mtg.core.redirect-untargeted');
    // the planeswalker rule is still among the choices offered
    expect(r.suggestions.slice(0, 3).map((h) => h.id)).toContain('mtg.core.players-not-planeswalkers');
  });
});
