/**
 * What live lookup fetched from Scryfall, kept on disk so a restart (or a one-shot `rulebot card`) does not ask
 * again: `<data dir>/cards/live/cards.jsonl` (one fetched card a line, newest last) and `names.json` (Scryfall's
 * list of every English card name, with the time it was fetched).
 *
 * Bounded: when the card file outgrows its cap it is rewritten with the most recently fetched cards, down to half
 * the cap; memory holds at most MAX_CACHED_CARDS, whether or not the disk takes writes. Lines are appended with one
 * write each, so processes sharing a data dir (shards) interleave whole lines; a line cut by a crash is skipped when
 * read. Nothing here is the source of truth: losing the files costs requests.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diskReserve, freeBytes, writeCache } from '../intake/write.ts';
import { dataDir, type StoreOptions } from '../official/store.ts';
import { foldName } from './lookup.ts';
import type { Card } from './types.ts';

export const NAMES_FORMAT = 'rulebot-card-names/1';
/** Default cap of cards.jsonl: about 3 000 cards with their rulings. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * Most cards held in memory. The file's byte cap trims memory only when a compaction is written; a data dir that
 * refuses writes (full, read-only, under the disk reserve) never compacts, so without this a bot running for weeks
 * would keep every card anyone asked about (tens of thousands of names, each with its rulings). 4 000 is a little
 * above what the default file holds, so with a working disk the file's cap still decides what is kept, and a
 * refusing one stops at a few tens of megabytes. The oldest fetched goes first: a card in use is fetched again
 * after the disk TTL (a week, live.ts), which moves it to the newest end.
 */
export const MAX_CACHED_CARDS = 4000;

export function liveDir(options: StoreOptions = {}): string {
  return join(dataDir(options), 'cards', 'live');
}

export interface CachedCard {
  /** ISO time it was fetched. */
  at: string;
  card: Card;
}

export interface StoredNames {
  format: typeof NAMES_FORMAT;
  /** ISO time the list was fetched. */
  fetchedAt: string;
  names: string[];
}

/** Every name a card can be asked under: English, printed Japanese and French, each face's. */
function keysOf(card: Card): string[] {
  const names = [card.name, card.names?.ja, card.names?.fr, ...(card.faces ?? []).flatMap((f) => [f.name, f.names?.ja, f.names?.fr])];
  return [...new Set(names.filter((n): n is string => !!n).map(foldName).filter(Boolean))];
}

export class LiveCardCache {
  private readonly dir: string;
  private readonly file: string;
  private readonly maxBytes: number;
  private readonly maxCards: number;
  /** English name (folded) → entry; insertion order = fetch order (oldest first). */
  private readonly byName = new Map<string, CachedCard>();
  /** Any name (folded) → English name (folded). */
  private readonly alias = new Map<string, string>();
  /** English name (folded) → every alias it was given, so forgetting a card forgets its names too. */
  private readonly aliasesOf = new Map<string, Set<string>>();
  private bytes = 0;
  private loaded = false;

  constructor(options: StoreOptions & { maxBytes?: number; maxCards?: number } = {}) {
    this.dir = liveDir(options);
    this.file = join(this.dir, 'cards.jsonl');
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
    this.maxCards = Math.max(1, options.maxCards ?? MAX_CACHED_CARDS);
  }

  get size(): number {
    this.load();
    return this.byName.size;
  }

  /** How many names (any language) memory answers to: bounded with the cards, so a test can see no name outlives its card. */
  get nameCount(): number {
    this.load();
    return this.alias.size;
  }

  /** The cached card a name means (any language), with the time it was fetched. */
  get(name: string): CachedCard | undefined {
    this.load();
    const key = this.alias.get(foldName(name));
    return key === undefined ? undefined : this.byName.get(key);
  }

  /** Keeps a fetched card (memory now, disk at once). A disk that refuses is not an error: the cache is optional. */
  put(card: Card, at = new Date()): void {
    this.load();
    const entry: CachedCard = { at: at.toISOString(), card };
    this.remember(entry);
    const line = `${JSON.stringify(entry)}\n`;
    try {
      mkdirSync(this.dir, { recursive: true });
      // a cache never takes the last of the disk the pin store needs (RULEBOT_DISK_RESERVE_MB)
      const free = freeBytes(this.dir);
      if (free !== undefined && free - line.length < diskReserve()) return;
      appendFileSync(this.file, line);
      this.bytes += Buffer.byteLength(line);
      if (this.bytes > this.maxBytes) this.compact();
    } catch {
      // read-only or full disk: the card stays cached in memory for this process
    }
  }

  private remember(entry: CachedCard): void {
    const key = foldName(entry.card.name);
    this.byName.delete(key);
    this.byName.set(key, entry);
    const names = this.aliasesOf.get(key) ?? new Set<string>();
    this.aliasesOf.set(key, names);
    for (const k of keysOf(entry.card)) {
      this.alias.set(k, key);
      names.add(k);
    }
    while (this.byName.size > this.maxCards) this.forget(this.byName.keys().next().value!);
  }

  /** Drops a card from memory (not from the file: the next compaction writes only what memory holds). */
  private forget(key: string): void {
    this.byName.delete(key);
    for (const k of this.aliasesOf.get(key) ?? []) if (this.alias.get(k) === key) this.alias.delete(k);
    this.aliasesOf.delete(key);
  }

  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    if (!existsSync(this.file)) return;
    let text: string;
    try {
      // a file far over its cap (another version's, or grown by several processes) is read only up to twice it
      if (statSync(this.file).size > this.maxBytes * 2) {
        this.rewrite([]);
        return;
      }
      text = readFileSync(this.file, 'utf8');
    } catch {
      return;
    }
    this.bytes = Buffer.byteLength(text);
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        const entry = JSON.parse(line) as CachedCard;
        if (entry && typeof entry.at === 'string' && entry.card && typeof entry.card.name === 'string') this.remember(entry);
      } catch {
        // a line cut short by a crash
      }
    }
  }

  /** Rewrites the file with the newest cards, down to half the cap, and forgets the others. */
  private compact(): void {
    const keep: CachedCard[] = [];
    let size = 0;
    for (const entry of [...this.byName.values()].reverse()) {
      size += Buffer.byteLength(JSON.stringify(entry)) + 1;
      if (size > this.maxBytes / 2) break;
      keep.push(entry);
    }
    this.rewrite(keep.reverse());
  }

  private rewrite(entries: CachedCard[]): void {
    const text = entries.map((e) => `${JSON.stringify(e)}\n`).join('');
    if (!writeCache(this.file, text)) return;
    this.bytes = Buffer.byteLength(text);
    this.byName.clear();
    this.alias.clear();
    this.aliasesOf.clear();
    for (const e of entries) this.remember(e);
  }

  /** Scryfall's name list as last saved, or undefined. */
  readNames(): StoredNames | undefined {
    const path = join(this.dir, 'names.json');
    try {
      const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<StoredNames>;
      if (value.format !== NAMES_FORMAT || typeof value.fetchedAt !== 'string' || !Array.isArray(value.names)) return undefined;
      return value as StoredNames;
    } catch {
      return undefined;
    }
  }

  saveNames(names: string[], at = new Date()): StoredNames {
    const stored: StoredNames = { format: NAMES_FORMAT, fetchedAt: at.toISOString(), names };
    // not written (full or read-only disk): kept in memory for this process
    writeCache(join(this.dir, 'names.json'), JSON.stringify(stored));
    return stored;
  }
}
