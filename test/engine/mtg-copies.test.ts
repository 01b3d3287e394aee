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

describe('token copies, a colour chosen as it enters, and twice as many tokens (707.2, 614.12, 616.1g)', () => {
  const colorChoices = (r: ReturnType<typeof ok>) => r.resolution.choices.filter((c) => c.what.key === 'engine-mtg-copies.choose-color');

  it('a token copy of Voice of All chooses its colour as it is created; against red creatures the usual choice is red', () => {
    const r = ok('mtg ; A: v=Voice of All 2/2 white pro-chosen-color ; B: x=Goblin 1/1 red ; y=Goblin 1/1 red ; cast A: create-copy v');
    expect(object(r, 'token1').label).toBe('Voice of All (token1)');
    expect(colorChoices(r)).toHaveLength(1);
    expect(colorChoices(r)[0]!.taken).toEqual({ key: 'engine-mtg.quality.red' });
    expect(colorChoices(r)[0]!.rules).toContain('614.12');
  });

  it('the chosen colour gives protection: the red creature can\'t block the token copy', () => {
    const r = ok('mtg ; A: v=Voice of All 2/2 white pro-chosen-color ; B: x=Goblin 1/1 red ; cast A: create-copy v ; resolve ; end');
    expect(object(r, 'token1').zone).toBe('battlefield');
    const blocked = ok('mtg ; A: t=Voice of All 2/2 white pro-chosen-color ; B: x=Goblin 1/1 red ; cast A v=Voice of All 2/2 white pro-chosen-color ; resolve ; attack t ; block x>t');
    // t was on the battlefield from the start: no choice made, so the red Goblin may block it
    expect(blocked.resolution.violations).toEqual([]);
  });

  it('Doubling Season: two token copies, doubling applied first (616.1g), then each chooses its own colour', () => {
    const r = ok('mtg ; A: d=Doubling Season enchantment double-tokens ; v=Voice of All 2/2 white pro-chosen-color ; B: x=Goblin 1/1 red ; cast A: create-copy v');
    expect([object(r, 'token1').zone, object(r, 'token2').zone]).toEqual(['battlefield', 'battlefield']);
    expect(colorChoices(r)).toHaveLength(2);
    const doubled = r.resolution.steps.findIndex((s) => s.key === 'engine-mtg-copies.step.tokens-doubled');
    const chosen = r.resolution.steps.findIndex((s) => s.key === 'engine-mtg-copies.step.chosen-color');
    expect(doubled).toBeGreaterThanOrEqual(0);
    expect(doubled).toBeLessThan(chosen);
    expect(r.resolution.steps[doubled]!.rules).toEqual(['614.1a', '616.1g']);
  });

  it('Doubling Season doubles plain tokens too, only its controller\'s', () => {
    const r = ok('mtg ; A: d=Doubling Season enchantment double-tokens ; z=1/1 ; cast A: create 1/1 A & create 1/1 B');
    expect(object(r, 'token2').controller).toBe('A');
    expect(object(r, 'token3').controller).toBe('B');
    expect(() => object(r, 'token4')).toThrow();
  });
});
