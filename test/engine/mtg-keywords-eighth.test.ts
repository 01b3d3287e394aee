/**
 * Keywords and named mechanics of the eighth stretch (engine/mtg/keywords.ts), each in the notation and resolving as
 * its rule says, the trace citing the keyword's rules: ward (a mana cost, or life).
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
