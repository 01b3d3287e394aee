/**
 * The policy and Riftbound question sets (test/policy-questions, test/rb-questions; issues #25 and #26): the frozen
 * test parts never change after their freeze date (their SHA-256 is pinned here and in each README), the split is
 * the seeded one (no question moved between the parts), and the dev parts are well formed: the grader's format,
 * labels that exist — knowledge-base ids, Riftbound Core Rules 2025-06-02 numbers, Comprehensive Rules numbers, MTR,
 * IPG and JAR sections of the editions the READMEs name. Nothing here searches or grades: the frozen parts are
 * read only to hash them and to re-derive the split from their keys.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readQuestionSet, unknownLabels, type QuestionItem } from '../bench/questions-grade.ts';
import { MAX_QUESTION } from '../commands/limits.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { testPart } from './helpers/question-split.ts';

const ROOT = join(import.meta.dirname, '..');
const REFERENCE = join(ROOT, '..', 'shared', 'reference');

interface FrozenSet {
  dir: string;
  sha256: string;
  seed: string;
  frozenOn: string;
  /** The stratum a question is dealt in: language × category (policy) or language × topic (Riftbound). */
  stratum: (q: QuestionItem) => string;
}

const SETS: FrozenSet[] = [
  {
    dir: 'test/policy-questions',
    sha256: '480ee795fe692f031444bb5e193f7c46a5268bf67ae1b6ce4fd5a3ccbcce2694',
    seed: 'qsets-2026-11-26',
    frozenOn: '2026-11-26',
    stratum: (q) => `${q.lang}/${q.category}`,
  },
  {
    dir: 'test/rb-questions',
    sha256: '357fa0fff21aae585a15bbfe9076ca813f3bc2162e93b198b684ea9bf65657ac',
    seed: 'qsets-2026-11-26',
    frozenOn: '2026-11-26',
    stratum: (q) => `${q.lang}/${q.concepts[0]}`,
  },
];

const frozenFile = (set: FrozenSet) => join(ROOT, set.dir, 'round-1', 'test.yaml');
const devFile = (set: FrozenSet) => join(ROOT, set.dir, 'dev.yaml');

/** Section numbers of the editions the sets rest on: IPG effective 2024-09-23, MTR effective 2025-11-10. */
const IPG = ['1.1', '1.2', '1.3', '1.4', '1.5', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => `3.${n}`), ...['1', '2', '3', '4', '5', '6', '7', '8'].map((n) => `4.${n}`)];
const MTR_SECTIONS: [number, number][] = [[1, 12], [2, 13], [3, 16], [4, 9], [5, 6], [6, 7], [7, 7], [8, 6], [9, 7], [10, 4]];
const MTR = MTR_SECTIONS.flatMap(([chapter, count]) => Array.from({ length: count }, (_, i) => `${chapter}.${i + 1}`));
/** Judging at Regular REL has no numbers: its headings in order, numbered as the policy README says. */
const JAR = ['1', '2', '2.1', '2.2', '2.3', '2.4', '2.5', '3', '4', '5'];

/** Every rule number printed in the Riftbound Core Rules of 2025-06-02 (the reference conversion), if present. */
function riftboundNumbers(): Set<string> | undefined {
  const dir = join(REFERENCE, 'riftbound-core-rules');
  if (!existsSync(dir)) return undefined;
  const numbers = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/<td>(\d{3}(?:\.[0-9a-z]+)*)\.?<\/td>/g)) numbers.add(m[1]!);
  }
  return numbers;
}

/** Every rule number of the Comprehensive Rules of 2025-02-07 (the reference file), if present. */
function crNumbers(): Set<string> | undefined {
  const file = join(REFERENCE, 'mtg', 'MagicCompRules-20250207.txt');
  if (!existsSync(file)) return undefined;
  const numbers = new Set<string>();
  for (const m of readFileSync(file, 'utf8').matchAll(/^(\d{3}\.\d+[a-z]?)\.? /gm)) numbers.add(m[1]!);
  return numbers;
}

/** Labels of a set's questions that name no rule of the document they point to. */
function unknownRules(items: readonly QuestionItem[], rb: Set<string> | undefined, cr: Set<string> | undefined): string[] {
  const out: string[] = [];
  for (const item of items) {
    for (const label of item.accept_rules) {
      const m = /^(rb|gr|ipg|mtr|jar):(.+)$/.exec(label);
      const [doc, number] = m ? [m[1]!, m[2]!] : ['cr', label];
      const known = doc === 'rb' ? (rb?.has(number) ?? true) : doc === 'cr' ? (cr?.has(number) ?? true) : doc === 'ipg' ? IPG.includes(number) : doc === 'mtr' ? MTR.includes(number) : doc === 'jar' ? JAR.includes(number) : false;
      if (!known) out.push(`${label} (${item.q.slice(0, 40)}…)`);
    }
  }
  return out;
}

describe('round-1 test parts', () => {
  for (const set of SETS) {
    it(`${set.dir}/round-1/test.yaml (graded once, now a second dev part) is unchanged since ${set.frozenOn}`, () => {
      const hash = createHash('sha256').update(readFileSync(frozenFile(set))).digest('hex');
      expect(hash, 'a frozen test part was edited: it is measured only at the end and never changes').toBe(set.sha256);
    });

    it(`${set.dir}/README.md states the freeze date, seed and hash`, () => {
      const readme = readFileSync(join(ROOT, set.dir, 'README.md'), 'utf8');
      expect(readme).toContain(set.sha256);
      expect(readme).toContain(set.seed);
      expect(readme).toContain(set.frozenOn);
    });

    it(`${set.dir}: the halves are the seeded split (nothing moved between dev and test)`, () => {
      const dev = readQuestionSet(devFile(set));
      // Only the keys and strata of the frozen part are read here.
      const frozen = parse(readFileSync(frozenFile(set), 'utf8')) as QuestionItem[];
      const all = [...dev, ...frozen];
      expect(new Set(all.map((q) => q.q)).size, 'a question appears twice').toBe(all.length);
      expect(all.length).toBeGreaterThanOrEqual(64);
      const derived = testPart(all.map((q) => ({ key: q.q, stratum: set.stratum(q) })), set.seed);
      expect([...derived].sort()).toEqual(frozen.map((q) => q.q).sort());
    });
  }
});

/**
 * Round 2 test parts (`round-2/test.yaml`, frozen in `frozen/` and graded once at 2026-11-26 23:48 UTC; now dev parts):
 * collected afresh after the round-1 grading by engineers who do not tune, as a
 * separate part (not a seeded split of a pool, so no split test). Only their bytes are read here, to hash them.
 */
interface Round2Part {
  dir: string;
  sha256: string;
  frozenAt: string;
}

const ROUND2: Round2Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '04b17e1fc1ed3441583373c23c27b8f9e71ca508770442fb193fd36fd8331352',
    frozenAt: '2026-11-26 21:56 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '24980ff64302b1b3ce124a56815120f59a26fa197dfdc8c9d3fb64dfed1aac6f',
    frozenAt: '2026-11-26 22:03 UTC',
  },
];

describe('round 2 test parts (frozen, graded once, now dev parts)', () => {
  for (const part of ROUND2) {
    it(`${part.dir}/round-2/test.yaml is byte for byte the part frozen at ${part.frozenAt}`, () => {
      const hash = createHash('sha256').update(readFileSync(join(ROOT, part.dir, 'round-2', 'test.yaml'))).digest('hex');
      expect(hash, 'a frozen test part was edited: it is measured only at the end and never changes').toBe(part.sha256);
    });

    it(`${part.dir}/README.md states the round 2 freeze time and hash`, () => {
      const readme = readFileSync(join(ROOT, part.dir, 'README.md'), 'utf8');
      expect(readme).toContain(part.sha256);
      expect(readme).toContain(part.frozenAt);
    });
  }
});

/**
 * Round 3 test parts (`round-3/test.yaml`, frozen in `frozen/` and graded once at 2026-11-27 02:16 UTC; now dev parts):
 * collected afresh after the round-2 grading by engineers who do not tune,
 * as separate parts. Only their bytes are hashed and their keys (question, source, id) compared with the set's
 * earlier files; nothing here reads their labels for tuning.
 */
interface Round3Part {
  dir: string;
  sha256: string;
  frozenAt: string;
}

const ROUND3: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'dfd78c31a60c10c84a966b8fd2a9e42197ad1a5042bfeb74271ad5f30915823a',
    frozenAt: '2026-11-27 00:38 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '574293d52db861781dae51047f55ba174cf82157e3bb6b44555e15d4dd3ab0a8',
    frozenAt: '2026-11-27 00:57 UTC',
  },
];

/** The keys a frozen part must not share with the files before it; `written` is a marker, not a source. */
function keysOf(file: string): { questions: Set<string>; sources: Set<string>; ids: Set<string> } {
  const items = parse(readFileSync(file, 'utf8')) as { q: string; source: string; id?: string }[];
  return {
    questions: new Set(items.map((q) => q.q.trim())),
    sources: new Set(items.map((q) => q.source).filter((s) => s !== 'written')),
    ids: new Set(items.flatMap((q) => (q.id === undefined ? [] : [q.id]))),
  };
}

/**
 * One describe block per round of separately collected test parts: each part's file (`<folder>/test.yaml`) is byte for
 * byte the frozen one, its README states the freeze time and hash, and it shares no question, source or id with the
 * set's earlier files.
 */
function describeFrozenParts(title: string, round: number, folder: string, parts: Round3Part[], earlierFiles: string[]): void {
  describe(title, () => {
    for (const part of parts) {
      const file = join(ROOT, part.dir, folder, 'test.yaml');

      it(`${part.dir}/${folder}/test.yaml is byte for byte the part frozen at ${part.frozenAt}`, () => {
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        expect(hash, 'a frozen test part was edited: it is measured only at the end and never changes').toBe(part.sha256);
      });

      it(`${part.dir}/README.md states the round ${round} freeze time and hash`, () => {
        const readme = readFileSync(join(ROOT, part.dir, 'README.md'), 'utf8');
        expect(readme).toContain(part.sha256);
        expect(readme).toContain(part.frozenAt);
      });

      it(`${part.dir}/${folder}/test.yaml shares no question, source or id with ${earlierFiles.join(', ')}`, () => {
        const mine = keysOf(file);
        for (const earlier of earlierFiles) {
          const before = keysOf(join(ROOT, part.dir, earlier));
          expect([...mine.questions].filter((q) => before.questions.has(q)), earlier).toEqual([]);
          expect([...mine.sources].filter((s) => before.sources.has(s)), earlier).toEqual([]);
          expect([...mine.ids].filter((id) => before.ids.has(id)), earlier).toEqual([]);
        }
      });
    }
  });
}

describeFrozenParts('round 3 test parts (frozen, graded once at 02:16 UTC, now dev parts)', 3, 'round-3', ROUND3, [
  'dev.yaml',
  'round-1/test.yaml',
  'round-2/test.yaml',
]);

/**
 * Round 4 test parts (`frozen/test.yaml`): collected afresh after the round-3 grading (2026-11-27 02:16 UTC) by
 * engineers who do not tune, as separate parts. Only their bytes are hashed and their keys (question, source, id)
 * compared with the set's earlier files; nothing here reads their labels.
 */
const ROUND4: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'ad41e440c43aa0bae2e5636c86f9cd0fa326b1fdfbde02fa93bb4287f7ffc737',
    frozenAt: '2026-11-27 03:05 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '7706971ab49c6a1aa9abe8e945aa1171813a20aff7e65fe63fcf288abda167fd',
    frozenAt: '2026-11-27 03:20 UTC',
  },
];

describeFrozenParts('round 4 test parts (frozen, graded once at 04:36 UTC, now dev parts)', 4, 'round-4', ROUND4, [
  'dev.yaml',
  'round-1/test.yaml',
  'round-2/test.yaml',
  'round-3/test.yaml',
]);

/**
 * Round 5 test parts (`round-5/test.yaml`, frozen in `frozen/` and graded once at 2026-11-27 07:00 UTC; now dev parts): collected afresh after the round-4 grading (2026-11-27 04:36 UTC) by
 * engineers who do not tune, as separate parts. Besides the round-4 checks, every question must fit what `/ruling`
 * accepts (MAX_QUESTION characters): 22 of round 4's 43 policy questions did not, and could not be asked. Only the
 * format, lengths and label names are checked here; nothing reads the labels for tuning.
 */
const ROUND5: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'e3c2e504548a45f2206e348b11a6c159de3ddab433295b327e06f42eefbc74a0',
    frozenAt: '2026-11-27 05:15 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: 'ea25f9864a55e2b8e75e52c8a58c0c1451f609514e12eba8653775415deaad5c',
    frozenAt: '2026-11-27 05:25 UTC',
  },
];

describeFrozenParts('round 5 test parts (frozen, graded once at 07:00 UTC, now dev parts)', 5, 'round-5', ROUND5, [
  'dev.yaml',
  'round-1/test.yaml',
  'round-2/test.yaml',
  'round-3/test.yaml',
  'round-4/test.yaml',
]);

describe('round 5 test parts can be asked as they are', () => {
  const kb = loadKnowledgeBase();
  for (const part of ROUND5) {
    const file = join(ROOT, part.dir, 'round-5', 'test.yaml');

    it(`${part.dir}/round-5/test.yaml: every question fits /ruling's ${MAX_QUESTION} characters`, () => {
      const raw = parse(readFileSync(file, 'utf8')) as { id: string; q: string }[];
      expect(raw.length).toBeGreaterThanOrEqual(30);
      expect(raw.filter((q) => q.q.length > MAX_QUESTION).map((q) => q.id)).toEqual([]);
    });

    it(`${part.dir}/round-5/test.yaml: the grader's format, unique round-5 ids, labels that name existing entries and rules`, () => {
      const items = readQuestionSet(file);
      expect(items.every((q) => q.id !== undefined && /^(pq5|rbq5)-\d{3}$/.test(q.id))).toBe(true);
      expect(new Set(items.map((q) => q.id)).size).toBe(items.length);
      expect(unknownLabels(items, kb)).toEqual([]);
      expect(unknownRules(items, riftboundNumbers(), crNumbers())).toEqual([]);
    });
  }
});

/**
 * Round 6 test parts (`round-6/test.yaml`, frozen in `frozen/` and graded once at 2026-11-27 09:59 UTC; now dev parts): collected afresh after the round-5 grading (2026-11-27 07:00 UTC) by
 * engineers who do not tune, as separate parts. Same checks as round 5: byte-for-byte pin, README freeze time and
 * hash, nothing shared with the earlier files, every question within what `/ruling` accepts, the grader's format and
 * labels that name existing entries and rules. Nothing here reads the labels for tuning.
 */
const ROUND6: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'cc61b56cd85479e5eea0b80cb5250d232a4c2b319026019f8d7bc746d7b4816f',
    frozenAt: '2026-11-27 08:05 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '33a705b4238aa6032b4a1b59d77dfd429fefd5f95162c13071593203d94b6706',
    frozenAt: '2026-11-27 08:05 UTC',
  },
];

/** The files a round-`round` part must share nothing with: the dev part and every earlier round's test part. */
const partsBefore = (round: number): string[] => ['dev.yaml', ...Array.from({ length: round - 1 }, (_, i) => `round-${i + 1}/test.yaml`)];

describeFrozenParts('round 6 test parts (frozen, graded once at 09:59 UTC, now dev parts)', 6, 'round-6', ROUND6, partsBefore(6));

/** Each part of a round can be asked as it is: within `/ruling`'s limit, the grader's format, labels that exist. */
function describeAskableParts(round: number, parts: Round3Part[], folder = `round-${round}`): void {
  describe(`round ${round} test parts can be asked as they are`, () => {
    const kb = loadKnowledgeBase();
    const ids = new RegExp(`^(pq${round}|rbq${round})-\\d{3}$`);
    for (const part of parts) {
      const file = join(ROOT, part.dir, folder, 'test.yaml');

      it(`${part.dir}/${folder}/test.yaml: every question fits /ruling's ${MAX_QUESTION} characters`, () => {
        const raw = parse(readFileSync(file, 'utf8')) as { id: string; q: string }[];
        expect(raw.length).toBeGreaterThanOrEqual(40);
        expect(raw.filter((q) => q.q.length > MAX_QUESTION).map((q) => q.id)).toEqual([]);
      });

      it(`${part.dir}/${folder}/test.yaml: the grader's format, unique round-${round} ids, labels that name existing entries and rules`, () => {
        const items = readQuestionSet(file);
        expect(items.every((q) => q.id !== undefined && ids.test(q.id))).toBe(true);
        expect(new Set(items.map((q) => q.id)).size).toBe(items.length);
        expect(unknownLabels(items, kb)).toEqual([]);
        expect(unknownRules(items, riftboundNumbers(), crNumbers())).toEqual([]);
        for (const q of items) {
          if (q.category === 'out-of-scope' || q.concepts.includes('not-covered')) expect(q.accept.length + q.accept_rules.length, q.q).toBe(0);
          else expect(q.accept.length + q.accept_rules.length, q.q).toBeGreaterThan(0);
        }
      });
    }
  });
}

describeAskableParts(6, ROUND6);

describe('dev parts', () => {
  const kb = loadKnowledgeBase();
  const rb = riftboundNumbers();
  const cr = crNumbers();

  for (const set of SETS) {
    const items = readQuestionSet(devFile(set));

    it(`${set.dir}/dev.yaml: en, ja and fr near 60/20/20, under a third written, every topic named`, () => {
      const share = (lang: string) => items.filter((q) => q.lang === lang).length / items.length;
      expect(share('en')).toBeGreaterThan(0.5);
      expect(share('ja')).toBeGreaterThan(0.15);
      expect(share('fr')).toBeGreaterThan(0.15);
      expect(items.filter((q) => q.source === 'written').length).toBeLessThan(items.length / 3);
      expect(items.filter((q) => q.concepts.length === 0).map((q) => q.q)).toEqual([]);
    });

    it(`${set.dir}/dev.yaml: every label names an existing entry or rule`, () => {
      expect(unknownLabels(items, kb)).toEqual([]);
      expect(unknownRules(items, rb, cr)).toEqual([]);
    });

    it(`${set.dir}/dev.yaml: every in-scope question has an answer on record, out-of-scope ones none`, () => {
      for (const q of items) {
        if (q.category === 'out-of-scope') expect(q.accept.length + q.accept_rules.length, q.q).toBe(0);
        else if (!q.concepts.includes('not-covered')) expect(q.accept.length + q.accept_rules.length, q.q).toBeGreaterThan(0);
      }
    });
  }

  it('policy questions say which REL they are about; Riftbound questions are about Riftbound', () => {
    const policy = readQuestionSet(devFile(SETS[0]!));
    expect(policy.filter((q) => q.rel === undefined).map((q) => q.q)).toEqual([]);
    expect(new Set(policy.map((q) => q.category))).toEqual(new Set(['policy', 'rules', 'out-of-scope']));
    const riftbound = readQuestionSet(devFile(SETS[1]!));
    expect(riftbound.filter((q) => q.game !== 'rb').map((q) => q.q)).toEqual([]);
    expect(riftbound.filter((q) => q.category !== 'out-of-scope').every((q) => q.accept_rules.every((r) => r.startsWith('rb:')))).toBe(true);
  });
});

/**
 * Round 7 test parts (`round-7/test.yaml`, frozen in `frozen/` and graded once at 2026-11-27 12:42 UTC; now dev parts): collected afresh after the round-6 grading (2026-11-27 09:59 UTC) by
 * engineers who do not tune, as separate parts. Same checks as round 6: byte-for-byte pin, README freeze time and
 * hash, nothing shared with the earlier files, every question within what `/ruling` accepts, the grader's format and
 * labels that name existing entries and rules. Nothing here reads the labels for tuning.
 */
const ROUND7: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'f4853b63b3bb879bd3a392fd2b883e8092350d318742a6c3037a80fcf8e621fa',
    frozenAt: '2026-11-27 10:57 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '929201ba09ec5dd5114f3622ce2d5ce4b02b34cc0a7bc2a3613f8620be0858a0',
    frozenAt: '2026-11-27 10:57 UTC',
  },
];

describeFrozenParts('round 7 test parts (frozen, graded once at 12:42 UTC, now dev parts)', 7, 'round-7', ROUND7, partsBefore(7));

describeAskableParts(7, ROUND7);

/**
 * Round 8 test parts (`round-8/test.yaml`, frozen in `frozen/` and graded once at 2026-11-27 15:36 UTC; now dev parts): collected afresh after the round-7 grading (2026-11-27 12:42 UTC) by an
 * engineer who does not tune, as separate parts, and frozen at 2026-11-27 13:35 UTC. Same checks as round 7:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files (dev, round-1 … round-7),
 * every question within what `/ruling` accepts, the grader's format and labels that name existing entries and rules.
 * The lead moved the folder to `round-8/` after grading it once. Nothing here reads the labels for tuning.
 */
const ROUND8: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '6cd33ddfad161ed23fe269ce47515499414c3e2a21cb51ed5d217f0d50c913c4',
    frozenAt: '2026-11-27 13:35 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: 'f5a56a05b15f3cdf115c51efcc318f7806a5ece3d5d947bc2f2d5e13983e961c',
    frozenAt: '2026-11-27 13:35 UTC',
  },
];

describeFrozenParts('round 8 test parts (frozen, graded once at 15:36 UTC, now dev parts)', 8, 'round-8', ROUND8, partsBefore(8));

describeAskableParts(8, ROUND8);

/**
 * Round 9 test parts (`round-9/test.yaml`, frozen in `frozen/` and graded once at 2026-11-27 18:29 UTC; now dev parts): collected afresh after the round-8 grading (2026-11-27 15:36 UTC) by an
 * engineer who does not tune, as separate parts, and frozen at 2026-11-27 16:46 UTC. Same checks as round 8:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files (dev, round-1 … round-8),
 * every question within what `/ruling` accepts, the grader's format and labels that name existing entries and rules.
 * The lead moved the folder to `round-9/` after grading it once. Nothing here reads the labels for tuning.
 */
const ROUND9: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '738622ee6c0c2338082706f88f89233058c7160dea52bc8cae470ca518c0d5ac',
    frozenAt: '2026-11-27 16:46 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: 'fced83ba46799b50496f7059573e68c8ef54ab46931417b67b8d9c4f98e01198',
    frozenAt: '2026-11-27 16:46 UTC',
  },
];

describeFrozenParts('round 9 test parts (frozen, graded once at 18:29 UTC, now dev parts)', 9, 'round-9', ROUND9, partsBefore(9));

describeAskableParts(9, ROUND9);

describe('round 9 test parts: `source: written` is a marker, not a shared source', () => {
  for (const part of ROUND9) {
    it(`${part.dir}/round-9/test.yaml and round-8 both have written questions, and the overlap check does not count them as shared`, () => {
      const rawSources = (file: string) => (parse(readFileSync(file, 'utf8')) as { source: string }[]).map((q) => q.source);
      const mineFile = join(ROOT, part.dir, 'round-9', 'test.yaml');
      const round8File = join(ROOT, part.dir, 'round-8', 'test.yaml');
      // Both files carry the marker, so a check that compared raw sources would report it as shared.
      expect(rawSources(mineFile)).toContain('written');
      expect(rawSources(round8File)).toContain('written');
      const round8 = keysOf(round8File).sources;
      expect([...keysOf(mineFile).sources].filter((source) => round8.has(source))).toEqual([]);
    });
  }
});

/**
 * Round 10 test parts (`round-10/test.yaml`, frozen in `frozen/` and graded once at 2026-11-27 21:42 UTC; now dev parts): collected afresh after the round-9 grading (2026-11-27 18:29 UTC) by an
 * engineer who does not tune, as separate parts, and frozen at 2026-11-27 20:01 UTC. Same checks as round 9:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files (dev, round-1 … round-9),
 * every question within what `/ruling` accepts, the grader's format and labels that name existing entries and rules.
 * Nothing here reads the labels for tuning.
 */
const ROUND10: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '0acc50e34e19ccdae2641d0889ebaedb6c2b72499266a4d159d2be9015d7eace',
    frozenAt: '2026-11-27 20:01 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '9791a9e20dc27d4e352f3fdad77e21e46d3a5128077c88377aa72eaedbd2e67c',
    frozenAt: '2026-11-27 20:01 UTC',
  },
];

describeFrozenParts('round 10 test parts (frozen, graded once at 21:42 UTC, now dev parts)', 10, 'round-10', ROUND10, partsBefore(10));

describeAskableParts(10, ROUND10);

describe('round 10 test parts: `source: written` is a marker, not a shared source', () => {
  for (const part of ROUND10) {
    it(`${part.dir}/round-10/test.yaml and round-9 both have written questions, and the overlap check does not count them as shared`, () => {
      const rawSources = (file: string) => (parse(readFileSync(file, 'utf8')) as { source: string }[]).map((q) => q.source);
      const mineFile = join(ROOT, part.dir, 'round-10', 'test.yaml');
      const round9File = join(ROOT, part.dir, 'round-9', 'test.yaml');
      // Both files carry the marker, so a check that compared raw sources would report it as shared.
      expect(rawSources(mineFile)).toContain('written');
      expect(rawSources(round9File)).toContain('written');
      const round9 = keysOf(round9File).sources;
      expect([...keysOf(mineFile).sources].filter((source) => round9.has(source))).toEqual([]);
    });
  }
});

describe('round 10 test parts: no source repeats one used by any earlier part of any question set', () => {
  // The brief for every round: a page asked from once is used up for all three sets, not only for its own. (Rounds
  // before 10: round 10's own folders are the parts checked, since their move from frozen/.)
  const SETS_DIRS = ['test/real-questions', 'test/policy-questions', 'test/rb-questions'];
  const earlierSources = new Set<string>();
  for (const dir of SETS_DIRS) {
    const files = ['dev.yaml', ...readdirSync(join(ROOT, dir)).filter((d) => /^round-\d+$/.test(d) && Number(d.slice(6)) < 10).map((d) => `${d}/test.yaml`)];
    for (const file of files) {
      const path = join(ROOT, dir, file);
      if (existsSync(path)) for (const source of keysOf(path).sources) earlierSources.add(source);
    }
  }
  for (const part of ROUND10) {
    it(`${part.dir}/round-10/test.yaml uses no page an earlier real-question, policy or Riftbound part used`, () => {
      const mine = [...keysOf(join(ROOT, part.dir, 'round-10', 'test.yaml')).sources];
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.filter((source) => earlierSources.has(source))).toEqual([]);
    });
  }
});

/**
 * Round 11 test parts (`round-11/test.yaml`, frozen in `frozen/` and graded once at 2026-11-28 00:45 UTC; now dev parts): collected afresh after the round-10 grading (2026-11-27 21:42 UTC) by an
 * engineer who does not tune, as separate parts, and frozen at 2026-11-27 23:16 UTC. Same checks as round 10:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files (dev, round-1 … round-10),
 * every question within what `/ruling` accepts, the grader's format and labels that name existing entries and rules.
 * Nothing here reads the labels for tuning.
 */
const ROUND11: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '44307441e94a74d9f2a305a504b4a902053be1b33ba4357d2267776ef6dde4ca',
    frozenAt: '2026-11-27 23:16 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '6564e5bc215514b375c21cc8da5f08e3fffe16ad1d1419d3e3a203745210731f',
    frozenAt: '2026-11-27 23:16 UTC',
  },
];

describeFrozenParts('round 11 test parts (frozen, graded once at 00:45 UTC, now dev parts)', 11, 'round-11', ROUND11, partsBefore(11));

describeAskableParts(11, ROUND11);

describe('round 11 test parts: `source: written` is a marker, not a shared source', () => {
  for (const part of ROUND11) {
    it(`${part.dir}/round-11/test.yaml and round-10 both have written questions, and the overlap check does not count them as shared`, () => {
      const rawSources = (file: string) => (parse(readFileSync(file, 'utf8')) as { source: string }[]).map((q) => q.source);
      const mineFile = join(ROOT, part.dir, 'round-11', 'test.yaml');
      const round10File = join(ROOT, part.dir, 'round-10', 'test.yaml');
      // Both files carry the marker, so a check that compared raw sources would report it as shared.
      expect(rawSources(mineFile)).toContain('written');
      expect(rawSources(round10File)).toContain('written');
      const round10 = keysOf(round10File).sources;
      expect([...keysOf(mineFile).sources].filter((source) => round10.has(source))).toEqual([]);
    });
  }
});

describe('round 11 test parts: no source repeats one used by any earlier part of any question set', () => {
  // The brief for every round: a page asked from once is used up for all three sets, not only for its own. (Rounds
  // before 11: round 11's own folders are the parts checked, since their move from frozen/.)
  const SETS_DIRS = ['test/real-questions', 'test/policy-questions', 'test/rb-questions'];
  const earlierSources = new Set<string>();
  for (const dir of SETS_DIRS) {
    const files = ['dev.yaml', ...readdirSync(join(ROOT, dir)).filter((d) => /^round-\d+$/.test(d) && Number(d.slice(6)) < 11).map((d) => `${d}/test.yaml`)];
    for (const file of files) {
      const path = join(ROOT, dir, file);
      if (existsSync(path)) for (const source of keysOf(path).sources) earlierSources.add(source);
    }
  }
  for (const part of ROUND11) {
    it(`${part.dir}/round-11/test.yaml uses no page an earlier real-question, policy or Riftbound part used`, () => {
      const mine = [...keysOf(join(ROOT, part.dir, 'round-11', 'test.yaml')).sources];
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.filter((source) => earlierSources.has(source))).toEqual([]);
    });
  }
});

/**
 * Round 12 test parts (`round-12/test.yaml`, frozen in `frozen/` and graded once at 2026-11-28 04:08 UTC; now dev parts): collected afresh after the round-11 grading (2026-11-28 00:45 UTC) by an
 * engineer who does not tune, as separate parts, and frozen at 2026-11-28 02:35 UTC. Same checks as round 11:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files (dev, round-1 … round-11),
 * every question within what `/ruling` accepts, the grader's format and labels that name existing entries and rules.
 * Nothing here reads the labels for tuning.
 */
const ROUND12: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '4b069b6e7ed545ba629d597111778709ceb8acee2d17cb0dde473fb452a8d330',
    frozenAt: '2026-11-28 02:35 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '6113983111364df9d41f06be9dd269017d25b156d6e64ebb1461b776895e6a20',
    frozenAt: '2026-11-28 02:35 UTC',
  },
];

describeFrozenParts('round 12 test parts (frozen, graded once at 04:08 UTC, now dev parts)', 12, 'round-12', ROUND12, partsBefore(12));

describeAskableParts(12, ROUND12);

describe('round 12 test parts: `source: written` is a marker, not a shared source', () => {
  for (const part of ROUND12) {
    it(`${part.dir}/round-12/test.yaml and round-11 both have written questions, and the overlap check does not count them as shared`, () => {
      const rawSources = (file: string) => (parse(readFileSync(file, 'utf8')) as { source: string }[]).map((q) => q.source);
      const mineFile = join(ROOT, part.dir, 'round-12', 'test.yaml');
      const round11File = join(ROOT, part.dir, 'round-11', 'test.yaml');
      // Both files carry the marker, so a check that compared raw sources would report it as shared.
      expect(rawSources(mineFile)).toContain('written');
      expect(rawSources(round11File)).toContain('written');
      const round11 = keysOf(round11File).sources;
      expect([...keysOf(mineFile).sources].filter((source) => round11.has(source))).toEqual([]);
    });
  }
});

describe('round 12 test parts: no source repeats one used by any earlier part of any question set', () => {
  // The brief for every round: a page asked from once is used up for all three sets, not only for its own. (Rounds
  // before 12: round 12's own folders are the parts checked, since their move from frozen/.)
  const SETS_DIRS = ['test/real-questions', 'test/policy-questions', 'test/rb-questions'];
  const earlierSources = new Set<string>();
  for (const dir of SETS_DIRS) {
    const files = ['dev.yaml', ...readdirSync(join(ROOT, dir)).filter((d) => /^round-\d+$/.test(d) && Number(d.slice(6)) < 12).map((d) => `${d}/test.yaml`)];
    for (const file of files) {
      const path = join(ROOT, dir, file);
      if (existsSync(path)) for (const source of keysOf(path).sources) earlierSources.add(source);
    }
  }
  for (const part of ROUND12) {
    it(`${part.dir}/round-12/test.yaml uses no page an earlier real-question, policy or Riftbound part used`, () => {
      const mine = [...keysOf(join(ROOT, part.dir, 'round-12', 'test.yaml')).sources];
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.filter((source) => earlierSources.has(source))).toEqual([]);
    });
  }
});

/**
 * Round 13 test parts (`round-13/test.yaml`, frozen in `frozen/` and graded once at 2026-11-28 07:45 UTC; now dev
 * parts): collected afresh after the round-12 grading (2026-11-28 04:08 UTC) by engineers who do not tune, as separate
 * parts frozen at the times below. Same checks as round 12: byte-for-byte pin, README freeze time and hash, nothing
 * shared with the earlier files (dev, round-1 … round-12), every question within what `/ruling` accepts, the
 * grader's format and labels that name existing entries and rules. Nothing here reads the labels for tuning.
 */
const ROUND13: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '66993797189c82c61d4a5ef39fc0da444f51e46a07d033c2a3f90348af7e0b96',
    frozenAt: '2026-11-28 06:07 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: 'bd07394a0504a3699988ee8472750a477a8920662a42d3690ca1fb462092b839',
    frozenAt: '2026-11-28 06:38 UTC',
  },
];

describeFrozenParts('round 13 test parts (frozen, graded once at 07:45 UTC, now dev parts)', 13, 'round-13', ROUND13, partsBefore(13));

describeAskableParts(13, ROUND13);


/** The key a page is compared by: judge-forum topic/post, Reddit thread, Cranial Insertion article+question, else the URL. */
const pageKeyOf = (source: string): string => {
  const forum = /magicjudges\.org\.?\/forum\/(?:(?:topic\/)?unread\/)?(topic|post)\/(?:unread\/)?(\d+)/.exec(source);
  if (forum) return `judge-forum:${forum[1]}:${forum[2]}`;
  const reddit = /\/comments\/([a-z0-9]+)/.exec(source);
  if (reddit) return `reddit:${reddit[1]}`;
  const ci = /cranial-insertion\.com\/article\/(\d+)(?:[^#]*#(?:q)?(\d+))?/.exec(source);
  if (ci) return `cranial-insertion:${ci[1]}${ci[2] === undefined ? '' : `:${ci[2]}`}`;
  // A query that names the page (a FAQ's page number) is part of the page; a tracking query is not.
  return source.replace(/^https?:\/\/(www\.)?/, '').replace(/[?&](?:utm_[a-z]+|context)=[^&]*/g, '').replace(/\?$/, '').replace(/^([^/]*?)\.(\/|$)/, '$1$2').replace(/\/+$/, '');
};

/**
 * The source checks every round's policy and Riftbound parts run from round 13 on: a `source: written` question shares
 * the marker with the round before, not a page; and no page repeats one any earlier part of any set used, the same
 * round's parts of the other sets included (a page asked from once is used up for all three sets). `key` says what
 * names a page: round 13 compared sources as written, later rounds by forum topic/post number, Reddit thread id and
 * Cranial Insertion article+question too, since earlier parts cite one thread under several spellings.
 */
function describeRoundSources(round: number, parts: Round3Part[], folder: string, key: (source: string) => string): void {
  describe(`round ${round} test parts: \`source: written\` is a marker, not a shared source`, () => {
    for (const part of parts) {
      it(`${part.dir}/${folder}/test.yaml and the set's previous round both have written questions, and the overlap check does not count them as shared`, () => {
        const rawSources = (file: string) => (parse(readFileSync(file, 'utf8')) as { source: string }[]).map((q) => q.source);
        const mineFile = join(ROOT, part.dir, folder, 'test.yaml');
        // The latest earlier round this set has (policy and Riftbound have no round 17 or 18).
        const previousRound = Array.from({ length: round - 1 }, (_, i) => round - 1 - i).find((r) => existsSync(join(ROOT, part.dir, `round-${r}`, 'test.yaml')));
        const previousFile = join(ROOT, part.dir, `round-${previousRound}`, 'test.yaml');
        // Both files carry the marker, so a check that compared raw sources would report it as shared.
        expect(rawSources(mineFile)).toContain('written');
        expect(rawSources(previousFile)).toContain('written');
        const previous = keysOf(previousFile).sources;
        expect([...keysOf(mineFile).sources].filter((source) => previous.has(source))).toEqual([]);
      });
    }
  });

  describe(`round ${round} test parts: no source repeats one used by any earlier part of any question set`, () => {
    const SETS_DIRS = ['test/real-questions', 'test/policy-questions', 'test/rb-questions'];
    const pagesOf = (dirs: string[], files: (dir: string) => string[]) => {
      const pages = new Set<string>();
      for (const dir of dirs) {
        for (const file of files(dir)) {
          const path = join(ROOT, dir, file);
          if (existsSync(path)) for (const source of keysOf(path).sources) pages.add(key(source));
        }
      }
      return pages;
    };
    const before = pagesOf(SETS_DIRS, (dir) => ['dev.yaml', ...readdirSync(join(ROOT, dir)).filter((d) => /^round-\d+$/.test(d) && Number(d.slice(6)) < round).flatMap((d) => [`${d}/test.yaml`, `${d}/test-b.yaml`])]);
    for (const part of parts) {
      it(`${part.dir}/${folder}/test.yaml uses no page an earlier real-question, policy or Riftbound part used, nor one the other sets' round-${round} parts use`, () => {
        const others = pagesOf(SETS_DIRS.filter((d) => d !== part.dir), () => [`${folder}/test.yaml`, `${folder}/test-b.yaml`]);
        const mine = [...keysOf(join(ROOT, part.dir, folder, 'test.yaml')).sources];
        expect(mine.length).toBeGreaterThan(0);
        expect(mine.filter((source) => before.has(key(source)) || others.has(key(source)))).toEqual([]);
        // Two public questions from one page would be one source counted twice.
        expect(new Set(mine.map(key)).size).toBe(mine.length);
      });
    }
  });
}

describeRoundSources(13, ROUND13, 'round-13', (source) => source);


/**
 * Round 14 test parts (`round-14/test.yaml`, frozen in `frozen/` and graded once at 2026-11-28 12:06 UTC; now dev
 * parts): collected afresh after the round-13 grading (2026-11-28 07:45 UTC) by
 * engineers who do not tune, as separate parts frozen at the times below. Same checks as round 13: byte-for-byte pin,
 * README freeze time and hash, nothing shared with the earlier files (dev, round-1 … round-13), every question within
 * what `/ruling` accepts, the grader's format and labels that name existing entries and rules. Nothing here reads the
 * labels for tuning.
 */
const ROUND14: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'aa04bfb26785ab62d2bb5304890607d6446e9adaf7710c705036c7aea38e3d94',
    frozenAt: '2026-11-28 10:02 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: 'e16a4e7cc4849873483c43661a4dcf2359d9e958a74bf71610c35d633071a255',
    frozenAt: '2026-11-28 10:01 UTC',
  },
];
const ROUND14_FOLDER = 'round-14';

describeFrozenParts('round 14 test parts (frozen, graded once at 12:06 UTC, now dev parts)', 14, ROUND14_FOLDER, ROUND14, partsBefore(14));

describeAskableParts(14, ROUND14);

describeRoundSources(14, ROUND14, ROUND14_FOLDER, pageKeyOf);

/**
 * Round 15 test parts (`round-15/test.yaml`, frozen in `frozen/` and graded once at 2026-11-28 15:18 UTC; now dev
 * parts): collected afresh after the round-14 grading (2026-11-28 12:06 UTC) by engineers who do not tune
 * (collect-policy15, collect-rb15), frozen at the times below.
 * Same checks as round 14: byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files (dev,
 * round-1 … round-14), every question within what `/ruling` accepts, the grader's format and labels that name existing
 * entries and rules, and no page any earlier part of any set used (compared by forum topic/post number, Reddit thread
 * id and Cranial Insertion article+question too).
 */
const ROUND15: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'a23cc52b309e3a36b1769b23bb5836f488ed3c14c20e8a0891f70e7163c852ce',
    frozenAt: '2026-11-28 13:26 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '1b44e0fe9ae36b28f631cfdec89f78a528841e1d1120378a6301cdc00fcf65f0',
    frozenAt: '2026-11-28 13:24 UTC',
  },
];
const ROUND15_FOLDER = 'round-15';

describeFrozenParts('round 15 test parts (frozen, graded once at 15:18 UTC, now dev parts)', 15, ROUND15_FOLDER, ROUND15, partsBefore(15));

describeAskableParts(15, ROUND15);

describeRoundSources(15, ROUND15, ROUND15_FOLDER, pageKeyOf);

/**
 * Round 16 test parts (`round-16/test.yaml`, frozen in `frozen/` and graded once at 2026-11-28 19:50 UTC; now dev
 * parts): collected afresh after the round-15 grading (2026-11-28 15:18 UTC) by
 * engineers who do not tune (collect-policy16, collect-rb16), frozen at the times below.
 * Same checks as round 15: byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files (dev,
 * round-1 … round-15), every question within what `/ruling` accepts, the grader's format and labels that name existing
 * entries and rules, and no page any earlier part of any set used (compared by forum topic/post number, Reddit thread
 * id and Cranial Insertion article+question too).
 */
const ROUND16: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: '2c78904b577eb84a8544cd82e5e3c8c1fd249943ef06809cbf1cf376019b293f',
    frozenAt: '2026-11-28 17:07 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: '15fe30f0a6c2adaa8bd0734c2643898ec94e784af21c5a41e01be07aefce73e2',
    frozenAt: '2026-11-28 17:31 UTC',
  },
];
const ROUND16_FOLDER = 'round-16';

describeFrozenParts('round 16 test parts (frozen, graded once at 19:50 UTC, now dev parts)', 16, ROUND16_FOLDER, ROUND16, partsBefore(16));

describeAskableParts(16, ROUND16);

describeRoundSources(16, ROUND16, ROUND16_FOLDER, pageKeyOf);

/**
 * Round 19 test parts (`round-19/test.yaml`): collected afresh after the round-16 grading (2026-11-28 19:50 UTC) by
 * engineers who do not tune (collect-rb19, collect-policy19; the lead merged the two entries), frozen at the times
 * below in `frozen/`, graded once at 2026-11-29 04:49 UTC, then moved to `round-19/` (bytes unchanged): dev parts now. Policy
 * and Riftbound have no round 17 or 18 (those were real-question rounds only), so the earlier files are dev and every
 * round-N/test.yaml that exists. Same checks as round 16: byte-for-byte pin, README freeze time and hash, nothing shared
 * with the earlier files, every question within what `/ruling` accepts, the grader's format and labels that name
 * existing entries and rules, and no page any earlier part of any set used.
 */
const ROUND19: Round3Part[] = [
  {
    dir: 'test/rb-questions',
    sha256: 'd7328e95a18742b2e083587c07ad1d30fe44a2ea125c3747ab64488fd7264666',
    frozenAt: '2026-11-29 03:44 UTC',
  },
  {
    dir: 'test/policy-questions',
    sha256: 'd1c593075cf5a505afdffaedd5ac96928ff7eaceb6f1a39ccdcfba11157471e4',
    frozenAt: '2026-11-29 04:09 UTC',
  },
];
const ROUND19_FOLDER = 'round-19';

describeFrozenParts(
  'round 19 test parts (frozen, graded once at 04:49 UTC, now dev parts)',
  19,
  ROUND19_FOLDER,
  ROUND19,
  partsBefore(19).filter((file) => ROUND19.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(19, ROUND19, ROUND19_FOLDER);

describeRoundSources(19, ROUND19, ROUND19_FOLDER, pageKeyOf);

/**
 * Round 20 test parts (`round-20/test.yaml`): collected afresh after the round-19 grading (2026-11-29 04:49 UTC) by
 * engineers who do not tune (collect-rb20, collect-policy20; each added its own entry on its branch and the lead merged
 * the two), frozen at the times below in `frozen/`, graded once at 2026-11-29 08:06 UTC, then moved to `round-20/`
 * (bytes unchanged): dev parts now. Policy and Riftbound have no round 17 or 18, so
 * the earlier files are dev and every round-N/test.yaml that exists. Same checks as round 19: byte-for-byte pin, README
 * freeze time and hash, nothing shared with the earlier files, every question within what `/ruling` accepts, the
 * grader's format and labels that name existing entries and rules, and no page any earlier part of any set used.
 */
const ROUND20: Round3Part[] = [
  {
    dir: 'test/rb-questions',
    sha256: 'fe87db700c7230c9749c6488bd8290a1219084a794d53faee6aa22cde8169000',
    frozenAt: '2026-11-29 06:48 UTC',
  },
  {
    dir: 'test/policy-questions',
    sha256: 'a90e9b5ed03041ff3f3107675848e4b6261dfba0d98b1cba85d1e5b672d9c929',
    frozenAt: '2026-11-29 06:49 UTC',
  },
];
const ROUND20_FOLDER = 'round-20';

describeFrozenParts(
  'round 20 test parts (frozen, graded once at 08:06 UTC, now dev parts)',
  20,
  ROUND20_FOLDER,
  ROUND20,
  partsBefore(20).filter((file) => ROUND20.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(20, ROUND20, ROUND20_FOLDER);

describeRoundSources(20, ROUND20, ROUND20_FOLDER, pageKeyOf);

/**
 * Round 21 test parts (`round-21/test.yaml`): collected afresh after the round-20 grading (2026-11-29 08:06 UTC) by
 * engineers who do not tune (collect-rb21, collect-policy21; each added its own entry on its branch and the lead merged
 * the two), frozen at the times below in `frozen/`, graded once at 2026-11-29 11:35 UTC, then moved to `round-21/`
 * (bytes unchanged): dev parts now. Policy and Riftbound have no round 17 or 18, so
 * the earlier files are dev and every round-N/test.yaml that exists. Same checks as round 20: byte-for-byte pin, README
 * freeze time and hash, nothing shared with the earlier files, every question within what `/ruling` accepts, the
 * grader's format and labels that name existing entries and rules, and no page any earlier part of any set used.
 */
const ROUND21: Round3Part[] = [
  {
    dir: 'test/policy-questions',
    sha256: 'f0e4b2366cd89f3d5e91754063d5926bc1246101f44a00ccd11d17eff5cc9221',
    frozenAt: '2026-11-29 10:06 UTC',
  },
  {
    dir: 'test/rb-questions',
    sha256: 'e61fb19f7eeb4673fce5c1df6410281ab82505fe133c5a5daa627fd8d42985f7',
    frozenAt: '2026-11-29 10:00 UTC',
  },
];
const ROUND21_FOLDER = 'round-21';

describeFrozenParts(
  'round 21 test parts (frozen, graded once at 11:35 UTC, now dev parts)',
  21,
  ROUND21_FOLDER,
  ROUND21,
  partsBefore(21).filter((file) => ROUND21.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(21, ROUND21, ROUND21_FOLDER);

describeRoundSources(21, ROUND21, ROUND21_FOLDER, pageKeyOf);

/**
 * Round 22 test parts (`round-22/test.yaml`): collected afresh after the round-21 grading (2026-11-29 11:35 UTC) by
 * engineers who do not tune (collect-rb22, collect-policy22; each adds its own entry on its branch and the lead merges
 * the two), frozen at the times below in `frozen/`, graded once at 2026-11-29 14:10 UTC, then moved to `round-22/`
 * (bytes unchanged): dev parts now. Policy and Riftbound have no round 17 or 18, so
 * the earlier files are dev and every round-N/test.yaml that exists. Same checks as round 21: byte-for-byte pin, README
 * freeze time and hash, nothing shared with the earlier files, every question within what `/ruling` accepts, the
 * grader's format and labels that name existing entries and rules, and no page any earlier part of any set used.
 */
const ROUND22: Round3Part[] = [
  {
    dir: 'test/rb-questions',
    sha256: 'b0150d7970d40a1eee924ac7a34231f69a6fae3d3c76f433aaa71c83c81d02e9',
    frozenAt: '2026-11-29 12:57 UTC',
  },
  {
    dir: 'test/policy-questions',
    sha256: 'a5abe11e3ab9cc07cb609485d3489c43382a0adefd42d1f03706d0e38f1b6dd3',
    frozenAt: '2026-11-29 12:58 UTC',
  },
];
const ROUND22_FOLDER = 'round-22';

describeFrozenParts(
  'round 22 test parts (frozen, graded once at 14:10 UTC, now dev parts)',
  22,
  ROUND22_FOLDER,
  ROUND22,
  partsBefore(22).filter((file) => ROUND22.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(22, ROUND22, ROUND22_FOLDER);

describeRoundSources(22, ROUND22, ROUND22_FOLDER, pageKeyOf);

/**
 * Round 23 test parts (`round-23/test.yaml`): collected afresh after the round-22 grading (2026-11-29 14:10 UTC) by
 * engineers who do not tune (collect-rb23, collect-policy23; each adds its own entry on its branch and the lead merges
 * the two), frozen at the times below in `frozen/`, graded once at 2026-11-29 17:02 UTC, then moved to `round-23/`
 * (bytes unchanged): dev parts now. Policy and Riftbound have no round 17 or 18, so
 * the earlier files are dev and every round-N/test.yaml that exists. Same checks as round 22: byte-for-byte pin, README
 * freeze time and hash, nothing shared with the earlier files, every question within what `/ruling` accepts, the
 * grader's format and labels that name existing entries and rules, and no page any earlier part of any set used.
 */
const ROUND23: Round3Part[] = [
  {
    dir: 'test/rb-questions',
    sha256: '76e7375a95d72cd78a5311396b251fcdbea518638a4aa6aa6c950c25f5075036',
    frozenAt: '2026-11-29 15:50 UTC',
  },
  {
    dir: 'test/policy-questions',
    sha256: 'f14fbc4b0b944ccdc5ff5a3f9f0c26ef6323271a2514dde753fc66b072dad6f4',
    frozenAt: '2026-11-29 15:53 UTC',
  },
];
const ROUND23_FOLDER = 'round-23';

describeFrozenParts(
  'round 23 test parts (frozen, graded once at 17:02 UTC, now dev parts)',
  23,
  ROUND23_FOLDER,
  ROUND23,
  partsBefore(23).filter((file) => ROUND23.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(23, ROUND23, ROUND23_FOLDER);

describeRoundSources(23, ROUND23, ROUND23_FOLDER, pageKeyOf);

/**
 * Round 24 test parts (`round-24/test.yaml`): collected afresh after the round-23 grading (2026-11-29 17:02 UTC) by
 * engineers who do not tune (collect-rb24, collect-policy24; each adds its own entry on its branch and the lead merges
 * the two), frozen at the times below in `frozen/`, graded once at 2026-11-29 20:33 UTC, then moved to `round-24/`
 * (bytes unchanged): dev parts now. Policy and Riftbound have no round 17 or 18, so
 * the earlier files are dev and every round-N/test.yaml that exists (round-23/ included). Same checks as round 23:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files, every question within what
 * `/ruling` accepts, the grader's format and labels that name existing entries and rules, and no page any earlier part
 * of any set used.
 */
const ROUND24: Round3Part[] = [
  {
    dir: 'test/rb-questions',
    sha256: 'e9b050f1c4832a22f755e5e25743c57f369c6aa23071db0bc0395c061c42817a',
    frozenAt: '2026-11-29 19:22 UTC',
  },
  {
    dir: 'test/policy-questions',
    sha256: '49c7de3ab5a01e76d55870c81f6b987301a0f39bcd0adb1e0c8a7030501b3199',
    frozenAt: '2026-11-29 19:25 UTC',
  },
];
const ROUND24_FOLDER = 'round-24';

describeFrozenParts(
  'round 24 test parts (frozen, graded once at 20:33 UTC, now dev parts)',
  24,
  ROUND24_FOLDER,
  ROUND24,
  partsBefore(24).filter((file) => ROUND24.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(24, ROUND24, ROUND24_FOLDER);

describeRoundSources(24, ROUND24, ROUND24_FOLDER, pageKeyOf);

/**
 * Round 25 test parts (`round-25/test.yaml`): collected afresh after the round-24 grading (2026-11-29 20:33 UTC) by
 * engineers who do not tune (collect-rb25, collect-policy25; each adds its own entry on its branch and the lead merges
 * the two), frozen at the times below in `frozen/`, graded once at 2026-11-29 23:29 UTC, then moved to `round-25/`
 * (bytes unchanged): dev parts now. Policy and Riftbound have no round 17 or 18, so
 * the earlier files are dev and every round-N/test.yaml that exists (round-24/ included). Same checks as round 24:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files, every question within what
 * `/ruling` accepts, the grader's format and labels that name existing entries and rules, and no page any earlier part
 * of any set used.
 */
const ROUND25: Round3Part[] = [
  {
    dir: 'test/rb-questions',
    sha256: '45dec519a62eee96a592f9de7173bb708732099d65ca43bc8632d38905ed4d68',
    frozenAt: '2026-11-29 22:27 UTC',
  },
  {
    dir: 'test/policy-questions',
    sha256: 'ad0aaee4c696df1797112025d6a6963170e389d88c769c08dc9545c6b76c9ad2',
    frozenAt: '2026-11-29 22:31 UTC',
  },
];
const ROUND25_FOLDER = 'round-25';

describeFrozenParts(
  'round 25 test parts (frozen, graded once at 23:29 UTC, now dev parts)',
  25,
  ROUND25_FOLDER,
  ROUND25,
  partsBefore(25).filter((file) => ROUND25.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(25, ROUND25, ROUND25_FOLDER);

describeRoundSources(25, ROUND25, ROUND25_FOLDER, pageKeyOf);

/**
 * Round 26 test parts (`round-26/test.yaml`): collected afresh after the round-25 grading (2026-11-29 23:29 UTC) by
 * engineers who do not tune (collect-rb26, collect-policy26; each adds its own entry on its branch and the lead merges
 * the two), frozen at the times below in `frozen/`, graded once at 2026-11-30 02:47 UTC, then moved to `round-26/`
 * (bytes unchanged): dev parts now. Policy and Riftbound have no round 17 or 18, so
 * the earlier files are dev and every round-N/test.yaml that exists (round-25/ included). Same checks as round 25:
 * byte-for-byte pin, README freeze time and hash, nothing shared with the earlier files, every question within what
 * `/ruling` accepts, the grader's format and labels that name existing entries and rules, and no page any earlier part
 * of any set used.
 */
const ROUND26: Round3Part[] = [
  {
    dir: 'test/rb-questions',
    sha256: '1e810f069abde9958bd30d72a3132eb00766faba372a6168f1f3dd58a27290d0',
    frozenAt: '2026-11-30 01:45 UTC',
  },
  {
    dir: 'test/policy-questions',
    sha256: '66236ab120ff5d4d4c179b65914c8b63f58df647b96bb535403b656d31c453d9',
    frozenAt: '2026-11-30 01:48 UTC',
  },
];
const ROUND26_FOLDER = 'round-26';

describeFrozenParts(
  'round 26 test parts (frozen, graded once at 02:47 UTC, now dev parts)',
  26,
  ROUND26_FOLDER,
  ROUND26,
  partsBefore(26).filter((file) => ROUND26.every((part) => existsSync(join(ROOT, part.dir, file)))),
);

describeAskableParts(26, ROUND26, ROUND26_FOLDER);

describeRoundSources(26, ROUND26, ROUND26_FOLDER, pageKeyOf);

describe('the page comparison of rounds 14 and 15', () => {
  it('sees through the spellings earlier parts used for one judge-forum thread, Reddit thread or Cranial Insertion question', () => {
    expect(pageKeyOf('https://apps.magicjudges.org./forum/topic/unread/47782')).toBe(pageKeyOf('https://apps.magicjudges.org/forum/topic/47782/'));
    expect(pageKeyOf('https://apps.magicjudges.org/forum/post/30745')).not.toBe(pageKeyOf('https://apps.magicjudges.org/forum/topic/30745'));
    expect(pageKeyOf('https://redlib.fmhy.net/r/mtgjudge/comments/1d1dohm/59_cards/l669dul/?context=3')).toBe(pageKeyOf('https://lr.example/r/mtgjudge/comments/1d1dohm/59_cards'));
    expect(pageKeyOf('https://www.cranial-insertion.com/article/1015#q3')).toBe(pageKeyOf('http://cranial-insertion.com/article/1015/some-title#q3'));
    expect(pageKeyOf('https://www.cranial-insertion.com/article/1015#q3')).not.toBe(pageKeyOf('https://www.cranial-insertion.com/article/1015#q4'));
  });

  it('keeps a query that names the page (a FAQ page number, a blog post id) and drops a tracking query', () => {
    expect(pageKeyOf('https://app.riftjudge.com/faq?page=14')).not.toBe(pageKeyOf('https://app.riftjudge.com/faq?page=3'));
    expect(pageKeyOf('https://app.riftjudge.com/faq?page=153')).not.toBe(pageKeyOf('https://app.riftjudge.com/faq?page=15'));
    expect(pageKeyOf('https://www.giftsungiven.com/?p=476')).not.toBe(pageKeyOf('https://www.giftsungiven.com/?p=477'));
    expect(pageKeyOf('https://www.app.riftjudge.com/faq?page=120&utm_source=x')).toBe(pageKeyOf('https://app.riftjudge.com/faq?page=120'));
    expect(pageKeyOf('https://example.org/post/12?utm_source=x')).toBe(pageKeyOf('https://example.org/post/12'));
  });
});
