/**
 * "Which game?" with choices (issues #24/#26): a question that names no game, whose closest Magic and Riftbound
 * entries come about equally close, is asked back — and each game's closest entries are offered as numbered choices
 * (a button each on Discord, a numbered list in the console and the CLI), so one tap says which game was meant.
 * None is given as the answer: the reply is a warning, found stays false, no answer's buttons. The questions were
 * written for this test, not taken from the question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { askServices } from '../bot/cli/ask.ts';
import { main } from '../bot/cli.ts';
import { consoleInvocation } from '../bot/console-invocation.ts';
import { renderText } from '../bot/text-render.ts';
import { rulingCommand } from '../commands/ruling.ts';
import type { ReplyView } from '../commands/types.ts';
import type { Locale } from '../commands/i18n.ts';
import { DOUBT_CHOICES } from '../rulings/search.ts';

type Services = Awaited<ReturnType<typeof askServices>>;
let services: Services;
beforeAll(async () => {
  services = await askServices();
});

const ctx = (lang: Locale) => ({ services, invocation: consoleInvocation(lang) });
const ask = (question: string, lang: Locale) => rulingCommand.run(ctx(lang), { question });
/** The entry ids the reply's buttons open ("ruling:open:<lang>:<id>"). */
const opened = (view: ReplyView, lang: Locale) =>
  (view.actions ?? []).map((a) => {
    expect(a.id.startsWith(`ruling:open:${lang}:`), a.id).toBe(true);
    return a.id.split(':').at(-1)!;
  });
const gameOf = (id: string) => id.split('.')[0];

const CASES: Array<{ lang: Locale; question: string; title: string; asked: string; magic: string; riftbound: string }> = [
  { lang: 'en', question: 'Do I have to show my opponent the card I drew?', title: 'Which game?', asked: 'Which game is “Do I have to show my opponent the card I drew?” about?', magic: 'Magic: The Gathering', riftbound: 'Riftbound' },
  { lang: 'ja', question: 'ダメージを割り振るとき、2体に少しずつ振り分けてもいい？', title: 'どのゲームですか？', asked: '「ダメージを割り振るとき、2体に少しずつ振り分けてもいい？」はどのゲームについての質問ですか？', magic: 'マジック：ザ・ギャザリング', riftbound: 'Riftbound' },
  { lang: 'fr', question: 'Je peux répartir les dégâts de combat entre deux cibles comme je veux ?', title: 'Quel jeu ?', asked: 'De quel jeu parle « Je peux répartir les dégâts de combat entre deux cibles comme je veux ? » ?', magic: 'Magic: The Gathering', riftbound: 'Riftbound' },
];

describe('"which game?" offers the closest entry of each game in doubt', () => {
  it('the search keeps each game’s closest entries apart, never as hits or suggestions', () => {
    for (const { question } of CASES) {
      const r = services.search.query(question);
      expect(r.found, question).toBe(false);
      expect(r.hits, question).toEqual([]);
      expect(r.suggestions, question).toEqual([]);
      expect(r.gamesInDoubt, question).toEqual(['mtg', 'rb']);
      const games = (r.doubtChoices ?? []).map((h) => h.game);
      // each game in doubt, in the order named, at most DOUBT_CHOICES each
      expect([...new Set(games)], question).toEqual(['mtg', 'rb']);
      for (const g of ['mtg', 'rb'] as const) expect(games.filter((x) => x === g).length, question).toBeLessThanOrEqual(DOUBT_CHOICES);
    }
  });

  for (const { lang, question, title, asked, magic, riftbound } of CASES) {
    it(`/ruling asks back in ${lang} with one button per choice, each game's closest first, none as the answer`, async () => {
      const view = await ask(question, lang);
      expect(view.ephemeral).toBe(true);
      expect(view.sections).toHaveLength(1);
      const [section] = view.sections;
      expect(section!.tone).toBe('warning');
      expect(section!.title).toBe(title);
      expect(section!.description.startsWith(asked)).toBe(true);
      // the numbered list names the game of each choice, Magic's then Riftbound's
      const listed = section!.description.split('\n').filter((l) => /^\d+\. /.test(l));
      const ids = opened(view, lang);
      expect(listed.length).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect([...new Set(ids.map(gameOf))]).toEqual(['mtg', 'rb']);
      ids.forEach((id, i) => {
        const game = gameOf(id) === 'mtg' ? magic : riftbound;
        expect(listed[i]).toContain(`${i + 1}. **${game}** — `);
        expect(listed[i]).toContain(`(\`${id}\`)`);
        expect(view.actions![i]!.label.startsWith(`${i + 1}. ${game} — `)).toBe(true);
      });
      // a non-answer: no "post publicly", no language buttons, no report button, no related menu
      expect(view.actions!.every((a) => a.id.startsWith('ruling:open:'))).toBe(true);
      expect(view.menu).toBeUndefined();
    });
  }

  it('one tap opens the chosen entry, privately, in the asker’s language', async () => {
    const { lang, question } = CASES[1]!;
    const view = await ask(question, lang);
    const riftbound = opened(view, lang).find((id) => gameOf(id) === 'rb')!;
    const press = await rulingCommand.action!(ctx(lang), 'open', [lang, riftbound]);
    expect(press.ephemeral).toBe(true);
    expect(press.sections[0]!.ref ?? press.sections[0]!.footer).toContain(riftbound);
    expect(press.locale).toBe(lang);
  });

  it('the console shows the numbered choices and their buttons', async () => {
    const { lang, question } = CASES[2]!;
    const text = renderText(await ask(question, lang));
    expect(text).toContain('⚠️ Quel jeu ?');
    expect(text).toContain("je n'en donne aucune comme réponse");
    expect(text).toMatch(/^1\. \*\*Magic: The Gathering\*\* — /m);
    expect(text).toMatch(/^\d\. \*\*Riftbound\*\* — /m);
    expect(text).toMatch(/\[1\] 1\. Magic: The Gathering — /);
  });

  it('rulebot ask prints the question asked back and the numbered choices', async () => {
    const out: string[] = [];
    await main(['ask', CASES[1]!.question], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('どのゲームですか？');
    expect(text).toContain('どちらも答えとしては示しません');
    expect(text).toMatch(/^1\. \*\*マジック：ザ・ギャザリング\*\* — /m);
    expect(text).toMatch(/^\d\. \*\*Riftbound\*\* — /m);
    const json: string[] = [];
    await main(['ask', '--json', CASES[0]!.question], { out: (s) => json.push(s), err: () => {} });
    const answer = JSON.parse(json.join('\n')) as { found: boolean; hits: unknown[]; doubtChoices: Array<{ id: string; game: string }> };
    expect(answer.found).toBe(false);
    expect(answer.hits).toEqual([]);
    expect([...new Set(answer.doubtChoices.map((c) => c.game))]).toEqual(['mtg', 'rb']);
  });
});
