/**
 * Card data at start-up, with no operator step on a bot that is online:
 * - the newest table imported with `rulebot import scryfall` (every language, offline), read shortly after start;
 * - in live mode (RULEBOT_CARDS=live, the default outside tests): Scryfall's list of card names, kept under the
 *   data dir and fetched again at start-up when older than a day, then daily, and a few minutes after a failed
 *   fetch (names for autocomplete, "did you mean" and card names in questions); cards and their rulings fetched on
 *   demand from Scryfall's API, politely paced, and kept on disk (rulings/cards/live.ts, live-cache.ts).
 * Provides `services.cards` (a CardSource) for /card, /check and /ruling.
 */
import { prepareCardNames } from '../rulings/cards/aliases.ts';
import { LiveCardCache } from '../rulings/cards/live-cache.ts';
import { ScryfallLive, type LiveOptions } from '../rulings/cards/live.ts';
import { CardSource } from '../rulings/cards/source.ts';
import { listTables, loadTable, type StoreOptions } from '../rulings/cards/store.ts';
import { environment } from './environment.ts';
import { logger as defaultLogger, type Logger } from './logger.ts';
import type { Feature } from './services.ts';

export type CardsMode = 'live' | 'local' | 'off';

/**
 * RULEBOT_CARDS: live (default: the imported table if any, then Scryfall), local (the imported table only, no
 * network) or off. Tests (NODE_ENV=test) default to local: they never reach the real Scryfall.
 */
export function cardsMode(env: Record<string, string | undefined>): CardsMode {
  const v = (env.RULEBOT_CARDS ?? '').trim().toLowerCase();
  if (v === 'live' || v === 'local' || v === 'off') return v;
  if (v) throw new Error(`RULEBOT_CARDS must be live, local or off, not "${v}"`);
  return (env.NODE_ENV ?? process.env.NODE_ENV) === 'test' ? 'local' : 'live';
}

/** Scryfall's name list is fetched again when older than this (and checked this often by a running bot). */
export const NAMES_MAX_AGE_MS = 24 * 3600_000;
/**
 * After a failed fetch of the name list, the next try. Waiting for the daily check left a bot whose start-up fetch
 * failed (Scryfall down for a moment, a slow start) without card names in questions and autocomplete for a day;
 * one request every few minutes while it fails is far under Scryfall's limits.
 */
export const NAMES_RETRY_MS = 10 * 60_000;

export interface CardsFeatureOptions {
  env?: Record<string, string | undefined>;
  store?: StoreOptions;
  logger?: Logger;
  /** Read the table this long after start-up (default 2 s; 0: only on first use). */
  warmUpMs?: number;
  /**
   * Fetch Scryfall's name list when the stored one is missing or a day old, then daily (live mode). True for the
   * bot and the console; one-shot CLI commands use the stored list and fetch only the cards they are asked about.
   */
  refreshNames?: boolean;
  /** Overrides the live client's options (tests: clock, spacing). */
  live?: LiveOptions;
}

export function cardsFeature(options: CardsFeatureOptions = {}): Feature {
  return () => {
    const source = createCardSource(options);
    return source && { cards: source, close: () => source.close() };
  };
}

/** The card data this configuration gives (undefined: none — RULEBOT_CARDS=off, or local with nothing imported). */
export function createCardSource(options: CardsFeatureOptions = {}): CardSource | undefined {
  {
    const env = options.env ?? environment();
    const mode = cardsMode(env);
    if (mode === 'off') return undefined;
    const log = options.logger ?? defaultLogger;
    const store = options.store ?? (env.RULEBOT_DATA_DIR ? { dataDir: env.RULEBOT_DATA_DIR } : {});
    const latest = listTables(store).at(-1);
    // Read on first use, or shortly after start-up: reading and indexing 30 000 cards takes about a second.
    const table = latest && {
      version: latest.version,
      load: () => {
        try {
          return loadTable(latest.path);
        } catch (error) {
          log.error({ err: error, path: latest.path }, 'cards: the imported card table could not be read; run rulebot import scryfall again');
          return undefined;
        }
      },
    };
    if (mode === 'local' && !table) return undefined;
    const cache = mode === 'live' ? new LiveCardCache(store) : undefined;
    const live = cache
      ? new ScryfallLive({ ...(env.RULEBOT_SCRYFALL_API ? { api: env.RULEBOT_SCRYFALL_API } : {}), cache, ...options.live })
      : undefined;
    const source = new CardSource(table, live);
    const stored = cache?.readNames();
    if (stored) source.setNames(stored.names, stored.fetchedAt);
    if (table && options.warmUpMs !== 0) {
      const warm = () => {
        source.warmUp();
        if (source.index) prepareCardNames(source.index);
      };
      setTimeout(warm, options.warmUpMs ?? 2000).unref();
    }
    if (live && cache && options.refreshNames) {
      const refresh = keepNamesCurrent(source, live, cache, log);
      source.onClose(refresh.stop);
      source.refreshing = refresh.done;
    }
    return source;
  }
}

/**
 * Scryfall's name list, current: fetched now when the stored one is missing or older than a day, then checked
 * daily. A failure keeps what the bot has and says in one log line what it lacks.
 */
export function keepNamesCurrent(
  source: CardSource,
  live: ScryfallLive,
  cache: LiveCardCache,
  log: Pick<Logger, 'info' | 'warn'>,
  intervalMs = NAMES_MAX_AGE_MS,
  retryMs = NAMES_RETRY_MS,
): { stop(): void; done: Promise<void> } {
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    const stored = source.status().names;
    if (stored && Date.now() - Date.parse(stored.fetchedAt) < NAMES_MAX_AGE_MS) return;
    try {
      const names = await live.cardNames();
      const saved = cache.saveNames(names);
      source.setNames(saved.names, saved.fetchedAt);
      log.info({ names: names.length }, 'cards: card names fetched from Scryfall');
    } catch (error) {
      const status = source.status();
      const has = status.table ? `the imported table of ${status.table}` : status.names ? `the name list of ${status.names.fetchedAt.slice(0, 10)}` : 'no card names';
      log.warn({ err: error, api: live.api }, `cards: could not fetch Scryfall's card names; using ${has}${status.table || status.names ? '' : ' (card names in questions and autocomplete need them or rulebot import scryfall)'}`);
      clearTimeout(retry);
      if (stopped) return;
      retry = setTimeout(() => void run(), retryMs);
      retry.unref();
    }
  };
  const done = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
    },
    done,
  };
}
