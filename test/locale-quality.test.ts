/**
 * Text quality of the locale files: no "(s)" plurals, and counts agree with their nouns — a number placeholder
 * directly followed by a plural noun ("{count} épingles", "{count} pins") must be an ICU plural block instead, so
 * "1 épingle" / "1 pin" come out right (commands/i18n.ts formatPlurals, Intl.PluralRules).
 * Every locale file is checked, the engine's and /card's included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatPlurals, LOCALES, t, type Locale } from '../commands/i18n.ts';

const DIR = join(import.meta.dirname, '..', 'commands', 'locales');
/** Placeholders that always hold a count. */
const COUNTS = ['count', 'n', 'amount', 'times', 'stale', 'added', 'updated', 'removed', 'unchanged', 'damage', 'total', 'life', 'poison', 'max', 'excess', 'eligible', 'marked', 'lethal', 'cards', 'rulings'];
/** Words after a number that are not plural nouns. */
const NOT_NOUNS = new Set(['fois', 'pas', 'plus', 'dans', 'sous', 'sans', 'vers', 'is', 'was', 'has', 'as', 'its', 'this', 'les', 'des', 'ses', 'aux', 'mes', 'tes']);

function messages(locale: Locale, owned: boolean): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') out.push([prefix, v]);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(`${prefix}.${k}`, x);
  };
  for (const file of readdirSync(join(DIR, locale)).filter((f) => f.endsWith('.yaml'))) {
    if (owned === (file.startsWith('engine-') || file === 'card.yaml')) continue;
    walk(file.replace(/\.yaml$/, ''), parse(readFileSync(join(DIR, locale, file), 'utf8')));
  }
  return out;
}

/** Text outside plural blocks (inside them, the branches are chosen by count). */
function outsidePlurals(message: string): string {
  let out = '';
  let depth = 0;
  let inPlural = 0;
  for (let i = 0; i < message.length; i++) {
    if (message.startsWith(', plural', i) && depth > 0 && !inPlural) inPlural = depth;
    const c = message[i];
    if (c === '{') depth++;
    if (!inPlural) out += c;
    if (c === '}') {
      depth--;
      if (inPlural && depth < inPlural) inPlural = 0;
    }
  }
  return out;
}

function problems(locale: Locale, owned: boolean): string[] {
  const found: string[] = [];
  for (const [key, message] of messages(locale, owned)) {
    if (/\w\((s|e|es|e\)s)\)/.test(message)) found.push(`${locale}:${key}: “(s)” plural`);
    const plain = outsidePlurals(message);
    for (const m of plain.matchAll(/\{(\w+)\} ([\p{L}'-]+)/gu)) {
      const word = m[2]!.toLowerCase();
      if (COUNTS.includes(m[1]!) && /[sx]$/.test(word) && !NOT_NOUNS.has(word)) found.push(`${locale}:${key}: “{${m[1]}} ${m[2]}” needs a plural block`);
    }
  }
  return found;
}

describe('locale text quality', () => {
  it('has no “(s)” plurals and no count followed by a fixed plural noun (en, ja, fr)', () => {
    expect(LOCALES.flatMap((l) => [...problems(l, true), ...problems(l, false)])).toEqual([]);
  });

  it('points users at nothing they cannot open: no repository paths (docs/…, *.md) in any message', () => {
    const paths: string[] = [];
    for (const l of LOCALES) {
      for (const [key, message] of [...messages(l, true), ...messages(l, false)]) {
        const withoutUrls = message.replace(/https?:\/\/\S+/g, '');
        if (/(^|[\s`(“«])(docs|rulings|bot|commands|engine|store|test)\/|\w\.md\b/.test(withoutUrls)) paths.push(`${l}:${key}`);
      }
    }
    expect(paths).toEqual([]);
  });

  it('plural blocks agree in number: French “1 épingle”, “0 épingle”, “2 épingles”; English “1 pin”; Japanese has one form', () => {
    expect(t('fr', 'pins.export.done', { count: 1 })).toMatch(/^1 épingle dans/);
    expect(t('fr', 'pins.export.done', { count: 0 })).toMatch(/^0 épingle dans/);
    expect(t('fr', 'pins.export.done', { count: 2 })).toMatch(/^2 épingles dans/);
    expect(t('en', 'pins.export.done', { count: 1 })).toMatch(/^1 pin in/);
    expect(t('en', 'pins.export.done', { count: 3 })).toMatch(/^3 pins in/);
    expect(t('fr', 'pins.import.done', { added: 1, updated: 2, unchanged: 0, removed: 1 })).toBe('1 ajoutée, 2 mises à jour, 0 inchangée, 1 supprimée.');
    expect(t('ja', 'ux.steps_attached', { count: 1 })).toMatch(/^全1手順/);
    expect(formatPlurals('en', '{n, plural, =0 {none} one {# time} other {# times}}', { n: 0 })).toBe('none');
  });

  it('flags the mistakes it is meant to catch', () => {
    const bad = (message: string) => {
      const plain = outsidePlurals(message);
      return /\w\((s|e|es)\)/.test(message) || [...plain.matchAll(/\{(\w+)\} ([\p{L}'-]+)/gu)].some((m) => COUNTS.includes(m[1]!) && /[sx]$/.test(m[2]!) && !NOT_NOUNS.has(m[2]!));
    };
    expect(bad('{count} pin(s) found')).toBe(true);
    expect(bad('inflige {amount} blessures')).toBe(true);
    expect(bad('gagne {amount} points de vie')).toBe(true);
    expect(bad('{count, plural, one {# épingle} other {# épingles}}')).toBe(false);
    expect(bad('{count} fois')).toBe(false);
  });
});
