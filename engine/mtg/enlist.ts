/**
 * Enlist (702.154): as a creature with enlist attacks, its controller may tap an untapped creature of theirs that
 * didn't attack and may act this turn (haste, or theirs since the turn began) — an optional cost to attack (508.1g),
 * paid as attackers are declared. When they do, a linked trigger gives the attacker +X/+0 until end of turn, X the
 * tapped creature's power (the keyword's trigger, keywords.ts). The scenario doesn't say whether to enlist, so the
 * choice is shown: the creature with the greatest power, when one has any — enlisting it costs nothing the turn shows.
 */
import { messagesOf } from '../core/messages.ts';
import type { DeclareHost } from './combat-declare.ts';

export const ENS = 'engine-mtg-enlist';
const emsg = messagesOf(ENS);

/** Each attacker with enlist, in the order declared, enlists the strongest creature its controller may tap (or none). */
export function payEnlist(run: DeclareHost): void {
  const taken = new Set<string>();
  for (const a of run.state.combat.attackOrder) {
    if (run.state.ability(a, 'enlists') === undefined) continue;
    const attacker = run.state.perms.get(a)!;
    const player = run.state.controller(a);
    let best: string | undefined;
    for (const pe of run.state.perms.values()) {
      const id = pe.o.id;
      if (pe.zone !== 'battlefield' || pe.tapped || taken.has(id) || run.state.combat.target.has(id) || !run.state.isCreature(id)) continue;
      if (run.state.controller(id) !== player || ((pe.sick || run.state.controlChanged(id)) && !run.state.ability(id, 'attacksWhileSick'))) continue;
      if (run.state.power(id) > 0 && (best === undefined || run.state.power(id) > run.state.power(best))) best = id;
    }
    const rules = ['702.154a', '508.1g'];
    const what = emsg('choice.enlist', { player, attacker: attacker.label });
    if (!best) {
      run.choices.push({ chooser: player, what, range: emsg('range'), taken: emsg('taken.none'), assumed: true, cites: [], rules });
      continue;
    }
    const pe = run.state.perms.get(best)!;
    taken.add(best);
    pe.tapped = true;
    attacker.enlisted = best;
    run.choices.push({ chooser: player, what, range: emsg('range'), taken: emsg('taken.strongest', { creature: pe.label }), assumed: true, cites: [], rules });
    run.steps.push({ key: `${ENS}.step.enlists`, params: { attacker: attacker.label, creature: pe.label, power: run.state.power(best) }, cites: [], rules: ['702.154a', '702.154c', '508.1h'] });
    run.emit({ kind: 'becomes-tapped', id: best });
  }
}
