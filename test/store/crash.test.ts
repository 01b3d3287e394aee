/**
 * Crash safety on SQLite: several processes create, migrate and write one brand-new database file at the same
 * time; one of them is SIGKILLed mid-stream. Every write a process acknowledged must be there afterwards, with
 * its audit row, and the file must pass PRAGMA integrity_check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { latestVersion } from '../../store/migrations.ts';
import { nativeBindingOption, openSqliteStore } from '../../store/sqlite.ts';

const require = createRequire(import.meta.url);
type RawDb = { pragma(s: string, o?: { simple?: boolean }): unknown; close(): void };
const Raw = require('better-sqlite3') as new (path: string, o?: { readonly?: boolean; nativeBinding?: string }) => RawDb;
const RawDatabase = class {
  constructor(path: string, o: { readonly?: boolean } = {}) {
    return new Raw(path, { ...o, ...nativeBindingOption() });
  }
} as unknown as new (path: string, o?: { readonly?: boolean }) => RawDb;

const WORKER = fileURLToPath(new URL('./crash-worker.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'rulebot-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SURVIVORS = 3;
const PER_SURVIVOR = 150;
const KILL_AFTER = 30;

interface Worker {
  id: string;
  child: ChildProcess;
  acks: Map<number, string>; // n → pin id
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: string[];
}

function startWorker(db: string, id: string, count: number, onAck: (w: Worker) => void, onReady: () => void): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, db, id, String(count)], {
    cwd: REPO,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const w: Worker = {
    id,
    child,
    acks: new Map(),
    stderr: [],
    exit: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
  };
  let buf = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buf += chunk;
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (line.startsWith('READY ')) onReady();
      const m = /^ACK (\S+) (\d+) (\S+)$/.exec(line);
      if (m) {
        w.acks.set(Number(m[2]), m[3]!);
        onAck(w);
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (s: string) => w.stderr.push(s));
  return w;
}

it('keeps every acknowledged pin and a sound file when a writer is SIGKILLed mid-stream', async () => {
  const db = join(dir, 'crash.db');
  const started = Date.now();
  let killedAt = -1;
  let othersAtKill: number[] = [];
  const onAck = (w: Worker): void => {
    if (w.id === 'victim' && killedAt < 0 && w.acks.size >= KILL_AFTER) {
      killedAt = w.acks.size;
      w.child.kill('SIGKILL');
      othersAtKill = workers.slice(1).map((o) => o.acks.size);
    }
  };
  const workers: Worker[] = [];
  // All processes open (create + migrate) the new file concurrently, then start writing on one signal.
  let ready = 0;
  const onReady = (): void => {
    if (++ready === workers.length) for (const w of workers) w.child.stdin!.end('go\n');
  };
  workers.push(
    startWorker(db, 'victim', 100_000, onAck, onReady), // would run for minutes: it only stops by being killed
    ...Array.from({ length: SURVIVORS }, (_, i) => startWorker(db, `w${i}`, PER_SURVIVOR, onAck, onReady)),
  );
  const exits = await Promise.all(workers.map((w) => w.exit));

  const [victim, ...survivors] = workers;
  expect(exits[0]).toEqual({ code: null, signal: 'SIGKILL' });
  expect(killedAt).toBeGreaterThanOrEqual(KILL_AFTER);
  survivors.forEach((w, i) => {
    expect({ worker: w.id, exit: exits[i + 1], stderr: w.stderr.join('') }).toMatchObject({ exit: { code: 0, signal: null } });
    expect(w.acks.size).toBe(PER_SURVIVOR);
  });
  // The kill happened in the middle of traffic: other writers were alive and still had writes to make.
  // (SQLite's busy handler is not fair, so how far each one got varies a lot between runs.)
  expect(othersAtKill.some((n) => n < PER_SURVIVOR), `survivor acks at kill: ${othersAtKill}`).toBe(true);

  const raw = new RawDatabase(db, { readonly: true });
  try {
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    raw.close();
  }

  const store = await openSqliteStore({ path: db });
  try {
    const pins = await store.listPins('crash-guild');
    const byId = new Map(pins.map((p) => [p.id, p]));
    for (const w of workers) {
      for (const [n, pinId] of w.acks) {
        expect(byId.get(pinId)?.topic, `worker ${w.id} acknowledged pin ${n} (${pinId})`).toBe(`worker ${w.id} pin ${n}`);
      }
    }
    // The victim may have committed one write it never got to acknowledge, not more.
    const victimPins = pins.filter((p) => p.createdBy.userId === 'worker-victim').length;
    expect(victimPins - victim!.acks.size).toBeGreaterThanOrEqual(0);
    expect(victimPins - victim!.acks.size).toBeLessThanOrEqual(1);
    expect(pins).toHaveLength(SURVIVORS * PER_SURVIVOR + victimPins);
    // Pin and audit row are one transaction: the counts match exactly, with no half-writes.
    const audit = await store.listAudit('crash-guild', { limit: 1000 });
    expect(audit.filter((a) => a.action === 'pin.add')).toHaveLength(pins.length);
    expect(new Set(audit.map((a) => a.pinId))).toEqual(new Set(pins.map((p) => p.id)));
    expect(await store.integrityCheck()).toMatchObject({ ok: true, schemaVersion: latestVersion('sqlite') });
  } finally {
    await store.close();
  }
  console.log(`[crash] acks ${workers.map((w) => `${w.id}:${w.acks.size}`).join(' ')}, others at kill ${othersAtKill}, ${Date.now() - started} ms`);
});
