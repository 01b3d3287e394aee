import { describe, expect, it } from 'vitest';
import { defineTerm, lookupRule, resolveCitation, suggestTerms } from '../../rulings/official/lookup.ts';
import { compareRuleNumbers, normalizeRuleNumber } from '../../rulings/official/numbers.ts';
import { officialSearchDocs } from '../../rulings/official/search-docs.ts';
import { loadLatestPack, savePack } from '../../rulings/official/store.ts';
import { HAVE_CR, realPack, tempDir } from './helpers.ts';

describe('rule numbers as people type them', () => {
  it('normalizes spacing, case, prefixes, full-width digits and the French comma', () => {
    for (const typed of ['702.19b', '702.19B', ' Rule 702.19b. ', 'CR 702.19b', '702.19 b', '702.19.b', '７０２．１９ｂ', '702,19b', 'règle 702.19b']) {
      expect(normalizeRuleNumber(typed), typed).toBe('702.19b');
    }
    expect(normalizeRuleNumber('7')).toBe('7');
    expect(normalizeRuleNumber('702')).toBe('702');
    for (const bad of ['trample', '70', '702.19bb', '1234.5', '']) expect(normalizeRuleNumber(bad), bad).toBeUndefined();
  });

  it('orders numbers as the document does', () => {
    const sorted = ['702.2', '702.19b', '7', '702.10', '702', '702.19', '702.19a'].sort(compareRuleNumbers);
    expect(sorted).toEqual(['7', '702', '702.2', '702.10', '702.19', '702.19a', '702.19b']);
  });
});

describe.skipIf(!HAVE_CR)('lookups over the real rules', () => {
  it('finds 702.19b with its context, examples and effective date', () => {
    const r = lookupRule(realPack(), 'rule 702.19b');
    expect(r.status).toBe('found');
    if (r.status !== 'found') return;
    expect(r.paragraph.number).toBe('702.19b');
    expect(r.context).toBe('Keyword Abilities › Trample');
    expect(r.examples.length).toBe(r.paragraph.examples.length);
    expect(r.effectiveDate).toBe('2025-02-07');
    expect(r.subrules).toEqual([]);
  });

  it('lists subrules when asked, and always for a rule that is only a name', () => {
    const asked = lookupRule(realPack(), '616.1', { subrules: true });
    expect(asked.status === 'found' && asked.subrules.map((p) => p.number).slice(0, 3)).toEqual(['616.1a', '616.1b', '616.1c']);
    const notAsked = lookupRule(realPack(), '616.1');
    expect(notAsked.status === 'found' && [notAsked.subrules.length, notAsked.subruleCount > 3]).toEqual([0, true]);
    const trample = lookupRule(realPack(), '702.19');
    expect(trample.status === 'found' && trample.subrules.map((p) => p.number)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((l) => `702.19${l}`),
    );
  });

  it('suggests near numbers for a missing one', () => {
    const past = lookupRule(realPack(), '702.19z');
    expect(past).toMatchObject({ status: 'not-found', number: '702.19z' });
    expect(past.status === 'not-found' && past.suggestions).toContain('702.19g');
    // The rules skip the letters l and o: asking for one points at its neighbours.
    const skipped = lookupRule(realPack(), '205.3l');
    expect(skipped.status === 'not-found' && skipped.suggestions.slice(0, 2)).toEqual(['205.3k', '205.3m']);
    const typo = lookupRule(realPack(), '310.111b');
    expect(typo.status === 'not-found' && typo.suggestions).toContain('310.11b');
    expect(lookupRule(realPack(), 'trample')).toEqual({ status: 'invalid', query: 'trample' });
  });

  it('defines glossary terms, fuzzily, with the rule they point to', () => {
    const exact = defineTerm(realPack(), 'trample');
    expect(exact.status === 'found' && [exact.term.term, exact.match, exact.rules.map((p) => p.number)]).toEqual(['Trample', 'exact', ['702.19']]);
    const typo = defineTerm(realPack(), 'Trampel');
    expect(typo.status === 'found' && [typo.term.term, typo.match]).toEqual(['Trample', 'fuzzy']);
    const prefix = defineTerm(realPack(), 'trample over');
    expect(prefix.status === 'found' && prefix.term.term).toBe('Trample Over Planeswalkers');
    const alias = defineTerm(realPack(), 'kicked');
    expect(alias.status === 'found' && [alias.term.term, alias.match]).toEqual(['Kicker, Kicked', 'alias']);
    // An entry that only says "See X." is followed to X.
    const apnap = defineTerm(realPack(), 'APNAP order');
    expect(apnap.status === 'found' && [apnap.via?.term, apnap.term.term]).toEqual(['APNAP Order', 'Active Player, Nonactive Player Order']);
    expect(defineTerm(realPack(), 'qwzxv')).toMatchObject({ status: 'not-found', suggestions: [] });
    expect(suggestTerms(realPack(), 'lifel')).toContain('Lifelink');
  });

  it('resolves engine citations, marking stale numbers', () => {
    const found = resolveCitation(realPack(), '702.19b');
    expect(found.status === 'found' && found.text).toBe(realPack().paragraphs.find((p) => p.number === '702.19b')!.text);
    const stale = resolveCitation(realPack(), '702.19q');
    expect(stale).toMatchObject({ status: 'missing', number: '702.19q', marker: '[missing from mtg-cr 2025-02-07: 702.19q]' });
  });

  it('gives one search document per paragraph and glossary term', () => {
    const pack = realPack();
    const docs = officialSearchDocs(pack);
    const paragraphs = pack.paragraphs.filter((p) => p.kind !== 'section').length;
    expect(docs).toHaveLength(paragraphs + pack.glossary.length);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    const d = docs.find((x) => x.id === 'mtg-cr:702.19b')!;
    expect(d).toMatchObject({ kind: 'official', game: 'mtg', title: '702.19b — Keyword Abilities › Trample', cards: '', questions: '' });
    expect(d.body.startsWith(pack.paragraphs.find((p) => p.number === '702.19b')!.text)).toBe(true);
    expect(d.body).toContain('Example: ');
    expect(d.keywords.split(' ')).toEqual(expect.arrayContaining(['702.19b', '702.19', '702', 'Trample']));
    const g = docs.find((x) => x.id === 'mtg-cr:glossary:trample')!;
    expect(g).toMatchObject({ kind: 'official', game: 'mtg', title: 'Trample (glossary)' });
    expect(docs.some((x) => x.id === 'mtg-cr:glossary:trample-over-planeswalkers')).toBe(true);
  });
});

describe('loading the latest pack', () => {
  it('returns undefined when nothing is imported, or for a game without official text', () => {
    const dir = tempDir();
    expect(loadLatestPack('mtg', { dataDir: dir })).toBeUndefined();
    expect(loadLatestPack('gr', { dataDir: dir })).toBeUndefined();
  });

  it.skipIf(!HAVE_CR)('returns the newest effective date among stored versions', () => {
    const dir = tempDir();
    const pack = realPack();
    const older = { ...pack, effectiveDate: '2024-11-08', contentHash: '0'.repeat(64) };
    savePack(pack, { dataDir: dir });
    savePack(older, { dataDir: dir });
    expect(loadLatestPack('mtg', { dataDir: dir })?.effectiveDate).toBe('2025-02-07');
    const saved = process.env.RULEBOT_DATA_DIR;
    process.env.RULEBOT_DATA_DIR = dir;
    try {
      expect(loadLatestPack()?.contentHash).toBe(pack.contentHash);
    } finally {
      if (saved === undefined) delete process.env.RULEBOT_DATA_DIR;
      else process.env.RULEBOT_DATA_DIR = saved;
    }
  });
});
