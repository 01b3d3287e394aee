/**
 * The pin flow on Discord, end to end through the real discord.js client: raw INTERACTION_CREATE payloads go in
 * through the client's gateway packet handling (see test/discord/interactions.test.ts for how and why), and the
 * assertions are on what discord.js sends to Discord's REST API — captured by the local fake (test/discord/
 * fake-discord.ts). Attachments for /pin import are served by a small local HTTP server standing in for
 * Discord's CDN (the adapter passes an attachment option as its URL).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, Status, type APIEmbed } from 'discord.js';
import pino from 'pino';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../commands/context.ts';
import { t } from '../../commands/i18n.ts';
import { findCommand } from '../../commands/registry.ts';
import { buildDefinition, discordName } from '../../bot/discord/definitions.ts';
import { attachInteractions, type AttachedHandler } from '../../bot/discord/interactions.ts';
import { clientOptions } from '../../bot/discord/start.ts';
import type { PinExport } from '../../store/types.ts';
import { FakeDiscord, messageObject, snowflake, TOKEN } from '../discord/fake-discord.ts';
import { autocomplete, chatInput, GUILD_ID, messageCommand, MOD_ROLE, modalSubmit, opt, T, type RawOption, type Where } from '../discord/payloads.ts';
import { freshStoreEnv, pinServices, pinsService, today, writePinsKb } from './fixture.ts';
import { exchange } from '../discord/exchange.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const kb = writePinsKb();
const db = freshStoreEnv();
const MOD: Where = { moderator: true, locale: 'en-US', guildLocale: 'en-US' };
const MEMBER: Where = { moderator: false, locale: 'en-US', guildLocale: 'en-US' };
const BANNER = t('en', 'pins.banner.title');
const SCENARIO = 'mtg; A: w=6/6 trample; B: x=2/2; attack w; block x>w';
const PIN_MENU = discordName(findCommand('pin-message')!.spec);

let fake: FakeDiscord;
let cdn: Server;
let cdnHost: string;
const cdnFiles = new Map<string, string>();
let client: Client;
let bot: AttachedHandler;
let services: Services;
const logs: any[] = [];

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  cdn = createServer((req, res) => {
    const body = cdnFiles.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/yaml', 'content-length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnHost = `127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  services = await pinServices(kb.dir, db.env, { attachmentHosts: [cdnHost], logger });
  client = new Client(clientOptions({ DISCORD_API: fake.api }));
  client.rest.setToken(TOKEN);
  bot = attachInteractions(client, { services, logger });
  client.ws.status = Status.Ready; // internal: see test/discord/interactions.test.ts
});

afterAll(async () => {
  bot?.detach();
  await client?.destroy();
  await fake?.stop();
  await new Promise<void>((resolve) => (cdn ? cdn.close(() => resolve()) : resolve()));
  await pinsService(services).close();
  await db.cleanup();
});

const { interact, callback } = exchange(() => ({ fake, client, bot }));

const sub = (name: string, options: RawOption[] = []): RawOption => ({ name, type: T.subcommand, options });
const pin = (name: string, options: RawOption[], where: Where) => chatInput('pin', [sub(name, options)], where);
const ruling = (question: string, where: Where) => chatInput('ruling', [opt('question', question)], where);

/** `/pin import` with an attachment, as Discord sends it: the option's value is an id resolved in data.resolved. */
function importPayload(url: string, where: Where, mode?: 'merge' | 'replace') {
  const id = snowflake();
  const payload: any = pin('import', [{ name: 'file', type: T.attachment, value: id }, ...(mode ? [opt('mode', mode)] : [])], where);
  payload.data.resolved = { attachments: { [id]: { id, filename: 'pins.yaml', size: 1000, url, proxy_url: url, content_type: 'text/yaml' } } };
  return payload;
}

/** A message context-menu command on one of the bot's own replies (author = the application). */
function onBotReply(embeds: APIEmbed[], where: Where) {
  const payload: any = messageCommand(PIN_MENU, '', where);
  const target = messageObject({ embeds });
  payload.data.target_id = target.id;
  payload.data.resolved = { messages: { [target.id]: target } };
  return payload;
}

const pinIdOf = (data: any) => /pin `([a-z0-9_-]+)`/.exec(data.embeds[0].description)![1]!;

describe('/pin through the real discord.js client', () => {
  it('registers /pin and the context menu as server-only, with Manage Messages as the default permission', () => {
    const slash = buildDefinition(findCommand('pin')!.spec) as any;
    expect(slash.default_member_permissions).toBe('8192');
    expect(slash.contexts).toEqual([0]);
    expect(slash.options.map((o: any) => [o.name, o.type, o.name_localizations.ja, o.name_localizations.fr])).toEqual([
      ['add', 1, '追加', 'ajouter'],
      ['remove', 1, '削除', 'retirer'],
      ['list', 1, '一覧', 'liste'],
      ['export', 1, '書き出し', 'exporter'],
      ['import', 1, '読み込み', 'importer'],
      ['settings', 1, '設定', 'réglages'],
      ['reports', 1, '報告', 'signalements'],
    ]);
    const menu = buildDefinition(findCommand('pin-message')!.spec) as any;
    expect(menu).toMatchObject({ type: 3, name: 'Pin as canonical answer', default_member_permissions: '8192', contexts: [0] });
    expect(menu.name_localizations).toMatchObject({ ja: 'サーバー回答としてピン留め', fr: 'Épingler comme référence' });
  });

  it('refuses a member without Manage Messages, privately and in their language, and stores nothing', async () => {
    const en = await callback(pin('add', [opt('topic', 'how does trample work'), opt('entry', 'mtg.trample.lethal')], MEMBER));
    expect(en.type).toBe(4);
    expect(en.data.flags).toBe(64);
    expect(en.data.embeds[0].description).toBe('Only moderators can manage pins here: you need the Manage Messages permission.');
    const fr = await callback(pin('list', [], { ...MEMBER, locale: 'fr' }));
    expect(fr.data.flags).toBe(64);
    expect(fr.data.embeds[0].description).toBe(t('fr', 'pins.errors.forbidden'));
    expect(await pinsService(services).store.listPins(GUILD_ID)).toEqual([]);
    expect(logs.filter((l) => l.msg === 'pin command refused: no permission').map((l) => l.command)).toEqual(['pin add', 'pin list']);
  });

  it('/pin add by a moderator, then /ruling shows “📌 Canonical answer for this server” first, with who and when', async () => {
    const added = await callback(pin('add', [opt('topic', 'How does trample work?'), opt('entry', 'mtg.trample.lethal'), opt('note', 'House ruling for our events')], MOD));
    expect(added.data.flags).toBe(64);
    expect(added.data.embeds[0].title).toBe('Pinned');
    expect(added.data.embeds[1].title).toBe(BANNER);
    const id = pinIdOf(added.data);

    const { type, data } = await callback(ruling('how does trample work', { locale: 'en-US', guildLocale: 'en-US' }));
    expect(type).toBe(4);
    expect(data.flags ?? 0).toBe(0);
    // The pin is of the very entry the search found: it replaces that answer rather than repeating it.
    expect(data.embeds).toHaveLength(1);
    const [banner] = data.embeds as APIEmbed[];
    expect(banner!.title).toBe(BANNER);
    expect(banner!.color).toBe(0xf1c40f);
    expect(banner!.description).toContain('**How does trample work?**');
    expect(banner!.footer!.text).toBe(`Pinned by judge_kana on ${today()} · pin ${id}`);
    expect(banner!.fields).toContainEqual({ name: "Moderators' note", value: 'House ruling for our events' });
    expect(banner!.description).toContain('**Trample gives lethal damage first**');

    // The autocomplete value (the entry id) and a Japanese server get it too, in Japanese.
    const ja = await callback(ruling('mtg.trample.lethal', { locale: 'ja', guildLocale: 'ja' }));
    expect(ja.data.embeds[0].title).toBe('📌 このサーバーのピン留め回答');
    // Another question: no pin.
    const other = await callback(ruling('how does deathtouch work', { locale: 'en-US' }));
    expect(other.text).not.toContain(BANNER);
  });

  it('“Pin as canonical answer” on a bot reply opens a form with the topic filled in, and pins on submit', async () => {
    const reply = await callback(ruling('how does deathtouch work', { locale: 'en-US' }));
    const form = await callback(onBotReply(reply.data.embeds, MOD));
    expect(form.type).toBe(9);
    expect(form.data.custom_id).toBe('pin-message:modal:e:mtg.deathtouch');
    expect(form.data.title).toBe('Pin as canonical answer');
    expect(form.data.components[0].components[0]).toMatchObject({ custom_id: 'topic', value: 'One point of deathtouch damage is lethal', required: true });
    const done = await callback(modalSubmit(form.data.custom_id, { topic: 'is one deathtouch damage enough?', note: '' }, MOD));
    expect(done.data.flags).toBe(64);
    expect(done.data.embeds[0].description).toContain('“is one deathtouch damage enough?” now has a canonical answer');
    const shown = await callback(ruling('is one deathtouch damage enough', { locale: 'en-US' }));
    expect(shown.data.embeds[0].title).toBe(BANNER);

    // On a /check reply it pins the scenario; /check then shows it first.
    const checked = await callback(chatInput('check', [opt('scenario', SCENARIO)], MOD));
    const scenarioForm = await callback(onBotReply(checked.data.embeds, MOD));
    expect(scenarioForm.data.custom_id).toMatch(/^pin-message:modal:s:/);
    expect(scenarioForm.data.components[0].components[0].value).toBe('mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w ; block x>w');
    await callback(modalSubmit(scenarioForm.data.custom_id, { topic: 'trample over one 2/2', note: 'Checked at the PTQ' }, MOD));
    const again = await callback(chatInput('check', [opt('scenario', SCENARIO)], MOD));
    expect(again.data.embeds[0].title).toBe(BANNER);
    expect(again.data.embeds[0].description).toContain('**trample over one 2/2**');

    // Not for members, and not on someone else's message.
    const refused = await callback(onBotReply(reply.data.embeds, MEMBER));
    expect(refused.type).toBe(4);
    expect(refused.data.embeds[0].description).toBe(t('en', 'pins.errors.forbidden'));
    const playerMessage: any = messageCommand(PIN_MENU, 'a player message', MOD);
    const target = playerMessage.data.resolved.messages[playerMessage.data.target_id];
    delete target.application_id; // a member's own message, as Discord sends it
    delete target.webhook_id;
    const notOurs = await callback(playerMessage);
    expect(notOurs.data.embeds[0].description).toBe(t('en', 'pins.message.not_bot'));
  });

  it('/pin list shows the pins; export sends a YAML file; import of that file restores them (round trip)', async () => {
    const list = await callback(pin('list', [], MOD));
    expect(list.data.flags).toBe(64);
    expect(list.data.embeds[0].title).toBe('Pins in this server (3)');
    expect(list.text).toContain('**How does trample work?** → ruling `mtg.trample.lethal`');
    expect(list.text).toContain('**is one deathtouch damage enough?** → ruling `mtg.deathtouch`');
    expect(list.text).toContain('**trample over one 2/2** → scenario');

    const exported = await callback(pin('export', [], MOD));
    expect(exported.data.flags).toBe(64);
    expect(exported.files).toHaveLength(1);
    expect(exported.files[0]!.name).toBe(`rulebot-pins-${GUILD_ID}-${today()}.yaml`);
    const file = exported.files[0]!.content;
    const data = parse(file) as PinExport;
    expect(data.pins.map((p) => p.topic)).toEqual(['How does trample work?', 'is one deathtouch damage enough?', 'trample over one 2/2']);
    const ids = data.pins.map((p) => p.id);

    for (const id of ids) expect((await callback(pin('remove', [opt('pin', id)], MOD))).data.embeds[0].title).toBe('Pin removed');
    expect((await callback(pin('list', [], MOD))).data.embeds[0].description).toBe(t('en', 'pins.list.empty'));
    expect((await callback(ruling('how does trample work', { locale: 'en-US' }))).text).not.toContain(BANNER);

    cdnFiles.set('/attachments/1/2/pins.yaml', file);
    const imported = await callback(importPayload(`http://${cdnHost}/attachments/1/2/pins.yaml`, MOD));
    expect(imported.data.flags).toBe(64);
    expect(imported.data.embeds[0].title).toBe('Pins imported');
    expect(imported.data.embeds[0].description).toBe('3 added, 0 updated, 0 unchanged, 0 removed.');
    const restored = await pinsService(services).store.listPins(GUILD_ID);
    expect(restored.map((p) => [p.id, p.topic, p.target.kind, p.createdBy.displayName])).toEqual(data.pins.map((p) => [p.id, p.topic, p.target.kind, 'judge_kana']));
    const shown = await callback(ruling('how does trample work', { locale: 'en-US' }));
    expect(shown.data.embeds[0].title).toBe(BANNER);
    expect(shown.data.embeds[0].footer.text).toBe(`Pinned by judge_kana on ${today()} · pin ${ids[0]}`);

    const twice = await callback(importPayload(`http://${cdnHost}/attachments/1/2/pins.yaml`, MOD, 'merge'));
    expect(twice.data.embeds[0].description).toBe('0 added, 0 updated, 3 unchanged, 0 removed.');
    const audit = await pinsService(services).store.listAudit(GUILD_ID, { limit: 1000 });
    expect(audit.filter((a) => a.action === 'pins.import')).toHaveLength(2);
    expect(audit.filter((a) => a.action === 'pin.remove').map((a) => a.actor.displayName)).toEqual(['judge_kana', 'judge_kana', 'judge_kana']);
  });

  it('import refuses members, and attachments from hosts other than Discord’s CDN (without fetching them)', async () => {
    cdnFiles.set('/attachments/9/9/pins.yaml', '[]');
    const refused = await callback(importPayload(`http://${cdnHost}/attachments/9/9/pins.yaml`, MEMBER));
    expect(refused.data.embeds[0].description).toBe(t('en', 'pins.errors.forbidden'));
    const elsewhere = await callback(importPayload('http://169.254.169.254/latest/meta-data', MOD));
    expect(elsewhere.data.embeds[0].description).toBe(t('en', 'pins.import.fetch_failed'));
    const missing = await callback(importPayload(`http://${cdnHost}/attachments/0/0/gone.yaml`, MOD));
    expect(missing.data.embeds[0].description).toBe(t('en', 'pins.import.fetch_failed'));
  });

  it('/pin settings: a pin role lets its members pin (the permission is re-checked by the bot, not only by Discord)', async () => {
    const roleOption = { name: 'role', type: T.role, value: MOD_ROLE };
    const set = await callback(pin('settings', [roleOption, opt('language', 'fr')], MOD));
    expect(set.text).toContain('Settings saved.');
    expect(set.text).toContain(`<@&${MOD_ROLE}>`);
    expect(set.data.allowed_mentions).toEqual({ parse: [] }); // the role is named, never pinged

    // The server's language now governs public replies, whatever Discord's guild locale says; private ones stay
    // in the member's own language.
    const publicRule = await callback(chatInput('rule', [opt('id', 'mtg.trample.lethal')], MEMBER));
    expect(publicRule.data.embeds[0].title).toBe("Le piétinement donne d'abord des blessures mortelles");
    const privateRule = await callback(chatInput('rule', [opt('id', 'mtg.trample.lethal'), opt('private', true)], MEMBER));
    expect(privateRule.data.embeds[0].title).toBe('Trample gives lethal damage first');

    const judge: Where = { moderator: false, roles: [MOD_ROLE], locale: 'ja', guildLocale: 'en-US' };
    const added = await callback(pin('add', [opt('topic', 'first strike and trample'), opt('text', 'Ask a judge at the table.')], judge));
    expect(added.data.embeds[0].title).toBe('ピン留めしました');
    const tries = await callback(pin('settings', [opt('remove-role', true)], judge));
    expect(tries.data.embeds[0].description).toBe(t('ja', 'pins.errors.settings_forbidden'));
    const other = await callback(pin('list', [], { ...MEMBER, roles: ['600000000000000009'] }));
    expect(other.data.embeds[0].description).toBe(t('en', 'pins.errors.forbidden_role', { role: MOD_ROLE }));
    await callback(pin('settings', [opt('remove-role', true)], MOD));
    expect((await callback(pin('list', [], judge))).data.embeds[0].description).toBe(t('ja', 'pins.errors.forbidden'));
  });

  it('autocompletes ruling ids for `entry` and the server’s pins for `remove` (moderators only)', async () => {
    const entry = await interact(autocomplete('pin', [sub('add', [opt('topic', 'x'), opt('entry', 'trample', true)])], MOD));
    expect(entry[0]!.body.type).toBe(8);
    expect(entry[0]!.body.data.choices[0]).toEqual({ name: 'Trample gives lethal damage first', value: 'mtg.trample.lethal' });
    const pins = await interact(autocomplete('pin', [sub('remove', [opt('pin', 'first strike', true)])], MOD));
    expect(pins[0]!.body.data.choices.map((c: any) => c.name)).toEqual(['first strike and trample']);
    const member = await interact(autocomplete('pin', [sub('remove', [opt('pin', 'first', true)])], MEMBER));
    expect(member[0]!.body.data.choices).toEqual([]);
  });

  it('answers in a DM that pins are server-only, and without a subcommand that one is needed', async () => {
    const dm = await callback(pin('list', [], { guild: false, locale: 'fr' }));
    expect(dm.data.embeds[0].description).toBe(t('fr', 'replies.errors.guild_only'));
    const none = await callback(chatInput('pin', [], MOD));
    expect(none.data.embeds[0].description).toContain('`/pin` needs a subcommand');
  });
});
