/**
 * The CLI as scripts use it: strict flags (unknown flag = exit 2 with "did you mean"), `--` before a text that
 * starts with a dash, the same limit and exit codes in text and JSON modes, and batch mode (`--file`) answering
 * one JSON line per item.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../bot/cli.ts';
import { MAX_SCENARIO } from '../../commands/check.ts';
import { MAX_QUESTION } from '../../commands/ruling.ts';
import { entryYaml, SOURCE, writeKb } from '../helpers/kb-fixture.ts';

const kb = writeKb({
  'sources/test.yaml': SOURCE,
  'mtg/a.yaml': entryYaml('mtg.trample.lethal', '  keywords: { en: [trample], ja: [トランプル], fr: [piétinement] }\n  covers: [test-doc#one, test-doc#two]\n'),
});

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  process.env.RULEBOT_RULINGS_DIR = kb;
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => {
  delete process.env.RULEBOT_RULINGS_DIR;
});

function file(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'rulebot-batch-')), name);
  writeFileSync(path, content);
  return path;
}

const lines = (out: string) => out.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

const SIX_SIX = 'mtg; A: w=6/6 trample; B: x=2/2; y=0/4 dmg=1; attack w>B; block x,y>w';

describe('strict flags', () => {
  it('an unknown flag is a usage error naming it, with the closest known flag', async () => {
    const r = await run(['ask', 'trample', '--jsno']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown option --jsno; did you mean --json?');
    expect(r.out).toBe('');
  });

  it('a valued flag without its value, or a switch given a value, is a usage error', async () => {
    expect((await run(['check', SIX_SIX, '--lang'])).err).toContain('option --lang needs a value');
    expect((await run(['ask', 'trample', '--json=yes'])).err).toContain('option --json takes no value');
  });

  it('an unknown command suggests the closest one', async () => {
    const r = await run(['chek', SIX_SIX]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('did you mean "check"?');
  });

  it('-- passes a question that starts with a dash', async () => {
    expect((await run(['ask', '-trample'])).code).toBe(2);
    const r = await run(['ask', '--json', '--', '-trample']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ query: '-trample', found: true });
  });

  it('--help after -- is part of the question, not a request for help', async () => {
    const r = await run(['ask', '--json', '--', 'trample', '--help']);
    expect(JSON.parse(r.out)).toMatchObject({ query: 'trample --help' });
  });
});

describe('the same answer codes in text and JSON modes', () => {
  it('"no ruling found" exits 1 in both', async () => {
    const text = await run(['ask', 'mulligan rules']);
    const json = await run(['ask', 'mulligan rules', '--json']);
    expect(text.out).toContain('No ruling found');
    expect([text.code, json.code]).toEqual([1, 1]);
  });

  it('a found answer exits 0 in both', async () => {
    expect([(await run(['ask', 'trample'])).code, (await run(['ask', 'trample', '--json'])).code]).toEqual([0, 0]);
  });

  it('a question over the /ruling limit is refused in both, naming the limit in the asked language', async () => {
    const long = 'trample '.repeat(60);
    for (const mode of [[], ['--json']]) {
      const r = await run(['ask', long, '--lang', 'fr', ...mode]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toContain(`${MAX_QUESTION}`);
      expect(r.err).toMatch(/trop long/);
    }
  });

  it('a scenario over the /check limit is refused in both', async () => {
    const long = `${SIX_SIX}; `.repeat(30);
    expect(long.length).toBeGreaterThan(MAX_SCENARIO);
    for (const mode of [[], ['--json']]) {
      const r = await run(['check', long, ...mode]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`at most ${MAX_SCENARIO}`);
    }
  });
});

describe('check --file', () => {
  it('answers each blank-line-separated block with one JSON line carrying its starting line', async () => {
    const path = file('s.txt', `${SIX_SIX}\n\n\nmtg; A: w=6/6 trampel;\n  attack w>B\n\n${SIX_SIX.replace('6/6', '7/7')}\n`);
    const r = await run(['check', '--file', path]);
    expect(r.code).toBe(1);
    const answers = lines(r.out);
    expect(answers.map((a) => [a.line, a.ok])).toEqual([[1, true], [4, false], [7, true]]);
    expect(answers[0]).toMatchObject({ game: 'mtg', canonical: expect.stringContaining('w=6/6 trample') });
    expect((answers[1]!.errors as Array<{ line: number; text: string }>)[0]).toMatchObject({ line: 1, text: expect.stringContaining('trampel') });
  });

  it('reads JSON lines (strings or objects with a language) and reports a bad line without stopping', async () => {
    const path = file('s.jsonl', `${JSON.stringify(SIX_SIX)}\n{"scenario": ${JSON.stringify(SIX_SIX)}, "lang": "ja"}\n{"scenario": 3}\n{oops\n`);
    const r = await run(['check', '--file', path]);
    const answers = lines(r.out);
    expect(answers).toHaveLength(4);
    expect(answers[0]).toMatchObject({ line: 1, ok: true });
    expect((answers[1]!.outcome as Array<{ text: string }>)[0]!.text).toMatch(/[ぁ-んァ-ン]/);
    expect(answers[2]).toMatchObject({ line: 3, ok: false, error: expect.stringContaining('"scenario"') });
    expect(answers[3]).toMatchObject({ line: 4, ok: false, error: expect.stringContaining('invalid JSON') });
    expect(r.code).toBe(1);
  });

  it('exits 0 when every scenario resolves, and refuses a too-long one with the limit', async () => {
    expect((await run(['check', '--file', file('ok.txt', `${SIX_SIX}\n\n${SIX_SIX}`)])).code).toBe(0);
    const r = await run(['check', '--file', file('long.jsonl', JSON.stringify(`${SIX_SIX}; `.repeat(30)))]);
    expect(lines(r.out)[0]).toMatchObject({ ok: false, error: expect.stringContaining(`${MAX_SCENARIO}`) });
  });

  it('a missing file is a usage error; a scenario and --file together too', async () => {
    expect((await run(['check', '--file', '/nonexistent/x.txt'])).err).toContain('no such file');
    expect((await run(['check', SIX_SIX, '--file', file('a.txt', SIX_SIX)])).code).toBe(2);
  });
});

describe('ask --file', () => {
  it('answers one question a line with the ask --json shape, found or not', async () => {
    const path = file('q.txt', 'trample\n\nmulligan rules\n{"question": "トランプル"}\n');
    const r = await run(['ask', '--file', path]);
    // Plain lines and JSON lines do not mix: a file is one or the other, here plain text.
    const answers = lines(r.out);
    expect(answers.map((a) => [a.line, a.found])).toEqual([[1, true], [3, false], [4, true]]);
    expect(answers[2]!.query).toBe('{"question": "トランプル"}');
    expect(answers[0]).toMatchObject({ query: 'trample', hits: [{ id: 'mtg.trample.lethal' }] });
    expect(r.code).toBe(1);
  });

  it('reads JSON lines with a game and a language per question', async () => {
    const path = file('q.jsonl', '{"question": "trample", "lang": "fr"}\n{"question": "trample", "game": "rb"}\n{"question": "trample", "game": "xx"}\n');
    const answers = lines((await run(['ask', '--file', path])).out);
    expect(answers[0]).toMatchObject({ lang: 'fr', found: true, hits: [{ title: 'Titre mtg.trample.lethal' }] });
    expect(answers[1]).toMatchObject({ found: false });
    expect(answers[2]).toMatchObject({ error: expect.stringContaining('unknown game "xx"') });
  });
});
