/**
 * Keywords and named mechanics of the seventh stretch (engine/mtg/keywords.ts), each in the notation and resolving as
 * its rule says, the trace citing the keyword's rules: battle cry, extort, evolve, echo, dredge, unleash, riot, phasing, mentor.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps } from './helpers.ts';

const pt = (r: ReturnType<typeof ok>, id: string) => `${object(r, id).power}/${object(r, id).toughness}`;
const plus = (r: ReturnType<typeof ok>, id: string) => object(r, id).counters['+1/+1'] ?? 0;
const ruled = (r: ReturnType<typeof ok>, rule: string) => r.resolution.steps.filter((s) => s.rules?.includes(rule));

describe('battle cry (702.91a)', () => {
  it('as it attacks, each other attacking creature gets +1/+0 until end of turn; itself does not', () => {
    const r = ok('mtg ; A: w=2/2 battle-cry ; v=1/1 ; u=1/1 ; B: x=0/1 ; attack w,v');
    expect(pt(r, 'w')).toBe('2/2');
    expect(pt(r, 'v')).toBe('2/1');
    // u did not attack: it is not an attacking creature as the ability resolves
    expect(pt(r, 'u')).toBe('1/1');
    expect(player(r, 'B').life).toBe(16);
    expect(ruled(r, '702.91a')).toHaveLength(1);
  });

  it('two creatures with battle cry each pump the other', () => {
    const r = ok('mtg ; A: w=2/2 battle-cry ; v=1/1 battle-cry ; B: x=0/1 ; attack w,v');
    expect(pt(r, 'w')).toBe('3/2');
    expect(pt(r, 'v')).toBe('2/1');
  });
});

describe('extort (702.101a)', () => {
  it('each spell its controller casts: each opponent loses 1 life, they gain the total; the payment is a choice shown', () => {
    const r = ok('mtg ; A: e=1/4 extort ; B: x=1/1 ; cast A: gain-life 2 A');
    expect(player(r, 'B').life).toBe(19);
    expect(player(r, 'A').life).toBe(23);
    expect(ruled(r, '702.101a')).toHaveLength(1);
    expect(r.resolution.choices.map((c) => c.rules)).toContainEqual(['603.5', '608.2d']);
  });

  it("an opponent's spell does not trigger it; two permanents with extort trigger twice", () => {
    expect(player(ok('mtg ; A: e=1/4 extort ; B: x=1/1 ; cast B: gain-life 2 B'), 'A').life).toBe(20);
    expect(player(ok('mtg ; A: e=1/4 extort ; f=1/1 extort ; B: x=1/1 ; cast A: gain-life 1 A'), 'B').life).toBe(18);
  });
});

describe('evolve (702.100a)', () => {
  it('a creature entering under its controller\'s control with greater power or toughness: a +1/+1 counter', () => {
    const r = ok('mtg ; A: e=1/1 evolve ; B: x=1/1 ; cast A c=2/2 ; resolve');
    expect(plus(r, 'e')).toBe(1);
    expect(ruled(r, '702.100a').length).toBeGreaterThan(0);
    // greater toughness alone is enough; neither greater, nothing
    expect(plus(ok('mtg ; A: e=1/1 evolve ; B: x=1/1 ; cast A c=0/3 ; resolve'), 'e')).toBe(1);
    expect(plus(ok('mtg ; A: e=2/2 evolve ; B: x=1/1 ; cast A c=2/2 ; resolve'), 'e')).toBe(0);
    // an opponent's creature does not evolve it
    expect(plus(ok('mtg ; A: e=1/1 evolve ; B: x=1/1 ; cast B c=3/3 ; resolve'), 'e')).toBe(0);
  });

  it('the comparison is made again as it resolves (603.4): grown bigger in response, it does nothing', () => {
    const r = ok('mtg ; A: e=1/1 evolve ; B: x=1/1 ; cast A c=2/2 ; resolve ; cast A: +2/+2 e');
    expect(plus(r, 'e')).toBe(0);
    expect(pt(r, 'e')).toBe('3/3');
    expect(r.resolution.steps.find((s) => s.key === 'engine-mtg-mechanics.step.condition-false')!.rules).toEqual(['603.4', '702.100a']);
  });
});

describe('echo N (702.30a)', () => {
  it('came under its controller\'s control since their last upkeep: sacrifice it unless they pay — a choice, assumed paid', () => {
    const r = ok('mtg ; A: e=2/4 echo:2 since-last-upkeep ; B: x=1/1 ; attack e');
    expect(object(r, 'e').zone).toBe('battlefield');
    expect(player(r, 'B').life).toBe(18);
    expect(ruled(r, '702.30a')).toHaveLength(1);
    const pays = r.resolution.steps.find((s) => s.key === 'engine-mtg-upkeep.step.pays-mana')!;
    expect(pays.params).toMatchObject({ player: 'A', amount: 2 });
  });

  it('without the status, or in an opponent\'s turn, it does not trigger', () => {
    expect(ruled(ok('mtg ; A: e=2/4 echo:2 ; B: x=1/1 ; attack e'), '702.30a')).toHaveLength(0);
    expect(ruled(ok('mtg ; B: x=1/1 ; A: e=2/4 echo:2 since-last-upkeep ; attack x'), '702.30a')).toHaveLength(0);
  });
});

describe('dredge N (702.52a)', () => {
  it('works only from the graveyard: on a permanent it is kept and does nothing (113.6b)', () => {
    const r = ok('mtg ; A: d=0/4 dredge:6 ; B: x=1/1 ; attack d');
    expect(r.canonical).toContain('d=0/4 dredge:6');
    expect(player(r, 'B').life).toBe(20);
  });
});

describe('unleash (702.98a) and riot (702.136a): a choice as it enters', () => {
  it('unleash: enters with an additional +1/+1 counter (the choice shown); with one, it cannot block', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A u=2/2 unleash ; resolve');
    expect(pt(r, 'u')).toBe('3/3');
    expect(r.resolution.choices.map((c) => c.taken.key)).toContain('engine-mtg-mechanics.taken.counter');
    const blocked = ok('mtg ; A: u=3/3 unleash +1/+1=1 ; B: x=1/1 ; attack x ; block u>x');
    expect(blocked.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.violation.unleashed']);
    expect(blocked.resolution.violations[0]!.rules).toEqual(['702.98a']);
    // without a counter it blocks as any creature
    expect(ok('mtg ; A: u=3/3 unleash ; B: x=1/1 ; attack x ; block u>x').resolution.violations).toEqual([]);
  });

  it('unleash: when the scenario has it block later, the choice is no counter', () => {
    const r = ok('mtg ; B: x=1/1 ; A: z=1/1 ; cast A u=2/2 unleash flash ; resolve ; attack x ; block u>x');
    expect(r.resolution.violations).toEqual([]);
    expect(pt(r, 'u')).toBe('2/2');
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('riot: the counter, or haste when the scenario has it attack', () => {
    expect(pt(ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A r=2/2 riot ; resolve'), 'r')).toBe('3/3');
    const hasty = ok('mtg ; A: z=1/1 ; B: x=1/1 ; cast A r=2/2 riot ; resolve ; attack r');
    expect(hasty.resolution.violations).toEqual([]);
    expect(player(hasty, 'B').life).toBe(18);
    expect(ruled(hasty, '702.136a').length).toBeGreaterThan(0);
  });
});

describe('phasing (702.26a)', () => {
  it('works in the untap step, before the scenario\'s turn: the permanent fights as written', () => {
    const r = ok('mtg ; A: p=4/4 flying phasing ; B: x=1/1 ; attack p');
    expect(player(r, 'B').life).toBe(16);
  });
});

describe('mentor (702.134a)', () => {
  it('as it attacks: a +1/+1 counter on a target attacking creature with less power; none, the ability is removed (603.3d)', () => {
    const r = ok('mtg ; A: m=3/3 mentor ; v=1/1 ; B: x=0/1 ; attack m,v');
    expect(plus(r, 'v')).toBe(1);
    expect(plus(r, 'm')).toBe(0);
    expect(ruled(r, '702.134a').length).toBeGreaterThan(0);
    const none = ok('mtg ; A: m=3/3 mentor ; v=3/3 ; B: x=0/1 ; attack m,v');
    expect(plus(none, 'v')).toBe(0);
    expect(ruled(none, '603.3d')).toHaveLength(1);
  });

  it('the target\'s power is checked again as the ability resolves (608.2b): pumped in response, nothing', () => {
    const r = ok('mtg ; A: m=3/3 mentor ; v=1/1 ; B: x=0/1 ; attack m,v ; cast A: +3/+3 v');
    expect(plus(r, 'v')).toBe(0);
    expect(steps(r, 'fizzles').map((x) => x.rules)).toEqual([['608.2b']]);
  });
});
