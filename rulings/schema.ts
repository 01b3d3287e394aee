/**
 * The knowledge-base entry format. docs/knowledge-base.md explains it for moderators; this file is the contract.
 * English is required everywhere; a missing ja/fr text is allowed at load time and reported by `kb lint`.
 */
import { z } from 'zod';
import { GAMES, ID_PATTERN } from './games.ts';

export { GAMES, GAME_NAMES, ID_PATTERN, type Game } from './games.ts';

const text = z.string().trim().min(1, 'must not be empty');

/** en required, ja/fr optional (kb lint reports them missing). */
export const localizedText = z
  .object({ en: text, ja: text.optional(), fr: text.optional() })
  .strict();
export type LocalizedText = z.infer<typeof localizedText>;

const stringList = z.array(text);
export const localizedList = z
  .object({ en: stringList.optional(), ja: stringList.optional(), fr: stringList.optional() })
  .strict();
export type LocalizedList = z.infer<typeof localizedList>;

/** A date as YYYY-MM-DD. YAML turns bare dates into Date objects, so accept both and normalise to a string. */
const isoDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
);

export const citation = z
  .object({
    /** A source id from rulings/sources/*.yaml (the document). */
    source: z.string().min(1),
    /** Section title or anchor inside the document, as the document names it. */
    section: z.string().min(1).optional(),
    /** Rule paragraph number, e.g. "702.19b", "310.11b", "13-2a-1", "355.10.a". */
    rule: z.string().min(1).optional(),
    /** Date the cited text took effect; defaults to the source's date. */
    date: isoDate.optional(),
    /** Version label of the cited text; defaults to the source's version. */
    version: z.string().min(1).optional(),
  })
  .strict();
export type Citation = z.infer<typeof citation>;

export const card = z
  .object({
    en: text.optional(),
    ja: text.optional(),
    fr: text.optional(),
    /** Readings, glosses, nicknames: anything people type for this card. */
    aliases: stringList.optional(),
  })
  .strict()
  .refine((c) => c.en || c.ja || c.fr, { message: 'a card needs a name in at least one language' });
export type Card = z.infer<typeof card>;

/** Rules Enforcement Levels (Magic Tournament Rules 1.12). */
export const RELS = ['regular', 'competitive', 'professional'] as const;
export type Rel = (typeof RELS)[number];

export const STATUSES = ['current', 'superseded', 'errata'] as const;
export type Status = (typeof STATUSES)[number];

export const entry = z
  .object({
    id: z.string().regex(ID_PATTERN, 'must look like game.topic.detail (lower case, dots), e.g. gr.destroy.soulguard'),
    game: z.enum(GAMES),
    status: z.enum(STATUSES).default('current'),
    superseded_by: z.string().optional(),
    /** For superseded entries: what changed between then and now. */
    changes: localizedText.optional(),
    title: localizedText,
    answer: localizedText,
    /** Other ways people ask this question. */
    questions: localizedList.optional(),
    keywords: localizedList.optional(),
    cards: z.array(card).optional(),
    citations: z.array(citation).min(1, 'every entry cites at least one source'),
    /** Source sections this entry covers, as `source-id#anchor` (checked by `kb coverage`). */
    covers: z.array(z.string().regex(/^[a-z0-9.-]+#[a-z0-9.-]+$/, 'must be source-id#anchor')).optional(),
    related: z.array(z.string()).optional(),
    /**
     * Tournament policy entries: the Rules Enforcement Levels the answer applies to (the IPG's fixes at Competitive
     * and Professional, the JAR's at Regular). /ruling shows the entry for the level asked about, or both.
     */
    rel: z.array(z.enum(RELS)).min(1).optional(),
    /**
     * The lexicon concepts (rulings/lexicon/*.yaml ids) this entry answers, its main one first: what it is about,
     * not what it mentions in passing. The search reads them with the concepts its title, keywords and questions
     * name; `kb lint` checks each id exists.
     */
    concepts: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a concept id (lower case words joined by dashes)')).min(1).optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.id.split('.')[0] !== e.game) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: `id must start with the game code "${e.game}."` });
    }
    if (e.status === 'superseded' && !e.superseded_by) {
      ctx.addIssue({ code: 'custom', path: ['superseded_by'], message: 'a superseded entry must say superseded_by' });
    }
    if (e.status !== 'superseded' && e.superseded_by) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'superseded_by is set but status is not superseded' });
    }
  });
export type EntryInput = z.input<typeof entry>;
export type Entry = z.infer<typeof entry> & {
  /** Where the entry was loaded from (repo-relative) and its line, for messages. */
  file: string;
  line: number;
  /** Content hash (stable across key order), used by pins to notice a changed entry. */
  hash: string;
};

export const source = z
  .object({
    id: z.string().regex(/^[a-z0-9.-]+$/),
    game: z.enum(GAMES),
    title: localizedText,
    /** Seed file name in ../shared/seeds, when the source is one of the project's seed documents. */
    seed: z.string().optional(),
    language: z.enum(['en', 'ja', 'fr']),
    date: isoDate.optional(),
    version: z.string().optional(),
    /** `policy` for tournament documents (MTR, IPG, JAR): their entries answer policy questions, never game-rules ones. */
    kind: z.enum(['rules', 'policy']).optional(),
    /**
     * false for a document that prints no section numbers (Judging at Regular REL): citations show the heading.
     * true when the section anchors are the document's rule numbers (the Riftbound Core Rules' headings, "101"): a
     * section runs from its number up to the next section's, citations must give a rule number as the document
     * writes it, and an entry covering a section must cite a rule inside it (kb lint).
     */
    numbered: z.boolean().optional(),
    /** True for documents whose rulings are historical (e.g. 1998 MTG). */
    historical: z.boolean().optional(),
    /** Where readers can open the document (answers link their sources line to it). */
    url: z.url({ protocol: /^https$/ }).optional(),
    /** The sections of the document; every one must be covered by some entry (kb coverage). */
    sections: z
      .array(
        z
          .object({
            anchor: z.string().regex(/^[a-z0-9.-]+$/),
            title: text,
            note: text.optional(),
            /** Why no entry covers this section on purpose (a ban list that changes every few months, sanctioning paperwork); kb coverage lists it apart. */
            not_covered: text.optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();
export type Source = z.infer<typeof source>;
