/**
 * The languages rulebot speaks. Here, beside the games, because the knowledge base (titles and answers per
 * language), the search (which language a question is in), the store (a server's reply language) and the commands
 * all need the type, and rulings/ must not import from commands/. No imports.
 */
export const LOCALES = ['en', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a Discord locale ("ja", "fr", "en-US", "en-GB", "es-ES" …) onto one we speak; English otherwise. */
export function toLocale(discordLocale: string | null | undefined): Locale {
  if (!discordLocale) return 'en';
  const base = discordLocale.toLowerCase().split('-')[0];
  return isLocale(base) ? base : 'en';
}
