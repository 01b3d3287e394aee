/**
 * Rule events (engine/mtg/events.ts): one event per damage event, not per source (603.2c); one life-gain event per
 * lifelink source (702.15b, 119.9); each triggered ability's step cites the rules of that ability.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps } from './helpers.ts';

const pt = (r: ReturnType<typeof ok>, id: string) => `${object(r, id).power}/${object(r, id).toughness}`;

describe('damage events (603.2c)', () => {
  it('"whenever this is dealt damage" triggers once when two blockers deal their combat damage at once', () => {
    const r = ok('mtg ; A: d=2/4 (damaged: damage 3 B) ; B: m=1/1 ; e=2/1 ; attack d ; block m,e>d');
    expect(steps(r, 'triggers')).toHaveLength(1);
    expect(object(r, 'd').damage).toBe(3);
    expect(player(r, 'B').life).toBe(17);
  });

  it('one spell dealing damage to two creatures is one damage event for each of them', () => {
    const r = ok('mtg ; A: x=2/4 (damaged: gain-life 1 you) ; y=2/4 (damaged: gain-life 1 you) ; B: z=1/1 ; cast B: damage 1 x,y');
    expect(steps(r, 'triggers')).toHaveLength(2);
    expect(player(r, 'A').life).toBe(22);
  });

  it('the two combat damage steps of double strike are two damage events', () => {
    const both = ok('mtg ; A: d=1/6 (damaged: gain-life 1 you) ; B: x=2/3 double-strike ; attack d ; block x>d');
    expect(steps(both, 'triggers')).toHaveLength(2);
    expect(player(both, 'A').life).toBe(22);
  });

  it('a trigger is listed after the damage that caused it', () => {
    const r = ok('mtg ; A: d=2/4 (damaged: damage 3 B) ; B: m=1/1 ; e=2/1 ; attack d ; block m,e>d');
    const keys = r.resolution.steps.map((s) => s.key.replace('engine-mtg.step.', ''));
    expect(keys.indexOf('triggers')).toBeGreaterThan(keys.lastIndexOf('damage-creature'));
  });
});

describe('life gained (119.9, 702.15b)', () => {
  it('a trampling lifelinker dealing damage to a blocker and the player gains life once: "whenever you gain life" triggers once', () => {
    const r = ok("mtg ; A: p=Ajani's Pridemate 2/2 (life-gained: put 1 +1/+1 self) ; t=4/4 trample lifelink ; B: x=1/1 ; attack t ; block x>t");
    expect(steps(r, 'lifelink')).toHaveLength(1);
    expect(steps(r, 'lifelink')[0]!.params.amount).toBe(4);
    expect(steps(r, 'triggers')).toHaveLength(1);
    expect(player(r, 'A').life).toBe(24);
    expect(player(r, 'B').life).toBe(17);
    expect(pt(r, 'p')).toBe('3/3');
  });
});

describe('a triggered ability cites its own rules', () => {
  it('undying and persist cite 702.93a and 702.79a where they trigger', () => {
    const u = ok('mtg ; A: u=2/2 undying ; B: z=1/1 ; cast B: destroy u');
    expect(steps(u, 'triggers')[0]!.rules).toEqual(['702.93a']);
    expect(steps(u, 'returns')[0]!.rules).toEqual(['702.93a', '400.7']);
    const p = ok('mtg ; A: u=2/2 persist ; B: z=1/1 ; cast B: destroy u');
    expect(steps(p, 'triggers')[0]!.rules).toEqual(['702.79a']);
  });

  it('a printed "when this dies" ability cites the leaves-the-battlefield rules, "whenever you gain life" 119.9', () => {
    const d = ok('mtg ; A: u=2/2 (dies: damage 1 B) ; B: z=1/1 ; cast B: destroy u');
    expect(steps(d, 'triggers')[0]!.rules).toContain('603.6c');
    const g = ok('mtg ; A: p=2/2 (life-gained: put 1 +1/+1 self) ; l=1/1 lifelink ; B: z=0/1 ; attack l>B');
    expect(steps(g, 'triggers')[0]!.rules).toContain('119.9');
  });

  it('poisonous cites its own rule (702.70a) where it triggers', () => {
    const r = ok('mtg ; A: w=1/1 poisonous:3 ; B: z=1/1 ; attack w>B');
    expect(steps(r, 'triggers')[0]!.rules).toEqual(['702.70a']);
  });
});
