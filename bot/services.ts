/** Start-up: load the knowledge base and build the search index once, shared by every command. */
import type { Services } from '../commands/context.ts';
import { loadKnowledgeBase, type LoadOptions } from '../rulings/loader.ts';
import { RulingsSearch, type SearchDoc } from '../rulings/search.ts';

export interface StartupTimings {
  loadMs: number;
  indexMs: number;
}

/** Extra index documents and service hooks contributed by optional features (official rules packs, pins). */
export type Feature = (services: Services) => { docs?: SearchDoc[] } | void | Promise<{ docs?: SearchDoc[] } | void>;

const features: Feature[] = [];
export function addFeature(feature: Feature): void {
  features.push(feature);
}

export async function createServices(options: LoadOptions = {}): Promise<Services & { timings: StartupTimings }> {
  const t0 = performance.now();
  const kb = loadKnowledgeBase(options);
  const t1 = performance.now();
  const services: Services = { kb, search: new RulingsSearch(kb), extras: {} };
  const docs: SearchDoc[] = [];
  for (const feature of features) {
    const added = await feature(services);
    if (added?.docs) docs.push(...added.docs);
  }
  // Build the index once, after features have contributed their documents.
  services.search = new RulingsSearch(kb, docs);
  const t2 = performance.now();
  return Object.assign(services, { timings: { loadMs: t1 - t0, indexMs: t2 - t1 } });
}
