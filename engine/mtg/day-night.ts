/**
 * Day and night (728) and the daybound and nightbound abilities (702.145). A scenario plays one turn, after its untap
 * step has checked the turn before (502.2, 728.2): `day` / `night` says which it is during that turn. Unwritten, it is
 * neither — until a daybound permanent is there, which makes it day (702.145d), or a nightbound one with no daybound
 * permanent, which makes it night (702.145g). By night a daybound permanent is turned to its back face at once, and a
 * daybound permanent spell entering by night enters with its back face up (702.145b–c, engine/mtg/transform.ts); by
 * day a nightbound permanent whose other face the scenario knows turns back (702.145f). Nothing else transforms them.
 */
import type { CopyHost } from './copies.ts';
import { KEYWORD_RULES } from './keywords.ts';
import type { Host, Perm } from './state.ts';
import { transform } from './transform.ts';

export const DNS = 'engine-mtg-day-night';

/** Daybound (its front face up by day) or nightbound (its back face up by night), through the registry. */
function has(run: Host, pe: Perm, k: 'daybound' | 'nightbound'): boolean {
  const bound = run.state.ability(pe.o.id, 'followsDaytime');
  return bound !== undefined && KEYWORD_RULES[bound].followsDaytime === (k === 'daybound' ? 'day' : 'night');
}

/** As the scenario's turn is played: the written designation, else the one daybound or nightbound permanents make; then they turn. */
export function dayNightAtStart(run: CopyHost): void {
  const written = run.s.actions.find((a) => a.kind === 'daytime');
  const on = [...run.state.perms.values()].filter((pe) => pe.zone === 'battlefield' && (has(run, pe, 'daybound') || has(run, pe, 'nightbound')));
  if (written?.kind === 'daytime') {
    run.state.daytime = written.value;
    run.steps.push({ key: `${DNS}.step.${written.value}`, params: {}, cites: [], rules: ['728.1', '502.2'] });
  } else if (on.length) {
    const day = on.some((pe) => has(run, pe, 'daybound'));
    run.state.daytime = day ? 'day' : 'night';
    const first = on.find((pe) => has(run, pe, day ? 'daybound' : 'nightbound'))!;
    run.steps.push({ key: `${DNS}.step.becomes-${run.state.daytime}`, params: { target: first.label }, cites: [], rules: [day ? '702.145d' : '702.145g', '728.1'] });
  }
  for (const pe of on) turnWithDaytime(run, pe);
}

/** A daybound permanent front face up by night, or a nightbound one back face up by day, transforms (702.145c, 702.145f). */
function turnWithDaytime(run: CopyHost, pe: Perm): void {
  const night = run.state.daytime === 'night';
  if (night && has(run, pe, 'daybound') && !pe.transformed) turn(run, pe, '702.145c');
  else if (run.state.daytime === 'day' && has(run, pe, 'nightbound') && pe.transformed) turn(run, pe, '702.145f');
}

/** It transforms by its own daybound or nightbound ability (the rule cited first). */
const turn = (run: CopyHost, pe: Perm, rule: string) => transform(run, { label: pe.label, controller: run.state.controller(pe.o.id), perm: pe.o.id, rules: [rule] }, pe.o.id, true);

/** A daybound permanent entering by night enters with its back face up (702.145b): turned before anything sees it enter. */
export function entersAtNight(run: CopyHost, pe: Perm): void {
  if (run.state.daytime === undefined && has(run, pe, 'daybound')) {
    run.state.daytime = 'day';
    run.steps.push({ key: `${DNS}.step.becomes-day`, params: { target: pe.label }, cites: [], rules: ['702.145d', '728.1'] });
  }
  if (run.state.daytime === 'night' && has(run, pe, 'daybound') && !pe.transformed) {
    run.steps.push({ key: `${DNS}.step.enters-transformed`, params: { target: pe.label }, cites: [], rules: ['702.145b'] });
    turn(run, pe, '702.145b');
  }
}
