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

// Scanner states: before "[", expecting an element or "]", inside an element, expecting "," or "]", after "]".
const START = 0, BEFORE = 1, INSIDE = 2, AFTER = 3, DONE = 4;

interface Position {
  offset: number;
  line: number;
  col: number;
}

/**
 * The byte scanner. It keeps its state in fields between chunks and in local variables while it runs over one
 * chunk: this loop runs once per byte of a file of hundreds of megabytes, so it allocates nothing per byte.
 */
class ArrayScanner<T> {
  private state = START;
  private offset = 0;
  private line = 1;
  /**
   * Columns are counted lazily (only element starts and errors need one): the column at an absolute offset on
   * the current line, moved forward as positions are asked for, and to the end of each chunk.
   */
  private colBase = { abs: 0, col: 1 };
  private depth = 0;
  private inString = false;
  private escaped = false;
  private scalar = false;
  private sawComma = false;
  private index = 0;
  private start: Position = { offset: 0, line: 1, col: 1 };
  private parts: Uint8Array[] = [];
  private held = 0;

  private fail(problem: JsonStreamProblem, detail: string, at: Position, element?: number, found?: string): never {
    throw new JsonStreamError(problem, at.offset, at.line, Math.max(1, at.col), element, detail, found, this.state === INSIDE ? this.start.line : undefined);
  }

  /** Characters (not UTF-8 continuation bytes) in chunk[from, to). */
  private static chars(chunk: Uint8Array, from: number, to: number): number {
    let count = 0;
    for (let j = from; j < to; j++) if ((chunk[j]! & 0xc0) !== 0x80) count++;
    return count;
  }

  /** The 1-based column of chunk[i] (on the current line). */
  private colAt(chunk: Uint8Array, i: number): number {
    const from = Math.max(this.colBase.abs - this.offset, 0);
    const col = this.colBase.col + ArrayScanner.chars(chunk, from, i);
    this.colBase = { abs: this.offset + i, col };
    return col;
  }

  private stop(state: number, i: number, line: number, chunk: Uint8Array, problem: JsonStreamProblem, detail: string, element?: number, found?: string): never {
    this.state = state;
    this.line = line;
    this.fail(problem, detail, { offset: this.offset + i, line, col: this.colAt(chunk, i) }, element, found);
  }

  private finish(last: Uint8Array): ArrayElement<T> {
    this.parts.push(last);
    const bytes = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    this.parts = [];
    this.held = 0;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    let value: T;
    try {
      value = JSON.parse(text) as T;
    } catch (error) {
      const message = (error as Error).message;
      const pos = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
      this.fail('syntax', `invalid JSON in an element: ${message.replace(/ in JSON at position \d+.*$/s, '')}`, positionIn(text, pos, this.start), this.index);
    }
    return { value: value!, index: this.index++, ...this.start };
  }

  /** Scans one chunk; complete elements are pushed to `out`. */
  feed(chunk: Uint8Array, out: ArrayElement<T>[]): void {
    let { state, line, depth, inString, escaped, scalar } = this;
    let partStart = 0;
    const n = chunk.length;
    // No closure may capture the loop's variables (that would move them off the fast path): errors go through
    // this.stop(), which gets the position as arguments.
    {
      for (let i = 0; i < n; i++) {
        const b = chunk[i]!;
        if (state === INSIDE) {
          if (inString) {
            // Most of a card is text: jump to the next quote (memchr) and look back for escaping backslashes.
            // A raw line break inside a string is not counted as a line; JSON.parse rejects it with its position.
            if (escaped) {
              escaped = false;
              continue;
            }
            const q = chunk.indexOf(QUOTE, i);
            const stopAt = q < 0 ? n : q;
            let k = 0;
            for (let j = stopAt - 1; j >= i && chunk[j] === BACKSLASH; j--) k++;
            if (q < 0) {
              escaped = (k & 1) === 1;
              i = n - 1;
              continue;
            }
            i = q;
            if ((k & 1) === 1) continue;
            inString = false;
            if (depth === 0) {
              out.push(this.finish(chunk.subarray(partStart, i + 1)));
              state = AFTER;
            }
            continue;
          } else if (scalar) {
            // a number, true, false or null ends at a delimiter, which is then read again as such
            if (b === COMMA || b === CLOSE_SQ || isBlank(b)) {
              out.push(this.finish(chunk.subarray(partStart, i)));
              state = AFTER;
              scalar = false;
              i--;
              continue;
            }
          } else if (b === QUOTE) inString = true;
          else if (b === OPEN_CU || b === OPEN_SQ) depth++;
          else if (b === CLOSE_CU || b === CLOSE_SQ) {
            depth--;
            if (depth === 0) {
              out.push(this.finish(chunk.subarray(partStart, i + 1)));
              state = AFTER;
            }
          }
        } else if (isBlank(b)) {
          // between elements
        } else if (state === START && this.offset + i < 3 && (b === 0xef || b === 0xbb || b === 0xbf)) {
          // a UTF-8 byte-order mark
        } else if (state === START) {
          if (b !== OPEN_SQ) this.stop(state, i, line, chunk, 'not-array', `expected a JSON array ("[") but found ${describeByte(chunk, i)}`, undefined, describeByte(chunk, i));
          state = BEFORE;
          this.sawComma = false;
        } else if (state === BEFORE) {
          if (b === CLOSE_SQ) {
            if (this.sawComma) this.stop(state, i, line, chunk, 'syntax', 'a "," before "]" with no element after it', this.index);
            state = DONE;
          } else if (b === COMMA) this.stop(state, i, line, chunk, 'syntax', 'an element is missing before ","', this.index);
          else {
            state = INSIDE;
            this.start = { offset: this.offset + i, line, col: this.colAt(chunk, i) };
            partStart = i;
            this.parts = [];
            if (b === QUOTE) inString = true;
            else if (b === OPEN_CU || b === OPEN_SQ) depth = 1;
            else scalar = true;
          }
        } else if (state === AFTER) {
          if (b === COMMA) {
            state = BEFORE;
            this.sawComma = true;
          } else if (b === CLOSE_SQ) state = DONE;
          else this.stop(state, i, line, chunk, 'syntax', `expected "," or "]" after an element but found ${describeByte(chunk, i)}`, this.index, describeByte(chunk, i));
        } else this.stop(state, i, line, chunk, 'trailing', `unexpected ${describeByte(chunk, i)} after the end of the array`, undefined, describeByte(chunk, i));
        if (b === LF) {
          line++;
          this.colBase = { abs: this.offset + i + 1, col: 1 };
        }
      }
    }
    this.state = state;
    this.line = line;
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    this.scalar = scalar;
    if (this.colBase.abs < this.offset + n) this.colAt(chunk, n);
    if (state === INSIDE) {
      this.parts.push(chunk.subarray(partStart));
      this.held += n - partStart;
      if (this.held > MAX_ELEMENT_BYTES) this.fail('syntax', `element ${this.index + 1} is larger than ${MAX_ELEMENT_BYTES >> 20} MB: not a list of cards`, this.start, this.index);
    }
    this.offset += n;
  }

  /** The end of the input: a scalar still open ends here; anything else unfinished is a truncated file. */
  end(out: ArrayElement<T>[]): void {
    if (this.state === INSIDE && this.scalar) {
      out.push(this.finish(new Uint8Array(0)));
      this.state = AFTER;
      this.scalar = false;
    }
    const at = { offset: this.offset, line: this.line, col: this.colBase.col };
    if (this.state === START) this.fail('empty', 'the file is empty', at);
    if (this.state !== DONE) {
      const inside = this.state === INSIDE;
      const within = inside ? `inside element ${this.index + 1}, which starts at line ${this.start.line}, column ${this.start.col}` : `after element ${this.index}`;
      this.fail('truncated', `the file ends ${within} before the array is closed — an incomplete download?`, at, inside ? this.index : undefined);
    }
  }
}

/**
 * The elements of a JSON array read from `chunks`, one at a time. Throws JsonStreamError on the first problem;
 * elements already yielded stay valid, so a caller that must not act on a partial file collects first.
 */
export function* readJsonArray<T = unknown>(chunks: Iterable<Uint8Array>): Generator<ArrayElement<T>> {
  const scanner = new ArrayScanner<T>();
  const ready: ArrayElement<T>[] = [];
  for (const chunk of chunks) {
    scanner.feed(chunk, ready);
    for (const e of ready) yield e;
    ready.length = 0;
  }
  scanner.end(ready);
  for (const e of ready) yield e;
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
