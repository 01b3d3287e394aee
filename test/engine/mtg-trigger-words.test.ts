/**
 * Trigger words for the moments Oracle text waits for most often after "enters" and "dies" (issue #28): the
 * beginning of upkeep (503.1, 603.2b), becoming tapped (701.21a), counters put (122.6), and "a creature dealt damage
 * by this this turn dies" (603.10a). Each position is written from the rules, not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps } from './helpers.ts';

const life = (r: ReturnType<typeof ok>, p: string) => player(r, p).life;
const keys = (r: ReturnType<typeof ok>) => r.resolution.steps.map((s) => s.key.replace(/^engine-mtg\.(step\.)?/, ''));

describe('upkeep and your-upkeep (503.1, 603.2b)', () => {
  it('your-upkeep triggers as its controller\'s turn begins, before anything else happens', () => {
    const r = ok('mtg ; A: p=Pest 1/1 (your-upkeep: lose-life 1 you) ; B: x=1/1');
    expect(life(r, 'A')).toBe(19);
    expect(keys(r).indexOf('upkeep-begins')).toBeLessThan(keys(r).indexOf('triggers'));
    expect(steps(r, 'triggers')[0]!.rules).toContain('503.1');
  });

  it('your-upkeep does not trigger in the opponent\'s turn; upkeep (each upkeep) does', () => {
    expect(life(ok('mtg ; A: p=Pest 1/1 (your-upkeep: lose-life 1 you) ; B: x=1/1 ; attack x'), 'A')).toBe(19);
    expect(steps(ok('mtg ; A: p=Pest 1/1 (your-upkeep: lose-life 1 you) ; B: x=1/1 ; attack x'), 'triggers')).toHaveLength(0);
    const each = ok('mtg ; A: p=Pest 1/1 (upkeep: lose-life 1 you) ; B: x=1/1 ; attack x');
    expect(life(each, 'A')).toBe(18);
  });

  it('the trigger is on the stack during upkeep: destroying its source in response does not stop it (113.7a)', () => {
    const r = ok('mtg ; A: p=Pest 1/1 (your-upkeep: lose-life 1 you) ; B: x=1/1 ; cast B: destroy p');
    expect(object(r, 'p').zone).toBe('graveyard');
    expect(life(r, 'A')).toBe(19);
    expect(keys(r).indexOf('cast-response')).toBeGreaterThan(-1);
  });
});

describe('becomes-tapped (701.21a)', () => {
  it('attacking taps it (508.1f): it triggers; with vigilance it does not become tapped', () => {
    expect(life(ok('mtg ; A: w=2/2 (becomes-tapped: gain-life 1 you) ; B: x=1/1 ; attack w'), 'A')).toBe(21);
    expect(life(ok('mtg ; A: w=2/2 vigilance (becomes-tapped: gain-life 1 you) ; B: x=1/1 ; attack w'), 'A')).toBe(20);
  });

  it('a tap effect triggers it; an already tapped permanent can\'t become tapped again', () => {
    expect(life(ok('mtg ; A: w=2/2 (becomes-tapped: gain-life 1 you) ; B: x=1/1 ; cast B: tap w'), 'A')).toBe(21);
    const already = ok('mtg ; A: w=2/2 tapped (becomes-tapped: gain-life 1 you) ; B: x=1/1 ; cast B: tap w');
    expect(life(already, 'A')).toBe(20);
    expect(steps(already, 'triggers')).toHaveLength(0);
  });

  it('paying a {T} cost taps it: it triggers', () => {
    const r = ok('mtg ; A: w=2/2 (becomes-tapped: gain-life 1 you) (activated tap: gain-life 2 you) ; B: x=1/1 ; activate w');
    expect(life(r, 'A')).toBe(23);
  });
});

describe('counters-put (122.6)', () => {
  it('once for one event, however many counters it puts', () => {
    const r = ok('mtg ; A: w=2/2 (counters-put: gain-life 1 you) ; B: x=1/1 ; cast A: put 2 +1/+1 w');
    expect(object(r, 'w').power).toBe(4);
    expect(life(r, 'A')).toBe(21);
    expect(steps(r, 'triggers')[0]!.rules).toContain('122.6');
  });

  it('a creature returning with a counter (undying) has a counter put on it as it enters (122.6)', () => {
    const r = ok('mtg ; A: u=2/2 undying (counters-put: gain-life 1 you) ; B: x=1/1 ; cast B: destroy u');
    expect(object(r, 'u').power).toBe(3);
    expect(life(r, 'A')).toBe(21);
  });

  it('counters put on another permanent do not trigger it', () => {
    expect(life(ok('mtg ; A: w=2/2 (counters-put: gain-life 1 you) ; v=1/1 ; B: x=1/1 ; cast A: put 1 +1/+1 v'), 'A')).toBe(20);
  });
});

describe('damaged-creature-dies (Sengir Vampire; 603.2, 603.10a)', () => {
  it('a creature it dealt combat damage to dies: it triggers', () => {
    const r = ok('mtg ; A: s=Sengir 2/2 (damaged-creature-dies: put 1 +1/+1 self) ; B: x=1/1 ; attack s ; block x>s');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 's').power).toBe(3);
  });

  it('a creature it never dealt damage to dies: nothing; one it damaged earlier this turn dies later: it triggers', () => {
    expect(object(ok('mtg ; A: s=Sengir 2/2 (damaged-creature-dies: put 1 +1/+1 self) ; B: x=1/1 ; cast A: destroy x'), 's').power).toBe(2);
    const later = ok('mtg ; A: s=Sengir 2/2 (damaged-creature-dies: put 1 +1/+1 self) ; B: x=1/4 ; attack s ; block x>s ; next ; cast A: destroy x');
    expect(object(later, 'x').zone).toBe('graveyard');
    expect(object(later, 's').power).toBe(3);
  });

  it('both die at once: it still triggers, looking back (603.10a)', () => {
    const r = ok('mtg ; A: s=Sengir 2/2 (damaged-creature-dies: gain-life 3 you) ; B: x=2/2 ; attack s ; block x>s');
    expect(object(r, 's').zone).toBe('graveyard');
    expect(life(r, 'A')).toBe(23);
  });
});
