/**
 * rulebot import scryfall <file>… [--dry-run] [--json] [--lang en|ja|fr] [--data-dir <dir>]
 * rulebot import scryfall --list [--json]
 *
 * Reads Scryfall bulk files (Oracle Cards; optionally All Cards for Japanese and French names, and Rulings) into
 * a card table under the data directory. Messages come from commands/locales/<lang>/card.yaml.
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { isLocale, t, type Locale } from '../../commands/i18n.ts';
import { importScryfall } from '../../rulings/cards/import.ts';
import { cardDir, listTables, saveTable, type StoreOptions } from '../../rulings/cards/store.ts';
import type { CliIO } from './types.ts';

function shortPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

export function cliLocale(flags: Record<string, string | true | undefined>): Locale {
  const wanted = typeof flags.lang === 'string' ? flags.lang : process.env.RULEBOT_LANG;
  return isLocale(wanted) ? wanted : 'en';
}

export async function importScryfallCli(files: string[], flags: Record<string, string | true | undefined>, store: StoreOptions, io: CliIO): Promise<number> {
  const lang = cliLocale(flags);
  if (flags.list) {
    const tables = listTables(store);
    if (flags.json) {
      io.out(JSON.stringify(tables, null, 2));
      return 0;
    }
    if (!tables.length) {
      io.out(t(lang, 'card.import.nothing-stored', { dir: shortPath(cardDir(store)) }));
      return 0;
    }
    for (const x of tables) {
      io.out(
        t(lang, 'card.import.listed', {
          name: x.name.padEnd(20),
          cards: x.counts.cards,
          ja: x.counts.names.ja,
          fr: x.counts.names.fr,
          rulings: x.counts.rulings,
          mb: mb(x.bytes),
          when: x.importedAt.slice(0, 16).replace('T', ' '),
        }),
      );
    }
    return 0;
  }
  if (!files.length) {
    io.err(t(lang, 'card.import.usage'));
    return 2;
  }
  const outcome = importScryfall(files);
  if (!outcome.ok) {
    io.err(`rulebot import: ${t(lang, outcome.error.key, outcome.error.params)}`);
    return 1;
  }
  const { table, warnings, ms } = outcome;
  const saved = flags['dry-run'] ? undefined : saveTable(table, store);
  if (flags.json) {
    const { cards: _cards, ...header } = table;
    io.out(JSON.stringify({ ...header, readMs: Math.round(ms), saved: saved ?? null, warnings: warnings.map((w) => t('en', w.key, w.params)) }, null, 2));
    return 0;
  }
  const c = table.counts;
  io.out(t(lang, 'card.import.summary', { version: table.version, cards: c.cards, ja: c.names.ja, fr: c.names.fr, rulings: c.rulings, ms: ms.toFixed(0) }));
  for (const f of table.sourceFiles) io.out(t(lang, 'card.import.files', { kind: f.kind, name: f.name, elements: f.elements, mb: mb(f.bytes) }));
  const skipped = Object.entries(c.skipped);
  if (skipped.length) io.out(t(lang, 'card.import.not-kept', { list: skipped.map(([k, n]) => `${k} ${n}`).join(', ') }));
  if (!saved) io.out(t(lang, 'card.import.dry-run'));
  else if (saved.status === 'unchanged') io.out(t(lang, 'card.import.unchanged', { path: shortPath(saved.path) }));
  else if (saved.status === 'saved-alongside') io.out(t(lang, 'card.import.saved-alongside', { path: shortPath(saved.path), existing: shortPath(saved.existing) }));
  else io.out(t(lang, 'card.import.saved', { path: shortPath(saved.path), mb: mb(statSync(saved.path).size) }));
  if (warnings.length) {
    io.out(t(lang, 'card.import.warnings', { count: warnings.length }));
    for (const w of warnings) io.out(`    ${t(lang, w.key, w.params)}`);
  }
  return 0;
}
