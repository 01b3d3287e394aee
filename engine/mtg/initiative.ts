/**
 * The initiative (723): a designation one player at most has (723.3), taken by an effect ("you take the initiative",
 * `take-initiative you`) or written as the scenario starts (`A initiative=yes`). Of its three inherent triggered
 * abilities (723.2), the engine models who holds it — combat damage to the holder hands it to the attacking creatures'
 * controller — but not the venture into Undercity that each of them makes (701.46): dungeons are nontraditional cards
 * (309) a scenario has no way to write, so the trace says that venture happens and that its room is not applied.
 */
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { RuleEvent } from './events.ts';
import type { Host } from './state.ts';

export const INS = 'engine-mtg-initiative';
const imsg = messagesOf(INS);

/** `player` takes the initiative (723.1, 723.3), then ventures into Undercity (723.2, not modelled: said). Returns 1. */
export function takeInitiative(run: Pick<Host, 'steps' | 'state'>, source: Source, player: string): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  const before = run.state.initiative;
  run.state.initiative = player;
  const k = before === player ? 'again' : before === undefined ? 'takes' : 'takes-from';
  run.steps.push({ key: `${INS}.step.${k}`, params: { source: source.label, player, ...(before !== undefined ? { before } : {}) }, cites: [], rules: before === player ? ['723.5'] : ['723.1', '723.3'] });
  run.steps.push({ key: `${INS}.step.venture`, params: { player }, cites: [], rules: ['723.2', '701.46a', '309.1'] });
  return 1;
}

/** Combat damage to the player with the initiative: the damaging creatures' controller takes it (723.2) — once per damage step. */
export function initiativeTriggers(run: Pick<Host, 'steps' | 'state'>, ev: RuleEvent): void {
  const holder = run.state.initiative;
  if (holder === undefined || ev.kind !== 'deals-damage' || !ev.combat || !ev.toPlayer || ev.to !== holder || !run.state.isCreature(ev.source)) return;
  const taker = run.state.controller(ev.source);
  // "one or more creatures": a single trigger however many of that player's creatures dealt damage at once
  if (taker === holder || run.state.pending.some((t) => t.effects[0]?.kind === 'take-initiative' && t.effects[0].targets[0] === taker)) return;
  const label = imsg('source', { player: holder });
  run.state.pending.push({ source: { label, controller: holder }, effects: [{ kind: 'take-initiative', targets: [taker] }], untargeted: true, rules: ['723.2'], label });
  run.steps.push({ key: `${INS}.step.damage-triggers`, params: { player: holder, taker }, cites: [], rules: ['723.2', '510.2'] });
}

/** The outcome's line when the player with the initiative at the end is not the one the scenario started with. */
export function initiativeOutcome(run: Pick<Host, 'state' | 's'>): ReturnType<typeof imsg> | undefined {
  const start = run.s.players.find((p) => p.initiative)?.id;
  const now = run.state.initiative;
  return now !== undefined && now !== start ? imsg('outcome', { player: now }) : undefined;
}
