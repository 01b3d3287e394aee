/**
 * Deflect is a Riftbound keyword no other game's rules use (Core Rules 2025-06-02, 721): an opponent choosing the
 * unit pays more power. The lexicon reads it as a concept (rulings/lexicon/rb.yaml) in English, Japanese and French,
 * so questions about what it costs meet its entry. Questions written for this test, in our own words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

describe('Riftbound Deflect', () => {
  it.each([
    ["Riftbound: my opponent's unit has Deflect 2, do I still have to pay extra if my spell hits every unit?"],
    ['Does deflect work against my own spells in Riftbound?'],
    ['ディフレクトを持つユニットを対象にするには何を追加で払う？'],
    ['Deflect 1 sur une unité adverse : je dois payer quoi en plus pour la cibler ?'],
  ])('%s → answered with rb.keyword.deflect', (question) => {
    const r = search.query(question);
    expect(r.match).toBe('answer');
    expect(r.hits[0]!.id).toBe('rb.keyword.deflect');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('reads Deflect as a concept in all three languages', () => {
    for (const q of ['what does deflect do?', 'ディフレクトって何？', 'deflect, ça fait quoi ?']) expect(search.analyse(q).concepts).toContain('deflect');
  });
});
