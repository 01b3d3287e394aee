/**
 * A small fixed-seed fuzz run (npm run fuzz runs the same generators for as many cases as asked): scenarios in
 * all three games, search questions, knowledge-base files and pin import files — no exception, no error without a
 * position, no scenario that reads back differently from its canonical form. Timing is not asserted here.
 */
import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../bench/fuzz/run.ts';
import { fuzzSearch } from '../../bench/fuzz/search.ts';
import { Random } from '../../bench/fuzz/random.ts';
import { scenarioCase } from '../../bench/fuzz/scenarios.ts';
import { main } from '../../bot/cli.ts';

describe('fuzz, fixed seed', () => {
  it('finds nothing wrong in 1500 cases across every area and generator', async () => {
    const report = runFuzz({ cases: 1500, seed: 20261123, ...(await fuzzSearch()) });
    expect(report.exceptions).toEqual([]);
    expect(report.roundTrip).toEqual([]);
    expect(report.positionless).toEqual([]);
    expect(report.cases).toBe(1500);
    // every area and scenario generator was exercised, and a good share of scenarios parsed (round-trip checked)
    for (const key of ['scenario', 'search', 'kb', 'pins', 'scenario:generated', 'scenario:mutated', 'scenario:game-mutated', 'scenario:soup', 'scenario:random', 'scenario:repeated', 'scenario:numbers'])
      expect(report.counts[key], key).toBeGreaterThan(0);
    expect(report.counts['scenario:parsed']).toBeGreaterThan(300);
    expect(report.slowest.length).toBeGreaterThan(0);
  });

  it('a case depends only on (seed, case number), whatever the split between workers', () => {
    const a = Array.from({ length: 20 }, (_, i) => scenarioCase(Random.forCase(7, i)).text);
    const odd = Array.from({ length: 10 }, (_, k) => scenarioCase(Random.forCase(7, 2 * k + 1)).text);
    expect(odd).toEqual(a.filter((_, i) => i % 2 === 1));
    expect(new Set(a).size).toBeGreaterThan(15);
  });

  it('npm run fuzz reports the counts and writes the slowest inputs to a file', async () => {
    const out: string[] = [];
    const code = await main(['fuzz', '--cases', '200', '--seed', '3', '--out', `${process.env.RULEBOT_DATA_DIR}/fuzz.json`], { out: (s) => out.push(s), err: () => {} });
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/fuzz: 200 cases, seed 3[\s\S]*exceptions: 0[\s\S]*round-trip differences: 0[\s\S]*errors without a position: 0/);
    expect((await main(['fuzz', '--cases', 'many'], { out: () => {}, err: () => {} }))).toBe(2);
  });
});
