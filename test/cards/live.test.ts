/** Live lookup against a local fake of Scryfall's API on 127.0.0.1, serving the fixture's cards. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createServices } from '../../bot/services.ts';
import { runCommand } from '../../commands/dispatch.ts';
import { findCommand } from '../../commands/registry.ts';
import type { Services } from '../../commands/context.ts';
import { foldName } from '../../rulings/cards/lookup.ts';
import { ScryfallLive } from '../../rulings/cards/live.ts';
import { ALL, RULINGS } from './fixture.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const cards = JSON.parse(readFileSync(ALL, 'utf8')) as any[];
const rulings = JSON.parse(readFileSync(RULINGS, 'utf8')) as any[];
const seen: Array<{ path: string; at: number; headers: IncomingHttpHeaders }> = [];
let failNext = 0;
let dropNext = 0;
let server: Server;
let api: string;

function send(res: any, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push({ path: url.pathname + url.search, at: Date.now(), headers: req.headers });
    if (dropNext > 0) {
      dropNext--;
      req.socket.destroy();
      return;
    }
    if (failNext > 0) {
      failNext--;
      return send(res, 503, { object: 'error', status: 503 });
    }
    const english = cards.filter((c) => c.lang === 'en');
    const notFound = { object: 'error', code: 'not_found', status: 404, details: 'No cards found' };
    if (url.pathname === '/cards/named') {
      const exact = url.searchParams.get('exact');
      const fuzzy = url.searchParams.get('fuzzy');
      const hit = exact
        ? english.find((c) => c.name.toLowerCase() === exact.toLowerCase())
        : english.find((c) => foldName(c.name).startsWith(foldName(fuzzy!).slice(0, 5)));
      return hit ? send(res, 200, hit) : send(res, 404, notFound);
    }
    if (url.pathname === '/cards/search') {
      const q = url.searchParams.get('q')!;
      const lang = /lang:(\w+)/.exec(q)![1];
      const name = /"(.*)"/.exec(q)![1]!;
      const data = cards.filter((c) => c.lang === lang && (c.printed_name ?? '').includes(name));
      return data.length ? send(res, 200, { object: 'list', data }) : send(res, 404, notFound);
    }
    const r = /^\/cards\/([\w-]+)\/rulings$/.exec(url.pathname);
    if (r) {
      const card = cards.find((c) => c.id === r[1]);
      return send(res, 200, { object: 'list', data: rulings.filter((x) => x.oracle_id === card?.oracle_id) });
    }
    if (url.pathname === '/cards/autocomplete') {
      const q = url.searchParams.get('q')!.toLowerCase();
      return send(res, 200, { object: 'catalog', data: english.map((c) => c.name).filter((n) => n.toLowerCase().startsWith(q)) });
    }
    send(res, 404, notFound);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('Scryfall live lookup (fake Scryfall on 127.0.0.1)', () => {
  it('finds a card with its rulings, sends a User-Agent and Accept header, and caches (misses too)', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    seen.length = 0;
    const goyf = await live.card('Tarmogoyf');
    expect(goyf).toMatchObject({ name: 'Tarmogoyf', mana: '{1}{G}', power: '*', toughness: '1+*' });
    expect(goyf!.rulings!.map((r) => r.date)).toEqual(['2017-04-18', '2017-04-18']);
    expect(seen.map((s) => s.path.replace(/\/cards\/[\w-]+\/rulings/, '/cards/:id/rulings'))).toEqual(['/cards/named?exact=Tarmogoyf', '/cards/:id/rulings']);
    expect(seen[0]!.headers['user-agent']).toMatch(/^rulebot\//);
    expect(seen[0]!.headers.accept).toContain('application/json');
    await live.card('tarmogoyf');
    expect(await live.card('No Such Card')).toBeUndefined();
    expect(await live.card('no such card')).toBeUndefined();
    expect(seen).toHaveLength(3);
  });

  it('keeps to ten requests a second: each request waits for its slot, 100 ms after the previous one (fake clock)', async () => {
    const clock = 1_000_000;
    const waits: number[] = [];
    let sent = 0;
    const live = new ScryfallLive({
      api,
      now: () => clock,
      sleep: async (ms) => void waits.push(ms),
      fetch: (input, init) => {
        sent++;
        return fetch(input, init);
      },
    });
    await Promise.all(['Craw Wurm', 'Serra Angel', 'Shivan Dragon', 'Giant Spider'].map((n) => live.suggest(n)));
    expect(sent).toBe(4);
    // four requests asked at the same instant: the first goes at once, the others wait 100, 200 and 300 ms
    expect(waits).toEqual([100, 200, 300]);
  });

  it('retries once when the connection drops, then gives up with a clear reason', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    dropNext = 1;
    expect(await live.suggest('Craw Wurm')).toBe('Craw Wurm');
    dropNext = 2;
    await expect(live.suggest('Giant Spider')).rejects.toThrow('Scryfall: unreachable');
    dropNext = 0;
  });

  it('finds a Japanese or French printed name', async () => {
    const live = new ScryfallLive({ api, spacingMs: 0 });
    expect(await live.card('灰色熊', 'ja')).toMatchObject({ name: 'Grizzly Bears', names: { ja: '灰色熊' } });
    expect(await live.card('Ours grizzly', 'fr')).toMatchObject({ name: 'Grizzly Bears', names: { fr: 'Ours grizzly' } });
  });

  describe('through /card with RULEBOT_CARDS=live and no imported table', () => {
    let services: Services;
    const ctx = (userLocale: 'en' | 'ja' | 'fr') => ({ services, invocation: { userLocale, userId: '1' } });

    beforeAll(async () => {
      services = await createServices({ features: [cardsFeature({ env: { RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: api }, store: { dataDir: '/nonexistent' } })] });
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

    it('Scryfall down: a polite localized error, not a crash', async () => {
      failNext = 2;
      const view = await runCommand(ctx('fr'), 'card', { name: 'Boggart Brute' });
      expect(view.sections[0]!.description).toBe("Scryfall n'a pas répondu (HTTP 503). Réessayez dans un instant.");
      failNext = 0;
    });
  });
});
