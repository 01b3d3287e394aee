/**
 * Card stories (issue #24): players ask with card names standing in for the rules concept ("I Bile Blight his
 * Darksteel Myr…", "I Control Magic his creature, then…"). What the user sees — the reply's first hit, or its first
 * choice when it is not sure — must be the entry about the concept the cards and the asking sentence meet on, with
 * the card table (rulings/cards/card-concepts.ts: the cards' text as hints) and without it (the question's own words,
 * rulings/analyse/card-roles.ts for staples). Never a confident answer about something else.
 * The card table is the reference pool, read at run time.
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

const kb = loadKnowledgeBase();
const plain = new RulingsSearch(kb);
plain.setTrustGates(true);

/** What the user sees first: the answer's first hit, else the first "not sure" choice. */
const firstShown = (r: SearchResult) => (r.found ? r.hits[0]?.id : r.suggestions[0]?.id);

const searches: Array<[string, RulingsSearch | undefined]> = [['without a card table', plain]];
if (REFERENCE_CARDS) {
  const withTable = new RulingsSearch(kb);
  withTable.setTrustGates(true);
  withTable.useCardNames(new TableCardNames(new CardIndex(referenceTable())));
  searches.push(['with the card table', withTable]);
}

describe.each(searches)('card stories %s', (_, search) => {
  it('a -X/-X spell on an indestructible creature asked as such: the indestructible entry answers', () => {
    const r = search!.query("I cast Bile Blight on his Darksteel Myr. Does it die even though it's indestructible?");
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.indestructible');
  });

  it('a -X/-X spell on an indestructible creature told only by card names: toughness or indestructible first, never a confident other topic', () => {
    const r = search!.query('I Bile Blight his 3/3 Darksteel Myr, does it still die?');
    if (r.found) expect(['mtg.core.zero-toughness', 'mtg.indestructible']).toContain(r.hits[0]?.id);
    else if (REFERENCE_CARDS && search !== plain) expect(['mtg.core.zero-toughness', 'mtg.indestructible']).toContain(firstShown(r));
  });

  it('a control-changing Aura destroyed: the control-change entry answers', () => {
    const r = search!.query('I take his creature with Control Magic, then he destroys my Control Magic. Who gets the creature?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.core.control-change');
  });
});

describe.skipIf(!REFERENCE_CARDS)('card stories the card text decides', () => {
  const withTable = searches[1]?.[1];
  it('a counterspell aimed at a creature that can\'t be countered: the countering entry answers', () => {
    const r = withTable!.query('Can I Counterspell his Carnage Tyrant?');
    expect(firstShown(r)).toBe('mtg.core.countering');
    expect(r.analysis?.hints).toContain('uncounterable');
  });

  it('a blocker whose own text gains life (lifelink is the card\'s, not the question\'s word): the lifelink entry answers', () => {
    const r = withTable!.query("I'm at 35 life and my Serra Ascendant blocks a Vengevine. Which creature survives?");
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.lifelink');
    expect(r.analysis?.concepts).not.toContain('lifelink');
  });

  it('three copies of a once-each-turn copier asked "how many copies": the question\'s concept leads, not the card\'s copying', () => {
    const r = withTable!.query('I control three Jin-Gitaxias, Progress Tyrant and cast Opt. How many copies do I get?');
    expect(r.found ? r.hits[0]?.id : r.suggestions[0]?.id).toBe('mtg.core.same-trigger-twice');
  });
});
