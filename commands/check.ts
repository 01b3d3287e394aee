/**
 * /check scenario:<notation> [private] — resolve a scenario with the rules engine; with no scenario, a modal
 * with a multi-line box. Also the message context-menu "Check scenario" on a message holding notation.
 *
 * The reply is the outcome (and what stopped or qualified it); the step-by-step trace is one button away
 * ("Show steps"), privately, as a text file when it is long. A scenario that does not parse is the asker's
 * business: the errors go to them alone, in their language.
 */
import { checkScenario } from '../engine/index.ts';
import type { CheckResult } from '../engine/core/types.ts';
import { answerActions } from './actions.ts';
import { recall, remember } from './button-state.ts';
import { checkWithCards } from './check-cards.ts';
import { checkForm, formScenario, type FormScenario } from './check-form.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { customId, parseCustomId } from './custom-id.ts';
import { isLocale, t, type Locale } from './i18n.ts';
import { command } from './command.ts';
import { reportView, submitReport } from './report.ts';
import { renderCheck, renderSteps } from './render/resolution.ts';
import { errorView } from './error-view.ts';
import type { ReplyView, ViewAction } from './types.ts';
import { MAX_SCENARIO } from './limits.ts';

export { MAX_SCENARIO };

/** Longer traces go into an attached text file rather than an embed a phone has to scroll. */
export const STEPS_INLINE_MAX = 3000;

/** Text of a message as notation: code fences and a leading "/check" are not part of it. */
export function extractScenario(content: string): string {
  const fenced = /```(?:\w*\n)?([\s\S]*?)```/.exec(content);
  const body = fenced ? fenced[1]! : content;
  return body.replace(/^\s*\/check\s+(scenario:)?/i, '').trim();
}

/** The reply to a scenario: its outcome and buttons, or its errors (privately, in the asker's language). */
export async function checkView(ctx: CommandContext, text: string, lang: Locale, ephemeral: boolean, form?: FormScenario): Promise<ReplyView> {
  const asker = ctx.invocation.userLocale;
  if (text.length > MAX_SCENARIO) return errorView(asker, t(asker, 'replies.errors.too_long', { length: text.length, max: MAX_SCENARIO }));
  const result = await checkWithCards(ctx, text);
  if (!result.ok) return { locale: asker, ephemeral: true, sections: renderCheck(result, asker, form ? { place: (line) => form.place(line) } : {}) };
  const key = await remember(ctx, result.canonical);
  const view: ReplyView = { locale: lang, ephemeral, sections: renderCheck(result, lang, { steps: false }) };
  // From the form: the position back in the notation, to copy (and learn) for the one-line /check.
  if (form) (view.sections[0]!.fields ??= []).unshift({ name: t(lang, 'check.form.as_notation'), value: '```\n' + result.canonical + '\n```' });
  view.actions = [...answerActions('check', key, lang, ephemeral), ...moreActions(ctx, result, key, lang)];
  const { guildId } = ctx.invocation;
  if (guildId && ctx.services.pinLookup) {
    const pin = await ctx.services.pinLookup(guildId, 'check', result.canonical, lang);
    // A pin of this very scenario replaces the plain answer; a pin of another scenario goes above it.
    if (pin) view.sections = pin.ref === result.canonical ? [pin] : [pin, ...view.sections];
  }
  return view;
}

function moreActions(ctx: CommandContext, result: CheckResult, key: string, lang: Locale): ViewAction[] {
  const actions: ViewAction[] = [];
  if (result.ok && result.resolution.steps.length) actions.push({ id: customId('check', 'steps', lang, key), label: t(lang, 'ux.actions.show_steps'), style: 'secondary' });
  // Reports reach a server's moderators: none in a DM, or in a server that has not added the bot.
  if (ctx.invocation.guildId && ctx.invocation.guildInstalled !== false) actions.push({ id: customId('check', 'report', key), label: t(lang, 'ux.actions.report'), style: 'danger' });
  return actions;
}

/** The trace, privately: inline when it reads comfortably, else as a text file with the outcome above it. */
function stepsView(text: string, lang: Locale): ReplyView | undefined {
  const result = checkScenario(text);
  if (!result.ok) return undefined;
  const lines = renderSteps(result, lang);
  const body = lines.join('\n');
  const title = t(lang, 'engine.render.steps-title');
  if (body.length <= STEPS_INLINE_MAX) return { locale: lang, ephemeral: true, sections: [{ title, description: body, tone: 'info' }] };
  const plain = [result.canonical, '', ...lines.map((l) => l.replace(/\*\*/g, ''))].join('\n');
  return {
    locale: lang,
    ephemeral: true,
    sections: [{ title, description: t(lang, 'ux.steps_attached', { count: lines.length }), tone: 'info' }],
    file: { name: 'steps.txt', content: plain + '\n' },
  };
}

export const checkCommand = command({
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
    const text = (options.scenario ?? '').trim();
    if (!text) {
      const ulang = ctx.invocation.userLocale;
      return { locale: ulang, ephemeral: true, sections: [], modal: checkForm(ulang, ephemeral) };
    }
    return checkView(ctx, text, lang, ephemeral);
  },

  async modal(ctx, modalId, fields) {
    const { action, args } = parseCustomId(modalId);
    if (action === 'report-send') {
      return submitReport(ctx, 'check', args[0] ?? '', fields.comment ?? '');
    }
    const ephemeral = modalId.endsWith(':p');
    const lang = replyLocale(ctx.invocation, ephemeral);
    // check:modal:… is the form of before (one box holding the whole scenario), still open somewhere
    if (action === 'modal') return checkView(ctx, (fields.scenario ?? '').trim(), lang, ephemeral);
    const form = formScenario(fields, ctx.invocation.userLocale);
    return checkView(ctx, form.text, lang, ephemeral, form);
  },

  // public:<key>            → the answer, posted for everyone in the server's language
  // lang:<lang>:<key>       → the answer in another language, privately (older ids: lang:<lang>:<p|g>:<key>)
  // steps:<lang>:<key>      → the step-by-step trace, privately
  // report:<key>            → "this answer is wrong", to the server's moderators (commands/report.ts)
  async action(ctx, action, args) {
    const asker = ctx.invocation.userLocale;
    const expired = () => errorView(asker, t(asker, 'replies.actions.expired'), 'expired');
    const key = action === 'public' || action === 'report' ? args[0] : args.at(-1);
    const text = await recall(ctx, key);
    if (!text) return expired();
    if (action === 'public') return checkView(ctx, text, replyLocale(ctx.invocation, false), false);
    if (action === 'lang') return checkView(ctx, text, isLocale(args[0]) ? args[0] : asker, true);
    if (action === 'steps') return stepsView(text, isLocale(args[0]) ? args[0] : asker) ?? expired();
    if (action === 'report') {
      return reportView(ctx, 'check', text);
    }
    return expired();
  },
});

/** Message context menu: check the notation in someone's message, privately. */
export const checkMessageCommand = command({
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
});
