/**
 * An imported tournament-policy document (Magic Tournament Rules, Infraction Procedure Guide, Judging at Regular
 * REL): the official PDF read into numbered sections with its effective date, stored under the data directory like
 * the Comprehensive Rules pack and never committed. /ipg and /mtr show a section's text beside our summary.
 */
import type { ImportProblem } from './types.ts';

export const POLICY_PACK_FORMAT = 1;

export const POLICY_PACK_IDS = ['mtg-ipg', 'mtg-mtr', 'mtg-jar'] as const;
export type PolicyPackId = (typeof POLICY_PACK_IDS)[number];

export interface PolicyPackSection {
  /** "2.1", "4.2", "appendix-b"; for the JAR, the anchor of its heading ("missed-trigger"). */
  number: string;
  /** As printed: "Game Play Error — Missed Trigger". */
  title: string;
  /** The section's text, lines joined, paragraphs separated by blank lines. */
  text: string;
  /** 1-based page where the section starts. */
  page: number;
}

export interface PolicyPack {
  format: typeof POLICY_PACK_FORMAT;
  id: PolicyPackId;
  game: 'mtg';
  /** "Magic Infraction Procedure Guide". */
  title: string;
  /** YYYY-MM-DD, from "Effective …" (or the JAR's "Updated …"). */
  effectiveDate: string;
  /** sha256 (hex) of the PDF's bytes. */
  contentHash: string;
  importedAt: string;
  sourceFile?: string;
  pages: number;
  sections: PolicyPackSection[];
  /** What the document's own table of contents lists (IPG, MTR): the sections a complete file has. */
  contents?: Array<{ number: string; title: string; page: number }>;
  /** JAR: whether the closing "Resources" part was found after the last section. */
  closed?: boolean;
  problems: ImportProblem[];
}
