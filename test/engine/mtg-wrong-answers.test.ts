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
