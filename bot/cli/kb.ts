/** rulebot kb lint | stats | coverage [--json] — checks on the YAML knowledge base. */
import { LOCALES } from '../../commands/i18n.ts';
import { coverageReport, type CoverageReport } from '../../rulings/coverage.ts';
import { formatProblem, loadKnowledgeBase } from '../../rulings/loader.ts';
import { GAMES } from '../../rulings/games.ts';
import { parseArgs, type CliCommand } from './types.ts';
import { join } from 'node:path';
import { conceptTagProblems, readLexicon } from '../../rulings/analyse/lexicon.ts';

export const kbCommand: CliCommand = {
  name: 'kb',
  usage: 'rulebot kb lint [--dir <rulings dir>]\nrulebot kb stats [--json]\nrulebot kb coverage [--json]',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { dir: true, json: false });
    const dir = typeof flags.dir === 'string' ? flags.dir : undefined;
    const kb = loadKnowledgeBase({ dir, strict: false });
    switch (positionals[0]) {
      case 'lint': {
        // The concept lexicon (rulings/lexicon/) is checked with the entries: a form given to two concepts, an
        // unknown broader concept, a story word that is already a stopword.
        const { lexicon, problems: lexiconProblems } = readLexicon(dir ? join(dir, 'lexicon') : undefined);
        // An entry's `concepts` tags must name concepts of that lexicon.
        const problems = [...kb.problems, ...lexiconProblems, ...conceptTagProblems(kb.entries, lexicon)];
        for (const p of problems) io.err(formatProblem(p));
        const errors = problems.filter((p) => p.severity === 'error').length;
        const warnings = problems.length - errors;
        io.out(`${kb.entries.length} entries, ${kb.sources.size} sources, ${lexicon.concepts.length} concepts: ${errors} errors, ${warnings} warnings`);
        // Missing translations fail lint too: every entry ships in en, ja and fr.
        return errors + warnings > 0 ? 1 : 0;
      }
      case 'stats': {
        const stats = {
          entries: kb.entries.length,
          version: kb.version,
          byGame: Object.fromEntries(GAMES.map((g) => [g, kb.entries.filter((e) => e.game === g).length])),
          byStatus: Object.fromEntries(['current', 'superseded', 'errata'].map((s) => [s, kb.entries.filter((e) => e.status === s).length])),
          byLanguage: Object.fromEntries(LOCALES.map((l) => [l, kb.entries.filter((e) => e.title[l] && e.answer[l]).length])),
          cards: new Set(kb.entries.flatMap((e) => (e.cards ?? []).map((c) => c.en ?? c.ja ?? c.fr))).size,
          sources: kb.sources.size,
        };
        if (flags.json) io.out(JSON.stringify(stats, null, 2));
        else {
          io.out(`knowledge base ${stats.version}: ${stats.entries} entries, ${stats.cards} cards, ${stats.sources} sources`);
          for (const g of GAMES) {
            const es = kb.entries.filter((e) => e.game === g);
            const langs = LOCALES.map((l) => `${l} ${es.filter((e) => e.title[l] && e.answer[l]).length}`).join(', ');
            io.out(`  ${g.padEnd(4)} ${String(es.length).padStart(4)} entries (${langs}); ${es.filter((e) => e.status === 'superseded').length} superseded, ${es.filter((e) => e.status === 'errata').length} errata`);
          }
        }
        return 0;
      }
      case 'coverage': {
        const report = coverageReport(kb);
        if (flags.json) io.out(JSON.stringify(report, null, 2));
        else {
          for (const doc of report.documents) {
            const skipped = doc.skipped ? `, ${doc.skipped} left out on purpose` : '';
            io.out(`${doc.source} — ${doc.title} (${doc.covered}/${doc.sections.length} sections covered${skipped})`);
            for (const s of doc.sections) {
              const mark = s.entries.length ? '✓' : s.notCovered ? '–' : '✗ UNCOVERED';
              const what = s.entries.length ? `: ${s.entries.join(', ')}` : s.notCovered ? ` (not covered: ${s.notCovered})` : '';
              io.out(`  ${mark} ${s.anchor} ${s.title}${what}`);
            }
          }
          io.out(`${report.uncovered} uncovered section(s)`);
          printRulesCoverage(report.mtgRules, io.out);
        }
        return report.uncovered > 0 ? 1 : 0;
      }
      default:
        io.err(`usage:\n${this.usage}`);
        return 2;
    }
  },
};

/** Sections by entry count (they run to hundreds); keywords by entry id; uncovered keywords folded into a few lines. */
function printRulesCoverage(rules: CoverageReport['mtgRules'], out: (line: string) => void): void {
  out(`${rules.source} — Comprehensive Rules paragraphs cited by current entries: ${rules.sectionsCovered}/${rules.sections.length} sections, ${rules.keywordsCovered}/${rules.keywords.length} keyword abilities (702.x)`);
  for (const s of rules.sections) {
    out(`  ${s.entries.length ? '✓' : '✗'} ${s.number}xx ${s.name}${s.entries.length ? `: ${s.entries.length} ${s.entries.length === 1 ? 'entry' : 'entries'}` : ''}`);
  }
  for (const k of rules.keywords.filter((k) => k.entries.length)) out(`  ✓ ${k.number} ${k.name}: ${k.entries.join(', ')}`);
  const missing = rules.keywords.filter((k) => !k.entries.length).map((k) => `${k.number} ${k.name}`);
  if (!missing.length) return;
  out(`  ✗ keyword abilities with no entry (${missing.length}):`);
  let line = '   ';
  for (const m of missing) {
    if (line.length + m.length > 110) {
      out(line.replace(/,$/, ''));
      line = '   ';
    }
    line += ` ${m},`;
  }
  out(line.replace(/,$/, ''));
}
