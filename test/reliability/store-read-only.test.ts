/**
 * A damaged or unwritable pin database is served read-only (issue #30): answers and existing pins are still
 * shown, every change is refused with a clear message. Before, a corrupt SQLite file kept taking writes after the
 * start-up check said "malformed", and a read-only data directory hid every pin.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, copyFileSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreReadOnly } from '../../store/errors.ts';
import { openSqliteStore } from '../../store/sqlite.ts';
import { tempDir } from '../official/helpers.ts';
import { CHILD_PROCESS_TEST_MS, REPO, runCli } from './helpers.ts';

const MOD = { userId: 'mod', displayName: 'Mod' };
const textPin = (n: number) => ({ guildId: 'console', topic: `house rule number ${n}`, target: { kind: 'text' as const, text: `Our answer ${n}.`, lang: 'en' as const } });

/** A database with `count` pins in the console's server. */
async function populated(path: string, count: number): Promise<void> {
  const store = await openSqliteStore({ path });
  for (let i = 0; i < count; i++) await store.addPin(textPin(i), MOD);
  await store.close();
}

/** Overwrites one page of the file with random bytes: the audit log's guild index (page 11), which every write updates. */
function corruptAuditIndex(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, randomBytes(4096), 0, 4096, 10 * 4096);
  } finally {
    closeSync(fd);
  }
}

describe('a corrupt SQLite file', { timeout: CHILD_PROCESS_TEST_MS }, () => {
  it('opens read-only: pins are listed, every change is refused with STORE_READ_ONLY', async () => {
    const path = join(tempDir('rulebot-corrupt-'), 'rulebot.db');
    await populated(path, 40);
    corruptAuditIndex(path);
    const store = await openSqliteStore({ path });
    try {
      expect(store.readOnly).toMatchObject({ reason: 'integrity', detail: expect.stringMatching(/page 11/) });
      expect(await store.listPins('console')).toHaveLength(40);
      await expect(store.addPin(textPin(99), MOD)).rejects.toMatchObject({ code: 'STORE_READ_ONLY', reason: 'integrity' });
      await expect(store.updateSettings('console', { defaultLang: 'fr' }, MOD)).rejects.toBeInstanceOf(StoreReadOnly);
      expect(await store.listPins('console')).toHaveLength(40);
    } finally {
      await store.close();
    }
  });

  it('turns read-only at the first write that meets a corrupt page, when the open-time check was skipped', async () => {
    const path = join(tempDir('rulebot-corrupt-'), 'rulebot.db');
    await populated(path, 40);
    corruptAuditIndex(path);
    const changes: string[] = [];
    const store = await openSqliteStore({ path, checkIntegrity: false, onReadOnly: (s) => changes.push(s.reason) });
    try {
      expect(store.readOnly).toBeNull();
      await expect(store.addPin(textPin(98), MOD)).rejects.toMatchObject({ code: 'STORE_READ_ONLY', reason: 'integrity' });
      expect(store.readOnly?.reason).toBe('integrity');
      expect(changes).toEqual(['integrity']);
      await expect(store.removePin('console', { topic: 'house rule number 1' }, MOD)).rejects.toMatchObject({ code: 'STORE_READ_ONLY' });
      expect((await store.listPins('console')).map((p) => p.topic)).not.toContain('house rule number 98');
    } finally {
      await store.close();
    }
  });

  it('the console keeps answering and listing pins, and says why a pin cannot be added', async () => {
    const data = tempDir('rulebot-corrupt-');
    await populated(join(data, 'rulebot.db'), 3);
    corruptAuditIndex(join(data, 'rulebot.db'));
    const r = await runCli(['console'], { env: { RULEBOT_DATA_DIR: data, DATABASE_URL: '' }, input: '/pin list\n/pin add table talk text:Our own answer.\n/ruling what is trample\n/quit\n' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Pins in this server (3)');
    expect(r.stdout).toContain('Pins are read-only for now: the bot\'s database failed its integrity check.');
    expect(r.stdout).toContain('Trample and lethal damage');
  });
});

/**
 * A folder the bot cannot write: for an ordinary user, permission bits; root ignores those, so as root the bot
 * runs as `nobody` when that user can read the repository, else the folder is a tmpfs remounted read-only. Undefined
 * (the test is skipped, saying why) when neither is possible.
 */
function readOnlyFolder(db: string): { dir: string; as?: { uid: number; gid: number }; cleanup(): void } | undefined {
  const dir = join('/tmp', `rulebot-ro-${process.pid}-${Date.now()}`);
  mkdirSync(dir);
  const fill = () => {
    copyFileSync(db, join(dir, 'rulebot.db'));
    chmodSync(join(dir, 'rulebot.db'), 0o444);
  };
  if (process.getuid?.() !== 0) {
    fill();
    chmodSync(dir, 0o555);
    return { dir, cleanup: () => (chmodSync(dir, 0o755), rmSync(dir, { recursive: true, force: true })) };
  }
  const nobody = { uid: 65534, gid: 65534 };
  const readable = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(join(REPO, 'node_modules', 'tsx', 'package.json'))})`], { ...nobody, cwd: '/' }).status === 0;
  if (readable) {
    fill();
    chownSync(dir, 0, 0);
    chmodSync(dir, 0o555);
    return { dir, as: nobody, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir]).status === 0) {
    fill();
    if (spawnSync('mount', ['-o', 'remount,ro', dir]).status === 0) return { dir, cleanup: () => (spawnSync('umount', [dir]), rmSync(dir, { recursive: true, force: true })) };
    spawnSync('umount', [dir]);
  }
  rmSync(dir, { recursive: true, force: true });
  return undefined;
}

describe('a read-only data directory', { timeout: CHILD_PROCESS_TEST_MS }, () => {
  it('serves the pins read-only instead of hiding them, and refuses changes with a clear message', async (test) => {
    const data = tempDir('rulebot-ro-');
    await populated(join(data, 'rulebot.db'), 3);
    const folder = readOnlyFolder(join(data, 'rulebot.db'));
    if (!folder) return test.skip('no way to make a read-only folder here (root, `nobody` cannot read the repository, no tmpfs)');
    try {
      const r = await runCli(['console', '--lang', 'fr'], {
        env: { RULEBOT_DATA_DIR: folder.dir, DATABASE_URL: '', TMPDIR: '/tmp', HOME: '/tmp' },
        input: '/pin list\n/pin add table talk text:Notre réponse.\n/ruling what is trample\n/quit\n',
        ...(folder.as ?? {}),
      });
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(r.stdout).toContain('house rule number 2');
      expect(r.stdout).toContain('Les épingles sont en lecture seule pour le moment : le bot ne peut pas écrire dans sa base de données');
      expect(r.stdout).toMatch(/Piétinement|Trample/);
    } finally {
      folder.cleanup();
    }
  });
});
