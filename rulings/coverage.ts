/** Which source sections the knowledge base covers: computed from entries' `covers`, so coverage is checked, not claimed. */
import type { KnowledgeBase } from './loader.ts';

export interface CoverageReport {
  documents: Array<{
    source: string;
    title: string;
    seed?: string;
    covered: number;
    sections: Array<{ anchor: string; title: string; entries: string[] }>;
  }>;
  uncovered: number;
}

export function coverageReport(kb: KnowledgeBase): CoverageReport {
  const documents: CoverageReport['documents'] = [];
  let uncovered = 0;
  for (const source of [...kb.sources.values()].filter((s) => s.sections?.length)) {
    const sections = source.sections!.map((sec) => ({
      anchor: sec.anchor,
      title: sec.title,
      entries: kb.entries.filter((e) => e.covers?.includes(`${source.id}#${sec.anchor}`)).map((e) => e.id),
    }));
    const covered = sections.filter((s) => s.entries.length > 0).length;
    uncovered += sections.length - covered;
    documents.push({ source: source.id, title: source.title.en, seed: source.seed, covered, sections });
  }
  return { documents, uncovered };
}
