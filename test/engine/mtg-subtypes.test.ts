/**
 * Subtypes (205.3): creature types that lords ("Other Elves you control get +1/+1") and triggers about another
 * creature of a type ("whenever another Ally enters under your control") ask; changeling (702.73a); creature tokens
 * keep theirs (111.4). Each position is written from the rules, not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { object, ok, player } from './helpers.ts';

const pt = (r: ReturnType<typeof ok>, id: string) => `${object(r, id).power}/${object(r, id).toughness}`;

describe('a lord of a creature type (205.3m, 613.4c)', () => {
  it('pumps the other creatures of that type its controller controls; not another type, not an opponent\'s, not itself', () => {
    const r = ok('mtg ; A: l=2/2 subtypes=Elf (static: +1/+1 creatures yours others subtype=Elf) ; e=1/1 subtypes=Elf,Warrior ; g=1/1 subtypes=Goblin ; B: x=1/1 subtypes=Elf ; attack e,g');
    expect([pt(r, 'l'), pt(r, 'e'), pt(r, 'g'), pt(r, 'x')]).toEqual(['2/2', '2/2', '1/1', '1/1']);
  });
  it('a changeling has every creature type (702.73a); one that lost its abilities has only its printed ones', () => {
    const r = ok('mtg ; A: l=2/2 (static: +1/+1 creatures yours others subtype=Elf) ; c=1/1 changeling ; B: x=1/1 ; attack c');
    expect(pt(r, 'c')).toBe('2/2');
    const lost = ok('mtg ; A: l=2/2 (static: +1/+1 creatures yours others subtype=Elf) ; c=1/1 changeling ; B: x=1/1 ; cast B: lose-all c');
    expect(pt(lost, 'c')).toBe('1/1');
  });
  it('either of two types: subtype=Servo+Thopter', () => {
    const r = ok('mtg ; A: l=2/2 (static: +1/+1 creatures yours subtype=Servo+Thopter) ; s=1/1 subtypes=Servo ; t=1/1 subtypes=Thopter ; B: x=1/1');
    expect([pt(r, 's'), pt(r, 't')]).toEqual(['2/2', '2/2']);
  });
});

describe('triggers about another creature of a type: (ally-enters subtype=Ally: …)', () => {
  it('triggers for a creature of that type only', () => {
    expect(player(ok('mtg ; A: h=2/2 (ally-enters subtype=Ally: gain-life 1 you) ; B: x=1/1 ; cast A a=1/1 subtypes=Ally ; resolve'), 'A').life).toBe(21);
    expect(player(ok('mtg ; A: h=2/2 (ally-enters subtype=Ally: gain-life 1 you) ; B: x=1/1 ; cast A a=1/1 subtypes=Elf ; resolve'), 'A').life).toBe(20);
  });
  it('a creature token keeps its creature types (111.4): a Zombie token entering triggers "another Zombie"', () => {
    const r = ok('mtg ; A: z=2/2 (ally-enters subtype=Zombie: gain-life 1 you) ; B: x=1/1 ; cast A: create 2/2 black subtypes=Zombie you');
    expect(player(r, 'A').life).toBe(21);
    expect(r.resolution.steps.some((s) => s.rules?.includes('205.3m'))).toBe(true);
  });
  it('a dying creature is looked at as it last existed (603.10a)', () => {
    const r = ok('mtg ; A: p=2/2 (ally-dies subtype=Zombie: lose-life 1 each-opponent) ; z=2/2 subtypes=Zombie ; B: x=1/1 ; cast B: destroy z');
    expect(player(r, 'B').life).toBe(19);
  });
  it('refuses a creature type after a trigger word about no other creature, and a subtype not written as printed', () => {
    const wrong = checkScenario('mtg ; A: l=2/2 (attacks subtype=Ally: gain-life 1 you) ; B: x=1/1');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors[0]!.key).toBe('engine-mtg-subtypes.parse.not-typed-trigger');
    const lower = checkScenario('mtg ; A: l=2/2 subtypes=elf ; B: x=1/1');
    expect(!lower.ok && lower.errors[0]!.key).toBe('engine-mtg-subtypes.parse.bad-subtype');
  });
});

describe('a static ability "as long as you control …" (611.3b): controls=Forest, controls=artifact*3, controls=another-Elf', () => {
  it('applies while its controller controls one, and stops when the last one leaves', () => {
    expect(pt(ok('mtg ; A: k=1/1 (static controls=Forest: +1/+2 self) ; f=Forest land subtypes=Forest ; B: x=1/1'), 'k')).toBe('2/3');
    // the opponent's Forest doesn't count
    expect(pt(ok('mtg ; A: k=1/1 (static controls=Forest: +1/+2 self) ; B: x=1/1 ; f=Forest land subtypes=Forest'), 'k')).toBe('1/1');
    // destroyed: the condition is looked at all the time
    expect(pt(ok('mtg ; A: k=1/1 (static controls=Forest: +1/+2 self) ; f=Forest land subtypes=Forest ; B: x=1/1 ; cast B: destroy f'), 'k')).toBe('1/1');
  });
  it('counts N or more, and "another" leaves the source out', () => {
    const two = 'mtg ; A: r=4/4 artifact (static controls=artifact*3: +2/+2 self) ; a=Bauble artifact ; b=Bauble artifact ; B: x=1/1';
    // the Rhino is an artifact itself: three with two others
    expect(pt(ok(two), 'r')).toBe('6/6');
    expect(pt(ok('mtg ; A: r=4/4 artifact (static controls=another-artifact*3: +2/+2 self) ; a=Bauble artifact ; b=Bauble artifact ; B: x=1/1'), 'r')).toBe('4/4');
  });
  it('refuses what a controller can\'t be asked to control', () => {
    const r = checkScenario('mtg ; A: k=1/1 (static controls=forest: +1/+2 self) ; B: x=1/1');
    expect(!r.ok && r.errors[0]!.key).toBe('engine-mtg-subtypes.parse.bad-condition');
  });
});
