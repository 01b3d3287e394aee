/** Optional features wired in at start-up: each contributes index documents and service hooks (bot/services.ts). */
import { createAttachmentFetcher } from '../commands/pin-io.ts';
import { createPinLookup } from '../commands/pin-lookup.ts';
import type { PinsService } from '../commands/pin-service.ts';
import { verifyPins } from '../commands/pin-verify.ts';
import { openStore, sqlitePath, storeBackendFor, type PinStore, type StoreEnv } from '../store/index.ts';
import { environment } from './environment.ts';
import { logger as defaultLogger, type Logger } from './logger.ts';
import { officialRulesFeature } from './official-feature.ts';
import type { Feature } from './services.ts';

// Its own module so a one-shot `rulebot ask` loads it without the pin store.
export { officialRulesFeature };

export type PinsEnv = StoreEnv & Partial<Record<'RULEBOT_ATTACHMENT_HOSTS', string>>;

export interface PinsFeatureOptions {
  /** Where the store is (DATABASE_URL / RULEBOT_DB / RULEBOT_DATA_DIR); default: .env, then the process environment. */
  env?: PinsEnv;
  logger?: Logger;
  /** Hosts `/pin import` may download attachments from besides Discord's CDN (default: RULEBOT_ATTACHMENT_HOSTS, comma-separated). */
  attachmentHosts?: string[];
  /** Give up on the database after this long at start-up (the bot then runs without pins). Default 20 s. */
  openTimeoutMs?: number;
}

/**
 * Servers whose settings (reply language, default game) are kept in memory. Each is trusted for a minute, but an
 * entry was never removed, so a bot in many servers kept one for every server that ever sent a command. Past this
 * many, the one read from the store longest ago goes (it costs one settings read); 10 000 are about a megabyte.
 */
export const MAX_CACHED_GUILD_SETTINGS = 10_000;

/** One store per database per process, however many times services are built (tests, the CLI). */
const openStores = new Map<string, Promise<PinStore>>();

function storeKey(env: StoreEnv): string {
  return env.DATABASE_URL ? `pg ${env.DATABASE_URL} ${env.RULEBOT_PG_SCHEMA ?? ''}` : `sqlite ${sqlitePath(env)}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Moderator pins: opens the pin store (SQLite by default, PostgreSQL with DATABASE_URL), re-checks every pin
 * against this knowledge base and engine (one log line; stale pins are flagged in the store), and provides the
 * `pinLookup` hook (/ruling and /check show a matching pin first) and `pins` for the /pin commands.
 * A database that cannot be opened is one error line: the bot runs on without pins.
 */
export function pinsFeature(options: PinsFeatureOptions = {}): Feature {
  return async (kb) => {
    const env = options.env ?? environment();
    const log = options.logger ?? defaultLogger;
    const key = storeKey(env);
    let store: PinStore;
    try {
      let opening = openStores.get(key);
      if (!opening) {
        opening = openStore(env, {
          onReadOnly: (state) => log.error({ reason: state.reason, detail: state.detail }, 'pins: the database turned read-only; pins are still served, changes are refused'),
        });
        openStores.set(key, opening);
        opening.catch(() => openStores.delete(key));
      }
      store = await withTimeout(opening, options.openTimeoutMs ?? 20_000);
    } catch (error) {
      log.error({ err: error, backend: storeBackendFor(env) }, 'pins: could not open the pin store; running without pins');
      return undefined;
    }

    if (store.readOnly) {
      log.error(
        { backend: store.backend, reason: store.readOnly.reason, detail: store.readOnly.detail },
        store.readOnly.reason === 'integrity'
          ? 'pins: the database failed its integrity check; serving pins read-only, changes are refused until it is repaired'
          : 'pins: the database cannot be written; serving pins read-only, changes are refused',
      );
    }
    const started = performance.now();
    try {
      const report = await verifyPins(store, kb);
      const fields = { backend: store.backend, kbVersion: kb.version, pins: report.checked, stale: report.stale.length, ms: Math.round(performance.now() - started) };
      if (report.stale.length) {
        const stale = report.stale.slice(0, 20).map(({ pin, reason }) => ({ guildId: pin.guildId, id: pin.id, topic: pin.topic, reason }));
        log.warn({ ...fields, staleExamples: stale }, 'pins re-checked: some are stale (rulebot pins verify lists them)');
      } else {
        log.info(fields, 'pins re-checked: all up to date');
      }
    } catch (error) {
      log.error({ err: error }, 'pins: the start-up re-check failed; pins stay as they were');
    }

    // Button state older than half a year goes: those buttons then say "expired" (Discord hides old ephemerals anyway).
    if (!store.readOnly) store.pruneState(new Date(Date.now() - 183 * 24 * 3600_000).toISOString()).catch((error: unknown) => log.warn({ err: error }, 'pins: could not prune old button state'));

    const hosts = options.attachmentHosts ?? (env.RULEBOT_ATTACHMENT_HOSTS ?? '').split(',').filter((h) => h.trim());
    const service: PinsService = {
      store,
      fetchAttachment: createAttachmentFetcher({ allowedHosts: hosts }),
      log,
      settingsCache: new Map(),
      async close() {
        openStores.delete(key);
        await store.close();
      },
    };
    // The server's reply language and default game, cached briefly: they are read on every command. /pin
    // settings clears the entry.
    const cache = service.settingsCache!;
    const settingsOf = async (guildId: string) => {
      const hit = cache.get(guildId);
      if (hit && hit.until > Date.now()) return hit;
      const settings = await store.getSettings(guildId);
      const entry = { lang: settings.updatedAt ? settings.defaultLang : undefined, game: settings.defaultGame ?? undefined, until: Date.now() + 60_000 };
      cache.delete(guildId);
      cache.set(guildId, entry);
      while (cache.size > MAX_CACHED_GUILD_SETTINGS) cache.delete(cache.keys().next().value!);
      return entry;
    };
    const state = {
      put: (key: string, value: string) => store.putState(key, value),
      get: async (key: string) => (await store.getState(key)) ?? undefined,
    };
    return {
      pinLookup: createPinLookup(store, kb, { log }),
      guildLocale: async (guildId: string) => (await settingsOf(guildId)).lang,
      guildGame: async (guildId: string) => (await settingsOf(guildId)).game,
      state,
      pins: service,
      close: () => service.close(),
    };
  };
}


