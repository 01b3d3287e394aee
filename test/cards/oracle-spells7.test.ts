/**
 * Instants and sorceries cast by card name, seventh stretch (#31): spell effects and spell-level riders the reader
 * reads now, through the real command path, with a card table imported from the reference pool at run time
 * (../shared/reference). Each test names a real card and checks what a user sees: the reply, the trace's rule
 * citations, or the final state the reply describes.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved, steps } = useCardCheck('rulebot-spells7-');

describe.skipIf(!REFERENCE_CARDS)('one word "target" choosing several (115.3): "two target creatures", "up to two target …"', () => {
  it('Decision Paralysis taps up to two creatures, chosen among the opponent\'s, and they skip their next untap', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; y=2/2 ; cast A Decision Paralysis ; resolve';
    const { obj, r } = resolved(text);
    expect([obj('x').tapped, obj('y').tapped, !!obj('w').tapped]).toEqual([true, true, false]);
    expect(r.canonical).toContain('tap ?creature:0-2');
    const choice = r.resolution.choices.find((c) => c.rules.includes('115.3'))!;
    expect(choice.rules).toEqual(['601.2c', '115.3', '115.1']);
    expect(await reply(text)).toContain('from 0 to 2 of x, y, w, each a different one. Trace follows: x, y');
    expect(await reply(text)).toContain("x is tapped and stays tapped through its controller's next untap step.");
  });

  it('given targets after the colon fill the one word "target" in order; one of "up to two" is enough', () => {
    const one = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; y=2/2 ; cast A Decision Paralysis: y ; resolve');
    expect([!!one.obj('x').tapped, one.obj('y').tapped]).toEqual([false, true]);
    expect(one.r.canonical).toContain('tap ?creature:0-2=y');
  });

  it('the same creature twice for one word "target" is refused, citing 115.3', () => {
    const r = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; y=2/2 ; cast A Decision Paralysis: x, x ; resolve');
    expect(r.violations).toEqual(['engine-mtg-spells.violation.twice']);
    expect(r.r.resolution.violations[0]!.rules).toContain('115.3');
    expect(r.obj('x').tapped).toBeFalsy();
  });

  it('Symbiosis needs two different creatures: with one on the battlefield it can\'t be cast; with two each gets +2/+2', () => {
    const few = resolved('mtg ; A: w=2/2 ; B life=20 ; cast A Symbiosis ; resolve');
    expect(few.violations).toEqual(['engine-mtg-spells.violation.too-few']);
    const two = resolved('mtg ; A: w=2/2 ; v=1/1 ; B: x=3/3 ; cast A Symbiosis ; resolve');
    expect([two.obj('w').power, two.obj('v').power, two.obj('x').power]).toEqual([4, 3, 3]);
  });

  it('Dutiful Return returns up to two creature cards from its caster\'s graveyard; Into the Void bounces two creatures', () => {
    const back = resolved('mtg ; A: g=Grizzly Bears 2/2 zone=graveyard ; h=Hill Giant 3/3 zone=graveyard ; l=Forest land zone=graveyard ; B: y=1/1 ; cast A Dutiful Return ; resolve');
    expect([back.obj('g').zone, back.obj('h').zone, back.obj('l').zone]).toEqual(['hand', 'hand', 'graveyard']);
    const bounce = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; y=2/2 ; cast A Into the Void: x, y ; resolve');
    expect([bounce.obj('x').zone, bounce.obj('y').zone, bounce.obj('w').zone]).toEqual(['hand', 'hand', 'battlefield']);
  });

  it('War Flare: "Untap those creatures" after "Creatures you control get +2/+1" untaps every one of them', () => {
    const { obj, r } = resolved('mtg ; A: w=2/2 tapped ; v=1/1 tapped ; B: x=3/3 tapped ; cast A War Flare ; resolve');
    expect(r.canonical).toContain('+2/+1 creatures yours & untap creatures yours');
    expect([!!obj('w').tapped, !!obj('v').tapped, !!obj('x').tapped]).toEqual([false, false, true]);
  });

  it('written in the notation: `?creature:2=x+y`, and a bad count is refused with a caret', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; B: x=3/3 ; y=2/2 ; cast A: -1/-1 ?creature:2=x+y ; resolve');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const pt = (id: string) => r.resolution.final.objects.find((o) => o.id === id)!;
    expect([pt('x').power, pt('y').power, pt('w').power]).toEqual([2, 1, 2]);
    const bad = checkScenario('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: tap ?creature:3-1');
    expect(!bad.ok && bad.errors[0]).toMatchObject({ key: 'engine-mtg-spells.parse.bad-count' });
    const word = checkScenario('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: tap ?creature:two');
    expect(!word.ok && word.errors[0]).toMatchObject({ key: 'engine-mtg-spells.parse.bad-count', col: 41, length: 13 });
  });

  it('ja and fr show the choice of several targets', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; y=2/2 ; cast A Decision Paralysis ; resolve';
    expect(steps(text, 'ja')).toContain('x');
    expect(await reply(text, 'ja')).toContain('それぞれ異なるもの');
    expect(await reply(text, 'fr')).toContain('toutes différentes');
  });
});

describe.skipIf(!REFERENCE_CARDS)('where an instant or sorcery card goes (608.2n): its owner\'s graveyard unless its text moves it', () => {
  it('Shock ends in its owner\'s graveyard; Alrund\'s Epiphany exiles itself, said in the trace with 608.2c', () => {
    const shock = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Shock: x ; resolve');
    expect(shock.r.resolution.final.spells).toEqual([{ id: 'spell1', label: 'Shock', owner: 'A', zone: 'graveyard' }]);
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Alrund\'s Epiphany ; resolve';
    const epiphany = resolved(text);
    expect(epiphany.r.resolution.final.spells).toEqual([{ id: 'spell1', label: "Alrund's Epiphany", owner: 'A', zone: 'exile' }]);
    expect(epiphany.r.canonical).toContain('extra-turn you & exile-spell you');
    const trace = steps(text);
    expect(trace).toContain("Alrund's Epiphany exiles its own card as it resolves: it won't go to its owner's graveyard.");
    expect(trace).toMatch(/exiles its own card[^\n]*608\.2c/);
  });

  it('Beacon of Destruction is shuffled into its owner\'s library; Arc Blade is exiled with three time counters (suspend, 702.62a)', () => {
    const beacon = resolved('mtg ; A library=5 ; w=2/2 ; B: x=3/3 ; cast A Beacon of Destruction: x ; resolve');
    expect(beacon.obj('x').zone).toBe('graveyard');
    expect(beacon.r.resolution.final.spells![0]).toMatchObject({ label: 'Beacon of Destruction', zone: 'library' });
    const blade = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Arc Blade: x ; resolve');
    expect(blade.r.resolution.final.spells![0]).toMatchObject({ label: 'Arc Blade', zone: 'exile', counters: { time: 3 } });
    expect(steps('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Arc Blade: x ; resolve')).toMatch(/time counters on it[^\n]*702\.62a/);
  });

  it('a countered spell goes to the graveyard without its text ever moving it; one whose targets are all gone too (608.2b)', () => {
    const countered = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Alrund\'s Epiphany ; cast B Cancel ; resolve ; resolve');
    expect(countered.r.resolution.final.spells).toEqual([
      { id: 'spell1', label: "Alrund's Epiphany", owner: 'A', zone: 'graveyard' },
      { id: 'spell2', label: 'Cancel', owner: 'B', zone: 'graveyard' },
    ]);
  });

  it('ja and fr say the spell exiles its own card', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Alrund\'s Epiphany ; resolve';
    expect(steps(text, 'ja')).toContain("Alrund's Epiphanyは解決中に自身のカードを追放する。");
    expect(steps(text, 'fr')).toContain("Alrund's Epiphany exile sa propre carte pendant sa résolution");
  });
});

describe.skipIf(!REFERENCE_CARDS)('fight (701.12) and "deals damage equal to its power": the creature deals the damage, not the spell', () => {
  it('Prey Upon: the caster\'s creature and the opponent\'s each deal damage equal to their power to the other, in one event', () => {
    const text = 'mtg ; A: w=4/4 ; B: x=3/3 ; cast A Prey Upon ; resolve';
    const { obj, r } = resolved(text);
    expect(obj('x').zone).toBe('graveyard');
    expect([obj('w').zone, obj('w').damage]).toEqual(['battlefield', 3]);
    expect(r.canonical).toContain('fighter ?your-creature & fight ?not-your-creature');
    expect(steps(text)).toMatch(/w fights x[^\n]*701\.12a/);
  });

  it('no fight when one of them is gone as it resolves (701.12b): the other deals no damage', () => {
    const { obj } = resolved('mtg ; A: w=4/4 ; B: x=3/3 ; cast A Prey Upon: w, x ; cast B Murder: w ; resolve ; resolve');
    expect(obj('w').zone).toBe('graveyard');
    expect([obj('x').zone, obj('x').damage]).toEqual(['battlefield', 0]);
  });

  it('Rabid Bite: only the caster\'s creature deals damage; Justice Strike: a creature deals damage to itself equal to its power', () => {
    const bite = resolved('mtg ; A: w=2/2 ; B: x=5/2 ; cast A Rabid Bite ; resolve');
    expect([bite.obj('x').zone, bite.obj('w').damage]).toEqual(['graveyard', 0]);
    const strike = resolved('mtg ; A: w=2/2 ; B: x=5/5 ; cast A Justice Strike ; resolve');
    expect(strike.obj('x').zone).toBe('graveyard');
    expect(strike.obj('w').zone).toBe('battlefield');
  });

  it('Blood Feud: "another target creature" is a different one from the first target, even for a spell', () => {
    const { obj } = resolved('mtg ; A: w=1/1 ; B: x=3/3 ; y=2/2 ; cast A Blood Feud ; resolve');
    expect([obj('x').damage, obj('y').zone]).toEqual([2, 'graveyard']);
    const same = check('mtg ; A: w=1/1 ; B: x=3/3 ; cast A Blood Feud: x, x ; resolve');
    expect(same.ok && same.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.targets.violation.wrong-kind']);
  });

  it('Cinder Shade, sacrificed to pay for its ability, still deals damage equal to its power as it last existed (608.2h)', () => {
    const { obj } = resolved('mtg ; A: c=Cinder Shade ; B: x=1/3 ; activate c@2 ; resolve');
    expect([obj('c').zone, obj('x').damage]).toEqual(['graveyard', 1]);
  });

  it('ja and fr say who fights whom', () => {
    const text = 'mtg ; A: w=4/4 ; B: x=3/3 ; cast A Prey Upon ; resolve';
    expect(steps(text, 'ja')).toContain('wはxと格闘する');
    expect(steps(text, 'fr')).toContain('w se bat contre x');
  });
});

describe.skipIf(!REFERENCE_CARDS)('damage "divided as you choose" (601.2d)', () => {
  it('Forked Bolt divides 2 damage between two targets, 1 each, the division shown as the caster\'s choice', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=1/1 ; y=1/1 ; cast A Forked Bolt: x, y ; resolve';
    const { obj, r } = resolved(text);
    expect([obj('x').zone, obj('y').zone]).toEqual(['graveyard', 'graveyard']);
    expect(r.resolution.choices.find((c) => c.rules.includes('601.2d'))).toBeDefined();
    expect(await reply(text)).toContain('1 to x, 1 to y');
  });

  it('one target gets all of it; Arc Lightning\'s 3 among three goes 1 each, and no more targets than points', () => {
    const one = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Forked Bolt: x ; resolve');
    expect(one.obj('x').damage).toBe(2);
    const arc = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; y=1/1 ; z=1/1 ; cast A Arc Lightning: x, y, z ; resolve');
    expect([arc.obj('x').zone, arc.obj('y').zone, arc.obj('z').zone]).toEqual(['graveyard', 'graveyard', 'graveyard']);
    const more = check('mtg ; A: w=2/2 ; B: x=1/1 ; y=1/1 ; z=1/1 ; cast A Forked Bolt: x, y, z');
    expect(!more.ok && more.errors[0]).toMatchObject({ key: 'card.oracle.too-many-targets' });
  });

  it('ja and fr show the division', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=1/1 ; y=1/1 ; cast A Forked Bolt: x, y ; resolve';
    expect(await reply(text, 'ja')).toContain('xに1点');
    expect(await reply(text, 'fr')).toContain('1 à x');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"If a creature dealt damage this way would die this turn, exile it instead" (614.6)', () => {
  it('Anger of the Gods: the creatures it kills are exiled, not put into the graveyard; one it only damages stays', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; y=4/5 ; cast A Anger of the Gods ; resolve';
    const { obj } = resolved(text);
    expect([obj('w').zone, obj('x').zone, obj('y').zone]).toEqual(['exile', 'exile', 'battlefield']);
    expect(steps(text)).toMatch(/if it would die this turn, it is exiled instead[^\n]*614\.6/);
  });

  it('a creature it dealt no damage to (protection from red) is not exiled when it dies later this turn', () => {
    const { obj } = resolved('mtg ; A: w=2/2 ; B: x=3/3 pro=red ; cast A Anger of the Gods ; resolve ; cast A Murder black instant: destroy x ; resolve');
    expect(obj('x').zone).toBe('graveyard');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"Cast this spell only during …" (601.3): the card\'s own restriction on when it may be cast', () => {
  it('Remove: only in the declare attackers step, and only by a player being attacked', () => {
    const ok = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; attack x>A ; cast A Remove ; resolve');
    expect(ok.obj('x').zone).toBe('hand');
    const early = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Remove: x ; resolve');
    expect(early.violations).toEqual(['engine-mtg-spells.violation.cast-only']);
    expect(early.r.resolution.violations[0]!.rules).toEqual(['601.3']);
    const notAttacked = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; attack w>B ; cast A Remove: w ; resolve');
    expect(notAttacked.violations).toEqual(['engine-mtg-spells.violation.cast-only']);
  });

  it('Panic: during combat before blockers — refused once blockers are declared, said in en, ja and fr', async () => {
    const before = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; attack w>B ; cast A Panic: x ; resolve');
    expect(before.violations).toEqual([]);
    const late = 'mtg ; A: w=2/2 ; B: x=3/3 ; attack w>B ; block x>w ; cast A Panic: x ; resolve';
    expect(resolved(late).violations).toEqual(['engine-mtg-spells.violation.cast-only']);
    expect(await reply(late)).toContain('its card says it may be cast only during combat before blockers are declared');
    expect(await reply(late, 'ja')).toContain('戦闘中のブロック・クリーチャー指定前にのみ唱えられる');
    expect(await reply(late, 'fr')).toContain("ne peut être lancé que pendant le combat, avant la déclaration des bloqueurs");
  });
  it('the canonical text keeps the restriction and the spell\'s own keywords, so a pin re-checked from it reads the same', () => {
    const late = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; attack w>B ; block x>w ; cast A Panic: x ; resolve');
    expect(late.r.canonical).toContain('only=before-blockers: ');
    const again = resolved(late.r.canonical);
    expect(again.violations).toEqual(['engine-mtg-spells.violation.cast-only']);
    expect(again.r.canonical).toBe(late.r.canonical);
    const shock = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Sudden Shock: x');
    expect(shock.r.canonical).toContain('split-second: ');
    const lockedOut = resolved(`${shock.r.canonical} ; cast B Giant Growth green instant: +3/+3 x ; resolve`);
    expect(lockedOut.violations).toEqual(['engine-mtg-counter.violation.split-second']);
  });

  it('a mistyped restriction is refused with the words it may be', () => {
    const r = check('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Ambush red instant only=combta: damage 2 x');
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('engine-mtg.casting.parse.bad-cast-only');
    expect(JSON.stringify(r)).toContain('before-blockers');
  });
});
