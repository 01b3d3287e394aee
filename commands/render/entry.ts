/** A knowledge-base entry as a reply section, in one language. */
import { t, type Locale } from '../i18n.ts';
import type { KnowledgeBase } from '../../rulings/kb.ts';
import { localized } from '../../rulings/search.ts';
import type { Citation, Entry } from '../../rulings/schema.ts';
import type { ViewField, ViewSection } from '../types.ts';

export function formatCitation(kb: KnowledgeBase, c: Citation, lang: Locale): string {
  const source = kb.sources.get(c.source);
  const name = source ? localized(source.title, lang) : c.source;
  let text = c.rule
    ? t(lang, 'replies.citation.rule', { source: name, rule: c.rule })
    : c.section
      ? t(lang, 'replies.citation.section', { source: name, section: c.section })
      : name;
  if (c.rule && c.section) text += ` — ${c.section}`;
  const version = c.version ?? source?.version;
  const date = c.date ?? source?.date;
  if (date) text += ` ${t(lang, 'replies.citation.date', { date })}`;
  if (version && version !== date) text += ` ${t(lang, 'replies.citation.version', { version })}`;
  return text;
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
  fields.push({
    name: t(lang, 'replies.ruling.citations'),
    value: e.citations.map((c) => `• ${formatCitation(kb, c, lang)}`).join('\n'),
  });
  const cards = (e.cards ?? []).map((c) => c[lang] ?? c.en ?? c.ja ?? c.fr).filter(Boolean);
  if (cards.length) fields.push({ name: t(lang, 'replies.ruling.cards'), value: cards.join(', '), inline: true });
  if (e.related?.length) {
    fields.push({
      name: t(lang, 'replies.ruling.related'),
      value: e.related.map((id) => {
        const r = kb.byId.get(id);
        return r ? `\`${id}\` ${localized(r.title, lang)}` : `\`${id}\``;
      }).join('\n'),
    });
  }
  return {
    title: localized(e.title, lang),
    description: lines.join('\n'),
    fields,
    footer: t(lang, 'replies.ruling.footer', { game: t(lang, `commands.games.${e.game}`), id: e.id, version: kb.version }),
    tone: e.status === 'superseded' ? 'historical' : 'info',
  };
}
