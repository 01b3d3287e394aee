/**
 * `rulebot import mtg-ipg | mtg-mtr | mtg-jar` on PDFs these tests write themselves (test/helpers/pdf.ts), shaped like
 * the official documents (a title page with the effective date, a table of contents with dot leaders, numbered
 * headings, a running footer) but holding only our own filler text. A truncated file, a file cut to fewer pages, the
 * wrong document and a file that is not a PDF are refused, and the stored version stays in use.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../bot/cli.ts';
import { makePdf, type PdfPage } from '../helpers/pdf.ts';

interface Spec {
  title: string[];
  date: string;
  sections: Array<{ number: string; title: string; page: number; body: string[] }>;
}

const filler = (topic: string): string[] => [
  `This test paragraph stands in for the text about ${topic}.`,
  'It is written for the tests and says nothing official.',
];

const IPG: Spec = {
  title: ['MAGIC INFRACTION PROCEDURE GUIDE', 'Effective September 23, 2024'],
  date: '2024-09-23',
  sections: [
    { number: '1', title: 'General Philosophy', page: 3, body: filler('judging') },
    { number: '1.1', title: 'Definition of Penalties', page: 3, body: filler('penalties') },
    { number: '2', title: 'Game Play Errors', page: 4, body: filler('game play errors') },
    { number: '2.1', title: 'Game Play Error — Missed Trigger', page: 4, body: filler('forgotten triggers') },
    { number: '2.2', title: 'Game Play Error — Looking at Extra Cards', page: 5, body: filler('cards seen') },
    { number: '3', title: 'Tournament Errors', page: 6, body: filler('tournament errors') },
    { number: '3.1', title: 'Tournament Error — Tardiness', page: 6, body: filler('lateness') },
    { number: '4', title: 'Unsporting Conduct', page: 7, body: filler('conduct') },
    { number: '4.1', title: 'Unsporting Conduct — Minor', page: 7, body: filler('minor conduct') },
    { number: '4.8', title: 'Unsporting Conduct — Cheating', page: 8, body: filler('cheating') },
  ],
};

const MTR: Spec = {
  title: ['MAGIC: THE GATHERING TOURNAMENT RULES', 'Effective November 10, 2025'],
  date: '2025-11-10',
  sections: [
    { number: '1', title: 'Tournament Fundamentals', page: 3, body: filler('fundamentals') },
    { number: '1.10', title: 'Players', page: 3, body: filler('players') },
    { number: '2', title: 'Tournament Mechanics', page: 4, body: filler('mechanics') },
    { number: '2.11', title: 'Taking Notes', page: 4, body: filler('notes') },
    { number: '4', title: 'Communication', page: 5, body: filler('communication') },
    { number: '4.2', title: 'Tournament Shortcuts', page: 5, body: filler('shortcuts') },
  ],
};

/** The document as pages: title page, contents page, then one page per distinct section page, with a footer. */
function pages(spec: Spec): PdfPage[] {
  const leaders = (s: { number: string; title: string; page: number }) => `${s.number}. ${s.title} ${'.'.repeat(40)} ${s.page}`;
  const out: PdfPage[] = [
    [{ text: spec.title[0]!, size: 20 }, spec.title[1]!, 'Introduction', 'A test introduction written for the importer tests, long enough to be text.'],
    [{ text: 'CONTENTS', size: 14 }, ...spec.sections.map(leaders)],
  ];
  const last = Math.max(...spec.sections.map((s) => s.page));
  for (let page = 3; page <= last; page++) {
    const lines: PdfPage = [];
    for (const s of spec.sections.filter((x) => x.page === page)) lines.push({ text: `${s.number}. ${s.title}`, size: 13 }, ...s.body);
    out.push(lines);
  }
  return out.map((p, i) => [...p, { text: `Test document — page ${i + 1}`, x: 250, y: 30, size: 8 }]);
}

const dir = mkdtempSync(join(tmpdir(), 'rulebot-policy-import-'));
const data = mkdtempSync(join(tmpdir(), 'rulebot-policy-data-'));

function write(name: string, bytes: Uint8Array | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const saved = process.env.RULEBOT_DATA_DIR;
  process.env.RULEBOT_DATA_DIR = data;
  try {
    const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    if (saved === undefined) delete process.env.RULEBOT_DATA_DIR;
    else process.env.RULEBOT_DATA_DIR = saved;
  }
}

const stored = (id: string): string[] => {
  try {
    return readdirSync(join(data, 'rules', id)).sort();
  } catch {
    return [];
  }
};

afterEach(() => {
  delete process.env.RULEBOT_DATA_DIR;
});

describe('rulebot import mtg-ipg / mtg-mtr', () => {
  const ipg = makePdf(pages(IPG), { title: 'Magic Infraction Procedure Guide' });

  it('imports a whole document into numbered sections with its effective date, and keeps versions', async () => {
    const r = await run(['import', 'mtg-ipg', write('ipg.pdf', ipg), '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ id: 'mtg-ipg', effectiveDate: '2024-09-23', pages: 8, saved: { status: 'saved' } });
    expect(json.sections.map((s: { number: string }) => s.number)).toEqual(IPG.sections.map((s) => s.number));
    expect(json.sections.find((s: { number: string }) => s.number === '2.1')).toMatchObject({ title: 'Game Play Error — Missed Trigger', page: 4 });
    expect(stored('mtg-ipg')).toEqual(['2024-09-23.json']);
    // The same file again: unchanged, nothing written.
    expect(JSON.parse((await run(['import', 'mtg-ipg', join(dir, 'ipg.pdf'), '--json'])).out).saved.status).toBe('unchanged');
    expect((await run(['import', 'list'])).out).toMatch(/mtg-ipg 2024-09-23 +effective 2024-09-23 {2}10 sections .*\(latest\)/);
  });

  it('shows the imported text beside the summary in /ipg, with its edition and page', async () => {
    const r = await run(['ipg', 'MT']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Missed Trigger (IPG 2.1)');
    expect(r.out).toContain('Official text — IPG 2.1 Game Play Error — Missed Trigger');
    expect(r.out).toContain('This test paragraph stands in for the text about forgotten triggers.');
    expect(r.out).toContain('page 4');
    expect(r.out).not.toContain('Test document — page');
    const json = JSON.parse((await run(['ipg', '2.1', '--json'])).out);
    expect(json.official).toMatchObject({ effectiveDate: '2024-09-23', page: 4, title: 'Game Play Error — Missed Trigger' });
  });

  it('refuses a PDF cut short, saying at which byte, and keeps the stored version', async () => {
    const cut = write('ipg-cut.pdf', ipg.subarray(0, Math.floor(ipg.length * 0.7)));
    const r = await run(['import', 'mtg-ipg', cut]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`is a PDF cut short: it ends at byte ${Math.floor(ipg.length * 0.7)}`);
    expect(r.err).toContain('the version already stored (effective 2024-09-23) stays in use');
    expect(stored('mtg-ipg')).toEqual(['2024-09-23.json']);
  });

  it('refuses a whole PDF of a document missing its last pages, naming the first section it lacks', async () => {
    const short = makePdf(pages(IPG).slice(0, 6));
    const r = await run(['import', 'mtg-ipg', write('ipg-short.pdf', short), '--lang', 'fr']);
    expect(r.code).toBe(1);
    expect(r.err).toContain("ne contient pas l'intégralité du document « le Guide des procédures en cas d'infraction (IPG) »");
    expect(r.err).toContain('sa table des matières annonce 4 « Unsporting Conduct » (page 7), absente du fichier (ainsi que 2 autres sections) ; le fichier a 6 pages');
    expect(stored('mtg-ipg')).toEqual(['2024-09-23.json']);
  });

  it('refuses the wrong document, and a file that is not a PDF, with where and what', async () => {
    const mtr = write('mtr.pdf', makePdf(pages(MTR)));
    const wrong = await run(['import', 'mtg-ipg', mtr]);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('this is the Magic: The Gathering Tournament Rules, not the Magic Infraction Procedure Guide: use rulebot import mtg-mtr');
    const text = write('ipg.txt', 'MAGIC INFRACTION PROCEDURE GUIDE\nEffective September 23, 2024\n');
    const notPdf = await run(['import', 'mtg-ipg', text, '--lang', 'ja']);
    expect(notPdf.code).toBe(1);
    expect(notPdf.err).toContain('はPDFではありません：0バイト目が「MAGIC INFRACTION PROCEDU」で始まっています（PDFは「%PDF-」で始まります）');
    expect(stored('mtg-ipg')).toEqual(['2024-09-23.json']);
  });

  it('refuses a missing file and an empty one, and takes the MTR as its own document', async () => {
    expect((await run(['import', 'mtg-mtr', join(dir, 'nope.pdf')])).code).toBe(1);
    expect((await run(['import', 'mtg-mtr', write('empty.pdf', '')])).err).toContain('is empty');
    const r = await run(['import', 'mtg-mtr', join(dir, 'mtr.pdf'), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ id: 'mtg-mtr', effectiveDate: '2025-11-10' });
    expect((await run(['mtr', 'notes'])).out).toContain('This test paragraph stands in for the text about notes.');
  });
});

describe('rulebot import mtg-jar', () => {
  const headings = [
    'A player forgets a triggered ability (one that uses the words "when")',
    'A player sees a card in a library that they shouldn\'t have seen',
    'A player accidentally draws more cards or has more cards in their hand',
    'A player makes an in-game error not mentioned above',
    'A player has illegal, insufficient, or another player\'s cards in their deck',
    'General Unwanted Behaviors',
    'Serious Problems',
  ];
  const jarPages = (upTo: number): PdfPage[] => [
    [{ text: 'Judging at Regular Rules Enforcement Level (REL)', size: 16 }, 'Updated September 23, 2024', 'A test introduction paragraph about Regular REL events, written for these tests.'],
    headings.slice(0, upTo).flatMap((h) => [{ text: h, size: 12 }, `Our own test text under the heading ${h.slice(0, 20)}.`]),
    ...(upTo === headings.length ? [['Resources', 'Test resources line.']] : []),
  ];

  it('imports the JAR by its headings', async () => {
    const r = await run(['import', 'mtg-jar', write('jar.pdf', makePdf(jarPages(headings.length))), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).sections.map((s: { number: string }) => s.number)).toEqual([
      '1',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
      '2.5',
      '3',
      '4',
    ]);
    expect((await run(['ipg', 'missed trigger', '--rel', 'regular'])).out).toContain('Our own test text under the heading A player forgets a');
  });

  it('refuses a JAR that lacks its last headings', async () => {
    const r = await run(['import', 'mtg-jar', write('jar-short.pdf', makePdf(jarPages(5)))]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('the heading “General Unwanted Behaviors” is missing');
  });
});
