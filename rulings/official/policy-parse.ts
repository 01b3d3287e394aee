/**
 * Reads the text of an official tournament-policy PDF (rulings/official/pdf-text.ts) into numbered sections with
 * the document's effective date: the Infraction Procedure Guide and the Magic Tournament Rules by their numbered
 * headings ("2.1. Game Play Error — Missed Trigger", "4.2 Tournament Shortcuts", "Appendix B—Time Limits"), Judging
 * at Regular REL by its headings, which have no numbers.
 *
 * A file is refused rather than half-imported: one that is another document (the MTR given as the IPG), one with no
 * effective date, and one that is incomplete by the document's own structure — a section its table of contents
 * lists that the body lacks (a file cut short, pages missing), a last section with no text, a JAR missing one of
 * its headings. Refusals say what and where (the section, its page in the contents, the page the file ends on).
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { withoutRunningLines, type PdfLine, type PdfText } from './pdf-text.ts';
import { POLICY_PACK_FORMAT, type PolicyPack, type PolicyPackId, type PolicyPackSection } from './policy-types.ts';

interface DocumentShape {
  /** How the first page names the document, compared without spaces or case ("INFRACTIONPROCEDUREGUIDE"). */
  signature: RegExp;
  title: string;
  /** "Effective September 23, 2024" (the JAR says "Updated …"). */
  date: RegExp;
}

const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';

const SHAPES: Record<PolicyPackId, DocumentShape> = {
  'mtg-ipg': { signature: /INFRACTIONPROCEDUREGUIDE/, title: 'Magic Infraction Procedure Guide', date: new RegExp(`Effective\\s+${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})`, 'i') },
  'mtg-mtr': { signature: /TOURNAMENTRULES/, title: 'Magic: The Gathering Tournament Rules', date: new RegExp(`Effective\\s+${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})`, 'i') },
  'mtg-jar': { signature: /JUDGINGATREGULAR/, title: 'Judging at Regular Rules Enforcement Level', date: new RegExp(`(?:Updated|Effective)\\s+${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})`, 'i') },
};

const IMPORT_COMMAND: Record<PolicyPackId, string> = { 'mtg-ipg': 'import mtg-ipg', 'mtg-mtr': 'import mtg-mtr', 'mtg-jar': 'import mtg-jar' };

/** The JAR's headings, in order, as its own pages print them (anchors match rulings/sources/mtg-jar.yaml). */
export const JAR_HEADINGS: Array<{ anchor: string; title: string; heading: RegExp }> = [
  { anchor: '2.1', title: 'A player forgets a triggered ability', heading: /^A player forgets a triggered ability/i },
  { anchor: '2.2', title: 'A player sees a card in a library', heading: /^A player sees a card in a library/i },
  { anchor: '2.3', title: 'A player accidentally draws more cards', heading: /^A player accidentally draws more cards/i },
  { anchor: '2.4', title: 'A player makes an in-game error', heading: /^A player makes an in-game error/i },
  { anchor: '2.5', title: 'A player has illegal, insufficient…', heading: /^A player has illegal, insufficient/i },
  { anchor: '3', title: 'General Unwanted Behaviors', heading: /^General Unwanted Behaviou?rs?/i },
  { anchor: '4', title: 'Serious Problems', heading: /^Serious Problems/i },
];
/** Where the JAR's last section ends. */
const JAR_END = /^Resources\b/i;

export type PolicyParseResult = { ok: true; pack: PolicyPack } | { ok: false; code: 'foreign' | 'no-date' | 'no-sections'; message: string; page?: number };

/** A part of the document the file lacks, by the document's own structure (its contents, its headings). */
export interface PolicyGap {
  /** Message key under `intake.gap.` in commands/locales/<lang>/intake.yaml. */
  key: 'policy-section' | 'policy-empty' | 'policy-heading' | 'policy-ending';
  params: Record<string, string | number>;
  message: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(month: string, day: string, year: string): string {
  const m = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  return `${year}-${String(m + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Small capitals come out of PDFs as "G AME P LAY E RRORS": one capital, a space, the rest of the word. */
function unsmallCaps(text: string): string {
  return text.replace(/\b([A-Z]) ([A-Z]{2,})\b/g, '$1$2').replace(/\s+/g, ' ').trim();
}

function squeeze(text: string): string {
  return text.replace(/[^A-Za-z]/g, '').toUpperCase();
}

/** A table-of-contents line: a number, a title, dot leaders (or a gap), the page. */
const CONTENTS_LINE = /^(\d{1,2}(?:\.\d{1,2})?)\.?\s+(.+?)\s*(?:\.{3,}|…+)\s*(\d{1,3})$/;
const APPENDIX_CONTENTS = /^Appendix\s+([A-F])\s*[—–-]\s*(.+?)\s*(?:\.{3,}|…+)\s*(\d{1,3})$/i;
/** A heading in the body: "2.1. Game Play Error — Missed Trigger", "4. Communication", "3.12 Marked Cards". */
const HEADING = /^(\d{1,2}(?:\.\d{1,2})?)\.?\s+([A-Z][^.]{1,90})$/;
const APPENDIX_HEADING = /^Appendix\s+([A-F])\s*[—–-]\s*(.{2,90})$/i;

interface Contents {
  number: string;
  title: string;
  page: number;
}

function readContents(lines: PdfLine[]): { entries: Contents[]; last: number } {
  const entries: Contents[] = [];
  let last = -1;
  lines.forEach((l, i) => {
    const text = unsmallCaps(l.text);
    const m = CONTENTS_LINE.exec(text) ?? APPENDIX_CONTENTS.exec(text);
    if (!m) return;
    const number = /^\d/.test(m[1]!) ? m[1]! : `appendix-${m[1]!.toLowerCase()}`;
    if (!entries.some((e) => e.number === number)) entries.push({ number, title: m[2]!.trim(), page: Number(m[3]) });
    last = i;
  });
  return { entries, last };
}

/** Joins a section's lines: a new paragraph where the vertical gap is wider than a line and a half. */
function joinLines(lines: PdfLine[]): string {
  let text = '';
  let prev: PdfLine | undefined;
  for (const l of lines) {
    if (!prev) text = l.text;
    else if (l.page !== prev.page || prev.y - l.y > l.size * 1.9 || /^(?:[•·▪-]|[A-Z]\.|\d+\.)\s/.test(l.text)) text += `\n${l.text}`;
    else text += ` ${l.text}`;
    prev = l;
  }
  // Paragraph breaks as blank lines; hyphenation at line ends joined back.
  return text.replace(/(\p{L})- (\p{Ll})/gu, '$1$2').replace(/\n/g, '\n\n').trim();
}

function numbered(id: PolicyPackId, pdf: PdfText, body: PdfLine[], contents: Contents[]): PolicyPack {
  const found = new Map<string, number>();
  body.forEach((l, i) => {
    const text = unsmallCaps(l.text);
    const m = HEADING.exec(text) ?? APPENDIX_HEADING.exec(text);
    if (!m) return;
    const number = /^\d/.test(m[1]!) ? m[1]! : `appendix-${m[1]!.toLowerCase()}`;
    const listed = contents.find((c) => c.number === number);
    // Only what the contents list is a heading: "2. Players shuffle their decks." in a list is not.
    if (!listed || found.has(number)) return;
    if (squeeze(m[2]!).slice(0, 6) !== squeeze(listed.title).slice(0, 6)) return;
    found.set(number, i);
  });
  const order = contents.filter((c) => found.has(c.number)).sort((a, b) => found.get(a.number)! - found.get(b.number)!);
  const sections: PolicyPackSection[] = order.map((c, k) => {
    const at = found.get(c.number)!;
    const end = k + 1 < order.length ? found.get(order[k + 1]!.number)! : body.length;
    return { number: c.number, title: c.title, text: joinLines(body.slice(at + 1, end)), page: body[at]!.page };
  });
  return pack(id, pdf, sections, contents);
}

function jar(pdf: PdfText, body: PdfLine[]): PolicyPack {
  const at: Array<{ anchor: string; index: number }> = [];
  let from = 0;
  for (const h of JAR_HEADINGS) {
    const i = body.findIndex((l, k) => k >= from && h.heading.test(l.text));
    if (i < 0) continue;
    at.push({ anchor: h.anchor, index: i });
    from = i + 1;
  }
  const end = at.length ? body.findIndex((l, k) => k > at.at(-1)!.index && JAR_END.test(l.text)) : -1;
  const intro = body.slice(0, at[0]?.index ?? body.length);
  const first = Math.max(0, intro.findIndex((l) => l.text.length > 40));
  const sections: PolicyPackSection[] = [
    { number: '1', title: 'Introduction', text: joinLines(intro.slice(first)), page: intro[first]?.page ?? 1 },
    ...at.map((h, k) => ({
      number: h.anchor,
      title: body[h.index]!.text,
      text: joinLines(body.slice(h.index + 1, at[k + 1]?.index ?? (end >= 0 ? end : body.length))),
      page: body[h.index]!.page,
    })),
  ];
  const result = pack('mtg-jar', pdf, sections, []);
  result.closed = end >= 0;
  return result;
}

function pack(id: PolicyPackId, pdf: PdfText, sections: PolicyPackSection[], contents: Contents[]): PolicyPack {
  return { format: POLICY_PACK_FORMAT, id, game: 'mtg', title: SHAPES[id].title, effectiveDate: '', contentHash: '', importedAt: '', pages: pdf.pages, sections, contents, problems: [] };
}

/**
 * Every way a parsed document falls short of the whole one: a section its table of contents lists that the body
 * lacks (the first is named, with its page in the contents and the page the file ends on), a last section with no
 * text, a JAR heading missing or its closing "Resources" part.
 */
export function policyGaps(doc: PolicyPack): PolicyGap[] {
  const gaps: PolicyGap[] = [];
  const have = new Set(doc.sections.map((s) => s.number));
  if (doc.id === 'mtg-jar') {
    for (const h of JAR_HEADINGS) {
      if (have.has(h.anchor)) continue;
      const heading = h.title;
      gaps.push({ key: 'policy-heading', params: { heading, pages: doc.pages }, message: `the heading "${heading}" is missing; the file has ${doc.pages} page(s)` });
    }
    if (!gaps.length && !doc.closed) {
      const last = doc.sections.at(-1)!;
      gaps.push({ key: 'policy-ending', params: { title: last.title, page: last.page }, message: `the last section "${last.title}" (page ${last.page}) is not followed by the closing Resources part` });
    }
    return gaps;
  }
  const missing = (doc.contents ?? []).filter((c) => !have.has(c.number));
  if (missing.length) {
    const first = missing[0]!;
    gaps.push({
      key: 'policy-section',
      params: { number: first.number, title: first.title, page: first.page, more: missing.length - 1, pages: doc.pages },
      message: `the table of contents lists ${first.number} "${first.title}" (page ${first.page}) and ${missing.length - 1} more section(s) that the file does not have; it has ${doc.pages} page(s)`,
    });
    return gaps;
  }
  const lastListed = doc.contents?.at(-1);
  const last = lastListed && doc.sections.find((s) => s.number === lastListed.number);
  if (last && !last.text) {
    gaps.push({ key: 'policy-empty', params: { number: last.number, title: last.title, page: last.page }, message: `its last section, ${last.number} "${last.title}" (page ${last.page}), has no text` });
  }
  return gaps;
}

export interface PolicyParseOptions {
  fileName?: string;
  now?: Date;
  /** The PDF's bytes, for the content hash (the pack records which file it came from). */
  bytes?: Uint8Array;
}

/** Reads one policy document from its PDF text. */
export function parsePolicyDocument(id: PolicyPackId, pdf: PdfText, options: PolicyParseOptions = {}): PolicyParseResult {
  const shape = SHAPES[id];
  const firstPage = pdf.lines.filter((l) => l.page <= 2).map((l) => unsmallCaps(l.text));
  const opening = squeeze(firstPage.slice(0, 30).join(' ') + ' ' + (pdf.info.title ?? ''));
  if (!shape.signature.test(opening)) {
    const other = (Object.keys(SHAPES) as PolicyPackId[]).find((k) => k !== id && SHAPES[k].signature.test(opening));
    const first = firstPage.find((l) => l.length > 3) ?? '';
    return {
      ok: false,
      code: 'foreign',
      page: 1,
      message: other
        ? `this is the ${SHAPES[other].title}, not the ${shape.title}: use rulebot ${IMPORT_COMMAND[other]} for it`
        : `this is not the ${shape.title}: its first page begins "${first.slice(0, 80)}"`,
    };
  }
  const dateLine = pdf.lines.find((l) => l.page <= 2 && shape.date.test(l.text));
  const m = dateLine ? shape.date.exec(dateLine.text) : null;
  if (!m) {
    return { ok: false, code: 'no-date', page: 1, message: `the first page has no "${id === 'mtg-jar' ? 'Updated' : 'Effective'} <Month> <day>, <year>" line, so the edition is unknown` };
  }
  const effectiveDate = isoDate(m[1]!, m[2]!, m[3]!);
  const lines = withoutRunningLines(pdf.lines, pdf.pages).filter((l) => !shape.date.test(l.text) || l.page > 2);
  let result: PolicyPack;
  if (id === 'mtg-jar') result = jar(pdf, lines);
  else {
    const { entries, last } = readContents(lines);
    if (entries.length < 5) {
      return {
        ok: false,
        code: 'no-sections',
        message: 'no table of contents was found (lines like "2.1. Game Play Error — Missed Trigger ..... 7"), so the file cannot be checked to be complete',
      };
    }
    result = numbered(id, pdf, lines.slice(last + 1), entries);
  }
  result.effectiveDate = effectiveDate;
  result.importedAt = (options.now ?? new Date()).toISOString();
  if (options.fileName) result.sourceFile = basename(options.fileName);
  for (const s of result.sections) {
    if (!s.text && !/^\d{1,2}$/.test(s.number)) result.problems.push({ line: s.page, severity: 'warning', message: `section ${s.number} "${s.title}" (page ${s.page}) has no text` });
  }
  // The file's own bytes when given (the same PDF imported twice is "unchanged"), else the sections read.
  result.contentHash = createHash('sha256').update(options.bytes ?? JSON.stringify(result.sections)).digest('hex');
  return { ok: true, pack: result };
}
