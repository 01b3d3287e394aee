/**
 * ReplyView → what discord.js sends. Everything Discord would refuse with a 400 is cut here, gracefully: text is
 * shortened at a line (or word) boundary with "…", an unclosed code block is closed, fields beyond 25 become one
 * "…" note, and when the message is over Discord's 6000-character total the longest texts are shortened first,
 * so short things (citations, card names) survive intact. Mentions are disabled on every message.
 */
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  TextInputStyle,
  type APIActionRowComponent,
  type APIApplicationCommandOptionChoice,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
  type APIEmbed,
  type APIEmbedField,
  type APIModalInteractionResponseCallbackData,
  type APITextInputComponent,
} from 'discord.js';
import { t, type Locale } from '../../commands/i18n.ts';
import type { Choice, ModalView, ReplyView, Tone, ViewAction, ViewMenu, ViewSection } from '../../commands/types.ts';

/** Discord's documented limits (developer docs: Embed Limits, Message Components, Modals, Autocomplete). */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  total: 6000,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  modalTitle: 45,
  modalInputs: 5,
  inputLabel: 45,
  placeholder: 100,
  inputValue: 4000,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  selectOptions: 25,
  selectLabel: 100,
  selectDescription: 100,
  selectPlaceholder: 150,
} as const;

export const TONE_COLORS: Record<Tone, number> = {
  info: 0x5865f2,
  success: 0x57f287,
  warning: 0xfee75c,
  error: 0xed4245,
  historical: 0x99aab5,
  pinned: 0xf1c40f,
};

const BUTTON_STYLES: Record<NonNullable<ViewAction['style']>, APIButtonComponentWithCustomId['style']> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

/** Discord rejects empty names/values; a zero-width space is the usual stand-in. */
const BLANK = '\u200b';

/** `text.slice(0, n)` without leaving half of a surrogate pair (an emoji) at the end. */
function safeSlice(text: string, n: number): string {
  let cut = text.slice(0, Math.max(0, n));
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/**
 * Shortens `text` to at most `max` characters: at the last line break in the second half, else at a word
 * boundary, else anywhere; adds "…" and closes a code block the cut left open.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 8) return safeSlice(text, max - 1) + '…';
  const room = max - 6; // "\n```" + "\n…"
  let cut = safeSlice(text, room);
  const nl = cut.lastIndexOf('\n');
  const sp = cut.lastIndexOf(' ');
  const atLine = nl >= room * 0.5;
  if (atLine) cut = cut.slice(0, nl);
  else if (sp >= room * 0.7) cut = cut.slice(0, sp);
  cut = cut.trimEnd();
  if ((cut.match(/```/g)?.length ?? 0) % 2 === 1) cut += '\n```';
  return cut + (atLine ? '\n…' : ' …');
}

function nonEmpty(text: string | undefined): string {
  return text && text.trim() ? text : BLANK;
}

export function embedSize(e: APIEmbed): number {
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.footer?.text.length ?? 0) +
    (e.author?.name.length ?? 0) +
    (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

export function totalSize(embeds: readonly APIEmbed[]): number {
  return embeds.reduce((n, e) => n + embedSize(e), 0);
}

function sectionEmbed(s: ViewSection, locale: Locale): APIEmbed {
  const fields: APIEmbedField[] = (s.fields ?? []).map((f) => ({
    name: clip(nonEmpty(f.name), LIMITS.fieldName),
    value: clip(nonEmpty(f.value.trim()), LIMITS.fieldValue),
    ...(f.inline ? { inline: true } : {}),
  }));
  if (fields.length > LIMITS.fields) {
    const overflow = fields.splice(LIMITS.fields - 1);
    fields.push({
      name: '…',
      value: clip(`${t(locale, 'discord.truncated.fields', { count: overflow.length })}\n${overflow.map((f) => `• ${f.name}`).join('\n')}`, LIMITS.fieldValue),
    });
  }
  const title = s.title.trim() ? clip(s.title.trim(), LIMITS.title) : undefined;
  const description = s.description.trim() ? clip(s.description.trim(), LIMITS.description) : undefined;
  return {
    ...(title ? { title } : {}),
    // An embed needs some text; a section with neither title nor description still shows its fields.
    ...(description || (!title && !fields.length) ? { description: description ?? BLANK } : {}),
    color: TONE_COLORS[s.tone],
    ...(fields.length ? { fields } : {}),
    ...(s.footer?.trim() ? { footer: { text: clip(s.footer.trim(), LIMITS.footer) } } : {}),
    ...(s.url && /^https?:\/\//.test(s.url) ? { url: s.url } : {}),
  };
}

/**
 * Shrinks the longest texts (descriptions and field values) to a common cap until the message fits in
 * `budget` characters — water-filling, so short texts are untouched.
 */
function shrinkToFit(embeds: APIEmbed[], budget: number): void {
  if (totalSize(embeds) <= budget) return;
  type Block = { get(): string; set(v: string): void };
  const blocks: Block[] = [];
  for (const e of embeds) {
    if (e.description) blocks.push({ get: () => e.description!, set: (v) => (e.description = v) });
    for (const f of e.fields ?? []) blocks.push({ get: () => f.value, set: (v) => (f.value = v) });
  }
  const bodies = () => blocks.reduce((n, b) => n + b.get().length, 0);
  if (totalSize(embeds) - bodies() > budget / 2) {
    // Titles, field names and footers alone take half the budget: shorten them before the bodies.
    for (const e of embeds) {
      if (e.title) e.title = clip(e.title, 100);
      if (e.footer) e.footer = { text: clip(e.footer.text, 200) };
      for (const f of e.fields ?? []) f.name = clip(f.name, 60);
    }
  }
  const room = budget - (totalSize(embeds) - bodies());
  if (room > blocks.length * 24) {
    const lengths = blocks.map((b) => b.get().length).sort((a, b) => a - b);
    let cap = 0;
    let used = 0;
    for (let i = 0; i < lengths.length; i++) {
      const rest = lengths.length - i;
      const even = Math.floor((room - used) / rest);
      if (lengths[i]! <= even) {
        used += lengths[i]!;
        cap = lengths[i]!;
      } else {
        cap = even;
        break;
      }
    }
    for (const b of blocks) if (b.get().length > cap) b.set(clip(b.get(), Math.max(cap, 1)));
  }
  // Pathological cases (hundreds of tiny fields, huge titles): drop from the end until it fits.
  while (totalSize(embeds) > budget) {
    const last = embeds[embeds.length - 1]!;
    if (last.fields?.length) last.fields.pop();
    else if (embeds.length > 1) embeds.pop();
    else {
      last.title = last.title ? clip(last.title, 64) : undefined;
      last.footer = undefined;
      last.description = clip(last.description ?? BLANK, Math.max(1, budget - embedSize({ ...last, description: '' })));
      break;
    }
  }
}

export function renderEmbeds(view: Pick<ReplyView, 'sections' | 'locale'>): APIEmbed[] {
  let sections = view.sections;
  if (sections.length > LIMITS.embeds) {
    const omitted = sections.slice(LIMITS.embeds - 1);
    sections = [
      ...sections.slice(0, LIMITS.embeds - 1),
      {
        title: '…',
        description: [t(view.locale, 'discord.truncated.sections', { count: omitted.length }), ...omitted.map((s) => `• ${s.title}`)].join('\n'),
        tone: omitted[0]!.tone,
      },
    ];
  }
  const embeds = sections.map((s) => sectionEmbed(s, view.locale));
  shrinkToFit(embeds, LIMITS.total);
  return embeds;
}

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** A select menu in its own row; options Discord would refuse (duplicate or over-long values) are dropped. */
function menuRow(menu: ViewMenu): Row | undefined {
  const seen = new Set<string>();
  const options = menu.options
    .filter((o) => o.value && o.value.length <= LIMITS.choiceValue && !seen.has(o.value) && seen.add(o.value))
    .slice(0, LIMITS.selectOptions)
    .map((o) => ({ label: clip(nonEmpty(o.label), LIMITS.selectLabel), value: o.value, ...(o.description ? { description: clip(o.description, LIMITS.selectDescription) } : {}) }));
  if (!options.length || !menu.id || menu.id.length > LIMITS.customId) return undefined;
  const select: APIStringSelectComponent = { type: ComponentType.StringSelect, custom_id: menu.id, placeholder: clip(menu.placeholder, LIMITS.selectPlaceholder), min_values: 1, max_values: 1, options };
  return { type: ComponentType.ActionRow, components: [select] };
}

export function renderComponents(actions: readonly ViewAction[] | undefined, menu?: ViewMenu): Row[] {
  const rows: Row[] = renderButtons(actions);
  const select = menu ? menuRow(menu) : undefined;
  if (select) {
    if (rows.length >= LIMITS.rows) rows.pop();
    rows.push(select);
  }
  return rows;
}

function renderButtons(actions: readonly ViewAction[] | undefined): APIActionRowComponent<APIButtonComponentWithCustomId>[] {
  const seen = new Set<string>();
  const buttons: APIButtonComponentWithCustomId[] = [];
  for (const a of actions ?? []) {
    // Discord rejects duplicate or over-long custom ids in one message; such a button could not be routed anyway.
    if (seen.has(a.id) || a.id.length > LIMITS.customId || !a.id) continue;
    seen.add(a.id);
    buttons.push({ type: ComponentType.Button, custom_id: a.id, label: clip(nonEmpty(a.label), LIMITS.buttonLabel), style: BUTTON_STYLES[a.style ?? 'secondary'] });
  }
  const rows: APIActionRowComponent<APIButtonComponentWithCustomId>[] = [];
  for (let i = 0; i < buttons.length && rows.length < LIMITS.rows; i += LIMITS.buttonsPerRow) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + LIMITS.buttonsPerRow) });
  }
  return rows;
}

/** No @everyone, @here, user or role pings, whatever the text contains. */
export const NO_MENTIONS = { parse: [] as [] };

export interface RenderedMessage {
  content?: string;
  embeds: APIEmbed[];
  components: Row[];
  files?: Array<{ attachment: Buffer; name: string }>;
  allowedMentions: typeof NO_MENTIONS;
  flags?: MessageFlags.Ephemeral;
}

/** A new message's body; `flags` marks a private view as ephemeral. */
export function renderMessage(view: ReplyView): RenderedMessage {
  const message = renderEdit(view);
  return view.ephemeral ? { ...message, flags: MessageFlags.Ephemeral } : message;
}

/** The body of an edit (a deferred reply, an updated message): visibility cannot change, so no flags. */
export function renderEdit(view: ReplyView): Omit<RenderedMessage, 'flags'> {
  const message: Omit<RenderedMessage, 'flags'> = {
    embeds: renderEmbeds(view),
    components: renderComponents(view.actions, view.menu),
    allowedMentions: NO_MENTIONS,
  };
  if (view.content?.trim()) message.content = clip(view.content, LIMITS.content);
  if (view.file) message.files = [{ attachment: Buffer.from(view.file.content, 'utf8'), name: view.file.name.replace(/[^\w.-]/g, '_') || 'file.txt' }];
  if (!message.content && !message.embeds.length && !message.files) message.content = BLANK;
  return message;
}

export function renderModal(modal: ModalView): APIModalInteractionResponseCallbackData {
  return {
    custom_id: modal.id,
    title: clip(nonEmpty(modal.title), LIMITS.modalTitle),
    components: modal.inputs.slice(0, LIMITS.modalInputs).map((input) => {
      const max = Math.min(input.maxLength ?? LIMITS.inputValue, LIMITS.inputValue);
      const component: APITextInputComponent = {
        type: ComponentType.TextInput,
        custom_id: input.id,
        label: clip(nonEmpty(input.label), LIMITS.inputLabel),
        style: input.style === 'paragraph' ? TextInputStyle.Paragraph : TextInputStyle.Short,
        required: input.required ?? true,
        max_length: max,
        ...(input.placeholder ? { placeholder: clip(input.placeholder, LIMITS.placeholder) } : {}),
        ...(input.value ? { value: input.value.slice(0, max) } : {}),
      };
      return { type: ComponentType.ActionRow, components: [component] };
    }),
  };
}

/** Autocomplete: at most 25 choices, names 1–100 characters; a value Discord would refuse is dropped, not cut. */
export function renderChoices(choices: readonly Choice[]): APIApplicationCommandOptionChoice<string>[] {
  const out: APIApplicationCommandOptionChoice<string>[] = [];
  const seen = new Set<string>();
  for (const c of choices) {
    if (out.length >= LIMITS.choices) break;
    if (!c.value || c.value.length > LIMITS.choiceValue || seen.has(c.value)) continue;
    seen.add(c.value);
    out.push({ name: clip(c.name.trim() || c.value, LIMITS.choiceName), value: c.value });
  }
  return out;
}
