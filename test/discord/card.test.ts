/**
 * /card and /check-by-card-name through the real discord.js client against the local fake Discord (see
 * interactions.test.ts for how packets get in): what comes out is the REST request a user would see.
 */
import { Client, Status } from 'discord.js';
import pino from 'pino';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { attachInteractions, type AttachedHandler } from '../../bot/discord/interactions.ts';
import { buildDefinitions } from '../../bot/discord/definitions.ts';
import { clientOptions } from '../../bot/discord/start.ts';
import { createServices } from '../../bot/services.ts';
import { rulingsDataDir } from '../cards/ruling-cards.ts';
import { FakeDiscord, TOKEN } from './fake-discord.ts';
import { autocomplete, button, chatInput, opt } from './payloads.ts';
import { exchange } from './exchange.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const FIXTURE = fileURLToPath(new URL('./fixtures/rulings', import.meta.url));

let fake: FakeDiscord;
let client: Client;
let bot: AttachedHandler;

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  client = new Client(clientOptions({ DISCORD_API: fake.api }));
  client.rest.setToken(TOKEN);
  const services = await createServices({ dir: FIXTURE, features: [cardsFeature({ env: {}, store: { dataDir: rulingsDataDir() } })] });
  bot = attachInteractions(client, { services, logger: pino({ level: 'silent' }) });
  client.ws.status = Status.Ready; // internal: see interactions.test.ts
});

afterAll(async () => {
  bot?.detach();
  await client?.destroy();
  await fake?.stop();
});

const { interact, callback } = exchange(() => ({ fake, client, bot }));

describe('/card through the real client', () => {
  it('is registered with localized names', () => {
    const card = buildDefinitions().find((d) => d.name === 'card') as any;
    expect(card.name_localizations).toMatchObject({ ja: 'カード', fr: 'carte' });
    expect(card.options.map((o: any) => [o.name, o.autocomplete ?? false])).toEqual([['name', true], ['private', false]]);
  });

  it('autocompletes Japanese names for a Japanese user', async () => {
    const [r] = await interact(autocomplete('card', [opt('name', 'タルモ', true)], { locale: 'ja' }));
    expect(r!.body).toEqual({ type: 8, data: { choices: [{ name: 'タルモゴイフ — Tarmogoyf', value: 'Tarmogoyf' }] } });
  });

  it('answers in the server’s language with an embed within Discord’s limits, pinging nobody', async () => {
    const { type, data } = await callback(chatInput('card', [opt('name', 'Tarmogoyf')], { locale: 'en-US', guildLocale: 'fr' }));
    expect(type).toBe(4);
    expect(data.flags ?? 0).toBe(0);
    const embed = data.embeds[0];
    expect(embed.title).toBe('Tarmogoyf');
    expect(embed.url).toBe('https://scryfall.com/card/tst/1/tarmogoyf');
    expect(embed.description).toContain('__Texte Oracle (en anglais, la formulation de référence)__');
    expect(embed.fields.find((f: any) => f.name === 'Décisions').value).toContain('**2017-04-18** (Décision officielle)');
    expect(embed.footer.text).toBe('Données de cartes : Scryfall, 2025-02-07');
    expect(data.allowed_mentions).toEqual({ parse: [] });
  });

  it('a private Japanese answer, then the English button shows the same card in English', async () => {
    const { data } = await callback(chatInput('card', [opt('name', 'ours grizzly'), opt('private', true)], { locale: 'ja', guildLocale: 'fr' }));
    expect(data.flags).toBe(64);
    expect(data.embeds[0].title).toBe('灰色熊 (Grizzly Bears)');
    const ids = Object.fromEntries(data.components.flatMap((row: any) => row.components.map((b: any) => [b.label, b.custom_id])));
    expect(Object.keys(ids)).toEqual(['全体に公開', 'English', 'Français']);
    const en = await callback(button(ids.English, { locale: 'ja', ephemeralSource: true }));
    expect(en.data.embeds[0].title).toBe('Grizzly Bears');
  });

  it('an unknown card: a private “did you mean”', async () => {
    const { data } = await callback(chatInput('card', [opt('name', 'Serra Angle')], { locale: 'en-US' }));
    expect(data.embeds[0].title).toBe('Card not found');
    expect(data.embeds[0].description).toContain('Did you mean **Serra Angel**?');
  });
});

describe('/ruling with a card’s official rulings, through the real client', () => {
  it('a question naming Karn Liberated: the ruling that answers it, dated, with the card one button away', async () => {
    const question = "My opponent activated Karn Liberated's -14 and I destroyed Karn in response. Does the game still restart with the exiled cards?";
    const { type, data } = await callback(chatInput('ruling', [opt('question', question)], { locale: 'en-US' }));
    expect(type).toBe(4);
    expect(data.flags ?? 0).toBe(0);
    expect(data.embeds[0].title).toBe('Official rulings — Karn Liberated');
    expect(data.embeds[0].description).toContain('**2011-09-22** — When the game restarts, the cards exiled with Karn’s abilities are put onto the battlefield');
    expect(data.embeds[0].footer.text).toBe('Official rulings by Wizards of the Coast, via Scryfall');
    const buttons = Object.fromEntries(data.components.flatMap((row: any) => row.components.filter((c: any) => c.type === 2).map((b: any) => [b.label, b.custom_id])));
    expect(Object.keys(buttons)).toContain('📜 Karn Liberated: Oracle text and rulings');
    const card = await callback(button(buttons['📜 Karn Liberated: Oracle text and rulings'], { locale: 'en-US' }));
    expect(card.data.flags).toBe(64);
    expect(card.data.embeds[0].title).toBe('Karn Liberated');
    expect(data.allowed_mentions).toEqual({ parse: [] });
  });

  it('in Japanese, by the Japanese name: the official English text, labelled as such', async () => {
    const { data } = await callback(chatInput('ruling', [opt('question', '排斥が戦場を離れたら、追放されたカードはどうなる？')], { locale: 'ja' }));
    expect(data.embeds[0].title).toBe('公式裁定 — 排斥 (Cast Out)（英語原文）');
    expect(data.embeds[0].description).toContain('Should Cast Out leave the battlefield');
  });
});
