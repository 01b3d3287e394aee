/**
 * The legend rule (704.5j) and two restrictions on blocks as a whole (509.1b): "can't block alone" and "can't be
 * blocked unless all creatures defending player controls block it". Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player, steps, violationRules } from './helpers.ts';

const violations = (r: ReturnType<typeof ok>) => r.resolution.violations.map((v) => v.key.replace(/^engine-mtg\.violation\./, ''));

describe('the legend rule (704.5j)', () => {
  it('a second legendary permanent with the same name: its controller keeps one, the other goes to the graveyard', () => {
    const r = ok('mtg ; A: k=Isamaru 2/2 legendary ; B: x=1/1 ; cast A j=Isamaru 2/2 legendary');
    expect([object(r, 'k').zone, object(r, 'j').zone].sort()).toEqual(['battlefield', 'graveyard']);
    expect(steps(r, 'sba-legend')[0]!.rules).toEqual(['704.5j']);
    const choice = r.resolution.choices.find((c) => c.rules.includes('704.5j'));
    expect(choice?.chooser).toBe('A');
    expect(choice?.assumed).toBe(true);
  });

  it('it is put into the graveyard, not destroyed: indestructible does not keep it, and it dies (its dies trigger)', () => {
    const r = ok('mtg ; A: k=Isamaru 2/2 legendary indestructible (dies: gain-life 1 you) ; B: x=1/1 ; cast A j=Isamaru 2/2 legendary');
    expect(object(r, 'k').zone).toBe('graveyard');
    expect(player(r, 'A').life).toBe(21);
  });

  it('only for one controller: two players may each control one; gaining control of the second one applies it', () => {
    const both = ok('mtg ; A: k=Isamaru 2/2 legendary ; B: j=Isamaru 2/2 legendary ; attack k');
    expect(object(both, 'j').zone).toBe('battlefield');
    expect(steps(both, 'sba-legend')).toHaveLength(0);
    const stolen = ok('mtg ; A: k=Isamaru 2/2 legendary ; B: j=Isamaru 2/2 legendary ; cast B: control A j');
    expect([object(stolen, 'k').zone, object(stolen, 'j').zone].sort()).toEqual(['battlefield', 'graveyard']);
  });

  it('a nonlegendary permanent with the same name is not affected', () => {
    const r = ok('mtg ; A: k=Isamaru 2/2 legendary ; j=Isamaru 2/2 ; B: x=1/1');
    expect(object(r, 'j').zone).toBe('battlefield');
    expect(object(r, 'k').zone).toBe('battlefield');
  });
});

describe('can\'t block alone (509.1b)', () => {
  it('blocking by itself is illegal', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 cant-block-alone ; y=1/1 ; attack w ; block x>w');
    expect(violations(r)).toEqual(['block-alone']);
    expect(violationRules(r)).toContain('509.1b');
  });

  it('with another blocker, of the same attacker or of another one, it may block', () => {
    expect(ok('mtg ; A: w=2/2 ; B: x=2/2 cant-block-alone ; y=1/1 ; attack w ; block x,y>w').resolution.violations).toEqual([]);
    expect(ok('mtg ; A: w=2/2 ; v=2/2 ; B: x=2/2 cant-block-alone ; y=1/1 ; attack w,v ; block x>w ; block y>v').resolution.violations).toEqual([]);
  });

  it('another creature blocking alone is fine', () => {
    expect(ok('mtg ; A: w=2/2 ; B: x=2/2 cant-block-alone ; y=1/1 ; attack w ; block y>w').resolution.violations).toEqual([]);
  });
});

describe('can\'t be blocked unless all creatures defending player controls block it (509.1b)', () => {
  it('blocked by some of them only: illegal', () => {
    const r = ok('mtg ; A: t=Tromokratis 8/8 blocked-only-by-all ; B: x=2/2 ; y=1/1 ; attack t ; block x>t');
    expect(violations(r)).toEqual(['blocked-only-by-all']);
    expect(violationRules(r)).toContain('509.1b');
  });

  it('blocked by all of them: legal', () => {
    const r = ok('mtg ; A: t=Tromokratis 8/8 blocked-only-by-all ; B: x=2/2 ; y=1/1 ; attack t ; block x,y>t');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('one of them tapped (it can\'t block): the attacker can\'t be blocked at all; unblocked is fine', () => {
    expect(violations(ok('mtg ; A: t=Tromokratis 8/8 blocked-only-by-all ; B: x=2/2 ; y=1/1 tapped ; attack t ; block x>t'))).toEqual(['blocked-only-by-all']);
    expect(player(ok('mtg ; A: t=Tromokratis 8/8 blocked-only-by-all ; B: x=2/2 ; y=1/1 tapped ; attack t'), 'B').life).toBe(12);
  });
});
