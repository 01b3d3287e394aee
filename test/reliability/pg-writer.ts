/**
 * Child process for pg-restart.test.ts: one bot-like process on a PostgreSQL store. It adds pins and reads them
 * back in a loop, printing `ACK <n> <pinId>` after each committed write (the parent checks every one survives)
 * and `ERR <code> <cause>` for each refused call (the driver error behind the store's code, so a failing test can
 * say why), and keeps going whatever happens to the server. A line on stdin
 * ("stop") makes it do one last write, retrying until the server is back, then print `FINAL <pinId>` and exit.
 * Every attempt, retries included, adds a topic of its own: a kill can land after the server committed a pin but
 * before the client read the reply, so a refused write may exist (committed, never acknowledged) and retrying
 * its topic would be refused as a duplicate forever — as a user retrying would rightly be told it is pinned.
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
/** The chain of causes under a store error, one line: `ECONNREFUSED: connect ECONNREFUSED … <- …`. */
function causes(e: unknown): string {
  const parts: string[] = [];
  for (let c = (e as { cause?: unknown }).cause, depth = 0; c !== undefined && c !== null && depth < 4; c = (c as { cause?: unknown }).cause, depth++) {
    const err = c as { code?: unknown; name?: string; message?: string };
    parts.push(`${typeof err.code === 'string' ? err.code : (err.name ?? 'Error')}: ${err.message ?? String(c)}`);
  }
  return parts.join(' <- ').replace(/\s+/g, ' ') || '(no cause)';
}
const refused = (e: unknown): string => `ERR ${code(e)} ${causes(e)}\n`;
let n = 0; // the attempt number: a new topic each time, acknowledged or not
if (worker.startsWith('idle')) await store.getSettings('restart-guild');
while (!stopping && !worker.startsWith('idle')) {
  try {
    const pin = await store.addPin({ guildId: 'restart-guild', topic: `writer ${worker} pin ${n}`, target: { kind: 'text', text: `answer ${n}`, lang: 'en' } }, actor);
    process.stdout.write(`ACK ${n} ${pin.id}\n`);
    await store.getSettings('restart-guild');
  } catch (e) {
    process.stdout.write(refused(e));
    await new Promise((r) => setTimeout(r, 50));
  }
  n++;
  await new Promise((r) => setTimeout(r, 3));
}
await stopped;
for (let attempt = 0; ; attempt++) {
  try {
    const pin = await store.addPin({ guildId: 'restart-guild', topic: `writer ${worker} final ${attempt}`, target: { kind: 'text', text: 'after the restart', lang: 'en' } }, actor);
    process.stdout.write(`FINAL ${pin.id}\n`);
    break;
  } catch (e) {
    process.stdout.write(refused(e));
    if (attempt > 200) throw e;
    await new Promise((r) => setTimeout(r, 100));
  }
}
await store.close();
