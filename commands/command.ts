/**
 * A command handler, and `command()`, which types a handler's options from its own definition:
 *
 *     export const fooCommand = command({
 *       spec: { name: 'foo', kind: 'slash', options: [
 *         { name: 'text', type: 'string', required: true },
 *         { name: 'game', type: 'string', choices: GAMES.map((g) => ({ value: g, labelKey: `commands.games.${g}` })) },
 *         { name: 'private', type: 'boolean' },
 *       ] },
 *       async run(ctx, options) {
 *         options.text;    // string (required, so present and non-empty)
 *         options.game;    // 'mtg' | 'rb' | 'gr' | undefined
 *         options.private; // boolean | undefined
 *       },
 *     });
 *
 * With subcommands, `options` is a union on `options.subcommand`. The types hold because commands/dispatch.ts
 * checks every option against the same spec before `run` (booleans and integers converted, choices and required
 * options enforced), whatever the transport.
 */
import type { CommandContext } from './context.ts';
import type { Choice, CommandSpec, OptionSpec, OptionValues, ReplyView, SubcommandSpec } from './types.ts';

/** What a message context-menu command sees of the target message besides its text (its embeds, who wrote it). */
export interface MessageTarget {
  /** Written by this bot (one of its replies). */
  fromBot: boolean;
  embeds: Array<{ title?: string; description?: string; fields?: Array<{ name: string; value: string }>; footer?: string }>;
}

type ValueOf<O extends OptionSpec> = O['type'] extends 'boolean'
  ? boolean
  : O['type'] extends 'integer'
    ? number
    : O extends { readonly choices: ReadonlyArray<{ readonly value: infer V }> }
      ? V
      : string;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The checked options of one list of option specs. */
export type OptionsOf<Os extends readonly OptionSpec[]> = Simplify<
  { [O in Os[number] as O extends { readonly required: true } ? O['name'] : never]: ValueOf<O> } & {
    [O in Os[number] as O extends { readonly required: true } ? never : O['name']]?: ValueOf<O>;
  }
>;

type SubcommandOptions<Sub> = Sub extends SubcommandSpec ? Simplify<{ subcommand: Sub['name'] } & OptionsOf<Sub['options']>> : never;

/** The checked options a command's `run` receives, from its spec (plain `OptionValues` for the untyped base). */
export type CommandOptions<S extends CommandSpec> = CommandSpec extends S
  ? OptionValues
  : S extends { readonly subcommands: ReadonlyArray<infer Sub> }
    ? SubcommandOptions<Sub>
    : S extends { readonly options: infer Os extends readonly OptionSpec[] }
      ? OptionsOf<Os>
      : Record<never, never>;

/** Any command, as the registry, the dispatcher and the transports hold it (options not yet typed). */
export interface CommandHandler {
  spec: CommandSpec;
  run(ctx: CommandContext, options: OptionValues): Promise<ReplyView>;
  /** Choices for the option being typed; `options` holds what the user has filled in so far (unchecked). */
  autocomplete?(ctx: CommandContext, focused: string, value: string, options: OptionValues): Promise<Choice[]>;
  action?: TypedCommand<CommandSpec>['action'];
  modal?: TypedCommand<CommandSpec>['modal'];
  message?: TypedCommand<CommandSpec>['message'];
}

/** A command as written with `command()`: its options typed from its spec. */
export interface TypedCommand<S extends CommandSpec> {
  spec: S;
  run(ctx: CommandContext, options: CommandOptions<S>): Promise<ReplyView>;
  autocomplete?(ctx: CommandContext, focused: string, value: string, options: Partial<CommandOptions<S>>): Promise<Choice[]>;
  /** A button pressed under one of this command's replies; `args` are the custom id's parts after the action. */
  action?(ctx: CommandContext, action: string, args: string[]): Promise<ReplyView>;
  /** A modal opened by this command was submitted. */
  modal?(ctx: CommandContext, modalId: string, fields: Record<string, string>): Promise<ReplyView>;
  /** A message context-menu command: the message's text (and, from transports that have them, its embeds). */
  message?(ctx: CommandContext, content: string, target?: MessageTarget): Promise<ReplyView>;
}

/** Types a handler's options from its spec (see the top of this file); returns the handler unchanged. */
export function command<const S extends CommandSpec>(handler: TypedCommand<S>): TypedCommand<S> {
  return handler;
}
