import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonStreamError, readJsonArray } from '../../rulings/cards/json-stream.ts';

const enc = new TextEncoder();

/** The text cut into chunks at the given byte positions (so elements, strings and UTF-8 characters straddle them). */
function chunks(text: string, cuts: number[] = []): Uint8Array[] {
  const bytes = enc.encode(text);
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const c of [...at, bytes.length]) {
    if (c > from) out.push(bytes.subarray(from, c));
    from = Math.max(from, c);
  }
  return out;
}

function read(text: string, cuts: number[] = []) {
  return [...readJsonArray(chunks(text, cuts))];
}

function failure(text: string, cuts: number[] = []): JsonStreamError {
  try {
    read(text, cuts);
  } catch (error) {
    if (error instanceof JsonStreamError) return error;
    throw error;
  }
  throw new Error('expected a JsonStreamError');
}

describe('streaming JSON array reader', () => {
  it('yields each element with its position', () => {
    const text = '[\n{"name":"Craw Wurm","text":"a ] and a } in a string \\" still"},\n{"name":"灰色熊"},\n[1,2], 3, "x", null, true\n]\n';
    const got = read(text);
    expect(got.map((e) => e.value)).toEqual([{ name: 'Craw Wurm', text: 'a ] and a } in a string " still' }, { name: '灰色熊' }, [1, 2], 3, 'x', null, true]);
    expect(got.map((e) => [e.index, e.line, e.col])).toEqual([[0, 2, 1], [1, 3, 1], [2, 4, 1], [3, 4, 8], [4, 4, 11], [5, 4, 16], [6, 4, 22]]);
  });

  it('gives the same elements however the bytes are chunked (property)', () => {
    const value = fc.array(fc.jsonValue(), { maxLength: 8 });
    fc.assert(
      fc.property(value, fc.array(fc.nat(2000), { maxLength: 12 }), fc.boolean(), (list, cuts, pretty) => {
        const text = JSON.stringify(list, null, pretty ? 1 : 0);
        expect(read(text, cuts).map((e) => e.value)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('handles escaped quotes and backslashes cut at every byte', () => {
    const text = JSON.stringify(['a\\', 'b"c', { 'k\\"': '\\\\"' }, '灰色熊"', '\\\\'], null, 1);
    const want = JSON.parse(text);
    for (let cut = 0; cut <= text.length + 8; cut++) {
      for (const cuts of [[cut], [cut, cut + 1], [cut, cut + 2, cut + 3]]) expect(read(text, cuts).map((e) => e.value)).toEqual(want);
    }
  });

  it('keeps columns right on one long line (a minified file)', () => {
    const list = Array.from({ length: 50 }, (_, i) => ({ name: `カード${i}`, text: 'x'.repeat(i) }));
    const text = JSON.stringify(list);
    const got = read(text, [7, 500, 1000, 1500]);
    let col = 2;
    for (const [i, e] of got.entries()) {
      expect([e.line, e.col]).toEqual([1, col]);
      col += [...JSON.stringify(list[i])].length + 1;
    }
  });

  it('accepts an empty array, a byte-order mark and blank lines around', () => {
    expect(read('\ufeff \n[ ]\n\n')).toEqual([]);
  });

  it('reports a truncated file with where the unfinished element starts', () => {
    const e = failure('[\n{"name":"a"},\n{"name":"Craw W', [5, 17]);
    expect(e.problem).toBe('truncated');
    expect([e.line, e.element, e.startLine]).toEqual([3, 1, 3]);
    expect(failure('[{"a":1},').problem).toBe('truncated');
    expect(failure('[{"a":1}').problem).toBe('truncated');
  });

  it('reports a file that is not an array, with what it found', () => {
    const e = failure('{"object":"list"}');
    expect([e.problem, e.line, e.col, e.found]).toEqual(['not-array', 1, 1, '"{"']);
    expect(failure('   ').problem).toBe('empty');
    expect(failure('\n\n  Magic: The Gathering').found).toBe('"M"');
  });

  it('reports bad JSON inside an element at its line and column in the file', () => {
    const e = failure('[\n{"a":1},\n{"b": tru}\n]');
    expect(e.problem).toBe('syntax');
    expect(e.line).toBe(3);
    expect(e.element).toBe(1);
    const missing = failure('[{"a":1} {"b":2}]');
    expect([missing.problem, missing.col, missing.found]).toEqual(['syntax', 10, '"{"']);
    expect(failure('[1,,2]').problem).toBe('syntax');
    expect(failure('[1,2,]').problem).toBe('syntax');
  });

  it('reports text after the closing bracket', () => {
    const e = failure('[1]\n]');
    expect([e.problem, e.line, e.col]).toEqual(['trailing', 2, 1]);
  });

  it('counts columns in characters, not bytes', () => {
    const e = failure('["灰色熊" x]');
    expect(e.col).toBe(8);
  });
});
