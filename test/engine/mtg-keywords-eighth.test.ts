/**
 * Keywords and named mechanics of the eighth stretch (engine/mtg/keywords.ts), each in the notation and resolving as
 * its rule says, the trace citing the keyword's rules: ward (a mana cost, or life), soulshift (with the mana value `mv`), explore and connive.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const ruled = (r: ReturnType<typeof ok>, rule: string) => r.resolution.steps.filter((s) => s.rules?.includes(rule));

describe('ward (702.21a)', () => {
  it("an opponent's spell targeting it is countered unless its controller pays N — a choice, assumed not paid", () => {
    const r = ok('mtg ; A: w=2/2 ward:2 ; B: z=1/1 ; cast B: damage 2 w');
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'w').damage).toBe(0);
    expect(ruled(r, '702.21a')).toHaveLength(1);
    expect(ruled(r, '701.5a')).toHaveLength(1);
    const choice = r.resolution.choices.find((c) => c.rules.includes('118.12a'))!;
    expect(choice.chooser).toBe('B');
    expect(choice.range).toMatchObject({ params: { cost: 2 } });
  });

  it("its controller's own spell does not trigger it; a creature without ward is not protected", () => {
    const own = ok('mtg ; A: w=2/2 ward:2 ; B: z=1/1 ; cast A: damage 2 w');
    expect(ruled(own, '702.21a')).toHaveLength(0);
    expect(object(own, 'w').zone).toBe('graveyard');
    expect(object(ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast B: damage 2 w'), 'w').zone).toBe('graveyard');
  });

  it("an opponent's activated ability is countered too; ward—Pay N life asks for life", () => {
    const r = ok('mtg ; A: w=2/2 ward-life:3 ; B: p=1/1 ; activate p: damage 2 w');
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(ruled(r, '702.21a')).toHaveLength(1);
    const choice = r.resolution.choices.find((c) => c.rules.includes('119.4'))!;
    expect(choice.chooser).toBe('B');
    expect(choice.what).toMatchObject({ key: 'engine-mtg-counter.choice.unless-life', params: { cost: 3 } });
    // B doesn't pay (assumed): no life lost
    expect(player(r, 'B').life).toBe(20);
  });

  it('a spell that targets it and something else is countered whole: neither is dealt damage', () => {
    const r = ok('mtg ; A: w=2/2 ward:1 ; v=2/2 ; B: z=1/1 ; cast B: damage 2 w & damage 2 v');
    expect(object(r, 'v').zone).toBe('battlefield');
    expect(object(r, 'w').zone).toBe('battlefield');
  });
});

describe('soulshift N (702.46a) and mana value (mv, 202.3)', () => {
  const dies = 'B: x=3/3 ; attack s ; block x>s';
  it('as it dies, its controller may return a Spirit card with mana value N or less from their graveyard to their hand', () => {
    const r = ok(`mtg ; A: s=2/2 soulshift:3 subtypes=Spirit mv=4 ; k=1/1 subtypes=Spirit mv=3 zone=graveyard ; ${dies}`);
    expect(object(r, 's').zone).toBe('graveyard');
    expect(object(r, 'k').zone).toBe('hand');
    expect(ruled(r, '702.46a')).toHaveLength(1);
    // the target is chosen as the trigger goes on the stack, and returning it is optional
    expect(r.resolution.choices.map((c) => c.rules)).toContainEqual(['603.3d', '115.1', '404.1', '205.3m']);
    expect(r.resolution.choices.map((c) => c.rules)).toContainEqual(['603.5', '608.2d']);
  });

  it('a card with greater mana value, a card that is no Spirit, or an opponent\'s Spirit is no legal target; itself is, when small enough', () => {
    const big = ok(`mtg ; A: s=2/2 soulshift:3 subtypes=Spirit mv=4 ; k=1/1 subtypes=Spirit mv=4 zone=graveyard ; e=1/1 subtypes=Elf mv=1 zone=graveyard ; B: x=3/3 ; o=1/1 subtypes=Spirit mv=1 zone=graveyard ; attack s ; block x>s`);
    expect(object(big, 'k').zone).toBe('graveyard');
    expect(object(big, 'e').zone).toBe('graveyard');
    expect(object(big, 'o').zone).toBe('graveyard');
    const self = ok(`mtg ; A: s=2/2 soulshift:3 subtypes=Spirit mv=2 ; ${dies}`);
    expect(object(self, 's').zone).toBe('hand');
  });

  it('a changeling card is a Spirit in the graveyard too (702.73a); an unwritten mana value is 0', () => {
    const r = ok(`mtg ; A: s=2/2 soulshift:1 ; c=1/1 changeling zone=graveyard ; ${dies}`);
    expect(object(r, 'c').zone).toBe('hand');
  });
});

describe('explore (701.40a) and connive (701.47a)', () => {
  it('explore: a written land on top goes to the hand and no counter; a written nonland stays on top and a counter', () => {
    const land = ok('mtg ; A: f=Forest land zone=library ; B: x=1/1 ; cast A m=2/1 (enters: explore self) ; resolve');
    expect(object(land, 'f').zone).toBe('hand');
    expect(object(land, 'm').counters['+1/+1'] ?? 0).toBe(0);
    expect(ruled(land, '701.40a')).toHaveLength(1);
    const other = ok('mtg ; A: g=2/2 zone=library ; B: x=1/1 ; cast A m=2/1 (enters: explore self) ; resolve');
    expect(object(other, 'g').zone).toBe('library');
    expect(object(other, 'm').counters['+1/+1']).toBe(1);
    // the card may go to the graveyard instead: a choice, shown
    expect(other.resolution.choices.map((c) => c.what)).toContainEqual({ key: 'engine-mtg-explore.choice.graveyard', params: { player: 'A' } });
  });

  it('explore with a library the scenario does not describe: taken not to be a land (shown), a counter; an empty library, a counter', () => {
    const r = ok('mtg ; A library=10 ; B: x=1/1 ; cast A m=2/1 (enters: explore self) ; resolve ; resolve');
    expect(object(r, 'm').counters['+1/+1']).toBe(1);
    expect(r.resolution.choices.map((c) => c.what)).toContainEqual({ key: 'engine-mtg-explore.choice.revealed', params: { player: 'A' } });
    expect(object(ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A m=2/1 (enters: explore self) ; resolve ; resolve'), 'm').counters['+1/+1']).toBe(1);
  });

  it('connive: draw, then discard; a written land discarded gives no counter, a card not described is taken as a nonland', () => {
    const land = ok('mtg ; A: f=Forest land zone=library ; B: x=1/1 ; cast A c=1/1 (enters: connive self) ; resolve ; resolve');
    expect(object(land, 'f').zone).toBe('graveyard');
    expect(object(land, 'c').counters['+1/+1'] ?? 0).toBe(0);
    const r = ok('mtg ; A library=5 ; B: x=1/1 ; cast A c=1/1 (enters: connive self) ; resolve ; resolve');
    expect(object(r, 'c').counters['+1/+1']).toBe(1);
    expect(player(r, 'A').cards).toMatchObject({ hand: 0, library: 4, graveyard: 1 });
    expect(ruled(r, '701.47a').length).toBeGreaterThan(0);
  });
});
