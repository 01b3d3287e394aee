/**
 * A spell's total cost (601.2f): its mana cost, plus what its own text adds ("This spell costs {2}{U} more to cast for
 * each target beyond the first" — strive), minus what it takes away ("costs {1} less to cast for each creature on the
 * battlefield", "… if you control a Wizard"), worked out as it is cast — after its targets are chosen (601.2c), before
 * the costs are paid (601.2g–h). A reduction takes generic mana only and never below nothing (601.2f). Mana is not
 * counted in scenarios: the kernel says what the total is, with each change and the count it used, and goes on.
 *
 * A change is data read from the card (engine/mtg/oracle-templates.ts): the mana, more or less, and what it depends on.
 */
import type { MessageParam } from '../core/types.ts';
import type { Condition } from './scenario.ts';
import type { Host } from './state.ts';
import { permanentTypes } from './targeting.ts';

export const COST_NS = 'engine-mtg-costs';

export interface CostChange {
  /** The mana added or taken away each time, as printed: `{2}{U}`, `{1}`. */
  mana: string;
  less?: true;
  /** Once for each: target beyond the first, creature on the battlefield, creature card in the caster's graveyard, mode beyond the first (escalate). */
  per?: 'extra-target' | 'creature' | 'graveyard-creature' | 'extra-mode';
  /** Escalate: how many modes beyond the first were chosen, filled in as the spell is cast by name (engine/mtg/cards.ts). */
  extraModes?: number;
  /** Only if the caster controls this much of a type or subtype ("if you control a Wizard", 601.2f). */
  condition?: Condition;
}

/** Symbols of a printed cost: `{2}{U}{U}` → ['2', 'U', 'U']. */
const symbols = (mana: string): string[] => [...mana.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** A reduction the reader can apply: generic mana only (a coloured reduction is not modelled). */
export const genericOnly = (mana: string): boolean => symbols(mana).every((s) => /^\d+$/.test(s));

/** How many times a change applies now, or undefined when its condition doesn't hold. */
function times(run: Host, caster: string, targets: number, c: CostChange): number {
  if (c.condition) {
    const { type, subtype, count } = c.condition;
    let n = 0;
    for (const pe of run.state.perms.values()) {
      if (pe.zone !== 'battlefield' || run.state.controller(pe.o.id) !== caster) continue;
      if (type && !permanentTypes(run.state, pe.o.id).includes(type)) continue;
      if (subtype && !run.state.ofSubtype(pe.o.id, [subtype])) continue;
      n++;
    }
    if (n < count) return 0;
  }
  if (c.per === 'extra-target') return Math.max(0, targets - 1);
  if (c.per === 'extra-mode') return c.extraModes ?? 0;
  if (c.per === 'creature') return [...run.state.perms.values()].filter((pe) => pe.zone === 'battlefield' && run.state.isCreature(pe.o.id)).length;
  if (c.per === 'graveyard-creature') return [...run.state.perms.values()].filter((pe) => pe.zone === 'graveyard' && pe.o.controller === caster && permanentTypes(run.state, pe.o.id).includes('creature')).length;
  return 1;
}

/** The total of a mana cost and changes: generic mana summed, coloured symbols kept in order, reductions from generic only. */
export function totalCost(cost: string, changes: Array<{ mana: string; less?: true; n: number }>): string {
  let generic = 0;
  const colored: string[] = [];
  const add = (mana: string, n: number, sign: number) => {
    for (let i = 0; i < n; i++)
      for (const s of symbols(mana)) {
        if (/^\d+$/.test(s)) generic += sign * Number(s);
        else if (sign > 0) colored.push(s);
      }
  };
  add(cost, 1, 1);
  for (const c of changes) add(c.mana, c.n, c.less ? -1 : 1);
  const xs = colored.filter((s) => s === 'X');
  const rest = colored.filter((s) => s !== 'X');
  const out = [...xs.map(() => '{X}'), ...(generic > 0 || (rest.length === 0 && xs.length === 0) ? [`{${Math.max(0, generic)}}`] : []), ...rest.map((s) => `{${s}}`)];
  return out.join('');
}

/**
 * The step saying a spell's total cost as it is cast (601.2f), or nothing when its text changes nothing. `targets`: how
 * many targets it was cast with.
 */
export function costStep(run: Host, spell: MessageParam, caster: string, cost: string | undefined, changes: readonly CostChange[] | undefined, targets: number): void {
  if (!cost || !changes?.length) return;
  const applied = changes.map((c) => ({ ...c, n: times(run, caster, targets, c) }));
  const parts: MessageParam[] = applied.map((c) => ({
    key: `${COST_NS}.change.${c.less ? 'less' : 'more'}-${c.per ?? 'if'}`,
    params: {
      mana: c.mana,
      n: c.n,
      total: c.n > 0 ? totalCost('', [{ mana: c.mana, n: c.n }]) : '{0}',
      ...(c.condition ? { count: c.condition.count, what: c.condition.subtype ?? { key: `${COST_NS}.type.${c.condition.type}` } } : {}),
    },
  }));
  const list: MessageParam = { key: 'engine.list.comma', params: Object.fromEntries(parts.map((p, i) => [String(i), p])) };
  const rules = changes.some((c) => c.per === 'extra-mode') ? ['601.2f', '702.120a'] : ['601.2f'];
  run.steps.push({ key: `${COST_NS}.step.total`, params: { spell, player: caster, cost, total: totalCost(cost, applied), changes: list }, cites: [], rules });
}
