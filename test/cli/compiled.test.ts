/**
 * The shipped entry points run compiled JavaScript from dist/ (built by `npm ci` through `prepare`) with plain
 * node, finding the knowledge base and locale files from the package root. The suite runs the build first
 * (incremental: a few seconds when dist/ is current), so it tests the sources as they are, never a stale dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../package-root.ts';


function rulebot(args: string[], input?: string) {
  return spawnSync(process.execPath, [join(PACKAGE_ROOT, 'bin', 'rulebot.js'), ...args], {
    cwd: tmpdir(),
    input,
    encoding: 'utf8',
    env: { ...process.env, RULEBOT_DATA_DIR: mkdtempSync(join(tmpdir(), 'rulebot-dist-')), LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
}

describe('compiled CLI (bin/rulebot.js → dist/)', () => {
  beforeAll(() => {
    const tsc = join(PACKAGE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: PACKAGE_ROOT, encoding: 'utf8' });
    expect(build.stdout + build.stderr).toBe('');
    expect(build.status).toBe(0);
    expect(existsSync(join(PACKAGE_ROOT, 'dist', 'bot', 'cli.js'))).toBe(true);
  }, 300_000);

  it('answers from the shipped knowledge base with locale strings, from any working directory', () => {
    const r = rulebot(['ask', 'トランプルって複数ブロックされたらどうなる?']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('mtg.trample');
    expect(r.stdout).toContain('出典');
  });

  it('reads scenarios from standard input with --file -', () => {
    const r = rulebot(['check', '--file', '-'], 'mtg; A: w=6/6 trample; B: x=2/2; attack w>B; block x>w\n\nmtg; A: w=6/6 trampel\n');
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l).ok)).toEqual([true, false]);
    expect(r.status).toBe(1);
  });

  it('`npx rulebot kb coverage --json | …`: a slow reader gets every byte the same command writes to a file (issue #30)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulebot-dist-pipe-'));
    const bin = join(PACKAGE_ROOT, 'bin', 'rulebot.js');
    const sh = (command: string) => spawnSync('sh', ['-c', command], { cwd: tmpdir(), encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, timeout: 120_000 });
    const toFile = sh(`'${process.execPath}' '${bin}' kb coverage --json > '${join(dir, 'file.json')}'`);
    expect(toFile.status).toBe(0);
    // the reader sleeps past the command's own work, so the output waits in the pipe (64 KB) when the CLI ends
    const piped = sh(`'${process.execPath}' '${bin}' kb coverage --json | (sleep 4; wc -c)`);
    const written = Number(sh(`wc -c < '${join(dir, 'file.json')}'`).stdout.trim());
    expect(written).toBeGreaterThan(65_536);
    expect(Number(piped.stdout.trim())).toBe(written);
  });

  it('stack traces point at the TypeScript sources (source maps)', () => {
    const r = spawnSync(process.execPath, ['--enable-source-maps', '-e', `import(${JSON.stringify(join(PACKAGE_ROOT, 'dist', 'bot', 'cli', 'batch.js'))}).then((m) => m.readBatchFile('/nonexistent/file'))`], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/bot\/cli\/batch\.ts:\d+/);
  });
});
