/**
 * Autocomplete as a judge types (issue #29): `/rule` offers the paragraphs a rule number starts once the rules are
 * imported (it offered nothing for "702.1"), in Riftbound's numbering too; `/ruling` still finds the entry when a
 * letter is wrong ("trampel"); every choice shows a title, never an id (the id is only the value sent back).
 * Through the real discord.js client against the local fake Discord.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../commands/context.ts';
import { officialRules } from '../../commands/render/official.ts';
import { createServices } from '../../bot/services.ts';
import { miniPack } from '../helpers/mini-cr.ts';
import { HAVE_RB, rbPack } from '../official/rb-helpers.ts';
import { autocomplete, opt, type Where } from './payloads.ts';
import { exchange, fakeBot } from './exchange.ts';

let harness: Awaited<ReturnType<typeof fakeBot>>;
let services: Services;
beforeAll(async () => {
  services = await createServices({ features: [] });
  services.official = officialRules(HAVE_RB ? [miniPack(), rbPack()] : [miniPack()]);
  harness = await fakeBot({ services, logger: pino({ level: 'silent' }) });
});
afterAll(async () => harness?.stop());

const { interact } = exchange(() => harness);

/** The choices Discord would show for `value` typed in `option` of `/command`. */
async function choices(command: string, option: string, value: string, where: Where = {}): Promise<Array<{ name: string; value: string }>> {
  const [r] = await interact(autocomplete(command, [opt(option, value, true)], where));
  expect(r!.body.type).toBe(8);
  const list = r!.body.data.choices as Array<{ name: string; value: string }>;
  expect(list.length).toBeLessThanOrEqual(25);
  for (const c of list) expect([c.name.length <= 100, c.value.length <= 100], c.name).toEqual([true, true]);
  return list;
}

const ID = /\b(mtg|rb|gr)\.[a-z0-9-]+\.[a-z0-9.-]+/;

describe('/rule autocomplete on a number', () => {
  it('offers the paragraphs “702.1” starts, each with its number and what it is about', async () => {
    const list = await choices('rule', 'id', '702.1', { locale: 'fr' });
    // Magic's paragraphs, then Riftbound's 702.1 when its rules are imported too: each pick names its game then
    const mtg = list.filter((c) => c.value.startsWith('mtg '));
    expect(mtg.map((c) => c.value)).toEqual(['mtg 702.19', 'mtg 702.19a', 'mtg 702.19b']);
    expect(mtg[0]!.name).toMatch(/^702\.19 — Trample/);
    expect(mtg[2]!.name).toMatch(/^702\.19b — .*Trample: Test text: the attacker assigns lethal damage/);
    if (HAVE_RB) expect(list.map((c) => c.value)).toContain('rb 702.1');
    // with the game chosen, the bare number
    const [r] = await interact(autocomplete('rule', [opt('id', '702.1', true), opt('game', 'mtg')]));
    expect((r!.body.data.choices as Array<{ value: string }>).map((c) => c.value)).toEqual(['702.19', '702.19a', '702.19b']);
  });

  it('reads a number typed the other way round (702,19b) and a game code first', async () => {
    // 702.19b can only be Magic's (Riftbound writes 103.2.b): the bare number
    expect((await choices('rule', 'id', '702,19b')).map((c) => c.value)).toEqual(['702.19b']);
    expect((await choices('rule', 'id', 'mtg 702.2')).map((c) => c.value)).toEqual(['702.2', '702.2a', '702.2b']);
  });

  it.skipIf(!HAVE_RB)('offers Riftbound’s paragraphs for a Riftbound number, or with game:rb', async () => {
    const dotted = await choices('rule', 'id', '103.2.');
    expect(dotted.length).toBeGreaterThan(1);
    expect(dotted.every((c) => c.value.startsWith('rb 103.2'))).toBe(true);
    expect(dotted.map((c) => c.value)).toContain('rb 103.2.b');
    const [r] = await interact(autocomplete('rule', [opt('id', '103', true), opt('game', 'rb')]));
    const values = (r!.body.data.choices as Array<{ value: string }>).map((c) => c.value);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v.startsWith('103'))).toBe(true);
  });

  it('words still complete to knowledge-base entries, shown by title', async () => {
    const list = await choices('rule', 'id', 'deathtouch', { locale: 'ja' });
    expect(list.map((c) => c.value)).toContain('mtg.deathtouch');
    expect(list.find((c) => c.value === 'mtg.deathtouch')!.name).toBe('接死');
  });
});

describe('/ruling autocomplete', () => {
  it('forgives one wrong letter: “trampel”, “deathtuch”, “hexprof”, “flyng”, “lifelnk”', async () => {
    // one letter missing is closer than two changed: lifelink, not Lifeline
    expect((await choices('ruling', 'question', 'lifelnk'))[0]!.value).toBe('mtg.lifelink');
    expect((await choices('ruling', 'question', 'trampel'))[0]).toEqual({ name: 'Trample and lethal damage', value: 'mtg.trample.lethal' });
    expect((await choices('ruling', 'question', 'deathtuch', { locale: 'fr' }))[0]).toEqual({ name: 'Contact mortel', value: 'mtg.deathtouch' });
    expect((await choices('ruling', 'question', 'hexprof'))[0]!.value).toBe('mtg.kw.hexproof');
    expect((await choices('ruling', 'question', 'how does flyng', { locale: 'ja' }))[0]!.value).toBe('mtg.kw.flying');
  });

  it('shows titles in the user’s language, never ids', async () => {
    for (const [typed, locale] of [['trample', 'en-US'], ['トランプル', 'ja'], ['piétinement', 'fr'], ['', 'en-US']] as const) {
      const list = await choices('ruling', 'question', typed, { locale });
      expect(list.length, typed).toBeGreaterThan(0);
      expect(list.filter((c) => ID.test(c.name)).map((c) => c.name), typed).toEqual([]);
    }
    expect((await choices('ruling', 'question', 'trampl', { locale: 'fr' }))[0]).toEqual({ name: 'Le piétinement et les blessures mortelles', value: 'mtg.trample.lethal' });
  });
});
