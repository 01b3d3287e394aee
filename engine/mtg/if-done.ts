/**
 * "You may pay {1}. If you do, draw a card." (118.12): the action before "If you do" is a cost paid as the spell or
 * ability resolves, and what follows happens only if its controller chose to pay it and could begin to — whatever
 * later happened to the payment. A cost that can't be paid (a card to discard from an empty hand, life beyond the
 * life total, a permanent that has already left) can't be chosen (608.2d), so nothing after it happens: the
 * Standstill example of 118.12. Mana is not counted in scenarios, so paying it is a choice left to the player, shown,
 * and assumed made; life is paid only from a life total at least that high (119.4).
 *
 * The effects marked `ifDone` (`if-done draw 1 you`) look at the last effect before them that is not marked: the
 * kernel (engine/mtg/resolve.ts) asks `wasDone` of each effect it applies and `ifDoneStep` for the trace.
 */
import type { MessageParam } from '../core/types.ts';
import type { Source } from './effects.ts';
import type { Host } from './state.ts';

export const IDNS = 'engine-mtg-if-done';

/** `pay-mana N player`: mana is not counted, so the payment is a choice, assumed made (118.12); returns 1 (it was paid). */
export function payMana(run: Pick<Host, 'steps'>, source: Source, player: string, n: number): number {
  run.steps.push({ key: `${IDNS}.step.pay-mana`, params: { source: source.label, player, amount: n }, cites: [], rules: ['118.12', '118.1'] });
  return 1;
}

/** `pay-life N player`: only from a life total of at least N (119.4); paid life is life lost. Returns N, or 0 when it can't be paid. */
export function payLife(run: Pick<Host, 'steps' | 'state'>, lose: (n: number) => number, source: Source, player: string, n: number): number {
  const life = run.state.players.get(player)?.life ?? 0;
  if (life < n) {
    run.steps.push({ key: `${IDNS}.step.cant-pay-life`, params: { source: source.label, player, amount: n, life }, cites: [], rules: ['119.4', '118.12'] });
    return 0;
  }
  run.steps.push({ key: `${IDNS}.step.pay-life`, params: { source: source.label, player, amount: n }, cites: [], rules: ['119.4', '118.12'] });
  lose(n);
  return n;
}

/**
 * Was an effect done, for an "If you do" after it? What its rule returned for each object or player it acted on: a
 * count (cards discarded, counters put, life paid) is done when more than 0; nothing returned means it acted. Never
 * acting on anything (its object gone) is not done.
 */
export function wasDone(results: ReadonlyArray<number | void>): boolean {
  return results.some((r) => r === undefined || r > 0);
}

/** The trace's line for the first effect after "If you do": it happens, or (the cost not paid) nothing after it does. */
export function ifDoneStep(source: MessageParam, done: boolean, unless = false, flip: boolean | 'clash' = false): { key: string; params: { source: MessageParam }; cites: string[]; rules: string[] } {
  // after a clash (engine/mtg/clash.ts): "if you win" / "otherwise"
  if (flip === 'clash') return { key: `${IDNS}.step.${unless ? (done ? 'clash-won-not-lost' : 'clash-lost') : done ? 'clash-won' : 'clash-not-won'}`, params: { source }, cites: [], rules: ['701.23d'] };
  // after a coin flip (engine/mtg/coin-flips.ts): "if you win the flip" / "if you lose the flip"
  if (flip) return { key: `${IDNS}.step.${unless ? (done ? 'won-not-lost' : 'lost') : done ? 'won' : 'not-won'}`, params: { source }, cites: [], rules: ['705.2'] };
  const k = unless ? (done ? 'paid-unless' : 'unpaid-unless') : done ? 'done' : 'not-done';
  return { key: `${IDNS}.step.${k}`, params: { source }, cites: [], rules: ['118.12', ...(done ? [] : ['608.2d'])] };
}
