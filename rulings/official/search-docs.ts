/**
 * Index documents for the official text, in the shape of rulings/search.ts's SearchDoc: one per paragraph
 * (headings, rules, subrules) and one per glossary term. The search layer labels them as official text.
 */
import type { Game } from '../games.ts';
import { ancestorsOf, contextTitle, getParagraph, termKey } from './lookup.ts';
import type { RulesPack } from './types.ts';

export interface OfficialSearchDoc {
  /** "mtg-cr:702.19b", "mtg-cr:glossary:trample", "rb-cr:103.2.b": always the pack id, a colon, then the number. */
  id: string;
  kind: 'official';
  game: Game;
  title: string;
  cards: string;
  questions: string;
  keywords: string;
  body: string;
}

/** Id of a glossary document: "Trample Over Planeswalkers" → "mtg-cr:glossary:trample-over-planeswalkers". */
export function glossaryDocId(packId: string, term: string): string {
  return `${packId}:glossary:${termKey(term).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}`;
}

export function officialSearchDocs(pack: RulesPack): OfficialSearchDoc[] {
  // Glossary terms that point at a paragraph name it and its direct subrules ("Trample" for 702.19 and 702.19b).
  const termsFor = new Map<string, string[]>();
  for (const g of pack.glossary) {
    for (const r of g.rules) {
      const list = termsFor.get(r) ?? [];
      list.push(g.term.replace(/\s*\(Obsolete\)$/i, ''));
      termsFor.set(r, list);
    }
  }
  const docs: OfficialSearchDoc[] = [];
  for (const p of pack.paragraphs) {
    if (p.kind === 'section') continue;
    const context = contextTitle(pack, p);
    const above = ancestorsOf(pack, p).filter((q) => q.kind !== 'section');
    const parent = above[0]?.number;
    const terms = [...(termsFor.get(p.number) ?? []), ...(parent ? (termsFor.get(parent) ?? []) : [])];
    const ancestors = above.map((q) => q.number);
    const body = [p.text, ...p.examples.map((e) => `Example: ${e}`)].join('\n');
    docs.push({
      id: `${pack.id}:${p.number}`,
      kind: 'official',
      game: pack.game,
      title: context && context !== p.text ? `${p.number} — ${context}` : `${p.number} — ${p.text}`,
      cards: '',
      questions: '',
      keywords: [p.number, ...ancestors, ...new Set(terms)].join(' '),
      body,
    });
  }
  const seen = new Set<string>();
  for (const g of pack.glossary) {
    let id = glossaryDocId(pack.id, g.term);
    for (let i = 2; seen.has(id); i++) id = `${glossaryDocId(pack.id, g.term)}-${i}`;
    seen.add(id);
    const rules = g.rules.filter((r) => getParagraph(pack, r));
    docs.push({
      id,
      kind: 'official',
      game: pack.game,
      title: `${g.term} (glossary)`,
      cards: '',
      questions: '',
      keywords: [g.term, ...g.aliases, ...rules].join(' '),
      body: g.definition,
    });
  }
  return docs;
}
