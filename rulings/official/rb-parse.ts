/**
 * Parser for the Riftbound Core Rules, from either form the document is found in:
 * - the Markdown conversion of the official PDF (one HTML `<tr>` per rule number, inside `<table>`s; the document
 *   often comes as several files that together make one, e.g. "01_20_…md" … "61_65_…md");
 * - plain text, one paragraph starting per line with its number ("103.2.b. Your Main Deck…"), which is what the
 *   official PDF gives once its text is extracted (rulings/official/rb-pdf.ts).
 *
 * Riftbound numbers every paragraph with dotted levels, numbers and letters alternating: 103, 103.2, 103.2.b,
 * 103.2.b.1 (stored without the trailing dot the document prints). A three-digit number is a section
 * ("100. Game Concepts"), a heading ("101. Deck Construction", a title) or a rule under the heading before it.
 *
 * The files are data supplied at run time, never committed. What does not fit is kept and reported with its file
 * and line. What shows the document is cut or partial — a file that stops inside a table row or leaves its table
 * open, a document not starting at 000, parts missing between files, cross-references to rules past the last one —
 * is returned as gaps (rulings/official/document.ts), and the import is refused: a broken file never replaces a
 * good one (rulings/official/rb-rules.ts plugs this parser into that contract).
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { DOTTED } from './numbers.ts';
import { decodeRulesFile, packCounts } from './parse.ts';
import type { Gap } from './document.ts';
import { PACK_FORMAT, PACKS, type ImportProblem, type Paragraph, type ParseResult, type RulesPack } from './types.ts';

/** A parse that found the document, with what it lacks (empty when whole); or a refusal: not this document. */
export type RbParseResult = (Extract<ParseResult, { ok: true }> & { gaps: Gap[] }) | Extract<ParseResult, { ok: false }>;

export interface InputFile {
  /** Shown in messages (base name). */
  name: string;
  bytes: Uint8Array;
}

export interface RbParseOptions {
  /** For reproducible output in tests. */
  now?: Date;
}

/** One numbered row of the document, before structure: where it was, its number and its lines. */
interface Row {
  file: string;
  line: number;
  /** Canonical number, or '' for a row without one (continues the row before). */
  number: string;
  lines: string[];
}

interface FileRows {
  file: string;
  rows: Row[];
  title?: string;
  date?: string;
  /** Set when the file is cut: where, and how (inside a row, or with its table left open). */
  cut?: { line: number; kind: 'row' | 'table' };
  lineCount: number;
}

/** "103.2.b." or "103.2.b" or "553.5" in a number cell (the document sometimes forgets the final dot). */
const NUMBER_CELL = /^(\d{3}(?:\.(?:\d+|[a-z]))*)\.?$/i;
/** A plain-text line that starts a paragraph: the number with its dot, then the text. */
const NUMBER_LINE = /^(\d{3}(?:\.(?:\d+|[a-z]))*)\.\s*(.*)$/;
const LAST_UPDATED = /Last Updated:?\s*(\d{4})-(\d{2})-(\d{2})|Last Updated:?\s*([A-Z][a-z]+)\s+(\d{1,2}),\s*(\d{4})/;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "See rule 589.1.", "See 107.5.", "rule 630.1", "Skip to rule 543.": the numbers a paragraph refers to. */
const REFERENCE = /\b(?:See(?:\s+rules?)?|rules?)\s+(\d{3}(?:\.(?:\d+|[a-z]))*)/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function lineAt(starts: number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

function isoDate(m: RegExpExecArray): string | undefined {
  if (m[1]) return `${m[1]}-${m[2]}-${m[3]}`;
  const month = MONTHS.indexOf(m[4]!.toLowerCase());
  return month < 0 ? undefined : `${m[6]}-${String(month + 1).padStart(2, '0')}-${m[5]!.padStart(2, '0')}`;
}

/** The heading lines before the rules: "# Riftbound Core Rules", "Last Updated: 2025-06-02". */
function readHeader(text: string, into: FileRows): void {
  const head = text.slice(0, 4000);
  const title = /^\s*#*\s*(.*Riftbound.*?)\s*$/im.exec(head.split(/<table|\n\d{3}\./i)[0] ?? '');
  if (title) into.title = title[1]!.replace(/^#+\s*/, '');
  const date = LAST_UPDATED.exec(head);
  if (date) into.date = isoDate(date);
}

/** Rows of the Markdown-with-HTML-tables form, with the line each starts on. */
function markdownRows(file: string, text: string): FileRows {
  const out: FileRows = { file, rows: [], lineCount: 0 };
  readHeader(text, out);
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const opens = (text.match(/<table\b/gi) ?? []).length;
  const closes = (text.match(/<\/table>/gi) ?? []).length;
  const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr>/gi;
  let end = 0;
  for (let m: RegExpExecArray | null; (m = ROW.exec(text)); ) {
    end = m.index + m[0].length;
    const line = lineAt(starts, m.index);
    const cells = [...m[1]!.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((c) => unescapeHtml(c[1]!.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')));
    if (cells.length !== 2) {
      out.rows.push({ file, line, number: '?', lines: [`${cells.length} cells: ${cells.join(' | ').slice(0, 60)}`] });
      continue;
    }
    const [numberCell, textCell] = cells as [string, string];
    const lines = textCell.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '');
    const trimmed = numberCell.trim();
    const n = NUMBER_CELL.exec(trimmed);
    out.rows.push({ file, line, number: n ? n[1]!.toLowerCase() : trimmed === '' ? '' : `?${trimmed}`, lines });
  }
  out.lineCount = starts.length;
  const rest = text.slice(end);
  const openRow = /<tr\b/i.exec(rest);
  if (openRow) {
    out.cut = { line: lineAt(starts, end + openRow.index), kind: 'row' };
  } else if (opens > closes) {
    out.cut = { line: starts.length, kind: 'table' };
  }
  return out;
}

/** Rows of the plain-text form (the PDF's text): a line starting with a number starts a paragraph. */
function textRows(file: string, text: string): FileRows {
  const lines = text.split(/\r\n|\r|\n/);
  const out: FileRows = { file, rows: [], lineCount: lines.length };
  readHeader(text, out);
  let current: Row | undefined;
  let lastTop = -1;
  const seen = new Set<string>();
  let previous = '';
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || /^(?:page\s*)?\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?$/i.test(line)) return;
    const m = NUMBER_LINE.exec(line);
    // A wrapped line can start with a number the text mentions ("…see rule / 582. Triggered Abilities…"): that is
    // not a new paragraph when the line before ends with "rule", or the number was already read, or it would take
    // the document back to an earlier heading.
    const number = m?.[1]!.toLowerCase();
    const mentioned =
      number !== undefined &&
      (/\b(?:rules?|[Ss]ee|to|and|in)$/.test(previous) || seen.has(number) || (/^\d{3}$/.test(number) && Number(number) < lastTop));
    if (m && number && !mentioned) {
      current = { file, line: i + 1, number, lines: m[2] ? [m[2]] : [] };
      out.rows.push(current);
      seen.add(number);
      lastTop = Math.max(lastTop, Number(number.slice(0, 3)));
    } else if (current) current.lines.push(line);
    previous = line;
  });
  return out;
}

/** The first line of a file when it names another document ("Magic: The Gathering Comprehensive Rules"). */
function foreignTitle(text: string): string | undefined {
  const first = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '')?.trim().replace(/^#+\s*/, '') ?? '';
  if (first === '' || /^[<\d]/.test(first) || /riftbound/i.test(first)) return undefined;
  return /comprehensive rules|magic|gate ruler|tournament rules|infraction procedure|judging at/i.test(first) ? first.slice(0, 80) : undefined;
}

/** A title, not a sentence: "Deck Construction", "Rune Deck", "1v1 (Duel)". */
function isTitle(lines: string[]): boolean {
  return lines.length === 1 && lines[0]!.length <= 60 && !/[.:]$/.test(lines[0]!);
}

/** Splits a paragraph's lines into its text and its examples ("Example: …", "Examples:" and the lines after). */
function textAndExamples(lines: string[]): { text: string[]; examples: string[] } {
  const text: string[] = [];
  const examples: string[] = [];
  let inExample = false;
  for (const raw of lines) {
    // "…for more information.Example: Cards that…": the PDF's conversion runs an example onto the line before.
    const parts = raw.split(/(?=Examples?:)/).map((part) => part.trim()).filter((part) => part !== '');
    for (const part of parts) {
      const ex = /^Examples?:\s*(.*)$/.exec(part);
      if (ex) {
        examples.push(ex[1]!);
        inExample = true;
      } else if (/^See\s+(?:rule\s+)?\d{3}/.test(part)) {
        text.push(part);
      } else if (inExample) {
        const last = examples.length - 1;
        examples[last] = examples[last] ? `${examples[last]}\n${part}` : part;
      } else text.push(part);
    }
  }
  return { text, examples };
}

/**
 * Parse the Core Rules from one or more files that together make the document (in any order: they are put in
 * document order by their first rule number).
 */
export function parseRiftboundRules(files: InputFile[], options: RbParseOptions = {}): RbParseResult {
  const started = performance.now();
  if (files.length === 0) return { ok: false, code: 'empty', message: 'no file given' };
  const parsed: FileRows[] = [];
  /** Files given with the parts that hold no rules at all (a README beside them): reported, not read. */
  const skipped: string[] = [];
  const seen = new Map<string, string>();
  for (const f of files) {
    const name = basename(f.name);
    const decoded = decodeRulesFile(f.bytes);
    if (!decoded.ok) return { ...decoded, file: name };
    const text = decoded.text.replace(/^\uFEFF/, '');
    const digest = createHash('sha256').update(text).digest('hex');
    if (seen.has(digest)) return { ok: false, code: 'not-rules', message: `${name} is the same file as ${seen.get(digest)}, given twice`, file: name };
    seen.set(digest, name);
    const foreign = foreignTitle(text);
    if (foreign) return { ok: false, code: 'not-rules', message: `${name} is not part of the Riftbound Core Rules: its title is "${foreign}"`, file: name, line: 1 };
    const rows = /<table\b/i.test(text) ? markdownRows(name, text) : textRows(name, text);
    if (rows.rows.length === 0 && !rows.cut) skipped.push(name);
    else parsed.push(rows);
  }
  if (parsed.length === 0) {
    const name = basename(files[0]!.name);
    return {
      ok: false,
      code: 'not-rules',
      message: `${files.length > 1 ? 'none of the files is' : `${name} is not`} part of the Riftbound Core Rules: no numbered rules (table rows or lines like "103.2.b. …")`,
      file: name,
    };
  }
  // Document order: by each file's first numbered row.
  const firstNumber = (f: FileRows): string => f.rows.find((r) => NUMBER_CELL.test(r.number))?.number ?? '999';
  parsed.sort((a, b) => DOTTED.compare(firstNumber(a), firstNumber(b)));
  // The content, not the file names: the same document imported again (renamed, or in other parts) is "unchanged".
  const contentHash = createHash('sha256').update(JSON.stringify(parsed.flatMap((f) => f.rows.map((r) => [r.number, r.lines])))).digest('hex');

  const title = parsed.find((f) => f.title)?.title;
  const dates = [...new Set(parsed.map((f) => f.date).filter((d): d is string => d !== undefined))];

  const problems: ImportProblem[] = [];
  const where = (r: Row): string => (parsed.length > 1 ? `${r.file}:${r.line}` : `line ${r.line}`);
  const warn = (r: Row, message: string): void => void problems.push({ line: r.line, severity: 'warning', message: parsed.length > 1 ? `${r.file}: ${message}` : message });
  const note = (r: Row, message: string): void => void problems.push({ line: r.line, severity: 'note', message: parsed.length > 1 ? `${r.file}: ${message}` : message });
  for (const name of skipped) problems.push({ line: 1, severity: 'note', message: `${name}: no numbered rules, not part of the document; skipped` });
  if (dates.length > 1) problems.push({ line: 1, severity: 'warning', message: `the files give different dates (${dates.join(', ')}); keeping ${dates[0]}` });

  const rows = parsed.flatMap((f) => f.rows);
  const paragraphs: Paragraph[] = [];
  const byNumber = new Map<string, Paragraph>();
  /** Where each paragraph came from (file and line), for messages. */
  const rowOf = new Map<Paragraph, Row>();
  let section: Paragraph | undefined;
  let heading: Paragraph | undefined;
  let current: Paragraph | undefined;
  rows.forEach((row, i) => {
    if (row.number.startsWith('?')) {
      warn(row, `a table row that is not a numbered rule (${row.number === '?' ? row.lines[0] : `number cell "${row.number.slice(1)}"`}); skipped`);
      return;
    }
    if (row.number === '') {
      // A row without a number: the paragraph above continues (the PDF's page break inside a paragraph).
      if (!current) return warn(row, 'text before the first rule; skipped');
      const { text, examples: more } = textAndExamples(row.lines);
      if (text.length && current.examples.length && more.length === 0) {
        const last = current.examples.length - 1;
        current.examples[last] = `${current.examples[last]}\n${text.join('\n')}`;
      } else if (text.length) current.text = [current.text, ...text].filter(Boolean).join('\n');
      current.examples.push(...more);
      note(row, `a row without a rule number continues ${current.number}; kept with it`);
      return;
    }
    const number = row.number;
    const { text, examples: ex } = textAndExamples(row.lines);
    const topLevel = /^\d{3}$/.test(number);
    const next = rows[i + 1];
    let kind: Paragraph['kind'];
    let parent: string | undefined;
    if (topLevel && isTitle(row.lines)) {
      const opensHeadings = Number(number) % 100 === 0 && next !== undefined && /^\d{3}$/.test(next.number) && isTitle(next.lines);
      kind = opensHeadings ? 'section' : 'heading';
      parent = opensHeadings ? undefined : section?.number;
    } else if (topLevel) {
      kind = 'rule';
      parent = heading?.number ?? section?.number;
    } else {
      kind = number.split('.').length === 2 ? 'rule' : 'subrule';
      parent = DOTTED.parent(number);
      // A number whose parent the document skipped ("577.2" with no 577.1 is fine; "625.e" under 625 too).
      while (parent !== undefined && !byNumber.has(parent)) {
        const up = DOTTED.parent(parent);
        if (up === undefined) break;
        parent = up;
      }
      if (parent !== undefined && !byNumber.has(parent)) warn(row, `${number} comes before any rule ${DOTTED.parent(number)}`);
      else if (parent !== DOTTED.parent(number)) note(row, `${number} has no paragraph ${DOTTED.parent(number)} above it; placed under ${parent}`);
    }
    const p: Paragraph = {
      number,
      kind,
      ...(parent !== undefined ? { parent } : {}),
      section: kind === 'section' ? number : (section?.number ?? number.slice(0, 1)),
      text: text.join('\n'),
      examples: ex,
      line: row.line,
    };
    if (kind === 'section') {
      section = p;
      heading = undefined;
    } else if (kind === 'heading') heading = p;
    rowOf.set(p, row);
    if (byNumber.has(number)) warn(row, `${number} appears twice (first at ${where(rowOf.get(byNumber.get(number)!)!)}); keeping both`);
    else byNumber.set(number, p);
    if (current && DOTTED.compare(current.number, number) >= 0 && current.kind !== 'section') {
      note(row, `${number} comes after ${current.number} (out of order in the document)`);
    }
    paragraphs.push(p);
    current = p;
  });

  const counts = packCounts(paragraphs, 0, parsed.reduce((n, f) => n + f.lineCount, 0));
  if (counts.rules + counts.subrules < 20 || counts.headings === 0) {
    return {
      ok: false,
      code: 'not-rules',
      message:
        `this is not the Riftbound Core Rules: it has ${counts.rules + counts.subrules} numbered rules and ${counts.headings} headings ` +
        '(the real document has about 1,300 rules under headings like "101. Deck Construction")',
      file: parsed[0]!.file,
    };
  }

  // Completeness, from the document's own structure: every way it falls short is a gap.
  const gaps: Gap[] = [];
  const gap = (key: string, row: Row | undefined, params: Record<string, string | number>, message: string): void => {
    const at: Record<string, string | number> = row ? { file: row.file, line: row.line } : {};
    gaps.push({ key: `intake.gap.${key}`, params: { ...at, ...params }, message: row ? `${row.file}, line ${row.line}: ${message}` : message });
  };
  for (const f of parsed) {
    if (!f.cut) continue;
    const last = f.rows.findLast((r) => NUMBER_CELL.test(r.number))?.number ?? '—';
    if (f.cut.kind === 'row') gap('rb-cut-row', { file: f.file, line: f.cut.line, number: '', lines: [] }, { last }, `the file ends inside a table row, after rule ${last}: it looks cut short`);
    else gap('rb-table-open', { file: f.file, line: f.cut.line, number: '', lines: [] }, { last }, `the table is never closed (the last rule read is ${last}): the file looks cut short`);
  }
  const firstRow = rows.find((r) => NUMBER_CELL.test(r.number))!;
  if (Number(firstRow.number.slice(0, 3)) > 1) {
    gap('rb-start', firstRow, { first: firstRow.number }, `the document starts at rule ${firstRow.number}: the part before it (from rule 000) is missing`);
  }
  if (!title && gaps.length === 0) {
    const first = parsed[0]!;
    return {
      ok: false,
      code: 'not-rules',
      message: `${first.file} is not the Riftbound Core Rules: no title naming Riftbound before the rules (expected "Riftbound Core Rules")`,
      file: first.file,
      line: 1,
    };
  }
  // Each later file must carry on from the one before: its first paragraph's parents are already there.
  for (let k = 1; k < parsed.length; k++) {
    const first = parsed[k]!.rows.find((r) => NUMBER_CELL.test(r.number));
    const before = parsed[k - 1]!.rows.findLast((r) => NUMBER_CELL.test(r.number));
    if (!first || !before) continue;
    const numericParent = DOTTED.parent(first.number);
    if (numericParent !== undefined && !byNumber.has(numericParent)) {
      gap('rb-between', first, { first: first.number, before: before.number }, `${first.file} starts at rule ${first.number}, but the file before ends at ${before.number}: the part in between is missing`);
    }
  }
  // Cross-references past the last rule mean the end is missing.
  const last = paragraphs.at(-1)!;
  const beyond: Array<{ row: Paragraph; ref: string }> = [];
  for (const p of paragraphs) {
    for (const m of `${p.text}\n${p.examples.join('\n')}`.matchAll(REFERENCE)) {
      const ref = m[1]!.toLowerCase();
      if (byNumber.has(ref)) continue;
      if (DOTTED.compare(ref, last.number) > 0) beyond.push({ row: p, ref });
      else problems.push({ line: p.line, severity: 'warning', message: `${p.number} refers to rule ${ref}, which the document does not have` });
    }
  }
  if (beyond.length > 0) {
    const { row, ref } = beyond[0]!;
    gap('rb-end', rowOf.get(row), { rule: row.number, ref, last: last.number, count: beyond.length }, `${row.number} refers to rule ${ref}, past the last rule ${last.number}: the end of the document is missing (${beyond.length} such references)`);
  }

  // A document missing its first part has no date either: the gap says why, the date is then unknown.
  const date = dates[0] ?? (gaps.length ? 'unknown' : undefined);
  if (!date) {
    return { ok: false, code: 'no-date', message: 'no line "Last Updated: <date>" at the top of the document, so its version is unknown', file: parsed[0]!.file, line: 1 };
  }
  const pack: RulesPack = {
    format: PACK_FORMAT,
    id: 'rb-cr',
    game: PACKS['rb-cr'].game,
    title: title ?? PACKS['rb-cr'].name.en,
    effectiveDate: date,
    contentHash,
    importedAt: (options.now ?? new Date()).toISOString(),
    sourceFile: parsed[0]!.file,
    ...(parsed.length > 1 ? { sourceFiles: parsed.map((f) => f.file) } : {}),
    paragraphs,
    glossary: [],
    credits: [],
    counts,
    // In document order (file by file), as the rows were read.
    problems,
  };
  return { ok: true, pack, gaps, ms: performance.now() - started };
}
