/**
 * Official card rulings as an answer source: a question naming a card gets the card's rulings that bear on it
 * (ranked by the question's words and concepts, dated, the Oracle text one button away), from the imported table
 * and from a fake Scryfall on 127.0.0.1, in English, Japanese and French; and never a confident answer from a
 * ruling that does not bear on the question.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../bot/cli.ts';
import { answerJson } from '../../bot/cli/ask.ts';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createConsoleSession } from '../../bot/console.ts';
import { createServices } from '../../bot/services.ts';
import type { Services } from '../../commands/context.ts';
import { runAction, runCommand } from '../../commands/dispatch.ts';
import type { Locale } from '../../commands/i18n.ts';
import type { ReplyView } from '../../commands/types.ts';
import { rankRulings, type RulingReader } from '../../rulings/cards/card-rulings.ts';
import { FakeScryfall } from './fake-scryfall.ts';
import { rulingCards, rulingsDataDir } from './ruling-cards.ts';

const KARN = "My opponent activated Karn Liberated's -14 and I destroyed Karn in response. Does the game still restart with the exiled cards?";
const KARN_RULING = 'When the game restarts, the cards exiled with Karn’s abilities are put onto the battlefield after the new opening hands are drawn';

let dataDir: string;
let services: Services;

beforeAll(async () => {
  dataDir = rulingsDataDir();
  services = await createServices({ features: [cardsFeature({ env: { RULEBOT_CARDS: 'local' }, store: { dataDir }, warmUpMs: 0 })] });
});

const ctx = (userLocale: Locale, s = services) => ({ services: s, invocation: { userLocale, userId: '1' } });
const ruling = (question: string, lang: Locale = 'en', s = services, extra: Record<string, unknown> = {}) => runCommand(ctx(lang, s), 'ruling', { question, ...extra });
const text = (view: ReplyView) => view.sections.map((s) => `${s.title}\n${s.description}\n${s.footer ?? ''}`).join('\n---\n');
const labels = (view: ReplyView) => (view.actions ?? []).map((a) => a.label);

describe('ranking a card’s rulings by a question (rulings/cards/card-rulings.ts)', () => {
  const reader: RulingReader = {
    terms: (t) => t.toLowerCase().match(/[a-z]+/g) ?? [],
    weight: (t) => (t === 'damage' ? 0.5 : 2),
    isConcept: () => false,
    isTopic: (t) => t === 'damage',
  };
  const card = {
    name: 'Test Card',
    type: 'Creature',
    rulings: [
      { date: '2020-01-01', source: 'wotc', text: 'Damage is dealt as usual.' },
      { date: '2021-01-01', source: 'wotc', text: 'If it leaves the battlefield, nothing is exiled.' },
      { date: '2022-01-01', source: 'scryfall', text: 'Leaves the battlefield, exiled: a note, not a ruling.' },
    ],
  };

  it('ranks by the share of the question’s terms a ruling holds, rarity-weighted; Scryfall’s own notes are not rulings', () => {
    const ranked = rankRulings(card, ['leaves', 'battlefield', 'exiled', 'damage'], reader);
    expect(ranked.map((r) => [r.index, Number(r.coverage.toFixed(3)), r.specific])).toEqual([
      [1, 0.923, true],
      [0, 0.077, false],
    ]);
  });
});

describe('/ruling with card rulings, from the imported card table', () => {
  it('answers from the named card’s official ruling, dated, with its Oracle text one button away — Karn Liberated, not Karn, Silver Golem', async () => {
    const view = await ruling(KARN);
    const first = view.sections[0]!;
    expect(first.title).toBe('Official rulings — Karn Liberated');
    expect(first.description).toContain(`**2011-09-22** — ${KARN_RULING}`);
    expect(first.footer).toBe('Official rulings by Wizards of the Coast, via Scryfall');
    expect(text(view)).not.toContain('Silver Golem');
    expect(view.ephemeral).toBe(false);
    expect(labels(view)).toContain('📜 Karn Liberated: Oracle text and rulings');
    const open = view.actions!.find((a) => a.label.startsWith('📜'))!;
    const card = await runAction(ctx('en'), open.id);
    expect(card.sections[0]!.title).toBe('Karn Liberated');
    expect(card.sections[0]!.description).toContain('−14: Restart the game');
  });

  it('a private answer can be posted publicly, and shown in another language', async () => {
    const view = await ruling(KARN, 'en', services, { private: true });
    expect(view.ephemeral).toBe(true);
    const post = view.actions!.find((a) => a.label === 'Post publicly')!;
    const posted = await runAction(ctx('en'), post.id);
    expect(posted.ephemeral).toBe(false);
    expect(posted.sections[0]!.description).toContain(KARN_RULING);
    const ja = await runAction(ctx('en'), view.actions!.find((a) => a.label === '日本語')!.id);
    expect(ja.sections[0]!.title).toBe('公式裁定 — 解放された者、カーン (Karn Liberated)（英語原文）');
  });

  it('in Japanese, by the card’s Japanese name: the English ruling labelled as the official English text', async () => {
    const view = await ruling('排斥が戦場を離れたら、追放されたカードはどうなる？', 'ja');
    const first = view.sections[0]!;
    expect(first.title).toBe('公式裁定 — 排斥 (Cast Out)（英語原文）');
    expect(first.description).toContain('**2017-04-18** — Should Cast Out leave the battlefield while its triggered ability is still on the stack');
    expect(first.footer).toBe('Wizards of the Coast の公式裁定（Scryfall より）。英語の原文のまま載せています。');
    expect(labels(view)).toContain('📜 排斥：オラクル文と裁定');
  });

  it('in French, by the card’s French name', async () => {
    const view = await ruling('Si je lance Colère de Dieu, mes créatures indestructibles survivent-elles ?', 'fr');
    expect(view.sections[0]!.title).toBe('Décisions officielles — Colère de Dieu (Wrath of God) (texte officiel en anglais)');
    expect(view.sections[0]!.description).toContain('A creature with indestructible is not destroyed by Wrath of God');
    expect(view.sections[0]!.footer).toContain('citées dans leur texte anglais d’origine'.replace('’', "'"));
  });

  it('a question naming two cards considers both', async () => {
    const answer = await answerJson(services, 'Ruxa, Patient Professor and Cast Out: if Cast Out leaves the battlefield before its trigger resolves, is anything exiled?', undefined, undefined);
    expect(answer.cards.map((c) => c.name)).toEqual(['Ruxa, Patient Professor', 'Cast Out']);
    // the knowledge base has an entry on "exiled until" (610.3a: nothing is exiled): it answers first, and Cast Out's
    // own ruling is among the hits that follow
    expect(answer.hits[0]!.id).toBe('mtg.core.exile-until');
    expect(answer.hits.some((h) => h.kind === 'card-ruling' && (h as { card?: { name: string } }).card?.name === 'Cast Out')).toBe(true);
  });

  it('the knowledge base answers first when it covers the question as well; the card’s ruling follows it', async () => {
    const view = await ruling('How does trample work when Colossal Dreadmaw is blocked?');
    expect(view.sections[0]!.title).not.toContain('Official rulings');
    expect(labels(view)).toContain('📜 Colossal Dreadmaw: Oracle text and rulings');
  });

  it('trust first: a ruling that does not bear on the question is never the answer', async () => {
    const answer = await answerJson(services, 'Is Tarmogoyf a good card in Modern?', undefined, undefined);
    expect(answer.hits.some((h) => 'card' in h)).toBe(false);
    expect(answer.cards).toMatchObject([{ name: 'Tarmogoyf', relevant: 0 }]);
    // a ruling sharing one word with the question is not enough either
    const one = await answerJson(services, 'Where does Tarmogoyf go when it dies?', undefined, undefined);
    expect(one.hits.some((h) => 'card' in h)).toBe(false);
  });

  it('with nothing that answers, the reply stays "no ruling found" and offers the cards named', async () => {
    const view = await ruling('《排斥》って強いカードなの？', 'ja');
    expect(view.ephemeral).toBe(true);
    expect(view.sections[0]!.tone).toBe('warning');
    expect(text(view)).toContain('この質問には **排斥** が出てきますが');
    expect(labels(view)).toContain('📜 排斥：オラクル文と裁定');
  });

  it('a card the knowledge base has an entry for is answered by that entry, its official rulings one button away', async () => {
    // mtg.card.notion-thief (614.5: each Thief replaces a given draw once) answers the two-Thieves question
    const view = await ruling('《概念泥棒》を2人ともコントロールしていたら、カードを引くときはどうなる？', 'ja');
    expect(view.sections[0]!.footer).toContain('mtg.card.notion-thief');
    expect(labels(view)).toContain('📜 概念泥棒：オラクル文と裁定');
  });

  it('below the bar, the closest rulings are offered under "no ruling found", never as the answer', async () => {
    const question = 'I have Ruxa, Patient Professor and my vanilla bear got blocked. can I split its damage, some to the blocker and the rest to the player?';
    const answer = await answerJson(services, question, undefined, undefined);
    expect(answer.found).toBe(false);
    expect(answer.suggestions.find((s) => 'card' in s)).toMatchObject({ id: 'card:Ruxa, Patient Professor#4', card: { name: 'Ruxa, Patient Professor' } });
    const view = await ruling(question);
    expect(view.ephemeral).toBe(true);
    expect(view.sections[0]!.tone).toBe('warning');
    expect(text(view)).toContain('Their official rulings closest to your question (they may not answer it):\n• Ruxa, Patient Professor — **2021-04-16** — For each attacking creature you control with no abilities');
  });

  it('the console shows the same reply', async () => {
    const out = await createConsoleSession(services, 'en').handle(`/ruling question:${KARN}`);
    expect(out.text).toContain('Official rulings — Karn Liberated');
    expect(out.text).toContain(KARN_RULING);
  });
});

describe('rulebot ask with card rulings', () => {
  async function run(args: string[], env: Record<string, string>) {
    const out: string[] = [];
    const saved = { ...process.env };
    Object.assign(process.env, { LOG_LEVEL: 'silent' }, env);
    try {
      const code = await main(args, { out: (s) => out.push(s), err: (s) => out.push(s) });
      return { code, out: out.join('\n') };
    } finally {
      process.env = saved;
    }
  }

  it('--json: the ruling is a hit of kind card-ruling carrying its card, and the cards named are listed', async () => {
    const r = await run(['ask', KARN, '--json'], { RULEBOT_DATA_DIR: dataDir, RULEBOT_CARDS: 'local' });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.found).toBe(true);
    expect(json.hits[0]).toMatchObject({
      id: 'card:Karn Liberated#1',
      kind: 'card-ruling',
      game: 'mtg',
      card: { name: 'Karn Liberated' },
      date: '2011-09-22',
      answer: expect.stringContaining(KARN_RULING),
      citations: [{ source: 'card-rulings', section: 'Karn Liberated', date: '2011-09-22' }],
    });
    expect(json.cards).toEqual([{ name: 'Karn Liberated', written: 'Karn Liberated', rulings: 2, relevant: 1, uri: 'https://scryfall.com/card/tst/1/karn-liberated', error: null }]);
  });

  it('in text, in French', async () => {
    const r = await run(['ask', 'Si je lance Colère de Dieu, mes créatures indestructibles survivent-elles ?'], { RULEBOT_DATA_DIR: dataDir, RULEBOT_CARDS: 'local' });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Décisions officielles — Colère de Dieu (Wrath of God)');
  });
});

describe('card rulings from a fake Scryfall (live, nothing imported)', () => {
  let fake: FakeScryfall;
  let live: Services;

  beforeAll(async () => {
    const { cards, rulings } = rulingCards();
    fake = await new FakeScryfall({ cards, rulings }).start();
    live = await createServices({
      features: [cardsFeature({ env: { RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: fake.api }, store: { dataDir: mkdtempSync(join(tmpdir(), 'rulebot-live-rulings-')) }, refreshNames: true, live: { spacingMs: 0 } })],
    });
    await live.cards!.refreshing;
  });

  afterAll(async () => {
    live.cards?.close();
    await fake.stop();
  });

  it('the name list finds the card in the question; its rulings come from Scryfall', async () => {
    const view = await ruling(KARN, 'en', live);
    expect(view.sections[0]!.title).toBe('Official rulings — Karn Liberated');
    expect(view.sections[0]!.description).toContain(KARN_RULING);
    expect(fake.paths()).toContain('/cards/named?exact=Karn%20Liberated');
  });

  it('in Japanese (a bracketed Japanese name, found by Scryfall’s search) and in French', async () => {
    const ja = await ruling('《排斥》が戦場を離れたら、追放されたカードはどうなる？', 'ja', live);
    expect(ja.sections[0]!.title).toBe('公式裁定 — 排斥 (Cast Out)（英語原文）');
    expect(ja.sections[0]!.description).toContain('Should Cast Out leave the battlefield');
    const fr = await ruling('Si Cast Out quitte le champ de bataille avant que sa capacité se résolve, la carte est-elle exilée ?', 'fr', live);
    expect(fr.sections[0]!.title).toBe('Décisions officielles — Cast Out (texte officiel en anglais)');
  });

  it('Scryfall gone: the knowledge base still answers, and the reply says which card’s rulings are missing (en/ja/fr)', async () => {
    const offline = await createServices({
      features: [cardsFeature({ env: { RULEBOT_CARDS: 'live', RULEBOT_SCRYFALL_API: 'http://127.0.0.1:9' }, store: { dataDir: mkdtempSync(join(tmpdir(), 'rulebot-off-')) }, live: { spacingMs: 0 } })],
    });
    offline.cards!.setNames(['Colossal Dreadmaw', 'Karn Liberated'], new Date().toISOString());
    const en = await ruling('How does trample work when Colossal Dreadmaw is blocked?', 'en', offline);
    expect(en.sections[0]!.title).not.toBe('Card rulings unavailable');
    expect(en.sections.at(-1)).toMatchObject({ title: 'Card rulings unavailable', tone: 'warning' });
    expect(en.sections.at(-1)!.description).toContain('cannot be reached right now (no network?), so “Colossal Dreadmaw” could not be looked up');
    const ja = await ruling('《巨大な戦慄大口》がブロックされたらトランプルはどうなる？', 'ja', offline);
    expect(text(ja)).toContain('カードの裁定を取得できませんでした\nカード検索に使っている Scryfall に今は接続できない');
    const fr = await ruling('Comment marche le piétinement quand Colossal Dreadmaw est bloqué ?', 'fr', offline);
    expect(text(fr)).toContain('Décisions de cartes indisponibles\nScryfall, où ce bot cherche les cartes, est injoignable');
  });
});
