/**
 * Damage "divided as you choose" among one or more targets (601.2d): the caster announces the division as the spell
 * is cast, each target getting at least 1. Written `damage-divided N ?any:1-2` (one word "target" choosing several,
 * 115.3); the division taken is as even as it can be, the first targets getting the odd points, shown as a choice
 * left to the caster. Write the damage to each target as its own `damage` effect for another division. As it
 * resolves, a target that has become illegal is dealt nothing, and the division stays as announced (608.2b).
 * Damage "this way" after which a creature that would die this turn is exiled instead (Anger of the Gods) is here too.
 */
import type { ChoicePoint, MessageParam } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Effect } from './scenario.ts';
import type { EffectHost, Source } from './effects.ts';
import type { Host } from './state.ts';
import { SNS } from './messages.ts';

const smsg = messagesOf(SNS);

/** The share of `e.amount` the target `t` gets: the announced division of the amount among `e.targets`. */
export function shareOf(e: Effect, t: string): number {
  const n = e.amount ?? 0;
  const k = e.targets.length;
  const i = e.targets.indexOf(t);
  if (k === 0 || i < 0) return 0;
  return Math.floor(n / k) + (i < n % k ? 1 : 0);
}

/**
 * "If a creature dealt damage this way would die this turn, exile it instead" (614.6): the creature `id`, just dealt damage
 * by `source`, gains exile-instead until end of turn — said in the trace.
 */
export function exileIfDies(run: Host, host: Pick<EffectHost, 'affect'>, source: Source, id: string): void {
  host.affect(source, id, { kind: 'gain', keyword: 'exile-instead', targets: [id] });
  run.steps.push({ key: `${SNS}.step.exile-if-dies`, params: { source: source.label, target: run.state.perms.get(id)!.label }, cites: [], rules: ['614.6', '614.1a'] });
}

/** The caster's division, as a choice point shown with the targets chosen. */
export function divisionChoice(e: Effect, chooser: string, source: MessageParam, name: (id: string) => string, rule: string): ChoicePoint {
  const split = e.targets.map((t) => smsg('divided.part', { target: name(t), amount: shareOf(e, t) }));
  return {
    chooser,
    what: smsg('divided.choice', { chooser, source, amount: e.amount ?? 0 }),
    range: smsg('divided.range', { amount: e.amount ?? 0, targets: list('comma', e.targets.map(name)) }),
    taken: smsg('divided.taken', { split: list('comma', split) }),
    assumed: true,
    cites: [],
    rules: [rule, '601.2d'],
  };
}
