/**
 * Every `rulebot` subcommand: its name and summary here, its code loaded only when it runs, so `rulebot ask` never
 * loads discord.js or the pin store. Add a file in this folder and one line here.
 */
import type { CliCommand } from './types.ts';

export interface CliEntry {
  name: string;
  /** One line for `rulebot --help`. */
  summary: string;
  load(): Promise<CliCommand>;
}

export const CLI_COMMANDS: CliEntry[] = [
  { name: 'ask', summary: 'search the knowledge base for a question (or --file: one question a line)', load: async () => (await import('./ask.ts')).askCommand },
  { name: 'rule', summary: 'show one ruling by id (or an official rule paragraph by number)', load: async () => (await import('./rule.ts')).ruleCommand },
  { name: 'ipg', summary: 'an Infraction Procedure Guide infraction by name, abbreviation or number (--rel regular: the JAR fix)', load: async () => (await import('./policy.ts')).ipgCliCommand },
  { name: 'mtr', summary: 'a Magic Tournament Rules section by number or topic', load: async () => (await import('./policy.ts')).mtrCliCommand },
  { name: 'card', summary: 'show a Magic card: oracle text, official rulings, knowledge-base entries (as /card)', load: async () => (await import('./card.ts')).cardCliCommand },
  { name: 'check', summary: 'resolve a game scenario written in the notation (or --file: many)', load: async () => (await import('./check.ts')).checkCliCommand },
  { name: 'kb', summary: 'knowledge base: lint, stats, coverage', load: async () => (await import('./kb.ts')).kbCommand },
  { name: 'import', summary: 'import the official MTG Comprehensive Rules and Scryfall card data; list and compare versions', load: async () => (await import('./import.ts')).importCommand },
  { name: 'rules', summary: 'download the current official Comprehensive Rules and compare them with the stored version', load: async () => (await import('./rules.ts')).rulesCommand },
  { name: 'pins', summary: 'moderator pins: re-check them against the rules (verify) or list them', load: async () => (await import('./pins.ts')).pinsCommand },
  { name: 'console', summary: 'open the local console (the same commands as on Discord)', load: async () => (await import('./console.ts')).consoleCommand },
  { name: 'bot', summary: 'run the Discord bot (optionally sharded: --shards auto|N)', load: async () => (await import('./bot.ts')).botCommand },
  { name: 'cards', summary: "card data: how much of a card pool the engine's Oracle-text reader understands (coverage)", load: async () => (await import('./cards.ts')).cardsCommand },
  { name: 'fuzz', summary: 'run the generators against the parser, engine, search and importers; report failures and slow cases', load: async () => (await import('./fuzz.ts')).fuzzCommand },
];
