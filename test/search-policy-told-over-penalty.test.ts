/**
 * Trust first (issue #25): a question asking about a penalty puts an infraction before a procedure section that
 * scores more (rulings/policy.ts confidentPolicy, PENALTY_SHARE), but not over the section tagged with the situation
 * the question tells when the infraction is not: "can the head judge overturn a penalty on appeal?" is MTR Appeals',
 * not Unsporting Conduct — Minor's (which lists appealing early among its examples). IPG 4.4 (Bribery and Wagering)
 * is tagged with bribery as well as wagering, so an offer to buy a concession keeps the infraction first. The
 * questions were written for this test, not taken from the question sets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => search.setTrustGates(true));

describe('a penalty question about a situation a procedure section is tagged with', () => {
  it.each([
    "Can the head judge overturn a floor judge's penalty on appeal?",
    'The floor judge gave me a game loss penalty. If I appeal, can the head judge overturn it?',
    'フロアジャッジのペナルティに納得できない。ヘッドジャッジに上告したら覆ることある？',
    "Le juge de table m'a donné une pénalité. Puis-je faire appel auprès de l'arbitre principal pour l'annuler ?",
  ])('%s is answered with MTR Appeals, not an infraction', (question) => {
    expectAnswered(search, question, 'mtg.policy.mtr.appeals');
  });

  it.each([
    'At an RCQ my opponent said he would give me his booster prize if I conceded our match. What penalty does he get?',
    'RCQで相手に「投了してくれたら賞品のパックをあげる」と言われた。相手のペナルティは？',
    "Mon adversaire m'a proposé ses boosters si j'abandonnais le match en RCQ. Quelle pénalité pour lui ?",
  ])('%s keeps Bribery and Wagering (IPG 4.4) first', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.bribery-wagering');
  });

  it('an infraction tagged with the situation told still goes first on a penalty question', () => {
    expectAnswered(search, 'My sleeves are worn and a few have scratched corners. At a deck check at a PPTQ, what penalty could I get?', 'mtg.policy.ipg.marked-cards');
  });

  it('rulebot ask shows the appeals section, exit 0', async () => {
    const out: string[] = [];
    const code = await main(['ask', "Can the head judge overturn a floor judge's penalty on appeal?"], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text.split('\n')[0]).toBe('Appealing a ruling to the head judge (MTR 2.9)');
    expect(code).toBe(0);
  });
});
