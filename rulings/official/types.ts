/**
 * A rules pack: an official rules document (today the MTG Comprehensive Rules) parsed into paragraphs you can look
 * up by number, search, and compare between versions. Packs are data, stored as JSON under the data directory
 * (never committed): the official text stays the publisher's, the bot only indexes it.
 */

export const PACK_FORMAT = 1;

/** Document ids we know how to import, and the game each belongs to. */
export const PACK_IDS = { 'mtg-cr': 'mtg' } as const;
export type PackId = keyof typeof PACK_IDS;

/**
 * - section: `7. Additional Rules` (number "7")
 * - heading: `702. Keyword Abilities` (number "702")
 * - rule:    `702.19. Trample` (number "702.19")
 * - subrule: `702.19b The controller …` (number "702.19b")
 */
export type ParagraphKind = 'section' | 'heading' | 'rule' | 'subrule';

export interface Paragraph {
  number: string;
  kind: ParagraphKind;
  /** The enclosing paragraph's number ("702.19" for 702.19b, "702" for 702.19, "7" for 702); none for a section. */
  parent?: string;
  /** Section number, "1"–"9". */
  section: string;
  /** The paragraph's text without its number (for sections and headings: the title). Continuation lines joined by "\n". */
  text: string;
  /** `Example:` paragraphs that follow it, without the "Example:" label. */
  examples: string[];
  /** 1-based line of the paragraph in the source file. */
  line: number;
}

export interface GlossaryTerm {
  /** As printed, e.g. "Trample", "Kicker, Kicked", "Bury (Obsolete)". */
  term: string;
  /** Other ways to type it: comma-separated parts, without quotes or "(Obsolete)". */
  aliases: string[];
  obsolete: boolean;
  /** Definition lines joined by "\n". */
  definition: string;
  /** Rule and section numbers the definition refers to ("See rule 702.19"), in order. */
  rules: string[];
  /** Other glossary terms it sends you to ("See X."). */
  see: string[];
  line: number;
}

export interface PackCounts {
  sections: number;
  headings: number;
  rules: number;
  subrules: number;
  examples: number;
  glossaryTerms: number;
  lines: number;
}

export interface ImportProblem {
  line: number;
  /** warning: something could not be parsed as expected; note: a quirk of the file that was handled. */
  severity: 'warning' | 'note';
  message: string;
}

export interface RulesPack {
  format: typeof PACK_FORMAT;
  id: PackId;
  game: (typeof PACK_IDS)[PackId];
  /** The document's first line, e.g. "Magic: The Gathering Comprehensive Rules". */
  title: string;
  /** YYYY-MM-DD, from "These rules are effective as of …". */
  effectiveDate: string;
  /** sha256 (hex) of the text with the BOM removed and line endings normalized to LF. */
  contentHash: string;
  importedAt: string;
  /** Base name of the imported file. */
  sourceFile?: string;
  /** Document order; includes sections and headings. */
  paragraphs: Paragraph[];
  glossary: GlossaryTerm[];
  credits: string[];
  /**
   * Section and heading numbers the table of contents lists, in order (absent in packs stored before it was
   * kept). The import checks the body against it: a file cut short lacks the last ones.
   */
  contents?: string[];
  counts: PackCounts;
  problems: ImportProblem[];
}

export type ParseResult =
  | { ok: true; pack: RulesPack; ms: number }
  | { ok: false; code: 'empty' | 'binary' | 'not-rules' | 'no-date'; message: string };
