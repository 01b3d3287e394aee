/**
 * Parser for the Comprehensive Rules text file as Wizards publishes it: UTF-8 with a BOM, CRLF line endings, curly
 * quotes; a title, the effective date, an introduction, a table of contents, the numbered rules, the glossary and
 * the credits. One pass over the lines, no backtracking: the ~1 MB file parses in a few tens of milliseconds.
 *
 * Quirks of real files are handled and reported as notes (a subrule written "119.1d.", a rule written "901.4.Text"
 * without a space, a paragraph continued on an indented line, whitespace-only lines). Anything that does not fit
 * is kept (attached to the paragraph before it) and reported as a warning with its line number.
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import {
  PACK_FORMAT,
  type GlossaryTerm,
  type ImportProblem,
  type PackCounts,
  type PackId,
  type Paragraph,
  type ParseResult,
  type RulesPack,
  PACK_IDS,
} from './types.ts';

const SECTION_LINE = /^(\d)\.\s+(\S.*)$/;
const HEADING_LINE = /^(\d{3})\.\s+(\S.*)$/;
/** "702.19b Text"; tolerates "119.1d. Text" and a missing space. */
const SUBRULE_LINE = /^(\d{3}\.\d+[a-z])(\.?)(\s*)(.*)$/;
/** "702.19. Text"; tolerates "901.4.Text" and "702.19 Text". */
const RULE_LINE = /^(\d{3}\.\d+)(\.?)(\s*)(.*)$/;
const EXAMPLE_LINE = /^Example:\s*(.*)$/;
const EFFECTIVE = /These rules are effective as of ([A-Z][a-z]+)\s+(\d{1,2}),\s*(\d{4})/;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A title, not a sentence: "Trample", "General", "Keyword Abilities". */
function isTitle(text: string): boolean {
  return text.length > 0 && text.length <= 100 && !/[.:]$/.test(text);
}

export interface ParseOptions {
  id?: PackId;
  /** Shown in the pack (base name only). */
  fileName?: string;
  /** For reproducible output in tests. */
  now?: Date;
}

/** Decode bytes as strict UTF-8; refuses binary data. */
export function decodeRulesFile(bytes: Uint8Array): { ok: true; text: string } | { ok: false; code: 'empty' | 'binary'; message: string } {
  if (bytes.length === 0) return { ok: false, code: 'empty', message: 'the file is empty' };
  if (bytes.subarray(0, 8192).includes(0)) {
    return { ok: false, code: 'binary', message: 'the file holds binary data (NUL bytes), not the rules text' };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // A file cut in the middle of a character is text that stops early, not binary: the completeness check
    // (rulings/official/mtg-cr.ts) reports where it stops.
    const cut = incompleteTail(bytes);
    if (cut > 0) {
      try {
        return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut)) };
      } catch {
        // invalid earlier too
      }
    }
    return { ok: false, code: 'binary', message: 'the file is not UTF-8 text (the official rules file is UTF-8)' };
  }
}

/** How many bytes at the end start a UTF-8 sequence the file does not finish (0 when none). */
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const b = bytes[bytes.length - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back for the lead byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

function isoDate(month: string, day: string, year: string): string | undefined {
  const m = MONTHS.indexOf(month.toLowerCase());
  if (m < 0) return undefined;
  return `${year}-${String(m + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Rule and section numbers a glossary definition points at: "See rule 702.19", "rules 508.1 and 509.1", "section 6". */
function referencedRules(definition: string): string[] {
  const out: string[] = [];
  const num = String.raw`\d{3}(?:\.\d+[a-z]?)?`;
  const list = new RegExp(String.raw`\b(?:rules?|See)\s+(${num}(?:(?:,\s*|,?\s+(?:and|or|through)\s+)${num})*)`, 'g');
  for (const m of definition.matchAll(list)) for (const n of m[1]!.matchAll(new RegExp(num, 'g'))) out.push(n[0]);
  for (const m of definition.matchAll(/\bsections?\s+(\d)\b/g)) out.push(m[1]!);
  return [...new Set(out)];
}

function termAliases(term: string): string[] {
  const out = new Set<string>();
  const bare = term.replace(/\s*\(Obsolete\)\s*$/i, '').trim();
  if (bare !== term) out.add(bare);
  if (bare.includes(',')) {
    for (const part of bare.split(',')) {
      const clean = part.replace(/[“”"]/g, '').trim();
      if (clean) out.add(clean);
      const noBracket = clean.replace(/\s*\[[^\]]*\]\s*/g, ' ').trim();
      if (noBracket && noBracket !== clean) out.add(noBracket);
    }
  }
  out.delete(term);
  return [...out];
}

/**
 * Parse the rules text (already decoded). Returns the pack, or a refusal when the text is not a rules document.
 */
export function parseComprehensiveRules(input: string, options: ParseOptions = {}): ParseResult {
  const started = performance.now();
  const text = input.replace(/^\uFEFF/, '');
  if (!text.trim()) return { ok: false, code: 'empty', message: 'the file is empty' };
  if (text.includes('\u0000')) return { ok: false, code: 'binary', message: 'the file holds binary data, not the rules text' };
  const lines = text.split(/\r\n|\r|\n/);
  const problems: ImportProblem[] = [];
  const warn = (line: number, message: string): void => void problems.push({ line, severity: 'warning', message });
  const note = (line: number, message: string): void => void problems.push({ line, severity: 'note', message });

  // Layout: the body starts at the section heading before the first numbered rule; glossary and credits are the last
  // lines reading exactly "Glossary" and "Credits" (the table of contents lists both earlier).
  const firstRule = lines.findIndex((l) => RULE_LINE.test(l) || SUBRULE_LINE.test(l));
  if (firstRule < 0) {
    return {
      ok: false,
      code: 'not-rules',
      message: 'this is not a Comprehensive Rules document: it has no numbered rules (lines like "100.1. …" or "100.1a …")',
    };
  }
  let bodyStart = firstRule;
  for (let i = firstRule - 1; i >= 0; i--) {
    const l = lines[i]!.trim();
    if (l === '' || SECTION_LINE.test(l) || HEADING_LINE.test(l)) {
      if (l !== '') bodyStart = i;
    } else break;
  }
  let glossaryStart = -1;
  let creditsStart = -1;
  for (let i = lines.length - 1; i > firstRule; i--) {
    const l = lines[i]!.trim();
    if (creditsStart < 0 && l === 'Credits') creditsStart = i;
    if (l === 'Glossary') {
      glossaryStart = i;
      break;
    }
  }
  if (creditsStart < glossaryStart) creditsStart = -1;
  const bodyEnd = glossaryStart >= 0 ? glossaryStart : creditsStart >= 0 ? creditsStart : lines.length;
  const glossaryEnd = creditsStart >= 0 ? creditsStart : lines.length;

  // Title and effective date.
  const title = lines.find((l) => l.trim() !== '')!.trim();
  let effectiveDate: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const m = EFFECTIVE.exec(lines[i]!);
    if (!m) continue;
    const date = isoDate(m[1]!, m[2]!, m[3]!);
    if (!date) warn(i + 1, `cannot read the effective date "${m[0]}"`);
    else if (!effectiveDate) effectiveDate = date;
    else if (date !== effectiveDate) warn(i + 1, `a second effective date ${date} disagrees with ${effectiveDate}; keeping the first`);
  }

  // Table of contents: between the "Contents" line and the body.
  const contents: string[] = [];
  const contentsLine = lines.findIndex((l, i) => i < bodyStart && l.trim() === 'Contents');
  if (contentsLine >= 0) {
    for (let i = contentsLine + 1; i < bodyStart; i++) {
      const l = lines[i]!.trim();
      const m = SECTION_LINE.exec(l) ?? HEADING_LINE.exec(l);
      if (m) contents.push(m[1]!);
    }
  }

  // Body.
  const paragraphs: Paragraph[] = [];
  const byNumber = new Map<string, Paragraph>();
  let section = '';
  let heading = '';
  let current: Paragraph | undefined;
  /** What a continuation line extends: the paragraph text or its last example. */
  let continues: 'text' | 'example' | undefined;

  const add = (p: Paragraph): void => {
    if (byNumber.has(p.number)) warn(p.line, `${p.number} appears twice (first on line ${byNumber.get(p.number)!.line}); keeping both`);
    else byNumber.set(p.number, p);
    if (p.parent !== undefined && !byNumber.has(p.parent)) {
      warn(p.line, `${p.number} comes before any paragraph ${p.parent}`);
    }
    paragraphs.push(p);
    current = p;
    continues = 'text';
  };

  for (let i = bodyStart; i < bodyEnd; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    const lineNo = i + 1;
    if (line === '') {
      continues = undefined;
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = SECTION_LINE.exec(line)) && isTitle(m[2]!)) {
      section = m[1]!;
      add({ number: section, kind: 'section', section, text: m[2]!, examples: [], line: lineNo });
      continue;
    }
    if ((m = HEADING_LINE.exec(line)) && isTitle(m[2]!)) {
      heading = m[1]!;
      if (heading[0] !== section) warn(lineNo, `heading ${heading} is not in section ${section || '(none)'}`);
      add({ number: heading, kind: 'heading', parent: heading[0]!, section: heading[0]!, text: m[2]!, examples: [], line: lineNo });
      continue;
    }
    if ((m = SUBRULE_LINE.exec(line)) || (m = RULE_LINE.exec(line))) {
      const [, number, dot, space, rest] = m as unknown as [string, string, string, string, string];
      const isSub = /[a-z]$/.test(number);
      // "702.19" followed by a letter or digit without a dot or space would be something else entirely.
      if (dot || space || !rest) {
        if (isSub && dot) note(lineNo, `${number} is written "${number}." (subrules have no dot); read as subrule ${number}`);
        if (!isSub && !dot) note(lineNo, `${number} has no dot after its number; read as rule ${number}`);
        if (!space && rest) note(lineNo, `${number} has no space before its text; read as ${isSub ? 'subrule' : 'rule'} ${number}`);
        const parent = isSub ? number.slice(0, -1) : number.split('.')[0]!;
        if (!number.startsWith(heading)) warn(lineNo, `${number} is under heading ${heading || '(none)'}`);
        add({ number, kind: isSub ? 'subrule' : 'rule', parent, section: number[0]!, text: rest, examples: [], line: lineNo });
        continue;
      }
    }
    if ((m = EXAMPLE_LINE.exec(line))) {
      if (!current) {
        warn(lineNo, 'an example before any rule; skipped');
        continue;
      }
      current.examples.push(m[1]!);
      continues = 'example';
      continue;
    }
    // Any other line: the paragraph above continues on a new line.
    if (!current) {
      warn(lineNo, `text before the first rule, skipped: "${line.slice(0, 60)}"`);
      continue;
    }
    if (continues === 'example') {
      const last = current.examples.length - 1;
      current.examples[last] = `${current.examples[last]}\n${line}`;
      note(lineNo, `the example of ${current.number} continues on this line; kept with it`);
    } else if (continues === 'text') {
      current.text = current.text ? `${current.text}\n${line}` : line;
      note(lineNo, `${current.number} continues on this line; kept as part of it`);
    } else {
      current.text = `${current.text}\n${line}`;
      warn(lineNo, `text after a blank line that starts no rule; kept as part of ${current.number}: "${line.slice(0, 60)}"`);
    }
  }

  // Glossary: blank-line-separated blocks; first line the term, the rest its definition.
  const glossary: GlossaryTerm[] = [];
  if (glossaryStart >= 0) {
    let block: Array<{ text: string; line: number }> = [];
    const flush = (): void => {
      if (block.length === 0) return;
      const [head, ...rest] = block;
      if (rest.length === 0) warn(head!.line, `glossary term "${head!.text}" has no definition`);
      const term = head!.text;
      const definition = rest.map((r) => r.text).join('\n');
      const see = [...definition.matchAll(/(?:^|\n|\.\s)See ([^.\n]+?)\.(?=\s|$)/g)]
        .map((s) => s[1]!.replace(/[“”"]/g, '').trim())
        .filter((s) => !/^(?:rules?|sections?)\s/i.test(s));
      glossary.push({
        term,
        aliases: termAliases(term),
        obsolete: /\(Obsolete\)\s*$/i.test(term),
        definition,
        rules: referencedRules(definition),
        see,
        line: head!.line,
      });
      block = [];
    };
    for (let i = glossaryStart + 1; i < glossaryEnd; i++) {
      const line = lines[i]!.trim();
      if (line === '') flush();
      else block.push({ text: line, line: i + 1 });
    }
    flush();
    const known = new Set(glossary.map((g) => g.term));
    for (const g of glossary) {
      g.see = g.see.filter((s) => known.has(s));
      for (const r of g.rules) {
        if (!byNumber.has(r)) note(g.line, `glossary term "${g.term}" refers to rule ${r}, which the rules do not have`);
      }
    }
  }

  const credits = creditsStart >= 0 ? lines.slice(creditsStart + 1).map((l) => l.trim()).filter((l) => l !== '') : [];

  // Contents against body.
  if (contents.length > 0) {
    const listed = new Set(contents);
    for (const p of paragraphs) {
      if ((p.kind === 'section' || p.kind === 'heading') && !listed.has(p.number)) {
        note(p.line, `${p.number} "${p.text}" is not listed in the table of contents`);
      }
    }
    for (const n of contents) if (!byNumber.has(n)) warn(contentsLine + 1, `the table of contents lists ${n}, which the rules do not have`);
  }

  const counts = packCounts(paragraphs, glossary.length, lines.length - (lines[lines.length - 1] === '' ? 1 : 0));

  if (counts.rules + counts.subrules < 20 || counts.headings === 0) {
    return {
      ok: false,
      code: 'not-rules',
      message:
        `this is not a Comprehensive Rules document: it has ${counts.rules + counts.subrules} numbered rules and ` +
        `${counts.headings} rule headings (the real document has thousands of rules under headings like "100. General")`,
    };
  }
  if (!effectiveDate) {
    return {
      ok: false,
      code: 'no-date',
      message: 'the file has no line "These rules are effective as of <Month> <day>, <year>.", so its version is unknown',
    };
  }
  if (!/Comprehensive Rules/i.test(title)) note(1, `the first line "${title.slice(0, 60)}" does not name the Comprehensive Rules`);

  const id = options.id ?? 'mtg-cr';
  const normalized = lines.join('\n');
  const pack: RulesPack = {
    format: PACK_FORMAT,
    id,
    game: PACK_IDS[id],
    title,
    effectiveDate,
    contentHash: createHash('sha256').update(normalized).digest('hex'),
    importedAt: (options.now ?? new Date()).toISOString(),
    ...(options.fileName ? { sourceFile: basename(options.fileName) } : {}),
    paragraphs,
    glossary,
    credits,
    contents,
    counts,
    problems: problems.sort((a, b) => a.line - b.line),
  };
  return { ok: true, pack, ms: performance.now() - started };
}

/** A pack's counts, by kind of paragraph. */
export function packCounts(paragraphs: Paragraph[], glossaryTerms: number, lines: number): PackCounts {
  const of = (kind: Paragraph['kind']): number => paragraphs.filter((p) => p.kind === kind).length;
  const examples = paragraphs.reduce((n, p) => n + p.examples.length, 0);
  return { sections: of('section'), headings: of('heading'), rules: of('rule'), subrules: of('subrule'), examples, glossaryTerms, lines };
}

/** Decode and parse file bytes in one step. */
export function parseRulesFile(bytes: Uint8Array, options: ParseOptions = {}): ParseResult {
  const decoded = decodeRulesFile(bytes);
  if (!decoded.ok) return decoded;
  return parseComprehensiveRules(decoded.text, options);
}
