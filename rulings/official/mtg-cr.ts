/**
 * The MTG Comprehensive Rules as an official document (rulings/official/document.ts): the parser of parse.ts, the
 * store of store.ts, and what a whole copy of the file always holds. The file lists its sections and headings in
 * a table of contents, then the rules, the Glossary, the Credits, and repeats its effective date after the credits;
 * a copy cut anywhere lacks one of these, or ends in the middle of a line.
 */
import { cutMidLine, type DocumentInput, type Gap, type OfficialDocument } from './document.ts';
import { parseRulesFile } from './parse.ts';
import { savePack, type SaveResult, type StoreOptions } from './store.ts';
import type { RulesPack } from './types.ts';

/** The rules text is about 1 MB; 20 MB leaves room for any future edition. */
export const MTG_CR_MAX_BYTES = 20 * 1024 * 1024;

const EFFECTIVE = /These rules are effective as of /;

function last<T>(items: T[]): T | undefined {
  return items[items.length - 1];
}

/** What the text says it holds against what it holds. */
export function mtgCrGaps(pack: RulesPack, inputs: DocumentInput[] = []): Gap[] {
  const gaps: Gap[] = [];
  const lastParagraph = last(pack.paragraphs);
  const where = { last: lastParagraph?.number ?? '?', line: lastParagraph?.line ?? 0 };
  if (!/Comprehensive Rules/i.test(pack.title)) {
    gaps.push({
      key: 'intake.gap.foreign',
      params: { title: pack.title.slice(0, 80) },
      message: `its first line reads "${pack.title.slice(0, 80)}", not the Comprehensive Rules title`,
    });
  }
  const present = new Set(pack.paragraphs.map((p) => p.number));
  const missing = (pack.contents ?? []).filter((n) => !present.has(n));
  if (missing.length) {
    const shown = missing.length > 6 ? `${missing.slice(0, 3).join(', ')} … ${missing.slice(-2).join(', ')}` : missing.join(', ');
    gaps.push({
      key: 'intake.gap.contents',
      params: { count: missing.length, missing: shown, ...where },
      message: `the table of contents lists ${missing.length} sections or headings the file does not have (${shown}); the last rule read is ${where.last} on line ${where.line}`,
    });
  }
  if (!pack.glossary.length) {
    gaps.push({ key: 'intake.gap.part', params: { part: 'Glossary', line: pack.counts.lines }, message: `the Glossary is missing (the file stops at line ${pack.counts.lines})` });
  }
  if (!pack.credits.length) {
    gaps.push({ key: 'intake.gap.part', params: { part: 'Credits', line: pack.counts.lines }, message: `the Credits are missing (the file stops at line ${pack.counts.lines})` });
  } else if (!pack.credits.some((l) => EFFECTIVE.test(l))) {
    gaps.push({
      key: 'intake.gap.ending',
      params: { part: 'Credits', line: pack.counts.lines },
      message: `the effective date the file repeats after the Credits is missing (the file stops at line ${pack.counts.lines})`,
    });
  }
  const input = last(inputs);
  if (input) {
    const cut = cutMidLine(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength).subarray(-4096).toString('utf8'));
    if (cut) {
      const line = pack.counts.lines;
      gaps.push({ key: 'intake.gap.mid-line', params: { line, tail: cut.tail.replace(/\uFFFD+$/, '') }, message: `the file ends in the middle of line ${line}` });
    }
  }
  return gaps;
}

export function mtgCrDocument(store: StoreOptions = {}): OfficialDocument<RulesPack, SaveResult> {
  return {
    id: 'mtg-cr',
    nameKey: 'intake.document.mtg-cr',
    maxBytes: MTG_CR_MAX_BYTES,
    parse(inputs) {
      const input = inputs[0];
      if (!input || inputs.length !== 1) return { ok: false, message: 'give exactly one rules text file' };
      const r = parseRulesFile(input.bytes, { id: 'mtg-cr', fileName: input.name });
      return r.ok ? { ok: true, doc: r.pack } : { ok: false, message: r.message };
    },
    completeness: mtgCrGaps,
    save: (pack) => savePack(pack, store),
  };
}
