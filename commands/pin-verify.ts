/**
 * Pins as regression tests. A pin records what it was checked against when it was made (the baseline): for an
 * entry pin the knowledge-base version and the entry's content hash; for a scenario pin the engine's outcome
 * (message keys + params), every citation of the trace (entry ids and rule numbers) and the ruleset. A re-check
 * compares today's knowledge base and engine with that baseline; a pin whose answer moved is *stale*: flagged in
 * the store (updatePinVerification), listed as stale, and still shown — with a warning — never hidden.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.ts';
import { checkScenario } from '../engine/index.ts';
import type { CheckResult, Resolution } from '../engine/index.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import type { Actor, JsonValue, Pin, PinRegression, PinStore, PinTarget } from '../store/types.ts';
import { SYSTEM_ACTOR } from '../store/types.ts';

/** The engine ships with the bot: its version is the package version. */
export const ENGINE_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version?: string };
    return `rulebot ${pkg.version ?? '0'}`;
  } catch {
    return 'rulebot';
  }
})();

export type ScenarioChecker = (text: string) => CheckResult;

/** Why a pin is stale (stored in the verification's `reason`; localised as `pins.reasons.<reason>`). */
export const STALE_REASONS = ['entry-missing', 'entry-changed', 'scenario-invalid', 'outcome-changed', 'citations-changed'] as const;
export type StaleReason = (typeof STALE_REASONS)[number];

export interface Assessment {
  stale: boolean;
  reason: StaleReason | null;
}

/** Every citation of a resolution: knowledge-base ids and rule numbers of the steps, choices and violations. */
export function resolutionCitations(r: Resolution): string[] {
  const all = new Set<string>();
  for (const item of [...r.steps, ...r.choices, ...r.violations]) {
    for (const c of item.cites ?? []) all.add(c);
    for (const c of item.rules ?? []) all.add(c);
  }
  return [...all].sort();
}

export function rulesetId(result: Extract<CheckResult, { ok: true }>): string {
  return `${result.ruleset.source}-${result.ruleset.version}`;
}

/**
 * The baseline for a new pin. Throws nothing: an unknown entry or an unreadable scenario gives `undefined`, and the
 * caller explains (it must check before pinning).
 */
export function pinBaseline(kb: KnowledgeBase, target: PinTarget, check: ScenarioChecker = checkScenario): Partial<PinRegression> | undefined {
  switch (target.kind) {
    case 'entry': {
      const entry = kb.byId.get(target.entryId);
      return entry ? { kbVersion: kb.version, entryHash: entry.hash } : undefined;
    }
    case 'scenario': {
      const result = check(target.scenario);
      if (!result.ok) return undefined;
      return {
        kbVersion: kb.version,
        outcome: result.resolution.outcome as unknown as JsonValue,
        citations: resolutionCitations(result.resolution),
        engineVersion: ENGINE_VERSION,
        ruleset: rulesetId(result),
      };
    }
    case 'text':
      return { kbVersion: kb.version };
  }
}

/** JSON with sorted object keys, so a baseline read back from PostgreSQL's jsonb compares equal. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Re-checks one pin against today's knowledge base and engine. */
export function assessPin(kb: KnowledgeBase, pin: Pick<Pin, 'target' | 'regression'>, check: ScenarioChecker = checkScenario): Assessment {
  const fresh: Assessment = { stale: false, reason: null };
  const { target, regression } = pin;
  switch (target.kind) {
    case 'entry': {
      const entry = kb.byId.get(target.entryId);
      if (!entry) return { stale: true, reason: 'entry-missing' };
      if (regression.entryHash && regression.entryHash !== entry.hash) return { stale: true, reason: 'entry-changed' };
      return fresh;
    }
    case 'scenario': {
      const result = check(target.scenario);
      if (!result.ok) return { stale: true, reason: 'scenario-invalid' };
      if (regression.outcome !== null && stableJson(regression.outcome) !== stableJson(result.resolution.outcome)) {
        return { stale: true, reason: 'outcome-changed' };
      }
      if (regression.citations !== null && stableJson([...regression.citations].sort()) !== stableJson(resolutionCitations(result.resolution))) {
        return { stale: true, reason: 'citations-changed' };
      }
      return fresh;
    }
    case 'text':
      return fresh;
  }
}

export interface VerifyOptions {
  /** Only these pins (default: every pin of every guild). */
  pins?: Pin[];
  /** Record a check for every pin, even when nothing changed (the CLI). Default: only new verdicts and never-checked pins. */
  writeAll?: boolean;
  actor?: Actor;
  check?: ScenarioChecker;
}

export interface VerifyReport {
  checked: number;
  /** Pins whose stored verdict was written by this run. */
  written: number;
  stale: Array<{ pin: Pin; reason: StaleReason }>;
}

function sameBaseline(a: Pin, b: Pin): boolean {
  return a.createdAt === b.createdAt && stableJson(a.target) === stableJson(b.target) && stableJson(a.regression) === stableJson(b.regression);
}

/**
 * Re-checks pins and records the verdicts (store.updatePinVerification, which audits only real changes). A pin
 * replaced or removed while this runs is re-read first, so a verdict is never written onto a newer baseline.
 */
export async function verifyPins(store: PinStore, kb: KnowledgeBase, options: VerifyOptions = {}): Promise<VerifyReport> {
  const pins = options.pins ?? (await store.listAllPins());
  const check = options.check ?? checkScenario;
  const report: VerifyReport = { checked: 0, written: 0, stale: [] };
  for (const listed of pins) {
    let pin = listed;
    let verdict = assessPin(kb, pin, check);
    const changed = pin.verification.stale !== verdict.stale || pin.verification.reason !== verdict.reason || pin.verification.checkedAt === null;
    // A read-only store (corrupt or unwritable database) still gets its verdicts, just not recorded.
    if ((options.writeAll || changed) && !store.readOnly) {
      const current = await store.getPin(pin.guildId, pin.id);
      if (!current) continue; // removed meanwhile
      if (!sameBaseline(current, pin)) {
        pin = current;
        verdict = assessPin(kb, pin, check);
      }
      try {
        pin = await store.updatePinVerification(pin.id, { stale: verdict.stale, reason: verdict.reason }, options.actor ?? SYSTEM_ACTOR);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'PIN_NOT_FOUND') continue; // removed meanwhile
        throw error;
      }
      report.written++;
    }
    report.checked++;
    if (verdict.stale && verdict.reason) report.stale.push({ pin, reason: verdict.reason });
  }
  return report;
}
