/** The Riftbound notation: objects, the five directives, the wording reader, round trips and exact parse errors. */
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { renderParseErrors } from '../../commands/render/resolution.ts';
import type { RbScenario } from '../../engine/rb/scenario.ts';
import { analyzeWording } from '../../engine/rb/wording.ts';
import { attributeTerms, cardTerms, directiveTerms, flagTerms, kindTerms, zoneTerms, GAME_NAMES } from '../../engine/rb/vocabulary.ts';
import { docSection } from './helpers.ts';
import { errorsOf, run } from './gr-helpers.ts';

const parse = (text: string) => parseScenario(text).scenario as RbScenario | undefined;

describe('structure', () => {
  it('accepts the game in several names', () => {
    for (const g of ['rb', 'RB', 'Riftbound', 'リフトバウンド']) expect(parse(`${g}\nA: u=unit`)?.game, g).toBe('rb');
  });

  it('reads objects and every directive, in three languages, and prints them back', () => {
    const en = parse(
      'rb ; A: y=Yasuo unit in=base ; h=card in=hand ; B: e=Garen unit in=battlefield facedown ; s=Sigil of the Storm battlefield ; text A: Kill an enemy unit. ; choose e ; leave e ; mention B: card in=trash enemy play ; card Cull the Weak',
    )!;
    expect(en.objects).toStrictEqual([
      { id: 'y', controller: 'A', kind: 'unit', name: 'Yasuo', zone: 'base' },
      { id: 'h', controller: 'A', kind: 'card', zone: 'hand' },
      { id: 'e', controller: 'B', kind: 'unit', name: 'Garen', zone: 'battlefield', facedown: true },
      { id: 's', controller: 'B', kind: 'battlefield', name: 'Sigil of the Storm' },
    ]);
    expect(en.actions).toStrictEqual([
      { kind: 'text', player: 'A', text: 'Kill an enemy unit.' },
      { kind: 'choose', ids: ['e'] },
      { kind: 'leave', target: 'e' },
      { kind: 'mention', player: 'B', mention: { ref: 'card', zone: 'trash', relation: 'enemy', play: true } },
      { kind: 'card', card: 'cull-the-weak' },
    ]);
    const ja = parse(
      'リフトバウンド；A：y=Yasuo ユニット 領域=ベース；h=カード in=手札；B：e=Garen ユニット in=バトルフィールド 伏せ；s=Sigil of the Storm バトルフィールド；テキスト A: Kill an enemy unit.；選ぶ e；離れる e；言及 B: カード in=トラッシュ 敵 プレイ；カード名 弱者狩り',
    )!;
    expect(ja).toStrictEqual(en);
    const fr = parse(
      'riftbound ; A: y=Yasuo unité dans=plateau ; h=carte in=main ; B: e=Garen unité in=champ-de-bataille face-cachée ; s=Sigil of the Storm champ-de-bataille ; texte A: Kill an enemy unit. ; cibler e ; quitte e ; mentionne B: carte in=défausse ennemie jouer ; carte Cull the Weak',
    )!;
    expect(fr).toStrictEqual(en);
    expect(parse(printScenario(en))).toStrictEqual(en);
    expect(printScenario(en, { oneLine: true })).toBe(
      'rb ; A: y=Yasuo unit in=base ; h=card in=hand ; B: e=Garen unit in=battlefield facedown ; s=Sigil of the Storm battlefield ; text A: Kill an enemy unit. ; choose e ; leave e ; mention B: card in=trash enemy play ; card Cull the Weak',
    );
  });

  it('keeps the card wording as typed (a colon inside it is not a player)', () => {
    const s = parse('rb ; text A: [E], kill a friendly unit or gear: Add [A][A].')!;
    expect(s.actions[0]).toStrictEqual({ kind: 'text', player: 'A', text: '[E], kill a friendly unit or gear: Add [A][A].' });
    const noPlayer = parse('rb ; text Kill: an enemy unit')!;
    expect(noPlayer.actions[0]).toStrictEqual({ kind: 'text', text: 'Kill: an enemy unit' });
  });
});

describe('the wording reader', () => {
  const read = (t: string) => analyzeWording(t).mentions.map((m) => [m.phrase, m.kind, m.form ?? m.role ?? m.zone ?? '-']);

  it('finds the mentions of the FAQ\'s patterns and where they are', () => {
    expect(read('Kill an enemy unit.')).toEqual([['an enemy unit', 'unit', '-']]);
    expect(read('Deal 2 to up to two enemy units.')).toEqual([['up to two enemy units', 'unit', '-']]);
    expect(read('Deal 1 to each unit.')).toEqual([['each unit', 'unit', 'all']]);
    expect(read('Buff your units.')).toEqual([['your units', 'unit', 'all']]);
    expect(read('Discard a card.')).toEqual([['a card', 'card', 'hand']]);
    expect(read('Counter a spell.')).toEqual([['a spell', 'spell', 'chain']]);
    expect(read('Your opponent chooses a unit they control. Kill it.')).toEqual([['a unit', 'unit', 'others-choose']]);
    expect(read('When a friendly unit dies, draw 1.')).toEqual([['a friendly unit', 'unit', 'trigger']]);
  });

  it('reports sentences it cannot read (a player action such as "Draw 2" is read since issue 16)', () => {
    expect(analyzeWording('Ignite the sky. Kill an enemy unit.').unread).toEqual(['Ignite the sky']);
    expect(analyzeWording('Draw 2. Kill an enemy unit.').unread).toEqual([]);
  });
});

describe('parse errors', () => {
  it('point at the word, say what was expected and suggest the nearest word', () => {
    const cases: Array<[string, string, number, string?]> = [
      ['rb ; A: y=Yasuo unt', 'engine-rb.parse.unknown-word', 17, 'unit'],
      ['rb ; A: y=Yasuo', 'engine-rb.parse.missing-kind', 9],
      ['rb ; A: y=Yasuo unit in=hnd', 'engine-rb.parse.unknown-zone', 25, 'hand'],
      ['rb ; card Cull the Weeak', 'engine-rb.parse.unknown-card', 11, 'Cull the Weak'],
      ['rb ; mention unit enemmy', 'engine-rb.parse.unknown-flag', 19, 'enemy'],
      ['rb ; mention', 'engine-rb.parse.expected-ref', 13],
      ['rb ; text', 'engine-rb.parse.empty-text', 10],
      ['rb ; A: y=unit ; choose z', 'engine.parse.unknown-object', 25],
      ['rb ; mention unit all controller', 'engine-rb.parse.conflicting-flags', 23],
      ['rb ; A: y=unit unit', 'engine-rb.parse.duplicate-kind', 16],
      ['rb ; A: y=unit cost', 'engine-rb.parse.flag-not-for-object', 16],
      ['rb ; leave', 'engine-rb.parse.expected-id', 11],
      ['rb ; A: y=unit ; leave y y', 'engine-rb.parse.extra-argument', 26],
      ['rb ; A: y=unit colour=red', 'engine-rb.parse.unknown-attribute', 16],
      ['rb ; A: y=', 'engine-rb.parse.empty-spec', 9],
      ['rb ; atack', 'engine.parse.unknown-statement', 6],
    ];
    for (const [text, key, col, suggestion] of cases) {
      const e = errorsOf(text);
      expect(e[0], text).toMatchObject({ key, col });
      if (suggestion) expect(e[0]!.suggestion, text).toBe(suggestion);
    }
    const text = 'rb ; A: y=Yasuo unit in=hnd';
    const rendered = renderParseErrors(text, errorsOf(text), 'en');
    expect(rendered).toContain('Line 1, column 25: “hnd” is not a zone.');
    expect(rendered).toContain('                         ^^^');
    expect(rendered).toContain('Expected: base, battlefield, chain, trash, hand or deck');
    expect(renderParseErrors(text, errorsOf(text), 'ja')).toContain('「hnd」は領域ではありません。');
  });

  it('checkScenario handles rb text and never throws on broken input', () => {
    expect(checkScenario('rb ; text A: Kill an enemy unit.').ok).toBe(true);
    for (const t of ['rb', 'rb ; text A:', 'rb ; mention A:', 'rb ; card', 'rb ; choose', 'rb ; A: x=unit ; mention x x', 'rb ; text ((([[[:::']) {
      expect(() => checkScenario(t), t).not.toThrow();
    }
    expect(run('rb').resolution.outcome.map((o) => o.key)).toEqual(['engine-rb.outcome.nothing']);
  });
});

describe('docs/notation.md', () => {
  const doc = docSection('## Riftbound (`rb`)');
  it('documents every word and alias the Riftbound parser accepts', () => {
    const terms = [...kindTerms, ...zoneTerms, ...flagTerms, ...attributeTerms, ...directiveTerms, ...cardTerms];
    for (const t of terms) {
      for (const form of [t.canonical, ...(t.aliases?.en ?? []), ...(t.aliases?.ja ?? []), ...(t.aliases?.fr ?? [])]) {
        expect(doc, form).toContain(form);
      }
    }
    for (const name of GAME_NAMES) expect(doc, name).toContain(name);
  });

  it('states the verdict counts of its examples, and they are what the engine finds', () => {
    const blocks = [...doc.matchAll(/```scenario\n([\s\S]*?)\n```\n+<!-- verdicts: targets=(\d+) others=(\d+) -->/g)];
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    for (const [, text, targets, others] of blocks) {
      const r = run(text!);
      expect(r.resolution.outcome[0], text).toMatchObject({ key: 'engine-rb.outcome.count', params: { targets: Number(targets), others: Number(others) } });
    }
  });
});
