/**
 * rulebot cards coverage [--file <oracle-cards.json>] [--json] [--top N] [--lang en|ja|fr] [--data-dir <dir>]
 *
 * How much of a card pool the engine's Oracle-text reader understands (engine/mtg/oracle-coverage.ts): the share of
 * creature cards and of instant and sorcery cards whose whole text it reads, by template family, and the phrasings
 * it reads least. The pool is a Scryfall "Oracle Cards" file (`--file`), else the imported card table.
 */
import { basename } from 'node:path';
import { t } from '../../commands/i18n.ts';
import type { CardFacts } from '../../engine/core/cards.ts';
import { oracleCoverage, type CoverageGroup } from '../../engine/mtg/oracle-coverage.ts';
import { importScryfall } from '../../rulings/cards/import.ts';
import { cardFacts } from '../../rulings/cards/source.ts';
import { loadLatestTable } from '../../rulings/cards/store.ts';
import type { CardTable } from '../../rulings/cards/types.ts';
import { cliLocale } from './import-scryfall.ts';
import { parseArgs, UsageError, type CliCommand } from './types.ts';

/** The cards of a table as the engine sees them (a card's first face, as `/check` reads a name). */
export function tableFacts(table: CardTable): CardFacts[] {
  return table.cards.map((card) => cardFacts({ card, lang: 'en' }));
}

export const cardsCommand: CliCommand = {
  name: 'cards',
  usage: 'rulebot cards coverage [--file <Scryfall Oracle Cards JSON>] [--json] [--top N] [--lang en|ja|fr] [--data-dir <dir>]',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { file: true, json: false, top: true, lang: true, 'data-dir': true });
    if (positionals[0] !== 'coverage' || positionals.length > 1) throw new UsageError(positionals[0] ? `unknown subcommand ${positionals.join(' ')}` : 'missing subcommand');
    const lang = cliLocale(flags);
    const top = typeof flags.top === 'string' ? Number(flags.top) : 25;
    if (!Number.isInteger(top) || top < 0 || top > 1000) throw new UsageError(`--top must be a whole number from 0 to 1000, not ${String(flags.top)}`);
    let table: CardTable | undefined;
    let source: string;
    if (typeof flags.file === 'string') {
      const r = importScryfall([flags.file]);
      if (!r.ok) {
        io.err(`rulebot cards: ${t(lang, r.error.key, r.error.params)}`);
        return 1;
      }
      table = r.table;
      source = basename(flags.file);
    } else {
      table = loadLatestTable(typeof flags['data-dir'] === 'string' ? { dataDir: flags['data-dir'] } : {});
      source = table ? `Scryfall ${table.version}` : '';
    }
    if (!table) {
      io.err(t(lang, 'card.coverage.no-data'));
      return 1;
    }
    const report = oracleCoverage(tableFacts(table), top);
    const date = new Date().toISOString().slice(0, 10);
    if (flags.json) {
      const { understoodNames: _names, ...rest } = report;
      io.out(JSON.stringify({ source, date, ...rest }, null, 2));
      return 0;
    }
    io.out(t(lang, 'card.coverage.title', { source, date }));
    for (const g of ['creature', 'spell'] as CoverageGroup[]) {
      const x = report.groups[g];
      io.out(t(lang, 'card.coverage.group', { group: t(lang, `card.coverage.groups.${g}`), understood: x.understood, cards: x.cards, percent: (x.share * 100).toFixed(1), blank: x.blank }));
    }
    io.out(t(lang, 'card.coverage.families'));
    for (const f of report.families) io.out(t(lang, 'card.coverage.family', { family: f.family, templates: f.templates, creature: f.creature, spell: f.spell }));
    if (report.unread.length) {
      io.out(t(lang, 'card.coverage.unread'));
      for (const u of report.unread) io.out(`  ${String(u.cards).padStart(5)}  ${String(u.alone).padStart(5)}  ${u.phrasing}`);
    }
    return 0;
  },
};
