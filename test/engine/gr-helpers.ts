/** Helpers for the Gate Ruler and Riftbound engine tests. */
import { expect } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import type { CheckResult, Step } from '../../engine/core/types.ts';
import { renderCheck } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';

export type Ok = Extract<CheckResult, { ok: true }>;

export function run(text: string): Ok {
  const r = checkScenario(text);
  if (!r.ok) throw new Error(`expected the scenario to parse:\n${text}\n${JSON.stringify(r.errors, null, 2)}`);
  return r;
}

export function errorsOf(text: string) {
  const r = checkScenario(text);
  if (r.ok) throw new Error(`expected errors for:\n${text}`);
  return r.errors;
}

/** Steps of `game` whose key is `engine-<game>.step.<name>`. */
export function stepsNamed(r: Ok, name: string): Step[] {
  return r.resolution.steps.filter((s) => s.key === `engine-${r.game}.step.${name}`);
}

export function stepNames(r: Ok): string[] {
  return r.resolution.steps.map((s) => s.key.replace(`engine-${r.game}.step.`, ''));
}

export function unit(r: Ok, id: string) {
  const o = r.resolution.final.objects.find((x) => x.id === id);
  if (!o) throw new Error(`no object ${id}`);
  return o;
}

export function ruler(r: Ok, id: string) {
  const p = r.resolution.final.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

export function violations(r: Ok): string[] {
  return r.resolution.violations.map((v) => v.key.replace(`engine-${r.game}.violation.`, ''));
}

/** The whole reply as text, in one language. */
export function rendered(r: CheckResult, locale: Locale): string {
  return renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`), s.footer ?? ''].join('\n'))
    .join('\n');
}

/** Whatever the text, the result is well formed: positioned errors, or a scenario that round-trips and cites known ids. */
export function checkAny(text: string, cites: readonly string[]): 'ok' | 'errors' {
  const r = checkScenario(text);
  if (!r.ok) {
    const lines = text.split('\n');
    for (const e of r.errors) {
      expect(e.line >= 1 && e.line <= Math.max(1, lines.length), JSON.stringify(e)).toBe(true);
      expect(e.col >= 1 && e.col <= (lines[e.line - 1]?.length ?? 0) + 1, JSON.stringify(e)).toBe(true);
    }
    expect(r.errors.some((e) => e.key === 'engine.parse.internal'), JSON.stringify(r.errors)).toBe(false);
    return 'errors';
  }
  const again = parseScenario(printScenario(r.scenario));
  expect(again.errors, text).toEqual([]);
  expect(again.scenario, text).toStrictEqual(r.scenario);
  for (const s of r.resolution.steps) {
    expect(s.rules?.length, `${text}: ${s.key}`).toBeGreaterThan(0);
    if (r.game === 'gr' || r.game === 'rb') for (const c of s.cites) expect(cites, text).toContain(c);
  }
  return 'ok';
}
