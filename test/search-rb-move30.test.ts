/**
 * Moving in Riftbound (Core Rules 2025-06-02, 608–615; the standard move 140): only units move, between a base and
 * the battlefields, all at once and without the chain. The lexicon's `move` concept (rulings/lexicon/rb.yaml) reads
 * the ways players say a unit is moved, in English, Japanese and French, and meets rb.core.move, which is tagged
 * with it. Magic moves Auras and counters, never a unit to a battlefield or a base, so its questions don't read it.
 * Questions written for this test, in our own words, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound: moving a unit', () => {
  it.each([
    ['Can a unit be moved to another battlefield by an effect when units of two other players are already there?'],
    ["peut-on tuer une unité pendant qu'on la déplace vers un champ de bataille ?"],
    ["on peut tuer l'unité adverse pendant qu'elle se déplace vers un champ de bataille ?"],
    ['相手のユニットがバトルフィールドへ移動している途中でキルできる？'],
  ])('%s → answered with the entry on moves (rb.core.move)', (question) => {
    const r = expectAnswered(search, question, 'rb.core.move');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('reads the forms that say a unit or a location, in each language', () => {
    expect(search.analyse('my unit was moved to another battlefield by a spell').concepts).toContain('move');
    expect(search.analyse('ユニットをベースへ移動させた').concepts).toContain('move');
    expect(search.analyse('je veux déplacer une unité adverse').concepts).toContain('move');
  });

  it('Magic questions that move Auras or counters neither read it nor leave Magic', () => {
    for (const q of ['Can I move an Aura to another creature?', 'can I move +1/+1 counters from one creature to another?']) {
      expect(search.analyse(q).concepts, q).not.toContain('move');
      const r = search.query(q);
      expect([...r.hits, ...r.suggestions].every((h) => h.game === 'mtg'), q).toBe(true);
    }
  });
});
