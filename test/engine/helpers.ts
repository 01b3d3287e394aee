/** Shared helpers for the engine tests. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { checkScenario, parseScenario, printScenario, resolveScenario } from '../../engine/index.ts';
import type { CheckResult, Message, MessageParam, Resolution } from '../../engine/core/types.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Ok = Extract<CheckResult, { ok: true }>;

/** checkScenario that must succeed (fails the test with the errors otherwise). */
export function ok(text: string): Ok {
  const r = checkScenario(text);
  if (!r.ok) throw new Error(`expected the scenario to parse:\n${text}\n${JSON.stringify(r.errors, null, 2)}`);
  return r;
}

export function player(r: Ok, id: string) {
  const p = r.resolution.final.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

export function object(r: Ok, id: string) {
  const o = r.resolution.final.objects.find((x) => x.id === id);
  if (!o) throw new Error(`no object ${id}`);
  return o;
}

/** Steps whose key ends with `.step.<name>`. */
export function steps(r: Ok, name: string) {
  return r.resolution.steps.filter((s) => s.key === `engine-mtg.step.${name}`);
}

export function violationRules(r: Ok): string[] {
  return r.resolution.violations.flatMap((v) => v.rules);
}

/** Every message key in a resolution, nested params included. */
export function messageKeys(res: Resolution): string[] {
  const out: string[] = [];
  const visit = (m: Message) => {
    out.push(m.key);
    for (const p of Object.values(m.params ?? {})) visitParam(p);
  };
  const visitParam = (p: MessageParam) => {
    if (typeof p === 'object') visit(p);
  };
  res.outcome.forEach(visit);
  res.steps.forEach(visit);
  res.warnings.forEach(visit);
  res.assumptions.forEach(visit);
  res.violations.forEach(visit);
  for (const c of res.choices) [c.what, c.range, c.taken].forEach(visit);
  for (const b of res.branches) [...b.label, ...b.outcome].forEach(visit);
  return out;
}

export interface DocExample {
  text: string;
  line: number;
  expect: string[];
  kind: 'scenario' | 'scenario-error';
}

/** The ```scenario and ```scenario-error blocks of docs/notation.md, with the `<!-- expect: … -->` that follows. */
export function docExamples(): DocExample[] {
  const doc = readFileSync(join(ROOT, 'docs', 'notation.md'), 'utf8');
  const lines = doc.split('\n');
  const out: DocExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^```(scenario|scenario-error)\s*$/.exec(lines[i]!);
    if (!m) continue;
    const start = i + 1;
    let j = start;
    while (j < lines.length && lines[j] !== '```') j++;
    const text = lines.slice(start, j).join('\n');
    let k = j + 1;
    while (k < lines.length && lines[k]!.trim() === '') k++;
    const expect = /^<!-- expect: (.*) -->$/.exec(lines[k] ?? '');
    out.push({ text, line: start, expect: expect ? expect[1]!.trim().split(/\s+/) : [], kind: m[1] as DocExample['kind'] });
    i = j;
  }
  return out;
}

export function docSection(title: string): string {
  const doc = readFileSync(join(ROOT, 'docs', 'notation.md'), 'utf8');
  const start = doc.indexOf(title);
  return start < 0 ? '' : doc.slice(start);
}

/**
 * What every generated MTG timeline must satisfy, whatever else its property test checks: it parses, prints back to
 * the same scenario (on several lines and on one), resolves without throwing, every step cites a rule, and no damage is negative.
 */
export function resolvesCleanly(text: string): Resolution {
  const parsed = parseScenario(text);
  expect(parsed.errors, text).toEqual([]);
  const s = parsed.scenario!;
  expect(parseScenario(printScenario(s)).scenario, text).toStrictEqual(s);
  expect(parseScenario(printScenario(s, { oneLine: true })).scenario, text).toStrictEqual(s);
  let res!: Resolution;
  expect(() => (res = resolveScenario(s)), text).not.toThrow();
  for (const st of res.steps) expect(st.rules?.length, `${text}\n${st.key}`).toBeGreaterThan(0);
  for (const o of res.final.objects) expect(o.damage, text).toBeGreaterThanOrEqual(0);
  return res;
}
