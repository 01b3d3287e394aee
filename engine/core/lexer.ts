/**
 * Shared lexer of the scenario notation: statements (split on `;` and newlines) made of whitespace-separated
 * tokens, each with its line and column. Full-width ASCII (what a Japanese IME types: `；：＝＞，６／４`) is read as
 * ASCII without moving any column, so errors point at the character the user typed.
 */
import type { Span } from './types.ts';

export interface Token extends Span {
  text: string;
}

export interface Statement {
  line: number;
  col: number;
  /** The statement's text (normalized, without the separator). */
  text: string;
  tokens: Token[];
}

/** Characters that separate statements on a line. */
export const STATEMENT_SEPARATOR = ';';

/**
 * Maps full-width ASCII (U+FF01–FF5E) to ASCII, the ideographic space to a space and `、` to a comma. One UTF-16
 * unit in, one out: positions in the normalized text are positions in the original.
 */
export function normalizeWidth(text: string): string {
  // most texts have no full-width character: then nothing is rebuilt (one string per character otherwise)
  let wide = false;
  for (let i = 0; i < text.length && !wide; i++) wide = text.charCodeAt(i) >= 0x3000;
  if (!wide) return normalizeArrows(text);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e) out += String.fromCharCode(c - 0xfee0);
    else if (c === 0x3000) out += ' ';
    else if (c === 0x3001) out += ',';
    else out += text[i];
  }
  return normalizeArrows(out);
}

/**
 * Arrows people type for "attacks / blocks": `→` is `>`, and `->` is read as ` >` (same length, so columns stay
 * exact; a space before `>` is allowed everywhere `>` is).
 */
export function normalizeArrows(text: string): string {
  if (!text.includes('→') && !text.includes('->')) return text;
  return text.replace(/→/g, '>').replace(/->/g, ' >');
}

const SPACE = /\s/;

/** Splits text into statements and tokens. Never throws. */
export function lex(source: string): Statement[] {
  const text = normalizeWidth(source);
  const statements: Statement[] = [];
  const lines = text.split('\n');
  lines.forEach((lineText, index) => {
    const line = index + 1;
    let start = 0;
    for (let i = 0; i <= lineText.length; i++) {
      if (i === lineText.length || lineText[i] === STATEMENT_SEPARATOR) {
        const tokens = tokenize(lineText.slice(start, i), line, start + 1);
        if (tokens.length > 0) {
          const first = tokens[0]!;
          const last = tokens[tokens.length - 1]!;
          statements.push({
            line,
            col: first.col,
            text: lineText.slice(first.col - 1, last.col - 1 + last.length),
            tokens,
          });
        }
        start = i + 1;
      }
    }
  });
  return statements;
}

/** Whitespace-separated tokens of `text`, which starts at column `col` of `line`. */
export function tokenize(text: string, line: number, col: number): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && SPACE.test(text[i]!)) i++;
    const start = i;
    while (i < text.length && !SPACE.test(text[i]!)) i++;
    if (i > start) tokens.push({ text: text.slice(start, i), line, col: col + start, length: i - start });
  }
  return tokens;
}

/** A sub-token of `token` from offset `from` (inclusive) to `to` (exclusive). */
export function sub(token: Token, from: number, to = token.text.length): Token {
  const a = Math.max(0, Math.min(from, token.text.length));
  const b = Math.max(a, Math.min(to, token.text.length));
  return { text: token.text.slice(a, b), line: token.line, col: token.col + a, length: Math.max(1, b - a) };
}

/**
 * Splits tokens further around punctuation characters (each kept as its own one-character token), e.g.
 * `x,y>w` → `x` `,` `y` `>` `w`. Columns stay exact.
 */
export function splitPunctuation(tokens: Token[], punctuation: string): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    let start = 0;
    for (let i = 0; i < token.text.length; i++) {
      if (punctuation.includes(token.text[i]!)) {
        if (i > start) out.push(sub(token, start, i));
        out.push(sub(token, i, i + 1));
        start = i + 1;
      }
    }
    if (start < token.text.length) out.push(sub(token, start));
  }
  return out;
}

/** A span covering tokens `a` … `b` (same line). */
export function spanOf(a: Span, b: Span = a): Span {
  if (a.line !== b.line) return { line: a.line, col: a.col, length: a.length };
  return { line: a.line, col: a.col, length: Math.max(1, b.col + b.length - a.col) };
}

/**
 * Folds a word for comparison: NFKC, lower case, Latin accents removed (piétinement = pietinement), spaces and
 * underscores as hyphens (first strike = first-strike = first_strike). Japanese voiced marks are kept.
 */
export function fold(word: string): string {
  let folded = FOLDED.get(word);
  if (folded !== undefined) return folded;
  folded = foldOnce(word);
  // the notation's words repeat from scenario to scenario: a bounded memo spares four normalizations per token
  if (FOLDED.size >= FOLD_MEMO) FOLDED.clear();
  if (word.length <= 64) FOLDED.set(word, folded);
  return folded;
}

const FOLD_MEMO = 4096;
const FOLDED = new Map<string, string>();

function foldOnce(word: string): string {
  return word
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}
