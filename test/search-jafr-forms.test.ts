/**
 * Japanese and French forms players use, read as the concept they mean (rulings/lexicon/*.yaml), so the reply a
 * player sees points at the right entry. Each question is written in words of its own, not a studied question's.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../rulings/tokenize.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();

/** The entries a player is shown: the answer's hits, else the "not sure" suggestions. */
function shown(question: string): { match: string; ids: string[] } {
  const r = search.query(question);
  return { match: r.match, ids: (r.hits.length ? r.hits : r.suggestions).map((h) => h.id) };
}

describe('Japanese and French player forms', () => {
  it('« le temps est écoulé » is time being called: answered with the end-of-match procedure', () => {
    const r = shown('Le temps de la ronde est écoulé pendant le tour de mon adversaire, on joue encore combien de tours ?');
    expect(r.match).toBe('answer');
    expect(r.ids[0]).toBe('mtg.policy.mtr.end-of-match');
  });

  it('« prévenir l\'arbitre » is telling the judge, not damage prevention', () => {
    expect(search.analyse('Mon adversaire a oublié son déclencheur, je dois prévenir l\'arbitre ?').concepts).not.toContain('prevention');
    expect(search.analyse('Je lance un Brouillard : ça prévient les blessures de combat de ses attaquants ?').concepts).toContain('prevention');
    expect(shown('Mon adversaire a oublié son déclencheur, je dois prévenir l\'arbitre ?').ids.slice(0, 2)).toContain('mtg.policy.ipg.missed-trigger');
  });

  it('« appeler l\'arbitre » is calling a judge, « faire appel » an appeal', () => {
    expect(search.analyse('Mon adversaire a oublié de piocher, alors on a appelé l\'arbitre. Qu\'est-ce qu\'il risque ?').concepts).not.toContain('appeal');
    expect(search.analyse('Je vais appeler un juge, il a regardé ma main').concepts).not.toContain('appeal');
    expect(search.analyse('L\'arbitre m\'a mis une perte de partie, je peux faire appel ?').concepts).toContain('appeal');
  });

  it('a kanji word the segmenter keeps with its particle (時に, 後に) reads as the word alone', () => {
    expect(tokenize('クリーチャーが死んだ時に誘発する')).toEqual(tokenize('クリーチャーが死んだ時誘発する'));
    expect(tokenize('攻撃した後にブロック')).toContain('後');
    expect(tokenize('攻撃した後にブロック')).not.toContain('後に');
  });

  it('墓地に落ちる is a card going to the graveyard, not an Aura falling off', () => {
    const concepts = search.analyse('ライブラリーの上から3枚が墓地に落ちた。フラッシュバックで唱えられる？').concepts;
    expect(concepts).toContain('graveyard');
    expect(concepts).not.toContain('unattach');
  });

  it('買収 and 折半 are a prize split offered as a bribe: answered with the prize-split entry', () => {
    const r = shown('決勝の前に対戦相手から「賞品を折半しよう」と持ちかけられた。これって買収？');
    expect(r.match).toBe('answer');
    expect(r.ids).toContain('mtg.policy.mtr.bribery-prize-split');
  });

  it('« trop de cartes en main » at the end of a turn offers the maximum hand size first', () => {
    expect(shown('Il me reste trop de cartes en main à la fin de mon tour, je dois en défausser ?').ids[0]).toBe('mtg.core.hand-size');
  });
});

describe('French "must block / must attack" said as players conjugate it (je dois, ils doivent, forcé de)', () => {
  it.each([
    ['Est-ce que je dois bloquer avec ma créature ?', 'mtg.combat.block-requirements'],
    ['Avec son leurre, je suis forcé de bloquer sa créature avec toutes les miennes ?', 'mtg.combat.block-requirements'],
  ])('« %s » is answered with %s', (question, id) => {
    const r = search.query(question);
    expect({ match: r.match, first: r.hits[0]?.id }).toEqual({ match: 'answer', first: id });
  });

  it('« doivent attaquer » offers the attack requirements first, not an unrelated card', () => {
    const r = search.query("Les créatures adverses doivent attaquer à cause de mon effet, même celles qui viennent d'arriver ?");
    expect(r.found).toBe(false);
    expect(r.suggestions[0]?.id).toBe('mtg.combat.attack-requirements');
  });
});
