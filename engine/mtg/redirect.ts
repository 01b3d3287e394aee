/**
 * Damage redirection (614.9): "up to N damage headed for X this turn goes to Y instead"
 * (`redirect 3 x>y`) and "damage that would be dealt to you is dealt to … instead" (`redirect:y` on a player, a
 * permanent, or an effect object protecting its controller, as Pariah). A redirection is a replacement effect: it
 * takes its turn among the prevention and doubling effects in the order the affected player chooses (616.1), gets one
 * chance at each damage event (614.5), and the damage it moves meets the new recipient's protection and shields.
 */
import type { MessageParam } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import type { DamageSource, Host } from './state.ts';
import { CITE } from './cites.ts';


const msg = messagesOf('engine-mtg');

export interface Redirection {
  /** The player or permanent whose damage is redirected. */
  from: string;
  /** Where the damage goes instead. */
  to: string;
  /** Damage left to redirect: a number for "the next N damage", Infinity for a static effect. */
  left: number;
  /** The effect, as the trace names it. */
  source: MessageParam;
  /** Its controller. */
  by: string;
  /** The object the static effect is on: when it leaves the battlefield, the effect ends. */
  holder?: string;
  /** Created by a spell or ability this turn: ends in the cleanup step (514.2). */
  thisTurn?: true;
}

/** Damage moved to a new recipient, with the effects already applied to it (614.5). */
export interface RedirectedPart {
  to: string;
  amount: number;
  used: Set<unknown>;
}

export class Redirections {
  readonly list: Redirection[] = [];

  /** The static redirections written on players (`redirect:y`) and objects (on an effect object: its controller's). */
  setup(run: Host): void {
    for (const p of run.s.players) {
      if (p.redirect !== undefined) this.list.push({ from: p.id, to: p.redirect, left: Infinity, source: msg('era.redirect-on-player', { player: p.id }), by: p.id });
    }
    for (const o of run.s.objects) {
      if (o.redirect === undefined) continue;
      const from = o.type === 'other' ? o.controller : o.id;
      this.list.push({ from, to: o.redirect, left: Infinity, source: run.state.name(o.id), by: o.controller, holder: o.id });
    }
  }

  /** Redirections that could apply to damage that would be dealt to `to` (614.5: each once per event). */
  applicable(run: Host, to: string, used: ReadonlySet<unknown>): Redirection[] {
    return this.list.filter((r) => r.from === to && r.left > 0 && !used.has(r) && (r.holder === undefined || run.state.alive(r.holder)));
  }

  /** Cleanup (514.2): this turn's redirections end. */
  endOfTurn(): void {
    for (let i = this.list.length - 1; i >= 0; i--) if (this.list[i]!.thisTurn) this.list.splice(i, 1);
  }
}

/** 614.9: the new recipient must still be a battle, creature or planeswalker on the battlefield, or a player in the game. */
function canReceive(run: Host, id: string): boolean {
  const p = run.state.players.get(id);
  if (p) return !p.lost;
  const pe = run.state.perms.get(id);
  return pe !== undefined && pe.zone === 'battlefield' && (run.state.isCreature(id) || pe.o.type === 'planeswalker' || pe.o.type === 'battle');
}

/**
 * Applies one redirection to `amount` damage that would be dealt to `target`: returns how much of it moves (pushed on
 * `moved`, to be dealt to the new recipient, with the effects already applied to it), or 0 when it can't (614.9).
 */
export function redirectDamage(run: Host, src: DamageSource, r: Redirection, targetLabel: MessageParam, amount: number, applied: Set<unknown>, moved: RedirectedPart[]): number {
  if (!canReceive(run, r.to)) {
    run.steps.push({ key: 'engine-mtg.era.redirect-fails', params: { effect: r.source, target: targetLabel, to: run.state.name(r.to) }, cites: [CITE.redirection], rules: ['614.9'] });
    return 0;
  }
  const n = Math.min(amount, r.left);
  r.left -= n;
  moved.push({ to: r.to, amount: n, used: new Set([...applied, r]) });
  run.steps.push({
    key: 'engine-mtg.era.redirected',
    params: { source: src.label, target: targetLabel, to: run.state.name(r.to), amount: n, effect: r.source },
    cites: [CITE.redirection],
    rules: ['614.9', '614.1'],
  });
  return n;
}

/** `redirect N x>y` resolves: a redirection of the next N damage to x this turn (614.9). */
export function createRedirection(run: Host, source: { label: MessageParam; controller: string }, from: string, to: string, amount: number): void {
  run.state.redirects.list.push({ from, to, left: amount, source: source.label, by: source.controller, thisTurn: true });
  run.steps.push({ key: 'engine-mtg.era.redirect-created', params: { source: source.label, target: run.state.name(from), to: run.state.name(to), amount }, cites: [CITE.redirection], rules: ['614.9'] });
}
