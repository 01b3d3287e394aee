/**
 * Effects that happen in the next turn ("Draw a card at the beginning of the next turn's upkeep.", "It doesn't untap
 * during its controller's next untap step."): a delayed
 * triggered ability is created as the spell or ability resolves (603.7a), and it triggers at the beginning of the
 * next turn's upkeep — after the one turn a scenario plays. The reply says so, and the outcome of the scenario does
 * not include that draw.
 */
import type { Source } from './effects.ts';
import type { Host } from './state.ts';

export const NNS = 'engine-mtg-next-turn';

/** `skip-next-untap x`: it stays tapped through its controller's next untap step (502.3), which comes after the scenario. */
export function skipNextUntap(run: Host, source: Source, id: string): void {
  // kept on it: a scenario ending with `untap-step` plays that step (engine/mtg/untap-step.ts)
  const pe = run.state.perms.get(id);
  if (pe?.zone === 'battlefield') pe.skipUntap = true;
  run.steps.push({ key: `${NNS}.step.skip-next-untap`, params: { source: source.label, target: run.state.name(id), player: run.state.controller(id) }, cites: [], rules: ['502.3', '611.2a'] });
}

/** `extra-turn player`: they take an extra turn right after this one (500.7) — after the turn the scenario plays. */
export function extraTurn(run: Host, source: Source, player: string): void {
  run.steps.push({ key: `${NNS}.step.extra-turn`, params: { source: source.label, player }, cites: [], rules: ['500.7'] });
}

/** `draw-next-upkeep N player`: the delayed ability is created; returns 0 (nothing is drawn this turn). */
export function drawNextUpkeep(run: Host, source: Source, player: string, n: number): number {
  run.steps.push({ key: `${NNS}.step.draw-next-upkeep`, params: { source: source.label, player, amount: n }, cites: [], rules: ['603.7a', '603.7b'] });
  return 0;
}
