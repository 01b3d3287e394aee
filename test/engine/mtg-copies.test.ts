/**
 * Entering the battlefield as a copy (707.2, 707.5) and permanents that can't enter (608.3e), positions written from
 * the rules: the copy is chosen before the other replacements on entering (616.1c), so the copied text's own
 * replacements and triggers apply and the original's do not (616.1f).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, printScenario } from '../../engine/index.ts';
import { object, ok, player } from './helpers.ts';

const copyStep = (r: ReturnType<typeof ok>) => r.resolution.steps.find((s) => s.key === 'engine-mtg-copies.step.enters-as-copy');

describe('copy=X (Clone, 707.5)', () => {
  it('a Clone copying a 2/2 with an enters ability is a 2/2 of that name, and the copied ability triggers (707.5)', () => {
    const r = ok('mtg ; A: x=Grizzly Bears 2/2 green (enters: gain-life 2 you) ; cast A c=Clone 0/0 blue copy=x');
    expect([object(r, 'c').power, object(r, 'c').toughness]).toEqual([2, 2]);
    expect(object(r, 'c').label).toBe('Grizzly Bears (c)');
    expect(player(r, 'A').life).toBe(22);
    expect(copyStep(r)!.rules).toEqual(['707.5', '707.2', '614.1c']);
  });

  it('it copies values, not status: the damage, counters and tapped state of the original stay with it', () => {
    const r = ok('mtg ; A: x=3/3 tapped dmg=2 +1/+1=1 flying ; cast A c=Clone 0/0 copy=x');
    const c = object(r, 'c');
    expect([c.power, c.toughness, c.damage, c.tapped ?? false]).toEqual([3, 3, 0, false]);
    expect(c.keywords).toContain('flying');
  });

  it('if the creature to copy is gone when the Clone resolves, it enters as itself: a 0/0 that dies (704.5f)', () => {
    const r = ok('mtg ; A: x=2/2 ; B: z=1/1 ; cast A c=Clone 0/0 copy=x ; cast B: destroy x');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(object(r, 'c').zone).toBe('graveyard');
  });

  it('prints back as copy=X and reads the Japanese and French words', () => {
    const p = parseScenario('mtg ; A: x=2/2 ; cast A c=Clone 0/0 コピー元=x ; cast A d=Clone 0/0 copie-de=x');
    expect(p.errors).toEqual([]);
    expect(printScenario(p.scenario!, { oneLine: true })).toContain('c=Clone 0/0 copy=x');
  });
});

describe('"creatures you control enter as a copy of this" (Essence of the Wild, 616.1c, 616.1f)', () => {
  it('a creature with "enters tapped" enters as an untapped copy: the copy is applied first and removes that ability', () => {
    const r = ok('mtg ; A: e=Essence of the Wild 6/6 green creatures-enter-as-copy ; cast A r=Rusted Sentinel 3/4 artifact enters-tapped');
    expect([object(r, 'r').power, object(r, 'r').tapped ?? false]).toEqual([6, false]);
    expect(copyStep(r)!.rules).toContain('616.1c');
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.step.enters-tapped')).toBe(false);
  });

  it('only its controller\'s creatures: the opponent\'s flash creature enters as itself', () => {
    const r = ok('mtg ; A: e=Essence of the Wild 6/6 green creatures-enter-as-copy ; B: v=Viper 1/1 flash ; cast B w=Viper 1/1 flash');
    expect(object(r, 'w').power).toBe(1);
    expect(copyStep(r)).toBeUndefined();
  });

  it('a token created under it enters as a copy too (111.2 then 707.5)', () => {
    const r = ok('mtg ; A: e=Essence of the Wild 6/6 green creatures-enter-as-copy ; cast A: create 1/1 A');
    expect([object(r, 'token1').power, object(r, 'token1').toughness]).toEqual([6, 6]);
  });
});

describe('"lands can\'t enter the battlefield" (Worms of the Earth, 608.3e)', () => {
  it('a Clone copying Dryad Arbor (a land creature) can\'t enter: it goes to the graveyard', () => {
    const r = ok('mtg ; A: w=Worms of the Earth enchantment lands-cant-enter ; d=Dryad Arbor 1/1 land green ; cast A c=Clone 0/0 blue copy=d');
    expect(object(r, 'c').zone).toBe('graveyard');
    expect(r.resolution.steps.find((s) => s.key === 'engine-mtg-copies.step.cant-enter')!.rules).toEqual(['608.3e', '101.2']);
  });

  it('the same Clone copying a creature that is not a land enters; without Worms it copies Dryad Arbor fine', () => {
    const bear = ok('mtg ; A: w=Worms of the Earth enchantment lands-cant-enter ; x=Bear 2/2 ; cast A c=Clone 0/0 copy=x');
    expect(object(bear, 'c').zone).toBe('battlefield');
    const arbor = ok('mtg ; A: d=Dryad Arbor 1/1 land green ; cast A c=Clone 0/0 copy=d');
    expect(object(arbor, 'c').zone).toBe('battlefield');
  });
});
