/**
 * A bot process up to "ready" (knowledge base loaded, index built, official pack if imported), as `npm start`
 * does it; prints the in-process timings and resident memory, then — with `--queries N` — memory after N queries.
 */
import { createServices } from '../../bot/services.ts';
import { shippedQueries } from '../queries.ts';
import { emit, rssMb } from '../stats.ts';

const services = await createServices();
const ready = { loadMs: services.timings.loadMs, indexMs: services.timings.indexMs, docs: services.search.size, rssMb: rssMb() };
const n = Number(process.argv[process.argv.indexOf('--queries') + 1] || 0);
let afterQueries: number | undefined;
if (process.argv.includes('--queries')) {
  const queries = shippedQueries();
  for (let i = 0; i < n; i++) services.search.query(queries[i % queries.length]!.q);
  afterQueries = rssMb();
}
emit({ scenario: 'ready', ...ready, afterQueries, queries: n || undefined });
