/**
 * Delayed triggered abilities created by a resolving ability (603.7): `when-leaves x & …`, `when-untaps x & …`.
 * They watch the object as it was when created (603.7a) and trigger once, the next time (603.7b). Reflexive ones
 * (603.12): `reflex-sacrifice you & …`. Positions written from the rules; each asserts the life total, the trace
 * line and its rules.
 */
import { describe, expect, it } from 'vitest';
import { ok, player } from './helpers.ts';

const delayed = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg-delayed.step.${name}`);
const WISP = 'w=Wisp 2/2 (activated: when-leaves self & gain-life 3 you)';

describe('when-leaves (603.7a)', () => {
  it('created first, then the creature is destroyed: it triggers and its controller gains 3', () => {
    const r = ok(`mtg ; A: ${WISP} ; B: z=1/1 ; activate w ; resolve ; cast B: destroy w`);
    expect(player(r, 'A').life).toBe(23);
    expect(delayed(r, 'triggers-leaves')[0]!.rules).toEqual(['603.7a', '603.7b']);
  });

  it('the creature leaves before the ability resolves: the delayed ability is created but never triggers', () => {
    const r = ok(`mtg ; A: ${WISP} ; B: z=1/1 ; activate w ; cast B: destroy w`);
    expect(player(r, 'A').life).toBe(20);
    expect(delayed(r, 'never-leaves')[0]!.rules).toContain('603.7a');
    expect(delayed(r, 'triggers-leaves')).toEqual([]);
  });

  it('it triggers once only (603.7b), and prints back as written', () => {
    const r = ok(`mtg ; A: ${WISP} ; B: z=1/1 ; activate w ; resolve ; cast B: exile w`);
    expect(delayed(r, 'triggers-leaves')).toHaveLength(1);
    expect(r.canonical).toContain('(activated: when-leaves self & gain-life 3 you)');
  });
});

describe('when-untaps (603.7a)', () => {
  const base = 'mtg ; A: w=Wisp 2/2 tapped (activated: when-untaps self & gain-life 3 you) ; B: z=1/1 ; activate w';
  it('it untaps before the ability resolves: the ability waits for the next time it untaps', () => {
    const early = ok(`${base} ; cast B: untap w`);
    expect(player(early, 'A').life).toBe(20);
    expect(delayed(early, 'created-untaps-later')).toHaveLength(1);
    const later = ok(`${base} ; cast B: untap w ; resolve ; resolve ; cast B: tap w ; resolve ; cast B: untap w`);
    expect(player(later, 'A').life).toBe(23);
  });

  it('created while it is tapped: it triggers as it untaps', () => {
    const r = ok(`${base} ; resolve ; cast B: untap w`);
    expect(player(r, 'A').life).toBe(23);
    expect(delayed(r, 'triggers-untaps')).toHaveLength(1);
  });
});

describe('reflex-sacrifice — "you may sacrifice another creature. When you do, …" (603.12)', () => {
  const MANTICORE = 'm=Heart-Piercer Manticore 4/3 (enters: reflex-sacrifice you & damage that-much B)';
  it('another creature is sacrificed: the reflexive ability triggers and deals damage equal to its power', () => {
    const r = ok(`mtg ; A: x=Goblin 3/3 ; B: z=1/1 ; cast A ${MANTICORE}`);
    expect(player(r, 'B').life).toBe(17);
    expect(delayed(r, 'reflex-triggers')[0]!.rules).toEqual(['603.12']);
    expect(r.resolution.choices.some((c) => c.rules.includes('608.2d'))).toBe(true);
  });

  it('no other creature: nothing is sacrificed, nothing triggers (the Manticore itself is not "another")', () => {
    const r = ok(`mtg ; A: f=Forest land ; B: z=1/1 ; cast A ${MANTICORE}`);
    expect(player(r, 'B').life).toBe(20);
    expect(delayed(r, 'reflex-nothing')).toHaveLength(1);
  });

  it('a creature sacrificed for another reason does not trigger it', () => {
    const r = ok(`mtg ; A: x=Goblin 3/3 ; m=Heart-Piercer Manticore 4/3 (enters: reflex-sacrifice you & damage that-much B) ; B: z=1/1 ; cast A: sacrifice x`);
    expect(player(r, 'B').life).toBe(20);
    expect(delayed(r, 'reflex-triggers')).toEqual([]);
  });
});
