/**
 * A rules pack: an official document (the MTG Comprehensive Rules, the Riftbound Core Rules, and the policy
 * documents) parsed into paragraphs you can look up by number, search, and compare between versions. Packs are
 * data, stored as JSON under the data directory (never committed): the official text stays the publisher's, the
 * bot only indexes it.
 */
import type { Game } from '../games.ts';
import { SCHEMES, type NumberingScheme, type SchemeId } from './numbers.ts';

export const PACK_FORMAT = 1;

/**
 * What the bot knows about each document it can import. Adding a document: one line here (its id is also the
 * knowledge-base source id its entries cite, so citations resolve against the imported text), a parser that
 * returns a RulesPack, and its importer in bot/cli/import.ts.
 * - `kind`: `rules` packs answer `/rule <number>` for their game (one per game); `policy` packs have their own
 *   commands and are searched with their game.
 * - `scheme`: how its paragraphs are numbered (rulings/official/numbers.ts).
 * - `name`: the document's name in messages ("Comprehensive Rules effective …"), per language.
 */
export const PACKS = {
  'mtg-cr': {
    game: 'mtg',
    kind: 'rules',
    scheme: 'mtg-cr',
    name: { en: 'Comprehensive Rules', ja: '総合ルール', fr: 'Règles complètes' },
  },
  'rb-cr': {
    game: 'rb',
    kind: 'rules',
    scheme: 'dotted',
    name: { en: 'Riftbound Core Rules', ja: 'Riftbound コアルール', fr: 'Règles de base de Riftbound' },
  },
} as const satisfies Record<string, PackSpec>;

export interface PackSpec {
  game: Game;
  kind: 'rules' | 'policy';
  scheme: SchemeId;
  name: { en: string; ja: string; fr: string };
}

export type PackId = keyof typeof PACKS;
export const PACK_ID_LIST = Object.keys(PACKS) as PackId[];

/** Document ids we know how to import, and the game each belongs to. */
export const PACK_IDS = Object.fromEntries(PACK_ID_LIST.map((id) => [id, PACKS[id].game])) as { [K in PackId]: (typeof PACKS)[K]['game'] };

export function isPackId(value: string): value is PackId {
  return Object.hasOwn(PACKS, value);
}

/** How a pack (or pack id) numbers its paragraphs. */
export function schemeOf(pack: PackId | { id: PackId }): NumberingScheme {
  return SCHEMES[PACKS[typeof pack === 'string' ? pack : pack.id].scheme];
}

/** The pack that answers `/rule <number>` for a game, if the game has one. */
export function rulesPackId(game: Game): PackId | undefined {
  return PACK_ID_LIST.find((id) => PACKS[id].game === game && PACKS[id].kind === 'rules');
}

/**
 * MTG:
 * - section: `7. Additional Rules` (number "7")
 * - heading: `702. Keyword Abilities` (number "702")
 * - rule:    `702.19. Trample` (number "702.19")
 * - subrule: `702.19b The controller …` (number "702.19b")
 * Riftbound: section `100. Game Concepts`, heading `101. Deck Construction` (a three-digit number that is a
 * title), rule `103.` or `103.2.` (a statement, or a title under a heading), subrule `103.2.b` and deeper.
 */
export type ParagraphKind = 'section' | 'heading' | 'rule' | 'subrule';

export interface Paragraph {
  number: string;
  kind: ParagraphKind;
  /**
   * The enclosing paragraph's number in the document ("702.19" for 702.19b, "702" for 702.19, "7" for 702; in
   * Riftbound "103.2" for 103.2.b and the heading "101" for 103); none for a section.
   */
  parent?: string;
  /** Section number: "1"–"9" in MTG, the section paragraph's number ("100", "500") in Riftbound. */
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
  game: Game;
  /** The document's first line, e.g. "Magic: The Gathering Comprehensive Rules". */
  title: string;
  /** YYYY-MM-DD, from "These rules are effective as of …" (MTG) or "Last Updated: …" (Riftbound). */
  effectiveDate: string;
  /** sha256 (hex) of the text with the BOM removed and line endings normalized to LF. */
  contentHash: string;
  importedAt: string;
  /** Base name of the imported file (the first one, for a document imported from several files). */
  sourceFile?: string;
  /** Base names of every imported file, in document order, when there were several. */
  sourceFiles?: string[];
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
  | {
      ok: false;
      /** incomplete: the document's own structure says parts are missing (a truncated or partial file). */
      code: 'empty' | 'binary' | 'not-rules' | 'no-date' | 'incomplete';
      message: string;
      /** Where: the file (base name) and 1-based line, when the refusal has a place. */
      file?: string;
      line?: number;
    };
