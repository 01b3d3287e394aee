/**
 * Child process for pg-restart.test.ts: one bot-like process on a PostgreSQL store. It adds pins and reads them
 * back in a loop, printing `ACK <n> <pinId>` after each committed write (the parent checks every one survives)
 * and `ERR <code>` for each refused call, and keeps going whatever happens to the server. A line on stdin
 * ("stop") makes it do one last write, retrying until the server is back, then print `FINAL <pinId>` and exit.
 * A worker named `idle…` only reads once and then sits with its pooled connections open (a quiet console) until
 * the stop line. Usage: node --import tsx pg-writer.ts <url> <schema> <worker>
 */
import { openPostgresStore } from '../../store/postgres.ts';

const [url, schema, worker] = process.argv.slice(2);
if (!url || !schema || !worker) throw new Error('usage: pg-writer.ts <url> <schema> <worker>');

const store = await openPostgresStore({ connectionString: url, schema, poolSize: 3 });
const actor = { userId: `writer-${worker}`, displayName: `Writer ${worker}` };
let stopping = false;
const stopped = new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
void stopped.then(() => (stopping = true));
process.stdout.write('READY\n');

const code = (e: unknown): string => (e as { code?: string }).code ?? `untyped:${(e as Error).message}`;
let n = 0;
if (worker.startsWith('idle')) await store.getSettings('restart-guild');
while (!stopping && !worker.startsWith('idle')) {
  try {
    const pin = await store.addPin({ guildId: 'restart-guild', topic: `writer ${worker} pin ${n}`, target: { kind: 'text', text: `answer ${n}`, lang: 'en' } }, actor);
    process.stdout.write(`ACK ${n} ${pin.id}\n`);
    n++;
    await store.getSettings('restart-guild');
  } catch (e) {
    process.stdout.write(`ERR ${code(e)}\n`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 3));
}
await stopped;
for (let attempt = 0; ; attempt++) {
  try {
    const pin = await store.addPin({ guildId: 'restart-guild', topic: `writer ${worker} final`, target: { kind: 'text', text: 'after the restart', lang: 'en' } }, actor);
    process.stdout.write(`FINAL ${pin.id}\n`);
    break;
  } catch (e) {
    process.stdout.write(`ERR ${code(e)}\n`);
    if (attempt > 200) throw e;
    await new Promise((r) => setTimeout(r, 100));
  }
}
await store.close();
