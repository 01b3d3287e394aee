/**
 * The list of commands, and routing for the things that come back later: autocomplete, buttons, modals.
 * To add a command: a file exporting `command({ spec, run, … })` (commands/command.ts), its entry below, its
 * names and descriptions in commands/locales/<lang>/commands.yaml. /help, the Discord definitions and the console
 * read this list.
 */
import { cardCommand } from './card.ts';
import type { CommandHandler } from './command.ts';
import { checkCommand, checkMessageCommand } from './check.ts';
import { defineCommand } from './define.ts';
import { helpCommand } from './help.ts';
import { pinCommand, pinMessageCommand } from './pin.ts';
import { ipgCommand, mtrCommand } from './policy-doc.ts';
import { ruleCommand } from './rule.ts';
import { rulingCommand } from './ruling.ts';

export type { CommandHandler, MessageTarget } from './command.ts';

const handlers: CommandHandler[] = [rulingCommand, ruleCommand, checkCommand, checkMessageCommand, defineCommand, cardCommand, ipgCommand, mtrCommand, helpCommand, pinCommand, pinMessageCommand];

/** Adds a command, or replaces the one of the same name (tests register probes). */
export function registerCommand(handler: CommandHandler): void {
  const i = handlers.findIndex((h) => h.spec.name === handler.spec.name);
  if (i >= 0) handlers[i] = handler;
  else handlers.push(handler);
}

export function allCommands(): readonly CommandHandler[] {
  return handlers;
}

export function findCommand(name: string): CommandHandler | undefined {
  return handlers.find((h) => h.spec.name === name);
}

export { customId, parseCustomId } from './custom-id.ts';
