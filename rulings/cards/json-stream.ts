/**
 * A streaming reader for a file that is one JSON array of values (Scryfall's bulk data files, up to gigabytes).
 *
 * It scans bytes for the boundaries of each top-level element (strings and escapes tracked, so brackets inside
 * text do not count) and hands each element alone to JSON.parse. At any moment it holds one read chunk and the
 * bytes of the element being read, never the file: a 2 GB "All Cards" file costs about one card of memory.
 * Bytes ≥ 0x80 never carry JSON structure, so scanning UTF-8 as bytes is safe.
 *
 * Every failure is a JsonStreamError with the byte offset, line and column (counted in characters) where it
 * happened and a reason code, so a truncated download or a wrong file is reported precisely.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export type JsonStreamProblem =
  /** The first non-blank character is not "[". */
  | 'not-array'
  /** The file is empty or blank. */
  | 'empty'
  /** The file ends before the array is closed (a truncated download). */
  | 'truncated'
  /** Something other than "," or "]" after an element, or an element that JSON.parse refuses. */
  | 'syntax'
  /** Text after the closing "]". */
  | 'trailing';

export class JsonStreamError extends Error {
  constructor(
    readonly problem: JsonStreamProblem,
    readonly offset: number,
    readonly line: number,
    readonly col: number,
    /** Index of the element being read (0-based), when inside one. */
    readonly element: number | undefined,
    readonly detail: string,
    /** What was found instead (a quoted character), for not-array / syntax / trailing. */
    readonly found?: string,
    /** Where the unfinished element started (truncated). */
    readonly startLine?: number,
  ) {
    super(`${detail} (line ${line}, column ${col}${element === undefined ? '' : `, element ${element + 1}`})`);
    this.name = 'JsonStreamError';
  }
}

export interface ArrayElement<T = unknown> {
  value: T;
  /** 0-based position in the array. */
  index: number;
  /** Where the element starts: byte offset, 1-based line and column. */
  offset: number;
  line: number;
  col: number;
}

const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d;
const QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c;
const OPEN_SQ = 0x5b, CLOSE_SQ = 0x5d, OPEN_CU = 0x7b, CLOSE_CU = 0x7d;

/** One card is a few kilobytes; an "element" this big means the file is not what it claims to be. */
const MAX_ELEMENT_BYTES = 64 << 20;

const isBlank = (b: number): boolean => b === SPACE || b === LF || b === CR || b === TAB;

/** Chunks of a file, read with one reusable-size buffer at a time (each chunk is a fresh copy the reader may keep). */
export function* fileChunks(path: string, chunkSize = 1 << 20): Generator<Uint8Array> {
  const fd = openSync(path, 'r');
  try {
    for (;;) {
      const buf = Buffer.allocUnsafe(chunkSize);
      const n = readSync(fd, buf, 0, chunkSize, null);
      if (n === 0) return;
      yield n === chunkSize ? buf : buf.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The elements of a JSON array read from `chunks`, one at a time. Throws JsonStreamError on the first problem;
 * elements already yielded stay valid, so a caller that must not act on a partial file collects first.
 */
export function* readJsonArray<T = unknown>(chunks: Iterable<Uint8Array>): Generator<ArrayElement<T>> {
  // state: 'start' before "[", 'before' expecting an element or "]", 'inside' in an element, 'after' expecting
  // "," or "]", 'done' after "]".
  let state: 'start' | 'before' | 'inside' | 'after' | 'done' = 'start';
  let offset = 0;
  let line = 1;
  let col = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let index = 0;
  let sawComma = false;
  let start = { offset: 0, line: 1, col: 1 };
  let parts: Uint8Array[] = [];
  let partStart = 0;
  let scalar = false;
  /** Bytes of the current element held from earlier chunks. */
  let held = 0;

  const fail = (problem: JsonStreamProblem, detail: string, at = { offset, line, col }, element?: number, found?: string): never => {
    throw new JsonStreamError(problem, at.offset, at.line, Math.max(1, at.col), element, detail, found, state === 'inside' ? start.line : undefined);
  };

  const finish = (chunk: Uint8Array, end: number): ArrayElement<T> => {
    parts.push(chunk.subarray(partStart, end));
    const bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    parts = [];
    held = 0;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    let value: T;
    try {
      value = JSON.parse(text) as T;
    } catch (error) {
      const message = (error as Error).message;
      const pos = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
      fail('syntax', `invalid JSON in an element: ${message.replace(/ in JSON at position \d+.*$/s, '')}`, positionIn(text, pos, start), index);
    }
    return { value: value!, index: index++, ...start };
  };

  for (const chunk of chunks) {
    partStart = 0;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      // position of this byte (column in characters: UTF-8 continuation bytes do not advance it)
      if ((b & 0xc0) !== 0x80) col++;
      const here = (): { offset: number; line: number; col: number } => ({ offset: offset + i, line, col });
      if (state === 'inside') {
        if (inString) {
          if (escaped) escaped = false;
          else if (b === BACKSLASH) escaped = true;
          else if (b === QUOTE) {
            inString = false;
            if (depth === 0) {
              yield finish(chunk, i + 1);
              state = 'after';
            }
          } else if (b === LF) fail('syntax', 'line break inside a string', here(), index);
        } else if (scalar) {
          // a number, true, false or null ends at a delimiter
          if (b === COMMA || b === CLOSE_SQ || isBlank(b)) {
            yield finish(chunk, i);
            state = 'after';
            scalar = false;
            i--;
            if ((b & 0xc0) !== 0x80) col--;
            continue;
          }
        } else if (b === QUOTE) inString = true;
        else if (b === OPEN_CU || b === OPEN_SQ) depth++;
        else if (b === CLOSE_CU || b === CLOSE_SQ) {
          depth--;
          if (depth === 0) {
            yield finish(chunk, i + 1);
            state = 'after';
          }
        }
      } else if (isBlank(b)) {
        // nothing
      } else if (state === 'start' && offset + i < 3 && (b === 0xef || b === 0xbb || b === 0xbf)) {
        // a UTF-8 byte-order mark
      } else if (state === 'start') {
        if (b !== OPEN_SQ) fail('not-array', `expected a JSON array ("[") but found ${describeByte(chunk, i)}`, here(), undefined, describeByte(chunk, i));
        state = 'before';
        sawComma = false;
      } else if (state === 'before') {
        if (b === CLOSE_SQ) {
          if (sawComma) fail('syntax', 'a "," before "]" with no element after it', here(), index);
          state = 'done';
        } else if (b === COMMA) fail('syntax', 'an element is missing before ","', here(), index);
        else {
          state = 'inside';
          start = here();
          partStart = i;
          parts = [];
          if (b === QUOTE) inString = true;
          else if (b === OPEN_CU || b === OPEN_SQ) depth = 1;
          else scalar = true;
        }
      } else if (state === 'after') {
        if (b === COMMA) {
          state = 'before';
          sawComma = true;
        } else if (b === CLOSE_SQ) state = 'done';
        else fail('syntax', `expected "," or "]" after an element but found ${describeByte(chunk, i)}`, here(), index, describeByte(chunk, i));
      } else {
        fail('trailing', `unexpected ${describeByte(chunk, i)} after the end of the array`, here(), undefined, describeByte(chunk, i));
      }
      if (b === LF) {
        line++;
        col = 0;
      }
    }
    if (state === 'inside') {
      parts.push(chunk.subarray(partStart));
      held += chunk.length - partStart;
      if (held > MAX_ELEMENT_BYTES) fail('syntax', `element ${index + 1} is larger than ${MAX_ELEMENT_BYTES >> 20} MB: not a list of cards`, start, index);
    }
    offset += chunk.length;
  }
  if (state === 'inside' && scalar) {
    yield finish(new Uint8Array(0), 0);
    state = 'after';
  }
  if (state === 'start') fail('empty', 'the file is empty');
  if ((state as string) !== 'done') {
    const within = state === 'inside' ? `inside element ${index + 1}, which starts at line ${start.line}, column ${start.col}` : `after element ${index}`;
    fail('truncated', `the file ends ${within} before the array is closed — an incomplete download?`, { offset, line, col: col + 1 }, state === 'inside' ? index : undefined);
  }
}

/** Line and column in the file of character `pos` of an element's text that starts at `start`. */
function positionIn(text: string, pos: number, start: { offset: number; line: number; col: number }): { offset: number; line: number; col: number } {
  let line = start.line;
  let col = start.col;
  const upto = Math.min(pos, text.length);
  for (let i = 0; i < upto; i++) {
    if (text.charCodeAt(i) === LF) {
      line++;
      col = 1;
    } else if ((text.charCodeAt(i) & 0xfc00) !== 0xdc00) col++;
  }
  return { offset: start.offset + Buffer.byteLength(text.slice(0, upto)), line, col };
}

function describeByte(chunk: Uint8Array, i: number): string {
  const b = chunk[i]!;
  if (b < 0x20 || b > 0x7e) {
    // a UTF-8 character: decode what is in this chunk
    const text = Buffer.from(chunk.buffer, chunk.byteOffset + i, Math.min(4, chunk.length - i)).toString('utf8');
    const ch = [...text][0] ?? '';
    return ch && ch !== '\ufffd' ? `"${ch}"` : `byte 0x${b.toString(16).padStart(2, '0')}`;
  }
  return `"${String.fromCharCode(b)}"`;
}
