/**
 * Against the official Comprehensive Rules (read at run time from ../shared/reference, never copied): every rule
 * number the engine cites exists in CR 2025-02-07, and no sentence of the rules text was copied into the engine,
 * its messages or docs/notation.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { docExamples, ROOT } from './helpers.ts';

const CR = join(ROOT, '..', 'shared', 'reference', 'mtg', 'MagicCompRules-20250207.txt');
const available = existsSync(CR);

function paragraphs(): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(CR, 'utf8').split(/\r?\n/)) {
    const m = /^(\d{3}(?:\.\d+[a-z]?)?)\.?\s/.exec(line);
    if (m) ids.add(m[1]!);
  }
  return ids;
}

function ownFiles(): Array<[string, string]> {
  const files: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else files.push([p, readFileSync(p, 'utf8')]);
    }
  };
  walk(join(ROOT, 'engine'));
  for (const l of ['en', 'ja', 'fr']) for (const f of ['engine.yaml', 'engine-mtg.yaml']) {
    const p = join(ROOT, 'commands', 'locales', l, f);
    files.push([p, readFileSync(p, 'utf8')]);
  }
  files.push([join(ROOT, 'docs', 'notation.md'), readFileSync(join(ROOT, 'docs', 'notation.md'), 'utf8')]);
  return files;
}

const words = (text: string) => text.toLowerCase().replace(/[’']/g, "'").match(/[a-z0-9']+/g) ?? [];

describe.skipIf(!available)('the Comprehensive Rules 2025-02-07', () => {
  it('contain every rule number the engine cites', () => {
    const ids = paragraphs();
    expect(ids.has('702.19b')).toBe(true);
    const cited = new Set<string>();
    for (const [path, src] of ownFiles()) {
      if (!path.endsWith('.ts') || /[\\/]engine[\\/](gr|rb)[\\/]/.test(path)) continue; // gr/rb cite their own rules
      for (const m of src.matchAll(/'(\d{3}(?:\.\d+[a-z]?)?)'/g)) cited.add(m[1]!);
    }
    for (const ex of docExamples()) {
      const r = checkScenario(ex.text);
      if (!r.ok || r.game !== 'mtg') continue;
      const res = r.resolution;
      for (const x of [...res.steps, ...res.choices, ...res.violations, ...res.warnings, ...res.assumptions]) for (const n of x.rules ?? []) cited.add(n);
    }
    expect(cited.size).toBeGreaterThan(60);
    const missing = [...cited].filter((n) => !ids.has(n));
    expect(missing).toEqual([]);
  });

  it('were not copied: no run of 9 words from the rules appears in the engine, its messages or the notation doc', () => {
    const cr = words(readFileSync(CR, 'utf8'));
    const N = 9;
    const grams = new Set<string>();
    for (let i = 0; i + N <= cr.length; i++) grams.add(cr.slice(i, i + N).join(' '));
    const copied: string[] = [];
    for (const [path, text] of ownFiles()) {
      const w = words(text);
      for (let i = 0; i + N <= w.length; i++) {
        const g = w.slice(i, i + N).join(' ');
        if (grams.has(g)) copied.push(`${path}: ${g}`);
      }
    }
    expect(copied).toEqual([]);
  });
});
