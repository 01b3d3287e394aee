#!/usr/bin/env node
// `npx rulebot …` entry: the compiled CLI (dist/, built by `npm ci` through the `prepare` script), no loader.
import { existsSync } from 'node:fs';
import { URL } from 'node:url';

// Stack traces point at the TypeScript lines (the `--enable-source-maps` a shebang cannot pass).
process.setSourceMapsEnabled(true);
const cli = new URL('../dist/bot/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('rulebot: the compiled CLI is missing (dist/). Run `npm run build` (npm ci does it).');
  process.exit(1);
}
const { main, exitAfterFlush } = await import(cli.href);
const code = await main(process.argv.slice(2), { out: (s) => console.log(s), err: (s) => console.error(s) }).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
// Not process.exit(code): on a pipe it would drop the output the reader has not taken yet.
exitAfterFlush(code);
