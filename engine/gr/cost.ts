/**
 * Costs (§cost-reduction): the base cost, 【コスト軽減】 and its own DR, reductions, and rulers that change what their
 * player pays (cards.ts, RULER_RULES).
 */
import { CITE, R } from './cites.ts';
import type { GrAction } from './scenario.ts';
import { printDr } from './print.ts';
import { rulerRule } from './cards.ts';
import { msg } from './messages.ts';
import type { GrHost } from './state.ts';
import { dr } from './damage-zone.ts';

/** What cost rules ask of the kernel (resolve.ts). */
export type CostHost = Pick<GrHost, 'assume' | 'choices' | 'controllerOf' | 'forced' | 'noChoice' | 'notes' | 'opponentOf' | 'points' | 'ruler' | 'rulings' | 's' | 'step' | 'turn' | 'units' | 'unpaid' | 'violate' | 'warn'>;

export function cost(run: CostHost, a: Extract<GrAction, { kind: 'cost' }>, index: number): void {
  const r = run.ruler(a.player);
  const rr = rulerRule(r.kind);
  // a ruler that changes what its player pays (《O‐15 オーバーロード》): its ruling is cited for the payment
  const paying = rr?.pays !== undefined ? rr : undefined;
  const card = a.label ?? msg('the-card');
  if (a.event && rr?.eventsOnlyVia && run.turn !== undefined && run.turn !== a.player) {
    if (!a.via) {
      // no events in the opponent's turn, except through 【オープンカード】 or 【CNT】
      run.step('overload-no-event', { player: a.player, card, turn: run.turn }, [rr.cite], [rr.rule]);
      run.notes.push(msg('outcome.not-played.cost', { card, why: msg('why.overload-turn') }));
      if (a.label !== undefined) run.unpaid.set(a.label, msg('why.overload-turn'));
      return;
    }
    run.step('overload-event-via', { player: a.player, card, via: a.via === 'cnt' ? '【CNT】' : '【オープンカード】' }, [rr.cite], [rr.rule]);
  }
  let energy = a.base;
  run.step('cost-base', { player: a.player, card, cost: a.base }, [CITE.costReduction], [R.cost]);
  if (a.discount !== undefined) {
    run.choices.push({
      chooser: a.player,
      what: msg('choice.discount', { chooser: a.player, card }),
      range: msg('range.discount', { cost: a.base, discount: a.discount }),
      taken: msg('taken.discount'),
      assumed: false,
      cites: [CITE.costReduction],
      rules: [R.cost],
    });
    if (a.dr && !dr(run, a.player, a.dr, index, a.label, true)) {
      // the reduction's own cost can't be paid: the card is played for its full cost instead
      const ruling = run.rulings('discount-unpaid', a.label);
      const known = ruling.cites.length > 0;
      run.step('discount-unpaid', { player: a.player, card, dr: `DR${printDr(a.dr)}`, cost: a.base }, [CITE.costReduction, ...(known ? ruling.cites : [CITE.drBasics])], [R.cost, ...(known ? ruling.rules : [R.dr])]);
      run.notes.push(msg('outcome.discount-unpaid', { card, cost: a.base }));
    } else {
      if (a.discount >= energy) run.warn('discount-useless', { cost: energy, discount: a.discount }, [R.cost], [CITE.costReduction]);
      run.step('discount', { player: a.player, from: energy, to: a.discount }, [CITE.costReduction], [R.cost]);
      energy = a.discount;
    }
  }
  if (a.reduce !== undefined) {
    const to = Math.max(0, energy - a.reduce);
    run.step('reduce', { from: energy, to, amount: a.reduce }, [paying?.cite ?? CITE.costReduction], [paying?.rule ?? R.cost]);
    energy = to;
  }
  if (rr?.costsPaid) {
    // its player's costs are always considered paid
    r.paid.push(0);
    run.step('dreadnought-cost', { player: a.player, card, computed: energy }, [rr.cite], [rr.rule]);
    return;
  }
  let pay = energy;
  if (a.free) {
    pay = 0;
    // a free card is ruled in the same section as the ruler that makes every cost 1
    run.step(paying ? 'free-overload' : 'free', { player: a.player, card }, [CITE.overload], [R.overload]);
  } else if (paying?.pays === 'one') {
    pay = 1;
    const cites: string[] = [paying.cite];
    if (a.discount !== undefined) cites.push(CITE.costReduction);
    run.step(energy === 0 ? 'overload-zero' : a.discount !== undefined || a.reduce !== undefined ? 'overload-discount' : 'overload', { player: a.player, computed: energy }, cites, a.discount !== undefined ? [paying.rule, R.cost] : [paying.rule]);
  }
  if (r.energy !== undefined && pay > r.energy) {
    run.violate('cannot-pay', { player: a.player, pay, energy: r.energy }, [paying?.rule ?? R.cost], [paying?.cite ?? CITE.costReduction], false);
    return;
  }
  if (r.energy !== undefined) r.energy -= pay;
  r.paid.push(pay);
  run.step(r.energy !== undefined ? 'pay-left' : 'pay', { player: a.player, pay, left: r.energy ?? 0 }, [paying?.cite ?? CITE.costReduction], [paying?.rule ?? R.cost]);
}
