/**
 * The local card table: what rulebot keeps of Scryfall's bulk data (rulebot import scryfall). Only the fields the
 * bot uses — no images, prices, legalities or set lists — so a 160 MB "Oracle Cards" file becomes a table of a
 * few megabytes. Stored under the data directory, never committed.
 */

export const CARD_TABLE_FORMAT = 'rulebot-cards/1';

export type CardLang = 'en' | 'ja' | 'fr';
export const CARD_LANGS: readonly CardLang[] = ['en', 'ja', 'fr'];

/** A colour letter as Scryfall writes it. */
export type ColorLetter = 'W' | 'U' | 'B' | 'R' | 'G';

/** One face of a card (a double-faced, split or adventure card has several; a plain card is its own face). */
export interface CardFace {
  name: string;
  /** Printed names of this face (from "All Cards"). */
  names?: Partial<Record<'ja' | 'fr', string>>;
  mana?: string;
  type: string;
  text?: string;
  colors?: ColorLetter[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
}

export interface CardRuling {
  /** YYYY-MM-DD */
  date: string;
  /** 'wotc' (official, from Wizards of the Coast) or 'scryfall' (a note by Scryfall). */
  source: string;
  text: string;
}

export interface Card extends CardFace {
  /** Scryfall's oracle id (the same for every printing). */
  oracleId?: string;
  layout?: string;
  /** Keyword abilities and actions as Scryfall lists them ("Flying", "Trample", "Ward"). */
  keywords?: string[];
  /** The faces, when the card has more than one. */
  faces?: CardFace[];
  rulings?: CardRuling[];
  /** A link to the card's page on Scryfall. */
  uri?: string;
}

export interface CardTableCounts {
  cards: number;
  /** Cards with a printed name in each language. */
  names: Record<'ja' | 'fr', number>;
  rulings: number;
  /** Elements of the input that were not kept (tokens, art cards, duplicates) by reason. */
  skipped: Record<string, number>;
}

export interface CardTable {
  format: typeof CARD_TABLE_FORMAT;
  source: 'scryfall';
  /** YYYY-MM-DD: the date of the bulk file (from its name when it carries one, else the file's date). */
  version: string;
  importedAt: string;
  /** Hash of the cards (not of the import time): the same data imported twice is "unchanged". */
  contentHash: string;
  sourceFiles: Array<{ kind: ScryfallFileKind; name: string; bytes: number; elements: number }>;
  counts: CardTableCounts;
  cards: Card[];
}

export type ScryfallFileKind = 'oracle-cards' | 'all-cards' | 'rulings';
