/**
 * Looking up a section of a tournament-policy document (/ipg, /mtr): by number ("2.1", "IPG 2.1", "appendix B"),
 * by an infraction's abbreviation (GRV, HCE, FtMGS, D/DLP…), or by name in any of our languages ("missed trigger",
 * 誘発忘れ, « jeu lent »). Pure: the knowledge base says which sections exist (the source files list them) and which
 * entry summarizes each.
 */
import { closest } from './fuzzy.ts';
import type { KnowledgeBase } from './kb.ts';
import type { Entry, Source } from './schema.ts';
import { foldTyped } from './tokenize.ts';

export type PolicyDocId = 'mtg-ipg' | 'mtg-mtr' | 'mtg-jar';
export const POLICY_DOCS: readonly PolicyDocId[] = ['mtg-ipg', 'mtg-mtr', 'mtg-jar'];

export interface PolicySection {
  doc: PolicyDocId;
  /** The section's number ("2.1", "4.2", "appendix-b") or, in the JAR, the anchor of its heading. */
  number: string;
  /** As the document titles it (English). */
  title: string;
  /** Our summary of it, when one exists. */
  entry?: Entry;
  /** Why no entry summarizes it on purpose (`not_covered` in the source file). */
  notCovered?: string;
  /** The abbreviations judges use for it (IPG infractions). */
  abbreviations: string[];
}

/**
 * The abbreviations of the IPG's infractions and classes, as judges write them. "D/DLP" is the name the two deck
 * infractions shared before the IPG split them; it finds the Decklist Problem, which sends on to the Deck Problem.
 */
export const IPG_ABBREVIATIONS: Record<string, string[]> = {
  '2': ['GPE'],
  '2.1': ['MT'],
  '2.2': ['LEC'],
  '2.3': ['HCE'],
  '2.4': ['MPE'],
  '2.5': ['GRV'],
  '2.6': ['FtMGS', 'FMGS'],
  '3': ['TE'],
  '3.1': ['TE-T'],
  '3.2': ['OA'],
  '3.3': ['SP'],
  '3.4': ['DLP', 'D/DLP'],
  '3.5': ['DP'],
  '3.6': ['LPV'],
  '3.7': ['CPV'],
  '3.8': ['MC'],
  '3.9': ['IS'],
  '4': ['USC'],
  '4.1': ['USC-Minor'],
  '4.2': ['USC-Major'],
  '4.3': ['IDW'],
  '4.4': ['B&W'],
  '4.5': ['AB'],
  '4.6': ['TTM'],
  '4.7': ['ST'],
  '4.8': ['CHT'],
};

/** Lower case, accents off, punctuation and spaces out: "FtMGS" = "ftmgs", "USC — Minor" = "uscminor". */
function key(text: string): string {
  return foldTyped(text).replace(/[\s\p{P}\p{S}]+/gu, '');
}

function primaryEntry(kb: KnowledgeBase, doc: PolicyDocId, number: string): Entry | undefined {
  const covering = kb.entries.filter((e) => e.covers?.includes(`${doc}#${number}`));
  return covering.find((e) => e.citations[0]?.source === doc && e.citations[0].rule === number) ?? covering[0];
}

const sectionCache = new WeakMap<KnowledgeBase, Map<PolicyDocId, PolicySection[]>>();

/** A document's sections in its own order, each with our summary (if any) and its abbreviations. */
export function policySections(kb: KnowledgeBase, doc: PolicyDocId): PolicySection[] {
  let byDoc = sectionCache.get(kb);
  if (!byDoc) sectionCache.set(kb, (byDoc = new Map()));
  let list = byDoc.get(doc);
  if (list) return list;
  const source: Source | undefined = kb.sources.get(doc);
  list = (source?.sections ?? []).map((s) => {
    const entry = primaryEntry(kb, doc, s.anchor);
    return {
      doc,
      number: s.anchor,
      title: s.title,
      ...(entry ? { entry } : {}),
      ...(s.not_covered ? { notCovered: s.not_covered } : {}),
      abbreviations: doc === 'mtg-ipg' ? (IPG_ABBREVIATIONS[s.anchor] ?? []) : [],
    };
  });
  byDoc.set(doc, list);
  return list;
}

/** "2.1", "IPG 2.1", "§4.2", "section 2.1.", "appendix B", "付録B", "annexe B" → "2.1" / "appendix-b". */
export function sectionNumber(query: string): string | undefined {
  const q = foldTyped(query).replace(/^(?:ipg|mtr|jar|section|sect\.?|§|セクション)\s*/u, '').trim();
  const n = /^(\d{1,2}(?:\.\d{1,2})?)\.?$/.exec(q);
  if (n) return n[1];
  const appendix = /^(?:appendix|app\.?|annexe|付録)\s*([a-f])$/u.exec(q);
  return appendix ? `appendix-${appendix[1]}` : undefined;
}

export type PolicyLookup =
  | { status: 'found'; section: PolicySection; match: 'number' | 'abbreviation' | 'name' }
  | { status: 'not-found'; query: string; suggestions: PolicySection[] };

/** Every name a section is known by: its document title, our entry's titles and keywords, its abbreviations. */
function names(section: PolicySection): string[] {
  const e = section.entry;
  const out = [section.title, ...section.abbreviations];
  if (e) {
    out.push(e.title.en, ...(e.title.ja ? [e.title.ja] : []), ...(e.title.fr ? [e.title.fr] : []));
    for (const list of [e.keywords?.en, e.keywords?.ja, e.keywords?.fr]) out.push(...(list ?? []));
  }
  // The infraction's own name, without the class: "Game Play Error — Missed Trigger" → "Missed Trigger".
  const bare = section.title.split(' — ').at(-1);
  if (bare && bare !== section.title) out.push(bare);
  return out;
}

/** The short name of an entry title: "Missed Trigger (IPG 2.1): a forgotten…" → "Missed Trigger". */
export function shortTitle(title: string): string {
  return title.replace(/\s*[(（].*$/u, '').replace(/\s*[:：—].*$/u, '').trim() || title;
}

/** A section of `doc` by number, abbreviation or name; "did you mean" suggestions when nothing fits. */
export function findPolicySection(kb: KnowledgeBase, doc: PolicyDocId, query: string): PolicyLookup {
  const sections = policySections(kb, doc);
  const number = sectionNumber(query);
  if (number) {
    const hit = sections.find((s) => s.number === number);
    if (hit) return { status: 'found', section: hit, match: 'number' };
    const near = sections.filter((s) => s.number.startsWith(`${number.split('.')[0]}.`) || s.number === number.split('.')[0]).slice(0, 3);
    return { status: 'not-found', query, suggestions: near };
  }
  const k = key(query);
  if (!k) return { status: 'not-found', query, suggestions: [] };
  const abbreviation = sections.find((s) => s.abbreviations.some((a) => key(a) === k));
  if (abbreviation) return { status: 'found', section: abbreviation, match: 'abbreviation' };
  // A name: exact, then contained either way, then a typo away.
  const keyed = sections.map((s) => ({ s, keys: names(s).map(key).filter((x) => x.length >= 2) }));
  const exact = keyed.find(({ keys }) => keys.includes(k));
  if (exact) return { status: 'found', section: exact.s, match: 'name' };
  const contained = keyed.filter(({ keys }) => keys.some((x) => x.startsWith(k) || (k.length >= 4 && k.includes(x) && x.length >= 4)));
  if (contained.length === 1 || (contained.length > 1 && k.length >= 4)) return { status: 'found', section: contained[0]!.s, match: 'name' };
  const all = keyed.flatMap(({ s, keys }) => keys.map((x) => [x, s] as const));
  const near = closest(k, all.map(([x]) => x), 0.3);
  if (near) return { status: 'found', section: all.find(([x]) => x === near)![1], match: 'name' };
  return { status: 'not-found', query, suggestions: contained.map(({ s }) => s).slice(0, 3) };
}
