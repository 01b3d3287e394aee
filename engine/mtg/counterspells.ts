/**
 * Countering spells (701.5): "Counter target spell." and "… unless its controller pays {3}." (118.12a). A spell on
 * the stack can be a target (115.1a): it gets an id as it is cast (`spell1`, `spell2` … in the order spells are cast
 * in the scenario), the kinds of target for spells (`?spell`, `?creature-spell` …, engine/mtg/target-kinds.ts)
 * choose among the spells on the stack, the last cast first, and a countered spell leaves the stack without
 * resolving: none of its effects happen, and its card — a permanent spell's too — goes to its owner's graveyard.
 * A spell that can't be countered (keyword `cant-be-countered`, 101.2) stays on the stack. Mana is not counted in
 * scenarios, so whether a spell's controller pays an "unless" cost is a choice left to them, shown as one; the
 * usual assumption is that they don't. A spell with split second on the stack stops every other spell and every
 * activated ability but mana abilities (702.61a): the kernel asks `splitSecondOnStack` before anything goes on it.
 */
import type { MessageParams } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { GameState, Host, StackItem } from './state.ts';
import type { SpellType } from './vocabulary.ts';
import { KEYWORD_RULES } from './keywords.ts';
import type { SpellView } from './target-kinds.ts';
import { spellLeft } from './spell-zones.ts';
import { copyCountered } from './spell-copies.ts';

export const CNS = 'engine-mtg-counter';
const cmsg = messagesOf(CNS);

/** The id a spell gets as it goes on the stack: the nth spell cast in the scenario. */
export const spellId = (n: number): string => `spell${n}`;
/** The id an activated or triggered ability gets on the stack once it targets a permanent (ward counters it, 702.21a). */
export const abilityId = (n: number): string => `ability${n}`;

const itemOn = (state: GameState, id: string): StackItem | undefined => state.stack.find((i) => i.id === id);
/** Only spells are targets of "counter target spell" (115.1a); an ability's id is for ward's trigger, which names it (702.21a). */
const spellOn = (state: GameState, id: string): StackItem | undefined => {
  const item = itemOn(state, id);
  return item?.kind === 'spell' ? item : undefined;
};

/** The spells on the stack, the last cast first (the usual target of a counterspell). */
export function stackSpells(state: GameState): string[] {
  const out: string[] = [];
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const id = state.stack[i]!.id;
    if (id !== undefined && state.stack[i]!.kind === 'spell') out.push(id);
  }
  return out;
}

/** The card types of a spell on the stack (an unwritten type is an instant's), or undefined when `id` is not one. */
export function spellTypes(state: GameState, id: string): readonly SpellType[] | undefined {
  const item = spellOn(state, id);
  return item ? (item.source.spellTypes ?? ['instant']) : undefined;
}

/** What "target blue spell" or "target spell that targets a creature" sees of a spell on the stack (115.1a). */
export function spellView(state: GameState, id: string, targetsOf: (item: StackItem) => string[]): SpellView | undefined {
  const item = spellOn(state, id);
  if (!item) return undefined;
  const pe = item.permanent !== undefined ? state.perms.get(item.permanent) : undefined;
  return { colors: item.source.colors ?? pe?.o.colors ?? [], controller: item.source.controller, targets: targetsOf(item) };
}

/** The player who cast a spell on the stack, or undefined when `id` is not one. */
export const spellController = (state: GameState, id: string): string | undefined => spellOn(state, id)?.source.controller;

/** What the trace calls a spell on the stack: its card's name, else its id. */
export function spellName(state: GameState, id: string): string | undefined {
  const label = spellOn(state, id)?.source.label;
  return label === undefined ? undefined : typeof label === 'string' ? label : id;
}

/** Can this spell be countered? A spell card read with "This spell can't be countered", or a permanent spell with the keyword. */
function uncounterable(state: GameState, item: StackItem): boolean {
  const pe = item.permanent !== undefined ? state.perms.get(item.permanent) : undefined;
  return [...(item.source.keywords ?? []), ...(pe?.o.keywords ?? [])].some((k) => KEYWORD_RULES[k].uncounterable);
}

/** A spell with split second on the stack (702.61a), if there is one: what stops casting spells and activating abilities but mana abilities. */
export function splitSecondOnStack(state: GameState): StackItem | undefined {
  return state.stack.find((item) => {
    const pe = item.permanent !== undefined ? state.perms.get(item.permanent) : undefined;
    return [...(item.source.keywords ?? []), ...(pe?.o.keywords ?? [])].some((k) => KEYWORD_RULES[k].locksStack);
  });
}

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${CNS}.step.${k}`, params, cites: [], rules });
}

/** What must be paid so that a spell or ability is not countered (118.12a): mana (its amount), or life (ward—Pay N life, 702.21a). */
export type UnlessCost = number | { life: number };

/**
 * `counter ?spell` (701.5a) and `counter-unless N ?spell` (118.12a): the spell `id` leaves the stack without
 * resolving, unless it can't be countered or its controller pays. Ward's trigger names a spell or an ability (702.21a):
 * a countered ability just leaves the stack. Returns 1 when it was countered.
 */
export function counterSpell(run: Host, source: Source, id: string, unless?: UnlessCost, exile = false): number {
  const state = run.state;
  const item = itemOn(state, id);
  if (!item) return 0;
  // an ability is named by its source: "the ability of Prodigal Pyromancer (p)"
  const target = item.kind === 'spell' ? spellName(state, id)! : cmsg('ability-of', { source: item.source.label });
  const player = item.source.controller;
  if (unless !== undefined) {
    const life = typeof unless === 'number' ? undefined : unless.life;
    const k = life === undefined ? 'unless' : 'unless-life';
    const cost = life ?? (unless as number);
    run.choices.push({
      chooser: player,
      what: cmsg(`choice.${k}`, { player, source: source.label, target, cost }),
      range: cmsg(`range.${k}`, { cost }),
      taken: cmsg(`taken.${k}`),
      assumed: true,
      cites: [],
      rules: life === undefined ? ['118.12a', '608.2d'] : ['118.12a', '119.4', '608.2d'],
    });
  }
  if (item.kind === 'spell' && uncounterable(state, item)) {
    step(run, 'cant-be-countered', { source: source.label, target }, ['101.2', '701.5a']);
    return 0;
  }
  state.stack.splice(state.stack.indexOf(item), 1);
  if (item.kind !== 'spell') {
    // an ability has no card: it just leaves the stack, and none of its effects happen (701.5a)
    step(run, 'countered-ability', { source: source.label, target, player }, ['701.5a']);
    return 1;
  }
  if (item.copy) {
    copyCountered(run, source, item);
    return 1;
  }
  const pe = item.permanent !== undefined ? state.perms.get(item.permanent) : undefined;
  if (pe) {
    state.move(pe, exile ? 'exile' : 'graveyard');
    pe.leftBecause = cmsg(exile ? 'reason.countered-exiled' : 'reason.countered');
  } else spellLeft(run, item, exile ? 'exile' : 'graveyard');
  // "exile it instead of putting it into its owner's graveyard": a replacement of where the countered card goes (614.1a)
  step(run, exile ? 'countered-exiled' : 'countered', { source: source.label, target, player }, exile ? ['701.5a', '614.1a'] : ['701.5a']);
  return 1;
}
