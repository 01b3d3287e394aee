/** /ruling question:<text> [game] [private] — the knowledge-base lookup. */
import { closest } from '../rulings/fuzzy.ts';
import { localized, type SearchResult } from '../rulings/search.ts';
import { GAMES, type Game } from '../rulings/games.ts';
import { answerActions } from './actions.ts';
import { searchWithCardNames } from './card-names.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { isLocale, t, type Locale } from './i18n.ts';
import type { CommandHandler } from './registry.ts';
import { entrySection } from './render/entry.ts';
import type { ReplyView, ViewSection } from './types.ts';

export const MAX_QUESTION = 300;

function answerView(ctx: CommandContext, result: SearchResult, lang: Locale, ephemeral: boolean): ReplyView {
  const { kb } = ctx.services;
  const top = result.hits[0]!;
  const section = top.entry ? entrySection(kb, top.entry, lang) : officialSection(ctx, top.id, lang);
  const others = result.hits.slice(1, 4);
  if (others.length) {
    section.fields = [
      ...(section.fields ?? []),
      {
        name: t(lang, 'replies.ruling.also'),
        value: others.map((h) => `\`${h.id}\` ${h.entry ? localized(h.entry.title, lang) : h.doc.title}`).join('\n'),
      },
    ];
  }
  return { locale: lang, sections: [section], ephemeral, actions: answerActions('ruling', top.id, lang, ephemeral) };
}

function officialSection(ctx: CommandContext, id: string, lang: Locale): ViewSection {
  const doc = ctx.services.search.doc(id)!;
  return { title: `${t(lang, 'replies.ruling.official_label')} — ${doc.title}`, description: doc.body, tone: 'info' };
}

function notFoundView(ctx: CommandContext, result: SearchResult, lang: Locale, ephemeral: boolean): ReplyView {
  const lines = [t(lang, 'replies.ruling.not_found', { question: result.query.slice(0, 200) })];
  if (result.suggestions.length) {
    lines.push('', t(lang, 'replies.ruling.suggestions'));
    for (const s of result.suggestions) lines.push(`• \`${s.id}\` ${s.entry ? localized(s.entry.title, lang) : s.doc.title}`);
  }
  return {
    locale: lang,
    ephemeral,
    sections: [{ title: t(lang, 'replies.ruling.not_found_title'), description: lines.join('\n'), tone: 'warning' }],
  };
}

export function errorView(lang: Locale, message: string, ephemeral = true): ReplyView {
  return { locale: lang, ephemeral, sections: [{ title: '⚠️', description: message, tone: 'error' }] };
}

/** Render one entry by id (buttons, /rule). */
export function entryView(ctx: CommandContext, id: string, lang: Locale, ephemeral: boolean): ReplyView | undefined {
  const e = ctx.services.kb.byId.get(id);
  if (!e) return undefined;
  return { locale: lang, ephemeral, sections: [entrySection(ctx.services.kb, e, lang)], actions: answerActions('ruling', id, lang, ephemeral) };
}

async function withPin(ctx: CommandContext, view: ReplyView, query: string): Promise<ReplyView> {
  const { guildId } = ctx.invocation;
  if (!guildId || !ctx.services.pinLookup) return view;
  const pin = await ctx.services.pinLookup(guildId, 'ruling', query, view.locale);
  return pin ? { ...view, sections: [pin, ...view.sections] } : view;
}

export const rulingCommand: CommandHandler = {
  spec: {
    name: 'ruling',
    kind: 'slash',
    options: [
      { name: 'question', type: 'string', required: true, autocomplete: true, maxLength: MAX_QUESTION },
      { name: 'game', type: 'string', choices: GAMES.map((g) => ({ value: g, labelKey: `commands.games.${g}` })) },
      { name: 'private', type: 'boolean' },
    ],
  },

  async run(ctx, options) {
    const ephemeral = options.private === true;
    const question = String(options.question ?? '').trim();
    const fallback = replyLocale(ctx.invocation, ephemeral);
    if (!question) return errorView(fallback, t(fallback, 'replies.ruling.empty_question'));
    const game = options.game as Game | undefined;
    const result = searchWithCardNames(ctx, question, { game, fallbackLang: fallback });
    const lang = result.langDetected ? result.lang : fallback;
    if (!result.found) {
      // Something that looks like an id but isn't one: say which id was meant.
      if (/^(mtg|rb|gr)\.[\w.-]+$/.test(question)) {
        const near = closest(question, ctx.services.kb.byId.keys());
        const hint = near ? ` ${t(lang, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
        return errorView(lang, t(lang, 'replies.ruling.unknown_id', { id: question }) + hint, ephemeral);
      }
      return withPin(ctx, notFoundView(ctx, result, lang, ephemeral), question);
    }
    return withPin(ctx, answerView(ctx, result, lang, ephemeral), question);
  },

  async autocomplete(ctx, _focused, value, options) {
    const lang = ctx.invocation.userLocale;
    return ctx.services.search
      .autocomplete(value, { game: options.game as Game | undefined, lang, limit: 25 })
      .map((s) => ({ name: truncate(`${s.label} — ${s.id}`, 100), value: s.id }));
  },

  async action(ctx, action, args) {
    // public:<id>  → the same answer, posted for everyone in the server's language
    // lang:<lang>:<p|g>:<id> → the same answer in another language, keeping its visibility
    const [a, b, c] = args;
    const publicPost = action === 'public';
    const lang = publicPost ? replyLocale(ctx.invocation, false) : isLocale(a) ? a : ctx.invocation.userLocale;
    const ephemeral = publicPost ? false : b === 'p';
    const id = publicPost ? a : c;
    return (id && entryView(ctx, id, lang, ephemeral)) || errorView(ctx.invocation.userLocale, t(ctx.invocation.userLocale, 'replies.actions.expired'));
  },
};

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export { GAMES };
