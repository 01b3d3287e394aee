/**
 * End-to-end through the real discord.js client: raw INTERACTION_CREATE payloads go in through the client's own
 * gateway packet handling, and what comes out is whatever discord.js sends to Discord's REST API — captured by a
 * local fake (fake-discord.ts). The assertions are on those requests: what users would see.
 *
 * Why this touches client internals: without a gateway connection discord.js never becomes "ready" and has no
 * way in for a packet. So the test (1) marks the WebSocketManager ready (`client.ws.status = Status.Ready`) and
 * (2) calls its private `handlePacket`, the function every gateway dispatch goes through (it picks the
 * INTERACTION_CREATE handler, which calls `client.actions.InteractionCreate.handle`, which builds the Interaction
 * and emits `interactionCreate`). REST is real: `rest.api` points at the fake, and discord.js builds URLs as
 * `${api}/v10${route}`. Checked against discord.js 14.28.1.
 */
import { Client, Status, type APIEmbed } from 'discord.js';
import pino from 'pino';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../commands/context.ts';
import { HELP_EXAMPLES } from '../../commands/help.ts';
import { t } from '../../commands/i18n.ts';
import { allCommands, findCommand, registerCommand } from '../../commands/registry.ts';
import { MAX_SCENARIO } from '../../commands/check.ts';
import { attachInteractions, type AttachedHandler, type InteractionDeps } from '../../bot/discord/interactions.ts';
import { discordName } from '../../bot/discord/definitions.ts';
import { totalSize } from '../../bot/discord/render.ts';
import { clientOptions } from '../../bot/discord/start.ts';
import { createServices } from '../../bot/services.ts';
import { APP_ID, FakeDiscord, TOKEN, type RecordedRequest } from './fake-discord.ts';
import { limitProblems, visibleText } from './limits.ts';
import { autocomplete, button, chatInput, GUILD_ID, messageCommand, MOD_ROLE, modalSubmit, opt, USER_ID, type Where } from './payloads.ts';
import { boomCommand, probeCommand, serverOnlyCommand, slowCommand } from './test-commands.ts';
import { exchange } from './exchange.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const FIXTURE = fileURLToPath(new URL('./fixtures/rulings', import.meta.url));
const TEST_ONLY = new Set(['probe', 'slow', 'boom', 'serveronly']);

for (const c of [probeCommand, slowCommand, boomCommand, serverOnlyCommand]) registerCommand(c);
const CHECK_MESSAGE = discordName(findCommand('check-message')!.spec);
const SCENARIO = HELP_EXAMPLES.mtg[0]!;

let fake: FakeDiscord;
let client: Client;
let bot: AttachedHandler;
let deps: InteractionDeps;
const logs: any[] = [];
const everything: RecordedRequest[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  client = new Client(clientOptions({ DISCORD_API: fake.api }));
  client.rest.setToken(TOKEN);
  const services: Services = await createServices({ dir: FIXTURE });
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  deps = { services, logger };
  bot = attachInteractions(client, deps);
  client.ws.status = Status.Ready; // internal: see the header comment
});

afterAll(async () => {
  bot?.detach();
  await client?.destroy();
  await fake?.stop();
});

/** Feeds one gateway packet through discord.js and waits until the bot has answered it. */
const fed = exchange(() => ({ fake, client, bot }));
async function dispatch(t: string, d: any): Promise<RecordedRequest[]> {
  const requests = await fed.packet(t, d);
  everything.push(...requests);
  return requests;
}

async function interact(payload: any): Promise<RecordedRequest[]> {
  tokens.push(payload.token);
  return dispatch('INTERACTION_CREATE', payload);
}

/** The single interaction callback of an exchange, checked against Discord's limits. */
async function callback(payload: any): Promise<{ type: number; data: any; text: string }> {
  const requests = await interact(payload);
  expect(requests.map((r) => `${r.method} ${r.path.replace(/\/\d+\/[^/]+\/callback$/, '/:id/:token/callback')}`)).toEqual(['POST /interactions/:id/:token/callback']);
  const [r] = requests;
  expect(r!.path).toBe(`/interactions/${payload.id}/${payload.token}/callback`);
  expect(limitProblems(r!.body.data)).toEqual([]);
  return { type: r!.body.type, data: r!.body.data, text: visibleText(r!.body.data) };
}

const ruling = (question: string, where: Where, extra: any[] = []) => chatInput('ruling', [opt('question', question), ...extra], where);
const buttonIds = (data: any): Record<string, string> =>
  Object.fromEntries((data.components ?? []).flatMap((row: any) => row.components.filter((b: any) => b.type === 2).map((b: any) => [b.label, b.custom_id])));

describe('slash commands through the real client', () => {
  it('/ruling in English: a public embed with the citation and language buttons', async () => {
    const { type, data } = await callback(ruling('how does trample work', { locale: 'en-US', guildLocale: 'en-US' }));
    expect(type).toBe(4);
    expect(data.flags ?? 0).toBe(0);
    const [embed] = data.embeds as APIEmbed[];
    expect(embed!.title).toBe('Trample assigns lethal damage first');
    expect(embed!.description).toContain('whatever is left may go to the player');
    expect(embed!.fields).toContainEqual({ name: 'Sources', value: 'Fixture rules (MTG) 702.19b (2025-02-07)' });
    expect(embed!.color).toBe(0x5865f2);
    expect(Object.keys(buttonIds(data))).toEqual(['日本語', 'Français', 'Report a wrong answer']);
    expect(data.allowed_mentions).toEqual({ parse: [] });
  });

  it('/ruling in Japanese (locale ja): Japanese answer, labels and buttons', async () => {
    const { data, text } = await callback(ruling('トランプルはどう働く', { locale: 'ja', guildLocale: 'ja' }));
    expect(data.embeds[0].title).toBe('トランプルはまず致死ダメージを割り振る');
    expect(data.embeds[0].fields.map((f: any) => f.name)).toContain('出典');
    expect(text).toContain('テスト用ルール（MTG） 702.19b');
    expect(Object.keys(buttonIds(data))).toEqual(['English', 'Français', '誤りを報告']);
  });

  it('/ruling private in French on a Japanese server: ephemeral (flags 64), French, with “Publier dans le salon”', async () => {
    const { data } = await callback(ruling('comment marche le piétinement', { locale: 'fr', guildLocale: 'ja' }, [opt('private', true)]));
    expect(data.flags).toBe(64);
    expect(data.embeds[0].title).toBe("Le piétinement assigne d'abord des blessures mortelles");
    expect(Object.keys(buttonIds(data))).toEqual(['Publier dans le salon', 'English', '日本語', 'Signaler une erreur']);
  });

  it('pings nobody, whatever the question contains', async () => {
    const { data } = await callback(ruling('@everyone <@123> <@&456> zzqx vvbn', { locale: 'en-US' }));
    expect(data.allowed_mentions).toEqual({ parse: [] });
    expect(data.embeds[0].title).toBe('No ruling found');
    expect(data.embeds[0].description).toContain('@everyone <@123>');
    expect(data.content ?? '').toBe('');
  });

  it('/rule in en, ja and fr, including an unknown id with a suggestion', async () => {
    const en = await callback(chatInput('rule', [opt('id', 'mtg.deathtouch')], { locale: 'en-US', guildLocale: 'en-US' }));
    expect(en.data.embeds[0].title).toBe('Deathtouch makes any damage lethal');
    const ja = await callback(chatInput('rule', [opt('id', 'mtg.deathtouch')], { locale: 'ja', guildLocale: 'ja' }));
    expect(ja.data.embeds[0].title).toBe('接死はどんなダメージも致死にする');
    const fr = await callback(chatInput('rule', [opt('id', 'mtg.deathtuch'), opt('private', true)], { locale: 'fr', guildLocale: 'en-US' }));
    expect(fr.data.flags).toBe(64);
    expect(fr.data.embeds[0].description).toContain('`mtg.deathtouch`');
    expect(fr.text).not.toContain('No ruling');
  });

  it('/help in en, ja and fr (always private)', async () => {
    for (const [locale, title] of [
      ['en-GB', 'rulebot — rules answers for Magic, Riftbound and Gate Ruler'],
      ['ja', 'rulebot — マジック、Riftbound、ゲートルーラーのルール回答'],
    ] as const) {
      const { data } = await callback(chatInput('help', [], { locale }));
      expect(data.flags).toBe(64);
      expect(data.embeds[0].title).toBe(title);
    }
    const fr = await callback(chatInput('help', [opt('topic', 'pins')], { locale: 'fr' }));
    expect(fr.data.embeds.at(-1).footer.text).toMatch(/^Base de connaissances/);
  });

  it('an oversized answer is cut to fit every Discord limit and still shows its sources', async () => {
    for (const locale of ['en-US', 'ja', 'fr']) {
      const { data } = await callback(chatInput('rule', [opt('id', 'mtg.fixture.oversized')], { locale, guildLocale: locale }));
      const embed = data.embeds[0];
      expect(embed.description.length).toBeLessThanOrEqual(4096);
      expect(embed.description.endsWith('…')).toBe(true);
      expect(totalSize(data.embeds)).toBeLessThanOrEqual(6000);
      expect(totalSize(data.embeds)).toBeGreaterThan(5000);
      expect(embed.fields.length).toBeGreaterThanOrEqual(2);
      expect(embed.fields.at(-1).name).toBe(t(locale === 'en-US' ? 'en' : (locale as 'ja' | 'fr'), 'replies.ruling.citations'));
      expect(embed.fields.every((f: any) => f.value.length <= 1024)).toBe(true);
    }
  });

  it('works in a DM (no server): no guild fields, user locale', async () => {
    const { data } = await callback(chatInput('probe', [opt('text', 'hi')], { guild: false, locale: 'ja' }));
    const echoed = JSON.parse(/```json\n(.*)\n```/s.exec(data.embeds[0].description)![1]!);
    expect(echoed.invocation).toEqual({ userLocale: 'ja', userId: USER_ID, userName: 'judge_kana' });
  });

  it('passes locale, server locale, permissions and roles into the Invocation (uncached and cached server)', async () => {
    const read = (data: any) => JSON.parse(/```json\n(.*)\n```/s.exec(data.embeds[0].description)![1]!);
    const where: Where = { locale: 'ja', guildLocale: 'fr', moderator: true };
    const first = read((await callback(chatInput('probe', [opt('text', 'x'), opt('count', 3)], where))).data);
    expect(first).toEqual({
      invocation: { userLocale: 'ja', guildLocale: 'fr', userId: USER_ID, userName: 'judge_kana', guildId: GUILD_ID, guildInstalled: true, canManageMessages: true, roleIds: [MOD_ROLE] },
      options: { text: 'x', count: 3 },
    });
    const member = read((await callback(chatInput('probe', [], { locale: 'en-US', roles: [] }))).data);
    expect(member.invocation.canManageMessages).toBe(false);

    // With the server in discord.js's cache (GUILD_CREATE, as the Guilds intent delivers), the member is a GuildMember.
    await dispatch('GUILD_CREATE', {
      id: GUILD_ID, name: 'Judges', icon: null, owner_id: '500000000000000009', afk_timeout: 300, verification_level: 0,
      default_message_notifications: 0, explicit_content_filter: 0, features: [], mfa_level: 0, system_channel_flags: 0,
      premium_tier: 0, preferred_locale: 'fr', nsfw_level: 0, emojis: [], stickers: [], channels: [], threads: [], members: [],
      roles: [
        { id: GUILD_ID, name: '@everyone', permissions: '0', position: 0, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 },
        { id: MOD_ROLE, name: 'Judge', permissions: '8192', position: 1, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 },
      ],
      member_count: 2, large: false, unavailable: false, joined_at: '2024-01-01T00:00:00.000Z', voice_states: [], presences: [],
      stage_instances: [], guild_scheduled_events: [], soundboard_sounds: [],
    });
    expect(client.guilds.cache.has(GUILD_ID)).toBe(true);
    const cached = read((await callback(chatInput('probe', [], where))).data);
    expect(cached.invocation).toMatchObject({ guildId: GUILD_ID, canManageMessages: true, roleIds: [MOD_ROLE] });
    client.guilds.cache.delete(GUILD_ID);
  });

  it('a server-only command in a DM answers politely instead of running', async () => {
    const { data } = await callback(chatInput('serveronly', [], { guild: false, locale: 'fr' }));
    expect(data.flags).toBe(64);
    expect(data.embeds[0].description).toBe('Cette commande ne fonctionne que sur un serveur.');
  });
});

describe('buttons', () => {
  it('“Post publicly” on a private answer posts a new public message in the server language', async () => {
    const first = await callback(ruling('how does deathtouch work', { locale: 'en-US', guildLocale: 'fr' }, [opt('private', true)]));
    expect(first.data.flags).toBe(64);
    const post = buttonIds(first.data)['Post publicly']!;
    expect(post).toBe('ruling:public:mtg.deathtouch');
    const { type, data } = await callback(button(post, { locale: 'en-US', guildLocale: 'fr', ephemeralSource: true }));
    expect(type).toBe(4); // a new message (CHANNEL_MESSAGE_WITH_SOURCE), not an edit of the private one
    expect(data.flags ?? 0).toBe(0);
    expect(data.embeds[0].title).toBe('Le contact mortel rend toute blessure mortelle');
    expect(data.allowed_mentions).toEqual({ parse: [] });
    expect(Object.keys(buttonIds(data))).not.toContain('Publier dans le salon');
  });

  it('“日本語” / “English” / “Français” on a private answer switch its language in place', async () => {
    const first = await callback(ruling('how does deathtouch work', { locale: 'en-US' }, [opt('private', true)]));
    const ids = buttonIds(first.data);
    const ja = await callback(button(ids['日本語']!, { locale: 'en-US', ephemeralSource: true }));
    expect(ja.type).toBe(7); // UPDATE_MESSAGE
    expect(ja.data.flags).toBeUndefined();
    expect(ja.data.embeds[0].title).toBe('接死はどんなダメージも致死にする');
    expect(Object.keys(buttonIds(ja.data))).toEqual(['全体に公開', 'English', 'Français', '誤りを報告']);
    const en = await callback(button(buttonIds(ja.data)['English']!, { locale: 'en-US', ephemeralSource: true }));
    expect(en.data.embeds[0].title).toBe('Deathtouch makes any damage lethal');
    const fr = await callback(button(buttonIds(ja.data)['Français']!, { locale: 'en-US', ephemeralSource: true }));
    expect(fr.data.embeds[0].title).toBe('Le contact mortel rend toute blessure mortelle');
  });

  it('a language button under a public answer answers the presser privately (only “Post publicly” shares)', async () => {
    const first = await callback(ruling('what does soulguard do', { locale: 'en-US' }));
    const { type, data } = await callback(button(buttonIds(first.data)['日本語']!, { locale: 'fr' }));
    expect(type).toBe(4);
    expect(data.flags).toBe(64);
    expect(Object.keys(buttonIds(data))[0]).toBe('全体に公開');
    expect(data.embeds[0].title).toBe('ソウルガードは破壊を一度防ぐ');
    expect(visibleText(data)).toContain('《テストの守護者》');
  });

  it('an unknown or expired button answers privately in the presser’s language', async () => {
    const { type, data } = await callback(button('gone:away:1', { locale: 'ja', ephemeralSource: true }));
    expect(type).toBe(4);
    expect(data.flags).toBe(64);
    expect(data.embeds[0].description).toBe('このボタンは期限切れです。もう一度コマンドを実行してください。');
  });
});

describe('autocomplete', () => {
  it('answers with type 8 and ≤ 25 choices of ≤ 100 characters, in the user’s language', async () => {
    const requests = await interact(autocomplete('ruling', [{ ...opt('question', 'trample', true) }], { locale: 'ja' }));
    expect(requests).toHaveLength(1);
    const { type, data } = requests[0]!.body;
    expect(type).toBe(8);
    expect(data.choices.length).toBeGreaterThan(0);
    expect(data.choices.length).toBeLessThanOrEqual(25);
    for (const c of data.choices) {
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
    }
    expect(data.choices[0]).toEqual({ name: expect.stringContaining('トランプル'), value: 'mtg.trample.lethal' });
  });

  it('/rule id autocomplete in French', async () => {
    const [r] = await interact(autocomplete('rule', [opt('id', 'mtg.', true)], { locale: 'fr' }));
    expect(r!.body.data.choices.map((c: any) => c.value)).toContain('mtg.deathtouch');
    // the title shows, the id is only the value sent back
    expect(r!.body.data.choices.find((c: any) => c.value === 'mtg.deathtouch').name).toBe('Le contact mortel rend toute blessure mortelle');
  });

  it('a failing or slow autocomplete answers with no choices (and logs), never an error', async () => {
    logs.length = 0;
    const [r] = await interact(autocomplete('boom', [opt('q', 'x', true)]));
    expect(r!.body).toEqual({ type: 8, data: { choices: [] } });
    expect(logs.find((l) => l.level === 50)).toMatchObject({ command: 'boom', userId: USER_ID, err: { message: 'kaboom in autocomplete' } });
    deps.autocompleteTimeoutMs = 50;
    try {
      const started = Date.now();
      const [slow] = await interact(autocomplete('slow', [opt('delay', 1, true)]));
      expect(slow!.body).toEqual({ type: 8, data: { choices: [] } });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      delete deps.autocompleteTimeoutMs;
    }
  });
});

describe('/check: modal flow and the message context menu', () => {
  const RESULT = { en: t('en', 'engine.render.outcome-title'), ja: t('ja', 'engine.render.outcome-title'), fr: t('fr', 'engine.render.outcome-title') };

  it('/check with a scenario answers in en, ja and fr', async () => {
    for (const [locale, lang] of [['en-US', 'en'], ['ja', 'ja'], ['fr', 'fr']] as const) {
      const { type, data } = await callback(chatInput('check', [opt('scenario', SCENARIO)], { locale, guildLocale: locale }));
      expect(type).toBe(4);
      expect(data.embeds[0].title).toBe(RESULT[lang]);
      expect(data.embeds[0].description).toContain('20 → 19');
    }
  });

  it('/check with no scenario opens a localized form (type 9): players and objects, what happens, the game', async () => {
    for (const [locale, lang] of [['en-US', 'en'], ['ja', 'ja'], ['fr', 'fr']] as const) {
      const { type, data } = await callback(chatInput('check', [], { locale, guildLocale: 'en-US' }));
      expect(type).toBe(9);
      expect(data.custom_id).toBe('check:form:g');
      expect(data.title).toBe(t(lang, 'check.form.title'));
      expect(data.title.length).toBeLessThanOrEqual(45);
      expect(data.components).toEqual([
        { type: 1, components: [{ type: 4, custom_id: 'players', label: t(lang, 'check.form.players'), style: 2, required: true, max_length: MAX_SCENARIO, placeholder: t(lang, 'check.form.players_placeholder') }] },
        { type: 1, components: [{ type: 4, custom_id: 'actions', label: t(lang, 'check.form.actions'), style: 2, required: false, max_length: MAX_SCENARIO, placeholder: t(lang, 'check.form.actions_placeholder') }] },
        { type: 1, components: [{ type: 4, custom_id: 'game', label: t(lang, 'check.form.game'), style: 1, required: false, max_length: 20, value: 'mtg' }] },
      ]);
      for (const c of data.components) {
        expect(c.components[0].label.length).toBeLessThanOrEqual(45);
        expect((c.components[0].placeholder ?? '').length).toBeLessThanOrEqual(100);
      }
    }
  });

  it('a form opened before this version (one box holding the whole scenario) still answers', async () => {
    const old = await callback(modalSubmit('check:modal:p', { scenario: SCENARIO }, { locale: 'ja', guildLocale: 'fr' }));
    expect(old.data.flags).toBe(64);
    expect(old.data.embeds[0].title).toBe(RESULT.ja);
  });

  it('submitting the modal answers publicly in the server language, or privately in the user’s', async () => {
    const opened = await callback(chatInput('check', [], { locale: 'ja', guildLocale: 'fr' }));
    // the whole scenario pasted into the first box keeps its own game line
    const pub = await callback(modalSubmit(opened.data.custom_id, { players: SCENARIO, actions: '', game: 'mtg' }, { locale: 'ja', guildLocale: 'fr' }));
    expect(pub.type).toBe(4);
    expect(pub.data.flags ?? 0).toBe(0);
    expect(pub.data.embeds[0].title).toBe(RESULT.fr);

    const openedPrivate = await callback(chatInput('check', [opt('private', true)], { locale: 'ja', guildLocale: 'fr' }));
    expect(openedPrivate.data.custom_id).toBe('check:form:p');
    const priv = await callback(modalSubmit(openedPrivate.data.custom_id, { players: SCENARIO, actions: '', game: 'mtg' }, { locale: 'ja', guildLocale: 'fr' }));
    expect(priv.data.flags).toBe(64);
    expect(priv.data.embeds[0].title).toBe(RESULT.ja);
    // …and its “Post publicly” button works from the private message.
    const posted = await callback(button(buttonIds(priv.data)[t('ja', 'replies.actions.post_public')]!, { locale: 'ja', guildLocale: 'fr', ephemeralSource: true }));
    expect(posted.type).toBe(4);
    expect(posted.data.flags ?? 0).toBe(0);
    expect(posted.data.embeds[0].title).toBe(RESULT.fr);
  });

  it(`the “${CHECK_MESSAGE}” message command checks the target message’s text, privately, in the user’s language`, async () => {
    for (const [locale, lang] of [['en-US', 'en'], ['ja', 'ja'], ['fr', 'fr']] as const) {
      const content = `can someone check this? @everyone <@123>\n\`\`\`\n${SCENARIO}\n\`\`\``;
      const { type, data } = await callback(messageCommand(CHECK_MESSAGE, content, { locale, guildLocale: 'en-US' }));
      expect(type).toBe(4);
      expect(data.flags).toBe(64);
      expect(data.allowed_mentions).toEqual({ parse: [] });
      expect(data.embeds[0].title).toBe(RESULT[lang]);
    }
    const none = await callback(messageCommand(CHECK_MESSAGE, '   ', { locale: 'fr' }));
    expect(none.data.embeds[0].description).toBe(t('fr', 'check.no_text'));
  });

  it('a modal submit for a command without a modal handler says it expired', async () => {
    const { data } = await callback(modalSubmit('ruling:modal', { x: 'y' }, { locale: 'fr' }));
    expect(data.embeds[0].description).toBe('Ce bouton a expiré ; relancez la commande.');
  });
});

describe('timing and failures', () => {
  it('defers a slow private answer, then edits it in (type 5 flags 64, PATCH @original)', async () => {
    deps.deferAfterMs = 50;
    try {
      const payload = chatInput('slow', [opt('delay', 300), opt('private', true)]);
      const requests = await interact(payload);
      expect(requests.map((r) => r.method + ' ' + r.path)).toEqual([
        `POST /interactions/${payload.id}/${payload.token}/callback`,
        `PATCH /webhooks/${APP_ID}/${payload.token}/messages/@original`,
      ]);
      expect(requests[0]!.body).toEqual({ type: 5, data: { flags: 64 } });
      expect(requests[1]!.body.embeds[0].title).toBe('slow answer');
      expect(requests[1]!.body.allowed_mentions).toEqual({ parse: [] });
    } finally {
      delete deps.deferAfterMs;
    }
  });

  it('a slow public command that ends in a private error never shows it publicly', async () => {
    deps.deferAfterMs = 50;
    try {
      const payload = chatInput('slow', [opt('delay', 300), opt('fail', true)]);
      const requests = await interact(payload);
      expect(requests.map((r) => r.method + ' ' + r.path.replace(payload.token, ':token'))).toEqual([
        `POST /interactions/${payload.id}/:token/callback`,
        `DELETE /webhooks/${APP_ID}/:token/messages/@original`,
        `POST /webhooks/${APP_ID}/:token`,
      ]);
      expect(requests[0]!.body).toEqual({ type: 5, data: { flags: 0 } });
      expect(requests[2]!.body.flags).toBe(64);
      expect(requests[2]!.body.embeds[0].description).toBe('slow failure');
    } finally {
      delete deps.deferAfterMs;
    }
  });

  it('a modal that comes too late to open (after a deferral) becomes a private explanation', async () => {
    deps.deferAfterMs = 50;
    try {
      const payload = chatInput('slow', [opt('delay', 300), opt('form', true), opt('private', true)], { locale: 'fr' });
      const requests = await interact(payload);
      expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
      expect(requests[0]!.body).toEqual({ type: 5, data: { flags: 64 } });
      expect(requests[1]!.body.embeds[0].description).toBe(t('fr', 'discord.modal_unavailable'));
    } finally {
      delete deps.deferAfterMs;
    }
  });

  it('a handler that throws gets a polite private reply in the user’s language and one error log line', async () => {
    logs.length = 0;
    const { data } = await callback(chatInput('boom', [], { locale: 'ja' }));
    expect(data.flags).toBe(64);
    expect(data.embeds[0].description).toBe(t_ja_internal);
    const errors = logs.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ command: 'boom', guildId: GUILD_ID, userId: USER_ID, err: { message: 'kaboom in run' } });
    const info = logs.find((l) => l.msg === 'interaction');
    expect(info).toMatchObject({ command: 'boom', guildId: GUILD_ID, userId: USER_ID, latencyMs: expect.any(Number) });
    const pressed = await callback(button('boom:x', { locale: 'fr' }));
    expect(pressed.data.flags).toBe(64);
  });
});

const t_ja_internal = t('ja', 'replies.errors.internal');

describe('every command, in en, ja and fr', () => {
  /** A plausible value for a required option, so each command really runs. */
  function sample(name: string): string {
    if (name === 'question') return 'trample';
    if (name === 'id') return 'mtg.trample.lethal';
    if (name === 'scenario') return SCENARIO;
    return 'trample';
  }

  it('answers within Discord limits and in the asker’s language', async () => {
    const commands = allCommands().filter((c) => !TEST_ONLY.has(c.spec.name));
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands) {
      const texts: Record<string, string> = {};
      for (const locale of ['en-US', 'ja', 'fr']) {
        const where: Where = { locale, guildLocale: locale };
        const payload =
          command.spec.kind === 'message'
            ? messageCommand(discordName(command.spec), SCENARIO, where)
            : chatInput(command.spec.name, (command.spec.options ?? []).filter((o) => o.required).map((o) => opt(o.name, sample(o.name))), where);
        const { type, data, text } = await callback(payload);
        expect([4, 9], `${command.spec.name} ${locale}`).toContain(type);
        if (type === 4) expect(data.allowed_mentions).toEqual({ parse: [] });
        texts[locale] = JSON.stringify(data);
        expect(text.length, `${command.spec.name} ${locale}`).toBeGreaterThan(0);
      }
      expect(texts.ja, `/${command.spec.name} ja = en`).not.toBe(texts['en-US']);
      expect(texts.fr, `/${command.spec.name} fr = en`).not.toBe(texts['en-US']);
    }
  });
});

describe('across all exchanges', () => {
  it('every message disabled mentions, and no log line carries a token', () => {
    const messages = everything.filter((r) => (r.path.endsWith('/callback') && [4, 7].includes(r.body?.type)) || r.path.startsWith('/webhooks/'));
    expect(messages.length).toBeGreaterThan(20);
    for (const r of messages) {
      if (r.method === 'DELETE') continue;
      const body = r.path.endsWith('/callback') ? r.body.data : r.body;
      expect(body.allowed_mentions, `${r.method} ${r.path}`).toEqual({ parse: [] });
    }
    const logged = JSON.stringify(logs);
    expect(logged).not.toContain(TOKEN);
    for (const token of tokens) expect(logged).not.toContain(token);
  });
});
