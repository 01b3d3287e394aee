/**
 * /ipg infraction:<name | abbreviation | number> [rel] and /mtr section:<number | name>: a section of the Infraction
 * Procedure Guide or the Magic Tournament Rules, as our summary, with the official text beside it when the document
 * has been imported (rulebot import mtg-ipg / mtg-mtr).
 *
 * Judging at Regular REL goes through /ipg rather than a third command: its fixes are organised by the same
 * situations as the IPG's infractions, so a judge looks up the infraction and says which REL the event runs at
 * (rel:regular gives the JAR's fix); the JAR's own headings ("serious problems") are found by name too.
 */
import type { PolicyPack } from '../rulings/official/policy-types.ts';
import { relCounterpart } from '../rulings/policy.ts';
import { findPolicySection, policySections, sectionNumber, shortTitle, type PolicyDocId, type PolicySection } from '../rulings/policy-lookup.ts';
import { RELS, type Entry, type Rel } from '../rulings/schema.ts';
import { localized } from '../rulings/search.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { t, type Locale } from './i18n.ts';
import { command } from './command.ts';
import { clip, formatEffectiveDate } from './render/official.ts';
import { entrySection } from './render/entry.ts';
import { errorView } from './error-view.ts';
import { truncate } from './render/text.ts';
import { relatedMenu } from './ruling.ts';
import { answerActions } from './actions.ts';
import type { Choice, ReplyView, ViewSection } from './types.ts';

const OFFICIAL_MAX = 3000;

/** Imported policy documents (bot/official-feature.ts puts them in services.extras). */
function pack(ctx: CommandContext, doc: PolicyDocId): PolicyPack | undefined {
  return ctx.services.policyPacks?.[doc];
}

function docName(lang: Locale, doc: PolicyDocId): string {
  return t(lang, `policy.documents.${doc}`);
}

/** The official text of one section, in English as published, with its edition. */
function officialSection(ctx: CommandContext, doc: PolicyDocId, number: string, lang: Locale): ViewSection | undefined {
  const p = pack(ctx, doc);
  const found = p?.sections.find((s) => s.number === number);
  if (!p || !found) return undefined;
  const ours = ctx.services.kb.sources.get(doc)?.date;
  const lines = [clip(found.text, OFFICIAL_MAX)];
  if (ours && ours !== p.effectiveDate) {
    lines.push('', t(lang, 'policy.edition_differs', { ours: formatEffectiveDate(lang, ours), theirs: formatEffectiveDate(lang, p.effectiveDate) }));
  }
  const prefix = ctx.services.kb.sources.get(doc)?.numbered === false ? '' : `${found.number} `;
  return {
    title: truncate(t(lang, 'policy.official_title', { document: docName(lang, doc), section: `${prefix}${found.title}` }), 256),
    description: lines.join('\n'),
    footer: t(lang, 'policy.official_footer', { document: docName(lang, doc), date: formatEffectiveDate(lang, p.effectiveDate), page: found.page }),
    tone: 'info',
  };
}

function suggestionsText(lang: Locale, suggestions: PolicySection[]): string {
  if (!suggestions.length) return '';
  const items = suggestions.map((s) => `\`${s.number}\` ${s.entry ? shortTitle(localized(s.entry.title, lang)) : s.title}`);
  return ` ${t(lang, 'policy.did_you_mean', { suggestions: new Intl.ListFormat(lang, { type: 'disjunction' }).format(items) })}`;
}

function sectionView(ctx: CommandContext, section: PolicySection, lang: Locale, ephemeral: boolean, rel: Rel | undefined, note?: string): ReplyView {
  const { kb } = ctx.services;
  let shown = section.entry;
  let general: Entry | undefined;
  if (shown?.rel && rel && !shown.rel.includes(rel)) {
    const other = relCounterpart(shown, kb);
    // No fix of its own at Regular REL: the summary, then the JAR's general approach.
    if (other?.rel?.includes(rel)) shown = other;
    else if (rel === 'regular') general = kb.byId.get('mtg.policy.jar.philosophy');
  }
  const sections: ViewSection[] = [];
  if (shown) sections.push(entrySection(kb, shown, lang));
  else {
    const url = kb.sources.get(section.doc)?.url ?? '';
    sections.push({
      title: truncate(`${docName(lang, section.doc)} ${section.number} — ${section.title}`, 256),
      description: t(lang, section.notCovered ? 'policy.not_covered' : 'policy.no_summary', { url }),
      tone: 'warning',
    });
  }
  if (general) {
    const s = entrySection(kb, general, lang);
    sections.push({ ...s, description: `${t(lang, 'policy.no_regular_fix')}\n\n${s.description}` });
  }
  if (note) sections[0] = { ...sections[0]!, description: `${note}\n\n${sections[0]!.description}` };
  // The official text of what is shown: the JAR's heading when rel: regular gave the JAR's entry.
  const cited = shown && shown !== section.entry ? shown.citations[0] : undefined;
  const official = cited?.rule ? officialSection(ctx, cited.source as PolicyDocId, cited.rule, lang) : officialSection(ctx, section.doc, section.number, lang);
  if (official) sections.push(official);
  const view: ReplyView = { locale: lang, ephemeral, sections };
  if (shown) {
    view.actions = answerActions('ruling', shown.id, lang, ephemeral);
    const menu = relatedMenu(ctx, shown.id, [], lang);
    if (menu) view.menu = menu;
  }
  return view;
}

/** Autocomplete rows: "2.1 MT — 誘発忘れ", matching the typed number, abbreviation or words of the name. */
function choices(ctx: CommandContext, docs: PolicyDocId[], value: string, lang: Locale): Choice[] {
  const typed = value.trim().toLowerCase();
  const number = sectionNumber(value);
  const rows = docs.flatMap((doc) =>
    policySections(ctx.services.kb, doc).map((s) => {
      const name = s.entry ? shortTitle(localized(s.entry.title, lang)) : s.title;
      const prefix = doc === 'mtg-jar' ? `${docName(lang, doc)} — ` : `${s.number}${s.abbreviations[0] ? ` ${s.abbreviations[0]}` : ''} — `;
      const label = `${prefix}${name}`;
      const value = doc === docs[0] ? s.number : `${doc === 'mtg-jar' ? 'jar' : doc}:${s.number}`;
      const haystack = [label, s.title, ...(s.entry ? [s.entry.title.en] : []), ...s.abbreviations].join(' ').toLowerCase();
      const rank = !typed ? 1 : number && s.number.startsWith(number) ? 0 : s.abbreviations.some((a) => a.toLowerCase() === typed) ? 0 : haystack.includes(typed) ? 2 : -1;
      return { rank, choice: { name: truncate(label, 100), value } };
    }),
  );
  const infractionsFirst = !typed && docs[0] === 'mtg-ipg';
  return rows
    .filter((r) => r.rank >= 0 && (!infractionsFirst || /^[234]\.\d$/.test(r.choice.value)))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 25)
    .map((r) => r.choice);
}

/** "jar:serious-problems", "mtg-mtr:4.2" (autocomplete values for another document's section). */
function prefixed(value: string): { doc: PolicyDocId; query: string } | undefined {
  const m = /^(jar|mtg-jar|mtg-ipg|mtg-mtr):(.+)$/.exec(value.trim());
  if (!m) return undefined;
  return { doc: (m[1] === 'jar' ? 'mtg-jar' : m[1]) as PolicyDocId, query: m[2]! };
}

/** A section of `doc` (or of the documents in `also`) as a reply; a private error with close sections when none fits. */
async function lookupReply(ctx: CommandContext, name: 'ipg' | 'mtr', doc: PolicyDocId, also: PolicyDocId[], query: string, rel: Rel | undefined, ephemeral: boolean): Promise<ReplyView> {
  const lang = replyLocale(ctx.invocation, ephemeral);
  const asker = ctx.invocation.userLocale;
  const q = query.trim();
  if (!q) return errorView(asker, t(asker, 'policy.empty', { command: name }));
  const explicit = prefixed(q);
  let firstMiss: ReturnType<typeof findPolicySection> | undefined;
  for (const d of explicit ? [explicit.doc] : [doc, ...also]) {
    const found = findPolicySection(ctx.services.kb, d, explicit?.query ?? q);
    if (found.status === 'found') {
      const note = found.match === 'abbreviation' && /^d\/dlp$/i.test(q) ? t(lang, 'policy.ddlp_note') : undefined;
      return sectionView(ctx, found.section, lang, ephemeral, rel, note);
    }
    firstMiss ??= found;
  }
  // The closest sections when some come near; otherwise what this command's sections look like.
  const hint = (firstMiss?.status === 'not-found' ? suggestionsText(asker, firstMiss.suggestions) : '') || ` ${t(asker, `policy.try.${name}`)}`;
  return errorView(asker, t(asker, 'policy.not_found', { document: docName(asker, doc), query: clip(q, 80) }) + hint);
}

export const ipgCommand = command({
  spec: {
    name: 'ipg',
    kind: 'slash',
    options: [
      { name: 'infraction', type: 'string', required: true, autocomplete: true, maxLength: 100 },
      { name: 'rel', type: 'string', choices: RELS.map((r) => ({ value: r, labelKey: `commands.rels.${r}` })) },
      { name: 'private', type: 'boolean' },
    ],
  },
  async run(ctx, options) {
    return lookupReply(ctx, 'ipg', 'mtg-ipg', ['mtg-jar'], options.infraction, options.rel, options.private === true);
  },
  async autocomplete(ctx, _focused, value) {
    return choices(ctx, ['mtg-ipg', 'mtg-jar'], value, ctx.invocation.userLocale);
  },
});

export const mtrCommand = command({
  spec: {
    name: 'mtr',
    kind: 'slash',
    options: [
      { name: 'section', type: 'string', required: true, autocomplete: true, maxLength: 100 },
      { name: 'private', type: 'boolean' },
    ],
  },
  async run(ctx, options) {
    return lookupReply(ctx, 'mtr', 'mtg-mtr', [], options.section, undefined, options.private === true);
  },
  async autocomplete(ctx, _focused, value) {
    return choices(ctx, ['mtg-mtr'], value, ctx.invocation.userLocale);
  },
});
