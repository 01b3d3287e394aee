/** Start-up: load the knowledge base and build the search index once, shared by every command. */
import type { Services } from '../commands/context.ts';
import { cacheDir, loadKnowledgeBaseFast, type KnowledgeBase, type LoadOptions } from '../rulings/kb.ts';
import { RulingsSearch, type SearchDoc } from '../rulings/search.ts';
import { lazyCardNames } from '../rulings/analyse/cards.ts';

export interface StartupTimings {
  loadMs: number;
  indexMs: number;
}

/**
 * What a feature adds: any of the optional services (commands/context.ts, by name and type), index documents, and
 * what to close at shutdown.
 */
export type FeatureServices = Partial<Omit<Services, 'kb' | 'search' | 'attached' | 'closers'>> & {
  docs?: SearchDoc[];
  close?: () => unknown;
};

/**
 * An optional feature (official rules packs, card data, pins) contributes services and index documents. Features
 * run before the index is built so their documents are indexed in the same single pass. To add a service: a
 * typed optional field in `Services`, and a feature returning it under that name.
 */
export type Feature = (kb: KnowledgeBase) => FeatureServices | undefined | Promise<FeatureServices | undefined>;

/** Puts a feature's services into `services` (its documents are the caller's business). */
function attach(services: Services, added: FeatureServices): void {
  const { docs: _docs, close, ...rest } = added;
  Object.assign(services, rest);
  if (close) (services.closers ??= []).push(close);
}

export interface ServiceOptions extends LoadOptions {
  /** Features to run before the services are returned; defaults to every feature the bot ships. */
  features?: Feature[];
  /**
   * Features that attach after the services are returned (`attached` resolves when they have): they add no
   * index documents, only hooks. By default the pin store, whose opening (a database, its schema library, the
   * re-check of every pin) would otherwise double the time to ready; the bot awaits it alongside its
   * gateway login, the console before the first command.
   */
  late?: Feature[];
  /** A knowledge base already loaded, used instead of reading rulings/ (bench/questions-holdout.ts varies its entries). */
  knowledgeBase?: KnowledgeBase;
}

export async function createServices(options: ServiceOptions = {}): Promise<Services & { timings: StartupTimings; attached: Promise<void> }> {
  const features = options.features ?? (await startupFeatures());
  const late = options.late ?? (options.features ? [] : [pinsLater]);
  const t0 = performance.now();
  const kb = options.knowledgeBase ?? (await loadKnowledgeBaseFast(options));
  const t1 = performance.now();
  const docs: SearchDoc[] = [];
  const added: FeatureServices[] = [];
  for (const feature of features) {
    const more = await feature(kb);
    if (!more) continue;
    if (more.docs) docs.push(...more.docs);
    added.push(more);
  }
  const search = new RulingsSearch(kb, docs, { cacheDir: cacheDir() });
  // Card names in questions come from the card table when a feature loaded one (rulings/analyse/cards.ts).
  const cards = added.find((more) => more.cards)?.cards;
  // The table's names in every language, else Scryfall's English name list (live mode, no import).
  if (cards) search.useCardNames(lazyCardNames({ get index() { return cards.nameIndex; } }));
  const t2 = performance.now();
  const services: Services & { timings: StartupTimings; attached: Promise<void> } = {
    kb,
    search,
    timings: { loadMs: t1 - t0, indexMs: t2 - t1 },
    attached: Promise.resolve(),
  };
  for (const more of added) attach(services, more);
  services.attached = attachLate(services, kb, late);
  return services;
}

/** The official rules pack and the card table: what the bot has before it is ready. */
async function startupFeatures(): Promise<Feature[]> {
  const [{ officialRulesFeature }, { cardsFeature }] = await Promise.all([import('./official-feature.ts'), import('./cards-feature.ts')]);
  return [officialRulesFeature, cardsFeature({ refreshNames: true })];
}

/** The pins feature, its module (the store, its schema library, the pin checker) loaded only now. */
const pinsLater: Feature = async (kb) => (await import('./features.ts')).pinsFeature()(kb);

/** Runs the late features one after another and adds their hooks to `services` as each finishes. */
async function attachLate(services: Services, kb: KnowledgeBase, late: Feature[]): Promise<void> {
  for (const feature of late) {
    const added = await feature(kb);
    if (added) attach(services, added);
  }
}

/** Runs what the features asked to close at shutdown (a pin store's database, say). */
export async function closeServices(services: Services, logger?: { warn(obj: object, msg: string): void }): Promise<void> {
  // a store still opening is closed too, once it has opened
  await services.attached?.catch((error: unknown) => logger?.warn({ err: error }, 'a late feature failed to attach'));
  for (const close of services.closers?.splice(0) ?? []) {
    try {
      await close();
    } catch (error) {
      logger?.warn({ err: error }, 'could not close on shutdown');
    }
  }
}
