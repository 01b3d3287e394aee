/** Inputs that fuzzing (npm run fuzz) found mishandled outside the scenario engine, kept as regression tests. */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../rulings/kb.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { entryYaml, SOURCE, writeKb } from './helpers/kb-fixture.ts';

describe('knowledge-base files', () => {
  it('an alias used before its anchor is a positioned lint error, not a crash (fuzz seed 20261123, case 27320)', () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': `${entryYaml('mtg.a.b')}  note: *later\n  other: &later 1\n` });
    const kb = loadKnowledgeBase({ dir, strict: false, cache: false });
    const problem = kb.problems.find((p) => /alias/i.test(p.message));
    expect(problem).toMatchObject({ file: expect.stringMatching(/mtg\/a\.yaml$/), severity: 'error' });
    const lines = `${entryYaml('mtg.a.b')}  note: *later\n`.split('\n');
    expect(problem!.line).toBe(lines.findIndex((l) => l.includes('*later')) + 1);
    expect(formatProblem(problem!)).toMatch(/a\.yaml:\d+:9: error: Unresolved alias/);
  });
});
