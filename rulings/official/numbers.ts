/** Rule numbers: parsing what people type, ordering, and relations (parent, ancestors). */

/** "7", "702", "702.19", "702.19b". */
export const RULE_NUMBER = /^(\d)(?:(\d{2})(?:\.(\d+)([a-z])?)?)?$/;

/**
 * What a user typed → a canonical rule number, or undefined when it is not one.
 * Accepts "702.19b", "702.19b.", "702.19 b", "702.19.b", "Rule 702.19b", "CR 702.19B", full-width "７０２．１９ｂ",
 * and the French decimal comma "702,19b".
 */
export function normalizeRuleNumber(input: string): string | undefined {
  let s = input.normalize('NFKC').trim().toLowerCase();
  s = s.replace(/^(?:cr|mtg|rules?|r[eè]gles?|ルール|規則|総合ルール)\s*[:#]?\s*/u, '');
  s = s.replace(/^#/, '').replace(/,/g, '.').replace(/\s+/g, '').replace(/\.+$/, '');
  s = s.replace(/^(\d{3}\.\d+)\.([a-z])$/, '$1$2');
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
export function isAncestor(ancestor: string, number: string): boolean {
  for (let p = parentNumber(number); p !== undefined; p = parentNumber(p)) if (p === ancestor) return true;
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
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? -1) - (kb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

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
