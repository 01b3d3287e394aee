/** A pin as reply text: the "📌 Canonical answer for this server" section, and one-line summaries for /pin list. */
import { checkScenario } from '../engine/index.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import { localized } from '../rulings/search.ts';
import type { Pin } from '../store/types.ts';
import { t, type Locale } from './i18n.ts';
import { STALE_REASONS, type Assessment, type ScenarioChecker } from './pin-verify.ts';
import { reflow, sourcesLine } from './render/entry.ts';
import { tm } from './render/resolution.ts';
import type { ViewField, ViewSection } from './types.ts';

const DESCRIPTION_MAX = 3500;

export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** Backticks inside inline code would end it early. */
function code(text: string): string {
  return `\`${text.replace(/`/g, 'ˋ')}\``;
}

export function reasonText(lang: Locale, reason: string | null): string {
  return (STALE_REASONS as readonly string[]).includes(reason ?? '') ? t(lang, `pins.reasons.${reason}`) : t(lang, 'pins.reasons.unknown');
}

export function pinDate(pin: Pick<Pin, 'createdAt'>): string {
  return pin.createdAt.slice(0, 10);
}

/** The banner shown above /ruling and /check answers (and as the preview after /pin add). */
export function pinSection(kb: KnowledgeBase, pin: Pin, lang: Locale, verdict: Assessment, check: ScenarioChecker = checkScenario): ViewSection {
  const lines: string[] = [t(lang, 'pins.banner.topic', { topic: pin.topic })];
  if (verdict.stale) lines.push('', t(lang, 'pins.banner.stale', { reason: reasonText(lang, verdict.reason) }));
  lines.push('');
  const fields: ViewField[] = [];
  const { target } = pin;
  let ref: string | undefined;
  if (target.kind === 'entry') {
    ref = target.entryId;
    const entry = kb.byId.get(target.entryId);
    if (entry) {
      lines.push(`**${localized(entry.title, lang)}** · ${code(entry.id)}`, reflow(localized(entry.answer, lang)));
      fields.push({ name: t(lang, 'replies.ruling.citations'), value: sourcesLine(kb, entry.citations, lang) });
    } else {
      lines.push(t(lang, 'pins.banner.entry_missing', { id: target.entryId }));
    }
  } else if (target.kind === 'scenario') {
    const result = check(target.scenario);
    if (result.ok) {
      ref = result.canonical;
      lines.push(...result.resolution.outcome.map((m) => `• ${tm(lang, m)}`));
      fields.push({ name: t(lang, 'pins.banner.scenario'), value: shorten(code(result.canonical), 1000) });
    } else {
      lines.push(t(lang, 'pins.banner.scenario_invalid'));
      fields.push({ name: t(lang, 'pins.banner.scenario'), value: shorten(code(target.scenario), 1000) });
    }
  } else {
    lines.push(target.text.trim());
    if (target.lang !== lang) lines.push('', t(lang, 'pins.banner.written_in', { language: t(lang, `pins.languages.${target.lang}`) }));
  }
  if (pin.note) fields.push({ name: t(lang, 'pins.banner.note'), value: shorten(pin.note, 1000) });
  let description = lines.join('\n').trim();
  if (description.length > DESCRIPTION_MAX) description = `${description.slice(0, DESCRIPTION_MAX - 1)}…`;
  return {
    title: t(lang, 'pins.banner.title'),
    description,
    fields,
    footer: t(lang, 'pins.banner.footer', { name: pin.createdBy.displayName, date: pinDate(pin), id: pin.id }),
    tone: 'pinned',
    ...(ref ? { ref } : {}),
  };
}

/** What a pin answers with, in one short line. */
export function targetSummary(kb: KnowledgeBase, pin: Pin, lang: Locale): string {
  const { target } = pin;
  if (target.kind === 'entry') {
    const entry = kb.byId.get(target.entryId);
    return t(lang, 'pins.list.target_entry', { id: target.entryId, title: entry ? shorten(localized(entry.title, lang), 80) : '—' });
  }
  if (target.kind === 'scenario') return t(lang, 'pins.list.target_scenario', { scenario: shorten(target.scenario.replace(/`/g, 'ˋ'), 80) });
  return t(lang, 'pins.list.target_text', { text: shorten(target.text, 80) });
}

/** One /pin list line. */
export function listLine(kb: KnowledgeBase, pin: Pin, lang: Locale, verdict: Assessment): string {
  const head = `• ${code(pin.id)} **${shorten(pin.topic, 100)}** → ${targetSummary(kb, pin, lang)}`;
  const by = t(lang, 'pins.list.by', { name: pin.createdBy.displayName, date: pinDate(pin) });
  const stale = verdict.stale ? `\n  ${t(lang, 'pins.list.stale_mark', { reason: reasonText(lang, verdict.reason) })}` : '';
  return `${head} · ${by}${stale}`;
}
