/**
 * A keyword with a number gained by an effect (`gain toxic:1 w`): its number adds to the one the creature has —
 * the total toxic value (702.164b), which is how many poison counters its combat damage gives (702.164c).
 * Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { ok, player, steps } from './helpers.ts';

describe('gained toxic (702.164b)', () => {
  it('toxic 2 that gains toxic 1: 3 poison counters with combat damage', () => {
    const r = ok('mtg ; A: w=2/2 toxic:2 ; B: z=1/1 ; cast A: gain toxic:1 w ; attack w');
    expect(player(r, 'B').counters.poison).toBe(3);
    expect(steps(r, 'poison')[0]!.rules).toEqual(expect.arrayContaining(['702.164c', '702.164b']));
  });

  it('a creature without toxic that gains toxic 2 twice: 4', () => {
    const r = ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: gain toxic:2 w ; resolve ; cast A: gain toxic:2 w ; attack w');
    expect(player(r, 'B').counters.poison).toBe(4);
  });

  it('losing toxic takes all of it away, printed and gained', () => {
    const lost = ok('mtg ; A: w=2/2 toxic:2 ; B: z=1/1 ; cast A: gain toxic:1 w ; resolve ; cast B: lose toxic w ; attack w');
    expect(player(lost, 'B').counters.poison ?? 0).toBe(0);
    expect(steps(lost, 'poison')).toEqual([]);
  });

  it('prints back as written; a numbered keyword without its number is still refused', () => {
    expect(ok('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: gain toxic:1 w').canonical).toContain('gain toxic:1 w');
    const bare = checkScenario('mtg ; A: w=2/2 ; B: z=1/1 ; cast A: gain toxic w');
    expect(!bare.ok && bare.errors[0]!.key).toBe('engine-mtg.parse.gained-keyword-number');
  });
});
