/**
 * Labels written after a freeze (test/real-questions/README.md, "Entries written after the freeze"): a frozen test
 * part only names entries that existed on its freeze date, so entries written later are labelled blind in
 * `labels-added.yaml` beside it, and merged here before grading. Additions only: a frozen file is never edited.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { RULE_LABEL, type QuestionItem } from './questions-grade.ts';

const ids = z.array(z.string().min(1)).default([]);
const addedLabel = z
  .object({
    id: z.string().min(1),
    /** The question, repeated for the reader of the file (not used). */
    q: z.string().optional(),
    accept: ids,
    partial: ids,
    accept_rules: z.array(z.string().regex(RULE_LABEL, 'a rule label like 702.19b, rb:355.10.e or ipg:2.1')).default([]),
    accept_cards: ids,
  })
  .strict();

export const ADDED_LABELS_FILE = 'labels-added.yaml';

export interface LabelledSet {
  items: QuestionItem[];
  /** The additions file merged, when the set has one beside it. */
  addedFrom?: string;
  /** Questions that received at least one new label. */
  questionsChanged: number;
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * The question ids of the other parts in the same folder: round 2 of the real set is two files (test.yaml and
 * test-b.yaml) sharing one labels file, so an addition for one of them is not an error when merging the other.
 */
function siblingIds(file: string): Set<string> {
  const dir = dirname(file);
  const out = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (name === basename(file) || !/^test.*\.ya?ml$/.test(name)) continue;
    const raw: unknown = parse(readFileSync(join(dir, name), 'utf8'));
    if (!Array.isArray(raw)) continue;
    for (const q of raw) if (q && typeof q === 'object' && typeof (q as { id?: unknown }).id === 'string') out.add((q as { id: string }).id);
  }
  return out;
}

/**
 * The set's questions with the additions beside it merged in (only for a set inside a `frozen/` folder, or a
 * `round-N/` folder: a test part that was graded once and then moved, with its labels, to become a dev part).
 * Additions for a sibling part's questions (an id another test*.yaml of the folder has) are skipped.
 * Throws "labels-added.yaml: item N: problem" on a malformed file or an id no part of the folder has.
 */
export function withAddedLabels(file: string, items: readonly QuestionItem[]): LabelledSet {
  const addedFile = join(dirname(file), ADDED_LABELS_FILE);
  if (!/^(frozen|round-\d+)$/.test(basename(dirname(file))) || !existsSync(addedFile)) return { items: [...items], questionsChanged: 0 };
  const raw: unknown = parse(readFileSync(addedFile, 'utf8')) ?? [];
  if (!Array.isArray(raw)) throw new Error(`${addedFile}: expected a YAML list of { id, accept, partial } additions`);
  // a question without an id is named by its place in the file, item-1 first (as the grader reports items)
  const byId = new Map(items.map((item, i) => [item.id ?? `item-${i + 1}`, { ...item }]));
  const changed = new Set<string>();
  let siblings: Set<string> | undefined;
  raw.forEach((entry, i) => {
    const parsed = addedLabel.safeParse(entry);
    if (!parsed.success) throw new Error(`${addedFile}: item ${i + 1}: ${parsed.error.issues.map((p) => `${p.path.join('.') || 'item'}: ${p.message}`).join('; ')}`);
    const add = parsed.data;
    const item = byId.get(add.id);
    if (!item && (siblings ??= siblingIds(file)).has(add.id)) return;
    if (!item) throw new Error(`${addedFile}: item ${i + 1}: no question ${add.id} in ${basename(file)}`);
    const before = item.accept.length + item.partial.length + item.accept_rules.length + item.accept_cards.length;
    item.accept = union(item.accept, add.accept);
    item.partial = union(item.partial, add.partial).filter((id) => !item.accept.includes(id));
    item.accept_rules = union(item.accept_rules, add.accept_rules);
    item.accept_cards = union(item.accept_cards, add.accept_cards);
    if (item.accept.length + item.partial.length + item.accept_rules.length + item.accept_cards.length !== before) changed.add(add.id);
  });
  return { items: [...byId.values()], addedFrom: addedFile, questionsChanged: changed.size };
}
