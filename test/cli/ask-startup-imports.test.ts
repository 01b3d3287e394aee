/**
 * One `rulebot ask` loads only what answering needs: not zod (bot/config.ts's schema; the ask path reads the
 * environment through bot/environment.ts) and not pino (bot/logger.ts loads it on the first log call). Each cost
 * about 60 ms and 40 ms of the 300 ms start-up budget (README, Benchmark). The answer itself is unchanged, and the
 * logger still logs, redacts and makes children once used.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../package-root.ts';

// Prints every module URL the process resolves (a module-resolution hook, as --import data: URL). Where Node has
// module.registerHooks (22.15+, 24) the hook runs in-thread and sees require() too; Node 24's off-thread register()
// hooks printed nothing to the process's stderr (CI, Node 24.18.1), so register() is the fallback for Node 20 only.
const HOOK = `data:text/javascript,${encodeURIComponent(`
import * as m from 'node:module';
const print = (url) => process.stderr.write('LOADED ' + url + '\\n');
if (typeof m.registerHooks === 'function') m.registerHooks({ resolve(s, c, next) { const r = next(s, c); print(r.url); return r; } });
else m.register('data:text/javascript,' + encodeURIComponent('export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write("LOADED " + r.url + "\\\\n"); return r; }'));
`)}`;

function ask(question: string, dataDir: string) {
  return spawnSync(process.execPath, ['--import', HOOK, join(PACKAGE_ROOT, 'bin', 'rulebot.js'), 'ask', question], {
    cwd: tmpdir(),
    encoding: 'utf8',
    env: { ...process.env, RULEBOT_DATA_DIR: dataDir, RULEBOT_CARDS: 'local', LOG_LEVEL: 'silent' },
    timeout: 120_000,
  });
}

describe('rulebot ask start-up', () => {
  beforeAll(() => {
    const tsc = join(PACKAGE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: PACKAGE_ROOT, encoding: 'utf8' });
    expect(build.status).toBe(0);
  }, 300_000);

  it('answers without loading zod, pino or discord.js once the knowledge-base cache is made', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rulebot-imports-'));
    const question = 'Does trample damage go to the player when the blocker dies?';
    const first = ask(question, dataDir); // no cache yet: parses and validates the YAML (zod) and writes the cache
    expect(first.status).toBe(0);
    const r = ask(question, dataDir);
    expect(r.stdout).toBe(first.stdout);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('mtg.trample');
    const loaded = r.stderr.split('\n').filter((l) => l.startsWith('LOADED '));
    expect(loaded.length).toBeGreaterThan(10); // the hook ran
    expect(loaded.filter((l) => /node_modules\/(zod|pino|discord\.js)\//.test(l))).toEqual([]);
  }, 120_000);

  it('the lazily made logger logs, redacts and makes children', async () => {
    const { createLogger, logger } = await import('../../bot/logger.ts');
    const lines: string[] = [];
    const log = createLogger({ write: (s: string) => void lines.push(s) });
    log.level = 'info';
    log.info({ token: 'secret', n: 1 }, 'hello');
    log.child({ part: 'x' }).warn('child');
    expect(JSON.parse(lines[0]!)).toMatchObject({ name: 'rulebot', token: '[redacted]', n: 1, msg: 'hello' });
    expect(JSON.parse(lines[1]!)).toMatchObject({ part: 'x', msg: 'child' });
    expect(typeof logger.info).toBe('function');
    expect(typeof logger.child({}).error).toBe('function');
  });
});
