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
import { ROOT } from './helpers.ts';

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
