import { describe, expect, it } from 'vitest';
import { parseComprehensiveRules, parseRulesFile } from '../../rulings/official/parse.ts';
import { crBytes, crLines, HAVE_CR, realPack, syntheticRules } from './helpers.ts';

describe.skipIf(!HAVE_CR)('importing the real Comprehensive Rules (2025-02-07)', () => {
  it('finds every numbered rule and subrule in the file, counted independently', () => {
    const pack = realPack();
    const lines = crLines();
    // Independent count: any line that starts with a rule number, however it is punctuated after it.
    const numbered = lines.map((l) => /^(\d{3}\.\d+[a-z]?)(?=[.\s])/.exec(l)?.[1]).filter((n): n is string => !!n);
    const subrules = numbered.filter((n) => /[a-z]$/.test(n));
    expect(pack.counts.subrules).toBe(subrules.length);
    expect(pack.counts.rules).toBe(numbered.length - subrules.length);
    const parsed = pack.paragraphs.filter((p) => p.kind === 'rule' || p.kind === 'subrule').map((p) => p.number);
    expect(parsed).toEqual(numbered);
    // Headings appear twice (contents and body); sections likewise.
    expect(pack.counts.headings).toBe(new Set(lines.filter((l) => /^\d{3}\. \S/.test(l)).map((l) => l.slice(0, 3))).size);
    expect(pack.counts.sections).toBe(new Set(lines.filter((l) => /^\d\. \S/.test(l)).map((l) => l[0])).size);
    expect(pack.counts.examples).toBe(lines.filter((l) => l.startsWith('Example:')).length);
    expect(pack.counts).toMatchObject({ sections: 9, headings: 144, rules: 1127, subrules: 1895, examples: 274, glossaryTerms: 703 });
  });

  it('finds every glossary term, counted independently', () => {
    const lines = crLines();
    const start = lines.lastIndexOf('Glossary');
    const end = lines.lastIndexOf('Credits');
    const terms = lines.slice(start + 1, end).filter((l, i, all) => l.trim() !== '' && (i === 0 || all[i - 1]!.trim() === ''));
    expect(realPack().glossary.map((g) => g.term)).toEqual(terms);
    expect(realPack().glossary.every((g) => g.definition.length > 0)).toBe(true);
  });

  it('keeps 702.19b, 616.1 and 310.11b exactly as the file prints them, with their examples', () => {
    const pack = realPack();
    const lines = crLines();
    for (const [number, prefix] of [
      ['702.19b', '702.19b '],
      ['616.1', '616.1. '],
      ['310.11b', '310.11b '],
    ] as const) {
      const at = lines.findIndex((l) => l.startsWith(prefix));
      expect(at, number).toBeGreaterThan(0);
      const p = pack.paragraphs.find((q) => q.number === number)!;
      expect(p, number).toBeDefined();
      expect(`${prefix}${p.text}`).toBe(lines[at]);
      expect(p.line).toBe(at + 1);
      const examples: string[] = [];
      for (let i = at + 1; lines[i]!.startsWith('Example: '); i++) examples.push(lines[i]!.slice('Example: '.length));
      expect(p.examples).toEqual(examples);
    }
    expect(pack.paragraphs.find((q) => q.number === '702.19b')!.examples.length).toBeGreaterThan(0);
    expect(pack.paragraphs.find((q) => q.number === '702.19b')).toMatchObject({ parent: '702.19', section: '7', kind: 'subrule' });
    expect(pack.paragraphs.find((q) => q.number === '702.19')).toMatchObject({ parent: '702', text: 'Trample', kind: 'rule' });
  });

  it('reads the effective date, title and credits, and hashes the content', () => {
    const pack = realPack();
    expect(pack.effectiveDate).toBe('2025-02-07');
    expect(pack.title).toMatch(/Comprehensive Rules/);
    expect(pack.credits.length).toBeGreaterThan(3);
    expect(pack.contentHash).toMatch(/^[0-9a-f]{64}$/);
    // Same text with LF endings and no BOM: same content hash.
    const lf = parseComprehensiveRules(crLines().join('\n'));
    expect(lf.ok && lf.pack.contentHash).toBe(pack.contentHash);
  });

  it('reports the file’s quirks with line numbers and leaves nothing unparsed', () => {
    const pack = realPack();
    expect(pack.problems.filter((p) => p.severity === 'warning')).toEqual([]);
    const notes = pack.problems.map((p) => `${p.line}: ${p.message}`);
    expect(notes.some((n) => n.startsWith('1050:') && n.includes('119.1d'))).toBe(true);
    expect(notes.some((n) => n.includes('901.4') && n.includes('no space'))).toBe(true);
    // An indented continuation line stays inside its paragraph.
    const p = pack.paragraphs.find((q) => q.number === '509.1b')!;
    expect(p.text.split('\n')).toHaveLength(2);
    expect(p.examples).toHaveLength(1);
  });

  it('parses the ~1 MB file well under a second', () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = parseRulesFile(crBytes());
      expect(r.ok).toBe(true);
      if (r.ok) times.push(r.ms);
    }
    console.log(`[official] parse times (ms): ${times.map((t) => t.toFixed(1)).join(', ')}`);
    expect(Math.min(...times)).toBeLessThan(250);
  });
});

describe('refusing files that are not rules documents', () => {
  it('refuses an empty file', () => {
    const r = parseRulesFile(new Uint8Array());
    expect(r).toMatchObject({ ok: false, code: 'empty' });
    const blank = parseRulesFile(Buffer.from('\uFEFF\r\n  \r\n'));
    expect(blank).toMatchObject({ ok: false, code: 'empty' });
  });

  it('refuses binary data and text that is not UTF-8', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const r = parseRulesFile(png);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/binary/);
    const latin1 = parseRulesFile(Buffer.from([0x52, 0xe8, 0x67, 0x6c, 0x65, 0x73, 0x0d, 0x0a]));
    expect(latin1).toMatchObject({ ok: false, code: 'binary' });
    if (!latin1.ok) expect(latin1.message).toMatch(/UTF-8/);
  });

  it('refuses a random text file, saying what it expected', () => {
    const r = parseRulesFile(Buffer.from('Shopping list\r\n\r\n1. Milk\r\n2. Bread\r\nCall the dentist on Monday.\r\n'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('not-rules');
      expect(r.message).toMatch(/not a Comprehensive Rules document/);
    }
  });

  it('refuses a file with a few numbered lines but no rules structure', () => {
    const r = parseRulesFile(Buffer.from('Release notes\r\n\r\n100.1 fixed a crash\r\n100.2 faster start\r\n'));
    expect(r).toMatchObject({ ok: false, code: 'not-rules' });
  });

  it('refuses a rules-shaped file without an effective date', () => {
    const text = syntheticRules({ mutate: (lines) => lines.forEach((l, i) => (lines[i] = l.replace(/These rules are effective as of .*/, ''))) });
    const r = parseComprehensiveRules(text);
    expect(r).toMatchObject({ ok: false, code: 'no-date' });
    if (!r.ok) expect(r.message).toMatch(/effective as of/);
  });
});

describe('parsing a small document in the official layout', () => {
  it('builds sections, headings, rules, subrules, examples, glossary and credits', () => {
    const r = parseComprehensiveRules(syntheticRules());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { pack } = r;
    expect(pack.effectiveDate).toBe('2024-01-05');
    expect(pack.counts).toMatchObject({ sections: 2, headings: 3, rules: 12, subrules: 14, examples: 1, glossaryTerms: 3 });
    expect(pack.paragraphs.find((p) => p.number === '101.1a')).toMatchObject({ parent: '101.1', examples: ['A turn with a step in it.'] });
    expect(pack.paragraphs.find((p) => p.number === '200')).toMatchObject({ kind: 'heading', parent: '2', text: 'Parts' });
    const other = pack.glossary.find((g) => g.term === 'Other Term, Other Terms')!;
    expect(other.rules).toEqual(['100.1', '100.2a']);
    expect(other.aliases).toEqual(['Other Term', 'Other Terms']);
    expect(other.definition.split('\n')).toHaveLength(2);
    expect(pack.glossary.find((g) => g.term === 'Alias Term')!.see).toEqual(['Sample Term']);
    expect(pack.credits).toContain('Written for the tests.');
    expect(pack.problems).toEqual([]);
  });

  it('keeps stray text with the paragraph above and reports its line', () => {
    const text = syntheticRules({ mutate: (lines) => lines.splice(lines.indexOf('200.2. Cards have part number 2.') + 2, 0, 'A stray line.', '') });
    const r = parseComprehensiveRules(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const warning = r.pack.problems.find((p) => p.severity === 'warning')!;
    expect(warning.message).toMatch(/200\.2/);
    const lineNo = text.replace(/^\uFEFF/, '').split('\r\n').indexOf('A stray line.') + 1;
    expect(warning.line).toBe(lineNo);
    expect(r.pack.paragraphs.find((p) => p.number === '200.2')!.text).toContain('A stray line.');
  });

  it('reports a duplicated rule number', () => {
    const text = syntheticRules({ mutate: (lines) => lines.splice(lines.indexOf('200.3. Cards have part number 3.'), 1, '200.2. Cards have part number 3.') });
    const r = parseComprehensiveRules(text);
    expect(r.ok && r.pack.problems.some((p) => p.severity === 'warning' && /200\.2 appears twice/.test(p.message))).toBe(true);
  });
});
