/**
 * `rulebot card` (the /card view on the command line, with `rule`'s exit codes and JSON conventions) and
 * `rulebot check` resolving card names exactly as /check does, from the fixture's card table or a fake Scryfall.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../bot/cli.ts';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createConsoleSession } from '../../bot/console.ts';
import { createServices } from '../../bot/services.ts';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { FakeScryfall } from './fake-scryfall.ts';
import { fixtureDataDir } from './fixture.ts';

const dataDir = fixtureDataDir();
let fake: FakeScryfall;

beforeAll(async () => {
  fake = await new FakeScryfall().start();
});

afterAll(() => fake.stop());

async function run(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const saved = { ...process.env };
  Object.assign(process.env, { RULEBOT_DATA_DIR: dataDir, RULEBOT_CARDS: 'local', LOG_LEVEL: 'silent' }, env);
  try {
    const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    process.env = saved;
  }
}

describe('rulebot card', () => {
  it('prints the /card view: oracle text, stats, dated official rulings; exit 0', async () => {
    const r = await run(['card', 'tarmogoyf']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Tarmogoyf');
    expect(r.out).toContain("Tarmogoyf's power is equal to the number of card types");
    expect(r.out).toContain('2017-04-18** (Official ruling) The card types are counted continuously');
    expect(r.out).toContain('Card data: Scryfall, 2025-02-07');
  });

  it('--lang ja takes a Japanese name and answers in Japanese, the oracle text marked as the English original', async () => {
    const r = await run(['card', 'セラの天使', '--lang', 'ja']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('セラの天使 (Serra Angel)');
    expect(r.out).toContain('オラクル文（英語。ルール上の正式な文面です）');
  });

  it('--json prints the card, its rulings and the entries about it', async () => {
    const r = await run(['card', 'Tarmogoyf', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({
      name: 'Tarmogoyf',
      type: 'Creature — Lhurgoyf',
      mana: '{1}{G}',
      power: '*',
      toughness: '1+*',
      colors: ['G'],
      rulings: [{ date: '2017-04-18', source: 'wotc' }, { date: '2017-04-18', source: 'wotc' }],
      uri: 'https://scryfall.com/card/tst/1/tarmogoyf',
      dataVersion: '2025-02-07',
    });
    expect(Array.isArray(json.entries)).toBe(true);
    expect(json.names).toEqual({ ja: 'タルモゴイフ', fr: 'Tarmogoyf' });
  });

  it('an unknown name: exit 1 with "did you mean", in text and in JSON', async () => {
    const text = await run(['card', 'Craw Wurn']);
    expect(text.code).toBe(1);
    expect(text.out).toContain('No card is named “Craw Wurn”. Did you mean **Craw Wurm**?');
    const json = await run(['card', 'Craw Wurn', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toEqual({ error: 'No card is named “Craw Wurn”. Did you mean **Craw Wurm**?', didYouMean: 'Craw Wurm' });
    const fr = await run(['card', 'Ours grizly', '--lang', 'fr', '--json']);
    expect(JSON.parse(fr.out)).toMatchObject({ didYouMean: 'Ours grizzly' });
  });

  it('usage errors exit 2: no name, a bad language, an unknown flag', async () => {
    expect((await run(['card'])).code).toBe(2);
    const lang = await run(['card', 'Tarmogoyf', '--lang', 'de']);
    expect(lang.code).toBe(2);
    expect(lang.err).toContain('--lang must be en, ja or fr');
    const flag = await run(['card', 'Tarmogoyf', '--jsno']);
    expect(flag.code).toBe(2);
    expect(flag.err).toContain('did you mean --json?');
  });

  it('with no card data (RULEBOT_CARDS=local, nothing imported): exit 1, saying what is missing', async () => {
    const r = await run(['card', 'Tarmogoyf', '--json'], { RULEBOT_DATA_DIR: mkdtempSync(join(tmpdir(), 'rulebot-nocards-')) });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error).toContain('no card data');
  });

  it('live, with nothing imported: from a fake Scryfall, then from disk when Scryfall is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulebot-livecli-'));
    fake.reset();
    const r = await run(['card', 'Lightning Bolt', '--json'], { RULEBOT_DATA_DIR: dir, RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: fake.api });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ name: 'Lightning Bolt', text: 'Lightning Bolt deals 3 damage to any target.', dataVersion: 'live' });
    // a one-shot command fetches the card it is asked about, not the whole name list
    expect(fake.paths()).toEqual(['/cards/named?exact=Lightning%20Bolt', '/cards/:id/rulings']);
    const offline = await run(['card', 'Lightning Bolt'], { RULEBOT_DATA_DIR: dir, RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: 'http://127.0.0.1:9' });
    expect(offline.code).toBe(0);
    expect(offline.out).toContain('Lightning Bolt deals 3 damage to any target.');
    const missing = await run(['card', 'Serra Angel', '--lang', 'fr'], { RULEBOT_DATA_DIR: dir, RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: 'http://127.0.0.1:9' });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('Scryfall, où ce bot cherche les cartes, est injoignable');
  });
});

describe('rulebot check resolves card names as /check does', () => {
  const SCENARIO = 'mtg; A: f=Craw Wurm; B: x=Typhoid Rats; attack f>B; block x>f';

  it('the console and the CLI give the same reply from the same card table', async () => {
    const services = await createServices({ features: [cardsFeature({ env: { RULEBOT_DATA_DIR: dataDir, RULEBOT_CARDS: 'local' } })] });
    const console = await createConsoleSession(services, 'en').handle(`/check scenario:${SCENARIO}`);
    const cli = await run(['check', SCENARIO]);
    expect(cli.code).toBe(0);
    expect(cli.out).toContain('f = Craw Wurm: characteristics from the card database (6/4 green).');
    expect(cli.out).not.toContain('not a creature');
    // the CLI prints the outcome and the steps; the console the outcome with a button for the steps
    const outcome = (text: string) => text.split('\n').filter((l) => /Craw Wurm|Typhoid Rats|deathtouch|graveyard|dies/i.test(l));
    expect(outcome(console.text).length).toBeGreaterThan(1);
    for (const line of outcome(console.text)) expect(cli.out).toContain(line);
  });

  it('--json, --file and standard input read the card table too', async () => {
    const json = JSON.parse((await run(['check', SCENARIO, '--json'])).out);
    expect(json.canonical).toBe('mtg ; A: f=Craw Wurm 6/4 green subtypes=Wurm mv=6 ; B: x=Typhoid Rats 1/1 black deathtouch subtypes=Rat mv=1 ; attack f>B ; block x>f');
    expect(Object.fromEntries(json.resolution.final.objects.map((o: { id: string; zone: string }) => [o.id, o.zone]))).toEqual({ f: 'graveyard', x: 'graveyard' });

    const file = join(mkdtempSync(join(tmpdir(), 'rulebot-checkfile-')), 'scenarios.txt');
    writeFileSync(file, `${SCENARIO}\n\nmtg; A: w=Boros Swiftblade; B: y=2/2; attack w>B; block y>w\n`);
    const batch = (await run(['check', '--file', file])).out.split('\n').map((l) => JSON.parse(l));
    expect(batch.map((b) => b.canonical)).toEqual([json.canonical, 'mtg ; A: w=Boros Swiftblade 1/2 white red double-strike subtypes=Human,Soldier mv=2 ; B: y=2/2 ; attack w>B ; block y>w']);

    const stdin = spawnSync(process.execPath, [join(PACKAGE_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(PACKAGE_ROOT, 'bot', 'cli.ts'), 'check', '-', '--json'], {
      input: SCENARIO,
      encoding: 'utf8',
      env: { ...process.env, RULEBOT_DATA_DIR: dataDir, RULEBOT_CARDS: 'local', LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    expect(stdin.stderr).toBe('');
    expect(JSON.parse(stdin.stdout).canonical).toBe(json.canonical);
  });
});
