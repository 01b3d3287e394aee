/**
 * The pin flow as a moderator meets it in the console (and as any transport runs it through commands/dispatch.ts):
 * add, shown first in /ruling and /check, list, export → import round trip, settings and the pin role, and a clear
 * refusal for a member without permission — with every write in the audit trail.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../commands/context.ts';
import { runCommand } from '../../commands/dispatch.ts';
import { t } from '../../commands/i18n.ts';
import { findCommand } from '../../commands/registry.ts';
import type { Invocation, OptionValues, ReplyView } from '../../commands/types.ts';
import { consoleInvocation, createConsoleSession } from '../../bot/console.ts';
import { parseConsoleLine } from '../../bot/console-parse.ts';
import { renderText } from '../../bot/text-render.ts';
import type { PinExport } from '../../store/types.ts';
import { freshStoreEnv, GUILD, member, moderator, pinServices, pinsService, today, writePinsKb } from './fixture.ts';

const kb = writePinsKb();
const db = freshStoreEnv();
let services: Services;

beforeAll(async () => {
  services = await pinServices(kb.dir, db.env);
});

afterAll(async () => {
  await pinsService(services).close();
  await db.cleanup();
});

const SCENARIO = 'mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w ; block x>w';
const BANNER = t('en', 'pins.banner.title');

async function run(invocation: Invocation, command: string, options: OptionValues): Promise<ReplyView> {
  return runCommand({ services, invocation }, command, options);
}

/** A console line, run as `invocation` (the console itself always plays a moderator of guild "console"). */
async function line(invocation: Invocation, text: string): Promise<ReplyView> {
  const parsed = parseConsoleLine(text)!;
  return run(invocation, parsed.command, parsed.options);
}

const pinIdOf = (text: string) => /pin `([a-z0-9_-]+)`/.exec(text)![1]!;

describe('console: add, then shown first', () => {
  it('/pin add with an entry id, then /ruling shows the pin above the answer, with who pinned it and when', async () => {
    const session = createConsoleSession(services, 'en');
    const added = (await session.handle('/pin add how does trample work? entry:mtg.trample.lethal note:Our table: count marked damage too')).text;
    expect(added).toContain('✅ Pinned');
    expect(added).toContain('“how does trample work?” now has a canonical answer in this server');
    const id = pinIdOf(added);

    const answer = (await session.handle('/ruling How does trample work')).text;
    expect(answer.startsWith(`${BANNER}\n`)).toBe(true); // first, and the 📌 only once
    expect(answer).toContain(`Pinned by console on ${today()} · pin ${id}`);
    expect(answer).toContain("Moderators' note\nOur table: count marked damage too");
    // The pin is of the very entry found: it replaces the regular answer instead of repeating it.
    expect(answer).toContain('**Trample gives lethal damage first**');
    expect(answer).not.toContain('Trample gives lethal damage first\n──');
    expect(answer).not.toContain('— Magic: The Gathering · mtg.trample.lethal');

    // Discord's autocomplete sends the entry id as the question: the pin still shows.
    expect((await session.handle('/ruling mtg.trample.lethal')).text.startsWith(BANNER)).toBe(true);
    // A close rewording of the pinned entry's own question matches; an unrelated question does not.
    expect((await session.handle('/ruling trample damage to player')).text.startsWith(BANNER)).toBe(true);
    const other = (await session.handle('/ruling how does deathtouch work')).text;
    expect(other).not.toContain(BANNER);
    expect(other).toContain('One point of deathtouch damage is lethal');
  });

  it('/pin add with a scenario, then /check of the same scenario (spelt differently) shows it first', async () => {
    const session = createConsoleSession(services, 'en');
    const added = (await session.handle(`/pin add trample over a 2/2 blocker scenario:${SCENARIO} note:Checked by the head judge`)).text;
    expect(added).toContain('✅ Pinned');
    expect(added).toContain('• B: 20 → 16 life');

    const checked = (await session.handle('/check mtg; A: w=6/6 trample; B: x=2/2; attack w; block x>w')).text;
    expect(checked.startsWith(BANNER)).toBe(true);
    expect(checked).toContain('**trample over a 2/2 blocker**');
    expect(checked).toContain('Checked by the head judge');
    // The pin is of this very scenario: it replaces the plain outcome rather than repeating it.
    expect(checked).not.toContain('Outcome');

    const different = (await session.handle('/check mtg; A: w=5/5 trample; B: x=2/2; attack w; block x>w')).text;
    expect(different).not.toContain(BANNER);
    expect(different).toContain('B: 20 → 17 life');
  });

  it('/pin add with the moderator’s own text, shown for its topic in another language with a note of the language', async () => {
    const session = createConsoleSession(services, 'en');
    expect((await session.handle('/pin add sideboarding at our league text:Our league allows 15-card sideboards between games.')).text).toContain('✅ Pinned');
    const view = await run(consoleInvocation('fr'), 'ruling', { question: 'sideboarding at our league', private: true });
    expect(view.sections[0]!.title).toBe(t('fr', 'pins.banner.title'));
    expect(view.sections[0]!.description).toContain('Our league allows 15-card sideboards between games.');
    expect(view.sections[0]!.description).toContain('(rédigé en English (anglais))');
  });

  it('shows the banner in the reply language (ja, fr)', async () => {
    const ja = await run({ ...consoleInvocation('ja') }, 'ruling', { question: 'mtg.trample.lethal' });
    expect(ja.sections[0]!.title).toBe('📌 このサーバーのピン留め回答');
    expect(ja.sections[0]!.footer).toMatch(/^console が \d{4}-\d{2}-\d{2} にピン留め · ピン /);
    const fr = await run({ ...consoleInvocation('fr') }, 'ruling', { question: 'mtg.trample.lethal' });
    expect(fr.sections[0]!.title).toBe('📌 Réponse de référence de ce serveur');
  });

  it('/pin list shows every pin with its target, author and date', async () => {
    const text = renderText(await line(consoleInvocation('en'), '/pin list'));
    expect(text).toContain('Pins in this server (3)');
    expect(text).toContain('**how does trample work?** → ruling `mtg.trample.lethal` Trample gives lethal damage first · console, ' + today());
    expect(text).toContain('**trample over a 2/2 blocker** → scenario `' + SCENARIO + '`');
    expect(text).toContain('**sideboarding at our league** → text “Our league allows 15-card sideboards between games.”');
    expect(text).toContain('0 stale');
  });

  it('refuses a duplicate topic unless replace:true, and explains an unknown entry or a broken scenario', async () => {
    const console_ = consoleInvocation('en');
    const dup = renderText(await line(console_, '/pin add How does trample work entry:mtg.deathtouch'));
    expect(dup).toContain('This server already has a pin for that topic');
    const replaced = renderText(await line(console_, '/pin add How does trample work entry:mtg.deathtouch replace:true'));
    expect(replaced).toContain('had a pin; it now has this canonical answer');
    expect((await run(console_, 'ruling', { question: 'how does trample work' })).sections[0]!.description).toContain('One point of deathtouch damage is lethal');
    await line(console_, '/pin add How does trample work entry:mtg.trample.lethal replace:true');

    expect(renderText(await line(console_, '/pin add x entry:mtg.trample.lethl'))).toContain('No ruling has the id `mtg.trample.lethl`. Did you mean `mtg.trample.lethal`?');
    const broken = renderText(await line(console_, '/pin add x scenario:mtg ; A: w=6/6 tramp'));
    expect(broken).toContain('The scenario has errors, so it cannot be pinned');
    expect(broken).toContain('Did you mean “trample”?');
    expect(renderText(await line(console_, '/pin add only a topic'))).toContain('exactly one of `entry` (a ruling id), `scenario` or `text`');
    expect(renderText(await line(console_, '/pin add x entry:mtg.deathtouch text:both'))).toContain('exactly one of');
  });

  it('checks subcommands and their options like any other command', async () => {
    const console_ = consoleInvocation('en');
    expect(renderText(await line(console_, '/pin'))).toContain('`/pin` needs a subcommand: add, remove, list, export, import, settings, reports.');
    expect(renderText(await line(console_, '/pin ad x'))).toContain('Did you mean `/pin add`?');
    expect(renderText(await run(console_, 'pin', { subcommand: 'add', topic: 'x', entri: 'mtg.deathtouch' }))).toContain('Unknown option `entri` for `/pin add`. Did you mean `entry`?');
    expect(renderText(await run(console_, 'pin', { subcommand: 'remove' }))).toContain('`/pin remove` needs `pin`.');
    expect(renderText(await run(console_, 'pin', { subcommand: 'import', file: 'x.yaml', mode: 'mix' }))).toContain('`mode` must be one of: merge, replace.');
    const ja = await run(consoleInvocation('ja'), 'pin', {});
    expect(ja.sections[0]!.description).toBe('`/pin` にはサブコマンドが必要です：add, remove, list, export, import, settings, reports。');
  });
});

describe('export and import', () => {
  it('round-trips through a YAML file: export, import elsewhere (file path), import again (inline) changes nothing', async () => {
    const exported = await line(consoleInvocation('en'), '/pin export');
    expect(exported.ephemeral).toBe(true);
    expect(exported.file!.name).toMatch(/^rulebot-pins-console-\d{4}-\d{2}-\d{2}\.yaml$/);
    expect(exported.sections[0]!.description).toContain('3 pins in the attached file');
    const data = parse(exported.file!.content) as PinExport;
    expect(data.format).toBe('rulebot.pins');
    // Oldest first; the trample pin was replaced (re-confirmed) above, which makes it the newest.
    expect(data.pins.map((p) => p.topic)).toEqual(['trample over a 2/2 blocker', 'sideboarding at our league', 'How does trample work']);

    const dir = mkdtempSync(join(tmpdir(), 'rulebot-pins-export-'));
    const path = join(dir, exported.file!.name);
    writeFileSync(path, exported.file!.content);
    const other = moderator({ guildId: 'guild-copy' });
    const imported = renderText(await line(other, `/pin import ${path}`));
    expect(imported).toContain('Pins imported');
    expect(imported).toContain('3 added, 0 updated, 0 unchanged, 0 removed.');

    // The copy answers like the original, with the original author and date kept.
    const copy = await run(other, 'ruling', { question: 'how does trample work?' });
    expect(copy.sections[0]!.title).toBe(BANNER);
    expect(copy.sections[0]!.footer).toContain(`Pinned by console on ${today()}`);
    const checked = await run(other, 'check', { scenario: SCENARIO });
    expect(checked.sections[0]!.description).toContain('**trample over a 2/2 blocker**');

    // Inline YAML (JSON is YAML) on one console line: importing the same pins again changes nothing.
    const again = renderText(await line(other, `/pin import ${JSON.stringify(data)}`));
    expect(again).toContain('0 added, 0 updated, 3 unchanged, 0 removed.');

    // Exporting the copy gives the same pins (topics, targets, notes, authors, baselines).
    const copied = parse((await line(other, '/pin export')).file!.content) as PinExport;
    const strip = (p: PinExport['pins'][number]) => ({ topic: p.topic, target: p.target, note: p.note, createdBy: p.createdBy, createdAt: p.createdAt, regression: p.regression });
    expect(copied.pins.map(strip)).toEqual(data.pins.map(strip));
  });

  it('replace mode removes pins that are not in the file; a hand-written file gets its baseline computed', async () => {
    const other = moderator({ guildId: 'guild-hand' });
    const file = JSON.stringify({ pins: [{ topic: 'deathtouch basics', target: { kind: 'entry', entryId: 'mtg.deathtouch' } }] });
    expect(renderText(await line(other, `/pin add extra topic text:to be replaced`))).toContain('✅ Pinned');
    const result = renderText(await run(other, 'pin', { subcommand: 'import', file, mode: 'replace' }));
    expect(result).toContain('1 added, 0 updated, 0 unchanged, 1 removed.');
    const pins = await pinsService(services).store.listPins('guild-hand');
    expect(pins.map((p) => p.topic)).toEqual(['deathtouch basics']);
    expect(pins[0]!.regression.entryHash).toBe(services.kb.byId.get('mtg.deathtouch')!.hash);
  });

  it('explains a bad file, a missing file and a pin to an unknown entry', async () => {
    const other = moderator({ guildId: 'guild-bad' });
    expect(renderText(await run(other, 'pin', { subcommand: 'import', file: 'pins: [unclosed' }))).toContain('That file is not a pins export in YAML or JSON');
    expect(renderText(await run(other, 'pin', { subcommand: 'import', file: '/nonexistent/pins.yaml' }))).toContain('There is no file at `/nonexistent/pins.yaml`.');
    const unknown = JSON.stringify([{ topic: 'ghost', target: { kind: 'entry', entryId: 'mtg.no.such' } }]);
    expect(renderText(await run(other, 'pin', { subcommand: 'import', file: unknown }))).toContain('The pin “ghost” points to the ruling `mtg.no.such`');
    const clash = JSON.stringify([
      { topic: 'Same?', target: { kind: 'text', text: 'a', lang: 'en' } },
      { topic: 'same', target: { kind: 'text', text: 'b', lang: 'en' } },
    ]);
    expect(renderText(await run(other, 'pin', { subcommand: 'import', file: clash }))).toContain('Two pins in the file have the same topic (“same”).');
    expect(await pinsService(services).store.listPins('guild-bad')).toEqual([]);
  });
});

describe('permissions and the audit trail', () => {
  it('refuses every pin command to a member without Manage Messages, privately, and writes nothing', async () => {
    const before = await pinsService(services).store.listAudit(GUILD);
    const calls: OptionValues[] = [
      { subcommand: 'add', topic: 'my ruling', entry: 'mtg.deathtouch' },
      { subcommand: 'remove', pin: 'anything' },
      { subcommand: 'list' },
      { subcommand: 'export' },
      { subcommand: 'import', file: '[]' },
      { subcommand: 'settings', language: 'fr' },
    ];
    for (const options of calls) {
      const view = await run(member(), 'pin', options);
      expect(view.ephemeral, String(options.subcommand)).toBe(true);
      expect(view.file).toBeUndefined();
      expect(view.sections[0]!.description).toBe('Only moderators can manage pins here: you need the Manage Messages permission.');
    }
    const ja = await run(member({ userLocale: 'ja' }), 'pin', { subcommand: 'list' });
    expect(ja.sections[0]!.description).toBe(t('ja', 'pins.errors.forbidden'));
    expect(await pinsService(services).store.listPins(GUILD)).toEqual([]);
    expect(await pinsService(services).store.listAudit(GUILD)).toEqual(before);
  });

  it('lets the server’s pin role pin (not change settings), and audits each write with the member', async () => {
    const mod = moderator();
    const settings = renderText(await run(mod, 'pin', { subcommand: 'settings', language: 'ja', role: '<@&700000000000000001>' }));
    expect(settings).toContain('Settings saved.');
    expect(settings).toContain('Language of public replies: 日本語');
    expect(settings).toContain('Role that may pin (besides Manage Messages): <@&700000000000000001>');

    const outsider = renderText(await run(member(), 'pin', { subcommand: 'list' }));
    expect(outsider).toContain('you need the Manage Messages permission or the <@&700000000000000001> role');

    const judge = member({ userId: 'judge-3', userName: 'Judge Jo', roleIds: ['700000000000000001'] });
    const added = renderText(await run(judge, 'pin', { subcommand: 'add', topic: 'deathtouch and trample', entry: 'mtg.deathtouch' }));
    expect(added).toContain('✅ Pinned');
    expect(added).toContain(`Pinned by Judge Jo on ${today()}`);
    const id = pinIdOf(added);
    expect(renderText(await run(judge, 'pin', { subcommand: 'settings', 'remove-role': true }))).toContain('Changing the pin settings needs the Manage Messages permission.');
    expect(renderText(await run(judge, 'pin', { subcommand: 'settings' }))).toContain('<@&700000000000000001>');
    const removed = renderText(await run(mod, 'pin', { subcommand: 'remove', pin: id }));
    expect(removed).toContain(`Removed the pin \`${id}\` (“deathtouch and trample”).`);
    expect(renderText(await run(mod, 'pin', { subcommand: 'remove', pin: id }))).toContain(`This server has no pin \`${id}\``);

    const audit = await pinsService(services).store.listAudit(GUILD);
    expect(audit.map((a) => [a.action, a.actor.userId, a.actor.displayName, a.pinId])).toEqual([
      ['pin.remove', 'mod-1', 'Mod Mia', id],
      ['pin.add', 'judge-3', 'Judge Jo', id],
      ['settings.update', 'mod-1', 'Mod Mia', null],
    ]);
    expect(renderText(await run(mod, 'pin', { subcommand: 'settings', 'remove-role': true }))).toContain('Role that may pin (besides Manage Messages): none');
  });

  it('is server-only: in a DM the command answers politely', async () => {
    const dm = await run({ userLocale: 'fr', userId: 'u' }, 'pin', { subcommand: 'list' });
    expect(dm.sections[0]!.description).toBe(t('fr', 'replies.errors.guild_only'));
  });

  it('the message command pins from one of the bot’s replies through a short form (modal)', async () => {
    const handler = findCommand('pin-message')!;
    const answer = await run(moderator(), 'ruling', { question: 'how does deathtouch work' });
    const target = { fromBot: true, embeds: answer.sections.map((s) => ({ title: s.title, description: s.description, fields: s.fields ?? [], ...(s.footer ? { footer: s.footer } : {}) })) };
    const ctx = { services, invocation: moderator() };
    const form = await handler.message!(ctx, '', target);
    expect(form.modal).toMatchObject({ id: 'pin-message:modal:e:mtg.deathtouch', title: 'Pin as canonical answer' });
    expect(form.modal!.inputs[0]).toMatchObject({ id: 'topic', value: 'One point of deathtouch damage is lethal', required: true });
    const done = await handler.modal!(ctx, form.modal!.id, { topic: 'deathtouch: is 1 damage enough?', note: '' });
    expect(renderText(done)).toContain('“deathtouch: is 1 damage enough?” now has a canonical answer');

    const refused = await handler.message!({ services, invocation: member() }, '', target);
    expect(refused.modal).toBeUndefined();
    expect(refused.sections[0]!.description).toBe(t('en', 'pins.errors.forbidden'));
    const notOurs = await handler.message!(ctx, 'hello', { fromBot: false, embeds: [] });
    expect(notOurs.sections[0]!.description).toBe(t('en', 'pins.message.not_bot'));
  });
});

describe('console: “Report a wrong answer” is a form typed at the prompt', () => {
  it('pressing the button opens the form, the comment goes in line by line, and moderators then list and close the report', async () => {
    const session = createConsoleSession(services, 'en');
    const answer = (await session.handle('/ruling how does deathtouch work')).text;
    const number = /\[(\d+)\] Report a wrong answer/.exec(answer)![1]!;
    const form = (await session.handle(number)).text;
    expect(form).toContain('Report a wrong answer');
    expect(form).toContain('(optional: an empty line skips it)');
    // a paragraph field: lines until an empty one; "1" inside a form is text, not a button
    expect((await session.handle('It says one damage is lethal')).text).toBe('');
    expect((await session.handle('1')).text).toBe('');
    const thanks = (await session.handle('')).text;
    expect(thanks).toContain(t('en', 'ux.report.thanks'));

    const reports = (await session.handle('/pin reports')).text;
    expect(reports).toContain('“It says one damage is lethal 1”');
    const id = /\*\*#(\d+)\*\*/.exec(reports)![1]!;
    // an integer option typed in the console reaches the handler as a number
    expect((await session.handle(`/pin reports resolve:${id}`)).text).toContain(`Report #${id} marked as handled.`);
    expect((await session.handle('/pin reports resolve:two')).text).toContain('`resolve` must be a whole number, not “two”.');
  });

  it('/cancel drops a form without sending it', async () => {
    const session = createConsoleSession(services, 'fr');
    const answer = (await session.handle('/ruling comment marche le contact mortel ?')).text;
    const number = /\[(\d+)\] Signaler une erreur/.exec(answer)![1]!;
    await session.handle(number);
    expect((await session.handle('/cancel')).text).toBe('Formulaire annulé.');
    expect((await session.handle('/pin reports')).text).not.toContain('Formulaire');
  });
});
