/**
 * Official rules paragraphs and glossary entries as reply sections. The rules text stays in English (it is the
 * official text); labels, the effective-date footer and messages come from commands/locales/<lang>/official.yaml.
 *
 * Judges read these on phones: the paragraph first, its examples after, subrules as one short line each (only when
 * asked, or when the paragraph is just a name like "702.19. Trample"). Sizes stay inside Discord's embed limits
 * (description 4096, field 1024, 6000 per message).
 */
import type { OfficialRules } from '../context.ts';
import { t, type Locale } from '../i18n.ts';
import type { ViewField, ViewSection } from '../types.ts';
import type { Game } from '../../rulings/games.ts';
import {
  childrenOf,
  contextTitle,
  defineTerm,
  gameOfNumber,
  getParagraph,
  isRuleNumber,
  isTitleOnly,
  lookupRule,
  packForNumber,
  resolveCitation,
  suggestNumbers,
  suggestTerms,
  type LookupOptions,
  type RuleLookup,
  type TermLookup,
} from '../../rulings/official/lookup.ts';
import { PACKS, schemeOf, type PackId, type Paragraph, type RulesPack } from '../../rulings/official/types.ts';

const MESSAGE_BUDGET = 5800;
const DESCRIPTION_MAX = 3000;
const FIELD_MAX = 1024;
const TITLE_MAX = 256;
const SUBRULE_LINE_MAX = 140;

/** Cut at a word boundary with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** "February 7, 2025" / "2025年2月7日" / "7 février 2025". */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
export function formatEffectiveDate(locale: Locale, iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(date);
}

/** "702.19, 702.19g or 702.19a" in the reader's language. */
function orList(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(items.map((i) => `\`${i}\``));
}

/** The document's name in the reader's language: "Comprehensive Rules", "Riftbound Core Rules". */
export function documentName(locale: Locale, id: PackId): string {
  return PACKS[id].name[locale];
}

function footer(locale: Locale, id: PackId, date: string): string {
  return t(locale, 'official.footer', { date: formatEffectiveDate(locale, date), document: documentName(locale, id) });
}

function size(s: ViewSection): number {
  return s.title.length + s.description.length + (s.footer?.length ?? 0) + (s.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
}

/**
 * The "not available yet" reply: what players can do meanwhile. For Magic it promises a download only when this
 * process makes one (`fetches`: the Discord bot's daily update); the console and the CLI say how the rules get there
 * instead. Riftbound's Core Rules are never fetched: the reply says what /ruling offers meanwhile.
 */
export function renderNoPack(locale: Locale, game: Game = 'mtg', fetches = false): ViewSection[] {
  const body = game === 'rb' ? 'official.no_pack.body_rb' : fetches ? 'official.no_pack.body' : 'official.no_pack.body_manual';
  return [{ title: t(locale, 'official.no_pack.title'), description: t(locale, body), tone: 'warning' }];
}

/** One short line per subrule, as many as `budget` allows, then "… and N more". */
function compactList(locale: Locale, items: Paragraph[], budget: number): string {
  const lines: string[] = [];
  let used = 0;
  for (let i = 0; i < items.length; i++) {
    const p = items[i]!;
    const line = `**${p.number}** ${clip(p.text.replace(/\s*\n\s*/g, ' '), SUBRULE_LINE_MAX)}${p.examples.length ? ' 📎' : ''}`;
    const more = t(locale, 'official.label.more', { count: items.length - i });
    if (used + line.length + 1 + more.length + 1 > budget) {
      lines.push(more);
      break;
    }
    lines.push(line);
    used += line.length + 1;
  }
  return lines.join('\n');
}

function exampleFields(locale: Locale, examples: string[], budget: number): ViewField[] {
  const fields: ViewField[] = [];
  let used = 0;
  examples.forEach((e, i) => {
    const name = examples.length > 1 ? t(locale, 'official.label.example_n', { n: i + 1 }) : t(locale, 'official.label.example');
    const value = clip(e, Math.min(FIELD_MAX, Math.max(0, budget - used - name.length)));
    if (value.length < 40) return;
    fields.push({ name, value });
    used += name.length + value.length;
  });
  return fields;
}

/** A rule look-up (found, not found, not a number) as sections. */
export function renderRuleLookup(locale: Locale, lookup: RuleLookup): ViewSection[] {
  if (lookup.status === 'invalid') {
    return [{ title: t(locale, 'official.rule.invalid_title'), description: t(locale, 'official.rule.invalid', { query: lookup.query }), tone: 'error' }];
  }
  if (lookup.status === 'not-found') {
    return [
      {
        title: t(locale, 'official.rule.not_found_title', { number: lookup.number }),
        description: ruleNotFound(locale, lookup),
        footer: footer(locale, lookup.packId, lookup.effectiveDate),
        tone: 'warning',
      },
    ];
  }

  const p = lookup.paragraph;
  const context = lookup.context && lookup.context !== p.text ? lookup.context : p.text;
  const titleOnly = isTitleOnly(p);
  const main: ViewSection = {
    title: clip(t(locale, 'official.rule.title', { number: p.number, context }), TITLE_MAX),
    description: '',
    footer: footer(locale, lookup.packId, lookup.effectiveDate),
    tone: 'info',
  };
  const sections: ViewSection[] = [main];
  if (titleOnly) {
    // "702.19. Trample": the substance is in the subrules, so they are the answer.
    main.description = compactList(locale, lookup.subrules, 4000);
  } else {
    main.description = clip(p.text, DESCRIPTION_MAX);
  }
  const fields = exampleFields(locale, lookup.examples, MESSAGE_BUDGET - size(main) - 600);
  if (!titleOnly && lookup.subruleCount > 0 && lookup.subrules.length === 0) {
    fields.push({ name: t(locale, 'official.label.subrules', { number: p.number, count: lookup.subruleCount }), value: t(locale, 'official.label.subrules_hint') });
  }
  if (fields.length) main.fields = fields;
  if (!titleOnly && lookup.subrules.length > 0) {
    const title = t(locale, 'official.label.subrules', { number: p.number, count: lookup.subruleCount });
    const budget = Math.min(4000, MESSAGE_BUDGET - size(main) - title.length);
    if (budget > 200) sections.push({ title, description: compactList(locale, lookup.subrules, budget), tone: 'info' });
  }
  return sections;
}

/** "The Comprehensive Rules effective … have no rule 702.19z. Did you mean 702.19g?" */
function ruleNotFound(locale: Locale, lookup: Extract<RuleLookup, { status: 'not-found' }>): string {
  const date = formatEffectiveDate(locale, lookup.effectiveDate);
  let description = t(locale, 'official.rule.not_found', { number: lookup.number, date, document: documentName(locale, lookup.packId) });
  if (lookup.suggestions.length) description += `\n${t(locale, 'official.did_you_mean', { suggestions: orList(locale, lookup.suggestions) })}`;
  return description;
}

/** `/rule 702.19b`: the paragraph, or the "not imported" reply when there is no pack. */
export function renderRule(locale: Locale, pack: RulesPack | undefined, query: string, options: LookupOptions = {}): ViewSection[] {
  if (!pack) return renderNoPack(locale);
  return renderRuleLookup(locale, lookupRule(pack, query, options));
}

/** What a referenced paragraph says: its text, or (for a bare name like "Trample") its first subrule. */
function referenceValue(pack: RulesPack, p: Paragraph): string {
  if (!isTitleOnly(p)) return clip(p.text, 400);
  const first = childrenOf(pack, p.number)[0];
  return first ? `**${first.number}** ${clip(first.text, 380)}` : p.text;
}

/** A glossary look-up as sections. */
export function renderTermLookup(locale: Locale, pack: RulesPack, lookup: TermLookup): ViewSection[] {
  if (lookup.status === 'not-found') {
    const date = formatEffectiveDate(locale, lookup.effectiveDate);
    let description = t(locale, 'official.define.not_found', { query: lookup.query, date, document: documentName(locale, lookup.packId) });
    if (lookup.suggestions.length) description += `\n${t(locale, 'official.did_you_mean', { suggestions: orList(locale, lookup.suggestions) })}`;
    return [{ title: t(locale, 'official.define.not_found_title'), description, footer: footer(locale, lookup.packId, lookup.effectiveDate), tone: 'warning' }];
  }
  const g = lookup.term;
  const lines: string[] = [];
  if (lookup.via) lines.push(`_${t(locale, 'official.label.via', { term: lookup.via.term })}_`);
  if (g.obsolete) lines.push(`_${t(locale, 'official.label.obsolete')}_`);
  if (lines.length) lines.push('');
  lines.push(clip(g.definition, DESCRIPTION_MAX));
  const fields: ViewField[] = lookup.rules.slice(0, 3).map((p) => ({
    name: clip(`${p.number} ${contextTitle(pack, p) || p.text}`, TITLE_MAX),
    value: referenceValue(pack, p),
  }));
  return [
    {
      title: clip(t(locale, 'official.define.title', { term: g.term }), TITLE_MAX),
      description: lines.join('\n'),
      ...(fields.length ? { fields } : {}),
      footer: footer(locale, lookup.packId, lookup.effectiveDate),
      tone: 'info',
    },
  ];
}

/** `/define trample`. */
export function renderDefinition(locale: Locale, pack: RulesPack | undefined, query: string): ViewSection[] {
  if (!pack) return renderNoPack(locale);
  return renderTermLookup(locale, pack, defineTerm(pack, query));
}

/**
 * An engine or knowledge-base citation as a field: the paragraph text, or a localized "missing from the imported
 * rules" marker when the cited number is stale.
 */
export function renderCitationField(locale: Locale, pack: RulesPack, ruleNumber: string): ViewField {
  const c = resolveCitation(pack, ruleNumber);
  if (c.status === 'missing') {
    return {
      name: `⚠️ ${c.number}`,
      value: t(locale, 'official.citation.missing', { number: c.number, date: formatEffectiveDate(locale, c.effectiveDate), document: documentName(locale, c.packId) }),
    };
  }
  return { name: clip(`${c.number} ${c.context}`.trim(), TITLE_MAX), value: clip(c.text, FIELD_MAX) };
}

/**
 * The commands/context.ts hook: register with `services.official = officialRules(packs)`, every imported
 * document at once. A number goes to the pack of the game asked for, else of the game its shape tells
 * (rulings/official/lookup.ts, packForNumber); terms go to the packs that have a glossary.
 */
export function officialRules(input: RulesPack | RulesPack[]): OfficialRules {
  const packs = Array.isArray(input) ? input : [input];
  const glossaries = packs.filter((p) => p.glossary.length > 0);
  const rulesGames = [...new Set(packs.filter((p) => PACKS[p.id].kind === 'rules').map((p) => p.game))];
  return {
    pack: packs.find((p) => p.id === 'mtg-cr'),
    packs,
    games: rulesGames,
    rule(number, lang, subrules, game) {
      const pack = packForNumber(packs, number, game);
      if (!pack) return undefined;
      const lookup = lookupRule(pack, number, { subrules });
      return lookup.status === 'found' ? renderRuleLookup(lang, lookup) : undefined;
    },
    missing(number, lang, game) {
      const pack = packForNumber(packs, number, game);
      if (!pack) return undefined;
      const lookup = lookupRule(pack, number);
      return lookup.status === 'not-found' ? ruleNotFound(lang, lookup) : undefined;
    },
    define(term, lang) {
      for (const pack of glossaries) {
        const lookup = defineTerm(pack, term);
        if (lookup.status === 'found') return renderTermLookup(lang, pack, lookup);
      }
      return undefined;
    },
    suggest(query, game) {
      if (isRuleNumber(query)) {
        const pack = packForNumber(packs, query, game);
        const number = pack ? schemeOf(pack).normalize(query) : undefined;
        return pack && number !== undefined ? suggestNumbers(pack, number, 1)[0] : undefined;
      }
      for (const pack of glossaries) {
        const near = suggestTerms(pack, query, 1)[0];
        if (near) return near;
      }
      return undefined;
    },
    complete(prefix, game, limit = 25) {
      return completeNumbers(packs, prefix, game, limit);
    },
  };
}

/**
 * Autocomplete for `/rule`: the paragraphs whose number starts with what was typed ("103.2" → 103.2, 103.2.a,
 * 103.2.b…), in document order, each labelled with its context or text. The game chosen (or told by the shape of
 * the number) picks the document; without one, every rules document imported contributes.
 */
export function completeNumbers(packs: RulesPack[], prefix: string, game: Game | undefined, limit = 25): Array<{ name: string; value: string }> {
  const typed = prefix.normalize('NFKC').trim().toLowerCase().replace(/,/g, '.');
  if (!/^\d/.test(typed)) return [];
  const wanted = game ?? gameOfNumber(typed);
  const several = packs.filter((p) => PACKS[p.id].kind === 'rules').length > 1;
  const out: Array<{ name: string; value: string }> = [];
  for (const pack of packs) {
    if (PACKS[pack.id].kind !== 'rules' || (wanted && pack.game !== wanted)) continue;
    const scheme = schemeOf(pack);
    // "103.2b" typed for a dotted number still finds 103.2.b.
    const start = scheme.normalize(typed) ?? typed.replace(/\.$/, '');
    const exact = getParagraph(pack, start);
    const matches = pack.paragraphs.filter((p) => p.kind !== 'section' && (p.number.startsWith(start) || p === exact));
    for (const p of matches.slice(0, limit)) {
      const label = isTitleOnly(p) ? p.text : `${contextTitle(pack, p) ? `${contextTitle(pack, p)}: ` : ''}${p.text}`;
      // Without a game, the pick names its game ("rb 103.2") so it opens in the right document.
      out.push({ name: clip(`${p.number} — ${label.replace(/\s*\n\s*/g, ' ')}`, 100), value: wanted || !several ? p.number : `${pack.game} ${p.number}` });
    }
  }
  return out.slice(0, limit);
}
