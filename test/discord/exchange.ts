/* eslint-disable @typescript-eslint/no-explicit-any -- Discord payloads are loose JSON in these tests */
/**
 * Feeding gateway packets through the real discord.js client and reading what the bot sent back to the fake
 * Discord: the one way every fake-Discord test talks to the bot.
 */
import { Client, Status } from 'discord.js';
import { expect } from 'vitest';
import { attachInteractions, type AttachedHandler, type InteractionDeps } from '../../bot/discord/interactions.ts';
import { clientOptions } from '../../bot/discord/start.ts';
import { FakeDiscord, TOKEN, type RecordedRequest } from './fake-discord.ts';
import { limitProblems, visibleText } from './limits.ts';

export interface Harness {
  fake: FakeDiscord;
  client: Client;
  bot: AttachedHandler;
}

export interface Callback {
  type: number;
  data: any;
  text: string;
  files: RecordedRequest['files'];
}

/** `harness` is read on each call: test files build their client in beforeAll. */
export function exchange(harness: () => Harness) {
  /** One gateway dispatch; resolves with every request the bot made while answering it. */
  async function packet(t: string, d: unknown): Promise<RecordedRequest[]> {
    const { fake, client, bot } = harness();
    fake.clear();
    (client.ws as unknown as { handlePacket(packet: unknown, shard: unknown): boolean }).handlePacket({ op: 0, s: 1, t, d }, { id: 0 });
    await bot.idle();
    return [...fake.requests];
  }

  const interact = (payload: unknown): Promise<RecordedRequest[]> => packet('INTERACTION_CREATE', payload);

  /** The single interaction callback of an exchange, checked against Discord's limits (a modal has none to check). */
  async function callback(payload: any): Promise<Callback> {
    const requests = await interact(payload);
    expect(requests.map((r) => r.path)).toEqual([`/interactions/${payload.id}/${payload.token}/callback`]);
    const [r] = requests;
    if (r!.body.type !== 9) expect(limitProblems(r!.body.data)).toEqual([]);
    return { type: r!.body.type, data: r!.body.data, text: visibleText(r!.body.data ?? {}), files: r!.files };
  }

  return { packet, interact, callback };
}

/**
 * A bot answering the local fake Discord: a fresh fake, a real discord.js client pointed at it and marked ready
 * (see interactions.test.ts for why), and the interaction handler over `deps`. `stop()` undoes it all.
 */
export async function fakeBot(deps: InteractionDeps): Promise<Harness & { stop(): Promise<void> }> {
  const fake = await new FakeDiscord().start();
  const client = new Client(clientOptions({ DISCORD_API: fake.api }));
  client.rest.setToken(TOKEN);
  const bot = attachInteractions(client, deps);
  client.ws.status = Status.Ready;
  return {
    fake,
    client,
    bot,
    async stop() {
      bot.detach();
      await client.destroy();
      await fake.stop();
    },
  };
}
