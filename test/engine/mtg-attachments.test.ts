/**
 * Auras and Equipment (303.4, 301.5, 701.3, 704.5m–n, 400.7), written from the rules text: the bonus follows the
 * object it is attached to; an Aura whose creature leaves goes to the graveyard, an Equipment stays unattached; a
 * creature that leaves and comes back is a new object, attached to nothing. engine/mtg/attachments.ts.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const attachSteps = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg-attach.step.${name}`);

describe('the bonus of an Aura or Equipment applies to the creature it is attached to', () => {
  it('an Aura giving +2/+0 and trample: the enchanted 2/2 tramples over a 1/1 for 3', () => {
    const r = ok('mtg ; A: y=2/2 ; r=Rancor aura enchantment attached=y (static: +2/+0 attached & gain trample attached) ; B: x=1/1 ; attack y ; block x>y');
    expect(object(r, 'y').power).toBe(4);
    expect(player(r, 'B').life).toBe(17);
  });

  it('only that creature: another creature of the same player is unchanged', () => {
    const r = ok('mtg ; A: y=2/2 ; z=2/2 ; e=Bonesplitter equipment artifact attached=y (static: +2/+0 attached) ; B: x=1/1');
    expect(object(r, 'y').power).toBe(4);
    expect(object(r, 'z').power).toBe(2);
  });

  it('equipping another creature moves the bonus with it (701.3a)', () => {
    const r = ok('mtg ; A: y=2/2 ; z=1/1 ; e=Bonesplitter equipment artifact attached=y (static: +2/+0 attached) ; B: x=1/1 ; activate e: attach z');
    expect(object(r, 'y').power).toBe(2);
    expect(object(r, 'z').power).toBe(3);
    expect(attachSteps(r, 'attached')[0]!.rules).toContain('701.3a');
  });
});

describe('when the creature leaves (704.5m, 704.5n)', () => {
  it('an Aura whose creature is destroyed goes to its owner\'s graveyard', () => {
    const r = ok('mtg ; A: y=2/2 ; r=Pacifism aura enchantment attached=y (static: gain cant-block attached) ; B: x=2/2 ; cast B: destroy y');
    expect(object(r, 'r').zone).toBe('graveyard');
    expect(attachSteps(r, 'aura-falls')[0]!.rules).toContain('704.5m');
  });

  it('an Equipment whose creature is bounced becomes unattached and stays on the battlefield', () => {
    const r = ok('mtg ; A: y=2/2 ; e=Bonesplitter equipment artifact attached=y (static: +2/+0 attached) ; B: x=1/1 ; cast B: bounce y');
    expect(object(r, 'e').zone).toBe('battlefield');
    expect(attachSteps(r, 'unattached')[0]!.rules).toContain('704.5n');
  });

  it('a creature that dies and returns (undying) is a new object: the Aura was attached to the old one and falls off (400.7)', () => {
    const r = ok('mtg ; A: y=2/2 undying ; r=Rancor aura enchantment attached=y (static: +2/+0 attached) ; B: x=2/2 ; cast B: destroy y');
    expect(object(r, 'y').zone).toBe('battlefield');
    expect(object(r, 'r').zone).toBe('graveyard');
    expect(object(r, 'y').power).toBe(3);
  });
});

describe('what can be attached (701.3b)', () => {
  it('a permanent that is neither an Aura nor an Equipment attaches to nothing', () => {
    const r = ok('mtg ; A: y=2/2 ; s=Statue artifact (static: +2/+0 attached) ; B: x=1/1 ; activate s: attach y');
    expect(object(r, 'y').power).toBe(2);
    expect(attachSteps(r, 'cant-attach')).toHaveLength(1);
  });
});
