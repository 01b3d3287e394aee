/**
 * The MTG keyword registry (engine/mtg/keywords.ts): every keyword of the notation has one entry holding its words,
 * rules, knowledge-base entry and hooks; its name exists in every language and its words in docs/notation.md; the
 * rule files ask the registry by hook instead of testing keyword names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { hasKey, LOCALES } from '../../commands/i18n.ts';
import { KEYWORD_RULES, keywordsWith } from '../../engine/mtg/keywords.ts';
import { ALL_CITES } from '../../engine/mtg/cites.ts';
import { KEYWORDS, vocabulary } from '../../engine/mtg/vocabulary.ts';
import { checkScenario } from '../../engine/index.ts';
import { ok, player, ROOT, steps } from './helpers.ts';

const kb = loadKnowledgeBase({ strict: false });

describe('the keyword registry', () => {
  it('has one entry for every keyword, with Japanese and French words and its rules', () => {
    expect(Object.keys(KEYWORD_RULES).sort()).toEqual([...KEYWORDS].sort());
    for (const k of KEYWORDS) {
      const rule = KEYWORD_RULES[k];
      expect(rule.rules.length, k).toBeGreaterThan(0);
      for (const r of rule.rules) expect(r, k).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
      expect(rule.words.ja?.length, `${k} ja`).toBeGreaterThan(0);
      expect(rule.words.fr?.length, `${k} fr`).toBeGreaterThan(0);
      // the parser reads every word of the entry as that keyword
      for (const w of [k, ...(rule.words.en ?? []), ...(rule.words.ja ?? []), ...(rule.words.fr ?? [])]) {
        expect(vocabulary.keywords.get(w.replace(/ /g, '-'))?.canonical, w).toBe(k);
      }
    }
  });

  it('cites knowledge-base entries that exist and that the engine may cite', () => {
    for (const k of KEYWORDS) {
      const cite = KEYWORD_RULES[k].cite;
      if (cite === undefined) continue;
      expect(ALL_CITES, k).toContain(cite);
      expect(kb.byId.get(cite)?.game, `${k}: ${cite}`).toBe('mtg');
    }
  });

  it('names every keyword in every language', () => {
    for (const locale of LOCALES) for (const k of KEYWORDS) expect(hasKey(`engine-mtg.keyword.${k}`, locale), `${locale} ${k}`).toBe(true);
  });

  it('gives every keyword that restricts blocks a violation the locales know', () => {
    for (const k of keywordsWith('forbidsBlock')) {
      const key = `engine-mtg.violation.${KEYWORD_RULES[k].violation ?? 'block-restriction'}`;
      expect(hasKey(key, 'en'), `${k}: ${key}`).toBe(true);
    }
  });
});

describe('the rule files ask the registry, not keyword names', () => {
  // the registry and the vocabulary hold the names; banding.ts is the banding keyword's own rule family; parse.ts
  // reads words (a capitalised "Land" is part of a name; `flash` at the end of a cast)
  const exempt = new Set(['keywords.ts', 'vocabulary.ts', 'banding.ts', 'parse.ts']);
  const dir = join(ROOT, 'engine', 'mtg');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !exempt.has(f));

  it('no rule file asks whether an object has a keyword by its name', () => {
    // `has(id, 'trample')` on an object, or `keywords.includes('trample')` on its printed keywords
    const kw = KEYWORDS.map((k) => k.replace(/-/g, '\\-')).join('|');
    const names = new RegExp(`\\bhas\\([^(),]+,\\s*'(?:${kw})'\\)|keywords\\??\\.includes\\('(?:${kw})'\\)`);
    for (const f of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      expect(names.exec(src)?.[0], f).toBeUndefined();
    }
  });
});

describe('keywords with a number (`amount`)', () => {
  it('are written word:N, printed back the same way, and counted by the rule that uses them', () => {
    const r = ok('mtg ; A: w=2/2 toxic:2 flying ; v=1/1 poisonous:3 ; B: z=1/1 ; attack w,v>B');
    expect(r.canonical).toContain('w=2/2 flying toxic:2');
    expect(r.canonical).toContain('v=1/1 poisonous:3');
    expect(player(r, 'B').counters.poison).toBe(5);
    expect(steps(r, 'poison').map((s) => s.rules)).toEqual([['702.164c', '702.164b', '122.1f'], ['702.70a', '122.1f']]);
  });

  it('need their number, once, and an effect can\'t give one', () => {
    const missing = checkScenario('mtg ; A: w=2/2 toxic ; B: z=1/1');
    expect(missing.ok ? [] : missing.errors.map((e) => e.key)).toEqual(['engine-mtg.parse.missing-value']);
    const twice = checkScenario('mtg ; A: w=2/2 toxic:1 toxic:2 ; B: z=1/1');
    expect(twice.ok ? [] : twice.errors.map((e) => e.key)).toEqual(['engine-mtg.parse.duplicate-attribute']);
    const gained = checkScenario('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: gain toxic w');
    expect(gained.ok ? [] : gained.errors.map((e) => [e.key, e.col])).toEqual([['engine-mtg.parse.gained-keyword-number', 42]]);
    const typo = checkScenario('mtg ; A: w=2/2 toxik:1 ; B: z=1/1');
    expect(typo.ok ? undefined : typo.errors[0]!.suggestion).toBe('toxic');
  });
});
