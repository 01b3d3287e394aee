/**
 * Stories whose first entry scores high and leads the runner-up (rulings/asked-held.ts strongMatch(): score 16 at 2×
 * the runner-up). conf26 measured the middle band (score ≥ 16 at 1.5–2× the runner-up): on the real study parts it held
 * 5 right firsts and no wrong one, but blind it added 5 rights and 1 confident wrong (with the first also covering as much
 * as the runner-up: 2 rights, 1 wrong), so strongMatch() keeps 2×. What the user sees: the answer when the first entry
 * covers enough or leads as a promotion asks, else "not sure" with the closest entry offered first.
 */
import { describe, it } from 'vitest';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a story whose first entry leads the runner-up', () => {
  it('is answered when it covers the question (deathtouch ping, commander shuffled away)', () => {
    expectAnswered(search, "My deathtouch creature has a tap ability that deals 1 damage to any target. If I point it at my opponent's 6/6, does that kill it?", 'mtg.deathtouch');
    expectAnswered(search, 'If my commander gets shuffled back with Warp World, does it go to the command zone instead, and do I still count it for how many permanents come back?', 'mtg.core.commander-return');
  });

  it('stays "not sure" at 1.5–2× the runner-up, offering the right entry first', () => {
    expectOffered(search, 'Furnace of Rath: do I choose one source for it to double, or does it double everything? Can I pick more than one source each turn?', 'mtg.damage.doubling');
  });
});
