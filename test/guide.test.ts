/**
 * The /help notation guide (commands/guide.ts): every page in every language, each example resolving to the right
 * position — the same one in English, Japanese and French, since the notation takes the three languages' words —
 * the words page listing every effect and trigger word of the parser's vocabulary, and every page within
 * Discord's limits.
 */
import { describe, expect, it } from 'vitest';
import { guideExample, guideView, GUIDE_PAGES, WORD_PAGES, type GuidePage } from '../commands/guide.ts';
import { hasKey, LOCALES, t } from '../commands/i18n.ts';
import { renderMessage } from '../bot/discord/render.ts';
import { checkScenario } from '../engine/index.ts';
import { triggerWords } from '../engine/mtg/hints.ts';
import { vocabulary } from '../engine/mtg/vocabulary.ts';
import { createServices } from '../bot/services.ts';
import { limitProblems } from './discord/limits.ts';
import { SOURCE, writeKb } from './helpers/kb-fixture.ts';

const services = await createServices({ dir: writeKb({ 'sources/test.yaml': SOURCE }), features: [] });
const ctx = (lang: (typeof LOCALES)[number]) => ({ services, invocation: { userLocale: lang, userId: 'judge' } });

/** What a judge would check in the answer: life totals, where each object is, its damage and counters. */
function position(example: string) {
  const r = checkScenario(example);
  if (!r.ok) throw new Error(`${example}: ${JSON.stringify(r.errors)}`);
  expect(r.resolution.stopped, example).toBe(false);
  return {
    life: Object.fromEntries(r.resolution.final.players.map((p) => [p.id, p.life])),
    objects: Object.fromEntries(r.resolution.final.objects.map((o) => [o.id, { zone: o.zone, damage: o.damage, counters: o.counters }])),
  };
}

/** The right answer to each page's example, written out. */
const EXPECTED: Record<Exclude<GuidePage, 'words' | 'more-words' | 'even-more-words' | 'still-more-words' | 'trigger-words' | 'more-trigger-words'>, (p: ReturnType<typeof position>) => void> = {
  objects: (p) => expect(p.life.B).toBe(18),
  combat: (p) => {
    expect(p.life.B).toBe(17); // 6 trample damage: lethal 2 and 1 to the blockers, 3 to the player
    expect([p.objects.x!.zone, p.objects.y!.zone]).toEqual(['graveyard', 'graveyard']);
  },
  spell: (p) => {
    // Shock resolves first (2 damage), then Giant Growth: a 6/6 with 4 damage survives; the 2/2 dies
    expect(p.objects.c).toMatchObject({ zone: 'battlefield', damage: 4 });
    expect(p.objects.g!.zone).toBe('graveyard');
  },
  targets: (p) => {
    // x is gone when the bolt resolves: B still takes 1
    expect(p.life.B).toBe(19);
    expect(p.objects.x!.zone).toBe('graveyard');
  },
  trigger: (p) => {
    expect(p.objects.v!.zone).toBe('battlefield');
    expect(p.objects.x!.zone).toBe('graveyard');
  },
  counters: (p) => {
    expect(p.objects.c).toMatchObject({ zone: 'battlefield', damage: 3, counters: { '+1/+1': 2 } });
    expect(p.objects.g!.zone).toBe('graveyard');
  },
  eot: (p) => {
    // the 5/5 survived the 3/3; at cleanup its damage is removed (and the +3/+3 ends)
    expect(p.objects.c).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(p.objects.g!.zone).toBe('graveyard');
  },
};

describe('the notation guide', () => {
  it('has every page in every language, with its title, text and (but for the words) an example', () => {
    for (const lang of LOCALES) {
      for (const page of GUIDE_PAGES) {
        for (const part of ['title', 'body']) expect(hasKey(`guide.pages.${page}.${part}`, lang), `${lang} ${page}.${part}`).toBe(true);
        expect(guideExample(lang, page) !== undefined, `${lang} ${page}`).toBe(!WORD_PAGES.includes(page));
      }
    }
  });

  for (const page of GUIDE_PAGES.filter((p) => !WORD_PAGES.includes(p))) {
    it(`${page}: the example gives the right answer, the same in English, Japanese and French`, () => {
      const en = position(guideExample('en', page)!);
      EXPECTED[page as Exclude<GuidePage, 'words' | 'more-words' | 'even-more-words' | 'still-more-words' | 'trigger-words' | 'more-trigger-words'>](en);
      for (const lang of ['ja', 'fr'] as const) expect(position(guideExample(lang, page)!), lang).toEqual(en);
    });
  }

  it('every example is written in the reader’s words (Japanese and French examples use their own words)', () => {
    expect(guideExample('ja', 'spell')).toContain('唱える');
    expect(guideExample('fr', 'spell')).toContain('lance');
    expect(guideExample('ja', 'trigger')).toContain('戦場に出たとき');
    expect(guideExample('fr', 'trigger')).toContain('arrive');
  });

  it('the word pages list every effect and trigger word of the vocabulary, each with the reader’s own word', () => {
    for (const lang of LOCALES) {
      const text = (['words', 'more-words', 'even-more-words', 'still-more-words'] as const).map((p) => guideView(ctx(lang), lang, GUIDE_PAGES.indexOf(p)).sections[0]!.description).join('\n');
      const triggers = (['trigger-words', 'more-trigger-words'] as const).map((p) => guideView(ctx(lang), lang, GUIDE_PAGES.indexOf(p)).sections[0]!.description).join('\n');
      for (const term of vocabulary.effects.terms) {
        expect(text, `${lang} ${term.canonical}`).toContain(`\`${term.canonical}`);
        const own = lang === 'en' ? undefined : term.aliases?.[lang]?.[0];
        if (own) expect(text, `${lang} ${own}`).toContain(`(${own})`);
      }
      for (const word of triggerWords()) expect(triggers, `${lang} ${word}`).toContain(`\`(${word}: …)\``);
      expect(text).toContain('+3/+3 x');
    }
  });

  it('every page fits a Discord embed description (4,096 characters) in every language, so nothing is cut off', () => {
    for (const lang of LOCALES) {
      GUIDE_PAGES.forEach((page, n) => {
        expect(guideView(ctx(lang), lang, n).sections[0]!.description.length, `${lang} ${page}`).toBeLessThanOrEqual(4096);
      });
    }
  });

  it('every page fits Discord, with buttons to the previous and next pages and a menu of all pages', () => {
    for (const lang of LOCALES) {
      GUIDE_PAGES.forEach((page, n) => {
        const view = guideView(ctx(lang), lang, n);
        expect(view.ephemeral).toBe(true);
        expect(limitProblems(renderMessage(view)), `${lang} ${page}`).toEqual([]);
        expect(view.sections[0]!.title).toBe(t(lang, 'guide.title', { n: n + 1, count: GUIDE_PAGES.length, page: t(lang, `guide.pages.${page}.title`) }));
        const ids = view.actions!.map((a) => a.id);
        if (n > 0) expect(ids).toContain(`help:page:${lang}:${n - 1}`);
        if (n < GUIDE_PAGES.length - 1) expect(ids).toContain(`help:page:${lang}:${n + 1}`);
        expect(view.menu!.options.map((o) => o.value)).toEqual(GUIDE_PAGES.map((_, i) => String(i)));
      });
    }
  });

  it('the first page offers card names, saying whether this bot has card data', () => {
    const text = guideView(ctx('en'), 'en', 0).sections[0]!.description;
    expect(text).toContain(t('en', 'guide.pages.objects.cards_off'));
  });
});
