/**
 * A full disk (issue #30): a failed write removes its temporary file, the stored file keeps its content, and the
 * caches leave the last RULEBOT_DISK_RESERVE_MB free so the pin database can still be created. Before, a failed
 * cache write left its partial *.tmp and, on a small data disk, the pin database could not be created at all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freeBytes } from '../../rulings/intake/write.ts';
import { tempDir } from '../official/helpers.ts';
import { CHILD_PROCESS_TEST_MS, REPO, runCli } from './helpers.ts';

/** Runs `code` (an ES module body) in a child whose file-size limit is `blocks` × 512 bytes (`ulimit -f`). */
function underFileSizeLimit(code: string, blocks: number): { status: number | null; stdout: string; stderr: string } {
  const script = join(tempDir('rulebot-fsize-'), 'script.mts');
  // Past the limit the kernel sends SIGXFSZ; with a handler the write fails with EFBIG instead of killing the process.
  writeFileSync(script, `process.on('SIGXFSZ', () => {});\n${code}`);
  const r = spawnSync('sh', ['-c', `ulimit -f ${blocks} && exec '${process.execPath}' --import tsx '${script}'`], { cwd: REPO, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('writes that run out of space', { timeout: CHILD_PROCESS_TEST_MS }, () => {
  it('a save that fails leaves the old file and no temporary file; a cache write is skipped quietly', () => {
    const dir = tempDir('rulebot-full-');
    const target = join(dir, 'rules', '2025-02-07.json');
    mkdirSync(join(dir, 'rules'));
    writeFileSync(target, 'the stored version');
    const r = underFileSizeLimit(
      `import { writeAtomic, writeCache } from '${join(REPO, 'rulings/intake/write.ts')}';
       try { writeAtomic(${JSON.stringify(target)}, 'x'.repeat(1 << 20)); console.log('saved'); } catch (e) { console.log(e.problem, e.message); }
       console.log('cache', writeCache(${JSON.stringify(join(dir, 'cache', 'kb.json'))}, 'y'.repeat(1 << 20), { RULEBOT_DISK_RESERVE_MB: '0' }));`,
      64,
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`no-space cannot save ${target}: the disk is full; nothing was replaced`);
    expect(r.stdout).toContain('cache false');
    expect(readFileSync(target, 'utf8')).toBe('the stored version');
    expect(readdirSync(join(dir, 'rules'))).toEqual(['2025-02-07.json']);
    expect(readdirSync(join(dir, 'cache'))).toEqual([]);
  });

  it('caches are not written when they would eat into the reserve; the pin store still works', async () => {
    const data = tempDir('rulebot-reserve-');
    const reserveMb = Math.ceil((freeBytes(data)! + 64 * 1024 * 1024) / 1024 / 1024);
    const r = await runCli(['console'], {
      env: { RULEBOT_DATA_DIR: data, DATABASE_URL: '', RULEBOT_DISK_RESERVE_MB: String(reserveMb) },
      input: '/pin add table talk text:Our own answer.\n/ruling what is trample\n/quit\n',
    });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toContain('Trample and lethal damage');
    expect(r.stdout).toMatch(/“table talk” now has a canonical answer/);
    expect(existsSync(join(data, 'cache')) ? readdirSync(join(data, 'cache')) : []).toEqual([]);
    expect(existsSync(join(data, 'rulebot.db'))).toBe(true);
  });
});

// A real full disk: a 2.5 MB tmpfs as the data directory (needs root with CAP_SYS_ADMIN, as on this project's machines).
const mountPoint = join('/tmp', `rulebot-tmpfs-${process.pid}`);
const mounted = (() => {
  if (process.getuid?.() !== 0) return false;
  mkdirSync(mountPoint, { recursive: true });
  return spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2560k', 'tmpfs', mountPoint]).status === 0;
})();
if (!mounted) console.warn('[disk-full] cannot mount a small tmpfs here: the 2.5 MB data disk test is skipped (the two above still run).');

describe.skipIf(!mounted)('a 2.5 MB data disk', { timeout: CHILD_PROCESS_TEST_MS }, () => {
  afterAll(() => {
    spawnSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('the caches (2.9 MB, more than the disk) leave room for the pin database, and no temporary file is left (before: the pin database could not be created, three .tmp files left)', async () => {
    const r = await runCli(['console'], {
      env: { RULEBOT_DATA_DIR: mountPoint, DATABASE_URL: '' },
      input: '/pin add table talk text:Our own answer.\n/pin list\n/quit\n',
    });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/“table talk” now has a canonical answer/);
    expect(r.stdout).toContain('Pins in this server (1)');
    const files = readdirSync(mountPoint, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files).toContain('rulebot.db');
  });
});
