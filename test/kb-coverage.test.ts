/**
 * `kb coverage` over the Comprehensive Rules: which top-level sections and keyword abilities (702.x) current entries
 * cite, from the project's own table in rulings/mtg-keywords.ts, which is checked here against the CR file when
 * ../shared/reference holds it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { coverageReport } from '../rulings/coverage.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { keywordNumber, MTG_CR_SECTIONS, MTG_KEYWORDS, sectionNumber } from '../rulings/mtg-keywords.ts';
import { entryYaml, SOURCE, writeKb } from './helpers/kb-fixture.ts';

// ../shared next to the repository (a checkout in /work/main), or further up (a worktree in /work/wt/<name>).
const CR = [1, 2, 3]
  .map((up) => join(import.meta.dirname, '..', ...Array<string>(up).fill('..'), 'shared', 'reference', 'mtg', 'MagicCompRules-20250207.txt'))
  .find((p) => existsSync(p));
const HAVE_CR = CR !== undefined;
if (!HAVE_CR) console.warn('[kb-coverage] no shared/reference/mtg/MagicCompRules-20250207.txt above the repository: the table is not checked against the CR.');

const CR_SOURCE = `id: mtg-cr
game: mtg
title: { en: Comprehensive Rules, ja: 総合ルール, fr: Règles complètes }
language: en
date: 2025-02-07
`;

function cites(...rules: string[]): string {
  return `  citations:\n${rules.map((r) => `    - { source: mtg-cr, rule: "${r}" }`).join('\n')}\n`;
}

const dir = writeKb({
  'sources/test.yaml': SOURCE,
  'sources/mtg-cr.yaml': CR_SOURCE,
  // entryYaml's own citation is to test-doc: only mtg-cr citations count.
  'mtg/a.yaml': [
    entryYaml('mtg.trample.lethal', `  covers: [test-doc#one, test-doc#two]\n`).replace(/ {2}citations:\n.*\n/, cites('702.19b', '510.1c')),
    entryYaml('mtg.ward.basics').replace(/ {2}citations:\n.*\n/, cites('702.21a')),
    entryYaml('mtg.old.flying').replace(/ {2}citations:\n.*\n/, cites('702.9b', '903.4')) + '  status: superseded\n  superseded_by: mtg.ward.basics\n',
    entryYaml('mtg.no.rule').replace(/ {2}citations:\n.*\n/, '  citations:\n    - { source: mtg-cr, section: "Glossary: Wall" }\n'),
  ].join('\n'),
});

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('rule numbers', () => {
  it('map to a keyword ability and a top-level section', () => {
    expect(keywordNumber('702.19b')).toBe(19);
    expect(keywordNumber('702.179')).toBe(179);
    expect(keywordNumber('702.1a')).toBeUndefined(); // 702.1 is the introduction, not a keyword
    expect(keywordNumber('701.14a')).toBeUndefined();
    expect(sectionNumber('510.1c')).toBe(5);
    expect(sectionNumber('903')).toBe(9);
    expect(sectionNumber('13-2a-1')).toBeUndefined();
    expect(sectionNumber('1000.1')).toBeUndefined();
  });
});

describe.skipIf(!HAVE_CR)('the keyword table against CR 2025-02-07', () => {
  const lines = HAVE_CR ? readFileSync(CR!, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/) : [];
  // The contents list repeats every heading; the rules proper start at the second "1. Game Concepts".
  const body = lines.slice(lines.indexOf('1. Game Concepts', lines.indexOf('1. Game Concepts') + 1));

  it('lists every keyword ability of rule 702 with its name, and nothing else', () => {
    const inCr = body.flatMap((l) => {
      const m = /^702\.(\d+)\. (.+)$/.exec(l);
      return m && m[1] !== '1' ? [`702.${m[1]} ${m[2]}`] : [];
    });
    expect(inCr.length).toBeGreaterThan(150);
    expect(MTG_KEYWORDS.map(([n, name]) => `702.${n} ${name}`)).toEqual(inCr);
  });

  it('names the nine top-level sections as the CR does', () => {
    const inCr = body.filter((l) => /^[1-9]\. \S/.test(l)).slice(0, 9);
    expect(MTG_CR_SECTIONS.map(([n, name]) => `${n}. ${name}`)).toEqual(inCr);
  });
});

describe('kb coverage of the Comprehensive Rules', () => {
  it('counts sections and keywords from the rule numbers current entries cite', () => {
    const report = coverageReport(loadKnowledgeBase({ dir, strict: true }));
    const { sections, keywords, sectionsCovered, keywordsCovered } = report.mtgRules;
    expect(sections.find((s) => s.number === '5')).toEqual({ number: '5', name: 'Turn Structure', entries: ['mtg.trample.lethal'] });
    expect(sections.find((s) => s.number === '7')!.entries).toEqual(['mtg.trample.lethal', 'mtg.ward.basics']);
    // The superseded entry's 903.4 and 702.9b do not count.
    expect(sections.find((s) => s.number === '9')!.entries).toEqual([]);
    expect(keywords.find((k) => k.number === '702.9')).toEqual({ number: '702.9', name: 'Flying', entries: [] });
    expect(keywords.find((k) => k.number === '702.19')).toEqual({ number: '702.19', name: 'Trample', entries: ['mtg.trample.lethal'] });
    expect(keywords.find((k) => k.number === '702.21')!.entries).toEqual(['mtg.ward.basics']);
    expect([sectionsCovered, keywordsCovered]).toEqual([2, 2]);
  });

  it('prints sections with entry counts and keywords with entry ids, folding the uncovered ones', async () => {
    const r = await run(['kb', 'coverage', '--dir', dir]);
    expect(r.code).toBe(0); // the seed-document sections are all covered; CR coverage is reported, not required
    expect(r.out).toContain(`mtg-cr — Comprehensive Rules paragraphs cited by current entries: 2/9 sections, 2/${MTG_KEYWORDS.length} keyword abilities (702.x)`);
    expect(r.out).toContain('  ✓ 5xx Turn Structure: 1 entry');
    expect(r.out).toContain('  ✓ 7xx Additional Rules: 2 entries');
    expect(r.out).toContain('  ✗ 9xx Casual Variants');
    expect(r.out).toContain('  ✓ 702.19 Trample: mtg.trample.lethal');
    expect(r.out).toContain('  ✓ 702.21 Ward: mtg.ward.basics');
    expect(r.out).toContain(`  ✗ keyword abilities with no entry (${MTG_KEYWORDS.length - 2}):`);
    expect(r.out).toMatch(/^ {4}702\.2 Deathtouch, 702\.3 Defender, /m);
    expect(r.out).not.toMatch(/^ {4}.*702\.19 Trample/m);
    expect(Math.max(...r.out.split('\n').map((l) => l.length))).toBeLessThanOrEqual(120);
  });

  it('gives the same facts as JSON', async () => {
    const r = await run(['kb', 'coverage', '--json', '--dir', dir]);
    const json = JSON.parse(r.out);
    expect(json.mtgRules).toMatchObject({ source: 'mtg-cr', sectionsCovered: 2, keywordsCovered: 2 });
    expect(json.mtgRules.sections).toHaveLength(9);
    expect(json.mtgRules.keywords).toHaveLength(MTG_KEYWORDS.length);
    expect(json.mtgRules.keywords[0]).toEqual({ number: '702.2', name: 'Deathtouch', entries: [] });
  });

  it('reports the shipped knowledge base, every section 1–7 covered', () => {
    const { sections } = coverageReport(loadKnowledgeBase()).mtgRules;
    expect(sections.slice(0, 7).filter((s) => !s.entries.length).map((s) => s.name)).toEqual([]);
  });

  it('covers the keywords of recent Standard and Commander play that issue #20 lists', () => {
    const { keywords } = coverageReport(loadKnowledgeBase()).mtgRules;
    const listed = ['Ward', 'Hexproof', 'Shroud', 'Flash', 'Vigilance', 'Haste', 'Menace', 'Trample', 'Deathtouch', 'Lifelink',
      'First Strike', 'Double Strike', 'Indestructible', 'Protection', 'Infect', 'Toxic', 'Convoke', 'Cascade', 'Flashback',
      'Kicker', 'Equip', 'Enchant'];
    expect(listed.filter((name) => !keywords.some((k) => k.name === name))).toEqual([]); // names as the table spells them
    expect(keywords.filter((k) => listed.includes(k.name) && !k.entries.length).map((k) => k.name)).toEqual([]);
  });
});
