/** Live lookup against a local fake of Scryfall's API on 127.0.0.1, serving the fixture's cards. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardsFeature, keepNamesCurrent } from '../../bot/cards-feature.ts';
import { createServices } from '../../bot/services.ts';
import { runCommand } from '../../commands/dispatch.ts';
import { findCommand } from '../../commands/registry.ts';
import type { Services } from '../../commands/context.ts';
import type { Locale } from '../../commands/i18n.ts';
import { ScryfallLive } from '../../rulings/cards/live.ts';
import { LiveCardCache, MAX_CACHED_CARDS } from '../../rulings/cards/live-cache.ts';
import { CardSource } from '../../rulings/cards/source.ts';
import { FakeScryfall } from './fake-scryfall.ts';

let fake: FakeScryfall;
let api: string;

beforeAll(async () => {
  fake = await new FakeScryfall().start();
  api = fake.api;
});

afterAll(() => fake.stop());

beforeEach(() => fake.reset());

const tmp = () => mkdtempSync(join(tmpdir(), 'rulebot-live-'));

/** A clock that only moves when told, and a sleep that records its waits and moves the clock. */
function fakeClock(start = 1_000_000) {
  const clock = { now: start, waits: [] as number[] };
  return {
    clock,
    now: () => clock.now,
    sleep: async (ms: number) => {
      clock.waits.push(ms);
    },
  };
}

describe('Scryfall live lookup (fake Scryfall on 127.0.0.1)', () => {
  it('finds a card with its rulings, sends a User-Agent and Accept header, and caches (misses too)', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    const goyf = await live.card('Tarmogoyf');
    expect(goyf).toMatchObject({ name: 'Tarmogoyf', mana: '{1}{G}', power: '*', toughness: '1+*' });
    expect(goyf!.rulings!.map((r) => r.date)).toEqual(['2017-04-18', '2017-04-18']);
    expect(fake.paths()).toEqual(['/cards/named?exact=Tarmogoyf', '/cards/:id/rulings']);
    expect(fake.seen[0]!.headers['user-agent']).toMatch(/^rulebot\/[\d.]+ \(/);
    expect(fake.seen[0]!.headers.accept).toContain('application/json');
    await live.card('tarmogoyf');
    expect(await live.card('No Such Card')).toBeUndefined();
    expect(await live.card('no such card')).toBeUndefined();
    expect(fake.seen).toHaveLength(3);
  });

  it('keeps to Scryfall’s published limits: 10 requests a second, 2 a second to /cards/named and /cards/search (fake clock)', async () => {
    const light = fakeClock();
    const a = new ScryfallLive({ api, now: light.now, sleep: light.sleep });
    await Promise.all(['Cr', 'Se', 'Sh', 'Gi'].map((n) => a.autocomplete(n)));
    // four requests asked at the same instant: the first goes at once, the others 100, 200 and 300 ms later
    expect(light.clock.waits).toEqual([100, 200, 300]);

    const heavy = fakeClock();
    const b = new ScryfallLive({ api, now: heavy.now, sleep: heavy.sleep });
    await Promise.all(['Craw Wurm', 'Serra Angel', 'Shivan Dragon', 'Giant Spider'].map((n) => b.suggest(n)));
    expect(heavy.clock.waits).toEqual([500, 1000, 1500]);
    expect(fake.seen).toHaveLength(8);
  });

  it('after a 429, sends nothing for 30 seconds (or the Retry-After it gives), then asks again', async () => {
    const c = fakeClock();
    const live = new ScryfallLive({ api, spacingMs: 0, now: c.now, sleep: c.sleep });
    fake.limitNext = 1;
    await expect(live.suggest('Craw Wurm')).rejects.toMatchObject({ code: 'rate-limited' });
    c.clock.now += 29_000;
    await expect(live.suggest('Serra Angel')).rejects.toMatchObject({ code: 'rate-limited' });
    expect(fake.seen).toHaveLength(1);
    c.clock.now += 1_000;
    expect(await live.suggest('Serra Angel')).toBe('Serra Angel');
    expect(fake.seen).toHaveLength(2);

    fake.limitNext = 1;
    fake.retryAfter = '120';
    await expect(live.suggest('Giant Spider')).rejects.toMatchObject({ code: 'rate-limited' });
    c.clock.now += 60_000;
    await expect(live.suggest('Giant Spider')).rejects.toMatchObject({ code: 'rate-limited' });
    expect(live.pausedFor).toBe(60_000);
    expect(fake.seen).toHaveLength(3);
  });

  it('retries once when the connection drops, then gives up as unreachable and stops asking for a while', async () => {
    const c = fakeClock();
    const live = new ScryfallLive({ api, spacingMs: 0, now: c.now, sleep: c.sleep });
    fake.dropNext = 1;
    expect(await live.suggest('Craw Wurm')).toBe('Craw Wurm');
    fake.dropNext = 2;
    await expect(live.suggest('Giant Spider')).rejects.toMatchObject({ code: 'unreachable', message: 'Scryfall: unreachable' });
    const sent = fake.seen.length;
    await expect(live.card('Serra Angel')).rejects.toMatchObject({ code: 'unreachable' });
    expect(fake.seen).toHaveLength(sent);
    c.clock.now += 30_000;
    expect(await live.card('Serra Angel')).toMatchObject({ name: 'Serra Angel' });
  });

  it('an answer larger than any Scryfall sends is refused as unreadable, not read into memory', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    fake.oversizeNext = 1;
    await expect(live.cardNames()).rejects.toMatchObject({ code: 'unreadable' });
    expect(await live.cardNames()).toContain('Lightning Bolt');
  });

  it('finds a Japanese or French printed name', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    expect(await live.card('灰色熊', 'ja')).toMatchObject({ name: 'Grizzly Bears', names: { ja: '灰色熊' } });
    expect(await live.card('Ours grizzly', 'fr')).toMatchObject({ name: 'Grizzly Bears', names: { fr: 'Ours grizzly' } });
  });

  it('reads the list of every card name from the card-names catalog', async () => {
    const names = await new ScryfallLive({ api, spacingMs: 0 }).cardNames();
    expect(names).toContain('Lightning Bolt');
    expect(names).toContain('Fire // Ice');
    expect(fake.paths()).toEqual(['/catalog/card-names']);
  });
});

describe('fetched cards on disk (live-cache.ts)', () => {
  it('a restart asks Scryfall nothing for a card fetched before; after a week it asks again, and offline it still has it', async () => {
    const dataDir = tmp();
    const c = fakeClock(Date.parse('2026-01-01T00:00:00Z'));
    const first = new ScryfallLive({ api, spacingMs: 0, cache: new LiveCardCache({ dataDir }), now: c.now, sleep: c.sleep });
    await first.card('Tarmogoyf');
    expect(fake.seen).toHaveLength(2);

    const restarted = new ScryfallLive({ api, spacingMs: 0, cache: new LiveCardCache({ dataDir }), now: c.now, sleep: c.sleep });
    expect(await restarted.card('Tarmogoyf')).toMatchObject({ name: 'Tarmogoyf', rulings: [{ date: '2017-04-18' }, { date: '2017-04-18' }] });
    expect(restarted.kept('TARMOGOYF')?.name).toBe('Tarmogoyf');
    expect(fake.seen).toHaveLength(2);

    c.clock.now += 8 * 24 * 3600_000;
    const weekLater = new ScryfallLive({ api, spacingMs: 0, cache: new LiveCardCache({ dataDir }), now: c.now, sleep: c.sleep });
    await weekLater.card('Tarmogoyf');
    expect(fake.seen).toHaveLength(4);

    c.clock.now += 8 * 24 * 3600_000;
    const offline = new ScryfallLive({ api: 'http://127.0.0.1:9', spacingMs: 0, cache: new LiveCardCache({ dataDir }), now: c.now, sleep: c.sleep });
    expect(await offline.card('Tarmogoyf')).toMatchObject({ name: 'Tarmogoyf' });
    await expect(offline.card('Serra Angel')).rejects.toMatchObject({ code: 'unreachable' });
  });

  it('stays under its size cap, keeping the most recently fetched cards, and skips a line cut by a crash', () => {
    const dataDir = tmp();
    const cache = new LiveCardCache({ dataDir, maxBytes: 4000 });
    for (let i = 0; i < 40; i++) cache.put({ name: `Card ${i}`, type: 'Creature — Test', text: 'x'.repeat(150) });
    const file = join(dataDir, 'cards', 'live', 'cards.jsonl');
    expect(readFileSync(file).length).toBeLessThanOrEqual(4000);
    expect(cache.get('Card 39')?.card.name).toBe('Card 39');
    expect(cache.get('Card 0')).toBeUndefined();
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"at":"2026-01-01T00:00:00.000Z","card":{"name":"Cut`);
    const reread = new LiveCardCache({ dataDir, maxBytes: 4000 });
    expect(reread.get('card 39')?.card.name).toBe('Card 39');
    expect(reread.size).toBe(cache.size);
  });

  // A data dir that refuses writes (here a path under a regular file: ENOTDIR, which root cannot override either)
  // never compacts, so only the memory cap stops a bot running for weeks from keeping every card ever asked about.
  const refusingDir = () => {
    const file = join(tmp(), 'not-a-dir');
    writeFileSync(file, '');
    return join(file, 'data');
  };

  it('with a data dir that refuses writes, memory keeps at most MAX_CACHED_CARDS, the newest, and forgets the evicted cards’ other names', () => {
    const cache = new LiveCardCache({ dataDir: refusingDir() });
    const total = MAX_CACHED_CARDS + 500;
    for (let i = 0; i < total; i++) cache.put({ name: `Card ${i}`, names: { ja: `カード${i}` }, type: 'Creature — Test', text: '' });
    expect(cache.size).toBe(MAX_CACHED_CARDS);
    expect(cache.nameCount).toBe(2 * MAX_CACHED_CARDS);
    expect(cache.get(`カード${total - 1}`)?.card.name).toBe(`Card ${total - 1}`);
    expect(cache.get(`Card ${total - MAX_CACHED_CARDS}`)?.card.name).toBe(`Card ${total - MAX_CACHED_CARDS}`);
    expect(cache.get('Card 499')).toBeUndefined();
    expect(cache.get('カード0')).toBeUndefined();
    // a card fetched again is the newest: it outlives the cards fetched after its first fetch
    cache.put({ name: `Card ${total - MAX_CACHED_CARDS}`, type: 'Creature — Test', text: '' });
    cache.put({ name: 'One more', type: 'Creature — Test', text: '' });
    expect(cache.get(`Card ${total - MAX_CACHED_CARDS}`)).toBeDefined();
    expect(cache.get(`Card ${total - MAX_CACHED_CARDS + 1}`)).toBeUndefined();
    expect(cache.size).toBe(MAX_CACHED_CARDS);
  });

  it('every card of the fake Scryfall looked up through a refusing data dir: the cache holds its cap, and a kept card asks nothing', async () => {
    const cache = new LiveCardCache({ dataDir: refusingDir(), maxCards: 5 });
    const live = new ScryfallLive({ api, spacingMs: 0, cache });
    const names = ['Craw Wurm', 'Grizzly Bears', 'Colossal Dreadmaw', 'Serra Angel', 'Shivan Dragon', 'Llanowar Elves', 'Tarmogoyf', 'Baneslayer Angel', 'Goblin Guide', 'Typhoid Rats', 'Vampire Nighthawk', 'Giant Spider', 'Lightning Bolt', 'Counterspell', 'Birds of Paradise'];
    for (const name of names) expect(await live.card(name)).toMatchObject({ name });
    expect(cache.size).toBe(5);
    expect(live.kept('Birds of Paradise')?.name).toBe('Birds of Paradise');
    expect(live.kept('Craw Wurm')).toBeUndefined();
    // a fresh process sharing nothing on disk but this cache: the kept card is served without a request
    const sent = fake.seen.length;
    expect(await new ScryfallLive({ api, spacingMs: 0, cache }).card('Lightning Bolt')).toMatchObject({ name: 'Lightning Bolt' });
    expect(fake.seen).toHaveLength(sent);
  });
});

describe('the card-name list when Scryfall fails (bot/cards-feature.ts keepNamesCurrent)', () => {
  it('a start-up fetch that fails is tried again after the retry delay, not at the next daily check', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    const source = new CardSource(undefined, live);
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (...args: unknown[]) => void warnings.push(String(args[1])) };
    fake.failNext = 1;
    const refresh = keepNamesCurrent(source, live, new LiveCardCache({ dataDir: tmp() }), log, 24 * 3600_000, 50);
    await refresh.done;
    expect(source.status().names).toBeUndefined();
    expect(warnings).toHaveLength(1);
    await vi.waitFor(() => expect(source.status().names?.count).toBe(33), { timeout: 20_000, interval: 50 });
    refresh.stop();
    expect(fake.paths()).toEqual(['/catalog/card-names', '/catalog/card-names']);
  });

  it('stopped, it tries nothing more', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    const source = new CardSource(undefined, live);
    fake.failNext = 1;
    const refresh = keepNamesCurrent(source, live, new LiveCardCache({ dataDir: tmp() }), { info: () => undefined, warn: () => undefined }, 24 * 3600_000, 50);
    await refresh.done;
    refresh.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.paths()).toEqual(['/catalog/card-names']);
    expect(source.status().names).toBeUndefined();
  });
});

describe('a fresh start with no import (RULEBOT_CARDS=live, the default outside tests)', () => {
  // The name list is asked for before createServices builds the search index synchronously; on a loaded machine that
  // build outlasted the 5 s request timeout and the test saw no request at all, so the timeout here is generous.
  const start = async (dataDir: string, scryfall = api) => {
    const services = await createServices({
      features: [cardsFeature({ env: { RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: scryfall }, store: { dataDir }, refreshNames: true, live: { spacingMs: 0, timeoutMs: 60_000 } })],
    });
    const source = services.cards!;
    await source.refreshing;
    return { services, source };
  };
  const ctx = (services: Services, userLocale: Locale) => ({ services, invocation: { userLocale, userId: '1' } });
  let dataDir: string;

  it('fetches the card names at start-up (kept on disk), and /card Lightning Bolt works', async () => {
    dataDir = tmp();
    const { services, source } = await start(dataDir);
    expect(fake.paths()).toEqual(['/catalog/card-names']);
    expect(source.status()).toMatchObject({ live: true, names: { count: 33 } });
    expect(JSON.parse(readFileSync(join(dataDir, 'cards', 'live', 'names.json'), 'utf8')).names).toContain('Lightning Bolt');
    // names come from the list: autocomplete and "did you mean" ask Scryfall nothing
    expect(await findCommand('card')!.autocomplete!(ctx(services, 'en'), 'name', 'light', {})).toEqual([
      { name: 'Lightning Bolt', value: 'Lightning Bolt' },
      { name: 'Ball Lightning', value: 'Ball Lightning' },
    ]);
    const miss = await runCommand(ctx(services, 'en'), 'card', { name: 'Lightnig Bolt' });
    expect(miss.sections[0]!.description).toBe('No card is named “Lightnig Bolt”. Did you mean **Lightning Bolt**?');
    expect(fake.seen).toHaveLength(1);
    const bolt = await runCommand(ctx(services, 'en'), 'card', { name: 'Lightning Bolt' });
    expect(bolt.sections[0]!.title).toBe('Lightning Bolt');
    expect(bolt.sections[0]!.description).toContain('Lightning Bolt deals 3 damage to any target.');
    expect(bolt.sections[0]!.footer).toBe('Card data: Scryfall (live)');
    expect(fake.paths()).toEqual(['/catalog/card-names', '/cards/named?exact=Lightning%20Bolt', '/cards/:id/rulings']);
    services.cards!.close();
  });

  it('restarted with the network off: names and Lightning Bolt from disk; another card says plainly what is missing, in en/ja/fr', async () => {
    const { services, source } = await start(dataDir, 'http://127.0.0.1:9');
    expect(fake.seen).toHaveLength(0);
    expect(source.status()).toMatchObject({ names: { count: 33 } });
    const bolt = await runCommand(ctx(services, 'en'), 'card', { name: 'Lightning Bolt' });
    expect(bolt.sections[0]!.title).toBe('Lightning Bolt');
    const en = await runCommand(ctx(services, 'en'), 'card', { name: 'Serra Angel' });
    expect(en.ephemeral).toBe(true);
    expect(en.sections[0]!.description).toBe(
      'Scryfall, where this bot looks cards up, cannot be reached right now (no network?), so “Serra Angel” could not be looked up. Try again later. ' +
        'This bot has no imported card data to fall back on (the operator can add it with `rulebot import scryfall`).',
    );
    const ja = await runCommand(ctx(services, 'ja'), 'card', { name: 'Serra Angel' });
    expect(ja.sections[0]!.description).toContain('カード検索に使っている Scryfall に今は接続できない');
    const fr = await runCommand(ctx(services, 'fr'), 'card', { name: 'Serra Angel' });
    expect(fr.sections[0]!.description).toContain('Scryfall, où ce bot cherche les cartes, est injoignable');
    source.close();
  });

  it('a name list older than a day is fetched again at start-up', async () => {
    const file = join(dataDir, 'cards', 'live', 'names.json');
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...stored, fetchedAt: '2020-01-01T00:00:00.000Z', names: ['Lightning Bolt'] }));
    const { source } = await start(dataDir);
    expect(fake.paths()).toEqual(['/catalog/card-names']);
    expect(source.status().names!.count).toBe(33);
    source.close();
  });

  it('with RULEBOT_CARDS=local and nothing imported: no card data, and /card says how to get it', async () => {
    const services = await createServices({ features: [cardsFeature({ env: { RULEBOT_CARDS: 'local', RULEBOT_SCRYFALL_API: api }, store: { dataDir: tmp() }, refreshNames: true })] });
    const view = await runCommand(ctx(services, 'ja'), 'card', { name: 'Lightning Bolt' });
    expect(view.sections[0]!.title).toBe('カードデータがありません');
    expect(view.sections[0]!.description).toContain('RULEBOT_CARDS=live');
    expect(fake.seen).toHaveLength(0);
  });
});

describe('through /card with RULEBOT_CARDS=live and no imported table', () => {
  let services: Services;
  const ctx = (userLocale: 'en' | 'ja' | 'fr') => ({ services, invocation: { userLocale, userId: '1' } });

  beforeAll(async () => {
    services = await createServices({ features: [cardsFeature({ env: { RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: api }, store: { dataDir: tmp() }, live: { spacingMs: 0 } })] });
  });

  it('answers from Scryfall, with the live footer', async () => {
    const view = await runCommand(ctx('ja'), 'card', { name: '灰色熊' });
    expect(view.sections[0]!.title).toBe('灰色熊 (Grizzly Bears)');
    expect(view.sections[0]!.footer).toBe('カードデータ：Scryfall（オンライン）');
  });

  it('an unknown name gets Scryfall’s fuzzy suggestion', async () => {
    const view = await runCommand(ctx('en'), 'card', { name: 'Shivan Dragn' });
    expect(view.sections[0]!.description).toBe('No card is named “Shivan Dragn”. Did you mean **Shivan Dragon**?');
  });

  it('autocompletes English names through Scryfall', async () => {
    expect(await findCommand('card')!.autocomplete!(ctx('en'), 'name', 'Serra', {})).toEqual([
      { name: 'Serra Angel', value: 'Serra Angel' },
      { name: 'Serra Avatar', value: 'Serra Avatar' },
    ]);
  });

  it('/check by card name fetches the names it does not know, then resolves', async () => {
    const view = await runCommand(ctx('en'), 'check', { scenario: 'mtg; A: w=Boros Swiftblade; B: x=2/2; attack w>B; block x>w', private: true });
    const text = view.sections.map((s) => `${s.title}\n${s.description}\n${(s.fields ?? []).map((f) => f.value).join('\n')}`).join('\n');
    expect(text).toContain('w = Boros Swiftblade: characteristics from the card database (1/2 white red double-strike).');
    expect(text).not.toContain('no card is named');
  });

  it('Scryfall failing: a polite localized error that names the card, not a crash', async () => {
    fake.failNext = 1;
    const view = await runCommand(ctx('fr'), 'card', { name: 'Boggart Brute' });
    expect(view.sections[0]!.description).toMatch(/^Scryfall, où ce bot cherche les cartes, a répondu par une erreur \(HTTP 503\) : impossible de chercher « Boggart Brute »\. Réessayez dans un instant\./);
  });
});
