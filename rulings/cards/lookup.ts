/**
 * Card names → cards, in English, Japanese and French: exact lookup (any language, any face), autocomplete in the
 * user's language, and "did you mean" for a misspelt name. Built once per table (30 000 cards: tens of ms).
 */
import { editDistance } from '../fuzzy.ts';
import type { Card, CardLang, CardTable } from './types.ts';

/**
 * Matching form of a name: width-folded (NFKC), lower case, Latin accents dropped, and spaces and punctuation
 * removed, so "Ours grizzly", "ours-grizzly" and "Ours Grizzly" meet, and "グリズリー・ベアー" matches
 * "グリズリーベアー". Only U+0300–U+036F is stripped: Japanese voiced marks (U+3099) stay.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\s'’‘`"“”«»・･·.,:;!?()\-‐–—_/]+/g, '');
}

export interface NameEntry {
  /** foldName(label) */
  key: string;
  label: string;
  lang: CardLang;
  card: Card;
  /** Index of the face this name belongs to, when it names one face of a multi-face card. */
  face?: number;
}

export interface CardMatch {
  card: Card;
  /** The language the name was written in. */
  lang: CardLang;
  face?: number;
  /** Fetched from Scryfall (live), not read from the imported table. */
  live?: boolean;
}

export class CardIndex {
  readonly size: number;
  private readonly byKey = new Map<string, NameEntry>();
  private readonly byLang: Record<CardLang, NameEntry[]> = { en: [], ja: [], fr: [] };

  constructor(readonly table: Pick<CardTable, 'cards' | 'version'>) {
    this.size = table.cards.length;
    const add = (label: string, lang: CardLang, card: Card, face?: number) => {
      const key = foldName(label);
      if (!key) return;
      const entry: NameEntry = face === undefined ? { key, label, lang, card } : { key, label, lang, card, face };
      if (!this.byKey.has(key)) this.byKey.set(key, entry);
      this.byLang[lang].push(entry);
    };
    for (const card of table.cards) {
      add(card.name, 'en', card);
      if (card.names?.ja) add(card.names.ja, 'ja', card);
      if (card.names?.fr) add(card.names.fr, 'fr', card);
      card.faces?.forEach((f, i) => {
        if (f.name !== card.name) add(f.name, 'en', card, i);
        if (f.names?.ja && f.names.ja !== card.names?.ja) add(f.names.ja, 'ja', card, i);
        if (f.names?.fr && f.names.fr !== card.names?.fr) add(f.names.fr, 'fr', card, i);
      });
    }
    for (const lang of ['en', 'ja', 'fr'] as const) this.byLang[lang].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** The card a name means (exactly, after folding), in any language. */
  get(name: string): CardMatch | undefined {
    const e = this.byKey.get(foldName(name));
    if (!e) return undefined;
    return e.face === undefined ? { card: e.card, lang: e.lang } : { card: e.card, lang: e.lang, face: e.face };
  }

  /** Names in a language (English when the table has none in it, i.e. "All Cards" was not imported). */
  names(lang: CardLang): readonly NameEntry[] {
    return this.byLang[lang].length ? this.byLang[lang] : this.byLang.en;
  }

  hasLanguage(lang: CardLang): boolean {
    return this.byLang[lang].length > 0;
  }

  /** Names starting with what was typed, then names containing it; in the user's language first, then English. */
  autocomplete(typed: string, lang: CardLang, limit = 25): NameEntry[] {
    const q = foldName(typed);
    const out: NameEntry[] = [];
    const seen = new Set<Card>();
    const push = (e: NameEntry) => {
      if (out.length < limit && !seen.has(e.card)) {
        seen.add(e.card);
        out.push(e);
      }
    };
    const lists = lang === 'en' ? [this.names('en')] : [this.names(lang), this.byLang.en];
    for (const list of lists) {
      if (!q) {
        for (let i = 0; i < list.length && out.length < limit; i++) push(list[i]!);
        continue;
      }
      // binary search for the first key ≥ q, then walk the prefix range
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid]!.key < q) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < list.length && list[i]!.key.startsWith(q) && out.length < limit; i++) push(list[i]!);
    }
    if (q && out.length < limit) {
      for (const list of lists) {
        for (const e of list) {
          if (out.length >= limit) break;
          if (e.key.includes(q)) push(e);
        }
      }
    }
    return out;
  }

  /** The closest name (in the language it was probably written in) for "did you mean", or undefined. */
  suggest(typed: string): NameEntry | undefined {
    const q = foldName(typed);
    if (!q) return undefined;
    const pool = /[\u3040-\u30ff\u4e00-\u9fff]/.test(typed) ? this.byLang.ja : [...this.byLang.en, ...this.byLang.fr];
    const max = Math.max(1, Math.floor(q.length * 0.4));
    let best: NameEntry | undefined;
    let bestScore = Infinity;
    for (const e of pool) {
      if (Math.abs(e.key.length - q.length) > max) continue;
      const d = editDistance(q, e.key);
      if (d < bestScore) {
        bestScore = d;
        best = e;
      }
    }
    if (best && bestScore <= max) return best;
    // a prefix of a longer name ("Craw" → "Craw Wurm")
    return q.length >= 3 ? this.autocomplete(typed, pool === this.byLang.ja ? 'ja' : 'en', 1)[0] : undefined;
  }
}

/** The name of a card in a language, falling back to English. */
export function cardName(card: Card, lang: CardLang): string {
  return (lang !== 'en' ? card.names?.[lang] : undefined) ?? card.name;
}
