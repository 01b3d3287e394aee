/**
 * Rule numbers: parsing what people type, ordering, and relations (parent, ancestors), per numbering scheme.
 *
 * Each official document numbers its paragraphs its own way; a scheme knows one way:
 * - `mtg-cr`: the Comprehensive Rules, "7", "702", "702.19", "702.19b" (the letter glued to the number);
 * - `dotted`: the Riftbound Core Rules, "103", "103.2", "103.2.b", "103.2.b.1", "626.1.d.1.a" (every level after a
 *   dot, numbers and letters alternating).
 * The policy documents add their own scheme here (see rulings/official/types.ts, PACKS).
 */
import { GAMES } from '../games.ts';

export type SchemeId = 'mtg-cr' | 'dotted';

export interface NumberingScheme {
  id: SchemeId;
  /** What a user typed → the canonical number, or undefined when it is not a number of this scheme. */
  normalize(input: string): string | undefined;
  /**
   * The enclosing number by the shape of the number alone (702.19b → 702.19; 103.2.b → 103.2). A stored
   * paragraph also knows its parent in the document (Paragraph.parent), which is what lookups use when they can.
   */
  parent(number: string): string | undefined;
  /** Document order. */
  compare(a: string, b: string): number;
  /**
   * True when `input` is written the way only this scheme writes numbers ("702.19b" for mtg-cr, "103.2.b" for
   * dotted): used to tell the game from a number when no game is given.
   */
  native(input: string): boolean;
  /** Two numbers shown in "not a rule number" messages. */
  examples: [string, string];
}

/** Prefixes people type before a number: "Rule 702.19b", "CR 702.19b", "rb 103.2.b", "règle 103.2.b", "ルール103.2.b". */
const PREFIX = new RegExp(`^(?:cr|${GAMES.join('|')}|core rules?|rules?|r[eè]gles?|ルール|規則|総合ルール|コアルール)\\s*[:#]?\\s*`, 'u');

function typed(input: string): string {
  let s = input.normalize('NFKC').trim().toLowerCase();
  s = s.replace(PREFIX, '');
  return s.replace(/^#/, '').replace(/,/g, '.').replace(/\s+/g, '').replace(/\.+$/, '');
}

/** "7", "702", "702.19", "702.19b". */
export const RULE_NUMBER = /^(\d)(?:(\d{2})(?:\.(\d+)([a-z])?)?)?$/;

/**
 * What a user typed → a canonical MTG rule number, or undefined when it is not one.
 * Accepts "702.19b", "702.19b.", "702.19 b", "702.19.b", "Rule 702.19b", "CR 702.19B", full-width "７０２．１９ｂ",
 * and the French decimal comma "702,19b".
 */
export function normalizeRuleNumber(input: string): string | undefined {
  const s = typed(input).replace(/^(\d{3}\.\d+)\.([a-z])$/, '$1$2');
  return RULE_NUMBER.test(s) ? s : undefined;
}

/** The enclosing number: 702.19b → 702.19 → 702 → 7 → undefined. */
export function parentNumber(number: string): string | undefined {
  const m = RULE_NUMBER.exec(number);
  if (!m) return undefined;
  const [, section, rest, minor, letter] = m;
  if (letter) return `${section}${rest}.${minor}`;
  if (minor) return `${section}${rest}`;
  if (rest) return section;
  return undefined;
}

/** True when `ancestor` encloses `number` (strictly). */
export function isAncestor(ancestor: string, number: string, scheme: NumberingScheme = MTG_CR): boolean {
  for (let p = scheme.parent(number); p !== undefined; p = scheme.parent(p)) if (p === ancestor) return true;
  return false;
}

/** Document order: 7 < 700 < 700.1 < 700.1a < 700.2 < 700.10. */
export function compareRuleNumbers(a: string, b: string): number {
  const key = (n: string): number[] => {
    const m = RULE_NUMBER.exec(n);
    if (!m) return [Infinity];
    const [, section, rest, minor, letter] = m;
    return [
      Number(section),
      rest === undefined ? -1 : Number(rest),
      minor === undefined ? -1 : Number(minor),
      letter === undefined ? -1 : letter.charCodeAt(0),
    ];
  };
  return compareKeys(key(a), key(b));
}

function compareKeys(ka: number[], kb: number[]): number {
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? -1) - (kb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

export const MTG_CR: NumberingScheme = {
  id: 'mtg-cr',
  normalize: normalizeRuleNumber,
  parent: parentNumber,
  compare: compareRuleNumbers,
  native: (input) => /^\d{3}\.\d+[a-z]$/.test(typed(input)),
  examples: ['702.19b', '616.1'],
};

/** "103", "103.2", "103.2.b", "103.2.b.1", "626.1.d.1.a" (and the document's own slip "625.e"). */
export const DOTTED_NUMBER = /^\d{3}(?:\.(?:\d+|[a-z]))*$/;

/**
 * A Riftbound number as typed → canonical ("103.2.b.1", without the trailing dot the document prints).
 * Accepts "103.2.b", "103.2.b.", "103.2b" (a letter glued on, as in MTG numbers), "103 2 b", "Rule 103.2.b",
 * full-width digits and the French comma.
 */
function normalizeDotted(input: string): string | undefined {
  const s = typed(input)
    .replace(/(\d)(?=[a-z])/g, '$1.')
    .replace(/([a-z])(?=\d)/g, '$1.');
  return DOTTED_NUMBER.test(s) ? s : undefined;
}

function dottedKey(n: string): number[] {
  if (!DOTTED_NUMBER.test(n)) return [Infinity];
  // Letters sort after numbers at the same depth (the document never mixes them at one level).
  return n.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : 100_000 + part.charCodeAt(0)));
}

export const DOTTED: NumberingScheme = {
  id: 'dotted',
  normalize: normalizeDotted,
  parent(number) {
    if (!DOTTED_NUMBER.test(number)) return undefined;
    const i = number.lastIndexOf('.');
    return i < 0 ? undefined : number.slice(0, i);
  },
  compare: (a, b) => compareKeys(dottedKey(a), dottedKey(b)),
  native: (input) => {
    const s = typed(input);
    return /^\d{3}\.\d+\.[a-z](?:\.|$)/.test(s) || /^\d{3}(?:\.(?:\d+|[a-z])){3,}$/.test(s);
  },
  examples: ['103.2.b', '626.1.d.2'],
};

export const SCHEMES: Record<SchemeId, NumberingScheme> = { 'mtg-cr': MTG_CR, dotted: DOTTED };

/** Edit distance counting an adjacent swap ("702.91b" for "702.19b") as one edit. */
export function swapDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
