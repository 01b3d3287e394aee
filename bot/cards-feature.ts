/**
 * Card data at start-up: the newest table imported with `rulebot import scryfall`, and Scryfall's API when
 * RULEBOT_CARDS=live (for a bot that is online; the table, when present, is still asked first).
 * Puts a CardSource in services.extras.cards for /card, /check and /ruling.
 */
import { ScryfallLive } from '../rulings/cards/live.ts';
import { CardSource } from '../rulings/cards/source.ts';
import { loadLatestTable, type StoreOptions } from '../rulings/cards/store.ts';
import { environment } from './config.ts';
import { logger as defaultLogger, type Logger } from './logger.ts';
import type { Feature } from './services.ts';

export interface CardsFeatureOptions {
  env?: Record<string, string | undefined>;
  store?: StoreOptions;
  logger?: Logger;
}

export function cardsFeature(options: CardsFeatureOptions = {}): Feature {
  return () => {
    const env = options.env ?? environment();
    const mode = env.RULEBOT_CARDS ?? 'local';
    if (mode === 'off') return undefined;
    const log = options.logger ?? defaultLogger;
    let table;
    try {
      table = loadLatestTable(options.store ?? (env.RULEBOT_DATA_DIR ? { dataDir: env.RULEBOT_DATA_DIR } : {}));
    } catch (error) {
      log.error({ err: error }, 'cards: the imported card table could not be read; run rulebot import scryfall again');
    }
    const live = mode === 'live' ? new ScryfallLive(env.RULEBOT_SCRYFALL_API ? { api: env.RULEBOT_SCRYFALL_API } : {}) : undefined;
    if (!table && !live) return undefined;
    return { extras: { cards: new CardSource(table, live) } };
  };
}
