import { describe, expect, it } from 'vitest';
import { loadCatalogue, LOCALES, placeholders } from '../../commands/i18n.ts';
import { officialRules, renderCitationField, renderDefinition, renderRule } from '../../commands/render/official.ts';
import type { ViewSection } from '../../commands/types.ts';
import { HAVE_CR, realPack } from './helpers.ts';

function textOf(sections: ViewSection[]): string {
  return sections.map((s) => [s.title, s.description, ...(s.fields ?? []).flatMap((f) => [f.name, f.value]), s.footer ?? ''].join('\n')).join('\n');
}

/** Discord's embed limits. */
function withinLimits(sections: ViewSection[]): boolean {
  const total = sections.reduce((n, s) => n + s.title.length + s.description.length + (s.footer?.length ?? 0) + (s.fields ?? []).reduce((m, f) => m + f.name.length + f.value.length, 0), 0);
  return (
    total <= 6000 &&
    sections.every((s) => s.title.length <= 256 && s.description.length <= 4096 && (s.fields ?? []).length <= 25 && (s.fields ?? []).every((f) => f.name.length <= 256 && f.value.length <= 1024))
  );
}

describe('official.yaml messages', () => {
  it('exist in en, ja and fr with the same placeholders', () => {
    const catalogue = loadCatalogue();
    const keys = [...catalogue.en.keys()].filter((k) => k.startsWith('official.'));
    expect(keys.length).toBeGreaterThan(15);
    for (const locale of LOCALES) {
      for (const key of keys) {
        const message = catalogue[locale].get(key);
        expect({ locale, key, present: message !== undefined }).toEqual({ locale, key, present: true });
        expect(placeholders(message!)).toEqual(placeholders(catalogue.en.get(key)!));
      }
      expect([...catalogue[locale].keys()].filter((k) => k.startsWith('official.')).sort()).toEqual(keys.sort());
    }
  });
});

describe('no pack imported', () => {
  it('tells the player, in their language, what they can do meanwhile — never an operator command', () => {
    for (const locale of LOCALES) {
      const [s] = renderRule(locale, undefined, '702.19b');
      expect(s!.tone).toBe('warning');
      expect(s!.description).not.toContain('rulebot import');
      expect(s!.description).toContain('/ruling');
      expect(s!.description).toContain('https://magic.wizards.com/en/rules');
      expect(renderDefinition(locale, undefined, 'trample')).toEqual(renderRule(locale, undefined, '702.19b'));
    }
    expect(renderRule('ja', undefined, '1')[0]!.title).toMatch(/公式ルール/);
    expect(renderRule('fr', undefined, '1')[0]!.title).toMatch(/Règles officielles/);
  });
});

describe.skipIf(!HAVE_CR)('rendering rules for a phone', () => {
  const dates = { en: 'February 7, 2025', ja: '2025年2月7日', fr: '7 février 2025' };
  const example = { en: 'Example 1', ja: '例 1', fr: 'Exemple 1' };

  it('shows the paragraph first (official English text), examples after, a localized effective-date footer', () => {
    const p = realPack().paragraphs.find((q) => q.number === '702.19b')!;
    for (const locale of LOCALES) {
      const sections = renderRule(locale, realPack(), '702.19b');
      expect(sections).toHaveLength(1);
      const [s] = sections;
      expect(s!.title).toContain('702.19b');
      expect(s!.title).toContain('Trample');
      expect(s!.description).toBe(p.text);
      expect(s!.fields![0]!.name).toBe(example[locale]);
      expect(s!.fields!.length).toBe(p.examples.length);
      expect(s!.footer).toContain(dates[locale]);
      expect(withinLimits(sections)).toBe(true);
    }
    expect(renderRule('en', realPack(), '702.19b')[0]!.footer).toMatch(/^Official text/);
    expect(renderRule('ja', realPack(), '702.19b')[0]!.title).toMatch(/^ルール 702\.19b/);
    expect(renderRule('fr', realPack(), '702.19b')[0]!.title).toMatch(/^Règle 702\.19b/);
  });

  it('lists subrules compactly only when asked', () => {
    const plain = renderRule('en', realPack(), '616.1');
    expect(plain).toHaveLength(1);
    expect(plain[0]!.fields!.some((f) => /^Subrules of 616\.1 \(\d+\)$/.test(f.name))).toBe(true);
    const asked = renderRule('fr', realPack(), '616.1', { subrules: true });
    expect(asked).toHaveLength(2);
    expect(asked[1]!.title).toMatch(/^Sous-règles de 616\.1/);
    expect(asked[1]!.description.split('\n')[0]).toMatch(/^\*\*616\.1a\*\* /);
    // A rule that is only a name shows its subrules straight away.
    const trample = renderRule('en', realPack(), '702.19');
    expect(trample[0]!.description.split('\n').filter((l) => l.startsWith('**702.19'))).toHaveLength(7);
  });

  it('stays within Discord’s embed limits for every paragraph, with and without subrules', () => {
    const over: string[] = [];
    for (const p of realPack().paragraphs) {
      for (const subrules of [false, true]) {
        if (!withinLimits(renderRule('en', realPack(), p.number, { subrules }))) over.push(`${p.number}${subrules ? '+' : ''}`);
      }
    }
    expect(over).toEqual([]);
  });

  it('shortens a very long list with a count of the rest', () => {
    // No real heading or rule lists this much text today; a future one might.
    const paragraphs = [
      { number: '9', kind: 'section' as const, section: '9', text: 'Test Section', examples: [], line: 1 },
      { number: '999', kind: 'heading' as const, parent: '9', section: '9', text: 'Test Heading', examples: [], line: 2 },
      ...Array.from({ length: 60 }, (_, i) => ({
        number: `999.${i + 1}`,
        kind: 'rule' as const,
        parent: '999',
        section: '9',
        text: `Rule ${i + 1} written for this test, long enough to be clipped in the compact list. `.repeat(4).trim(),
        examples: [],
        line: 3 + i,
      })),
    ];
    const pack = { ...realPack(), paragraphs };
    const sections = renderRule('ja', pack, '999');
    expect(sections).toHaveLength(1);
    const lines = sections[0]!.description.split('\n');
    expect(lines[0]).toMatch(/^\*\*999\.1\*\* Rule 1 written .*…$/);
    expect(lines.at(-1)).toBe(`…ほか ${60 - (lines.length - 1)} 件`);
    expect(withinLimits(sections)).toBe(true);
  });

  it('answers a missing or malformed number with suggestions', () => {
    const [missing] = renderRule('en', realPack(), '702.19z');
    expect(missing!.tone).toBe('warning');
    expect(missing!.description).toMatch(/no rule 702\.19z/);
    expect(missing!.description).toMatch(/Did you mean `702\.19g`/);
    expect(renderRule('ja', realPack(), '702.19z')[0]!.description).toMatch(/もしかして/);
    expect(renderRule('en', realPack(), 'banana')[0]!.tone).toBe('error');
  });

  it('defines a glossary term with the rule it points to', () => {
    for (const locale of LOCALES) {
      const [s] = renderDefinition(locale, realPack(), 'trample');
      expect(s!.title).toContain('Trample');
      expect(s!.description).toBe(realPack().glossary.find((g) => g.term === 'Trample')!.definition);
      expect(s!.fields![0]!.name).toMatch(/^702\.19 /);
      expect(s!.fields![0]!.value).toMatch(/^\*\*702\.19a\*\* /);
      expect(s!.footer).toContain(dates[locale]);
    }
    expect(renderDefinition('fr', realPack(), 'trample')[0]!.title).toBe('Glossaire : Trample');
    const [none] = renderDefinition('en', realPack(), 'lifelnk');
    expect(textOf([none!])).toMatch(/Lifelink/);
    const [gone] = renderDefinition('en', realPack(), 'zzzqqq');
    expect(gone!.tone).toBe('warning');
  });

  it('marks a stale engine citation in the reader’s language', () => {
    expect(renderCitationField('en', realPack(), '702.19b').value).toBe(realPack().paragraphs.find((p) => p.number === '702.19b')!.text);
    expect(renderCitationField('fr', realPack(), '702.19q').value).toMatch(/La règle 702\.19q n’existe pas .* 7 février 2025/);
  });

  it('plugs into the /rule command hook', () => {
    const official = officialRules(realPack());
    expect(official.rule('702.19b', 'en', false)![0]!.title).toContain('702.19b');
    expect(official.rule('702.19z', 'en', false)).toBeUndefined();
    expect(official.define('trample', 'ja')![0]!.title).toBe('用語集：Trample');
    expect(official.define('qqqqzz', 'ja')).toBeUndefined();
    expect(official.suggest('702.19z')).toBe('702.19g');
    expect(official.suggest('trampel')).toBe('Trample');
  });
});
