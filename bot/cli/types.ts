/** A `rulebot <name> …` subcommand. Each lives in its own file here and is listed in ./index.ts. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
}

export interface CliCommand {
  name: string;
  /** One line for `rulebot --help`. */
  summary: string;
  /** Usage lines shown by `rulebot <name> --help` and on a usage error. */
  usage: string;
  /** Returns the process exit code. */
  run(args: string[], io: CliIO): Promise<number>;
}

/** Splits argv into positionals and --flags (`--json`, `--lang ja`, `--lang=ja`). */
export function parseArgs(args: string[], valued: string[] = []): { positionals: string[]; flags: Record<string, string | true> } {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (inline !== undefined) flags[name] = inline;
      else if (valued.includes(name) && i + 1 < args.length) flags[name] = args[++i]!;
      else flags[name] = true;
    } else positionals.push(arg);
  }
  return { positionals, flags };
}
