/**
 * Fading and vanishing (702.32, 702.63): a permanent entering with N fade or time counters, one removed at the
 * beginning of each of its controller's upkeeps — with fading, a permanent that has none left to remove is sacrificed;
 * with vanishing, removing the last one triggers its sacrifice (a second ability, which may be responded to). A
 * permanent on the battlefield as the scenario starts has the counters written on it (`fade=N`, `time=N`); unwritten,
 * it is taken to have all N still — as if it had just entered — and the reply says so.
 */
import type { EffectHost, Source } from './effects.ts';
import type { Host, Loop, Perm } from './state.ts';

export const FNS = 'engine-mtg-fading';

export type FadingHost = Host & Pick<Loop, 'emit'> & { readonly host: Pick<EffectHost, 'sacrifice'> };

type Kind = 'fade' | 'time';
const RULE: Record<Kind, string> = { fade: '702.32a', time: '702.63a' };

/** Its fading or vanishing number, when it has the keyword. */
function numberOf(run: Host, pe: Perm, kind: Kind): number | undefined {
  const k = run.state.ability(pe.o.id, kind === 'fade' ? 'fades' : 'vanishes');
  return k === undefined ? undefined : run.state.amountOf(pe.o.id, k);
}

/** As the scenario starts: the counters written, or all N (said as an assumption). */
export function fadeCountersAtStart(run: Host): void {
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield') continue;
    for (const kind of ['fade', 'time'] as const) {
      const n = numberOf(run, pe, kind);
      if (n === undefined) continue;
      const written = pe.o[kind];
      pe[kind] = written ?? n;
      if (written === undefined) run.assumptions.push({ key: `${FNS}.assume.${kind}`, params: { target: pe.label, count: n, attribute: `${kind}=${n}` }, rules: [RULE[kind]], cites: [] });
    }
  }
}

/** A permanent with fading or vanishing entering during the scenario gets its N counters (614.1c). */
export function fadeCountersAsEnters(run: Host, pe: Perm): void {
  for (const kind of ['fade', 'time'] as const) {
    const n = numberOf(run, pe, kind);
    if (n === undefined) continue;
    pe[kind] = n;
    run.steps.push({ key: `${FNS}.step.enters-with-${kind}`, params: { target: pe.label, count: n }, cites: [], rules: [RULE[kind], '614.1c'] });
  }
}

/** Fading's upkeep ability (702.32a): a fade counter removed, or, when none is left, the permanent sacrificed. */
export function fade(run: FadingHost, source: Source, id: string): void {
  const pe = run.state.perms.get(id);
  if (!pe || pe.zone !== 'battlefield') return;
  if ((pe.fade ?? 0) > 0) {
    pe.fade = pe.fade! - 1;
    run.steps.push({ key: `${FNS}.step.fade-removed`, params: { target: pe.label, left: pe.fade }, cites: [], rules: ['702.32a'] });
    return;
  }
  run.steps.push({ key: `${FNS}.step.no-fade`, params: { target: pe.label }, cites: [], rules: ['702.32a'] });
  run.host.sacrifice(source, id);
}

/** Vanishing's upkeep ability (702.63a): a time counter removed; the last one removed triggers the sacrifice. */
export function vanish(run: FadingHost, _source: Source, id: string): void {
  const pe = run.state.perms.get(id);
  if (!pe || pe.zone !== 'battlefield' || (pe.time ?? 0) === 0) return;
  pe.time = pe.time! - 1;
  run.steps.push({ key: `${FNS}.step.time-removed`, params: { target: pe.label, left: pe.time }, cites: [], rules: ['702.63a'] });
  if (pe.time === 0) run.emit({ kind: 'last-time-counter', id });
}
