/** Pure look-ups over a loaded pack: a rule by number, a glossary term, an engine citation. */
import { closest, editDistance } from '../fuzzy.ts';
import { fold } from '../tokenize.ts';
import { swapDistance } from './numbers.ts';
import type { Game } from '../games.ts';
import { PACK_ID_LIST, PACKS, schemeOf, type GlossaryTerm, type PackId, type Paragraph, type RulesPack } from './types.ts';

interface PackIndex {
  byNumber: Map<string, Paragraph>;
  children: Map<string, Paragraph[]>;
  /** Folded term or alias → glossary entry. */
  terms: Map<string, GlossaryTerm>;
  byTerm: Map<string, GlossaryTerm>;
}

const indexes = new WeakMap<RulesPack, PackIndex>();

/** Folded, punctuation-free form used to compare terms: "Trample Over Planeswalkers" → "trample over planeswalkers". */
export function termKey(text: string): string {
  return fold(text)
    .replace(/\(obsolete\)/g, '')
    .replace(/[“”"'’‘[\](),.:;!?]/g, ' ')
    .replace(/[-‐–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function singular(key: string): string {
  return key.replace(/(?<=\w{3})(?:es|s)$/, '');
}

/** Number → paragraph and parent → children maps, built once per pack. */
export function packIndex(pack: RulesPack): PackIndex {
  let index = indexes.get(pack);
  if (index) return index;
  const byNumber = new Map<string, Paragraph>();
  const children = new Map<string, Paragraph[]>();
  for (const p of pack.paragraphs) {
    if (!byNumber.has(p.number)) byNumber.set(p.number, p);
    if (p.parent !== undefined) {
      const list = children.get(p.parent) ?? [];
      list.push(p);
      children.set(p.parent, list);
    }
  }
  const terms = new Map<string, GlossaryTerm>();
  const byTerm = new Map<string, GlossaryTerm>();
  for (const g of pack.glossary) {
    byTerm.set(g.term, g);
    const key = termKey(g.term);
    if (!terms.has(key)) terms.set(key, g);
  }
  // Aliases after full terms, so "Active Player" the term wins over the first half of "Active Player, Nonactive …".
  for (const g of pack.glossary) for (const a of g.aliases) if (!terms.has(termKey(a))) terms.set(termKey(a), g);
  index = { byNumber, children, terms, byTerm };
  indexes.set(pack, index);
  return index;
}

export function getParagraph(pack: RulesPack, number: string): Paragraph | undefined {
  return packIndex(pack).byNumber.get(number);
}

export function childrenOf(pack: RulesPack, number: string): Paragraph[] {
  return packIndex(pack).children.get(number) ?? [];
}

/** "Trample", "General": a paragraph whose text is only a name, its substance being in its subrules. */
export function isTitleOnly(p: Paragraph): boolean {
  return p.kind === 'section' || p.kind === 'heading' || (p.text.length <= 60 && !/[.:)”]$/.test(p.text) && !p.text.includes('\n'));
}

/** The paragraphs enclosing `p` in the document, nearest first (its stored parents, else its number's). */
export function ancestorsOf(pack: RulesPack, p: Paragraph): Paragraph[] {
  const out: Paragraph[] = [];
  const scheme = schemeOf(pack);
  for (let n = p.parent ?? scheme.parent(p.number); n !== undefined && out.length < 12; ) {
    const q = getParagraph(pack, n);
    if (!q) {
      n = scheme.parent(n);
      continue;
    }
    out.push(q);
    n = q.parent ?? scheme.parent(q.number);
  }
  return out;
}

/**
 * "Keyword Abilities › Trample" for 702.19b: the heading's title, then the rule's when the rule is a title
 * ("Deck Construction › Rune Deck" for Riftbound's 103.3.a).
 */
export function contextTitle(pack: RulesPack, p: Paragraph): string {
  const parts: string[] = [];
  for (const q of [p, ...ancestorsOf(pack, p)]) {
    if (q.kind === 'section') continue;
    // A paragraph that is only a name names what is under it; a subrule asked for is shown, not named.
    if (q.kind === 'heading' || (isTitleOnly(q) && (q !== p || q.kind === 'rule'))) parts.unshift(q.text);
  }
  return parts.join(' › ');
}

export type RuleLookup =
  | {
      status: 'found';
      paragraph: Paragraph;
      /** "Keyword Abilities › Trample". */
      context: string;
      examples: string[];
      /** Direct subrules (or rules, for a heading); filled when asked for, or when the paragraph is only a title. */
      subrules: Paragraph[];
      subruleCount: number;
      effectiveDate: string;
      packId: PackId;
    }
  | { status: 'not-found'; number: string; suggestions: string[]; effectiveDate: string; packId: PackId }
  | { status: 'invalid'; query: string };

/**
 * Close existing numbers for a missing one: its parent and nearest siblings, then near typos; for a number
 * nothing is near (past the end of the document, say), the numbers either side of it in document order.
 */
export function suggestNumbers(pack: RulesPack, number: string, limit = 3): string[] {
  const { byNumber } = packIndex(pack);
  const scheme = schemeOf(pack);
  const out: string[] = [];
  const parent = scheme.parent(number);
  if (parent !== undefined && byNumber.has(parent)) {
    const siblings = childrenOf(pack, parent);
    const before = siblings.filter((s) => scheme.compare(s.number, number) < 0).at(-1);
    const after = siblings.find((s) => scheme.compare(s.number, number) > 0);
    for (const s of [before, after]) if (s) out.push(s.number);
    out.push(parent);
  }
  const near = [...byNumber.keys()]
    .map((n) => ({ n, d: swapDistance(number, n) }))
    .filter(({ n, d }) => d <= (number.length >= 6 ? 2 : 1) && !out.includes(n))
    .sort((a, b) => a.d - b.d || scheme.compare(a.n, b.n));
  for (const { n } of near) out.push(n);
  if (out.length === 0) {
    const numbered = pack.paragraphs.filter((p) => p.kind !== 'section');
    const before = numbered.filter((p) => scheme.compare(p.number, number) < 0).at(-1);
    const after = numbered.find((p) => scheme.compare(p.number, number) > 0);
    for (const p of [before, after]) if (p) out.push(p.number);
  }
  return [...new Set(out)].slice(0, limit);
}

export interface LookupOptions {
  /** List the paragraph's direct subrules. */
  subrules?: boolean;
}

/** A paragraph by number ("702.19b", "Rule 702.19b.", "702,19b"), with "did you mean" when it is missing. */
export function lookupRule(pack: RulesPack, query: string, options: LookupOptions = {}): RuleLookup {
  const number = schemeOf(pack).normalize(query);
  if (number === undefined) return { status: 'invalid', query };
  const paragraph = getParagraph(pack, number);
  if (!paragraph) return { status: 'not-found', number, suggestions: suggestNumbers(pack, number), effectiveDate: pack.effectiveDate, packId: pack.id };
  const children = childrenOf(pack, number);
  return {
    status: 'found',
    paragraph,
    context: contextTitle(pack, paragraph),
    examples: paragraph.examples,
    subrules: options.subrules || isTitleOnly(paragraph) ? children : [],
    subruleCount: children.length,
    effectiveDate: pack.effectiveDate,
    packId: pack.id,
  };
}

export type TermLookup =
  | {
      status: 'found';
      term: GlossaryTerm;
      /** How the query matched: the term or an alias exactly, a plural/singular, a unique prefix, or a typo. */
      match: 'exact' | 'alias' | 'prefix' | 'fuzzy';
      /** Set when the entry only said "See X." and we followed it: the term the user reached first. */
      via?: GlossaryTerm;
      /** The paragraphs the definition points to that exist in the pack. */
      rules: Paragraph[];
      effectiveDate: string;
      packId: PackId;
    }
  | { status: 'not-found'; query: string; suggestions: string[]; effectiveDate: string; packId: PackId };

/** Glossary terms near a query, best first (for "did you mean" and autocomplete). */
export function suggestTerms(pack: RulesPack, query: string, limit = 3): string[] {
  const key = termKey(query);
  if (!key) return [];
  const { terms } = packIndex(pack);
  const scored = new Map<string, number>();
  for (const [k, g] of terms) {
    let score: number;
    if (k.startsWith(key)) score = 0;
    else if (k.split(' ').some((w) => w.startsWith(key))) score = 1;
    else {
      const d = editDistance(key, k);
      if (d > Math.max(1, Math.floor(key.length * 0.4))) continue;
      score = 1 + d;
    }
    const prev = scored.get(g.term);
    if (prev === undefined || score < prev) scored.set(g.term, score);
  }
  return [...scored]
    .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([t]) => t);
}

function resolved(pack: RulesPack, term: GlossaryTerm, match: 'exact' | 'alias' | 'prefix' | 'fuzzy'): TermLookup {
  const { byTerm, byNumber } = packIndex(pack);
  let via: GlossaryTerm | undefined;
  let target = term;
  // "Y — See X.": follow one step when the entry has no substance of its own.
  if (term.see.length === 1 && term.rules.length === 0 && /^See [^.]+\.$/.test(term.definition.trim())) {
    const next = byTerm.get(term.see[0]!);
    if (next) {
      via = term;
      target = next;
    }
  }
  const rules = target.rules.map((n) => byNumber.get(n)).filter((p): p is Paragraph => p !== undefined);
  return { status: 'found', term: target, match, ...(via ? { via } : {}), rules, effectiveDate: pack.effectiveDate, packId: pack.id };
}

/** A glossary entry for a word or phrase ("trample", "Trample over planeswalkers", "trampl", "kicked"). */
export function defineTerm(pack: RulesPack, query: string): TermLookup {
  const key = termKey(query);
  const { terms } = packIndex(pack);
  const notFound = (): TermLookup => ({
    status: 'not-found',
    query,
    suggestions: suggestTerms(pack, query),
    effectiveDate: pack.effectiveDate,
    packId: pack.id,
  });
  if (!key) return notFound();
  const exact = terms.get(key);
  if (exact) return resolved(pack, exact, termKey(exact.term) === key ? 'exact' : 'alias');
  const sing = singular(key);
  for (const [k, g] of terms) if (singular(k) === sing) return resolved(pack, g, 'alias');
  if (key.length >= 3) {
    const prefixed = new Set([...terms].filter(([k]) => k.startsWith(key)).map(([, g]) => g));
    if (prefixed.size === 1) return resolved(pack, [...prefixed][0]!, 'prefix');
  }
  const near = closest(key, terms.keys(), 0.3);
  if (near) return resolved(pack, terms.get(near)!, 'fuzzy');
  return notFound();
}

export type CitationResolution =
  | { status: 'found'; number: string; text: string; examples: string[]; context: string; effectiveDate: string; packId: PackId }
  /** The cited number is not in the pack: the citation is stale (or mistyped). */
  | { status: 'missing'; number: string; marker: string; suggestions: string[]; effectiveDate: string; packId: PackId };

/** For the engine and the knowledge base: the text behind a cited rule number, or a "missing from pack" marker. */
export function resolveCitation(pack: RulesPack, ruleNumber: string): CitationResolution {
  const normalized = schemeOf(pack).normalize(ruleNumber);
  const number = normalized ?? ruleNumber.trim();
  const p = getParagraph(pack, number);
  if (!p) {
    return {
      status: 'missing',
      number,
      marker: `[missing from ${pack.id} ${pack.effectiveDate}: ${number}]`,
      suggestions: normalized ? suggestNumbers(pack, number) : [],
      effectiveDate: pack.effectiveDate,
    packId: pack.id,
    };
  }
  return { status: 'found', number, text: p.text, examples: p.examples, context: contextTitle(pack, p), effectiveDate: pack.effectiveDate, packId: pack.id };
}

/**
 * The game a typed number belongs to by its shape alone: "702.19b" is Magic's way of writing numbers, "103.2.b"
 * Riftbound's; "103.2" or "702" could be either (undefined).
 */
export function gameOfNumber(query: string): Game | undefined {
  const games = new Set(PACK_ID_LIST.filter((id) => PACKS[id].kind === 'rules' && schemeOf(id).native(query)).map((id) => PACKS[id].game));
  return games.size === 1 ? [...games][0] : undefined;
}

/** True when some rules document's scheme reads `query` as a number. */
export function isRuleNumber(query: string): boolean {
  return PACK_ID_LIST.some((id) => schemeOf(id).normalize(query) !== undefined);
}

/**
 * Which imported rules pack a typed number is looked up in: the game's when one is given; else the game the
 * number's shape tells; else the only pack holding that number; else the first (Magic, as before Riftbound had
 * numbers). Policy packs are not in this choice: they have commands of their own.
 */
export function packForNumber(packs: RulesPack[], query: string, game?: Game): RulesPack | undefined {
  const rules = packs.filter((p) => PACKS[p.id].kind === 'rules');
  const wanted = game ?? gameOfNumber(query);
  if (wanted) return rules.find((p) => p.game === wanted);
  const readable = rules.filter((p) => schemeOf(p).normalize(query) !== undefined);
  const holding = readable.filter((p) => getParagraph(p, schemeOf(p).normalize(query)!));
  return holding.length === 1 ? holding[0] : readable[0];
}
