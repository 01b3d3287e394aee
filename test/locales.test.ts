import { describe, expect, it } from 'vitest';
import { loadCatalogue, LOCALES, placeholders } from '../commands/i18n.ts';

const catalogue = loadCatalogue();

describe('locale files', () => {
  it('have every English key in ja and fr, and no extra keys', () => {
    const en = [...catalogue.en.keys()].sort();
    for (const locale of LOCALES) {
      const keys = [...catalogue[locale].keys()].sort();
      expect({ locale, missing: en.filter((k) => !catalogue[locale].has(k)) }).toEqual({ locale, missing: [] });
      expect({ locale, extra: keys.filter((k) => !catalogue.en.has(k)) }).toEqual({ locale, extra: [] });
    }
  });

  it('use the same placeholders in every language', () => {
    const mismatches: string[] = [];
    for (const [key, en] of catalogue.en) {
      for (const locale of LOCALES) {
        const other = catalogue[locale].get(key);
        if (other !== undefined && placeholders(other).join() !== placeholders(en).join()) mismatches.push(`${locale}:${key}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('have no empty messages', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of catalogue[locale]) expect({ key, locale, empty: value.trim() === '' }).toEqual({ key, locale, empty: false });
    }
  });
});
