/**
 * Amounts counted as an effect happens (608.2h) instead of printed: "equal to the number of lands you control", "…
 * of Mountains you control", "… of cards in your hand" / "in that player's hand", and "equal to that creature's
 * toughness" / "its power" / "its mana value" (the object the effect before acted on) or "the sacrificed creature's
 * power" (the creature sacrificed as the spell's additional cost, 601.2h). An object that has left the battlefield
 * by then is seen as it last existed there (608.2h, 113.7a): the kernel keeps its last power, toughness and mana value.
 *
 * Also the cards with the spell's own name in graveyards (`named-count`, `named-count-yours`: Kindle, Accumulated
 * Knowledge), with a printed base (`named-count+2`, Effect.amountPlus): the written cards and the instants and sorceries
 * the scenario cast before count; graveyard cards it doesn't describe have no name, taken not to be so named (a choice).
 *
 * One entry per amount word: its notation word (the same as `Effect.amountFrom`), how it counts, its rules. The
 * trace says what was counted and the number found (locale ns engine-mtg-counted).
 */
import type { ChoicePoint, MessageParam } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import { sameName } from './looking.ts';
import type { Effect } from './scenario.ts';
import type { Host, StackItem } from './state.ts';
import { permanentTypes } from './targeting.ts';
import { countIn } from './zones.ts';

export const COUNTED_NS = 'engine-mtg-counted';

/** A creature's (or other permanent's) numbers as they were last seen on the battlefield (113.7a). */
export interface LastKnown {
  power: number;
  toughness: number;
  mv: number;
}

/** What counting may look at beyond the game state: what the effect before acted on, and what the spell's cost sacrificed. */
export interface CountContext {
  /** The objects and players the effect before this one acted on (empty for the first effect). */
  before: readonly string[];
  /** Last known numbers of objects this resolution acted on, taken before each effect. */
  lastKnown: ReadonlyMap<string, LastKnown>;
  /** The players the effect being counted for affects ("that player's hand"). */
  affected: readonly string[];
}

const BASIC_TYPES = { 'plains-count': 'Plains', 'island-count': 'Island', 'swamp-count': 'Swamp', 'mountain-count': 'Mountain', 'forest-count': 'Forest' } as const;

export const COUNTED_AMOUNTS = ['land-count', ...(Object.keys(BASIC_TYPES) as Array<keyof typeof BASIC_TYPES>), 'hand-count', 'target-hand-count', 'graveyard-count', 'artifact-count', 'its-power', 'its-toughness', 'its-mv', 'sacrificed-power', 'sacrificed-toughness', 'named-count', 'named-count-yours'] as const;
export type CountedAmount = (typeof COUNTED_AMOUNTS)[number];
export const isCounted = (w: string | undefined): w is CountedAmount => (COUNTED_AMOUNTS as readonly string[]).includes(w ?? '');

/** Permanents of a type (a land, an artifact) a player controls now, of one subtype (a basic land type) or any. */
function controlledOf(run: Host, player: string, type: 'land' | 'artifact', subtype?: string): number {
  let n = 0;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || run.state.controller(pe.o.id) !== player || !permanentTypes(run.state, pe.o.id).includes(type)) continue;
    if (subtype === undefined || run.state.ofSubtype(pe.o.id, [subtype])) n++;
  }
  return n;
}

/** The numbers of a permanent on the battlefield now. */
const numbersNow = (run: Host, id: string, mv: number | undefined): LastKnown => ({ power: run.state.power(id), toughness: run.state.toughness(id), mv: mv ?? 0 });

/** The numbers of an object: as it last was on the battlefield when it has left, else now. */
function numbersOf(run: Host, id: string, known: ReadonlyMap<string, LastKnown>): LastKnown | undefined {
  const pe = run.state.perms.get(id);
  if (!pe) return undefined;
  return pe.zone !== 'battlefield' ? known.get(id) : numbersNow(run, id, pe.o.mv);
}

/** Last known numbers of the permanents an effect is about to act on (kept for the effects after it). */
export function rememberNumbers(run: Host, ids: readonly string[], into: Map<string, LastKnown>): void {
  for (const id of ids) {
    const pe = run.state.perms.get(id);
    if (pe?.zone === 'battlefield') into.set(id, numbersNow(run, id, pe.o.mv));
  }
}

/**
 * The amount for `e` as it happens, and the trace line saying how it was counted: a count of lands or cards, or a
 * number of the object before (what the spell sacrificed, for `sacrificed-*`). 0 with its reason when nothing is there to count.
 */
export function countAmount(run: Host, item: StackItem, e: Effect, c: CountContext): { amount: number; params: Record<string, MessageParam>; key: string; choice?: ChoicePoint } {
  const player = item.source.controller;
  const what = e.amountFrom as CountedAmount;
  if (what === 'named-count' || what === 'named-count-yours') return namedCount(run, item, e, what === 'named-count');
  if (what === 'land-count') return { amount: controlledOf(run, player, 'land'), params: { player }, key: what };
  if (what in BASIC_TYPES) {
    const type = BASIC_TYPES[what as keyof typeof BASIC_TYPES];
    return { amount: controlledOf(run, player, 'land', type), params: { player, type: { key: `engine-mtg.land.${type.toLowerCase()}` } }, key: 'basic-count' };
  }
  if (what === 'hand-count') return { amount: countIn(run, player, 'hand'), params: { player }, key: what };
  if (what === 'graveyard-count') return { amount: countIn(run, player, 'graveyard'), params: { player }, key: what };
  if (what === 'artifact-count') return { amount: controlledOf(run, player, 'artifact'), params: { player }, key: what };
  if (what === 'target-hand-count') {
    const who = c.affected.find((p) => run.state.players.has(p)) ?? c.before.find((p) => run.state.players.has(p));
    return who === undefined ? { amount: 0, params: {}, key: 'no-player' } : { amount: countIn(run, who, 'hand'), params: { player: who }, key: 'hand-count' };
  }
  const sacrificed = what === 'sacrificed-power' || what === 'sacrificed-toughness';
  const id = sacrificed ? item.paid?.[0] : c.before.find((x) => run.state.perms.has(x));
  const n = id === undefined ? undefined : sacrificed ? item.paidNumbers : numbersOf(run, id, c.lastKnown);
  if (id === undefined || n === undefined) return { amount: 0, params: {}, key: 'nothing-counted' };
  const stat = what.endsWith('power') ? 'power' : what.endsWith('toughness') ? 'toughness' : 'mv';
  const gone = run.state.perms.get(id)!.zone !== 'battlefield';
  return { amount: Math.max(0, n[stat]), params: { target: run.state.name(id) }, key: `${stat}${gone ? '-gone' : ''}` };
}

/** The rules a counted amount cites: counting as it happens (608.2h), last known information for an object that left (113.7a), a mana value (202.3). */
export const countRules = (key: string): string[] => ['608.2h', ...(key.endsWith('-gone') ? ['113.7a'] : []), ...(key.startsWith('mv') ? ['202.3'] : [])];

const cmsg = messagesOf(COUNTED_NS);

/** The cards named as the spell (its card's name) in every graveyard, or its controller's, plus the printed base. */
function namedCount(run: Host, item: StackItem, e: Effect, all: boolean): { amount: number; params: Record<string, MessageParam>; key: string; choice?: ChoicePoint } {
  const player = item.source.controller;
  const name = typeof item.source.label === 'string' ? item.source.label : '';
  const players = all ? [...run.state.players.keys()] : [player];
  let count = 0;
  let others = 0;
  for (const pe of run.state.perms.values()) if (pe.zone === 'graveyard' && players.includes(pe.o.controller) && name !== '' && sameName(pe.o.name ?? '', name)) count++;
  // instant and sorcery cards that resolved earlier in the scenario and went to a graveyard (608.2n; engine/mtg/spell-zones.ts)
  for (const s of run.state.spellsLeft) if (s.zone === 'graveyard' && players.includes(s.owner) && name !== '' && sameName(s.label, name)) count++;
  for (const p of players) others += run.state.players.get(p)?.cards.graveyard ?? 0;
  const plus = e.amountPlus ?? 0;
  const choice: ChoicePoint | undefined =
    others > 0 ? { chooser: player, what: cmsg('named.what', { name, others }), range: cmsg('named.range', { others }), taken: cmsg('named.taken', { name }), assumed: true, cites: [], rules: ['608.2h'] } : undefined;
  return { amount: plus + count, params: { name, count, plus, all: all ? 1 : 0, player }, key: 'named', ...(choice ? { choice } : {}) };
}
