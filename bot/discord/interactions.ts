/**
 * Discord interactions → the transport-independent commands, and their views back to Discord.
 *
 * - Slash commands: options → OptionValues → runCommand → reply (or a modal).
 * - Autocomplete: the handler's choices, within Discord's limits; any error or a slow handler → no choices.
 * - Buttons: runAction. A public view ("Post publicly") is a new message in the channel: the reply to the button
 *   press itself (response type 4 without the ephemeral flag). That works from an ephemeral message, needs no
 *   channel permission (unlike channel.send) and shows who posted it. A private view from a private message
 *   (another language) replaces that message in place (type 7); anything else is a private reply.
 * - Modal submits: the handler's `modal`. Message context menu: the handler's `message` with the message text.
 *
 * Discord wants a first response within 3 s. A handler still running after `deferAfterMs` gets a deferred reply,
 * then an edit. The deferral must choose public/private before the view exists: it guesses from the `private`
 * option; on a wrong guess the placeholder is deleted and the view sent as a follow-up with the right visibility,
 * so a private answer never shows publicly.
 *
 * Any exception becomes errors.internal, privately, plus one error log line; the process keeps running.
 */
import {
  ApplicationCommandOptionType,
  ApplicationIntegrationType,
  ComponentType,
  Events,
  MessageFlags,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type CommandInteractionOption,
  type Interaction,
  type MessageContextMenuCommandInteraction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Logger } from 'pino';
import type { CommandContext, Services } from '../../commands/context.ts';
import { guard, runAction, runCommand, runModal } from '../../commands/dispatch.ts';
import { t, toLocale } from '../../commands/i18n.ts';
import { allCommands, findCommand, parseCustomId, type MessageTarget } from '../../commands/registry.ts';
import { errorView } from '../../commands/error-view.ts';
import type { Choice, Invocation, OptionValues, ReplyView } from '../../commands/types.ts';
import { discordName } from './definitions.ts';
import { renderChoices, renderEdit, renderMessage, renderModal } from './render.ts';

export interface InteractionDeps {
  services: Services;
  logger: Logger;
  /** Defer the reply when a handler has not answered after this long (Discord allows 3 s). Default 1500 ms. */
  deferAfterMs?: number;
  /** Autocomplete cannot be deferred: answer with no choices after this long. Default 2000 ms. */
  autocompleteTimeoutMs?: number;
}

type Repliable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction | MessageContextMenuCommandInteraction;

/** Who asked, where, in which language, with which permissions — from the interaction alone (no member fetch). */
export function invocationOf(interaction: Interaction): Invocation {
  const member = interaction.member;
  let roleIds: string[] | undefined;
  if (member) {
    // A cached GuildMember has a role manager; an uncached one is the raw API member with role ids.
    roleIds = Array.isArray(member.roles) ? [...member.roles] : [...member.roles.cache.keys()].filter((id) => id !== interaction.guildId);
  }
  return {
    userLocale: toLocale(interaction.locale),
    ...(interaction.guildLocale ? { guildLocale: toLocale(interaction.guildLocale) } : {}),
    userId: interaction.user.id,
    userName: interaction.user.username,
    ...(interaction.guildId ? { guildId: interaction.guildId } : {}),
    ...(interaction.guildId && interaction.authorizingIntegrationOwners
      ? { guildInstalled: interaction.authorizingIntegrationOwners[ApplicationIntegrationType.GuildInstall] === interaction.guildId }
      : {}),
    ...(interaction.memberPermissions ? { canManageMessages: interaction.memberPermissions.has(PermissionFlagsBits.ManageMessages) } : {}),
    ...(roleIds ? { roleIds } : {}),
  };
}

/** Discord's option tree → flat OptionValues; a subcommand's name is passed as `subcommand` ("group sub" for groups). */
export function readOptions(data: readonly CommandInteractionOption[], into: OptionValues = {}): OptionValues {
  for (const o of data) {
    if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup) {
      into.subcommand = into.subcommand ? `${into.subcommand} ${o.name}` : o.name;
      readOptions(o.options ?? [], into);
    } else if (o.type === ApplicationCommandOptionType.Attachment) {
      if (o.attachment) into[o.name] = o.attachment.url;
    } else if (o.value !== undefined) {
      into[o.name] = o.value;
    }
  }
  return into;
}

const TIMEOUT = Symbol('timeout');
function after(ms: number): { promise: Promise<typeof TIMEOUT>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

function isError(view: ReplyView): boolean {
  return view.sections.some((s) => s.tone === 'error');
}

interface Outcome {
  deferred: boolean;
  ephemeral: boolean;
  response: 'reply' | 'update' | 'modal' | 'edit' | 'followup';
}

/**
 * Waits for the view; defers if it is slow; then sends it the right way for the interaction's state.
 * `guess` is the visibility a deferral uses; `inPlace` lets a private view replace a private message (buttons).
 */
async function answer(i: Repliable, work: Promise<ReplyView>, guess: boolean, deps: InteractionDeps, inPlace = false): Promise<Outcome> {
  const timer = after(deps.deferAfterMs ?? 1500);
  const first = await Promise.race([work, timer.promise]);
  timer.cancel();
  let deferred = false;
  if (first === TIMEOUT) {
    await i.deferReply(guess ? { flags: MessageFlags.Ephemeral } : {});
    deferred = true;
  }
  let view = first === TIMEOUT ? await work : first;

  if (view.modal) {
    if (!deferred && 'showModal' in i) {
      await i.showModal(renderModal(view.modal));
      return { deferred, ephemeral: true, response: 'modal' };
    }
    const lang = toLocale(i.locale);
    view = errorView(lang, t(lang, 'discord.modal_unavailable'), 'unavailable');
  }
  if (!deferred) {
    if (inPlace && !view.followUp && (i.isButton() || i.isStringSelectMenu()) && view.ephemeral && i.message.flags.has(MessageFlags.Ephemeral) && !isError(view)) {
      await i.update(renderEdit(view));
      return { deferred, ephemeral: true, response: 'update' };
    }
    await i.reply(renderMessage(view));
    return { deferred, ephemeral: view.ephemeral, response: 'reply' };
  }
  if (view.ephemeral === guess) {
    await i.editReply(renderEdit(view));
    return { deferred, ephemeral: view.ephemeral, response: 'edit' };
  }
  // The deferral guessed the visibility wrong: replace the placeholder rather than show a private answer publicly.
  await i.deleteReply().catch(() => undefined);
  await i.followUp(renderMessage(view));
  return { deferred, ephemeral: view.ephemeral, response: 'followup' };
}

function context(i: Interaction, deps: InteractionDeps): CommandContext {
  return { services: deps.services, invocation: invocationOf(i) };
}

/**
 * A server's chosen reply language (/pin settings) replaces Discord's guild locale for public replies. Looked up
 * inside the command's work, so the 1.5 s deferral still covers a slow database, and given up after 300 ms.
 */
async function withServerLanguage(ctx: CommandContext): Promise<CommandContext> {
  await ctx.services.attached; // the server's settings live in the pin store, which attaches just after start-up
  const { guildId } = ctx.invocation;
  const lookup = ctx.services.guildLocale;
  if (!guildId || !lookup) return ctx;
  let timer: NodeJS.Timeout | undefined;
  const lang = await Promise.race([
    lookup(guildId).catch(() => undefined),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 300))),
  ]).finally(() => clearTimeout(timer));
  if (lang) ctx.invocation.guildLocale = lang;
  return ctx;
}

/** Whether a command's reply is private before it runs: its `private` option, or private when it has none. */
function guessEphemeral(name: string, options: OptionValues): boolean {
  const spec = findCommand(name)?.spec;
  const hasPrivate = spec?.options?.some((o) => o.name === 'private') || spec?.subcommands?.some((s) => s.options.some((o) => o.name === 'private'));
  return hasPrivate ? options.private === true : true;
}

async function onChatInput(i: ChatInputCommandInteraction, deps: InteractionDeps, log: LogFields): Promise<Outcome> {
  const ctx = context(i, deps);
  const options = readOptions(i.options.data);
  log.command = i.commandName;
  const work = withServerLanguage(ctx).then(() => runCommand(ctx, i.commandName, options, log.onError));
  return answer(i, work, guessEphemeral(i.commandName, options), deps);
}

async function onButton(i: ButtonInteraction, deps: InteractionDeps, log: LogFields): Promise<Outcome> {
  const { command, action } = parseCustomId(i.customId);
  log.command = command;
  log.action = action;
  const ctx = context(i, deps);
  return answer(i, withServerLanguage(ctx).then(() => runAction(ctx, i.customId, log.onError)), true, deps, true);
}

/** A select menu (related entries): the picked value is the last part of the action id, as for a button. */
async function onSelect(i: StringSelectMenuInteraction, deps: InteractionDeps, log: LogFields): Promise<Outcome> {
  const { command, action } = parseCustomId(i.customId);
  log.command = command;
  log.action = action;
  const ctx = context(i, deps);
  const id = `${i.customId}:${i.values[0] ?? ''}`;
  return answer(i, withServerLanguage(ctx).then(() => runAction(ctx, id, log.onError)), true, deps, true);
}

async function onModalSubmit(i: ModalSubmitInteraction, deps: InteractionDeps, log: LogFields): Promise<Outcome> {
  const { command, action } = parseCustomId(i.customId);
  log.command = command;
  log.action = action;
  const ctx = context(i, deps);
  const fields: Record<string, string> = {};
  for (const [id, field] of i.fields.fields) if (field.type === ComponentType.TextInput) fields[id] = field.value;
  const work = withServerLanguage(ctx).then(() => runModal(ctx, i.customId, fields, log.onError));
  return answer(i, work, guessEphemeral(command, fields), deps);
}

/** The target message's embeds and whether this bot wrote it (the pin context menu reads a reply's footer). */
export function messageTarget(i: MessageContextMenuCommandInteraction): MessageTarget {
  const m = i.targetMessage;
  return {
    fromBot: m.author.id === i.applicationId || m.applicationId === i.applicationId,
    embeds: m.embeds.map((e) => ({
      ...(e.title ? { title: e.title } : {}),
      ...(e.description ? { description: e.description } : {}),
      fields: e.fields.map((f) => ({ name: f.name, value: f.value })),
      ...(e.footer?.text ? { footer: e.footer.text } : {}),
    })),
  };
}

async function onMessageCommand(i: MessageContextMenuCommandInteraction, deps: InteractionDeps, log: LogFields): Promise<Outcome> {
  const handler = allCommands().find((h) => h.spec.kind === 'message' && discordName(h.spec) === i.commandName);
  log.command = handler?.spec.name ?? i.commandName;
  const ctx = context(i, deps);
  const lang = ctx.invocation.userLocale;
  let work: Promise<ReplyView>;
  if (!handler?.message) work = Promise.resolve(errorView(lang, t(lang, 'replies.errors.unknown_command', { name: i.commandName, hint: '' })));
  else if (handler.spec.guildOnly && !i.guildId) work = Promise.resolve(errorView(lang, t(lang, 'replies.errors.guild_only'), 'refused'));
  else work = guard(ctx, () => handler.message!(ctx, i.targetMessage.content ?? '', messageTarget(i)), log.onError);
  return answer(i, work, true, deps);
}

async function onAutocomplete(i: AutocompleteInteraction, deps: InteractionDeps, log: LogFields): Promise<number> {
  log.command = i.commandName;
  const handler = findCommand(i.commandName);
  let choices: Choice[] = [];
  if (handler?.autocomplete) {
    const focused = i.options.getFocused(true);
    const timer = after(deps.autocompleteTimeoutMs ?? 2000);
    try {
      const work = handler.autocomplete(context(i, deps), focused.name, String(focused.value ?? ''), readOptions(i.options.data));
      const result = await Promise.race([work, timer.promise]);
      if (result === TIMEOUT) deps.logger.warn({ command: i.commandName }, 'autocomplete too slow; answered with no choices');
      else choices = result;
    } catch (error) {
      log.onError(error);
    } finally {
      timer.cancel();
    }
  }
  const rendered = renderChoices(choices);
  await i.respond(rendered);
  return rendered.length;
}

interface LogFields {
  command?: string;
  action?: string;
  onError: (e: unknown) => void;
}

/** Handles one interaction completely; never throws. */
export async function handleInteraction(i: Interaction, deps: InteractionDeps): Promise<void> {
  const started = performance.now();
  const base = { guildId: i.guildId ?? undefined, userId: i.user.id };
  const log: LogFields = {
    onError: (error) => deps.logger.error({ err: error, command: log.command, action: log.action, ...base }, 'command handler failed'),
  };
  try {
    if (i.isAutocomplete()) {
      const count = await onAutocomplete(i, deps, log);
      deps.logger.debug({ command: log.command, ...base, latencyMs: Math.round(performance.now() - started), choices: count }, 'autocomplete');
      return;
    }
    let outcome: Outcome | undefined;
    if (i.isChatInputCommand()) outcome = await onChatInput(i, deps, log);
    else if (i.isMessageContextMenuCommand()) outcome = await onMessageCommand(i, deps, log);
    else if (i.isButton()) outcome = await onButton(i, deps, log);
    else if (i.isStringSelectMenu()) outcome = await onSelect(i, deps, log);
    else if (i.isModalSubmit()) outcome = await onModalSubmit(i, deps, log);
    else return;
    deps.logger.info({ command: log.command, action: log.action, ...base, latencyMs: Math.round(performance.now() - started), ...outcome }, 'interaction');
  } catch (error) {
    deps.logger.error({ err: error, command: log.command, action: log.action, ...base, latencyMs: Math.round(performance.now() - started) }, 'interaction failed');
    await apologize(i).catch((e: unknown) => deps.logger.warn({ err: e, command: log.command, ...base }, 'could not send the error reply'));
  }
}

/** errors.internal, privately, whatever state the interaction is in. */
async function apologize(i: Interaction): Promise<void> {
  if (i.isAutocomplete()) {
    if (!i.responded) await i.respond([]);
    return;
  }
  if (!i.isRepliable()) return;
  const lang = toLocale(i.locale);
  const message = renderMessage(errorView(lang, t(lang, 'replies.errors.internal'), 'failed'));
  if (i.replied || i.deferred) await i.followUp(message);
  else await i.reply(message);
}

export interface AttachedHandler {
  /** Resolves when every interaction received so far has been answered (tests, graceful shutdown). */
  idle(): Promise<void>;
  detach(): void;
}

export function attachInteractions(client: Client, deps: InteractionDeps): AttachedHandler {
  const inFlight = new Set<Promise<void>>();
  const listener = (i: Interaction) => {
    const p = handleInteraction(i, deps).finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  client.on(Events.InteractionCreate, listener);
  return {
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    detach() {
      client.off(Events.InteractionCreate, listener);
    },
  };
}
