/**
 * An amount counted as the effect happens (608.2h): `creature-count`, "for each creature you control" — the
 * creatures the spell's or ability's controller controls at that moment, not when it was cast.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { object, ok, player } from './helpers.ts';

const countStep = (r: ReturnType<typeof ok>) => r.resolution.steps.find((s) => s.key === 'engine-mtg-events.step.creature-count');

describe('creature-count (608.2h)', () => {
  it('"draw a card for each creature you control" with two creatures draws two; the opponent\'s creatures do not count', () => {
    const r = ok('mtg ; A library=5 ; A: a=1/1 ; b=1/1 ; B: x=1/1 ; y=1/1 ; z=1/1 ; cast A: draw creature-count A');
    expect(player(r, 'A').cards?.hand).toBe(2);
    expect(countStep(r)!.params.amount).toBe(2);
    expect(countStep(r)!.rules).toEqual(['608.2h']);
  });

  it('counted as it resolves: a creature destroyed in response no longer counts', () => {
    const r = ok('mtg ; A: a=1/1 ; b=1/1 ; c=1/1 ; B: x=1/1 ; cast A: gain-life creature-count A ; cast B: destroy c');
    expect(object(r, 'c').zone).toBe('graveyard');
    expect(player(r, 'A').life).toBe(22);
  });

  it('the spell\'s controller counts, not the player it affects; it prints back and reads in Japanese and French', () => {
    const r = ok('mtg ; A: a=1/1 ; B: x=1/1 ; y=1/1 ; cast A: damage creature-count B');
    expect(player(r, 'B').life).toBe(19);
    const parsed = parseScenario('mtg ; A: a=1/1 ; cast A: gain-life 自軍クリーチャーの数 A ; cast A: gain-life par-créature A');
    expect(parsed.errors).toEqual([]);
    expect(printScenario(parsed.scenario!, { oneLine: true })).toContain('gain-life creature-count A');
    expect(checkScenario('mtg ; A: a=1/1 ; cast A: gain-life creature-count A').ok).toBe(true);
  });
});
