/**
 * Where commands get cards: the imported table first, then (when the operator turned it on) Scryfall live.
 * `peek` is synchronous — the scenario parser is pure and cannot wait — and sees the table plus whatever the
 * live client has already fetched; `prefetch` fetches names first so a second parse sees them.
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

export class CardSource {
  /** Cards fetched live, by every name they were asked under. */
  private readonly fetched = new Map<string, CardMatch>();
  private loaded: { table: CardTable; index: CardIndex } | undefined;
  private readonly load: (() => CardTable | undefined) | undefined;
  private readonly storedVersion: string | undefined;

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

  /** Reads the table now (call after start-up, so the first question does not wait for it). */
  warmUp(): void {
    this.ready();
  }

  get version(): string | undefined {
    return this.loaded?.table.version ?? this.storedVersion;
  }

  /** The card a name means, from the table or from what live lookup already fetched. */
  peek(name: string): CardMatch | undefined {
    return this.index?.get(name) ?? this.fetched.get(foldName(name));
  }

  /** The card a name means; asks Scryfall when the table does not know it and live lookup is on. */
  async find(name: string): Promise<CardMatch | undefined> {
    const known = this.peek(name);
    if (known || !this.live) return known;
    const lang: CardLang = /[\u3040-\u30ff\u4e00-\u9fff]/.test(name) ? 'ja' : 'en';
    let card = await this.live.card(name, lang);
    let asked: CardLang = lang;
    if (!card && lang === 'en' && /[àâçéèêëîïôûùüÿœæ]|^(l'|le |la |les )/i.test(name)) {
      card = await this.live.card(name, 'fr');
      asked = 'fr';
    }
    if (!card) return undefined;
    const match: CardMatch = { card, lang: card.names?.[asked as 'ja' | 'fr'] ? asked : 'en' };
    this.fetched.set(foldName(name), match);
    this.fetched.set(foldName(card.name), { card, lang: 'en' });
    // the live client caches answers for a day; this map only makes them visible to the synchronous parser
    while (this.fetched.size > MAX_FETCHED) this.fetched.delete(this.fetched.keys().next().value!);
    return match;
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
    const local = this.index?.suggest(name);
    if (local) return local.label;
    return this.live ? this.live.suggest(name).catch(() => undefined) : undefined;
  }

  async autocomplete(typed: string, lang: CardLang, limit = 25): Promise<NameChoice[]> {
    if (this.index) {
      return this.index.autocomplete(typed, lang, limit).map((e) => {
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
    return !!this.loaded || !!this.load || !!this.live;
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
    suggest: (name) => source.index?.suggest(name)?.label,
  };
}

export type { Card, CardMatch };
