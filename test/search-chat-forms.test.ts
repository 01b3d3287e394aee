/**
 * How people type questions in chat, read as the search should read them: hiragana terms that are words of their
 * own (not the tail of the word before), filler words that are not the point (« je pige pas »,
 * « sûrement bête »), contractions typed without an apostrophe.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

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

describe('one rare word does not decide what is searched', () => {
  it('「AとBって違うもの？」 is not answered by an entry whose example question shares only 違う', () => {
    const result = search.query('カードによって書き方が違うけど、「死亡するたび」と「戦場から墓地に置かれるたび」って違うものですか？');
    expect(result.hits.map((h) => h.id)).not.toContain('mtg.combat.multiplayer');
    expect([...result.hits, ...result.suggestions][0]?.id).toBe('mtg.core.dies');
  });
});

describe("one card's ruling to a question that never names its card", () => {
  it('is not the answer when a rule ranks close behind it: « 『否認』で出来事を打ち消せる？ » is not about Chalice of the Void', () => {
    const result = search.query('出来事を打ち消したいんだけど、クリーチャーじゃない呪文を打ち消す『否認』でいいの?それともクリーチャー呪文扱いになることもある?');
    // The adventure entry now says what an Adventure spell is on the stack (content11): it answers, the card ruling doesn't.
    expect(result.found).toBe(true);
    expect(result.hits[0]!.id).toBe('mtg.core.split-adventure');
  });

  it('still answers a question naming the card', () => {
    expectAnswered(search, 'If I cast Rule of Law in my main phase, can I still cast one more spell this turn even though I already cast two before it?', 'mtg.card.rule-of-law');
  });
});

describe('an answer about none of the concepts a story asks', () => {
  it('is not given with confidence: a transform story is "not sure", with the transform rule among the choices, not sieges', () => {
    const result = search.query('a double-faced card with Metamorphic Alteration on it copying some other creature gets told to transform. does it flip into its back side?');
    expect(result.found).toBe(false);
    expect(result.hits).toEqual([]);
    expect(result.match).toBe('unsure');
    expect(result.suggestions.map((h) => h.id)).toContain('mtg.core.transform');
  });

  it('nor in French: « qui prend les blessures » after a block is not answered by the unblocked-attacker rule', () => {
    const result = search.query('Je débute : ça veut dire quoi bloquer une créature ? comment on bloque et qui prend les blessures ?');
    expect(result.found).toBe(false);
    expect(result.match).toBe('unsure');
  });

  it('puts first, of the two closest, the one about a concept the story asks: lifelink before double strike', () => {
    const result = search.query('Both of us are at 1 life. I attack with a 3/1 trampler, he blocks with a 1/1 lifelinker, and he has a card that says whenever you gain life deal 1 damage to target opponent. what happens, who wins?');
    // The lifelink entry now carries such races among its questions (content11): it answers rather than being offered.
    expect(result.found).toBe(true);
    expect(result.hits[0]?.id).toBe('mtg.lifelink');
    expect(result.hits.map((h) => h.id)).not.toContain('mtg.combat.double-strike');
  });

  it("offers the adventure rule among the closest when the question names no card of another ruling", () => {
    const en = search.query('I have an Aquatic Alchemist in my yard and a second copy in hand. Can I cast Bubble Up (the adventure side of the copy in hand) to put the Alchemist from my graveyard on top of my library?');
    expect(en.found).toBe(false);
    expect(en.suggestions.map((h) => h.id)).toContain('mtg.core.split-adventure');
    const ja = search.query('バントゥ最後の算段を唱えたら取り消しで打ち消された。それでも次のターンに土地はアンタップしないの？');
    // The countering entry now says a countered spell's drawback doesn't happen either (content11): the rule answers.
    expect(ja.found).toBe(true);
    expect(ja.hits[0]?.id).toBe('mtg.core.countering');
  });

  it('still answers a short question whose entry is named by its concepts', () => {
    const result = search.query('does a creature with trample and deathtouch only need to assign 1 damage to each blocker?');
    expect(result.found).toBe(true);
  });
});
