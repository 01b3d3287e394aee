/**
 * Provoke (702.39a): as its creature attacks, its controller may have a target creature its defending player controls
 * untap and block it this combat if able. The untap happens as the ability resolves; the block is a requirement
 * (509.1c) checked with the others once blockers are declared: the provoked creature, able to block the provoker,
 * blocks it — unless it blocks another attacker with a requirement of its own, which obeys as many (509.1c).
 */
import type { MessageParams } from '../core/types.ts';
import type { EffectHost, Source } from './effects.ts';
import type { Host } from './state.ts';

export const PVNS = 'engine-mtg-provoke';
export type ProvokeHost = Host & { readonly host: Pick<EffectHost, 'setTapped'> };

/** `source`'s creature provokes `id`: it untaps, and must block that creature this combat if able. */
export function provoke(run: ProvokeHost, source: Source, id: string): void {
  const pe = run.state.perms.get(id);
  const attacker = source.perm;
  if (!pe || pe.zone !== 'battlefield' || attacker === undefined) return;
  if (pe.tapped) run.host.setTapped(source, id, false);
  run.state.combat.provoked.set(id, attacker);
  run.steps.push({ key: `${PVNS}.step.provoked`, params: { blocker: pe.label, attacker: run.state.name(attacker) }, cites: [], rules: ['702.39a', '509.1c'] });
}

/** Each provoked creature that could have blocked its provoker and blocks neither it nor another required attacker: a violation (509.1c). */
export function provokedViolations(run: Host, couldBlock: (b: string, a: string) => boolean, required: (a: string) => boolean): Array<{ key: string; params: MessageParams; rules: string[] }> {
  const out: Array<{ key: string; params: MessageParams; rules: string[] }> = [];
  for (const [b, a] of run.state.combat.provoked) {
    if (!run.state.combat.target.has(a) || !run.state.alive(a)) continue;
    const blocks = run.state.combat.blocksOf.get(b) ?? [];
    if (blocks.includes(a) || blocks.some((c) => c !== a && required(c)) || !couldBlock(b, a)) continue;
    out.push({ key: `${PVNS}.violation.not-blocking`, params: { blocker: run.state.name(b), attacker: run.state.name(a) }, rules: ['702.39a', '509.1c'] });
  }
  return out;
}
