/**
 * Several copies of a card with a triggered ability (rulings/analyse/repeated-cards.ts): "two Trepanation Blades",
 * "three Jin-Gitaxias" are about each copy's ability triggering on its own, whatever the asking sentence says. Read
 * from the reference card pool at run time (the card's text says it triggers); without a card table nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

const kb = loadKnowledgeBase();

describe.skipIf(!REFERENCE_CARDS)('several copies of a card with a triggered ability', () => {
  const index = new CardIndex(referenceTable());
  const search = new RulingsSearch(kb);
  search.useCardNames(new TableCardNames(index));

  it('answers a story about two copies of a triggering Equipment with the same-trigger-twice entry', () => {
    // before: no answer and no choice
    const question = 'His Invisible Stalker is wearing two Trepanation Blades. What happens when it attacks?';
    const r = search.query(question);
    expect({ found: r.found, first: r.hits[0]?.id }, question).toEqual({ found: true, first: 'mtg.core.same-trigger-twice' });
  });

  it('shows the same-trigger-twice entry first for three copies of a once-each-turn copier', () => {
    // before: answered with the copy-a-spell entry, which does not say each copy's "once each turn" counts apart;
    // then offered it first (not sure); since mtg.card.notion-thief (entries22) it answers with it
    const question = 'I control three Jin-Gitaxias, Progress Tyrant and cast Opt. How many copies do I get?';
    const r = search.query(question);
    expect((r.found ? r.hits[0] : r.suggestions[0])?.id, question).toBe('mtg.core.same-trigger-twice');
  });

  it('reads the count only before a card whose text triggers, and never a power/toughness', () => {
    expect(search.analyse('I control three Jin-Gitaxias, Progress Tyrant and cast Opt. How many copies do I get?').concepts).toContain('several-triggers');
    // Llanowar Elves has no triggered ability: two of them say nothing about triggers
    expect(search.analyse('I have two Llanowar Elves and cast a spell. What happens?').concepts).not.toContain('several-triggers');
    // "a 3/2 Kronch Wrangler": the 2 is its toughness, not a count
    expect(search.analyse('I control a 3/2 Kronch Wrangler and cast Turret Ogre. Does the Wrangler get its counter in time?').concepts).not.toContain('several-triggers');
  });

  it('changes nothing without a card table', () => {
    const question = 'His Invisible Stalker is wearing two Trepanation Blades. What happens when it attacks?';
    expect(new RulingsSearch(kb).analyse(question).concepts).not.toContain('several-triggers');
  });
});
