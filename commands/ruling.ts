/** /ruling question:<text> [game] [private] — the knowledge-base lookup. */
import { closest } from '../rulings/fuzzy.ts';
import { relCounterpart } from '../rulings/policy.ts';
import { localized, type SearchResult } from '../rulings/search.ts';
import { GAMES, ID_LIKE, isGame, type Game } from '../rulings/games.ts';
import { answerActions } from './actions.ts';
import { errorView } from './error-view.ts';
import { titleChoices } from './render/text.ts';
import { searchWithCardNames } from './card-names.ts';
import { cardAnswers, cardLedView, cardRulingView, withCards } from './card-answers.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { isLocale, t, type Locale } from './i18n.ts';
import { command } from './command.ts';
import { reportView, submitReport } from './report.ts';
import { customId, parseCustomId } from './custom-id.ts';
import { entryOption, entrySection, relatedIds } from './render/entry.ts';
import type { ReplyView, ViewAction, ViewMenu, ViewSection } from './types.ts';
import { MAX_QUESTION } from './limits.ts';

export { MAX_QUESTION };

function answerView(ctx: CommandContext, result: SearchResult, lang: Locale, ephemeral: boolean): ReplyView {
  const { kb } = ctx.services;
  const top = result.hits[0]!;
  const section = top.entry ? entrySection(kb, top.entry, lang) : officialSection(ctx, top.id, lang);
  // A policy question that names no REL gets both answers: the IPG's (Competitive, Professional) and the JAR's (Regular).
  const pair = result.policy && !result.policy.rel && top.entry ? relCounterpart(top.entry, kb) : undefined;
  const sections = pair ? [section, entrySection(kb, pair, lang)] : [section];
  const others = result.hits.slice(1, 4).filter((h) => h.entry && h.id !== pair?.id).map((h) => h.id);
  const view: ReplyView = { locale: lang, ephemeral, sections, actions: answerButtons(ctx, top.id, lang, ephemeral) };
  const menu = relatedMenu(ctx, top.id, others, lang, pair?.id);
  if (menu) view.menu = menu;
  return view;
}

/** "Post publicly", the language buttons, and in a server "Report a wrong answer" (it reaches its moderators). */
function answerButtons(ctx: CommandContext, id: string, lang: Locale, ephemeral: boolean): ViewAction[] {
  const buttons = answerActions('ruling', id, lang, ephemeral);
  if (ctx.invocation.guildId && ctx.invocation.guildInstalled !== false) buttons.push({ id: customId('ruling', 'report', id), label: t(lang, 'ux.actions.report'), style: 'danger' });
  return buttons;
}

/** Other matches and related entries, each once, as a select menu; picking one answers privately. */
export function relatedMenu(ctx: CommandContext, top: string, others: readonly string[], lang: Locale, shown?: string): ViewMenu | undefined {
  const { kb } = ctx.services;
  const ids = relatedIds(kb, top, others).filter((id) => id !== shown);
  if (!ids.length) return undefined;
  return {
    id: customId('ruling', 'open', lang),
    placeholder: t(lang, 'ux.related_placeholder'),
    options: ids.map((id) => entryOption(kb, id, lang)),
  };
}

function officialSection(ctx: CommandContext, id: string, lang: Locale): ViewSection {
  const doc = ctx.services.search.doc(id)!;
  return { title: `${t(lang, 'replies.ruling.official_label')} — ${doc.title}`, description: doc.body, tone: 'info' };
}

/**
 * The two non-answers, both private and in the asker's language. "Not sure" (`match: 'unsure'`): no entry is sure,
 * the closest are offered as choices to open — none is shown as the answer. "No ruling found": nothing close; the
 * far candidates, if any, are listed as such and can be opened too.
 */
function notFoundView(ctx: CommandContext, result: SearchResult, lang: Locale, ephemeral: boolean): ReplyView {
  const [first, second] = result.gamesInDoubt ?? [];
  if (first && second) return whichGameView(ctx, result, [first, second], lang, ephemeral);
  const unsure = result.match === 'unsure';
  const question = result.query.slice(0, 200);
  const lines = [t(lang, unsure ? 'replies.ruling.unsure' : 'replies.ruling.not_found', { question })];
  const choices = result.suggestions.filter((s) => ctx.services.kb.byId.has(s.id));
  if (choices.length) {
    if (!unsure) lines.push('', t(lang, 'replies.ruling.suggestions'));
    choices.forEach((s, i) => lines.push(`${unsure ? `${i + 1}.` : '•'} ${localized(s.entry!.title, lang)} (\`${s.id}\`)`));
  }
  const view: ReplyView = {
    locale: lang,
    ephemeral,
    sections: [{ title: t(lang, unsure ? 'replies.ruling.unsure_title' : 'replies.ruling.not_found_title'), description: lines.join('\n'), tone: 'warning' }],
  };
  // Picking one opens it, privately (the "open" action of the related menu).
  if (choices.length) {
    view.menu = {
      id: customId('ruling', 'open', lang),
      placeholder: t(lang, 'replies.ruling.pick'),
      options: choices.map((s) => entryOption(ctx.services.kb, s.id, lang)),
    };
  }
  return view;
}

/**
 * "Which game?": no game named and two games' closest entries about equally close. The question is asked back, and
 * each game's closest entries (SearchResult.doubtChoices) are offered as numbered choices, one button each ("open",
 * privately), so one tap says which game was meant — none is shown as the answer. With no entry to offer, the
 * question alone is asked back.
 */
function whichGameView(ctx: CommandContext, result: SearchResult, [first, second]: [Game, Game], lang: Locale, ephemeral: boolean): ReplyView {
  const { kb } = ctx.services;
  const games = { first: t(lang, `commands.games.${first}`), second: t(lang, `commands.games.${second}`) };
  const choices = (result.doubtChoices ?? []).filter((h) => kb.byId.has(h.id) && `ruling:open:${lang}:${h.id}`.length <= 100);
  const lines = [t(lang, 'replies.ruling.which_game_asked', { question: result.query.slice(0, 200) }), ''];
  if (!choices.length) lines.push(t(lang, 'replies.ruling.which_game', games));
  else {
    lines.push(t(lang, 'replies.ruling.which_game_choices', games), '');
    choices.forEach((h, i) => lines.push(`${i + 1}. **${t(lang, `commands.games.${h.game}`)}** — ${localized(kb.byId.get(h.id)!.title, lang)} (\`${h.id}\`)`));
  }
  const view: ReplyView = { locale: lang, ephemeral, sections: [{ title: t(lang, 'replies.ruling.which_game_title'), description: lines.join('\n'), tone: 'warning' }] };
  if (choices.length) {
    view.actions = choices.map((h, i) => ({
      id: customId('ruling', 'open', lang, h.id),
      label: `${i + 1}. ${t(lang, `commands.games.${h.game}`)} — ${localized(kb.byId.get(h.id)!.title, lang)}`,
      style: 'secondary' as const,
    }));
  }
  return view;
}

/** Render one entry by id (buttons, /rule). */
export function entryView(ctx: CommandContext, id: string, lang: Locale, ephemeral: boolean): ReplyView | undefined {
  const e = ctx.services.kb.byId.get(id);
  if (!e) return undefined;
  const view: ReplyView = { locale: lang, ephemeral, sections: [entrySection(ctx.services.kb, e, lang)], actions: answerButtons(ctx, id, lang, ephemeral) };
  const menu = relatedMenu(ctx, id, [], lang);
  if (menu) view.menu = menu;
  return view;
}

async function pinFor(ctx: CommandContext, query: string, lang: Locale): Promise<ViewSection | undefined> {
  const { guildId } = ctx.invocation;
  if (!guildId || !ctx.services.pinLookup) return undefined;
  return ctx.services.pinLookup(guildId, 'ruling', query, lang);
}

/** The server's pin goes first; when it pins the very entry found, it replaces that answer instead of repeating it. */
function withPin(view: ReplyView, pin: ViewSection | undefined): ReplyView {
  if (!pin) return view;
  const rest = view.sections.filter((s) => !pin.ref || s.ref !== pin.ref);
  return { ...view, sections: [pin, ...rest] };
}

/** The server's default game (/pin settings game:), given up after 300 ms so a slow database never delays an answer. */
async function serverGame(ctx: CommandContext): Promise<Game | undefined> {
  const { guildId } = ctx.invocation;
  const lookup = ctx.services.guildGame;
  if (!guildId || !lookup) return undefined;
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    lookup(guildId).catch(() => undefined),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 300))),
  ]).finally(() => clearTimeout(timer));
}

export const rulingCommand = command({
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
    const question = options.question.trim();
    const fallback = replyLocale(ctx.invocation, ephemeral);
    const asker = ctx.invocation.userLocale;
    if (!question) return errorView(asker, t(asker, 'replies.ruling.empty_question'));
    const game = options.game ?? (await serverGame(ctx));
    const result = searchWithCardNames(ctx, question, { game, fallbackLang: fallback });
    const lang = result.langDetected ? result.lang : fallback;
    // The cards the question names, and their official rulings that bear on it (commands/card-answers.ts).
    const cards = await cardAnswers(ctx, result, lang);
    if (cards.leads) {
      // The knowledge base's own best hits (weaker than the ruling, maybe off the point) stay one tap away.
      const kbIds = result.found ? result.hits.slice(0, 4).filter((h) => h.entry).map((h) => h.id) : [];
      const menu = kbIds.length ? relatedMenu(ctx, '', kbIds, lang) : undefined;
      return withPin(cardLedView(ctx, cards, lang, ephemeral, menu), await pinFor(ctx, question, lang));
    }
    if (!result.found) {
      // "Nothing found" is private and in the asker's language (the question's, else their client's): the
      // channel gains nothing from it. A pin for the question still shows (pins replace the search).
      const own = result.langDetected ? result.lang : asker;
      // Something that looks like an id but isn't one: say which id was meant.
      if (ID_LIKE.test(question)) {
        const near = closest(question, ctx.services.kb.byId.keys());
        const hint = near ? ` ${t(own, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
        return errorView(own, t(own, 'replies.ruling.unknown_id', { id: question }) + hint);
      }
      const pin = await pinFor(ctx, question, fallback);
      if (pin) {
        const view: ReplyView = { locale: fallback, ephemeral, sections: [pin] };
        if (pin.ref && ctx.services.kb.byId.has(pin.ref)) view.actions = answerButtons(ctx, pin.ref, fallback, ephemeral);
        return view;
      }
      return withCards(notFoundView(ctx, result, own, true), cards, ctx, own);
    }
    return withPin(withCards(answerView(ctx, result, lang, ephemeral), cards, ctx, lang), await pinFor(ctx, question, lang));
  },

  async autocomplete(ctx, _focused, value, options) {
    const lang = ctx.invocation.userLocale;
    // unchecked while typing: Discord sends only a listed choice, and the console has no autocomplete
    const game = isGame(options.game) ? options.game : await serverGame(ctx);
    return titleChoices(ctx.services.search.autocomplete(value, { game, lang, limit: 25 }));
  },

  async modal(ctx, modalId, fields) {
    const { action, args } = parseCustomId(modalId);
    const lang = ctx.invocation.userLocale;
    if (action !== 'report-send' || !args[0]) return errorView(lang, t(lang, 'replies.actions.expired'), 'expired');
    return submitReport(ctx, 'ruling', args[0], fields.comment ?? '');
  },

  // public:<id>        → the same answer, posted for everyone in the server's language
  // lang:<lang>:<id>    → the same answer in another language, privately (older ids: lang:<lang>:<p|g>:<id>)
  // open:<lang>:<id>    → an entry picked from the related menu, privately
  // report:<id>         → "this answer is wrong", to the server's moderators (commands/report.ts)
  // Everything is in the id, so any process answers a press, after a restart too.
  async action(ctx, action, args) {
    const asker = ctx.invocation.userLocale;
    // cardp:<n>:<name> → a card ruling that led an answer, posted for everyone; cardl:<lang>:<n>:<name> → in another language
    if (action === 'cardp' || action === 'cardl') {
      const publicPost = action === 'cardp';
      const lang = publicPost ? replyLocale(ctx.invocation, false) : isLocale(args[0]) ? args[0] : asker;
      const [n, ...name] = publicPost ? args : args.slice(1);
      const view = await cardRulingView(ctx, name.join(':'), Number(n), lang, !publicPost);
      return view ?? errorView(asker, t(asker, 'replies.actions.expired'));
    }
    const id = action === 'public' || action === 'report' ? args[0] : args.at(-1);
    if (action === 'report' && id && ctx.services.kb.byId.has(id)) {
      return reportView(ctx, 'ruling', id);
    }
    const publicPost = action === 'public';
    const lang = publicPost ? replyLocale(ctx.invocation, false) : isLocale(args[0]) ? args[0] : asker;
    const known = action === 'public' || action === 'lang' || action === 'open';
    return (known && id && entryView(ctx, id, lang, !publicPost)) || errorView(asker, t(asker, 'replies.actions.expired'), 'expired');
  },
});
