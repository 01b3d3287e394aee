/**
 * Prevention effects that prevent all damage of a kind this turn (615.1): to a permanent or player ("Prevent all damage
 * that would be dealt to target creature this turn"), or from a source ("Prevent all combat damage target creature
 * would deal this turn"), combat damage only or any; the life its controller gains for what such an effect prevented (615.5);
 * "Damage can't be prevented this turn" (615.12); and the static abilities of a permanent that prevent all damage, or
 * all combat damage, dealt to it (`prevents-damage`, `prevents-combat-damage`).
 *
 * Each effect a spell or ability creates is one record on the game state, made as it resolves and ended in the
 * cleanup step (514.2). The damage event consults them (damage.ts `dealFrom`) before the shields that count damage:
 * an effect that prevents all of it leaves nothing for another to modify, whichever order were chosen (616.1).
 */
import type { MessageParam } from '../core/types.ts';
import type { Source } from './effects.ts';
import type { DamageSource, GameState, Host, Recipient } from './state.ts';
import type { DamageHost } from './damage.ts';

export const PNS = 'engine-mtg-prevention';

/** One "prevent all … damage … this turn" effect: what it watches, and who gains the life it prevents, if anyone. */
export interface Prevention {
  /** Damage dealt to this permanent or player (as the object it was when the effect began, 400.7) … */
  to?: string;
  /** … or dealt by this permanent. */
  by?: string;
  /** The object's `moves` when the effect began: once it has changed zones, it is a new object the effect doesn't know. */
  moves?: number;
  /** Combat damage only (510.2). */
  combat?: true;
  /** The spell or ability that created it, and its controller. */
  from: MessageParam;
  controller: string;
  /** The source object of the spell or ability (the same resolving item), for "the damage prevented this way". */
  item: Source;
  /** That player gains as much life as this effect prevents (615.5). */
  gains?: string;
}

export type PreventHow = 'to' | 'to-combat' | 'by' | 'by-combat';

const step = (run: Host, k: string, params: Record<string, MessageParam | number>, rules: string[]) => void run.steps.push({ key: `${PNS}.step.${k}`, params, cites: [], rules });

/** A resolving spell or ability prevents all (combat) damage to, or by, `id` this turn (615.1, 615.3). */
export function preventAll(run: Host, source: Source, id: string, how: PreventHow): void {
  const pe = run.state.perms.get(id);
  const p: Prevention = { from: source.label, controller: source.controller, item: source };
  if (how === 'to' || how === 'to-combat') p.to = id;
  else p.by = id;
  if (how.endsWith('combat')) p.combat = true;
  if (pe) p.moves = pe.moves;
  run.state.preventions.push(p);
  step(run, `created-${how}`, { source: source.label, target: run.state.name(id) }, ['615.1', '615.3']);
}

/** "Damage can't be prevented this turn" (615.12): every prevention effect still applies, but prevents nothing. */
export function cantBePrevented(run: Host, source: Source): void {
  run.state.unpreventableTurn = source.label;
  step(run, 'cant-be-prevented', { source: source.label }, ['615.12']);
}

/** Life gained for the damage prevented by the prevention effects this same spell or ability created (615.5). */
export function gainPrevented(run: Host, source: Source, player: string): void {
  const mine = run.state.preventions.filter((p) => p.item === source);
  for (const p of mine) p.gains = player;
  step(run, mine.length > 0 ? 'gains-prevented' : 'gains-nothing', { source: source.label, player }, ['615.5']);
}

/** Damage from this source can't be prevented: its own ability (615.12) or an effect this turn. */
export function unpreventable(state: GameState, src: DamageSource | string | undefined): boolean {
  if (state.unpreventableTurn !== undefined) return true;
  const perm = typeof src === 'string' ? src : src?.perm;
  return perm !== undefined && state.ability(perm, 'unpreventable') !== undefined;
}

const sameObject = (state: GameState, id: string, moves: number | undefined) => moves === undefined || state.perms.get(id)?.moves === moves;

/**
 * Whether a prevention effect of this file prevents all of this damage; if so, says so, and the life "equal to the
 * damage prevented" is gained in the same damage event (615.5). Damage that can't be prevented meets the effects all the
 * same: they prevent none of it, and their life gain is of nothing (615.12).
 */
export function preventedAll(run: DamageHost, src: DamageSource, r: Recipient, to: string, amount: number, combat: boolean): boolean {
  const state = run.state;
  const target = r.kind === 'player' ? r.p.id : r.p.label;
  let found: Prevention | { static: string } | undefined;
  for (const p of state.preventions) {
    if (p.combat && !combat) continue;
    if (p.to !== undefined && (p.to !== to || !sameObject(state, to, p.moves))) continue;
    if (p.by !== undefined && (p.by !== src.perm || !sameObject(state, p.by, p.moves))) continue;
    found = p;
    break;
  }
  if (!found && r.kind === 'perm') {
    const kw = state.ability(r.p.o.id, 'preventsDamageTo');
    if (kw !== undefined && (kw === 'prevents-damage' || combat)) found = { static: kw };
  }
  if (!found) return false;
  if (unpreventable(state, src)) {
    step(run, 'not-prevented', { source: src.label, target, amount }, ['615.12']);
    return false;
  }
  if ('static' in found) {
    step(run, combat && found.static === 'prevents-combat-damage' ? 'prevented-static-combat' : 'prevented-static', { source: src.label, target, amount }, ['615.1']);
    return true;
  }
  const rules = found.to !== undefined ? ['615.1', '615.6'] : ['615.1', '615.2', '615.6'];
  step(run, found.to !== undefined ? 'prevented-to' : 'prevented-by', { source: src.label, target, amount, from: found.from }, rules);
  const p = found.gains !== undefined ? state.players.get(found.gains) : undefined;
  if (p && amount > 0) {
    const before = p.life;
    const gained = run.lifeGainAmount(p.id, amount, found.from);
    if (gained > 0) {
      p.life += gained;
      p.gained += gained;
      run.step('life-gain', { source: found.from, player: p.id, amount: gained, from: before, to: p.life }, [], ['615.5', '119.3']);
      run.emit({ kind: 'life-gained', player: p.id, amount: gained });
    }
  }
  return true;
}

/** Cleanup (514.2): this turn's prevention effects end. */
export function endPreventions(state: GameState): void {
  state.preventions.length = 0;
  state.unpreventableTurn = undefined;
}
