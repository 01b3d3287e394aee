/**
 * A card table to measure card rulings with: `node dist/bench/card-table.js <Oracle Cards file> <data dir>`.
 * Imports the given Oracle Cards file (e.g. ../shared/reference/cards/oracle-cards-forge.json: every card's
 * name and text, no rulings) together with bench/fixtures/dev-card-rulings.json (official rulings of cards named
 * in the dev question set, restated in our own words, and their printed Japanese/French names) into <data dir>,
 * as `rulebot import scryfall` would. Then grade with RULEBOT_DATA_DIR=<data dir> RULEBOT_CARDS=local.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importScryfall } from '../rulings/cards/import.ts';
import { saveTable } from '../rulings/cards/store.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

interface DevCard {
  name: string;
  ja?: string;
  fr?: string;
  rulings: Array<{ date: string; text: string }>;
}

function main(args: string[]): number {
  const [oracleFile, dataDir] = args;
  if (!oracleFile || !dataDir) {
    console.error('usage: node dist/bench/card-table.js <Oracle Cards file> <data dir>');
    return 2;
  }
  const dev = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'bench', 'fixtures', 'dev-card-rulings.json'), 'utf8')) as { cards: DevCard[] };
  const oracle = JSON.parse(readFileSync(oracleFile, 'utf8')) as Array<Record<string, unknown> & { name: string; oracle_id: string }>;
  const byName = new Map(oracle.map((c) => [c.name, c]));
  const rulings: unknown[] = [];
  const printings: unknown[] = [];
  for (const card of dev.cards) {
    const base = byName.get(card.name);
    if (!base) {
      console.error(`${card.name}: not in ${oracleFile}; skipped`);
      continue;
    }
    for (const r of card.rulings) rulings.push({ object: 'ruling', oracle_id: base.oracle_id, source: 'wotc', published_at: r.date, comment: r.text });
    for (const lang of ['ja', 'fr'] as const) {
      const printed = card[lang];
      if (printed) printings.push({ ...base, id: `${String(base.oracle_id).slice(0, 30)}-${lang}`, lang, printed_name: printed });
    }
  }
  const tmp = mkdtempSync(join(tmpdir(), 'rulebot-card-table-'));
  const rulingsFile = join(tmp, 'rulings-dev.json');
  const allFile = join(tmp, 'all-cards-dev.json');
  writeFileSync(rulingsFile, JSON.stringify(rulings));
  writeFileSync(allFile, JSON.stringify(printings));
  const result = importScryfall([oracleFile, allFile, rulingsFile]);
  if (!result.ok) {
    console.error(JSON.stringify(result.error));
    return 1;
  }
  const saved = saveTable(result.table, { dataDir });
  console.log(`${result.table.counts.cards} cards, ${result.table.counts.rulings} rulings → ${saved.path}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
