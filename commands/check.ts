/**
 * /check scenario:<notation> [private] — resolve a scenario with the rules engine; with no scenario, a modal
 * with a multi-line box. Also the message context-menu "Check scenario" on a message holding notation.
 */
import { createHash } from 'node:crypto';
import { answerActions } from './actions.ts';
import { checkWithCards } from './check-cards.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { customId } from './custom-id.ts';
import { isLocale, t, type Locale } from './i18n.ts';
import type { CommandHandler } from './registry.ts';
import { renderCheck } from './render/resolution.ts';
import { errorView } from './ruling.ts';
import type { ReplyView } from './types.ts';

export const MAX_SCENARIO = 1500;

/**
 * Scenarios behind the buttons of recent replies ("Post publicly", "show in ja"), by short hash. A button press
 * comes back to the process that owns the guild's shard, so a per-process cache is enough; an evicted one says
 * "expired" and the user runs the command again.
 */
const recent = new Map<string, string>();
const RECENT_MAX = 2000;

function remember(text: string): string {
  const key = createHash('sha256').update(text).digest('base64url').slice(0, 16);
  recent.delete(key);
  recent.set(key, text);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return key;
}

/** Text of a message as notation: code fences and a leading "/check" are not part of it. */
export function extractScenario(content: string): string {
  const fenced = /```(?:\w*\n)?([\s\S]*?)```/.exec(content);
  const body = fenced ? fenced[1]! : content;
  return body.replace(/^\s*\/check\s+(scenario:)?/i, '').trim();
}

async function checkView(ctx: CommandContext, text: string, lang: Locale, ephemeral: boolean): Promise<ReplyView> {
  if (text.length > MAX_SCENARIO) return errorView(lang, t(lang, 'replies.errors.too_long', { length: text.length, max: MAX_SCENARIO }), ephemeral);
  const result = await checkWithCards(ctx, text);
  const view: ReplyView = { locale: lang, ephemeral, sections: renderCheck(result, lang) };
  if (result.ok) view.actions = answerActions('check', remember(text), lang, ephemeral);
  const { guildId } = ctx.invocation;
  if (result.ok && guildId && ctx.services.pinLookup) {
    const pin = await ctx.services.pinLookup(guildId, 'check', result.canonical, lang);
    if (pin) view.sections = [pin, ...view.sections];
  }
  return view;
}

export const checkCommand: CommandHandler = {
  spec: {
    name: 'check',
    kind: 'slash',
    options: [
      // Not required: without it the command opens a modal with a multi-line box.
      { name: 'scenario', type: 'string', maxLength: MAX_SCENARIO },
      { name: 'private', type: 'boolean' },
    ],
  },

  async run(ctx, options) {
    const ephemeral = options.private === true;
    const lang = replyLocale(ctx.invocation, ephemeral);
    const text = String(options.scenario ?? '').trim();
    if (!text) {
      const ulang = ctx.invocation.userLocale;
      return {
        locale: ulang,
        ephemeral: true,
        sections: [],
        modal: {
          id: customId('check', 'modal', ephemeral ? 'p' : 'g'),
          title: t(ulang, 'check.modal.title'),
          inputs: [{ id: 'scenario', label: t(ulang, 'check.modal.label'), style: 'paragraph', placeholder: t(ulang, 'check.modal.placeholder'), required: true, maxLength: MAX_SCENARIO }],
        },
      };
    }
    return checkView(ctx, text, lang, ephemeral);
  },

  async modal(ctx, modalId, fields) {
    const ephemeral = modalId.endsWith(':p');
    return checkView(ctx, (fields.scenario ?? '').trim(), replyLocale(ctx.invocation, ephemeral), ephemeral);
  },

  async action(ctx, action, args) {
    const publicPost = action === 'public';
    const [a, b, c] = args;
    const key = publicPost ? a : c;
    const text = key ? recent.get(key) : undefined;
    if (!text) return errorView(ctx.invocation.userLocale, t(ctx.invocation.userLocale, 'replies.actions.expired'));
    const lang = publicPost ? replyLocale(ctx.invocation, false) : isLocale(a) ? a : ctx.invocation.userLocale;
    return checkView(ctx, text, lang, publicPost ? false : b === 'p');
  },
};

/** Message context menu: check the notation in someone's message, privately. */
export const checkMessageCommand: CommandHandler = {
  spec: { name: 'check-message', kind: 'message' },
  async run(ctx) {
    const lang = ctx.invocation.userLocale;
    return errorView(lang, t(lang, 'check.no_text'));
  },
  async message(ctx, content) {
    const lang = ctx.invocation.userLocale;
    const text = extractScenario(content);
    if (!text) return errorView(lang, t(lang, 'check.no_text'));
    return checkView(ctx, text, lang, true);
  },
};
