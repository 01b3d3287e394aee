/**
 * Rolling a die (706): an N-sided die comes up 1 to N, each as likely (706.1a). Chance decides it, so a scenario
 * either states the result (`roll-die 20=15`, or `roll=15` after a card spell's name) or the roll is a choice the
 * reply shows, every result open, the trace following the lowest. The result is what the rows of a results table
 * ask (`if-roll=10-19`, 706.3a) and the amount of "… equal to the result" (the effect's `that-much`).
 */
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Host } from './state.ts';

export const DNS = 'engine-mtg-dice';

/** The top of an open row of a results table ("20+", 706.3a): beyond any die's result. */
export const MAX_ROLL = 999;
const dmsg = messagesOf(DNS);

/** `player` rolls a die of `sides` sides; returns the result (stated, else 1, the choice shown). */
export function rollDie(run: Pick<Host, 'steps' | 'choices' | 'state'>, source: Source, player: string, sides: number, stated?: number): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  if (stated !== undefined) {
    run.steps.push({ key: `${DNS}.step.stated`, params: { source: source.label, player, sides, result: stated }, cites: [], rules: ['706.1', '706.2'] });
    return stated;
  }
  run.choices.push({ chooser: player, what: dmsg('choice', { player, sides }), range: dmsg('range', { sides }), taken: dmsg('taken'), assumed: true, cites: [], rules: ['706.1a', '706.2'] });
  run.steps.push({ key: `${DNS}.step.taken`, params: { source: source.label, player, sides }, cites: [], rules: ['706.1', '706.2'] });
  return 1;
}
