/**
 * The contract every official-document import goes through (the MTG Comprehensive Rules; the Riftbound Core
 * Rules; the MTR, IPG and JAR): read each input once under the document's byte cap, parse it, check that the file
 * is the whole document (against the document's own structure: its table of contents, the parts it always ends
 * with, a last line cut in the middle), and only then save it. A file that fails any step is refused and the
 * stored version is left as it was, so a truncated download or a wrong file can never replace good rules.
 *
 * To plug a document in: write an `OfficialDocument` (parse + completeness + save) and call `importOfficial`
 * (files, `-` and FIFOs) or `acceptOfficial` (bytes you downloaded with rulings/intake/fetch.ts). The CLI side
 * (messages in three languages, exit codes) is bot/cli/official-import.ts.
 */
import { IntakeError, tooLarge } from '../intake/errors.ts';
import { readCapped } from '../intake/read.ts';

/** One input of an import: a file's bytes and the name to show for it. */
export interface DocumentInput {
  name: string;
  bytes: Uint8Array;
}

/**
 * A part of the document the file lacks. `key` is a message under `intake.gap.` in
 * commands/locales/<lang>/intake.yaml (the generic ones: contents, part, ending, mid-line, foreign) and `params`
 * fills it; `message` is the English text for logs and `--json`.
 */
export interface Gap {
  key: string;
  params: Record<string, string | number>;
  message: string;
}

export type ParseOutcome<P> = { ok: true; doc: P } | { ok: false; message: string };

export interface OfficialDocument<P, S = unknown> {
  /** 'mtg-cr', 'rb-rules', 'mtg-mtr'… */
  id: string;
  /** Locale key of the document's name ("the Magic: The Gathering Comprehensive Rules"), under `intake.document.`. */
  nameKey: string;
  /** Per input file; a larger input is refused before it is all read. */
  maxBytes: number;
  parse(inputs: DocumentInput[]): ParseOutcome<P>;
  /** Every way `doc` falls short of the whole document; empty when it is complete. */
  completeness(doc: P, inputs: DocumentInput[]): Gap[];
  save(doc: P): S;
}

export type OfficialImport<P, S = unknown> =
  | { ok: true; doc: P; saved: S | undefined }
  /** A file could not be read (missing, a folder, over the cap, a download failure) or saved (disk full, read-only). */
  | { ok: false; stage: 'read' | 'save'; error: IntakeError; file?: string }
  /** Not this document at all (the parser's reason). */
  | { ok: false; stage: 'parse'; message: string }
  /** This document, but not all of it. */
  | { ok: false; stage: 'incomplete'; gaps: Gap[] };

/** Parse, check and (unless `dryRun`) save inputs already in memory. */
export function acceptOfficial<P, S>(kind: OfficialDocument<P, S>, inputs: DocumentInput[], options: { dryRun?: boolean } = {}): OfficialImport<P, S> {
  for (const input of inputs) {
    if (input.bytes.byteLength > kind.maxBytes) {
      return { ok: false, stage: 'read', file: input.name, error: tooLarge(input.name, kind.maxBytes, input.bytes.byteLength) };
    }
  }
  const parsed = kind.parse(inputs);
  if (!parsed.ok) return { ok: false, stage: 'parse', message: parsed.message };
  const gaps = kind.completeness(parsed.doc, inputs);
  if (gaps.length) return { ok: false, stage: 'incomplete', gaps };
  if (options.dryRun) return { ok: true, doc: parsed.doc, saved: undefined };
  try {
    return { ok: true, doc: parsed.doc, saved: kind.save(parsed.doc) };
  } catch (error) {
    if (error instanceof IntakeError) return { ok: false, stage: 'save', error };
    throw error;
  }
}

/** Read each path once (`-` = standard input) under the cap, then `acceptOfficial`. */
export async function importOfficial<P, S>(
  kind: OfficialDocument<P, S>,
  paths: string[],
  options: { dryRun?: boolean; stdin?: NodeJS.ReadableStream } = {},
): Promise<OfficialImport<P, S>> {
  const inputs: DocumentInput[] = [];
  for (const path of paths) {
    try {
      inputs.push({ name: path, bytes: await readCapped(path, kind.maxBytes, options.stdin ? { stdin: options.stdin } : {}) });
    } catch (error) {
      if (error instanceof IntakeError) return { ok: false, stage: 'read', file: path, error };
      throw error;
    }
  }
  return acceptOfficial(kind, inputs, options);
}

/** The English text of a refusal, for logs (the CLI prints the localized one). */
export function refusalMessage(outcome: Exclude<OfficialImport<unknown>, { ok: true }>): string {
  switch (outcome.stage) {
    case 'read':
    case 'save':
      return outcome.error.message;
    case 'parse':
      return outcome.message;
    case 'incomplete':
      return `the file is not the whole document: ${outcome.gaps.map((g) => g.message).join('; ')}`;
  }
}

/**
 * A text document's last line, when the file stops in the middle of it: no line break at the end, and the line
 * does not end like a sentence or a title does. A download or copy cut at a random byte almost always does this.
 */
export function cutMidLine(text: string): { line: number; tail: string } | undefined {
  if (/[\r\n]$/.test(text)) return undefined;
  const lines = text.split(/\r\n|\r|\n/);
  const last = lines.at(-1)!.trimEnd();
  if (last === '' || /[.!?:;)\]"'”’»。）」』]$/.test(last)) return undefined;
  return { line: lines.length, tail: last.slice(-40) };
}
