/**
 * Labels written after a freeze (test/real-questions/README.md): `frozen/labels-added.yaml` adds entries written
 * later to a frozen part's questions before grading, without editing the frozen file; the grader says it merged them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grade, readQuestionSet, type Answer } from '../bench/questions-grade.ts';
import { withAddedLabels } from '../bench/questions-labels.ts';

const ROOT = join(import.meta.dirname, '..');
const SET = `- id: rq-1
  q: my trampler is double blocked, how much goes through?
  lang: en
  game: mtg
  category: rules
  source: https://example.org/q
  gist: lethal to each blocker, the rest to the player
  accept: [mtg.trample.lethal]
- id: rq-2
  q: can I respond to a shortcut?
  lang: en
  game: mtg
  category: policy
  source: https://example.org/r
  gist: yes, the tournament rules let a player interrupt a proposed shortcut
`;

function frozenSet(added?: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'labels-')), 'frozen');
  mkdirSync(dir);
  writeFileSync(join(dir, 'test.yaml'), SET);
  if (added !== undefined) writeFileSync(join(dir, 'labels-added.yaml'), added);
  return join(dir, 'test.yaml');
}

const answer: Answer = { found: true, hits: [{ id: 'mtg.policy.mtr.shortcuts', kind: 'entry', status: 'current', citations: [] }], suggestions: [] };

describe('labels written after the freeze', () => {
  it('an uncovered question labelled later is graded right when the new entry answers it; the frozen file is untouched', () => {
    const file = frozenSet('- id: rq-2\n  accept: [mtg.policy.mtr.shortcuts]\n');
    const before = readFileSync(file, 'utf8');
    const plain = readQuestionSet(file);
    expect(grade(plain[1]!, answer).verdict).toBe('wrong');
    const labelled = withAddedLabels(file, plain);
    expect(labelled.questionsChanged).toBe(1);
    expect(grade(labelled.items[1]!, answer).verdict).toBe('right');
    expect(labelled.items[0]!.accept).toEqual(['mtg.trample.lethal']);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('additions only: an id already there changes nothing; a partial that becomes accepted leaves partial', () => {
    const file = frozenSet('- id: rq-1\n  accept: [mtg.trample.lethal]\n- id: rq-2\n  partial: [x.y]\n- id: rq-2\n  accept: [x.y]\n');
    const labelled = withAddedLabels(file, readQuestionSet(file));
    expect(labelled.questionsChanged).toBe(1);
    expect(labelled.items[1]!.accept).toEqual(['x.y']);
    expect(labelled.items[1]!.partial).toEqual([]);
  });

  it('a question the set lacks or a bad field is an error naming the file and item', () => {
    expect(() => withAddedLabels(frozenSet('- id: rq-9\n  accept: [a.b]\n'), readQuestionSet(frozenSet()))).toThrow(/labels-added\.yaml: item 1: no question rq-9/);
    expect(() => withAddedLabels(frozenSet('- id: rq-1\n  acept: [a.b]\n'), readQuestionSet(frozenSet()))).toThrow(/item 1: .*acept/);
  });

  it('a set outside a frozen folder ignores any labels file beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'labels-'));
    writeFileSync(join(dir, 'dev.yaml'), SET);
    writeFileSync(join(dir, 'labels-added.yaml'), '- id: rq-2\n  accept: [a.b]\n');
    const file = join(dir, 'dev.yaml');
    expect(withAddedLabels(file, readQuestionSet(file)).questionsChanged).toBe(0);
  });

  it('the grader says which additions it merged', () => {
    const file = frozenSet('- id: rq-2\n  accept: [mtg.trample.lethal]\n');
    const run = spawnSync(process.execPath, [join(ROOT, 'dist', 'bench', 'questions.js'), file, '--frozen', '--no-misses'], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent', RULEBOT_CARDS: 'off' } });
    expect(run.stderr).toMatch(/labels-added\.yaml merged \(labels written after the freeze\): 1 questions gain labels/);
    expect(run.status).toBe(0);
  });
});
