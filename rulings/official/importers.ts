/**
 * The official documents `rulebot import <document> <file…>` reads, one entry each: which pack it makes, the
 * names it is imported under, whether several files make one document, and its parser. The CLI (bot/cli/import.ts)
 * does the rest the same way for all of them: capped reads, refusal messages, versioned storage, the summary.
 * Adding a document (the policy documents): its pack in types.ts PACKS, a parser, and one entry here.
 */
import { parseRulesFile } from './parse.ts';
import { parseRiftboundRules, type InputFile } from './rb-parse.ts';
import type { PackId, ParseResult } from './types.ts';

export type { InputFile } from './rb-parse.ts';

export interface DocumentImporter {
  pack: PackId;
  /** Names on the command line: `rulebot import <name> <file…>`. The first is the one shown in usage. */
  names: readonly string[];
  /** True when the document may come as several files that together make it (all given at once). */
  severalFiles: boolean;
  /** What the official file is, for refusals ("Expected …"). */
  expected: string;
  /** Usage line's file part. */
  usage: string;
  parse(files: InputFile[], options: { now?: Date }): ParseResult | Promise<ParseResult>;
}

export const IMPORTERS: readonly DocumentImporter[] = [
  {
    pack: 'mtg-cr',
    names: ['mtg-cr'],
    severalFiles: false,
    expected: 'the Magic: The Gathering Comprehensive Rules as a .txt file from the official rules page',
    usage: '<file>',
    parse: ([file], options) => parseRulesFile(file!.bytes, { id: 'mtg-cr', fileName: file!.name, ...options }),
  },
  {
    pack: 'rb-cr',
    names: ['rb-rules', 'rb-cr'],
    severalFiles: true,
    expected:
      'the Riftbound Core Rules: the official PDF, or its text or Markdown conversion (all its parts at once, e.g. riftbound-core-rules/*.md)',
    usage: '<file…>',
    parse: (files, options) => parseRiftboundRules(files, options),
  },
];

export function findImporter(name: string): DocumentImporter | undefined {
  return IMPORTERS.find((i) => i.names.includes(name));
}

export function importerFor(pack: PackId): DocumentImporter | undefined {
  return IMPORTERS.find((i) => i.pack === pack);
}
