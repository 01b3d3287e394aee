/**
 * /card name:<card> [private] — a Magic card from the imported Scryfall data (or Scryfall live): oracle text,
 * type line, stats, official rulings with dates, and the knowledge-base entries about it. Autocomplete offers
 * names in the user's language (with the English name beside a translated one).
 */
import { entriesMentioning } from '../rulings/cards/kb-links.ts';
import { ScryfallError } from '../rulings/cards/live.ts';
import { localized } from '../rulings/search.ts';
import { answerActions } from './actions.ts';
import { cardSource } from './card-names.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { customId } from './custom-id.ts';
import { isLocale, t, type Locale } from './i18n.ts';
import { command } from './command.ts';
import { cardSection } from './render/card.ts';
import { errorView, notice } from './error-view.ts';
import { truncate } from './render/text.ts';
import type { ReplyView, ViewAction } from './types.ts';
import type { Card } from '../rulings/cards/types.ts';
import type { Entry } from '../rulings/schema.ts';

export const MAX_CARD_NAME = 150;

/** Why a card could not be fetched, and what the bot lacks because of it, in the asker's language. */
export function liveFailure(error: ScryfallError, hasTable: boolean, lang: Locale, name: string): string {
  const why = t(lang, `card.reply.live-${error.code}`, { name: truncate(name, 100), reason: error.reason });
  return hasTable ? why : `${why} ${t(lang, 'card.reply.live-no-table')}`;
}

/** What a card name finds: the card (with the knowledge-base entries about it), or why not. */
export type CardLookup =
  | { kind: 'found'; card: Card; entries: Entry[]; version: string | undefined }
  | { kind: 'not-found'; name: string; suggestion: string | undefined }
  | { kind: 'failed'; message: string }
  | { kind: 'no-data' }
  | { kind: 'empty' };

/** The lookup behind /card and `rulebot card`: messages in `lang` (the asker's). */
export async function lookupCard(ctx: CommandContext, name: string, lang: Locale): Promise<CardLookup> {
  const source = cardSource(ctx);
  if (!source) return { kind: 'no-data' };
  if (!name) return { kind: 'empty' };
  let match;
  try {
    match = await source.find(name);
  } catch (error) {
    if (error instanceof ScryfallError) return { kind: 'failed', message: liveFailure(error, source.status().table !== undefined, lang, name) };
    throw error;
  }
  if (!match) return { kind: 'not-found', name, suggestion: await source.suggest(name) };
  return { kind: 'found', card: match.card, entries: entriesMentioning(ctx.services.kb, match.card), version: match.live ? undefined : source.version };
}

async function cardView(ctx: CommandContext, name: string, lang: Locale, ephemeral: boolean): Promise<ReplyView> {
  const asker = ctx.invocation.userLocale;
  const found = await lookupCard(ctx, name, asker);
  // No answer (no card data, no such card, a failed lookup) is the asker's business, in the asker's language.
  if (found.kind === 'no-data') return notice(asker, t(asker, 'card.reply.no-table-title'), t(asker, 'card.reply.no-table'));
  if (found.kind === 'empty') return errorView(asker, t(asker, 'card.reply.empty-name'));
  if (found.kind === 'failed') return errorView(asker, found.message, 'failed');
  if (found.kind === 'not-found') {
    const hint = found.suggestion ? ` ${t(asker, 'card.reply.did-you-mean', { suggestion: found.suggestion })}` : '';
    return notice(asker, t(asker, 'card.reply.not-found-title'), t(asker, 'card.reply.not-found', { name: truncate(name, 100) }) + hint);
  }
  const { card, entries } = found;
  const footer = found.version ? t(lang, 'card.reply.footer', { version: found.version }) : t(lang, 'card.reply.footer-live');
  const view: ReplyView = { locale: lang, ephemeral, sections: [cardSection(card, lang, entries, footer)] };
  const actions: ViewAction[] = [];
  // "Post publicly" / other languages, when the name fits in a button id; then the first knowledge-base entries.
  if (`card:lang:xx:${card.name}`.length <= 100 && !card.name.includes(':')) actions.push(...answerActions('card', card.name, lang, ephemeral));
  for (const e of entries.slice(0, 3)) {
    actions.push({ id: customId('ruling', 'lang', lang, e.id), label: truncate(t(lang, 'card.reply.open-entry', { title: localized(e.title, lang) }), 80), style: 'secondary' });
  }
  if (actions.length) view.actions = actions;
  return view;
}

export const cardCommand = command({
  spec: {
    name: 'card',
    kind: 'slash',
    options: [
      { name: 'name', type: 'string', required: true, autocomplete: true, maxLength: MAX_CARD_NAME },
      { name: 'private', type: 'boolean' },
    ],
  },

  async run(ctx, options) {
    const ephemeral = options.private === true;
    return cardView(ctx, options.name.trim(), replyLocale(ctx.invocation, ephemeral), ephemeral);
  },

  async autocomplete(ctx, _focused, value) {
    const source = cardSource(ctx);
    if (!source) return [];
    const choices = await source.autocomplete(value, ctx.invocation.userLocale, 25);
    return choices.map((c) => ({ name: truncate(c.label, 100), value: truncate(c.value, 100) }));
  },

  async action(ctx, action, args) {
    // public:<name> → posted for everyone in the server's language; lang:<lang>:<name> → another language,
    // privately (commands/actions.ts; older ids carry a visibility part: lang:<lang>:<p|g>:<name>)
    const publicPost = action === 'public';
    const [a, b] = args;
    const name = (publicPost ? args : args.slice(b === 'p' || b === 'g' ? 2 : 1)).join(':');
    const lang = publicPost ? replyLocale(ctx.invocation, false) : isLocale(a) ? a : ctx.invocation.userLocale;
    if (!name) return errorView(ctx.invocation.userLocale, t(ctx.invocation.userLocale, 'replies.actions.expired'));
    return cardView(ctx, name, lang, !publicPost);
  },
});
