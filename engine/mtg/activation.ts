/**
 * Activated abilities written on an object (`(activated tap: damage 1 ?any)`) and used by `activate w`: which one,
 * its costs beyond mana — {T} (a tapped permanent can't pay it, 118.3; a creature's needs it to have been under its
 * controller's control since the turn began, 302.6), sacrificing it (701.17a) — and its restrictions, "activate only
 * as a sorcery" (602.5d) and "only once each turn" (602.5b). Mana is not paid in scenarios, for abilities as for
 * spells. The kernel asks through `ActivationHost` and records what this returns.
 */
import type { MessageParam, Step, Violation } from '../core/types.ts';
import type { Ability, MtgObject } from './scenario.ts';
import type { Keyword } from './vocabulary.ts';

const NS = 'engine-mtg.activation';

/** A mana ability (605.1a): an activated ability that adds mana and has no target; it doesn't use the stack (605.3b). */
export const isManaAbility = (a: Ability): boolean => a.effects.length > 0 && a.effects.every((e) => e.kind === 'add-mana' && !e.choose);

/** The n-th (1-based) activated ability written on an object. */
export function activatedAbility(o: MtgObject, n: number): Ability | undefined {
  return (o.abilities ?? []).filter((a) => a.when === 'activated')[n - 1];
}

export interface ActivationHost {
  label(id: string): MessageParam;
  controller(id: string): string;
  tapped(id: string): boolean;
  sick(id: string): boolean;
  isCreature(id: string): boolean;
  /** The keyword that lets it act although it came under its controller's control this turn (haste, 702.10b). */
  ignoresSickness(id: string): Keyword | undefined;
  setTapped(id: string, tapped: boolean): void;
  sacrifice(id: string): void;
  /** Adds a step to the trace (before what the cost itself causes, such as a dies trigger). */
  record(step: Step): void;
}

/** When the ability is activated: the stack, the step, the active player, and how often it was activated this turn. */
export interface ActivationMoment {
  stackEmpty: boolean;
  main: boolean;
  active: string | undefined;
  /** Times this ability of this object was activated before, this turn. */
  before: number;
}

/**
 * Checks the restrictions, then pays the costs (602.2b). A violation means the ability can't be activated now: it
 * does not go on the stack, and the timeline goes on.
 */
export function payCosts(h: ActivationHost, id: string, ability: Ability, at: ActivationMoment): Violation | undefined {
  const costs = ability.costs ?? [];
  const source = h.label(id);
  const player = h.controller(id);
  const refuse = (k: string, rules: string[], params: Record<string, MessageParam> = {}): Violation => ({
    key: `${NS}.violation.${k}`,
    params: { source, player, ...params },
    rules,
    cites: [],
    fatal: false,
  });
  if (costs.includes('sorcery') && (!at.stackEmpty || !at.main || at.active !== player)) {
    return refuse('sorcery', ['602.5d', '307.1'], { active: at.active ?? '—' });
  }
  if (costs.includes('once') && at.before > 0) return refuse('once', ['602.5b']);
  if (costs.includes('tap')) {
    if (h.tapped(id)) return refuse('tapped', ['118.3', '602.2b']);
    if (h.isCreature(id) && h.sick(id) && !h.ignoresSickness(id)) return refuse('sick', ['302.6']);
  }
  if (costs.includes('tap')) {
    h.setTapped(id, true);
    h.record({ key: `${NS}.step.tap`, params: { source, player }, cites: [], rules: ['602.2b', '701.21a'] });
  }
  if (costs.includes('sacrifice')) {
    h.record({ key: `${NS}.step.sacrifice`, params: { source, player }, cites: [], rules: ['602.2b', '701.17a'] });
    h.sacrifice(id);
  }
  return undefined;
}
