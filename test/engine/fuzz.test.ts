/**
 * Property tests (fast-check): random text, mutated examples and generated scenarios never make the engine throw;
 * every parse error has a position inside the text; every parsed scenario prints back to itself and resolves with
 * a rule number on every step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario, resolveScenario } from '../../engine/index.ts';
import { ALL_CITES } from '../../engine/mtg/cites.ts';
import type { ParseError } from '../../engine/core/types.ts';
import { docExamples } from './helpers.ts';

const RUNS = 300;

function checkPositions(text: string, errors: ParseError[]): void {
  const lines = text.split('\n');
  expect(errors.length).toBeGreaterThan(0);
  for (const e of errors) {
    expect(Number.isInteger(e.line) && e.line >= 1 && e.line <= Math.max(1, lines.length), JSON.stringify(e)).toBe(true);
    const len = lines[e.line - 1]?.length ?? 0;
    expect(e.col >= 1 && e.col <= len + 1, JSON.stringify({ e, len })).toBe(true);
    expect(e.length).toBeGreaterThanOrEqual(1);
    expect(typeof e.key).toBe('string');
  }
}

const seen = { ok: 0, errors: 0 };

/** Whatever comes back must be well formed. */
function checkAny(text: string): void {
  expect(() => parseScenario(text)).not.toThrow();
  const r = checkScenario(text);
  seen[r.ok ? 'ok' : 'errors']++;
  if (!r.ok) {
    checkPositions(text, r.errors);
    expect(r.errors.some((e) => e.key === 'engine.parse.internal'), JSON.stringify(r.errors)).toBe(false);
    return;
  }
  const again = parseScenario(printScenario(r.scenario));
  expect(again.errors).toEqual([]);
  expect(again.scenario).toStrictEqual(r.scenario);
  for (const s of r.resolution.steps) {
    expect(s.rules?.length).toBeGreaterThan(0);
    if (r.game === 'mtg') for (const c of s.cites) expect(ALL_CITES).toContain(c);
  }
}

const alphabet = fc.constantFrom(
  ...'mtgABCwxyzs0123456789 ;:=>,@/-\n'.split(''),
  'mtg', 'mtg:', 'magic ', 'マジック', 'gr', 'A:', 'B ', '@2', 'x=', '>B', ',y',
  'attack ', 'block ', 'assign ', 'order ', 'trample ', 'deathtouch ', 'battle ', 'siege ', 'def=', 'dmg=', 'pro:', 'life=',
  'planeswalker ', 'loyalty=', 'protector=', 'prevent:', 'double-damage ', 'first-strike ', 'double-strike ', '2/2 ', '6/6 ',
  'トランプル', '接死', 'band ', 'banding ', '；', '：', '＞', '、', 'é', '\t', '\r', '`', '"', '{', '}',
);

describe('the engine never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => checkAny(text)), { numRuns: RUNS });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => checkAny(text)), { numRuns: RUNS });
  });

  it('on strings made of notation pieces', () => {
    const text = fc.array(alphabet, { maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(fc.property(text, (t) => checkAny(`mtg\n${t}`)), { numRuns: RUNS });
    fc.assert(fc.property(text, (t) => checkAny(t)), { numRuns: RUNS });
  });

  it('on mutated documented examples', () => {
    seen.ok = seen.errors = 0;
    const examples = docExamples().map((e) => e.text);
    const mutation = fc.record({
      example: fc.nat({ max: examples.length - 1 }),
      edits: fc.array(
        fc.record({
          at: fc.nat({ max: 400 }),
          kind: fc.constantFrom('insert', 'delete', 'replace', 'duplicate'),
          piece: alphabet,
          size: fc.integer({ min: 1, max: 8 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(mutation, ({ example, edits }) => {
        let text = examples[example]!;
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          if (e.kind === 'insert') text = text.slice(0, at) + e.piece + text.slice(at);
          else if (e.kind === 'delete') text = text.slice(0, at) + text.slice(at + e.size);
          else if (e.kind === 'replace') text = text.slice(0, at) + e.piece + text.slice(at + e.size);
          else text = text.slice(0, at) + text.slice(at, at + e.size) + text.slice(at);
        }
        checkAny(text);
      }),
      { numRuns: RUNS * 2 },
    );
    // the mutations exercise both paths: some still parse (and resolve), most break somewhere
    expect(seen.ok).toBeGreaterThan(RUNS / 10);
    expect(seen.errors).toBeGreaterThan(RUNS / 2);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// generated scenarios that are always well-formed (they may still be illegal: that is a violation, not an error)

const NAMES = ['', 'Grizzly Bears', 'Hill Giant', 'Wurm', 'Serra Angel', 'Goblin', 'Knight of Dawn', 'Old Ox'];
const KEYWORDS = ['trample', 'flying', 'reach', 'first-strike', 'double-strike', 'trample', 'deathtouch', 'lifelink', 'indestructible', 'menace', 'トランプル', 'contact mortel', 'initiative', 'banding', 'バンド'];
const COLORS = ['white', 'blue', 'black', 'red', 'green', 'G', '赤'];

const creature = fc.record({
  name: fc.constantFrom(...NAMES),
  power: fc.integer({ min: 0, max: 8 }),
  toughness: fc.integer({ min: 1, max: 8 }),
  keywords: fc.subarray(KEYWORDS, { maxLength: 3 }),
  colors: fc.subarray(COLORS, { maxLength: 2 }),
  dmg: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  pro: fc.option(fc.constantFrom('green', 'red', 'everything', 'white,black'), { nil: undefined }),
  prevent: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
});

const scenario = fc
  .record({
    a: fc.array(creature, { minLength: 1, maxLength: 4 }),
    b: fc.array(creature, { minLength: 0, maxLength: 4 }),
    battle: fc.option(fc.record({ def: fc.integer({ min: 1, max: 9 }), siege: fc.boolean(), ownerA: fc.boolean() }), { nil: undefined }),
    pw: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    furnace: fc.boolean(),
    armor: fc.boolean(),
    lifeB: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
    attacks: fc.array(fc.tuple(fc.nat(), fc.nat({ max: 2 })), { maxLength: 4 }),
    blocks: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 }),
    assign: fc.option(fc.tuple(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 8 })), { maxLength: 3 })), { nil: undefined }),
    order: fc.option(fc.constantFrom('prevent,double', 'double,prevent', 'double'), { nil: undefined }),
    oneLine: fc.boolean(),
    band: fc.boolean(),
  })
  .map((g) => {
    const spec = (c: (typeof g.a)[number]) =>
      [c.name, `${c.power}/${c.toughness}`, ...c.colors, ...c.keywords, c.dmg !== undefined ? `dmg=${Math.min(c.dmg, c.toughness - 1)}` : '', c.pro ? `pro:${c.pro}` : '', c.prevent ? `prevent:${c.prevent}` : '']
        .filter(Boolean)
        .join(' ');
    const lines = ['mtg'];
    const aIds = g.a.map((_, i) => `a${i}`);
    const bIds = g.b.map((_, i) => `b${i}`);
    lines.push(`A: ${aIds.map((id, i) => `${id}=${spec(g.a[i]!)}`).join(' ; ')}`);
    if (g.furnace) lines.push('f=Furnace of Rath double-damage');
    if (g.battle && g.battle.ownerA) lines.push(`s=Invasion battle${g.battle.siege ? ' siege' : ''} def=${g.battle.def}`);
    lines.push(`B:${g.lifeB !== undefined ? ` life=${g.lifeB}` : ''}`);
    for (let i = 0; i < bIds.length; i++) lines.push(`${bIds[i]}=${spec(g.b[i]!)}`);
    if (g.armor) lines.push("u=Urza's Armor prevent-each:1");
    if (g.pw !== undefined) lines.push(`p=Jace planeswalker loyalty=${g.pw}`);
    if (g.battle && !g.battle.ownerA) lines.push(`s=Fort battle${g.battle.siege ? ' siege protector=A' : ''} def=${g.battle.def}`);
    const targets = ['B', ...(g.pw !== undefined ? ['p'] : []), ...(g.battle ? ['s'] : [])];
    const attackers = [...new Set(g.attacks.map(([i]) => i % aIds.length))];
    if (attackers.length) {
      const groups = attackers.map((i, k) => `${aIds[i]}>${targets[(g.attacks[k]![1]) % targets.length]}`);
      // a band of the first two attackers (legal or not: 702.22c is then a violation), attacking the first one's target
      if (g.band && attackers.length >= 2) groups.splice(0, 2, `band ${aIds[attackers[0]!]},${groups[1]!}`);
      lines.push(`attack ${groups.join(' ')}`);
      if (bIds.length) {
        const byBlocker = new Map(g.blocks.map(([b, a]) => [bIds[b % bIds.length]!, aIds[attackers[a % attackers.length]!]!]));
        const blocks = [...byBlocker].map(([b, a]) => `${b}>${a}`);
        if (blocks.length) lines.push(`block ${blocks.join(' ')}`);
      }
      if (g.assign) {
        const [src, parts] = g.assign;
        const recipients = ['B', ...bIds, ...targets];
        const uniq = new Map(parts.map(([r, n]) => [recipients[r % recipients.length]!, n]));
        if (uniq.size) lines.push(`assign ${aIds[attackers[src % attackers.length]!]}: ${[...uniq].map(([r, n]) => `${r}=${n}`).join(' ')}`);
      }
    }
    if (g.order) lines.push(`order B: ${g.order}`);
    return lines.join(g.oneLine ? ' ; ' : '\n');
  });

describe('generated scenarios', () => {
  it('parse, print back to themselves, and resolve with a rule on every step', () => {
    const kinds = { stopped: 0, resolved: 0, branches: 0, choices: 0 };
    fc.assert(
      fc.property(scenario, (text) => {
        const parsed = parseScenario(text);
        expect(parsed.errors, text).toEqual([]);
        const s = parsed.scenario!;
        expect(parseScenario(printScenario(s)).scenario).toStrictEqual(s);
        expect(parseScenario(printScenario(s, { oneLine: true })).scenario).toStrictEqual(s);
        const res = resolveScenario(s);
        expect(res.outcome.length).toBeGreaterThan(0);
        for (const st of res.steps) expect(st.rules?.length, st.key).toBeGreaterThan(0);
        for (const st of res.steps) for (const c of st.cites) expect(ALL_CITES).toContain(c);
        for (const v of res.violations) expect(v.rules.length).toBeGreaterThan(0);
        // life only changes through damage and lifelink; nothing is negative where it cannot be
        for (const o of res.final.objects) {
          expect(o.damage).toBeGreaterThanOrEqual(0);
          for (const n of Object.values(o.counters)) expect(n).toBeGreaterThanOrEqual(0);
        }
        for (const b of res.branches) expect(b.outcome.length).toBeGreaterThan(0);
        kinds[res.stopped ? 'stopped' : 'resolved']++;
        if (res.branches.length) kinds.branches++;
        if (res.choices.length) kinds.choices++;
      }),
      { numRuns: RUNS },
    );
    expect(kinds.resolved).toBeGreaterThan(RUNS / 3);
    expect(kinds.stopped).toBeGreaterThan(RUNS / 20);
    expect(kinds.choices).toBeGreaterThan(RUNS / 20);
    expect(kinds.branches).toBeGreaterThan(0);
  });
});
