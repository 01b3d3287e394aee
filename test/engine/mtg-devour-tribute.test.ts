/**
 * Choices made as a permanent enters, in the notation (engine/mtg/entering-choices.ts): devour N with `devours=x,y`
 * (702.82a) and tribute N with `tribute-paid` (702.104a–b, trigger word `enters-no-tribute`). Positions from the rules.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { object, ok } from './helpers.ts';

describe('devour (702.82a)', () => {
  it('sacrifices only its controller\'s creatures written on it, N counters each', () => {
    const r = ok('mtg ; A: s=1/1 ; t=1/1 ; B: x=1/1 ; cast A g=3/3 devour:2 devours=s,x');
    expect(object(r, 's').zone).toBe('graveyard');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'g').counters).toMatchObject({ '+1/+1': 2 });
  });

  it('names only objects of the scenario, and prints back as written', () => {
    const bad = checkScenario('mtg ; A: s=1/1 ; B: x=1/1 ; cast A g=3/3 devour:1 devours=s,zz');
    expect(bad.ok).toBe(false);
    const first = parseScenario('mtg ; A: s=1/1 ; B: x=1/1 ; cast A g=3/3 devour:1 devours=s').scenario!;
    const printed = printScenario(first, { oneLine: true });
    expect(printed).toContain('devour:1 devours=s');
    expect(parseScenario(printed).scenario).toStrictEqual(first);
  });
});

describe('tribute (702.104a–b)', () => {
  it('unpaid: its enters-no-tribute ability triggers; paid: N counters and it doesn\'t', () => {
    const unpaid = ok('mtg ; A: y=1/1 ; B: x=1/1 ; cast A o=3/3 tribute:2 (enters-no-tribute: damage 2 each-opponent)');
    expect(unpaid.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(18);
    const paid = ok('mtg ; A: y=1/1 ; B: x=1/1 ; cast A o=3/3 tribute:2 tribute-paid (enters-no-tribute: damage 2 each-opponent)');
    expect(paid.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(20);
    expect(object(paid, 'o').counters).toMatchObject({ '+1/+1': 2 });
    expect(paid.resolution.choices.find((c) => c.rules.includes('702.104a'))!.chooser).toBe('B');
  });
});
