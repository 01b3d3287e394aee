/**
 * Playing a land (`play l`, 305.1): a special action (116.2a), not a spell — it never uses the stack, so nothing can
 * respond to it. Its owner plays it from their hand in a main phase of their own turn while the stack is empty, and
 * normally once a turn (305.2). The land enters the battlefield at once: its replacement effects on entering apply
 * (614.1c), and "whenever a land enters under your control" (landfall) abilities trigger (603.6a).
 */
import type { MessageParams } from '../core/types.ts';
import type { MtgAction } from './scenario.ts';
import type { Host, Loop, Perm } from './state.ts';
import { cantEnter } from './copies.ts';
import { stackLabel } from './messages.ts';
import { objectTypes } from './targeting.ts';
import { activePlayer, momentsOf } from './timing.ts';

export const LANDS_NS = 'engine-mtg-lands';

export type LandHost = Host & Pick<Loop, 'emit' | 'settle'> & { entering(pe: Perm): void };

type PlayAction = Extract<MtgAction, { kind: 'play' }>;

/** `play l`: the land's owner plays it, or a fatal violation says why they can't now. */
export function playLand(run: LandHost, a: PlayAction): void {
  const pe = run.state.perms.get(a.land);
  if (!pe) return;
  const player = pe.o.controller;
  const params: MessageParams = { player, land: pe.label };
  const refuse = (k: string, more: MessageParams, rules: string[]): void => void run.violations.push({ key: `${LANDS_NS}.violation.${k}`, params: { ...params, ...more }, rules, cites: [], fatal: true });
  if (!objectTypes(pe.o).includes('land')) return refuse('not-a-land', {}, ['305.1']);
  if (pe.zone !== 'hand') return refuse('not-in-hand', { where: { key: `engine-mtg.zone-of.${pe.zone}`, params: { object: pe.label } } }, ['305.1']);
  // Two-Headed Giant: the turn is the team's (805.4a)
  const active = activePlayer(run.s);
  // nobody attacks: the first player listed is taken as the active player, said as for a spell cast at sorcery speed
  const assumed = 'engine-mtg.casting.assumption.active-first-player';
  if (active !== undefined && !run.s.actions.some((x) => x.kind === 'attack') && !run.assumptions.some((n) => n.key === assumed)) run.assumptions.push({ key: assumed, params: { player: active }, rules: ['102.1'], cites: [] });
  const team = active !== undefined ? run.state.teams?.of(active)?.members : undefined;
  if (team ? !team.includes(player) : player !== active) return refuse('not-your-turn', { active: active ?? '—' }, ['305.1', '116.2a']);
  const moment = momentsOf(run.s.actions).get(a) ?? 'main';
  if (moment !== 'main') return refuse('not-main-phase', { moment: { key: `engine-mtg.casting.moment.${moment}` } }, ['305.1', '116.2a']);
  const top = run.state.stack[run.state.stack.length - 1];
  if (top) return refuse('stack-not-empty', { top: stackLabel(top) }, ['305.1', '116.2a']);
  if (run.state.landsPlayed.has(player)) return refuse('second-land', {}, ['305.2']);
  run.state.landsPlayed.add(player);
  const bar = cantEnter(run, pe);
  if (bar) {
    // 101.2: a land that can't enter the battlefield stays where it was
    run.steps.push({ key: `${LANDS_NS}.step.cant-enter`, params: { ...params, source: bar.label }, cites: [], rules: ['305.1', '101.2'] });
    return;
  }
  run.state.move(pe, 'battlefield');
  delete pe.leftBecause;
  pe.sick = true;
  pe.damage = 0;
  run.steps.push({ key: `${LANDS_NS}.step.plays`, params, cites: [], rules: ['305.1', '116.2a'] });
  run.entering(pe);
  run.emit({ kind: 'enters', id: pe.o.id });
  run.settle();
}
