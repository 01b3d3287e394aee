/**
 * The honest middle's bar in Riftbound's part (issue #24): a long story whose first entry scores less than twice the
 * runner-up is "not sure" (rulings/trust-gates.ts narrowLead) — unless the first entry is tagged with the concept the
 * asking sentence names and none of the next four candidates is: the only entry of its topic near the top is the
 * answer (RulingsSearch.onlyTagged). When another entry close behind is tagged with a concept asked too, the tag does
 * not tell them apart and the reply stays "not sure — these look closest". The questions were written for this test,
 * not taken from the question sets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { tracedPaths, tracePaths } from '../rulings/answer-path.ts';
import { STORY_CHARS, STORY_LEAD } from '../rulings/trust-gates.ts';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => tracePaths(false));

/** The answer path recorded for `id` in Riftbound's part: its coverage, the runner-up's, and the lead in score. */
function answeredPath(question: string, id: string): { coverage: number; runnerUp: number; lead: number } {
  tracePaths(true);
  search.query(question);
  const note = tracedPaths().find((t) => t.startsWith(`rules:${id}:coverage:`));
  expect(note, question).toBeDefined();
  const [coverage, runnerUp] = note!.split(':')[3]!.split('/').map(Number);
  return { coverage: coverage!, runnerUp: runnerUp!, lead: Number(note!.split(':')[4]) };
}

/** What `rulebot ask` prints for the question, and its exit code. */
async function ask(question: string): Promise<{ text: string; code: number }> {
  const out: string[] = [];
  const code = await main(['ask', question], { out: (s) => out.push(s), err: () => {} });
  return { text: out.join('\n'), code };
}

const SHOWDOWN = "Showdown at my battlefield: my opponent's spell killed my last unit there. Is the showdown over right away, or can I still play a reaction on their attacker?";
const CHAIN = 'A card on the chain resolves and makes me draw a reaction card. May I play that reaction immediately, before the next item on the chain resolves?';
const HIDDEN = 'How does Hidden actually work? Do I have to control a battlefield to hide a card at it, and what becomes of the hidden card when my units there die?';

describe('a Riftbound story whose first entry is the only one tagged with the concept asked', () => {
  it.each([
    [SHOWDOWN, 'rb.core.showdown'],
    [CHAIN, 'rb.core.chain'],
    [HIDDEN, 'rb.core.hidden-lost'],
  ])('%s → %s, though its lead is narrow', (question, id) => {
    expectAnswered(search, question, id);
    // a story, the runner-up scoring more than half of the first: the narrow lead that used to make it "not sure"
    expect(question.length).toBeGreaterThanOrEqual(STORY_CHARS);
    expect(answeredPath(question, id).lead).toBeLessThan(STORY_LEAD);
  });

  it('rulebot ask gives the showdown entry as the answer, exit 0', async () => {
    const { text, code } = await ask(SHOWDOWN);
    expect(text).not.toContain('Not sure');
    expect(text).toContain('Showdowns (how they start, who acts, when they end)');
    expect(code).toBe(0);
  });
});

describe('a Riftbound story the tag does not settle stays "not sure"', () => {
  // Showdowns first, the chain third: both tagged with a concept the asking sentence names.
  const BOTH = 'On the chain during a showdown, do spells resolve newest first, and when the chain is empty does the showdown focus move to the other player?';
  // Assault first, Mighty close behind, neither tagged with a concept the asking sentence names.
  const ASSAULT = 'My unit has 3 might and Assault 2. When it attacks does it fight as a 5, and when it is the one being attacked is it just a 3 again?';

  it('offers showdowns and the chain side by side when both are asked', () => {
    const r = expectOffered(search, BOTH, 'rb.core.showdown');
    expect(r.match).toBe('unsure');
    expect(r.suggestions.map((h) => h.id)).toContain('rb.core.chain');
  });

  it('offers Assault and Mighty for a story no tag singles out', () => {
    const r = expectOffered(search, ASSAULT, 'rb.keyword.assault');
    expect(r.match).toBe('unsure');
    expect(r.suggestions.map((h) => h.id)).toContain('rb.core.mighty');
  });

  it('rulebot ask says so in the reply and lists the choices, exit 1', async () => {
    const { text, code } = await ask(BOTH);
    expect(text).toContain('Not sure — these look closest');
    expect(text).toContain('1. Showdowns (how they start, who acts, when they end)');
    expect(text).toContain('The chain (how responses work and resolve, newest first)');
    expect(code).toBe(1);
  });
});
