/**
 * /define in English, Japanese and French: the official glossary through the search's concept lexicon, and the
 * knowledge base's entry when the official rules are absent or lack the term (issue #29). The rules pack is a small
 * test document (test/helpers/mini-cr.ts); the knowledge base is the shipped one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../commands/context.ts';
import { runCommand } from '../commands/dispatch.ts';
import type { Locale } from '../commands/i18n.ts';
import { officialRules } from '../commands/render/official.ts';
import type { ReplyView } from '../commands/types.ts';
import { createServices } from '../bot/services.ts';
import { renderText } from '../bot/text-render.ts';
import { miniPack } from './helpers/mini-cr.ts';

let bare: Services;
let withRules: Services;

beforeAll(async () => {
  bare = await createServices({ features: [] });
  withRules = { ...bare, official: officialRules(miniPack()) };
});

const define = (services: Services, term: string, userLocale: Locale, guildLocale: Locale = userLocale): Promise<ReplyView> =>
  runCommand({ services, invocation: { userLocale, guildLocale, userId: 'judge', guildId: 'g' } }, 'define', { term });

describe('/define with the official rules', () => {
  it('finds the glossary entry for a term typed in Japanese or French, saying how it read it', async () => {
    for (const [term, lang, note] of [
      ['trample', 'en', undefined],
      ['トランプル', 'ja', '「トランプル」は用語集では「Trample」です。'],
      ['piétinement', 'fr', '« piétinement » s\'appelle « Trample » dans le glossaire.'],
      ['接死', 'ja', '「接死」は用語集では「Deathtouch」です。'],
      ['contact mortel', 'fr', '« contact mortel » s\'appelle « Deathtouch » dans le glossaire.'],
    ] as const) {
      const view = await define(withRules, term, lang);
      expect(view.ephemeral, term).toBe(false);
      expect(view.sections[0]!.title, term).toMatch(/Trample|Deathtouch/);
      if (note) expect(view.sections[0]!.description, term).toContain(note);
      expect(renderText(view), term).toContain('702.');
    }
  });

  it('a term the glossary lacks but the knowledge base has: the entry answers, saying so', async () => {
    const view = await define(withRules, 'lifelink', 'en');
    expect(view.ephemeral).toBe(false);
    expect(view.sections[0]!.description).toMatch(/^_Not in the official glossary; the knowledge base’s entry:_/);
    expect(view.sections[0]!.footer).toContain('mtg.lifelink');
  });

  it('a term neither has is "not in the glossary", privately and in the asker’s language', async () => {
    const view = await define(withRules, 'qwertyuiop', 'ja', 'fr');
    expect(view.ephemeral).toBe(true);
    expect(view.locale).toBe('ja');
    expect(view.sections[0]!.title).toBe('用語集にない語です');
  });
});

describe('/define without the official rules', () => {
  it('the knowledge base answers, in the term’s language', async () => {
    for (const [term, lang, id] of [
      ['trample', 'en', 'mtg.trample'],
      ['トランプル', 'ja', 'mtg.'],
      ['piétinement', 'fr', 'mtg.'],
    ] as const) {
      const view = await define(bare, term, lang);
      expect(view.ephemeral, term).toBe(false);
      expect(view.locale, term).toBe(lang);
      expect(view.sections[0]!.footer, term).toContain(id);
    }
    const ja = await define(bare, 'トランプル', 'ja');
    expect(ja.sections[0]!.description).toMatch(/^_このボットにはまだ公式ルールがありません。ナレッジベースの項目：_/);
  });

  it('a term the knowledge base lacks too is "not available", privately', async () => {
    const view = await define(bare, 'qwertyuiop', 'fr', 'en');
    expect(view.ephemeral).toBe(true);
    expect(view.sections[0]!.title).toBe('Règles officielles pas encore disponibles');
  });
});
