/**
 * Reads a console line the way Discord's client builds a slash command: `/ruling question:… game:mtg`.
 * A line with no `name:` before the text gives it to the command's first required option, so
 * `/ruling how does trample work?` works as people expect.
 */
import { findCommand } from '../commands/registry.ts';
import type { OptionValues } from '../commands/types.ts';

export interface ParsedLine {
  command: string;
  options: OptionValues;
}

export function parseConsoleLine(line: string): ParsedLine | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('/')) return undefined;
  const match = /^\/(\S+)\s*([\s\S]*)$/.exec(trimmed)!;
  const command = match[1]!;
  const spec = findCommand(command)?.spec;
  const options: OptionValues = {};
  let rest = match[2]!;
  let specs = spec?.options ?? [];
  // A command with subcommands (`/pin add topic:… entry:…`): the first word names the subcommand.
  if (spec?.subcommands?.length) {
    const sub = /^(\S+)\s*([\s\S]*)$/.exec(rest);
    if (sub) {
      options.subcommand = sub[1]!;
      rest = sub[2]!;
      specs = spec.subcommands.find((s) => s.name === sub[1])?.options ?? [];
    }
  }
  const names = new Set(specs.map((o) => o.name));
  // Split at " name:" where name is one of the command's options, so colons inside text (A: w=…) survive.
  const pattern = /(?:^|\s)([a-z][\w-]*):/g;
  const cuts: Array<{ name: string; start: number; valueStart: number }> = [];
  for (const m of rest.matchAll(pattern)) {
    const name = m[1]!;
    if (names.has(name) || (cuts.length === 0 && m.index === 0 && !names.size)) {
      cuts.push({ name, start: m.index!, valueStart: m.index! + m[0].length });
    }
  }
  const leading = (cuts.length ? rest.slice(0, cuts[0]!.start) : rest).trim();
  if (leading) {
    // Text or a file path/inline text (an attachment in the console): the first required one, else the first text option.
    const first = specs.find((o) => o.required && (o.type === 'string' || o.type === 'attachment')) ?? specs.find((o) => o.type === 'string');
    if (first) options[first.name] = leading;
    else options['_'] = leading;
  }
  cuts.forEach((cut, i) => {
    const end = i + 1 < cuts.length ? cuts[i + 1]!.start : rest.length;
    options[cut.name] = rest.slice(cut.valueStart, end).trim();
  });
  return { command, options };
}
