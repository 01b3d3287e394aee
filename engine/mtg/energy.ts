/**
 * Energy (107.14): a kind of counter a player has, written {E}. "You get {E}{E}" gives its controller two energy
 * counters; "you may pay {E}{E}" removes two as a cost paid as the ability resolves (118.12), which can be chosen only
 * by a player who has that many (a cost that can't be paid isn't paid: 118.3, 608.2d) — so what comes after "If you
 * do" happens only then (engine/mtg/if-done.ts). A scenario says how much energy a player starts with (`energy=N`;
 * unwritten, none), and the outcome says how it changed.
 */
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Host } from './state.ts';

export const ENS = 'engine-mtg-energy';
export const emsg = messagesOf(ENS);

/** The player gets N energy counters (107.14, 122.1). Returns N. */
export function getEnergy(run: Pick<Host, 'steps' | 'state'>, source: Source, player: string, n: number): number {
  const p = run.state.players.get(player);
  if (!p || p.lost || n <= 0) return 0;
  const from = p.energy ?? 0;
  p.energy = from + n;
  run.steps.push({ key: `${ENS}.step.get`, params: { source: source.label, player, amount: n, from, to: p.energy }, cites: [], rules: ['107.14', '122.1'] });
  return n;
}

/** The player pays N energy (107.14): only with at least N energy counters; returns N, or 0 when it can't be paid. */
export function payEnergy(run: Pick<Host, 'steps' | 'state'>, source: Source, player: string, n: number): number {
  const p = run.state.players.get(player);
  const has = p?.energy ?? 0;
  if (!p || p.lost || has < n) {
    run.steps.push({ key: `${ENS}.step.cant-pay`, params: { source: source.label, player, amount: n, energy: has }, cites: [], rules: ['107.14', '118.3', '608.2d'] });
    return 0;
  }
  p.energy = has - n;
  run.steps.push({ key: `${ENS}.step.pay`, params: { source: source.label, player, amount: n, from: has, to: p.energy }, cites: [], rules: ['107.14', '118.12'] });
  return n;
}
