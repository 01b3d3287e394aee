import { describe, expect, it } from 'vitest';
import { createConsoleSession } from '../bot/console.ts';
import { parseConsoleLine } from '../bot/console-parse.ts';
import { createServices } from '../bot/services.ts';
import { SOURCE, writeKb } from './helpers/kb-fixture.ts';

const dir = writeKb({
  'sources/test.yaml': SOURCE,
  'mtg/a.yaml': `
- id: mtg.trample.lethal
  game: mtg
  title: { en: Trample and lethal damage, ja: トランプルと致死ダメージ, fr: Piétinement et blessures mortelles }
  answer: { en: Assign lethal damage to each blocker first., ja: まず各ブロッカーに致死ダメージを割り振ります。, fr: Assignez d'abord des blessures mortelles à chaque bloqueur. }
  keywords: { en: [trample], ja: [トランプル], fr: [piétinement] }
  citations: [{ source: test-doc, rule: "702.19b" }]
- id: mtg.old.trample
  game: mtg
  status: superseded
  superseded_by: mtg.trample.lethal
  changes: { en: Marked damage now counts., ja: 既存のダメージも数えるようになりました。, fr: Les blessures déjà marquées comptent désormais. }
  title: { en: Trample in 1998, ja: 1998年のトランプル, fr: Le piétinement en 1998 }
  answer: { en: Old answer about trample., ja: トランプルの古い裁定。, fr: Ancienne réponse sur le piétinement. }
  citations: [{ source: test-doc, section: Section one }]
`,
});

async function session(lang: 'en' | 'ja' | 'fr' = 'en') {
  return createConsoleSession(await createServices({ dir }), lang);
}

describe('console line parsing', () => {
  it('gives free text to the first required option', () => {
    expect(parseConsoleLine('/ruling how does trample work?')).toEqual({ command: 'ruling', options: { question: 'how does trample work?' } });
  });

  it('reads name:value options and keeps colons inside text', () => {
    expect(parseConsoleLine('/ruling question:A: what now? game:mtg private:true')).toEqual({
      command: 'ruling',
      options: { question: 'A: what now?', game: 'mtg', private: 'true' },
    });
  });

  it('ignores lines that are not commands', () => {
    expect(parseConsoleLine('hello')).toBeUndefined();
  });
});

describe('console session', () => {
  it('answers a question with the entry, its citation and the buttons', async () => {
    const { text } = await (await session()).handle('/ruling how does trample work?');
    expect(text).toContain('Trample and lethal damage');
    expect(text).toContain('Assign lethal damage to each blocker first.');
    expect(text).toContain('Test document 702.19b (2025-02-07)');
    expect(text).toContain('[1] 日本語');
  });

  it('answers in the language of the question', async () => {
    const { text } = await (await session('en')).handle('/ruling トランプルはどうなる？');
    expect(text).toContain('トランプルと致死ダメージ');
    expect(text).toContain('出典');
  });

  it('shows a superseded ruling with its banner and what changed', async () => {
    const { text } = await (await session()).handle('/rule mtg.old.trample');
    expect(text).toContain("Historical ruling — superseded. Today's rule: **Trample and lethal damage** (`mtg.trample.lethal`)");
    expect(text).toContain('Marked damage now counts.');
  });

  it('presses a button by number: private answer → posted publicly; another language', async () => {
    const s = await session('fr');
    const first = await s.handle('/ruling question:comment marche le piétinement ? private:true');
    expect(first.text).toContain('[1] Publier dans le salon');
    expect((await s.handle('1')).text).toContain('Piétinement et blessures mortelles');
    const again = await s.handle('/ruling question:trample private:oui');
    expect(again.text).toContain('Piétinement et blessures mortelles');
    const jaButton = again.text.match(/\[(\d)\] 日本語/)![1]!;
    expect((await s.handle(jaButton)).text).toContain('トランプルと致死ダメージ');
  });

  it('says no ruling found, in the asker’s language', async () => {
    expect((await (await session()).handle('/ruling how do mulligans work?')).text).toContain('No ruling found');
    expect((await (await session()).handle('/ruling マリガンのやり方は？')).text).toContain('裁定が見つかりません');
  });

  it('says “not sure” with the closest entries as numbered choices, and a number opens one', async () => {
    const shipped = createConsoleSession(await createServices({ features: [] }), 'en');
    const story = '/ruling mon adversaire a répondu avec un sort pendant le combat, on ne savait plus qui choisit l\'ordre';
    // "un sort", "le combat": either game's words — the reply asks which game before offering one game's entries
    const doubt = (await shipped.handle(story)).text;
    expect(doubt).toContain('Magic: The Gathering');
    expect(doubt).toContain('Riftbound');
    expect(doubt).not.toMatch(/\[\d+\] Ouvrir/);
    const reply = (await shipped.handle(`${story} game:mtg`)).text;
    expect(reply).toContain('Pas sûr — voici les plus proches');
    const choice = reply.match(/\[(\d+)\] Ouvrir l'une d'elles…: ([^[\n]+)/);
    expect(choice, reply).not.toBeNull();
    const opened = (await shipped.handle(choice![1]!)).text;
    expect(opened).toContain(choice![2]!.trim());
    expect(opened).not.toContain('Pas sûr');
  });

  it('gives localized errors with a did-you-mean for bad commands and options', async () => {
    const s = await session('ja');
    expect((await s.handle('/rulng x')).text).toContain('`/rulng` というコマンドはありません。 `/ruling` のことですか？');
    expect((await s.handle('/ruling question:x private:maybe')).text).toContain('`private` は true か false で指定してください');
    expect((await s.handle('/rule mtg.trample.letal')).text).toContain('`mtg.trample.lethal` のことですか？');
    expect((await s.handle('/help topic:notaton')).text).toContain('`notation` のことですか？');
    expect((await s.handle('hello')).text).toContain('コマンドは / で始まります');
  });

  it('says how to import the official rules when asked for a rule number', async () => {
    expect((await (await session()).handle('/rule 702.19b')).text).toContain('/ruling');
  });

  it('quits', async () => {
    expect(await (await session('fr')).handle('/quit')).toEqual({ text: 'Au revoir.', quit: true });
  });
});
