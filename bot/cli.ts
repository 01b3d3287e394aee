/** `rulebot <command> …` — the command-line entry point (also `npx rulebot`). */
import { pathToFileURL } from 'node:url';
import { CLI_COMMANDS } from './cli/index.ts';
import type { CliIO } from './cli/types.ts';

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(['usage: rulebot <command> [options]', '', ...CLI_COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`)].join('\n'));
    return name ? 0 : 2;
  }
  const command = CLI_COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`rulebot: unknown command "${name}". Commands: ${CLI_COMMANDS.map((c) => c.name).join(', ')}`);
    return 2;
  }
  if (rest.includes('--help')) {
    io.out(command.usage);
    return 0;
  }
  return command.run(rest, io);
}

const isEntry = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  main(process.argv.slice(2), { out: (s) => console.log(s), err: (s) => console.error(s) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
