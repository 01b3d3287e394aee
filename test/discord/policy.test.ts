/**
 * /ipg, /mtr and policy questions in /ruling through the real discord.js client against the local fake Discord
 * (see interactions.test.ts for how packets go in), with the shipped knowledge base, in en, ja and fr.
 */
import { Client, Status } from 'discord.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachInteractions, type AttachedHandler } from '../../bot/discord/interactions.ts';
import { clientOptions } from '../../bot/discord/start.ts';
import { createServices } from '../../bot/services.ts';
import { exchange } from './exchange.ts';
import { FakeDiscord, TOKEN, type RecordedRequest } from './fake-discord.ts';
import { limitProblems, visibleText } from './limits.ts';
import { autocomplete, chatInput, opt, type Where } from './payloads.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

let fake: FakeDiscord;
let client: Client;
let bot: AttachedHandler;

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  client = new Client(clientOptions({ DISCORD_API: fake.api }));
  client.rest.setToken(TOKEN);
  const services = await createServices();
  bot = attachInteractions(client, { services, logger: pino({ level: 'silent' }) });
  client.ws.status = Status.Ready; // internal: see interactions.test.ts
});

afterAll(async () => {
  bot?.detach();
  await client?.destroy();
  await fake?.stop();
});

const fed = exchange(() => ({ fake, client, bot }));

async function callback(payload: any): Promise<{ data: any; text: string; titles: string[] }> {
  const requests: RecordedRequest[] = await fed.packet('INTERACTION_CREATE', payload);
  const r = requests.find((x) => x.path.endsWith('/callback'))!;
  expect(limitProblems(r.body.data)).toEqual([]);
  expect(r.body.data.allowed_mentions).toEqual({ parse: [] });
  return { data: r.body.data, text: visibleText(r.body.data), titles: (r.body.data.embeds ?? []).map((e: any) => e.title) };
}

const en: Where = { locale: 'en-US', guildLocale: 'en-US' };
const ja: Where = { locale: 'ja', guildLocale: 'ja' };
const fr: Where = { locale: 'fr', guildLocale: 'fr' };

describe('/ipg', () => {
  it('finds an infraction by abbreviation, name or number, in en, ja and fr', async () => {
    const a = await callback(chatInput('ipg', [opt('infraction', 'GRV')], en));
    expect(a.titles[0]).toBe('Game Rule Violation (IPG 2.5): most in-game mistakes and their fixes');
    expect(a.text).toContain('**Penalty:** Warning');
    const b = await callback(chatInput('ipg', [opt('infraction', '誘発忘れ')], ja));
    expect(b.titles[0]).toBe('誘発忘れ（IPG 2.1）：忘れられた誘発型能力');
    expect(b.text).toContain('マジック違反処置指針');
    const c = await callback(chatInput('ipg', [opt('infraction', '3.3')], fr));
    expect(c.titles[0]).toBe('Jeu lent (IPG 3.3) : trop de temps, et les deux tours supplémentaires');
    expect(c.text).toContain('**Pénalité :** Avertissement');
  });

  it('gives the JAR fix with rel: regular', async () => {
    const { titles, text } = await callback(chatInput('ipg', [opt('infraction', 'HCE'), opt('rel', 'regular')], en));
    expect(titles[0]).toBe('Drew too many cards at Regular REL (JAR)');
    expect(text).toContain('No penalty');
  });

  it('says privately, in the asker’s language, that nothing matches, with close sections', async () => {
    const { data, text } = await callback(chatInput('ipg', [opt('infraction', '2.9')], fr));
    expect(data.flags).toBe(64);
    expect(text).toContain('Aucune section du document IPG ne correspond à « 2.9 »');
    expect(text).toContain('`2.1`');
  });

  it('autocompletes infractions with their number, abbreviation and name in the user’s language', async () => {
    const [r] = await fed.packet('INTERACTION_CREATE', autocomplete('ipg', [opt('infraction', 'hc', true)], { locale: 'ja' }));
    const choices = r!.body.data.choices as Array<{ name: string; value: string }>;
    expect(choices[0]).toEqual({ name: '2.3 HCE — 非公開カードのエラー', value: '2.3' });
    const [all] = await fed.packet('INTERACTION_CREATE', autocomplete('ipg', [opt('infraction', '', true)], { locale: 'fr' }));
    expect(all!.body.data.choices).toHaveLength(23);
    expect(all!.body.data.choices[0]).toEqual({ name: '2.1 MT — Capacité déclenchée oubliée', value: '2.1' });
  });
});

describe('/mtr', () => {
  it('shows a section by number or topic, in en, ja and fr', async () => {
    expect((await callback(chatInput('mtr', [opt('section', '4.2')], en))).titles[0]).toContain('Tournament shortcuts');
    expect((await callback(chatInput('mtr', [opt('section', '4.4')], ja))).titles[0]).toBe('ループの省略：繰り返す回数を宣言する（MTR 4.4）');
    expect((await callback(chatInput('mtr', [opt('section', 'extension de temps')], fr))).titles[0]).toBe('Les extensions de temps pour les décisions et les vérifications de deck (MTR 2.6)');
  });

  it('says where to read a section left out on purpose', async () => {
    const { titles, text } = await callback(chatInput('mtr', [opt('section', '6.4')], en));
    expect(titles[0]).toBe('MTR 6.4 — Modern Format Deck Construction');
    expect(text).toContain('https://wpn.wizards.com/en/rules-documents');
  });
});

describe('/ruling with policy questions', () => {
  it('answers with both RELs when the question names none, one when it does', async () => {
    const both = await callback(chatInput('ruling', [opt('question', 'my opponent forgot his trigger, what happens?')], en));
    expect(both.titles).toEqual(['Missed Trigger (IPG 2.1): a forgotten triggered ability', 'Forgotten triggered ability at Regular REL (JAR)']);
    const one = await callback(chatInput('ruling', [opt('question', 'FNMで相手が1枚多く引いた')], ja));
    expect(one.titles).toEqual(['一般RELでカードを多く引いた（JAR）']);
    const fr1 = await callback(chatInput('ruling', [opt('question', 'pénalité pour jeu lent en compétitif ?')], fr));
    expect(fr1.titles).toEqual(['Jeu lent (IPG 3.3) : trop de temps, et les deux tours supplémentaires']);
  });

  it('keeps answering game-rules questions from the rules', async () => {
    const { titles } = await callback(chatInput('ruling', [opt('question', 'how does trample work with two blockers?')], en));
    expect(titles[0]).not.toMatch(/IPG|MTR|JAR/);
  });
});
