/**
 * Where an instant or sorcery card goes when it leaves the stack: its owner's graveyard as the last part of its
 * resolution (608.2n), when it is countered (701.5a) or when every target is illegal (608.2b) — unless its own text
 * moved it first: "Exile this spell." (`exile-spell`), "Shuffle this spell into its owner's library." (`shuffle-spell`),
 * "Exile this spell with three time counters on it." (`suspend-spell 3`, suspend's exile, 702.62a). The kernel asks
 * `spellGoes` as such an effect happens and `spellLeft` as the spell leaves the stack; the final state lists each
 * spell card with the zone it ended in (FinalState.spells).
 */
import type { MessageParams, SpellState } from '../core/types.ts';
import type { Source } from './effects.ts';
import type { Host, StackItem } from './state.ts';
import { SNS } from './messages.ts';
import { copyGone } from './spell-copies.ts';

export type SpellZone = 'graveyard' | 'exile' | 'library' | 'hand';

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${SNS}.step.${k}`, params, cites: [], rules });
}

/** The spell resolving moves its own card (608.2c: in the order written); nothing happens for an ability, which has no card. */
export function spellGoes(run: Host, source: Source, zone: Exclude<SpellZone, 'graveyard'>, timeCounters = 0): void {
  if (source.spell === undefined) {
    step(run, 'no-spell-card', { source: source.label }, ['608.2n']);
    return;
  }
  run.state.spellMoves.set(source.spell, { zone, timeCounters });
  const player = source.controller;
  if (zone === 'library') step(run, 'shuffled-in', { source: source.label, player }, ['608.2c', '701.20a']);
  else if (zone === 'hand') step(run, 'returned-to-hand', { source: source.label, player }, ['608.2c', '608.2n']);
  else if (timeCounters > 0) step(run, 'exiled-suspended', { source: source.label, amount: timeCounters }, ['608.2c', '702.62a', '702.62b']);
  else step(run, 'exiled-itself', { source: source.label }, ['608.2c', '608.2n']);
}

/** An instant or sorcery spell leaves the stack: its card ends where its text put it, else in `zone` (its owner's graveyard, 608.2n). */
export function spellLeft(run: Host, item: StackItem, zone: SpellZone = 'graveyard'): void {
  if (item.copy) return copyGone(run, item);
  if (item.kind !== 'spell' || item.permanent !== undefined || item.id === undefined) return;
  const moved = run.state.spellMoves.get(item.id);
  const label = item.source.label;
  const record: SpellState = { id: item.id, label: typeof label === 'string' ? label : item.id, owner: item.source.controller, zone: moved?.zone ?? zone };
  if (moved?.timeCounters) record.counters = { time: moved.timeCounters };
  run.state.spellsLeft.push(record);
}
