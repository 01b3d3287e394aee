/**
 * Full-text search over the knowledge base (and, when imported, the official rules paragraphs).
 *
 * Built once at start-up. One index document per entry holds all three languages: a French question matches the
 * French text, a Japanese one the Japanese text, and card names typed in English inside a French sentence still
 * match the English name. The reply language comes from the question (detect-language.ts), not from the hit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch, { type AsPlainObject, type SearchResult as MiniResult } from 'minisearch';
import type { Locale } from '../commands/i18n.ts';
import { detectLanguage } from './detect-language.ts';
import { contentHash, writeCacheFile, type KnowledgeBase } from './kb.ts';
import type { Entry, Game, LocalizedList, LocalizedText } from './schema.ts';
import { editDistance } from './fuzzy.ts';
import { fold, fuzzyFor, isCjk, prefixFor, tokenize } from './tokenize.ts';

/** What the index holds: knowledge-base entries and official rules paragraphs share one shape. */
export interface SearchDoc {
  id: string;
  kind: 'entry' | 'official';
  game: Game;
  title: string;
  cards: string;
  questions: string;
  keywords: string;
  body: string;
}

export interface SearchHit {
  id: string;
  kind: SearchDoc['kind'];
  game: Game;
  score: number;
  /** Share (0–1) of the question's meaningful words this hit matched, weighted by rarity. */
  coverage: number;
  entry?: Entry;
  doc: SearchDoc;
}

export interface SearchResult {
  query: string;
  /** The language to answer in: detected from the question, else the caller's fallback. */
  lang: Locale;
  langDetected: boolean;
  /** True when the best hit is a confident answer; false means "no ruling found". */
  found: boolean;
  hits: SearchHit[];
  /** When nothing is found: the closest weak hits, to offer as "did you mean". */
  suggestions: SearchHit[];
}

export interface QueryOptions {
  game?: Game;
  /** Force the reply language (CLI --lang). */
  lang?: Locale;
  /** Language to use when the question gives no clue (the user's Discord locale). */
  fallbackLang?: Locale;
  limit?: number;
}

const FIELDS = ['title', 'cards', 'questions', 'keywords', 'body'] as const;
const BOOST = { title: 3, cards: 4, questions: 2, keywords: 2.5, body: 1 };
/** A hit must cover at least this share of the question (rarity-weighted) to be called an answer. */
const MIN_COVERAGE = 0.55;
const STRONG_FIELDS = ['title', 'keywords', 'questions'];
/** Credit for a question word found only in the answer text, or as one word of a longer card name. */
const BODY_CREDIT = 0.7;
const CARD_WORD_CREDIT = 0.5;
/** Superseded (historical) rulings rank below today's unless the question is clearly about them. */
const HISTORICAL_FACTOR = 0.55;
const OFFICIAL_FACTOR = 0.8;
const COMMON_MIN_DOCS = 500;
const COMMON_SHARE = 0.05;
/** Words already this common gain nothing from prefix expansion, only cost. */
const PREFIX_MAX_DF = 50;

function joinText(t: LocalizedText | undefined): string {
  return t ? [t.en, t.ja, t.fr].filter(Boolean).join('\n') : '';
}

function joinList(l: LocalizedList | undefined): string {
  return l ? [...(l.en ?? []), ...(l.ja ?? []), ...(l.fr ?? [])].join('\n') : '';
}

export function entryDoc(e: Entry): SearchDoc {
  const cards = (e.cards ?? []).flatMap((c) => [c.en, c.ja, c.fr, ...(c.aliases ?? [])]).filter(Boolean) as string[];
  return {
    id: e.id,
    kind: 'entry',
    game: e.game,
    title: joinText(e.title),
    // 《…》 brackets are typography, not part of what people type.
    cards: cards.map((c) => c.replace(/[《》]/g, '')).join('\n'),
    questions: joinList(e.questions),
    keywords: [joinList(e.keywords), e.id.split('.').slice(1).join(' ')].join('\n'),
    body: [joinText(e.answer), joinText(e.changes), e.citations.map((c) => c.rule ?? '').join(' ')].join('\n'),
  };
}

/** Bump when tokenize() changes what it produces: cached indexes of an older tokenizer are then ignored. */
export const TOKENIZER_VERSION = 3;

function indexOptions(tokens: (id: string, field: string) => string | undefined) {
  return {
    fields: [...FIELDS],
    storeFields: [],
    extractField: (doc: SearchDoc, field: string) => (field === 'id' ? doc.id : (tokens(doc.id, field) ?? '')),
    tokenize: (text: string) => (text ? text.split(' ') : []),
    processTerm: (term: string) => term,
    searchOptions: { tokenize, processTerm: (term: string) => term },
  };
}

function readIndexCache(file: string): { index: AsPlainObject; df: Array<[string, number]> } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { index: AsPlainObject; df: Array<[string, number]> };
  } catch {
    return undefined;
  }
}

export class RulingsSearch {
  private readonly index: MiniSearch<SearchDoc>;
  private readonly docs = new Map<string, SearchDoc>();
  /** Document frequency per term, for rarity weights (minisearch does not expose it). */
  private readonly df = new Map<string, number>();
  /** Each document's card names, folded once here rather than on every query. */
  private readonly cardNames = new Map<string, string[]>();

  constructor(
    private readonly kb: KnowledgeBase,
    extraDocs: Iterable<SearchDoc> = [],
    options: { cacheDir?: string } = {},
  ) {
    const all = [...kb.entries.map(entryDoc), ...extraDocs];
    for (const doc of all) {
      this.docs.set(doc.id, doc);
      if (doc.cards) this.cardNames.set(doc.id, doc.cards.split('\n').filter((n) => n.length >= 2).map(fold));
    }
    // Tokenizing every field is most of start-up; a built index is kept as JSON next to the knowledge-base
    // cache, keyed by the exact documents and the tokenizer version, and reloaded when nothing changed.
    const cacheFile = options.cacheDir ? join(options.cacheDir, `index-${TOKENIZER_VERSION}-${contentHash(all)}.json`) : undefined;
    const cached = cacheFile ? readIndexCache(cacheFile) : undefined;
    if (cached) {
      this.index = MiniSearch.loadJS<SearchDoc>(cached.index, indexOptions(() => undefined));
      for (const [term, n] of cached.df) this.df.set(term, n);
      return;
    }
    // Each field is tokenized once: the tokens feed both the document frequencies and the index (which then
    // only splits on spaces). Queries go through the real tokenizer.
    const tokenCache = new Map<string, Record<string, string>>();
    this.index = new MiniSearch<SearchDoc>(indexOptions((id, field) => tokenCache.get(id)?.[field]));
    for (const doc of all) {
      const fields: Record<string, string> = {};
      const seen = new Set<string>();
      for (const f of FIELDS) {
        const tokens = tokenize(doc[f]);
        fields[f] = tokens.join(' ');
        for (const term of tokens) seen.add(term);
      }
      for (const term of seen) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      tokenCache.set(doc.id, fields);
      this.index.add(doc);
      tokenCache.delete(doc.id);
    }
    if (cacheFile) writeCacheFile(cacheFile, JSON.stringify({ index: this.index, df: [...this.df] }));
  }

  get size(): number {
    return this.docs.size;
  }

  private weight(term: string): number {
    const n = this.docs.size;
    return Math.log(1 + n / ((this.df.get(term) ?? 0) + 0.5));
  }

  /** Searches already-tokenized terms (never re-tokenized: that would bring back words the caller dropped). */
  private raw(terms: string[], game: Game | undefined, prefixAll: boolean, fuzzy = false): MiniResult[] {
    return this.index.search(terms.join(' '), {
      tokenize: (text) => text.split(' '),
      boost: BOOST,
      // Fuzzy matching is for words the index does not know (typos): a known word needs no expansion, and
      // expanding every word is what makes large bases slow.
      fuzzy: (term) => (fuzzy && !this.df.has(term) ? fuzzyFor(term) : false),
      prefix: (term, i, all) => (prefixFor(term) && (prefixAll || (this.df.get(term) ?? 0) < PREFIX_MAX_DF)) || (prefixAll && i === all.length - 1 && !isCjk(term)),
      combineWith: 'OR',
      filter: game ? (r) => this.docs.get(r.id as string)?.game === game : undefined,
    }).slice(0, Math.max(50, terms.length * 10));
  }

  query(question: string, options: QueryOptions = {}): SearchResult {
    const detected = detectLanguage(question);
    const lang = options.lang ?? (detected.confident ? detected.lang : (options.fallbackLang ?? detected.lang));
    const limit = options.limit ?? 5;
    const empty: SearchResult = { query: question, lang, langDetected: detected.confident, found: false, hits: [], suggestions: [] };

    // A typed id ("mtg.trample.lethal") or an autocomplete pick goes straight to its entry.
    const direct = this.kb.byId.get(question.trim());
    if (direct && (!options.game || direct.game === options.game)) {
      return { ...empty, found: true, hits: [this.hit(direct.id, 1, 1)] };
    }

    const all = [...new Set(tokenize(question))];
    if (all.length === 0) return empty;
    // Words in a large share of a large base ("damage" among 10 000 rulings) say little and would make the index
    // score nearly every document; the rarer words decide, as long as one is left.
    const common = this.docs.size >= COMMON_MIN_DOCS ? all.filter((t) => (this.df.get(t) ?? 0) > this.docs.size * COMMON_SHARE) : [];
    const terms = common.length < all.length ? all.filter((t) => !common.includes(t)) : all;
    const total = terms.reduce((sum, t) => sum + this.weight(t), 0);
    const folded = fold(question);

    // Exact and prefix matching first; fuzzy matching (typos) only when that finds no confident answer, which
    // keeps the common case fast on large bases.
    let hits = this.rank(this.raw(terms, options.game, false), terms, total, folded);
    let confident = hits.filter((h) => h.coverage >= MIN_COVERAGE);
    if (confident.length === 0 && terms.some((t) => fuzzyFor(t) !== false)) {
      hits = this.rank(this.raw(terms, options.game, false, true), terms, total, folded);
      confident = hits.filter((h) => h.coverage >= MIN_COVERAGE);
    }
    if (confident.length === 0) return { ...empty, suggestions: hits.slice(0, 3) };
    return { ...empty, found: true, hits: this.promoteCited(confident).slice(0, limit) };
  }

  /**
   * An official paragraph that the best knowledge-base answers cite is the one a judge wants next to them
   * ("trample" → the entry, then 702.19b), ahead of sibling paragraphs that merely share the word.
   */
  private promoteCited(hits: SearchHit[]): SearchHit[] {
    // Each cited paragraph goes just below the best entry citing it (never above the curated answer).
    const cited = new Map<string, number>();
    for (const h of hits.filter((x) => x.entry).slice(0, 3)) {
      for (const c of h.entry!.citations) {
        if (c.source === 'mtg-cr' && c.rule && !cited.has(`mtg-cr:${c.rule}`)) cited.set(`mtg-cr:${c.rule}`, h.score * 0.99);
      }
    }
    return hits.map((h) => (cited.has(h.id) ? { ...h, score: Math.max(h.score, cited.get(h.id)!) } : h)).sort((a, b) => b.score - a.score);
  }

  /**
   * Scores raw matches. Coverage credits each question word by rarity and by where it matched: a word found in
   * the title, keywords or questions counts fully; inside the answer text only partly, and a lone word of a card
   * name partly — "how does storm work" must not be answered by "Sigil of the Storm".
   */
  private rank(results: MiniResult[], terms: string[], total: number, folded: string): SearchHit[] {
    const hits = results.map((r) => {
      const doc = this.docs.get(r.id as string)!;
      const nameHit = (this.cardNames.get(doc.id) ?? []).some((name) => folded.includes(name));
      let covered = 0;
      for (const term of terms) {
        const fields = new Set<string>();
        for (const [docTerm, where] of Object.entries(r.match)) {
          if (docTerm === term || docTerm.startsWith(term) || (r.queryTerms.includes(term) && Math.abs(docTerm.length - term.length) <= 2 && editDistance(docTerm, term) <= 2)) {
            for (const f of where) fields.add(f);
          }
        }
        if (fields.size === 0) continue;
        const credit = STRONG_FIELDS.some((f) => fields.has(f)) ? 1 : fields.has('cards') ? (nameHit ? 1 : CARD_WORD_CREDIT) : BODY_CREDIT;
        covered += credit * this.weight(term);
      }
      // A full card name inside the question is the strongest signal there is.
      if (nameHit) covered = Math.max(covered, total * 0.75);
      const coverage = total > 0 ? Math.min(1, covered / total) : 0;
      let score = r.score * (0.25 + coverage * coverage) * (nameHit ? 1.5 : 1);
      const entry = this.kb.byId.get(doc.id);
      if (entry?.status === 'superseded') score *= HISTORICAL_FACTOR;
      if (doc.kind === 'official') score *= OFFICIAL_FACTOR;
      return this.hit(doc.id, score, coverage);
    });
    return hits.sort((a, b) => b.score - a.score);
  }

  /** Autocomplete: titles, card names and aliases matching what the user has typed so far (prefix on the last word). */
  autocomplete(partial: string, options: { game?: Game; lang: Locale; limit?: number }): Array<{ id: string; label: string }> {
    const limit = options.limit ?? 25;
    const entries = (() => {
      const terms = tokenize(partial);
      if (terms.length === 0) {
        return this.kb.entries.filter((e) => (!options.game || e.game === options.game) && e.status !== 'superseded');
      }
      const found = this.raw(terms, options.game, true)
        .map((r) => this.kb.byId.get(r.id as string))
        .filter((e): e is Entry => e !== undefined);
      // Today's rulings first; the historical ones stay reachable further down.
      return [...found.filter((e) => e.status !== 'superseded'), ...found.filter((e) => e.status === 'superseded')];
    })();
    return entries.slice(0, limit).map((e) => ({ id: e.id, label: localized(e.title, options.lang) }));
  }

  doc(id: string): SearchDoc | undefined {
    return this.docs.get(id);
  }

  private hit(id: string, score: number, coverage: number): SearchHit {
    const doc = this.docs.get(id)!;
    return { id, kind: doc.kind, game: doc.game, score, coverage, entry: this.kb.byId.get(id), doc };
  }
}

/** The text in `lang`, falling back to English (en is always present). */
export function localized(text: LocalizedText, lang: Locale): string {
  return text[lang] ?? text.en;
}
