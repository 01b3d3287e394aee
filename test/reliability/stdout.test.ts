/**
 * Large `--json` output through a pipe arrives whole (issue #30): the CLI used to exit before a slow reader had
 * drained the pipe, cutting `rulebot kb coverage --json | …` at 65 536 bytes. Here the reader waits before reading,
 * and must still get exactly the bytes the same command writes to a file.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../official/helpers.ts';
import { CHILD_PROCESS_TEST_MS, REPO } from './helpers.ts';

const cli = (args: string[]) => ['--import', 'tsx', 'bot/cli.ts', ...args];

/** The command's stdout written straight to a file. */
function toFile(args: string[], path: string): Promise<number | null> {
  const fd = openSync(path, 'w');
  const child = spawn(process.execPath, cli(args), { cwd: REPO, stdio: ['ignore', fd, 'ignore'], env: { ...process.env, LOG_LEVEL: 'silent' } });
  return new Promise((resolve) => child.on('close', (code) => (closeSync(fd), resolve(code))));
}

/**
 * The command piped into a reader that sleeps before reading (`rulebot … | (sleep 6; cat)`), as a shell user
 * would run it: what the reader gets. The sleep outlasts the command's own work, so the output waits in the pipe.
 */
function throughSlowPipe(args: string[], out: string): Promise<number | null> {
  const command = [process.execPath, ...cli(args)].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const child = spawn('sh', ['-c', `${command} | (sleep 6; cat > '${out}')`], { cwd: REPO, stdio: 'ignore', env: { ...process.env, LOG_LEVEL: 'silent' } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code)));
}

describe('stdout is flushed before the CLI exits', { timeout: CHILD_PROCESS_TEST_MS }, () => {
  it('`kb coverage --json` through a slow pipe: the same bytes as to a file (more than the 64 KB a pipe holds)', async () => {
    const dir = tempDir('rulebot-stdout-');
    const file = join(dir, 'coverage.json');
    expect(await toFile(['kb', 'coverage', '--json'], file)).toBe(0);
    const written = readFileSync(file);
    expect(written.length).toBeGreaterThan(65_536);
    await throughSlowPipe(['kb', 'coverage', '--json'], join(dir, 'piped.json'));
    const piped = readFileSync(join(dir, 'piped.json'));
    expect(piped.length).toBe(written.length);
    expect(JSON.parse(piped.toString('utf8'))).toEqual(JSON.parse(written.toString('utf8')));
  });

  it('a large `ask --file` batch through a slow pipe: every answer line arrives', async () => {
    const dir = tempDir('rulebot-stdout-');
    const questions = join(dir, 'questions.txt');
    const base = ['how does trample work with two blockers', 'トランプルって複数ブロックされたらどうなる', 'est-ce que Cull the Weak cible', 'what is deathtouch'];
    writeFileSync(questions, Array.from({ length: 400 }, (_, i) => base[i % base.length]).join('\n') + '\n');
    const file = join(dir, 'answers.jsonl');
    await toFile(['ask', '--file', questions], file);
    const written = readFileSync(file);
    expect(written.length).toBeGreaterThan(65_536);
    await throughSlowPipe(['ask', '--file', questions], join(dir, 'piped.jsonl'));
    const piped = readFileSync(join(dir, 'piped.jsonl'));
    expect(piped.length).toBe(written.length);
    const lines = piped.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(400);
    expect(lines.map((l) => (JSON.parse(l) as { line: number }).line)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
  });
});
