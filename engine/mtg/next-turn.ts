/**
 * Effects that happen in the next turn ("Draw a card at the beginning of the next turn's upkeep."): a delayed
 * triggered ability is created as the spell or ability resolves (603.7a), and it triggers at the beginning of the
 * next turn's upkeep — after the one turn a scenario plays. The reply says so, and the outcome of the scenario does
 * not include that draw.
 */
import type { Source } from './effects.ts';
import type { Host } from './state.ts';

export const NNS = 'engine-mtg-next-turn';

/** `draw-next-upkeep N player`: the delayed ability is created; returns 0 (nothing is drawn this turn). */
export function drawNextUpkeep(run: Host, source: Source, player: string, n: number): number {
  run.steps.push({ key: `${NNS}.step.draw-next-upkeep`, params: { source: source.label, player, amount: n }, cites: [], rules: ['603.7a', '603.7b'] });
  return 0;
}
