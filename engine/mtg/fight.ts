/**
 * Fight (701.12) and "deals damage equal to its power": a creature, not the spell, deals the damage. Written as two
 * effects in order — `fighter ?your-creature & fight ?opponent-creature` (the first names the creature that fights,
 * the second the one it fights) or `& bite …` (only the first deals damage: "deals damage equal to its power to
 * target creature"). When either creature is gone, no longer a creature or an illegal target as the spell resolves,
 * neither deals damage (701.12b): the kernel skips the effect of an illegal target, so the fight never happens.
 * A creature fighting itself deals twice its power to itself (701.12c); fight damage is not combat damage (701.12d).
 * A creature that left the battlefield before it bites ("Sacrifice this: it deals damage equal to its power …") deals
 * damage equal to its power as it last existed (608.2h).
 */
import type { MessageParams } from '../core/types.ts';
import type { Source } from './effects.ts';
import type { Host } from './state.ts';
import { dealFrom, type DamageHost } from './damage.ts';
import { SNS } from './messages.ts';

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${SNS}.step.${k}`, params, cites: [], rules });
}

/**
 * `fighter x`: x is the creature that fights (or bites) in the effect after it — a target still on the battlefield, or
 * the ability's own source even if it has left (its last known information, 608.2h); a target that has left is illegal
 * (608.2b) and names no one.
 */
export function chooseFighter(run: Host, source: Source, id: string): void {
  const pe = run.state.perms.get(id);
  run.state.fighter = pe && (pe.zone === 'battlefield' || id === source.perm) ? id : undefined;
}

/** `fight y` / `bite y`: the fighter and y each deal damage equal to their power to the other (701.12a), or only the fighter (`bite`). */
export function fight(run: DamageHost, source: Source, other: string, both: boolean): void {
  const a = run.state.fighter;
  run.state.fighter = undefined;
  const state = run.state;
  // a fight needs both creatures on the battlefield (701.12b); a creature that left (sacrificed to pay for the ability)
  // still deals damage equal to its power as it last existed (608.2h)
  const here = (id: string) => state.perms.get(id)?.zone === 'battlefield' && state.isCreature(id);
  if (a === undefined || !here(other) || (both && !here(a))) {
    step(run, both ? 'no-fight' : 'no-bite', { source: source.label }, both ? ['701.12b'] : ['608.2b']);
    return;
  }
  const pa = Math.max(0, state.power(a));
  const pb = Math.max(0, state.power(other));
  const labelA = state.perms.get(a)!.label;
  const labelB = state.perms.get(other)!.label;
  if (both) step(run, a === other ? 'fights-itself' : 'fights', { source: source.label, a: labelA, b: labelB, pa, pb }, a === other ? ['701.12a', '701.12c', '701.12d'] : ['701.12a', '701.12d']);
  else step(run, 'bites', { source: source.label, a: labelA, b: labelB, pa }, ['608.2c', '120.3']);
  // one damage event (the kernel's): both creatures deal their damage at once
  dealFrom(run, state.sourceOf(a), other, pa, both, false);
  if (both) dealFrom(run, state.sourceOf(other), a, pb, true, false);
}
