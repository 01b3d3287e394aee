/**
 * Shared by the reliability tests (the attacks of issue #30, kept so they stay fixed): run the CLI in a child
 * process and read its peak memory, serve hostile downloads from 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
const MAX_RSS = fileURLToPath(new URL('./max-rss.mjs', import.meta.url));

/**
 * Time allowed a test that starts the CLI or the console several times (each loads the knowledge base and builds
 * or reads the search index). Measured 2026-11-27 23:48 UTC on 2 cores under load (load average 12, as when the
 * whole suite runs): 13–17 s for the slowest of them against vitest's default 30 s; a hang still fails, later.
 */
export const CHILD_PROCESS_TEST_MS = 90_000;

export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Peak resident memory of the child, in MB (from process.resourceUsage at exit). */
  maxRssMb: number;
}

/** `rulebot <args>` from the sources in a child process, with its peak memory. */
export function runCli(args: string[], options: { env?: Record<string, string>; input?: Buffer | string; timeoutMs?: number; uid?: number; gid?: number } = {}): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', MAX_RSS, '--import', 'tsx', 'bot/cli.ts', ...args], {
      cwd: REPO,
      env: { ...process.env, LOG_LEVEL: 'silent', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(options.uid !== undefined ? { uid: options.uid } : {}),
      ...(options.gid !== undefined ? { gid: options.gid } : {}),
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.stdin.on('error', () => undefined); // the child may stop reading early (a cap)
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8');
      const rss = /MAXRSS_KB (\d+)/.exec(stderr);
      resolve({
        code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: stderr.replace(/\n?MAXRSS_KB \d+\n?/, ''),
        maxRssMb: rss ? Number(rss[1]) / 1024 : NaN,
      });
    });
  });
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** An HTTP server on 127.0.0.1 whose routes a test can change between requests. */
export async function fakeSite(): Promise<{ base: string; routes: Map<string, Handler>; sent: { bytes: number }; close(): Promise<void> }> {
  const routes = new Map<string, Handler>();
  const sent = { bytes: 0 };
  const server: Server = createServer((req, res) => {
    const handler = routes.get(decodeURIComponent((req.url ?? '/').split('?')[0]!));
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    routes,
    sent,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Streams `total` bytes of `fill` (chunked, or with a Content-Length when `announce`), pausing for the reader and
 * stopping when it hangs up; counts what was written into `sent.bytes`.
 */
export function endless(total: number, sent: { bytes: number }, options: { fill?: string; announce?: boolean; type?: string } = {}): Handler {
  return (_req, res) => {
    const chunk = Buffer.alloc(64 * 1024, options.fill ?? 'rules text ');
    res.writeHead(200, { 'content-type': options.type ?? 'text/plain', ...(options.announce ? { 'content-length': String(total) } : {}) });
    let left = total;
    let closed = false;
    res.on('close', () => (closed = true));
    const pump = (): void => {
      while (!closed && left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        sent.bytes += piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      if (!closed) res.end();
    };
    pump();
  };
}
