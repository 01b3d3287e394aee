/**
 * Message catalogue shared by replies, engine traces and Discord command localizations.
 *
 * Locale files live in commands/locales/<lang>/<namespace>.yaml; a key is `<namespace>.<path.in.file>`.
 * Splitting by namespace lets each feature own its strings without everyone editing one giant file.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import { LOCALES, type Locale } from '../rulings/locales.ts';
import { parseYamlFiles } from './yaml-cache.ts';

export { LOCALES, isLocale, toLocale, type Locale } from '../rulings/locales.ts';
export type Params = Record<string, string | number>;

const LOCALE_DIR = join(PACKAGE_ROOT, 'commands', 'locales');

function flatten(prefix: string, value: unknown, out: Map<string, string>, file: string): void {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out, file);
  } else {
    throw new Error(`${file}: key "${prefix}" must be a string or a mapping`);
  }
}

/** One locale's messages, key → template. */
function loadLocale(dir: string, locale: Locale): Map<string, string> {
  const map = new Map<string, string>();
  const localeDir = join(dir, locale);
  const files = readdirSync(localeDir).filter((f) => f.endsWith('.yaml')).sort();
  const paths = files.map((f) => join(localeDir, f));
  // Parsed through a content-keyed cache: a warm start loads no YAML parser.
  const parsed = parseYamlFiles(paths, `locales-${locale}`);
  files.forEach((file, i) => flatten(basename(file, '.yaml'), parsed[i], map, paths[i]!));
  return map;
}

export function loadCatalogue(dir = LOCALE_DIR): Record<Locale, Map<string, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, loadLocale(dir, locale)])) as Record<Locale, Map<string, string>>;
}

// Each locale is loaded when first asked for: a one-shot English `rulebot ask` reads one catalogue, not three.
const loaded = new Map<Locale, Map<string, string>>();
function messages(locale: Locale): Map<string, string> {
  let map = loaded.get(locale);
  if (!map) {
    map = loadLocale(LOCALE_DIR, locale);
    loaded.set(locale, map);
  }
  return map;
}

/** Placeholder names used in a message, e.g. "{count}" → "count"; a plural block counts as its variable, once. */
export function placeholders(message: string): string[] {
  // A plural branch's opening brace ("one {# pin}", "=0 {Reports}") is not a placeholder.
  const plain = message.includes(', plural') ? message.replace(/(=\d+|\b(?:zero|one|two|few|many|other))\s*\{/g, '$1 (') : message;
  const names = new Set([...plain.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  for (const m of message.matchAll(/\{(\w+),\s*plural\s*,/g)) names.add(m[1]!);
  return [...names].sort();
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * ICU-style plural blocks: `{count, plural, =0 {none} one {# pin} other {# pins}}`. The branch is chosen by
 * Intl.PluralRules for the locale (French "1 épingle", "0 épingle"; Japanese has only `other`), an exact `=n`
 * branch first; `#` is the number. Branches may hold other placeholders and nested plural blocks.
 */
export function formatPlurals(locale: Locale, template: string, params: Params): string {
  let out = '';
  let i = 0;
  const head = /\{(\w+),\s*plural\s*,/g;
  for (let m = head.exec(template); m; m = head.exec(template)) {
    const start = m.index;
    let at = head.lastIndex;
    const branches = new Map<string, string>();
    // selector {text} pairs until the closing brace of the block
    for (;;) {
      while (/\s/.test(template[at] ?? '')) at++;
      if (template[at] === '}' || at >= template.length) break;
      const sel = /^(=?\w+)\s*\{/.exec(template.slice(at));
      if (!sel) break;
      at += sel[0].length;
      let depth = 1;
      const from = at;
      while (at < template.length && depth > 0) {
        if (template[at] === '{') depth++;
        else if (template[at] === '}') depth--;
        at++;
      }
      branches.set(sel[1]!, template.slice(from, at - 1));
    }
    const raw = params[m[1]!];
    const n = typeof raw === 'number' ? raw : Number(raw);
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const text = branches.get(`=${n}`) ?? (Number.isFinite(n) ? branches.get(rules.select(n)) : undefined) ?? branches.get('other') ?? '';
    out += template.slice(i, start) + formatPlurals(locale, text, params).replace(/#/g, String(raw ?? ''));
    i = at + 1;
    head.lastIndex = i;
  }
  return out + template.slice(i);
}

export function hasKey(key: string, locale: Locale = 'en'): boolean {
  return messages(locale).has(key);
}

/**
 * Translate `key` into `locale`. A key missing in ja/fr falls back to English (the locale test keeps that from
 * shipping); a key missing everywhere returns the key itself so a bug is visible rather than a blank reply.
 */
export function t(locale: Locale, key: string, params: Params = {}): string {
  const template = messages(locale).get(key) ?? (locale === 'en' ? undefined : messages('en').get(key));
  if (template === undefined) return key;
  const chosen = template.includes(', plural') ? formatPlurals(locale, template, params) : template;
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The same message in every locale, for Discord's name/description localization maps. */
export function allLocales(key: string, params: Params = {}): Record<Locale, string> {
  return { en: t('en', key, params), ja: t('ja', key, params), fr: t('fr', key, params) };
}
