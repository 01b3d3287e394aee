/**
 * Card import: `rulebot import scryfall` on a synthetic "Oracle Cards" file of 30 000 cards (bench/cards-synthetic.ts,
 * about the size of the real one) plus a "Rulings" file. Each measurement runs in a fresh child process so peak
 * memory is the import's own: read time, peak RSS and peak JS heap during the import, time to write the table,
 * its size on disk, and the bot's start-up cost of loading it and indexing the names. For comparison, the peak
 * RSS of the naive way (JSON.parse of the whole file).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSyntheticBulk } from '../cards-synthetic.ts';
import { nodeArgs } from '../node-args.ts';

const CARDS = Number(process.env.CARDS_BENCH_COUNT ?? 30_000);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function child(mode: string, oracle: string, rulings: string): Promise<Record<string, number>> {
  const baseRss = process.memoryUsage().rss;
  if (mode === 'naive') {
    const t0 = performance.now();
    const cards = JSON.parse(readFileSync(oracle, 'utf8')) as unknown[];
    return { cards: cards.length, parseMs: Math.round(performance.now() - t0), baseRssMb: mb(baseRss), peakRssMb: mb(process.resourceUsage().maxRSS * 1024) };
  }
  const { importScryfall } = await import('../../rulings/cards/import.ts');
  const { saveTable, loadTable } = await import('../../rulings/cards/store.ts');
  const { CardIndex } = await import('../../rulings/cards/lookup.ts');
  const baseHeap = process.memoryUsage().heapUsed;
  let peakHeap = baseHeap;
  const t0 = performance.now();
  const r = importScryfall([oracle, rulings], { progress: () => void (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)) });
  const importMs = performance.now() - t0;
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const dataDir = mkdtempSync(join(tmpdir(), 'rulebot-bench-cards-'));
  const t1 = performance.now();
  const saved = saveTable(r.table, { dataDir });
  const saveMs = performance.now() - t1;
  const t2 = performance.now();
  const table = loadTable(saved.path);
  const loadMs = performance.now() - t2;
  const t3 = performance.now();
  new CardIndex(table);
  const indexMs = performance.now() - t3;
  return {
    cards: r.table.counts.cards,
    rulings: r.table.counts.rulings,
    importMs: Math.round(importMs),
    saveMs: Math.round(saveMs),
    loadMs: Math.round(loadMs),
    indexMs: Math.round(indexMs),
    baseRssMb: mb(baseRss),
    peakRssMb: mb(peakRss),
    peakHeapMb: mb(peakHeap),
    heapGrowthMb: mb(peakHeap - baseHeap),
    tableMb: mb(statSync(saved.path).size),
  };
}

const [, , flag, mode, oracleArg, rulingsArg] = process.argv;
if (flag === '--child') {
  console.log(JSON.stringify(await child(mode!, oracleArg!, rulingsArg!)));
} else {
  const dir = process.env.CARDS_BENCH_DIR ?? join(tmpdir(), `rulebot-bench-scryfall-${CARDS}`);
  const t0 = performance.now();
  const files = existsSync(join(dir, 'oracle-cards-20250207090000.json'))
    ? { oracle: join(dir, 'oracle-cards-20250207090000.json'), rulings: join(dir, 'rulings-20250207090000.json') }
    : writeSyntheticBulk(dir, CARDS);
  const generateMs = Math.round(performance.now() - t0);
  const run = (m: string) => {
    const r = spawnSync(process.execPath, [...nodeArgs('bench/scenarios/cards-import.ts'), '--child', m, files.oracle, files.rulings], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, number>;
  };
  const streaming = run('streaming');
  const naive = run('naive');
  console.log(
    JSON.stringify({
      scenario: 'cards-import',
      synthetic: true,
      generateMs,
      inputMb: mb(statSync(files.oracle).size),
      rulingsMb: mb(statSync(files.rulings).size),
      ...streaming,
      naiveParseMs: naive.parseMs,
      naivePeakRssMb: naive.peakRssMb,
    }),
  );
}
