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
