/**
 * Riftbound keywords that are also everyday or Magic words (Tank, Shield, Temporary, Vision, Mighty; Core Rules
 * 2025-06-02, 706–711, 726–729) read as concepts only when said as a unit's keyword, and the entries about them
 * tagged with them; the final point (632.1.b), relevant players (528–531), the Chosen Champion (107.2), and the 2v2 mode (648) likewise; French "cacher une carte" read as Riftbound's Hidden.
 * Questions written for this test, in our own words, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a Riftbound keyword named as a unit has it gets the keyword entry, not the broader rule', () => {
  it.each([
    ['Riftbound: my opponent has a Tank unit and another unit at the battlefield. Must I assign lethal damage to the Tank unit first?', 'rb.keyword.tank'],
    ['My opponent defends with two tanks, which one gets my combat damage first?', 'rb.keyword.tank'],
    ['タンクを持つユニットがいるとき、戦闘ダメージはどう割り振る？', 'rb.keyword.tank'],
    ['Does a unit with Shield 2 get the bonus when it attacks, or only while defending?', 'rb.keyword.shield'],
    ['My unit is at 4 might and gets +1 from a spell. Does it become Mighty right then?', 'rb.core.mighty'],
    ['Do temporary units die before I score my hold point?', 'rb.keyword.temporary'],
  ])('%s → %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('reads the keyword concepts in all three languages, and never a bare everyday word', () => {
    expect(search.analyse('my opponent has two tanks at that battlefield').concepts).toContain('tank');
    expect(search.analyse('タンクの効果は？').concepts).toContain('tank');
    expect(search.analyse('une unité avec tank prend les dégâts en premier ?').concepts).toContain('tank');
    expect(search.analyse('does a unit with shield 2 keep it when attacking?').concepts).toContain('shield');
    expect(search.analyse('シールドは攻撃中も有効？').concepts).toContain('shield');
    expect(search.analyse('テンポラリのユニットはいつ死ぬ？').concepts).toContain('temporary');
    expect(search.analyse('ビジョンの効果は？').concepts).toContain('vision');
    expect(search.analyse('is a 5 might unit mighty?').concepts).toContain('mighty');
    expect(search.analyse('why did I draw instead of scoring my final point?').concepts).toContain('final-point');
    // slow play at a Magic table, a temporary effect, a shield counter: not Riftbound's keywords
    expect(search.analyse('my opponent tanked for five minutes, is that slow play?').concepts).not.toContain('tank');
    expect(search.analyse('is a temporary effect still active after the turn ends?').concepts).not.toContain('temporary');
    expect(search.analyse('what does a shield counter do?').concepts).not.toContain('shield');
  });
});

describe('French hiding is a Riftbound word', () => {
  it('"cacher une carte sur un champ de bataille" is answered from Riftbound, not with Magic zones', () => {
    const r = expectAnswered(search, 'Est-ce que je peux cacher une carte sur un champ de bataille que je ne contrôle pas ?', 'rb.core.hidden-lost');
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it('Magic\'s face-down creatures stay Magic\'s', () => {
    const r = search.query('Une créature face cachée avec la mue, est-ce que je peux la retourner pendant le tour adverse ?');
    expect([...r.hits, ...r.suggestions].every((h) => h.game !== 'rb')).toBe(true);
  });
});

describe('Riftbound notions read as concepts answer from their own entry', () => {
  it.each([
    ['In a 3-player game, if two players are in a showdown, is the third player a relevant player who can act?', 'rb.core.relevant-players'],
    ['Can I invite another player into the showdown?', 'rb.core.relevant-players'],
    ['If my chosen champion dies, does it go back to the champion zone?', 'rb.core.chosen-champion'],
    ['チャンピオン・ゾーンの選ばれしチャンピオンはいつでもプレイできる？', 'rb.core.chosen-champion'],
    ['Mon champion choisi est détruit : revient-il dans la zone du champion ?', 'rb.core.chosen-champion'],
    ["In 2v2, can I play spells during my partner's turn?", 'rb.core.mode-2v2'],
    ['En 2v2, je peux jouer des sorts pendant le tour de mon partenaire ?', 'rb.core.mode-2v2'],
  ])('%s → %s', (question, id) => {
    const r = expectAnswered(search, question, id);
    expect(r.hits.every((h) => h.game === 'rb')).toBe(true);
  });

  it("Magic's Two-Headed Giant teammate is not read as Riftbound's 2v2", () => {
    expect(search.analyse("in two-headed giant, can my teammate block for me?").concepts).not.toContain('two-v-two');
  });
});
