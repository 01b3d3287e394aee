/** The Gate Ruler notation: game names, Japanese-first vocabulary with aliases, round trips, exact parse errors. */
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { renderParseErrors } from '../../commands/render/resolution.ts';
import type { GrScenario } from '../../engine/gr/scenario.ts';
import {
  attributeTerms,
  directiveTerms,
  keywordTerms,
  optionTerms,
  playerAttributeTerms,
  rulerTerms,
  GAME_NAMES,
} from '../../engine/gr/vocabulary.ts';
import { docSection } from './helpers.ts';
import { errorsOf, run } from './gr-helpers.ts';

const parse = (text: string) => parseScenario(text).scenario as GrScenario | undefined;

describe('game names', () => {
  it('accepts gr, Gate Ruler and ゲートルーラー in any case and width', () => {
    for (const g of ['gr', 'GR', 'gate ruler', 'Gate Ruler', 'gateruler', 'ゲートルーラー', 'ｇｒ']) {
      expect(parse(`${g}\nB: u=3/2`)?.game, g).toBe('gr');
    }
  });
});

describe('vocabulary', () => {
  it('reads Japanese, English and French keywords as the same canonical words', () => {
    const ja = parse('gr ; B: u=3/2 【ソウルガード】 接死 2回攻撃 破壊時能力 soul=1')!;
    const en = parse('gr ; B: u=3/2 soulguard deathtouch double attack when-destroyed souls=1')!;
    const fr = parse('gr ; B: u=3/2 garde-âme contact mortel attaque double à-la-destruction âmes=1')!;
    expect(ja.objects[0]).toStrictEqual({ id: 'u', controller: 'B', type: 'unit', atk: 3, hp: 2, keywords: ['ソウルガード', '接死', '2回攻撃', '破壊時能力'], soul: 1 });
    expect(en).toStrictEqual(ja);
    expect(fr).toStrictEqual(ja);
  });

  it('reads directives in every language, glued Japanese directives and full-width punctuation', () => {
    const ja = parse('ゲートルーラー；B：u＝３／２ ソウルガード ソウル＝１；ダメージ u＝2、u＝2 《ヴルンツヴィークの断頭》；軽減 次の 2 対象=u')!;
    const en = parse('gr ; B: u=3/2 soulguard soul=1 ; damage u=2, u=2 《ヴルンツヴィークの断頭》 ; prevent next 2 to=u')!;
    expect(ja).toStrictEqual(en);
    expect(en.actions).toStrictEqual([
      { kind: 'damage', executions: [{ parts: [{ to: 'u', amount: 2 }] }, { parts: [{ to: 'u', amount: 2 }] }], label: 'ヴルンツヴィークの断頭' },
      { kind: 'prevent', mode: 'reduce', amount: 2, to: 'u' },
    ]);
    const fr = parse('gr ; A: énergie=3 souverain=surcharge ; coût A 5 réduction=2 ; jouer A 2 gratuit')!;
    expect(fr.players[0]).toStrictEqual({ id: 'A', energy: 3, ruler: 'overload' });
    expect(fr.actions[0]).toStrictEqual({ kind: 'cost', player: 'A', base: 5, discount: 2 });
    expect(fr.actions[1]).toStrictEqual({ kind: 'cost', player: 'A', base: 2, free: true });
  });

  it('reads every directive form', () => {
    const s = parse(
      [
        'gr',
        'A: dz=怪異*2,ミリタリー,3,怪異+ミリタリー down=1 energy=4 ruler=overload',
        'w=黒騎士 3/3 接死 3回攻撃 stk=2 dmg=1',
        'a=神野悪五郎 2/2 stay=DR3/怪異',
        'f=殺戮者の森',
        'B: x=4/4 ; y=2/2 パルジファル',
        'damage x=4 y=4, B=2 from=w combat unreducible',
        'prevent next =0 to=x by=B pick=1 combat',
        'prevent next all effect',
        'prevent -2 from=w',
        'attack w>x',
        'rest w',
        'end',
        'destroy y cost',
        'graveyard x',
        'dr A 3/怪異・ミリタリー',
        'dr A: DR1',
        'heal A 2',
        'cost A 5 discount=2 reduce=1 free',
        'modify a +1/-1 eot from=f',
        'modify a =2/2',
        'modify a copy=x',
      ].join('\n'),
    )!;
    expect(s).toBeDefined();
    expect(s.players[0]).toStrictEqual({
      id: 'A',
      dz: [['怪異'], ['怪異'], ['ミリタリー'], [], [], [], ['怪異', 'ミリタリー']],
      down: 1,
      energy: 4,
      ruler: 'overload',
    });
    expect(s.objects.find((o) => o.id === 'a')!.stay).toStrictEqual({ count: 3, conditions: ['怪異'] });
    expect(s.actions.map((a) => a.kind)).toEqual(['damage', 'prevent', 'prevent', 'prevent', 'attack', 'rest', 'end', 'destroy', 'graveyard', 'dr', 'dr', 'heal', 'cost', 'modify', 'modify', 'modify']);
    expect(s.actions[1]).toStrictEqual({ kind: 'prevent', mode: 'set', amount: 0, to: 'x', only: 'combat', by: 'B', pick: 1 });
    expect(s.actions[3]).toStrictEqual({ kind: 'prevent', mode: 'reduce', amount: 2, from: 'w' });
    expect(s.actions[9]).toStrictEqual({ kind: 'dr', player: 'A', spec: { count: 3, conditions: ['怪異', 'ミリタリー'] } });
    expect(s.actions[13]).toStrictEqual({ kind: 'modify', target: 'a', op: 'add', atk: 1, hp: -1, eot: true, from: 'f' });
    // printed in canonical form, then read again to the same scenario
    expect(parse(printScenario(s))).toStrictEqual(s);
    expect(parse(printScenario(s, { oneLine: true }))).toStrictEqual(s);
    expect(printScenario(s)).toContain('A: dz=怪異*2,ミリタリー,3,怪異+ミリタリー down=1 energy=4 ruler=overload');
    expect(printScenario(s)).toContain('prevent next =0 to=x combat by=B pick=1');
  });

  it('prints the canonical one-line form users can type back', () => {
    const r = run('ゲートルーラー；B：u＝ガード ３／２ soulguard soul＝１；ダメージ u＝2、u＝2');
    expect(r.canonical).toBe('gr ; B: u=ガード 3/2 ソウルガード soul=1 ; damage u=2, u=2');
  });
});

describe('parse errors', () => {
  it('point at the word, say what was expected and suggest the nearest word', () => {
    const [e] = errorsOf('gr ; B: u=3/2 soulgaurd soul=1 ; damage u=2');
    expect(e).toMatchObject({ key: 'engine-gr.parse.unknown-word', line: 1, col: 15, length: 9, suggestion: 'soulguard' });
    expect(e!.expected!.key).toBe('engine-gr.expected.object-word');
    const rendered = renderParseErrors('gr ; B: u=3/2 soulgaurd soul=1 ; damage u=2', [e!], 'en');
    expect(rendered).toContain('Line 1, column 15: I don\'t know the word “soulgaurd”.');
    expect(rendered).toContain('                ^^^^^^^^^');
    expect(rendered).toContain('Did you mean “soulguard”?');
  });

  it('catch the usual mistakes with their position', () => {
    const cases: Array<[string, string, number, string?]> = [
      ['gr ; B: u=3/2 ; damag u=2', 'engine.parse.unknown-statement', 17, 'damage'],
      ['gr ; B: u=3/2 ; damage u 2', 'engine-gr.parse.expected-punct', 26],
      ['gr ; B: u=3/2 ; damage v=2', 'engine.parse.unknown-object', 24],
      ['gr ; B: u=3/2 ; prevent next 2 too=u', 'engine-gr.parse.unknown-option', 32, 'to'],
      ['gr ; B: u=3/2 ; prevent', 'engine-gr.parse.expected-amount', 24],
      ['gr ; A: ruler=overlod', 'engine-gr.parse.unknown-ruler', 15, 'overload'],
      ['gr ; A: dz=2 ; dr A x', 'engine-gr.parse.bad-dr', 21],
      ['gr ; A: dz=2 ; dr', 'engine-gr.parse.expected-player', 18],
      ['gr ; A: u=3/2 ; modify u 1/x', 'engine-gr.parse.bad-stats', 26],
      ['gr ; A: u=3/2 ; modify u', 'engine-gr.parse.expected-stats', 25],
      ['gr ; A: u=soul=1', 'engine-gr.parse.needs-unit', 11],
      ['gr ; A: u=3/2 ; attack u B', 'engine-gr.parse.expected-punct', 26],
      ['gr ; A: u=3/2 ; destroy u 《foo', 'engine-gr.parse.unclosed-label', 27],
      ['gr ; A: u=3/2 ; cost A 3 discont=1', 'engine-gr.parse.unknown-option', 26, 'discount'],
      ['gr ; A: u=3/2 3/3', 'engine-gr.parse.duplicate-stats', 15],
      ['gr ; A: u=3/2 soul=x', 'engine-gr.parse.bad-number', 20],
      ['gr ; A: u=3/2 ; damage u=2 u=3', 'engine-gr.parse.duplicate-recipient', 28],
      ['gr ; A: u=3/2 ; end now', 'engine-gr.parse.extra-argument', 21],
      ['gr ; A: u=3/2 ; heal A 0', 'engine-gr.parse.number-range', 24],
      ['gr ; A: dz=怪異,,2', 'engine-gr.parse.bad-dz', 15],
      ['gr ; A: down=-1', 'engine-gr.parse.bad-number', 14],
      ['gr ; A: u=', 'engine-gr.parse.empty-spec', 9],
      ['gr ; A: u=3/2 colour=red', 'engine-gr.parse.unknown-attribute', 15],
    ];
    for (const [text, key, col, suggestion] of cases) {
      const e = errorsOf(text);
      expect(e[0], text).toMatchObject({ key, col });
      if (suggestion) expect(e[0]!.suggestion, text).toBe(suggestion);
      for (const x of e) expect(x.expected === undefined || x.expected.key.startsWith('engine'), text).toBe(true);
    }
  });

  it('report errors on the right line of a multi-line scenario, in every language', () => {
    const text = 'gr\nA: ruler=overload\ncost A 5 discont=2';
    const [e] = errorsOf(text);
    expect(e).toMatchObject({ line: 3, col: 10, key: 'engine-gr.parse.unknown-option' });
    const ja = renderParseErrors(text, [e!], 'ja');
    expect(ja).toContain('3行目');
    expect(renderParseErrors(text, [e!], 'fr')).toContain('n\'est pas une option de cette directive');
  });
});

describe('checkScenario', () => {
  it('handles gr text end to end and never throws on broken gr input', () => {
    const r = checkScenario('gr ; B: u=3/2 ソウルガード soul=1 ; damage u=2, u=2');
    expect(r.ok).toBe(true);
    for (const text of ['gr', 'gr ;', 'gr ; damage', 'gr ; prevent next', 'gr ; A: dz=', 'gr ; attack >', 'gr ; modify', 'gr ; 《', 'gr ; dr A 3/']) {
      expect(() => checkScenario(text), text).not.toThrow();
    }
  });
});

describe('docs/notation.md', () => {
  const doc = docSection('## Gate Ruler (`gr`)');
  it('documents every word and alias the Gate Ruler parser accepts', () => {
    expect(doc.length).toBeGreaterThan(0);
    const terms = [...keywordTerms, ...attributeTerms, ...playerAttributeTerms, ...directiveTerms, ...optionTerms, ...rulerTerms];
    for (const t of terms) {
      for (const form of [t.canonical, ...(t.aliases?.en ?? []), ...(t.aliases?.ja ?? []), ...(t.aliases?.fr ?? [])]) {
        expect(doc, form).toContain(form);
      }
    }
    for (const name of GAME_NAMES) expect(doc, name).toContain(name);
  });
});
