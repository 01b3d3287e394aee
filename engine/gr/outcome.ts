/**
 * What a Gate Ruler run reports at the end: the outcome lines and the final state.
 */
import type { Message, FinalState, ObjectState } from '../core/types.ts';
import { key, msg, label } from './messages.ts';
import type { GrHost } from './state.ts';

/** What outcome rules ask of the kernel (resolve.ts). */
export type OutcomeHost = Pick<GrHost, 'cards' | 'maxAttacks' | 'notes' | 'rulers' | 'stats' | 'stopped' | 'units' | 'violations'>;

// -------------------------------------------------------------------------------------------------------------
export function outcome(run: OutcomeHost): Message[] {
  if (run.stopped) return [msg('outcome.illegal', { count: run.violations.filter((v) => v.fatal).length })];
  const out: Message[] = [];
  out.push(...run.notes);
  for (const u of run.units.values()) {
    const st = run.stats(u);
    const printed = `${u.o.atk}/${u.o.hp}`;
    if (u.zone === 'exile') {
      out.push(msg('outcome.exiled', { unit: u.label }));
      continue;
    }
    if (u.zone === 'hand') {
      out.push(msg('outcome.in-hand', { unit: u.label }));
      continue;
    }
    if (u.zone === 'graveyard') {
      if (u.buried) out.push(msg('outcome.buried', { unit: u.label }));
      else if (u.stayed > 0) out.push(msg('outcome.destroyed-after-staying', { unit: u.label, times: u.destroyed, stayed: u.stayed }));
      else out.push(msg('outcome.destroyed', { unit: u.label }));
      continue;
    }
    if (u.destroyed > 0) out.push(msg('outcome.stayed', { unit: u.label, times: u.destroyed, souls: (u.o.soul ?? 0) - u.soul, left: u.soul, damage: u.damage }));
    else if (u.damage !== (u.o.damage ?? 0)) out.push(msg('outcome.damaged', { unit: u.label, damage: u.damage, hp: st.hp }));
    if (`${st.atk}/${st.hp}` !== printed) out.push(msg('outcome.stats', { unit: u.label, from: printed, to: `${st.atk}/${st.hp}` }));
    if (u.attacks > 0 && run.maxAttacks(u) > 1) out.push(msg(u.rested ? 'outcome.rested' : 'outcome.acted', { unit: u.label, n: u.attacks, max: run.maxAttacks(u) }));
  }
  for (const r of run.rulers.values()) {
    if (r.taken > 0) out.push(msg('outcome.ruler-damage', { player: r.id, amount: r.taken, up: r.up.length, down: r.down }));
    if (r.flipped > 0) out.push(msg('outcome.dr', { player: r.id, count: r.flipped, up: r.up.length, down: r.down }));
    if (r.drFailed > 0) out.push(msg('outcome.dr-impossible', { player: r.id, count: r.drFailed }));
    if (r.healed > 0) out.push(msg('outcome.healed', { player: r.id, count: r.healed, up: r.up.length, down: r.down }));
    for (const p of r.paid) out.push(msg('outcome.paid', { player: r.id, pay: p }));
  }
  const cannotPay = run.violations.filter((v) => v.key === key('violation.cannot-pay')).length;
  if (cannotPay > 0) out.push(msg('outcome.cannot-pay', { count: cannotPay }));
  if (out.length === 0) out.push(msg('outcome.nothing'));
  return out;
}

export function final(run: OutcomeHost): FinalState {
  return {
    players: [...run.rulers.values()].map((r) => {
      const counters: Record<string, number> = { 'damage-zone-up': r.up.length, 'damage-zone-down': r.down };
      if (r.energy !== undefined) counters.energy = r.energy;
      return { id: r.id, life: 0, lifeBefore: 0, lost: false, counters };
    }),
    objects: [
      ...[...run.units.values()].map((u): ObjectState => {
        const st = run.stats(u);
        const state: ObjectState = {
          id: u.o.id,
          label: u.label,
          controller: u.o.controller,
          zone: u.zone,
          damage: u.damage,
          counters: { soul: u.soul, atk: st.atk, hp: st.hp },
          countersBefore: { soul: u.o.soul ?? 0, atk: u.o.atk ?? 0, hp: u.o.hp ?? 0 },
        };
        if (u.zone === 'graveyard' || u.zone === 'exile') state.leftBecause = msg(u.buried ? 'reason.buried' : 'reason.destroyed');
        return state;
      }),
      ...[...run.cards.values()].map(
        (c): ObjectState => ({ id: c.id, label: label(c), controller: c.controller, zone: 'battlefield', damage: 0, counters: {}, countersBefore: {} }),
      ),
    ],
  };
}
