/** Inputs that fuzzing (npm run fuzz) found mishandled outside the scenario engine, kept as regression tests. */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../rulings/kb.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { entryYaml, SOURCE, writeKb } from './helpers/kb-fixture.ts';

describe('knowledge-base files', () => {
  it('an alias used before its anchor is a positioned lint error, not a crash (fuzz seed 20261123, case 27320)', () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': `${entryYaml('mtg.a.b')}  note: *later\n  other: &later 1\n` });
    const kb = loadKnowledgeBase({ dir, strict: false, cache: false });
    const problem = kb.problems.find((p) => /alias/i.test(p.message));
    expect(problem).toMatchObject({ file: expect.stringMatching(/mtg\/a\.yaml$/), severity: 'error' });
    const lines = `${entryYaml('mtg.a.b')}  note: *later\n`.split('\n');
    expect(problem!.line).toBe(lines.findIndex((l) => l.includes('*later')) + 1);
    expect(formatProblem(problem!)).toMatch(/a\.yaml:\d+:9: error: Unresolved alias/);
  });
});

describe('pin import files', () => {
  it('an alias to an anchor defined later or nowhere says where it is (fuzz seed 20261123, case 833370)', async () => {
    const { parseImportText } = await import('../commands/pin-io.ts');
    const text = 'format: rulebot.pins\nversion: 1\nguildId: *nowhere\npins: []\n';
    const read = parseImportText(text);
    expect(read).toEqual({ problem: expect.stringMatching(/Unresolved alias.* at line 3, column 10$/) });
  });
});

describe('scenarios', () => {
  it('where the `teams` statement stands does not change the scenario: players follow the teams (fuzz seed 20261124, case 19950)', async () => {
    const { parseScenario, printScenario } = await import('../engine/index.ts');
    const board = 'A: w=5/5 ; s=Invasion battle siege def=5 protector=C ; D: y=2/2 ; attack w>s ; block y>w';
    const first = parseScenario(`mtg ; teams A,B vs C,D ; ${board}`);
    const last = parseScenario(`mtg ; ${board} ; teams A,B vs C,D`);
    expect(first.scenario!.players.map((p) => p.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(last.scenario!.players).toEqual(first.scenario!.players);
    expect(last.scenario!.objects).toEqual(first.scenario!.objects);
    for (const oneLine of [false, true]) expect(parseScenario(printScenario(last.scenario!, { oneLine })).scenario).toEqual(last.scenario);
  });

  it('a scenario at the statement limit reads back from its canonical form, which adds a player header (fuzz seed 20261123, case 79112)', async () => {
    const { checkScenario } = await import('../engine/index.ts');
    const { MAX_STATEMENTS } = await import('../engine/core/parse.ts');
    const text = `gr ; ${Array.from({ length: MAX_STATEMENTS }, () => 'cost A 1 cnt').join(' ; ')}`;
    const first = checkScenario(text);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.canonical).toMatch(/^gr ; A: ; cost/);
    const again = checkScenario(first.canonical);
    expect(again.ok && again.canonical).toBe(first.canonical);
    // one statement more is still refused, naming the limit
    const over = checkScenario(`${text} ; cost A 1 cnt`);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.errors[0]).toMatchObject({ key: 'notation.too-many-statements', params: { count: MAX_STATEMENTS + 1, max: MAX_STATEMENTS } });
  });

  it('a player named after a word of the notation is refused where it is written, since its section head would read as that statement (fuzz seed 20261124)', async () => {
    const { parseScenario } = await import('../engine/index.ts');
    const cases: Array<[string, string, number]> = [
      ['mtg ; teams assignation ,B vs C,D ; A: w=2/2', 'assign', 13],
      ['mtg ; teams A,B vs attack,D', 'attack', 20],
      ['mtg ; A: d=4/4 ; Fin:x=2/2 ; attack d ; block x>d', 'end', 18],
      ['マジック；A：d=4/4；Bloque：x=2/2；攻撃 d', 'block', 14],
      ['mtg ; A: w=2/2 ; attack w>Block', 'block', 27],
    ];
    for (const [text, directive, col] of cases) {
      const r = parseScenario(text);
      expect(r.scenario, text).toBeUndefined();
      expect(r.errors[0], text).toMatchObject({ key: 'notation.player-is-word', col, params: { directive } });
    }
  });

  it('every scenario with a player named after a notation word is refused or reads back as itself (all games, all words)', async () => {
    const { GAMES, parseScenario, printScenario } = await import('../engine/index.ts');
    const words = new Set<string>();
    for (const g of GAMES) for (const f of [g.id, ...g.names, ...g.syntax.directives.forms(), ...g.syntax.playerAttributes.forms()]) if (/^[A-Za-z][A-Za-z0-9_]*$/.test(f)) words.add(f);
    words.add('trample');
    const templates = (w: string) => [
      `mtg ; teams ${w},B vs C,D ; A: x=2/2`,
      `mtg ; A: x=2/2 ; ${w}: y=3/3 ; attack x>${w} ; block y>x`,
      `mtg ; A: x=2/2 ; ${w}:y=3/3 ; attack x>${w}`,
      `mtg ; A: x=2/2 ; attack x>${w}`,
      `rb ; A: u=Unit might=3 ; ${w}: v=Unit might=2`,
      `gr ; A: f=Fighter 3000 ; ${w}: g=Fighter 2000`,
    ];
    const differences: string[] = [];
    let accepted = 0;
    for (const word of words) {
      for (const text of templates(word)) {
        const first = parseScenario(text);
        if (!first.scenario) continue;
        accepted++;
        for (const oneLine of [true, false]) {
          const again = parseScenario(printScenario(first.scenario, { oneLine }));
          if (JSON.stringify(again.scenario) !== JSON.stringify(first.scenario)) differences.push(`${text} → ${printScenario(first.scenario, { oneLine: true })}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('search questions', () => {
  it('a long run of hiragana asks the index about a bounded number of stretches (fuzz seed 20261126, case 390019: 9 s)', async () => {
    const { hiraganaToKnownKatakana, MAX_KANA } = await import('../rulings/analyse/kana.ts');
    const run = 'どうする'.repeat(68);
    let asked = 0;
    const out = hiraganaToKnownKatakana(`${run}とらんぷる`, (k) => (asked++, k === 'トランプル'));
    expect(out).toBe(`${run}トランプル`);
    // Every position tries at most MAX_KANA - 2 lengths (it was every substring: some 37 000 questions here).
    expect(asked).toBeLessThanOrEqual((run.length + 5) * (MAX_KANA - 2));
  });

  it('a question repeating itself asks the index about each stretch once (fuzz: どうすれば… 300 characters, 217 ms)', async () => {
    const { hiraganaToKnownKatakana, MAX_KANA } = await import('../rulings/analyse/kana.ts');
    const run = 'どうすれば'.repeat(60);
    const stretches: string[] = [];
    const out = hiraganaToKnownKatakana(`${run}とらんぷる`, (k) => (stretches.push(k), k === 'トランプル'));
    expect(out).toBe(`${run}トランプル`);
    expect(new Set(stretches).size).toBe(stretches.length);
    // the five positions of the repeated word, each tried at every length, and the tail: not 300 positions' worth
    expect(stretches.length).toBeLessThanOrEqual(10 * MAX_KANA);
  });
});

