/** The notation parser and printer: structure, aliases, positions of errors, round trips. */
import { describe, expect, it } from 'vitest';
import { checkScenario, GAMES, parseScenario, printScenario, RULESETS } from '../../engine/index.ts';
import { parseText } from '../../engine/core/parse.ts';
import type { MtgScenario } from '../../engine/mtg/scenario.ts';

const parse = (text: string) => parseScenario(text).scenario as MtgScenario | undefined;
const errors = (text: string) => parseScenario(text).errors;

describe('structure', () => {
  it('";" and a new line are the same', () => {
    const one = parse('mtg ; A: w=Craw Wurm 6/4 trample ; f=Furnace of Rath double-damage ; B: x=2/2 ; attack w>B ; block x>w');
    const many = parse('mtg\nA: w=Craw Wurm 6/4 trample\nf=Furnace of Rath double-damage\nB: x=2/2\nattack w>B\nblock x>w\n');
    expect(one).toBeDefined();
    expect(many).toStrictEqual(one);
  });

  it('a ";" inside a player\'s part continues that player until the next player or directive', () => {
    const s = parse('mtg\nA: w=6/4 ; f=Furnace of Rath double-damage\nB: x=2/2 ; y=0/4 dmg=1 pro:green ; s=battle def=5 protector=B\nattack w>B\nblock x,y>w')!;
    expect(s.objects.map((o) => [o.id, o.controller])).toEqual([
      ['w', 'A'],
      ['f', 'A'],
      ['x', 'B'],
      ['y', 'B'],
      ['s', 'B'],
    ]);
    expect(s.objects[3]).toStrictEqual({ id: 'y', controller: 'B', type: 'creature', power: 0, toughness: 4, protection: ['green'], damage: 1 });
    expect(s.objects[4]).toStrictEqual({ id: 's', controller: 'B', type: 'battle', defense: 5, protector: 'B' });
    expect(s.objects[1]).toStrictEqual({ id: 'f', controller: 'A', type: 'other', name: 'Furnace of Rath', keywords: ['double-damage'] });
    // a directive ends the part: an object after it needs a player
    expect(errors('mtg ; A: w=2/2 ; attack w ; z=2/2')[0]).toMatchObject({ key: 'engine.parse.no-player', line: 1, col: 29 });
  });

  it('reads players, life and attributes in several ways', () => {
    const a = parse('mtg ; A life=7 ; w=2/2 ; B: life=3 prevent:1 ; C')!;
    const b = parse('mtg ; A: life=7 ; w=2/2 ; B life=3 prevent:1 ; C:')!;
    expect(a).toStrictEqual(b);
    expect(a.players).toStrictEqual([{ id: 'A', life: 7 }, { id: 'B', life: 3, prevent: 1 }, { id: 'C' }]);
    expect(a.objects[0]!.controller).toBe('A');
  });

  it('creates players when they are mentioned', () => {
    const s = parse('mtg ; A: w=2/2 ; attack w>B')!;
    expect(s.players.map((p) => p.id)).toEqual(['A', 'B']);
  });

  it('reads every directive form', () => {
    const s = parse('mtg ; A: w=6/6 trample ; z=2/2 ; B: x=2/2 ; y=2/2 ; s=battle def=3 ; attack w>B z>s ; block x,y>w ; assign w: x=2 y=2 B=2 ; assign w@2: B=6 ; order B: prevent,double')!;
    expect(s.actions).toStrictEqual([
      { kind: 'attack', groups: [{ attackers: ['w'], target: 'B' }, { attackers: ['z'], target: 's' }] },
      { kind: 'block', groups: [{ blockers: ['x', 'y'], attackers: ['w'] }] },
      { kind: 'assign', source: 'w', parts: [{ to: 'x', amount: 2 }, { to: 'y', amount: 2 }, { to: 'B', amount: 2 }] },
      { kind: 'assign', source: 'w', strike: 2, parts: [{ to: 'B', amount: 6 }] },
      { kind: 'order', chooser: 'B', order: ['prevent', 'double'] },
    ]);
    expect(parse('mtg ; A: w = Craw Wurm 6/4 ; B: x=1/1 ; attack w > B ; block x > w ; assign w : x = 4 , B = 2')).toBeDefined();
  });
});

describe('aliases', () => {
  it('accepts the game in several names', () => {
    for (const g of ['mtg', 'MTG', 'mtg:', 'magic', 'Magic: The Gathering', 'マジック', 'マジック：ザ・ギャザリング']) {
      expect(parse(`${g}\nA: w=2/2`)?.game, g).toBe('mtg');
    }
  });

  it('reads Japanese and French keywords as the canonical words', () => {
    const cases: Array<[string, string[]]> = [
      ['トランプル 接死 先制攻撃 破壊不能 絆魂', ['first-strike', 'trample', 'deathtouch', 'lifelink', 'indestructible']],
      ['piétinement contact mortel initiative indestructible lien de vie', ['first-strike', 'trample', 'deathtouch', 'lifelink', 'indestructible']],
      ['二段攻撃 飛行', ['flying', 'double-strike']],
      ['double initiative vol portée menace', ['flying', 'reach', 'double-strike', 'menace']],
      ['first strike double strike', ['first-strike', 'double-strike']],
      ['PIETINEMENT Contact-Mortel', ['trample', 'deathtouch']],
    ];
    for (const [words, keywords] of cases) {
      expect(parse(`mtg ; A: w=2/2 ${words}`)!.objects[0]!.keywords, words).toEqual(keywords);
    }
  });

  it('reads protection, colours, attributes and directives in every language', () => {
    const ja = parse('マジック\nA: w=6/6 緑 トランプル\nB: x=2/2 プロテクション:緑 ダメージ=1\n攻撃 w>B\nブロック x>w\n割り振り w: x=1 B=5\n順番 B: 倍加,軽減')!;
    const fr = parse('magic\nA: w=6/6 vert piétinement\nB: x=2/2 protection:vert blessures=1\nattaque w>B\nbloque x>w\nassigner w: x=1 B=5\nordre B: doublement,prévention')!;
    const en = parse('mtg\nA: w=6/6 G trample\nB: x=2/2 pro:G dmg=1\nattack w>B\nblock x>w\nassign w: x=1 B=5\norder B: double,prevent')!;
    expect(ja).toStrictEqual(en);
    expect(fr).toStrictEqual(en);
    expect(en.objects[1]!.protection).toEqual(['green']);
  });

  it('reads full-width punctuation typed with a Japanese keyboard, and a directive glued to its argument', () => {
    const s = parse('ｍｔｇ；A：w＝６／６ トランプル；B：x＝２／２；y＝1/1；攻撃w＞B；ブロックx、y＞w');
    expect(s).toBeDefined();
    expect(s!.objects.map((o) => `${o.id}:${o.power}/${o.toughness}`)).toEqual(['w:6/6', 'x:2/2', 'y:1/1']);
  });
});

describe('printer', () => {
  it('writes the canonical form', () => {
    const s = parse('magic ; A: w=Craw Wurm 6/4 トランプル vert ; f=Furnace of Rath ダメージ倍加 ; B: vie=18 ; x=2/2 ; y=0/4 dmg=1 pro:G ; attaque w ; bloque x,y>w ; ordre B: double')!;
    expect(printScenario(s)).toBe(
      [
        'mtg',
        'A: w=Craw Wurm 6/4 green trample',
        'f=Furnace of Rath double-damage',
        'B: life=18',
        'x=2/2',
        'y=0/4 dmg=1 pro:green',
        'attack w',
        'block x,y>w',
        'order B: double',
      ].join('\n'),
    );
    expect(printScenario(s, { oneLine: true })).toBe(
      'mtg ; A: w=Craw Wurm 6/4 green trample ; f=Furnace of Rath double-damage ; B: life=18 ; x=2/2 ; y=0/4 dmg=1 pro:green ; attack w ; block x,y>w ; order B: double',
    );
  });

  it('groups objects under their controller so parse(print(s)) is s', () => {
    const s = parse('mtg ; A: w=2/2 ; B: x=1/1 ; A: z=3/3 ; attack w,z')!;
    expect(s.objects.map((o) => o.id)).toEqual(['w', 'z', 'x']);
    expect(parse(printScenario(s))).toStrictEqual(s);
  });

  it('prints every kind of object and attribute back', () => {
    const text =
      'mtg ; A: life=15 prevent:2 prevent-each:1 pro:black,red ; w=Big One 7/7 white blue flying reach first-strike double-strike trample deathtouch lifelink indestructible menace defender tapped double-damage dmg=2 pro:everything prevent:1 prevent-each:2 extra-block:3 ; j=Jace planeswalker blue loyalty=4 ; s=Fort battle siege def=6 protector=B ; e=Some Enchantment ; B:';
    const s = parse(text)!;
    expect(parse(printScenario(s))).toStrictEqual(s);
    expect(printScenario(s, { oneLine: true })).toBe(text);
  });
});

describe('errors are data with positions', () => {
  it('points at an unknown keyword and suggests the nearest', () => {
    const [e] = errors('mtg ; A: w=6/6 tramplee');
    expect(e).toMatchObject({ line: 1, col: 16, length: 8, key: 'engine-mtg.parse.unknown-word', params: { word: 'tramplee' }, suggestion: 'trample' });
    expect(e!.expected?.key).toBe('engine-mtg.expected.object-word');
  });

  it('suggests in the language typed', () => {
    expect(errors('mtg ; A: w=6/6 トランプルー')[0]!.suggestion).toBe('トランプル');
    expect(errors('mtg ; A: w=6/6 pietinemen')[0]!.suggestion).toBe('piétinement');
    expect(errors('mtg ; A: w=6/6 deathtuch')[0]!.suggestion).toBe('deathtouch');
  });

  it('reports positions on later lines', () => {
    const e = errors('mtg\nA: w=6/6 trample\nB: x=2/2\natack w');
    expect(e).toHaveLength(1);
    expect(e[0]).toMatchObject({ line: 4, col: 1, length: 5, key: 'engine.parse.unknown-statement', suggestion: 'attack' });
  });

  it('reports unknown ids at their use, with a suggestion', () => {
    const [e] = errors('mtg ; A: craw=6/6 ; B: x=2/2 ; attack crow ; block x>craw');
    expect(e).toMatchObject({ key: 'engine.parse.unknown-object', params: { id: 'crow' }, suggestion: 'craw', line: 1, col: 39, length: 4 });
  });

  it('names the game it does not know and those it will know', () => {
    expect(errors('mtgg ; A: w=2/2')[0]).toMatchObject({ key: 'engine.parse.unknown-game', suggestion: 'mtg', col: 1, length: 4 });
    expect(parseText('xq\nA: x=1', GAMES, { planned: { xq: ['xq'] } }).errors[0]).toMatchObject({ key: 'engine.parse.game-not-supported' });
    expect(errors('gr')).toEqual([]);
    expect(errors('riftbound\nA: x=unit')).toEqual([]);
  });

  it('uses a default game when the text has none', () => {
    expect(parseScenario('A: w=2/2 ; attack w>B', { defaultGame: 'mtg' }).scenario?.game).toBe('mtg');
    expect(parseScenario('A: w=2/2 ; attack w>B').errors[0]!.key).toBe('engine.parse.unknown-game');
  });

  it('catches the usual mistakes', () => {
    const cases: Array<[string, string, number]> = [
      ['mtg ; A: w=2/2 ; w=3/3', 'engine.parse.duplicate-id', 18],
      ['mtg ; A: W=2/2', 'engine.parse.bad-id', 10],
      ['mtg ; A: s=battle', 'engine-mtg.parse.missing-defense', 12],
      ['mtg ; A: j=Jace planeswalker', 'engine-mtg.parse.missing-loyalty', 17],
      ['mtg ; A: w=2/2 def=3', 'engine-mtg.parse.def-needs-battle', 16],
      ['mtg ; A: w=2/2 dmg=x', 'engine-mtg.parse.bad-number', 20],
      ['mtg ; A: w=2/2 pro:purple', 'engine-mtg.parse.unknown-quality', 20],
      ['mtg ; A: w=2/2 colour=red', 'engine-mtg.parse.unknown-attribute', 16],
      ['mtg ; A: w=', 'engine-mtg.parse.empty-spec', 10],
      ['mtg ; A: w=2/2 ; attack w>', 'engine-mtg.parse.expected-target', 27],
      ['mtg ; A: w=2/2 ; B: x=1/1 ; attack w ; block x', 'engine-mtg.parse.expected-punct', 47],
      ['mtg ; A: w=2/2 ; attack w ; assign w B=2', 'engine-mtg.parse.expected-punct', 38],
      ['mtg ; A: w=2/2 ; attack w ; order B: first', 'engine-mtg.parse.unknown-order-kind', 38],
      ['mtg ; A: w=2/2 ; B: life=abc', 'engine-mtg.parse.bad-number', 26],
      ['mtg ; A: w=2/2 ; B: trample', 'engine.parse.expected-object', 21],
      ['mtg A: w=2/2', 'engine.parse.after-game', 5],
      ['', 'engine.parse.empty', 1],
    ];
    for (const [text, key, col] of cases) {
      const e = errors(text);
      expect(e.length, text).toBeGreaterThan(0);
      expect(e[0], text).toMatchObject({ key, col });
    }
  });

  it('checkScenario returns errors, never throws, and names the ruleset', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; attack q');
    expect(r.ok).toBe(false);
    expect(checkScenario(undefined as unknown as string).ok).toBe(false);
    expect(checkScenario('x'.repeat(20000)).ok).toBe(false);
    expect(RULESETS.mtg!.label).toBe('Comprehensive Rules 2025-02-07');
    const good = checkScenario('mtg ; A: w=2/2 ; attack w>B');
    expect(good.ok && good.ruleset.version).toBe('2025-02-07');
    expect(good.ok && good.canonical).toBe('mtg ; A: w=2/2 ; B: ; attack w>B');
  });
});
