/**
 * The whole bot-side path, with the Discord integration-test harness: a raw INTERACTION_CREATE packet goes
 * through discord.js's own gateway handling, our handler runs, and the reply request reaches the local fake
 * Discord REST server. Timed from the packet to the fake's answer to the callback (see test/discord/ for why the
 * harness touches client internals).
 */
import { Client, Status } from 'discord.js';
import pino from 'pino';
import { attachInteractions } from '../../bot/discord/interactions.ts';
import { clientOptions } from '../../bot/discord/start.ts';
import { createServices } from '../../bot/services.ts';
import { FakeDiscord, TOKEN } from '../../test/discord/fake-discord.ts';
import { autocomplete, chatInput, opt } from '../../test/discord/payloads.ts';
import { CHECK_SCENARIOS } from './check-scenarios.ts';
import { emit, timeEachAsync } from '../stats.ts';

const fake = await new FakeDiscord().start();
const client = new Client(clientOptions({ DISCORD_API: fake.api }));
client.rest.setToken(TOKEN);
const services = await createServices();
const bot = attachInteractions(client, { services, logger: pino({ level: 'silent' }) });
client.ws.status = Status.Ready;

const packets: Record<string, () => unknown> = {
  '/ruling (ja, private)': () => chatInput('ruling', [opt('question', 'トランプルって複数ブロックされたらどうなる?'), opt('private', true)], { locale: 'ja' }),
  '/ruling (fr, public)': () => chatInput('ruling', [opt('question', 'est-ce que Cull the Weak cible ?')], { locale: 'fr', guildLocale: 'fr' }),
  '/check (en)': () => chatInput('check', [opt('scenario', CHECK_SCENARIOS['trample vs two blockers']!)]),
  'autocomplete /ruling': () => autocomplete('ruling', [opt('question', 'tram', true)]),
};

const results = [];
for (const [name, make] of Object.entries(packets)) {
  const timing = await timeEachAsync([0], async () => {
    fake.clear();
    (client.ws as unknown as { handlePacket(p: unknown, s: unknown): boolean }).handlePacket({ op: 0, s: 1, t: 'INTERACTION_CREATE', d: make() }, { id: 0 });
    await bot.idle();
    if (fake.requests.length === 0) throw new Error(`${name}: no reply request`);
  }, 1000, 100);
  results.push({ name, ...timing });
}
bot.detach();
await client.destroy();
await fake.stop();
const all = results.flatMap((r) => r);
emit({ scenario: 'interaction', results, p50Ms: Math.max(...all.map((r) => r.p50Ms)), p99Ms: Math.max(...all.map((r) => r.p99Ms)), runs: all.reduce((s, r) => s + r.runs, 0) });
