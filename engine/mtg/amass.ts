/**
 * Amass (701.44): "amass N" (older cards' wording, read as "amass Zombies N", 701.44d) — if its player controls no
 * Army creature, a 0/0 black Zombie Army creature token is created first; then they choose an Army creature they
 * control (a choice, shown when there are several) and put N +1/+1 counters on it; an Army that isn't a Zombie becomes
 * one as well. The token is created and given its counters in the same effect, so a 0/0 token lives when N ≥ 1 (704.3:
 * state-based actions are checked only after).
 */
import { list, messagesOf } from '../core/messages.ts';
import type { EffectHost, Source } from './effects.ts';
import type { Host } from './state.ts';

export const ANS = 'engine-mtg-amass';
const amsg = messagesOf(ANS);

export type AmassHost = Host & { readonly host: Pick<EffectHost, 'putCounters' | 'createToken'> };

/** The Army creatures `player` controls, in the scenario's order (a changeling is an Army too, 702.73a). */
function armies(run: AmassHost, player: string): string[] {
  const out: string[] = [];
  for (const pe of run.state.perms.values()) {
    const id = pe.o.id;
    if (pe.zone === 'battlefield' && run.state.isCreature(id) && run.state.controller(id) === player && run.state.ofSubtype(id, ['Army'])) out.push(id);
  }
  return out;
}

/** `player` amasses Zombies N (701.44a). */
export function amass(run: AmassHost, source: Source, player: string, n: number, subtype = 'Zombie'): void {
  const p = run.state.players.get(player);
  if (!p || p.lost) return;
  run.steps.push({ key: `${ANS}.step.amasses`, params: { player, count: n }, cites: [], rules: ['701.44a'] });
  let mine = armies(run, player);
  if (mine.length === 0) {
    run.steps.push({ key: `${ANS}.step.token`, params: { player }, cites: [], rules: ['701.44a'] });
    run.host.createToken(source, player, 0, 0, undefined, { colors: ['black'], keywords: [], subtypes: [subtype, 'Army'] });
    mine = armies(run, player);
  }
  const army = mine[0];
  if (army === undefined) return;
  if (mine.length > 1) {
    run.choices.push({
      chooser: player,
      what: amsg('choice', { player }),
      range: amsg('range', { armies: list('comma', mine.map((id) => run.state.name(id))) }),
      taken: amsg('taken', { army: run.state.name(army) }),
      assumed: true,
      cites: [],
      rules: ['701.44a'],
    });
  }
  if (n > 0) run.host.putCounters(source, army, { kind: 'put', amount: n, counter: '+1/+1', targets: [army] });
  const pe = run.state.perms.get(army)!;
  if (!run.state.ofSubtype(army, [subtype])) {
    // a copy for this run: the scenario's object is shared by every run of it
    pe.o = Object.assign({}, pe.o, { subtypes: [...(pe.o.subtypes ?? []), subtype] });
    run.steps.push({ key: `${ANS}.step.becomes`, params: { target: pe.label, subtype }, cites: [], rules: ['701.44a'] });
  }
}
