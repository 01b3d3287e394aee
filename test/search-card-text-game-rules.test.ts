/**
 * A Magic card's rules text is read as the game-rules concepts it does (rulings/cards/card-concepts.ts, issue #24),
 * never as tournament policy or another game's rules: Drain Life's "life total" is not the policy's life-total
 * tracking (status-information), nothing Gideon, Ally of Zendikar does is time being called in a round, a Magic
 * card saying "chain" or "banish" is not Riftbound. Those readings were hints leaning a card story toward entries it never
 * asks about (rulings/analyse/question.ts cardTextReader, CARD_TEXT_OFF_AREAS). What the user sees: a card story
 * naming such a card is answered, or offered choices, from the game rules, never from the tournament rules — with a
 * small card table (a few cards of the reference pool) and without one. The card data is read at run time.
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

/** Concepts of the tournament-policy lexicon and Riftbound's that Magic card text happens to contain words of. */
const OFF_GAME_RULES = ['status-information', 'time-called', 'hidden-card-error', 'harassment', 'chain', 'banish', 'rune', 'assault'];

/** Everything the user is shown: the answer's hits, else the "not sure" choices. */
const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).map((h) => h.id);

const DRAIN = 'I am at 3 life and my opponent casts Drain Life with X=6 at me. How much life does he gain?';
const GIDEON = 'His Gideon, Ally of Zendikar is a 5/5 creature this turn. Can my Quicksilver Elemental take its loyalty abilities?';

describe('card stories naming cards whose text uses tournament words, without a card table', () => {
  it('offers no tournament-policy entry for a Drain Life story', () => {
    expect(shown(plain.query(DRAIN)).filter((id) => id.startsWith('mtg.policy.'))).toEqual([]);
  });

  it('reads no hints at all without the card table', () => {
    expect(plain.analyse(DRAIN).hints).toEqual([]);
  });
});

describe.skipIf(!REFERENCE_CARDS)('card stories naming cards whose text uses tournament words, with a small card table', () => {
  const pool = referenceTable();
  const names = new Set(['Drain Life', 'Gideon, Ally of Zendikar', 'Quicksilver Elemental']);
  const small = { ...pool, cards: pool.cards.filter((c) => names.has(c.name)) };
  const search = new RulingsSearch(kb);
  search.setTrustGates(true);
  search.useCardNames(new TableCardNames(new CardIndex(small)));

  it('the small table knows the three cards', () => {
    expect(small.cards.map((c) => c.name).sort()).toEqual([...names].sort());
  });

  it('reads Drain Life as an X spell, not as a life-total tracking question', () => {
    const hints = search.analyse(DRAIN).hints;
    expect(hints).toContain('x-cost');
    expect(hints.filter((id) => OFF_GAME_RULES.includes(id))).toEqual([]);
  });

  it('reads Gideon as a planeswalker that becomes a creature, never as time being called', () => {
    const hints = search.analyse(GIDEON).hints;
    expect(hints).toContain('becomes-creature');
    expect(hints).not.toContain('time-called');
  });

  it('answers the Drain Life story with no tournament-policy entry among what is shown', () => {
    const r = search.query(DRAIN);
    expect(shown(r).length).toBeGreaterThan(0);
    expect(shown(r).filter((id) => id.startsWith('mtg.policy.'))).toEqual([]);
  });

  it('shows the loyalty-abilities entry first for the Gideon story', () => {
    expect(shown(search.query(GIDEON))[0]).toBe('mtg.core.loyalty-abilities');
  });
});
