/**
 * A card as a reply section: name (in the reader's language, English beside it), type line, mana cost, oracle
 * text, stats, keywords, each face of a multi-face card, official rulings with dates, and the knowledge-base
 * entries about it. Sized for Discord: description ≤ 4096, fields ≤ 1024 each, the whole embed well under 6000.
 */
import { cardName } from '../../rulings/cards/lookup.ts';
import type { Card, CardFace, CardRuling } from '../../rulings/cards/types.ts';
import type { Entry } from '../../rulings/schema.ts';
import { localized } from '../../rulings/search.ts';
import { t, type Locale } from '../i18n.ts';
import type { ViewField, ViewSection } from '../types.ts';

const FIELD_MAX = 1024;
/** Room for rulings: the whole embed must stay under 6000 characters. */
const RULINGS_BUDGET = 2400;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function stats(face: CardFace, lang: Locale): string[] {
  const out: string[] = [];
  const line = (label: string, value: string) => t(lang, 'card.reply.stat-line', { label: t(lang, `card.reply.${label}`), value: value.replace(/\*/g, '\\*') });
  if (face.power !== undefined || face.toughness !== undefined) out.push(line('stats', `${face.power ?? '?'}/${face.toughness ?? '?'}`));
  if (face.loyalty !== undefined) out.push(line('loyalty', face.loyalty));
  if (face.defense !== undefined) out.push(line('defense', face.defense));
  return out;
}

/** Type line, mana cost, text and stats of one face. */
function faceText(face: CardFace, lang: Locale, withText = true): string {
  const lines = [face.mana ? `${face.type} — ${face.mana}` : face.type];
  if (withText && face.text) lines.push('', face.text);
  const s = stats(face, lang);
  if (s.length) lines.push('', s.join(' · '));
  return lines.join('\n');
}

function rulingLine(r: CardRuling, lang: Locale): string {
  const label = r.source === 'wotc' ? t(lang, 'card.reply.ruling-official') : t(lang, 'card.reply.ruling-scryfall');
  return `**${r.date}** (${label}) ${r.text}`;
}

/** Rulings in fields of at most 1024 characters, oldest first, within a total budget; the rest counted. */
function rulingFields(rulings: CardRuling[], lang: Locale): ViewField[] {
  const fields: ViewField[] = [];
  let current: string[] = [];
  let used = 0;
  let shown = 0;
  const flush = () => {
    if (!current.length) return;
    fields.push({ name: t(lang, fields.length ? 'card.reply.rulings-more' : 'card.reply.rulings'), value: current.join('\n') });
    current = [];
  };
  for (const r of rulings) {
    const line = clip(rulingLine(r, lang), 600);
    if (used + line.length > RULINGS_BUDGET) break;
    if (current.join('\n').length + line.length + 1 > FIELD_MAX) flush();
    current.push(line);
    used += line.length;
    shown++;
  }
  flush();
  const rest = rulings.length - shown;
  if (rest > 0) {
    const more = t(lang, 'card.reply.more-rulings', { count: rest });
    const last = fields.at(-1);
    if (last && last.value.length + more.length + 1 <= FIELD_MAX) last.value += `\n${more}`;
    else fields.push({ name: t(lang, 'card.reply.rulings-more'), value: more });
  }
  return fields;
}

export function cardSection(card: Card, lang: Locale, entries: Entry[], footer: string): ViewSection {
  const local = cardName(card, lang);
  const title = local === card.name ? card.name : `${local} (${card.name})`;
  const multi = card.faces && card.faces.length > 1;
  const lines: string[] = [];
  if (multi) lines.push(card.type);
  else lines.push(faceText(card, lang, false));
  if (!multi && card.text) lines.push('', `__${t(lang, lang === 'en' ? 'card.reply.oracle' : 'card.reply.oracle-english')}__`, card.text);
  const fields: ViewField[] = [];
  if (multi) {
    card.faces!.forEach((f, i) => {
      const name = lang !== 'en' && f.names?.[lang] ? `${f.names[lang]} (${f.name})` : f.name;
      fields.push({ name: clip(t(lang, 'card.reply.face', { n: i + 1, name }), 256), value: clip(faceText(f, lang), FIELD_MAX) });
    });
  }
  if (card.keywords?.length) fields.push({ name: t(lang, 'card.reply.keywords'), value: clip(card.keywords.join(', '), FIELD_MAX), inline: true });
  if (card.rulings?.length) fields.push(...rulingFields(card.rulings, lang));
  else fields.push({ name: t(lang, 'card.reply.rulings'), value: t(lang, 'card.reply.no-rulings') });
  if (entries.length) {
    fields.push({
      name: t(lang, 'card.reply.kb'),
      value: clip(entries.map((e) => `\`${e.id}\` ${localized(e.title, lang)}`).join('\n'), FIELD_MAX),
    });
  }
  const section: ViewSection = {
    title: clip(title, 256),
    description: clip(lines.join('\n'), 3000),
    fields: fields.slice(0, 25),
    footer,
    tone: 'info',
  };
  if (card.uri) section.url = card.uri;
  return section;
}
