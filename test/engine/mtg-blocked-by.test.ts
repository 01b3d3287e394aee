/**
 * "Whenever this becomes blocked by a (white) creature" (509.3d, 509.3f) and `that`, the other object of a
 * triggering event (events.ts `other`, 115.10). Positions written from the rules: each asserts what is destroyed or
 * shrunk, how often the ability triggers, and the rules its trigger line cites.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { object, ok, steps } from './helpers.ts';

describe('blocked-by-creature / blocked-by-<colour> (509.3d, 509.3f)', () => {
  it('blocked by two creatures, one of them white: the white one only is destroyed, the ability triggers once', () => {
    const r = ok('mtg ; A: w=Ogre 3/3 (blocked-by-white: destroy that) ; B: x=2/2 white ; y=2/2 black ; attack w ; block x,y>w');
    expect(steps(r, 'triggers')).toHaveLength(1);
    expect(steps(r, 'triggers')[0]!.rules).toEqual(['509.3d', '509.3f']);
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'x').leftBecause?.key).toBe('engine-mtg.reason.destroyed');
  });

  it('a black blocker turned white after blockers are declared: no trigger (509.3f); turned white before it blocks: it triggers', () => {
    const after = ok('mtg ; A: w=Ogre 3/3 (blocked-by-white: destroy that) ; B: y=2/2 black ; attack w ; block y>w ; cast B: color white y');
    expect(steps(after, 'triggers')).toEqual([]);
    expect(object(after, 'w').damage).toBe(2);
    const before = ok('mtg ; A: w=Ogre 3/3 (blocked-by-white: destroy that) ; B: y=2/2 black ; cast B: color white y ; attack w ; block y>w');
    expect(steps(before, 'triggers')).toHaveLength(1);
    expect(object(before, 'w').damage).toBe(0);
  });

  it('blocked-by-creature triggers once for each blocker, each aimed at its own blocker (509.3d), unlike becomes-blocked (509.3c)', () => {
    const r = ok('mtg ; A: w=Spiny 4/4 (blocked-by-creature: -1/-1 that) ; B: x=2/2 ; y=1/1 ; attack w ; block x,y>w');
    expect(steps(r, 'triggers')).toHaveLength(2);
    expect(object(r, 'y').zone).toBe('graveyard');
    expect(object(r, 'x').toughness).toBe(1);
    const once = ok('mtg ; A: w=Spiny 4/4 (becomes-blocked: -1/-1 that) ; B: x=2/2 ; y=1/1 ; attack w ; block x,y>w');
    expect(steps(once, 'triggers')).toHaveLength(1);
    // `that` names both blockers here: each gets -1/-1
    expect(object(once, 'y').zone).toBe('graveyard');
  });

  it('`that` names without targeting (115.10): a blocker with protection from red is still destroyed by a red attacker\'s ability', () => {
    const r = ok('mtg ; A: w=Ogre 3/3 red (blocked-by-creature: destroy that) ; B: x=2/2 pro:red ; attack w ; block x>w');
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('`that` first is still an error where the event has no other object', () => {
    const r = ok('mtg ; A: w=Ogre 3/3 (blocked-by-white: destroy that) ; B: x=1/1');
    expect(r.canonical).toContain('(blocked-by-white: destroy that)');
    const bad = checkScenario('mtg ; A: w=2/2 (dies: destroy that) ; B: x=1/1');
    expect(!bad.ok && bad.errors[0]!.key).toBe('engine-mtg.parse.that-first');
  });
});
