/**
 * Loads the YAML knowledge base: every *.yaml under rulings/<game>/ (entries) and rulings/sources/ (documents).
 * Errors carry file:line:col so a moderator can fix a typo without reading code.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { suggest } from './fuzzy.ts';
import { entry as entrySchema, GAMES, source as sourceSchema, type Entry, type Source } from './schema.ts';

export const RULINGS_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = join(RULINGS_DIR, '..');

export interface KbProblem {
  file: string;
  line: number;
  col: number;
  message: string;
  /** `error` stops loading in strict mode; `warning` is what kb lint reports (missing translations…). */
  severity: 'error' | 'warning';
  id?: string;
}

export function formatProblem(p: KbProblem): string {
  return `${p.file}:${p.line}:${p.col}: ${p.severity}: ${p.message}`;
}

export class KbError extends Error {
  constructor(readonly problems: KbProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'KbError';
  }
}

export interface KnowledgeBase {
  entries: Entry[];
  byId: Map<string, Entry>;
  sources: Map<string, Source>;
  /** Hash over every entry: changes whenever any entry's content changes. */
  version: string;
}

function yamlFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const name of names.sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...yamlFiles(path));
    else if (name.endsWith('.yaml') || name.endsWith('.yml')) out.push(path);
  }
  return out;
}

/** Stable JSON: object keys sorted, so the hash ignores key order in the YAML. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex').slice(0, 16);
}

interface ParsedFile {
  rel: string;
  doc: Document.Parsed;
  lines: LineCounter;
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
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const err of doc.errors) {
      const { line, col } = position(lines, err.pos[0]);
      problems.push({ file: rel, line, col, severity: 'error', message: err.message.split('\n')[0]! });
    }
    return undefined;
  }
  return { rel, doc, lines };
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
  const data: unknown = file.doc.toJS();
  if (Array.isArray(data)) return data.map((value, i) => ({ path: [i], value }));
  return [{ path: [], value: data }];
}

export interface LoadOptions {
  dir?: string;
  /** Throw KbError on any error (default). With false, errors are returned for kb lint. */
  strict?: boolean;
  /** Use the JSON cache of a previous validated load (default true). */
  cache?: boolean;
}

export function loadKnowledgeBase(options: LoadOptions = {}): KnowledgeBase & { problems: KbProblem[] } {
  const dir = options.dir ?? process.env.RULEBOT_RULINGS_DIR ?? RULINGS_DIR;
  const strict = options.strict ?? true;
  // Parsing YAML is most of start-up; a validated load is cached as JSON under the data directory, keyed by
  // the hash of every file's content, so any edit (or a fresh clone) re-validates from the YAML.
  const files = [...yamlFiles(join(dir, 'sources')), ...GAMES.flatMap((g) => yamlFiles(join(dir, g)))];
  const fingerprint = contentHash(files.map((f) => [relative(dir, f), createHash('sha256').update(readFileSync(f)).digest('hex')]));
  const cacheFile = options.cache === false ? undefined : join(cacheDir(), `kb-${fingerprint}.json`);
  if (strict && cacheFile) {
    const cached = readCache(cacheFile);
    if (cached) return cached;
  }
  const loaded = parseKnowledgeBase(dir, strict);
  if (strict && cacheFile) writeCache(cacheFile, loaded);
  return loaded;
}

function cacheDir(): string {
  return join(process.env.RULEBOT_DATA_DIR ?? join(REPO_ROOT, 'data'), 'cache');
}

interface CacheShape {
  entries: Entry[];
  sources: Source[];
  problems: KbProblem[];
}

function readCache(file: string): (KnowledgeBase & { problems: KbProblem[] }) | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as CacheShape;
    const byId = new Map(data.entries.map((e) => [e.id, e]));
    const version = contentHash(data.entries.map((e) => [e.id, e.hash]));
    return { entries: data.entries, byId, sources: new Map(data.sources.map((x) => [x.id, x])), version, problems: data.problems };
  } catch {
    return undefined; // missing or unreadable: load from YAML
  }
}

function writeCache(file: string, kb: KnowledgeBase & { problems: KbProblem[] }): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename, so a concurrent start never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ entries: kb.entries, sources: [...kb.sources.values()], problems: kb.problems } satisfies CacheShape));
    renameSync(tmp, file);
  } catch {
    // A read-only data directory only costs start-up time.
  }
}

function parseKnowledgeBase(dir: string, strict: boolean): KnowledgeBase & { problems: KbProblem[] } {
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

