/**
 * What changed between two versions of a rules pack, paragraph by paragraph.
 *
 * 1. Same number, same text (and examples): unchanged.
 * 2. Of the rest, a paragraph whose text hash reappears under another number: renumbered (pairs taken in
 *    document order, so a block shifted by an insertion pairs up one to one).
 * 3. Of the rest, same number in both: changed.
 * 4. Left over: removed (old) and added (new).
 */
import { createHash } from 'node:crypto';
import { isAncestor, MTG_CR, type NumberingScheme } from './numbers.ts';
import type { GlossaryTerm, Paragraph, RulesPack } from './types.ts';

export interface PackDiff {
  from: { effectiveDate: string; contentHash: string };
  to: { effectiveDate: string; contentHash: string };
  added: Paragraph[];
  removed: Paragraph[];
  changed: Array<{ number: string; before: Paragraph; after: Paragraph }>;
  renumbered: Array<{ from: string; to: string; before: Paragraph; after: Paragraph }>;
  unchanged: number;
  glossary: { added: string[]; removed: string[]; changed: string[] };
}

/** Hash of what a paragraph says: its text and examples, with runs of whitespace collapsed. */
export function paragraphHash(p: Paragraph): string {
  const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
  return createHash('sha1')
    .update(norm(p.text))
    .update('\u0000')
    .update(p.examples.map(norm).join('\u0000'))
    .digest('hex');
}

function glossaryDiff(a: GlossaryTerm[], b: GlossaryTerm[]): PackDiff['glossary'] {
  const before = new Map(a.map((g) => [g.term, g.definition]));
  const after = new Map(b.map((g) => [g.term, g.definition]));
  return {
    added: [...after.keys()].filter((t) => !before.has(t)),
    removed: [...before.keys()].filter((t) => !after.has(t)),
    changed: [...after].filter(([t, d]) => before.has(t) && before.get(t) !== d).map(([t]) => t),
  };
}

export function diffPacks(oldPack: RulesPack, newPack: RulesPack): PackDiff {
  const oldHash = new Map<Paragraph, string>(oldPack.paragraphs.map((p) => [p, paragraphHash(p)]));
  const newHash = new Map<Paragraph, string>(newPack.paragraphs.map((p) => [p, paragraphHash(p)]));
  const newByNumber = new Map<string, Paragraph>();
  for (const p of newPack.paragraphs) if (!newByNumber.has(p.number)) newByNumber.set(p.number, p);

  const matchedOld = new Set<Paragraph>();
  const matchedNew = new Set<Paragraph>();
  let unchanged = 0;
  for (const p of oldPack.paragraphs) {
    const q = newByNumber.get(p.number);
    if (q && !matchedNew.has(q) && oldHash.get(p) === newHash.get(q)) {
      matchedOld.add(p);
      matchedNew.add(q);
      unchanged++;
    }
  }

  // Renumbered: same text under a different number.
  const unmatchedNewByHash = new Map<string, Paragraph[]>();
  for (const q of newPack.paragraphs) {
    if (matchedNew.has(q)) continue;
    const h = newHash.get(q)!;
    const list = unmatchedNewByHash.get(h) ?? [];
    list.push(q);
    unmatchedNewByHash.set(h, list);
  }
  const renumbered: PackDiff['renumbered'] = [];
  for (const p of oldPack.paragraphs) {
    if (matchedOld.has(p)) continue;
    const candidates = unmatchedNewByHash.get(oldHash.get(p)!);
    const q = candidates?.find((c) => c.number !== p.number && !matchedNew.has(c));
    if (!q) continue;
    matchedOld.add(p);
    matchedNew.add(q);
    renumbered.push({ from: p.number, to: q.number, before: p, after: q });
  }

  // Changed: same number, different text.
  const changed: PackDiff['changed'] = [];
  for (const p of oldPack.paragraphs) {
    if (matchedOld.has(p)) continue;
    const q = newByNumber.get(p.number);
    if (!q || matchedNew.has(q)) continue;
    matchedOld.add(p);
    matchedNew.add(q);
    changed.push({ number: p.number, before: p, after: q });
  }

  return {
    from: { effectiveDate: oldPack.effectiveDate, contentHash: oldPack.contentHash },
    to: { effectiveDate: newPack.effectiveDate, contentHash: newPack.contentHash },
    added: newPack.paragraphs.filter((q) => !matchedNew.has(q)),
    removed: oldPack.paragraphs.filter((p) => !matchedOld.has(p)),
    changed,
    renumbered,
    unchanged,
    glossary: glossaryDiff(oldPack.glossary, newPack.glossary),
  };
}

export interface AffectedCitation {
  id: string;
  rule: string;
  /**
   * changed / removed / renumbered: the cited paragraph itself; `within`: the cited paragraph is unchanged but
   * paragraphs under it were added, removed, changed or renumbered (listed in `paragraphs`).
   */
  change: 'changed' | 'removed' | 'renumbered' | 'within';
  /** For renumbered: where the text is now. */
  newNumber?: string;
  /** For `within`: the affected paragraph numbers under the cited one (old numbers; new ones for additions). */
  paragraphs?: string[];
}

/**
 * Which citations (knowledge-base entries, pins, engine citations) point at paragraphs that changed between two
 * versions. `rule` may be written loosely ("702.19b.", "CR 702.19b"); citations without a rule number are ignored.
 */
export function citedRulesAffected(diff: PackDiff, citations: Array<{ id: string; rule: string }>, scheme: NumberingScheme = MTG_CR): AffectedCitation[] {
  const direct = new Map<string, Pick<AffectedCitation, 'change' | 'newNumber'>>();
  for (const c of diff.changed) direct.set(c.number, { change: 'changed' });
  for (const r of diff.renumbered) direct.set(r.from, { change: 'renumbered', newNumber: r.to });
  for (const p of diff.removed) direct.set(p.number, { change: 'removed' });
  const touched = [
    ...diff.changed.map((c) => c.number),
    ...diff.renumbered.map((r) => r.from),
    ...diff.removed.map((p) => p.number),
    ...diff.added.map((p) => p.number),
  ];
  const out: AffectedCitation[] = [];
  for (const c of citations) {
    const number = scheme.normalize(c.rule);
    if (number === undefined) continue;
    const hit = direct.get(number);
    if (hit) {
      out.push({ id: c.id, rule: number, ...hit });
      continue;
    }
    const within = [...new Set(touched.filter((n) => isAncestor(number, n, scheme)))].sort(scheme.compare);
    if (within.length) out.push({ id: c.id, rule: number, change: 'within', paragraphs: within });
  }
  return out;
}

/** The changed words of a paragraph: common prefix and suffix trimmed, "… [-old-] {+new+} …". */
export function wordDiff(before: string, after: string, context = 6): string {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const lead = a.slice(Math.max(0, start - context * 2), start).join('');
  const tail = a.slice(endA, endA + context * 2).join('');
  const removed = a.slice(start, endA).join('');
  const added = b.slice(start, endB).join('');
  return (
    (start > context * 2 ? '…' : '') +
    lead +
    (removed ? `[-${removed}-]` : '') +
    (added ? `{+${added}+}` : '') +
    tail +
    (endA + context * 2 < a.length ? '…' : '')
  );
}
