/**
 * Child process for crash.test.ts: adds pins to one SQLite file as fast as it can and prints `ACK <worker> <n>
 * <pinId>` after each write has committed (stdout to a pipe is synchronous on Linux, so an ACK seen by the parent
 * means the commit happened first). Usage: node --import tsx crash-worker.ts <db> <worker> <count>
 */
import { openSqliteStore } from '../../store/sqlite.ts';

const [path, worker, countArg] = process.argv.slice(2);
if (!path || !worker || !countArg) throw new Error('usage: crash-worker.ts <db> <worker> <count>');
const count = Number(countArg);

const store = await openSqliteStore({ path });
process.stdout.write(`READY ${worker}\n`);
// Wait for the parent's go (a line on stdin) so every worker writes at the same time.
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.pause();
for (let i = 0; i < count; i++) {
  const pin = await store.addPin(
    {
      guildId: 'crash-guild',
      topic: `worker ${worker} pin ${i}`,
      target: { kind: 'text', text: `answer ${i} from worker ${worker}`, lang: 'en' },
      note: 'x'.repeat(200), // some bulk so pages split and the WAL grows past a checkpoint
    },
    { userId: `worker-${worker}`, displayName: `Worker ${worker}` },
  );
  process.stdout.write(`ACK ${worker} ${i} ${pin.id}\n`);
  // Like real traffic, leave gaps: SQLite's busy handler is not fair, and a writer looping flat out can hold
  // the lock so constantly that the others starve until their busy timeout.
  await new Promise((r) => setTimeout(r, 2));
}
await store.close();
process.stdout.write(`DONE ${worker}\n`);
