/**
 * Live card lookup through Scryfall's API, for a bot that is online and has no imported table (or meets a card
 * newer than its table). Scryfall's published terms (https://scryfall.com/docs/api, /docs/api/rate-limits): send
 * a User-Agent naming the application and an Accept header; at most 10 requests a second, and 2 a second to
 * /cards/search and /cards/named; a 429 means 30 seconds without access, which must be respected; cache for at
 * least a day. So every request waits its turn (100 ms apart, 500 ms for those two), a 429 stops all requests for
 * 30 s (or the Retry-After it gives), an unreachable server is not asked again for 30 s, answers are kept in memory
 * for a day (misses for ten minutes) and fetched cards on disk for a week (live-cache.ts).
 */
import { isScryfallCard, isScryfallRuling, printedNames, toCard, toRuling, type ScryfallCard } from './scryfall.ts';
import type { Card } from './types.ts';
import { foldName } from './lookup.ts';
import type { LiveCardCache } from './live-cache.ts';
import { readBody } from '../intake/fetch.ts';

export const SCRYFALL_API = 'https://api.scryfall.com';

export interface LiveOptions {
  /** Base URL (tests point it at a local fake). */
  api?: string;
  userAgent?: string;
  /** Minimum time between two requests' starts; Scryfall asks for at most 10 a second. */
  spacingMs?: number;
  /** Minimum time between two requests to /cards/search or /cards/named (Scryfall: 2 a second; default 5 × spacingMs). */
  heavySpacingMs?: number;
  /** Cards fetched before, on disk (survives a restart). */
  cache?: LiveCardCache;
  /** How long a card on disk is used before it is asked again (default a week); a stale one still serves offline. */
  diskTtlMs?: number;
  /** After a 429 without Retry-After (Scryfall: 30 s), and after a failed connection: no request for this long. */
  pauseMs?: number;
  timeoutMs?: number;
  ttlMs?: number;
  missTtlMs?: number;
  maxEntries?: number;
  fetch?: typeof fetch;
  /** Clock and sleep (tests use a fake clock to check the spacing without depending on timing). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Why Scryfall gave no answer: each has its own localized message (card.reply.live-*). */
export type ScryfallFailure = 'unreachable' | 'timeout' | 'rate-limited' | 'http' | 'unreadable';

export class ScryfallError extends Error {
  constructor(
    readonly code: ScryfallFailure,
    readonly reason: string = code,
  ) {
    super(`Scryfall: ${reason}`);
  }
}

/** The largest answer read from Scryfall. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Scryfall's slower endpoints: 2 requests a second. */
const HEAVY = /^\/cards\/(search|named|random|collection)\b/;

interface Entry<T> {
  value: T;
  until: number;
}

export class ScryfallLive {
  readonly api: string;
  private readonly userAgent: string;
  private readonly spacingMs: number;
  private readonly heavySpacingMs: number;
  private readonly pauseMs: number;
  private readonly diskTtlMs: number;
  readonly store: LiveCardCache | undefined;
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly missTtlMs: number;
  private readonly maxEntries: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private nextSlot = 0;
  private nextHeavySlot = 0;
  /** No request before this time (after a 429 or a failed connection), and why. */
  private pausedUntil = 0;
  private pauseCode: ScryfallFailure = 'unreachable';
  private readonly cache = new Map<string, Entry<unknown>>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Requests actually sent (tests and logs). */
  requests = 0;

  constructor(options: LiveOptions = {}) {
    this.api = (options.api ?? SCRYFALL_API).replace(/\/$/, '');
    this.userAgent = options.userAgent ?? 'rulebot/0.2 (Discord rules bot; card lookup)';
    this.spacingMs = options.spacingMs ?? 100;
    this.heavySpacingMs = options.heavySpacingMs ?? 5 * this.spacingMs;
    this.pauseMs = options.pauseMs ?? 30_000;
    this.diskTtlMs = options.diskTtlMs ?? 7 * 24 * 3600_000;
    this.store = options.cache;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.ttlMs = options.ttlMs ?? 24 * 3600_000;
    this.missTtlMs = options.missTtlMs ?? 600_000;
    this.maxEntries = options.maxEntries ?? 5000;
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** The card a name means, in English, Japanese or French; undefined when Scryfall knows no such card. */
  async card(name: string, lang: 'en' | 'ja' | 'fr' = 'en'): Promise<Card | undefined> {
    const key = `card:${lang}:${foldName(name)}`;
    return this.cached(key, async () => {
      const kept = this.store?.get(name);
      if (kept && this.now() - Date.parse(kept.at) < this.diskTtlMs) return kept.card;
      try {
        const card = await this.fetchCard(name, lang);
        if (card) this.store?.put(card, new Date(this.now()));
        return card;
      } catch (error) {
        // offline or refused: a card fetched before is better than none (its rulings may be a week old)
        if (kept && error instanceof ScryfallError) return kept.card;
        throw error;
      }
    });
  }

  /** A card kept on disk by an earlier fetch, without asking Scryfall (for synchronous callers). */
  kept(name: string): Card | undefined {
    return this.store?.get(name)?.card;
  }

  /** Every English card name Scryfall knows (its card-names catalog: about a megabyte, refreshed daily). */
  async cardNames(): Promise<string[]> {
    const raw = await this.get<{ object?: unknown; data?: unknown }>('/catalog/card-names');
    const names = raw && raw.object === 'catalog' && Array.isArray(raw.data) ? raw.data.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
    if (!names.length) throw new ScryfallError('unreadable', 'the card-names catalog is empty or not a catalog');
    return names;
  }

  private async fetchCard(name: string, lang: 'en' | 'ja' | 'fr'): Promise<Card | undefined> {
    {
      const raw = lang === 'en' ? await this.named(name) : await this.printed(name, lang);
      if (!raw) return undefined;
      const card = toCard(raw);
      if (lang !== 'en' && raw.lang === lang) {
        const printed = printedNames(raw);
        if (printed.name) card.names = { [lang]: printed.name };
      }
      if (raw.id) {
        const rulings = await this.get<{ data?: unknown[] }>(`/cards/${encodeURIComponent(raw.id)}/rulings`);
        const list = (rulings?.data ?? []).filter(isScryfallRuling).map(toRuling);
        if (list.length) card.rulings = list.sort((a, b) => a.date.localeCompare(b.date));
      }
      return card;
    }
  }

  /** Scryfall's fuzzy match for "did you mean" (English names). */
  async suggest(name: string): Promise<string | undefined> {
    return this.cached(`fuzzy:${foldName(name)}`, async () => {
      const raw = await this.get<unknown>(`/cards/named?fuzzy=${encodeURIComponent(name)}`);
      return isScryfallCard(raw) ? raw.name : undefined;
    });
  }

  /** English names starting with what was typed (Scryfall's autocomplete knows English names only). */
  async autocomplete(typed: string): Promise<string[]> {
    if (typed.trim().length < 2) return [];
    return this.cached(`auto:${foldName(typed)}`, async () => {
      const raw = await this.get<{ data?: unknown[] }>(`/cards/autocomplete?q=${encodeURIComponent(typed)}`);
      return (raw?.data ?? []).filter((n): n is string => typeof n === 'string');
    });
  }

  private async named(name: string): Promise<ScryfallCard | undefined> {
    const raw = await this.get<unknown>(`/cards/named?exact=${encodeURIComponent(name)}`);
    return isScryfallCard(raw) ? raw : undefined;
  }

  /** A Japanese or French printed name: a search in that language, keeping the printing whose name matches. */
  private async printed(name: string, lang: 'ja' | 'fr'): Promise<ScryfallCard | undefined> {
    const q = `lang:${lang} "${name.replace(/"/g, '')}"`;
    const raw = await this.get<{ data?: unknown[] }>(`/cards/search?include_multilingual=true&q=${encodeURIComponent(q)}`);
    const want = foldName(name);
    return (raw?.data ?? []).filter(isScryfallCard).find((c) => {
      const p = printedNames(c);
      return (p.name && foldName(p.name) === want) || p.faces?.some((f) => f && foldName(f) === want);
    });
  }

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.value as T;
    }
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const promise = load()
      .then((value) => {
        const ttl = value === undefined || (Array.isArray(value) && !value.length) ? this.missTtlMs : this.ttlMs;
        this.cache.set(key, { value, until: Date.now() + ttl });
        while (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  /** Requests are paused (after a 429 or a failed connection) until this time, or 0. */
  get pausedFor(): number {
    return Math.max(0, this.pausedUntil - this.now());
  }

  /** One GET, in its turn; undefined on 404 (Scryfall's "not found"), ScryfallError on anything else wrong. */
  private async get<T>(path: string): Promise<T | undefined> {
    const heavy = HEAVY.test(path);
    let res: Response | undefined;
    // One retry on a network error: a kept-alive connection the server has just closed fails once, harmlessly.
    for (let attempt = 0; !res; attempt++) {
      const now = this.now();
      // after a 429 Scryfall withholds access for 30 s: asking anyway would prolong it, so nothing is sent
      if (now < this.pausedUntil) throw new ScryfallError(this.pauseCode);
      const slot = Math.max(now, this.nextSlot, heavy ? this.nextHeavySlot : 0);
      this.nextSlot = slot + this.spacingMs;
      if (heavy) this.nextHeavySlot = slot + this.heavySpacingMs;
      if (slot > now) await this.sleep(slot - now);
      this.requests++;
      try {
        res = await this.fetchFn(`${this.api}${path}`, {
          headers: { 'User-Agent': this.userAgent, Accept: 'application/json;q=0.9,*/*;q=0.8' },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') throw new ScryfallError('timeout', 'no answer in time');
        if (attempt >= 1) {
          this.pause('unreachable', this.pauseMs);
          throw new ScryfallError('unreachable');
        }
      }
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (res.status === 429) {
      await res.body?.cancel();
      const retry = Number(res.headers.get('retry-after'));
      this.pause('rate-limited', Number.isFinite(retry) && retry > 0 ? retry * 1000 : this.pauseMs);
      throw new ScryfallError('rate-limited', 'too many requests');
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ScryfallError('http', `HTTP ${res.status}`);
    }
    // An answer is read under a cap (the card-names catalog, the largest, is about 1 MB): a broken or hostile
    // server cannot make the bot hold unbounded memory.
    try {
      return JSON.parse((await readBody(res, `Scryfall ${path}`, MAX_ANSWER_BYTES)).toString('utf8')) as T;
    } catch {
      throw new ScryfallError('unreadable', 'unreadable answer');
    }
  }

  private pause(code: ScryfallFailure, ms: number): void {
    this.pauseCode = code;
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }
}
