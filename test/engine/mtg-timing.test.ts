/**
 * Casting: spell card types and colours in `cast`, permanent spells, when a spell may be cast (117.1a, 307.1, 302.1,
 * 505.1), flash (702.8a), protection from any card type (702.16a, 702.16e) and targeting restrictions (702.16b,
 * 702.11b, 702.18a) at casting (601.2c, 602.2b) and on resolution (608.2b).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { renderCheck, renderParseErrors } from '../../commands/render/resolution.ts';
import { object, ok, player, resolvesCleanly, steps, violationRules } from './helpers.ts';
import type { MtgScenario } from '../../engine/mtg/scenario.ts';

const render = (r: ReturnType<typeof ok>, locale: 'en' | 'ja' | 'fr') => JSON.stringify(renderCheck(r, locale));
const castingSteps = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg.casting.step.${name}`);
const errorsOf = (text: string) => {
  const r = checkScenario(text);
  if (r.ok) throw new Error(`expected errors: ${text}`);
  return r.errors;
};
const scenario = (text: string) => ok(text).scenario as MtgScenario;

describe('cast: card type and colours of a spell', () => {
  it('reads the name, colour words and one card type before the colon, and prints them back', () => {
    const s = scenario('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Lightning Bolt red instant: damage 3 w');
    expect(s.actions[0]).toMatchObject({ kind: 'cast', caster: 'B', name: 'Lightning Bolt', colors: ['red'], spellType: 'instant' });
    expect(printScenario(s, { oneLine: true })).toContain('cast B Lightning Bolt red instant: damage 3 w');
    expect(parseScenario(printScenario(s)).scenario).toStrictEqual(s);
  });

  it('an untyped cast has no card type and no colour, as before (a name like "Plan B" stays a name)', () => {
    const s = scenario('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Plan B: damage 2 w');
    expect(s.actions[0]).toStrictEqual({ kind: 'cast', caster: 'B', name: 'Plan B', effects: [{ kind: 'damage', amount: 2, targets: ['w'] }] });
  });

  it('accepts Japanese and French type and colour words', () => {
    const ja = scenario('mtg ; A: w=2/2 ; B: x=2/2 ; 唱える A ショック 赤 インスタント: ダメージ 2 x');
    expect(ja.actions[0]).toMatchObject({ name: 'ショック', colors: ['red'], spellType: 'instant' });
    const fr = scenario('mtg ; A: w=2/2 ; B: x=2/2 ; lance A Colère blanc rituel: détruire x');
    expect(fr.actions[0]).toMatchObject({ name: 'Colère', colors: ['white'], spellType: 'sorcery' });
  });

  it('a permanent card type in the effects form points to the object form, in every language', () => {
    const [e] = errorsOf('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Bear creature: damage 2 w');
    expect(e!.key).toBe('engine-mtg.casting.parse.permanent-needs-object');
    expect(e!.col).toBe('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Bear '.length + 1);
    const text = 'mtg ; A: w=2/2 ; B: x=2/2 ; cast B Bear creature: damage 2 w';
    const errs = errorsOf(text);
    expect(renderParseErrors(text, errs, 'en')).toContain('write a permanent spell like an object');
    expect(renderParseErrors(text, errs, 'fr')).toContain("un sort de permanent s'écrit comme un objet");
    expect(renderParseErrors(text, errs, 'ja')).toContain('パーマネント呪文はオブジェクトと同じ形で書いてください');
    expect(errorsOf('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Shock sorcery instant: damage 2 w')[0]!.key).toBe('engine-mtg.casting.parse.two-card-types');
    const [before] = errorsOf('mtg ; A: w=2/2 ; B: x=2/2 ; cast B instant Shock: damage 2 w');
    expect(before).toMatchObject({ key: 'engine-mtg.casting.parse.type-after-name', col: 'mtg ; A: w=2/2 ; B: x=2/2 ; cast B '.length + 1 });
  });

  it('a permanent spell is written like an object; its id is checked like one', () => {
    const s = scenario('mtg ; A: w=2/2 ; B: x=1/1 ; cast B v=Ambush Viper 2/1 deathtouch flash');
    expect(s.actions[0]).toMatchObject({ kind: 'cast', caster: 'B', effects: [], permanent: { id: 'v', controller: 'B', type: 'creature', power: 2, toughness: 1, keywords: ['deathtouch', 'flash'] } });
    expect(s.objects.map((o) => o.id)).toEqual(['w', 'x']);
    expect(printScenario(s, { oneLine: true })).toBe('mtg ; A: w=2/2 ; B: x=1/1 ; cast B v=Ambush Viper 2/1 deathtouch flash');
    expect(errorsOf('mtg ; A: w=2/2 ; B: x=1/1 ; cast B w=Viper 2/1')[0]!.key).toBe('engine.parse.duplicate-id');
    expect(errorsOf('mtg ; A: w=2/2 ; B: x=1/1 ; block v>w')[0]!.key).toBe('engine.parse.unknown-object');
  });
});

describe('when a spell may be cast (117.1a)', () => {
  it('307.1: a sorcery during combat is a violation with the moment, and the engine stops', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; attack w ; cast A Wrath white sorcery: destroy creatures');
    expect(r.resolution.violations[0]).toMatchObject({ key: 'engine-mtg.casting.violation.not-main-phase', fatal: true, rules: ['307.1', '117.1a', '505.1'] });
    expect(r.resolution.stopped).toBe(true);
    expect(render(r, 'en')).toContain("A can't cast Wrath during the declare attackers step: it is a sorcery, which may be cast only in its caster's main phase while the stack is empty.");
    expect(render(r, 'ja')).toContain('Aは攻撃クリーチャー指定ステップにWrathを唱えられない');
    expect(render(r, 'fr')).toContain("A ne peut pas lancer Wrath pendant l'étape de déclaration des attaquants : c'est un rituel");
  });

  it('505.1: each cast happens where it is written (declare blockers, combat damage, end of turn)', () => {
    const moment = (r: ReturnType<typeof ok>) => (r.resolution.violations[0]!.params.moment as { key: string }).key;
    const base = 'mtg ; A: w=2/2 ; B: x=2/2 ; attack w ; block x>w';
    const cast = 'cast A Divination sorcery: gain-life 1 A';
    expect(moment(ok(`${base} ; ${cast}`))).toBe('engine-mtg.casting.moment.declare-blockers');
    expect(moment(ok(`${base} ; next ; ${cast}`))).toBe('engine-mtg.casting.moment.combat-damage');
    expect(moment(ok(`${base} ; end ; ${cast}`))).toBe('engine-mtg.casting.moment.end');
    expect(moment(ok(`mtg ; A: w=2/2 ; B: x=2/2 ; attack w ; next ; ${cast}`))).toBe('engine-mtg.casting.moment.declare-blockers');
  });

  it('307.1, 117.1a: only the active player (the attacker, else the first player listed) casts a sorcery', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Lava Axe red sorcery: damage 5 A');
    expect(r.resolution.violations[0]).toMatchObject({ key: 'engine-mtg.casting.violation.not-your-turn', rules: ['307.1', '117.1a'], params: { active: 'A' } });
    expect(player(r, 'A').life).toBe(20);
    expect(render(r, 'en')).toContain('which only the active player (A) may cast');
    expect(r.resolution.assumptions.map((n) => n.key)).toContain('engine-mtg.casting.assumption.active-first-player');
    expect(render(r, 'en')).toContain('Nobody attacks: A, the first player listed, is taken as the active player');
    // B attacks later this turn: B is the active player, and its main phase comes first
    const b = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Lava Axe red sorcery: damage 5 A ; attack x');
    expect(b.resolution.violations).toEqual([]);
    expect(player(b, 'A').life).toBe(13);
  });

  it('307.1: not while the stack holds anything', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock red instant: damage 2 x ; cast A Lava Axe red sorcery: damage 5 B');
    expect(r.resolution.violations[0]).toMatchObject({ key: 'engine-mtg.casting.violation.stack-not-empty', params: { top: 'Shock' }, rules: ['307.1', '117.1a'] });
    // once the Shock has resolved, the stack is empty again
    const later = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock red instant: damage 2 x ; resolve ; cast A Lava Axe red sorcery: damage 5 B');
    expect(later.resolution.violations).toEqual([]);
    expect(player(later, 'B').life).toBe(15);
  });

  it('304.1: an instant, and an untyped cast, may be cast at any moment by either player', () => {
    for (const text of [
      'mtg ; A: w=2/2 ; B: x=2/2 ; attack w ; block x>w ; cast B Shock red instant: damage 2 w',
      'mtg ; A: w=2/2 ; B: x=2/2 ; attack w ; block x>w ; cast B Shock: damage 2 w',
    ]) {
      const r = ok(text);
      expect(r.resolution.violations, text).toEqual([]);
      expect(object(r, 'w').zone, text).toBe('graveyard');
    }
  });

  it('305.1, 305.9: a land is played, never cast', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=1/1 ; cast A l=Forest land');
    expect(r.resolution.violations[0]).toMatchObject({ key: 'engine-mtg.casting.violation.land-is-played', rules: ['305.1', '305.9'] });
    expect(render(r, 'en')).toContain('a land is played as a special action');
  });
});

describe('permanent spells and flash (302.1, 608.3a, 702.8a)', () => {
  it('702.8a: B flashes in a blocker during the declare attackers step and blocks with it', () => {
    const r = ok('mtg ; A: w=Wurm 6/6 ; B: x=1/1 ; attack w ; cast B v=Ambush Viper 2/1 deathtouch flash ; block v>w');
    expect(r.resolution.violations).toEqual([]);
    expect(castingSteps(r, 'flash')[0]!.rules).toEqual(['702.8a', '117.1a']);
    expect(castingSteps(r, 'enters')[0]).toMatchObject({ params: { source: 'Ambush Viper (v)', player: 'B' }, rules: ['608.3a', '302.6'] });
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(object(r, 'v')).toMatchObject({ zone: 'graveyard', controller: 'B' });
    const en = render(r, 'en');
    expect(en).toContain('Ambush Viper (v) has flash: B may cast it during the declare attackers step');
    expect(en).toContain("Ambush Viper (v) resolves and enters the battlefield under B's control");
    expect(render(r, 'ja')).toContain('Ambush Viper (v)は瞬速を持つ');
    expect(render(r, 'fr')).toContain('Ambush Viper (v) a le flash');
  });

  it('302.1: without flash a creature spell is cast only as a sorcery', () => {
    const r = ok('mtg ; A: w=Wurm 6/6 ; B: x=1/1 ; attack w ; cast B v=Grizzly Bears 2/2 ; block v>w');
    expect(violationRules(r)).toEqual(['302.1', '117.1a']);
    expect(r.resolution.stopped).toBe(true);
    expect(render(r, 'en')).toContain('it is a creature spell, which only the active player (A) may cast, in their main phase while the stack is empty (flash would allow it)');
  });

  it('302.6: a creature cast this turn is summoning sick; a block declared before it was cast is illegal', () => {
    const sick = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A v=Grizzly Bears 2/2 ; attack v');
    expect(violationRules(sick)).toEqual(['302.6', '508.1a']);
    const early = ok('mtg ; A: w=Wurm 6/6 ; B: x=1/1 ; attack w ; block v>w ; cast B v=Ambush Viper 2/1 flash');
    expect(violationRules(early)).toContain('509.1a');
    // (review) the reply says the blocks were declared before the cast, not merely that it is still in hand
    expect(render(early, 'en')).toContain('Ambush Viper (v) is cast only after blockers are declared');
  });

  it('the permanent enters only as the spell resolves: a response resolves first (405.1)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=1/1 ; attack w ; cast B v=Viper 2/1 flash ; cast A Shock red instant: damage 2 v');
    // the Shock can't target a creature still on the stack (601.2c)
    expect(violationRules(r)).toEqual(expect.arrayContaining(['601.2c']));
    expect(object(r, 'v').zone).toBe('battlefield');
    const after = ok('mtg ; A: w=2/2 ; B: x=1/1 ; attack w ; cast B v=Viper 2/1 flash ; resolve ; cast A Shock red instant: damage 2 v');
    expect(castingSteps(after, 'cast-permanent')[0]!.params).toMatchObject({ player: 'B', source: 'Viper (v)' });
    expect(object(after, 'v').zone).toBe('graveyard');
  });
});

describe('protection from a card type (702.16a, 702.16e)', () => {
  it('pro:instants: damage from an instant spell that does not target is prevented; a sorcery is not', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 pro:instants ; cast A Electrickery red instant: damage 2 creatures');
    expect(object(r, 'x').damage).toBe(0);
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(steps(r, 'prevented-protection')[0]!.rules).toEqual(['702.16a', '702.16e', '615.1']);
    expect(render(r, 'en')).toContain('protection from instants');
    const sorcery = ok('mtg ; A: w=2/2 ; B: x=2/2 pro:instants ; cast A Pyroclasm red sorcery: damage 2 creatures');
    expect(object(sorcery, 'x').zone).toBe('graveyard');
    // an untyped spell has no card type: it keeps today's behaviour
    expect(object(ok('mtg ; A: w=2/2 ; B: x=2/2 pro:instants ; cast A: damage 2 creatures'), 'x').zone).toBe('graveyard');
  });

  it('pro:sorceries, pro:enchantments, pro:lands, in every language', () => {
    expect(object(ok('mtg ; A: w=2/2 ; B: x=2/2 pro:rituels ; cast A Pyroclasm sorcery: damage 2 creatures'), 'x').damage).toBe(0);
    const ench = ok('mtg ; A: e=Pestilence enchantment black ; w=2/2 ; B: x=2/2 pro:エンチャント ; activate e: damage 1 creatures');
    expect(object(ench, 'x').damage).toBe(0);
    expect(object(ench, 'w').damage).toBe(1);
    const land = ok('mtg ; A: l=Keldon Megaliths land ; B: x=2/2 pro:terrains ; y=2/2 ; activate l: damage 1 creatures');
    expect(object(land, 'x').damage).toBe(0);
    expect(object(land, 'y').damage).toBe(1);
    expect(scenario('mtg ; A: w=2/2 ; B: x=2/2 pro:instants,enchantments,sorceries,lands,battles').objects[1]!.protection).toEqual(['enchantments', 'instants', 'sorceries', 'lands', 'battles']);
  });

  it('702.16a, 702.16f: an enchantment creature has both card types: it can\'t block an attacker with pro:enchantments', () => {
    const r = ok('mtg ; A: w=2/2 pro:enchantments ; B: x=Nyx Beast 2/2 enchantment ; attack w ; block x>w');
    expect(violationRules(r)).toEqual(expect.arrayContaining(['702.16a', '702.16f']));
  });
});

describe('targeting restrictions (702.16b, 702.11b, 702.18a)', () => {
  it('601.2c: a spell can\'t target a creature with protection from its colour or card type; it is not cast', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 pro:red ; cast A Shock red instant: damage 2 x');
    expect(r.resolution.violations[0]).toMatchObject({ key: 'engine-mtg.casting.violation.illegal-target', fatal: false, rules: ['601.2c', '702.16b'] });
    expect(r.resolution.stopped).toBe(false);
    expect(steps(r, 'cast')).toHaveLength(0);
    expect(render(r, 'en')).toContain("Shock can't target x: protection from red");
    expect(render(r, 'ja')).toContain('Shockはxを対象にできない：赤からのプロテクション');
    expect(render(r, 'fr')).toContain('Shock ne peut pas cibler x : protection contre le rouge');
    const typed = ok('mtg ; A: w=2/2 ; B: x=2/2 pro:instants ; cast A Shock instant: damage 2 x');
    expect(violationRules(typed)).toEqual(['601.2c', '702.16b', '702.16a']);
    // a colourless, untyped spell may still target it
    expect(object(ok('mtg ; A: w=2/2 ; B: x=2/2 pro:red ; cast A: damage 2 x'), 'x').zone).toBe('graveyard');
  });

  it('602.2b: an ability from a source with the quality can\'t target; protection from a player covers its spells', () => {
    const r = ok('mtg ; A: g=Prodigal Sorcerer 1/1 red ; B: x=2/2 pro:red ; activate g: damage 1 x');
    expect(violationRules(r)).toEqual(['602.2b', '702.16b']);
    const pl = ok('mtg ; A: w=2/2 ; B: x=2/2 pro-player:A ; cast A Giant Growth: +3/+3 x');
    expect(violationRules(pl)).toEqual(['601.2c', '702.16b', '702.16k']);
    expect(object(pl, 'x').power).toBe(2);
    const player = ok('mtg ; A: w=2/2 ; B: pro:black ; x=2/2 ; cast A Sign in Blood black sorcery: lose-life 2 B');
    expect(violationRules(player)).toEqual(['601.2c', '702.16b']);
  });

  it('702.11b hexproof: opponents can\'t target it, its controller can; 702.18a shroud: nobody can', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 hexproof ; cast B Giant Growth green instant: +3/+3 x ; cast A Shock red instant: damage 2 x');
    expect(violationRules(r)).toEqual(['601.2c', '702.11b']);
    expect(object(r, 'x').power).toBe(5);
    expect(render(r, 'en')).toContain('hexproof, and the spell or ability is controlled by an opponent of B');
    const shroud = ok('mtg ; A: w=2/2 ; B: x=2/2 被覆 ; cast B Giant Growth: +3/+3 x');
    expect(violationRules(shroud)).toEqual(['601.2c', '702.18a']);
    expect(object(shroud, 'x').power).toBe(2);
    // a spell that does not target still affects it
    expect(object(ok('mtg ; A: w=2/2 ; B: x=2/2 shroud hexproof ; cast A: damage 2 creatures'), 'x').zone).toBe('graveyard');
  });

  it('608.2b: protection gained in response makes the target illegal on resolution', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock red instant: damage 2 x ; cast B Gods Willing white instant: gain pro:red x');
    const illegal = castingSteps(r, 'target-now-illegal')[0]!;
    expect(illegal.rules).toEqual(['608.2b', '702.16b']);
    expect(steps(r, 'fizzles')).toHaveLength(1);
    expect(object(r, 'x')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(render(r, 'en')).toContain('x is no longer a legal target for Shock: protection from red');
    expect(render(r, 'en')).toContain('x gains protection from red until end of turn');
    // with two targets, the spell does what it can to the other one
    const two = ok('mtg ; A: w=2/2 ; B: x=2/2 ; y=2/2 ; cast A Arc Lightning red sorcery: damage 2 x,y ; cast B: gain pro:sorceries y');
    expect(steps(two, 'some-targets-illegal')).toHaveLength(1);
    expect(object(two, 'x').zone).toBe('graveyard');
    expect(object(two, 'y').damage).toBe(0);
  });

  it('603.3d: a triggered ability whose only target has protection from its source is removed from the stack', () => {
    const r = ok('mtg ; A: pro:black ; w=3/3 ; B: x=Blood Pet 1/1 black (dies: damage 1 A) ; attack w ; block x>w');
    expect(steps(r, 'trigger-no-target')[0]!.rules).toEqual(['603.3d']);
    expect(player(r, 'A').life).toBe(20);
    const red = ok('mtg ; A: pro:red ; w=3/3 ; B: x=Blood Pet 1/1 black (dies: damage 1 A) ; attack w ; block x>w');
    expect(player(red, 'A').life).toBe(19);
  });

  it('608.2b, 702.11b, 702.18a: hexproof or shroud gained in response also makes the target illegal', () => {
    const hex = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock red instant: damage 2 x ; cast B Ranger\'s Guile green instant: gain hexproof x');
    expect(castingSteps(hex, 'target-now-illegal')[0]!.rules).toEqual(['608.2b', '702.11b']);
    expect(object(hex, 'x').zone).toBe('battlefield');
    // the controller's own spell still resolves on a creature that gained hexproof; shroud stops it too
    const own = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Giant Growth: +3/+3 x ; cast B: gain hexproof x');
    expect(object(own, 'x').power).toBe(5);
    const shroud = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Giant Growth: +3/+3 x ; cast B: gain shroud x');
    expect(castingSteps(shroud, 'target-now-illegal')[0]!.rules).toEqual(['608.2b', '702.18a']);
    expect(object(shroud, 'x').power).toBe(2);
  });

  it('gain pro: reads every quality alias and prints back canonically', () => {
    const s = scenario('mtg ; A: w=2/2 ; B: x=2/2 ; cast B: 得る プロテクション:赤,インスタント x');
    expect(s.actions[0]).toMatchObject({ effects: [{ kind: 'gain', protection: ['red', 'instants'], targets: ['x'] }] });
    expect(printScenario(s, { oneLine: true })).toContain('cast B: gain pro:red,instants x');
    expect(errorsOf('mtg ; A: w=2/2 ; B: x=2/2 ; cast B: gain pro:instans x')[0]).toMatchObject({ key: 'engine-mtg.parse.unknown-quality', suggestion: 'instants' });
  });
});

describe('casting under the 1998 rulings', () => {
  it('a permanent spell and the timing checks work in the historical run too', () => {
    const r = ok('mtg ; ruleset 1998 ; A: w=Wurm 6/6 ; B: x=1/1 ; attack w ; cast B v=Ambush Viper 2/1 deathtouch flash ; block v>w');
    expect(object(r, 'w').zone).toBe('graveyard');
    const late = ok('mtg ; ruleset 1998 ; A: w=2/2 ; B: x=2/2 ; attack w ; cast A Wrath sorcery: destroy creatures');
    expect(violationRules(late)).toContain('307.1');
  });
});

describe('generated casting timelines', () => {
  const spell = fc.oneof(
    fc.tuple(fc.constantFrom('A', 'B'), fc.constantFrom('', ' red', ' white'), fc.constantFrom('', ' instant', ' sorcery'), fc.constantFrom('damage 2 x', 'damage 1 w', 'gain pro:red x', 'gain pro:instants w', '+1/+1 w', 'damage 2 creatures', 'gain hexproof x')).map(
      ([p, c, t, e]) => `cast ${p} Spell${c}${t}: ${e}`,
    ),
    fc.tuple(fc.constantFrom('A', 'B'), fc.constantFrom('', ' flash', ' deathtouch flash', ' enchantment', ' land')).map(([p, k]) => `cast ${p} SPELLID=Card 2/2${k}`),
    fc.constantFrom('attack w', 'block x>w', 'block v>w', 'next', 'end', 'resolve', 'activate w: damage 1 x'),
  );
  const timeline = fc
    .record({
      pro: fc.subarray(['red', 'instants', 'sorceries', 'enchantments', 'creatures'], { maxLength: 2 }),
      kw: fc.subarray(['hexproof', 'shroud', 'flash'], { maxLength: 1 }),
      events: fc.array(spell, { maxLength: 6 }),
    })
    .map(({ pro, kw, events }) => {
      let n = 0;
      const evs = events.map((e) => e.replace('SPELLID', () => (n++ === 0 ? 'v' : `s${n}`)));
      return ['mtg', 'A: w=3/3 red', `B: x=2/2 ${kw.join(' ')} ${pro.length ? `pro:${pro.join(',')}` : ''}`.trim(), ...evs].join(' ; ');
    });

  it('parse, print back, resolve without throwing, and give every step a rule', () => {
    fc.assert(
      fc.property(timeline, (text) => {
        const parsed = parseScenario(text);
        // `block v>w` without a permanent spell v is a reference error: skip those
        if (parsed.errors.length > 0) {
          expect(parsed.errors.every((e) => e.key === 'engine.parse.unknown-object'), text).toBe(true);
          return;
        }
        const res = resolvesCleanly(text);
        for (const v of res.violations) expect(v.rules.length, `${text}\n${v.key}`).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
