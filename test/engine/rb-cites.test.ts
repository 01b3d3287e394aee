/**
 * Riftbound citations and messages: every knowledge-base id the targeting module can cite exists; each exclusion
 * cites the entry whose own citation has the same Core Rules number (v1.4); every message key exists in en/ja/fr.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { hasKey, LOCALES } from '../../commands/i18n.ts';
import { ALL_CITES, CORE_VERSION, RULE } from '../../engine/rb/cites.ts';
import { REASONS } from '../../engine/rb/resolve.ts';
import { docExamples, messageKeys, ROOT } from './helpers.ts';
import { run } from './gr-helpers.ts';

const kb = loadKnowledgeBase({ strict: false });

const RB_CORPUS = [
  'rb ; A: y=unit ; h=card in=hand ; B: e=unit in=battlefield ; f=card in=battlefield facedown ; s=spell in=chain ; t=unit in=trash ; text A: Kill an enemy unit. ; choose e ; leave e',
  'rb ; A: y=unit ; B: e=unit ; f=unit ; text A: Kill an enemy unit. ; choose y ; leave y',
  'rb ; A: ; B: ; text A: Choose an opponent. ; text A: Counter a spell. ; text A: Discard a card. ; text A: Kill a facedown card at a battlefield.',
  'rb ; text A: You may play a unit from your hand, ignoring its costs. ; text A: You may play a unit from your trash, ignoring its costs.',
  'rb ; text A: Each player kills one of their units. ; text A: Deal 1 to all enemy units. ; text A: Its controller draws 1. ; text A: Give your Legend +1.',
  'rb ; text A: [E], kill a friendly unit or gear: Add [A][A]. ; text A: As an additional cost to play this, kill a friendly unit.',
  'rb ; text A: When an enemy unit attacks, give it -1 [M] this turn. ; text A: The next time a friendly unit would die, you may kill another friendly unit instead.',
  'rb ; text A: When you conquer here, you must recycle one of your runes. ; text A: Draw 2. ; text A: Kill a card.',
  'rb ; card Cull the Weak ; card Sigil of the Storm ; card Cruel Patron ; card Malzahar, Fanatic',
  'rb ; A: h=card in=hand ; mention A: h cost ; mention A: unit only ; mention A: legend your-legend ; mention A: unit others-choose must',
  'rb ; choose A ; leave x ; A: x=unit',
];

describe('Riftbound citations', () => {
  it('every id the module can cite exists in the knowledge base, as a Riftbound entry', () => {
    for (const id of ALL_CITES) {
      const entry = kb.byId.get(id);
      expect(entry, id).toBeDefined();
      expect(entry!.game).toBe('rb');
    }
  });

  it('each exclusion cites the FAQ entry that carries the same Core Rules paragraph, with its version', () => {
    for (const [reason, info] of Object.entries(REASONS)) {
      const entry = kb.byId.get(info.cite)!;
      const numbers = entry.citations.filter((c) => c.source === 'rb-core').map((c) => `${c.rule} (${c.version?.replace('Core Rules ', '')})`);
      expect(numbers, reason).toContain(info.rule);
    }
    for (const r of Object.values(RULE)) expect(r.endsWith(`(${CORE_VERSION})`)).toBe(true);
    expect(kb.byId.get('rb.target.illegal-on-resolution')!.citations.map((c) => c.rule)).toContain('359.3.e');
  });

  it('verdicts of every scenario cite known ids; every key exists in every locale; every id is reached', () => {
    const scenarios = [...RB_CORPUS, ...docExamples().filter((e) => e.kind === 'scenario' && /^(rb|riftbound)\b/i.test(e.text)).map((e) => e.text)];
    const used = new Set<string>();
    for (const text of scenarios) {
      const res = run(text).resolution;
      for (const x of [...res.steps, ...res.choices, ...res.violations, ...res.warnings, ...res.assumptions]) {
        for (const c of x.cites ?? []) {
          expect(ALL_CITES, `${text}: ${c}`).toContain(c);
          used.add(c);
        }
        for (const rule of x.rules ?? []) expect(rule, text).toMatch(/^\d{3}\.\d+(\.[a-f])?(\.[a-z])? \(v1\.4\)$/);
      }
      for (const s of res.steps) expect(s.rules?.length, `${text}: ${s.key}`).toBeGreaterThan(0);
      for (const k of messageKeys(res)) for (const locale of LOCALES) expect(hasKey(k, locale), `${locale}: ${k}`).toBe(true);
    }
    expect([...used].sort()).toEqual([...ALL_CITES].sort());
  });
});

describe('Riftbound messages', () => {
  it('every key written in the module source exists in every locale', () => {
    const dir = join(ROOT, 'engine', 'rb');
    const keys = new Set<string>();
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
      const src = readFileSync(join(dir, f), 'utf8');
      for (const m of src.matchAll(/\bmsg\('([a-z0-9.-]+)'/g)) keys.add(`engine-rb.${m[1]}`);
      for (const m of src.matchAll(/\bkey\('([a-z0-9.-]+)'\)/g)) keys.add(`engine-rb.${m[1]}`);
      for (const m of src.matchAll(/this\.step\('([a-z0-9.-]+)'/g)) keys.add(`engine-rb.step.${m[1]}`);
      for (const m of src.matchAll(/\bexpected\('([a-z0-9-]+)'/g)) keys.add(`engine-rb.expected.${m[1]}`);
      for (const m of src.matchAll(/\$\{NS\}\.(parse\.[a-z0-9-]+)/g)) keys.add(`engine-rb.${m[1]}`);
    }
    for (const r of Object.keys(REASONS)) keys.add(`engine-rb.step.not-target.${r}`).add(`engine-rb.reason.${r}`);
    expect(keys.size).toBeGreaterThan(60);
    for (const k of keys) for (const locale of LOCALES) expect(hasKey(k, locale), `${locale}: ${k}`).toBe(true);
  });
});
