/** A `rulebot <name> …` subcommand. Each lives in its own file here and is listed (lazily) in ./index.ts. */
import { parseArgs as parseNodeArgs } from 'node:util';
import { closest } from '../../rulings/fuzzy.ts';

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
}

export interface CliCommand {
  name: string;
  /** Usage lines shown by `rulebot <name> --help` and on a usage error. */
  usage: string;
  /** Returns the process exit code. May throw UsageError (exit code 2, the message and the usage on stderr). */
  run(args: string[], io: CliIO): Promise<number>;
}

/** A command line that does not fit the command's usage: exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The flags a command accepts: `true` for a flag taking a value (`--lang ja`, `--lang=ja`), `false` for a switch. */
export type FlagSpec = Record<string, boolean>;

export interface ParsedArgs {
  positionals: string[];
  /** Values of the flags given: a string for valued flags, `true` for switches. */
  flags: Record<string, string | true | undefined>;
}

/**
 * Node's own argument parser in strict mode: an unknown flag, a missing value or a value given to a switch is a
 * UsageError naming the flag (with the closest known flag when one is near); `--` ends the flags, so a question
 * or scenario that starts with a dash can follow it.
 */
export function parseArgs(args: string[], spec: FlagSpec = {}): ParsedArgs {
  const options = Object.fromEntries(Object.entries(spec).map(([name, valued]) => [name, { type: valued ? ('string' as const) : ('boolean' as const) }]));
  try {
    const { values, positionals } = parseNodeArgs({ args, options, strict: true, allowPositionals: true });
    return { positionals, flags: values as ParsedArgs['flags'] };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const flag = /'(-[^']*)'/.exec(message)?.[1] ?? '?';
      const name = flag.replace(/^-+/, '').replace(/=.*$/s, '');
      const near = closest(name, Object.keys(spec), 0.5);
      const known = Object.keys(spec).map((k) => `--${k}`).join(', ') || 'none';
      throw new UsageError(
        `unknown option ${flag}${near ? `; did you mean --${near}?` : ''} (options: ${known}; put a text that starts with "-" after --)`,
      );
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const flag = /'(--?[\w-]+)/.exec(message)?.[1] ?? '';
      throw new UsageError(/missing/.test(message) ? `option ${flag} needs a value` : `option ${flag} takes no value`);
    }
    throw new UsageError(message);
  }
}
