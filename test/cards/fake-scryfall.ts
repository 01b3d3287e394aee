/**
 * A local fake of Scryfall's API on 127.0.0.1, serving the Scryfall-shaped fixture files (test/fixtures/scryfall):
 * /cards/named (exact, fuzzy), /cards/search (printed names), /cards/:id/rulings, /cards/autocomplete and
 * /catalog/card-names. It records every request (path, headers) and can be told to fail, drop connections or
 * answer 429. Tests never reach the real Scryfall.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { foldName } from '../../rulings/cards/lookup.ts';
import { ALL, RULINGS } from './fixture.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

export interface FakeScryfallOptions {
  /** Cards as Scryfall card objects (default: the fixture's "All Cards"). */
  cards?: any[];
  /** Rulings as Scryfall ruling objects (default: the fixture's). */
  rulings?: any[];
}

export class FakeScryfall {
  readonly seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  /** The next N requests answer 503. */
  failNext = 0;
  /** The next N requests have their connection dropped. */
  dropNext = 0;
  /** The next N requests answer 429 (with Retry-After when set). */
  limitNext = 0;
  retryAfter: string | undefined;
  /** The next N requests get an answer larger than any Scryfall sends (9 MB, no Content-Length). */
  oversizeNext = 0;
  api = '';
  private server: Server | undefined;
  private readonly cards: any[];
  private readonly rulings: any[];

  constructor(options: FakeScryfallOptions = {}) {
    this.cards = options.cards ?? (JSON.parse(readFileSync(ALL, 'utf8')) as any[]);
    this.rulings = options.rulings ?? (JSON.parse(readFileSync(RULINGS, 'utf8')) as any[]);
  }

  /** Paths asked since the last reset, with card ids in rulings paths written as :id. */
  paths(): string[] {
    return this.seen.map((s) => s.path.replace(/\/cards\/[\w-]+\/rulings/, '/cards/:id/rulings'));
  }

  reset(): void {
    this.seen.length = 0;
    this.failNext = this.dropNext = this.limitNext = this.oversizeNext = 0;
    this.retryAfter = undefined;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.answer(req.url!, req.headers, res, () => req.socket.destroy()));
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    this.api = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
  }

  private answer(raw: string, headers: IncomingHttpHeaders, res: ServerResponse, drop: () => void): void {
    const url = new URL(raw, 'http://x');
    this.seen.push({ path: url.pathname + url.search, headers });
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...extra });
      res.end(JSON.stringify(body));
    };
    if (this.dropNext > 0) {
      this.dropNext--;
      return drop();
    }
    if (this.limitNext > 0) {
      this.limitNext--;
      return send(429, { object: 'error', status: 429, code: 'rate_limited' }, this.retryAfter ? { 'retry-after': this.retryAfter } : {});
    }
    if (this.oversizeNext > 0) {
      this.oversizeNext--;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"object":"catalog","data":[');
      for (let i = 0; i < 90; i++) res.write(`"${'x'.repeat(100_000)}",`);
      res.end('"x"]}');
      return;
    }
    if (this.failNext > 0) {
      this.failNext--;
      return send(503, { object: 'error', status: 503 });
    }
    const english = this.cards.filter((c) => c.lang === 'en' && !['token', 'art_series'].includes(c.layout));
    const notFound = { object: 'error', code: 'not_found', status: 404, details: 'No cards found' };
    if (url.pathname === '/catalog/card-names') {
      const names = [...new Set(english.map((c) => c.name as string))];
      return send(200, { object: 'catalog', uri: `${this.api}/catalog/card-names`, total_values: names.length, data: names });
    }
    if (url.pathname === '/cards/named') {
      const exact = url.searchParams.get('exact');
      const fuzzy = url.searchParams.get('fuzzy');
      const faceOf = (c: any) => [c.name, ...(c.card_faces ?? []).map((f: any) => f.name)].map((n: string) => n.toLowerCase());
      const hit = exact
        ? english.find((c) => faceOf(c).includes(exact.toLowerCase()))
        : english.find((c) => foldName(c.name).startsWith(foldName(fuzzy!).slice(0, 5)));
      return hit ? send(200, hit) : send(404, notFound);
    }
    if (url.pathname === '/cards/search') {
      const q = url.searchParams.get('q')!;
      const lang = /lang:(\w+)/.exec(q)![1];
      const name = /"(.*)"/.exec(q)![1]!;
      const data = this.cards.filter((c) => c.lang === lang && (c.printed_name ?? '').includes(name));
      return data.length ? send(200, { object: 'list', data }) : send(404, notFound);
    }
    const r = /^\/cards\/([\w-]+)\/rulings$/.exec(url.pathname);
    if (r) {
      const card = this.cards.find((c) => c.id === r[1]);
      return send(200, { object: 'list', data: this.rulings.filter((x) => x.oracle_id === card?.oracle_id) });
    }
    if (url.pathname === '/cards/autocomplete') {
      const q = url.searchParams.get('q')!.toLowerCase();
      return send(200, { object: 'catalog', data: english.map((c) => c.name).filter((n) => n.toLowerCase().startsWith(q)) });
    }
    send(404, notFound);
  }
}
