/** `rulebot <command> …` — the command-line entry point (also `npx rulebot`, through bin/rulebot.js). */
import { pathToFileURL } from 'node:url';
import { CLI_COMMANDS } from './cli/index.ts';
import { closest } from '../rulings/fuzzy.ts';
import { UsageError, type CliIO } from './cli/types.ts';

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(['usage: rulebot <command> [options]', '', ...CLI_COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`)].join('\n'));
    return name ? 0 : 2;
  }
  const entry = CLI_COMMANDS.find((c) => c.name === name);
  if (!entry) {
    const near = closest(name, CLI_COMMANDS.map((c) => c.name), 0.67);
    io.err(`rulebot: unknown command "${name}"${near ? `; did you mean "${near}"?` : ''} Commands: ${CLI_COMMANDS.map((c) => c.name).join(', ')}`);
    return 2;
  }
  const command = await entry.load();
  // `--help` counts only among the flags, not in a question after `--`.
  const end = rest.indexOf('--');
  if ((end < 0 ? rest : rest.slice(0, end)).some((a) => a === '--help' || a === '-h')) {
    io.out(command.usage);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`rulebot ${name}: ${error.message}\nusage:\n${command.usage}`);
    return 2;
  }
}

/**
 * Exits once standard output and error have been handed to the OS. On a pipe, Node queues what the reader has
 * not taken yet (beyond the pipe's 64 KB), and process.exit would drop it: `rulebot kb coverage --json | jq`
 * would get a cut JSON document. A reader that went away (`| head -1`, EPIPE) ends the process quietly.
 */
export function exitAfterFlush(code: number): void {
  let pending = 2;
  const done = (): void => {
    if (--pending === 0) process.exit(code);
  };
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(code);
    });
    if (stream.writableLength === 0 && !stream.writableNeedDrain) done();
    else stream.write('', () => done());
  }
}

const isEntry = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  main(process.argv.slice(2), { out: (s) => console.log(s), err: (s) => console.error(s) }).then(exitAfterFlush, (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    exitAfterFlush(1);
  });
}
