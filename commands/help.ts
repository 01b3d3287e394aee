/** /help [topic] — what the bot does, and a notation cheat-sheet per game with examples to copy. */
import { GAMES, isGame, type Game } from '../rulings/games.ts';
import { checkView } from './check.ts';
import { errorView } from './error-view.ts';
import { GUIDE_PAGES, guideExample, guideView, manualView } from './guide.ts';
import { replyLocale, type Services } from './context.ts';
import { hasKey, isLocale, t, type Locale } from './i18n.ts';
import { command, type CommandHandler } from './command.ts';
import type { CommandSpec, ViewSection } from './types.ts';

/** A clickable command mention (</ruling:123>) when Discord's id is known, plain "/ruling" otherwise (console). */
export function mention(services: Pick<Services, 'commandIds'>, name: string, sub?: string): string {
  const id = services.commandIds?.get(name);
  const full = sub ? `${name} ${sub}` : name;
  return id ? `</${full}:${id}>` : `/${full}`;
}

/** An option's name as the reader's Discord client shows it (localized from the same files as the definitions). */
export function optionName(lang: Locale, command: string, option: string): string {
  const key = `commands.${command}.options.${option}.name`;
  return hasKey(key, lang) ? t(lang, key) : option;
}

/** One line per slash command in the registry: mention, its options in the reader's language, what it does. */
function commandLines(services: Services, lang: Locale, commands: readonly CommandHandler[]): string[] {
  return commands
    .filter((c) => c.spec.kind === 'slash' && hasKey(`commands.${c.spec.name}.description`, 'en'))
    .map(({ spec }) => {
      const options = (spec.options ?? []).map((o) => `\`${optionName(lang, spec.name, o.name)}\``).join(' ');
      const subs = (spec.subcommands ?? []).map((s) => mention(services, spec.name, s.name)).join(' ');
      return `${mention(services, spec.name)}${options ? ` ${options}` : ''} — ${t(lang, `commands.${spec.name}.description`)}${subs ? `\n  ${subs}` : ''}`;
    });
}

function menuCommands(lang: Locale, commands: readonly CommandHandler[]): string[] {
  return commands
    .map((c) => c.spec)
    .filter((spec: CommandSpec) => spec.kind === 'message' && hasKey(`commands.${spec.name}.name`, lang))
    .map((spec) => t(lang, 'ux.help.quoted', { name: t(lang, `commands.${spec.name}.name`) }));
}

/**
 * Scenarios shown in /help, one block per game. test/check-command.test.ts runs every one through the engine, so the
 * help never shows an example that does not parse.
 */
export const HELP_EXAMPLES: Record<Game, string[]> = {
  mtg: [
    'mtg; A: w=Craw Wurm 6/6 trample; B: x=2/2; y=0/4 dmg=1; attack w>B; block x,y>w',
    'mtg; A: d=4/4 double-strike trample; B: x=2/2; attack d>B; block x>d',
    'mtg; A: w=3/3; B: z=1/1; attack w; cast B v=Ambush Viper 2/1 deathtouch flash; block v>w',
  ],
  gr: [
    'gr; B: u=3/2 ソウルガード soul=1; damage u=2, u=2 《ヴルンツヴィークの断頭》',
    'gr; A: s=3/3; B: x=2/4; y=2/4; damage x=4 y=4, B=2 from=s; prevent next =0 《方違え》',
  ],
  rb: [
    'rb; A: y=Yasuo unit; B: e=Garen unit in=battlefield; text A: Kill an enemy unit.',
    'rb; text A: [E], kill a friendly unit: Deal 3 to an enemy unit at a battlefield.',
  ],
};

export const HELP_TOPICS = ['notation', ...GAMES, 'pins'] as const;

export const helpCommand = command({
  spec: {
    name: 'help',
    kind: 'slash',
    options: [{ name: 'topic', type: 'string', choices: HELP_TOPICS.map((v) => ({ value: v, labelKey: `help.topics.${v}` })) }],
  },

  async run(ctx, options) {
    const lang = replyLocale(ctx.invocation, true);
    const topic = options.topic;
    // The notation is a paged guide a judge reads on a phone (commands/guide.ts).
    if (topic === 'notation') return guideView(ctx, lang, 0);
    const { kb } = ctx.services;
    const footer = t(lang, 'replies.help.footer', { version: kb.version, count: kb.entries.length });
    const sections: ViewSection[] = [];
    if (!topic) {
      const services = ctx.services;
      const commands = ctx.commands ?? [];
      const menus = menuCommands(lang, commands);
      sections.push({
        title: t(lang, 'replies.help.title'),
        description: [
          t(lang, 'replies.help.intro'),
          '',
          ...commandLines(services, lang, commands),
          ...(menus.length ? ['', t(lang, 'ux.help.menus', { names: menus.join(t(lang, 'ux.list_sep')) })] : []),
          '',
          t(lang, 'ux.help.private_tip', { private: optionName(lang, 'ruling', 'private') }),
          t(lang, 'ux.help.notation_tip', { help: mention(services, 'help'), topic: optionName(lang, 'help', 'topic') }),
        ].join('\n'),
        tone: 'info',
      });
    }
    // The overview stays short on a phone; the notation is one topic away (/help notation), each game's words another.
    if (isGame(topic)) {
      const games = [topic];
      sections.push({
        title: t(lang, 'replies.help.notation_title'),
        description: t(lang, 'replies.help.notation').trim(),
        fields: games
          .filter((g) => HELP_EXAMPLES[g].length)
          .map((g) => ({
            name: `${t(lang, 'replies.help.examples')} — ${t(lang, `commands.games.${g}`)}`,
            // One code block per example: a phone copies a whole block with one long-press.
            value: HELP_EXAMPLES[g].map((ex) => '```\n' + ex + '\n```').join('\n'),
          })),
        tone: 'info',
      });
    }
    if (topic === 'pins') {
      sections.push({ title: t(lang, 'help.topics.pins'), description: t(lang, 'help.pins').trim(), tone: 'info' });
    }
    sections[sections.length - 1]!.footer = footer;
    return { locale: lang, ephemeral: true, sections };
  },

  // page:<lang>:<n>  → another page of the notation guide (replacing the one shown)
  // goto:<lang>:<n>  → the same, picked from the guide's menu
  // try:<lang>:<n>   → that page's example run by /check, privately, as a new message
  // manual:<lang>    → the full notation manual as a file, privately
  async action(ctx, action, args) {
    const lang = isLocale(args[0]) ? args[0] : ctx.invocation.userLocale;
    const n = Number(args[1]);
    if (action === 'page' || action === 'goto') return guideView(ctx, lang, n);
    if (action === 'manual') return manualView(lang);
    const page = GUIDE_PAGES[n];
    const example = action === 'try' && page ? guideExample(lang, page) : undefined;
    if (example) return { ...(await checkView(ctx, example, lang, true)), followUp: true };
    return errorView(ctx.invocation.userLocale, t(ctx.invocation.userLocale, 'replies.actions.expired'), 'expired');
  },
});
