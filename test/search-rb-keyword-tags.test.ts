/**
 * Riftbound entries tagged with the concept they answer (Accelerate, Core Rules 2025-06-02, 717; conceding, 651;
 * tokens, damage assignment, burn out…), and the tagged-first path open in Riftbound's own part: a question naming
 * the keyword gets the keyword's entry, not a neighbour that shares its cost or timing words.
 * Questions written for this test, in our own words, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('Riftbound keyword named in the question', () => {
  it.each([
    ['Riftbound: what exactly does Accelerate make me pay, energy or power?'],
    ['Does Accelerate let my unit move the turn I play it?'],
    ['アクセラレートを払うと、そのターンにユニットを移動できる？'],
    ['Accelerate : est-ce que mon unité peut se déplacer le tour où je la joue ?'],
  ])('%s → answered with rb.keyword.accelerate', (question) => {
    const r = expectAnswered(search, question, 'rb.keyword.accelerate');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it.each([
    ['ショーダウンで両方のプレイヤーが続けてフォーカスをパスしたら、ショーダウンは終わる？'],
    ["En showdown, si les deux joueurs passent le focus l'un après l'autre, le showdown se termine ?"],
  ])('%s → answered with rb.core.showdown (when a showdown ends), not the focus definition', (question) => {
    expectAnswered(search, question, 'rb.core.showdown');
  });

  it('reads Accelerate as a concept in all three languages', () => {
    for (const q of ['how does accelerate work?', 'アクセラレートって何？', 'accelerate, ça marche comment ?']) expect(search.analyse(q).concepts).toContain('accelerate');
  });

  it.each([
    ["Riftbound: they returned my spell's target to their hand in response. Do I still draw from my spell?"],
    ['スペルの対象が対応で手札に戻された。スペルのドローはまだ起きる？'],
    ['Riftbound : ma cible a été renvoyée en main en réponse, est-ce que mon sort me fait quand même piocher ?'],
  ])('%s → answered with rb.target.illegal-on-resolution (the rest of the spell still happens)', (question) => {
    const r = expectAnswered(search, question, 'rb.target.illegal-on-resolution');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('after the end-of-turn triggers resolve, playing more before the turn ends is the end-of-turn entry, not triggers', () => {
    expectAnswered(search, 'Riftbound: once my end-of-turn triggers are done, may I still play cards before my turn ends?', 'rb.core.action-end-phases');
  });
});
