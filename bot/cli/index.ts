/** Every `rulebot` subcommand. Add a file in this folder and one line here. */
import { askCommand } from './ask.ts';
import { consoleCommand } from './console.ts';
import { kbCommand } from './kb.ts';
import { ruleCommand } from './rule.ts';
import type { CliCommand } from './types.ts';

export const CLI_COMMANDS: CliCommand[] = [askCommand, ruleCommand, kbCommand, consoleCommand];
