/**
 * Trust first (issue #25): neighbouring policy entries told apart by the words a story uses. Spectators betting on a
 * match is Bribery and Wagering (IPG 4.4), not the MTR's Spectators section ("side bets", "placing bets", « parient »);
 * an opening hand of eight cards is Mulligan Procedure Error (IPG 2.4), not Hidden Card Error (「開始手札が…8枚あった」,
 * « 8 cartes pour ma main de départ »): forms of the wagering and mulligan-error concepts in rulings/lexicon/policy.yaml.
 * The questions were written for this test, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('spectators betting on a match', () => {
  it('"side bets" is never answered with the Spectators section; Bribery and Wagering comes first', () => {
    const question = 'Some spectators are making side bets on the feature match. Can a judge do anything?';
    const r = search.query(question);
    expect(r.found ? r.hits[0]?.id : r.suggestions[0]?.id).toBe('mtg.policy.ipg.bribery-wagering');
    if (r.found) expect(r.hits[0]?.id).not.toBe('mtg.policy.mtr.spectators');
  });

  it.each([
    "Deux spectateurs ont parié de l'argent sur le vainqueur de notre match. C'est permis ?",
    '観戦者同士がどっちが勝つかでお金を賭けていた。ジャッジはどうする？',
  ])('%s → Bribery and Wagering', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.bribery-wagering');
  });
});

describe('an opening hand of eight cards', () => {
  it.each([
    'I accidentally drew 8 cards for my opening hand at a competitive event. What is the penalty?',
    '開始手札を数えたら8枚あった。ジャッジを呼んだらどうなる？',
    "En RCQ j'ai pioché 8 cartes pour ma main de départ. Quelle pénalité ?",
  ])('%s → Mulligan Procedure Error', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.mulligan-procedure-error');
  });

  it('rulebot ask answers the French one with the infraction\'s French title, exit 0', async () => {
    const out: string[] = [];
    const code = await main(['ask', "En RCQ j'ai pioché 8 cartes pour ma main de départ. Quelle pénalité ?"], { out: (s) => out.push(s), err: () => {} });
    expect(out.join('\n').split('\n')[0]).toMatch(/IPG 2\.4/);
    expect(code).toBe(0);
  });
});
