/**
 * Ascend (702.131) and the city's blessing: a designation a player keeps for the rest of the game once they have it
 * (702.131c). Ascend on a permanent is a static ability (702.131b): any time its controller controls ten or more
 * permanents and doesn't have the blessing yet, they get it — looked at as the kernel settles, like state-based actions.
 * "As long as you have the city's blessing" is a condition of static abilities (`(static blessing: …)`, layers.ts). A
 * scenario counts the permanents it writes; `blessing=yes` on a player says they already have it.
 */
import { messagesOf } from '../core/messages.ts';
import type { Host } from './state.ts';

export const ANS = 'engine-mtg-ascend';
const amsg = messagesOf(ANS);

/** Ten or more permanents of a player with an ascend permanent and no blessing: they get it now. */
export function checkAscend(run: Pick<Host, 'steps' | 'state'>): void {
  // asked at every settle: one pass, and nothing more unless a permanent has ascend
  let counts: Map<string, number> | undefined;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || run.state.ability(pe.o.id, 'ascends') === undefined) continue;
    const player = run.state.controller(pe.o.id);
    const p = run.state.players.get(player);
    if (!p || p.blessing) continue;
    counts ??= permanentsByController(run);
    const n = counts.get(player) ?? 0;
    if (n < 10) continue;
    p.blessing = true;
    run.state.changed();
    run.steps.push({ key: `${ANS}.step.blessing`, params: { player, source: pe.label, count: n }, cites: [], rules: ['702.131b', '702.131c'] });
  }
}

function permanentsByController(run: Pick<Host, 'state'>): Map<string, number> {
  const out = new Map<string, number>();
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield') continue;
    const c = run.state.controller(pe.o.id);
    out.set(c, (out.get(c) ?? 0) + 1);
  }
  return out;
}

/** The outcome's line for a player who got the blessing during the scenario. */
export function blessingOutcome(run: Pick<Host, 'state'>): Array<ReturnType<typeof amsg>> {
  const out: Array<ReturnType<typeof amsg>> = [];
  for (const p of run.state.players.values()) if (p.blessing && !p.blessingStart) out.push(amsg('outcome', { player: p.id }));
  return out;
}
