/**
 * The official documents `rulebot import <document> <file…>` reads, one entry each: which pack it makes, the
 * names it is imported under, whether several files make one document, its OfficialDocument (parse, completeness,
 * save: rulings/official/document.ts) and, for documents published as PDFs, how files are turned into what the
 * parser reads. The CLI (bot/cli/import.ts) does the rest the same way for all of them: capped reads, refusals in
 * the user's language, versioned storage, the summary.
 * Adding a document (the policy documents): its pack in types.ts PACKS, an OfficialDocument, one entry here.
 */
import type { DocumentInput, OfficialDocument } from './document.ts';
import { mtgCrDocument } from './mtg-cr.ts';
import { pdfsAsText, rbRulesDocument } from './rb-rules.ts';
import type { SaveResult, StoreOptions } from './store.ts';
import type { PackId, RulesPack } from './types.ts';

export interface DocumentImporter {
  pack: PackId;
  /** Names on the command line: `rulebot import <name> <file…>`. The first is the one shown in usage. */
  names: readonly string[];
  /** True when the document may come as several files that together make it (all given at once). */
  severalFiles: boolean;
  /** Usage line's file part. */
  usage: string;
  document(store: StoreOptions): OfficialDocument<RulesPack, SaveResult>;
  /** Turns the files read into what the parser reads (a PDF into its text), or refuses one, saying why. */
  prepare?(inputs: DocumentInput[]): Promise<{ ok: true; inputs: DocumentInput[] } | { ok: false; message: string }>;
}

export const IMPORTERS: readonly DocumentImporter[] = [
  { pack: 'mtg-cr', names: ['mtg-cr'], severalFiles: false, usage: '<file>', document: mtgCrDocument },
  { pack: 'rb-cr', names: ['rb-rules', 'rb-cr'], severalFiles: true, usage: '<file…>', document: rbRulesDocument, prepare: pdfsAsText },
];

export function findImporter(name: string): DocumentImporter | undefined {
  return IMPORTERS.find((i) => i.names.includes(name));
}

export function importerFor(pack: PackId): DocumentImporter | undefined {
  return IMPORTERS.find((i) => i.pack === pack);
}
