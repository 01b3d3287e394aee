/**
 * Historical damage rules and damage redirection (engine/mtg/era.ts, engine/mtg/redirect.ts):
 * - `ruleset 1998`: the damage prevention step (seed 003, rule change 5) against today's 615.4 / 704.5g;
 * - `ruleset 2009`: combat damage on the stack (Sixth Edition to Magic 2010) against today's 510.2;
 * - redirection (614.9) as a replacement effect ordered with prevention and doubling (616.1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { renderCheck } from '../../commands/render/resolution.ts';
import { LOCALES } from '../../commands/i18n.ts';
import { object, ok, player, resolvesCleanly, steps } from './helpers.ts';

const both = (text: string, era: '1998' | '2009') => ({ today: ok(text), old: ok(`${text} ; ruleset ${era}`) });
const eraSteps = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg.era.${name}`);
const outcomeKeys = (r: ReturnType<typeof ok>) => r.resolution.outcome.map((m) => m.key);
const violationKeys = (r: ReturnType<typeof ok>) => r.resolution.violations.map((v) => v.key);

describe('ruleset 1998: the damage prevention step', () => {
  it('prevention cast after combat damage saves the blocker in 1998; today it comes too late', () => {
    const { today, old } = both('mtg ; A: w=3/3 ; B: x=2/2 ; attack w ; block x>w ; next ; cast B Healing Salve: prevent 3 x', '1998');
    expect(object(old, 'x').zone).toBe('battlefield');
    expect(object(old, 'x').damage).toBe(0);
    expect(object(old, 'w').damage).toBe(2);
    const open = eraSteps(old, 'prevention-step');
    expect(open).toHaveLength(1);
    expect(open[0]!.cites).toContain('mtg.usg1998.damage-prevention-step');
    expect(eraSteps(old, 'prevented-after')[0]!.params).toMatchObject({ amount: 3, now: 0, target: 'x', source: 'w' });
    expect(eraSteps(old, 'prevention-step-ends')).toHaveLength(1);
    expect(outcomeKeys(old)[0]).toBe('engine-mtg.outcome.historical');
    expect(outcomeKeys(old).at(-1)).toBe('engine-mtg.outcome.today');
    expect(object(today, 'x').zone).toBe('graveyard');
    expect(violationKeys(today)).toContain('engine-mtg.violation.target-not-there');
  });

  it('part of the damage prevented: the blocker still has lethal damage at the end of the step', () => {
    const old = ok('mtg ; A: w=3/3 ; B: x=2/2 ; attack w ; block x>w ; next ; cast B: prevent 1 x ; ruleset 1998');
    expect(object(old, 'x').zone).toBe('graveyard');
    expect(eraSteps(old, 'prevented-after')[0]!.params).toMatchObject({ amount: 1, now: 2 });
  });

  it('regeneration after the damage: regenerated at the end of the step (tapped, damage removed)', () => {
    const { today, old } = both('mtg ; A: w=4/4 ; B: x=River Boa 2/2 ; attack w ; block x>w ; next ; activate x: regenerate x', '1998');
    expect(object(old, 'x').zone).toBe('battlefield');
    expect(object(old, 'x').tapped).toBe(true);
    expect(object(old, 'x').damage).toBe(0);
    expect(steps(old, 'regenerated')).toHaveLength(1);
    expect(object(today, 'x').zone).toBe('graveyard');
  });

  it('a player at 0 life is saved by prevention in the step; today the game is over', () => {
    const { today, old } = both('mtg ; A: w=3/3 ; B life=2 ; attack w>B ; next ; next ; cast B: prevent 3 B', '1998');
    expect(player(old, 'B').life).toBe(2);
    expect(player(old, 'B').lost).toBe(false);
    expect(eraSteps(old, 'prevented-after-player')[0]!.params).toMatchObject({ amount: 3, now: 2 });
    expect(player(today, 'B').lost).toBe(true);
    expect(player(today, 'B').life).toBe(-1);
  });

  it('without prevention the player at 0 life loses at the end of the step', () => {
    const old = ok('mtg ; A: w=3/3 ; B life=2 ; attack w>B ; ruleset 1998');
    expect(player(old, 'B').lost).toBe(true);
    const keys = old.resolution.steps.map((s) => s.key);
    expect(keys.indexOf('engine-mtg.era.prevention-step-ends')).toBeLessThan(keys.indexOf('engine-mtg.step.sba-zero-life'));
  });

  it('"deals combat damage to a player" triggers at the end of the step, and not when all of it was prevented', () => {
    const specter = 'mtg ; A: w=Hypnotic Specter 2/2 (combat-damage: lose-life 1 B) ; attack w>B ; next ; next';
    const prevented = ok(`${specter} ; cast B: prevent 2 B ; ruleset 1998`);
    expect(player(prevented, 'B').life).toBe(20);
    expect(steps(prevented, 'triggers')).toEqual([]);
    expect(eraSteps(prevented, 'all-prevented')).toHaveLength(1);
    const partly = ok(`${specter} ; cast B: prevent 1 B ; ruleset 1998`);
    expect(player(partly, 'B').life).toBe(18);
    const keys = partly.resolution.steps.map((s) => s.key);
    expect(keys.indexOf('engine-mtg.step.triggers')).toBeGreaterThan(keys.indexOf('engine-mtg.era.prevention-step-ends'));
  });

  it('lifelink gains only the damage successfully dealt', () => {
    const old = ok('mtg ; A: w=3/3 lifelink ; attack w>B ; next ; next ; cast B: prevent 2 B ; ruleset 1998');
    expect(player(old, 'A').life).toBe(21);
    expect(player(old, 'B').life).toBe(19);
  });

  it('a prevention naming its source only takes back that source\'s damage', () => {
    const old = ok('mtg ; A: w=2/2 ; v=2/2 ; B: x=3/3 extra-block:1 ; attack w,v ; block x>w,v ; next ; cast B: prevent 3 x from w ; ruleset 1998');
    expect(object(old, 'x').damage).toBe(2);
    expect(object(old, 'x').zone).toBe('battlefield');
  });

  it('a spell other than prevention or regeneration comes after the step: too late for the blocker', () => {
    const old = ok('mtg ; A: w=3/3 ; B: x=2/2 ; attack w ; block x>w ; next ; cast B Giant Growth: +3/+3 x ; ruleset 1998');
    expect(eraSteps(old, 'after-prevention-step')).toHaveLength(1);
    expect(object(old, 'x').zone).toBe('graveyard');
    expect(violationKeys(old)).toContain('engine-mtg.violation.target-not-there');
  });

  it("a spell's damage opens the step too: regeneration after the Shock has resolved", () => {
    const { today, old } = both('mtg ; A: z=1/1 ; B: x=2/2 ; cast A Shock: damage 2 x ; resolve ; cast B: regenerate x', '1998');
    expect(object(old, 'x').zone).toBe('battlefield');
    expect(object(today, 'x').zone).toBe('graveyard');
  });

  it('first strike: each combat damage step has its own prevention step', () => {
    const old = ok('mtg ; A: w=2/2 first-strike ; B: x=2/2 ; attack w ; block x>w ; next ; cast B: prevent 2 x ; ruleset 1998');
    expect(eraSteps(old, 'prevention-step').length).toBe(2);
    expect(object(old, 'x').zone).toBe('battlefield');
    expect(object(old, 'w').zone).toBe('graveyard');
  });

  it('deathtouch damage still destroys at the end of the step (the mark is kept while it is open)', () => {
    const old = ok('mtg ; A: w=1/1 deathtouch ; B: x=5/5 ; attack w ; block x>w ; ruleset 1998');
    expect(object(old, 'x').zone).toBe('graveyard');
  });

  it('a response in the declare blockers step is the same in both eras', () => {
    const { today, old } = both('mtg ; A: w=3/3 ; B: x=2/2 ; attack w ; block x>w ; cast B: prevent 3 x', '1998');
    expect(object(old, 'x').zone).toBe('battlefield');
    expect(object(today, 'x').zone).toBe('battlefield');
    expect(outcomeKeys(old).at(-1)).toBe('engine-mtg.outcome.today-same');
  });
});

describe('ruleset 2009: combat damage on the stack (1999–2009)', () => {
  it('is labelled historical, warns, cites the current rule and ends with today\'s answer', () => {
    const old = ok('mtg ; A: w=2/2 ; B: x=3/3 ; attack w ; block x>w ; next ; cast A Giant Growth: +3/+3 w ; ruleset 2009');
    expect(outcomeKeys(old)[0]).toBe('engine-mtg.era.historical-2009');
    expect(outcomeKeys(old).at(-1)).toBe('engine-mtg.outcome.today');
    const w = old.resolution.warnings[0]!;
    expect(w.key).toBe('engine-mtg.era.warning-2009');
    expect(w.rules).toContain('510.2');
    expect(w.cites).toContain('mtg.combat.damage-assignment');
    expect(old.canonical).toContain('ruleset 2009');
  });

  it('a pump after damage is assigned saves the attacker and does not add damage; today it is too late', () => {
    const { today, old } = both('mtg ; A: w=2/2 ; B: x=3/3 ; attack w ; block x>w ; next ; cast A Giant Growth: +3/+3 w', '2009');
    expect(object(old, 'w').zone).toBe('battlefield');
    expect(object(old, 'w').damage).toBe(3);
    expect(object(old, 'x').damage).toBe(2);
    expect(steps(old, 'cast-response')).toHaveLength(1);
    expect(eraSteps(old, 'damage-on-stack')).toHaveLength(1);
    expect(object(today, 'w').zone).toBe('graveyard');
    expect(object(today, 'x').damage).toBe(2);
  });

  it('Mogg Fanatic sacrificed after damage: its combat damage is still dealt, the attacker\'s to it is not', () => {
    const { today, old } = both('mtg ; A: w=3/3 ; B: x=Mogg Fanatic 1/1 ; attack w ; block x>w ; next ; activate x: sacrifice self & damage 1 w', '2009');
    expect(object(old, 'w').damage).toBe(2);
    expect(eraSteps(old, 'stacked-source-gone')[0]!.params).toMatchObject({ amount: 1 });
    expect(eraSteps(old, 'stacked-recipient-gone')[0]!.params).toMatchObject({ amount: 3 });
    expect(object(today, 'w').damage).toBe(1);
    expect(violationKeys(today)).toContain('engine-mtg.violation.source-gone');
  });

  it('a trampler\'s assignment does not change when its blocker leaves: the player takes only the excess', () => {
    const old = ok('mtg ; A: w=5/5 trample ; B: x=2/2 ; attack w ; block x>w ; next ; cast B: sacrifice x ; ruleset 2009');
    expect(player(old, 'B').life).toBe(17);
    expect(object(old, 'x').zone).toBe('graveyard');
  });

  it('`resolve` deals the damage on the stack: a later cast is after the damage', () => {
    const old = ok('mtg ; A: w=2/2 ; B: x=3/3 ; attack w ; block x>w ; next ; resolve ; cast A Giant Growth: +3/+3 w ; ruleset 2009');
    expect(object(old, 'w').zone).toBe('graveyard');
  });

  it('first strike: the first-strike damage is on the stack too; a pump in response saves the blocker', () => {
    const { today, old } = both('mtg ; A: w=2/2 first-strike ; B: x=2/2 ; attack w ; block x>w ; next ; cast B: +0/+2 x', '2009');
    expect(object(old, 'x').zone).toBe('battlefield');
    expect(object(old, 'w').zone).toBe('graveyard');
    expect(eraSteps(old, 'damage-on-stack')).toHaveLength(2);
    expect(object(today, 'x').zone).toBe('graveyard');
    expect(object(today, 'w').zone).toBe('battlefield');
  });

  it('is written in Japanese and French too, and printed as ruleset 2009', () => {
    for (const word of ['第6版', 'ダメージスタック', '6e-édition', 'Sixieme_Edition', '6E', '1999']) {
      const r = ok(`mtg ; A: w=2/2 ; B: x=3/3 ; attack w ; block x>w ; next ; cast A: +3/+3 w ; ルール ${word}`);
      expect(r.canonical).toContain('ruleset 2009');
      expect(object(r, 'w').zone).toBe('battlefield');
    }
  });

  it('an unknown ruleset is an error that names what is expected', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; ruleset 2003x');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]!.key).toBe('engine-mtg.parse.bad-ruleset');
    expect(r.errors[0]!.expected?.key).toBe('engine-mtg.expected.ruleset');
  });
});

describe('damage redirection (614.9)', () => {
  it('Pariah: damage to its controller is dealt to the creature instead', () => {
    const r = ok('mtg ; A: w=5/5 ; B: p=Pariah redirect:g ; g=Guardian 2/4 ; attack w>B');
    expect(player(r, 'B').life).toBe(20);
    expect(object(r, 'g').zone).toBe('graveyard');
    const s = eraSteps(r, 'redirected')[0]!;
    expect(s.rules).toContain('614.9');
    expect(s.params).toMatchObject({ amount: 5, target: 'B', to: 'Guardian (g)', effect: 'Pariah (p)' });
  });

  it('`redirect N x>y`: only the next N damage moves, the rest stays', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=2/2 ; y=3/3 ; cast B: redirect 2 x>y ; resolve ; cast A Lava Spike: damage 3 x');
    expect(object(r, 'x').damage).toBe(1);
    expect(object(r, 'y').damage).toBe(2);
    expect(eraSteps(r, 'redirect-created')[0]!.params).toMatchObject({ amount: 2, target: 'x', to: 'y' });
  });

  it('the redirection is used up: a second spell hits the first recipient', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=4/4 ; y=3/3 ; cast B: redirect 2 x>y ; resolve ; cast A: damage 2 x ; resolve ; cast A: damage 2 x');
    expect(object(r, 'x').damage).toBe(2);
    expect(object(r, 'y').damage).toBe(2);
  });

  it('protection on the new recipient prevents the damage (702.16e)', () => {
    const r = ok('mtg ; A: w=4/4 red ; B: p=Pariah redirect:g ; g=2/4 pro:red ; attack w>B');
    expect(player(r, 'B').life).toBe(20);
    expect(object(r, 'g').damage).toBe(0);
    expect(steps(r, 'prevented-protection')[0]!.params).toMatchObject({ target: 'g' });
  });

  it('the new recipient is gone: the effect does nothing and the damage stays', () => {
    const r = ok('mtg ; A: w=3/3 ; B: p=Pariah redirect:g ; g=2/2 ; attack w>B ; cast A: destroy g');
    expect(player(r, 'B').life).toBe(17);
    expect(eraSteps(r, 'redirect-fails')[0]!.rules).toEqual(['614.9']);
  });

  it('the effect object is gone: the static redirection ends', () => {
    const r = ok('mtg ; A: w=3/3 ; B: p=Pariah redirect:g ; g=2/4 ; attack w>B ; cast A: destroy p');
    expect(player(r, 'B').life).toBe(17);
    expect(object(r, 'g').damage).toBe(0);
  });

  it('with a prevention shield the affected player chooses the order (616.1): both orders are shown', () => {
    const r = ok('mtg ; A: w=3/3 ; B prevent:2 redirect:g ; g=2/4 ; attack w>B');
    expect(object(r, 'g').damage).toBe(1);
    expect(r.resolution.branches).toHaveLength(2);
    expect(outcomeKeys(r)).toContain('engine-mtg.outcome.depends-on-order');
    const given = ok('mtg ; A: w=3/3 ; B prevent:2 redirect:g ; g=2/4 ; attack w>B ; order B: redirect,prevent');
    expect(object(given, 'g').damage).toBe(3);
    expect(given.resolution.branches).toEqual([]);
  });

  it('with damage doubling, the doubling applies once whatever the order (614.5)', () => {
    const r = ok('mtg ; A: w=2/2 ; f=Furnace of Rath double-damage ; B: p=Pariah redirect:g ; g=1/5 ; attack w>B');
    expect(object(r, 'g').damage).toBe(4);
    expect(steps(r, 'doubled')).toHaveLength(1);
    expect(r.resolution.branches).toEqual([]);
  });

  it('two redirections pointing at each other: each applies once, no loop', () => {
    const r = ok('mtg ; A: z=3/3 ; B: x=2/5 redirect:y ; y=2/5 redirect:x ; cast A: damage 3 x');
    expect(object(r, 'x').damage + object(r, 'y').damage).toBe(3);
    expect(r.resolution.violations).toEqual([]);
    expect(eraSteps(r, 'redirected')).toHaveLength(2);
  });

  it('combat damage redirected from a player to a creature does not trigger "deals combat damage to a player"', () => {
    const r = ok('mtg ; A: w=Specter 2/2 (combat-damage: lose-life 1 B) ; B: p=Pariah redirect:g ; g=1/4 ; attack w>B');
    expect(player(r, 'B').life).toBe(20);
    expect(steps(r, 'triggers')).toEqual([]);
  });

  it('Japanese and French words, printed back canonically', () => {
    const ja = ok('mtg ; A: z=1/1 ; B: x=2/2 ; y=3/3 ; cast B: 移し替え 2 x>y ; resolve ; cast A: damage 2 x');
    expect(ja.canonical).toContain('redirect 2 x>y');
    expect(object(ja, 'y').damage).toBe(2);
    const fr = ok('mtg ; A: w=2/2 ; B: p=Paria redirige:g ; g=1/4 ; attack w>B');
    expect(fr.canonical).toContain('redirect:g');
    expect(object(fr, 'g').damage).toBe(2);
    const again = ok(fr.canonical);
    expect(again.canonical).toBe(fr.canonical);
  });

  it('bad redirections are errors that say where and what', () => {
    const cases: Array<[string, string]> = [
      ['mtg ; B: x=2/2 ; y=2/2 ; cast B: redirect 2 x', 'engine-mtg.era.bad-redirect'],
      ['mtg ; B: x=2/2 ; y=2/2 ; cast B: redirect 2 x>x', 'engine-mtg.era.redirect-same'],
      ['mtg ; B: x=2/2 ; y=2/2 ; cast B: redirect 2 x>y>x', 'engine-mtg.era.bad-redirect'],
      ['mtg ; B: x=2/2 redirect: ; y=2/2', 'engine-mtg.parse.missing-value'],
    ];
    for (const [text, key] of cases) {
      const r = checkScenario(text);
      expect(r.ok, text).toBe(false);
      if (r.ok) continue;
      expect(r.errors[0]!.key, text).toBe(key);
      expect(r.errors[0]!.col, text).toBeGreaterThan(1);
    }
    const unknown = checkScenario('mtg ; B: x=2/2 redirect:q');
    expect(unknown.ok).toBe(false);
  });
});

describe('generated timelines under the three rulesets', () => {
  const IDS = ['a', 'b', 'x', 'y'];
  const any = fc.constantFrom(...IDS, 'A', 'B');
  const obj = fc.constantFrom(...IDS);
  const effect = fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 4 }), any).map(([n, t]) => `damage ${n} ${t}`),
    fc.tuple(fc.integer({ min: 1, max: 3 }), any).map(([n, t]) => `prevent ${n} ${t}`),
    obj.map((t) => `regenerate ${t}`),
    obj.map((t) => `sacrifice ${t}`),
    obj.map((t) => `+2/+2 ${t}`),
    fc.tuple(fc.integer({ min: 1, max: 3 }), any, any).filter(([, f, t]) => f !== t).map(([n, f, t]) => `redirect ${n} ${f}>${t}`),
  );
  const event = fc.oneof(
    fc.tuple(fc.constantFrom('A', 'B'), effect).map(([p, e]) => `cast ${p}: ${e}`),
    fc.constantFrom('resolve', 'next', 'next', 'end'),
  );
  const timeline = fc
    .record({
      pt: fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 })), { minLength: 4, maxLength: 4 }),
      kw: fc.array(fc.constantFrom('', 'first-strike', 'trample', 'lifelink', 'deathtouch', '(combat-damage: lose-life 1 B)', '(damaged: damage 1 A)'), { minLength: 4, maxLength: 4 }),
      redirect: fc.option(fc.constantFrom('B: p=Pariah redirect:x', 'B redirect:y', 'A: q=Shield redirect:a'), { nil: undefined }),
      block: fc.constantFrom('block x>a', 'block x,y>a', 'block y>b', ''),
      before: fc.array(event, { maxLength: 2 }),
      after: fc.array(event, { maxLength: 4 }),
      era: fc.constantFrom('1998', '2009', 'today'),
    })
    .map((g) => {
      const spec = (i: number) => `${g.pt[i]![0]}/${g.pt[i]![1]} ${g.kw[i]}`.trim();
      const parts = ['mtg', `A: a=${spec(0)} ; b=${spec(1)}`, `B: x=${spec(2)} ; y=${spec(3)}`];
      if (g.redirect) parts.push(g.redirect);
      parts.push(...g.before, 'attack a,b');
      if (g.block) parts.push(g.block);
      parts.push(...g.after, `ruleset ${g.era}`);
      return { text: parts.join(' ; '), era: g.era };
    });

  it('never throw, print back, give every step a rule, and leave no damage prevention step open', () => {
    fc.assert(
      fc.property(timeline, ({ text, era }) => {
        const res = resolvesCleanly(text);
        const opened = res.steps.filter((st) => st.key === 'engine-mtg.era.prevention-step').length;
        const closed = res.steps.filter((st) => st.key === 'engine-mtg.era.prevention-step-ends').length;
        if (era !== '1998') expect(opened, text).toBe(0);
        else if (!res.stopped && !res.final.players.some((p) => p.lost)) {
          expect(closed, text).toBe(opened);
          // every step closed: no creature is left on the battlefield with lethal damage
          for (const o of res.final.objects) {
            if (o.zone === 'battlefield' && o.toughness !== undefined && !(o.keywords ?? []).includes('indestructible')) expect(o.damage, text).toBeLessThan(o.toughness);
          }
        }
        if (era !== '2009') expect(res.steps.some((st) => st.key === 'engine-mtg.era.damage-on-stack'), text).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('render in every language with the historical label first', () => {
    for (const era of ['1998', '2009']) {
      const r = checkScenario(`mtg ; A: w=3/3 ; B: x=2/2 ; p=Pariah redirect:x ; attack w ; block x>w ; next ; cast B: prevent 3 x ; ruleset ${era}`);
      for (const locale of LOCALES) {
        const text = JSON.stringify(renderCheck(r, locale));
        expect(text, `${era} ${locale}`).not.toMatch(/engine-mtg\./);
        expect(text, `${era} ${locale}`).toContain(era === '1998' ? '1998' : '2009');
      }
    }
  });
});
