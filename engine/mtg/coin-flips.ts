/**
 * Flipping a coin (705): the player who flips calls heads or tails and wins the flip when the call matches (705.2).
 * Chance decides it, so a scenario never knows the result: the flip is a choice the reply shows, taken as won, with
 * losing as its other, equally likely outcome. What a card does "if you win the flip" or "if you lose the flip"
 * depends on it the way an effect after "if you do" depends on the one before (engine/mtg/if-done.ts): `flip-coin`
 * counts as done when the flip is won.
 */
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Host } from './state.ts';

export const CNS = 'engine-mtg-coins';
const cmsg = messagesOf(CNS);

/** `player` flips a coin; returns 1 (won, the branch the trace follows). */
export function flipCoin(run: Pick<Host, 'steps' | 'choices' | 'state'>, source: Source, player: string): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  run.choices.push({ chooser: player, what: cmsg('choice', { player }), range: cmsg('range'), taken: cmsg('taken'), assumed: true, cites: [], rules: ['705.1', '705.2'] });
  run.steps.push({ key: `${CNS}.step.flips`, params: { source: source.label, player }, cites: [], rules: ['705.2'] });
  return 1;
}
