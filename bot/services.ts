/** Start-up: load the knowledge base and build the search index once, shared by every command. */
import type { Services } from '../commands/context.ts';
import { cacheDir, loadKnowledgeBaseFast, type KnowledgeBase, type LoadOptions } from '../rulings/kb.ts';
import { RulingsSearch, type SearchDoc } from '../rulings/search.ts';

export interface StartupTimings {
  loadMs: number;
  indexMs: number;
}

/**
 * An optional feature (official rules packs, pins) contributes index documents and service hooks. Features run
 * before the index is built so their documents are indexed in the same single pass.
 */
export type Feature = (kb: KnowledgeBase) =>
  | (Partial<Pick<Services, 'pinLookup' | 'official' | 'guildLocale' | 'guildGame' | 'state'>> & { docs?: SearchDoc[]; extras?: Record<string, unknown> })
  | undefined
  | Promise<(Partial<Pick<Services, 'pinLookup' | 'official' | 'guildLocale' | 'guildGame' | 'state'>> & { docs?: SearchDoc[]; extras?: Record<string, unknown> }) | undefined>;

export interface ServiceOptions extends LoadOptions {
  /** Features to run; defaults to every feature the bot ships (official rules packs, pins). */
  features?: Feature[];
}

export async function createServices(options: ServiceOptions = {}): Promise<Services & { timings: StartupTimings }> {
  const features = options.features ?? (await import('./features.ts')).defaultFeatures();
  const t0 = performance.now();
  const kb = await loadKnowledgeBaseFast(options);
  const t1 = performance.now();
  const docs: SearchDoc[] = [];
  const hooks: Partial<Services> = {};
  const extras: Record<string, unknown> = {};
  for (const feature of features) {
    const added = await feature(kb);
    if (!added) continue;
    const { docs: more, extras: moreExtras, ...rest } = added;
    if (more) docs.push(...more);
    Object.assign(extras, moreExtras);
    Object.assign(hooks, rest);
  }
  const search = new RulingsSearch(kb, docs, { cacheDir: cacheDir() });
  const t2 = performance.now();
  return { kb, search, extras, ...hooks, timings: { loadMs: t1 - t0, indexMs: t2 - t1 } };
}

/** Closes whatever a feature put in services.extras that can be closed (a pin store's database, say). */
export async function closeServices(services: Services, logger?: { warn(obj: object, msg: string): void }): Promise<void> {
  for (const [name, value] of Object.entries(services.extras)) {
    const close = (value as { close?: unknown } | null)?.close;
    if (typeof close === 'function') {
      try {
        await (close as () => unknown).call(value);
      } catch (error) {
        logger?.warn({ err: error, extra: name }, 'could not close on shutdown');
      }
    }
  }
}
