/**
 * A judge who has never seen the notation, on a phone, with only what Discord shows (issue #29): the two positions
 * of the review — "my 3/3 is blocked by their 2/2; I Giant Growth mine; they Shock it in response" and "a 5/5 with
 * an enters-the-battlefield trigger that deals 2 damage to target creature" — from `/help notation` to a correct
 * answer, in English, Japanese and French: turning the guide's pages with its buttons and menu, copying the page's
 * example into /check, pressing "Try this example", and through the /check form. Through the real discord.js client
 * against the local fake Discord; every message is checked against Discord's limits (exchange.ts).
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, type Locale } from '../../commands/i18n.ts';
import { GUIDE_PAGES } from '../../commands/guide.ts';
import { createServices } from '../../bot/services.ts';
import { button, chatInput, modalSubmit, opt, type Where } from './payloads.ts';
import { exchange, fakeBot } from './exchange.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

let harness: Awaited<ReturnType<typeof fakeBot>>;
beforeAll(async () => {
  harness = await fakeBot({ services: await createServices({ features: [] }), logger: pino({ level: 'silent' }) });
});
afterAll(async () => harness?.stop());

const { callback } = exchange(() => harness);
const buttons = (data: any): Record<string, string> =>
  Object.fromEntries((data.components ?? []).flatMap((row: any) => row.components.filter((c: any) => c.type === 2).map((b: any) => [b.label, b.custom_id])));
const menu = (data: any): any => (data.components ?? []).flatMap((row: any) => row.components).find((c: any) => c.type === 3);
/** The code block under "Example": what a judge long-presses to copy. */
const example = (data: any, lang: Locale): string => {
  const field = data.embeds[0].fields.find((f: any) => f.name === t(lang, 'guide.example'));
  return /```\n([\s\S]*?)\n```/.exec(field.value)![1]!;
};
function pick(customId: string, value: string, where: Where) {
  const payload: any = button(customId, { ...where, ephemeralSource: true });
  payload.data = { custom_id: customId, component_type: 3, values: [value] };
  return payload;
}

/** How each language says the two answers. */
const ANSWERS: Record<Locale, { giantGrowth: string[]; enters: string[] }> = {
  en: { giantGrowth: ['c survives with 4 damage (toughness 6)', 'g dies'], enters: ['x dies'] },
  ja: { giantGrowth: ['cはダメージ4で生き残る（タフネス6）', 'gは死亡'], enters: ['xは死亡'] },
  fr: { giantGrowth: ['c survit avec 4 blessures (endurance 6)', 'g meurt'], enters: ['x meurt'] },
};

const LANGS = [
  ['en-US', 'en'],
  ['ja', 'ja'],
  ['fr', 'fr'],
] as const;

describe.each(LANGS)('a judge in %s', (locale, lang) => {
  const judge: Where = { locale, guildLocale: locale };

  it('finds the Giant Growth position in the guide, copies it into /check and gets it right', async () => {
    const first = await callback(chatInput('help', [opt('topic', 'notation')], judge));
    expect(first.data.flags).toBe(64);
    expect(first.data.embeds[0].title).toBe(t(lang, 'guide.title', { n: 1, count: GUIDE_PAGES.length, page: t(lang, 'guide.pages.objects.title') }));
    // two presses of "Next": the page is replaced in place (an update, type 7)
    const second = await callback(button(buttons(first.data)[t(lang, 'guide.nav.next')]!, { ...judge, ephemeralSource: true }));
    expect(second.type).toBe(7);
    const third = await callback(button(buttons(second.data)[t(lang, 'guide.nav.next')]!, { ...judge, ephemeralSource: true }));
    expect(third.data.embeds[0].title).toContain(t(lang, 'guide.pages.spell.title'));
    const scenario = example(third.data, lang);
    expect(scenario).toContain(t(lang, 'guide.pages.spell.example'));

    const answer = await callback(chatInput('check', [opt('scenario', scenario)], judge));
    expect(answer.data.flags ?? 0).toBe(0);
    for (const line of ANSWERS[lang].giantGrowth) expect(answer.text).toContain(line);

    // "Try this example" gives the same answer privately, as a new message: the guide stays
    const tried = await callback(button(buttons(third.data)[t(lang, 'guide.nav.try')]!, { ...judge, ephemeralSource: true }));
    expect(tried.type).toBe(4);
    expect(tried.data.flags).toBe(64);
    for (const line of ANSWERS[lang].giantGrowth) expect(tried.text).toContain(line);
  });

  it('finds the enters-the-battlefield trigger from the menu, and the word list on the last page', async () => {
    const first = await callback(chatInput('help', [opt('topic', 'notation')], judge));
    const pages = menu(first.data);
    const trigger = pages.options.find((o: any) => o.label.endsWith(t(lang, 'guide.pages.trigger.title')));
    const page = await callback(pick(pages.custom_id, trigger.value, judge));
    expect(page.type).toBe(7);
    const scenario = example(page.data, lang);
    const answer = await callback(chatInput('check', [opt('scenario', scenario), opt('private', true)], judge));
    expect(answer.data.flags).toBe(64);
    for (const line of ANSWERS[lang].enters) expect(answer.text).toContain(line);

    const effects = await callback(pick(pages.custom_id, String(GUIDE_PAGES.indexOf('words')), judge));
    expect(effects.text).toContain('`damage 2 x`');
    const words = await callback(pick(pages.custom_id, String(GUIDE_PAGES.indexOf('trigger-words')), judge));
    expect(words.text).toContain('`(enters: …)`');
    // the full manual, as a file, privately, without replacing the guide
    const manual = await callback(button(buttons(words.data)[t(lang, 'guide.nav.manual')]!, { ...judge, ephemeralSource: true }));
    expect(manual.type).toBe(4);
    expect(manual.data.flags).toBe(64);
    expect(manual.files.map((f) => f.name)).toEqual(['notation.md']);
  });

  it('writes both positions in the /check form instead, and sees them back in the notation', async () => {
    const form = await callback(chatInput('check', [], judge));
    expect(form.type).toBe(9);
    const statements = (page: 'spell' | 'trigger') => t(lang, `guide.pages.${page}.example`).split(';').map((s) => s.trim()).slice(1);
    for (const [page, expected] of [['spell', ANSWERS[lang].giantGrowth], ['trigger', ANSWERS[lang].enters]] as const) {
      const parts = statements(page);
      // players and their objects in the first box, one action a line in the second
      const players = parts.filter((s) => /^[A-Z]\w*\s*:/.test(s)).join('\n');
      const actions = parts.filter((s) => !/^[A-Z]\w*\s*:/.test(s)).join('\n');
      const answer = await callback(modalSubmit(form.data.custom_id, { players, actions, game: 'mtg' }, judge));
      for (const line of expected) expect(answer.text, page).toContain(line);
      const notation = answer.data.embeds[0].fields.find((f: any) => f.name === t(lang, 'check.form.as_notation'));
      expect(notation.value).toMatch(/^```\nmtg ; A: /);
    }
    // a mistake in the second box is shown there, privately, with a caret and the word meant
    const wrong = await callback(modalSubmit(form.data.custom_id, { players: 'A: c=3/3\nB: g=2/2', actions: 'attack c\nblokc g>c', game: 'mtg' }, judge));
    expect(wrong.data.flags).toBe(64);
    expect(wrong.text).toContain(t(lang, 'check.form.where_actions', { line: 2 }));
    expect(wrong.text).toContain('^');
    expect(wrong.text).toContain('block');
  });
});
