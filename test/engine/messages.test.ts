/**
 * Engine messages and citations: every key exists in en, ja and fr with the same placeholders; every key the
 * engine can emit exists; every knowledge-base id it cites is one of the agreed ids (and each is used); the
 * vocabulary documented in docs/notation.md matches the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { ALL_CITES } from '../../engine/mtg/cites.ts';
import {
  abilityTerms,
  attributeTerms,
  bandTerms,
  colorTerms,
  directiveTerms,
  effectTerms,
  filterTerms,
  targetWordTerms,
  keywordTerms,
  landTypeTerms,
  orderKindTerms,
  playerAttributeTerms,
  qualityTerms,
  typeTerms,
} from '../../engine/mtg/vocabulary.ts';
import { hasKey, loadCatalogue, placeholders, LOCALES } from '../../commands/i18n.ts';
import { docExamples, messageKeys, ROOT } from './helpers.ts';

const catalogue = loadCatalogue();
const NAMESPACES = ['engine', 'engine-mtg', 'engine-effects', 'engine-hints'];

function engineSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) { if (e.name !== 'gr' && e.name !== 'rb') walk(join(dir, e.name)); } // gr/rb: test/engine/gr-cites, rb-cites
      else if (e.name.endsWith('.ts')) out.push(readFileSync(join(dir, e.name), 'utf8'));
    }
  };
  walk(join(ROOT, 'engine'));
  out.push(readFileSync(join(ROOT, 'commands', 'render', 'resolution.ts'), 'utf8'));
  return out;
}

/** Keys written in the source, literally or through the helpers of engine/mtg (step('x') → engine-mtg.step.x). */
function keysInSource(): Set<string> {
  const keys = new Set<string>();
  const helpers: Array<[RegExp, string]> = [
    [/this\.step\('([a-z0-9-]+)'/g, 'engine-mtg.step.'],
    [/this\.violate\('([a-z0-9-]+)'/g, 'engine-mtg.violation.'],
    [/\bv\('([a-z0-9-]+)'/g, 'engine-mtg.violation.'],
    [/this\.warn\('([a-z0-9-]+)'/g, 'engine-mtg.warning.'],
    [/this\.assume\('([a-z0-9-]+)'/g, 'engine-mtg.assumption.'],
    [/\bmsg\('([a-z0-9.-]+)'/g, 'engine-mtg.'],
    [/\bkey\('([a-z0-9.-]+)'\)/g, 'engine-mtg.'],
    [/\bexpected\('([a-z0-9-]+)'/g, 'engine-mtg.expected.'],
    [/'(engine(?:-mtg)?\.[a-z0-9-]+\.[a-z0-9.-]*[a-z0-9])'/g, ''],
  ];
  for (const src of engineSources()) {
    for (const [re, prefix] of helpers) for (const m of src.matchAll(re)) if (m[1]) keys.add(prefix + m[1]);
    for (const m of src.matchAll(/needs\('[a-z-]+', '[a-z]+', '([a-z-]+)'\)/g)) keys.add(`engine-mtg.parse.${m[1]}`);
  }
  return keys;
}

describe('engine messages', () => {
  it('exist in every locale with the same placeholders', () => {
    const en = [...catalogue.en.keys()].filter((k) => NAMESPACES.some((ns) => k.startsWith(`${ns}.`)));
    expect(en.length).toBeGreaterThan(250);
    for (const locale of LOCALES) {
      const keys = [...catalogue[locale].keys()].filter((k) => NAMESPACES.some((ns) => k.startsWith(`${ns}.`)));
      expect(keys.sort(), locale).toEqual([...en].sort());
      for (const k of en) expect(placeholders(catalogue[locale].get(k)!), `${locale} ${k}`).toEqual(placeholders(catalogue.en.get(k)!));
    }
  });

  it('cover every key written in the engine source', () => {
    const keys = keysInSource();
    expect(keys.size).toBeGreaterThan(150);
    for (const k of keys) for (const locale of LOCALES) expect(hasKey(k, locale), `${locale}: ${k}`).toBe(true);
  });

  it('cover every key emitted by the documented examples, keywords and colours included', () => {
    for (const ex of docExamples()) {
      const r = checkScenario(ex.text);
      const keys = r.ok ? messageKeys(r.resolution) : r.errors.flatMap((e) => [e.key, ...(e.expected ? [e.expected.key] : [])]);
      for (const k of keys) for (const locale of LOCALES) expect(hasKey(k, locale), `${locale}: ${k}`).toBe(true);
    }
    for (const t of keywordTerms) expect(hasKey(`engine-mtg.keyword.${t.canonical}`)).toBe(true);
    for (const t of qualityTerms) expect(hasKey(`engine-mtg.quality.${t.canonical}`)).toBe(true);
    for (const t of orderKindTerms) expect(hasKey(`engine-mtg.kind.${t.canonical}`)).toBe(true);
  });
});

describe('citations', () => {
  it('are the agreed knowledge-base ids, and the documented examples use all of them', () => {
    const used = new Set<string>();
    for (const ex of docExamples()) {
      const r = checkScenario(ex.text);
      if (!r.ok || r.game !== 'mtg') continue;
      const res = r.resolution;
      for (const c of [...res.steps, ...res.choices, ...res.violations, ...res.warnings, ...res.assumptions].flatMap((x) => x.cites ?? [])) used.add(c);
    }
    for (const c of used) expect(ALL_CITES).toContain(c);
    expect([...used].sort()).toEqual([...ALL_CITES].sort());
  });
});

describe('docs/notation.md vocabulary tables', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'notation.md'), 'utf8');
  it('list every word and alias the parser accepts', () => {
    const terms = [
      ...keywordTerms,
      ...typeTerms,
      ...colorTerms,
      ...qualityTerms,
      ...attributeTerms,
      ...playerAttributeTerms,
      ...directiveTerms,
      ...orderKindTerms,
      ...effectTerms,
      ...abilityTerms,
      ...targetWordTerms,
      ...filterTerms,
      ...landTypeTerms,
      ...bandTerms,
    ];
    for (const t of terms) {
      for (const form of [t.canonical, ...(t.aliases?.en ?? []), ...(t.aliases?.ja ?? []), ...(t.aliases?.fr ?? [])]) {
        expect(doc, form).toContain(form);
      }
    }
  });
});
