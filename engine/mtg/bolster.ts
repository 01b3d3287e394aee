/**
 * Bolster N (701.33a): its controller chooses a creature they control with the least toughness (or tied for it) and
 * puts N +1/+1 counters on it — chosen as the effect happens, so it targets nothing. With a tie the reply shows the
 * choice, assumed to be the first such creature in the scenario's order.
 */
import type { MessageParams } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Effect } from './scenario.ts';
import type { Host } from './state.ts';

export const BNS = 'engine-mtg-bolster';
const bmsg = messagesOf(BNS);

function step(run: Host, k: string, params: MessageParams): void {
  run.steps.push({ key: `${BNS}.step.${k}`, params, cites: [], rules: ['701.33a'] });
}

/** `player` bolsters N, `put` putting the counters (the kernel's); returns the counters put. */
export function bolster(run: Host, put: (id: string, e: Effect) => number, source: Source, player: string, n: number): number {
  const mine = [...run.state.perms.values()].filter((pe) => pe.zone === 'battlefield' && run.state.isCreature(pe.o.id) && run.state.controller(pe.o.id) === player).map((pe) => pe.o.id);
  if (mine.length === 0) {
    step(run, 'no-creature', { source: source.label, player, amount: n });
    return 0;
  }
  const least = Math.min(...mine.map((id) => run.state.toughness(id)));
  const tied = mine.filter((id) => run.state.toughness(id) === least);
  if (tied.length > 1) {
    run.choices.push({
      chooser: player,
      what: bmsg('choice.which', { player, source: source.label }),
      range: bmsg('range.which', { creatures: list('or', tied.map((id) => run.state.name(id))) }),
      taken: bmsg('taken.which', { target: run.state.name(tied[0]!) }),
      assumed: true,
      cites: [],
      rules: ['701.33a'],
    });
  }
  step(run, 'chosen', { source: source.label, player, target: run.state.name(tied[0]!), toughness: least, amount: n });
  return put(tied[0]!, { kind: 'put', amount: n, counter: '+1/+1', targets: [tied[0]!] });
}
