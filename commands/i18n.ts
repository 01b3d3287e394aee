/**
 * Message catalogue shared by replies, engine traces and Discord command localizations.
 *
 * Locale files live in commands/locales/<lang>/<namespace>.yaml; a key is `<namespace>.<path.in.file>`.
 * Splitting by namespace lets each feature own its strings without everyone editing one giant file.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import { parseYamlFiles } from './yaml-cache.ts';

export const LOCALES = ['en', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export type Params = Record<string, string | number>;

const LOCALE_DIR = join(PACKAGE_ROOT, 'commands', 'locales');

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a Discord locale ("ja", "fr", "en-US", "en-GB", "es-ES" …) onto one we speak; English otherwise. */
export function toLocale(discordLocale: string | null | undefined): Locale {
  if (!discordLocale) return 'en';
  const base = discordLocale.toLowerCase().split('-')[0];
  return isLocale(base) ? base : 'en';
}

function flatten(prefix: string, value: unknown, out: Map<string, string>, file: string): void {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out, file);
  } else {
    throw new Error(`${file}: key "${prefix}" must be a string or a mapping`);
  }
}

export function loadCatalogue(dir = LOCALE_DIR): Record<Locale, Map<string, string>> {
  const result = {} as Record<Locale, Map<string, string>>;
  for (const locale of LOCALES) {
    const map = new Map<string, string>();
    const localeDir = join(dir, locale);
    const files = readdirSync(localeDir).filter((f) => f.endsWith('.yaml')).sort();
    const paths = files.map((f) => join(localeDir, f));
    // Parsed through a content-keyed cache: a warm start loads no YAML parser.
    const parsed = parseYamlFiles(paths, `locales-${locale}`);
    files.forEach((file, i) => flatten(basename(file, '.yaml'), parsed[i], map, paths[i]!));
    result[locale] = map;
  }
  return result;
}

let catalogue: Record<Locale, Map<string, string>> | undefined;
function messages(): Record<Locale, Map<string, string>> {
  catalogue ??= loadCatalogue();
  return catalogue;
}

/** Placeholder names used in a message, e.g. "{count}" → "count". */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

export function hasKey(key: string, locale: Locale = 'en'): boolean {
  return messages()[locale].has(key);
}

/**
 * Translate `key` into `locale`. A key missing in ja/fr falls back to English (the locale test keeps that from
 * shipping); a key missing everywhere returns the key itself so a bug is visible rather than a blank reply.
 */
export function t(locale: Locale, key: string, params: Params = {}): string {
  const all = messages();
  const template = all[locale].get(key) ?? all.en.get(key);
  if (template === undefined) return key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The same message in every locale, for Discord's name/description localization maps. */
export function allLocales(key: string, params: Params = {}): Record<Locale, string> {
  return { en: t('en', key, params), ja: t('ja', key, params), fr: t('fr', key, params) };
}
