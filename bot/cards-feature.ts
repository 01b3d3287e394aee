/**
 * Card data at start-up: the newest table imported with `rulebot import scryfall`, and Scryfall's API when
 * RULEBOT_CARDS=live (for a bot that is online; the table, when present, is still asked first).
 * Provides `services.cards` (a CardSource) for /card, /check and /ruling.
 */
import { prepareCardNames } from '../rulings/cards/aliases.ts';
import { ScryfallLive } from '../rulings/cards/live.ts';
import { CardSource } from '../rulings/cards/source.ts';
import { listTables, loadTable, type StoreOptions } from '../rulings/cards/store.ts';
import { environment } from './config.ts';
import { logger as defaultLogger, type Logger } from './logger.ts';
import type { Feature } from './services.ts';

export interface CardsFeatureOptions {
  env?: Record<string, string | undefined>;
  store?: StoreOptions;
  logger?: Logger;
  /** Read the table this long after start-up (default 2 s; 0: only on first use). */
  warmUpMs?: number;
}

export function cardsFeature(options: CardsFeatureOptions = {}): Feature {
  return () => {
    const env = options.env ?? environment();
    const mode = env.RULEBOT_CARDS ?? 'local';
    if (mode === 'off') return undefined;
    const log = options.logger ?? defaultLogger;
    const latest = listTables(options.store ?? (env.RULEBOT_DATA_DIR ? { dataDir: env.RULEBOT_DATA_DIR } : {})).at(-1);
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
    const live = mode === 'live' ? new ScryfallLive(env.RULEBOT_SCRYFALL_API ? { api: env.RULEBOT_SCRYFALL_API } : {}) : undefined;
    if (!table && !live) return undefined;
    const source = new CardSource(table, live);
    if (table && options.warmUpMs !== 0) {
      const warm = () => {
        source.warmUp();
        if (source.index) prepareCardNames(source.index);
      };
      setTimeout(warm, options.warmUpMs ?? 2000).unref();
    }
    return { cards: source };
  };
}
