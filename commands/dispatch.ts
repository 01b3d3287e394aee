/**
 * Runs a command by name with options, whatever the transport. Option checking lives here so the console and
 * Discord give the same localized errors, and any handler error becomes a polite reply instead of a crash.
 */
import { closest } from '../rulings/fuzzy.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { t } from './i18n.ts';
import { allCommands, findCommand, parseCustomId } from './registry.ts';
import { errorView } from './ruling.ts';
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
    if (spec.type === 'boolean' && typeof value !== 'boolean') {
      const v = String(value).trim().toLowerCase();
      if (TRUE.has(v)) options[key] = true;
      else if (FALSE.has(v)) options[key] = false;
      else return { view: errorView(lang, t(lang, 'replies.errors.bad_boolean', { option: key, value: String(value) })) };
      continue;
    }
    if (spec.choices && !spec.choices.some((c) => c.value === value)) {
      const near = closest(String(value), spec.choices.map((c) => c.value));
      const hint = near ? ` ${t(lang, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
      return { view: errorView(lang, t(lang, 'replies.errors.bad_choice', { option: key, choices: spec.choices.map((c) => c.value).join(', ') }) + hint) };
    }
    if (spec.maxLength && typeof value === 'string' && value.length > spec.maxLength) {
      return { view: errorView(lang, t(lang, 'replies.errors.too_long', { length: value.length, max: spec.maxLength })) };
    }
    options[key] = value;
  }
  const missing = specs.find((s) => s.required && (options[s.name] === undefined || options[s.name] === ''));
  // /check with no scenario opens a modal rather than failing, so "required" is enforced by the handler there.
  if (missing && !command.modal) {
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
    return errorView(lang, t(lang, 'replies.errors.guild_only'));
  }
  return guard(ctx, () => command.run(ctx, checked.options), onError);
}

export async function runAction(ctx: CommandContext, customId: string, onError?: (e: unknown) => void): Promise<ReplyView> {
  await ctx.services.attached;
  const { command, action, args } = parseCustomId(customId);
  const handler = findCommand(command);
  const lang = ctx.invocation.userLocale;
  if (!handler?.action) return errorView(lang, t(lang, 'replies.actions.expired'));
  return guard(ctx, () => handler.action!(ctx, action, args), onError);
}

/** Any exception from a handler: log it through onError, answer politely and privately. */
export async function guard(ctx: CommandContext, fn: () => Promise<ReplyView>, onError?: (e: unknown) => void): Promise<ReplyView> {
  try {
    return await fn();
  } catch (error) {
    onError?.(error);
    const lang = ctx.invocation.userLocale;
    return errorView(lang, t(lang, 'replies.errors.internal'));
  }
}
