/**
 * How the bot feels to a player, a judge and a moderator, through the real discord.js client against the local
 * fake Discord (see interactions.test.ts for how packets get in): who sees what (visibility), how long an answer
 * is on a phone, buttons that keep working after a restart, the help, the per-server game, reporting a wrong
 * answer, and the official rules fetched from a local fake of the rules page.
 *
 * Runs on the shipped knowledge base (the trample question is a real one) with a pin store in a temp dir.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Routes, Status, type APIEmbed } from 'discord.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetMemory } from '../../commands/button-state.ts';
import type { Services } from '../../commands/context.ts';
import { t, type Locale } from '../../commands/i18n.ts';
import { allCommands } from '../../commands/registry.ts';
import { loadCommandIds } from '../../bot/discord/command-ids.ts';
import { buildDefinitions } from '../../bot/discord/definitions.ts';
import { attachInteractions, type AttachedHandler } from '../../bot/discord/interactions.ts';
import { clientOptions } from '../../bot/discord/start.ts';
import { pinsFeature } from '../../bot/features.ts';
import { rulesCommand } from '../../bot/cli/rules.ts';
import { startAutoUpdate, updateRules } from '../../bot/rules-update.ts';
import { closeServices, createServices } from '../../bot/services.ts';
import { CR_FILE, editedCopy, HAVE_CR } from '../official/helpers.ts';
import { APP_ID, FakeDiscord, TOKEN } from './fake-discord.ts';
import { button, chatInput, modalSubmit, opt, T, type RawOption, type Where } from './payloads.ts';
import { exchange } from './exchange.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const dir = mkdtempSync(join(tmpdir(), 'rulebot-ux-'));
const env = { RULEBOT_DB: join(dir, 'rulebot.db') };
const MOD: Where = { moderator: true, locale: 'en-US', guildLocale: 'en-US' };
const PLAYER: Where = { moderator: false, locale: 'en-US', guildLocale: 'en-US' };
const TRAMPLE_Q = 'how much damage does my trampler have to put on the blocker?';
const TWELVE = `mtg; A: w=20/20 trample deathtouch; B: ${Array.from({ length: 12 }, (_, i) => `b${i}=2/${2 + (i % 4)}`).join('; ')}; attack w>B; block ${Array.from({ length: 12 }, (_, i) => `b${i}`).join(',')}>w`;

let fake: FakeDiscord;
let client: Client;
let bot: AttachedHandler;
let services: Services;
const logger = pino({ level: 'silent' });

/** One bot process: a client, services over the shipped knowledge base, the pin store in `dir`. */
async function boot(): Promise<void> {
  services = await createServices({ features: [pinsFeature({ env, logger })] });
  client = new Client(clientOptions({ DISCORD_API: fake.api }));
  client.rest.setToken(TOKEN);
  bot = attachInteractions(client, { services, logger });
  client.ws.status = Status.Ready; // internal: see interactions.test.ts
}

async function shutdown(): Promise<void> {
  bot.detach();
  await client.destroy();
  await closeServices(services);
}

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  await boot();
});

afterAll(async () => {
  await shutdown();
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const { callback } = exchange(() => ({ fake, client, bot }));

const sub = (name: string, options: RawOption[] = []): RawOption => ({ name, type: T.subcommand, options });
const pin = (name: string, options: RawOption[], where: Where) => chatInput('pin', [sub(name, options)], where);
const ruling = (question: string, where: Where, extra: RawOption[] = []) => chatInput('ruling', [opt('question', question), ...extra], where);
const buttons = (data: any): Record<string, string> =>
  Object.fromEntries((data.components ?? []).flatMap((row: any) => row.components.filter((c: any) => c.type === 2).map((b: any) => [b.label, b.custom_id])));
const selectOf = (data: any): any => (data.components ?? []).flatMap((row: any) => row.components).find((c: any) => c.type === 3);
const lang = (where: Where): Locale => (where.locale === 'ja' ? 'ja' : where.locale === 'fr' ? 'fr' : 'en');

/** A string-select interaction, as Discord sends it when a member picks an option. */
function select(customId: string, value: string, where: Where & { ephemeralSource?: boolean } = {}) {
  const payload: any = button(customId, where);
  payload.data = { custom_id: customId, component_type: 3, values: [value] };
  return payload;
}

/** Everything a reader scrolls through in one embed. */
const embedChars = (e: APIEmbed) => (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);

describe('visibility: what the channel sees and what only the asker sees', () => {
  it('on a server set to Japanese, an English member’s typo, “no ruling” and unknown id are private and in English', async () => {
    expect((await callback(pin('settings', [opt('language', 'ja')], MOD))).data.flags).toBe(64);

    const none = await callback(ruling('zzqx vvbn', PLAYER));
    expect(none.data.flags).toBe(64);
    expect(none.data.embeds[0].title).toBe(t('en', 'replies.ruling.not_found_title'));

    const check = await callback(chatInput('check', [opt('scenario', 'mtg; A: w=2/2; atack w>B')], PLAYER));
    expect(check.data.flags).toBe(64);
    expect(check.data.embeds[0].title).toMatch(/^The scenario could not be read/);
    expect(check.text).not.toContain('docs/');

    const rule = await callback(chatInput('rule', [opt('id', 'mtg.nothing.here')], PLAYER));
    expect(rule.data.flags).toBe(64);
    expect(rule.data.embeds[0].description).toMatch(/^No ruling or rule matches/);

    // An answer that is found stays public (in the question's language, English here).
    const found = await callback(ruling('how does deathtouch work', PLAYER));
    expect(found.data.flags ?? 0).toBe(0);
    expect(found.data.embeds[0].footer.text).toContain('mtg.deathtouch');
  });

  it('a found answer to a question in no particular language is public in the server’s language', async () => {
    const found = await callback(ruling('mtg.deathtouch', PLAYER));
    expect(found.data.flags ?? 0).toBe(0);
    expect(found.data.embeds[0].footer.text).toMatch(/^マジック/);
    await callback(pin('settings', [opt('language', 'en')], MOD));
  });

  it('a language button under a public answer answers only the presser; “Post publicly” is the way to share', async () => {
    const first = await callback(ruling(TRAMPLE_Q, PLAYER));
    expect(first.data.flags ?? 0).toBe(0);
    const ja = await callback(button(buttons(first.data)['日本語']!, { ...PLAYER, locale: 'fr' }));
    expect(ja.type).toBe(4);
    expect(ja.data.flags).toBe(64);
    expect(ja.data.embeds[0].title).toMatch(/トランプル/);
    const shared = await callback(button(buttons(ja.data)[t('ja', 'replies.actions.post_public')]!, { ...PLAYER, ephemeralSource: true }));
    expect(shared.type).toBe(4);
    expect(shared.data.flags ?? 0).toBe(0);
  });
});

describe('compact answers', () => {
  it(`the trample answer is under 900 characters with one linked sources line, related entries in a menu, nothing twice`, async () => {
    for (const where of [PLAYER, { ...PLAYER, locale: 'ja', guildLocale: 'ja' }, { ...PLAYER, locale: 'fr', guildLocale: 'fr' }]) {
      const { data } = await callback(ruling(where.locale === 'ja' ? 'トランプルってブロッカーに何点割り振ればいいの？' : where.locale === 'fr' ? 'combien de blessures mon piétineur doit-il assigner au bloqueur ?' : TRAMPLE_Q, where));
      expect(data.embeds).toHaveLength(1);
      const [embed] = data.embeds as APIEmbed[];
      expect(embed!.footer!.text).toContain('mtg.trample.lethal');
      // French runs about a tenth longer than English for the same answer.
      expect(embedChars(embed!), JSON.stringify(embed)).toBeLessThan(where.locale === 'fr' ? 1000 : 900);
      const sources = embed!.fields!.find((f) => f.name === t(lang(where), 'replies.ruling.citations'))!;
      expect(sources.value.split('\n')).toHaveLength(1);
      expect(sources.value).toMatch(/\]\(https:\/\/magic\.wizards\.com\/en\/rules\) 702\.19/);
      // each document's date once
      expect(sources.value.match(/2025-02-07/g)).toHaveLength(1);
      // no "See also" / "Other matches" lists of ids: a menu instead, each entry once, never the answer itself
      expect(embed!.fields!.map((f) => f.name)).not.toContain(t(lang(where), 'replies.ruling.related'));
      expect(embed!.fields!.map((f) => f.name)).not.toContain(t(lang(where), 'replies.ruling.also'));
      const menu = selectOf(data);
      const values = menu.options.map((o: any) => o.value);
      expect(values.length).toBeGreaterThan(0);
      expect(new Set(values).size).toBe(values.length);
      expect(values).not.toContain('mtg.trample.lethal');
      expect(menu.placeholder).toBe(t(lang(where), 'ux.related_placeholder'));
    }
  });

  it('picking a related entry answers privately, in place under a private answer', async () => {
    const first = await callback(ruling(TRAMPLE_Q, PLAYER));
    const menu = selectOf(first.data);
    const picked = await callback(select(menu.custom_id, menu.options[0].value, PLAYER));
    expect(picked.type).toBe(4);
    expect(picked.data.flags).toBe(64);
    expect(picked.data.embeds[0].footer.text).toContain(menu.options[0].value);
    const inPlace = await callback(select(menu.custom_id, menu.options[1]?.value ?? menu.options[0].value, { ...PLAYER, ephemeralSource: true }));
    expect(inPlace.type).toBe(7);
  });

  it('“not sure”: the closest entries are offered privately as choices to open, in the asker’s language, never as the answer', async () => {
    const STORY = 'my friend and I could not agree: his attacker had trample, or so he thought, and I blocked — who was right about it?';
    for (const where of [PLAYER, { ...PLAYER, locale: 'fr', guildLocale: 'ja' }]) {
      const { data } = await callback(ruling(STORY, where));
      expect(data.flags).toBe(64);
      expect(data.embeds).toHaveLength(1);
      // the story is in English: the reply is too, whoever asks
      expect(data.embeds[0].title).toBe(t('en', 'replies.ruling.unsure_title'));
      expect(data.embeds[0].footer?.text ?? '').not.toContain('mtg.combat');
      const menu = selectOf(data);
      expect(menu.placeholder).toBe(t('en', 'replies.ruling.pick'));
      // each choice: its title, and where it comes from under it — not the entry's id
      for (const o of menu.options) expect(o.description ?? '', o.value).not.toContain(o.value);
      expect(menu.options[0].description).toMatch(/Comprehensive Rules 702\.19/);
      const first = menu.options[0].value;
      expect(first).toMatch(/^mtg\.(trample|kw\.trample)/);
      const picked = await callback(select(menu.custom_id, first, { ...where, ephemeralSource: true }));
      expect(picked.data.embeds[0].footer.text).toContain(first);
    }
  });

  it('a 12-blocker /check is one short embed; “Show steps” gives the whole trace privately (a file when long)', async () => {
    const { data, text } = await callback(chatInput('check', [opt('scenario', TWELVE)], PLAYER));
    expect(data.flags ?? 0).toBe(0);
    expect(data.embeds).toHaveLength(1);
    expect(text).not.toContain(t('en', 'engine.render.more-steps', { count: 0 }).replace(/\d+\.$/, '').trim());
    expect(text).not.toContain(t('en', 'engine.render.steps-title'));
    expect(embedChars(data.embeds[0])).toBeLessThan(2000);
    // twelve blockers dying is one line of the outcome, not twelve
    expect(data.embeds[0].description).toContain('• 12 creatures die (deathtouch): b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11');
    expect(data.embeds[0].description.split('\n').filter((l: string) => / dies /.test(l))).toEqual(['• w dies (lethal damage)']);
    const steps = await callback(button(buttons(data)['Show steps']!, PLAYER));
    expect(steps.data.flags).toBe(64);
    const trace = steps.files.length ? steps.files[0]!.content : steps.data.embeds[0].description;
    for (let i = 0; i < 12; i++) expect(trace).toContain(`b${i}`);
    if (steps.files.length) expect(steps.files[0]!.name).toBe('steps.txt');
  });
});

describe('buttons survive a restart', () => {
  it('a /check answer’s buttons and a ruling’s menu work when pressed on a new process (new client, new services, same store)', async () => {
    const scenario = 'mtg; A: w=6/6 trample; B: x=2/2; y=0/4 dmg=1; attack w>B; block x,y>w';
    const before = await callback(chatInput('check', [opt('scenario', scenario), opt('private', true)], PLAYER));
    const ids = buttons(before.data);
    const rulingBefore = await callback(ruling(TRAMPLE_Q, PLAYER));
    const menu = selectOf(rulingBefore.data);

    await shutdown();
    forgetMemory();
    await boot();

    const posted = await callback(button(ids['Post publicly']!, { ...PLAYER, ephemeralSource: true }));
    expect(posted.data.flags ?? 0).toBe(0);
    expect(posted.data.embeds[0].description).toContain('20 → 19');
    const ja = await callback(button(ids['日本語']!, { ...PLAYER, ephemeralSource: true }));
    expect(ja.type).toBe(7);
    expect(ja.data.embeds[0].title).toBe(t('ja', 'engine.render.outcome-title'));
    const steps = await callback(button(ids['Show steps']!, { ...PLAYER, ephemeralSource: true }));
    expect(steps.data.embeds[0].title).toBe(t('en', 'engine.render.steps-title'));
    const picked = await callback(select(menu.custom_id, menu.options[0].value, PLAYER));
    expect(picked.data.embeds[0].footer.text).toContain(menu.options[0].value);
  });
});

describe('reporting a wrong answer', () => {
  it('opens a short form, files the report, and the moderators (only) see it in /pin reports', async () => {
    const answer = await callback(ruling(TRAMPLE_Q, PLAYER));
    const form = await callback(button(buttons(answer.data)['Report a wrong answer']!, PLAYER));
    expect(form.type).toBe(9);
    expect(form.data.custom_id).toBe('ruling:report-send:mtg.trample.lethal');
    const sent = await callback(modalSubmit(form.data.custom_id, { comment: 'the 2025 rules changed this' }, PLAYER));
    expect(sent.data.flags).toBe(64);
    expect(sent.data.embeds[0].description).toBe(t('en', 'ux.report.thanks'));

    const check = await callback(chatInput('check', [opt('scenario', TWELVE)], PLAYER));
    const checkForm = await callback(button(buttons(check.data)['Report a wrong answer']!, { ...PLAYER, locale: 'fr' }));
    expect(checkForm.data.title).toBe(t('fr', 'ux.report.title'));
    await callback(modalSubmit(checkForm.data.custom_id, {}, { ...PLAYER, locale: 'fr' }));

    const refused = await callback(pin('reports', [], PLAYER));
    expect(refused.data.flags).toBe(64);
    expect(refused.text).not.toContain('the 2025 rules changed this');
    const queue = await callback(pin('reports', [], MOD));
    expect(queue.data.embeds[0].title).toBe('2 reports');
    expect(queue.text).toContain('the 2025 rules changed this');
    expect(queue.text).toContain('mtg.trample.lethal');
    const id = Number(/#(\d+)\*\* ruling/.exec(queue.data.embeds[0].description)![1]);
    const resolved = await callback(pin('reports', [opt('resolve', id)], MOD));
    expect(resolved.data.embeds[0].title).toBe('1 report');

    // In a DM there are no moderators to reach.
    const dm = await callback(button(buttons(answer.data)['Report a wrong answer']!, { guild: false }));
    expect(dm.data.embeds[0].description).toBe(t('en', 'ux.report.guild_only'));
  });
});

describe('per-server default game', () => {
  it('/pin settings game: narrows every search in that server; a member can still name another game', async () => {
    await callback(pin('settings', [opt('game', 'gr')], MOD));
    const narrowed = await callback(ruling(TRAMPLE_Q, PLAYER));
    expect(narrowed.text).not.toContain('mtg.');
    expect(narrowed.text).not.toContain('Trample');
    const explicit = await callback(ruling(TRAMPLE_Q, PLAYER, [opt('game', 'mtg')]));
    expect(explicit.data.embeds[0].footer.text).toContain('mtg.trample.lethal');
    const settings = await callback(pin('settings', [opt('game', 'all')], MOD));
    expect(settings.text).toContain(t('en', 'ux.settings.all_games'));
    expect((await callback(ruling(TRAMPLE_Q, PLAYER))).data.embeds[0].footer.text).toContain('mtg.trample.lethal');
  });
});

describe('help', () => {
  it('lists every command as a clickable mention, with option names in the reader’s language and no repository paths', async () => {
    await client.rest.put(Routes.applicationCommands(APP_ID), { body: buildDefinitions() });
    services.commandIds = await loadCommandIds(client.rest, APP_ID);
    const registered = fake.commands.get('')!;
    const slash = allCommands().filter((c) => c.spec.kind === 'slash').map((c) => c.spec.name);
    for (const [locale, privateName] of [['en-US', 'private'], ['ja', '非公開'], ['fr', 'privé']] as const) {
      const { data, text } = await callback(chatInput('help', [], { locale }));
      expect(data.flags).toBe(64);
      for (const name of slash) {
        const id = registered.find((c) => c.name === name)!.id as string;
        expect(text, `${locale} /${name}`).toContain(`</${name}:${id}>`);
      }
      expect(text).toContain(`\`${privateName}\``);
      expect(text).not.toMatch(/docs\/|\.md\b|private:true/);
    }
    const notation = await callback(chatInput('help', [opt('topic', 'notation')], { locale: 'fr' }));
    // the notation is a paged guide now (test/discord/guide.test.ts walks it)
    // the page count grows with the vocabulary; the first page is always the players and objects
    expect(notation.data.embeds[0].title).toMatch(/^Notation 1\/\d+ · Joueurs et objets$/);
    expect(notation.text).toContain('```\nmtg; A: c=Ours grizzly 2/2');
  });
});

describe.skipIf(!HAVE_CR)('official rules from the (fake) official rules page', () => {
  let page: Server;
  let base: string;
  const files = new Map<string, Buffer>();
  let html = '';

  beforeAll(async () => {
    page = createServer((req, res) => {
      const url = decodeURIComponent(req.url ?? '/');
      if (url === '/en/rules') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      const file = files.get(url);
      if (file) return void res.writeHead(200, { 'content-type': 'text/plain' }).end(file);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => page.close(() => resolve())));

  const store = () => ({ dataDir: join(dir, 'rules-data') });

  it('finds the .txt link, downloads and imports it, then reports changes between versions', async () => {
    html = '<html><body><a href="/en/news">News</a><p>Comprehensive Rules</p><a href="/docs/MagicCompRules 20250207.pdf">PDF</a> <a class="btn" href="/docs/MagicCompRules 20250207.txt">TXT</a></body></html>';
    files.set('/docs/MagicCompRules 20250207.txt', readFileSync(CR_FILE));
    const first = await updateRules({ pageUrl: `${base}/en/rules`, store: store(), kb: services.kb });
    expect(first.status).toBe('first');
    if (first.status === 'failed') throw new Error(first.reason);
    expect(first.pack.effectiveDate).toBe('2025-02-07');
    expect(first.fileUrl).toBe(`${base}/docs/MagicCompRules%2020250207.txt`);

    expect((await updateRules({ pageUrl: `${base}/en/rules`, store: store(), kb: services.kb })).status).toBe('current');

    const edited = editedCopy();
    files.set('/docs/MagicCompRules 20260101.txt', Buffer.from(edited.text, 'utf8'));
    html = html.replaceAll('20250207', '20260101');
    const second = await updateRules({ pageUrl: `${base}/en/rules`, store: store(), kb: services.kb });
    expect(second.status).toBe('updated');
    if (second.status !== 'updated') throw new Error('not updated');
    expect(second.previous!.effectiveDate).toBe('2025-02-07');
    expect(second.diff!.changed.map((c) => c.number)).toContain('702.19b');
    expect(second.affectedEntries.map((a) => a.id)).toContain('mtg.trample.lethal');

    html = '<html><body>no file here</body></html>';
    const failed = await updateRules({ pageUrl: `${base}/en/rules`, store: store() });
    expect(failed).toMatchObject({ status: 'failed', reason: 'no link to a .txt rules file on the page' });
  });

  it('`rulebot rules update` does the same from the command line, and refuses unknown flags', async () => {
    html = '<a href="/docs/MagicCompRules 20250207.txt">Comprehensive Rules (TXT)</a>';
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => void out.push(s), err: (s: string) => void err.push(s) };
    const code = await rulesCommand.run(['update', '--page', `${base}/en/rules`, '--data-dir', join(dir, 'rules-cli')], io);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out.join('\n')).toMatch(/^Comprehensive Rules 2025-02-07 downloaded and imported/);
    expect(await rulesCommand.run(['update', '--page', `${base}/en/rules`, '--data-dir', join(dir, 'rules-cli')], io)).toBe(0);
    expect(out.at(-1)).toMatch(/2025-02-07 are current/);
    expect(await rulesCommand.run(['update', '--pgae', 'x'], io)).toBe(2);
    expect(err.at(-1)).toContain("Unknown option '--pgae'");
  });

  it('the bot fetches them at start-up, and /rule then answers with the official paragraph', async () => {
    html = '<a href="/docs/MagicCompRules 20250207.txt">TXT</a>';
    const before = await callback(chatInput('rule', [opt('id', '702.19b')], PLAYER));
    expect(before.text).not.toMatch(/operator|rulebot import/);
    const auto = startAutoUpdate(services, { mode: 'startup', pageUrl: `${base}/en/rules`, store: { dataDir: join(dir, 'rules-bot') }, log: logger });
    await auto.done;
    auto.stop();
    const after = await callback(chatInput('rule', [opt('id', '702.19b')], PLAYER));
    expect(after.data.embeds[0].title).toMatch(/^Rule 702\.19b/);
  });

  it('a newly fetched rules version reaches the search without a restart', async () => {
    html = '<a href="/docs/MagicCompRules 20250207.txt">TXT</a>';
    files.set('/docs/MagicCompRules 20250207.txt', readFileSync(CR_FILE));
    const fresh = await createServices({ features: [] });
    const question = 'what was mana burn';
    expect(fresh.search.query(question, { game: 'mtg' }).hits.some((h) => h.kind === 'official')).toBe(false);
    expect(fresh.search.doc('mtg-cr:702.19b')).toBeUndefined();
    const auto = startAutoUpdate(fresh, { mode: 'startup', pageUrl: `${base}/en/rules`, store: { dataDir: join(dir, 'rules-refresh') }, log: logger });
    await auto.done;
    auto.stop();
    expect(fresh.search.query(question, { game: 'mtg' }).hits.some((h) => h.kind === 'official')).toBe(true);
    expect(fresh.search.doc('mtg-cr:702.19b')?.title).toMatch(/^702\.19b/);
    const entries = fresh.search.query('what does trample do', { game: 'mtg' }).hits;
    expect(entries[0]?.kind).toBe('entry');
  });
});
