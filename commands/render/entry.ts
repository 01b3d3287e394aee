/** A knowledge-base entry as a reply section, in one language. */
import { t, type Locale } from '../i18n.ts';
import type { KnowledgeBase } from '../../rulings/kb.ts';
import { localized } from '../../rulings/search.ts';
import type { Citation, Entry } from '../../rulings/schema.ts';
import type { ViewField, ViewMenu, ViewSection } from '../types.ts';
import { truncate } from './text.ts';

/**
 * How a citation's rule reads: its number, or for a document without numbers (Judging at Regular REL) the title
 * of the section its anchor names.
 */
export function citationRef(kb: KnowledgeBase, c: Citation): string | undefined {
  const source = kb.sources.get(c.source);
  if (!c.rule || (source?.numbered !== false && /^\d/.test(c.rule))) return c.rule;
  return source?.sections?.find((s) => s.anchor === c.rule)?.title ?? c.rule;
}

export function formatCitation(kb: KnowledgeBase, c: Citation, lang: Locale): string {
  const source = kb.sources.get(c.source);
  const name = source ? localized(source.title, lang) : c.source;
  const rule = citationRef(kb, c);
  let text = rule
    ? t(lang, 'replies.citation.rule', { source: name, rule })
    : c.section
      ? t(lang, 'replies.citation.section', { source: name, section: c.section })
      : name;
  if (c.rule && c.section) text += ` — ${c.section}`;
  const version = c.version ?? source?.version;
  const date = c.date ?? source?.date;
  if (date) text += ` ${t(lang, 'replies.citation.date', { date })}`;
  // "CR 2025-02-07" after "(2025-02-07)" would say the date twice.
  if (version && (!date || !version.includes(date))) text += ` ${t(lang, 'replies.citation.version', { version })}`;
  return text;
}

/**
 * An entry as a select-menu option: its title, and under it where it comes from ("Comprehensive Rules 702.19b")
 * rather than its id, which only travels as the value.
 */
export function entryOption(kb: KnowledgeBase, id: string, lang: Locale): ViewMenu['options'][number] {
  const e = kb.byId.get(id)!;
  const first = e.citations[0];
  const where = first ? formatCitation(kb, first, lang) : '';
  return { label: truncate(localized(e.title, lang), 100), value: id, ...(where ? { description: truncate(where, 100) } : {}) };
}

/** Markdown link text must not close its own brackets. */
function linkText(text: string): string {
  return text.replace(/[[\]]/g, '');
}

/**
 * All of an entry's citations on one line, one item per document: its name (a link when the document has a
 * url), its rule numbers and sections, and its date or version once.
 */
export function sourcesLine(kb: KnowledgeBase, citations: readonly Citation[], lang: Locale): string {
  const groups = new Map<string, { refs: string[]; dates: Set<string> }>();
  for (const c of citations) {
    const g = groups.get(c.source) ?? { refs: [], dates: new Set<string>() };
    const rule = citationRef(kb, c);
    const ref = rule && c.section ? `${rule} — ${c.section}` : (rule ?? c.section);
    if (ref && !g.refs.includes(ref)) g.refs.push(ref);
    const source = kb.sources.get(c.source);
    const date = c.date ?? source?.date;
    const version = c.version ?? source?.version;
    const when = date ?? version;
    if (when) g.dates.add(when);
    groups.set(c.source, g);
  }
  const items = [...groups].map(([id, g]) => {
    const source = kb.sources.get(id);
    const name = source ? localized(source.title, lang) : id;
    const label = source?.url ? `[${linkText(name)}](${source.url})` : name;
    const refs = g.refs.length ? ` ${g.refs.join(t(lang, 'ux.list_sep'))}` : '';
    const dates = g.dates.size ? ` ${t(lang, 'replies.citation.date', { date: [...g.dates].join(', ') })}` : '';
    return `${label}${refs}${dates}`;
  });
  return items.join(' · ');
}

const LIST_ITEM = /^\s*([-*•・]|\d+[.)]|[①-⑳])\s*/;
const CJK_END = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]$/;
const CJK_START = /^[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/**
 * Answers are written as YAML blocks, wrapped by hand; Discord and phones wrap on their own, so single line
 * breaks inside a paragraph are joined (without a space between Japanese characters). Blank lines and list
 * items stay as written.
 */
export function reflow(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph.split('\n').reduce((acc, raw) => {
        const line = raw.trim();
        if (!acc) return line;
        if (LIST_ITEM.test(line)) return `${acc}\n${line}`;
        return CJK_END.test(acc) && CJK_START.test(line) ? acc + line : `${acc} ${line}`;
      }, ''),
    )
    .join('\n\n');
}

/**
 * A knowledge-base entry, compact for a phone: the answer, then one line of sources (links where the document has
 * one). Related entries are not listed here: the reply offers them in a select menu (relatedMenu).
 */
export function entrySection(kb: KnowledgeBase, e: Entry, lang: Locale): ViewSection {
  const lines: string[] = [];
  const fields: ViewField[] = [];
  if (e.status === 'superseded' && e.superseded_by) {
    const now = kb.byId.get(e.superseded_by);
    lines.push(t(lang, 'replies.ruling.superseded_banner', { title: now ? localized(now.title, lang) : e.superseded_by, id: e.superseded_by }), '');
  } else if (e.status === 'errata') {
    lines.push(t(lang, 'replies.ruling.errata_banner'), '');
  }
  lines.push(reflow(localized(e.answer, lang)));
  if (e.changes) fields.push({ name: t(lang, 'replies.ruling.what_changed'), value: reflow(localized(e.changes, lang)) });
  const cards = (e.cards ?? []).map((c) => c[lang] ?? c.en ?? c.ja ?? c.fr).filter(Boolean);
  if (cards.length) fields.push({ name: t(lang, 'replies.ruling.cards'), value: cards.join(', '), inline: true });
  // Its own field, not the end of the description: a long answer is shortened from its end, the sources never.
  fields.push({ name: t(lang, 'replies.ruling.citations'), value: sourcesLine(kb, e.citations, lang) });
  return {
    title: localized(e.title, lang),
    description: lines.join('\n'),
    fields,
    footer: t(lang, 'replies.ruling.footer', { game: t(lang, `commands.games.${e.game}`), id: e.id, version: kb.version }),
    tone: e.status === 'superseded' ? 'historical' : 'info',
    ref: e.id,
  };
}

/** Ids worth offering after an answer: other matches first, then the entry's related ones, none twice. */
export function relatedIds(kb: KnowledgeBase, top: string, others: readonly string[]): string[] {
  const related = kb.byId.get(top)?.related ?? [];
  const out: string[] = [];
  for (const id of [...others, ...related]) if (id !== top && !out.includes(id) && kb.byId.has(id)) out.push(id);
  return out.slice(0, 25);
}
