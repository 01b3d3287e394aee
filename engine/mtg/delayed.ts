/**
 * Delayed triggered abilities created by a resolving spell or ability (603.7): `when-leaves x & …` ("when this
 * creature leaves the battlefield, …") and `when-untaps x & …` ("when it becomes untapped, …") — the effects after
 * the word are the delayed ability's. It watches the object as it was when the ability was created: one that has
 * already left the battlefield can't leave it again, so that ability never triggers; one that untapped before the
 * ability existed waits for the next time it untaps (603.7a). It triggers once, the next time (603.7b).
 * A reflexive triggered ability follows the same rules but is checked at once (603.12): `reflex-sacrifice you & …`
 * ("you may sacrifice another creature. When you do, …") triggers only if this effect sacrificed one, and its
 * `that-much` is the sacrificed creature's power.
 * Delayed abilities at a step (603.7a, 511.2, 513.1a): `at-next-end-step x & sacrifice that` (a card's "sacrifice it"
 * when the next end step begins), `at-end-of-combat x & destroy that` (a blocker's "destroy that creature" once combat
 * ends): `that` in its effects is the object watched. It triggers as that step begins, wherever the object went; as it
 * resolves it affects the object only if it is still the same one, in the zone it was in when the ability was created
 * (603.7c, 400.7): a creature that left the battlefield is not sacrificed, a card exiled and exiled again not returned.
 */
import type { MessageParam } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { EventKind, RuleEvent } from './events.ts';
import type { Effect } from './scenario.ts';
import type { Host, Loop } from './state.ts';
import type { ZoneHost } from './zones.ts';
import { effectsMessage } from './effect-words.ts';
import { turnOf } from './end-of-turn.ts';

export const DNS = 'engine-mtg-delayed';
export const dmsg = messagesOf(DNS);

/** A delayed triggered ability waiting for its event. */
export interface Delayed {
  on: Extract<EventKind, 'leaves' | 'becomes-untapped'> | 'end-step' | 'end-of-combat';
  id: string;
  /** How many times the object had moved when the ability was created: the same object only (400.7). */
  moves: number;
  effects: Effect[];
  source: Source;
}

/** The delayed-ability effect kinds and the event each waits for. */
export const DELAYED_ON: Record<'when-leaves' | 'when-untaps' | 'at-next-end-step' | 'at-end-of-combat', Delayed['on']> = {
  'when-leaves': 'leaves',
  'when-untaps': 'becomes-untapped',
  'at-next-end-step': 'end-step',
  'at-end-of-combat': 'end-of-combat',
};

/** The effect kinds whose following effects are the ability they create (`then`): delayed and reflexive (603.7, 603.12). */
export const CREATES_ABILITY = new Set<string>(['when-leaves', 'when-untaps', 'reflex-sacrifice', 'at-next-end-step', 'at-end-of-combat']);

/** Delayed abilities at a step: `that` in their effects is the object they watch (parsed as an event's object). */
export const AT_STEP = new Set<string>(['at-next-end-step', 'at-end-of-combat']);

function step(run: Host, k: string, params: Record<string, MessageParam>, rules: string[]): void {
  run.steps.push({ key: `${DNS}.step.${k}`, params, cites: [], rules });
}

/** The ability is created as the effect resolves (603.7a); it says when it can never trigger. */
export function createDelayed(run: Host, source: Source, id: string, e: Effect): void {
  const pe = run.state.perms.get(id)!;
  const on = DELAYED_ON[e.kind as keyof typeof DELAYED_ON];
  const params = { source: source.label, target: pe.label };
  if (on === 'end-step' || on === 'end-of-combat') {
    // it watches the object where it is now (a card just exiled, a creature on the battlefield): 603.7c
    run.state.watching.push({ on, id, moves: pe.moves, effects: e.then ?? [], source });
    step(run, on === 'end-step' ? 'created-end-step' : 'created-end-of-combat', { ...params, effects: effectsLabel(run, e.then ?? [], pe.label) }, on === 'end-step' ? ['603.7a', '513.1a'] : ['603.7a', '511.2']);
    return;
  }
  if (pe.zone !== 'battlefield') {
    step(run, on === 'leaves' ? 'never-leaves' : 'never-untaps', params, ['603.7a', '400.7']);
    return;
  }
  run.state.watching.push({ on, id, moves: pe.moves, effects: e.then ?? [], source });
  step(run, on === 'leaves' ? 'created-leaves' : pe.tapped ? 'created-untaps' : 'created-untaps-later', params, ['603.7a']);
}

/** The delayed abilities an event makes trigger, taken off the list (they trigger only once, 603.7b). */
export function delayedFor(run: Host, ev: RuleEvent): Delayed[] {
  const at = ev.kind === 'step-begins' ? (ev.step === 'end' ? 'end-step' : ev.step === 'end-of-combat' ? 'end-of-combat' : undefined) : undefined;
  if (ev.kind !== 'leaves' && ev.kind !== 'becomes-untapped' && at === undefined) return [];
  const list = run.state.watching;
  const out: Delayed[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const d = list[i]!;
    if (at !== undefined) {
      // a step's delayed ability triggers whatever became of the object (603.7b, 603.7c)
      if (d.on === at) {
        out.unshift(d);
        list.splice(i, 1);
      }
      continue;
    }
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
  if (d.on === 'end-step' || d.on === 'end-of-combat') {
    // `that` is the object watched, named without targeting it; found only if it is still the same object where it was (603.7c)
    const effects = d.effects.map((e) => (e.targets.includes('that') ? Object.assign({}, e, { targets: e.targets.map((t) => (t === 'that' ? d.id : t)) }) : e));
    const stepRules = d.on === 'end-step' ? ['603.7a', '603.7b', '513.1a'] : ['603.7a', '603.7b', '511.2'];
    run.state.pending.push({ effects, source: d.source, rules: stepRules, untargeted: true, watched: { id: d.id, moves: d.moves }, label: dmsg(`label.${d.on}`, { source: d.source.label, target: pe.label }) });
    step(run, d.on === 'end-step' ? 'triggers-end-step' : 'triggers-end-of-combat', { source: d.source.label, target: pe.label }, stepRules);
    return;
  }
  run.state.pending.push({ effects: d.effects, source: d.source, rules, label: dmsg(`label.${d.on}`, { source: d.source.label, target: pe.label }) });
  step(run, d.on === 'leaves' ? 'triggers-leaves' : 'triggers-untaps', { source: d.source.label, target: pe.label }, rules);
}

/** What the delayed ability will do, for the step that says it was created: `that` is the object watched. */
function effectsLabel(run: Host, effects: readonly Effect[], target: MessageParam): MessageParam {
  return effectsMessage(effects, (id) => (id === 'that' ? target : run.state.name(id)));
}

/**
 * The end of a flicker (603.7c): a card in exile or a graveyard comes back as a new object (400.7), its owner
 * controlling it; a token has ceased to exist (111.7).
 */
export function returnToBattlefield(run: ZoneHost, source: Source, id: string): void {
  const pe = run.state.perms.get(id)!;
  run.steps.push({ key: `${DNS}.step.returns`, params: { source: source.label, target: pe.label, owner: pe.o.controller }, cites: [], rules: ['603.7c', '400.7', '110.2'] });
  run.enterBattlefield(pe, pe.o.controller, source);
}

/** The end of combat step begins (511.2) when a delayed ability waits for it: it triggers, and the stack empties. */
export function endOfCombat(run: Host & Loop): void {
  if (run.state.endOfCombat || !run.state.watching.some((d) => d.on === 'end-of-combat') || run.state.combat.step !== 'done') return;
  run.state.endOfCombat = true;
  step(run, 'end-of-combat', {}, ['511.1', '511.2']);
  run.emit({ kind: 'step-begins', step: 'end-of-combat', turnOf: turnOf(run) });
  run.drain();
}

/** The scenario stops: delayed abilities still waiting for a step it did not reach are said to wait (603.7a). */
export function stillWaiting(run: Host): void {
  for (const d of run.state.watching) {
    if (d.on !== 'end-step' && d.on !== 'end-of-combat') continue;
    step(run, 'still-waiting', { source: d.source.label, effects: effectsLabel(run, d.effects, run.state.name(d.id)) }, ['603.7a', d.on === 'end-step' ? '513.1a' : '511.2']);
  }
}

/** What a reflexive sacrifice asks of the kernel beyond the state. */
export interface ReflexHost extends Host {
  creaturesToSacrifice(player: string): string[];
  sacrifice(source: Source, id: string): void;
}

/**
 * "You may sacrifice another creature. When you do, …" (603.12): with no other creature nothing is sacrificed and
 * the reflexive ability doesn't trigger; otherwise the usual choice — to sacrifice, the smallest — is assumed and
 * shown, and the reflexive ability triggers, carrying the sacrificed creature's power as it last existed.
 */
export function reflexSacrifice(run: ReflexHost, source: Source, player: string, e: Effect): void {
  const others = run.creaturesToSacrifice(player).filter((id) => id !== source.perm);
  if (others.length === 0) {
    step(run, 'reflex-nothing', { source: source.label, player }, ['603.12', '608.2d']);
    return;
  }
  const names = others.map((id) => run.state.name(id));
  const id = others[0]!;
  run.choices.push({
    chooser: player,
    what: dmsg('choice.reflex-sacrifice', { player, source: source.label }),
    range: dmsg('range.reflex-sacrifice', { creatures: list('or', names) }),
    taken: dmsg('taken.reflex-sacrifice', { target: names[0]! }),
    assumed: true,
    cites: [],
    rules: ['603.5', '608.2d'],
  });
  const power = run.state.power(id);
  const label = run.state.name(id);
  run.sacrifice(source, id);
  run.state.pending.push({ effects: e.then ?? [], source, rules: ['603.12'], amount: power, label: dmsg('label.reflex', { source: source.label }) });
  step(run, 'reflex-triggers', { source: source.label, target: label, power }, ['603.12']);
}
