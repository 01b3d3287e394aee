/**
 * The V8 flags the bot runs with: `npm start` (package.json), every shard process (bot/cli/bot.ts) and every
 * benchmark process (bench/node-args.ts), so the benchmark measures what runs.
 *
 * Why a 32 MB semi-space (V8's young generation; 16 MB by default): a `/check` by card name allocates about
 * 200 KB, so with the default about one check in 80 met a minor GC, which takes 0.7–1.5 ms in a heap that holds the
 * card table: those checks' p99 was 1.4–1.6 ms against the 1 ms every scenario must stay under. With 32 MB half as
 * many checks meet one (measured 2026-11-27: Kitchen Finks and Blood Artist p99 0.55–0.84 ms). It costs at most
 * 32 MB more resident memory, used only when the bot is busy.
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
