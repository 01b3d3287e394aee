/**
 * Branch runs are compared by their final states (engine/mtg/branches.ts `sameJson`): the reply shows branches only
 * when two orders end differently, so the comparison must agree with the final states as JSON writes them — key
 * order, keys JSON leaves out, nulls in arrays — or a branch would be shown or hidden wrongly.
 */
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../engine/mtg/branches.ts';
import { checkScenario } from '../../engine/index.ts';

const asJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

describe('branch finals compared as JSON data', () => {
  const pairs: Array<[unknown, unknown]> = [
    [{ a: 1, b: 2 }, { a: 1, b: 2 }],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }],
    [{ a: 1, b: undefined }, { a: 1 }],
    [{ a: 1, f: () => 1 }, { a: 1 }],
    [[1, undefined], [1, null]],
    [[1, 2], [1, 2, 3]],
    [{ n: NaN }, { n: null }],
    [{ n: 0 }, { n: -0 }],
    [{ s: '1' }, { s: 1 }],
    [new Map([[1, 2]]), {}],
    [{ d: new Date(0) }, { d: '1970-01-01T00:00:00.000Z' }],
    [{ players: [{ id: 'A', life: 20, counters: {} }] }, { players: [{ id: 'A', life: 19, counters: {} }] }],
    [{ x: { key: 'k', params: { 0: 'a' } } }, { x: { key: 'k', params: { 0: 'a' } } }],
  ];
  it.each(pairs.map((p, i) => [i, ...p]))('pair %i agrees with JSON.stringify', (_i, a, b) => {
    expect(sameJson(a, b)).toBe(asJson(a, b));
  });

  it('the double-strike position still shows its four orders, each with its own final state', () => {
    const r = checkScenario('mtg; A: d=4/4 double-strike trample lifelink; f=Furnace of Rath double-damage; B prevent-each:1; x=2/2 prevent:1; attack d>B; block x>d');
    expect(r.ok && r.resolution.branches.length).toBe(4);
    const finals = r.ok ? r.resolution.branches.map((b) => JSON.stringify(b.final)) : [];
    expect(new Set(finals).size).toBe(4);
  });
});
