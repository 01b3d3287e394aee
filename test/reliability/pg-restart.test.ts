/**
 * The store survives a PostgreSQL restart (issue #30): three writer processes and one idle one work on a
 * throw-away cluster (test/reliability/pg-cluster.ts, never the shared server); the cluster is killed under load
 * (pg_ctl stop -m immediate) and started again. No process may crash; while the server is down every call is
 * refused with STORE_UNAVAILABLE; every acknowledged write is in the database afterwards; the next command
 * (each process's next write, and `rulebot pins list`) succeeds. Skipped only outside CI when no PostgreSQL
 * server binaries are installed; under CI=true that is a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  /** When each ack arrived (Date.now()), for the failure report. */
  ackTimes: number[];
  errors: string[];
  /** Each refusal with the driver error behind it and when it arrived. */
  refusals: { at: number; code: string; cause: string }[];
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
    ackTimes: [],
    errors: [],
    refusals: [],
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
      else if (line.startsWith('ACK ')) {
        w.acks.push(line.split(' ')[2]!);
        w.ackTimes.push(Date.now());
      } else if (line.startsWith('ERR ')) {
        const [, code = '', cause = ''] = /^ERR (\S+) ?(.*)$/.exec(line) ?? [];
        w.errors.push(code);
        w.refusals.push({ at: Date.now(), code, cause });
      }
      else if (line.startsWith('FINAL ')) w.final = line.slice(6);
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (s: string) => w.stderr.push(s));
  return w;
}

/**
 * What each writer did since the restart (or the kill, before it): its acks at the kill and now, when it last got
 * one, its refusals grouped by code and driver cause, and the tail of the server's log — so a timeout says why.
 */
function progress(workers: Worker[], marks: { kill?: number; restart?: number; atKill?: number[] }, cluster: Cluster | undefined): string {
  const t0 = marks.restart ?? marks.kill ?? 0;
  const rel = (at: number): string => (t0 ? `${((at - t0) / 1000).toFixed(1)} s` : new Date(at).toISOString());
  const lines = [`(times relative to the ${marks.restart ? 'restart' : 'kill'})`];
  for (const [i, w] of workers.filter((x) => !x.name.startsWith('idle')).entries()) {
    const last = w.ackTimes.at(-1);
    lines.push(`${w.name}: acks at kill ${marks.atKill?.[i] ?? '-'}, now ${w.acks.length}, last ack at ${last ? rel(last) : 'never'}`);
    const groups = new Map<string, { n: number; first: number; last: number }>();
    for (const r of w.refusals.filter((x) => x.at >= t0)) {
      const key = `${r.code} ${r.cause}`;
      const g = groups.get(key);
      if (g) Object.assign(g, { n: g.n + 1, last: r.at });
      else groups.set(key, { n: 1, first: r.at, last: r.at });
    }
    for (const [key, g] of groups) lines.push(`  ${g.n}× ${key} (${rel(g.first)} … ${rel(g.last)})`);
  }
  const log = cluster ? join(cluster.dir, 'server.log') : '';
  if (log && existsSync(log)) lines.push('server log, last lines:', ...readFileSync(log, 'utf8').trimEnd().split('\n').slice(-15).map((l) => `  ${l}`));
  for (const w of workers) if (w.stderr.length) lines.push(`${w.name} stderr: ${w.stderr.join('').slice(-2000)}`);
  return lines.join('\n');
}

/** Waits for `condition`; fails at once, with its output, when a worker process has died meanwhile. */
async function until(workers: Worker[], condition: () => boolean, what: string, timeoutMs = 60_000, report: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    const dead = workers.find((w) => w.child.exitCode !== null || w.child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} died (exit ${dead.child.exitCode ?? dead.child.signalCode}) while waiting for ${what}:\n${dead.stderr.join('')}\n${report()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} after ${timeoutMs / 1000} s\n${report()}`);
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

    const marks: { kill?: number; restart?: number; atKill?: number[] } = {};
    const report = (): string => progress(workers, marks, cluster);
    cluster.kill();
    marks.kill = Date.now();
    const atKill = writers.map((w) => w.acks.length);
    marks.atKill = atKill;
    await until(workers, () => writers.every((w) => w.errors.length > 0), 'each writer to notice the server is gone', 20_000, report);
    // While the database is down, the console still answers rulings and says the pins are unavailable.
    await console.send('/ruling what is trample', /Trample and lethal damage/);
    await console.send('/pin list', /The pin database did not answer\. Please try again in a moment\./);
    cluster.start();
    marks.restart = Date.now();
    await until(workers, () => writers.every((w, i) => w.acks.length >= atKill[i]! + 20), 'writes after the restart', 60_000, report);

    await console.send('/pin list', /Pins in this server \(0\)/);
    console.child.stdin!.end('/quit\n');
    expect([await console.exit, console.stderr()]).toEqual([0, '']);

    for (const w of workers) w.child.stdin!.end('stop\n');
    const exits = await Promise.all(workers.map((w) => w.exit));
    for (const [i, w] of workers.entries()) {
      expect({ worker: w.name, exit: exits[i], stderr: w.stderr.join('') }).toEqual({ worker: w.name, exit: { code: 0, signal: null }, stderr: '' });
      expect(w.final, `${w.name}: its next write after the restart`).toMatch(/^[a-z2-9]{10}$/);
      // A caller sees a typed, retryable refusal, never a driver error.
      expect(new Set(w.errors), `${w.name}\n${report()}`).toEqual(w.errors.length ? new Set(['STORE_UNAVAILABLE']) : new Set());
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
