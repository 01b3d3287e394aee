/**
 * A judge's story weighed by the situation it tells (rulings/policy-tags.ts) and the words judges use for a public
 * mistake (rulings/lexicon/policy.yaml: one card too many milled or discarded is a Game Rule Violation), in words
 * written for this test, not taken from the question sets. Each reply is what `/ruling` shows: the entry it answers
 * with, or the entries it offers when it is not sure.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type KnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { choiceOfInfractions, namedInfractions } from '../rulings/policy.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { weighByTags } from '../rulings/policy-tags.ts';
import { expectAnswered } from './helpers/ask.ts';

let search: RulingsSearch;
let kb: KnowledgeBase;
beforeAll(() => {
  kb = loadKnowledgeBase();
  search = new RulingsSearch(kb);
});

describe('a public mistake told at an event is a Game Rule Violation', () => {
  it.each([
    // main 2a8fcd5 answered these with Failure to Maintain Game State, Tardiness, Hidden Card Error, and nothing
    ['GP day 1: she cast her sorcery, then noticed she had milled one too many. What is the fix?'],
    ['RCQ, round 5: he resolved his looting spell and discarded one too many before the judge arrived. What do we do?'],
    ["PPTQ : mon adversaire a défaussé une carte de trop en résolvant son sort. J'appelle l'arbitre, que faites-vous ?"],
    ['店舗予選で相手が呪文の解決で1枚多く切削した。ジャッジを呼んだけど、どうする？'],
  ])('%s → Game Rule Violation', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.game-rule-violation');
  });

  it('a card peeked at before the draw stays Looking at Extra Cards, not the public-mistake fix', () => {
    expectAnswered(search, 'Competitive REL: he looked at the top card of his library before drawing for the turn, just to peek. Judge call, what now?', 'mtg.policy.ipg.looking-at-extra-cards');
  });
});

describe('comparing two RELs asks about the RELs', () => {
  it.each([
    ['What changes at Professional REL compared to Competitive REL?'],
    ['Qu’est-ce qui change en professionnel par rapport au compétitif ?'],
  ])('%s → Rules Enforcement Levels', (question) => {
    expectAnswered(search, question, 'mtg.policy.mtr.rel');
  });
});

describe('qualifiers by their short names', () => {
  it.each([
    // main 2a8fcd5: Stalling ("run" read as running out the clock), then nothing for the other two
    ['Is a PPTQ run at Competitive REL?'],
    ['What REL is a PPTQ?'],
    ['Is a PPTQ competitive?'],
  ])('%s → Rules Enforcement Levels', (question) => {
    expectAnswered(search, question, 'mtg.policy.mtr.rel');
  });
});

describe('judge vocabulary in Japanese and French', () => {
  it.each([
    ['競技の大会でマリガン後に7枚引いたまま気づかずキープしてた。ジャッジを呼んだ。どうする？', 'mtg.policy.ipg.mulligan-procedure-error'],
    ['PPTQの2本目、サイドボードを戻し忘れてデッキが62枚だった。ジャッジを呼んだ。どうする？', 'mtg.policy.ipg.deck-problem'],
    ["RCQ : il a pioché deux cartes au lieu d'une avec son sort. Que faites-vous ?", 'mtg.policy.ipg.hidden-card-error'],
  ])('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it('a sideboard presented instead of the deck at a GPT: Deck Problem offered first', () => {
    const r = search.query('GPT : il a présenté son sideboard au lieu de son deck et a pioché 7. Que faites-vous ?');
    const shown = r.found ? r.hits : r.suggestions;
    expect(shown[0]?.id).toBe('mtg.policy.ipg.deck-problem');
  });
});

describe('infractions named in full, in three languages', () => {
  it.each([
    ['is that a Hidden Card Error or a Game Rule Violation?', ['2.3', '2.5']],
    ["c'est une erreur de carte cachée ou une violation des règles du jeu ?", ['2.3', '2.5']],
    ['非公開カードのエラーとゲームルール違反、どっち？', ['2.3', '2.5']],
    ['on m’a donné un problème de deck', ['3.5']],
    ['he had a missed trigger', []],
  ])('%s names %j', (question, sections) => {
    expect([...namedInfractions(foldTyped(question))].sort()).toEqual(sections);
  });

  it('a French question naming Deck Problem is a policy question, not a deck-building one', () => {
    const r = search.query("J'ai pris un problème de deck hier au RCQ, c'est quoi la correction normalement ?");
    const shown = r.found ? r.hits : r.suggestions;
    expect(shown.map((h) => h.id)).toContain('mtg.policy.ipg.deck-problem');
    expect(shown.every((h) => h.id.startsWith('mtg.policy.'))).toBe(true);
  });
});

describe('weighByTags', () => {
  const kb = loadKnowledgeBase();
  const hit = (id: string, score: number) => ({ id, score, entry: kb.byId.get(id)! });
  it('raises the infraction tagged with the situation told over a neighbour, and leaves procedure sections alone', () => {
    const hits = [hit('mtg.policy.ipg.hidden-card-error', 5), hit('mtg.policy.ipg.game-rule-violation', 4), hit('mtg.policy.mtr.spectators', 4.5)];
    expect(weighByTags(hits, ['game-rule-violation', 'spectator']).map((h) => h.id)).toEqual([
      'mtg.policy.ipg.game-rule-violation',
      'mtg.policy.ipg.hidden-card-error',
      'mtg.policy.mtr.spectators',
    ]);
  });
  it('nothing told (not a story): the order is the words’', () => {
    const hits = [hit('mtg.policy.ipg.hidden-card-error', 5), hit('mtg.policy.ipg.game-rule-violation', 4)];
    expect(weighByTags(hits, []).map((h) => h.id)).toEqual(['mtg.policy.ipg.hidden-card-error', 'mtg.policy.ipg.game-rule-violation']);
  });
});

describe('a tag weight does not pick between two situations a story both tells', () => {
  it('a trigger whose reveal was never done, told once, is a "not sure" offering Hidden Card Error and Missed Trigger', () => {
    const r = search.query("Competitive RCQ, round 4. She controls Phyrexian Arena, goes to her draw step and draws, the upkeep trigger was never revealed or paid. Judge, what's the fix?");
    expect(r.found).toBe(false);
    const offered = r.suggestions.map((h) => h.id);
    expect(offered).toContain('mtg.policy.ipg.hidden-card-error');
    expect(offered).toContain('mtg.policy.ipg.missed-trigger');
  });

  it('weighs the situation when the story tells it twice, or tells no neighbour\'s subject', () => {
    const hce = { score: 4.5, entry: kb.byId.get('mtg.policy.ipg.hidden-card-error')! };
    const mt = { score: 6, entry: kb.byId.get('mtg.policy.ipg.missed-trigger')! };
    expect(weighByTags([mt, hce], ['hidden-card-error', 'trigger'])[0]!.entry).toBe(mt.entry);
    expect(weighByTags([mt, hce], ['hidden-card-error', 'trigger'], { 'hidden-card-error': 2 })[0]!.entry).toBe(hce.entry);
    expect(weighByTags([mt, hce], ['hidden-card-error'])[0]!.entry).toBe(hce.entry);
  });
});

describe('an infraction named in a question asking whether it applies is the asker\'s guess', () => {
  it.each([
    ['Regional qualifier: his decklist registers 63 main deck cards and he presented those 63. Could that be a deck problem?'],
    ['Au RCQ, sa decklist compte 63 cartes et il présente exactement ces 63 cartes. Est-ce un problème de deck ?'],
  ])('%s → "not sure", offering Decklist Problem', (question) => {
    const r = search.query(question);
    expect(r.found).toBe(false);
    expect(r.suggestions.map((h) => h.id)).toContain('mtg.policy.ipg.decklist-problem');
  });

  it('a name stated, two names weighed, or an abbreviation still count as the call asked about', () => {
    const choice = (q: string) => [...choiceOfInfractions(foldTyped(q))].sort();
    expect(choice("C'est une erreur de carte cachée, quelle pénalité ?")).toEqual(['2.3']);
    expect(choice('hidden card error or game rule violation?')).toEqual(['2.3', '2.5']);
    expect(choice('is that HCE?')).toEqual(['2.3']);
    expect(choice('Is that a deck problem game loss?')).toEqual([]);
    expect(choice('これはデッキの問題ですか？')).toEqual([]);
  });
});

describe('the words players use for a rude remark, a mulligan gone wrong and a deck only pile-shuffled', () => {
  it.each([
    ['RCQ round 3: my opponent keeps making offensive comments at the table every game. I called a judge, what penalty does he get?', 'mtg.policy.ipg.usc-minor'],
    ['Competitive REL, game 2: after his mulligan he drew 7 cards again and looked at them before anyone noticed. Judge, what now?', 'mtg.policy.ipg.mulligan-procedure-error'],
    ["PPTQ : il a mulligané à 7 sans s'en rendre compte, puis appelle l'arbitre. Que faites-vous ?", 'mtg.policy.ipg.mulligan-procedure-error'],
    ["Competitive event: my opponent only pile shuffles before presenting his deck, every game. I called a judge, what's the penalty?", 'mtg.policy.ipg.insufficient-shuffling'],
  ])('%s → %s', (question, id) => {
    const r = search.query(question);
    expect(r.found).toBe(true);
    expect(r.hits[0]!.id).toBe(id);
  });
});

describe('a question comparing RELs is not answered with an infraction for its penalty words', () => {
  it('"same penalties at Professional as at Competitive?" offers the REL entry first, not Outside Assistance', () => {
    const r = search.query('Is a warning at Professional REL compared to Competitive REL any different? Same penalties for spectators who talk?');
    expect(r.found ? r.hits[0]!.id : r.suggestions[0]!.id).toBe('mtg.policy.mtr.rel');
  });
});
