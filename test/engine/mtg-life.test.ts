/**
 * Life totals set, doubled, paid by half, traded for a sacrifice, and a replaced game loss (engine/mtg/life.ts):
 * 119.5, 701.9d, 107.1a, 608.2d, 704.7, and how Two-Headed Giant reads each (810.9a, 810.9c, 810.9d). Positions
 * written from the rules; each asserts the life totals, the choices and the rules the reply cites.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const lifeSteps = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg-life.step.${name}`);

describe('set-life (119.5)', () => {
  it('a player at 20 whose life total becomes 5 loses 15 life; one at 3 gains 2', () => {
    const r = ok('mtg ; B life=3 ; A: z=1/1 ; cast A: set-life 5 A,B');
    expect(player(r, 'A').life).toBe(5);
    expect(player(r, 'B').life).toBe(5);
    expect(lifeSteps(r, 'set-life').map((s) => s.rules)).toEqual([['119.5'], ['119.5']]);
    // it is a loss and a gain of life: "whenever you gain life" triggers for B
    const gain = ok('mtg ; B life=3 ; B: o=Observer (life-gained: lose-life 1 A) ; A: z=1/1 ; cast A: set-life 5 B');
    expect(player(gain, 'A').life).toBe(19);
  });

  it('a life total set to what it already is: nothing is gained or lost', () => {
    const r = ok('mtg ; A life=10 ; B: z=1/1 ; cast B: set-life 10 A');
    expect(player(r, 'A').life).toBe(10);
    expect(r.resolution.steps.filter((s) => s.key === 'engine-mtg.step.life-loss' || s.key === 'engine-mtg.step.life-gain')).toEqual([]);
  });

  it('Two-Headed Giant: each player\'s total set to 10 — each team chooses one head, only that one is affected (810.9d)', () => {
    const r = ok('mtg ; teams A,B vs C,D ; A life=4 ; C life=25 ; A: z=1/1 ; cast A: set-life 10 each-player');
    expect(player(r, 'A').life).toBe(10);
    expect(player(r, 'C').life).toBe(10);
    expect(lifeSteps(r, 'set-life-teammate').map((s) => [s.params.player, s.params.chosen])).toEqual([['B', 'A'], ['D', 'C']]);
    expect(r.resolution.choices.map((c) => c.rules)).toEqual([['810.9d'], ['810.9d']]);
  });
});

describe('double-life-total (701.9d)', () => {
  it('a player at 7 doubles to 14; at 0 nothing happens', () => {
    expect(player(ok('mtg ; A life=7 ; B: z=1/1 ; cast A: double-life-total A'), 'A').life).toBe(14);
    const zero = ok('mtg ; A life=0 ; A: t=Transcendence no-zero-life-loss ; B: z=1/1 ; cast A: double-life-total A');
    expect(player(zero, 'A').life).toBe(0);
    expect(lifeSteps(zero, 'double-life')[0]!.rules).toEqual(['701.9d']);
  });

  it('under Boon Reflection the life gained by doubling is itself doubled (it is a life gain, 614.1a)', () => {
    const r = ok('mtg ; A life=5 ; A: b=Boon Reflection double-life ; B: z=1/1 ; cast A: double-life-total A');
    expect(player(r, 'A').life).toBe(15);
  });
});

describe('life:half — "pay half your life, rounded up" (107.1a, 119.4)', () => {
  it('at 9 life the ability costs 5', () => {
    const r = ok('mtg ; A life=9 ; A: e=Lurking Evil enchantment (activated life:half: becomes 4/4 self & gain flying self) ; activate e');
    expect(player(r, 'A').life).toBe(4);
    const paid = r.resolution.steps.find((s) => s.key === 'engine-mtg.activation.step.pay-half-life')!;
    expect(paid.params).toMatchObject({ amount: 5, life: 9 });
    expect(paid.rules).toEqual(['602.2b', '119.4', '107.1a']);
    expect(object(r, 'e').power).toBe(4);
  });

  it('prints back as written', () => {
    const r = ok('mtg ; A: e=Lurking Evil enchantment (activated life:half: gain flying self) ; B: z=1/1');
    expect(r.canonical).toContain('(activated life:half: gain flying self)');
  });
});

describe('sacrifice-or-lose — a creature sacrificed or else N life lost (608.2d)', () => {
  it('with no creature the sacrifice can\'t be chosen: the player loses the life', () => {
    const r = ok('mtg ; A: f=Forest land ; B: z=1/1 ; cast B: sacrifice-or-lose 4 A');
    expect(player(r, 'A').life).toBe(16);
    expect(lifeSteps(r, 'no-creature-to-sacrifice')[0]!.rules).toEqual(['608.2d']);
    expect(r.resolution.choices).toEqual([]);
  });

  it('with creatures it is the player\'s choice as it resolves; the reply assumes the smallest is sacrificed and shows the other option', () => {
    const r = ok('mtg ; A: w=3/3 ; v=1/1 ; B: z=1/1 ; cast B: sacrifice-or-lose 4 A');
    expect(player(r, 'A').life).toBe(20);
    expect(object(r, 'v').zone).toBe('graveyard');
    expect(object(r, 'w').zone).toBe('battlefield');
    const [choice] = r.resolution.choices;
    expect(choice).toMatchObject({ chooser: 'A', assumed: true, rules: ['608.2d', '701.17a'] });
    expect(JSON.stringify(choice!.range)).toContain('"amount":4');
  });
});

describe("restart-on-loss — Lich's Mirror (704.7)", () => {
  it('drawing from an empty library and 0 life at once are one game loss, replaced once; the player keeps playing at 20 with seven cards', () => {
    const r = ok("mtg ; A life=1 library=1 hand=2 graveyard=3 ; A: m=Lich's Mirror restart-on-loss ; w=2/2 ; B: z=1/1 ; cast A: draw 2 A & lose-life 2 A");
    const a = player(r, 'A');
    expect(a.lost).toBe(false);
    expect(a.life).toBe(20);
    // hand 2 + 1 drawn, graveyard 3, Lich's Mirror and the 2/2: 8 cards, then seven drawn
    expect(a.cards).toEqual({ hand: 7, library: 1, graveyard: 0 });
    expect(object(r, 'w').zone).toBe('library');
    const replaced = lifeSteps(r, 'loss-replaced');
    expect(replaced).toHaveLength(1);
    expect(replaced[0]!.rules).toEqual(expect.arrayContaining(['704.7', '614.1a']));
    expect(JSON.stringify(replaced[0]!.params.reasons)).toContain('704.5b');
    expect(r.resolution.steps.some((s) => s.key === 'engine-mtg.step.sba-zero-life')).toBe(false);
  });

  it('without it the same spell loses the game; with it gone (shuffled in) a second loss is not replaced', () => {
    expect(player(ok('mtg ; A life=1 library=1 ; B: z=1/1 ; cast A: draw 2 A & lose-life 2 A'), 'A').lost).toBe(true);
    const again = ok("mtg ; A life=1 library=1 ; A: m=Lich's Mirror restart-on-loss ; B: z=1/1 ; cast A: draw 2 A & lose-life 2 A ; cast B: lose-life 20 A");
    expect(player(again, 'A').lost).toBe(true);
    expect(lifeSteps(again, 'loss-replaced')).toHaveLength(1);
  });
});
