/**
 * The PostgreSQL store when the server stops answering without closing anything — a host that vanished, a network
 * cut: no reset arrives, so nothing but the store's own timeouts ends a query or a connection attempt. A proxy in
 * front of the shared test server (DATABASE_URL or RULEBOT_TEST_PG; never stopped) swallows every byte on the
 * connections it holds and answers no new one; later it lets new connections through again while the old ones
 * stay silent (the server forgot them). Every call made meanwhile must be refused with STORE_UNAVAILABLE, none may
 * hang, and once the network is back the next write must succeed: before the store had a query timeout, the
 * pool's connections stayed stuck on the silent sockets and every later command waited out the pool's queue.
 * Skipped without a URL, except under CI=true where that is a failure.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore, type PinStore } from '../../store/index.ts';
import { entryPin, G1, MOD } from './store-contract.ts';

const url = process.env.DATABASE_URL || process.env.RULEBOT_TEST_PG || '';
const inCi = /^(1|true|yes)$/i.test(process.env.CI ?? '');

interface Proxy {
  port: number;
  /** From now on: no byte passes on the open connections, and new ones are accepted but never answered. */
  cut(): void;
  /** New connections pass again; the ones open during the cut stay silent. */
  restore(): void;
  close(): Promise<void>;
}

async function startProxy(target: { host: string; port: number }): Promise<Proxy> {
  let cut = false;
  const sockets = new Set<Socket>();
  const silenced: Array<{ silent: boolean }> = [];
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    if (cut) return; // accepted, never answered
    const pair = { silent: false };
    silenced.push(pair);
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('data', (b) => void (pair.silent || upstream.write(b)));
    upstream.on('data', (b) => void (pair.silent || client.write(b)));
    // a close passes only while the network is up: a cut network carries no FIN either
    client.on('close', () => void (pair.silent || upstream.destroy()));
    upstream.on('close', () => void (pair.silent || client.destroy()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut: () => {
      cut = true;
      for (const p of silenced) p.silent = true;
    },
    restore: () => void (cut = false),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Outcome = string;
/** What a call came to within `ms`: 'ok', its error code, or 'still waiting' (a hang). */
async function outcome(call: Promise<unknown>, ms: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve(`still waiting after ${ms / 1000} s`), ms)));
  const settled = call.then(
    () => 'ok',
    (e: unknown) => String((e as { code?: unknown }).code ?? (e as Error).message),
  );
  try {
    return await Promise.race([settled, waited]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!url && !inCi)('PostgreSQL behind a network that stops answering', () => {
  const schema = `rulebot_cut_${randomBytes(3).toString('hex')}`;
  let proxy: Proxy | undefined;
  let store: PinStore | undefined;
  afterAll(async () => {
    await store?.close().catch(() => undefined);
    await proxy?.close();
    const require = createRequire(import.meta.url);
    const { Pool } = require('pg') as { Pool: new (c: { connectionString: string }) => { query(sql: string): Promise<unknown>; end(): Promise<void> } };
    const admin = new Pool({ connectionString: url });
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  it('refuses every call meanwhile with STORE_UNAVAILABLE, none hangs, and the next write after it succeeds', async () => {
    expect(url, 'DATABASE_URL (or RULEBOT_TEST_PG) must point at a PostgreSQL server under CI').not.toBe('');
    const target = new URL(url);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // Short timeouts keep the test quick; the defaults (lock timeout + 15 s, 10 s) work the same way.
    store = await openPostgresStore({ connectionString: viaProxy.href, schema, poolSize: 2, lockTimeoutMs: 2000, queryTimeoutMs: 5000, connectTimeoutMs: 5000 });
    const s = store;
    // both pooled connections open and idle, as in a bot between commands
    expect(await Promise.all([outcome(s.addPin(entryPin('before the cut'), MOD), 30_000), outcome(s.listPins(G1), 30_000)])).toEqual(['ok', 'ok']);

    proxy.cut();
    const during = await Promise.all([
      outcome(s.addPin(entryPin('during the cut 1'), MOD), 40_000),
      outcome(s.listPins(G1), 40_000),
      outcome(s.getSettings(G1), 40_000),
      outcome(s.addPin(entryPin('during the cut 2'), MOD), 40_000),
    ]);
    expect(during).toEqual(['STORE_UNAVAILABLE', 'STORE_UNAVAILABLE', 'STORE_UNAVAILABLE', 'STORE_UNAVAILABLE']);

    proxy.restore();
    // As a user would: try again until it works, within the bound a hang would exceed.
    const tries: Outcome[] = [];
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && tries.at(-1) !== 'ok') {
      tries.push(await outcome(s.addPin(entryPin(`after the cut ${tries.length}`), MOD), 40_000));
      if (tries.at(-1) !== 'ok') await new Promise((r) => setTimeout(r, 200));
    }
    expect(tries.at(-1), `tries after the network came back: ${tries.join(', ')}`).toBe('ok');
    const topics = (await s.listPins(G1)).map((p) => p.topic);
    expect(topics).toContain('before the cut');
    expect(topics).toContain(`after the cut ${tries.length - 1}`);
  }, 180_000);
});
