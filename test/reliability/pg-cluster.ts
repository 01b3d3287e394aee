/**
 * A throw-away PostgreSQL cluster a test may stop and kill: initdb into its own directory, its own port on
 * 127.0.0.1, run as the `postgres` user when the tests run as root (as in CI). Never the shared server that
 * .ci/postgres.sh starts for the other store tests. Uses the server binaries under /usr/lib/postgresql/<v>/bin
 * (.ci/postgres.sh installs them in CI).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function serverBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  url: string;
  dir: string;
  /** pg_ctl stop -m immediate: the server processes are killed without a checkpoint, as in a crash. */
  kill(): void;
  /** Starts the server again on the same port and data directory (crash recovery replays the WAL). */
  start(): void;
  destroy(): void;
}

export async function startCluster(): Promise<Cluster> {
  const bin = serverBinaries();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql; .ci/postgres.sh does it)');
  const asRoot = process.getuid?.() === 0;
  // Not under the test run's private temp root: the postgres user must be able to reach the directory.
  const dir = mkdtempSync('/tmp/rulebot-pg-kill-');
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]): string => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    return execFileSync(cmd as string, argv as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) throw new Error('running as root but there is no postgres user to run the server as');
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=40`;
  const start = (): void => void run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    kill: () => void run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
