import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Locale } from '../../commands/i18n.ts';
import type { Game } from '../../rulings/games.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { RulingsSearch } from '../../rulings/search.ts';
import { importCommand } from '../../bot/cli/import.ts';
import { ruleCommand } from '../../bot/cli/rule.ts';
import { completeNumbers } from '../../commands/render/official.ts';
import { gameOfNumber, lookupRule, packForNumber } from '../../rulings/official/lookup.ts';
import { DOTTED, MTG_CR } from '../../rulings/official/numbers.ts';
import { parseRiftboundRules, type InputFile } from '../../rulings/official/rb-parse.ts';
import { pdfsAsText } from '../../rulings/official/rb-rules.ts';
import { makePdf, type PdfPage } from '../helpers/pdf.ts';
import { officialSearchDocs } from '../../rulings/official/search-docs.ts';
import { loadLatestPack } from '../../rulings/official/store.ts';
import { CR_FILE, HAVE_CR, realPack, REPO_ROOT, tempDir } from './helpers.ts';
import { HAVE_RB, rbAsText, rbPack, rbParts, rbPaths } from './rb-helpers.ts';

const QUALITY_DIR = join(REPO_ROOT, 'test', 'search-quality');

type Cli = typeof importCommand;
async function run(command: Cli, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command.run(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('Riftbound rule numbers as people type them', () => {
  it('reads dotted numbers, with or without the final dot, a glued letter, a prefix, full-width digits or a comma', () => {
    for (const typed of ['103.2.b', '103.2.b.', '103.2b', 'Rule 103.2.b', 'règle 103,2,b', '１０３．２．ｂ', ' 103.2.B ', 'rb 103.2.b']) {
      expect(DOTTED.normalize(typed), typed).toBe('103.2.b');
    }
    expect(DOTTED.normalize('626.1.d.1.a')).toBe('626.1.d.1.a');
    for (const bad of ['tank', '10.2', '103.2.bb.', '1034.1', '']) expect(DOTTED.normalize(bad), bad).toBeUndefined();
  });

  it('orders numbers as the document does (numbers before letters, 10 after 9)', () => {
    const sorted = ['103.2.b', '103.10', '103', '103.2', '103.2.a.1', '103.2.a', '103.9', '101'].sort(DOTTED.compare);
    expect(sorted).toEqual(['101', '103', '103.2', '103.2.a', '103.2.a.1', '103.2.b', '103.9', '103.10']);
  });

  it('tells the game from the number’s shape only when the shape is one game’s own', () => {
    expect(gameOfNumber('103.2.b')).toBe('rb');
    expect(gameOfNumber('626.1.d.2')).toBe('rb');
    expect(gameOfNumber('702.19b')).toBe('mtg');
    expect(gameOfNumber('103.2')).toBeUndefined();
    expect(gameOfNumber('702')).toBeUndefined();
    // Magic numbers keep their own reading: "702.19.b" is still 702.19b there.
    expect(MTG_CR.normalize('702.19.b')).toBe('702.19b');
  });
});

describe.skipIf(!HAVE_RB)('parsing the real Riftbound Core Rules (2025-06-02, four Markdown parts)', () => {
  it('reads every numbered row into a paragraph, with the date and the document’s structure', () => {
    const pack = rbPack();
    const rows = rbParts().reduce((n, f) => n + (f.bytes.toString('utf8').match(/<tr>/g) ?? []).length, 0);
    const unnumbered = rbParts().reduce((n, f) => n + (f.bytes.toString('utf8').match(/<tr><td>\s*<\/td>/g) ?? []).length, 0);
    expect(pack).toMatchObject({ id: 'rb-cr', game: 'rb', title: 'Riftbound Core Rules', effectiveDate: '2025-06-02' });
    expect(pack.paragraphs).toHaveLength(rows - unnumbered);
    expect(pack.sourceFiles).toEqual(rbParts().map((f) => basename(f.name)));
    expect(pack.paragraphs.filter((p) => p.kind === 'section').map((p) => p.number)).toEqual(['000', '100', '500', '700']);
    const p = (n: string) => pack.paragraphs.find((q) => q.number === n)!;
    expect(p('101')).toMatchObject({ kind: 'heading', parent: '100', section: '100' });
    expect(p('103')).toMatchObject({ kind: 'rule', parent: '101' });
    expect(p('103.2.b.1')).toMatchObject({ kind: 'subrule', parent: '103.2.b', section: '100' });
    expect(p('626.1.d.1.a').parent).toBe('626.1.d.1');
    // Its example is kept apart from its text, and the text is the document's own.
    expect(p('103.2.b.1').examples).toHaveLength(1);
    expect(rbParts()[0]!.bytes.toString('utf8')).toContain(p('103.2.b.1').text);
    // A row the PDF conversion left without a number continues the paragraph above (reported as a note).
    expect(p('559.3.c.4').examples[0]).toMatch(/\n/);
    expect(pack.problems.filter((q) => q.severity === 'warning')).toEqual([]);
  });

  it('reads the same document from plain text (the shape of the official PDF’s text) into the same paragraphs', () => {
    const text = rbAsText();
    const r = parseRiftboundRules([{ name: 'Riftbound Core Rules.txt', bytes: Buffer.from(text) }]);
    expect(r.ok && r.pack.paragraphs.map((p) => [p.number, p.kind, p.parent, p.text, p.examples.length])).toEqual(
      rbPack().paragraphs.map((p) => [p.number, p.kind, p.parent, p.text, p.examples.length]),
    );
    expect(r.ok && r.pack.effectiveDate).toBe('2025-06-02');
  });

  it('puts the parts in document order whatever order they are given in', () => {
    const r = parseRiftboundRules([...rbParts()].reverse());
    expect(r.ok && r.pack.contentHash).toBe(rbPack().contentHash);
  });

  const gapsOf = (files: InputFile[]) => {
    const r = parseRiftboundRules(files);
    return r.ok ? r.gaps : [{ key: 'refused', params: {}, message: r.message }];
  };

  it('finds no gap in the whole document, and names the part missing at the start, in the middle or at the end', () => {
    expect(gapsOf(rbParts())).toEqual([]);
    const parts = rbParts();
    const without = (k: number) => gapsOf(parts.filter((_, i) => i !== k));
    expect(without(0)).toEqual([expect.objectContaining({ key: 'intake.gap.rb-start', params: expect.objectContaining({ first: '512.1', line: 1 }) })]);
    expect(without(1)).toEqual([expect.objectContaining({ key: 'intake.gap.rb-between', params: expect.objectContaining({ first: '597.1', before: '512', file: basename(parts[2]!.name) }) })]);
    expect(without(2)).toEqual([expect.objectContaining({ key: 'intake.gap.rb-between', params: expect.objectContaining({ first: '719.2', before: '597' }) })]);
    expect(without(3)).toEqual([expect.objectContaining({ key: 'intake.gap.rb-end', params: expect.objectContaining({ ref: '722', last: '719.1.d.1' }) })]);
  });

  it('finds a part cut anywhere, with the file and line where it stops', () => {
    const parts = rbParts();
    for (const [k, share] of [[0, 0.05], [0, 0.5], [0, 0.97], [1, 0.3], [1, 0.999], [2, 0.5], [2, 0.8], [3, 0.2], [3, 0.6], [3, 0.99]] as const) {
      const cut = parts.map((f, i) => (i === k ? { ...f, bytes: f.bytes.subarray(0, Math.floor(f.bytes.length * share)) } : f));
      const gaps = gapsOf(cut);
      expect(gaps[0], `part ${k} cut at ${share}`).toMatchObject({
        key: expect.stringMatching(/^intake\.gap\.rb-(cut-row|table-open)$/),
        params: { file: basename(parts[k]!.name), line: expect.any(Number), last: expect.stringMatching(/^\d{3}/) },
      });
    }
    // Cut just after a complete row: the table is never closed.
    const text = parts[1]!.bytes.toString('utf8');
    const atRow = text.lastIndexOf('</tr>', text.length / 2) + 5;
    const gaps = gapsOf(parts.map((f, i) => (i === 1 ? { ...f, bytes: Buffer.from(text.slice(0, atRow)) } : f)));
    expect(gaps[0]).toMatchObject({ key: 'intake.gap.rb-table-open' });
  });

  it('refuses another document, binary data and a part given twice', () => {
    const foreign = parseRiftboundRules([{ name: 'rules.txt', bytes: Buffer.from('Magic: The Gathering Comprehensive Rules\n\n100.1. A rule.\n') }]);
    expect(foreign).toMatchObject({ ok: false, code: 'not-rules', message: expect.stringMatching(/its title is "Magic: The Gathering Comprehensive Rules"/) });
    expect(parseRiftboundRules([{ name: 'x.bin', bytes: Uint8Array.from([0, 1, 2, 0]) }])).toMatchObject({ ok: false, code: 'binary' });
    expect(parseRiftboundRules([...rbParts(), rbParts()[1]!])).toMatchObject({ ok: false, message: expect.stringMatching(/given twice/) });
    expect(parseRiftboundRules([{ name: 'notes.md', bytes: Buffer.from('# Notes\n\nNothing numbered here.\n') }])).toMatchObject({ ok: false, code: 'not-rules' });
  });

  it('indexes every paragraph in the Riftbound tier, labelled with its context', () => {
    const docs = officialSearchDocs(rbPack());
    expect(new Set(docs.map((d) => d.game))).toEqual(new Set(['rb']));
    const tank = docs.find((d) => d.id === 'rb-cr:727.1.b')!;
    expect(tank.title).toBe('727.1.b — Tank');
    expect(tank.keywords.split(' ')).toEqual(['727.1.b', '727.1', '727']);
  });

  it('completes numbers for /rule in document order, and suggests neighbours for a missing one', () => {
    const names = completeNumbers([rbPack()], '103.2', undefined, 25).map((c) => c.value);
    expect(names.slice(0, 4)).toEqual(['103.2', '103.2.a', '103.2.a.1', '103.2.a.2']);
    expect(completeNumbers([rbPack()], '103.2b', 'rb', 5)[0]!.value).toBe('103.2.b');
    const missing = lookupRule(rbPack(), '999.9');
    expect(missing).toMatchObject({ status: 'not-found', suggestions: ['729.3'] });
    const sibling = lookupRule(rbPack(), '103.2.z');
    expect(sibling.status === 'not-found' && sibling.suggestions[0]).toBe('103.2.e');
  });
});

describe.skipIf(!HAVE_RB || !HAVE_CR)('a number goes to the right document when both are imported', () => {
  it('by shape, by the game asked for, and by which document holds it', () => {
    const both = [realPack(), rbPack()];
    expect(packForNumber(both, '103.2.b')?.id).toBe('rb-cr');
    expect(packForNumber(both, '702.19b')?.id).toBe('mtg-cr');
    expect(packForNumber(both, '103.2', 'rb')?.id).toBe('rb-cr');
    expect(packForNumber(both, '103.2')?.id).toBe('mtg-cr');
    expect(packForNumber(both, '053.1')?.id).toBe('rb-cr');
  });
});

describe.skipIf(!HAVE_RB)('rulebot import rb-rules / rulebot rule --game rb (end to end, into a temporary RULEBOT_DATA_DIR)', () => {
  let dataDir: string;
  const saved = process.env.RULEBOT_DATA_DIR;
  beforeEach(() => {
    dataDir = tempDir('rulebot-rb-');
    process.env.RULEBOT_DATA_DIR = dataDir;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.RULEBOT_DATA_DIR;
    else process.env.RULEBOT_DATA_DIR = saved;
  });

  it('imports the parts (SOURCE.md beside them is skipped), then prints 103.2.b and refuses 999.9 with a did-you-mean', async () => {
    const imported = await run(importCommand, 'rb-rules', ...rbPaths());
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/^Riftbound Core Rules, effective 2025-06-02 — parsed \d+ lines from 4 files/);
    expect(imported.out).toMatch(/4 sections · \d+ rule headings · \d+ rules · \d+ subrules · \d+ examples\n/);
    expect(imported.out).toMatch(/SOURCE\.md: no numbered rules, not part of the document; skipped/);
    expect(readdirSync(join(dataDir, 'rules', 'rb-cr'))).toEqual(['2025-06-02.json']);
    expect(loadLatestPack('rb')?.counts).toEqual(rbPack().counts);

    const rule = await run(ruleCommand, '103.2.b', '--game', 'rb');
    expect(rule.code).toBe(0);
    const paragraph = rbPack().paragraphs.find((p) => p.number === '103.2.b')!;
    expect(rule.out).toMatch(/^Rule 103\.2\.b — Deck Construction\n/);
    expect(rule.out).toContain(paragraph.text);
    expect(rule.out).toMatch(/Riftbound Core Rules effective June 2, 2025/);
    // The shape alone says Riftbound; in French the labels are French and the text stays official.
    const fr = await run(ruleCommand, '103.2.b', '--lang', 'fr');
    expect(fr.out).toMatch(/^Règle 103\.2\.b — Deck Construction/);
    expect(fr.out).toMatch(/Règles de base de Riftbound en vigueur le 2 juin 2025/);

    const missing = await run(ruleCommand, '999.9', '--game', 'rb');
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/The Riftbound Core Rules effective June 2, 2025 have no rule 999\.9\.\nDid you mean `729\.3`\?/);
    const ja = await run(ruleCommand, '103.2.z', '--game', 'rb', '--lang', 'ja');
    expect([ja.code, ja.out]).toEqual([1, expect.stringMatching(/2025年6月2日 施行のRiftbound コアルールにはルール 103\.2\.z がありません。\nもしかして `103\.2\.e`、`103\.2`、または`103\.2\.a`？/)]);

    const badGame = await run(ruleCommand, '103.2.b', '--game', 'gr');
    expect([badGame.code, badGame.err]).toEqual([2, expect.stringMatching(/--game gr has no rule numbers; use mtg or rb/)]);
    // Magic's rules are not imported here: a Magic number says so instead of answering from Riftbound.
    const mtg = await run(ruleCommand, '702.19b');
    expect(mtg.out).toMatch(/Official rules not available yet/);
  });

  it('keeps the stored version when a cut or foreign file is imported afterwards', async () => {
    expect((await run(importCommand, 'rb-rules', ...rbPaths())).code).toBe(0);
    const stored = join(dataDir, 'rules', 'rb-cr', '2025-06-02.json');
    const before = { bytes: readFileSync(stored), mtime: statSync(stored).mtimeMs };
    const dir = tempDir('rulebot-rb-cut-');
    const parts = rbParts();
    const paths = parts.map((f, i) => {
      const path = join(dir, basename(f.name));
      writeFileSync(path, i === 2 ? f.bytes.subarray(0, Math.floor(f.bytes.length * 0.45)) : f.bytes);
      return path;
    });
    const cut = await run(importCommand, 'rb-rules', ...paths);
    expect(cut.code).toBe(1);
    expect(cut.err.split('\n')).toEqual([
      expect.stringMatching(/^rulebot import: refused 01_20_.*\.md, 21_40_.*\.md, 41_60_.*\.md, 61_65_.*\.md\.$/),
      expect.stringMatching(/is not a complete copy of the Riftbound Core Rules/),
      expect.stringMatching(/^ {2}- 41_60_Riftbound_Core_Rules_2025_06_02\.md ends inside a table row, after rule [\d.a-z]+ \(line \d+\): the file looks cut short$/),
      // The part after it then misses its start as well.
      expect.stringMatching(/^ {2}- 61_65_Riftbound_Core_Rules_2025_06_02\.md starts at rule 719\.2, but the file before it ends at rule [\d.a-z]+: the part in between is missing$/),
      'Nothing was replaced: the version already stored (effective 2025-06-02) stays in use.',
    ]);
    const fr = await run(importCommand, 'rb-rules', ...paths, '--lang', 'fr');
    expect(fr.err).toMatch(/s'arrête au milieu d'une ligne du tableau/);
    const foreign = HAVE_CR ? await run(importCommand, 'rb-rules', CR_FILE) : undefined;
    if (foreign) expect([foreign.code, foreign.err]).toEqual([1, expect.stringMatching(/is not the Riftbound Core Rules: .*its title is "Magic: The Gathering Comprehensive Rules"/)]);
    expect(readdirSync(join(dataDir, 'rules', 'rb-cr'))).toEqual(['2025-06-02.json']);
    expect(readFileSync(stored).equals(before.bytes)).toBe(true);
    expect(statSync(stored).mtimeMs).toBe(before.mtime);

    const list = await run(importCommand, 'list');
    expect(list.out).toMatch(/^rb-cr +2025-06-02 +effective 2025-06-02 +\d+ rules, 0 terms .*\(latest\)$/);
  });
});

describe.skipIf(!HAVE_RB)('the imported Core Rules join Riftbound’s own tier of the search', () => {
  const kb = loadKnowledgeBase({ strict: false });
  const rbDocs = () => officialSearchDocs(rbPack());
  const labelled = () =>
    readdirSync(QUALITY_DIR)
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => parseYaml(readFileSync(join(QUALITY_DIR, f), 'utf8')) as Array<{ q: string; lang: Locale; expect: string | null; game?: Game; about?: string }>);

  it('moves no answer of a Magic or Gate Ruler question (same hits, same scores)', () => {
    const without = new RulingsSearch(kb, HAVE_CR ? officialSearchDocs(realPack()) : []);
    const withRb = new RulingsSearch(kb, [...(HAVE_CR ? officialSearchDocs(realPack()) : []), ...rbDocs()]);
    const others = labelled().filter((q) => (q.expect ? !q.expect.startsWith('rb.') : q.about !== 'rb' && q.game !== 'rb'));
    expect(others.length).toBeGreaterThan(400);
    const brief = (r: ReturnType<RulingsSearch['query']>) => ({ found: r.found, hits: r.hits.map((h) => [h.id, h.score]), suggestions: r.suggestions.map((h) => h.id) });
    for (const q of others) {
      const options = { lang: q.lang, ...(q.game ? { game: q.game } : {}) };
      expect(brief(withRb.query(q.q, options)), q.q).toEqual(brief(without.query(q.q, options)));
    }
    // Two searches over 400+ questions: about 15 s alone, over the 30 s default when the whole suite shares two cores.
  }, 120_000);

  it('answers a Riftbound question from the Core Rules paragraphs when no entry does, never from another game', () => {
    const search = new RulingsSearch(kb, [...(HAVE_CR ? officialSearchDocs(realPack()) : []), ...rbDocs()]);
    const filtered = search.query('tank damage assignment', { lang: 'en', game: 'rb' });
    expect(filtered.hits.every((h) => h.game === 'rb')).toBe(true);
    expect(filtered.hits.map((h) => h.id).slice(0, 3)).toEqual(expect.arrayContaining([expect.stringMatching(/^rb-cr:(727|626\.1\.d)/)]));
  });
});

/**
 * The Core Rules laid out as the official PDF is (a number column and a text column, long paragraphs wrapped, the
 * title repeated at the top of every page and a page number at the bottom), built at run time from the reference
 * text with the tests' PDF writer: nothing of the document is committed.
 */
function rbPdf(cut?: number): Uint8Array {
  const pack = rbPack();
  const body: Array<[string, string]> = [];
  const wrap = (text: string): string[] => {
    const out: string[] = [];
    for (const para of text.split('\n')) {
      let line = '';
      for (const word of para.split(' ')) {
        if (line && line.length + word.length > 90) {
          out.push(line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      out.push(line);
    }
    return out;
  };
  for (const p of pack.paragraphs.slice(0, cut)) {
    const lines = [...wrap(p.text), ...p.examples.flatMap((e) => wrap(`Example: ${e}`))];
    lines.forEach((l, i) => body.push([i === 0 ? `${p.number}.` : '', l]));
  }
  const pages: PdfPage[] = [];
  const perPage = 48;
  for (let i = 0; i < body.length; i += perPage) {
    const page: PdfPage = [[{ text: 'Riftbound Core Rules', x: 240, y: 760, size: 9 }]];
    if (i === 0) page.push([{ text: 'Riftbound Core Rules', x: 72, y: 730, size: 18 }], [{ text: 'Last Updated: 2025-06-02', x: 72, y: 706 }]);
    let y = i === 0 ? 680 : 730;
    for (const [number, text] of body.slice(i, i + perPage)) {
      page.push(number ? [{ text: number, x: 54, y }, { text, x: 130, y }] : [{ text, x: 130, y }]);
      y -= 13;
    }
    page.push([{ text: String(pages.length + 1), x: 300, y: 30, size: 9 }]);
    pages.push(page);
  }
  return makePdf(pages, { title: 'Riftbound Core Rules' });
}

describe.skipIf(!HAVE_RB)('the Core Rules from a PDF laid out like the official one', () => {
  const norm = (p: { number: string; parent?: string; text: string; examples: string[] }) => [p.number, p.parent, `${p.text} ${p.examples.join(' ')}`.replace(/\s+/g, ' ').trim()];

  it('reads every paragraph, its parent and its words, and the date', async () => {
    const prepared = await pdfsAsText([{ name: 'Riftbound Core Rules.pdf', bytes: rbPdf() }]);
    if (!prepared.ok) throw new Error(prepared.message);
    const r = parseRiftboundRules(prepared.inputs);
    if (!r.ok) throw new Error(r.message);
    expect(r.gaps).toEqual([]);
    expect(r.pack.effectiveDate).toBe('2025-06-02');
    expect(r.pack.paragraphs.map(norm)).toEqual(rbPack().paragraphs.map(norm));
  });

  it('refuses a PDF whose last pages are missing, and a file that only looks like a PDF', async () => {
    const short = await pdfsAsText([{ name: 'short.pdf', bytes: rbPdf(1100) }]);
    const r = short.ok ? parseRiftboundRules(short.inputs) : undefined;
    expect(r?.ok && r.gaps.map((g) => g.key)).toEqual(['intake.gap.rb-end']);
    const full = rbPdf();
    const cut = await pdfsAsText([{ name: 'cut.pdf', bytes: full.subarray(0, Math.floor(full.length * 0.6)) }]);
    expect(cut).toMatchObject({ ok: false, message: expect.stringMatching(/^cut\.pdf: /) });
  });
});
