/**
 * Summons (§instant-normal-summon, §sentinel-summon): a normal summon at normal timing in its own turn with a summon
 * right, 【直衛召喚】 in the opponent's turn, and summons that use several rights.
 */
import { CITE, R } from './cites.ts';
import type { GrAction } from './scenario.ts';
import { msg } from './messages.ts';
import type { GrHost } from './state.ts';

/** What summon rules ask of the kernel (resolve.ts). */
export type SummonHost = Pick<GrHost, 'assume' | 'name' | 'notes' | 'ruler' | 'rulings' | 'step' | 'turn' | 'units' | 'violate' | 'warn'>;

/** A normal summon: at normal timing in its own turn with a summon right; 【直衛召喚】 or "instant" otherwise. */
export function summon(run: SummonHost, a: Extract<GrAction, { kind: 'summon' }>): void {
  const u = run.units.get(a.unit);
  if (!u) {
    run.violate('not-a-unit', { object: run.name(a.unit), what: msg('what-action.summon') }, [R.instantSummon], [], false);
    return;
  }
  if (u.zone !== 'hand') {
    run.warn('summon-not-in-hand', { unit: u.label }, [R.instantSummon]);
    return;
  }
  const r = run.ruler(a.player);
  const turn = run.turn;
  if (turn === undefined) run.assume(a.how === 'sentinel' ? 'turn-assumed-opponent' : 'turn-assumed-own', { player: a.player }, [a.how === 'sentinel' ? R.sentinel : R.instantSummon]);
  const own = turn === undefined ? a.how !== 'sentinel' : turn === a.player;
  const cites = a.how === 'sentinel' ? [CITE.sentinel] : [CITE.instantSummon];
  const rules = a.how === 'sentinel' ? [R.sentinel] : [R.instantSummon];
  if (a.how === 'sentinel' && own) {
    run.violate('sentinel-own-turn', { unit: u.label, player: a.player }, rules, cites, false);
    return;
  }
  if (!own && a.how === undefined) {
    run.violate('summon-opponent-turn', { unit: u.label, player: a.player, turn: turn ?? '?' }, [R.instantSummon, R.sentinel], [CITE.instantSummon, CITE.sentinel], false);
    return;
  }
  const needed = a.rights ?? 1;
  if (own) {
    const card = needed > 1 ? run.rulings('summon-rights', a.label, u.o.id) : { cites: [], rules: [] };
    const rc = [...cites, ...card.cites];
    const rr = [...rules, ...card.rules];
    if (r.rights < needed) {
      run.violate('no-summon-right', { unit: u.label, player: a.player, needed, left: r.rights }, rr, rc, false);
        return;
    }
    r.rights -= needed;
    run.step('summoned-right', { unit: u.label, player: a.player, used: needed, left: r.rights, how: msg(`how.${a.how ?? 'normal'}`) }, rc, rr);
  } else {
    run.step('summoned-opponent-turn', { unit: u.label, player: a.player, turn: turn ?? msg('the-opponent'), how: msg(`how.${a.how!}`) }, cites, rules);
  }
  u.zone = 'battlefield';
  run.notes.push(msg('outcome.summoned', { unit: u.label }));
}
