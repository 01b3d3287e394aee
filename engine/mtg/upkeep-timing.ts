/**
 * "Activate only during your upkeep" (602.5; 503.1: the upkeep is the first step where players get priority): the
 * events of a scenario's timeline that happen in its turn's upkeep. A scenario starts after its upkeep unless an
 * ability waits for it; when its first event (after an `untap-step` written first) activates an ability restricted to
 * the upkeep, the turn begins with its upkeep and that activation happens there. The upkeep lasts while the events go
 * on being activations of abilities that may be activated then, instants and `resolve`; the first other event (an
 * attack, a land played, a spell or ability only a main phase allows) moves the turn on to its main phase.
 */
import { activatedAbility } from './activation.ts';
import type { MtgAction, MtgObject, MtgScenario } from './scenario.ts';
import { permanentSpells } from './timing.ts';

/** Directives that are no event of the timeline, and the untap step, which comes before the upkeep (502, 503). */
const BEFORE_UPKEEP: ReadonlySet<MtgAction['kind']> = new Set(['assign', 'order', 'ruleset', 'teams', 'daytime', 'untap-step']);

const abilityOf = (objects: readonly MtgObject[], a: Extract<MtgAction, { kind: 'activate' }>) => {
  if (a.ability === undefined) return undefined;
  const o = objects.find((x) => x.id === a.source);
  return o ? activatedAbility(o, a.ability) : undefined;
};

/** The timeline's events that happen in the upkeep (none unless the first one needs it). */
export function upkeepEvents(s: MtgScenario): ReadonlySet<MtgAction> {
  const objects = [...s.objects, ...permanentSpells(s)];
  const out = new Set<MtgAction>();
  for (const a of s.actions) {
    if (BEFORE_UPKEEP.has(a.kind)) continue;
    const costs = a.kind === 'activate' ? (abilityOf(objects, a)?.costs ?? []) : [];
    if (out.size === 0 && !costs.includes('upkeep-only')) break;
    const instantSpeed = (a.kind === 'activate' && !costs.includes('sorcery') && !costs.includes('before-attackers')) || a.kind === 'resolve' || (a.kind === 'cast' && !a.permanent && a.spellType !== 'sorcery');
    if (!instantSpeed) break;
    out.add(a);
  }
  return out;
}
