/**
 * Cards outside the battlefield (400–406, engine/mtg/zones.ts) and objects found as spells and abilities resolve
 * (400.7, 603.6c, 608.2b; engine/mtg/finding.ts). Positions are written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps } from './helpers.ts';

const zoneSteps = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg-zones.step.${name}`);

describe('a zone-change trigger finds its own card where it went (603.6c, 400.7)', () => {
  it('"when this dies, exile it" exiles the card from the graveyard', () => {
    const r = ok('mtg ; A: w=2/2 (dies: exile self) ; B: z=1/1 ; cast B: destroy w');
    expect(object(r, 'w').zone).toBe('exile');
    expect(zoneSteps(r, 'exiled-from')[0]!.rules).toEqual(expect.arrayContaining(['400.7', '406.3']));
  });

  it('the card that left the graveyard before the trigger resolved is a new object: the trigger does nothing to it', () => {
    // undying and the exile trigger both trigger; whichever resolves first, the other finds nothing (400.7)
    const r = ok('mtg ; A: w=2/2 undying (dies: exile self) ; B: z=1/1 ; cast B: destroy w');
    const zones = [r, ...r.resolution.branches.map((b) => ({ resolution: { final: b.final } }))].map((x) => x.resolution.final.objects.find((o) => o.id === 'w')!.zone);
    expect(new Set(zones)).toEqual(new Set(['battlefield', 'exile']));
  });

  it('a spell aimed at a creature that died and came back (undying) does not find it: the new object was never its target', () => {
    const r = ok('mtg ; A: w=2/2 undying ; B: z=1/1 ; cast B Shock: damage 2 w ; cast B Murder: destroy w');
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'w').damage).toBe(0);
    expect(steps(r, 'fizzles')[0]!.rules).toEqual(['608.2b']);
  });
});

describe('effects joined with & are events in the order written (608.2c, 603.10a)', () => {
  it('an artifact destroyed by the first effect does not see a creature destroyed by the second', () => {
    const r = ok('mtg ; A: a=Artifact (creature-dies: gain-life 1 you) ; x=2/2 ; B: y=2/2 ; cast B: destroy a & destroy x');
    expect(steps(r, 'triggers')).toEqual([]);
    expect(player(r, 'A').life).toBe(20);
  });

  it('in the other order the creature dies while the artifact is still there', () => {
    const r = ok('mtg ; A: a=Artifact (creature-dies: gain-life 1 you) ; x=2/2 ; B: y=2/2 ; cast B: destroy x & destroy a');
    expect(steps(r, 'triggers')).toHaveLength(1);
    expect(player(r, 'A').life).toBe(21);
  });

  it('one effect destroying both at once still looks back (603.10a)', () => {
    const r = ok('mtg ; A: a=Artifact (creature-dies: gain-life 1 you) ; x=2/2 ; B: y=2/2 ; cast B: destroy a,x');
    expect(player(r, 'A').life).toBe(21);
  });
});

const cards = (r: ReturnType<typeof ok>, p: string) => player(r, p).cards;

describe('drawing (121)', () => {
  it('draws are one card at a time from the top of the library into the hand (121.1, 121.2)', () => {
    const r = ok('mtg ; A hand=2 library=5 ; B: z=1/1 ; cast A Divination: draw 2 A');
    expect(cards(r, 'A')).toEqual({ hand: 4, library: 3, graveyard: 0 });
    expect(zoneSteps(r, 'draws')).toHaveLength(2);
    expect(r.resolution.outcome.map((m) => m.key)).toContain('engine-mtg-zones.outcome.cards');
  });

  it('the cards written in a library are on top, the first written first', () => {
    const r = ok('mtg ; A library=3 ; A: x=Bolt zone=library ; y=Ponder zone=library ; B: z=1/1 ; cast A: draw 1 A');
    expect(object(r, 'x').zone).toBe('hand');
    expect(object(r, 'y').zone).toBe('library');
    expect(cards(r, 'A')).toEqual({ hand: 1, library: 4, graveyard: 0 });
  });

  it('a player who must draw from an empty library loses when state-based actions are next checked (121.4, 704.5b)', () => {
    const r = ok('mtg ; A library=1 ; B: z=1/1 ; cast A: draw 2 A');
    expect(player(r, 'A').lost).toBe(true);
    expect(zoneSteps(r, 'draw-empty')[0]!.rules).toContain('121.4');
    expect(zoneSteps(r, 'sba-empty-library')[0]!.rules).toContain('704.5b');
    // milling the library empty is not drawing: nobody loses
    const milled = ok('mtg ; A library=2 ; B: z=1/1 ; cast B: mill 3 A');
    expect(player(milled, 'A').lost).toBe(false);
    expect(cards(milled, 'A')).toEqual({ hand: 0, library: 0, graveyard: 2 });
  });
});

describe('discarding and milling (701.8, 701.13)', () => {
  it('discard N takes N cards from the hand to the graveyard; no more than the hand holds', () => {
    const r = ok('mtg ; A: z=1/1 ; B hand=2 ; cast A Mind Rot: discard 3 B');
    expect(cards(r, 'B')).toEqual({ hand: 0, library: 0, graveyard: 2 });
  });

  it('a written card discarded is a new object in the graveyard; the player chose it', () => {
    const r = ok('mtg ; A: z=1/1 ; B hand=1 ; B: c=Grizzly Bears 2/2 zone=hand ; cast A: discard 1 B');
    // the other card goes first; which card is the player's choice, shown as assumed
    expect(object(r, 'c').zone).toBe('hand');
    expect(r.resolution.choices.find((c) => c.rules.includes('701.8a'))?.chooser).toBe('B');
    const all = ok('mtg ; A: z=1/1 ; B hand=1 ; B: c=Grizzly Bears 2/2 zone=hand ; cast A: discard-hand B');
    expect(object(all, 'c').zone).toBe('graveyard');
    expect(all.resolution.outcome.map((m) => m.key)).toContain('engine-mtg-zones.outcome.moved');
    // it was discarded, not killed: no "dies" line
    expect(all.resolution.outcome.map((m) => m.key)).not.toContain('engine-mtg.outcome.destroyed');
  });

  it('mill puts the top cards of the library into the graveyard, the written ones first (701.13a)', () => {
    const r = ok('mtg ; A: z=1/1 ; B library=5 ; B: t=Tarmogoyf 2/3 zone=library ; cast A Thought Scour: mill 2 B');
    expect(object(r, 't').zone).toBe('graveyard');
    expect(cards(r, 'B')).toEqual({ hand: 0, library: 4, graveyard: 2 });
  });
});

describe('scry and surveil (701.18a, 701.42a)', () => {
  it('the player looks at the top N cards; where they go is their choice, shown as assumed: all stay on top, so the written top card is still drawn next', () => {
    const r = ok('mtg ; A library=3 ; A: t=Tarmogoyf 2/3 zone=library ; z=1/1 ; B: x=1/1 ; cast A Opt: scry 1 A & draw 1 A');
    expect(zoneSteps(r, 'scries')[0]).toMatchObject({ params: { player: 'A', count: 1 }, rules: ['701.18a'] });
    expect(r.resolution.choices.find((c) => c.rules.includes('701.18a'))).toMatchObject({ chooser: 'A', assumed: true, taken: { key: 'engine-mtg-zones.taken.look-kept' } });
    expect(object(r, 't').zone).toBe('hand');
    expect(cards(r, 'A')).toEqual({ hand: 1, library: 3, graveyard: 0 });
  });

  it('surveil moves nothing unless the player chooses to; a library smaller than N is looked at whole; an empty one offers no choice', () => {
    const r = ok('mtg ; A library=1 ; z=1/1 ; B: x=1/1 ; cast A: surveil 2 A');
    expect(zoneSteps(r, 'surveils')[0]).toMatchObject({ params: { count: 1 }, rules: ['701.42a'] });
    expect(r.resolution.choices.filter((c) => c.rules.includes('701.42a'))).toHaveLength(1);
    expect(cards(r, 'A')).toEqual({ hand: 0, library: 1, graveyard: 0 });
    const empty = ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A: scry 2 A');
    expect(zoneSteps(empty, 'scries')[0]!.params.count).toBe(0);
    expect(empty.resolution.choices.filter((c) => c.rules.includes('701.18a'))).toHaveLength(0);
    // looking at cards is not drawing them: an empty library loses nobody the game
    expect(player(empty, 'A').lost).toBe(false);
  });
});

describe('returning cards from a graveyard (400.7)', () => {
  it('a creature card returned to the battlefield is a new object: its enters ability triggers, and it is summoning sick', () => {
    const r = ok('mtg ; A: x=Grizzly Bears 2/2 zone=graveyard (enters: gain-life 2 you) ; B: z=1/1 ; cast A Zombify: reanimate x');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(player(r, 'A').life).toBe(22);
    expect(r.resolution.outcome.map((m) => m.key)).toContain('engine-mtg-zones.outcome.entered');
    const attacks = ok('mtg ; A: x=Grizzly Bears 2/2 zone=graveyard ; B: z=1/1 ; cast A Zombify: reanimate x ; attack x');
    expect(attacks.resolution.violations.map((v) => v.rules).flat()).toContain('302.6');
  });

  it('a card exiled from the graveyard in response is not there any more: the spell does nothing (608.2b)', () => {
    const r = ok('mtg ; A: x=Grizzly Bears 2/2 zone=graveyard ; B: z=1/1 ; cast A Zombify: reanimate x ; cast B Scavenging Ooze: exile x');
    expect(object(r, 'x').zone).toBe('exile');
    expect(steps(r, 'fizzles')).toHaveLength(1);
  });

  it("an opponent's creature card returned under your control still goes to its owner's graveyard (400.3)", () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=Serra Angel 4/4 flying zone=graveyard ; cast A Animate Dead: reanimate x ; resolve ; cast B: destroy x');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(cards(r, 'B')?.graveyard).toBe(1);
    expect(cards(r, 'A')).toBeUndefined();
    const kept = ok('mtg ; A: z=1/1 ; B: x=Serra Angel 4/4 flying zone=graveyard ; cast A Animate Dead: reanimate x');
    expect(object(kept, 'x').controller).toBe('A');
  });

  it('return puts a card from the graveyard into its owner hand; it can only find cards in graveyards', () => {
    const r = ok('mtg ; A: x=Grizzly Bears 2/2 zone=graveyard ; B: z=1/1 ; cast A Raise Dead: return x');
    expect(object(r, 'x').zone).toBe('hand');
    const onBattlefield = ok('mtg ; A: x=Grizzly Bears 2/2 ; B: z=1/1 ; cast A Raise Dead: return x');
    expect(object(onBattlefield, 'x').zone).toBe('battlefield');
    expect(onBattlefield.resolution.violations.map((v) => v.rules).flat()).toContain('115.1');
  });
});

describe('replacements of drawing and of life gain (121.6, 614.1a, 616.2)', () => {
  it('a draw replaced by a card returned from the graveyard: the library is untouched', () => {
    const r = ok('mtg ; A library=4 graveyard=2 ; A: r=Enchantment draw-to-return ; B: z=1/1 ; cast A: draw 1 A');
    expect(cards(r, 'A')).toEqual({ hand: 1, library: 4, graveyard: 1 });
    // nothing in the graveyard: the replaced draw does nothing, and the library still does not lose a card
    const empty = ok('mtg ; A library=4 ; A: r=Enchantment draw-to-return ; B: z=1/1 ; cast A: draw 1 A');
    expect(cards(empty, 'A')).toEqual({ hand: 0, library: 4, graveyard: 0 });
  });

  it('life gain replaced by draws: lifelink damage gives cards, not life', () => {
    const r = ok('mtg ; A library=5 ; A: q=Enchantment life-to-cards ; w=2/2 lifelink ; B: z=0/1 ; attack w');
    expect(player(r, 'A').life).toBe(20);
    expect(cards(r, 'A')).toEqual({ hand: 2, library: 3, graveyard: 0 });
    expect(player(r, 'B').life).toBe(18);
  });
});

describe('"that much": amounts taken from what happened (608.2c, 603.2)', () => {
  it('discard your hand, then draw that many cards', () => {
    const r = ok('mtg ; A hand=3 library=10 ; B: z=1/1 ; cast A Windfall: discard-hand A & draw that-much A');
    expect(cards(r, 'A')).toEqual({ hand: 3, library: 7, graveyard: 3 });
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg-events.step.that-much' && s.params.amount === 3)).toBe(true);
  });

  it('a creature dealt damage deals that much damage to a player (the amount of the event, after prevention)', () => {
    const r = ok('mtg ; A: d=Boros Reckoner 3/3 prevent:1 (damaged: damage that-much B) ; B: z=1/1 ; cast B: damage 3 d');
    expect(player(r, 'B').life).toBe(18);
  });

  it('damage dealt by the effect before: a drain for what got through', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=2/2 prevent:1 ; cast A: damage 3 x & gain-life that-much A');
    expect(player(r, 'A').life).toBe(22);
  });
});
