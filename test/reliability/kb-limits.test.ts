/**
 * Knowledge-base files have a size limit, reported at file:line:col (issue #30): a runaway file or text is a lint
 * error before it costs gigabytes (a 100 MB text took 2.7 GB to start the bot before the limit).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, MAX_KB_FILE_BYTES, MAX_KB_SCALAR } from '../../rulings/kb.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { entryYaml, SOURCE, writeKb } from '../helpers/kb-fixture.ts';
import { runCli } from './helpers.ts';

describe('knowledge-base size limits', () => {
  it('a text longer than the limit is an error at its line and column; the other entries still load', () => {
    const long = 'word '.repeat(Math.ceil((MAX_KB_SCALAR + 10) / 5));
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': `${entryYaml('mtg.a.ok')}${entryYaml('mtg.a.long').replace('Answer mtg.a.long', long)}`, 'mtg/b.yaml': entryYaml('mtg.b.ok') });
    const kb = loadKnowledgeBase({ dir, strict: false, cache: false });
    const problem = kb.problems.find((p) => /characters/.test(p.message))!;
    const line = `${entryYaml('mtg.a.ok')}${entryYaml('mtg.a.long')}`.split('\n').findIndex((l) => l.includes('Answer mtg.a.long')) + 1;
    expect(formatProblem(problem)).toBe(`${problem.file}:${line}:${problem.col}: error: this text is ${long.trim().length} characters; a knowledge-base text is at most ${MAX_KB_SCALAR}`);
    expect(problem.file).toMatch(/mtg\/a\.yaml$/);
    expect(kb.entries.map((e) => e.id)).toEqual(['mtg.b.ok']);
  });

  it('a file over the limit is an error at its first line, without being parsed', () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/b.yaml': entryYaml('mtg.b.ok') });
    writeFileSync(join(dir, 'mtg', 'huge.yaml'), `${entryYaml('mtg.huge.one')}# ${'x'.repeat(MAX_KB_FILE_BYTES)}\n`);
    const kb = loadKnowledgeBase({ dir, strict: false, cache: false });
    expect(kb.problems.map(formatProblem)).toContainEqual(expect.stringMatching(/mtg\/huge\.yaml:1:1: error: the file is 1\.0 MB; a knowledge-base file is at most 1 MB \(split it\)$/));
    expect(kb.entries.map((e) => e.id)).toEqual(['mtg.b.ok']);
  });

  it('the bot refuses a 100 MB text at start-up with file:line, exit 1, under 200 MB of memory', async () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/b.yaml': entryYaml('mtg.b.ok') });
    writeFileSync(join(dir, 'mtg', 'dump.yaml'), entryYaml('mtg.dump.one').replace('Answer mtg.dump.one', 'x'.repeat(100 * 1024 * 1024)));
    const r = await runCli(['ask', 'what is trample'], { env: { RULEBOT_RULINGS_DIR: dir, RULEBOT_DATA_DIR: join(dir, 'data') } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/mtg\/dump\.yaml:1:1: error: the file is 100\.0 MB; a knowledge-base file is at most 1 MB/);
    expect(r.maxRssMb).toBeLessThan(200);
  });
});
