/**
 * /ruling with card names in any language: Japanese and French card names in the question get the card's English
 * name appended (rulings/cards/aliases.ts), and the reply language comes from the words around the names.
 */
import { expandQuestion } from '../rulings/cards/aliases.ts';
import type { QueryOptions, SearchResult } from '../rulings/search.ts';
import type { CardSource } from '../rulings/cards/source.ts';
import type { CommandContext } from './context.ts';

export function searchWithCardNames(ctx: CommandContext, question: string, options: QueryOptions): SearchResult {
  const index = cardSource(ctx)?.index;
  const expanded = index ? expandQuestion(question, index) : undefined;
  if (!expanded?.mentions.length) return ctx.services.search.query(question, options);
  // The names are not the sentence's language: without other words, the user's language answers.
  const lang = options.lang ?? expanded.lang ?? options.fallbackLang;
  const result = ctx.services.search.query(expanded.text, { ...options, ...(lang ? { lang } : {}) });
  return { ...result, query: question, langDetected: expanded.lang !== undefined || result.langDetected };
}

/** The card data (bot/cards-feature.ts), when it has cards to offer. Here, not in card.ts, so the search and
 * /check can use it without importing the /card command. */
export function cardSource(ctx: CommandContext): CardSource | undefined {
  const source = ctx.services.cards;
  return source?.available ? source : undefined;
}
