/** Pure look-ups over a loaded pack: a rule by number, a glossary term, an engine citation. */
import { closest, editDistance } from '../fuzzy.ts';
import { fold } from '../tokenize.ts';
import { compareRuleNumbers, normalizeRuleNumber, parentNumber, swapDistance } from './numbers.ts';
import type { GlossaryTerm, Paragraph, RulesPack } from './types.ts';

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

/** "Keyword Abilities › Trample" for 702.19b: the heading's title, then the rule's when the rule is a title. */
export function contextTitle(pack: RulesPack, p: Paragraph): string {
  const parts: string[] = [];
  for (let n: string | undefined = p.number; n !== undefined; n = parentNumber(n)) {
    const q = getParagraph(pack, n);
    if (!q || q.kind === 'section') continue;
    if (q.kind === 'heading' || (q.kind === 'rule' && isTitleOnly(q))) parts.unshift(q.text);
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
    }
  | { status: 'not-found'; number: string; suggestions: string[]; effectiveDate: string }
  | { status: 'invalid'; query: string };

/** Close existing numbers for a missing one: its parent and nearest siblings, then near typos. */
export function suggestNumbers(pack: RulesPack, number: string, limit = 3): string[] {
  const { byNumber } = packIndex(pack);
  const out: string[] = [];
  const parent = parentNumber(number);
  if (parent !== undefined && byNumber.has(parent)) {
    const siblings = childrenOf(pack, parent);
    const before = siblings.filter((s) => compareRuleNumbers(s.number, number) < 0).at(-1);
    const after = siblings.find((s) => compareRuleNumbers(s.number, number) > 0);
    for (const s of [before, after]) if (s) out.push(s.number);
    out.push(parent);
  }
  const near = [...byNumber.keys()]
    .map((n) => ({ n, d: swapDistance(number, n) }))
    .filter(({ n, d }) => d <= (number.length >= 6 ? 2 : 1) && !out.includes(n))
    .sort((a, b) => a.d - b.d || compareRuleNumbers(a.n, b.n));
  for (const { n } of near) out.push(n);
  return [...new Set(out)].slice(0, limit);
}

export interface LookupOptions {
  /** List the paragraph's direct subrules. */
  subrules?: boolean;
}

/** A paragraph by number ("702.19b", "Rule 702.19b.", "702,19b"), with "did you mean" when it is missing. */
export function lookupRule(pack: RulesPack, query: string, options: LookupOptions = {}): RuleLookup {
  const number = normalizeRuleNumber(query);
  if (number === undefined) return { status: 'invalid', query };
  const paragraph = getParagraph(pack, number);
  if (!paragraph) return { status: 'not-found', number, suggestions: suggestNumbers(pack, number), effectiveDate: pack.effectiveDate };
  const children = childrenOf(pack, number);
  return {
    status: 'found',
    paragraph,
    context: contextTitle(pack, paragraph),
    examples: paragraph.examples,
    subrules: options.subrules || isTitleOnly(paragraph) ? children : [],
    subruleCount: children.length,
    effectiveDate: pack.effectiveDate,
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
    }
  | { status: 'not-found'; query: string; suggestions: string[]; effectiveDate: string };

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
  return { status: 'found', term: target, match, ...(via ? { via } : {}), rules, effectiveDate: pack.effectiveDate };
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
  | { status: 'found'; number: string; text: string; examples: string[]; context: string; effectiveDate: string }
  /** The cited number is not in the pack: the citation is stale (or mistyped). */
  | { status: 'missing'; number: string; marker: string; suggestions: string[]; effectiveDate: string };

/** For the engine and the knowledge base: the text behind a cited rule number, or a "missing from pack" marker. */
export function resolveCitation(pack: RulesPack, ruleNumber: string): CitationResolution {
  const number = normalizeRuleNumber(ruleNumber) ?? ruleNumber.trim();
  const p = getParagraph(pack, number);
  if (!p) {
    return {
      status: 'missing',
      number,
      marker: `[missing from ${pack.id} ${pack.effectiveDate}: ${number}]`,
      suggestions: normalizeRuleNumber(ruleNumber) ? suggestNumbers(pack, number) : [],
      effectiveDate: pack.effectiveDate,
    };
  }
  return { status: 'found', number, text: p.text, examples: p.examples, context: contextTitle(pack, p), effectiveDate: pack.effectiveDate };
}
