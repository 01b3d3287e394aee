/**
 * Delayed triggered abilities created by a resolving ability (603.7): `when-leaves x & …`, `when-untaps x & …`.
 * They watch the object as it was when created (603.7a) and trigger once, the next time (603.7b). Positions written
 * from the rules; each asserts the life total, the trace line and its rules.
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
