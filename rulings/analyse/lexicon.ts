/**
 * The concept lexicon: many ways of saying one rules concept ("double blocked", "2 blockers", "deux bloqueurs",
 * "2体でブロック" → several-blockers; "kill", "除去", "détruire" → destroy), and the story words of a question that
 * are not what it asks about. Data, in YAML under rulings/lexicon/ (one file per area: core, mtg, narrative; other
 * areas add their own file), compiled here into matchers that the index (documents) and the question analysis
 * use alike, so a concept found in a question meets the same concept found in an entry, whatever the wording.
 *
 * A form is matched as a sequence of tokenize() words when it is written in Latin letters (so "blocked by two
 * creatures" also meets "blocks with 2 creatures"' stems, never a word inside another), and as text when it holds
 * Japanese (hiragana readings such as せっし included, since tokenize() drops words of pure hiragana). Power and
 * toughness match by kind: a form written "+1/+1 counter" meets "+2/+2 counters", "-3/-3" any "-N/-N", and "0/0"
 * any toughness-0 token.
 *
 * Loading YAML costs more than the rest of start-up together, so the compiled lexicon is cached as JSON next to the
 * knowledge-base cache, keyed by the files' content; the YAML library is only loaded when the cache misses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileDigests } from '../file-digests.ts';
import { cacheDir, contentHash, REPO_ROOT, RULINGS_DIR, writeCacheFile, yamlFiles, type KbProblem } from '../kb.ts';
import { suggest } from '../fuzzy.ts';
import { foldTyped, isPtToken, kanaKey, tokenize, tokenizeMarked, TOKENIZER_VERSION } from '../tokenize.ts';

export const LEXICON_DIR = join(RULINGS_DIR, 'lexicon');
const LANGS = ['en', 'ja', 'fr'] as const;
const CONCEPT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Index terms for concepts start with a character tokenize() never emits, so they meet no word. */
export const CONCEPT_PREFIX = '§';

export interface ConceptInfo {
  id: string;
  /** A concept every game's questions share ("attack", "damage"): matching only such concepts answers nothing. */
  topic: boolean;
  /** Broader concepts a document naming this one is also about ("several-blockers" is about "block"). */
  broader: number[];
  /** The lexicon file it is defined in, without its extension ("core", "mtg", "policy", "rb"). */
  area?: string;
}

/** A compiled lexicon: plain data, cached as JSON. */
/** Bumped when the way forms are matched changes (concepts.ts), so indexes cached with the old matching are rebuilt. */
const MATCHER_VERSION = 2;

export interface CompiledLexicon {
  hash: string;
  concepts: ConceptInfo[];
  /** Latin forms: word sequences (P/T words as their kind), each with its concept's index. */
  latin: Array<{ words: string[]; concept: number }>;
  /** Japanese forms, in jaKey() form. */
  ja: Array<{ key: string; concept: number }>;
  /**
   * How card text says a concept ("destroy target", "gets -1/-1"): Latin forms matched only on a named card's
   * Oracle text, never on questions or entries (optional: caches from before it existed lack it).
   */
  oracle?: Array<{ words: string[]; concept: number }>;
  /** Story words per language, in tokenize() form. */
  narrative: string[];
}

/** Kinds of power/toughness words: "+N/+N" and "-N/-N" (modifiers), "N/0" (toughness 0), any other "N/N". */
const PT_PLUS = '\uE001';
const PT_MINUS = '\uE002';
const PT_ZERO = '\uE003';
const PT_PLAIN = '\uE004';

/** The kind a P/T word stands for in a form; any other word stands for itself. */
export function wordClass(word: string): string {
  if (!isPtToken(word)) return word;
  if (word.startsWith('+')) return PT_PLUS;
  if (word.startsWith('-')) return PT_MINUS;
  return /\/0$/.test(word) ? PT_ZERO : PT_PLAIN;
}

const PT_IN_TEXT = /[+-]?(?:\d{1,3}|x|\*)\/[+-]?(?:\d{1,3}|x|\*)/g;
const KATAKANA_RUN = /[\u30a1-\u30fa\u30fc-\u30ff]+/g;

/**
 * Text in the form Japanese forms are matched in: folded (foldTyped), katakana in one spelling (kanaKey), P/T as
 * its kind. `from[i]` is the offset in `folded` of the key's i-th character, to blank out what a form matched.
 */
export function jaKey(folded: string): { key: string; from: number[] } {
  let key = '';
  const from: number[] = [];
  let at = 0;
  const push = (text: string, origin: number, span: number) => {
    for (let i = 0; i < text.length; i++) from.push(origin + Math.min(i, span - 1));
    key += text;
  };
  const tokens = [...folded.matchAll(new RegExp(`${KATAKANA_RUN.source}|${PT_IN_TEXT.source}`, 'g'))];
  for (const m of tokens) {
    for (let i = at; i < m.index; i++) push(folded[i]!, i, 1);
    const text = m[0];
    if (/^[\u30a1-\u30ff]/.test(text)) {
      // kanaKey drops ー and enlarges small kana: map each kept character to where it was.
      for (let i = 0; i < text.length; i++) {
        const ch = text[i]!;
        if (ch === 'ー') continue;
        push(kanaKey(ch) || ch, m.index + i, 1);
      }
    } else {
      push(wordClass(text.replace(/[−–‑]/g, '-')), m.index, text.length);
    }
    at = m.index + text.length;
  }
  for (let i = at; i < folded.length; i++) push(folded[i]!, i, 1);
  return { key, from };
}

interface RawConcept {
  id?: unknown;
  en?: unknown;
  ja?: unknown;
  fr?: unknown;
  oracle?: unknown;
  broader?: unknown;
  topic?: unknown;
}

/** Compiles the lexicon files' data; problems (with positions when `positions` can give them) go to `problems`. */
export function compileLexicon(
  files: Array<{ file: string; data: unknown; position?: (path: (string | number)[]) => { line: number; col: number } }>,
  problems: KbProblem[] = [],
): CompiledLexicon {
  const concepts: ConceptInfo[] = [];
  const ids = new Map<string, number>();
  const pendingBroader: Array<{ concept: number; broader: string; file: string; at: { line: number; col: number } }> = [];
  const latin: CompiledLexicon['latin'] = [];
  const ja: CompiledLexicon['ja'] = [];
  const oracle: NonNullable<CompiledLexicon['oracle']> = [];
  const narrative = new Set<string>();
  const seenForms = new Map<string, string>();
  for (const { file, data, position } of files) {
    const at = (path: (string | number)[]) => position?.(path) ?? { line: 1, col: 1 };
    const problem = (path: (string | number)[], message: string) => problems.push({ file, ...at(path), severity: 'error', message });
    if (data === null || data === undefined) continue;
    if (typeof data !== 'object' || Array.isArray(data)) {
      problem([], 'a lexicon file is a mapping with "concepts" and/or "narrative"');
      continue;
    }
    const { concepts: list, narrative: story, ...rest } = data as Record<string, unknown>;
    for (const key of Object.keys(rest)) problem([key], `unknown key "${key}" (expected "concepts" or "narrative")`);
    if (story !== undefined) {
      if (typeof story !== 'object' || story === null || Array.isArray(story)) problem(['narrative'], '"narrative" maps en/ja/fr to lists of words');
      else {
        for (const [lang, words] of Object.entries(story as Record<string, unknown>)) {
          if (!(LANGS as readonly string[]).includes(lang) || !Array.isArray(words)) {
            problem(['narrative', lang], `"narrative.${lang}": expected a list under en, ja or fr`);
            continue;
          }
          words.forEach((w, j) => {
            const tokens = tokenize(String(w), false);
            if (tokens.length === 1) narrative.add(tokens[0]!);
            else if (tokens.length === 0) problem(['narrative', lang, j], `"${String(w)}" is already a stopword (rulings/tokenize.ts): remove it here`);
            else problem(['narrative', lang, j], `"${String(w)}": a story word is one word (it reads as ${tokens.join(' + ')})`);
          });
        }
      }
    }
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problem(['concepts'], '"concepts" is a list');
      continue;
    }
    list.forEach((raw: RawConcept, i) => {
      const path = ['concepts', i];
      if (typeof raw !== 'object' || raw === null) return problem(path, 'a concept is a mapping with id, en, ja, fr');
      const extra = Object.keys(raw).filter((k) => !['id', 'en', 'ja', 'fr', 'oracle', 'broader', 'topic', 'note'].includes(k));
      for (const k of extra) problem([...path, k], `unknown key "${k}" (id, en, ja, fr, oracle, broader, topic, note)`);
      const id = typeof raw.id === 'string' ? raw.id : '';
      if (!CONCEPT_ID.test(id)) return problem([...path, 'id'], `concept id "${String(raw.id)}" must be lower case words joined by dashes`);
      if (ids.has(id)) return problem([...path, 'id'], `duplicate concept id "${id}"`);
      const index = concepts.length;
      ids.set(id, index);
      concepts.push({ id, topic: raw.topic === true, broader: [], area: basename(file).replace(/\.ya?ml$/, '') });
      if (raw.broader !== undefined) {
        if (!Array.isArray(raw.broader)) problem([...path, 'broader'], '"broader" is a list of concept ids');
        else for (const b of raw.broader) pendingBroader.push({ concept: index, broader: String(b), file, at: at([...path, 'broader']) });
      }
      let forms = 0;
      for (const lang of [...LANGS, 'oracle'] as const) {
        const values = raw[lang];
        if (values === undefined) continue;
        if (!Array.isArray(values)) {
          problem([...path, lang], `"${lang}" is a list of forms`);
          continue;
        }
        values.forEach((value, j) => {
          const form = String(value);
          const compiled = compileForm(form);
          if (!compiled) return problem([...path, lang, j], `form "${form}" has no word to match`);
          if (lang === 'oracle' && 'key' in compiled) return problem([...path, lang, j], `oracle form "${form}": card text is matched in English`);
          const key = 'key' in compiled ? `ja:${compiled.key}` : `w:${compiled.words.join(' ')}`;
          const owner = seenForms.get(key);
          if (owner && owner !== id) return problem([...path, lang, j], `form "${form}" already means "${owner}"`);
          seenForms.set(key, id);
          forms++;
          if (owner) return;
          if (lang === 'oracle') oracle.push({ words: (compiled as { words: string[] }).words, concept: index });
          else if ('key' in compiled) ja.push({ key: compiled.key, concept: index });
          else latin.push({ words: compiled.words, concept: index });
        });
      }
      if (forms === 0) problem(path, `concept "${id}" has no form`);
    });
  }
  for (const p of pendingBroader) {
    const b = ids.get(p.broader);
    if (b === undefined) problems.push({ file: p.file, ...p.at, severity: 'error', message: `unknown broader concept "${p.broader}"` });
    else if (b !== p.concept) concepts[p.concept]!.broader.push(b);
  }
  const hash = contentHash([MATCHER_VERSION, concepts, latin, ja, oracle, [...narrative].sort()]);
  return { hash, concepts, latin, ja, oracle, narrative: [...narrative].sort() };
}

const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Stopwords a form keeps, because they change what it says ("without casting", "n'est pas bloquée") or because the
 * official phrase is built on one ("arrive sur le champ de bataille"). Every other stopword is skipped on both sides.
 */
export const SIGNIFICANT: ReadonlySet<string> = new Set(['not', 'cannot', 'no', 'without', 'never', 'pas', 'sans', 'jamais', 'aucun', 'aucune', 'arrive']);

function compileForm(form: string): { words: string[] } | { key: string } | undefined {
  if (HAS_CJK.test(form)) {
    const key = jaKey(foldTyped(form).replace(/\s+/g, '')).key;
    return key ? { key } : undefined;
  }
  const marked = tokenizeMarked(form, false);
  const words = marked.words.filter((w, i) => !marked.stop[i] || SIGNIFICANT.has(w)).map(wordClass);
  return words.length && words.some((w) => !SIGNIFICANT.has(w)) ? { words } : undefined;
}

/** The lexicon files' fingerprint (their names and bytes). */
function fingerprint(files: string[]): string {
  const digests = fileDigests(files, cacheDir());
  return contentHash(files.map((f, i) => [relative(REPO_ROOT, f), digests[i]]));
}

/** Reads and compiles the lexicon files under `dir`; problems (file:line:col) for kb lint. */
export function readLexicon(dir = LEXICON_DIR): { lexicon: CompiledLexicon; problems: KbProblem[] } {
  const require = createRequire(import.meta.url);
  const { parseDocument, LineCounter } = require('yaml') as typeof import('yaml');
  const problems: KbProblem[] = [];
  const files = yamlFiles(dir).map((path) => {
    const file = relative(REPO_ROOT, path);
    const lines = new LineCounter();
    const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    for (const err of doc.errors) {
      const pos = lines.linePos(err.pos[0]);
      problems.push({ file, line: pos.line, col: pos.col, severity: 'error', message: err.message.split('\n')[0]! });
    }
    const position = (path: (string | number)[]) => {
      let node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
      for (let i = path.length; !node?.range && i > 0; i--) node = doc.getIn(path.slice(0, i - 1), true) as typeof node;
      const pos = lines.linePos(node?.range?.[0] ?? 0);
      return { line: pos.line, col: pos.col };
    };
    return { file, data: doc.errors.length ? undefined : doc.toJS(), position };
  });
  return { lexicon: compileLexicon(files, problems), problems };
}

const loaded = new Map<string, CompiledLexicon>();

/**
 * The lexicon the search uses: from the JSON cache when the files have not changed, else read, compiled and cached.
 * A lexicon with errors still loads what is valid (kb lint, run before every landing, reports the errors).
 */
export function loadLexicon(dir = LEXICON_DIR): CompiledLexicon {
  const print = `${TOKENIZER_VERSION}-${MATCHER_VERSION}-${fingerprint(yamlFiles(dir))}`;
  const key = `${dir}:${print}`;
  const known = loaded.get(key);
  if (known) return known;
  const cacheFile = join(cacheDir(), `lexicon-${print}.json`);
  let lexicon: CompiledLexicon | undefined;
  try {
    lexicon = JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledLexicon;
  } catch {
    lexicon = readLexicon(dir).lexicon;
    writeCacheFile(cacheFile, JSON.stringify(lexicon));
  }
  loaded.set(key, lexicon);
  return lexicon;
}

/**
 * Entries' `concepts` tags checked against the lexicon: each id must be a concept (with a did-you-mean), and named
 * once. Problems are placed at the entry.
 */
export function conceptTagProblems(entries: Iterable<{ id: string; file: string; line: number; concepts?: string[] }>, lexicon: CompiledLexicon): KbProblem[] {
  const ids = lexicon.concepts.map((c) => c.id);
  const known = new Set(ids);
  const problems: KbProblem[] = [];
  for (const e of entries) {
    const seen = new Set<string>();
    for (const id of e.concepts ?? []) {
      const at = { file: e.file, line: e.line, col: 3, severity: 'error' as const, id: e.id };
      if (!known.has(id)) problems.push({ ...at, message: `concepts names "${id}", which is no concept of rulings/lexicon${suggest(id, ids)}` });
      else if (seen.has(id)) problems.push({ ...at, message: `concepts names "${id}" twice` });
      seen.add(id);
    }
  }
  return problems;
}
