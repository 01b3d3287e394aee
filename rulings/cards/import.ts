/**
 * rulebot import scryfall: reads Scryfall bulk files (streaming) into one card table. Which file is which is
 * read from its content, so the order on the command line does not matter:
 *   - card objects in English ("Oracle Cards", or the English printings of "All Cards") give the cards;
 *   - card objects in Japanese or French ("All Cards") give the printed names;
 *   - ruling objects ("Rulings") give the rulings, joined to cards by oracle id.
 * Nothing is returned (so nothing is saved) unless every file was read to its end without a problem.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { IntakeError } from '../intake/errors.ts';
import { OnceReader } from '../intake/read.ts';
import { JsonStreamError, readJsonArray } from './json-stream.ts';
import { describeElement, isScryfallCard, isScryfallRuling, printedNames, SKIPPED_LAYOUTS, toCard, toRuling, type ScryfallCard } from './scryfall.ts';
import { CARD_TABLE_FORMAT, type Card, type CardRuling, type CardTable, type ScryfallFileKind } from './types.ts';

/** A problem as a message key of the `card` locale namespace and its parameters (the CLI translates it). */
export interface ImportProblem {
  key: string;
  params: Record<string, string | number>;
}

export type ImportOutcome =
  | { ok: true; table: CardTable; warnings: ImportProblem[]; ms: number }
  | { ok: false; error: ImportProblem };

export interface ImportOptions {
  /** Read size; tests make it tiny so elements straddle chunks. */
  chunkSize?: number;
  /** Fixed import time (tests). */
  now?: Date;
  /** Called every 1000 elements (the benchmark samples memory with it). */
  progress?: (elements: number) => void;
  /** Per file (default MAX_CARD_FILE_BYTES; tests make it small). */
  maxBytes?: number;
}

const MAX_WARNINGS = 20;

interface LocalNames {
  released: string;
  name?: string;
  faces?: Array<string | undefined>;
}

/**
 * Bulk files are read once, as a stream, under this cap (Scryfall's "All Cards" is about 2.3 GB in 2025): a pipe,
 * a FIFO or /dev/zero is read like a file, and a runaway input stops here. Distinct cards are capped too (about
 * 33 000 exist), which bounds the table in memory whatever the input.
 */
export const MAX_CARD_FILE_BYTES = 8 * 1024 ** 3;
export const MAX_CARDS = 200_000;

function streamError(file: string, error: JsonStreamError, head: Buffer): ImportProblem {
  const base = { file, line: error.line, col: error.col };
  switch (error.problem) {
    case 'empty':
      return { key: 'card.import.empty', params: { file } };
    case 'not-array': {
      // What the file starts with, kept while it was read: a FIFO or a pipe cannot be opened a second time.
      const start = head.toString('utf8').replace(/^\ufeff/, '');
      if (/Comprehensive Rules/i.test(start)) return { key: 'card.import.rules-text', params: { file } };
      if (start.trimStart().startsWith('{')) return { key: 'card.import.single-object', params: base };
      return { key: 'card.import.not-array', params: { ...base, found: error.found ?? '?' } };
    }
    case 'truncated':
      return error.element === undefined
        ? { key: 'card.import.truncated-between', params: base }
        : { key: 'card.import.truncated', params: { ...base, element: error.element + 1, start: error.startLine ?? error.line } };
    case 'trailing':
      return { key: 'card.import.trailing', params: { ...base, found: error.found ?? '?' } };
    case 'syntax':
      return { key: 'card.import.syntax', params: { ...base, element: (error.element ?? 0) + 1, detail: error.detail } };
  }
}

/** A read failure (missing, a folder, over the cap, an I/O error) as a message of the `card` namespace. */
function intakeProblem(error: IntakeError, file: string): ImportProblem {
  if (error.problem === 'directory') return { key: 'card.import.directory', params: { file } };
  if (error.problem === 'too-large') return { key: 'card.import.too-large', params: { file, max: String(error.params.max) } };
  const reason = error.problem === 'not-found' ? 'ENOENT' : String(error.params.reason ?? error.problem);
  return { key: 'card.import.unreadable', params: { file, reason } };
}

/** YYYY-MM-DD from a bulk file's name ("oracle-cards-20250207090143.json"), else its modification time (today for standard input). */
export function versionOf(path: string): string {
  const m = /(\d{4})(\d{2})(\d{2})\d{6}/.exec(basename(path)) ?? /(\d{4})-(\d{2})-(\d{2})/.exec(basename(path));
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  try {
    return (path === '-' ? new Date() : statSync(path).mtime).toISOString().slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10); // a pipe that is gone
  }
}

export function importScryfall(paths: string[], options: ImportOptions = {}): ImportOutcome {
  const t0 = performance.now();
  const cards = new Map<string, Card>();
  const byName = new Set<string>();
  const names = new Map<string, { ja?: LocalNames; fr?: LocalNames }>();
  const rulings = new Map<string, CardRuling[]>();
  const skipped: Record<string, number> = {};
  const warnings: ImportProblem[] = [];
  const sourceFiles: CardTable['sourceFiles'] = [];
  let version: string | undefined;
  let rulingCount = 0;
  const skip = (reason: string) => void (skipped[reason] = (skipped[reason] ?? 0) + 1);

  for (const file of paths) {
    let reader: OnceReader;
    try {
      reader = new OnceReader(file, { chunkSize: options.chunkSize, maxBytes: options.maxBytes ?? MAX_CARD_FILE_BYTES });
    } catch (error) {
      if (error instanceof IntakeError) return { ok: false, error: intakeProblem(error, file) };
      throw error;
    }
    let kind: 'cards' | 'rulings' | undefined;
    let sawForeign = false;
    let sawRepeat = false;
    let elements = 0;
    try {
      for (const { value, index, line, col } of readJsonArray(reader.chunks())) {
        elements++;
        if (options.progress && elements % 1000 === 0) options.progress(elements);
        if (!kind) {
          if (isScryfallCard(value)) kind = 'cards';
          else if (isScryfallRuling(value)) kind = 'rulings';
          else return { ok: false, error: { key: 'card.import.wrong-content', params: { file, line, col, what: describeElement(value) } } };
        }
        if (kind === 'rulings') {
          if (!isScryfallRuling(value)) {
            skip('not-a-ruling');
            if (warnings.length < MAX_WARNINGS) warnings.push({ key: 'card.import.skipped-element', params: { file, line, col, element: index + 1, what: describeElement(value) } });
            continue;
          }
          const list = rulings.get(value.oracle_id) ?? [];
          list.push(toRuling(value));
          rulings.set(value.oracle_id, list);
          rulingCount++;
          continue;
        }
        if (!isScryfallCard(value)) {
          skip('not-a-card');
          if (warnings.length < MAX_WARNINGS) warnings.push({ key: 'card.import.skipped-element', params: { file, line, col, element: index + 1, what: describeElement(value) } });
          continue;
        }
        const lang = value.lang ?? 'en';
        if (lang !== 'en') {
          sawForeign = true;
          if ((lang === 'ja' || lang === 'fr') && value.oracle_id) keepLocalName(names, value.oracle_id, lang, value);
          continue;
        }
        if (value.layout && SKIPPED_LAYOUTS.has(value.layout)) {
          skip(value.layout);
          continue;
        }
        const key = value.oracle_id ?? `name:${value.name}`;
        if (cards.has(key)) {
          // "All Cards" lists every printing; the oracle fields are the same on each.
          sawRepeat = true;
          continue;
        }
        if (byName.has(value.name)) {
          skip('duplicate-name');
          continue;
        }
        byName.add(value.name);
        if (cards.size >= MAX_CARDS) return { ok: false, error: { key: 'card.import.too-many-cards', params: { file, max: MAX_CARDS } } };
        cards.set(key, toCard(value));
      }
    } catch (error) {
      if (error instanceof JsonStreamError) return { ok: false, error: streamError(file, error, reader.head) };
      if (error instanceof IntakeError) return { ok: false, error: intakeProblem(error, file) };
      throw error;
    } finally {
      reader.close();
    }
    const bytes = reader.fileSize ?? reader.size;
    if (!kind) return { ok: false, error: { key: 'card.import.no-elements', params: { file } } };
    const fileKind: ScryfallFileKind = kind === 'rulings' ? 'rulings' : sawForeign || sawRepeat ? 'all-cards' : 'oracle-cards';
    if (kind === 'cards') version ??= versionOf(file);
    sourceFiles.push({ kind: fileKind, name: basename(file), bytes, elements });
  }

  if (!cards.size) return { ok: false, error: { key: 'card.import.no-cards', params: { files: paths.join(', ') } } };

  const counts = { cards: cards.size, names: { ja: 0, fr: 0 }, rulings: 0, skipped };
  for (const [oracleId, card] of cards) {
    const local = names.get(oracleId);
    for (const lang of ['ja', 'fr'] as const) {
      const n = local?.[lang];
      if (!n) continue;
      if (n.name) {
        (card.names ??= {})[lang] = n.name;
        counts.names[lang]++;
      }
      n.faces?.forEach((faceName, i) => {
        const face = card.faces?.[i];
        if (face && faceName) (face.names ??= {})[lang] = faceName;
      });
    }
    const list = rulings.get(oracleId);
    if (list) {
      card.rulings = list.sort((a, b) => a.date.localeCompare(b.date));
      counts.rulings += list.length;
    }
  }
  const orphanRulings = rulingCount - counts.rulings;
  if (orphanRulings > 0) skipped['ruling-without-card'] = orphanRulings;

  const list = [...cards.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  for (const card of list) hash.update(JSON.stringify(card)).update('\n');
  const table: CardTable = {
    format: CARD_TABLE_FORMAT,
    source: 'scryfall',
    version: version ?? new Date().toISOString().slice(0, 10),
    importedAt: (options.now ?? new Date()).toISOString(),
    contentHash: hash.digest('hex'),
    sourceFiles,
    counts,
    cards: list,
  };
  return { ok: true, table, warnings, ms: performance.now() - t0 };
}

function keepLocalName(names: Map<string, { ja?: LocalNames; fr?: LocalNames }>, oracleId: string, lang: 'ja' | 'fr', card: ScryfallCard): void {
  const printed = printedNames(card);
  if (!printed.name && !printed.faces) return;
  const entry = names.get(oracleId) ?? {};
  const released = card.released_at ?? '';
  const known = entry[lang];
  // The newest printing's name: translations were revised over the years (old Japanese names differ).
  if (!known || released > known.released) entry[lang] = { released, ...printed };
  names.set(oracleId, entry);
}
