/**
 * The store survives a PostgreSQL restart (issue #30): three writer processes and one idle one work on a
 * throw-away cluster (test/reliability/pg-cluster.ts, never the shared server); the cluster is killed under load
 * (pg_ctl stop -m immediate) and started again. No process may crash; while the server is down every call is
 * refused with STORE_UNAVAILABLE; every acknowledged write is in the database afterwards; the next command
 * (each process's next write, and `rulebot pins list`) succeeds. Skipped only outside CI when no PostgreSQL
 * server binaries are installed; under CI=true that is a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../store/postgres.ts';
import { REPO, runCli } from './helpers.ts';
import { serverBinaries, startCluster, type Cluster } from './pg-cluster.ts';

const inCi = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const WRITER = fileURLToPath(new URL('./pg-writer.ts', import.meta.url));
const SCHEMA = 'restart_test';

interface Worker {
  name: string;
  child: ChildProcess;
  acks: string[];
  errors: string[];
  final?: string;
  ready: Promise<void>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: string[];
}

function startWorker(url: string, name: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, url, SCHEMA, name], { cwd: REPO, stdio: ['pipe', 'pipe', 'pipe'] });
  let markReady!: () => void;
  const w: Worker = {
    name,
    child,
    acks: [],
    errors: [],
    stderr: [],
    ready: new Promise((r) => (markReady = r)),
    exit: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
  };
  let buf = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buf += chunk;
    for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (line === 'READY') markReady();
      else if (line.startsWith('ACK ')) w.acks.push(line.split(' ')[2]!);
      else if (line.startsWith('ERR ')) w.errors.push(line.slice(4));
      else if (line.startsWith('FINAL ')) w.final = line.slice(6);
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (s: string) => w.stderr.push(s));
  return w;
}

/** Waits for `condition`; fails at once, with its output, when a worker process has died meanwhile. */
async function until(workers: Worker[], condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    const dead = workers.find((w) => w.child.exitCode !== null || w.child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} died (exit ${dead.child.exitCode ?? dead.child.signalCode}) while waiting for ${what}:\n${dead.stderr.join('')}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `rulebot console` on the same database: a command typed, and its reply read until it matches. */
function startConsole(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bot/cli.ts', 'console'], {
    cwd: REPO,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: url, RULEBOT_PG_SCHEMA: SCHEMA, LOG_LEVEL: 'silent' },
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (err += s));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exit,
    stderr: () => err,
    async send(command: string, reply: RegExp): Promise<string> {
      const from = out.length;
      child.stdin!.write(`${command}\n`);
      const deadline = Date.now() + 60_000;
      while (!reply.test(out.slice(from))) {
        if (child.exitCode !== null) throw new Error(`the console died (exit ${child.exitCode}) after ${command}:\n${err}`);
        if (Date.now() > deadline) throw new Error(`no reply matching ${reply} to ${command}; got:\n${out.slice(from)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return out.slice(from);
    },
  };
}

describe.skipIf(!serverBinaries() && !inCi)('PostgreSQL restarted under load', () => {
  let cluster: Cluster | undefined;
  const workers: Worker[] = [];
  const consoles: ChildProcess[] = [];
  afterAll(() => {
    for (const w of workers) w.child.kill('SIGKILL');
    for (const c of consoles) c.kill('SIGKILL');
    cluster?.destroy();
  });

  it('no process crashes, calls meanwhile get STORE_UNAVAILABLE, no acknowledged write is lost, the next command succeeds', async () => {
    cluster = await startCluster();
    // Create the schema once, so the workers' concurrent migrations are quick no-ops.
    await (await openPostgresStore({ connectionString: cluster.url, schema: SCHEMA })).close();
    workers.push(...['w1', 'w2', 'w3', 'idle1'].map((name) => startWorker(cluster!.url, name)));
    const console = startConsole(cluster.url);
    consoles.push(console.child);
    await Promise.all(workers.map((w) => w.ready));
    await console.send('/pin list', /Pins in this server \(0\)/);
    const writers = workers.filter((w) => !w.name.startsWith('idle'));
    await until(workers, () => writers.every((w) => w.acks.length >= 20), 'writes before the kill');

    cluster.kill();
    const atKill = writers.map((w) => w.acks.length);
    await until(workers, () => writers.every((w) => w.errors.length > 0), 'each writer to notice the server is gone', 20_000);
    // While the database is down, the console still answers rulings and says the pins are unavailable.
    await console.send('/ruling what is trample', /Trample and lethal damage/);
    await console.send('/pin list', /The pin database did not answer\. Please try again in a moment\./);
    cluster.start();
    await until(workers, () => writers.every((w, i) => w.acks.length >= atKill[i]! + 20), 'writes after the restart');

    await console.send('/pin list', /Pins in this server \(0\)/);
    console.child.stdin!.end('/quit\n');
    expect([await console.exit, console.stderr()]).toEqual([0, '']);

    for (const w of workers) w.child.stdin!.end('stop\n');
    const exits = await Promise.all(workers.map((w) => w.exit));
    for (const [i, w] of workers.entries()) {
      expect({ worker: w.name, exit: exits[i], stderr: w.stderr.join('') }).toEqual({ worker: w.name, exit: { code: 0, signal: null }, stderr: '' });
      expect(w.final, `${w.name}: its next write after the restart`).toMatch(/^[a-z2-9]{10}$/);
      // A caller sees a typed, retryable refusal, never a driver error.
      expect(new Set(w.errors), w.name).toEqual(w.errors.length ? new Set(['STORE_UNAVAILABLE']) : new Set());
    }

    const store = await openPostgresStore({ connectionString: cluster.url, schema: SCHEMA });
    try {
      const stored = new Set((await store.listPins('restart-guild')).map((p) => p.id));
      const acked = workers.flatMap((w) => [...w.acks, ...(w.final ? [w.final] : [])]);
      expect(acked.length).toBeGreaterThan(120);
      expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await store.close();
    }

    const list = await runCli(['pins', 'list', '--guild', 'restart-guild'], { env: { DATABASE_URL: cluster.url, RULEBOT_PG_SCHEMA: SCHEMA } });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('writer w1 final');
  }, 240_000);
});
