/**
 * The real-question set itself (test/real-questions/README.md): the frozen test part is unchanged since the freeze,
 * the split is the recorded one, and the grader runs over the DEV part with sane figures. No thresholds: the search
 * work sets those. The test part is never graded here.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { gradeSets } from '../bench/questions.ts';
import { readQuestionSet, unknownLabels, type Tally } from '../bench/questions-grade.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { SEED, splitIds, TEST_SIZE } from '../bench/questions-split.ts';

const DIR = join(import.meta.dirname, 'real-questions');
const DEV = join(DIR, 'dev.yaml');
const FROZEN = join(DIR, 'round-1', 'test.yaml');
/** Recorded in test/real-questions/README.md on the freeze date (2026-11-26). */
const FROZEN_SHA256 = '8a0ab48ec6201490490f383bdad2e03a264ba192eb9b49bd2ae7994e27ecbba6';

describe('real questions: the round-1 test part (frozen 2026-11-26, graded once, now a second dev part)', () => {
  it('is byte for byte the file frozen on 2026-11-26', () => {
    const sha = createHash('sha256').update(readFileSync(FROZEN)).digest('hex');
    expect(sha, 'round-1/test.yaml changed: the round-1 test part, graded once on 2026-11-26, is kept byte for byte (README, "Frozen")').toBe(FROZEN_SHA256);
    expect(readFileSync(join(DIR, 'README.md'), 'utf8')).toContain(FROZEN_SHA256);
  });

  it('and the dev part are the recorded seeded split of one pool, with no question in both', () => {
    const dev = readQuestionSet(DEV);
    const test = readQuestionSet(FROZEN);
    const ids = [...dev, ...test].map((q) => q.id);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const devQuestions = new Set(dev.map((q) => q.q));
    expect(test.filter((q) => devQuestions.has(q.q)).map((q) => q.id)).toEqual([]);
    const want = splitIds(dev.concat(test).map((q) => ({ id: q.id!, lang: q.lang, category: q.category })), SEED, TEST_SIZE);
    expect(test.every((q) => want.has(q.id!))).toBe(true);
    expect(dev.some((q) => want.has(q.id!))).toBe(false);
    expect(dev.length).toBeGreaterThanOrEqual(150);
    expect(test.length).toBeGreaterThanOrEqual(110);
  });
});

describe('real questions: the grader on the dev part', () => {
  it('grades every dev question with labels the knowledge base knows and consistent figures', async () => {
    const items = readQuestionSet(DEV);
    const report = await gradeSets([{ file: DEV, items }]);
    expect(report.unknownLabels).toEqual([]);
    expect(report.results).toHaveLength(items.length);
    const sane = (t: Tally) => {
      expect(t.right + t.wrong + t.partial + t.missedCovered).toBe(t.n);
      expect(t.rightCovered).toBeLessThanOrEqual(Math.min(t.right, t.covered));
      expect(t.suggestedRight).toBeLessThanOrEqual(t.missedCovered);
      expect(t.missedCovered).toBeLessThanOrEqual(t.nonAnswers);
    };
    sane(report.total);
    expect(report.total.n).toBe(items.length);
    expect(report.total.covered).toBe(items.filter((q) => q.category !== 'out-of-scope' && q.accept.length + q.accept_rules.length + q.accept_cards.length > 0).length);
    for (const groups of [report.byLang, report.byGame, report.byCategory]) {
      Object.values(groups).forEach(sane);
      expect(Object.values(groups).reduce((n, t) => n + t.n, 0)).toBe(items.length);
    }
  });
});

type Questions = ReturnType<typeof readQuestionSet>;

/** `source: written` marks a question the collector wrote (no public page): a marker, not a page two parts can share. */
const WRITTEN = 'written';

/** Ids of the questions whose text, source URL or id one of `files` already has. */
function sharedWith(test: Questions, files: string[]): unknown[] {
  const seen = files.flatMap((f) => readQuestionSet(f));
  const questions = new Set(seen.map((q) => q.q));
  const sources = new Set(seen.map((q) => q.source).filter((s) => s !== WRITTEN));
  const ids = new Set(seen.map((q) => q.id));
  return test.filter((q) => questions.has(q.q) || sources.has(q.source) || ids.has(q.id)).map((q) => q.id);
}

const OTHER_SETS = ['policy-questions', 'rb-questions'].flatMap((set) =>
  ['dev.yaml', join('round-1', 'test.yaml'), join('round-2', 'test.yaml')].map((f) => join(import.meta.dirname, set, f)),
);

/** Ids of the questions that the policy or Riftbound dev, round-1 or round-2 files (tuned on) already ask. */
function askedByOtherSets(test: Questions, files: string[] = OTHER_SETS): unknown[] {
  const other = new Set(files.flatMap((f) => readQuestionSet(f)).map((q) => q.q.trim().toLowerCase()));
  return test.filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id);
}

/**
 * The round-2 test part, in two files frozen one after the other; each hash is recorded in test/real-questions/README.md
 * ("Round 2 test part") when its file was frozen. A later file shares nothing with the files before it.
 */
const ROUND2_FILES = [
  { name: 'test.yaml', label: 'the round-2 test part', frozenAt: '23:07', sha256: '87c0021e65d1e8ebfa34c23c309a962315643119a177411d2cd4eb67bcfc2023', min: 60, id: /^rq2-/ },
  { name: 'test-b.yaml', label: 'the round-2 test part B', frozenAt: '23:46', sha256: '0017caee369b691684744865af6075caf787bd8545ca490d601daa22e1ee8988', min: 45, id: /^rq2-1\d\d$/ },
];

ROUND2_FILES.forEach((part, i) => {
  const file = join(DIR, 'round-2', part.name);
  describe(`real questions: ${part.label} (frozen 2026-11-26 ${part.frozenAt} UTC, graded once at 23:48 UTC, now a dev part)`, () => {
    it('is byte for byte the file frozen on 2026-11-26', () => {
      const sha = createHash('sha256').update(readFileSync(file)).digest('hex');
      expect(sha, `round-2/${part.name} changed: ${part.label} is kept byte for byte (README, "Round 2 test part")`).toBe(part.sha256);
      expect(readFileSync(join(DIR, 'README.md'), 'utf8')).toContain(part.sha256);
    });

    it('is in the set format and shares no question, source or id with the dev parts nor with the files frozen before it', () => {
      const test = readQuestionSet(file);
      expect(test.length).toBeGreaterThanOrEqual(part.min);
      expect(test.every((q) => typeof q.id === 'string' && part.id.test(q.id))).toBe(true);
      expect(new Set(test.map((q) => q.id)).size).toBe(test.length);
      expect(sharedWith(test, [DEV, FROZEN, ...ROUND2_FILES.slice(0, i).map((p) => join(DIR, 'round-2', p.name))])).toEqual([]);
    });

    it('asks no question of the policy and Riftbound dev, round-1 and round-2 files (those were tuned on)', () => {
      expect(askedByOtherSets(readQuestionSet(file))).toEqual([]);
    });
  });
});

/**
 * The round-3 test part, collected afresh after the round-2 grading by an engineer who does not tune (collect-real3).
 * Its hash is recorded in test/real-questions/README.md ("Round 3 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with the earlier
 * files. A later file shares no question, source URL or id with any file before it.
 */
const ROUND3_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-3 test part', frozenAt: '01:15', sha256: '85c34030c394402fda452f22d24c7ccfc4d7caca94f75ebca294e0e9bcb79a6b', min: 60, id: /^rq3-\d{3}$/ },
];
const EARLIER = [DEV, FROZEN, ...ROUND2_FILES.map((p) => join(DIR, 'round-2', p.name))];

interface FrozenFile {
  name: string;
  label: string;
  frozenAt: string;
  sha256: string;
  min: number;
  id: RegExp;
}

/**
 * One block per file of a later test part (round 3 on): kept byte for byte, in the set format with labels that
 * name existing entries, sharing nothing with the files before it, and asking nothing the other sets were tuned on.
 */
function describeLaterPart(opts: { folder: string; round: number; status: string; files: FrozenFile[]; before: string[]; others?: string[]; othersSaid: string; frozenOn?: string }): void {
  const day = opts.frozenOn ?? '2026-11-27';
  opts.files.forEach((part, i) => {
    const file = join(DIR, opts.folder, part.name);
    describe(`real questions: ${part.label} (frozen ${day} ${part.frozenAt} UTC; ${opts.status})`, () => {
      it(`is byte for byte the file frozen on ${day}`, () => {
        const sha = createHash('sha256').update(readFileSync(file)).digest('hex');
        expect(sha, `${opts.folder}/${part.name} changed: ${part.label} is kept byte for byte (README, "Round ${opts.round} test part")`).toBe(part.sha256);
        expect(readFileSync(join(DIR, 'README.md'), 'utf8')).toContain(part.sha256);
      });

      it('is in the set format, its labels name existing entries, and it shares no question, source or id with any earlier file', () => {
        const test = readQuestionSet(file);
        expect(test.length).toBeGreaterThanOrEqual(part.min);
        expect(test.every((q) => typeof q.id === 'string' && part.id.test(q.id))).toBe(true);
        expect(new Set(test.map((q) => q.id)).size).toBe(test.length);
        expect(test.filter((q) => q.q.length > 300).map((q) => q.id)).toEqual([]);
        expect(unknownLabels(test, loadKnowledgeBase())).toEqual([]);
        expect(sharedWith(test, [...opts.before, ...opts.files.slice(0, i).map((p) => join(DIR, opts.folder, p.name))])).toEqual([]);
      });

      it(`asks no question of the policy and Riftbound ${opts.othersSaid} files (those were tuned on)`, () => {
        expect(askedByOtherSets(readQuestionSet(file), opts.others)).toEqual([]);
      });
    });
  });
}

describeLaterPart({ folder: 'round-3', round: 3, status: 'graded once at 02:16 UTC, now a dev part', files: ROUND3_FILES, before: EARLIER, othersSaid: 'dev, round-1 and round-2' });

/**
 * The round-4 test part, collected afresh after the round-3 grading by an engineer who does not tune (collect-real4).
 * Its hash is recorded in test/real-questions/README.md ("Round 4 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 3 included (graded once, now a dev part), and with the policy and Riftbound round-3 parts.
 */
const ROUND4_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-4 test part', frozenAt: '03:07', sha256: '057c81e82f99fa0e524229bc1d373889aa3d21dbe262776570dfc42f0fcf3d90', min: 60, id: /^rq4-\d{3}$/ },
];
const BEFORE_ROUND4 = [...EARLIER, ...ROUND3_FILES.map((p) => join(DIR, 'round-3', p.name))];
const OTHER_SETS_ROUND3 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-3', 'test.yaml'));

/**
 * The policy and Riftbound parts of rounds 4 … `round` − 1 that exist: what the search had been tuned on by the time a
 * real part of `round` was collected (round 17 has none; a part pinned by question-sets.test.ts cannot go missing
 * unseen).
 */
function tunedOnBefore(round: number): string[] {
  return Array.from({ length: round - 4 }, (_, i) => i + 4).flatMap((r) =>
    ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, `round-${r}`, 'test.yaml')).filter((f) => existsSync(f)),
  );
}

describeLaterPart({ folder: 'round-4', round: 4, status: 'graded once at 04:36 UTC, now a dev part', files: ROUND4_FILES, before: BEFORE_ROUND4, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

/**
 * The round-5 test part, collected afresh after the round-4 grading by an engineer who does not tune (collect-real5).
 * Its hash is recorded in test/real-questions/README.md ("Round 5 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 4 included (graded once, now a dev part), and with the policy and Riftbound round-3 and round-4 parts.
 */
const ROUND5_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-5 test part', frozenAt: '05:18', sha256: '8ea7d7dea1b8599e47f690a8d671ca6283c906da8e375d171e0b8d25d9bcec7a', min: 50, id: /^rq5-\d{3}$/ },
];
const BEFORE_ROUND5 = [...BEFORE_ROUND4, ...ROUND4_FILES.map((p) => join(DIR, 'round-4', p.name))];
const OTHER_SETS_ROUND4 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-4', 'test.yaml'));

describeLaterPart({ folder: 'round-5', round: 5, status: 'graded once at 07:00 UTC, now a dev part', files: ROUND5_FILES, before: BEFORE_ROUND5, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

describe('real questions: the round-5 test part and the policy and Riftbound round-4 parts (graded once, now dev parts)', () => {
  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(OTHER_SETS_ROUND4.flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    const test = readQuestionSet(join(DIR, 'round-5', ROUND5_FILES[0]!.name));
    expect(test.filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });
});

/**
 * The round-6 test part, collected afresh after the round-5 grading by an engineer who does not tune (collect-real6).
 * Its hash is recorded in test/real-questions/README.md ("Round 6 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 5 included (graded once, now a dev part), and with the policy and Riftbound parts tuned on. Graded once at
 * 2026-11-27 09:59 UTC; it moved from `frozen/` to `round-6/` (bytes unchanged) and is a dev part now.
 */
const ROUND6_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-6 test part', frozenAt: '08:03', sha256: '8b6650410024ba92224f8ac27ca89b4f6935cfe541dd40fd785d5438257bc3b6', min: 60, id: /^rq6-\d{3}$/ },
];
const BEFORE_ROUND6 = [...BEFORE_ROUND5, ...ROUND5_FILES.map((p) => join(DIR, 'round-5', p.name))];
const OTHER_SETS_ROUND5 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-5', 'test.yaml'));

describeLaterPart({ folder: 'round-6', round: 6, status: 'graded once at 09:59 UTC, now a dev part', files: ROUND6_FILES, before: BEFORE_ROUND6, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

describe('real questions: the round-6 test part and the policy and Riftbound round-4 and round-5 parts (tuned on)', () => {
  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOnBefore(6).flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    const test = readQuestionSet(join(DIR, 'round-6', ROUND6_FILES[0]!.name));
    expect(test.filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });
});

/**
 * The round-7 test part, collected afresh after the round-6 grading by an engineer who does not tune (collect-real7).
 * Its hash is recorded in test/real-questions/README.md ("Round 7 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 6 included (graded once, now a dev part), and with the policy and Riftbound parts tuned on.
 */
const ROUND7_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-7 test part', frozenAt: '10:55', sha256: '9e50921396ff4cf2548d650e952f160459db009111c39686b5ecaeb677512cc3', min: 60, id: /^rq7-\d{3}$/ },
];
const BEFORE_ROUND7 = [...BEFORE_ROUND6, ...ROUND6_FILES.map((p) => join(DIR, 'round-6', p.name))];
const OTHER_SETS_ROUND6 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-6', 'test.yaml'));

describeLaterPart({ folder: 'round-7', round: 7, status: 'graded once at 12:42 UTC, now a dev part', files: ROUND7_FILES, before: BEFORE_ROUND7, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

describe('real questions: the round-7 test part and the policy and Riftbound round-4, round-5 and round-6 parts (tuned on)', () => {
  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOnBefore(7).flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    const test = readQuestionSet(join(DIR, 'round-7', ROUND7_FILES[0]!.name));
    expect(test.filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });
});

/**
 * The round-8 test part, collected afresh after the round-7 grading by an engineer who does not tune (collect-real8).
 * Its hash is recorded in test/real-questions/README.md ("Round 8 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 7 included (graded once, now a dev part), and with the policy and Riftbound parts tuned on. It was graded once at
 * 2026-11-27 15:36 UTC; it moved from `frozen/` to `round-8/` (bytes unchanged) and is a dev part now.
 */
const ROUND8_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-8 test part', frozenAt: '13:34', sha256: '07af91cf18b1bebf4b8c473cbee2c7e840a8fa903ac8c618b46453ef855c4f3c', min: 60, id: /^rq8-\d{3}$/ },
];
const BEFORE_ROUND8 = [...BEFORE_ROUND7, ...ROUND7_FILES.map((p) => join(DIR, 'round-7', p.name))];
const OTHER_SETS_ROUND7 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-7', 'test.yaml'));

describeLaterPart({ folder: 'round-8', round: 8, status: 'graded once at 15:36 UTC, now a dev part', files: ROUND8_FILES, before: BEFORE_ROUND8, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

describe('real questions: the round-8 test part (now a dev part) and the policy and Riftbound round-4 … round-7 parts (tuned on)', () => {
  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOnBefore(8).flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    const test = readQuestionSet(join(DIR, 'round-8', ROUND8_FILES[0]!.name));
    expect(test.filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });
});

/**
 * The round-9 test part, collected afresh after the round-8 grading by an engineer who does not tune (collect-real9).
 * Its hash is recorded in test/real-questions/README.md ("Round 9 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 8 included (graded once, now a dev part), and with the policy and Riftbound parts tuned on. Like round 8
 * it has `source: written` questions; those share the marker, not a page, so `sharedWith` does not count it. Graded once at
 * 2026-11-27 18:29 UTC; it moved from `frozen/` to `round-9/` (bytes unchanged) and is a dev part now.
 */
const ROUND9_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-9 test part', frozenAt: '16:45', sha256: 'a8c8e24e74e10605828e130374c934d066829379a42d6de4c7107378223ae68c', min: 50, id: /^rq9-\d{3}$/ },
];
const BEFORE_ROUND9 = [...BEFORE_ROUND8, ...ROUND8_FILES.map((p) => join(DIR, 'round-8', p.name))];
const OTHER_SETS_ROUND8 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-8', 'test.yaml'));

describeLaterPart({ folder: 'round-9', round: 9, status: 'graded once at 18:29 UTC, now a dev part', files: ROUND9_FILES, before: BEFORE_ROUND9, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

describe('real questions: the round-9 test part (now a dev part) and the policy and Riftbound round-4 … round-8 parts (tuned on)', () => {
  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOnBefore(9).flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    const test = readQuestionSet(join(DIR, 'round-9', ROUND9_FILES[0]!.name));
    expect(test.filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it('does not count `source: written` as a shared source, but still catches a real page used before', () => {
    const round8File = join(DIR, 'round-8', ROUND8_FILES[0]!.name);
    const round8 = readQuestionSet(round8File);
    const written = readQuestionSet(join(DIR, 'round-9', ROUND9_FILES[0]!.name)).filter((q) => q.source === WRITTEN);
    expect(written.length).toBeGreaterThan(0);
    expect(round8.some((q) => q.source === WRITTEN)).toBe(true);
    expect(sharedWith(written, [round8File])).toEqual([]);
    const borrowed = { ...written[0]!, source: round8.find((q) => q.source !== WRITTEN)!.source };
    expect(sharedWith([borrowed], [round8File])).toEqual([borrowed.id]);
  });
});

/**
 * The round-10 test part, collected afresh after the round-9 grading by an engineer who does not tune (collect-real10).
 * Its hash is recorded in test/real-questions/README.md ("Round 10 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 9 included (graded once, now a dev part), and with the policy and Riftbound parts tuned on. Like rounds 8
 * and 9 it has `source: written` questions; those share the marker, not a page, so `sharedWith` does not count it. Graded once at
 * 2026-11-27 21:42 UTC; it moved from `frozen/` to `round-10/` (bytes unchanged) and is a dev part now.
 */
const ROUND10_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-10 test part', frozenAt: '19:59', sha256: 'fffcf94f79ce7c55ed633c73cb422d11a76f6bb8307c30cff4ba24074b012f33', min: 50, id: /^rq10-\d{3}$/ },
];
const BEFORE_ROUND10 = [...BEFORE_ROUND9, ...ROUND9_FILES.map((p) => join(DIR, 'round-9', p.name))];
const OTHER_SETS_ROUND9 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-9', 'test.yaml'));

describeLaterPart({ folder: 'round-10', round: 10, status: 'graded once at 21:42 UTC, now a dev part', files: ROUND10_FILES, before: BEFORE_ROUND10, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

describe('real questions: the round-10 test part (now a dev part) and the policy and Riftbound round-4 … round-9 parts (tuned on)', () => {
  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOnBefore(10).flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    const test = readQuestionSet(join(DIR, 'round-10', ROUND10_FILES[0]!.name));
    expect(test.filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it('uses no source page an earlier part used, comparing Cranial Insertion and MTG Salvation articles by number across hosts', () => {
    // sharedWith compares URLs exactly; the same article is reachable under several hosts and spellings, so compare numbers too.
    const articleNumber = (source: string) => /(?:cranial-?insertion\.com\/article|mtgsalvation\.com\/articles)\/(\d+)/i.exec(source)?.[1];
    const earlier = [...BEFORE_ROUND10, ...[...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND4, ...OTHER_SETS_ROUND5, ...OTHER_SETS_ROUND6, ...OTHER_SETS_ROUND7, ...OTHER_SETS_ROUND8, ...OTHER_SETS_ROUND9]];
    const used = new Set(earlier.flatMap((f) => (parse(readFileSync(f, 'utf8')) as { source?: string }[]).map((q) => articleNumber(String(q.source ?? '')))).filter(Boolean));
    const test = readQuestionSet(join(DIR, 'round-10', ROUND10_FILES[0]!.name));
    expect(test.filter((q) => used.has(articleNumber(q.source))).map((q) => q.id)).toEqual([]);
    // The check can fail: a round-9 article number is found when asked about.
    const round9 = readQuestionSet(join(DIR, 'round-9', ROUND9_FILES[0]!.name)).find((q) => articleNumber(q.source))!;
    expect(used.has(articleNumber(round9.source))).toBe(true);
  });

  it('does not count `source: written` as a shared source, but still catches a real page used before', () => {
    const round9File = join(DIR, 'round-9', ROUND9_FILES[0]!.name);
    const round9 = readQuestionSet(round9File);
    const written = readQuestionSet(join(DIR, 'round-10', ROUND10_FILES[0]!.name)).filter((q) => q.source === WRITTEN);
    expect(written.length).toBeGreaterThan(0);
    expect(round9.some((q) => q.source === WRITTEN)).toBe(true);
    expect(sharedWith(written, [round9File])).toEqual([]);
    const borrowed = { ...written[0]!, source: round9.find((q) => q.source !== WRITTEN)!.source };
    expect(sharedWith([borrowed], [round9File])).toEqual([borrowed.id]);
  });
});

/**
 * What names a page, whatever host serves it: the same page is reachable under several hosts (Cranial Insertion's two
 * domains, MTG Salvation's copies, the many Reddit mirrors, Stack Exchange's short /q/ links), so rounds 11 and 12
 * compare this, not the URL.
 */
function pageKey(source: string): string | undefined {
  const article = /(?:cranial-?insertion\.com\/articles?|mtgsalvation\.com\/articles)\/(\d+)/i.exec(source)?.[1];
  if (article) return `article:${article}`;
  const thread = /\/r\/\w+\/comments\/([a-z0-9]+)/i.exec(source)?.[1];
  if (thread) return `reddit:${thread.toLowerCase()}`;
  const stack = /stackexchange\.com\/(?:questions|q)\/(\d+)/i.exec(source)?.[1];
  return stack ? `stackexchange:${stack}` : undefined;
}

/**
 * The round-11 test part, collected afresh after the round-10 grading by an engineer who does not tune (collect-real11).
 * Its hash is recorded in test/real-questions/README.md ("Round 11 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 10 included (graded once, now a dev part), and with the policy and Riftbound parts tuned on. Like rounds 8
 * to 10 it has `source: written` questions; those share the marker, not a page, so `sharedWith` does not count it. Graded once at
 * 2026-11-28 00:45 UTC; it moved from `frozen/` to `round-11/` (bytes unchanged) and is a dev part now.
 */
const ROUND11_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-11 test part', frozenAt: '23:16', sha256: '8eb1188ed506402ec99138e0fa695ce2af237b40cbc52d71f0a3d10b0ea818d3', min: 50, id: /^rq11-\d{3}$/ },
];
const BEFORE_ROUND11 = [...BEFORE_ROUND10, ...ROUND10_FILES.map((p) => join(DIR, 'round-10', p.name))];
const OTHER_SETS_ROUND10 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-10', 'test.yaml'));

describeLaterPart({ folder: 'round-11', round: 11, status: 'graded once at 00:45 UTC, now a dev part', files: ROUND11_FILES, before: BEFORE_ROUND11, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3' });

describe('real questions: the round-11 test part (now a dev part) and the policy and Riftbound round-4 … round-10 parts (tuned on)', () => {
  const test = () => readQuestionSet(join(DIR, 'round-11', ROUND11_FILES[0]!.name));

  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOnBefore(11).flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    expect(test().filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it('uses no page an earlier part used, comparing articles, Reddit threads and Stack Exchange questions across hosts', () => {
    // sharedWith compares URLs exactly; compare what names the page (pageKey) across hosts.
    const earlier = [...BEFORE_ROUND11, ...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND4, ...OTHER_SETS_ROUND5, ...OTHER_SETS_ROUND6, ...OTHER_SETS_ROUND7, ...OTHER_SETS_ROUND8, ...OTHER_SETS_ROUND9, ...OTHER_SETS_ROUND10];
    const used = new Set(earlier.flatMap((f) => (parse(readFileSync(f, 'utf8')) as { source?: string }[]).map((q) => pageKey(String(q.source ?? '')))).filter(Boolean));
    expect(test().filter((q) => used.has(pageKey(q.source))).map((q) => q.id)).toEqual([]);
    // The check can fail: pages of earlier parts are found under another host or spelling.
    expect(used.has(pageKey('https://cranialinsertion.com/article/4137'))).toBe(true);
    expect(used.has(pageKey('https://some-mirror.example/r/MagicArena/comments/1h4eymu/anything'))).toBe(true);
    expect(used.has(pageKey('https://boardgames.stackexchange.com/q/11753'))).toBe(true);
  });

  it('does not count `source: written` as a shared source, but still catches a real page used before', () => {
    const round10File = join(DIR, 'round-10', ROUND10_FILES[0]!.name);
    const round10 = readQuestionSet(round10File);
    const written = test().filter((q) => q.source === WRITTEN);
    expect(written.length).toBeGreaterThan(0);
    expect(round10.some((q) => q.source === WRITTEN)).toBe(true);
    expect(sharedWith(written, [round10File])).toEqual([]);
    const borrowed = { ...written[0]!, source: round10.find((q) => q.source !== WRITTEN)!.source };
    expect(sharedWith([borrowed], [round10File])).toEqual([borrowed.id]);
  });
});

/**
 * The round-12 test part, collected afresh after the round-11 grading by an engineer who does not tune (collect-real12).
 * Its hash is recorded in test/real-questions/README.md ("Round 12 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 11 included (graded once, now a dev part), and with the policy and Riftbound parts tuned on. Like rounds 8
 * to 11 it has `source: written` questions; those share the marker, not a page, so `sharedWith` does not count it.
 * Graded once at 2026-11-28 04:08 UTC; it moved from `frozen/` to `round-12/` (bytes unchanged) and is a dev part now.
 */
const ROUND12_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-12 test part', frozenAt: '02:42', sha256: '6f4431905a329e436eafd60b284602bb5ed052a73cfb9c8c53731d2a533692e4', min: 40, id: /^rq12-\d{3}$/ },
  { name: 'test-b.yaml', label: 'the round-12 test part B', frozenAt: '02:57', sha256: '67dcc8f7b32e7d50a1634e5f31ccbc6fb7542c8558a18955260e916c5e10f6ca', min: 15, id: /^rq12-1\d\d$/ },
];
const BEFORE_ROUND12 = [...BEFORE_ROUND11, ...ROUND11_FILES.map((p) => join(DIR, 'round-11', p.name))];

describeLaterPart({ folder: 'round-12', round: 12, status: 'graded once at 04:08 UTC, now a dev part', files: ROUND12_FILES, before: BEFORE_ROUND12, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3], othersSaid: 'dev, round-1, round-2 and round-3', frozenOn: '2026-11-28' });

describe('real questions: the round-12 test part (now a dev part) and the policy and Riftbound round-4 … round-11 parts (tuned on)', () => {
  // Parts A and B together: part B (collect-real12b) is held to every check part A is.
  const test = () => ROUND12_FILES.flatMap((p) => readQuestionSet(join(DIR, 'round-12', p.name)));
  const tunedOn = () => tunedOnBefore(12);

  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOn().flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    expect(test().filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it('uses no page an earlier part used, comparing articles, Reddit threads and Stack Exchange questions across hosts', () => {
    // Compare what names the page (pageKey), not the URL.
    const earlier = [...BEFORE_ROUND12, ...OTHER_SETS, ...OTHER_SETS_ROUND3, ...tunedOn()];
    const used = new Set(earlier.flatMap((f) => (parse(readFileSync(f, 'utf8')) as { source?: string }[]).map((q) => pageKey(String(q.source ?? '')))).filter(Boolean));
    expect(test().filter((q) => used.has(pageKey(q.source))).map((q) => q.id)).toEqual([]);
    // Part B was collected after part A froze: it uses none of part A's pages either, under any host.
    const partA = new Set(readQuestionSet(join(DIR, 'round-12', ROUND12_FILES[0]!.name)).map((q) => pageKey(q.source)).filter(Boolean));
    const partB = ROUND12_FILES.slice(1).flatMap((p) => readQuestionSet(join(DIR, 'round-12', p.name)));
    expect(partB.length).toBeGreaterThan(0);
    expect(partB.filter((q) => partA.has(pageKey(q.source))).map((q) => q.id)).toEqual([]);
    // The check can fail: pages of earlier parts, round 11 included, are found under another host or spelling.
    expect(used.has(pageKey('https://cranialinsertion.com/article/4137'))).toBe(true);
    expect(used.has(pageKey('https://cranial-insertion.com/article/3532'))).toBe(true);
    expect(used.has(pageKey('https://any-mirror.example/r/mtgrules/comments/1MKYAEI/whatever'))).toBe(true);
    expect(used.has(pageKey('https://boardgames.stackexchange.com/q/51217'))).toBe(true);
  });

  it('does not count `source: written` as a shared source, but still catches a real page used before', () => {
    const round11File = join(DIR, 'round-11', ROUND11_FILES[0]!.name);
    const round11 = readQuestionSet(round11File);
    const written = test().filter((q) => q.source === WRITTEN);
    expect(written.length).toBeGreaterThan(0);
    expect(round11.some((q) => q.source === WRITTEN)).toBe(true);
    expect(sharedWith(written, [round11File])).toEqual([]);
    const borrowed = { ...written[0]!, source: round11.find((q) => q.source !== WRITTEN)!.source };
    expect(sharedWith([borrowed], [round11File])).toEqual([borrowed.id]);
  });
});

/**
 * The round-13 test part A, collected afresh after the round-12 grading by an engineer who does not tune (collect-real13d).
 * Its hash is recorded in test/real-questions/README.md ("Round 13 test part") when the file was frozen. Nothing here
 * searches or grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier
 * file, round 12 included (graded once, now a dev part), with the policy and Riftbound parts tuned on, and with the
 * round-13 policy and Riftbound parts frozen before it. Like rounds 8 to 12 it has `source: written` questions; those
 * share the marker, not a page, so `sharedWith` does not count it. Graded once at 2026-11-28 07:45 UTC; it moved from
 * `frozen/` to `round-13/` (bytes unchanged) and is a dev part now.
 */
const ROUND13_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-13 test part A', frozenAt: '06:49', sha256: 'cdfe770499615cb974baab3aa8524139d1dfe8611396f592b43b6854ddd890ba', min: 20, id: /^rq13-\d{3}$/ },
];
const BEFORE_ROUND13 = [...BEFORE_ROUND12, ...ROUND12_FILES.map((p) => join(DIR, 'round-12', p.name))];
// The round-13 policy and Riftbound parts froze before this one (06:07 and 06:38 UTC) and are graded with it.
const OTHER_SETS_ROUND13 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-13', 'test.yaml'));

describeLaterPart({ folder: 'round-13', round: 13, status: 'graded once at 07:45 UTC, now a dev part', files: ROUND13_FILES, before: BEFORE_ROUND13, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13], othersSaid: 'dev, round-1 … round-3 and round-13', frozenOn: '2026-11-28' });

describe('real questions: the round-13 test part A and the policy and Riftbound round-4 … round-13 parts', () => {
  const test = () => ROUND13_FILES.flatMap((p) => readQuestionSet(join(DIR, 'round-13', p.name)));
  const tunedOn = () => tunedOnBefore(13);

  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set([...tunedOn(), ...OTHER_SETS_ROUND13].flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    expect(test().filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it('uses no page an earlier part used, comparing articles, Reddit threads and Stack Exchange questions across hosts', () => {
    // Compare what names the page (pageKey), not the URL; plain URLs are compared as they are, since a blog post or a
    // listing page has no number to compare.
    const earlier = [...BEFORE_ROUND13, ...OTHER_SETS, ...OTHER_SETS_ROUND3, ...tunedOn(), ...OTHER_SETS_ROUND13];
    const sources = (f: string) => (parse(readFileSync(f, 'utf8')) as { source?: string }[]).map((q) => String(q.source ?? ''));
    const used = new Set(earlier.flatMap(sources).map(pageKey).filter(Boolean));
    const usedUrls = new Set(earlier.flatMap(sources).filter((s) => s !== WRITTEN));
    expect(test().filter((q) => used.has(pageKey(q.source))).map((q) => q.id)).toEqual([]);
    expect(test().filter((q) => usedUrls.has(q.source)).map((q) => q.id)).toEqual([]);
    // The check can fail: pages of earlier parts, round 12 included, are found under another host or spelling.
    expect(used.has(pageKey('https://cranialinsertion.com/article/4122'))).toBe(true);
    expect(used.has(pageKey('https://any-mirror.example/r/magicTCG/comments/1KV2D2Y/saga_questions'))).toBe(true);
    expect(used.has(pageKey('https://www.cranialinsertion.com/article/1385'))).toBe(true);
    expect(usedUrls.has('https://redlib.tcsenpai.com/r/askajudge/rising')).toBe(true);
  });

  it('does not count `source: written` as a shared source, but still catches a real page used before', () => {
    const round12File = join(DIR, 'round-12', ROUND12_FILES[0]!.name);
    const round12 = readQuestionSet(round12File);
    const written = test().filter((q) => q.source === WRITTEN);
    expect(written.length).toBeGreaterThan(0);
    expect(round12.some((q) => q.source === WRITTEN)).toBe(true);
    expect(sharedWith(written, [round12File])).toEqual([]);
    const borrowed = { ...written[0]!, source: round12.find((q) => q.source !== WRITTEN)!.source };
    expect(sharedWith([borrowed], [round12File])).toEqual([borrowed.id]);
  });

  it('mixes languages and question kinds like the earlier parts: public English card and rules questions, Japanese and French', () => {
    const all = test();
    const count = (pred: (q: (typeof all)[number]) => boolean) => all.filter(pred).length;
    expect(count((q) => q.lang === 'en' && q.source !== WRITTEN)).toBeGreaterThanOrEqual(12);
    expect(count((q) => q.lang === 'ja')).toBeGreaterThanOrEqual(5);
    expect(count((q) => q.lang === 'fr')).toBeGreaterThanOrEqual(5);
    expect(count((q) => q.category === 'card')).toBeGreaterThan(count((q) => q.category === 'policy'));
    expect(count((q) => q.category === 'policy')).toBeGreaterThanOrEqual(1);
  });
});

/**
 * The round-14 test part A, collected afresh after the round-13 grading by an engineer who does not tune
 * (collect-real14). Its hash is recorded in test/real-questions/README.md ("Round 14 test part") when the file was
 * frozen. Nothing here searches or grades: the file is read to hash it, to check its format and labels, and to compare
 * it with every earlier file, round 13 included (graded once, now a dev part), and with the policy and Riftbound parts
 * tuned on (dev, round 1 … round 13). Like rounds 8 to 13 it has `source: written` questions; those share the marker,
 * not a page, so `sharedWith` does not count it. Graded once at 2026-11-28 12:06 UTC; it moved from `frozen/` to `round-14/` and is now a dev part.
 */
const ROUND14_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-14 test part A', frozenAt: '10:05', sha256: '0846ab2c240773b26d8d1c5b8a3a0061422bc8cf3f20ea654bb1b5333ac45efc', min: 25, id: /^rq14-\d{3}$/ },
];
const BEFORE_ROUND14 = [...BEFORE_ROUND13, ...ROUND13_FILES.map((p) => join(DIR, 'round-13', p.name))];

describeLaterPart({ folder: 'round-14', round: 14, status: 'graded once at 12:06 UTC, now a dev part', files: ROUND14_FILES, before: BEFORE_ROUND14, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13], othersSaid: 'dev, round-1 … round-3 and round-13', frozenOn: '2026-11-28' });

describe('real questions: the round-14 test part A and the policy and Riftbound round-4 … round-13 parts', () => {
  const test = () => ROUND14_FILES.flatMap((p) => readQuestionSet(join(DIR, 'round-14', p.name)));
  const tunedOn = () => tunedOnBefore(14);

  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set(tunedOn().flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    expect(test().filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it('uses no page an earlier part used, comparing articles, Reddit threads and Stack Exchange questions across hosts', () => {
    // Compare what names the page (pageKey), not the URL; plain URLs are compared as they are, since a blog post or a
    // listing page has no number to compare.
    const earlier = [...BEFORE_ROUND14, ...OTHER_SETS, ...OTHER_SETS_ROUND3, ...tunedOn()];
    const sources = (f: string) => (parse(readFileSync(f, 'utf8')) as { source?: string }[]).map((q) => String(q.source ?? ''));
    const used = new Set(earlier.flatMap(sources).map(pageKey).filter(Boolean));
    const usedUrls = new Set(earlier.flatMap(sources).filter((s) => s !== WRITTEN));
    expect(test().filter((q) => used.has(pageKey(q.source))).map((q) => q.id)).toEqual([]);
    expect(test().filter((q) => usedUrls.has(q.source)).map((q) => q.id)).toEqual([]);
    // The check can fail: pages of earlier parts, round 13 included, are found under another host or spelling.
    expect(used.has(pageKey('https://cranial-insertion.com/article/27'))).toBe(true);
    expect(used.has(pageKey('https://another-mirror.example/r/magicTCG/comments/1THUFA/trample'))).toBe(true);
    expect(used.has(pageKey('https://www.mtgsalvation.com/articles/15924-cranial-insertion-99-questions'))).toBe(true);
    expect(usedUrls.has('https://cornerofmagic.blogspot.com/2014/08')).toBe(true);
  });

  it('does not count `source: written` as a shared source, but still catches a real page used before', () => {
    const round13File = join(DIR, 'round-13', ROUND13_FILES[0]!.name);
    const round13 = readQuestionSet(round13File);
    const written = test().filter((q) => q.source === WRITTEN);
    expect(written.length).toBeGreaterThan(0);
    expect(round13.some((q) => q.source === WRITTEN)).toBe(true);
    expect(sharedWith(written, [round13File])).toEqual([]);
    const borrowed = { ...written[0]!, source: round13.find((q) => q.source !== WRITTEN)!.source };
    expect(sharedWith([borrowed], [round13File])).toEqual([borrowed.id]);
  });

  it('mixes languages and question kinds like the earlier parts: public English card and rules questions, Japanese and French', () => {
    const all = test();
    const count = (pred: (q: (typeof all)[number]) => boolean) => all.filter(pred).length;
    expect(count((q) => q.lang === 'en' && q.source !== WRITTEN)).toBeGreaterThanOrEqual(15);
    expect(count((q) => q.lang === 'ja')).toBeGreaterThanOrEqual(5);
    expect(count((q) => q.lang === 'fr')).toBeGreaterThanOrEqual(5);
    expect(count((q) => q.lang === 'fr' && q.source !== WRITTEN)).toBeGreaterThanOrEqual(1);
    expect(count((q) => q.category === 'card')).toBeGreaterThan(count((q) => q.category === 'policy'));
    expect(count((q) => q.category === 'policy')).toBeGreaterThanOrEqual(1);
  });
});
/**
 * The round-14 test part B (`round-14/test-b.yaml`, frozen in `frozen/`), collected by collect-real14b at the same time as part A
 * (`round-14/test.yaml`, collect-real14) from other source families: public English questions only, none written. Its hash
 * is recorded in test/real-questions/README.md ("Round 14 test part B") when the file was frozen. Nothing here searches or
 * grades: the file is read to hash it, to check its format and labels, and to compare it with every earlier file (dev,
 * rounds 1 to 13, round 13 graded once and now a dev part), with the policy and Riftbound parts tuned on, and with part A
 * and the round-14 policy and Riftbound parts (now in `round-14/`). Names end in B so part A's block can sit beside it.
 */
const ROUND14B_FILES: FrozenFile[] = [
  { name: 'test-b.yaml', label: 'the round-14 test part B', frozenAt: '10:05', sha256: '9607dc15fb945dd54096218e8782bf87f1fffbb7c30860add143372e4ec84796', min: 12, id: /^rq14-1\d\d$/ },
];
/** Frozen round-14 files of the other collectors; each is compared once it is there (part B may land before them). */
const ROUND14_PART_A = join(DIR, 'round-14', 'test.yaml');
const OTHER_SETS_ROUND14 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-14', 'test.yaml'));

describeLaterPart({ folder: 'round-14', round: 14, status: 'graded once at 12:06 UTC, now a dev part', files: ROUND14B_FILES, before: BEFORE_ROUND14, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13], othersSaid: 'dev, round-1 … round-3 and round-13', frozenOn: '2026-11-28' });

describe('real questions: the round-14 test part B against part A and the policy and Riftbound parts', () => {
  const test = () => ROUND14B_FILES.flatMap((p) => readQuestionSet(join(DIR, 'round-14', p.name)));
  const tunedOn = () => tunedOnBefore(14);
  const present = (files: string[]) => files.filter((f) => existsSync(f));
  const sources = (f: string) => (parse(readFileSync(f, 'utf8')) as { source?: string }[]).map((q) => String(q.source ?? ''));

  it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
    const other = new Set([...tunedOn(), ...present(OTHER_SETS_ROUND14)].flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
    expect(test().filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it('uses no page an earlier part used, comparing articles, Reddit threads and Stack Exchange questions across hosts', () => {
    const earlier = [...BEFORE_ROUND14, ...OTHER_SETS, ...OTHER_SETS_ROUND3, ...tunedOn(), ...present(OTHER_SETS_ROUND14)];
    const used = new Set(earlier.flatMap(sources).map(pageKey).filter(Boolean));
    const usedUrls = new Set(earlier.flatMap(sources).filter((s) => s !== WRITTEN));
    expect(test().filter((q) => used.has(pageKey(q.source))).map((q) => q.id)).toEqual([]);
    expect(test().filter((q) => usedUrls.has(q.source)).map((q) => q.id)).toEqual([]);
    // The check can fail: pages of earlier parts, round 13 included, are found under another host or spelling.
    expect(used.has(pageKey('https://boardgames.stackexchange.com/q/47749'))).toBe(true);
    expect(used.has(pageKey('https://some-mirror.example/r/askajudge/comments/1PR738N/anything'))).toBe(true);
    expect(usedUrls.has('https://www.pojo.com/magic/Featured%20Writers/Judge/2005/3-10.shtml')).toBe(true);
  });

  it('shares no question, source page or id with part A (part A, `round-14/test.yaml`) (it was collected at the same time)', () => {
    // Part B may be registered before part A lands; the lead runs this again after merging both.
    if (!existsSync(ROUND14_PART_A)) return;
    const partA = readQuestionSet(ROUND14_PART_A);
    expect(partA.length).toBeGreaterThan(0);
    expect(sharedWith(test(), [ROUND14_PART_A])).toEqual([]);
    const pagesA = new Set(partA.map((q) => pageKey(q.source)).filter(Boolean));
    expect(test().filter((q) => pagesA.has(pageKey(q.source))).map((q) => q.id)).toEqual([]);
  });

  it('is public English Magic questions only, none written, long and told like players tell them', () => {
    const all = test();
    expect(all.filter((q) => q.source === WRITTEN || !/^https?:\/\//.test(q.source)).map((q) => q.id)).toEqual([]);
    expect(all.filter((q) => q.lang !== 'en' || q.game !== 'mtg').map((q) => q.id)).toEqual([]);
    expect(all.filter((q) => q.q.length < 100).map((q) => q.id)).toEqual([]);
    expect(all.filter((q) => q.category === 'card').length).toBeGreaterThanOrEqual(5);
    expect(all.filter((q) => q.category === 'rules').length).toBeGreaterThanOrEqual(3);
  });
});

/**
 * The round-15 test parts, collected afresh after the round-14 grading by engineers who do not tune, at the same time as
 * the round-15 policy and Riftbound parts: part A (`round-15/test.yaml`, collect-real15: public English stories, Japanese
 * and French, some `source: written`) and part B (`round-15/test-b.yaml`, collect-real15b: public English only, from other
 * source families — a pojo Judge Bill column and players' rules questions in the XMage and Forge issue trackers). Their
 * hashes are recorded in test/real-questions/README.md ("Round 15 test part", "Round 15 test part B") when the files were
 * frozen. Nothing here searches or grades: the files are read to hash them, to check their format and labels, and to
 * compare them with every earlier file (dev, rounds 1 to 14, round 14 graded once and now a dev part), with each other,
 * with the policy and Riftbound parts tuned on and with the round-15 policy and Riftbound parts. A written question
 * shares the marker, not a page, so `sharedWith` does not count it. Frozen in `frozen/`, graded once at 2026-11-28 15:18 UTC;
 * they moved to `round-15/` (bytes unchanged) and are dev parts now.
 */
const ROUND15_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-15 test part A', frozenAt: '13:27', sha256: '9da14c6974a1cb561ea3882f9792abb5e349c69bd51474f6203d38dd2ccb62a9', min: 30, id: /^rq15-\d{3}$/ },
  { name: 'test-b.yaml', label: 'the round-15 test part B', frozenAt: '13:24', sha256: '20bb9b95bbf87947931183ed1ac24fb038e8d2ab1ae08d431c9e39a114a94271', min: 12, id: /^rq15-1\d\d$/ },
];
const BEFORE_ROUND15 = [...BEFORE_ROUND14, ...[...ROUND14_FILES, ...ROUND14B_FILES].map((p) => join(DIR, 'round-14', p.name))];
const OTHER_SETS_ROUND15 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-15', 'test.yaml'));

/** What names a GitHub thread: an issue and a pull request share one number space per repository, whatever the host spelling. */
function githubThread(source: string): string | undefined {
  const m = /github\.com\/([\w.-]+\/[\w.-]+)\/(?:issues|pull)\/(\d+)/i.exec(source);
  return m ? `github:${m[1]!.toLowerCase()}#${m[2]}` : undefined;
}

/**
 * What names a forum thread or post, so one thread is not used twice under another spelling: MTG: The Source threads
 * (`t-14390`, `showthread.php?14390`), judge-forum posts and topics, MTG Salvation forum threads, magiccorporation topics.
 */
function forumKey(source: string): string | undefined {
  const source_ = /mtgthesource\.com\/forums\/(?:archive\/index\.php\/t-|showthread\.php\?(?:t=)?)(\d+)/i.exec(source)?.[1];
  if (source_) return `mtgthesource:${source_}`;
  const judges = /magicjudges\.org\.?\/forum\/(post|topic)\/(\d+)/i.exec(source);
  if (judges) return `judgeforum:${judges[1]!.toLowerCase()}:${judges[2]}`;
  const mtgs = /mtgsalvation\.com\/forums\/.*?\/(\d+)-/i.exec(source)?.[1];
  if (mtgs) return `mtgsalvation-forum:${mtgs}`;
  const mc = /magiccorporation\.com\/gathering-forum-viewtopic-\d+-(\d+)/i.exec(source)?.[1];
  return mc ? `magiccorporation:${mc}` : undefined;
}

/** Every name a source has as a page: an article, Reddit or Stack Exchange number, a forum thread, a GitHub thread. */
const pageNames = (source: string): string[] => [pageKey(source), forumKey(source), githubThread(source)].filter((k): k is string => Boolean(k));

describeLaterPart({ folder: 'round-15', round: 15, status: 'graded once at 15:18 UTC, now a dev part', files: ROUND15_FILES, before: BEFORE_ROUND15, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14], othersSaid: 'dev, round-1 … round-3, round-13 and round-14', frozenOn: '2026-11-28' });

/**
 * The checks every later real part gets against everything collected before it (rounds 15 on): no question asked by
 * a policy or Riftbound part, no page any earlier part used (by page name across hosts and spellings, and by URL),
 * no page shared between the parts collected in the same round, and a written question sharing only the marker.
 * `knownUsed` are pages of earlier parts written as another host or spelling would give them: the page check must find
 * each one used, so the check can fail. `composition` holds the round's own checks of what each part is made of.
 */
function describeEarlierPages(opts: {
  round: number;
  /** Where the round's files are: `round-<N>/` once graded, `frozen/` until then. */
  folder?: string;
  /** Whether a part of the round has a `source: written` question (rounds 15 and 16 do); without one the marker is checked on a copy made written, and none may be written. */
  written?: boolean;
  files: FrozenFile[];
  before: string[];
  tunedOn: string[];
  sameRound: string[];
  knownUsed: { pages?: string[]; urls?: string[] };
  composition: (part: (name: string) => Questions) => void;
}): void {
  const folder = opts.folder ?? `round-${opts.round}`;
  const previous = `round-${opts.round - 1}`;
  const part = (name: string) => readQuestionSet(join(DIR, folder, name));
  const test = () => opts.files.flatMap((p) => part(p.name));
  const sources = (f: string) => (parse(readFileSync(f, 'utf8')) as { source?: string }[]).map((q) => String(q.source ?? ''));
  const names = opts.files.map((f) => f.name);

  describe(`real questions: the round-${opts.round} test parts against every earlier page, each other and the policy and Riftbound parts`, () => {
    it('asks none of their questions (read as plain YAML: some policy questions there are over 300 characters)', () => {
      const other = new Set([...opts.tunedOn, ...opts.sameRound].flatMap((f) => (parse(readFileSync(f, 'utf8')) as { q: string }[]).map((q) => q.q.trim().toLowerCase())));
      expect(test().filter((q) => other.has(q.q.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
    });

    it('uses no page, forum thread or GitHub thread an earlier part used, compared across hosts and spellings', () => {
      const earlier = [...opts.before, ...OTHER_SETS, ...OTHER_SETS_ROUND3, ...opts.tunedOn, ...opts.sameRound];
      const used = new Set(earlier.flatMap(sources).flatMap(pageNames));
      const usedUrls = new Set(earlier.flatMap(sources).filter((s) => s !== WRITTEN));
      expect(test().filter((q) => pageNames(q.source).some((k) => used.has(k))).map((q) => q.id)).toEqual([]);
      expect(test().filter((q) => usedUrls.has(q.source)).map((q) => q.id)).toEqual([]);
      // The checks can fail: pages of earlier parts are found under another host or spelling.
      expect((opts.knownUsed.pages ?? []).filter((page) => !pageNames(page).some((k) => used.has(k)))).toEqual([]);
      expect((opts.knownUsed.urls ?? []).filter((url) => !usedUrls.has(url))).toEqual([]);
    });

    it('each part shares no page, forum thread or GitHub thread with the parts collected before it in the same round', () => {
      for (const [i, name] of names.entries()) {
        if (i === 0) continue;
        const earlier = names.slice(0, i).flatMap((n) => part(n));
        const pages = new Set(earlier.flatMap((q) => pageNames(q.source)));
        const urls = new Set(earlier.map((q) => q.source).filter((s) => s !== WRITTEN));
        expect(part(name).filter((q) => pageNames(q.source).some((k) => pages.has(k)) || urls.has(q.source)).map((q) => `${name}: ${q.id}`)).toEqual([]);
      }
    });

    it('does not count `source: written` as a shared source, but still catches a real page used before', () => {
      // The previous round's first file with a written question; round 17 has none (part C only), so round 18 looks further back.
      const hasWritten = (f: string) => readQuestionSet(f).some((q) => q.source === WRITTEN);
      const previousFile = opts.before.find((f) => f.includes(`/${previous}/`) && hasWritten(f)) ?? [...opts.before].reverse().find(hasWritten)!;
      const earlier = readQuestionSet(previousFile);
      let written = test().filter((q) => q.source === WRITTEN);
      if (opts.written ?? true) {
        expect(written.length).toBeGreaterThan(0);
      } else {
        // No part of this round has a written question: the marker is checked on a copy of its first question made written.
        expect(written.map((q) => q.id)).toEqual([]);
        written = [{ ...test()[0]!, source: WRITTEN }];
      }
      expect(earlier.some((q) => q.source === WRITTEN)).toBe(true);
      expect(sharedWith(written, [previousFile])).toEqual([]);
      const borrowed = { ...written[0]!, source: earlier.find((q) => q.source !== WRITTEN)!.source };
      expect(sharedWith([borrowed], [previousFile])).toEqual([borrowed.id]);
    });

    opts.composition(part);
  });
}

/**
 * A part A as the earlier rounds made them: public English stories, most of them long, Japanese and French (one French
 * at least public), more card stories than tournament ones, some of each kind. The minimums are the round's own.
 */
function expectMixedPartA(all: Questions, min: { publicEnglish: number; japanese: number; french: number }): void {
  const count = (pred: (q: Questions[number]) => boolean) => all.filter(pred).length;
  expect(count((q) => q.lang === 'en' && q.source !== WRITTEN)).toBeGreaterThanOrEqual(min.publicEnglish);
  expect(count((q) => q.lang === 'en' && q.q.length >= 120)).toBeGreaterThanOrEqual(15);
  expect(count((q) => q.lang === 'ja')).toBeGreaterThanOrEqual(min.japanese);
  expect(count((q) => q.lang === 'fr')).toBeGreaterThanOrEqual(min.french);
  expect(count((q) => q.lang === 'fr' && q.source !== WRITTEN)).toBeGreaterThanOrEqual(1);
  expect(count((q) => q.category === 'card')).toBeGreaterThan(count((q) => q.category === 'policy'));
  expect(count((q) => q.category === 'policy')).toBeGreaterThanOrEqual(1);
  expect(count((q) => q.category === 'rules')).toBeGreaterThanOrEqual(10);
}

/** A part of public English Magic questions: each from a web page (none written), and told at a player's length. */
function expectPublicEnglishStories(all: Questions): void {
  expect(all.filter((q) => q.source === WRITTEN || !/^https?:\/\//.test(q.source)).map((q) => q.id)).toEqual([]);
  expect(all.filter((q) => q.lang !== 'en' || q.game !== 'mtg').map((q) => q.id)).toEqual([]);
  expect(all.filter((q) => q.q.length < 100).map((q) => q.id)).toEqual([]);
}

/** A part of public English Magic card stories (a few rules questions among them), with the round's own minimums. */
function expectCardStoryPart(all: Questions, min: { questions: number; cards: number; rules?: number }): void {
  expect(all.length).toBeGreaterThanOrEqual(min.questions);
  expectPublicEnglishStories(all);
  expect(all.filter((q) => q.category === 'card').length).toBeGreaterThanOrEqual(min.cards);
  expect(all.filter((q) => q.category === 'rules').length).toBeGreaterThanOrEqual(min.rules ?? 0);
}

describeEarlierPages({
  round: 15,
  files: ROUND15_FILES,
  before: BEFORE_ROUND15,
  tunedOn: tunedOnBefore(15),
  sameRound: OTHER_SETS_ROUND15,
  knownUsed: {
    pages: [
      'https://cranialinsertion.com/article/1793',
      'https://boardgames.stackexchange.com/q/13188',
      'https://yet-another-mirror.example/r/magicTCG/comments/KLT9W0/anything',
      'https://www.mtgthesource.com/forums/showthread.php?17665-anything',
      'http://apps.magicjudges.org/forum/post/35704',
    ],
    urls: ['https://www.pojo.com/magic/Featured%20Writers/Judge/2004Reports/Nov/2.html'],
  },
  composition: (part) => {
    it('reads a GitHub pull request and its issue as one thread', () => {
      expect(githubThread('https://GitHub.com/magefree/mage/pull/7095')).toBe(githubThread('https://github.com/magefree/mage/issues/7095'));
    });

    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test.yaml'), { publicEnglish: 20, japanese: 5, french: 5 });
    });

    it('part B is public English Magic questions only, none written, long and told like players tell them', () => {
      const all = part('test-b.yaml');
      expectPublicEnglishStories(all);
      expect(all.filter((q) => q.category === 'card').length).toBeGreaterThanOrEqual(5);
      expect(all.filter((q) => q.category === 'rules').length).toBeGreaterThanOrEqual(3);
    });
  },
});

/**
 * The round-16 test parts, collected afresh after the round-15 grading by engineers who do not tune, at the same time as
 * the round-16 policy and Riftbound parts: part A (`round-16/test.yaml`, collect-real16a: public English stories, Japanese
 * and French, some `source: written`) and part B (`round-16/test-b.yaml`, collect-real16b: public English only, from other
 * source families). Hashes are recorded in test/real-questions/README.md ("Round 16 test part",
 * "Round 16 test part B") when the files are frozen. Nothing here searches or grades: the files are read to hash them, to
 * check their format and labels, and to compare them with every earlier file (dev, rounds 1 to 15, round 15 graded once
 * and now a dev part), with each other, with the policy and Riftbound parts tuned on and with the round-16 policy and
 * Riftbound parts once they are in `frozen/`. Part C (`round-16/test-c.yaml`, collect-real16c: public English players'
 * stories from the XMage and Forge issue trackers) was added the same way. A written question shares the marker, not a
 * page. Frozen in `frozen/`, graded once at 2026-11-28 19:50 UTC; they moved to `round-16/` (bytes unchanged) and are
 * dev parts now.
 */
const ROUND16_FILES: FrozenFile[] = [
  { name: 'test.yaml', label: 'the round-16 test part A', frozenAt: '17:22', sha256: '2ab5b7ac1823fa0be9e47b0b3c0926e6fc77d7d62a7b37a4954f36c3e1bb1bf7', min: 25, id: /^rq16-\d{3}$/ },
  { name: 'test-b.yaml', label: 'the round-16 test part B', frozenAt: '17:25', sha256: 'cbdf4deb746589e04941f50f3a3948b6f6dfa4d64c6cfba727e3ede91fc7db99', min: 1, id: /^rq16-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-16 test part C', frozenAt: '17:36', sha256: '21dbd68eee190287c305ea83791c17f7867d06b31c10614d1bd4740381c66ac3', min: 12, id: /^rq16-2\d\d$/ },
];
const BEFORE_ROUND16 = [...BEFORE_ROUND15, ...ROUND15_FILES.map((p) => join(DIR, 'round-15', p.name))];
const OTHER_SETS_ROUND16 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-16', 'test.yaml'));

describeLaterPart({ folder: 'round-16', round: 16, status: 'graded once at 19:50 UTC, now a dev part', files: ROUND16_FILES, before: BEFORE_ROUND16, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15], othersSaid: 'dev, round-1 … round-3, round-13, round-14 and round-15', frozenOn: '2026-11-28' });

describeEarlierPages({
  round: 16,
  files: ROUND16_FILES,
  before: BEFORE_ROUND16,
  tunedOn: tunedOnBefore(16),
  sameRound: OTHER_SETS_ROUND16,
  knownUsed: {
    pages: [
      'https://cranialinsertion.com/article/1510',
      'https://www.mtgthesource.com/forums/showthread.php?14390-anything',
      'https://cranialinsertion.com/article/702',
      'https://github.com/magefree/mage/pull/7095',
    ],
    urls: ['https://blogs.magicjudges.org/rulestips/author/bimmerbot/page/54', 'https://tappedout.net/mtg-questions/rules-for-daybound'],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test.yaml'), { publicEnglish: 15, japanese: 4, french: 4 });
    });

    it('part B is public English Magic questions only, none written, long and told like players tell them', () => {
      const all = part('test-b.yaml');
      expect(all.length).toBeGreaterThan(0);
      expectPublicEnglishStories(all);
    });

    it('part C is public English Magic questions only, none written, long and told like players tell them', () => {
      const all = part('test-c.yaml');
      expect(all.length).toBeGreaterThanOrEqual(12);
      expectPublicEnglishStories(all);
    });
  },
});

/**
 * The round-17 test parts, collected afresh after the round-16 grading by engineers who do not tune. Part C
 * (`round-17/test-c.yaml`, collect-real17c: public English players' stories from the XMage and Forge issue trackers, none
 * written) is the round's only part: parts A and B were not collected. Hashes
 * are recorded in test/real-questions/README.md ("Round 17 test part C") when the files are frozen. Nothing here searches
 * or grades: the files are read to hash them, to check their format and labels, and to compare them with every earlier file
 * (dev, rounds 1 to 16, round 16 graded once and now a dev part), with each other, with the policy and Riftbound parts tuned
 * on. Frozen in `frozen/`, graded once at 2026-11-28 22:14 UTC; moved to `round-17/` (bytes unchanged), a dev part now.
 */
const ROUND17_FILES: FrozenFile[] = [
  { name: 'test-c.yaml', label: 'the round-17 test part C', frozenAt: '22:14', sha256: 'c15505b04b1ec5ed49e93d9f09a3717b5b8c4008521d68e2f3f7031b57b97ca1', min: 12, id: /^rq17-2\d\d$/ },
];
const BEFORE_ROUND17 = [...BEFORE_ROUND16, ...ROUND16_FILES.map((p) => join(DIR, 'round-16', p.name))];
// No round-17 policy or Riftbound part was collected (the collectors' sessions were interrupted past their deadline).
const OTHER_SETS_ROUND17: string[] = [];

describeLaterPart({ folder: 'round-17', round: 17, status: 'graded once at 22:14 UTC, now a dev part', files: ROUND17_FILES, before: BEFORE_ROUND17, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15 and round-16', frozenOn: '2026-11-28' });

describeEarlierPages({
  round: 17,
  written: false,
  files: ROUND17_FILES,
  before: BEFORE_ROUND17,
  tunedOn: tunedOnBefore(17),
  sameRound: OTHER_SETS_ROUND17,
  knownUsed: {
    pages: [
      'https://github.com/magefree/mage/pull/4516',
      'https://GitHub.com/Card-Forge/forge/issues/1138',
      'https://www.mtgthesource.com/forums/showthread.php?14390-anything',
    ],
    urls: ['https://github.com/magefree/mage/issues/6283'],
  },
  composition: (part) => {
    it('part C is public English Magic questions only, none written, long and told like players tell them', () => {
      const all = part('test-c.yaml');
      expect(all.length).toBeGreaterThanOrEqual(12);
      expectPublicEnglishStories(all);
    });
  },
});

/**
 * The round-18 test part A (`round-18/test-a.yaml`, collect-real18a: public English stories, Japanese and French, some
 * `source: written`), collected afresh after the round-17 grading by an engineer who does not tune. No part B and no
 * round-18 policy or Riftbound part exist: their collectors' sessions were interrupted past the deadline. Hash recorded in
 * test/real-questions/README.md ("Round 18 test part A"). Nothing here searches or grades: the file is read to hash it,
 * to check its format and labels, and to compare it with every earlier file (dev, rounds 1 to 17), with the policy and
 * Riftbound parts tuned on (round 16 included; there is no round-17 policy or Riftbound part). A written question shares
 * the marker, not a page. Frozen in `frozen/`, graded once at 2026-11-29 01:53 UTC; moved to `round-18/` (bytes
 * unchanged), a dev part now.
 */
const ROUND18_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-18 test part A', frozenAt: '00:33', sha256: 'fbb69545b980f042e3a0f406e86f6f2e50e20d7e2268f8524ad6b14e1a1aa42b', min: 20, id: /^rq18-0\d\d$/ },
];
const BEFORE_ROUND18 = [...BEFORE_ROUND17, ...ROUND17_FILES.map((p) => join(DIR, 'round-17', p.name))];
// No round-18 policy or Riftbound part was collected (the collectors' sessions were interrupted past their deadline).
const OTHER_SETS_ROUND18: string[] = [];

describeLaterPart({ folder: 'round-18', round: 18, status: 'graded once at 01:53 UTC, now a dev part', files: ROUND18_FILES, before: BEFORE_ROUND18, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15 and round-16', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 18,
  files: ROUND18_FILES,
  before: BEFORE_ROUND18,
  tunedOn: tunedOnBefore(18),
  sameRound: OTHER_SETS_ROUND18,
  knownUsed: {
    pages: [
      'https://cranial-insertion.com/article/1825',
      'https://reddit.example.org/r/mtgrules/comments/1L9YMP2/anything',
      'https://github.com/magefree/mage/pull/7633',
    ],
    urls: ['https://blogs.magicjudges.org/rulestips/category/tournamentrules/communication-policy/page/2/?lang=en'],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 5, french: 4 });
    });
  },
});

/**
 * The round-19 test parts, collected afresh after the round-18 grading by engineers who do not tune: part A
 * (`round-19/test-a.yaml`, collect-real19a, ids `rq19-001…`: public English stories, Japanese and French, two French
 * `source: written`) and part B (`round-19/test-b.yaml`, collect-real19b, ids `rq19-101…`: public English players' card
 * stories from the XMage and Forge issue trackers, none written). Each collector added its own entry to `ROUND19_FILES`
 * on its branch; the lead merged them. Hashes recorded in test/real-questions/README.md ("Round 19 test part A", "Round
 * 19 test part B"). Nothing here searches or grades: the files are read to hash them, to check their format and labels,
 * and to compare them with every earlier file (dev, rounds 1 to 18), with each other, with the policy and Riftbound
 * parts tuned on (round 16 included; there is no round-17 or round-18 policy or Riftbound part) and with the round-19
 * policy and Riftbound parts. A written question shares the marker, not a page. Frozen in `frozen/`, graded once at
 * 2026-11-29 04:49 UTC; moved to `round-19/` (bytes unchanged), dev parts now.
 */
const ROUND19_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-19 test part A', frozenAt: '03:43', sha256: '99be9e70b5f7ae99620f451f23627fdebc9f0ec54c6526ebd2081dfaa581b4d0', min: 25, id: /^rq19-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-19 test part B', frozenAt: '03:41', sha256: '8a8939448e630453cf40f55d667d50a34df8d3f4600d2d6aa6a2be04a4f5dc3e', min: 20, id: /^rq19-1\d\d$/ },
];
const BEFORE_ROUND19 = [...BEFORE_ROUND18, ...ROUND18_FILES.map((p) => join(DIR, 'round-18', p.name))];
// The round-19 policy and Riftbound parts (frozen at 04:09 and 03:44 UTC), graded at the same time.
const OTHER_SETS_ROUND19 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-19', 'test.yaml'));

describeLaterPart({ folder: 'round-19', round: 19, status: 'graded once at 04:49 UTC, now a dev part', files: ROUND19_FILES, before: BEFORE_ROUND19, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15 and round-16', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 19,
  // Part A has two French `source: written` questions; part B has none.
  written: true,
  files: ROUND19_FILES,
  before: BEFORE_ROUND19,
  tunedOn: tunedOnBefore(19),
  sameRound: OTHER_SETS_ROUND19,
  knownUsed: {
    pages: [
      'https://www.cranialinsertion.com/article/4262',
      'https://mtgsalvation.com/articles/15714-anything',
      'https://GitHub.com/Card-Forge/forge/issues/8922',
      'https://github.com/magefree/mage/pull/12475',
    ],
    urls: ['https://cranial-insertion.com/article/4262', 'https://github.com/magefree/mage/issues/7633'],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 5, french: 5 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 20, cards: 15 });
    });
  },
});

/**
 * The round-20 test parts, collected afresh after the round-19 grading by engineers who do not tune: part A
 * (`round-20/test-a.yaml`, collect-real20a, ids `rq20-001…`: public English stories, Japanese and French, five `source:
 * written`), part B (`round-20/test-b.yaml`, collect-real20b, ids `rq20-101…`: public English players' card stories from
 * the XMage, Forge and Magarena issue trackers, none written) and part C (`round-20/test-c.yaml`, collect-real20c, ids
 * `rq20-201…`: public English questions from Pojo's Judge's Corner and Monk's Corner columns and a player's blog, none
 * written). Each collector added its own entry to `ROUND20_FILES` on its branch; the lead merged A and B, and part C was
 * collected from that merge. Hashes recorded in test/real-questions/README.md ("Round 20 test part A", "part B", "part
 * C"). Nothing here searches or grades: the files are read to hash them, to check their format and labels, and to
 * compare them with every earlier file (dev, rounds 1 to 19), with each other, with the policy and Riftbound parts tuned
 * on (round 19 included; there is no round-17 or round-18 policy or Riftbound part) and with the round-20 policy and
 * Riftbound parts. A written question shares the marker, not a page. Frozen in `frozen/`, graded once at 2026-11-29
 * 08:06 UTC; moved to `round-20/` (bytes unchanged), dev parts now.
 */
const ROUND20_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-20 test part A', frozenAt: '06:51', sha256: '74aa6bfa9c431e6d29201b3da0544e665c0a0a7ac50e913a4c54f05c45f1f14b', min: 25, id: /^rq20-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-20 test part B', frozenAt: '06:52', sha256: '6b1010941da9274bf71686ee791b8e2403b0437f73f4f577d652d32a56f2284e', min: 20, id: /^rq20-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-20 test part C', frozenAt: '07:12', sha256: '42ac9b35a514defa64625938b7c9315d86d548bfdbdedb5896596d5b61a2db8e', min: 14, id: /^rq20-2\d\d$/ },
];
const BEFORE_ROUND20 = [...BEFORE_ROUND19, ...ROUND19_FILES.map((p) => join(DIR, 'round-19', p.name))];
// The round-20 policy and Riftbound parts (frozen at 06:49 and 06:48 UTC), graded at the same time.
const OTHER_SETS_ROUND20 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-20', 'test.yaml'));

describeLaterPart({ folder: 'round-20', round: 20, status: 'graded once at 08:06 UTC, now a dev part', files: ROUND20_FILES, before: BEFORE_ROUND20, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16, ...OTHER_SETS_ROUND19], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15, round-16 and round-19', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 20,
  // Part A has five `source: written` questions (four Japanese, one French); parts B and C have none.
  written: true,
  files: ROUND20_FILES,
  before: BEFORE_ROUND20,
  tunedOn: tunedOnBefore(20),
  sameRound: OTHER_SETS_ROUND20,
  knownUsed: {
    pages: [
      'https://www.cranial-insertion.com/article/322',
      'https://mtgsalvation.com/articles/15537-anything',
      'https://GitHub.com/Card-Forge/forge/issues/8922',
      'https://github.com/magefree/mage/pull/3288',
      'https://GitHub.com/magefree/mage/issues/8252',
      'https://github.com/Card-Forge/forge/pull/8985',
      'https://www.cranialinsertion.com/article/3907',
    ],
    urls: ['https://cranial-insertion.com/article/322', 'https://blogs.magicjudges.org/ftw/2014/11/11/judging-to-protect-players-skill-advantage-2014-11-11/', 'https://github.com/magefree/mage/issues/8548', 'https://github.com/magefree/mage/issues/8401'],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 5, french: 5 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 20, cards: 15 });
    });
    it('part C is public English Magic questions only, none written (Pojo Judge\'s Corner and Monk\'s Corner readers\' questions, a player\'s blog), mostly card stories', () => {
      expectCardStoryPart(part('test-c.yaml'), { questions: 14, cards: 10, rules: 2 });
    });
  },
});

/**
 * The round-21 test parts, collected afresh after the round-20 grading by engineers who do not tune, each on its own
 * branch (each collector added its own entry to `ROUND21_FILES`; the lead merged them). Part A (`round-21/test-a.yaml`,
 * collect-real21a, ids `rq21-001…`: public English questions from judge blogs and players' blogs, Japanese and French,
 * nine `source: written`), part B (`round-21/test-b.yaml`, collect-real21b, ids `rq21-101…`: public English players'
 * card stories from the XMage, Forge and Magarena issue trackers, none written) and part C (`round-21/test-c.yaml`,
 * collect-real21c, ids `rq21-201…`: public English readers' questions from older rules columns — Pojo's Judge's Corner
 * (2003–2004) and Cranial Insertion's 2005 issues and its 2008 reprint of a Saturday School column —, none written).
 * Hashes recorded in test/real-questions/README.md ("Round 21 test part A/B/C"). Nothing here searches or grades: the
 * files are read to hash them, to check their format and labels, and to compare them with every earlier file (dev,
 * rounds 1 to 20), with each other, with the policy and Riftbound parts tuned on (round 20 included) and with the
 * round-21 policy and Riftbound parts. A written question shares the marker, not a page. Frozen in `frozen/`, graded once
 * at 2026-11-29 11:35 UTC; moved to `round-21/` (bytes unchanged), dev parts now.
 */
const ROUND21_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-21 test part A', frozenAt: '10:10', sha256: '625a84fe37b7fc5d78f34698cbc2b0a498af1305135a6b78ee2ffa821601f428', min: 25, id: /^rq21-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-21 test part B', frozenAt: '10:07', sha256: '03683a6a9e74759b840414f6c542266380fbc95534a741cbaeecad1461c1328e', min: 25, id: /^rq21-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-21 test part C', frozenAt: '10:02', sha256: '358a4b32157b3b4d9ab6db2371919f7767b679337da101eb1c11a0e64539c40f', min: 19, id: /^rq21-2\d\d$/ },
];
const BEFORE_ROUND21 = [...BEFORE_ROUND20, ...ROUND20_FILES.map((p) => join(DIR, 'round-20', p.name))];
// The round-21 policy and Riftbound parts (frozen at 10:06 and 10:00 UTC), graded at the same time.
const OTHER_SETS_ROUND21 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-21', 'test.yaml'));

describeLaterPart({ folder: 'round-21', round: 21, status: 'graded once at 11:35 UTC, now a dev part', files: ROUND21_FILES, before: BEFORE_ROUND21, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16, ...OTHER_SETS_ROUND19, ...OTHER_SETS_ROUND20], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15, round-16, round-19 and round-20', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 21,
  // Part A has nine `source: written` questions (five Japanese, four French); parts B and C have none.
  written: true,
  files: ROUND21_FILES,
  before: BEFORE_ROUND21,
  tunedOn: tunedOnBefore(21),
  sameRound: OTHER_SETS_ROUND21,
  knownUsed: {
    pages: [
      'https://cranialinsertion.com/article/74',
      'https://www.cranial-insertion.com/article/27',
      'https://GitHub.com/magefree/mage/issues/10220',
      'https://github.com/magefree/mage/pull/12684',
      'https://www.github.com/Card-Forge/forge/issues/5264',
      'https://www.cranial-insertion.com/article/4137',
      'https://mtgsalvation.com/articles/15148-anything',
      'https://GitHub.com/magefree/mage/issues/8293',
      'https://www.cranialinsertion.com/article/3907',
    ],
    urls: [
      'https://www.pojo.com/magic/Featured%20Writers/Judge/041403.html',
      'https://www.pojo.com/magic/Featured%20Writers/Judge/2004Reports/Oct/21.html',
      'https://github.com/magefree/mage/issues/1916',
      'https://github.com/magefree/mage/issues/6059',
      'https://github.com/magefree/mage/issues/9357',
      'http://www.boardgamebarrister.com/article_type/barrister-blog/page/3/',
      'https://cornerofmagic.blogspot.com/2014/08',
      'https://r.darklab.sh/r/mtgrules',
      'https://www.pojo.com/magic/Featured%20Writers/Judge/2004Reports/Dec/12-31.html',
    ],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 5, french: 5 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 20, cards: 15 });
    });
    it('part C is public English Magic questions only, none written (Pojo Judge\'s Corner and Cranial Insertion readers\' questions), mostly card stories', () => {
      expectCardStoryPart(part('test-c.yaml'), { questions: 19, cards: 12, rules: 2 });
    });
  },
});

/**
 * The round-22 test parts, collected afresh after the round-21 grading by engineers who do not tune, each on its own
 * branch (each collector added its own entry to `ROUND22_FILES`; the lead merged them). Part A (`round-22/test-a.yaml`,
 * collect-real22a, ids `rq22-001…`: public English questions from judge blogs (Rules Tips listing pages, a regional
 * judges' blog), a Cranial Insertion issue on the MTG Salvation mirror, Reddit, TappedOut, a player's blog and the old
 * Wizards community forum; one public French forum question; ten `source: written` Japanese and French questions),
 * part B (`round-22/test-b.yaml`, collect-real22b, ids `rq22-101…`: public English players' card stories from the XMage,
 * Forge, Magarena and Wagic issue trackers, none written) and part C (`round-22/test-c.yaml`, collect-real22c, ids
 * `rq22-201…`: public English readers' questions from an older rules column — Cranial Insertion's 2012–2019 issues,
 * article numbers no earlier part used —, none written). Hashes recorded in test/real-questions/README.md ("Round 22
 * test part A/B/C"). Nothing here searches or grades: the files are read to hash them, to check their format and
 * labels, and to compare them with every earlier file (dev, rounds 1 to 21), with each other, with the policy and
 * Riftbound parts tuned on (round 21 included) and with the round-22 policy and Riftbound parts. A written question
 * shares the marker, not a page. Frozen in `frozen/`, graded once at 2026-11-29 14:10 UTC; moved to `round-22/` (bytes
 * unchanged), dev parts now.
 */
const ROUND22_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-22 test part A', frozenAt: '13:06', sha256: 'bfd5047e6efc890497567217f81a1b7e6259bac55727ee40a018571aba9a0ed5', min: 25, id: /^rq22-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-22 test part B', frozenAt: '13:04', sha256: '19e3bf50c053947d6f76e28e35013d167aebf81718cc3bb5588d4c48e58fee40', min: 25, id: /^rq22-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-22 test part C', frozenAt: '13:04', sha256: 'c4a3c741a73d4f50216016f1fe553ac0692b8ef4ae7667fdc8d78e6034190d90', min: 17, id: /^rq22-2\d\d$/ },
];
const BEFORE_ROUND22 = [...BEFORE_ROUND21, ...ROUND21_FILES.map((p) => join(DIR, 'round-21', p.name))];
// The round-22 policy and Riftbound parts (frozen at 12:58 and 12:57 UTC), graded at the same time.
const OTHER_SETS_ROUND22 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-22', 'test.yaml'));

describeLaterPart({ folder: 'round-22', round: 22, status: 'graded once at 14:10 UTC, now a dev part', files: ROUND22_FILES, before: BEFORE_ROUND22, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16, ...OTHER_SETS_ROUND19, ...OTHER_SETS_ROUND20, ...OTHER_SETS_ROUND21], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15, round-16, round-19, round-20 and round-21', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 22,
  // Part A has ten `source: written` questions (five Japanese, five French; one French is public); parts B and C have none.
  written: true,
  files: ROUND22_FILES,
  before: BEFORE_ROUND22,
  tunedOn: tunedOnBefore(22),
  sameRound: OTHER_SETS_ROUND22,
  knownUsed: {
    pages: [
      'https://cranialinsertion.com/article/1391',
      'https://www.cranial-insertion.com/article/2256',
      'https://mtgsalvation.com/articles/15549-anything',
      'https://www.cranialinsertion.com/article/1510',
      'https://GitHub.com/magefree/mage/issues/1324',
      'https://www.github.com/magefree/mage/issues/13928',
      'https://github.com/magefree/mage/pull/12475',
      'https://GitHub.com/Card-Forge/forge/issues/3925',
      'https://cranialinsertion.com/article/169',
      'https://www.cranial-insertion.com/article/29',
      'https://cranialinsertion.com/article/2735',
      'https://www.cranial-insertion.com/article/1637',
      'https://mtgsalvation.com/articles/15702-anything',
    ],
    urls: [
      'https://note.com/testing_urborg/n/n3f4eff49dcf1',
      'https://thoughtseizeme.blogspot.com/2025/04/2025-04-12-hotg-fredonia-rcq-judging.html',
      'https://magic-ville.com/fr/regles/faq.php?reffaq=63',
      'https://blog.goo.ne.jp/seisyu_magic/c/cf8833b2de0ad36af21d185a571acebd',
      'https://github.com/magefree/mage/issues/7063',
      'https://github.com/magefree/mage/issues/7633',
      'https://github.com/magefree/mage/issues/4128',
      'https://www.pojo.com/magic/Featured%20Writers/Judge/010603.html',
      'https://www.pojo.com/magic/Featured%20Writers/Judge/2004Reports/Oct/100504.html',
    ],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 5, french: 5 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 20, cards: 15 });
    });
    it('part C is public English Magic questions only, none written (Cranial Insertion readers\' questions), mostly card stories', () => {
      expectCardStoryPart(part('test-c.yaml'), { questions: 17, cards: 12, rules: 2 });
    });
  },
});

/**
 * The round-23 test parts, collected afresh after the round-22 grading by engineers who do not tune, each on its own
 * branch (each collector added its own entry to `ROUND23_FILES`; the lead merged them). Part A (`round-23/test-a.yaml`,
 * collect-real23a, ids `rq23-001…`: public English questions from judge blogs (three Rules Tips listing pages new to
 * the set, a judge's "You Make the Ruling" post), the judges' forum and Reddit; three public Japanese questions from a
 * player's blog entry and one public French question from a Cranial Insertion French translation; six `source:
 * written` Japanese and French questions), part B (`round-23/test-b.yaml`, collect-real23b, ids `rq23-101…`: public
 * English players' card stories from the XMage and Forge issue trackers, none written) and part C
 * (`round-23/test-c.yaml`, collect-real23c, ids `rq23-201…`: public English readers' questions from the Cranial Insertion
 * rules column — 2013, 2015, 2019 and 2020 issues, article numbers no earlier part used —, none written). Hashes
 * recorded in test/real-questions/README.md ("Round 23 test part A/B/C"). Nothing here searches or grades: the files
 * are read to hash them, to check their format and labels, and to compare them with every earlier file (dev, rounds 1
 * to 22), with each other, with the policy and Riftbound parts tuned on (round 22 included) and with the round-23
 * policy and Riftbound parts. A written question shares the marker, not a page. Frozen in `frozen/`, graded once at
 * 2026-11-29 17:02 UTC; moved to `round-23/` (bytes unchanged), dev parts now.
 */
const ROUND23_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-23 test part A', frozenAt: '15:57', sha256: 'f2749e238f1ea8091e3f3f3caa64a6336deafb0a45ad855b23fca544603391ae', min: 25, id: /^rq23-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-23 test part B', frozenAt: '15:57', sha256: '9fe37749da474e51f5b799c7c099d4df4f215af351126cc0f2ffff1c98f7db72', min: 30, id: /^rq23-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-23 test part C', frozenAt: '16:03', sha256: 'd474fa5e5430b7e6cfb81a6c2b14e511de77dcdf75a0657ecbedd5921105a9db', min: 9, id: /^rq23-2\d\d$/ },
];
const BEFORE_ROUND23 = [...BEFORE_ROUND22, ...ROUND22_FILES.map((p) => join(DIR, 'round-22', p.name))];
// The round-23 policy and Riftbound parts (frozen at 15:53 and 15:50 UTC), graded at the same time.
const OTHER_SETS_ROUND23 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-23', 'test.yaml'));

describeLaterPart({ folder: 'round-23', round: 23, status: 'graded once at 17:02 UTC, now a dev part', files: ROUND23_FILES, before: BEFORE_ROUND23, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16, ...OTHER_SETS_ROUND19, ...OTHER_SETS_ROUND20, ...OTHER_SETS_ROUND21, ...OTHER_SETS_ROUND22], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15, round-16, round-19, round-20, round-21 and round-22', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 23,
  // Part A has six `source: written` questions (two Japanese, four French); parts B and C have none.
  written: true,
  files: ROUND23_FILES,
  before: BEFORE_ROUND23,
  tunedOn: tunedOnBefore(23),
  sameRound: OTHER_SETS_ROUND23,
  knownUsed: {
    pages: [
      'https://old.reddit.com/r/mtgjudge/comments/1gotpt4/invalid_hazoret_attack',
      'https://www.mtgsalvation.com/articles/15239-anything',
      'https://cranialinsertion.com/article/2909',
      'https://GitHub.com/magefree/mage/issues/10291',
      'https://GitHub.com/magefree/mage/issues/8107',
      'https://www.github.com/magefree/mage/issues/6295',
      'https://github.com/magefree/mage/issues/2053',
      'https://GitHub.com/Card-Forge/forge/issues/6708',
      'https://github.com/magefree/mage/issues/8293',
      'https://www.cranial-insertion.com/article/724',
      'https://cranialinsertion.com/article/1930',
      'https://www.cranialinsertion.com/articles/2909/',
      'https://cranial-insertion.com/article/2105',
      'https://www.cranialinsertion.com/article/4137',
    ],
    urls: [
      'https://tappedout.net/mtg-questions/attacks-if-able-but-not-alone',
      'https://blogs.magicjudges.org/rulestips/category/abilities/page/57/?lang=en',
      'http://community.wizards.com/content/forum-topic/3169726',
      'https://blog.goo.ne.jp/seisyu_magic/c/cf8833b2de0ad36af21d185a571acebd',
      'https://github.com/magefree/mage/issues/3293',
      'https://github.com/magefree/mage/issues/4620',
      'https://github.com/magefree/mage/issues/10220',
      'http://www.cranialinsertion.com/article/2593',
      'http://www.cranialinsertion.com/article/724',
    ],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 5, french: 5 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 25, cards: 20 });
    });
    it('part C is public English Magic questions only, none written (Cranial Insertion readers\' questions), mostly card stories', () => {
      expectCardStoryPart(part('test-c.yaml'), { questions: 9, cards: 7, rules: 2 });
    });
  },
});

/**
 * The round-24 test parts, collected afresh after the round-23 grading by engineers who do not tune, each on its own
 * branch (each collector adds its own entry to `ROUND24_FILES`; the lead merges them). Part A (`round-24/test-a.yaml`,
 * collect-real24a, ids `rq24-001…`: public English questions from judge blogs (single Rules Tips posts new to the set,
 * two judges' articles), Cranial Insertion (an English column and its MTG Salvation copy) and a player's forum thread;
 * three public Japanese questions (an old Q&A board reply, two judge-written Japanese rules articles) and one public
 * French question from a Cranial Insertion French translation; six `source: written` Japanese and French questions).
 * Hash recorded in test/real-questions/README.md ("Round 24 test part A"). Nothing here searches or grades: the files
 * are read to hash them, to check their format and labels, and to compare them with every earlier file (dev, rounds 1
 * to 23), with the policy and Riftbound parts tuned on (round 23 included) and with the round-24 policy and Riftbound
 * parts. Part C (`round-24/test-c.yaml`, collect-real24c, ids `rq24-201…`: public English
 * players' questions from forum and Q&A threads — Board & Card Games Stack Exchange, TappedOut's Q&A, Reddit, the
 * judges' Rules Q&A forum — and two readers' mailbags other than Cranial Insertion, The Forge Herald and Pojo's Judge's
 * Corner; none written), and part B (`round-24/test-b.yaml`, collect-real24b, ids `rq24-101…`: public English players'
 * card stories from the XMage and Forge issue trackers, none written), each compared with the others as well. A written
 * question shares the marker, not a page. Frozen in `frozen/`, graded once at 2026-11-29 20:33 UTC; moved to
 * `round-24/` (bytes unchanged), dev parts now.
 */
const ROUND24_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-24 test part A', frozenAt: '19:29', sha256: '8a7fe1d83e657adacedeca280055bd76ab85c3957109038ac7eee293353fde74', min: 25, id: /^rq24-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-24 test part B', frozenAt: '19:23', sha256: 'c630a5e1a1951c7845eb495c7eac88f3484284c27bac4a602d0e87a5b070848e', min: 30, id: /^rq24-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-24 test part C', frozenAt: '19:21', sha256: 'fdb2772c7e6b471296ba5462e76569e7fb9fedec24931c17e3b8f4075c898007', min: 10, id: /^rq24-2\d\d$/ },
];
const BEFORE_ROUND24 = [...BEFORE_ROUND23, ...ROUND23_FILES.map((p) => join(DIR, 'round-23', p.name))];
// The round-24 policy and Riftbound parts (frozen at 19:25 and 19:22 UTC), graded at the same time.
const OTHER_SETS_ROUND24 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-24', 'test.yaml'));

describeLaterPart({ folder: 'round-24', round: 24, status: 'graded once at 20:33 UTC, now a dev part', files: ROUND24_FILES, before: BEFORE_ROUND24, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16, ...OTHER_SETS_ROUND19, ...OTHER_SETS_ROUND20, ...OTHER_SETS_ROUND21, ...OTHER_SETS_ROUND22, ...OTHER_SETS_ROUND23], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15, round-16, round-19, round-20, round-21, round-22 and round-23', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 24,
  // Part A has six `source: written` questions (two Japanese, four French); parts B and C have none.
  written: true,
  files: ROUND24_FILES,
  before: BEFORE_ROUND24,
  tunedOn: tunedOnBefore(24),
  sameRound: OTHER_SETS_ROUND24,
  knownUsed: {
    pages: [
      'https://old.reddit.com/r/mtgjudge/comments/1gotpt4/invalid_hazoret_attack',
      'https://www.mtgsalvation.com/articles/15239-anything',
      'https://cranialinsertion.com/article/2909',
      'https://GitHub.com/magefree/mage/issues/10291',
      'https://www.cranialinsertion.com/article/4137',
      'https://boardgames.stackexchange.com/q/58645',
      'https://old.reddit.com/r/mtgrules/comments/1RUM0BB/auntie_ool',
      'http://apps.magicjudges.org./forum/post/35918/',
      'https://GitHub.com/magefree/mage/issues/973',
      'https://www.github.com/Card-Forge/forge/issues/7847',
      'https://www.GitHub.com/magefree/mage/issues/6900',
      'https://GitHub.com/magefree/mage/issues/9572',
      'https://github.com/Card-Forge/forge/issues/8934',
    ],
    urls: [
      'https://tappedout.net/mtg-questions/attacks-if-able-but-not-alone',
      'https://blogs.magicjudges.org/rulestips/category/abilities/page/57/?lang=en',
      'http://community.wizards.com/content/forum-topic/3169726',
      'https://blog.goo.ne.jp/seisyu_magic/c/cf8833b2de0ad36af21d185a571acebd',
      'https://blogs.magicjudges.org/rulestips/category/abilities/triggeredabilities/page/43/?lang=en',
      'https://tappedout.net/mtg-questions/is-moving-to-the-command-zone-always-optional',
      'https://boardgames.stackexchange.com/questions/58645/spell-proposal-and-hidden-information',
      'https://github.com/magefree/mage/issues/5411',
      'https://github.com/magefree/mage/issues/2813',
      'https://github.com/magefree/mage/issues/9357',
    ],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 5, french: 5 });
    });
    it('part C is public English Magic questions only, none written (Stack Exchange, TappedOut, Reddit and judges\' forum threads, two readers\' mailbags), mostly card stories', () => {
      expectCardStoryPart(part('test-c.yaml'), { questions: 10, cards: 9, rules: 1 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 25, cards: 20 });
    });
  },
});

/**
 * The round-25 test parts, collected afresh after the round-24 grading by engineers who do not tune, each on its own
 * branch (each collector adds its own entry to `ROUND25_FILES`; the lead merges them). Part A (`round-25/test-a.yaml`,
 * collect-real25a, ids `rq25-001…`: public English questions from judge blogs (single Rules Tips posts new to the set,
 * a rulestips category page and the blog's front page, a judges' FTW meeting page), a TappedOut forum thread and an old
 * Wizards community judge thread; one public French question from a Cranial Insertion French translation; seven
 * `source: written` Japanese and French questions). Part B (`round-25/test-b.yaml`, collect-real25b, ids `rq25-101…`:
 * public English players' card stories from the XMage and Forge issue trackers, none written). Part C
 * (`round-25/test-c.yaml`, collect-real25c, ids `rq25-201…`: public English players' questions from forum and Q&A pages —
 * Board & Card Games Stack Exchange and two copies of its questions on other hosts, TappedOut's Q&A, Reddit mirrors, an
 * Amino community post — and two readers' mailbags other than Cranial Insertion, Beyond Dominia's "Urza's Universe"
 * and a reformparty.org Q&A page; none written). Hashes recorded in test/real-questions/README.md ("Round 25 test part
 * A", "B" and "C"). Nothing here searches or grades: the files are read to hash them, to check their format and
 * labels, and to compare them with every earlier file (dev, rounds 1 to 24), with each other, with the policy and
 * Riftbound parts tuned on (round 24 included) and with the round-25 policy and Riftbound parts. A written
 * question shares the marker, not a page. Frozen in `frozen/`, graded once at 2026-11-29 23:29 UTC;
 * moved to `round-25/` (bytes unchanged), dev parts now.
 */
const ROUND25_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-25 test part A', frozenAt: '22:34', sha256: 'e72e0dbdf2f3f7ac8f9b186cbe06ca9ee831046b0abf36fbfff25720e5898507', min: 24, id: /^rq25-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-25 test part B', frozenAt: '22:26', sha256: '5cec404bdd9dbbb1d465b9a13350def8a9690728e3843ea967c1605016bd1cfd', min: 28, id: /^rq25-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-25 test part C', frozenAt: '22:24', sha256: '529ee5be8748555b4c03a76338aaee5daca3dbe8706242459fcd3a0518882806', min: 11, id: /^rq25-2\d\d$/ },
];
const BEFORE_ROUND25 = [...BEFORE_ROUND24, ...ROUND24_FILES.map((p) => join(DIR, 'round-24', p.name))];
// The round-25 policy and Riftbound parts (frozen at 22:31 and 22:27 UTC), graded at the same time.
const OTHER_SETS_ROUND25 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-25', 'test.yaml'));

describeLaterPart({ folder: 'round-25', round: 25, status: 'graded once at 23:29 UTC, now a dev part', files: ROUND25_FILES, before: BEFORE_ROUND25, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16, ...OTHER_SETS_ROUND19, ...OTHER_SETS_ROUND20, ...OTHER_SETS_ROUND21, ...OTHER_SETS_ROUND22, ...OTHER_SETS_ROUND23, ...OTHER_SETS_ROUND24], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15, round-16, round-19, round-20, round-21, round-22, round-23 and round-24', frozenOn: '2026-11-29' });

describeEarlierPages({
  round: 25,
  // Part A has seven `source: written` questions (four Japanese, three French); parts B and C have none.
  written: true,
  files: ROUND25_FILES,
  before: BEFORE_ROUND25,
  tunedOn: tunedOnBefore(25),
  sameRound: OTHER_SETS_ROUND25,
  knownUsed: {
    pages: [
      'https://old.reddit.com/r/mtgjudge/comments/1gotpt4/invalid_hazoret_attack',
      'https://www.mtgsalvation.com/articles/15239-anything',
      'https://cranialinsertion.com/article/2909',
      'https://GitHub.com/magefree/mage/issues/10291',
      'https://www.cranialinsertion.com/article/4137',
      'https://GitHub.com/magefree/mage/issues/9511',
      'https://www.github.com/Card-Forge/forge/issues/4596',
      'https://www.GitHub.com/magefree/mage/pull/3412',
      'https://GitHub.com/magefree/mage/issues/8515',
      'https://github.com/magefree/mage/issues/7633/',
      'https://boardgames.stackexchange.com/q/26925',
      'https://old.reddit.com/r/ModernMagic/comments/1KZ73WR/urzas_saga',
      'https://GitHub.com/magefree/mage/issues/973',
    ],
    urls: [
      'https://tappedout.net/mtg-questions/attacks-if-able-but-not-alone',
      'https://blogs.magicjudges.org/rulestips/category/abilities/page/57/?lang=en',
      'http://community.wizards.com/content/forum-topic/3169726',
      'https://blog.goo.ne.jp/seisyu_magic/c/cf8833b2de0ad36af21d185a571acebd',
      'https://blogs.magicjudges.org/rulestips/category/abilities/triggeredabilities/page/43/?lang=en',
      'https://github.com/magefree/mage/issues/1352',
      'https://github.com/magefree/mage/issues/9357',
      'https://tappedout.net/mtg-questions/can-a-planeswalker-block-itself',
      'https://boardgames.stackexchange.com/questions/47713/what-happens-when-i-copy-a-creature-whose-characteristics-change-before-the-copy',
    ],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 16, japanese: 4, french: 4 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 28, cards: 25 });
    });
    it('part C is public English Magic questions only, none written (Stack Exchange, TappedOut, Reddit and forum pages, two readers\' mailbags), mostly card stories', () => {
      expectCardStoryPart(part('test-c.yaml'), { questions: 11, cards: 9, rules: 2 });
    });
  },
});

/**
 * The round-26 test parts, collected afresh after the round-25 grading by engineers who do not tune, each on its own
 * branch (each collector added its own entry to `ROUND26_FILES`; the lead merged them). Part A (`round-26/test-a.yaml`,
 * collect-real26a, ids `rq26-001…`: public English questions from judge blogs (single Rules Tips posts new to the set —
 * Courser of Kruphix week, convoke, awaken, renown, Gods and Mind Control, returning Theros mechanics — a rulestips
 * category page, a LEMs blog post, a judges' forum thread), a player's blog post on the combat shortcut and a Cranial
 * Insertion article; one public French question from a magiccorporation forum topic; six `source: written` Japanese and
 * French questions). Part B (`round-26/test-b.yaml`, collect-real26b, ids `rq26-101…`: public English players' card
 * stories from the XMage and Forge issue trackers, none written). Part C (`round-26/test-c.yaml`, collect-real26c, ids
 * `rq26-201…`: public English players' questions from TappedOut's Q&A threads, Board & Card Games Stack Exchange,
 * Reddit mirrors and a forum thread on imtgapp.com; none written). Hashes recorded in test/real-questions/README.md
 * ("Round 26 test part A/B/C"). Nothing here searches or grades: the files are read to hash them, to check their format
 * and labels, and to compare them with every earlier file (dev, rounds 1 to 25), with each other, with the policy and
 * Riftbound parts tuned on (round 25 included) and with the round-26 policy and Riftbound parts. A written question
 * shares the marker, not a page. Frozen in `frozen/`, graded once at 2026-11-30 02:47 UTC;
 * moved to `round-26/` (bytes unchanged), dev parts now.
 */
const ROUND26_FILES: FrozenFile[] = [
  { name: 'test-a.yaml', label: 'the round-26 test part A', frozenAt: '01:50', sha256: '59c1aca0dfd9958531c890d94c03ce3ee3dda98ca571b4fa7fcc6c14d670261f', min: 22, id: /^rq26-0\d\d$/ },
  { name: 'test-b.yaml', label: 'the round-26 test part B', frozenAt: '01:44', sha256: '83a43b1d66d190fe89213b59a4e78bfe9c107513976f0e4d0780101d2fe0d158', min: 18, id: /^rq26-1\d\d$/ },
  { name: 'test-c.yaml', label: 'the round-26 test part C', frozenAt: '01:41', sha256: '2fe1a79095995698c97e5ab9c77a2ffd9251e39b2a1df29bd241625301d22f81', min: 11, id: /^rq26-2\d\d$/ },
];
const BEFORE_ROUND26 = [...BEFORE_ROUND25, ...ROUND25_FILES.map((p) => join(DIR, 'round-25', p.name))];
// The round-26 policy and Riftbound parts (frozen at 01:48 and 01:45 UTC), graded at the same time.
const OTHER_SETS_ROUND26 = ['policy-questions', 'rb-questions'].map((set) => join(import.meta.dirname, set, 'round-26', 'test.yaml'));

describeLaterPart({ folder: 'round-26', round: 26, status: 'graded once at 02:47 UTC, now a dev part', files: ROUND26_FILES, before: BEFORE_ROUND26, others: [...OTHER_SETS, ...OTHER_SETS_ROUND3, ...OTHER_SETS_ROUND13, ...OTHER_SETS_ROUND14, ...OTHER_SETS_ROUND15, ...OTHER_SETS_ROUND16, ...OTHER_SETS_ROUND19, ...OTHER_SETS_ROUND20, ...OTHER_SETS_ROUND21, ...OTHER_SETS_ROUND22, ...OTHER_SETS_ROUND23, ...OTHER_SETS_ROUND24, ...OTHER_SETS_ROUND25], othersSaid: 'dev, round-1 … round-3, round-13, round-14, round-15, round-16, round-19, round-20, round-21, round-22, round-23, round-24 and round-25', frozenOn: '2026-11-30' });

describeEarlierPages({
  round: 26,
  // Part A has six `source: written` questions (four Japanese, two French); parts B and C have none.
  written: true,
  files: ROUND26_FILES,
  before: BEFORE_ROUND26,
  tunedOn: tunedOnBefore(26),
  sameRound: OTHER_SETS_ROUND26,
  knownUsed: {
    pages: [
      'https://cranial-insertion.com/article/2413',
      'http://www.cranialinsertion.com/article/1027',
      'https://apps.magicjudges.org/forum/post/107049',
      'https://GitHub.com/magefree/mage/issues/3470',
      'https://www.github.com/Card-Forge/forge/issues/11616',
      'https://www.GitHub.com/magefree/mage/pull/600',
      'https://github.com/magefree/mage/issues/13928/',
      'https://boardgames.stackexchange.com/q/27775',
      'https://old.reddit.com/r/mtgrules/comments/SSEWFC/mirror_box',
      'https://GitHub.com/magefree/mage/issues/973',
    ],
    urls: [
      'https://blogs.magicjudges.org/rulestips/2014/03/courser-of-kruphix-and-shock-lands-from-the-library/',
      'https://blogs.magicjudges.org/rulestips/2015/05/exploiter-ses-adversaires-pour-le-fun-et-pour-profiter',
      'https://github.com/magefree/mage/issues/4664',
      'https://github.com/magefree/mage/issues/1879',
      'http://www.reformpartyofcalifornia.org/difference-between-enchant-creatures-and-equipment',
      'https://tappedout.net/mtg-questions/can-a-planeswalker-block-itself',
    ],
  },
  composition: (part) => {
    it('part A mixes languages and question kinds like the earlier parts: long public English stories, Japanese and French', () => {
      expectMixedPartA(part('test-a.yaml'), { publicEnglish: 15, japanese: 4, french: 3 });
    });
    it('part B is public English Magic questions only, none written, long and told like players tell them, mostly card stories', () => {
      expectCardStoryPart(part('test-b.yaml'), { questions: 18, cards: 18 });
    });
    it('part C is public English Magic questions only, none written (TappedOut, Stack Exchange, Reddit and forum pages), mostly card stories', () => {
      expectCardStoryPart(part('test-c.yaml'), { questions: 11, cards: 9, rules: 2 });
    });
  },
});
