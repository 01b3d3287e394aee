/**
 * Knowledge-base entries about a card: those that list it under `cards` (by any of its names or aliases), then
 * those whose title or answer names it in English. Current entries first; superseded ones after.
 */
import type { KnowledgeBase } from '../kb.ts';
import type { Entry } from '../schema.ts';
import { foldName } from './lookup.ts';
import type { Card } from './types.ts';

function cardKeys(card: Card): Set<string> {
  const names = [card.name, card.names?.ja, card.names?.fr, ...(card.faces ?? []).flatMap((f) => [f.name, f.names?.ja, f.names?.fr])];
  return new Set(names.filter((n): n is string => !!n).map(foldName));
}

export function entriesMentioning(kb: KnowledgeBase, card: Card, limit = 6): Entry[] {
  const keys = cardKeys(card);
  const listed: Entry[] = [];
  const mentions: Entry[] = [];
  // The whole English name as words ("Fire" alone is too common a word to count as naming Fire // Ice).
  const escaped = card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu');
  for (const e of kb.entries) {
    if (e.game !== 'mtg') continue;
    const listedHere = (e.cards ?? []).some((c) => [c.en, c.ja, c.fr, ...(c.aliases ?? [])].some((n) => n && keys.has(foldName(n))));
    if (listedHere) {
      listed.push(e);
      continue;
    }
    const text = `${e.title.en ?? ''}\n${e.answer.en ?? ''}`;
    if (named.test(text)) mentions.push(e);
  }
  const rank = (e: Entry) => (e.status === 'superseded' ? 1 : 0);
  return [...listed.sort((a, b) => rank(a) - rank(b)), ...mentions.sort((a, b) => rank(a) - rank(b))].slice(0, limit);
}

/** Entries about the keyword abilities and actions a card's text uses (Flash → the flash entry), current ones. */
export function entriesForKeywords(kb: KnowledgeBase, card: Card, limit = 4): Entry[] {
  const wanted = new Set((card.keywords ?? []).map((k) => foldName(k)));
  if (!wanted.size) return [];
  const out: Entry[] = [];
  for (const e of kb.entries) {
    if (out.length >= limit) break;
    if (e.game !== 'mtg' || e.status === 'superseded') continue;
    if (wanted.has(foldName(e.title.en ?? ''))) out.push(e);
  }
  return out;
}
