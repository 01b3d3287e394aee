/**
 * Cumulative upkeep (702.24): each of its controller's upkeeps, while it is still there, it gets one more age counter,
 * and its controller keeps it only by paying the cost once per age counter; otherwise it is sacrificed. The cost is paid
 * in full or not at all (702.24a); several instances each trigger, and each counts all the age counters there are
 * when it resolves (702.24b). Costs modelled: N life per counter (119.4: only a player with that much life can pay)
 * and "sacrifice a creature" per counter, each a different creature (702.24a). The usual choice — pay when it can be
 * paid — is shown as an assumption with what not paying would do.
 */
import type { Message } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import { choosePicks, planSacrifices, sacrificePicks, type ActivationHost } from './activation.ts';
import type { EffectHost, Source } from './effects.ts';
import type { Host, Perm } from './state.ts';
import type { PermanentCost } from './vocabulary.ts';

export const UNS = 'engine-mtg-upkeep';
const umsg = messagesOf(UNS);

/** What it costs for each age counter: N life, N mana (not counted in scenarios: a choice, assumed paid), or a creature to sacrifice. */
export type AgeCost = { life: number } | { mana: number } | 'sacrifice-creature';

export type UpkeepHost = Host & { readonly activationHost: ActivationHost; readonly host: Pick<EffectHost, 'sacrifice'> };

export function cumulativeUpkeep(run: UpkeepHost, source: Source, pe: Perm, cost: AgeCost): void {
  // "if this permanent is on the battlefield" (an intervening if, 603.4)
  if (pe.zone !== 'battlefield') return;
  pe.age++;
  run.state.changed();
  run.steps.push({ key: `${UNS}.step.age-counter`, params: { target: pe.label, count: pe.age }, cites: [], rules: ['702.24a', '122.1'] });
  const player = run.state.controller(pe.o.id);
  const h = run.activationHost;
  const what = cost === 'sacrifice-creature' ? umsg('cost.sacrifice', { count: pe.age }) : 'mana' in cost ? umsg('cost.mana', { amount: cost.mana * pe.age }) : umsg('cost.life', { amount: cost.life * pe.age });
  const choice = (paid: boolean, range: Message) =>
    run.choices.push({ chooser: player, what: umsg('choice', { player, source: pe.label, cost: what }), range, taken: umsg(paid ? 'taken-pay' : 'taken-sacrifice', { target: pe.label }), assumed: true, cites: [], rules: ['702.24a'] });
  // mana is not counted in scenarios (118.12's usual reading, as for "sacrifice it unless you pay"): the choice is
  // shown and paying — keeping the permanent — assumed
  if (cost !== 'sacrifice-creature' && 'mana' in cost) {
    choice(true, umsg('range-mana', { amount: cost.mana * pe.age }));
    run.steps.push({ key: `${UNS}.step.pays-mana`, params: { player, target: pe.label, amount: cost.mana * pe.age }, cites: [], rules: ['702.24a', '118.12'] });
    return;
  }
  if (cost !== 'sacrifice-creature') {
    const amount = cost.life * pe.age;
    if (h.life(player) >= amount) {
      choice(true, umsg('range-life', { player, life: h.life(player), amount }));
      run.steps.push({ key: `${UNS}.step.pays`, params: { player, target: pe.label, cost: what }, cites: [], rules: ['702.24a', '119.4'] });
      h.payLife(player, amount, source.label);
      return;
    }
    choice(false, umsg('range-cant-life', { player, life: h.life(player), amount }));
  } else {
    // each age counter asks for a different creature (702.24a); paying with the permanent itself would not keep it,
    // so the payment that keeps it takes other creatures
    const plan = planSacrifices(h, player, Array<PermanentCost>(pe.age).fill('sacrifice-another'), pe.o.id);
    if ('picks' in plan) {
      choice(true, umsg('range-sacrifice', { count: pe.age }));
      choosePicks(h, player, pe.label, plan.picks, '702.24a');
      sacrificePicks(h, player, pe.label, plan.picks, '702.24a');
      return;
    }
    choice(false, umsg('range-cant-sacrifice', { player, count: pe.age }));
  }
  run.host.sacrifice(source, pe.o.id);
}

/**
 * "Sacrifice this unless you pay {2}" (118.12): as the ability resolves its controller chooses whether to pay (608.2d).
 * Mana is not counted in scenarios, so the payment is a choice left to them, shown as one; the usual choice — paying, to
 * keep the permanent — is followed, and not paying would sacrifice it.
 */
export function sacrificeUnless(run: Host, source: Source, pe: Perm, mana: number): void {
  if (pe.zone !== 'battlefield') return;
  const player = run.state.controller(pe.o.id);
  run.choices.push({
    chooser: player,
    what: umsg('unless.choice', { player, source: source.label, target: pe.label, amount: mana }),
    range: umsg('unless.range', { amount: mana }),
    taken: umsg('unless.taken', { target: pe.label }),
    assumed: true,
    cites: [],
    rules: ['118.12', '608.2d'],
  });
  run.steps.push({ key: `${UNS}.step.pays-mana`, params: { player, target: pe.label, amount: mana }, cites: [], rules: ['118.12'] });
}
