/**
 * What a named card's text does, read as the rule a question about it reaches (issue #24, "cards mean what their
 * text says"): a card whose text takes abilities away (Dress Down, Ichthyomorphosis: "lose all abilities", the
 * lexicon's lose-abilities concept, read from questions too), a card forcing attacks ("attack Gideon Jura if able":
 * must-attack) or blocks ("blocks each combat if able", Lure's "able to block … do so": block-requirement). Those are
 * hints (rulings/cards/card-concepts.ts): they lean the ranking, never make an answer confident alone. What the user
 * sees: the reply's first hit, else its first "not sure" choice, with a small card table (a few cards of the
 * reference pool, read at run time) and without one.
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

describe('a question saying a creature lost its abilities, without a card table', () => {
  it('reads the concept in English, French and Japanese', () => {
    expect(plain.analyse('my god lost all abilities from an aura, is it still indestructible?').concepts).toContain('lose-abilities');
    expect(plain.analyse('Ma créature a perdu toutes ses capacités, est-elle encore indestructible ?').concepts).toContain('lose-abilities');
    expect(plain.analyse('能力を失ったクリーチャーは破壊不能のまま？').concepts).toContain('lose-abilities');
  });

  it('answers from the entry on what "loses all abilities" leaves', () => {
    for (const question of ['my god lost all abilities from an aura, is it still indestructible?', 'Ma créature a perdu toutes ses capacités, est-elle encore indestructible ?']) {
      const r = plain.query(question);
      expect(r.found, question).toBe(true);
      expect(r.hits[0]?.id, question).toBe('mtg.core.lose-all-abilities');
    }
  });

  it('reads no hints from card names it cannot look up', () => {
    expect(plain.analyse('His Gideon Jura used its +2 on me last turn. Do my creatures have to attack it?').hints).toEqual([]);
  });
});

describe.skipIf(!REFERENCE_CARDS)('card stories whose cards take abilities away or force attacks and blocks, with a small card table', () => {
  const pool = referenceTable();
  const names = new Set(['Dress Down', 'Esper Sentinel', 'Ichthyomorphosis', 'Gideon Jura', 'Lure', 'Golgari Decoy', 'Serra Angel']);
  const small = { ...pool, cards: pool.cards.filter((c) => names.has(c.name)) };
  const search = new RulingsSearch(kb);
  search.setTrustGates(true);
  search.useCardNames(new TableCardNames(new CardIndex(small)));

  it('the small table knows the cards', () => {
    expect(small.cards.map((c) => c.name).sort()).toEqual([...names].sort());
  });

  it('reads what each card\'s text does', () => {
    expect(search.analyse('He cast Ichthyomorphosis on my Serra Angel. What does my Angel keep?').hints).toContain('lose-abilities');
    expect(search.analyse('What does Dress Down do to my creatures?').hints).toContain('lose-abilities');
    expect(search.analyse('His Gideon Jura used its +2 on me last turn. What now?').hints).toContain('must-attack');
    expect(search.analyse('My opponent attacks with Golgari Decoy. What now?').hints).toContain('block-requirement');
    expect(search.analyse('My opponent attacks with a creature wearing Lure. What now?').hints).toContain('block-requirement');
  });

  it('an enchantress-like trigger against a spell that takes abilities away: the cast-trigger entry is shown first', () => {
    const question = 'My opponent has Esper Sentinel. I cast Dress Down as my first noncreature spell of the turn. Does he still get the Sentinel\'s trigger?';
    expect(firstShown(search.query(question)), question).toBe('mtg.core.cast-triggers');
  });

  it('an Aura that takes abilities away asked as "what does it keep": the lose-all-abilities entry is shown first', () => {
    const question = 'He cast Ichthyomorphosis on my Serra Angel. What does my Angel keep?';
    const r = search.query(question);
    expect(firstShown(r), question).toBe('mtg.core.lose-all-abilities');
  });

  it('never answers a forced-attack story with confidence from an unrelated entry', () => {
    const question = "My opponent's Gideon Jura used his +2 last turn, and I Dreadbore'd Gideon in my first main phase. Can my creatures now attack my opponent?";
    const r = search.query(question);
    if (r.found) expect(r.hits[0]?.id, question).toMatch(/^mtg\.combat\./);
  });
});
