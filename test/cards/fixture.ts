/** The Scryfall-shaped fixture files (test/fixtures/scryfall) and a data dir with them imported. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importScryfall } from '../../rulings/cards/import.ts';
import { saveTable } from '../../rulings/cards/store.ts';
import type { CardTable } from '../../rulings/cards/types.ts';

const DIR = fileURLToPath(new URL('../fixtures/scryfall/', import.meta.url));
export const ORACLE = join(DIR, 'oracle-cards-20250207100112.json');
export const ALL = join(DIR, 'all-cards-20250207101530.json');
export const RULINGS = join(DIR, 'rulings-20250207100023.json');

let table: CardTable | undefined;

/** The fixture's full table (cards, Japanese and French names, rulings). */
export function fixtureTable(): CardTable {
  if (!table) {
    const r = importScryfall([ORACLE, ALL, RULINGS], { now: new Date('2026-01-01T00:00:00Z') });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    table = r.table;
  }
  return table;
}

/** A fresh data dir holding the fixture's table. */
export function fixtureDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rulebot-cards-'));
  saveTable(fixtureTable(), { dataDir: dir });
  return dir;
}
