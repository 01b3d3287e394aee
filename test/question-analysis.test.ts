/**
 * Questions read before searching (rulings/analyse/): power/toughness as words, hiragana typed for katakana, the
 * concept lexicon (many ways of saying one rule, in three languages), card names (a longer name is another card),
 * story words, and what the search answers because of it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileLexicon, readLexicon } from '../rulings/analyse/lexicon.ts';
import { ConceptMatcher } from '../rulings/analyse/concepts.ts';
import { hiraganaToKnownKatakana } from '../rulings/analyse/kana.ts';
import { TableCardNames, capitalisedNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase, type KnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { foldTyped, tokenize } from '../rulings/tokenize.ts';

let kb: KnowledgeBase;
let search: RulingsSearch;
beforeAll(() => {
  kb = loadKnowledgeBase();
  search = new RulingsSearch(kb);
});

const first = (q: string) => search.query(q).hits[0]?.id;

describe('power and toughness', () => {
  it('are one word each, signs and minus signs kept, so "+1/+1 and -1/-1 counters" is not the word "1"', () => {
    expect(tokenize('+1/+1 and -1/-1 counters')).toEqual(['+1/+1', '-1/-1', tokenize('counters')[0]]);
    expect(tokenize('Bile Blight gives −3/−3')).toContain('-3/-3');
    expect(tokenize('+1/+1カウンターと-1/-1カウンター')).toEqual(expect.arrayContaining(['+1/+1', '-1/-1']));
    expect(tokenize('my 2/2s and a 0/0 token')).toEqual(expect.arrayContaining(['2/2', '0/0']));
    // Gate Ruler's "DR 2/A・B" notation is not a P/T
    expect(tokenize('DR 2/A・B')).not.toContain('2/a');
  });

  it('reach the entry about both kinds of counters', () => {
    expect(first('+1/+1 and -1/-1 counters')).toBe('mtg.core.counter-annihilation');
    expect(first('+1/+1カウンターと-1/-1カウンターが両方乗ったら')).toBe('mtg.core.counter-annihilation');
  });
});

describe('hiragana typed for a katakana term', () => {
  it('is read as the katakana the index knows, and particles around it stay particles', () => {
    const known = new Set(['トランプル', 'ブロック']);
    expect(hiraganaToKnownKatakana('とらんぷるってなに', (k) => known.has(k))).toBe('トランプルってなに');
    expect(hiraganaToKnownKatakana('ぶろっくされた', (k) => known.has(k))).toBe('ブロックされた');
    expect(hiraganaToKnownKatakana('なにができる', (k) => known.has(k))).toBe('なにができる');
    // a short stretch inside a run is a verb ending: 言わないと is not "knight"
    expect(hiraganaToKnownKatakana('言わないといけない', (k) => k === 'ナイト')).toBe('言わないといけない');
    expect(hiraganaToKnownKatakana('ないとって何', (k) => k === 'ナイト')).toBe('ナイトって何');
  });

  it('finds the entry (とらんぷる was dropped as a particle before)', () => {
    expect(first('とらんぷるって何')).toBe('mtg.trample.lethal');
    expect(search.query('せっしって何？').analysis?.concepts).toEqual(['deathtouch']);
  });
});

describe('the concept lexicon', () => {
  const concepts = (q: string) => search.analyse(q).concepts;

  it('reads many wordings of one rule, in three languages, as that concept', () => {
    for (const q of ['So I double blocked his 4/4', 'my attacker got blocked by two creatures', 'ma créature est bloquée par deux bloqueurs', '相手の4/4を2体でブロックした']) {
      expect(concepts(q), q).toContain('several-blockers');
      expect(concepts(q), q).not.toContain('double-strike');
    }
    for (const q of ['can I kill it in response', 'それを除去したら', 'si je détruis la créature']) expect(concepts(q), q).toContain('destroy');
    for (const q of ['does the ETB still resolve', '戦場に出た時の誘発', "sa capacité d'arrivée"]) expect(concepts(q), q).toContain('enters');
    for (const q of ['殴れる？', 'can it swing in', 'elle peut attaquer']) expect(concepts(q), q).toContain('attack');
    expect(concepts('my aura was cheated out')).toContain('cheat-into-play');
    expect(concepts('it fizzles')).toContain('fizzle');
  });

  it('keeps a concept the question says is absent apart', () => {
    const read = search.analyse('mon attaquant bloqué, il a pas le piétinement');
    expect(read.concepts).not.toContain('trample');
    expect(read.negated).toContain('trample');
  });

  it('takes the story around the point out of what an answer must cover', () => {
    const read = search.analyse('so yesterday at FNM my buddy claimed that a double blocked creature assigns damage however it wants');
    expect(read.narrative).toEqual(expect.arrayContaining([tokenize('yesterday')[0], tokenize('buddy')[0], tokenize('claimed')[0]]));
    expect(read.concepts).toContain('several-blockers');
  });

  it('answers a long story about one rule from that rule’s entry', () => {
    const story =
      'So my opponent swung at me with a 4/4 and I double blocked it with two of my 2/2s, and before damage he pumped it. ' +
      'We could not agree on how the attacker splits its damage between my two blockers — who decides the split?';
    expect(story.length).toBeGreaterThan(200);
    // answered, or offered first among the closest entries — never another rule's entry as the answer
    const result = search.query(story);
    const offered = result.found ? result.hits[0]!.id : result.suggestions[0]?.id;
    expect(['mtg.combat.divide-blockers', 'mtg.combat.multiple-blocks']).toContain(offered);
  });

  it('ranks the entry about two concepts above the entries about each', () => {
    expect(first('first strike and deathtouch, does the blocker get to hit back?')).toBe('mtg.combat.deathtouch-first-strike');
    expect(first('先制攻撃と接死を持つクリーチャー')).toBe('mtg.combat.deathtouch-first-strike');
  });

  it('is data: a form given to two concepts, or a story word that is already a stopword, is an error with its position', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulebot-lexicon-'));
    writeFileSync(join(dir, 'a.yaml'), 'concepts:\n  - id: one\n    en: [double block]\n  - id: two\n    en: [double blocks]\nnarrative:\n  en: [the]\n');
    const { problems } = readLexicon(dir);
    expect(problems.map((p) => `${p.file.split('/').pop()}:${p.line}: ${p.message}`)).toEqual([
      'a.yaml:7: "the" is already a stopword (rulings/tokenize.ts): remove it here',
      'a.yaml:5: form "double blocks" already means "one"',
      'a.yaml:4: concept "two" has no form',
    ]);
  });

  it('matches Latin forms word by word, skipping stopwords the form does not name', () => {
    const lexicon = compileLexicon([{ file: 'x.yaml', data: { concepts: [{ id: 'cheat', en: ['without casting'] }, { id: 'enters', fr: ['arrive sur le champ de bataille'] }] } }]);
    const m = new ConceptMatcher(lexicon);
    expect(m.read(foldTyped('put it in play without even casting it')).concepts).toEqual([0]);
    expect(m.read(foldTyped('quand elle arrive sur le champ de bataille')).concepts).toEqual([1]);
    // the stopword the form names is required: "casting" alone is not "without casting"
    expect(m.read(foldTyped('after casting it')).concepts).toEqual([]);
  });
});

describe('card names', () => {
  it('a longer name is another card: "Karn Liberated" is not "Karn, Silver Golem"', () => {
    const result = search.query("what happens to Karn Liberated's exiled cards when his ultimate restarts the game?");
    expect(result.analysis?.cards.map((c) => c.text)).toEqual(['Karn Liberated']);
    expect([...result.hits, ...result.suggestions].map((h) => h.id)).not.toContain('mtg.usg1998.errata-karn');
    expect(first('Karn, Silver Golem erratum')).toBe('mtg.usg1998.errata-karn');
  });

  it('capitals name a card only when the index does not know a word of them, or an entry is about the card', () => {
    const known = (w: string) => ['first', 'strike', 'trample', 'deathtouch'].includes(w.toLowerCase());
    expect(capitalisedNames('Does First Strike beat Deathtouch?', known, () => false)).toEqual([]);
    expect(capitalisedNames('With Ruxa, Patient Professor and deathtouch', known, () => false).map((m) => m.text)).toEqual(['Ruxa, Patient Professor']);
    expect(capitalisedNames('I control Xenagos, God of Revels and Yasova Dragonclaw', known, () => false).map((m) => m.text)).toEqual(['Xenagos, God of Revels', 'Yasova Dragonclaw']);
    // the sentence's own first word is not a name's ("J'ai"); a French name capitalises its first word only; a
    // capitalised word the index does not know names a card, a format or a set — none of them words to cover
    expect(capitalisedNames("J'ai Brimaz et Visite divine en Pauper", known, () => false).map((m) => m.text)).toEqual(['Brimaz', 'Visite divine', 'Pauper']);
    expect(capitalisedNames('Trample and Deathtouch together', known, () => false)).toEqual([]);
  });

  it('comes from the card table when one is loaded, with the card itself for its rulings and text', () => {
    const card = (name: string, text: string) => ({ name, type: 'Sorcery', text });
    const index = new CardIndex({ version: 'test', cards: [card('Bile Blight', 'Target creature and all other creatures with the same name as that creature get -3/-3 until end of turn.'), card('Shock', 'Shock deals 2 damage to any target.')] });
    const names = new TableCardNames(index);
    const found = names.find('if I Bile Blight my indestructible creature, does it die? shock would not');
    expect(found.map((m) => [m.text, m.card?.name])).toEqual([['Bile Blight', 'Bile Blight']]);
    const withTable = new RulingsSearch(kb);
    withTable.useCardNames(names);
    const read = withTable.analyse('my indestructible creature got hit by Bile Blight, does it die?');
    expect(read.cards[0]).toMatchObject({ text: 'Bile Blight', name: 'Bile Blight', via: 'table' });
    // the card's text says -3/-3: the concept is a hint for ranking, though the question never wrote it
    expect(read.hints).toContain('minus-pt');
  });
});
