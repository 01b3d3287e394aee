/**
 * Scryfall's bulk data objects (https://scryfall.com/docs/api/bulk-data) and how one becomes a row of our table.
 * Only the fields read here are declared; everything else in a Scryfall card is ignored.
 */
import type { Card, CardFace, CardRuling, ColorLetter } from './types.ts';

export interface ScryfallFace {
  object?: string;
  name?: string;
  printed_name?: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  colors?: string[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
}

export interface ScryfallCard extends ScryfallFace {
  object: 'card';
  name: string;
  id?: string;
  oracle_id?: string;
  lang?: string;
  layout?: string;
  released_at?: string;
  keywords?: string[];
  card_faces?: ScryfallFace[];
  scryfall_uri?: string;
}

export interface ScryfallRuling {
  object: 'ruling';
  oracle_id: string;
  source?: string;
  published_at: string;
  comment: string;
}

/** Layouts that are not cards a player looks up by name (and whose names collide with real cards'). */
export const SKIPPED_LAYOUTS = new Set(['art_series', 'token', 'double_faced_token', 'emblem']);

const COLOR_LETTERS = new Set(['W', 'U', 'B', 'R', 'G']);

export function isScryfallCard(value: unknown): value is ScryfallCard {
  const v = value as Partial<ScryfallCard> | null;
  return !!v && typeof v === 'object' && v.object === 'card' && typeof v.name === 'string' && v.name.trim() !== '';
}

export function isScryfallRuling(value: unknown): value is ScryfallRuling {
  const v = value as Partial<ScryfallRuling> | null;
  return (
    !!v && typeof v === 'object' && v.object === 'ruling' && typeof v.oracle_id === 'string' && typeof v.published_at === 'string' && typeof v.comment === 'string'
  );
}

/** What an element is, shown compactly for an error about a wrong file: {"object":"set", …}, [ … ], 42. */
export function describeElement(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)?.slice(0, 40) ?? String(value);
  if (Array.isArray(value)) return '[ … ]';
  const object = (value as { object?: unknown }).object;
  const keys = Object.keys(value).slice(0, 3).map((k) => JSON.stringify(k));
  return typeof object === 'string' ? `{"object":${JSON.stringify(object)}, …}` : `{${keys.join(', ')}${keys.length ? ', ' : ''}…}`;
}

function colors(list: string[] | undefined): ColorLetter[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const out = list.filter((c): c is ColorLetter => COLOR_LETTERS.has(c));
  return out;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function face(f: ScryfallFace, fallbackType = ''): CardFace {
  const out: CardFace = { name: (f.name ?? '').trim(), type: str(f.type_line) ?? fallbackType };
  const mana = str(f.mana_cost);
  if (mana) out.mana = mana;
  const text = str(f.oracle_text);
  if (text) out.text = text;
  const c = colors(f.colors);
  if (c) out.colors = c;
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const v = str(f[key]);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** A Scryfall card object as a row of the table (without localized names or rulings: those are merged later). */
export function toCard(c: ScryfallCard): Card {
  const card: Card = face(c);
  if (c.oracle_id) card.oracleId = c.oracle_id;
  if (c.layout && c.layout !== 'normal') card.layout = c.layout;
  if (Array.isArray(c.keywords) && c.keywords.length) card.keywords = c.keywords.filter((k) => typeof k === 'string');
  const faces = Array.isArray(c.card_faces) ? c.card_faces.filter((f) => f && typeof f.name === 'string') : [];
  if (faces.length > 1) {
    card.faces = faces.map((f) => face(f));
    // A transform card has no colours at the top; its front face's colours are the card's (on the battlefield).
    if (!card.colors && card.faces[0]!.colors) card.colors = card.faces[0]!.colors;
  }
  if (c.scryfall_uri) card.uri = c.scryfall_uri.replace(/\?.*$/, '');
  return card;
}

/** Printed names of a non-English printing: the whole name and each face's. */
export function printedNames(c: ScryfallCard): { name?: string; faces?: Array<string | undefined> } {
  const faces = Array.isArray(c.card_faces) ? c.card_faces.map((f) => str(f.printed_name)?.trim()) : undefined;
  const whole = str(c.printed_name)?.trim() ?? (faces && faces.every(Boolean) ? faces.join(' // ') : undefined);
  return { ...(whole ? { name: whole } : {}), ...(faces && faces.some(Boolean) ? { faces } : {}) };
}

export function toRuling(r: ScryfallRuling): CardRuling {
  return { date: r.published_at.slice(0, 10), source: r.source ?? 'wotc', text: r.comment.trim() };
}
