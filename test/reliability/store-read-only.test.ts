/**
 * A damaged or unwritable pin database is served read-only (issue #30): answers and existing pins are still
 * shown, every change is refused with a clear message. Before, a corrupt SQLite file kept taking writes after the
 * start-up check said "malformed", and a read-only data directory hid every pin.
 */
import { chmodSync, chownSync, copyFileSync, mkdirSync, openSync, closeSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreReadOnly } from '../../store/errors.ts';
import { openSqliteStore } from '../../store/sqlite.ts';
import { tempDir } from '../official/helpers.ts';
import { runCli } from './helpers.ts';

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

describe('a corrupt SQLite file', () => {
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

describe('a read-only data directory', () => {
  it('serves the pins read-only instead of hiding them, and refuses changes with a clear message', async () => {
    const data = tempDir('rulebot-ro-');
    await populated(join(data, 'rulebot.db'), 3);
    // Root ignores permission bits: the bot then runs as `nobody`, for whom the folder and file are read-only.
    const asRoot = process.getuid?.() === 0;
    const ro = join('/tmp', `rulebot-ro-${process.pid}-${Date.now()}`);
    mkdirSync(ro);
    copyFileSync(join(data, 'rulebot.db'), join(ro, 'rulebot.db'));
    chmodSync(join(ro, 'rulebot.db'), 0o444);
    chmodSync(ro, 0o555);
    if (asRoot) chownSync(ro, 0, 0);
    const r = await runCli(['console', '--lang', 'fr'], {
      env: { RULEBOT_DATA_DIR: ro, DATABASE_URL: '', TMPDIR: '/tmp', HOME: '/tmp' },
      input: '/pin list\n/pin add table talk text:Notre réponse.\n/ruling what is trample\n/quit\n',
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toContain('house rule number 2');
    expect(r.stdout).toContain('Les épingles sont en lecture seule pour le moment : le bot ne peut pas écrire dans sa base de données');
    expect(r.stdout).toMatch(/Piétinement|Trample/);
  });
});
