/**
 * Modal triggered abilities ("When this creature enters, choose one — • … • …", 700.2): the ability's controller
 * chooses a mode as it is put on the stack (603.3c), and the ability does only that mode's effects. A scenario's
 * ability written `(enters: destroy ?artifact | destroy ?enchantment)` has its first mode's effects as `effects`:
 * the reply shows the choice with every mode, the first being the one the trace follows. To follow another, write the
 * ability with that mode alone (the scenario's words override the card's).
 */
import type { ChoicePoint, MessageParam } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import { printEffects } from './effects-syntax.ts';
import type { Effect } from './scenario.ts';

export const MONS = 'engine-mtg-modes';
const mmsg = messagesOf(MONS);

/** The choice of a mode for a modal triggered ability of `source`, controlled by `chooser`. */
export function modeChoice(chooser: string, source: MessageParam, modes: readonly Effect[][]): ChoicePoint {
  // in the notation's words, as the reply's other choices of effects are: the targets are still to be chosen
  const described = modes.map((m, i) => mmsg('mode', { n: i + 1, effects: printEffects(m) }));
  return {
    chooser,
    what: mmsg('choice.mode', { player: chooser, source, count: modes.length }),
    range: mmsg('range.mode', { modes: { key: 'engine.list.semicolon', params: Object.fromEntries(described.map((m, i) => [String(i), m])) } }),
    taken: mmsg('taken.mode', { mode: described[0]! }),
    assumed: true,
    cites: [],
    rules: ['700.2', '603.3c'],
  };
}
