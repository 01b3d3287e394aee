/**
 * What most search tests share: one search over the real knowledge base, and the two replies they check most —
 * a question answered with an entry, and a question not answered but offering an entry first. Each check names
 * the question it asked, so a failing row of an `it.each` table says which question it was.
 */
import { expect } from 'vitest';
import type { LoadedKnowledgeBase } from '../../rulings/kb.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import type { Locale } from '../../rulings/locales.ts';
import { RulingsSearch, type SearchResult } from '../../rulings/search.ts';

let kb: LoadedKnowledgeBase | undefined;

/** What entry `id` answers in `lang`, as the reply shows it ('' when no entry has that id); the knowledge base loads once per file. */
export function entryAnswer(id: string, lang: Locale): string {
  kb ??= loadKnowledgeBase();
  return kb.entries.find((e) => e.id === id)?.answer[lang] ?? '';
}

/** A search over the knowledge base in rulings/, built when the test file loads (one per file). */
export function kbSearch(): RulingsSearch {
  return new RulingsSearch(loadKnowledgeBase());
}

/** Asks `question`: it must be answered (found, match "answer") with entry `id` first. Returns the reply. */
export function expectAnswered(search: RulingsSearch, question: string, id: string): SearchResult {
  const r = search.query(question);
  expect({ found: r.found, match: r.match, first: r.hits[0]?.id }, question).toEqual({ found: true, match: 'answer', first: id });
  return r;
}

/** Asks `question`: it must not be answered, and entry `id` must be the first one offered. Returns the reply. */
export function expectOffered(search: RulingsSearch, question: string, id: string): SearchResult {
  const r = search.query(question);
  expect({ found: r.found, first: r.suggestions[0]?.id }, question).toEqual({ found: false, first: id });
  return r;
}
