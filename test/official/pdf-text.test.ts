import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText, readPdfFile, withoutRunningLines, type PdfTextResult } from '../../rulings/official/pdf-text.ts';
import { makePdf } from '../helpers/pdf.ts';

function ok(result: PdfTextResult): Extract<PdfTextResult, { ok: true }>['pdf'] {
  if (!result.ok) throw new Error(`expected a PDF, got ${result.code}: ${result.message}`);
  return result.pdf;
}

const sample = makePdf(
  [
    [{ text: '1. Tournament Fundamentals', size: 16 }, 'The first line of body text, with “curly quotes” – and a dash.', [{ text: 'A line drawn' }, { text: 'as two runs' }]],
    [{ text: '2. Tournament Mechanics', size: 16 }, 'Second page text.'],
  ],
  { title: 'Sample Rules', outline: [{ title: '1. Tournament Fundamentals', page: 1, children: [{ title: '2. Tournament Mechanics', page: 2 }] }] },
);

describe('pdfText', () => {
  it('reads pages into lines in reading order, with page numbers, font sizes, the outline and the title', async () => {
    const pdf = ok(await pdfText(sample));
    expect(pdf.pages).toBe(2);
    expect(pdf.lines.map((l) => [l.page, l.text])).toEqual([
      [1, '1. Tournament Fundamentals'],
      [1, 'The first line of body text, with “curly quotes” – and a dash.'],
      [1, 'A line drawn as two runs'],
      [2, '2. Tournament Mechanics'],
      [2, 'Second page text.'],
    ]);
    expect(pdf.lines[0]!.size).toBe(16);
    expect(pdf.lines[1]!.size).toBe(11);
    expect(pdf.outline).toEqual([
      { title: '1. Tournament Fundamentals', depth: 0, page: 1 },
      { title: '2. Tournament Mechanics', depth: 1, page: 2 },
    ]);
    expect(pdf.info.title).toBe('Sample Rules');
    expect(pdf.bytes).toBe(sample.length);
  });

  it('reads a two-column page column by column, not across', async () => {
    const rows = [700, 680, 660, 640];
    const page = rows.flatMap((y, i) => [
      { text: `left ${i + 1}`, x: 72, y },
      { text: `right ${i + 1}`, x: 340, y },
    ]);
    const pdf = ok(await pdfText(makePdf([page])));
    expect(pdf.lines.map((l) => l.text)).toEqual(['left 1', 'left 2', 'left 3', 'left 4', 'right 1', 'right 2', 'right 3', 'right 4']);
  });

  it('refuses a file that is not a PDF, saying what it starts with at byte 0', async () => {
    const result = await pdfText(new TextEncoder().encode('Magic: The Gathering Comprehensive Rules\n100.1. These rules…'));
    expect(result).toMatchObject({ ok: false, code: 'not-pdf', offset: 0 });
    expect(!result.ok && result.message).toContain('at byte 0 it starts with "Magic: The Gathering Com"');
    expect(!result.ok && result.message).toContain('looks like a text file');
  });

  it('refuses a PDF cut short, naming the byte it ends at', async () => {
    const cut = sample.subarray(0, Math.floor(sample.length * 0.6));
    const result = await pdfText(cut);
    expect(result).toMatchObject({ ok: false, code: 'truncated', offset: cut.length });
    expect(!result.ok && result.message).toContain(`ends at byte ${cut.length}`);
  });

  it('refuses an empty file, and one over the byte cap', async () => {
    expect(await pdfText(new Uint8Array())).toMatchObject({ ok: false, code: 'empty' });
    expect(await pdfText(sample, { maxBytes: 100 })).toMatchObject({ ok: false, code: 'too-large' });
  });

  it('refuses a PDF whose pages hold no text', async () => {
    const result = await pdfText(makePdf([[], []]));
    expect(result).toMatchObject({ ok: false, code: 'no-text' });
    expect(!result.ok && result.message).toContain('2 page(s)');
  });

  it('refuses a document with more pages than allowed', async () => {
    expect(await pdfText(sample, { maxPages: 1 })).toMatchObject({ ok: false, code: 'too-many-pages', params: { pages: 2, max: 1 } });
  });
});

describe('readPdfFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rulebot-pdf-'));

  it('reads a file from disk', async () => {
    const path = join(dir, 'sample.pdf');
    writeFileSync(path, sample);
    expect(ok(await readPdfFile(path)).lines).toHaveLength(5);
  });

  it('stops reading at the byte cap, even on an endless input, with the shared reader\'s error', async () => {
    await expect(readPdfFile('/dev/zero', { maxBytes: 2 * 1024 * 1024 })).rejects.toMatchObject({ name: 'IntakeError', problem: 'too-large' });
  });

  it('says which path it cannot read', async () => {
    await expect(readPdfFile(join(dir, 'missing.pdf'))).rejects.toMatchObject({ problem: 'not-found' });
    await expect(readPdfFile(dir)).rejects.toMatchObject({ problem: 'directory' });
  });
});

describe('withoutRunningLines', () => {
  it('drops the title and page number printed on every page, keeps the body', async () => {
    const words = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
    const pages = [1, 2, 3, 4].map((n) => [
      { text: 'Magic Tournament Rules — Effective January 1, 2099', x: 72, y: 760, size: 8 },
      { text: `${words[n - 1]} opens page ${n}.`, x: 72, y: 700 },
      { text: `More text on page ${n}.`, x: 72, y: 680 },
      { text: `${words[n - 1]} closes it.`, x: 72, y: 660 },
      { text: String(n), x: 300, y: 40, size: 8 },
    ]);
    const pdf = ok(await pdfText(makePdf(pages)));
    expect(withoutRunningLines(pdf.lines, pdf.pages).map((l) => l.text)).toEqual([1, 2, 3, 4].flatMap((n) => [`${words[n - 1]} opens page ${n}.`, `More text on page ${n}.`, `${words[n - 1]} closes it.`]));
  });
});
