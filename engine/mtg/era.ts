/**
 * The historical rulesets beside today's rules (the kernel calls in here at a few points: resolve.ts, damage.ts,
 * combat-damage.ts):
 *
 * - `ruleset 1998` — the damage prevention step of the Urza's Saga rulings (seed 003, rule change 5): damage is
 *   "dealt" when it happens and the step opens; players may still play prevention and regeneration effects, which act
 *   on the damage just dealt; at the end of the step the damage is "successfully dealt": what triggers on it
 *   triggers, lethal damage destroys and a player at 0 life loses. Today prevention must be in place beforehand
 *   (615.4) and state-based actions see the damage at once (704.3).
 * - `ruleset 2009` — Sixth Edition (1999) to Magic 2010: combat damage, once assigned, goes on the stack as one
 *   object; players may respond (sacrifice a blocker, pump a creature) and the amounts assigned don't change; a
 *   source that has left the battlefield still deals its damage. Today combat damage doesn't use the stack (510.2).
 */
import type { Message, MessageParam, MessageParams } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import { CITE } from './cites.ts';
import type { Effect } from './scenario.ts';
import { damageResult } from './keywords.ts';
import type { Keyword } from './vocabulary.ts';
import { combatPoison, damageEvent } from './damage.ts';
import type { DamageSource, Host, Loop, Recipient, Shield } from './state.ts';
import type { DamageHost } from './damage.ts';

/** What the historical rulesets ask of the kernel: dealing damage, and its loop. */
export interface EraHost extends DamageHost, Loop {
  deal(source: string, to: string, amount: number, simultaneous: boolean): void;
}

const msg = messagesOf('engine-mtg');

/** A step of the trace whose message is in the `era` group of engine-mtg.yaml. */
function say(run: Host, key: string, params: MessageParams, cites: string[], rules: string[], heading = false): void {
  run.steps.push({ key, params, cites, rules, ...(heading ? { heading: true } : {}) });
}

// ---------------------------------------------------------------------------------------------------------------
// 1998: the damage prevention step

/** Damage dealt since the damage prevention step opened, and what prevention has taken back of it since. */
interface Dealt {
  src: DamageSource;
  to: string;
  label: MessageParam;
  amount: number;
  prevented: number;
  combat: boolean;
  /** What the damage did that prevention can undo: marked damage, lost life, or something else (counters). */
  as: 'damage' | 'life' | 'other';
  /** Dealt by a source with deathtouch: it destroys only if some of it is left at the end of the step (702.2b). */
  deathtouch: boolean;
}

export class PreventionStep {
  readonly dealt: Dealt[] = [];
}

/** Only prevention and regeneration could be played during the damage prevention step. */
export function preventionOnly(effects: readonly Effect[]): boolean {
  return effects.length > 0 && effects.every((e) => e.kind === 'prevent' || e.kind === 'regenerate');
}

/**
 * 1998: damage has just been dealt (the recipient's damage, life or counters already changed). It joins the damage
 * prevention step, which opens now if it is not open; its triggers and lifelink wait for the end of the step.
 */
export function recordDealt(run: Host, src: DamageSource, r: Recipient, amount: number, combat: boolean): true {
  if (!run.state.window) {
    run.state.window = new PreventionStep();
    say(run, 'engine-mtg.era.prevention-step', {}, [CITE.usgPreventionStep, CITE.shield], ['615.4'], true);
  }
  const has = (k: Keyword) => src.perm !== undefined && run.state.has(src.perm, k);
  let as: Dealt['as'] = 'other';
  if (r.kind === 'player') as = damageResult(has, 'player').as ? 'other' : 'life';
  else if (run.state.isCreature(r.p.o.id) && r.p.o.type !== 'battle' && !damageResult(has, 'creature').as) as = 'damage';
  const to = r.kind === 'player' ? r.p.id : r.p.o.id;
  const deathtouch = src.perm !== undefined && run.state.ability(src.perm, 'destroysOnDamage') !== undefined;
  run.state.window.dealt.push({ src, to, label: r.kind === 'player' ? r.p.id : r.p.label, amount, prevented: 0, combat, as, deathtouch });
  return true;
}

/**
 * 1998: a prevention shield created during the damage prevention step takes back damage already dealt to its
 * recipient in this step (from its source only, when it names one): the damage comes off, or the life comes back.
 */
export function preventAfter(run: Host, to: string, shield: Shield): void {
  const w = run.state.window;
  if (!w) return;
  for (const d of w.dealt) {
    if (shield.left <= 0) return;
    if (d.to !== to || d.as === 'other' || (shield.onlyFrom !== undefined && shield.onlyFrom !== d.src.perm)) continue;
    const p = Math.min(shield.left, d.amount - d.prevented);
    if (p <= 0) continue;
    shield.left -= p;
    d.prevented += p;
    const r = run.state.recipient(to)!;
    if (r.kind === 'player') r.p.life += p;
    else r.p.damage = Math.max(0, r.p.damage - p);
    const now = r.kind === 'player' ? r.p.life : r.p.damage;
    say(run, `engine-mtg.era.${r.kind === 'player' ? 'prevented-after-player' : 'prevented-after'}`, { shield: shield.from, target: d.label, source: d.src.label, amount: p, now }, [CITE.usgPreventionStep], ['615.4']);
  }
}

/**
 * 1998: the end of the damage prevention step. What was not prevented is "successfully dealt": its triggers and
 * lifelink happen now, and then the state-based checks the step held back (lethal damage, a player at 0 life).
 */
export function endPreventionStep(run: EraHost): void {
  const w = run.state.window;
  if (!w) return;
  run.state.window = undefined;
  say(run, 'engine-mtg.era.prevention-step-ends', {}, [CITE.usgPreventionStep], ['704.3', '603.2']);
  damageEvent(run, () => {
    for (const d of w.dealt) {
      const n = d.amount - d.prevented;
      if (n <= 0) {
        say(run, 'engine-mtg.era.all-prevented', { source: d.src.label, target: d.label }, [CITE.usgPreventionStep], ['615.6']);
        continue;
      }
      successfullyDealt(run, d, n);
    }
  });
  // deathtouch damage that was all taken back in the step was never successfully dealt: it destroys nothing
  const touched = new Set(w.dealt.filter((d) => d.deathtouch && d.amount > d.prevented).map((d) => d.to));
  for (const d of w.dealt) {
    const pe = run.state.perms.get(d.to);
    if (d.deathtouch && pe && !touched.has(d.to)) pe.deathtouched = false;
  }
  run.settle();
}

/** Damage dealt for good joins the damage event of the end of the step: its triggers and lifelink (damage.ts), toxic's poison. */
function successfullyDealt(run: EraHost, d: Dealt, amount: number): void {
  const player = run.state.players.get(d.to);
  if (player && d.combat && d.src.perm) combatPoison(run, d.src.perm, player, d.src.label);
  run.state.damaging!.push({ src: d.src, to: d.to, amount, combat: d.combat, player: player !== undefined, ...(d.as === 'life' ? { life: true as const } : {}) });
}

/** 1998: a spell or ability other than prevention or regeneration can't be played in the step: it comes after it. */
export function leavePreventionStep(run: EraHost, source: MessageParam): void {
  say(run, 'engine-mtg.era.after-prevention-step', { source }, [CITE.usgPreventionStep], ['615.4']);
  run.drain();
}

// ---------------------------------------------------------------------------------------------------------------
// 2009: combat damage on the stack

export interface StackedDamage {
  source: string;
  to: string;
  amount: number;
}

/** The label of the combat damage on the stack. */
export const stackedLabel = (): Message => msg('era.combat-damage-item');

/** 1999–2009: the combat damage just assigned goes on the stack; players may respond before it resolves. */
export function putDamageOnStack(run: Host, events: StackedDamage[]): void {
  run.state.stack.push({ kind: 'ability', source: { label: stackedLabel(), controller: run.state.active ?? '' }, effects: [], combatDamage: events });
  say(run, 'engine-mtg.era.damage-on-stack', {}, [CITE.damageAssignment], ['510.2']);
}

/** The combat damage on the stack resolves: each source deals what it was assigned, even if it has left the battlefield. */
export function dealStackedDamage(run: EraHost, events: StackedDamage[]): void {
  say(run, 'engine-mtg.era.stacked-damage-resolves', {}, [CITE.damageAssignment], ['510.2']);
  const count = new Map<string, number>();
  for (const e of events) count.set(e.to, (count.get(e.to) ?? 0) + 1);
  damageEvent(run, () => {
    for (const e of events) {
      const to = run.state.recipient(e.to);
      const gone = to === undefined || (to.kind === 'perm' ? to.p.zone !== 'battlefield' : to.p.lost);
      if (gone) {
        say(run, 'engine-mtg.era.stacked-recipient-gone', { source: run.state.name(e.source), target: run.state.name(e.to), amount: e.amount }, [CITE.damageAssignment], ['510.2']);
        continue;
      }
      if (!run.state.alive(e.source)) say(run, 'engine-mtg.era.stacked-source-gone', { source: run.state.name(e.source), amount: e.amount }, [CITE.damageAssignment], ['510.2', '113.7a']);
      run.deal(e.source, e.to, e.amount, (count.get(e.to) ?? 0) > 1);
    }
  });
}
