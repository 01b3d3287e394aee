/**
 * Exert (701.39): the printed offer to exert a creature while it is declared as an attacker is an optional cost of
 * attacking (701.39d, 508.1g), paid as attackers are declared. An exerted permanent doesn't untap during its controller's next untap step (701.39a) —
 * after the scenario's turn, so the trace says so — and its linked "When you do, …" ability triggers (607.2h; the
 * trigger word `exerted`). The choice is its controller's, shown: exert it (what its linked ability is printed for),
 * unless `no-exert` is written on it.
 */
import { messagesOf } from '../core/messages.ts';
import type { DeclareHost } from './combat-declare.ts';

export const XNS = 'engine-mtg-exert';
const xmsg = messagesOf(XNS);

/** Each attacker that may be exerted as it attacks, in the order declared: exerted unless the scenario says not. */
export function payExert(run: DeclareHost): void {
  for (const a of run.state.combat.attackOrder) {
    if (run.state.ability(a, 'exerts') === undefined) continue;
    const pe = run.state.perms.get(a)!;
    const player = run.state.controller(a);
    const declined = run.state.ability(a, 'declinesExert') !== undefined;
    run.choices.push({ chooser: player, what: xmsg('choice', { player, attacker: pe.label }), range: xmsg('range'), taken: xmsg(declined ? 'taken.no' : 'taken.yes'), assumed: !declined, cites: [], rules: ['701.39d', '508.1g'] });
    if (declined) continue;
    run.steps.push({ key: `${XNS}.step.exerts`, params: { player, attacker: pe.label }, cites: [], rules: ['701.39a', '701.39d', '508.1g'] });
    run.emit({ kind: 'exerted', id: a });
  }
}
