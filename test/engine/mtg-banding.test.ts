/**
 * Banding (702.22): attacking bands (702.22c–d), a band blocked as one (702.22h), and who divides combat damage —
 * the defending player against a blocker with banding (702.22j), the active player against a band (702.22k) —
 * under today's rules and `ruleset 1998` (seed 003: a trampler blocked by a creature with banding).
 */
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { renderCheck, tm } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { object, ok, player, steps, violationRules } from './helpers.ts';

type R = ReturnType<typeof ok>;
const bandSteps = (r: R, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg.banding.step.${name}`);
const text = (r: R, locale: Locale = 'en') =>
  renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
    .join('\n');
const choiceOf = (r: R, source: string) => r.resolution.choices.find((c) => JSON.stringify(c.what.params).includes(`"source":"${source}`))!;

const HERO = 'Benalish Hero 1/1 white banding';

describe('attacking bands (702.22c, 702.22d, 508.1e)', () => {
  it('one creature with banding and one without form a band, attacking one player', () => {
    const r = ok(`mtg ; A: w=${HERO} ; v=Craw Wurm 6/4 ; B: z=1/1 ; attack band w,v>B`);
    expect(r.resolution.violations).toEqual([]);
    const band = bandSteps(r, 'band');
    expect(band).toHaveLength(1);
    expect(band[0]!.rules).toEqual(['702.22c', '702.22d', '508.1e']);
    expect(text(r)).toContain('A declares Benalish Hero (w), Craw Wurm (v) as one band, all attacking B.');
    expect(player(r, 'B').life).toBe(13);
  });

  it('any number of creatures with banding may be in one band, and several bands may attack', () => {
    const r = ok('mtg ; A: a=1/1 banding ; b=1/1 banding ; c=1/1 banding ; d=2/2 ; e=1/1 banding ; f=2/2 ; B: z=1/1 ; attack band a,b,c,d band e,f');
    expect(r.resolution.violations).toEqual([]);
    expect(bandSteps(r, 'band')).toHaveLength(2);
    expect(player(r, 'B').life).toBe(12);
  });

  it('two creatures without banding in one band is an illegal declaration (702.22c)', () => {
    const r = ok(`mtg ; A: w=${HERO} ; v=2/2 ; u=3/3 ; B: x=3/3 ; attack band w,v,u`);
    expect(r.resolution.stopped).toBe(true);
    expect(violationRules(r)).toEqual(['702.22c', '508.1e']);
    expect(text(r)).toContain("Benalish Hero (w), v, u can't form one band: at most one of its creatures may lack banding, and v, u lack it.");
    expect(text(r, 'fr')).toContain("et v, u n'en ont pas");
  });

  it('a band with no creature with banding is illegal (702.22c)', () => {
    const r = ok('mtg ; A: v=2/2 ; u=3/3 ; B: x=3/3 ; attack band v,u ; block x>v');
    expect(r.resolution.stopped).toBe(true);
    expect(r.resolution.violations[0]!.key).toBe('engine-mtg.banding.violation.no-banding');
    expect(violationRules(r)).toContain('702.22c');
    // the same creatures attacking without `band` are fine
    expect(ok('mtg ; A: v=2/2 ; u=3/3 ; B: x=3/3 ; attack v,u ; block x>v').resolution.violations).toEqual([]);
  });

  it('a creature may be in one band only (702.22c)', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=1/1 banding ; u=2/2 ; B: x=3/3 ; attack band w,v band w,u');
    expect(r.resolution.stopped).toBe(true);
    expect(r.resolution.violations.map((v) => v.key)).toContain('engine-mtg.banding.violation.two-bands');
    expect(violationRules(r)).toContain('702.22c');
  });

  it('reads the band word in Japanese and French, and prints it back the same', () => {
    for (const src of [
      'mtg ; A: w=1/1 banding ; v=2/2 ; B: z=1/1 ; attack band w,v>B',
      'マジック ; A: w=1/1 バンド ; v=2/2 ; B: z=1/1 ; 攻撃 バンド w,v>B',
      'magic ; A: w=1/1 formation de bandes ; v=2/2 ; B: z=1/1 ; attaque bande w,v>B',
    ]) {
      const r = ok(src);
      expect(r.scenario.actions[0], src).toStrictEqual({ kind: 'attack', groups: [{ attackers: ['w', 'v'], target: 'B', band: true }] });
      expect((r.scenario.objects[0] as { keywords?: string[] }).keywords).toEqual(['banding']);
      const printed = printScenario(r.scenario, { oneLine: true });
      expect(printed).toContain('attack band w,v>B');
      expect(parseScenario(printed).scenario).toStrictEqual(r.scenario);
    }
  });

  it('an object may still be called "band": the word counts only before an attacker', () => {
    const r = ok('mtg ; A: band=2/2 ; B: z=1/1 ; attack band>B');
    expect(r.scenario.actions[0]).toStrictEqual({ kind: 'attack', groups: [{ attackers: ['band'], target: 'B' }] });
    expect(player(r, 'B').life).toBe(18);
  });

  it('a band with nothing after it is a positioned parse error naming the known ids', () => {
    const r = checkScenario('mtg ; A: w=1/1 banding ; B: z=1/1 ; attack band');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ line: 1, col: 44, length: 4, key: 'engine.parse.unknown-object', params: { id: 'band' } });
    expect(r.errors[0]!.expected?.params?.ids).toBe('w, z');
  });
});

describe('a band is blocked as one (702.22h)', () => {
  it('a creature blocking one member blocks every other member too', () => {
    const r = ok(`mtg ; A: w=${HERO} ; v=Craw Wurm 6/4 ; u=2/2 banding ; B: x=3/3 ; attack band w,v,u ; block x>w`);
    const blocked = bandSteps(r, 'band-blocked');
    expect(blocked.map((s) => s.rules)).toEqual([['702.22h', '509.1h'], ['702.22h', '509.1h']]);
    expect(text(r)).toContain('Craw Wurm (v) is in a band with Benalish Hero (w), u: it becomes blocked by x as well.');
    // nobody in the band is unblocked: no damage to B, and x takes the damage of all three
    expect(steps(r, 'unblocked')).toEqual([]);
    expect(player(r, 'B').life).toBe(20);
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('CR 702.22h example: a band of a flyer and a swampwalker, the flyer blocked — the swampwalker is blocked too', () => {
    const base = 'mtg ; A: f=2/2 flying banding ; s=2/2 swampwalk ; B: lands=swamp ; x=Wind Drake 2/2 flying ; attack band f,s';
    const r = ok(`${base} ; block x>f`);
    expect(r.resolution.violations).toEqual([]);
    expect(bandSteps(r, 'band-blocked')[0]!.params.attacker).toBe('s');
    expect(player(r, 'B').life).toBe(20);
    // blocking the swampwalker itself is still forbidden (702.14c)
    expect(violationRules(ok(`${base} ; block x>s`))).toContain('702.14c');
  });

  it('two blockers on two members: each member is blocked by both', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=3/3 ; B: x=2/2 ; y=1/1 ; attack band w,v ; block x>w y>v');
    const blocked = bandSteps(r, 'band-blocked');
    expect(blocked.map((s) => [s.params.attacker, tm('en', s.params.blockers as never)])).toEqual([
      ['w', 'y'],
      ['v', 'x'],
    ]);
  });

  it('creatures attacking side by side without `band` are blocked separately', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=3/3 ; B: x=3/3 ; attack w,v ; block x>w');
    expect(bandSteps(r, 'band-blocked')).toEqual([]);
    expect(player(r, 'B').life).toBe(17);
  });

  it('a member removed from combat leaves the band (702.22f): nothing is added for it', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=3/3 ; B: x=3/3 ; attack band w,v ; cast B Murder: destroy v ; block x>w');
    expect(object(r, 'v').zone).toBe('graveyard');
    expect(bandSteps(r, 'band-blocked')).toEqual([]);
    expect(object(r, 'w').zone).toBe('graveyard');
  });

  it('the band lasts after banding is lost (702.22e), but the defending player divides the blocker\'s damage again (510.1d)', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=3/3 ; B: x=3/3 ; attack band w,v ; block x>w ; cast B: lose banding w');
    expect(bandSteps(r, 'band-blocked')).toHaveLength(1);
    expect(bandSteps(r, 'attacker-divides')).toEqual([]);
    expect(steps(r, 'blocker-divides')[0]!.rules).toEqual(['510.1d']);
    expect(choiceOf(r, 'x').chooser).toBe('B');
  });
});

describe('702.22j: against a blocker with banding, the defending player divides the attacker\'s damage', () => {
  const seed = `mtg ; A: w=Craw Wurm 6/4 trample ; B: x=${HERO} ; attack w>B ; block x>w`;

  it('seed 003: a trampler blocked by a creature with banding — nothing tramples over', () => {
    const r = ok(seed);
    expect(player(r, 'B').life).toBe(20);
    expect(object(r, 'x').damage).toBe(6);
    const st = bandSteps(r, 'defender-divides-trample');
    expect(st[0]!.rules).toEqual(['702.22j', '510.1c', '702.19b']);
    expect(st[0]!.cites).toEqual(['mtg.combat.banding']);
    const c = choiceOf(r, 'Craw Wurm (w)');
    expect(c.chooser).toBe('B');
    expect(c.rules).toEqual(['702.22j']);
    expect(text(r)).toContain(
      'Benalish Hero (x) has banding, so B, the defending player, divides the 6 combat damage of Craw Wurm (w) among the creatures blocking it, not A; trample or not, none of it has to go to B: x=6.',
    );
    expect(text(r)).toContain('legal: all 6 to Benalish Hero (x); nothing to B, whatever the trample');
    // without banding, the attacking player tramples 5 over
    expect(player(ok(seed.replace(' banding', '')), 'B').life).toBe(15);
  });

  it('seed 003 under `ruleset 1998`: the same answer, citing the 1998 ruling', () => {
    const r = ok(`${seed} ; ruleset 1998`);
    expect(player(r, 'B').life).toBe(20);
    expect(bandSteps(r, 'defender-divides-trample')[0]!.cites).toEqual(['mtg.combat.banding', 'mtg.usg1998.trample-banding']);
    expect(r.resolution.warnings[0]!.key).toBe('engine-mtg.warning.historical');
    const old = ok(`${seed.replace(' banding', '')} ; ruleset 1998`);
    expect(player(old, 'B').life).toBe(15);
  });

  it('several blockers: the usual choice puts everything on the blocker that survives it', () => {
    const r = ok('mtg ; A: w=Craw Wurm 6/4 trample ; B: x=1/1 banding ; y=Wall 0/7 ; attack w>B ; block x,y>w');
    expect(object(r, 'y').damage).toBe(6);
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(player(r, 'B').life).toBe(20);
    const c = choiceOf(r, 'Craw Wurm (w)');
    expect(c.assumed).toBe(true);
    expect(tm('en', c.taken)).toBe('y=6 (all of it on Wall (y), which survives it)');
    expect(tm('en', c.range)).toBe('any split of 6 among x, Wall (y); nothing to B, whatever the trample');
  });

  it('prefers a blocker protected from the attacker, or an indestructible one', () => {
    const pro = ok('mtg ; A: w=5/5 green trample ; B: x=1/1 banding ; y=1/1 pro:green ; attack w ; block x,y>w');
    expect(object(pro, 'y').zone).toBe('battlefield');
    expect(object(pro, 'x').zone).toBe('battlefield');
    const ind = ok('mtg ; A: w=5/5 deathtouch ; B: x=2/2 banding ; y=1/1 indestructible ; z=4/4 ; attack w ; block x,y,z>w');
    expect(object(ind, 'y').zone).toBe('battlefield');
    expect(object(ind, 'z').zone).toBe('battlefield');
    expect(object(ind, 'x').zone).toBe('battlefield');
  });

  it('when every blocker would die, only one is lost: the one with the most toughness left', () => {
    const r = ok('mtg ; A: w=8/8 ; B: x=1/1 banding ; y=3/3 ; z=2/3 dmg=2 ; attack w ; block x,y,z>w');
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'z').zone).toBe('battlefield');
    expect(tm('en', choiceOf(r, 'w').taken)).toBe('y=8 (all of it on y, so at most one creature is lost)');
  });

  it('counts what the other attackers of the step assign: a blocker already dealt lethal damage takes the rest', () => {
    // w's 6 can neither go whole on one survivor nor be spread without lethal damage (room 2 + 3), so y takes it
    const r = ok('mtg ; A: w=6/6 ; v=3/3 ; B: x=3/3 banding extra-block:1 ; y=4/4 extra-block:1 ; attack w,v ; block x,y>w,v');
    expect(object(r, 'y').damage).toBe(9);
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(tm('en', choiceOf(r, 'v').taken)).toBe('y=3 (all of it on y, which already has lethal damage)');
  });

  it('an explicit split is the defending player\'s: no lethal damage needed first', () => {
    const r = ok('mtg ; A: w=7/7 trample ; B: x=1/1 banding ; y=2/2 ; attack w ; block x,y>w ; assign w: x=6 y=1');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'y').damage).toBe(1);
    expect(object(r, 'y').zone).toBe('battlefield');
    expect(choiceOf(r, 'w').assumed).toBe(false);
    expect(choiceOf(r, 'w').chooser).toBe('B');
  });

  it('damage to the defending player is not among the choices (702.22j): the split is replaced and reported', () => {
    const r = ok('mtg ; A: w=7/7 trample ; B: x=1/1 banding ; y=2/2 ; attack w ; block x,y>w ; assign w: x=1 y=1 B=5');
    expect(violationRules(r)).toEqual(['702.22j']);
    expect(text(r)).toContain('B is not a creature blocking w: B divides its combat damage only among the creatures blocking it.');
    expect(player(r, 'B').life).toBe(20);
    expect(r.resolution.warnings.map((w) => w.key)).toContain('engine-mtg.warning.assign-fallback');
  });

  it('a split that does not add up to the power is illegal (510.1a, 510.1e)', () => {
    const r = ok('mtg ; A: w=7/7 ; B: x=1/1 banding ; y=2/2 ; attack w ; block x,y>w ; assign w: x=3 y=3');
    expect(violationRules(r)).toEqual(['510.1a', '510.1e']);
  });

  it('one blocker with banding against a creature without trample changes nothing: the usual step', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=1/1 banding ; attack w ; block x>w');
    expect(bandSteps(r, 'defender-divides')).toEqual([]);
    expect(steps(r, 'assign-one-blocker')).toHaveLength(1);
  });

  it('speaks Japanese and French', () => {
    const r = ok(seed);
    expect(text(r, 'ja')).toContain('防御プレイヤーのBが決める');
    expect(text(r, 'fr')).toContain('le joueur défenseur, et non A, qui répartit les 6 blessures de combat de Craw Wurm (w)');
  });
});

describe('702.22k: against a band, the active player divides the blocker\'s damage', () => {
  const band = `mtg ; A: w=${HERO} ; v=Craw Wurm 6/4 ; B: x=3/3 ; attack band w,v>B ; block x>w`;

  it('the attacking player puts the blocker\'s damage where it hurts least', () => {
    const r = ok(band);
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'v').damage).toBe(3);
    const st = bandSteps(r, 'attacker-divides');
    expect(st[0]!.rules).toEqual(['702.22k', '510.1d']);
    const c = choiceOf(r, 'x');
    expect(c.chooser).toBe('A');
    expect(c.assumed).toBe(true);
    expect(text(r)).toContain(
      'Benalish Hero (w) has banding, so A, the active player, divides the 3 combat damage of x among the creatures it blocks, not B: v=3.',
    );
  });

  it('an explicit `assign` for the blocker is the active player\'s, checked and followed', () => {
    const r = ok(`${band} ; assign x: w=1 v=2`);
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(object(r, 'v').damage).toBe(2);
    expect(choiceOf(r, 'x').assumed).toBe(false);
    expect(choiceOf(r, 'x').chooser).toBe('A');
  });

  it('an explicit split to a creature the blocker does not block is illegal (702.22k)', () => {
    const r = ok(`mtg ; A: w=1/1 banding ; v=6/4 ; u=2/2 ; B: x=3/3 ; attack band w,v u ; block x>w ; assign x: u=3`);
    expect(violationRules(r)).toEqual(['702.22k', '510.1d']);
    expect(object(r, 'u').damage).toBe(0);
  });

  it('a wrong total is illegal (510.1a, 510.1e) and the usual split is used', () => {
    const r = ok(`${band} ; assign x: w=1 v=1`);
    expect(violationRules(r)).toEqual(['510.1a', '510.1e']);
    expect(object(r, 'v').damage).toBe(3);
  });

  it('a creature with banding attacking alone, blocked by a creature that blocks two: the active player divides', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=4/4 ; B: x=3/3 extra-block:1 ; attack w,v ; block x>w,v');
    expect(choiceOf(r, 'x').chooser).toBe('A');
    expect(object(r, 'v').damage).toBe(3);
    expect(object(r, 'w').zone).toBe('battlefield');
    // without banding, the defending player divides (510.1d) and kills the 1/1 first
    const plain = ok('mtg ; A: w=1/1 ; v=4/4 ; B: x=3/3 extra-block:1 ; attack w,v ; block x>w,v');
    expect(choiceOf(plain, 'x').chooser).toBe('B');
    expect(object(plain, 'w').zone).toBe('graveyard');
  });

  it('with first strike: the blocker\'s damage is divided in its own step, and later damage counts what is marked', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=3/3 ; B: x=2/2 first-strike ; attack band w,v ; block x>w');
    expect(bandSteps(r, 'attacker-divides')).toHaveLength(1);
    expect(object(r, 'v').damage).toBe(2);
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('both exceptions at once: a band blocked by a creature with banding', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=4/4 ; B: x=2/2 banding ; y=1/1 ; attack band w,v ; block x,y>w');
    expect(bandSteps(r, 'attacker-divides').length).toBe(2);
    expect(bandSteps(r, 'defender-divides').length).toBe(2);
    expect(choiceOf(r, 'v').chooser).toBe('B');
    expect(choiceOf(r, 'x').chooser).toBe('A');
  });

  it('two blockers of a band: the second split counts the first, so the creature kept alive stays alive', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=Craw Wurm 6/4 ; B: x=3/3 ; y=1/1 banding ; attack band w,v>B ; block x,y>w');
    expect(choiceOf(r, 'x').taken.params!.split).toBe('v=3');
    expect(choiceOf(r, 'y').taken.params!.split).toBe('w=1');
    expect(object(r, 'v').zone).toBe('battlefield');
    expect(object(r, 'w').zone).toBe('graveyard');
  });

  it('under `ruleset 1998` the band works the same', () => {
    const r = ok(`${band} ; ruleset 1998`);
    expect(object(r, 'v').damage).toBe(3);
    expect(choiceOf(r, 'x').chooser).toBe('A');
  });
});
