/**
 * /pin add|remove|list|export|import|settings — moderators' canonical answers for their server — and the message
 * context menu "Pin as canonical answer" on one of rulebot's replies.
 *
 * Server-only, registered with the Manage Messages default permission, and every handler re-checks the member
 * itself (Manage Messages, or the server's pin role from /pin settings): Discord's default permission is only a
 * default that server admins can change. Replies are private. Every write goes through the store, which records
 * it in the audit trail with the acting member.
 */
import { createHash } from 'node:crypto';
import { checkScenario } from '../engine/index.ts';
import { detectLanguage } from '../rulings/detect-language.ts';
import { closest } from '../rulings/fuzzy.ts';
import { localized } from '../rulings/search.ts';
import { isStoreError, type DuplicateTopic, type InvalidInput, type PinNotFound, type StoreReadOnly } from '../store/errors.ts';
import { idsInText } from '../rulings/games.ts';
import { normaliseTopic } from '../store/normalise.ts';
import { PIN_GAMES, PIN_LANGS, type GuildSettings, type Pin, type PinTarget, type SettingsPatch } from '../store/types.ts';
import { MAX_SCENARIO } from './check.ts';
import type { CommandContext } from './context.ts';
import { customId, parseCustomId } from './custom-id.ts';
import { t, type Locale } from './i18n.ts';
import { exportYaml, ImportSourceError, MAX_IMPORT_BYTES, parseImportText, readImportSource } from './pin-io.ts';
import { listLine, pinSection, shorten } from './pin-render.ts';
import { actorOf, mayConfigure, mayPin, pinsOf, type PinsService } from './pin-service.ts';
import { pinBaseline, verifyPins, type Assessment, type ScenarioChecker } from './pin-verify.ts';
import { command, type CommandOptions, type MessageTarget } from './command.ts';
import { renderCheck } from './render/resolution.ts';
import { errorView } from './error-view.ts';
import { titleChoices, truncate } from './render/text.ts';
import type { CommandSpec, ReplyView, ViewSection } from './types.ts';

export const MAX_TOPIC = 300;
export const MAX_NOTE = 500;
export const MAX_TEXT = 2000;
const LIST_MAX = 3800;
const FRESH: Assessment = { stale: false, reason: null };

function view(lang: Locale, sections: ViewSection[], extra: Partial<ReplyView> = {}): ReplyView {
  return { locale: lang, ephemeral: true, sections, ...extra };
}

function checker(service: PinsService): ScenarioChecker {
  return service.check ?? checkScenario;
}

/** A store error as a private, localised reply; anything else is rethrown (→ errors.internal and a log line). */
function storeErrorView(lang: Locale, error: unknown, service: PinsService): ReplyView {
  if (!isStoreError(error)) throw error;
  switch (error.code) {
    case 'DUPLICATE_TOPIC': {
      const e = error as DuplicateTopic;
      return e.existingPinId
        ? errorView(lang, t(lang, 'pins.errors.duplicate', { id: e.existingPinId }))
        : errorView(lang, t(lang, 'pins.errors.duplicate_in_file', { topic: e.topicKey }));
    }
    case 'PIN_NOT_FOUND': {
      const ref = (error as PinNotFound).ref;
      const report = /^report (\d+)$/.exec(ref);
      return errorView(lang, report ? t(lang, 'ux.reports.not_found', { id: report[1]! }) : t(lang, 'pins.errors.not_found', { ref }));
    }
    case 'INVALID_INPUT': {
      const fields = (error as InvalidInput).issues.slice(0, 5).map((i) => `\`${i.path || '—'}\``);
      return errorView(lang, t(lang, 'pins.errors.invalid', { fields: fields.join(', ') }));
    }
    case 'STORE_READ_ONLY':
      return errorView(lang, t(lang, (error as StoreReadOnly).reason === 'integrity' ? 'pins.errors.read_only_integrity' : 'pins.errors.read_only_storage'));
    default:
      service.log?.warn({ err: error }, 'pin store error');
      return errorView(lang, t(lang, 'pins.errors.store'), 'failed');
  }
}

function refusal(ctx: CommandContext, service: PinsService, settings: GuildSettings, what: string): ReplyView {
  const { invocation } = ctx;
  const lang = invocation.userLocale;
  service.log?.info({ guildId: invocation.guildId, userId: invocation.userId, command: what }, 'pin command refused: no permission');
  return errorView(lang, settings.pinRoleId ? t(lang, 'pins.errors.forbidden_role', { role: settings.pinRoleId }) : t(lang, 'pins.errors.forbidden'), 'refused');
}

/** The common start of every pin handler: the service, the server, the member's permission. */
async function gate(ctx: CommandContext, what: string): Promise<{ service: PinsService; guildId: string; settings: GuildSettings } | { view: ReplyView }> {
  const lang = ctx.invocation.userLocale;
  const service = pinsOf(ctx.services);
  if (!service) return { view: errorView(lang, t(lang, 'pins.errors.unavailable'), 'unavailable') };
  const guildId = ctx.invocation.guildId;
  if (!guildId) return { view: errorView(lang, t(lang, 'replies.errors.guild_only'), 'refused') };
  if (ctx.invocation.guildInstalled === false) return { view: errorView(lang, t(lang, 'ux.report.not_installed'), 'refused') };
  let settings: GuildSettings;
  try {
    settings = await service.store.getSettings(guildId);
  } catch (error) {
    return { view: storeErrorView(lang, error, service) };
  }
  if (!mayPin(ctx.invocation, settings)) return { view: refusal(ctx, service, settings, what) };
  return { service, guildId, settings };
}

function given(value: unknown): string | undefined {
  const s = typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value).trim();
  return s ? s : undefined;
}

// ------------------------------------------------------------------------------------------------------------ add

interface AddInput {
  topic: string;
  entry?: string;
  scenario?: string;
  text?: string;
  note?: string;
  replace: boolean;
}

async function add(ctx: CommandContext, service: PinsService, guildId: string, input: AddInput): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  const { kb } = ctx.services;
  const check = checker(service);
  const targets = [input.entry, input.scenario, input.text].filter((v) => v !== undefined);
  if (!input.topic || normaliseTopic(input.topic) === '') return errorView(lang, t(lang, 'pins.add.need_topic'));
  if (targets.length !== 1) return errorView(lang, t(lang, 'pins.add.need_target'));

  let target: PinTarget;
  if (input.entry !== undefined) {
    const id = input.entry.replace(/^`|`$/g, '');
    if (!kb.byId.has(id)) {
      const near = closest(id, kb.byId.keys());
      const hint = near ? ` ${t(lang, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
      return errorView(lang, t(lang, 'pins.add.unknown_entry', { id, hint }));
    }
    target = { kind: 'entry', entryId: id };
  } else if (input.scenario !== undefined) {
    const result = check(input.scenario);
    if (!result.ok) {
      return view(lang, [{ title: t(lang, 'replies.errors.titles.input'), description: t(lang, 'pins.add.bad_scenario'), tone: 'error' }, ...renderCheck(result, lang)]);
    }
    // The canonical form: what /check compares with, and stable whatever spacing the moderator typed.
    target = { kind: 'scenario', scenario: result.canonical };
  } else {
    const text = input.text!;
    const detected = detectLanguage(text);
    target = { kind: 'text', text, lang: detected.confident ? detected.lang : lang };
  }

  const regression = pinBaseline(kb, target, check) ?? {};
  const store = service.store;
  const existed = input.replace && (await store.findPinsForQuestion(guildId, input.topic)).length > 0;
  const pin = await store.addPin({ guildId, topic: input.topic, target, note: input.note ?? null, regression }, actorOf(ctx.invocation), { replace: input.replace });
  return view(lang, [
    { title: t(lang, 'pins.add.done_title'), description: t(lang, existed ? 'pins.add.replaced' : 'pins.add.done', { topic: pin.topic, id: pin.id }), tone: 'success' },
    pinSection(kb, pin, lang, FRESH, check),
  ]);
}

// ----------------------------------------------------------------------------------------------- list and co.

async function remove(ctx: CommandContext, service: PinsService, guildId: string, ref: string): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  const byId = /^[a-z0-9_-]{1,64}$/.test(ref) ? await service.store.getPin(guildId, ref) : null;
  const removed = await service.store.removePin(guildId, byId ? { id: ref } : { topic: ref }, actorOf(ctx.invocation));
  return view(lang, [{ title: t(lang, 'pins.remove.done_title'), description: t(lang, 'pins.remove.done', { id: removed.id, topic: removed.topic }), tone: 'success' }]);
}

async function list(ctx: CommandContext, service: PinsService, guildId: string, stale: boolean | undefined): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  const { kb } = ctx.services;
  const pins = await service.store.listPins(guildId);
  if (!pins.length) return view(lang, [{ title: t(lang, 'pins.list.title', { count: 0 }), description: t(lang, 'pins.list.empty'), tone: 'info' }]);
  // Re-check now (cheap): the list is always true to today's knowledge base, and new verdicts are recorded.
  const report = await verifyPins(service.store, kb, { pins, check: checker(service) });
  const verdicts = new Map<string, Assessment>(report.stale.map((s) => [s.pin.id, { stale: true, reason: s.reason }]));
  const shown = pins.filter((p) => stale === undefined || verdicts.has(p.id) === stale);
  const lines: string[] = [];
  let used = 0;
  for (const [i, pin] of shown.entries()) {
    const line = listLine(kb, pin, lang, verdicts.get(pin.id) ?? FRESH);
    if (used + line.length + 1 > LIST_MAX) {
      lines.push(t(lang, 'pins.list.more', { count: shown.length - i }));
      break;
    }
    lines.push(line);
    used += line.length + 1;
  }
  const description = lines.length ? lines.join('\n') : t(lang, stale ? 'pins.list.empty_stale' : 'pins.list.empty_fresh');
  return view(lang, [
    {
      title: t(lang, 'pins.list.title', { count: pins.length }),
      description,
      footer: t(lang, 'pins.list.footer', { stale: report.stale.length, version: kb.version }),
      tone: report.stale.length ? 'warning' : 'info',
    },
  ]);
}

async function exportPins(ctx: CommandContext, service: PinsService, guildId: string): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  const data = await service.store.exportPins(guildId);
  return view(lang, [{ title: t(lang, 'pins.export.title'), description: t(lang, 'pins.export.done', { count: data.pins.length }), tone: 'success' }], {
    file: { name: `rulebot-pins-${guildId}-${data.exportedAt.slice(0, 10)}.yaml`, content: exportYaml(data) },
  });
}

/**
 * A hand-written file may leave out the baseline: it is computed from today's knowledge base and engine. A
 * baseline in the file (an export) is kept, so a pin made against older rules is flagged stale after import.
 */
/** Throws PrepareError (a localised message) when a pin without a baseline points at nothing pinnable. */
function prepareImport(ctx: CommandContext, data: unknown, check: ScenarioChecker): { data: unknown } {
  const lang = ctx.invocation.userLocale;
  const { kb } = ctx.services;
  const envelope = data as { pins?: unknown };
  const items: unknown = Array.isArray(data) ? data : envelope.pins;
  if (!Array.isArray(items)) return { data };
  const prepared = items.map((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    // The file's last re-check is not this server's: pins are re-checked right after the import instead (and
    // importing the same file twice then changes nothing).
    const { verification: _verification, ...item } = raw as Record<string, unknown>;
    const pin = item as { topic?: unknown; target?: PinTarget; regression?: Record<string, unknown> | null };
    const target = pin.target;
    if (!target || typeof target !== 'object') return item;
    const r = pin.regression ?? {};
    const needs = (target.kind === 'entry' && !r.entryHash) || (target.kind === 'scenario' && (r.outcome === undefined || r.outcome === null || !r.engineVersion));
    if (!needs) return item;
    const baseline = pinBaseline(kb, target, check);
    const topic = typeof pin.topic === 'string' ? shorten(pin.topic, 100) : '?';
    if (!baseline && target.kind === 'entry') throw new PrepareError(t(lang, 'pins.import.unknown_entry', { topic, id: String(target.entryId) }));
    if (!baseline) throw new PrepareError(t(lang, 'pins.import.bad_scenario', { topic }));
    return { ...pin, regression: { ...r, ...baseline } };
  });
  return { data: Array.isArray(data) ? prepared : { ...(data as object), pins: prepared } };
}

class PrepareError extends Error {}

async function importPins(ctx: CommandContext, service: PinsService, guildId: string, source: string, mode: 'merge' | 'replace'): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  let text: string;
  try {
    text = await readImportSource(source, service.fetchAttachment);
  } catch (error) {
    if (!(error instanceof ImportSourceError)) throw error;
    if (error.problem === 'fetch') service.log?.warn({ err: error, guildId }, 'pin import: could not download the attachment');
    if (error.problem === 'too-large') return errorView(lang, t(lang, 'pins.import.too_large', { max: Math.round(MAX_IMPORT_BYTES / 1000) }));
    if (error.problem === 'missing-file') return errorView(lang, t(lang, 'pins.import.missing_file', { path: shorten(source, 200) }));
    return errorView(lang, t(lang, 'pins.import.fetch_failed'), 'failed');
  }
  const parsed = parseImportText(text);
  if ('problem' in parsed) return errorView(lang, t(lang, 'pins.import.bad_file', { problem: parsed.problem }));
  let prepared: ReturnType<typeof prepareImport>;
  try {
    prepared = prepareImport(ctx, parsed.data, checker(service));
  } catch (error) {
    if (error instanceof PrepareError) return errorView(lang, error.message);
    throw error;
  }
  const result = await service.store.importPins(guildId, prepared.data as Parameters<typeof service.store.importPins>[1], actorOf(ctx.invocation), { mode });
  const report = await verifyPins(service.store, ctx.services.kb, { pins: await service.store.listPins(guildId), check: checker(service) });
  const lines = [t(lang, 'pins.import.done', { added: result.added, updated: result.updated, unchanged: result.unchanged, removed: result.removed })];
  if (report.stale.length) lines.push('', t(lang, 'pins.import.stale', { count: report.stale.length }));
  return view(lang, [{ title: t(lang, 'pins.import.title'), description: lines.join('\n'), tone: report.stale.length ? 'warning' : 'success' }]);
}

async function settingsView(ctx: CommandContext, service: PinsService, guildId: string, current: GuildSettings, options: PinOptions<'settings'>): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  const patch: SettingsPatch = {};
  if (options.language) patch.defaultLang = options.language;
  if (options.game) patch.defaultGame = options.game === 'all' ? null : options.game;
  const role = given(options.role);
  if (role) patch.pinRoleId = role.replace(/^<@&(\d+)>$/, '$1');
  if (options['remove-role'] === true) patch.pinRoleId = null;
  let settings = current;
  const changing = Object.keys(patch).length > 0;
  if (changing) {
    if (!mayConfigure(ctx.invocation)) {
      service.log?.info({ guildId, userId: ctx.invocation.userId, command: 'pin settings' }, 'pin settings refused: no permission');
      return errorView(lang, t(lang, 'pins.errors.settings_forbidden'), 'refused');
    }
    settings = await service.store.updateSettings(guildId, patch, actorOf(ctx.invocation));
    service.settingsCache?.delete(guildId);
  }
  const lines = [
    t(lang, 'pins.settings.language', { language: t(lang, `pins.languages.${settings.defaultLang}`) }),
    t(lang, 'pins.settings.role', { role: settings.pinRoleId ? `<@&${settings.pinRoleId}>` : t(lang, 'pins.settings.no_role') }),
    t(lang, 'ux.settings.game', { game: settings.defaultGame ? t(lang, `commands.games.${settings.defaultGame}`) : t(lang, 'ux.settings.all_games') }),
  ];
  if (changing) lines.unshift(t(lang, 'pins.settings.updated'), '');
  const footer = settings.updatedBy && settings.updatedAt ? t(lang, 'pins.settings.footer', { name: settings.updatedBy.displayName, date: settings.updatedAt.slice(0, 10) }) : undefined;
  return view(lang, [{ title: t(lang, 'pins.settings.title'), description: lines.join('\n'), tone: changing ? 'success' : 'info', ...(footer ? { footer } : {}) }]);
}

/** The review queue of "Report a wrong answer" presses; `resolve:<n>` closes one. Gated like every /pin command. */
async function reportsView(ctx: CommandContext, service: PinsService, guildId: string, options: PinOptions<'reports'>): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  const { kb } = ctx.services;
  const lines: string[] = [];
  if (options.resolve !== undefined) {
    const done = await service.store.resolveReport(guildId, options.resolve, actorOf(ctx.invocation));
    lines.push(t(lang, 'ux.reports.resolved', { id: done.id }), '');
  }
  const reports = await service.store.listReports(guildId, { all: options.all === true });
  for (const r of reports) {
    const what = r.kind === 'ruling'
      ? t(lang, 'pins.list.target_entry', { id: r.ref, title: kb.byId.has(r.ref) ? shorten(localized(kb.byId.get(r.ref)!.title, lang), 80) : '—' })
      : t(lang, 'pins.list.target_scenario', { scenario: shorten(r.ref.replace(/`/g, 'ˋ'), 80) });
    const by = t(lang, 'pins.list.by', { name: r.reporter.displayName, date: r.createdAt.slice(0, 10) });
    const comment = r.comment ? `\n  “${shorten(r.comment, 200)}”` : '';
    const done = r.resolvedAt ? ` ✅` : '';
    lines.push(`• **#${r.id}** ${what} · ${by}${done}${comment}`);
  }
  if (!reports.length) lines.push(t(lang, 'ux.reports.empty'));
  return view(lang, [{ title: t(lang, 'ux.reports.title', { count: reports.length }), description: lines.join('\n').slice(0, LIST_MAX), footer: t(lang, 'ux.reports.footer'), tone: 'info' }]);
}

// ------------------------------------------------------------------------------------------ the context menu

/** Scenarios behind open "Pin as canonical answer" forms, by short hash (a modal comes back to the same process). */
const recent = new Map<string, string>();
function remember(text: string): string {
  const key = createHash('sha256').update(text).digest('base64url').slice(0, 16);
  recent.delete(key);
  recent.set(key, text);
  if (recent.size > 500) recent.delete(recent.keys().next().value!);
  return key;
}

type Pinnable = { target: PinTarget & { kind: 'entry' | 'scenario' }; topic: string };


/** What one of rulebot's replies answers with: the entry id in an answer's footer, or the scenario of a /check reply. */
export function pinnableFrom(ctx: CommandContext, target: MessageTarget, check: ScenarioChecker): Pinnable | undefined {
  const { kb } = ctx.services;
  for (const embed of target.embeds) {
    for (const m of (embed.footer ?? '').matchAll(idsInText())) {
      if (kb.byId.has(m[0])) return { target: { kind: 'entry', entryId: m[0] }, topic: embed.title ?? m[0] };
    }
  }
  for (const embed of target.embeds) {
    for (const field of embed.fields ?? []) {
      for (const m of field.value.matchAll(/`([^`\n]+)`/g)) {
        const result = check(m[1]!.replace(/ˋ/g, '`'));
        if (result.ok) return { target: { kind: 'scenario', scenario: result.canonical }, topic: result.canonical };
      }
    }
  }
  return undefined;
}

// -------------------------------------------------------------------------------------------------- handlers

const PIN_SPEC = {
  name: 'pin',
  kind: 'slash',
  guildOnly: true,
  defaultMemberPermissions: ['ManageMessages'],
  subcommands: [
    {
      name: 'add',
      options: [
        { name: 'topic', type: 'string', required: true, maxLength: MAX_TOPIC },
        { name: 'entry', type: 'string', autocomplete: true, maxLength: 100 },
        { name: 'scenario', type: 'string', maxLength: MAX_SCENARIO },
        { name: 'text', type: 'string', maxLength: MAX_TEXT },
        { name: 'note', type: 'string', maxLength: MAX_NOTE },
        { name: 'replace', type: 'boolean' },
      ],
    },
    { name: 'remove', options: [{ name: 'pin', type: 'string', required: true, autocomplete: true, maxLength: MAX_TOPIC }] },
    { name: 'list', options: [{ name: 'stale', type: 'boolean' }] },
    { name: 'export', options: [] },
    {
      name: 'import',
      options: [
        { name: 'file', type: 'attachment', required: true },
        { name: 'mode', type: 'string', choices: [{ value: 'merge', labelKey: 'pins.modes.merge' }, { value: 'replace', labelKey: 'pins.modes.replace' }] },
      ],
    },
    {
      name: 'settings',
      options: [
        { name: 'language', type: 'string', choices: PIN_LANGS.map((l) => ({ value: l, labelKey: `pins.languages.${l}` })) },
        { name: 'game', type: 'string', choices: [...PIN_GAMES.map((g) => ({ value: g, labelKey: `commands.games.${g}` })), { value: 'all', labelKey: 'ux.settings.all_games' }] },
        { name: 'role', type: 'role' },
        { name: 'remove-role', type: 'boolean' },
      ],
    },
    { name: 'reports', options: [{ name: 'resolve', type: 'integer' }, { name: 'all', type: 'boolean' }] },
  ],
} as const satisfies CommandSpec;

/** The checked options of one /pin subcommand. */
type PinOptions<Sub extends string> = Extract<CommandOptions<typeof PIN_SPEC>, { subcommand: Sub }>;

export const pinCommand = command({
  spec: PIN_SPEC,

  async run(ctx, options) {
    const lang = ctx.invocation.userLocale;
    const gated = await gate(ctx, `pin ${options.subcommand}`);
    if ('view' in gated) return gated.view;
    const { service, guildId, settings } = gated;
    try {
      switch (options.subcommand) {
        case 'add':
          return await add(ctx, service, guildId, {
            topic: options.topic.trim(),
            entry: given(options.entry),
            scenario: given(options.scenario),
            text: given(options.text),
            note: given(options.note),
            replace: options.replace === true,
          });
        case 'remove':
          return await remove(ctx, service, guildId, options.pin.trim());
        case 'list':
          return await list(ctx, service, guildId, options.stale);
        case 'export':
          return await exportPins(ctx, service, guildId);
        case 'import':
          return await importPins(ctx, service, guildId, options.file, options.mode ?? 'merge');
        case 'settings':
          return await settingsView(ctx, service, guildId, settings, options);
        case 'reports':
          return await reportsView(ctx, service, guildId, options);
      }
    } catch (error) {
      return storeErrorView(lang, error, service);
    }
  },

  async autocomplete(ctx, focused, value) {
    const lang = ctx.invocation.userLocale;
    if (focused === 'entry') {
      return titleChoices(ctx.services.search.autocomplete(value, { lang, limit: 25 }));
    }
    if (focused !== 'pin') return [];
    const gated = await gate(ctx, 'pin remove');
    if ('view' in gated) return [];
    const key = normaliseTopic(value);
    const pins = await gated.service.store.listPins(gated.guildId);
    return pins
      .filter((p: Pin) => !key || p.topicKey.includes(key) || p.id.startsWith(value.trim()))
      .slice(0, 25)
      .map((p) => ({ name: truncate(p.topic, 100), value: p.id }));
  },
});

export const pinMessageCommand = command({
  spec: { name: 'pin-message', kind: 'message', guildOnly: true, defaultMemberPermissions: ['ManageMessages'] },

  async run(ctx) {
    const lang = ctx.invocation.userLocale;
    return errorView(lang, t(lang, 'pins.message.not_bot'));
  },

  /** The "Pin as canonical answer" form was submitted: `pin-message:modal:e:<entry id>`, `…:x:<key>` (long id) or `…:s:<key>` (scenario). */
  async modal(ctx, modalId, fields) {
    const lang = ctx.invocation.userLocale;
    const gated = await gate(ctx, 'pin-message');
    if ('view' in gated) return gated.view;
    const { args } = parseCustomId(modalId);
    const [kind, ref] = args;
    const remembered = ref && (kind === 's' || kind === 'x') ? recent.get(ref) : undefined;
    const entry = kind === 'e' ? ref : kind === 'x' ? remembered : undefined;
    const scenario = kind === 's' ? remembered : undefined;
    if (!entry && !scenario) return errorView(lang, t(lang, 'replies.actions.expired'), 'expired');
    try {
      return await add(ctx, gated.service, gated.guildId, {
        topic: (fields.topic ?? '').trim(),
        ...(entry ? { entry } : { scenario }),
        note: given(fields.note),
        replace: false,
      });
    } catch (error) {
      return storeErrorView(lang, error, gated.service);
    }
  },

  async message(ctx, _content, target) {
    const lang = ctx.invocation.userLocale;
    const gated = await gate(ctx, 'pin-message');
    if ('view' in gated) return gated.view;
    if (!target?.fromBot) return errorView(lang, t(lang, 'pins.message.not_bot'));
    const found = pinnableFrom(ctx, target, checker(gated.service));
    if (!found) return errorView(lang, t(lang, 'pins.message.nothing'));
    // An entry id travels in the form's id; a scenario (too long for it) is remembered here under a short key.
    const id =
      found.target.kind === 'entry'
        ? found.target.entryId.length <= 80
          ? customId('pin-message', 'modal', 'e', found.target.entryId)
          : customId('pin-message', 'modal', 'x', remember(found.target.entryId))
        : customId('pin-message', 'modal', 's', remember(found.target.scenario));
    return view(lang, [], {
      modal: {
        id,
        title: t(lang, 'pins.message.modal_title'),
        inputs: [
          { id: 'topic', label: t(lang, 'pins.message.topic_label'), style: 'short', required: true, value: shorten(found.topic, MAX_TOPIC), maxLength: MAX_TOPIC },
          { id: 'note', label: t(lang, 'pins.message.note_label'), style: 'paragraph', required: false, maxLength: MAX_NOTE },
        ],
      },
    });
  },
});
