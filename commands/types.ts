/**
 * Transport-independent command model. A handler turns options into a ReplyView; the Discord adapter renders a
 * view as an embed with buttons, the console adapter as plain text. Nothing here knows about discord.js.
 */
import type { Locale } from './i18n.ts';

export type Tone = 'info' | 'success' | 'warning' | 'error' | 'historical' | 'pinned';

export interface ViewField {
  name: string;
  value: string;
  inline?: boolean;
}

/** A button under a reply. `id` is routed back to the command that made it (see commands/registry.ts). */
export interface ViewAction {
  id: string;
  label: string;
  style?: 'primary' | 'secondary' | 'success' | 'danger';
}

export interface ViewSection {
  title: string;
  description: string;
  fields?: ViewField[];
  footer?: string;
  tone: Tone;
  url?: string;
  /** What the section answers with (an entry id, a canonical scenario), so a pin can replace the same answer. */
  ref?: string;
}

/**
 * A select menu under a reply (related entries). Picking option `value` is routed like a button whose id is
 * `${id}:${value}`, so handlers see one kind of action.
 */
export interface ViewMenu {
  id: string;
  placeholder: string;
  options: Array<{ label: string; value: string; description?: string }>;
}

export interface ReplyView {
  locale: Locale;
  /** One or more sections: each becomes an embed on Discord (a pin banner, then the answer, for example). */
  sections: ViewSection[];
  /** Plain content above the sections (rarely used; never contains pings, the adapters disable mentions anyway). */
  content?: string;
  ephemeral: boolean;
  actions?: ViewAction[];
  menu?: ViewMenu;
  /**
   * A file to attach (e.g. /pin export YAML). `path`: the same file in the package, which a text transport names
   * instead of printing its content (the notation manual).
   */
  file?: { name: string; content: string; path?: string };
  /** Answer with a new message: a button's reply must not replace the message it was pressed on (the guide). */
  followUp?: boolean;
  /** A modal to open instead of replying (e.g. /check with no scenario). */
  modal?: ModalView;
}

export interface ModalView {
  id: string;
  title: string;
  inputs: Array<{ id: string; label: string; style: 'short' | 'paragraph'; placeholder?: string; required?: boolean; value?: string; maxLength?: number }>;
}

export type OptionType = 'string' | 'boolean' | 'integer' | 'attachment' | 'role';

/**
 * One option of a command. The handler's `options` argument is typed from these (commands/command.ts): `string`
 * for string, attachment (its URL) and role (its id), `boolean`, `number` for integer, the union of the values
 * for an option with choices; optional unless `required: true`. commands/dispatch.ts makes it so at run time.
 */
export interface OptionSpec {
  /** English name; localized names come from commands/locales/<lang>/commands.yaml (`commands.<cmd>.options.<name>.name`). */
  readonly name: string;
  readonly type: OptionType;
  readonly required?: boolean;
  readonly autocomplete?: boolean;
  readonly choices?: ReadonlyArray<{ readonly value: string; readonly labelKey: string }>;
  readonly maxLength?: number;
}

export interface SubcommandSpec {
  readonly name: string;
  readonly options: readonly OptionSpec[];
}

/** A command's definition: data only, localized at the edge from the locale files. */
export interface CommandSpec {
  readonly name: string;
  readonly kind: 'slash' | 'message';
  readonly options?: readonly OptionSpec[];
  readonly subcommands?: readonly SubcommandSpec[];
  /** Server-only commands (pins). */
  readonly guildOnly?: boolean;
  /** Discord permission bit names required by default, e.g. ['ManageMessages']; re-checked server-side by the handler. */
  readonly defaultMemberPermissions?: readonly string[];
}

/** Options as a transport hands them over, before commands/dispatch.ts checks them against the spec. */
export type OptionValues = Record<string, string | number | boolean | undefined>;

/** Who asked, where, and in which language, as any transport can tell. */
export interface Invocation {
  /** The user's locale (Discord's interaction.locale or the console's --lang). Private replies use it. */
  userLocale: Locale;
  /** The server's locale (or the per-server setting). Public replies use it. */
  guildLocale?: Locale;
  userId: string;
  userName?: string;
  guildId?: string;
  /**
   * false when the command comes from a user install in a server that has not added the bot: that server has no
   * moderators of ours to reach (pins, reports). Absent when unknown (console, tests).
   */
  guildInstalled?: boolean;
  /** Whether the member may manage messages, and the member's role ids (for pin permission checks). */
  canManageMessages?: boolean;
  roleIds?: string[];
}

export interface Choice {
  name: string;
  value: string;
}
