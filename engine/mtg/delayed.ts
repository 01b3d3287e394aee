/**
 * Delayed triggered abilities created by a resolving spell or ability (603.7): `when-leaves x & …` ("when this
 * creature leaves the battlefield, …") and `when-untaps x & …` ("when it becomes untapped, …") — the effects after
 * the word are the delayed ability's. It watches the object as it was when the ability was created: one that has
 * already left the battlefield can't leave it again, so that ability never triggers; one that untapped before the
 * ability existed waits for the next time it untaps (603.7a). It triggers once, the next time (603.7b).
 */
import type { MessageParam } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { EventKind, RuleEvent } from './events.ts';
import type { Effect } from './scenario.ts';
import type { Host } from './state.ts';

export const DNS = 'engine-mtg-delayed';
export const dmsg = messagesOf(DNS);

/** A delayed triggered ability waiting for its event. */
export interface Delayed {
  on: Extract<EventKind, 'leaves' | 'becomes-untapped'>;
  id: string;
  /** How many times the object had moved when the ability was created: the same object only (400.7). */
  moves: number;
  effects: Effect[];
  source: Source;
}

/** The delayed-ability effect kinds and the event each waits for. */
export const DELAYED_ON: Record<'when-leaves' | 'when-untaps', Delayed['on']> = { 'when-leaves': 'leaves', 'when-untaps': 'becomes-untapped' };

function step(run: Host, k: string, params: Record<string, MessageParam>, rules: string[]): void {
  run.steps.push({ key: `${DNS}.step.${k}`, params, cites: [], rules });
}

/** The ability is created as the effect resolves (603.7a); it says when it can never trigger. */
export function createDelayed(run: Host, source: Source, id: string, e: Effect): void {
  const pe = run.state.perms.get(id)!;
  const on = DELAYED_ON[e.kind as keyof typeof DELAYED_ON];
  const params = { source: source.label, target: pe.label };
  if (pe.zone !== 'battlefield') {
    step(run, on === 'leaves' ? 'never-leaves' : 'never-untaps', params, ['603.7a', '400.7']);
    return;
  }
  run.state.watching.push({ on, id, moves: pe.moves, effects: e.then ?? [], source });
  step(run, on === 'leaves' ? 'created-leaves' : pe.tapped ? 'created-untaps' : 'created-untaps-later', params, ['603.7a']);
}

/** The delayed abilities an event makes trigger, taken off the list (they trigger only once, 603.7b). */
export function delayedFor(run: Host, ev: RuleEvent): Delayed[] {
  if (ev.kind !== 'leaves' && ev.kind !== 'becomes-untapped') return [];
  const list = run.state.watching;
  const out: Delayed[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const d = list[i]!;
    if (d.on !== ev.kind || d.id !== ev.id) continue;
    // the object that left had not moved since the ability was created (it moves once, as it leaves)
    const moves = run.state.perms.get(d.id)?.moves ?? -1;
    if (moves !== (ev.kind === 'leaves' ? d.moves + 1 : d.moves)) continue;
    out.unshift(d);
    list.splice(i, 1);
  }
  return out;
}

/** A delayed ability triggers: it waits to be put on the stack like any other (603.3), labelled by what created it. */
export function triggerDelayed(run: Host, d: Delayed): void {
  const pe = run.state.perms.get(d.id)!;
  const rules = ['603.7a', '603.7b'];
  run.state.pending.push({ effects: d.effects, source: d.source, rules, label: dmsg(`label.${d.on}`, { source: d.source.label, target: pe.label }) });
  step(run, d.on === 'leaves' ? 'triggers-leaves' : 'triggers-untaps', { source: d.source.label, target: pe.label }, rules);
}
