/**
 * Policy questions in the words judges and players use (issue #25): a proxy (プロキシ, « un proxy ») is the Magic
 * Tournament Rules' proxy section, not the marked-cards infraction its damaged card also suggests; showing your own
 * hand to the opponent (自分の手札を相手に見せ) is hidden information, asked at an event, not a game-rules question about
 * zones. The questions were written for this test, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('policy questions are answered from the section their words name', () => {
  it.each([
    ['大会でプロキシを使ってもいいの？カードが折れちゃった', 'mtg.policy.mtr.proxies'],
    ['競技RELの大会で、自分の手札を相手に見せて意見を聞くのって問題ある？', 'mtg.policy.mtr.hidden-information'],
  ])('%s → answered with %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it('« remplacer par un proxy » is a proxy, not a replacement effect', () => {
    const concepts = search.analyse('Je peux la remplacer par un proxy ?').concepts;
    expect(concepts).toContain('proxy');
    expect(concepts).not.toContain('replacement');
  });
});
