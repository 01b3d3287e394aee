/**
 * A bot process up to "ready" (knowledge base loaded, index built, official pack if imported), as `npm start`
 * does it; prints the in-process timings and resident memory, then — with `--queries N` — memory after N queries.
 */
import { createServices } from '../../bot/services.ts';
import { emit, heapAfterGcMb, rssMb } from '../stats.ts';

const services = await createServices();
// The moment of readiness on the wall clock: the process lives on a little (the pin store attaching, the
// optional query run), so the harness times spawn → this, not spawn → exit.
const readyEpochMs = performance.timeOrigin + performance.now();
const ready = { readyEpochMs, loadMs: services.timings.loadMs, indexMs: services.timings.indexMs, docs: services.search.size, rssMb: rssMb() };
const n = Number(process.argv[process.argv.indexOf('--queries') + 1] || 0);
let afterQueries: number | undefined;
let heap: { afterQueriesMb?: number; afterTwiceMb?: number } | undefined;
if (process.argv.includes('--queries')) {
  // loaded only here: the question sets (and the YAML parser) are the benchmark's, not part of the bot's start-up
  const { shippedQueries } = await import('../queries.ts');
  const queries = shippedQueries();
  for (let i = 0; i < n; i++) services.search.query(queries[i % queries.length]!.q);
  afterQueries = rssMb();
  // Then the heap after a full collection (with --expose-gc), after these queries and after as many again: kept
  // state that grows per query shows as a difference; structures built once on first use do not.
  const afterQueriesMb = heapAfterGcMb();
  if (afterQueriesMb !== undefined) {
    for (let i = 0; i < n; i++) services.search.query(queries[i % queries.length]!.q);
    heap = { afterQueriesMb, afterTwiceMb: heapAfterGcMb() };
  }
}
emit({ scenario: 'ready', ...ready, afterQueries, heap, queries: n || undefined });
