/**
 * Which objects a spell or ability still finds when it resolves. An object that changes zones becomes a new object
 * (400.7): a spell or ability that named it before the move finds nothing — a target that died and came back with
 * undying is no longer the one targeted (608.2b). Each effect acts on objects in its own zones (`zones` of its
 * `EFFECT_RULES` entry: the battlefield unless it says otherwise), and a zone-change trigger that does something to
 * its own object looks for it in the zone it went to, and only there (603.6, 603.6c): "when this dies, exile it"
 * exiles the card from the graveyard, unless it has left the graveyard since.
 */
import type { Zone } from '../core/types.ts';
import type { Effect } from './scenario.ts';
import { EFFECT_RULES } from './effects.ts';
import type { GameState, StackItem } from './state.ts';

/** Where an effect of this kind finds the objects it acts on. */
export function zonesOf(e: Effect): readonly Zone[] {
  return EFFECT_RULES[e.kind].zones ?? ['battlefield'];
}

/** How many times each object an item names (and its source) had moved when it was put on the stack. */
export function seenOf(state: GameState, ids: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) {
    const pe = state.perms.get(id);
    if (pe) out[id] = pe.moves;
  }
  return out;
}

/** The zones in which an item looks for `t`: those of every effect that names it (a target named twice counts for both). */
export function zonesFor(item: StackItem, t: string): Zone[] {
  const out = new Set<Zone>();
  for (const e of item.effects) if (e.targets.includes(t) || (e.targets.includes('self') && item.source.perm === t)) for (const z of zonesOf(e)) out.add(z);
  return out.size > 0 ? [...out] : ['battlefield'];
}

/** Whether `t` is still there for the item: a player still in the game; an object in one of `zones`, and the same object it was. */
export function finds(state: GameState, item: StackItem, t: string, zones: readonly Zone[]): boolean {
  const pl = state.players.get(t);
  if (pl) return !pl.lost;
  const pe = state.perms.get(t);
  // a spell on the stack (`spell2`, engine/mtg/counterspells.ts): there until it resolves or is countered
  if (!pe && zones.includes('stack')) return state.stack.some((i) => i.id === t);
  if (!pe || !zones.includes(pe.zone)) return false;
  const seen = item.seen?.[t];
  return seen === undefined || seen === pe.moves;
}
