/**
 * Property tests for the MTG kernel's timeline: generated scenarios with spells, abilities, triggers, layers and
 * turn steps never make the engine throw, print back to themselves, end (a loop of triggers stops at the step cap
 * with a message in every language) and give every step a rule number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { STEP_CAP } from '../../engine/mtg/resolve.ts';
import { renderCheck } from '../../commands/render/resolution.ts';
import { LOCALES } from '../../commands/i18n.ts';
import { resolvesCleanly } from './helpers.ts';

const RUNS = 200;
const IDS = ['a', 'b', 'c', 'x', 'y', 'z'];
const target = fc.constantFrom(...IDS, 'A', 'B');
const objTarget = fc.constantFrom(...IDS);
const effect = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 5 }), fc.array(target, { minLength: 1, maxLength: 2 })).map(([n, t]) => `damage ${n} ${[...new Set(t)].join(',')}`),
  objTarget.map((t) => `destroy ${t}`),
  objTarget.map((t) => `exile ${t}`),
  objTarget.map((t) => `sacrifice ${t}`),
  fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), objTarget).map(([p, q, t]) => `${p < 0 ? p : `+${p}`}/${q < 0 ? q : `+${q}`} ${t}`),
  fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), objTarget).map(([p, q, t]) => `becomes ${p}/${q} ${t}`),
  objTarget.map((t) => `switch ${t}`),
  fc.tuple(fc.constantFrom('gain', 'lose'), fc.constantFrom('flying', 'first-strike', 'double-strike', 'deathtouch', 'lifelink', 'indestructible', 'trample'), objTarget).map(([g, k, t]) => `${g} ${k} ${t}`),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom('+1/+1', '-1/-1'), objTarget).map(([n, k, t]) => `put ${n} ${k} ${t}`),
  fc.tuple(fc.constantFrom('A', 'B'), objTarget).map(([p, t]) => `control ${p} ${t}`),
  fc.tuple(fc.constantFrom('white', 'black', 'red'), objTarget).map(([c, t]) => `color ${c} ${t}`),
  fc.tuple(fc.integer({ min: 1, max: 3 }), target).map(([n, t]) => `prevent ${n} ${t}`),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom('A', 'B')).map(([n, t]) => `gain-life ${n} ${t}`),
);
const ability = fc.oneof(
  fc.tuple(fc.constantFrom('dies', 'combat-damage', 'damaged', 'attacks', 'creature-dies', 'life-gained'), effect).map(([w, e]) => `(${w}: ${e.replace(/\b[a-c]\b/, 'self')})`),
  fc.constantFrom('(static: +1/+1 yours)', '(static: gain flying white)', '(static: +0/-1 others)', '(static: lose flying creatures)'),
);
const creature = fc.record({
  p: fc.integer({ min: 0, max: 5 }),
  t: fc.integer({ min: 1, max: 5 }),
  kw: fc.subarray(['trample', 'first-strike', 'deathtouch', 'lifelink', 'indestructible', 'white', 'black'], { maxLength: 2 }),
  ab: fc.array(ability, { maxLength: 2 }),
});
const event = fc.oneof(
  fc.tuple(fc.constantFrom('A', 'B'), fc.array(effect, { minLength: 1, maxLength: 2 })).map(([p, e]) => `cast ${p}: ${e.join(' & ')}`),
  fc.tuple(objTarget, effect).map(([s, e]) => `activate ${s}: ${e}`),
  fc.constantFrom('resolve', 'next', 'end'),
);

const timeline = fc
  .record({ cs: fc.array(creature, { minLength: 6, maxLength: 6 }), before: fc.array(event, { maxLength: 4 }), combat: fc.boolean(), after: fc.array(event, { maxLength: 4 }) })
  .map(({ cs, before, combat, after }) => {
    const spec = (c: (typeof cs)[number]) => [`${c.p}/${c.t}`, ...c.kw, ...c.ab].join(' ');
    const parts = ['mtg', `A: ${IDS.slice(0, 3).map((id, i) => `${id}=${spec(cs[i]!)}`).join(' ; ')}`, `B: ${IDS.slice(3).map((id, i) => `${id}=${spec(cs[i + 3]!)}`).join(' ; ')}`];
    parts.push(...before);
    if (combat) parts.push('attack a,b', 'block x>a');
    parts.push(...after);
    return parts.join(' ; ');
  });

describe('the MTG kernel on generated timelines', () => {
  it('never throws, prints back, ends, and gives a rule for every step', () => {
    const seen = { resolved: 0, triggers: 0, layers: 0, capped: 0 };
    fc.assert(
      fc.property(timeline, (text) => {
        const res = resolvesCleanly(text);
        expect(res.outcome.length).toBeGreaterThan(0);
        if (!res.stopped) seen.resolved++;
        if (res.steps.some((x) => x.key.endsWith('.trigger-on-stack'))) seen.triggers++;
        if (res.steps.some((x) => /\.effect-/.test(x.key))) seen.layers++;
        if (res.violations.some((v) => v.key.endsWith('.step-cap'))) seen.capped++;
      }),
      { numRuns: RUNS },
    );
    expect(seen.resolved).toBeGreaterThan(RUNS / 3);
    expect(seen.triggers).toBeGreaterThan(RUNS / 20);
    expect(seen.layers).toBeGreaterThan(RUNS / 10);
  });

  it('stops an endless loop of triggers at the step cap, with a clear message in every language', () => {
    const loops = fc.record({ n: fc.integer({ min: 1, max: 3 }), life: fc.boolean() }).map(({ n, life }) =>
      life
        ? `mtg ; A: x=1/1 (life-gained: gain-life ${n} you) ; B: z=1/1 ; cast A: gain-life 1 A`
        : `mtg ; A: x=1/1 indestructible (damaged: damage ${n} y) ; y=1/1 indestructible (damaged: damage ${n} x) ; cast A: damage 1 x`,
    );
    fc.assert(
      fc.property(loops, (text) => {
        const r = checkScenario(text);
        if (!r.ok) throw new Error(JSON.stringify(r.errors));
        const cap = r.resolution.violations.find((v) => v.key === 'engine-mtg.violation.step-cap');
        expect(cap, text).toBeDefined();
        expect(cap!.params.cap).toBe(STEP_CAP);
        expect(cap!.rules).toContain('104.4b');
        expect(r.resolution.stopped).toBe(true);
        expect(r.resolution.steps.length).toBeLessThan(STEP_CAP * 6);
      }),
      { numRuns: 10 },
    );
    const r = checkScenario('mtg ; A: x=1/1 (life-gained: gain-life 1 you) ; B: z=1/1 ; cast A: gain-life 1 A');
    const words = { en: 'loop', ja: 'ループ', fr: 'boucle' } as const;
    for (const locale of LOCALES) {
      const text = JSON.stringify(renderCheck(r, locale));
      expect(text, locale).toContain(words[locale]);
      expect(text, locale).toContain(String(STEP_CAP));
    }
  });
});

describe('the step cap counts only what happens without the scenario asking', () => {
  it('a long legal timeline (many spells on the stack at once) is not mistaken for a loop', () => {
    // 140 spells, each making a trigger: about 420 kernel steps in all, more than the cap, none of them a loop
    const casts = Array.from({ length: 140 }, () => 'cast A: gain-life 1 A').join(';');
    const r = checkScenario(`mtg;A: w=1/1 (life-gained: put 1 +1/+1 self);B: z=1/1;${casts}`);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.resolution.violations).toEqual([]);
    expect(r.resolution.final.players.find((p) => p.id === 'A')!.life).toBe(160);
    expect(r.resolution.final.objects.find((o) => o.id === 'w')!.power).toBe(141);
  });
});
