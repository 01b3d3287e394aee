/**
 * Runs a command by name with options, whatever the transport. Option checking lives here so the console and
 * Discord give the same localized errors, and any handler error becomes a polite reply instead of a crash.
 */
import { closest } from '../rulings/fuzzy.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { t } from './i18n.ts';
import { allCommands, findCommand, parseCustomId } from './registry.ts';
import { errorView } from './error-view.ts';
import type { OptionValues, ReplyView } from './types.ts';

export interface Failure {
  view: ReplyView;
  error?: unknown;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'on', 'oui', 'はい']);
const FALSE = new Set(['false', 'no', 'n', '0', 'off', 'non', 'いいえ']);

/** Checks and converts raw options (strings from the console, typed values from Discord) against the spec. */
export function checkOptions(ctx: CommandContext, name: string, raw: OptionValues): { options: OptionValues } | { view: ReplyView } {
  const lang = replyLocale(ctx.invocation, true);
  const command = findCommand(name);
  if (!command) {
    const near = closest(name, allCommands().map((c) => c.spec.name));
    const hint = near ? ` ${t(lang, 'replies.ruling.did_you_mean', { suggestion: `/${near}` })}` : '';
    return { view: errorView(lang, t(lang, 'replies.errors.unknown_command', { name, hint })) };
  }
  let specs = command.spec.options ?? [];
  const options: OptionValues = {};
  // A command with subcommands (/pin add …): `subcommand` names one (the Discord adapter and the console both
  // pass it that way), and its options are checked against that subcommand's list.
  let label = name;
  const subs = command.spec.subcommands ?? [];
  if (subs.length) {
    const wanted = raw.subcommand === undefined ? '' : String(raw.subcommand).trim();
    const choices = subs.map((s) => s.name).join(', ');
    if (!wanted) return { view: errorView(lang, t(lang, 'replies.errors.missing_subcommand', { command: name, subcommands: choices })) };
    const sub = subs.find((s) => s.name === wanted);
    if (!sub) {
      const near = closest(wanted, subs.map((s) => s.name));
      const hint = near ? ` ${t(lang, 'replies.ruling.did_you_mean', { suggestion: `/${name} ${near}` })}` : '';
      return { view: errorView(lang, t(lang, 'replies.errors.unknown_subcommand', { command: name, subcommand: wanted, subcommands: choices, hint })) };
    }
    specs = sub.options;
    options.subcommand = sub.name;
    label = `${name} ${sub.name}`;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (subs.length && key === 'subcommand') continue;
    const spec = specs.find((s) => s.name === key);
    if (!spec) {
      const near = closest(key, specs.map((s) => s.name));
      const hint = near ? ` ${t(lang, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
      return { view: errorView(lang, t(lang, 'replies.errors.unknown_option', { option: key, command: label, hint })) };
    }
    if (value === undefined) continue;
    if (spec.type === 'boolean') {
      if (typeof value === 'boolean') options[key] = value;
      else {
        const v = String(value).trim().toLowerCase();
        if (TRUE.has(v)) options[key] = true;
        else if (FALSE.has(v)) options[key] = false;
        else return { view: errorView(lang, t(lang, 'replies.errors.bad_boolean', { option: key, value: String(value) })) };
      }
      continue;
    }
    if (spec.type === 'integer') {
      // Discord sends a number; the console, text.
      const n = typeof value === 'number' ? value : /^\s*[+-]?\d{1,15}\s*$/.test(String(value)) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n)) return { view: errorView(lang, t(lang, 'replies.errors.bad_integer', { option: key, value: String(value) })) };
      options[key] = n;
      continue;
    }
    const text = String(value);
    if (spec.choices) {
      // Exactly a choice's value, or one typed in another case with spaces around (the console).
      const choice = spec.choices.find((c) => c.value === text) ?? spec.choices.find((c) => c.value.toLowerCase() === text.trim().toLowerCase());
      if (!choice) {
        const near = closest(text, spec.choices.map((c) => c.value));
        const hint = near ? ` ${t(lang, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
        return { view: errorView(lang, t(lang, 'replies.errors.bad_choice', { option: key, choices: spec.choices.map((c) => c.value).join(', ') }) + hint) };
      }
      options[key] = choice.value;
      continue;
    }
    if (spec.maxLength && text.length > spec.maxLength) {
      return { view: errorView(lang, t(lang, 'replies.errors.too_long', { length: text.length, max: spec.maxLength })) };
    }
    options[key] = text;
  }
  // A required option is present and not blank: handlers rely on it (commands/command.ts types it so).
  const missing = specs.find((s) => s.required && (options[s.name] === undefined || (typeof options[s.name] === 'string' && !String(options[s.name]).trim())));
  if (missing) {
    return { view: errorView(lang, t(lang, 'replies.errors.missing_option', { command: label, option: missing.name })) };
  }
  return { options };
}

export async function runCommand(ctx: CommandContext, name: string, raw: OptionValues, onError?: (e: unknown) => void): Promise<ReplyView> {
  await ctx.services.attached;
  const checked = checkOptions(ctx, name, raw);
  if ('view' in checked) return checked.view;
  const command = findCommand(name)!;
  if (command.spec.guildOnly && !ctx.invocation.guildId) {
    const lang = ctx.invocation.userLocale;
    return errorView(lang, t(lang, 'replies.errors.guild_only'), 'refused');
  }
  const full = withCommands(ctx);
  return guard(full, () => command.run(full, checked.options), onError);
}

export async function runAction(ctx: CommandContext, customId: string, onError?: (e: unknown) => void): Promise<ReplyView> {
  await ctx.services.attached;
  const { command, action, args } = parseCustomId(customId);
  const handler = findCommand(command);
  const lang = ctx.invocation.userLocale;
  if (!handler?.action) return errorView(lang, t(lang, 'replies.actions.expired'), 'expired');
  const full = withCommands(ctx);
  return guard(full, () => handler.action!(full, action, args), onError);
}

/** A form (modal) a command opened was submitted: its handler's `modal`, with the fields typed in. */
export async function runModal(ctx: CommandContext, customId: string, fields: Record<string, string>, onError?: (e: unknown) => void): Promise<ReplyView> {
  await ctx.services.attached;
  const handler = findCommand(parseCustomId(customId).command);
  const lang = ctx.invocation.userLocale;
  if (!handler?.modal) return errorView(lang, t(lang, 'replies.actions.expired'), 'expired');
  const full = withCommands(ctx);
  return guard(full, () => handler.modal!(full, customId, fields), onError);
}

/** The context with the command list filled in (/help lists the commands without importing the registry). */
export function withCommands(ctx: CommandContext): CommandContext {
  return ctx.commands ? ctx : { ...ctx, commands: allCommands() };
}

/** Any exception from a handler: log it through onError, answer politely and privately. */
export async function guard(ctx: CommandContext, fn: () => Promise<ReplyView>, onError?: (e: unknown) => void): Promise<ReplyView> {
  try {
    return await fn();
  } catch (error) {
    onError?.(error);
    const lang = ctx.invocation.userLocale;
    return errorView(lang, t(lang, 'replies.errors.internal'), 'failed');
  }
}
