/**
 * A card whose text exiles "until this leaves the battlefield" (or returns "the exiled card" when it leaves) leans a
 * story naming it toward the rule of such exiles (rulings/cards/card-concepts.ts, the exile-until shape: mtg.core.exile-until,
 * 610.3 / 607.2a), and a card that exiles then returns toward the new-object rule. Read from the reference card pool
 * at run time; without a card table nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

const kb = loadKnowledgeBase();
const STORY = 'My Banisher Priest took his Tarmogoyf away. If he kills the Priest with a Lightning Bolt, when does the Goyf come back?';

describe.skipIf(!REFERENCE_CARDS)('a card that exiles until it leaves the battlefield', () => {
  const index = new CardIndex(referenceTable());
  const search = new RulingsSearch(kb);
  search.useCardNames(new TableCardNames(index));

  it('offers the exile-until rule first for a story about killing Banisher Priest', () => {
    // before: "not sure", offering ward and hexproof-from first and the exile-until rule third
    const r = search.query(STORY);
    expect({ found: r.found, first: (r.found ? r.hits[0] : r.suggestions[0])?.id }, STORY).toEqual({ found: false, first: 'mtg.core.exile-until' });
  });

  it("reads the card's exile-until shape as leaving the battlefield, and exile-then-return as a new object", () => {
    expect(search.analyse(STORY).hints).toContain('leaves');
    expect(search.analyse('My Spell Queller got killed. What now?').hints).toContain('leaves');
    // Cloudshift: "Exile target creature you control, then return that card to the battlefield under your control."
    expect(search.analyse('I Cloudshift my creature. What happens to its counters?').hints).toContain('new-object');
    // a card that only leaves the battlefield somewhere in its text leans nowhere
    expect(search.analyse('I sacrifice my Sakura-Tribe Elder. What happens?').hints).not.toContain('leaves');
  });

  it('changes nothing without a card table', () => {
    expect(new RulingsSearch(kb).analyse(STORY).hints).toEqual([]);
  });
});
