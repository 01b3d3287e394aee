/**
 * The list of commands, and routing for the things that come back later: autocomplete, buttons, modals.
 */
import { cardCommand } from './card.ts';
import type { CommandContext } from './context.ts';
import type { Choice, CommandSpec, OptionValues, ReplyView } from './types.ts';
import { checkCommand, checkMessageCommand } from './check.ts';
import { defineCommand } from './define.ts';
import { helpCommand } from './help.ts';
import { pinCommand, pinMessageCommand } from './pin.ts';
import { ipgCommand, mtrCommand } from './policy-doc.ts';
import { ruleCommand } from './rule.ts';
import { rulingCommand } from './ruling.ts';

/** What a message context-menu command sees of the target message besides its text (its embeds, who wrote it). */
export interface MessageTarget {
  /** Written by this bot (one of its replies). */
  fromBot: boolean;
  embeds: Array<{ title?: string; description?: string; fields?: Array<{ name: string; value: string }>; footer?: string }>;
}

export interface CommandHandler {
  spec: CommandSpec;
  run(ctx: CommandContext, options: OptionValues): Promise<ReplyView>;
  autocomplete?(ctx: CommandContext, focused: string, value: string, options: OptionValues): Promise<Choice[]>;
  /** A button pressed under one of this command's replies; `args` are the custom id's parts after the action. */
  action?(ctx: CommandContext, action: string, args: string[]): Promise<ReplyView>;
  /** A modal opened by this command was submitted. */
  modal?(ctx: CommandContext, modalId: string, fields: Record<string, string>): Promise<ReplyView>;
  /** A message context-menu command: the message's text (and, from transports that have them, its embeds). */
  message?(ctx: CommandContext, content: string, target?: MessageTarget): Promise<ReplyView>;
}

/**
 * Built on first use, not at import: /help lists the commands, so help.ts and this module import each other, and
 * whichever loads first would otherwise see the other's handler as not yet defined.
 */
let handlers: CommandHandler[] | undefined;

function list(): CommandHandler[] {
  handlers ??= [rulingCommand, ruleCommand, checkCommand, checkMessageCommand, defineCommand, cardCommand, ipgCommand, mtrCommand, helpCommand, pinCommand, pinMessageCommand];
  return handlers;
}

export function registerCommand(handler: CommandHandler): void {
  const all = list();
  const i = all.findIndex((h) => h.spec.name === handler.spec.name);
  if (i >= 0) all[i] = handler;
  else all.push(handler);
}

export function allCommands(): readonly CommandHandler[] {
  return list();
}

export function findCommand(name: string): CommandHandler | undefined {
  return list().find((h) => h.spec.name === name);
}

export { customId, parseCustomId } from './custom-id.ts';
