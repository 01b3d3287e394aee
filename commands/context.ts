/**
 * What a handler gets: the shared services and who is asking. Built by each transport (Discord, console, tests).
 *
 * A service is a typed, optional field of `Services`: a feature (bot/services.ts) that has it returns it under the
 * same name, and a handler that needs it reads `ctx.services.<name>` and says "not available" without it. Types
 * only here (`import type`), so commands/ loads no store, card table or rules pack it does not use.
 */
import type { CardSource } from '../rulings/cards/source.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import type { RulesPack } from '../rulings/official/index.ts';
import type { PolicyPack, PolicyPackId } from '../rulings/official/policy-types.ts';
import type { RulingsSearch } from '../rulings/search.ts';
import type { Game } from '../rulings/games.ts';
import type { Locale } from './i18n.ts';
import type { PinsService } from './pin-service.ts';
import type { CommandHandler } from './registry.ts';
import type { Invocation, ViewSection } from './types.ts';

/** A pinned canonical answer to show above a reply (provided by the pins feature when a store is configured). */
export type PinLookup = (guildId: string, kind: 'ruling' | 'check', query: string, locale: Locale) => Promise<ViewSection | undefined>;

/**
 * Official rules text (the MTG Comprehensive Rules, the Riftbound Core Rules…), present when imported (rulebot
 * import mtg-cr / rb-rules, or fetched by the bot). `game` picks the document; without it, the number's shape does.
 */
export interface OfficialRules {
  /** The MTG Comprehensive Rules when imported (effective date, glossary), for commands that render more than a paragraph. */
  readonly pack?: RulesPack;
  /** Every official document imported (its newest version), Magic's and Riftbound's rules among them. */
  readonly packs: readonly RulesPack[];
  /** Games whose rules document is imported. */
  games: Game[];
  /** Sections for a rule number ("702.19b", "103.2.b"), or undefined when the pack has no such paragraph. */
  rule(number: string, lang: Locale, subrules: boolean, game?: Game): ViewSection[] | undefined;
  /** "The … have no rule 999.9. Did you mean …?", or undefined when the number's document is not imported. */
  missing(number: string, lang: Locale, game?: Game): string | undefined;
  /** Sections for a glossary term ("trample"), or undefined. */
  define(term: string, lang: Locale): ViewSection[] | undefined;
  /** Close rule numbers or terms, for "did you mean". */
  suggest(query: string, game?: Game): string | undefined;
  /** Rule numbers starting with what was typed, for autocomplete. */
  complete(prefix: string, game: Game | undefined, limit?: number): Array<{ name: string; value: string }>;
}

export interface Services {
  kb: KnowledgeBase;
  search: RulingsSearch;
  /** Optional features register themselves here so commands/ needs no import of store/ or rulings/official/. */
  pinLookup?: PinLookup;
  official?: OfficialRules;
  /** The server's chosen reply language (/pin settings), when it set one; public replies use it. */
  guildLocale?: (guildId: string) => Promise<Locale | undefined>;
  /** The server's default game (/pin settings game:), narrowing every search there. */
  guildGame?: (guildId: string) => Promise<Game | undefined>;
  /**
   * Durable state behind buttons (a /check scenario is too long for a custom id): shared by every process and
   * kept across restarts. Without it, commands fall back to a per-process memory.
   */
  state?: ButtonState;
  /** Discord's ids of the registered commands (name → id), for clickable mentions like </ruling:123>. */
  commandIds?: Map<string, string>;
  /** This process fetches the official rules by itself (the Discord bot's update, bot/rules-update.ts). */
  rulesUpdates?: boolean;
  /** Imported tournament-policy documents (rulebot import mtg-ipg / mtg-mtr / mtg-jar): /ipg and /mtr show their text. */
  policyPacks?: Partial<Record<PolicyPackId, PolicyPack>>;
  /** Card data (bot/cards-feature.ts): the imported Scryfall table, and Scryfall's API when live. Use `cardSource(ctx)`. */
  cards?: CardSource;
  /** Moderator pins and reports (bot/features.ts: the pin store). Use `pinsOf(services)`. */
  pins?: PinsService;
  /** Run at shutdown, in order (bot/services.ts closeServices): a feature's `close`, such as the pin store's database. */
  closers?: Array<() => unknown>;
  /**
   * Resolves when the features that attach after start-up (the pin store) have: every command awaits it, so a
   * request that arrives in the first moments still sees its server's pins and settings.
   */
  attached?: Promise<void>;
}

export interface ButtonState {
  put(key: string, value: string): Promise<void>;
  get(key: string): Promise<string | undefined>;
}

export interface CommandContext {
  services: Services;
  invocation: Invocation;
  /**
   * Every command, for the ones that list the others (/help). commands/dispatch.ts fills it in from the registry;
   * a transport or test that builds a context itself may leave it out.
   */
  commands?: readonly CommandHandler[];
}

/**
 * Private replies follow the user's language, public ones the server's (Skyra's rule): a Japanese judge's
 * private check is in Japanese, a reply posted for the whole French table is in French.
 */
export function replyLocale(invocation: Invocation, ephemeral: boolean): Locale {
  return ephemeral ? invocation.userLocale : (invocation.guildLocale ?? invocation.userLocale);
}
