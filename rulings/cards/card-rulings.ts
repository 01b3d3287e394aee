/**
 * A card's official rulings ranked by a question: which of them bear on what was asked. A question naming Cast Out
 * and asking what happens "if it leaves before its trigger resolves" shares its concepts (leaves the battlefield,
 * trigger, resolve, exile) with one ruling and not with the others.
 *
 * Coverage is the share of the question's terms (rarity-weighted, as the search weighs them) that a ruling's text
 * holds. Rulings are English: a Japanese or French question meets them through its concepts (the lexicon reads
 * "戦場を離れる" and "leaves the battlefield" as one concept), so for those only the concept terms and the
 * language-free tokens (numbers, P/T) count.
 */
import type { Card, CardRuling } from './types.ts';

/** How the search reads text: a text's index terms (words and concept terms), and how much a term weighs. */
export interface RulingReader {
  terms(text: string): string[];
  weight(term: string): number;
  /** A concept term ("§leaves-battlefield"): language-independent. */
  isConcept(term: string): boolean;
  /** A term every rules text shares ("damage", "card"): matching it alone says nothing. */
  isTopic(term: string): boolean;
}

export interface RankedRuling {
  ruling: CardRuling;
  /** Position in the card's rulings (oldest first), for a stable id. */
  index: number;
  /** Share (0–1) of the question's terms this ruling holds, rarity-weighted. */
  coverage: number;
  /** The question's terms it holds. */
  matched: string[];
  /** It holds at least one term that is not a topic word every rules text shares. */
  specific: boolean;
}

/** Credit for a word that only shares its beginning with one of the ruling's ("assignment", "assigns"). */
const PREFIX_CREDIT = 0.6;
const PREFIX_MIN = 5;

/** A Latin word of 5+ letters that begins another of the ruling's words, or is begun by one. */
function sharesStem(term: string, have: ReadonlySet<string>): boolean {
  if (term.length < PREFIX_MIN || !/^[a-z]+$/.test(term)) return false;
  for (const h of have) if (h.length >= PREFIX_MIN && (h.startsWith(term) || term.startsWith(h))) return true;
  return false;
}

/** Terms a ruling is compared on: for a question not in English, only concepts and language-free tokens. */
export function comparableTerms(terms: readonly string[], english: boolean, reader: RulingReader): string[] {
  const kept = english ? terms : terms.filter((t) => reader.isConcept(t) || /^[\d+\-/x*]+$/.test(t));
  return [...new Set(kept)];
}

/** The card's rulings (official ones only: Scryfall's own notes are not rulings), best first. */
export function rankRulings(card: Card, questionTerms: readonly string[], reader: RulingReader): RankedRuling[] {
  const rulings = card.rulings ?? [];
  const weights = questionTerms.map((t) => Math.max(0, reader.weight(t)));
  const total = weights.reduce((a, b) => a + b, 0);
  if (!rulings.length || total <= 0) return [];
  const out: RankedRuling[] = [];
  rulings.forEach((ruling, index) => {
    if (ruling.source !== 'wotc') return;
    const have = new Set(reader.terms(ruling.text));
    let got = 0;
    const matched: string[] = [];
    questionTerms.forEach((t, i) => {
      const credit = have.has(t) ? 1 : sharesStem(t, have) ? PREFIX_CREDIT : 0;
      if (!credit) return;
      got += credit * weights[i]!;
      matched.push(t);
    });
    if (!matched.length) return;
    out.push({ ruling, index, coverage: got / total, matched, specific: matched.some((t) => !reader.isTopic(t)) });
  });
  // best coverage first; between equals, the newer ruling (it restates the current rules)
  return out.sort((a, b) => b.coverage - a.coverage || b.ruling.date.localeCompare(a.ruling.date) || a.index - b.index);
}

/** A ruling's stable id: the card's English name and the ruling's place among its rulings ("card:Cast Out#2"). */
export function rulingId(card: Card, index: number): string {
  return `card:${card.name}#${index + 1}`;
}
