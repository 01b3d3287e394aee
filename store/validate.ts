/**
 * Input validation for the store (zod). Every public write validates here before touching the database, so the
 * database CHECKs are a second line only. Failures become InvalidInput with dotted paths.
 */
import { z } from 'zod';
import { ID_PATTERN } from '../rulings/games.ts';
import { InvalidInput, type InputIssue } from './errors.ts';
import { normaliseTopic } from './normalise.ts';
import { PIN_EXPORT_FORMAT, PIN_EXPORT_VERSION, PIN_GAMES, PIN_LANGS } from './types.ts';
import type { JsonValue, PinRegression, PinTarget, PinVerification } from './types.ts';

export const LIMITS = {
  topic: 300,
  note: 1000,
  text: 4000,
  scenario: 4000,
  reason: 500,
  version: 200,
  displayName: 100,
  citations: 100,
  outcomeJson: 20_000,
  importPins: 5000,
} as const;

/** Guild, user, role and pin ids: Discord snowflakes in production, anything tame in tests/console. */
const ID = /^[A-Za-z0-9_.:-]{1,64}$/;
export const idString = z.string().regex(ID, 'must be 1-64 characters of A-Z a-z 0-9 _ . : -');
export const PIN_ID = /^[a-z0-9_-]{1,64}$/;
const pinId = z.string().regex(PIN_ID, 'must be 1-64 characters of a-z 0-9 _ -');

const line = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const optionalLine = (max: number) => line(max).nullable().optional();

export const isoTime = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 date-time')
  .transform((s) => new Date(s).toISOString());

export const actorSchema = z.object({ userId: idString, displayName: line(LIMITS.displayName) });

const topicSchema = line(LIMITS.topic).refine((t) => normaliseTopic(t).length > 0, 'must contain words, not only punctuation');

export const targetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('entry'), entryId: z.string().regex(ID_PATTERN, 'must be a knowledge-base entry id like gr.destroy.soulguard') }),
  z.object({ kind: z.literal('scenario'), scenario: line(LIMITS.scenario) }),
  z.object({ kind: z.literal('text'), text: line(LIMITS.text), lang: z.enum(PIN_LANGS) }),
]);

const jsonValue = z.json().refine(
  (v) => JSON.stringify(v).length <= LIMITS.outcomeJson,
  `must serialise to at most ${LIMITS.outcomeJson} characters`,
);

export const regressionSchema = z.object({
  kbVersion: optionalLine(LIMITS.version),
  entryHash: optionalLine(LIMITS.version),
  outcome: jsonValue.nullable().optional(),
  citations: z.array(line(LIMITS.version)).max(LIMITS.citations).nullable().optional(),
  engineVersion: optionalLine(LIMITS.version),
  ruleset: optionalLine(LIMITS.version),
});

export const verificationSchema = z.object({
  stale: z.boolean(),
  reason: optionalLine(LIMITS.reason),
  checkedAt: isoTime.nullable().optional(),
});

/** Cross-field rules: what a re-check needs for each kind of pin. */
function baselineIssues(target: PinTarget, r: Partial<PinRegression> | undefined, ctx: z.RefinementCtx): void {
  if (target.kind === 'entry' && !r?.entryHash) {
    ctx.addIssue({ code: 'custom', path: ['regression', 'entryHash'], message: 'entry pins need the entry hash they were pinned with' });
  }
  if (target.kind === 'scenario') {
    if (r?.outcome === undefined || r.outcome === null) {
      ctx.addIssue({ code: 'custom', path: ['regression', 'outcome'], message: 'scenario pins need the outcome they were pinned with' });
    }
    if (!r?.engineVersion) {
      ctx.addIssue({ code: 'custom', path: ['regression', 'engineVersion'], message: 'scenario pins need the engine version' });
    }
  }
}

export const newPinSchema = z
  .object({
    guildId: idString,
    topic: topicSchema,
    target: targetSchema,
    note: optionalLine(LIMITS.note),
    regression: regressionSchema.optional(),
  })
  .superRefine((p, ctx) => baselineIssues(p.target, p.regression, ctx));

export const importedPinSchema = z
  .object({
    id: pinId.optional(),
    topic: topicSchema,
    target: targetSchema,
    note: optionalLine(LIMITS.note),
    createdBy: actorSchema.optional(),
    createdAt: isoTime.optional(),
    regression: regressionSchema.optional(),
    verification: verificationSchema.optional(),
  })
  .superRefine((p, ctx) => baselineIssues(p.target, p.regression, ctx));

export const importInputSchema = z.union([
  z.array(z.unknown()),
  z.object({
    format: z.literal(PIN_EXPORT_FORMAT).optional(),
    version: z.literal(PIN_EXPORT_VERSION).optional(),
    pins: z.array(z.unknown()),
  }),
]);

export const settingsPatchSchema = z
  .object({
    defaultLang: z.enum(PIN_LANGS).optional(),
    pinRoleId: idString.nullable().optional(),
    defaultGame: z.enum(PIN_GAMES).nullable().optional(),
  })
  .strict();

export const newReportSchema = z
  .object({
    guildId: idString,
    kind: z.enum(['ruling', 'check']),
    ref: line(LIMITS.scenario),
    question: optionalLine(LIMITS.topic),
    comment: optionalLine(LIMITS.note),
  })
  .strict();

export const stateKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 characters of A-Z a-z 0-9 _ -');
export const stateValueSchema = z.string().min(1).max(LIMITS.scenario);

export const verificationUpdateSchema = z.object({
  stale: z.boolean(),
  reason: optionalLine(LIMITS.reason),
  checkedAt: isoTime.optional(),
});

/** One issue per field (the first): an empty topic is 'must not be empty', not that plus 'must contain words'. */
function toIssues(error: z.ZodError, prefix: Array<string | number> = []): InputIssue[] {
  const byPath = new Map<string, InputIssue>();
  for (const i of error.issues) {
    const path = [...prefix, ...i.path].map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, { path, message: i.message });
  }
  return [...byPath.values()];
}

/** Parse or throw InvalidInput. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, prefix: Array<string | number> = []): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new InvalidInput(toIssues(r.error, prefix));
  return r.data;
}

/** Parse many; collects the issues of every bad item before throwing (so an import reports all problems at once). */
export function parseAll<S extends z.ZodType>(schema: S, values: unknown[], prefix: string): Array<z.output<S>> {
  const out: Array<z.output<S>> = [];
  const issues: InputIssue[] = [];
  values.forEach((v, i) => {
    const r = schema.safeParse(v);
    if (r.success) out.push(r.data);
    else issues.push(...toIssues(r.error, [prefix, i]));
  });
  if (issues.length > 0) throw new InvalidInput(issues);
  return out;
}

export function fullRegression(r: Partial<PinRegression> | undefined): PinRegression {
  return {
    kbVersion: r?.kbVersion ?? null,
    entryHash: r?.entryHash ?? null,
    outcome: (r?.outcome ?? null) as JsonValue | null,
    citations: r?.citations ?? null,
    engineVersion: r?.engineVersion ?? null,
    ruleset: r?.ruleset ?? null,
  };
}

export function fullVerification(v: Partial<PinVerification> | undefined): PinVerification {
  return { stale: v?.stale ?? false, reason: v?.reason ?? null, checkedAt: v?.checkedAt ?? null };
}
