/**
 * Replacement effects that modify how a permanent enters the battlefield (614.1c, 614.12), written from the rules:
 * "enters tapped" on the permanent itself, and "permanents enter tapped" on another one (Orb of Dreams), which
 * does not see itself entering.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const step = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg.step.${name}`);

describe('"permanents enter tapped" on another permanent (614.12)', () => {
  it('an opponent\'s creature cast under Orb of Dreams enters tapped, so it can\'t block', () => {
    const r = ok('mtg ; A: o=Orb of Dreams artifact permanents-enter-tapped ; w=2/2 ; B: v=Elf 1/1 ; cast B e=Wall 0/4 flash ; resolve ; attack w ; block e>w');
    expect(object(r, 'e').tapped).toBe(true);
    expect(step(r, 'enters-tapped-by')[0]!.rules).toEqual(['614.12', '614.1c']);
    expect(r.resolution.violations.map((v) => v.rules).flat()).toContain('509.1a');
    // without the Orb the same Wall blocks
    const none = ok('mtg ; A: w=2/2 ; B: v=Elf 1/1 ; cast B e=Wall 0/4 flash ; resolve ; attack w ; block e>w');
    expect(none.resolution.violations).toEqual([]);
    expect(object(none, 'e').damage).toBe(2);
  });

  it('Orb of Dreams itself enters untapped: its ability does not apply to itself (614.12)', () => {
    const r = ok('mtg ; A: z=1/1 ; cast A o=Orb of Dreams artifact permanents-enter-tapped');
    expect(object(r, 'o').zone).toBe('battlefield');
    expect(object(r, 'o').tapped).toBeFalsy();
    expect(step(r, 'enters-untapped-self')[0]!.rules).toEqual(['614.12']);
  });

  it('a token created under it enters tapped too; a permanent already on the battlefield stays untapped', () => {
    const r = ok('mtg ; A: o=Orb of Dreams artifact permanents-enter-tapped ; z=1/1 ; cast A: create 1/1 A');
    expect(object(r, 'token1').tapped).toBe(true);
    expect(object(r, 'z').tapped).toBeFalsy();
    expect(player(r, 'A').life).toBe(20);
  });

  it('a creature returned from the graveyard (a new object) enters tapped', () => {
    const r = ok('mtg ; A: o=Orb of Dreams artifact permanents-enter-tapped ; x=Grizzly Bears 2/2 zone=graveyard ; cast A Zombify: reanimate x');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'x').tapped).toBe(true);
  });
});
