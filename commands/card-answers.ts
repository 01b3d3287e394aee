/**
 * Official card rulings as an answer source for /ruling and `rulebot ask`. The question's analysis names the cards
 * (rulings/analyse/cards.ts: any language, the full name: "Karn Liberated" is not "Karn, Silver Golem"); each is
 * fetched (the imported table, else Scryfall), its official rulings ranked by the question (rulings/cards/
 * card-rulings.ts), and the ones that bear on it shown with their dates, the card's Oracle text one button away,
 * and the knowledge-base entries for the keywords its text uses.
 *
 * Trust first: a ruling answers only when it holds most of what the question asks (not just the card's name), and
 * it goes before the knowledge base's answer only when it covers clearly more of the question; otherwise the
 * knowledge base answers and the rulings follow it, or, when neither answers, the reply stays "no ruling found"
 * and offers the cards' rulings one tap away.
 */
import { comparableTerms, rankRulings, rulingId, type RankedRuling, type RulingReader } from '../rulings/cards/card-rulings.ts';
import { entriesForKeywords, entriesMentioning } from '../rulings/cards/kb-links.ts';
import { ScryfallError } from '../rulings/cards/live.ts';
import { cardName } from '../rulings/cards/lookup.ts';
import type { Card, CardRuling } from '../rulings/cards/types.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import type { Entry } from '../rulings/schema.ts';
import type { RulingsSearch, SearchResult } from '../rulings/search.ts';
import type { CardMention } from '../rulings/analyse/cards.ts';
import { CONCEPT_PREFIX } from '../rulings/analyse/lexicon.ts';
import type { QuestionAnalysis } from '../rulings/analyse/question.ts';
import { tokenize } from '../rulings/tokenize.ts';
import { liveFailure } from './card.ts';
import { cardSource } from './card-names.ts';
import type { CommandContext } from './context.ts';
import { customId } from './custom-id.ts';
import { LOCALES, t, type Locale } from './i18n.ts';
import { entryOption } from './render/entry.ts';
import type { ReplyView, ViewAction, ViewMenu, ViewSection } from './types.ts';

/** A ruling bears on the question when it holds at least this share of it (rarity-weighted)… */
export const RULING_MIN = 0.5;
/** …through at least this many of its terms (one shared word or concept is a coincidence, not an answer)… */
export const RULING_MIN_TERMS = 2;
/** …and goes before a knowledge-base answer only when it covers this much more of the question. */
export const RULING_LEAD = 0.2;
/** Below the bar, rulings still holding this much are offered as the closest ones, never as the answer. */
export const RULING_CLOSEST = 0.2;
/** Cards looked at per question, and rulings shown per card. */
const MAX_CARDS = 3;
const MAX_SHOWN = 3;
/** Give up on Scryfall after this long: the answer from the knowledge base should not wait longer. */
const FETCH_BUDGET_MS = 4000;

export interface CardInQuestion {
  card: Card;
  /** The name as the question wrote it. */
  written: string;
  /** Its official rulings that bear on the question, best first. */
  relevant: RankedRuling[];
  /** Its other rulings sharing something specific with the question, best first (offered, never the answer). */
  near: RankedRuling[];
  /** Knowledge-base entries about the card and the keywords its text uses. */
  entries: Entry[];
}

export interface CardAnswers {
  cards: CardInQuestion[];
  /** Cards named but not available (Scryfall unreachable…), with a message in the reply language. */
  missing: Array<{ name: string; message: string }>;
  /** The best card ruling answers before the knowledge base's first hit (or instead of "no ruling found"). */
  leads: boolean;
}

/**
 * The question's terms to compare rulings with: its words and concepts. The cards' names are neither (the words
 * of a card an entry is about stay words for the search; a ruling need not repeat its card's name).
 */
function questionTerms(analysis: QuestionAnalysis): string[] {
  const names = new Set(analysis.cards.flatMap((m) => tokenize(`${m.text} ${m.name ?? ''}`)));
  return [...analysis.words.filter((w) => !names.has(w)), ...analysis.concepts.map((c) => `${CONCEPT_PREFIX}${c}`)];
}

/** How the search reads a ruling. */
export function rulingReader(search: RulingsSearch): RulingReader {
  return {
    terms: (text) => search.textTerms(text),
    weight: (term) => search.termWeight(term),
    isConcept: (term) => term.startsWith(CONCEPT_PREFIX),
    isTopic: (term) => search.isTopicTerm(term),
  };
}

function withBudget<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The cards a question names, with their rulings ranked by it. `lang` is the reply's language (for messages). */
export async function cardAnswers(ctx: CommandContext, result: SearchResult, lang: Locale): Promise<CardAnswers> {
  const none: CardAnswers = { cards: [], missing: [], leads: false };
  const source = cardSource(ctx);
  // Card rulings are Magic's: a question the search put in another game is not about them.
  if (!source || (result.game && result.game !== 'mtg')) return none;
  const analysis = result.analysis;
  if (!analysis) return none;
  // Cards the card data named (or a Japanese bracketed name); a run of capitals alone may be anything.
  const mentions = analysis.cards.filter((m) => m.name || m.via === 'brackets');
  const seen = new Set<string>();
  const wanted: CardMention[] = [];
  for (const m of mentions) {
    const key = (m.name ?? m.text).toLowerCase();
    if (seen.has(key) || wanted.length >= MAX_CARDS) continue;
    seen.add(key);
    wanted.push(m);
  }
  if (!wanted.length) return none;
  const english = result.lang === 'en';
  const reader = rulingReader(ctx.services.search);
  const terms = comparableTerms(questionTerms(analysis), english, reader);
  const out: CardAnswers = { cards: [], missing: [], leads: false };
  const found = await Promise.all(
    wanted.map(async (m) => {
      const name = m.name ?? m.text;
      try {
        const match = await withBudget(source.find(name), FETCH_BUDGET_MS);
        if (match === 'late') return { m, error: t(lang, 'card.answer.late', { name }) };
        return { m, match };
      } catch (error) {
        if (error instanceof ScryfallError) return { m, error: liveFailure(error, source.status().table !== undefined, lang, name) };
        throw error;
      }
    }),
  );
  for (const f of found) {
    if ('error' in f) {
      out.missing.push({ name: f.m.name ?? f.m.text, message: f.error! });
      continue;
    }
    if (!f.match) continue;
    const card = f.match.card;
    if (out.cards.some((c) => c.card.name === card.name)) continue;
    const ranked = rankRulings(card, terms, reader).filter((r) => r.specific && r.matched.length >= RULING_MIN_TERMS);
    const relevant = ranked.filter((r) => r.coverage >= RULING_MIN);
    const near = ranked.filter((r) => r.coverage < RULING_MIN && r.coverage >= RULING_CLOSEST);
    const entries = [...entriesForKeywords(ctx.services.kb, card), ...entriesMentioning(ctx.services.kb, card, 3)];
    out.cards.push({ card, written: f.m.text, relevant, near, entries: [...new Map(entries.map((e) => [e.id, e])).values()] });
  }
  const best = bestRuling(out);
  const top = result.found ? result.hits[0] : undefined;
  out.leads = !!best && (!top || best.coverage >= top.coverage + RULING_LEAD);
  return out;
}

function bestRuling(answers: CardAnswers): RankedRuling | undefined {
  let best: RankedRuling | undefined;
  for (const c of answers.cards) for (const r of c.relevant) if (!best || r.coverage > best.coverage) best = r;
  return best;
}

/** A card ruling as a hit of `rulebot ask --json` (documented in the README). */
export interface CardRulingHit {
  id: string;
  card: Card;
  ruling: CardRuling;
  coverage: number;
}

/** The rulings that bear on the question (or, with `near`, the closest ones below the bar), best first, as hits. */
export function rulingHits(answers: CardAnswers, near = false): CardRulingHit[] {
  const hits = answers.cards.flatMap((c) => (near ? c.near : c.relevant).map((r) => ({ id: rulingId(c.card, r.index), card: c.card, ruling: r.ruling, coverage: r.coverage })));
  return hits.sort((a, b) => b.coverage - a.coverage).slice(0, near ? CLOSEST_SHOWN : undefined);
}

/** Closest rulings offered when nothing answers. */
const CLOSEST_SHOWN = 2;

/** Title of a card's section: its name in the reader's language, the English one beside it. */
function cardTitle(card: Card, lang: Locale): string {
  const local = cardName(card, lang);
  return local === card.name ? card.name : `${local} (${card.name})`;
}

/**
 * One section per card whose rulings bear on the question: the rulings, dated (official English text, said so in
 * Japanese and French replies). Cards that could not be fetched get one line saying so.
 */
export function cardSections(answers: CardAnswers, lang: Locale): ViewSection[] {
  const sections: ViewSection[] = [];
  for (const c of answers.cards) {
    if (!c.relevant.length) continue;
    const lines = c.relevant.slice(0, MAX_SHOWN).map((r) => `**${r.ruling.date}** — ${r.ruling.text}`);
    const more = (c.card.rulings?.filter((r) => r.source === 'wotc').length ?? 0) - Math.min(MAX_SHOWN, c.relevant.length);
    if (more > 0) lines.push('', t(lang, 'card.answer.more', { count: more }));
    const section: ViewSection = {
      title: t(lang, 'card.answer.title', { card: cardTitle(c.card, lang) }),
      description: lines.join('\n').slice(0, 3500),
      footer: t(lang, 'card.answer.footer'),
      tone: 'info',
      ref: rulingId(c.card, c.relevant[0]!.index),
    };
    if (c.card.uri) section.url = c.card.uri;
    sections.push(section);
  }
  if (answers.missing.length) {
    sections.push({ title: t(lang, 'card.answer.missing-title'), description: answers.missing.map((m) => m.message).join('\n'), tone: 'warning' });
  }
  return sections;
}

/** A button per card named (its Oracle text and every ruling, privately), then entries for its keywords. */
export function cardActions(answers: CardAnswers, lang: Locale): ViewAction[] {
  const actions: ViewAction[] = [];
  for (const c of answers.cards) {
    if (`card:lang:${lang}:${c.card.name}`.length > 100 || c.card.name.includes(':')) continue;
    const id = customId('card', 'lang', lang, c.card.name);
    actions.push({ id, label: t(lang, 'card.answer.open-card', { card: cardName(c.card, lang) }).slice(0, 80), style: 'secondary' });
  }
  return actions;
}

/** Knowledge-base entries the cards bring (their keywords, entries about them), for the related menu. */
export function cardEntryIds(answers: CardAnswers): string[] {
  return [...new Set(answers.cards.flatMap((c) => c.entries.map((e) => e.id)))];
}

/** The related-entries menu with the cards' entries added (each entry once, at most 25 options). */
export function withCardEntries(menu: ViewMenu | undefined, answers: CardAnswers, kb: KnowledgeBase, lang: Locale): ViewMenu | undefined {
  const have = new Set(menu?.options.map((o) => o.value));
  const extra = cardEntryIds(answers)
    .filter((id) => !have.has(id) && kb.byId.has(id))
    .map((id) => entryOption(kb, id, lang));
  if (!extra.length) return menu;
  const base = menu ?? { id: customId('ruling', 'open', lang), placeholder: t(lang, 'ux.related_placeholder'), options: [] };
  return { ...base, options: [...base.options, ...extra].slice(0, 25) };
}

/**
 * A knowledge-base reply (an answer, or "no ruling found") with what the cards add: their rulings that bear on the
 * question after the answer, a button per card, their entries in the menu; with no answer and no ruling that bears
 * on it, one line saying which cards the question names (their rulings one tap away).
 */
export function withCards(view: ReplyView, answers: CardAnswers, ctx: CommandContext, lang: Locale): ReplyView {
  if (!answers.cards.length && !answers.missing.length) return view;
  const sections = [...view.sections, ...cardSections(answers, lang)];
  if (!answers.cards.some((c) => c.relevant.length) && answers.cards.length && view.sections.every((s) => s.tone === 'warning')) {
    // nothing answers: the rulings closest to the question, offered as such, and every card one button away
    const near = rulingHits(answers, true);
    const names = answers.cards.map((c) => `**${cardName(c.card, lang)}**`).join(', ');
    const lines = [t(lang, 'card.answer.named', { cards: names })];
    if (near.length) lines.push('', t(lang, 'card.answer.closest'), ...near.map((h) => `• ${cardName(h.card, lang)} — **${h.ruling.date}** — ${h.ruling.text}`));
    sections.splice(view.sections.length, 0, { title: t(lang, 'card.reply.rulings'), description: lines.join('\n').slice(0, 3500), tone: 'info' });
  }
  const out: ReplyView = { ...view, sections, actions: [...(view.actions ?? []), ...cardActions(answers, lang)] };
  const menu = withCardEntries(view.menu, answers, ctx.services.kb, lang);
  if (menu) out.menu = menu;
  return out;
}

/** Buttons under a reply led by a card ruling: post it publicly, show it in another language (as for an entry). */
function rulingButtons(card: Card, index: number, lang: Locale, ephemeral: boolean): ViewAction[] {
  if (card.name.includes(':') || `ruling:cardl:xx:${index}:${card.name}`.length > 100) return [];
  const buttons: ViewAction[] = [];
  if (ephemeral) buttons.push({ id: customId('ruling', 'cardp', String(index), card.name), label: t(lang, 'replies.actions.post_public'), style: 'primary' });
  for (const other of LOCALES) {
    if (other !== lang) buttons.push({ id: customId('ruling', 'cardl', other, String(index), card.name), label: t(other, `replies.actions.show_in_${other}`), style: 'secondary' });
  }
  return buttons;
}

/**
 * A reply led by a card's official ruling: the rulings that bear on the question, the best card first (the
 * knowledge base's weaker hits go in `menu`, one tap away).
 */
export function cardLedView(ctx: CommandContext, answers: CardAnswers, lang: Locale, ephemeral: boolean, menu: ViewMenu | undefined): ReplyView {
  const best = rulingHits(answers)[0]!;
  const ordered: CardAnswers = { ...answers, cards: [...answers.cards].sort((a, b) => (a.card === best.card ? -1 : b.card === best.card ? 1 : 0)) };
  const sections = cardSections(ordered, lang);
  const index = best.card.rulings!.indexOf(best.ruling);
  const view: ReplyView = { locale: lang, ephemeral, sections, actions: [...rulingButtons(best.card, index, lang, ephemeral), ...cardActions(ordered, lang)] };
  const withEntries = withCardEntries(menu, answers, ctx.services.kb, lang);
  if (withEntries) view.menu = withEntries;
  return view;
}

/** One card ruling again (a button under a reply it led): in `lang`, privately or for everyone. */
export async function cardRulingView(ctx: CommandContext, name: string, index: number, lang: Locale, ephemeral: boolean): Promise<ReplyView | undefined> {
  const source = cardSource(ctx);
  const match = await source?.find(name).catch(() => undefined);
  const ruling = match?.card.rulings?.[index];
  if (!match || !ruling) return undefined;
  const answers: CardAnswers = {
    cards: [{ card: match.card, written: name, relevant: [{ ruling, index, coverage: 1, matched: [], specific: true }], near: [], entries: entriesForKeywords(ctx.services.kb, match.card) }],
    missing: [],
    leads: true,
  };
  return cardLedView(ctx, answers, lang, ephemeral, undefined);
}
