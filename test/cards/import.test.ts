import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../bot/cli.ts';
import { importScryfall } from '../../rulings/cards/import.ts';
import { CardIndex } from '../../rulings/cards/lookup.ts';
import { listTables, loadLatestTable, saveTable } from '../../rulings/cards/store.ts';
import { ALL, fixtureTable, ORACLE, RULINGS } from './fixture.ts';

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const tmp = () => mkdtempSync(join(tmpdir(), 'rulebot-cards-'));

describe('rulebot import scryfall: the card table', () => {
  it('keeps the fields the bot uses, with Japanese and French names and dated rulings', () => {
    const table = fixtureTable();
    expect(table.version).toBe('2025-02-07');
    expect(table.counts).toEqual({ cards: 33, names: { ja: 28, fr: 19 }, rulings: 10, skipped: { token: 1, art_series: 1, 'ruling-without-card': 1 } });
    expect(table.sourceFiles.map((f) => f.kind)).toEqual(['oracle-cards', 'all-cards', 'rulings']);
    const byName = new Map(table.cards.map((c) => [c.name, c]));
    expect(byName.get('Craw Wurm')).toMatchObject({ mana: '{4}{G}{G}', type: 'Creature — Wurm', colors: ['G'], power: '6', toughness: '4' });
    expect(byName.get('Grizzly Bears')!.names).toEqual({ ja: '灰色熊', fr: 'Ours grizzly' });
    // the newest Japanese printing's name, not the 1995 one
    expect(byName.get('Shivan Dragon')!.names!.ja).toBe('シヴ山のドラゴン');
    expect(byName.get('Tarmogoyf')!.rulings!.map((r) => r.date)).toEqual(['2017-04-18', '2017-04-18']);
    expect(byName.get('Baneslayer Angel')!.rulings!.map((r) => r.source)).toEqual(['wotc', 'scryfall']);
    const delver = byName.get('Delver of Secrets // Insectile Aberration')!;
    expect(delver.faces!.map((f) => [f.name, f.names?.ja, f.power, f.toughness])).toEqual([
      ['Delver of Secrets', '秘密を掘り下げる者', '1', '1'],
      ['Insectile Aberration', '昆虫の逸脱者', '3', '2'],
    ]);
    expect(byName.has('Soldier')).toBe(false);
    // nothing Scryfall-only (prices, legalities, images) is kept
    expect(JSON.stringify(table.cards)).not.toMatch(/prices|legalities|image/);
  });

  it('gives the same table whatever the order of the files and the read size', () => {
    const a = importScryfall([RULINGS, ALL, ORACLE], { chunkSize: 13 });
    const b = importScryfall([ORACLE, ALL, RULINGS]);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.table.contentHash).toBe(b.table.contentHash);
  });

  it('builds the table from "All Cards" alone (English printings, one per card)', () => {
    const r = importScryfall([ALL]);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.table.counts.cards).toBe(33);
      expect(r.table.sourceFiles[0]!.kind).toBe('all-cards');
    }
  });

  it('finds cards by any name, in any language, any face, ignoring case, accents and punctuation', () => {
    const index = new CardIndex(fixtureTable());
    expect(index.get('craw wurm')?.card.name).toBe('Craw Wurm');
    expect(index.get('灰色熊')).toMatchObject({ lang: 'ja', card: { name: 'Grizzly Bears' } });
    expect(index.get('ours grizzly')).toMatchObject({ lang: 'fr' });
    expect(index.get('Dragon shivan')?.card.name).toBe('Shivan Dragon');
    expect(index.get('insectile aberration')).toMatchObject({ face: 1, card: { name: 'Delver of Secrets // Insectile Aberration' } });
    expect(index.get('ボール ライトニング')?.card.name).toBe('Ball Lightning');
    expect(index.suggest('Craw Wurn')?.label).toBe('Craw Wurm');
    expect(index.suggest('タルモゴイブ')?.label).toBe('タルモゴイフ');
    expect(index.autocomplete('セラ', 'ja').map((e) => e.label)).toEqual(['セラのアバター', 'セラの天使']);
    // French names first, then English; the substring pass finds "Baneslayer Angel" too
    expect(index.autocomplete('ange', 'fr').map((e) => e.label)).toEqual(['Ange de Serra', 'Baneslayer Angel']);
    expect(index.autocomplete('serra', 'fr').map((e) => e.card.name)).toEqual(['Serra Angel', 'Serra Avatar', 'Invasion of Dominaria // Serra Faithkeeper']);
  });
});

describe('rulebot import scryfall: the CLI and the store', () => {
  it('imports, keeps versions, says "unchanged" the second time and lists them', async () => {
    const dir = tmp();
    const first = await cli(['import', 'scryfall', ORACLE, ALL, RULINGS, '--data-dir', dir]);
    expect(first.code).toBe(0);
    expect(first.out).toContain('Scryfall card data of 2025-02-07: 33 cards, 28 Japanese names, 19 French names, 10 rulings');
    expect(first.out).toMatch(/Saved to .*2025-02-07\.json/);
    const again = await cli(['import', 'scryfall', ORACLE, ALL, RULINGS, '--data-dir', dir]);
    expect(again.out).toContain('Already imported, unchanged');
    const onlyOracle = await cli(['import', 'scryfall', ORACLE, '--data-dir', dir, '--lang', 'fr']);
    expect(onlyOracle.out).toMatch(/Enregistré dans .*2025-02-07-[0-9a-f]{8}\.json \(une autre table de la même date/);
    expect(listTables({ dataDir: dir }).map((t) => t.counts.names.ja)).toEqual([28, 0]);
    const list = await cli(['import', 'scryfall', '--list', '--data-dir', dir]);
    expect(list.out.split('\n')).toHaveLength(2);
    expect(loadLatestTable({ dataDir: dir })!.counts.cards).toBe(33);
  });

  it('refuses a truncated download with the line and column, in the user’s language, and saves nothing', async () => {
    const dir = tmp();
    const cut = join(dir, 'oracle-cards.json');
    const text = readFileSync(ORACLE, 'utf8');
    writeFileSync(cut, text.slice(0, Math.floor(text.length / 2)));
    const lines = text.slice(0, Math.floor(text.length / 2)).split('\n');
    const en = await cli(['import', 'scryfall', cut, '--data-dir', dir]);
    expect(en.code).toBe(1);
    expect(en.err).toContain(`ends at line ${lines.length}, column`);
    expect(en.err).toMatch(/in the middle of element \d+ \(which starts at line \d+\): the download is incomplete/);
    expect(en.err).toContain('nothing was saved');
    const ja = await cli(['import', 'scryfall', cut, '--data-dir', dir, '--lang', 'ja']);
    expect(ja.err).toContain('ダウンロードが途中で切れています');
    expect(readdirSync(dir)).toEqual(['oracle-cards.json']);
  });

  it('refuses wrong files with a clear reason', async () => {
    const dir = tmp();
    const rules = await cli(['import', 'scryfall', '/work/shared/reference/mtg/MagicCompRules-20250207.txt', '--data-dir', dir]);
    expect(rules.err).toContain('Did you mean: rulebot import mtg-cr');
    const set = join(dir, 'sets.json');
    writeFileSync(set, '[\n  {"object":"set","code":"tst"}\n]');
    const wrong = await cli(['import', 'scryfall', set, '--data-dir', dir, '--lang', 'fr']);
    expect(wrong.err).toContain('ligne 2, colonne 3 : le premier élément est {"object":"set", …}');
    const single = join(dir, 'card.json');
    writeFileSync(single, '{"object":"card","name":"Craw Wurm"}');
    expect((await cli(['import', 'scryfall', single, '--data-dir', dir])).err).toContain('single JSON object');
    const onlyRulings = await cli(['import', 'scryfall', RULINGS, '--data-dir', dir]);
    expect(onlyRulings.err).toContain('give the “Oracle Cards” file as well');
    expect((await cli(['import', 'scryfall', join(dir, 'nope.json'), '--data-dir', dir])).err).toContain('Cannot read');
    expect((await cli(['import', 'scryfall', '--data-dir', dir])).code).toBe(2);
    expect(listTables({ dataDir: dir })).toEqual([]);
  });

  it('a bad element in the middle (after good ones) leaves the stored table as it was', async () => {
    const dir = tmp();
    saveTable(fixtureTable(), { dataDir: dir });
    const before = readdirSync(join(dir, 'cards', 'scryfall'));
    const broken = join(dir, 'oracle-cards-20250301000000.json');
    const lines = readFileSync(ORACLE, 'utf8').split('\n');
    lines[20] = lines[20]!.replace('"name":', '"name"');
    writeFileSync(broken, lines.join('\n'));
    const r = await cli(['import', 'scryfall', broken, '--data-dir', dir]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/line 21, column \d+ \(element 20\): not valid JSON/);
    expect(readdirSync(join(dir, 'cards', 'scryfall'))).toEqual(before);
  });

  it('takes the version from the file name, else from the file date', () => {
    const dir = tmp();
    const plain = join(dir, 'cards.json');
    copyFileSync(ORACLE, plain);
    const r = importScryfall([plain]);
    expect(r.ok && r.table.version).toBe(new Date().toISOString().slice(0, 10));
  });
});
