/**
 * Monstrosity (701.31): "Monstrosity N" — if the permanent isn't monstrous, N +1/+1 counters go on it and it becomes
 * monstrous (701.31a), a designation it keeps until it leaves the battlefield (701.31b). Becoming monstrous is an
 * event ("When this creature becomes monstrous, …", trigger word `becomes-monstrous`); a permanent already monstrous
 * gets nothing, and nothing triggers.
 */
import type { EffectHost, Source } from './effects.ts';
import type { Host, Loop } from './state.ts';

export const MNS = 'engine-mtg-monstrosity';

export type MonstrosityHost = Host & Pick<Loop, 'emit'> & { readonly host: Pick<EffectHost, 'putCounters'> };

export function monstrosity(run: MonstrosityHost, source: Source, id: string, n: number): void {
  const pe = run.state.perms.get(id);
  if (!pe || pe.zone !== 'battlefield') return;
  if (run.state.isMonstrous(id)) {
    run.steps.push({ key: `${MNS}.step.already`, params: { target: pe.label }, cites: [], rules: ['701.31a', '701.31b'] });
    return;
  }
  run.host.putCounters(source, id, { kind: 'put', amount: n, counter: '+1/+1', targets: [id] });
  pe.monstrousAt = pe.moves;
  run.state.changed();
  run.steps.push({ key: `${MNS}.step.becomes`, params: { target: pe.label }, cites: [], rules: ['701.31a', '701.31b'] });
  run.emit({ kind: 'becomes-monstrous', id });
}

/** Adapt N (701.43a): N +1/+1 counters on the permanent, only if it has none. */
export function adapt(run: MonstrosityHost, source: Source, id: string, n: number): void {
  const pe = run.state.perms.get(id);
  if (!pe || pe.zone !== 'battlefield') return;
  if (pe.counters['+1/+1'] > 0) {
    run.steps.push({ key: `${MNS}.step.adapt-has-counters`, params: { target: pe.label, count: pe.counters['+1/+1'] }, cites: [], rules: ['701.43a'] });
    return;
  }
  run.host.putCounters(source, id, { kind: 'put', amount: n, counter: '+1/+1', targets: [id] });
}
