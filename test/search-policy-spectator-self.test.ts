/**
 * Trust first (issue #25): a Japanese story told by a spectator about someone else's match (「観戦者の私が…していい？」,
 * "may I, the spectator, say it?") asks what a spectator may do, a procedure. The story's infraction (a forgotten
 * trigger) is not the answer: the reply is "not sure" with MTR Spectators offered first (rulings/policy-asked.ts
 * reads 「観戦者の自分／私／僕／俺が」 as a spectator's asking sentence). The questions were written for this test, not
 * taken from the question sets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { askedKind } from '../rulings/policy-asked.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => search.setTrustGates(true));

const TOLD = '隣の卓を見てたらプレイヤーが誘発型能力を忘れてた。観戦者の私がそれを言っていい？ それとも黙ってる？';
const INFRACTION = /^mtg\.policy\.(?:ipg|jar)\./;

describe('a spectator asking what they may do about a missed trigger they watched', () => {
  it.each([
    TOLD,
    '知人の対戦を後ろから見てたら、片方が誘発型能力を忘れてた。観戦者の自分が口を挟んでいい？',
    'チームメイトの試合を見てたら相手が誘発忘れ。観戦者の俺は指摘していいの？',
  ])('%s reads as a procedure question, and no infraction is answered', (question) => {
    expect(askedKind(question)).toBe('procedure');
    const r = search.query(question);
    expect(r.found ? r.hits[0]?.id : r.suggestions[0]?.id).toBe('mtg.policy.mtr.spectators');
    if (r.found) expect(r.hits[0]?.id).not.toMatch(INFRACTION);
  });

  it('"not sure" with MTR Spectators first, where the story alone would answer the missed trigger', () => {
    const r = search.query(TOLD);
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.suggestions[0]?.id).toBe('mtg.policy.mtr.spectators');
    search.setTrustGates(false);
    const ungated = search.query(TOLD);
    expect(ungated.found).toBe(true);
    expect(ungated.hits[0]?.id).toMatch(INFRACTION);
  });

  it('rulebot ask says "not sure" in Japanese and lists the spectators section first, exit 1', async () => {
    const out: string[] = [];
    const code = await main(['ask', TOLD], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('1. 観戦者：静かにすること、誤りを見たときどうするか（MTR 1.11）');
    expect(code).toBe(1);
  });

  it("a player asking about his own opponent's trigger is not read as a spectator's question", () => {
    expect(askedKind('相手が誘発を忘れた。私が言わないといけない？')).not.toBe('procedure');
  });
});
