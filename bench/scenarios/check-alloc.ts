/**
 * Memory allocated per scenario check, for each benchmark scenario: a figure the machine's load does not change
 * (unlike p99), and what decides how often minor GCs land in the timed runs. Run with a young generation large
 * enough that no GC happens inside a measured batch (bench/run.ts passes alloc-flags.ts, as below); a batch during which a
 * GC ran anyway is not counted.
 *
 *     node --expose-gc --max-semi-space-size=256 --min-semi-space-size=256 dist/bench/scenarios/check-alloc.js
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { checkScenario } from '../../engine/index.ts';
import { emit, round } from '../stats.ts';
import { CHECK_SCENARIOS } from './check-scenarios.ts';

const BATCH = 200;
const BATCHES = 5;

let gcs = 0;
const observer = new PerformanceObserver((list) => {
  gcs += list.getEntries().length;
});
observer.observe({ entryTypes: ['gc'] });
/** Bytes in the young generation, where a check's short-lived objects go (code and feedback the JIT adds elsewhere don't count). */
const young = (): number => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_used_size ?? 0;
const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 5));
const collect = (globalThis as { gc?: () => void }).gc;

const results = [];
for (const [name, text] of Object.entries(CHECK_SCENARIOS)) {
  for (let i = 0; i < 2000; i++) checkScenario(text);
  let best = Infinity;
  for (let b = 0; b < BATCHES; b++) {
    collect?.();
    await settle();
    const seen = gcs;
    const before = young();
    for (let i = 0; i < BATCH; i++) checkScenario(text);
    const after = young();
    await settle();
    if (gcs === seen) best = Math.min(best, (after - before) / BATCH);
  }
  results.push({ name, allocKb: Number.isFinite(best) ? round(best / 1024, 1) : null });
}
observer.disconnect();
emit({ scenario: 'check-alloc', results });
