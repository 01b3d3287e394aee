/**
 * "When you control no Islands, sacrifice this creature." — a state trigger (603.8): it triggers as soon as its
 * controller controls no permanent of that kind (`(controls-none controls=Island: sacrifice self)`, the condition read
 * as a static ability's is, engine/mtg/subtypes.ts), then not again while it waits or is on the stack. It is looked at
 * each time the kernel settles (117.5), so at the start of a scenario too: a scenario that writes no Island for that
 * player is one where they control none, and the reply says so.
 */
import { messagesOf } from '../core/messages.ts';
import type { Message } from '../core/types.ts';
import type { Condition } from './scenario.ts';
import type { Host, Perm } from './state.ts';
import type { TriggerSpec } from './keywords.ts';

export const STNS = 'engine-mtg-state-triggers';
const smsg = messagesOf(STNS);

/** What the check asks of the kernel: to make an ability of `pe` trigger. */
export interface StateTriggerHost extends Host {
  trigger(pe: Perm, spec: TriggerSpec, when: Message, rules: string[]): void;
}

/** How many permanents its controller controls that the condition names (the source itself left out with `other`). */
function controlled(run: Host, self: string, w: Condition): number {
  const you = run.state.controller(self);
  let n = 0;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || (w.other && pe.o.id === self)) continue;
    const ch = run.state.chars(pe.o.id);
    if (!ch || ch.controller !== you) continue;
    if (w.type === 'creature' ? !ch.creature : w.type !== undefined && !ch.keywords.has(w.type)) continue;
    if (w.subtype !== undefined && !(pe.o.subtypes?.includes(w.subtype) || (ch.creature && ch.keywords.has('changeling')))) continue;
    n++;
  }
  return n;
}

/** Does any permanent of the scenario have such an ability? (Asked once: the check runs only then.) */
export const hasStateTriggers = (perms: Iterable<Perm>): boolean => {
  for (const pe of perms) if (pe.o.abilities?.some((a) => a.when === 'controls-none')) return true;
  return false;
};

/** Each "when you control no …" ability whose state holds and that doesn't wait already triggers (603.8). */
export function checkStateTriggers(run: StateTriggerHost): void {
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || !pe.o.abilities) continue;
    for (const ab of pe.o.abilities) {
      if (ab.when !== 'controls-none' || !ab.condition || run.state.stateTriggerWaiting(pe.o.id)) continue;
      if (controlled(run, pe.o.id, ab.condition) > 0) continue;
      const c = ab.condition;
      const what = c.type ? smsg(`${c.other ? 'other' : 'type'}.${c.type}`) : c.subtype!;
      run.steps.push({ key: `${STNS}.step.none`, params: { player: run.state.controller(pe.o.id), what, source: pe.label }, cites: [], rules: ['603.8'] });
      run.trigger(pe, { effects: ab.effects, state: true }, smsg('when', { what }), ['603.8']);
    }
  }
}
