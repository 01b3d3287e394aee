/**
 * Live card lookup through Scryfall's API, for a bot that is online and has no imported table (or meets a card
 * newer than its table). Scryfall asks API users to send a User-Agent and an Accept header, to stay under about
 * ten requests a second, and to cache: every request here waits its turn (100 ms apart), and answers — misses
 * too — are kept in memory for a day (misses for ten minutes).
 */
import { isScryfallCard, isScryfallRuling, printedNames, toCard, toRuling, type ScryfallCard } from './scryfall.ts';
import type { Card } from './types.ts';
import { foldName } from './lookup.ts';

export const SCRYFALL_API = 'https://api.scryfall.com';

export interface LiveOptions {
  /** Base URL (tests point it at a local fake). */
  api?: string;
  userAgent?: string;
  /** Minimum time between two requests' starts; Scryfall asks for at most ~10 a second. */
  spacingMs?: number;
  timeoutMs?: number;
  ttlMs?: number;
  missTtlMs?: number;
  maxEntries?: number;
  fetch?: typeof fetch;
  /** Clock and sleep (tests use a fake clock to check the spacing without depending on timing). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class ScryfallError extends Error {
  constructor(readonly reason: string) {
    super(`Scryfall: ${reason}`);
  }
}

interface Entry<T> {
  value: T;
  until: number;
}

export class ScryfallLive {
  readonly api: string;
  private readonly userAgent: string;
  private readonly spacingMs: number;
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly missTtlMs: number;
  private readonly maxEntries: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private nextSlot = 0;
  private readonly cache = new Map<string, Entry<unknown>>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Requests actually sent (tests and logs). */
  requests = 0;

  constructor(options: LiveOptions = {}) {
    this.api = (options.api ?? SCRYFALL_API).replace(/\/$/, '');
    this.userAgent = options.userAgent ?? 'rulebot/0.1 (Discord rules bot; card lookup)';
    this.spacingMs = options.spacingMs ?? 100;
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
    });
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

  /** One GET, in its turn; undefined on 404 (Scryfall's "not found"), ScryfallError on anything else wrong. */
  private async get<T>(path: string): Promise<T | undefined> {
    let res: Response | undefined;
    // One retry on a network error: a kept-alive connection the server has just closed fails once, harmlessly.
    for (let attempt = 0; !res; attempt++) {
      const now = this.now();
      const slot = Math.max(now, this.nextSlot);
      this.nextSlot = slot + this.spacingMs;
      if (slot > now) await this.sleep(slot - now);
      this.requests++;
      try {
        res = await this.fetchFn(`${this.api}${path}`, {
          headers: { 'User-Agent': this.userAgent, Accept: 'application/json;q=0.9,*/*;q=0.8' },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') throw new ScryfallError('no answer in time');
        if (attempt >= 1) throw new ScryfallError('unreachable');
      }
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (res.status === 429) throw new ScryfallError('too many requests');
    if (!res.ok) throw new ScryfallError(`HTTP ${res.status}`);
    try {
      return (await res.json()) as T;
    } catch {
      throw new ScryfallError('unreadable answer');
    }
  }
}
