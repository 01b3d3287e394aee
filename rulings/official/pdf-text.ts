/**
 * Text out of an official PDF (the Magic Tournament Rules, the Infraction Procedure Guide, the Riftbound Core Rules):
 * pages → lines in reading order, each with its page number, position and font size, plus the document's outline
 * (its bookmarks: the table of contents the publisher put in the file) and its info dictionary.
 *
 * Built on Mozilla's PDF.js (pdfjs-dist, legacy build: the one made for Node, with its polyfills), loaded on first
 * use so commands that never read a PDF don't pay for it. Refusals are results, never exceptions, and say where:
 * a file that is not a PDF (what it starts with, byte 0), one cut short (no end-of-file marker, the byte it ends
 * at), one over the byte cap (read as a stream, stopped at the cap), a page that cannot be read (its number).
 */
import { readCapped } from '../intake/read.ts';

export interface PdfLine {
  /** 1-based page number. */
  page: number;
  /** The line's text: its runs joined left to right, spaces where the runs are apart, whitespace collapsed. */
  text: string;
  /** Left edge and baseline in points (PDF space: y grows upwards). */
  x: number;
  y: number;
  /** Font size of the line's largest run, in points: headings are usually larger than body text. */
  size: number;
}

export interface PdfOutlineEntry {
  title: string;
  /** 0 for a top-level bookmark. */
  depth: number;
  /** 1-based page it points to, when the destination could be resolved. */
  page?: number;
}

export interface PdfText {
  pages: number;
  lines: PdfLine[];
  /** Bookmarks in document order (depth-first). Empty when the file has none. */
  outline: PdfOutlineEntry[];
  info: { title?: string; author?: string; subject?: string; created?: string; modified?: string };
  bytes: number;
}

export type PdfTextErrorCode = 'empty' | 'not-pdf' | 'truncated' | 'too-large' | 'too-many-pages' | 'encrypted' | 'damaged' | 'unreadable-page' | 'no-text';

export type PdfTextResult =
  | { ok: true; pdf: PdfText }
  | {
      ok: false;
      code: PdfTextErrorCode;
      /** One sentence in English saying what and where (CLI errors are English). */
      message: string;
      /** Byte offset the problem was found at, for a file that is not a PDF or is cut short. */
      offset?: number;
      /** 1-based page, for a page that could not be read. */
      page?: number;
      /** What the message says, for a localized message (commands/locales/<lang>/intake.yaml, `intake.pdf.<code>`). */
      params: Record<string, string | number>;
    };

export interface PdfTextOptions {
  /** Refuse a file larger than this (default 64 MiB; the official documents are 1–10 MB). */
  maxBytes?: number;
  /** Refuse a document with more pages than this (default 2000). */
  maxPages?: number;
}

export const DEFAULT_MAX_PDF_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_PAGES = 2000;

const HEADER = '%PDF-';
const EOF_MARKER = '%%EOF';

function printable(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 24)).toString('latin1');
  return head.replace(/[^\x20-\x7e]/g, '.');
}

function mib(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(n < 1024 * 1024 ? 2 : 0)} MiB`;
}

/**
 * The byte-level checks PDF.js is too forgiving for: it rebuilds a damaged cross-reference table by scanning, so a
 * file cut in half opens and silently shows fewer pages. A complete PDF starts with "%PDF-" (within its first
 * 1 KiB) and ends with "%%EOF" (within its last 1 KiB).
 */
export function checkPdfBytes(bytes: Uint8Array, options: PdfTextOptions = {}): Extract<PdfTextResult, { ok: false }> | undefined {
  const max = options.maxBytes ?? DEFAULT_MAX_PDF_BYTES;
  if (bytes.length === 0) return { ok: false, code: 'empty', message: 'the file is empty', offset: 0, params: {} };
  if (bytes.length > max) return { ok: false, code: 'too-large', message: `the file is larger than ${mib(max)} (the cap for a PDF)`, offset: max, params: { max: mib(max) } };
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const at = head.indexOf(HEADER);
  if (at < 0) {
    const text = !bytes.subarray(0, 1024).includes(0);
    return {
      ok: false,
      code: 'not-pdf',
      message:
        `not a PDF: at byte 0 it starts with "${printable(bytes)}", a PDF starts with "${HEADER}"` +
        (text ? ' (this looks like a text file)' : ''),
      offset: 0,
      params: { start: printable(bytes), header: HEADER, text: text ? 'yes' : 'no' },
    };
  }
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  if (!tail.includes(EOF_MARKER)) {
    return {
      ok: false,
      code: 'truncated',
      message: `the PDF is cut short: it ends at byte ${bytes.length} without the end-of-file marker "${EOF_MARKER}" every complete PDF ends with (an interrupted download?)`,
      offset: bytes.length,
      params: { offset: bytes.length, marker: EOF_MARKER },
    };
  }
  return undefined;
}

/** A line under construction: runs on one baseline. */
interface Run {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

/** Joins runs left to right, adding a space where two runs are apart and neither brings its own. */
function joinRuns(runs: Run[]): string {
  let text = '';
  let prevEnd = -Infinity;
  for (const r of runs) {
    const gap = r.x - prevEnd;
    if (text && gap > r.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(r.text)) text += ' ';
    text += r.text;
    prevEnd = Math.max(prevEnd, r.end);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Groups a page's runs into lines (same baseline, within a third of the font size), splits a line where a gap wider
 * than two em crosses the middle of the page (two columns), and orders the result: top to bottom, and for a
 * page laid out in two columns (a vertical gutter no line crosses, with text on both sides) the left column first.
 */
export function linesOfPage(page: number, runs: Run[], pageWidth: number): PdfLine[] {
  const sorted = runs.filter((r) => r.text.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Run[][] = [];
  for (const r of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - r.y) <= Math.max(row[0]!.size, r.size) / 3) row.push(r);
    else rows.push([r]);
  }
  const segments: Run[][] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: Run[] = [];
    let end = -Infinity;
    const mid = pageWidth / 2;
    for (const r of row) {
      // A gutter: a gap wider than two em across the middle of the page. A tab after a heading's number is not one.
      if (current.length && r.x - end > 2 * r.size && end < mid && r.x > mid) {
        segments.push(current);
        current = [];
      }
      current.push(r);
      end = Math.max(end, r.end);
    }
    if (current.length) segments.push(current);
  }
  const lines = segments.map((seg) => ({
    page,
    text: joinRuns(seg),
    x: seg[0]!.x,
    y: seg[0]!.y,
    size: Math.max(...seg.map((r) => r.size)),
    end: Math.max(...seg.map((r) => r.end)),
  }));
  const mid = pageWidth / 2;
  const left = lines.filter((l) => l.end <= mid + 4);
  const right = lines.filter((l) => l.x >= mid - 4);
  const twoColumns = left.length >= 3 && right.length >= 3 && left.length + right.length === lines.length;
  const ordered = twoColumns ? [...left.sort((a, b) => b.y - a.y), ...right.sort((a, b) => b.y - a.y)] : lines;
  return ordered.filter((l) => l.text !== '').map(({ end: _end, ...l }) => l);
}

/** "D:20250107120000-08'00'" → "2025-01-07". */
function pdfDate(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^D:(\d{4})(\d{2})?(\d{2})?/.exec(value) : null;
  return m ? `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}` : undefined;
}

function infoString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/** Reads the text of a PDF held in memory. */
export async function pdfText(bytes: Uint8Array, options: PdfTextOptions = {}): Promise<PdfTextResult> {
  const refused = checkPdfBytes(bytes, options);
  if (refused) return refused;
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  // PDF.js takes ownership of the buffer it is given (and wants a plain Uint8Array, not a Buffer): hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if ((error as Error).name === 'PasswordException') return { ok: false, code: 'encrypted', message: 'the PDF is protected by a password', params: {} };
    return { ok: false, code: 'damaged', message: `the PDF's structure cannot be read (${(error as Error).message})`, params: { reason: (error as Error).message } };
  }
  try {
    const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
    if (doc.numPages > maxPages) {
      return { ok: false, code: 'too-many-pages', message: `the PDF has ${doc.numPages} pages, more than the ${maxPages} a document may have`, params: { pages: doc.numPages, max: maxPages } };
    }
    const lines: PdfLine[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      try {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        const runs: Run[] = [];
        for (const item of content.items) {
          if (!('str' in item) || item.str === '') continue;
          const [a, b, , , x, y] = item.transform as number[];
          const size = Math.hypot(a!, b!) || item.height || 1;
          runs.push({ text: item.str, x: x!, end: x! + item.width, y: y!, size });
        }
        lines.push(...linesOfPage(n, runs, page.view[2]! - page.view[0]!));
        page.cleanup();
      } catch (error) {
        return { ok: false, code: 'unreadable-page', message: `page ${n} cannot be read (${(error as Error).message})`, page: n, params: { page: n, reason: (error as Error).message } };
      }
    }
    if (lines.length === 0) {
      return { ok: false, code: 'no-text', message: `the PDF's ${doc.numPages} page(s) hold no text (a scanned document?); the importer needs the text`, params: { pages: doc.numPages } };
    }
    const outline: PdfOutlineEntry[] = [];
    const walk = async (items: Awaited<ReturnType<typeof doc.getOutline>> | null, depth: number): Promise<void> => {
      for (const item of items ?? []) {
        let page: number | undefined;
        try {
          const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
          const ref = dest?.[0];
          if (ref && typeof ref === 'object') page = (await doc.getPageIndex(ref as { num: number; gen: number })) + 1;
          else if (typeof ref === 'number') page = ref + 1;
        } catch {
          // A bookmark whose destination is broken still names a section.
        }
        outline.push({ title: item.title.replace(/\s+/g, ' ').trim(), depth, ...(page ? { page } : {}) });
        await walk(item.items, depth + 1);
      }
    };
    await walk(await doc.getOutline().catch(() => null), 0);
    const meta = await doc.getMetadata().catch(() => undefined);
    const raw = (meta?.info ?? {}) as Record<string, unknown>;
    const info: PdfText['info'] = {};
    const title = infoString(raw.Title);
    if (title) info.title = title;
    const author = infoString(raw.Author);
    if (author) info.author = author;
    const subject = infoString(raw.Subject);
    if (subject) info.subject = subject;
    const created = pdfDate(raw.CreationDate);
    if (created) info.created = created;
    const modified = pdfDate(raw.ModDate);
    if (modified) info.modified = modified;
    return { ok: true, pdf: { pages: doc.numPages, lines, outline, info, bytes: bytes.length } };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/**
 * Reads a PDF file (or a FIFO, or `-` for standard input) once under the byte cap, with the shared reader of
 * rulings/intake/read.ts, then its text. A file that cannot be read throws that reader's IntakeError (missing, a
 * folder, over the cap: a localized message in intake.yaml); what is wrong inside the file is a refusal result.
 */
export async function readPdfFile(path: string, options: PdfTextOptions = {}): Promise<PdfTextResult & { bytes?: Uint8Array }> {
  const bytes = await readCapped(path, options.maxBytes ?? DEFAULT_MAX_PDF_BYTES);
  const result = await pdfText(bytes, options);
  return result.ok ? { ...result, bytes } : result;
}

/**
 * Drops running headers and footers: among the first and last two lines of each page, one whose text (digits
 * aside) recurs at the same height on at least half the pages (three at least), or a bare page number. Documents
 * print their title, edition date and page number on every page; an importer wants the body only.
 */
export function withoutRunningLines(lines: readonly PdfLine[], pages: number): PdfLine[] {
  const key = (l: PdfLine): string => `${Math.round(l.y / 4)}|${l.text.replace(/\d+/g, '#')}`;
  const byPage = new Map<number, PdfLine[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  const edge = new Set<PdfLine>();
  for (const list of byPage.values()) for (const l of [...list.slice(0, 2), ...list.slice(-2)]) edge.add(l);
  const pagesWith = new Map<string, Set<number>>();
  for (const l of edge) {
    const set = pagesWith.get(key(l)) ?? new Set<number>();
    set.add(l.page);
    pagesWith.set(key(l), set);
  }
  const threshold = Math.max(3, Math.ceil(pages / 2));
  const running = (l: PdfLine): boolean =>
    edge.has(l) && ((pagesWith.get(key(l))?.size ?? 0) >= threshold || /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i.test(l.text));
  return lines.filter((l) => !running(l));
}
