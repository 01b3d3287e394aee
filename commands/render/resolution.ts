/**
 * A scenario check (engine/index.ts `checkScenario`) as reply sections, in one language: the outcome first (what
 * a judge needs at a glance), then the choices left to players, the numbered step-by-step trace with each step's
 * rule numbers and knowledge-base ids, warnings and assumptions, rule violations, and the ruleset in the footer.
 * Parse errors become a code block with the source line, a caret under the bad token, what was expected and a
 * "did you mean".
 */
import { t, type Locale } from '../i18n.ts';
import type { ViewSection } from '../types.ts';
import type { CheckResult, Message, MessageParam, ParseError, Resolution, Step } from '../../engine/core/types.ts';

/** Discord's limit for an embed description. */
const DESCRIPTION_MAX = 4096;
const FIELD_MAX = 1024;
const MAX_ERRORS_SHOWN = 5;
const SOURCE_WINDOW = 70;

/** Translates a message, with nested messages and lists (`engine.list.comma|arrow|or`) in the same locale. */
export function tm(locale: Locale, m: Message): string {
  const params = m.params ?? {};
  const value = (p: MessageParam): string => (typeof p === 'object' ? tm(locale, p) : String(p));
  const list = /^engine\.list\.(\w+)$/.exec(m.key);
  if (list) {
    const items = Object.keys(params)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => value(params[k]!));
    return items.join(t(locale, `engine.sep.${list[1]}`));
  }
  const flat: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) flat[k] = typeof v === 'object' ? tm(locale, v) : v;
  return t(locale, m.key, flat);
}

/** Outcome lines of one kind that are grouped when there are this many or more ("12 creatures die …"). */
const GROUP_FROM = 3;
/** Outcome messages that group: their key, the parameter naming the object, and the grouped message. */
const GROUPS: Record<string, { name: string; key: string }> = {
  'engine-mtg.outcome.destroyed': { name: 'creature', key: 'engine.render.destroyed-many' },
};

/**
 * Twelve blockers dying read as one line, not twelve: outcome messages of a grouping kind with the same other
 * parameters (the same reason) become "12 creatures die (deathtouch): b0, b1, …", where the first of them was.
 */
export function groupOutcome(messages: readonly Message[]): Message[] {
  const signature = (m: Message) => {
    const g = GROUPS[m.key];
    if (!g) return undefined;
    const { [g.name]: _name, ...rest } = m.params ?? {};
    return `${m.key} ${JSON.stringify(rest)}`;
  };
  const counts = new Map<string, number>();
  for (const m of messages) {
    const s = signature(m);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const out: Message[] = [];
  const placed = new Map<string, Message>();
  for (const m of messages) {
    const s = signature(m);
    if (!s || counts.get(s)! < GROUP_FROM) {
      out.push(m);
      continue;
    }
    const g = GROUPS[m.key]!;
    const group = placed.get(s);
    if (group) {
      const names = group.params!.names as Message;
      names.params![String(Object.keys(names.params!).length)] = m.params![g.name]!;
      group.params!.count = Number(group.params!.count) + 1;
      continue;
    }
    const { [g.name]: first, ...rest } = m.params ?? {};
    const grouped: Message = { key: g.key, params: { ...rest, count: 1, names: { key: 'engine.list.comma', params: { '0': first! } } } };
    placed.set(s, grouped);
    out.push(grouped);
  }
  return out;
}

function refs(rules: readonly string[] | undefined, cites: readonly string[] | undefined): string {
  const all = [...(rules ?? []), ...(cites ?? [])];
  return all.length ? ` [${all.join(' · ')}]` : '';
}

/** Keeps `lines` within `max` characters, cutting at a line and saying how many were left out. */
function fit(lines: string[], max: number, more: (count: number) => string): string {
  const out: string[] = [];
  let size = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const tail = more(lines.length - i);
    if (size + line.length + 1 + tail.length + 1 > max) {
      out.push(tail);
      return out.join('\n');
    }
    out.push(line);
    size += line.length + 1;
  }
  return out.join('\n');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function stepLines(steps: Step[], locale: Locale): string[] {
  const lines: string[] = [];
  let n = 0;
  for (const s of steps) {
    const text = tm(locale, s);
    if (s.heading) lines.push(`**${text}**${refs(s.rules, s.cites)}`);
    else lines.push(`${++n}. ${text}${refs(s.rules, s.cites)}`);
  }
  return lines;
}

function rulesetLabel(result: Extract<CheckResult, { ok: true }>, locale: Locale): string {
  const key = `engine-${result.game}.ruleset`;
  const label = t(locale, key, { version: result.ruleset.version });
  return label === key ? result.ruleset.label : label;
}

export interface RenderCheckOptions {
  /** Include the step-by-step trace (default true). /check leaves it behind a "Show steps" button. */
  steps?: boolean;
  /** Where a line of the text was typed ("Players box, line 2"), when it came from a form rather than one text. */
  place?: (line: number) => string | undefined;
}

/** The numbered trace alone, as plain lines (the "Show steps" reply, or its text file when long). */
export function renderSteps(result: CheckResult, locale: Locale): string[] {
  return result.ok ? stepLines(result.resolution.steps, locale) : [];
}

export function renderCheck(result: CheckResult, locale: Locale, options: RenderCheckOptions = {}): ViewSection[] {
  if (!result.ok) {
    return [
      {
        title: t(locale, 'engine.render.errors-title', { count: result.errors.length }),
        description: clip(renderParseErrors(result.text, result.errors, locale, options.place), DESCRIPTION_MAX),
        footer: t(locale, 'engine.render.errors-help'),
        tone: 'error',
      },
    ];
  }
  const r: Resolution = result.resolution;
  const sections: ViewSection[] = [];
  const compact = options.steps === false;

  // 1. outcome
  const outcome = groupOutcome(r.outcome).map((m) => `• ${tm(locale, m)}`);
  if (r.branches.length > 0) {
    outcome.push('', `**${t(locale, 'engine.render.depends')}**`);
    for (const b of r.branches) {
      const sep = t(locale, 'engine.sep.semicolon');
      const choice = b.label.map((m) => tm(locale, m)).join(sep);
      const result = groupOutcome(b.outcome).map((m) => tm(locale, m)).join(sep);
      outcome.push(`${b.main ? '▸' : '▹'} ${t(locale, 'engine.render.branch', { choice, outcome: result })}`);
    }
  }
  const fatal = r.violations.filter((v) => v.fatal);
  // a loop stopped at the step cap is an answer (a draw, 104.4b), not a badly written scenario, and its steps did resolve
  const loop = fatal.length > 0 && fatal.every((v) => v.key.endsWith('.step-cap'));
  sections.push({
    title: t(locale, r.stopped && !loop ? 'engine.render.illegal-title' : 'engine.render.outcome-title'),
    description: fit(outcome, DESCRIPTION_MAX, (count) => t(locale, 'engine.render.more-steps', { count })),
    fields: [{ name: t(locale, 'engine.render.scenario'), value: clip(`\`${result.canonical.replace(/`/g, 'ˋ')}\``, FIELD_MAX) }],
    tone: r.stopped ? 'error' : r.violations.length > 0 ? 'warning' : 'success',
  });

  // 2. violations first when they stopped everything (they are the answer), otherwise after the notes
  const violationSection = (): ViewSection => ({
    title: t(locale, 'engine.render.violations-title'),
    description: fit(
      [
        ...r.violations.map((v) => `⛔ ${tm(locale, v)}${refs(v.rules, v.cites)}`),
        ...(fatal.length > 0 && !loop ? ['', t(locale, 'engine.render.violation-fatal')] : []),
      ],
      DESCRIPTION_MAX,
      (count) => t(locale, 'engine.render.more-steps', { count }),
    ),
    tone: 'error',
  });
  if (r.stopped) sections.push(violationSection());

  // 3. choices
  if (r.choices.length > 0) {
    const lines = r.choices.map((c) => {
      const tag = t(locale, c.assumed ? 'engine.render.assumed' : 'engine.render.given');
      const line = t(locale, 'engine.render.choice-line', { what: tm(locale, c.what), range: tm(locale, c.range), taken: tm(locale, c.taken) });
      return `• ${line} ${tag}${refs(c.rules, c.cites)}`;
    });
    if (compact) {
      // One embed on a phone: the choices ride under the outcome as a field.
      sections[0]!.fields!.push({ name: t(locale, 'engine.render.choices-title'), value: fit(lines, FIELD_MAX, (count) => t(locale, 'engine.render.more-steps', { count })) });
    } else {
      sections.push({
        title: t(locale, 'engine.render.choices-title'),
        description: fit(lines, DESCRIPTION_MAX, (count) => t(locale, 'engine.render.more-steps', { count })),
        tone: 'info',
      });
    }
  }

  // 4. the trace
  if (r.steps.length > 0 && options.steps !== false) {
    sections.push({
      title: t(locale, 'engine.render.steps-title'),
      description: fit(stepLines(r.steps, locale), DESCRIPTION_MAX, (count) => t(locale, 'engine.render.more-steps', { count })),
      tone: 'info',
    });
  }

  // 5. warnings and assumptions, then violations that did not stop resolution
  const notes = [
    ...r.warnings.map((w) => `⚠️ ${tm(locale, w)}${refs(w.rules, w.cites)}`),
    ...r.assumptions.map((a) => `ℹ️ ${tm(locale, a)}${refs(a.rules, a.cites)}`),
  ];
  if (notes.length > 0 && compact) {
    sections[0]!.fields!.push({ name: t(locale, 'engine.render.notes-title'), value: fit(notes, FIELD_MAX, (count) => t(locale, 'engine.render.more-steps', { count })) });
  } else if (notes.length > 0) {
    sections.push({
      title: t(locale, 'engine.render.notes-title'),
      description: fit(notes, DESCRIPTION_MAX, (count) => t(locale, 'engine.render.more-steps', { count })),
      tone: 'warning',
    });
  }
  if (!r.stopped && r.violations.length > 0) sections.push(violationSection());

  sections[sections.length - 1]!.footer = t(locale, 'engine.render.footer', { ruleset: rulesetLabel(result, locale) });
  return sections;
}

// ---------------------------------------------------------------------------------------------------------------
// parse errors

/** Display width of a character in a monospace code block (CJK and full-width forms take two cells). */
function isWide(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0x303e) ||
    (c >= 0x3041 && c <= 0x33ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xa000 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x1f300 && c <= 0x1faff) ||
    (c >= 0x20000 && c <= 0x3fffd)
  );
}

/** Spaces that line up under `text` (an ideographic space under each wide character, a tab under a tab). */
function padUnder(text: string): string {
  let out = '';
  for (const ch of text) out += ch === '\t' ? '\t' : isWide(ch) ? '\u3000' : ' ';
  return out;
}

function caretsUnder(text: string): string {
  let out = '';
  for (const ch of text) out += isWide(ch) ? '^^' : '^';
  return out || '^';
}

/** The source line with a caret under the error; long lines are shown as a window around the error. */
export function caretLines(text: string, e: { line: number; col: number; length: number }): [string, string] {
  const source = (text.split('\n')[e.line - 1] ?? '').replace(/\r$/, '');
  const start = Math.max(0, Math.min(e.col - 1, source.length));
  const end = Math.max(start, Math.min(start + e.length, source.length));
  const from = start > SOURCE_WINDOW / 2 ? start - Math.floor(SOURCE_WINDOW / 2) : 0;
  const to = Math.min(source.length, Math.max(end, from + SOURCE_WINDOW));
  const lead = from > 0 ? '…' : '';
  const shown = lead + source.slice(from, to) + (to < source.length ? '…' : '');
  const before = lead + source.slice(from, start);
  const marked = source.slice(start, end);
  return [shown, padUnder(before) + (marked ? caretsUnder(marked) : '^')];
}

/** Errors as a code block: position and message, the line, a caret, what was expected, a suggestion. */
export function renderParseErrors(text: string, errors: ParseError[], locale: Locale, place?: (line: number) => string | undefined): string {
  const safe = (s: string) => s.replace(/```/g, '`\u200b`\u200b`');
  const blocks = errors.slice(0, MAX_ERRORS_SHOWN).map((e) => {
    const [line, caret] = caretLines(text, e);
    const message = tm(locale, { key: e.key, params: e.params });
    const where = place?.(e.line);
    const out = [
      where ? t(locale, 'engine.render.error-in', { where, col: e.col, message }) : t(locale, 'engine.render.error-at', { line: e.line, col: e.col, message }),
      `  ${line}`,
      `  ${caret}`,
    ];
    if (e.expected) out.push(t(locale, 'engine.render.expected', { expected: tm(locale, e.expected) }));
    if (e.suggestion) out.push(t(locale, 'engine.render.did-you-mean', { suggestion: e.suggestion }));
    return out.join('\n');
  });
  if (errors.length > MAX_ERRORS_SHOWN) blocks.push(t(locale, 'engine.render.more-errors', { count: errors.length - MAX_ERRORS_SHOWN }));
  return '```\n' + safe(blocks.join('\n\n')) + '\n```';
}
