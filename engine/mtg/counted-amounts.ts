/**
 * Amounts counted as an effect happens (608.2h): as many as the cards of a hand (its controller's or a targeted player's),
 * "X is 2 plus the number of cards named Flame Burst in all graveyards". `hand-count` counts the hand of the spell's
 * controller, `target-hand-count` that of the player it targets; `named-count` counts the cards with the source's own
 * name in every graveyard, `named-count-yours` in its controller's only; `+N` adds a printed base (`named-count+2`).
 * A hand is counted whole (the written cards and the others). In a graveyard, the written cards and the instant and
 * sorcery cards the scenario cast before count; the cards it doesn't describe have no name: they are taken not to be
 * named so, an assumption the reply shows.
 */
import type { ChoicePoint, MessageParam, Step } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import type { Host } from './state.ts';
import { countIn } from './zones.ts';
import { sameName } from './looking.ts';

export const CANS = 'engine-mtg-counts';
const cmsg = messagesOf(CANS);

export type CountedFrom = 'hand' | 'target-hand' | 'named' | 'named-yours';
export const COUNTED_FROM: ReadonlySet<string> = new Set<CountedFrom>(['hand', 'target-hand', 'named', 'named-yours']);

/** The amount, and the trace's line for it (`effect`: the effect as it will happen, with that amount). */
export function countedAmount(
  run: Host,
  from: CountedFrom,
  plus: number,
  controller: string,
  targets: readonly string[],
  name: string,
  effect: (amount: number) => MessageParam,
): { amount: number; step: Step; choice?: ChoicePoint } {
  if (from === 'hand' || from === 'target-hand') {
    const player = from === 'hand' ? controller : (targets.find((t) => run.state.players.has(t)) ?? controller);
    const count = countIn(run, player, 'hand');
    return { amount: plus + count, step: { key: `${CANS}.step.hand`, params: { player, count, plus, amount: plus + count, effect: effect(plus + count) }, cites: [], rules: ['608.2h'] } };
  }
  const players = from === 'named-yours' ? [controller] : [...run.state.players.keys()];
  let count = 0;
  let others = 0;
  for (const pe of run.state.perms.values()) if (pe.zone === 'graveyard' && players.includes(pe.o.controller) && name !== '' && sameName(pe.o.name ?? '', name)) count++;
  // instant and sorcery cards that resolved earlier in the scenario and went to a graveyard (608.2n; engine/mtg/spell-zones.ts)
  for (const s of run.state.spellsLeft) if (s.zone === 'graveyard' && players.includes(s.owner) && name !== '' && sameName(s.label, name)) count++;
  for (const p of players) others += run.state.players.get(p)?.cards.graveyard ?? 0;
  const step: Step = { key: `${CANS}.step.named`, params: { name, count, plus, amount: plus + count, effect: effect(plus + count), all: from === 'named' ? 1 : 0, player: controller }, cites: [], rules: ['608.2h'] };
  const choice: ChoicePoint | undefined =
    others > 0 ? { chooser: controller, what: cmsg('named.what', { name, others }), range: cmsg('named.range', { others }), taken: cmsg('named.taken', { name }), assumed: true, cites: [], rules: ['608.2h'] } : undefined;
  return { amount: plus + count, step, ...(choice ? { choice } : {}) };
}
