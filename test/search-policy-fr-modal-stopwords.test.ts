/**
 * French forms of "can" (« peuvent », « pouvez », « pourrait »…) are function words like « peut » and « peux »: they
 * were read as search words and matched any entry whose French text says what players "peuvent" do, so a French
 * question about slow play asked with « pourrait-il » was answered "not sure". Stopwords in rulings/tokenize.ts.
 * Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../rulings/tokenize.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('French forms of pouvoir are not search words', () => {
  it.each(['peuvent', 'pouvez', 'pouvons', 'pourrait', 'pourrais', 'pourraient', 'pouvait', 'pouvais'])('%s is dropped', (word) => {
    expect(tokenize(`les joueurs ${word} piocher`)).toEqual(tokenize('les joueurs piocher'));
  });

  it('« Un arbitre pourrait-il me donner une pénalité si je joue lentement en RCQ ? » → Slow Play', () => {
    expectAnswered(search, 'Un arbitre pourrait-il me donner une pénalité si je joue lentement en RCQ ?', 'mtg.policy.ipg.slow-play');
  });
});
