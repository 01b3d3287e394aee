/**
 * Loads the YAML knowledge base: every *.yaml under rulings/<game>/ (entries) and rulings/sources/ (documents).
 * Errors carry file:line:col so a moderator can fix a typo without reading code.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { suggest } from './fuzzy.ts';
import { DOTTED } from './official/numbers.ts';
import { isPackId, schemeOf } from './official/types.ts';
import { entry as entrySchema, GAMES, source as sourceSchema, type Entry, type Source } from './schema.ts';

import { contentHash, KbError, loadWith, MAX_KB_FILE_BYTES, MAX_KB_SCALAR, REPO_ROOT, yamlFiles, type KbProblem, type KnowledgeBase, type LoadedKnowledgeBase, type LoadOptions } from './kb.ts';

export * from './kb.ts';

/** Loads (from the cache when the YAML is unchanged) or parses and validates the knowledge base. */
export function loadKnowledgeBase(options: LoadOptions = {}): LoadedKnowledgeBase {
  return loadWith(parseKnowledgeBase, options);
}

interface ParsedFile {
  rel: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** The document as plain data (read once: an alias to a missing anchor only fails here). */
  data: unknown;
}

function position(lines: LineCounter, offset: number | undefined): { line: number; col: number } {
  const pos = lines.linePos(offset ?? 0);
  return { line: pos.line, col: pos.col };
}

/** The deepest node on `path` that exists, so a missing key points at its parent mapping. */
function nodeAt(root: Node | null | undefined, path: readonly PropertyKey[]): Node | undefined {
  let node: unknown = root;
  let best = root ?? undefined;
  for (const key of path) {
    if (isMap(node) || isSeq(node)) {
      const next = (node as { get(k: unknown, keep: true): unknown }).get(key, true);
      if (next === undefined || next === null || typeof next !== 'object') break;
      node = next;
      best = next as Node;
    } else break;
  }
  return best;
}

function parseFile(path: string, problems: KbProblem[]): ParsedFile | undefined {
  const rel = relative(REPO_ROOT, path);
  // Bounded before parsing: a runaway file (a pasted dump, a generated scalar) is an error at its first line, not
  // gigabytes of memory.
  const size = statSync(path).size;
  if (size > MAX_KB_FILE_BYTES) {
    problems.push({ file: rel, line: 1, col: 1, severity: 'error', message: `the file is ${(size / 1024 / 1024).toFixed(1)} MB; a knowledge-base file is at most ${MAX_KB_FILE_BYTES / 1024 / 1024} MB (split it)` });
    return undefined;
  }
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const err of doc.errors) {
      const { line, col } = position(lines, err.pos[0]);
      problems.push({ file: rel, line, col, severity: 'error', message: err.message.split('\n')[0]! });
    }
    return undefined;
  }
  let long = false;
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.length > MAX_KB_SCALAR) {
        const { line, col } = position(lines, node.range?.[0]);
        problems.push({ file: rel, line, col, severity: 'error', message: `this text is ${node.value.length} characters; a knowledge-base text is at most ${MAX_KB_SCALAR}` });
        long = true;
      }
    },
  });
  if (long) return undefined;
  try {
    return { rel, doc, lines, data: doc.toJS() };
  } catch (error) {
    // An alias whose anchor comes later or nowhere parses but cannot be read (found by fuzzing): say where it is.
    let offset: number | undefined;
    visit(doc, {
      Alias(_, node) {
        if (offset === undefined && node.resolve(doc) === undefined) offset = node.range?.[0];
      },
    });
    const { line, col } = position(lines, offset);
    problems.push({ file: rel, line, col, severity: 'error', message: (error instanceof Error ? error.message : String(error)).split('\n')[0]! });
    return undefined;
  }
}

function zodProblems(file: ParsedFile, base: PropertyKey[], error: z.ZodError, id?: string): KbProblem[] {
  return error.issues.map((issue) => {
    const path = [...base, ...issue.path];
    const node = nodeAt(file.doc.contents, path);
    const { line, col } = position(file.lines, node?.range?.[0]);
    const where = issue.path.length ? `"${issue.path.join('.')}" ` : '';
    return { file: file.rel, line, col, severity: 'error' as const, message: `${where}${issue.message}`, id };
  });
}

/** Items of a file: a mapping is one item, a sequence is many. Yields the YAML path of each. */
function items(file: ParsedFile): Array<{ path: PropertyKey[]; value: unknown }> {
  const data = file.data;
  if (Array.isArray(data)) return data.map((value, i) => ({ path: [i], value }));
  return [{ path: [], value: data }];
}

export function parseKnowledgeBase(dir: string, strict: boolean): KnowledgeBase & { problems: KbProblem[] } {
  const problems: KbProblem[] = [];
  const sources = new Map<string, Source>();
  const entries: Entry[] = [];
  const locations = new Map<string, KbProblem>();

  for (const path of yamlFiles(join(dir, 'sources'))) {
    const file = parseFile(path, problems);
    if (!file) continue;
    for (const item of items(file)) {
      const parsed = sourceSchema.safeParse(item.value);
      if (!parsed.success) problems.push(...zodProblems(file, item.path, parsed.error));
      else sources.set(parsed.data.id, parsed.data);
    }
  }

  for (const game of GAMES) {
    for (const path of yamlFiles(join(dir, game))) {
      const file = parseFile(path, problems);
      if (!file) continue;
      for (const item of items(file)) {
        const node = nodeAt(file.doc.contents, item.path);
        const at = position(file.lines, node?.range?.[0]);
        const rawId = (item.value as { id?: unknown } | null)?.id;
        const parsed = entrySchema.safeParse(item.value);
        if (!parsed.success) {
          problems.push(...zodProblems(file, item.path, parsed.error, typeof rawId === 'string' ? rawId : undefined));
          continue;
        }
        const e = parsed.data;
        if (e.game !== game) {
          const n = nodeAt(file.doc.contents, [...item.path, 'game']);
          const p = position(file.lines, n?.range?.[0]);
          problems.push({ file: file.rel, ...p, severity: 'error', id: e.id, message: `entry of game "${e.game}" is in the "${game}" folder` });
        }
        const here: KbProblem = { file: file.rel, ...at, severity: 'error', id: e.id, message: '' };
        const previous = locations.get(e.id);
        if (previous) {
          problems.push({ ...here, message: `duplicate id "${e.id}" (first defined at ${previous.file}:${previous.line})` });
          continue;
        }
        locations.set(e.id, here);
        entries.push({ ...e, file: file.rel, line: at.line, hash: contentHash(e) });
      }
    }
  }

  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const e of entries) {
    const at = locations.get(e.id)!;
    const refs: Array<[string, string]> = [
      ...(e.related ?? []).map((r) => ['related', r] as [string, string]),
      ...(e.superseded_by ? [['superseded_by', e.superseded_by] as [string, string]] : []),
    ];
    for (const [field, ref] of refs) {
      if (!byId.has(ref)) problems.push({ ...at, message: `${field} names "${ref}", which is not an entry${suggest(ref, byId.keys())}` });
    }
    for (const c of e.citations) {
      if (!sources.has(c.source)) problems.push({ ...at, message: `citation source "${c.source}" is not in rulings/sources${suggest(c.source, sources.keys())}` });
    }
    for (const cover of e.covers ?? []) {
      const [src, anchor] = cover.split('#') as [string, string];
      const s = sources.get(src);
      if (!s) problems.push({ ...at, message: `covers "${cover}": no source "${src}"` });
      else if (!s.sections?.some((sec) => sec.anchor === anchor)) {
        problems.push({ ...at, message: `covers "${cover}": source "${src}" has no section "${anchor}"${suggest(anchor, (s.sections ?? []).map((x) => x.anchor))}` });
      } else if (s.numbered) {
        const span = sectionSpan(s, anchor);
        const cited = e.citations.filter((c) => c.source === src && c.rule).map((c) => c.rule!);
        if (!cited.some((rule) => span.holds(rule))) {
          problems.push({ ...at, message: `covers "${cover}" but cites no rule of ${src} from ${anchor} to ${span.until ?? 'the end'} (cite the rule it answers)` });
        }
      }
    }
    for (const c of e.citations) {
      const s = sources.get(c.source);
      if (!s?.numbered) continue;
      const scheme = isPackId(c.source) ? schemeOf(c.source) : undefined;
      if (!c.rule) problems.push({ ...at, message: `citation of ${c.source} has no rule number` });
      else if (scheme && scheme.normalize(c.rule) !== c.rule) {
        const fix = scheme.normalize(c.rule);
        problems.push({ ...at, message: `citation of ${c.source}: "${c.rule}" is not a rule number as the document writes it${fix ? `; write "${fix}"` : ` (like ${scheme.examples[0]})`}` });
      }
    }
    for (const lang of ['ja', 'fr'] as const) {
      const missing: string[] = [];
      if (!e.title[lang]) missing.push('title');
      if (!e.answer[lang]) missing.push('answer');
      if (e.changes && !e.changes[lang]) missing.push('changes');
      if (e.questions?.en?.length && !e.questions[lang]?.length) missing.push('questions');
      if (missing.length) problems.push({ ...at, severity: 'warning', message: `"${e.id}" has no ${lang} ${missing.join(', ')}` });
    }
  }

  if (strict && problems.some((p) => p.severity === 'error')) {
    throw new KbError(problems.filter((p) => p.severity === 'error'));
  }
  const version = contentHash(entries.map((e) => [e.id, e.hash]));
  return { entries, byId, sources, version, problems };
}

/**
 * A section of a numbered source (its anchor is a rule number): the rules from its number up to the next section's.
 * Rules are compared in the source's own numbering when it is an official pack, else as dotted numbers.
 */
function sectionSpan(source: Source, anchor: string): { until?: string; holds(rule: string): boolean } {
  const scheme = isPackId(source.id) ? schemeOf(source.id) : DOTTED;
  const anchors = (source.sections ?? []).map((s) => s.anchor);
  const until = anchors[anchors.indexOf(anchor) + 1];
  return {
    ...(until ? { until } : {}),
    holds: (rule) => scheme.compare(rule, anchor) >= 0 && (until === undefined || scheme.compare(rule, until) < 0),
  };
}

