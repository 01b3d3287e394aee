/**
 * How people type questions in chat, read as the search should read them: hiragana terms that are words of their
 * own (not the tail of the word before), filler words that are not the point (« je pige pas »,
 * « sûrement bête »), contractions typed without an apostrophe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

describe('hiragana terms', () => {
  it('are words of their own: 「…ときどうなる？」 is not 起動 (きどう), 「能力をきどうする」 is', () => {
    expect(search.analyse('トークンが戦場を離れたときどうなる？').concepts).not.toContain('activate');
    expect(search.analyse('この能力をきどうできる？').concepts).toContain('activate');
  });
});

describe('filler words', () => {
  it('French fillers are not words to cover: « je pige pas », « sûrement bête », « direct »', () => {
    const read = search.analyse('Question sûrement bête : il bloque direct avec sa créature et elle meurt, je pige pas ?');
    for (const filler of ['pige', 'surement', 'bete', 'direct']) expect(read.words).not.toContain(filler);
    expect(read.concepts).toEqual(expect.arrayContaining(['block', 'dies']));
  });

  it('« points de vie » in a rules question is not the tournament rule on tracking life totals', () => {
    const read = search.analyse("Mon adversaire est à 3 points de vie et ma créature a l'infection : il perd ?");
    expect(read.concepts).not.toContain('status-information');
  });

  it('contractions typed without an apostrophe: "doesnt" is a negation, "whats" says nothing', () => {
    const read = search.analyse('whats a token and doesnt it die when it leaves');
    expect(read.words).not.toContain('what');
    expect(read.words).not.toContain('doesnt');
    expect(read.words).toContain('not');
  });
});
