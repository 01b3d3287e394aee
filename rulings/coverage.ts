/** Which source sections the knowledge base covers: computed from entries' `covers`, so coverage is checked, not claimed. */
import type { KnowledgeBase } from './loader.ts';
import { keywordNumber, MTG_CR_SECTIONS, MTG_KEYWORDS, sectionNumber } from './mtg-keywords.ts';

/** The source id of the MTG Comprehensive Rules in rulings/sources/. */
export const MTG_CR_SOURCE = 'mtg-cr';

export interface RuleGroupCoverage {
  number: string;
  name: string;
  entries: string[];
}

export interface CoverageReport {
  documents: Array<{
    source: string;
    title: string;
    seed?: string;
    covered: number;
    sections: Array<{ anchor: string; title: string; entries: string[]; notCovered?: string }>;
    /** Sections left out on purpose (`not_covered` in the source file, with the reason). */
    skipped: number;
  }>;
  uncovered: number;
  /**
   * The Comprehensive Rules by what current entries cite: each top-level section (1–9) and each keyword ability
   * (702.x) with the entries citing a paragraph in it. Reported, not required: most keywords are rare.
   */
  mtgRules: {
    source: string;
    sections: RuleGroupCoverage[];
    keywords: RuleGroupCoverage[];
    sectionsCovered: number;
    keywordsCovered: number;
  };
}

export function coverageReport(kb: KnowledgeBase): CoverageReport {
  const documents: CoverageReport['documents'] = [];
  let uncovered = 0;
  for (const source of [...kb.sources.values()].filter((s) => s.sections?.length)) {
    const sections = source.sections!.map((sec) => ({
      anchor: sec.anchor,
      title: sec.title,
      entries: kb.entries.filter((e) => e.covers?.includes(`${source.id}#${sec.anchor}`)).map((e) => e.id),
      ...(sec.not_covered ? { notCovered: sec.not_covered } : {}),
    }));
    const covered = sections.filter((s) => s.entries.length > 0).length;
    const skipped = sections.filter((s) => s.entries.length === 0 && s.notCovered).length;
    uncovered += sections.length - covered - skipped;
    documents.push({ source: source.id, title: source.title.en, seed: source.seed, covered, skipped, sections });
  }
  return { documents, uncovered, mtgRules: mtgRulesCoverage(kb) };
}

function mtgRulesCoverage(kb: KnowledgeBase): CoverageReport['mtgRules'] {
  const bySection = new Map<number, Set<string>>();
  const byKeyword = new Map<number, Set<string>>();
  const add = (map: Map<number, Set<string>>, key: number | undefined, id: string) => {
    if (key === undefined) return;
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(id);
  };
  // Superseded entries describe old rules; only what the bot answers today counts.
  for (const e of kb.entries.filter((e) => e.status !== 'superseded')) {
    for (const c of e.citations) {
      if (c.source !== MTG_CR_SOURCE || !c.rule) continue;
      add(bySection, sectionNumber(c.rule), e.id);
      add(byKeyword, keywordNumber(c.rule), e.id);
    }
  }
  const sections = MTG_CR_SECTIONS.map(([n, name]) => ({ number: String(n), name, entries: [...(bySection.get(n) ?? [])] }));
  const keywords = MTG_KEYWORDS.map(([n, name]) => ({ number: `702.${n}`, name, entries: [...(byKeyword.get(n) ?? [])] }));
  return {
    source: MTG_CR_SOURCE,
    sections,
    keywords,
    sectionsCovered: sections.filter((s) => s.entries.length).length,
    keywordsCovered: keywords.filter((k) => k.entries.length).length,
  };
}
