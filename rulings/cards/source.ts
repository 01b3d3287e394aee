/**
 * Where commands get cards: the imported table first, then (live mode, the default for a bot that is online)
 * cards fetched before and kept on disk, then Scryfall's API. Names come from the table or from Scryfall's list of
 * card names (fetched at start-up and daily: `setNames`), so autocomplete, "did you mean" and card names in
 * questions work with no import. `peek` is synchronous — the scenario parser is pure and cannot wait — and sees
 * the table plus whatever was already fetched; `prefetch` fetches names first so a second parse sees them.
 */
import { CardIndex, cardName, foldName, type CardMatch } from './lookup.ts';
import type { ScryfallLive } from './live.ts';
import type { CardFacts, CardLookup } from '../../engine/core/cards.ts';
import type { Card, CardLang, CardTable } from './types.ts';

export interface NameChoice {
  /** What the user sees: the name in their language, and the English one beside it when different. */
  label: string;
  /** The English name (unique; what /card receives back). */
  value: string;
}

const MAX_FETCHED = 5000;

/** What card data a bot has, for replies that say what it lacks and for the start-up log. */
export interface CardDataStatus {
  /** The imported table's version (YYYY-MM-DD), when one is imported. */
  table?: string;
  /** Scryfall's name list: how many names, fetched when. */
  names?: { count: number; fetchedAt: string };
  /** Cards may be fetched from Scryfall (live mode). */
  live: boolean;
  /** Live, but Scryfall did not answer lately (requests are paused). */
  unreachable: boolean;
}

/** A name-only card (from Scryfall's name list): enough for names, never for rules. */
function nameOnly(name: string): Card {
  const faces = name.includes(' // ') ? name.split(' // ').map((n) => ({ name: n.trim(), type: '' })) : undefined;
  return faces ? { name, type: '', faces } : { name, type: '' };
}

export class CardSource {
  /** Cards fetched live, by every name they were asked under. */
  private readonly fetched = new Map<string, CardMatch>();
  private loaded: { table: CardTable; index: CardIndex } | undefined;
  private readonly load: (() => CardTable | undefined) | undefined;
  private readonly storedVersion: string | undefined;
  private names: { index: CardIndex; fetchedAt: string } | undefined;
  private readonly closers: Array<() => void> = [];
  /** The name list's first refresh at start-up (bot/cards-feature.ts), for whoever must wait for it. */
  refreshing: Promise<void> = Promise.resolve();

  /**
   * `table` is the table, or a function that reads it: a 30 000-card table takes about a second to read and
   * index, so the bot reads it on first use (or when warmUp() is called after start-up), not before it is ready.
   */
  constructor(
    table: CardTable | { version: string; load: () => CardTable | undefined } | undefined,
    readonly live?: ScryfallLive,
  ) {
    if (table && 'cards' in table) this.loaded = { table, index: new CardIndex(table) };
    else if (table) {
      this.load = table.load;
      this.storedVersion = table.version;
    }
  }

  get table(): CardTable | undefined {
    return this.ready()?.table;
  }

  get index(): CardIndex | undefined {
    return this.ready()?.index;
  }

  private ready(): { table: CardTable; index: CardIndex } | undefined {
    if (!this.loaded && this.load) {
      const table = this.load();
      if (table) this.loaded = { table, index: new CardIndex(table) };
    }
    return this.loaded;
  }

  /** Scryfall's English card names (live mode): names for autocomplete, suggestions and questions. */
  setNames(names: readonly string[], fetchedAt: string): void {
    this.names = { index: new CardIndex({ version: fetchedAt.slice(0, 10), cards: names.map(nameOnly) }), fetchedAt };
  }

  /**
   * The names cards are known by: the imported table's (every language) when there is one, else Scryfall's name
   * list (English only). Its cards may be name-only (no type line, no text): `find` gives the whole card.
   */
  get nameIndex(): CardIndex | undefined {
    return this.index ?? this.names?.index;
  }

  /** Runs when the bot shuts down (the daily name refresh's timer). */
  onClose(stop: () => void): void {
    this.closers.push(stop);
  }

  close(): void {
    for (const stop of this.closers.splice(0)) stop();
  }

  status(): CardDataStatus {
    const out: CardDataStatus = { live: !!this.live, unreachable: !!this.live && this.live.pausedFor > 0 };
    if (this.version) out.table = this.version;
    if (this.names) out.names = { count: this.names.index.size, fetchedAt: this.names.fetchedAt };
    return out;
  }

  /** Reads the table now (call after start-up, so the first question does not wait for it). */
  warmUp(): void {
    this.ready();
  }

  get version(): string | undefined {
    return this.loaded?.table.version ?? this.storedVersion;
  }

  /** The card a name means, from the table or from what live lookup already fetched. */
  peek(name: string): CardMatch | undefined {
    const known = this.index?.get(name) ?? this.fetched.get(foldName(name));
    if (known) return known;
    const kept = this.live?.kept(name);
    return kept ? this.remember(name, kept, 'en') : undefined;
  }

  private remember(name: string, card: Card, asked: CardLang): CardMatch {
    const match: CardMatch = { card, lang: asked !== 'en' && card.names?.[asked] ? asked : 'en', live: true };
    const face = card.faces?.findIndex((f) => foldName(f.name) === foldName(name));
    if (face !== undefined && face >= 0 && foldName(card.name) !== foldName(name)) match.face = face;
    this.fetched.set(foldName(name), match);
    this.fetched.set(foldName(card.name), { card, lang: 'en', live: true });
    // the live client caches answers; this map only makes them visible to the synchronous parser
    while (this.fetched.size > MAX_FETCHED) this.fetched.delete(this.fetched.keys().next().value!);
    return match;
  }

  /** The card a name means; asks Scryfall when the table does not know it and live lookup is on. */
  async find(name: string): Promise<CardMatch | undefined> {
    // the live client's own caches (a day in memory, a week on disk) decide when a card is asked again
    const known = this.index?.get(name);
    if (known || !this.live) return known;
    const lang: CardLang = /[\u3040-\u30ff\u4e00-\u9fff]/.test(name) ? 'ja' : 'en';
    const french = lang === 'en' && /[àâçéèêëîïôûùüÿœæ]|^(l'|le |la |les )/i.test(name);
    // Scryfall's name list says whether an English name exists: no request for a name that does not
    const listed = this.names?.index.get(name);
    let card: Card | undefined;
    let asked: CardLang = lang;
    if (lang === 'ja' || !this.names || listed) card = await this.live.card(listed?.card.name ?? name, lang);
    if (!card && french) {
      card = await this.live.card(name, 'fr');
      asked = 'fr';
    }
    return card ? this.remember(name, card, asked) : undefined;
  }

  /** Fetches the names the table does not know (live only), so that `peek` finds them. */
  async prefetch(names: string[]): Promise<void> {
    if (!this.live) return;
    for (const name of names.slice(0, 8)) {
      if (!this.peek(name)) await this.find(name).catch(() => undefined);
    }
  }

  /** A close name for "did you mean". */
  async suggest(name: string): Promise<string | undefined> {
    const local = this.nameIndex?.suggest(name);
    if (local) return local.label;
    return this.live ? this.live.suggest(name).catch(() => undefined) : undefined;
  }

  async autocomplete(typed: string, lang: CardLang, limit = 25): Promise<NameChoice[]> {
    const index = this.nameIndex;
    if (index) {
      return index.autocomplete(typed, lang, limit).map((e) => {
        // the name in the user's language even when the English one matched, with the English name beside it
        const local = cardName(e.card, lang);
        return { label: local === e.card.name ? local : `${local} — ${e.card.name}`, value: e.card.name };
      });
    }
    if (!this.live) return [];
    const names = await this.live.autocomplete(typed).catch(() => []);
    return names.slice(0, limit).map((n) => ({ label: n, value: n }));
  }

  get available(): boolean {
    return !!this.loaded || !!this.load || !!this.live || !!this.names;
  }
}

/** What the scenario engine may know of a card (engine/core/cards.ts): the named face's characteristics. */
export function cardFacts(match: CardMatch): CardFacts {
  const face = match.face !== undefined ? match.card.faces?.[match.face] : match.card.faces?.[0];
  const c = face ?? match.card;
  const facts: CardFacts = { name: c.name, typeLine: c.type, colors: c.colors ?? match.card.colors ?? [], keywords: match.card.keywords ?? [] };
  for (const key of ['power', 'toughness', 'loyalty', 'defense', 'text'] as const) {
    const v = c[key];
    if (v !== undefined) facts[key] = v;
  }
  if (c.mana) facts.manaCost = c.mana;
  // the front face of a transforming double-faced card knows its back face, which it becomes as it transforms (712.8d–e)
  const back = match.card.layout === 'transform' && (match.face ?? 0) === 0 ? match.card.faces?.[1] : undefined;
  if (back) facts.back = back.name;
  return facts;
}

/** A lookup for the scenario parser. `misses` collects names it did not know (for live prefetching). */
export function cardLookup(source: CardSource, misses?: Set<string>): CardLookup {
  return {
    get(name) {
      const match = source.peek(name);
      if (!match) misses?.add(name);
      return match ? cardFacts(match) : undefined;
    },
    suggest: (name) => source.nameIndex?.suggest(name)?.label,
  };
}

export type { Card, CardMatch };
