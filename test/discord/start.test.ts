/**
 * The bot process against the fake Discord (REST + gateway): login to "ready" and an interaction arriving over
 * the WebSocket, a clean shutdown, a rejected token, `npm run deploy-commands`, and `rulebot bot --shards`.
 */
import { NODE_FLAGS } from '../../bot/node-flags.ts';
import { fileURLToPath } from 'node:url';
import type { ShardingManager } from 'discord.js';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../commands/context.ts';
import { allCommands } from '../../commands/registry.ts';
import { botCommand, runSharded } from '../../bot/cli/bot.ts';
import type { Config } from '../../bot/config.ts';
import { deployCommands } from '../../bot/deploy-commands.ts';
import { buildDefinitions } from '../../bot/discord/definitions.ts';
import { BAD_TOKEN_MESSAGE, startBot } from '../../bot/discord/start.ts';
import { createServices } from '../../bot/services.ts';
import { APP_ID, FakeDiscord, TOKEN } from './fake-discord.ts';
import { chatInput, GUILD_ID, opt } from './payloads.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const FIXTURE = fileURLToPath(new URL('./fixtures/rulings', import.meta.url));
let fake: FakeDiscord;
let services: Services;

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  services = await createServices({ dir: FIXTURE });
});
afterAll(async () => fake?.stop());
afterEach(() => fake.clear());

function config(extra: Partial<Config> = {}): Config {
  return { RULEBOT_LANG: 'en', LOG_LEVEL: 'silent', DISCORD_TOKEN: TOKEN, DISCORD_API: fake.api, ...extra };
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function collect() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (s: string) => void out.push(s), err: (s: string) => void err.push(s) } };
}

describe('startBot', () => {
  it('logs in with the Guilds intent only, answers an interaction from the gateway, and shuts down cleanly', async () => {
    const logs: any[] = [];
    const logger = pino({ level: 'debug' }, { write: (l: string) => void logs.push(JSON.parse(l)) });
    const close = vi.fn(async () => undefined);
    let stop!: (signal: string) => void;
    const stopSignal = new Promise<string>((resolve) => (stop = resolve));
    const running = startBot(config(), { services: { ...services, closers: [close] }, logger, stopSignal });

    await until(() => logs.some((l) => l.msg === 'connected to Discord'), 'ready');
    const identify = fake.gatewayReceived.find((p) => p.op === 2)!;
    expect(identify.d.intents).toBe(1); // GatewayIntentBits.Guilds, nothing privileged
    expect(logs.find((l) => l.msg === 'connected to Discord')).toMatchObject({ user: 'rulebot', applicationId: APP_ID });

    const payload = chatInput('ruling', [opt('question', 'トランプルはどう働く')], { locale: 'ja', guildLocale: 'ja' });
    fake.dispatch('INTERACTION_CREATE', payload);
    await until(() => fake.requests.some((r) => r.path.endsWith('/callback')), 'the reply');
    const reply = fake.requests.find((r) => r.path === `/interactions/${payload.id}/${payload.token}/callback`)!;
    expect(reply.body.type).toBe(4);
    expect(reply.body.data.embeds[0].title).toBe('トランプルはまず致死ダメージを割り振る');
    expect(reply.body.data.allowed_mentions).toEqual({ parse: [] });
    expect(reply.authorization).toBeUndefined(); // interaction callbacks are authorized by their token, not the bot's

    stop('SIGTERM');
    expect(await running).toBe(0);
    expect(close).toHaveBeenCalledOnce();
    expect(logs.map((l) => l.msg)).toContain('shutting down');
    expect(logs.find((l) => l.msg === 'interaction')).toMatchObject({ command: 'ruling', guildId: GUILD_ID, latencyMs: expect.any(Number) });
    expect(JSON.stringify(logs)).not.toContain(TOKEN);
    await until(() => fake.connected === 0, 'the gateway connection to close');
  });

  it('a rejected token is one clear line and exit code 1, without the token', async () => {
    const err: string[] = [];
    const code = await startBot(config({ DISCORD_TOKEN: 'bad.token.value' }), { services, err: (l) => void err.push(l), stopSignal: new Promise(() => {}) });
    expect(code).toBe(1);
    expect(err).toEqual([BAD_TOKEN_MESSAGE]);
    expect(err[0]).not.toContain('bad.token.value');
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual(['GET /gateway/bot Bot bad.token.value']);
  });

  it('no token at all says what to set', async () => {
    const err: string[] = [];
    expect(await startBot(config({ DISCORD_TOKEN: undefined }), { services, err: (l) => void err.push(l) })).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/DISCORD_TOKEN is not set/);
  });
});

describe('deploy-commands', () => {
  it('registers every command globally in one bulk PUT', async () => {
    const { out, err, io } = collect();
    expect(await deployCommands(config({ DISCORD_APPLICATION_ID: APP_ID }), io)).toBe(0);
    expect(err).toEqual([]);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /applications/${APP_ID}/commands`]);
    expect(fake.requests[0]!.authorization).toBe(`Bot ${TOKEN}`);
    expect(fake.requests[0]!.body).toEqual(JSON.parse(JSON.stringify(buildDefinitions())));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(new RegExp(`^Registered ${allCommands().length} commands globally: /ruling, /rule, `));
    expect(out[0]).toContain('“Check scenario”');
  });

  it('registers in one server with DISCORD_GUILD_ID, and finds the application id from the token when unset', async () => {
    const { out, io } = collect();
    expect(await deployCommands(config({ DISCORD_GUILD_ID: GUILD_ID }), io)).toBe(0);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /applications/@me', `PUT /applications/${APP_ID}/guilds/${GUILD_ID}/commands`]);
    expect(fake.requests[1]!.body.every((c: any) => !('contexts' in c) && !('dm_permission' in c))).toBe(true);
    expect(out[0]).toBe(`DISCORD_APPLICATION_ID is not set; using the token's application ${APP_ID}.`);
    expect(out[1]).toMatch(new RegExp(`^Registered ${allCommands().length} commands in server ${GUILD_ID}:`));
  });

  it('explains a missing or rejected token and a wrong application id', async () => {
    let c = collect();
    expect(await deployCommands(config({ DISCORD_TOKEN: undefined }), c.io)).toBe(1);
    expect(c.err[0]).toMatch(/^deploy-commands: DISCORD_TOKEN is not set/);
    expect(fake.requests).toEqual([]);
    c = collect();
    expect(await deployCommands(config({ DISCORD_TOKEN: 'bad.token.value', DISCORD_APPLICATION_ID: APP_ID }), c.io)).toBe(1);
    expect(c.err).toEqual(['deploy-commands: Discord rejected DISCORD_TOKEN (401 Unauthorized). Copy a fresh token from the Developer Portal.']);
    c = collect();
    expect(await deployCommands(config({ DISCORD_APPLICATION_ID: '999999999999999999' }), c.io)).toBe(1);
    expect(c.err[0]).toMatch(/^deploy-commands: Discord refused \(404\): Unknown Application\. Check DISCORD_APPLICATION_ID/);
  });
});

describe('rulebot bot', () => {
  it('rejects a bad --shards value with the usage line', async () => {
    const { err, io } = collect();
    expect(await botCommand.run(['--shards', 'many'], io)).toBe(2);
    expect(err[0]).toContain('usage: rulebot bot [--shards auto|N]');
  });

  it('--shards auto asks Discord for the count; a bad token stops there with one line', async () => {
    const { err, io } = collect();
    expect(await runSharded(config({ DISCORD_TOKEN: 'bad.token.value' }), 'auto', io)).toBe(1);
    expect(err).toEqual([BAD_TOKEN_MESSAGE]);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /gateway/bot']);
  });

  it('spawns a shard process that gets the token from the environment (not argv) and connects', async () => {
    // The shard process reads its configuration like `npm start` does: from the environment. (ShardingManager
    // also sets DISCORD_TOKEN in this process's environment.)
    const keys = ['DISCORD_API', 'RULEBOT_RULINGS_DIR', 'LOG_LEVEL', 'DISCORD_TOKEN'] as const;
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    Object.assign(process.env, { DISCORD_API: fake.api, RULEBOT_RULINGS_DIR: FIXTURE, LOG_LEVEL: 'silent' });
    let manager: ShardingManager | undefined;
    let stop!: () => void;
    try {
      const { io } = collect();
      const running = runSharded(config(), 1, io, { stopSignal: new Promise<void>((r) => (stop = r)), onManager: (m) => (manager = m) });
      await until(() => fake.gatewayReceived.some((p) => p.op === 2 && JSON.stringify(p.d.shard) === '[0,1]'), 'the shard to identify', 30_000);
      const child = manager!.shards.get(0)!.process!;
      expect(child.spawnargs.join(' ')).not.toContain(TOKEN);
      // a shard runs with the bot's V8 flags, as `npm start` does (bot/node-flags.ts)
      expect(child.spawnargs).toEqual(expect.arrayContaining([...NODE_FLAGS]));
      expect(fake.gatewayReceived.find((p) => p.op === 2)!.d.token).toBe(TOKEN);
      await until(() => manager!.shards.get(0)!.ready, 'the shard to report ready', 30_000);
      stop();
      expect(await running).toBe(0);
      await until(() => child.exitCode !== null || child.signalCode !== null, 'the shard to exit', 10_000);
    } finally {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      for (const shard of manager?.shards.values() ?? []) shard.process?.kill('SIGKILL');
    }
  }, 60_000);
});
