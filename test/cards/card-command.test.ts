import { beforeAll, describe, expect, it } from 'vitest';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createConsoleSession } from '../../bot/console.ts';
import { createServices } from '../../bot/services.ts';
import type { CommandContext, Services } from '../../commands/context.ts';
import { runCommand } from '../../commands/dispatch.ts';
import { findCommand } from '../../commands/registry.ts';
import type { Locale } from '../../commands/i18n.ts';
import type { ReplyView } from '../../commands/types.ts';
import { fixtureDataDir } from './fixture.ts';

let services: Services;
let empty: Services;

beforeAll(async () => {
  const dataDir = fixtureDataDir();
  services = await createServices({ features: [cardsFeature({ env: {}, store: { dataDir } })] });
  empty = await createServices({ features: [cardsFeature({ env: {}, store: { dataDir: `${dataDir}/none` } })] });
});

const ctx = (userLocale: Locale, s = services, guildLocale?: Locale): CommandContext => ({
  services: s,
  invocation: { userLocale, userId: '1', ...(guildLocale ? { guildLocale, guildId: '2' } : {}) },
});

async function card(name: string, lang: Locale, extra: Record<string, string | boolean> = {}): Promise<ReplyView> {
  return runCommand(ctx(lang), 'card', { name, ...extra });
}

const fieldsOf = (view: ReplyView) => Object.fromEntries((view.sections[0]!.fields ?? []).map((f) => [f.name, f.value]));

describe('/card', () => {
  it('in English: type line, cost, oracle text, stats, rulings with dates, footer with the data version', async () => {
    const view = await card('tarmogoyf', 'en');
    const s = view.sections[0]!;
    expect(s.title).toBe('Tarmogoyf');
    expect(s.url).toBe('https://scryfall.com/card/tst/1/tarmogoyf');
    expect(s.description).toContain('Creature — Lhurgoyf — {1}{G}');
    expect(s.description).toContain('Power/toughness: **\\*/1+\\***'); // a markdown-escaped */1+*
    expect(s.description).toContain("Tarmogoyf's power is equal to the number of card types");
    expect(fieldsOf(view).Rulings).toContain('**2017-04-18** (Official ruling) The card types are counted continuously');
    expect(s.footer).toBe('Card data: Scryfall, 2025-02-07');
  });

  it('in Japanese, by its Japanese name: Japanese labels, the English oracle text marked as such', async () => {
    const view = await card('セラの天使', 'ja');
    const s = view.sections[0]!;
    expect(s.title).toBe('セラの天使 (Serra Angel)');
    expect(s.description).toContain('__オラクル文（英語。ルール上の正式な文面です）__\nFlying\nVigilance');
    expect(s.description).toContain('パワー/タフネス：**4/4**');
    expect(fieldsOf(view)['キーワード']).toBe('Flying, Vigilance');
    expect(fieldsOf(view)['裁定']).toBe('このカードに公式裁定はありません。');
    expect((await card('灰色熊', 'ja')).sections[0]!.title).toBe('灰色熊 (Grizzly Bears)');
    expect(s.footer).toBe('カードデータ：Scryfall（2025-02-07）');
  });

  it('in French, by its French name (any case and accents), with each face of a split card', async () => {
    const bears = await card('ours GRIZZLY', 'fr');
    expect(bears.sections[0]!.title).toBe('Ours grizzly (Grizzly Bears)');
    const fireIce = await card('Feu // Glace', 'fr');
    const f = fieldsOf(fireIce);
    expect(Object.keys(f)).toEqual(['Face 1 : Feu (Fire)', 'Face 2 : Glace (Ice)', 'Décisions']);
    expect(f['Face 2 : Glace (Ice)']).toContain('Tap target permanent.');
    expect(f['Décisions']).toContain('**2020-11-10** (Décision officielle)');
  });

  it('a battle and a planeswalker show defense and loyalty; the transformed face its power/toughness', async () => {
    const battle = fieldsOf(await card('Invasion of Dominaria', 'en'));
    expect(battle['Face 1: Invasion of Dominaria']).toContain('Defense: **6**');
    expect(battle['Face 2: Serra Faithkeeper']).toContain('Power/toughness: **4/4**');
    const pw = await card('Gideon Blackblade', 'en');
    expect(pw.sections[0]!.description).toContain('Loyalty: **4**');
  });

  it('links the knowledge-base entries about the card, with buttons that open them', async () => {
    const view = await card('Serra Avatar', 'en', { private: true });
    const kb = fieldsOf(view)['In the knowledge base']!;
    expect(kb).toContain('`mtg.usg1998.serra-avatar-anywhere`');
    expect(view.actions!.map((a) => a.id)).toContain('ruling:lang:en:mtg.usg1998.serra-avatar-anywhere');
    expect(view.actions!.map((a) => a.id)).toContain('card:public:Serra Avatar');
    const opened = await findCommand('ruling')!.action!(ctx('en'), 'lang', ['en', 'mtg.usg1998.serra-avatar-anywhere']);
    expect(opened.sections[0]!.description).toMatch(/Serra Avatar/i);
  });

  it('the language buttons re-render the card in another language', async () => {
    const view = await findCommand('card')!.action!(ctx('en'), 'lang', ['ja', 'Grizzly Bears']);
    expect(view.sections[0]!.title).toBe('灰色熊 (Grizzly Bears)');
    expect(view.ephemeral).toBe(true);
  });

  it('an unknown name says so with "did you mean", in every language', async () => {
    const en = await card('Craw Wurn', 'en');
    expect(en.sections[0]!.title).toBe('Card not found');
    expect(en.sections[0]!.description).toBe('No card is named “Craw Wurn”. Did you mean **Craw Wurm**?');
    const ja = await card('タルモゴイブ', 'ja');
    expect(ja.sections[0]!.description).toBe('「タルモゴイブ」という名前のカードはありません。 **タルモゴイフ** のことですか？');
    const fr = await card('Ours grizly', 'fr');
    expect(fr.sections[0]!.description).toContain('Vouliez-vous dire **Ours grizzly** ?');
  });

  it('autocompletes names in the user’s language, with the English name beside', async () => {
    const command = findCommand('card')!;
    expect(await command.autocomplete!(ctx('ja'), 'name', 'セラ', {})).toEqual([
      { name: 'セラのアバター — Serra Avatar', value: 'Serra Avatar' },
      { name: 'セラの天使 — Serra Angel', value: 'Serra Angel' },
    ]);
    const fr = await command.autocomplete!(ctx('fr'), 'name', 'ours', {});
    expect(fr[0]).toEqual({ name: 'Ours grizzly — Grizzly Bears', value: 'Grizzly Bears' });
    expect((await command.autocomplete!(ctx('en'), 'name', 'craw', {}))[0]).toEqual({ name: 'Craw Wurm', value: 'Craw Wurm' });
    expect(await command.autocomplete!(ctx('en'), 'name', '', {})).toHaveLength(25);
  });

  it('without card data, says how to import it', async () => {
    const view = await runCommand(ctx('fr', empty), 'card', { name: 'Craw Wurm' });
    expect(view.sections[0]!.title).toBe('Aucune donnée de cartes');
    expect(view.sections[0]!.description).toContain('rulebot import scryfall');
  });

  it('works in the console like the other commands', async () => {
    const session = createConsoleSession(services, 'ja');
    const { text } = await session.handle('/card name:シヴ山のドラゴン');
    expect(text).toContain('シヴ山のドラゴン (Shivan Dragon)');
    expect(text).toContain('{R}: Shivan Dragon gets +1/+0 until end of turn.');
  });
});
