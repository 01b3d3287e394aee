/**
 * Wrong answers reported from outside (issue #28), each written from the rules text and failing before its fix.
 */
import { describe, expect, it } from 'vitest';
import { tm } from '../../commands/render/resolution.ts';
import { object, ok, player, steps } from './helpers.ts';

describe('trample over planeswalkers when the planeswalker has left combat (702.19e, 702.19f)', () => {
  it('unblocked: all its damage goes to the defending player, citing 702.19e', () => {
    const r = ok('mtg ; A: w=5/5 trample-over-planeswalkers ; B: j=Jace planeswalker loyalty=3 ; attack w>j ; cast B Murder: destroy j');
    expect(player(r, 'B').life).toBe(15);
    expect(steps(r, 'trample-pw-gone')[0]!.rules).toContain('702.19e');
    expect(steps(r, 'target-gone')).toEqual([]);
  });

  it('blocked: lethal damage to the blocker first, the rest may go to the defending player', () => {
    const r = ok('mtg ; A: w=5/5 trample-over-planeswalkers ; B: j=Jace planeswalker loyalty=3 ; x=2/2 ; attack w>j ; block x>w ; cast B Murder: destroy j');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(17);
  });

  it('plain trample is not enough: with the planeswalker gone no damage reaches the player (702.19f)', () => {
    const r = ok('mtg ; A: w=5/5 trample ; B: j=Jace planeswalker loyalty=3 ; attack w>j ; cast B Murder: destroy j');
    expect(player(r, 'B').life).toBe(20);
    expect(steps(r, 'trample-pw-gone')).toEqual([]);
  });

  it('the planeswalker still there: trample over planeswalkers gives it its loyalty first (702.19c)', () => {
    const r = ok('mtg ; A: w=5/5 trample-over-planeswalkers ; B: j=Jace planeswalker loyalty=3 ; attack w>j');
    expect(player(r, 'B').life).toBe(18);
    expect(object(r, 'j').zone).toBe('graveyard');
  });

  it('the outcome does not claim a destroyed planeswalker lost its loyalty', () => {
    const r = ok('mtg ; A: w=2/2 ; B: j=Jace planeswalker loyalty=3 ; cast A Murder: destroy j');
    const text = r.resolution.outcome.map((m) => tm('en', m)).join('\n');
    expect(text).toContain('put into the graveyard with loyalty 3');
    expect(text).not.toContain('loyalty 3 → 0');
  });
});

describe('a siege needs an opponent as protector as it enters (310.11a)', () => {
  it('a siege cast with its own controller as protector is illegal, not fixed silently', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=1/1 ; cast A s=Invasion battle siege def=5 protector=A');
    expect(r.resolution.stopped).toBe(true);
    expect(r.resolution.violations.map((v) => v.key)).toContain('engine-mtg.violation.siege-own-protector');
    expect(r.resolution.violations[0]!.rules).toContain('310.11a');
  });

  it('naming an opponent is legal: it enters with that protector', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=1/1 ; cast A s=Invasion battle siege def=5 protector=B');
    expect(r.resolution.stopped).toBe(false);
    expect(object(r, 's').zone).toBe('battlefield');
  });
});

describe('1998 rules: a blocker that cannot be dealt the trampler\'s combat damage is ignored (Urza\'s Saga rulings, change 2)', () => {
  it('a blocker with protection from the trampler\'s colour: all the damage goes to the player', () => {
    const r = ok('mtg ; A: w=5/5 green trample ; B: x=2/2 pro:green ; attack w>B ; block x>w ; ruleset 1998');
    expect(player(r, 'B').life).toBe(15);
    expect(steps(r, 'ignored-1998')).toHaveLength(1);
  });

  it('today the trampler must still assign lethal damage to it (702.19b)', () => {
    const r = ok('mtg ; A: w=5/5 green trample ; B: x=2/2 pro:green ; attack w>B ; block x>w');
    expect(player(r, 'B').life).toBe(17);
  });

  it('under 1998 a blocker it can damage still takes its toughness first', () => {
    const r = ok('mtg ; A: w=5/5 green trample ; B: x=2/2 ; y=1/1 pro:green ; attack w>B ; block x,y>w ; ruleset 1998');
    expect(player(r, 'B').life).toBe(17);
    expect(object(r, 'x').zone).toBe('graveyard');
  });
});

describe('one shield, two sources at once: the defender chooses which it prevents (615.7)', () => {
  it('both choices are shown when they lead to different results', () => {
    const r = ok('mtg ; A: w=3/3 ; y=2/2 lifelink ; B: prevent:2 ; attack w,y>B');
    expect(r.resolution.branches).toHaveLength(2);
    const lives = r.resolution.branches.map((b) => b.final.players.find((p) => p.id === 'A')!.life).sort();
    expect(lives).toEqual([20, 22]);
    expect(r.resolution.outcome.at(-1)!.key).toBe('engine-mtg.outcome.depends-on-shield');
  });

  it('no branches when the choice changes nothing', () => {
    const r = ok('mtg ; A: w=3/3 ; y=2/2 ; B: prevent:2 ; attack w,y>B');
    expect(player(r, 'B').life).toBe(17);
    expect(r.resolution.branches).toEqual([]);
  });

  it('one source alone: no choice to make', () => {
    const r = ok('mtg ; A: w=3/3 lifelink ; B: prevent:2 ; attack w>B');
    expect(player(r, 'A').life).toBe(21);
    expect(r.resolution.branches).toEqual([]);
  });
});
