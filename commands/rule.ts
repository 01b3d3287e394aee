/**
 * /rule id:<ruling id | rule number | term> [game:] — one ruling, or an official rules paragraph when the document
 * is imported: Magic's Comprehensive Rules ("702.19b") or Riftbound's Core Rules ("103.2.b"). The game comes from
 * the `game` option, a game code typed first ("rb 103.2"), the number's shape, then the server's game.
 */
import { closest } from '../rulings/fuzzy.ts';
import { GAMES, type Game } from '../rulings/games.ts';
import { gameOfNumber, isRuleNumber } from '../rulings/official/lookup.ts';
import { rulesPackId } from '../rulings/official/types.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { t } from './i18n.ts';
import { command } from './command.ts';
import { renderNoPack } from './render/official.ts';
import { errorView } from './error-view.ts';
import { titleChoices } from './render/text.ts';
import { entryView } from './ruling.ts';

/** The games with an official rules document to look numbers up in (rulings/official/types.ts, PACKS). */
export const RULE_GAMES: readonly Game[] = GAMES.filter((g) => rulesPackId(g) !== undefined);

/** "rb 103.2.b", "MTG 702.19b": a game code before the number. */
const GAME_PREFIX = new RegExp(`^(${RULE_GAMES.join('|')})\\s+(\\S.*)$`, 'i');

function splitGame(query: string): { query: string; game?: Game } {
  const m = GAME_PREFIX.exec(query);
  return m ? { query: m[2]!.trim(), game: m[1]!.toLowerCase() as Game } : { query };
}

/** The server's game (/pin settings game:), when it is one with rule numbers. */
async function serverGame(ctx: CommandContext): Promise<Game | undefined> {
  const guildId = ctx.invocation.guildId;
  const game = guildId && ctx.services.guildGame ? await ctx.services.guildGame(guildId).catch(() => undefined) : undefined;
  return game && RULE_GAMES.includes(game) ? game : undefined;
}

export const ruleCommand = command({
  spec: {
    name: 'rule',
    kind: 'slash',
    options: [
      { name: 'id', type: 'string', required: true, autocomplete: true, maxLength: 100 },
      { name: 'game', type: 'string', choices: RULE_GAMES.map((g) => ({ value: g, labelKey: `commands.games.${g}` })) },
      { name: 'subrules', type: 'boolean' },
      { name: 'private', type: 'boolean' },
    ],
  },

  async run(ctx, options) {
    const ephemeral = options.private === true;
    const lang = replyLocale(ctx.invocation, ephemeral);
    const typed = options.id.trim();
    if (!typed) return errorView(ctx.invocation.userLocale, t(ctx.invocation.userLocale, 'replies.ruling.empty_question'));
    const view = entryView(ctx, typed, lang, ephemeral);
    if (view) return view;

    const asker = ctx.invocation.userLocale;
    const official = ctx.services.official;
    const split = splitGame(typed);
    const query = split.query;
    if (isRuleNumber(query)) {
      const game = (options.game as Game | undefined) ?? split.game ?? gameOfNumber(query) ?? (await serverGame(ctx));
      // "Not available yet" is no answer: the asker's business, in the asker's language.
      if (!official || (game && !official.games.includes(game))) {
        return { locale: asker, ephemeral: true, sections: renderNoPack(asker, game, ctx.services.rulesUpdates === true) };
      }
      const sections = official.rule(query, lang, options.subrules === true, game);
      if (sections) return { locale: lang, ephemeral, sections };
      const missing = official.missing(query, asker, game);
      if (missing) return errorView(asker, missing);
    } else if (official) {
      const sections = official.define(query, lang);
      if (sections) return { locale: lang, ephemeral, sections };
    }
    // Not found: private, in the asker's language.
    const near = closest(typed, ctx.services.kb.byId.keys()) ?? official?.suggest(query, split.game);
    const hint = near ? ` ${t(asker, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
    return errorView(asker, t(asker, 'replies.rule.not_found', { query: typed }) + hint);
  },

  async autocomplete(ctx, _focused, value, options) {
    const lang = ctx.invocation.userLocale;
    const q = value.trim().toLowerCase();
    const game = (options.game as Game | undefined) ?? (await serverGame(ctx));
    // A number being typed: the paragraphs it starts (103.2 → 103.2, 103.2.a, 103.2.b…).
    const split = splitGame(value.trim());
    if (/^\d/.test(split.query) && ctx.services.official) {
      const numbers = ctx.services.official.complete(split.query, (options.game as Game | undefined) ?? split.game ?? gameOfNumber(split.query) ?? game, 25);
      if (numbers.length) return numbers;
    }
    const ids = [...ctx.services.kb.byId.values()];
    const byId = ids.filter((e) => e.id.includes(q));
    const picks = byId.length ? byId : ctx.services.search.autocomplete(value, { lang, ...(game ? { game } : {}) }).map((s) => ctx.services.kb.byId.get(s.id)!);
    return titleChoices(picks.slice(0, 25).map((e) => ({ id: e.id, label: e.title[lang] ?? e.title.en })));
  },
});
