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

  it('trample over a blocker with protection from its colour: 1998 ignored the blocker, today it takes lethal damage first (seed 003 change 2; 702.19b)', () => {
    const { today, old } = both('mtg ; A: w=6/6 green trample ; B: x=2/2 pro:green ; attack w>B ; block x>w');
    expect(player(old, 'B').life).toBe(14);
    expect(player(today, 'B').life).toBe(16);
    expect(old.resolution.outcome[old.resolution.outcome.length - 1]!.key).toBe('engine-mtg.outcome.today');
    expect(object(old, 'x').zone).toBe('battlefield');
  });
});

describe('at end of turn: Lifeline and Ball Lightning (seed 003; 513.1a, 603.7, 603.4)', () => {
  const BALL = 'b=Ball Lightning 6/1 red trample haste (end-step: sacrifice self)';

  it('one player controls both, Ball Lightning alive: 1998 loops and ends on the battlefield; today it waits for next turn', () => {
    const { today, old } = both(`mtg ; A: l=Lifeline lifeline ; ${BALL} ; e=Grizzly Bears 2/2 ; end`);
    expect(object(today, 'b').zone).toBe('graveyard');
    expect(steps(today, 'end-step')[0]!.rules).toContain('513.1a');
    expect(steps(today, 'return-next-turn')[0]!.rules).toContain('603.7b');
    expect(today.resolution.violations).toEqual([]);
    expect(object(old, 'b').zone).toBe('battlefield');
    const loop = steps(old, 'loop-1998');
    expect(loop).toHaveLength(1);
    expect(loop[0]!.cites).toContain('mtg.usg1998.lifeline-ball-lightning-loop');
  });

  it('one player controls both, Ball Lightning died in combat: 1998 loops and ends in the graveyard; today it returns and stays', () => {
    const { today, old } = both(`mtg ; A: l=Lifeline lifeline ; ${BALL} ; e=2/2 ; B: x=Wall 1/7 ; attack b ; block x>b ; end`);
    expect(object(today, 'b').zone).toBe('battlefield');
    expect(steps(today, 'returns-end')).toHaveLength(1);
    expect(object(old, 'b').zone).toBe('graveyard');
    expect(steps(old, 'loop-1998')).toHaveLength(1);
  });

  it('Ball Lightning of the active player, Lifeline of the other: 1998 no loop, it stays; today it is in the graveyard', () => {
    const { today, old } = both(`mtg ; A: ${BALL} ; e=2/2 ; B: l=Lifeline lifeline ; end`);
    expect(object(old, 'b').zone).toBe('battlefield');
    expect(steps(old, 'loop-1998')).toEqual([]);
    expect(steps(old, 'end-of-turn-1998')[0]!.cites).toContain('mtg.usg1998.lifeline-ball-lightning-apnap');
    expect(object(today, 'b').zone).toBe('graveyard');
  });

  it('Lifeline of the active player, Ball Lightning of the other: too late in 1998, and in the graveyard today too', () => {
    const { today, old } = both(`mtg ; A: l=Lifeline lifeline ; e=2/2 ; B: ${BALL} ; end`);
    expect(object(old, 'b').zone).toBe('graveyard');
    expect(steps(old, 'too-late-1998')).toHaveLength(1);
    expect(object(today, 'b').zone).toBe('graveyard');
  });

  it('Lifeline and a Wrath: 1998 returned every creature; today the "if" is checked again and none returns (603.4)', () => {
    const { today, old } = both('mtg ; A: l=Lifeline lifeline ; a=2/2 ; c=3/3 ; cast A Wrath of God: destroy creatures ; end');
    expect(object(old, 'a').zone).toBe('battlefield');
    expect(object(old, 'c').zone).toBe('battlefield');
    expect(object(today, 'a').zone).toBe('graveyard');
    expect(object(today, 'c').zone).toBe('graveyard');
    expect(steps(today, 'intervening-if-false')[0]!.rules).toContain('603.4');
  });

  it('ja and fr words: 命綱 / ligne-de-vie and the end-step ability', () => {
    const ja = ok('mtg ; A: l=命綱 ; b=6/1 (終了ステップ開始時: sacrifice self) ; e=2/2 ; end');
    expect(object(ja, 'b').zone).toBe('graveyard');
    const fr = ok('mtg ; A: l=ligne-de-vie ; b=6/1 (fin-de-tour: sacrifice self) ; e=2/2 ; end ; ruleset 1998');
    expect(object(fr, 'b').zone).toBe('battlefield');
  });
});
