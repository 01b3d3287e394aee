/**
 * Keyword abilities whose effect is decided as they resolve: fabricate (counters or tokens) and rampage (the blockers
 * counted then).
 *
 * Fabricate N (702.123a): as its enters ability resolves, its controller chooses N +1/+1 counters on it, or else
 * N 1/1 colourless Servo artifact creature tokens. The reply shows the choice, assumed to be the
 * counters while the permanent is still on the battlefield; once it has left, counters can't be put on it, so the
 * tokens are created.
 */
import { messagesOf } from '../core/messages.ts';
import type { EffectHost, Source } from './effects.ts';
import type { Host } from './state.ts';

export const FNS = 'engine-mtg-fabricate';
const fmsg = messagesOf(FNS);

export type FabricateHost = Host & { readonly host: Pick<EffectHost, 'putCounters' | 'createToken'> };

export function fabricate(run: FabricateHost, source: Source, id: string, n: number): void {
  const pe = run.state.perms.get(id);
  if (!pe || n <= 0) return;
  const player = source.controller;
  if (pe.zone === 'battlefield') {
    run.choices.push({
      chooser: player,
      what: fmsg('choice', { player, target: pe.label, count: n }),
      range: fmsg('range', { count: n }),
      taken: fmsg('taken', { count: n }),
      assumed: true,
      cites: [],
      rules: ['702.123a', '608.2d'],
    });
    run.host.putCounters(source, id, { kind: 'put', amount: n, counter: '+1/+1', targets: [id] });
    return;
  }
  run.steps.push({ key: `${FNS}.step.tokens`, params: { player, target: pe.label, count: n }, cites: [], rules: ['702.123a'] });
  for (let i = 0; i < n; i++) run.host.createToken(source, player, 1, 1, undefined, { colors: [], keywords: ['artifact'] });
}

/**
 * Rampage N (702.23a–b): +N/+N until end of turn per blocker after the first, counted once, as the
 * ability resolves — blockers removed from combat before then don't count.
 */
export function rampage(run: Host & { readonly host: Pick<EffectHost, 'affect'> }, source: Source, id: string, n: number): void {
  const blocking = (run.state.combat.blockersOf.get(id) ?? []).filter((b) => run.state.alive(b) && run.state.perms.get(b)!.inCombat).length;
  const extra = Math.max(0, blocking - 1);
  run.steps.push({ key: `${FNS}.step.rampage`, params: { target: run.state.name(id), count: blocking, bonus: n * extra }, cites: [], rules: ['702.23a', '702.23b'] });
  if (extra > 0 && run.state.alive(id)) run.host.affect(source, id, { kind: 'pump', power: n * extra, toughness: n * extra, targets: [id] });
}

/** Renown N (702.112a): if it isn't renowned as the ability resolves (603.4), N +1/+1 counters, and it becomes renowned (702.112b). */
export function renown(run: Host & { readonly host: Pick<EffectHost, 'putCounters'> }, source: Source, id: string, n: number): void {
  const pe = run.state.perms.get(id);
  if (!pe || pe.zone !== 'battlefield') return;
  if (run.state.isRenowned(id)) {
    run.steps.push({ key: `${FNS}.step.already-renowned`, params: { target: pe.label }, cites: [], rules: ['702.112c', '603.4'] });
    return;
  }
  run.host.putCounters(source, id, { kind: 'put', amount: n, counter: '+1/+1', targets: [id] });
  pe.renownedAt = pe.moves;
  run.steps.push({ key: `${FNS}.step.renowned`, params: { target: pe.label }, cites: [], rules: ['702.112a', '702.112b'] });
}
