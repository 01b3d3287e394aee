/**
 * Every reply that is not an answer — an error, "no ruling found", "not sure", "not available", "not in the
 * glossary", a policy section or rule number that does not exist, a refusal, an expired button, a failed handler —
 * goes to the asker alone (ephemeral) and in the asker's language, even when the server's language is another and
 * the command was not asked privately. Through the real discord.js client against the local fake Discord: the
 * assertion is on the interaction callback Discord would receive. A new kind of non-answer gets a row here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../commands/context.ts';
import { MAX_SCENARIO } from '../../commands/limits.ts';
import { officialRules } from '../../commands/render/official.ts';
import { findCommand } from '../../commands/registry.ts';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { discordName } from '../../bot/discord/definitions.ts';
import type { InteractionDeps } from '../../bot/discord/interactions.ts';
import { pinsFeature } from '../../bot/features.ts';
import { closeServices, createServices } from '../../bot/services.ts';
import { fixtureDataDir } from '../cards/fixture.ts';
import { miniPack } from '../helpers/mini-cr.ts';
import { HAVE_RB, rbPack } from '../official/rb-helpers.ts';
import { button, chatInput, messageCommand, modalSubmit, opt, T, type RawOption, type Where } from './payloads.ts';
import { exchange, fakeBot } from './exchange.ts';

const EPHEMERAL = 64;
/** A Japanese judge in a French-speaking server: a public reply would be in French, a private one in Japanese. */
const JUDGE: Where = { locale: 'ja', guildLocale: 'fr' };
const MEMBER_DM: Where = { locale: 'ja', guild: false };
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

const dir = mkdtempSync(join(tmpdir(), 'rulebot-non-answers-'));
let harness: Awaited<ReturnType<typeof fakeBot>>;
let deps: InteractionDeps;
/** The shipped knowledge base alone: no rules pack, no card data, no pin store. */
let bare: Services;
/** With a rules pack (a small test document), the card fixture and a pin store. */
let full: Services;
/** The shipped knowledge base with Magic's and Riftbound's rules imported (Riftbound's from ../shared/reference). */
let bothRules: Services;
/** A search that throws: the handler fails, and the asker is told so. */
let broken: Services;

beforeAll(async () => {
  const logger = pino({ level: 'silent' });
  bare = await createServices({ features: [] });
  full = await createServices({
    features: [cardsFeature({ env: {}, store: { dataDir: fixtureDataDir() }, warmUpMs: 0 }), pinsFeature({ env: { RULEBOT_DB: join(dir, 'rulebot.db') }, logger })],
  });
  full.official = officialRules(miniPack());
  bothRules = { ...bare, official: officialRules(HAVE_RB ? [miniPack(), rbPack()] : [miniPack()]) };
  const search = Object.create(bare.search) as Services['search'];
  search.query = () => {
    throw new Error('test: the index is broken');
  };
  broken = { ...bare, search };
  deps = { services: bare, logger };
  harness = await fakeBot(deps);
});

afterAll(async () => {
  await harness?.stop();
  await closeServices(full);
  rmSync(dir, { recursive: true, force: true });
});

const { callback } = exchange(() => harness);
const sub = (name: string, options: RawOption[] = []): RawOption => ({ name, type: T.subcommand, options });
const CHECK_MESSAGE = () => discordName(findCommand('check-message')!.spec);

type Case = { what: string; services: () => Services; payload: () => unknown };
const cases: Case[] = [
  { what: '/ruling: no ruling found', services: () => bare, payload: () => chatInput('ruling', [opt('question', '空を飛ぶツバメの速さは時速何キロですか')], JUDGE) },
  { what: '/ruling: an id that is not one', services: () => bare, payload: () => chatInput('ruling', [opt('question', 'mtg.trample.lethl')], JUDGE) },
  { what: '/ruling: a game that is not a choice', services: () => bare, payload: () => chatInput('ruling', [opt('question', 'trample'), opt('game', 'ygo')], JUDGE) },
  { what: '/rule: official rules not available', services: () => bare, payload: () => chatInput('rule', [opt('id', '702.19b')], JUDGE) },
  { what: '/rule: nothing matches', services: () => bare, payload: () => chatInput('rule', [opt('id', 'zzqqzz')], JUDGE) },
  { what: '/rule: a paragraph the rules do not have', services: () => full, payload: () => chatInput('rule', [opt('id', '702.99z')], JUDGE) },
  { what: '/define: official rules not available (and not in the knowledge base)', services: () => bare, payload: () => chatInput('define', [opt('term', 'qwertyuiop')], JUDGE) },
  { what: '/define: not in the glossary', services: () => full, payload: () => chatInput('define', [opt('term', 'qwertyuiop')], JUDGE) },
  { what: '/card: no card data', services: () => bare, payload: () => chatInput('card', [opt('name', 'Grizzly Bears')], JUDGE) },
  { what: '/card: no such card', services: () => full, payload: () => chatInput('card', [opt('name', 'Zzyzx the Unfindable')], JUDGE) },
  { what: '/check: a scenario that does not parse', services: () => bare, payload: () => chatInput('check', [opt('scenario', 'mtg; A: w=3/3; attak w')], JUDGE) },
  { what: '/check: too long', services: () => bare, payload: () => chatInput('check', [opt('scenario', `mtg; A: w=3/3; ${'x'.repeat(MAX_SCENARIO)}`)], JUDGE) },
  { what: 'Check scenario on a message without one', services: () => bare, payload: () => messageCommand(CHECK_MESSAGE(), 'hello there', JUDGE) },
  { what: 'an expired button', services: () => bare, payload: () => button('check:steps:ja:nosuchkey', JUDGE) },
  { what: 'a button of no command', services: () => bare, payload: () => button('nosuch:thing:1', JUDGE) },
  { what: 'a form of no command', services: () => bare, payload: () => modalSubmit('nosuch:modal', { a: 'b' }, JUDGE) },
  { what: 'an unknown command', services: () => bare, payload: () => chatInput('nosuch', [], JUDGE) },
  { what: 'a report from a DM', services: () => full, payload: () => button('ruling:report:mtg.trample.lethal', MEMBER_DM) },
  { what: '/pin without a pin store', services: () => bare, payload: () => chatInput('pin', [sub('list')], { ...JUDGE, moderator: true }) },
  { what: '/pin by a member who may not pin', services: () => full, payload: () => chatInput('pin', [sub('list')], JUDGE) },
  { what: '/pin in a DM', services: () => full, payload: () => chatInput('pin', [sub('list')], MEMBER_DM) },
  { what: '/pin add with a scenario that does not parse', services: () => full, payload: () => chatInput('pin', [sub('add', [opt('topic', 'blocked trampler'), opt('scenario', 'mtg; A: w=3/3; attak w')])], { ...JUDGE, moderator: true }) },
  // non-answers added since the first 22
  { what: '/ruling: not sure (the closest entries offered, none as the answer)', services: () => bare, payload: () => chatInput('ruling', [opt('question', 'トランプルの件で友達と言い合いになった。結局どうなの？')], JUDGE) },
  { what: '/ruling: an empty question', services: () => bare, payload: () => chatInput('ruling', [opt('question', '   ')], JUDGE) },
  { what: '/ruling: the search fails', services: () => broken, payload: () => chatInput('ruling', [opt('question', 'how does trample work')], JUDGE) },
  { what: '/ipg: no such section', services: () => bare, payload: () => chatInput('ipg', [opt('infraction', 'Zzyzx infraction')], JUDGE) },
  { what: '/ipg: no such section number', services: () => bare, payload: () => chatInput('ipg', [opt('infraction', '9.9')], JUDGE) },
  { what: '/mtr: no such section', services: () => bare, payload: () => chatInput('mtr', [opt('section', '99.4')], JUDGE) },
  { what: '/mtr: nothing typed', services: () => bare, payload: () => chatInput('mtr', [opt('section', ' ')], JUDGE) },
  { what: '/rule game:rb: Riftbound’s rules not imported (Magic’s are)', services: () => full, payload: () => chatInput('rule', [opt('id', '103.2.b'), opt('game', 'rb')], JUDGE) },
  ...(HAVE_RB
    ? [{ what: '/rule game:rb: a number the Core Rules do not have', services: () => bothRules, payload: () => chatInput('rule', [opt('id', '999.9.z'), opt('game', 'rb')], JUDGE) }]
    : []),
  { what: '/card: an empty name', services: () => full, payload: () => chatInput('card', [opt('name', '  ')], JUDGE) },
  { what: '/check form: a mistake in the actions', services: () => bare, payload: () => modalSubmit('check:form:g', { players: 'A: c=3/3\nB: g=2/2', actions: 'attack c\nblokc g>c', game: 'mtg' }, JUDGE) },
  { what: 'Report a wrong answer without a pin store', services: () => bare, payload: () => button('ruling:report:mtg.trample.lethal', JUDGE) },
  { what: 'Pin as canonical answer on a player’s message', services: () => full, payload: () => messageCommand(discordName(findCommand('pin-message')!.spec), 'trample is fine', { ...JUDGE, moderator: true }) },
  { what: '/pin add with an entry that does not exist', services: () => full, payload: () => chatInput('pin', [sub('add', [opt('topic', 'blocked trampler'), opt('entry', 'mtg.trample.lethl')])], { ...JUDGE, moderator: true }) },
];

describe('non-answers are private and in the asker’s language', () => {
  for (const c of cases) {
    it(c.what, async () => {
      deps.services = c.services();
      const r = await callback(c.payload());
      expect(r.type).toBe(4);
      expect(r.data.flags & EPHEMERAL, r.text).toBe(EPHEMERAL);
      expect(r.text, r.text).toMatch(JAPANESE);
      // a real title, not a bare symbol
      expect(r.data.embeds[0].title.replace(/[^\p{L}]/gu, '').length, r.text).toBeGreaterThan(1);
    });
  }

  it('while answers stay public unless asked privately (the check above can fail)', async () => {
    deps.services = bare;
    const r = await callback(chatInput('ruling', [opt('question', 'comment marche le piétinement avec deux bloqueurs ?')], JUDGE));
    expect(r.data.flags ?? 0).toBe(0);
    expect(r.text).toMatch(/piétinement/i);
  });
});
