/**
 * Reach (issue #25): a player asking whether a life total must be said aloud at every change, or whether writing it
 * down is enough, is answered by MTR 4.1 (status information: announce every change and track it visibly), in
 * English, Japanese and French. The entry now lists that question among those it answers. The questions were written
 * for this test, not taken from the question sets.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('announcing a life total aloud', () => {
  it.each([
    'Must I announce my life total out loud each time it changes, or is it enough to write it on my notepad?',
    'ライフが変わるたびに声に出して言わないとダメ？メモに書いてるだけじゃ足りない？',
    'Je dois vraiment annoncer mes points de vie à voix haute à chaque changement ? Je les note sur un papier.',
  ])('%s → MTR 4.1', (question) => {
    expectAnswered(search, question, 'mtg.policy.mtr.communication');
  });

  it('rulebot ask shows the MTR 4.1 entry and its rule on status information, exit 0', async () => {
    const out: string[] = [];
    const code = await main(['ask', 'Must I announce my life total out loud each time it changes, or is it enough to write it on my notepad?'], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('MTR 4.1');
    expect(text).toMatch(/announce every change/);
    expect(code).toBe(0);
  });
});
