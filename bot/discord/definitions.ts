/**
 * Slash-command and context-menu definitions for Discord, built from each CommandSpec and the locale files
 * (commands/locales/<lang>/commands.yaml), so the names people see in their client come from the same files as
 * the replies (Skyra's approach). English is the default; en-US, en-GB, ja and fr get localizations.
 *
 * Keys read:
 *   commands.<cmd>.name / .description
 *   commands.<cmd>.options.<opt>.name / .description
 *   commands.<cmd>.subcommands.<sub>.name / .description / .options.<opt>.… (falls back to commands.<cmd>.options.<opt>)
 *   an option choice's `labelKey`
 */
import {
  ApplicationCommandOptionType,
  ApplicationIntegrationType,
  ApplicationCommandType,
  InteractionContextType,
  PermissionFlagsBits,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandSubcommandOption,
  type LocalizationMap,
  type RESTPostAPIApplicationCommandsJSONBody,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
  type RESTPutAPIApplicationGuildCommandsJSONBody,
} from 'discord.js';
import { hasKey, t, type Locale } from '../../commands/i18n.ts';
import { allCommands } from '../../commands/registry.ts';
import type { CommandSpec, OptionSpec, OptionType } from '../../commands/types.ts';

/** Discord locales we fill, and which of our locales each one reads. */
export const DISCORD_LOCALES: Record<'en-US' | 'en-GB' | 'ja' | 'fr', Locale> = { 'en-US': 'en', 'en-GB': 'en', ja: 'ja', fr: 'fr' };

export const OPTION_TYPES: Record<OptionType, ApplicationCommandOptionType> = {
  string: ApplicationCommandOptionType.String,
  boolean: ApplicationCommandOptionType.Boolean,
  integer: ApplicationCommandOptionType.Integer,
  attachment: ApplicationCommandOptionType.Attachment,
  role: ApplicationCommandOptionType.Role,
};

/** A message the definitions need is missing from a locale file: fail at build time, not with a 400 at deploy. */
function text(key: string, locale: Locale): string {
  if (!hasKey(key, locale)) throw new Error(`commands/locales/${locale}: missing "${key}" (needed for the Discord command definitions)`);
  return t(locale, key).trim();
}

function localizations(key: string): LocalizationMap {
  const map: LocalizationMap = {};
  for (const [discord, ours] of Object.entries(DISCORD_LOCALES)) map[discord as keyof typeof DISCORD_LOCALES] = text(key, ours);
  return map;
}

/** Bit names (`ManageMessages`) → the permission bitfield string Discord expects. */
export function permissionBits(names: readonly string[]): string {
  let bits = 0n;
  for (const name of names) {
    const bit = (PermissionFlagsBits as Record<string, bigint>)[name];
    if (bit === undefined) throw new Error(`unknown Discord permission "${name}" (see PermissionFlagsBits)`);
    bits |= bit;
  }
  return bits.toString();
}

function optionKey(command: string, option: string, sub?: string): string {
  if (sub) {
    const own = `commands.${command}.subcommands.${sub}.options.${option}`;
    if (hasKey(`${own}.name`)) return own;
  }
  return `commands.${command}.options.${option}`;
}

function buildOption(command: string, o: OptionSpec, sub?: string): APIApplicationCommandBasicOption {
  const key = optionKey(command, o.name, sub);
  const base = {
    name: o.name,
    name_localizations: localizations(`${key}.name`),
    description: text(`${key}.description`, 'en'),
    description_localizations: localizations(`${key}.description`),
    required: o.required ?? false,
  };
  switch (o.type) {
    case 'string':
      return {
        ...base,
        type: ApplicationCommandOptionType.String,
        ...(o.maxLength ? { max_length: o.maxLength } : {}),
        ...(o.choices
          ? { choices: o.choices.map((c) => ({ name: text(c.labelKey, 'en'), name_localizations: localizations(c.labelKey), value: c.value })) }
          : { autocomplete: o.autocomplete ?? false }),
      } satisfies APIApplicationCommandBasicOption;
    case 'integer':
      return {
        ...base,
        type: ApplicationCommandOptionType.Integer,
        ...(o.choices
          ? { choices: o.choices.map((c) => ({ name: text(c.labelKey, 'en'), name_localizations: localizations(c.labelKey), value: Number(c.value) })) }
          : { autocomplete: o.autocomplete ?? false }),
      } satisfies APIApplicationCommandBasicOption;
    case 'boolean':
      return { ...base, type: ApplicationCommandOptionType.Boolean } satisfies APIApplicationCommandBasicOption;
    case 'attachment':
      return { ...base, type: ApplicationCommandOptionType.Attachment } satisfies APIApplicationCommandBasicOption;
    case 'role':
      return { ...base, type: ApplicationCommandOptionType.Role } satisfies APIApplicationCommandBasicOption;
  }
}

/** Discord wants required options before optional ones; keep the spec's order otherwise. */
function ordered(options: readonly OptionSpec[]): OptionSpec[] {
  return [...options.filter((o) => o.required), ...options.filter((o) => !o.required)];
}

/**
 * Where a command can be used. Everything but the pin commands also works as a user install (a judge adds the
 * app to their account and uses it in any server, in DMs and in group DMs); pins belong to a server, so they stay
 * server installs used in that server.
 */
function common(spec: CommandSpec) {
  return {
    ...(spec.guildOnly
      ? { contexts: [InteractionContextType.Guild], integration_types: [ApplicationIntegrationType.GuildInstall], dm_permission: false }
      : {
          contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
          integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
        }),
    ...(spec.defaultMemberPermissions?.length ? { default_member_permissions: permissionBits(spec.defaultMemberPermissions) } : {}),
  };
}

export function buildDefinition(spec: CommandSpec): RESTPostAPIApplicationCommandsJSONBody {
  const key = `commands.${spec.name}`;
  if (spec.kind === 'message') {
    return {
      type: ApplicationCommandType.Message,
      name: text(`${key}.name`, 'en'),
      name_localizations: localizations(`${key}.name`),
      ...common(spec),
    } satisfies RESTPostAPIContextMenuApplicationCommandsJSONBody;
  }
  const options = spec.subcommands?.length
    ? spec.subcommands.map(
        (sub) =>
          ({
            type: ApplicationCommandOptionType.Subcommand,
            name: sub.name,
            name_localizations: localizations(`${key}.subcommands.${sub.name}.name`),
            description: text(`${key}.subcommands.${sub.name}.description`, 'en'),
            description_localizations: localizations(`${key}.subcommands.${sub.name}.description`),
            options: ordered(sub.options).map((o) => buildOption(spec.name, o, sub.name)),
          }) satisfies APIApplicationCommandSubcommandOption,
      )
    : ordered(spec.options ?? []).map((o) => buildOption(spec.name, o));
  return {
    type: ApplicationCommandType.ChatInput,
    name: spec.name,
    name_localizations: localizations(`${key}.name`),
    description: text(`${key}.description`, 'en'),
    description_localizations: localizations(`${key}.description`),
    options,
    ...common(spec),
  } satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;
}

/** Every registered command (commands/registry.ts), ready for a bulk PUT. */
export function buildDefinitions(specs: readonly CommandSpec[] = allCommands().map((c) => c.spec)): RESTPostAPIApplicationCommandsJSONBody[] {
  return specs.map(buildDefinition);
}

/** Guild commands take no `contexts`/`dm_permission`/`integration_types` (they only exist in that server). */
export function forGuild(definitions: readonly RESTPostAPIApplicationCommandsJSONBody[]): RESTPutAPIApplicationGuildCommandsJSONBody {
  return definitions.map((d) => {
    const { contexts: _c, dm_permission: _d, integration_types: _i, ...rest } = d as RESTPostAPIChatInputApplicationCommandsJSONBody;
    return rest;
  }) as RESTPutAPIApplicationGuildCommandsJSONBody;
}


/** The name Discord knows a command by: the slash name, or a context-menu command's English label. */
export function discordName(spec: CommandSpec): string {
  return spec.kind === 'message' ? text(`commands.${spec.name}.name`, 'en') : spec.name;
}
