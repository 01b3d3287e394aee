/** Every `rulebot` subcommand. Add a file in this folder and one line here. */
import { askCommand } from './ask.ts';
import { botCommand } from './bot.ts';
import { checkCliCommand } from './check.ts';
import { consoleCommand } from './console.ts';
import { importCommand } from './import.ts';
import { kbCommand } from './kb.ts';
import { pinsCommand } from './pins.ts';
import { ruleCommand } from './rule.ts';
import { rulesCommand } from './rules.ts';
import type { CliCommand } from './types.ts';

export const CLI_COMMANDS: CliCommand[] = [askCommand, ruleCommand, checkCliCommand, kbCommand, importCommand, rulesCommand, pinsCommand, consoleCommand, botCommand];
