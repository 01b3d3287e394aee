/**
 * `ruleset 1998`: the Urza's Saga rulings of 1998-10-18 (seed 003; /work/shared/reference/mtg-then-and-now.md), each
 * position resolved under both rulesets. The 1998 answer is labelled historical, cites the superseded entry, and
 * says in one line what today's rules give.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps } from './helpers.ts';

const both = (text: string) => ({ today: ok(text), old: ok(`${text} ; ruleset 1998`) });

describe('ruleset 1998 (historical)', () => {
  it('is labelled historical first, with a warning and today\'s outcome in one line', () => {
    const { old } = both('mtg ; A: w=6/6 trample ; B: x=2/2 dmg=1 ; attack w>B ; block x>w');
    const keys = old.resolution.outcome.map((m) => m.key);
    expect(keys[0]).toBe('engine-mtg.outcome.historical');
    expect(keys[keys.length - 1]).toBe('engine-mtg.outcome.today');
    expect(old.resolution.warnings[0]!.key).toBe('engine-mtg.warning.historical');
    expect(old.resolution.warnings[0]!.cites).toContain('mtg.usg1998.trample-lethal-toughness');
    expect(old.canonical).toContain('ruleset 1998');
  });

  it('trample over several blockers: lethal damage was the toughness alone (today: marked damage counts, 702.19b)', () => {
    const { today, old } = both('mtg ; A: w=6/6 trample ; B: x=2/2 dmg=1 ; y=0/4 dmg=2 ; attack w>B ; block x,y>w');
    expect(player(today, 'B').life).toBe(17);
    expect(player(old, 'B').life).toBe(20);
    const step = steps(old, 'lethal-1998');
    expect(step).toHaveLength(2);
    expect(step[0]!.cites).toContain('mtg.usg1998.trample-lethal-toughness');
  });

  it('two attackers on one blocker: 1998 did not count the other attacker\'s damage toward lethal', () => {
    const { today, old } = both('mtg ; A: a=1/1 ; t=3/3 trample ; B: x=2/2 extra-block:1 ; attack a,t ; block x>a,t');
    expect(player(today, 'B').life).toBe(18);
    expect(player(old, 'B').life).toBe(19);
  });

  it("Urza's Armor and Furnace of Rath: 1998 applied them active player first; today the damaged player chooses (616.1)", () => {
    const { today, old } = both("mtg ; A: w=3/3 ; f=Furnace of Rath double-damage ; B: u=Urza's Armor prevent-each:1 ; attack w>B");
    expect(player(today, 'B').life).toBe(16);
    expect(today.resolution.branches.length).toBe(2);
    expect(player(old, 'B').life).toBe(15);
    expect(old.resolution.branches).toEqual([]);
    expect(steps(old, 'replacement-order-1998')[0]!.cites).toContain('mtg.usg1998.replacement-apnap');
  });

  it('when the non-active player controls the doubling, both eras agree', () => {
    const { today, old } = both("mtg ; A: w=3/3 ; u=Urza's Armor prevent-each:1 ; B: f=Furnace of Rath double-damage ; z=0/1 ; attack w>B ; order B: prevent,double");
    expect(player(old, 'B').life).toBe(player(today, 'B').life);
  });

  it('trample over a blocker with protection from its colour: the same result in both (702.16e)', () => {
    const { today, old } = both('mtg ; A: w=6/6 green trample ; B: x=2/2 pro:green ; attack w>B ; block x>w');
    expect(player(old, 'B').life).toBe(player(today, 'B').life);
    expect(old.resolution.outcome[old.resolution.outcome.length - 1]!.key).toBe('engine-mtg.outcome.today-same');
    expect(object(old, 'x').zone).toBe('battlefield');
  });
});
