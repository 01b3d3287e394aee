/**
 * A minimal PDF writer for tests: pages of positioned text lines in a standard font (Helvetica, WinAnsi encoding),
 * an optional outline (bookmarks) and document info. Enough to feed rulings/official/pdf-text.ts the shapes real
 * policy and rules PDFs have (headings in a larger size, a line split into several text runs, several pages,
 * bookmarks as a table of contents) without committing any real document.
 */

export interface PdfTextRun {
  text: string;
  /** Left edge in points (default 72). */
  x?: number;
  /** Baseline from the bottom of the page in points; default: the next line down. */
  y?: number;
  /** Font size in points (default 11). */
  size?: number;
}

/** A page: lines of text top to bottom; a line may be several runs (drawn separately, as PDF producers do). */
export type PdfPage = Array<string | PdfTextRun | PdfTextRun[]>;

export interface PdfOutlineItem {
  title: string;
  /** 1-based page the bookmark points to. */
  page: number;
  children?: PdfOutlineItem[];
}

export interface MakePdfOptions {
  title?: string;
  outline?: PdfOutlineItem[];
  /** Page size in points (default US Letter, 612 × 792). */
  width?: number;
  height?: number;
}

/** WinAnsi codes for the typographic characters real documents use; everything else must be Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u2026': 0x85,
  '\u20ac': 0x80,
};

function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0)!;
    if (code > 0xff) throw new Error(`makePdf: "${ch}" cannot be written in WinAnsi encoding`);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

function pageContent(lines: PdfPage, height: number): string {
  const ops: string[] = ['BT'];
  let y = height - 72;
  for (const line of lines) {
    const runs: PdfTextRun[] = typeof line === 'string' ? [{ text: line }] : Array.isArray(line) ? line : [line];
    let x = 72;
    let lineSize = 11;
    const lineY = runs[0]?.y ?? y;
    for (const run of runs) {
      const size = run.size ?? 11;
      lineSize = Math.max(lineSize, size);
      const rx = run.x ?? x;
      ops.push(`/F1 ${size} Tf`, `1 0 0 1 ${rx} ${run.y ?? lineY} Tm`, `${pdfString(run.text)} Tj`);
      // Next run, when not placed: after this one, as if Helvetica were 0.5 em wide on average.
      x = rx + run.text.length * size * 0.5 + size * 0.3;
    }
    y = lineY - lineSize * 1.4;
  }
  ops.push('ET');
  return ops.join('\n');
}

/** Builds a PDF file (bytes) with the given pages. */
export function makePdf(pages: PdfPage[], options: MakePdfOptions = {}): Uint8Array {
  const width = options.width ?? 612;
  const height = options.height ?? 792;
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const content = pageContent(page, height);
    const contentId = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageIds.push(
      add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contentId} 0 R >>`),
    );
  }
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageIds.map((p) => `${p} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let outlineRoot: number | undefined;
  if (options.outline?.length) {
    outlineRoot = add('');
    const build = (items: PdfOutlineItem[], parent: number): { first: number; last: number; count: number } => {
      const ids = items.map(() => add(''));
      let count = items.length;
      items.forEach((item, i) => {
        const dest = pageIds[item.page - 1];
        if (dest === undefined) throw new Error(`makePdf: outline "${item.title}" points to page ${item.page}, which does not exist`);
        const parts = [`/Title ${pdfString(item.title)}`, `/Parent ${parent} 0 R`, `/Dest [${dest} 0 R /XYZ 0 ${height} 0]`];
        if (i > 0) parts.push(`/Prev ${ids[i - 1]} 0 R`);
        if (i < ids.length - 1) parts.push(`/Next ${ids[i + 1]} 0 R`);
        if (item.children?.length) {
          const sub = build(item.children, ids[i]!);
          parts.push(`/First ${sub.first} 0 R`, `/Last ${sub.last} 0 R`, `/Count ${sub.count}`);
          count += sub.count;
        }
        objects[ids[i]! - 1] = `<< ${parts.join(' ')} >>`;
      });
      return { first: ids[0]!, last: ids.at(-1)!, count };
    };
    const top = build(options.outline, outlineRoot);
    objects[outlineRoot - 1] = `<< /Type /Outlines /First ${top.first} 0 R /Last ${top.last} 0 R /Count ${top.count} >>`;
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R${outlineRoot ? ` /Outlines ${outlineRoot} 0 R /PageMode /UseOutlines` : ''} >>`;
  const info = options.title ? add(`<< /Title ${pdfString(options.title)} /Producer (rulebot tests) >>`) : undefined;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
