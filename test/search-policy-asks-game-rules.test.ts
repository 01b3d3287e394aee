/**
 * Trust first (issue #25): a question whose asking sentence asks whether what happened is the game's own rule rather
 * than a judge's penalty ("…a game loss penalty from the judge, or do I just lose by the rules?", « c'est une règle de
 * tournoi ou du jeu ? », 「これってローカルルール？」) is never answered with a tournament-policy entry: the game rules'
 * answer, or their closest entries (rulings/policy-asked.ts asksGameRules, rulings/search.ts route()). A story that
 * only asks "is that a penalty?" keeps its policy answer. The questions were written for this test, not taken from
 * the question sets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { asksGameRules } from '../rulings/policy-asked.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => search.setTrustGates(true));

const POLICY = /^mtg\.policy\./;

const ASKS_GAME_RULES = [
  'At my RCQ I had to draw with no cards left in my library. Is that a game loss penalty from the judge, or do I just lose by the rules?',
  'En RCQ, piocher avec une bibliothèque vide : pénalité de l\'arbitre ? C\'est une règle de tournoi ou du jeu ?',
  '競技RELでライブラリーが空の状態でドローしたらゲームの敗北のペナルティ？それともこれってローカルルール？',
];

describe('asking whether it is the game\'s own rule', () => {
  it.each(ASKS_GAME_RULES)('%s → no policy entry named; the empty-library rule offered first', (question) => {
    expect(asksGameRules(question)).toBe(true);
    const r = search.query(question);
    expect(r.found).toBe(false);
    expect(r.suggestions[0]?.id).toBe('mtg.core.empty-library');
    expect(r.suggestions.some((h) => POLICY.test(h.id))).toBe(false);
  });

  it('a rules contrast asked at an event offers the zero-toughness rule first', () => {
    const r = search.query('Is it a tournament rule or a game rule that a creature with 0 toughness dies even if my opponent wants to respond at the RCQ?');
    expect(r.suggestions[0]?.id ?? r.hits[0]?.id).toBe('mtg.core.zero-toughness');
  });

  it.each([
    'At the RCQ the judge said a creature with 0 toughness dies before I can sacrifice it. Is that a real rule?',
    '大会でジャッジに、タフネス0のクリーチャーは生け贄に捧げる前に死ぬと言われた。これってゲームのルールなの？',
  ])('%s → the game rules\' entries offered, no policy entry', (question) => {
    expect(asksGameRules(question)).toBe(true);
    const r = search.query(question);
    expect(r.found).toBe(false);
    expect(r.suggestions.slice(0, 2).map((h) => h.id)).toContain('mtg.core.zero-toughness');
    expect(r.suggestions.some((h) => POLICY.test(h.id))).toBe(false);
  });

  it('« c\'est une vraie règle ? » after a judge\'s word offers the game rules only', () => {
    const r = search.query('En tournoi l\'arbitre m\'a dit que les blessures de ma créature partent à la fin du tour. C\'est une vraie règle ?');
    expect(r.found).toBe(false);
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(r.suggestions.some((h) => POLICY.test(h.id))).toBe(false);
  });

  it('rulebot ask offers the empty-library rule, not a penalty, exit 1', async () => {
    const out: string[] = [];
    const code = await main(['ask', ASKS_GAME_RULES[0]!], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toMatch(/not sure/i);
    expect(text).toMatch(/1\. .*library/i);
    expect(text).not.toMatch(/IPG|MTR/);
    expect(code).toBe(1);
  });
});

describe('a penalty asked with no rules contrast', () => {
  it.each([
    ['At the PPTQ my opponent missed his trigger. Is that a penalty?', 'mtg.policy.ipg.missed-trigger'],
  ])('%s → %s', (question, id) => {
    expect(asksGameRules(question)).toBe(false);
    expectAnswered(search, question, id);
  });

  it.each(['Is that allowed by the rules at FNM?', 'Can my friend give me advice? Is it in the tournament rules?'])('%s is no rules contrast', (question) => {
    expect(asksGameRules(question)).toBe(false);
  });
});
