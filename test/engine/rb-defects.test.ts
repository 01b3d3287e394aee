/**
 * Riftbound wording-reader defects of issue 16, each reproduced first: a drawn card is not a target, a relative
 * clause does not make a battlefield a target, and what the FAQ does not decide is said to be undecided.
 */
import { describe, expect, it } from 'vitest';
import { rendered, run, unit } from './gr-helpers.ts';

const outcome = (t: string) => run(t).resolution.outcome.map((o) => [o.key.replace('engine-rb.outcome.', ''), (o.params?.phrase as { params?: { text?: string } } | undefined)?.params?.text]);

describe('Riftbound wording defects', () => {
  it('"Its controller draws a card." targets nothing: the card comes from a deck, the controller is no choice', () => {
    expect(outcome('rb ; text A: Its controller draws a card.')).toEqual([
      ['count', undefined],
      ['not-target', 'Its controller'],
      ['not-target', 'a card'],
    ]);
    const r = run('rb ; A: c=card in=trash ; text A: Its controller draws a card.');
    expect(unit(r, 'c').counters.targeted).toBe(0);
    expect(rendered(r, 'en')).not.toContain('“a card”: target');
  });

  it('"a friendly unit that is at a battlefield" targets only the unit, like "a friendly unit at a battlefield"', () => {
    const relative = outcome('rb ; text A: Kill a friendly unit that is at a battlefield.');
    expect(relative).toEqual([
      ['count', undefined],
      ['target', 'a friendly unit that is at a battlefield'],
      ['not-target', 'a battlefield'],
    ]);
    const r = run('rb ; A: u=unit in=battlefield ; v=unit in=base ; text A: Kill a friendly unit that is at a battlefield.');
    expect(unit(r, 'u').counters.targeted).toBe(1);
    expect(unit(r, 'v').counters.targeted).toBe(0);
  });

  it('a case the FAQ does not decide is marked as such, with the reason, in every language', () => {
    const r = run('rb ; text A: If an enemy unit is stunned, draw 2.');
    expect(r.resolution.outcome.map((o) => o.key)).toEqual(['engine-rb.outcome.count-undecided', 'engine-rb.outcome.undecided']);
    expect(rendered(r, 'en')).toContain('? “an enemy unit”: not decided by the FAQ — only in an “if” condition');
    expect(rendered(r, 'ja')).toContain('FAQでは決まらない');
    expect(rendered(r, 'fr')).toContain('non tranché par la FAQ');
  });
});
