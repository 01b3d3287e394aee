/**
 * A spell's own restriction on when it may be cast, read from its card ("Cast this spell only during combat", "… only
 * during the declare attackers step and only if you've been attacked this step", "… only during your turn"): no
 * rule or effect allows casting it at another time (601.3). The moment comes from the timeline as written
 * (engine/mtg/timing.ts): before the first `attack` the main phase, `attack` the declare attackers step, `block` the
 * declare blockers step, `next` after it a combat damage step.
 */
import type { Violation } from '../core/types.ts';
import type { Moment } from './timing.ts';
import type { GameState } from './state.ts';
import type { Source } from './effects.ts';
import { SNS } from './messages.ts';

export const CAST_ONLY = ['combat', 'before-blockers', 'declare-attackers', 'attacked', 'declare-blockers', 'after-blockers', 'your-turn', 'opponent-turn'] as const;
export type CastOnly = (typeof CAST_ONLY)[number];

const COMBAT: readonly Moment[] = ['declare-attackers', 'declare-blockers', 'combat-damage'];

/** Whether `player` is attacked now: some attacker's defending player (itself, or through its planeswalker or the battle it guards) is them. */
function attacked(state: GameState, player: string): boolean {
  for (const a of state.combat.attackOrder) if (state.defenderOf(a) === player) return true;
  return false;
}

/** The violation when the spell's restriction forbids casting it now, else undefined. */
export function castOnlyViolation(only: CastOnly, source: Source, moment: Moment, active: string | undefined, state: GameState): Violation | undefined {
  const caster = source.controller;
  const ok =
    only === 'combat'
      ? COMBAT.includes(moment)
      : only === 'before-blockers' || only === 'declare-attackers'
        ? moment === 'declare-attackers'
        : only === 'attacked'
          ? moment === 'declare-attackers' && attacked(state, caster)
          : only === 'declare-blockers'
            ? moment === 'declare-blockers'
            : only === 'after-blockers'
              ? moment === 'declare-blockers' || moment === 'combat-damage'
              : only === 'your-turn'
                ? active === caster
                : active !== undefined && active !== caster;
  if (ok) return undefined;
  return {
    key: `${SNS}.violation.cast-only`,
    params: { source: source.label, player: caster, when: { key: `${SNS}.cast-only.${only}` }, moment: { key: `engine-mtg.casting.moment.${moment}` } },
    rules: ['601.3'],
    cites: [],
    fatal: true,
  };
}
