/**
 * The search index: an inverted index with precomputed impacts, built for this search's query pattern.
 *
 * Why not minisearch here (measured, see README "Search"): minisearch scores every field of every posting at
 * query time and builds a result object per candidate; even its bare exact AND search over pre-tokenized words
 * runs at a fifth of FlexSearch's throughput on the 10 000-entry synthetic base. Here each (term, document) pair
 * is one posting whose BM25F impact (field boosts and length normalisation folded in) and field mask are
 * computed once at build time, so a query is a few tight loops over typed arrays.
 *
 * Layout: the postings of term t are positions offsets[t] .. offsets[t+1] of the flat arrays docs / impacts /
 * masks. The whole index serialises to JSON (typed arrays as base64) for the start-up cache.
 */
import { GAMES, type Game } from './games.ts';

export const FIELDS = ['title', 'cards', 'questions', 'keywords', 'body'] as const;
export type Field = (typeof FIELDS)[number];
/** Bit of each field in a posting's mask. */
export const FIELD_BIT: Record<Field, number> = { title: 1, cards: 2, questions: 4, keywords: 8, body: 16 };
const BOOST: Record<Field, number> = { title: 3, cards: 4, questions: 2, keywords: 2.5, body: 1 };
/** Length normalisation per field: long answers should not win on length, short titles barely vary. */
const B: Record<Field, number> = { title: 0.3, cards: 0, questions: 0.5, keywords: 0.3, body: 0.75 };
const K1 = 1.2;

/** The statistics an index's scores were calibrated at: its document count and each field's total length (FIELDS order). */
export interface Calibration {
  docs: number;
  lengths: readonly number[];
}

/**
 * The statistics the search's thresholds were calibrated at (issue #24; main 7dd1ab4b, 2026-11-29): the root index
 * (Magic, Gate Ruler, Riftbound's FAQ entries), Riftbound's part, the policy part. Every term weight and idf is
 * log(1 + n / df) and every BM25 impact divides by the average field length: each new entry, even one sharing no
 * word with a question, moved every coverage and lead a little, and the study-tuned bars (coverage, margins between
 * games) sit close to many questions. Measured on the study split (real / Riftbound right, wrong) with n shifted in
 * every index: +1 → real 380/28 (a question 0.00002 over DOUBT_MARGIN); +3 → 381/29; +8 → 380/30, Riftbound 300/12;
 * +42 → 381/32, Riftbound 293/14; −2 → 380, Riftbound 299. A re-calibration (the thresholds measured again) updates these.
 */
export const STAT_CALIBRATION: Readonly<Record<'rules' | 'rb' | 'policy', Calibration>> & Readonly<Partial<Record<string, Calibration>>> = {
  rules: { docs: 566, lengths: [10780, 1926, 30276, 22611, 94064] },
  rb: { docs: 108, lengths: [2394, 120, 5991, 5238, 21680] },
  policy: { docs: 83, lengths: [2332, 0, 4254, 4708, 18597] },
};
/** How far (in doublings) an index's size may drift from its calibration size before its statistics follow it. */
export const STAT_BAND = 1 / 8;

/**
 * The document count an index's statistics use: its calibration size while the real count `n` is within STAT_BAND
 * of it (about 9% either way: some 50 root entries), the real count otherwise (and for an index without one). An
 * entry sharing no word with a question then leaves its reply as it was; only entries using its words move it.
 */
export function statisticsSize(n: number, calibrated?: number): number {
  return calibrated !== undefined && Math.abs(Math.log2(Math.max(1, n) / calibrated)) <= STAT_BAND ? calibrated : n;
}
/** Games by their position in GAMES (a document's game is stored as that number, a term's games as bits). */
export const GAME_CODES: readonly Game[] = GAMES;
const GAME_BIT = Object.fromEntries(GAMES.map((g, i) => [g, 1 << i])) as Record<Game, number>;

export interface IndexInput {
  id: string;
  game: Game;
  /** Tokens per field, already normalised. */
  fields: Record<Field, string[]>;
  /** How many distinct words the title counts for (default: its distinct tokens). */
  titleSize?: number;
}

export class InvertedIndex {
  readonly termIds = new Map<string, number>();
  private sortedTerms?: string[];
  private fuzzyBuckets?: Map<string, string[]>;

  private constructor(
    readonly docIds: string[],
    /** Index of each document's game in GAME_CODES. */
    readonly docGames: Uint8Array,
    readonly terms: string[],
    readonly offsets: Uint32Array,
    readonly docs: Uint32Array,
    readonly impacts: Float32Array,
    readonly masks: Uint8Array,
    /** Per term: which games' documents contain it (GAME_BIT). */
    readonly termGames: Uint8Array,
    /** Per document: distinct words of its title (all languages together). */
    readonly titleSizes: Uint16Array,
  ) {
    terms.forEach((t, i) => this.termIds.set(t, i));
  }

  get size(): number {
    return this.docIds.length;
  }

  df(term: string): number {
    const t = this.termIds.get(term);
    return t === undefined ? 0 : this.offsets[t + 1]! - this.offsets[t]!;
  }

  /** How many of the three games use this term. */
  gameCount(term: string): number {
    const t = this.termIds.get(term);
    if (t === undefined) return 0;
    const m = this.termGames[t]!;
    return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1);
  }

  /** How many of `game`'s documents use this term. */
  dfIn(term: string, game: Game): number {
    const t = this.termIds.get(term);
    if (t === undefined || (this.termGames[t]! & GAME_BIT[game]) === 0) return 0;
    const code = GAME_CODES.indexOf(game);
    let count = 0;
    for (let p = this.offsets[t]!; p < this.offsets[t + 1]!; p++) if (this.docGames[this.docs[p]!] === code) count++;
    return count;
  }

  /** Whether document `d` holds this term (a word, or a concept read from its text) in any field. */
  holds(term: string, d: number): boolean {
    const t = this.termIds.get(term);
    if (t === undefined) return false;
    for (let p = this.offsets[t]!; p < this.offsets[t + 1]!; p++) if (this.docs[p] === d) return true;
    return false;
  }

  /** Whether `game`'s documents use this term. */
  usedIn(term: string, game: Game): boolean {
    const t = this.termIds.get(term);
    return t !== undefined && (this.termGames[t]! & GAME_BIT[game]) !== 0;
  }

  /** Known terms that start with `prefix` (not the prefix itself), at most `max`, shortest first. */
  withPrefix(prefix: string, max: number): string[] {
    this.sortedTerms ??= [...this.terms].sort();
    const sorted = this.sortedTerms;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) {
      if (sorted[i] !== prefix) out.push(sorted[i]!);
      if (out.length >= max * 4) break;
    }
    return out.sort((a, b) => a.length - b.length).slice(0, max);
  }

  /**
   * Known terms within `maxEdits` typos (a swap of two neighbours counts as one) of `word`, the fewest typos
   * first: terms one typo away, at any length, before terms two away ("lifelnk" is "lifelink" with a letter
   * missing, not "lifelin" with two changed). Typos rarely touch the first character, so only terms sharing it
   * are compared: same length first (a substitution or a swap, checked in one linear scan), other lengths (a
   * letter missing or doubled) only when that finds nothing.
   */
  near(word: string, maxEdits: number): string[] {
    for (let edits = 1; edits < maxEdits; edits++) {
      const closer = this.within(word, edits);
      if (closer.length > 0) return closer;
    }
    return this.within(word, maxEdits);
  }

  private within(word: string, maxEdits: number): string[] {
    this.fuzzyBuckets ??= this.buildBuckets();
    const first = word[0];
    const out: string[] = [];
    for (const candidate of this.fuzzyBuckets.get(`${first}${word.length}`) ?? []) {
      if (candidate !== word && sameLengthWithin(word, candidate, maxEdits)) out.push(candidate);
    }
    if (out.length > 0) return out;
    for (let len = word.length - maxEdits; len <= word.length + maxEdits; len++) {
      if (len === word.length) continue;
      for (const candidate of this.fuzzyBuckets.get(`${first}${len}`) ?? []) {
        if (withinEdits(word, candidate, maxEdits)) out.push(candidate);
      }
    }
    return out;
  }

  private buildBuckets(): Map<string, string[]> {
    const buckets = new Map<string, string[]>();
    for (const term of this.terms) {
      if (term.length < 4) continue;
      const key = `${term[0]}${term.length}`;
      const list = buckets.get(key);
      if (list) list.push(term);
      else buckets.set(key, [term]);
    }
    return buckets;
  }

  /** Builds the index; with a calibration (STAT_CALIBRATION) its average field lengths while the size is near it. */
  static build(inputs: IndexInput[], calibration?: Calibration): InvertedIndex {
    const n = inputs.length;
    // Pass 1: term frequencies per field, packed 6 bits per field, and field lengths for the averages.
    const termIds = new Map<string, number>();
    const terms: string[] = [];
    const postingDocs: number[][] = [];
    const postingTf: number[][] = [];
    const termGames: number[] = [];
    const lengths = FIELDS.map(() => new Uint32Array(n));
    const totals = FIELDS.map(() => 0);
    const docGames = new Uint8Array(n);
    const titleSizes = new Uint16Array(n);
    inputs.forEach((input, d) => {
      docGames[d] = GAME_CODES.indexOf(input.game);
      titleSizes[d] = Math.min(65535, input.titleSize ?? new Set(input.fields.title).size);
      const packed = new Map<string, number>();
      FIELDS.forEach((f, fi) => {
        const tokens = input.fields[f];
        lengths[fi]![d] = tokens.length;
        totals[fi]! += tokens.length;
        for (const term of tokens) {
          const current = packed.get(term) ?? 0;
          const tf = (current >> (fi * 6)) & 63;
          if (tf < 63) packed.set(term, current + (1 << (fi * 6)));
        }
      });
      for (const [term, tf] of packed) {
        let t = termIds.get(term);
        if (t === undefined) {
          t = terms.length;
          termIds.set(term, t);
          terms.push(term);
          postingDocs.push([]);
          postingTf.push([]);
          termGames.push(0);
        }
        postingDocs[t]!.push(d);
        postingTf[t]!.push(tf);
        termGames[t]! |= GAME_BIT[input.game];
      }
    });
    // Pass 2: BM25F impacts into flat typed arrays.
    const held = calibration !== undefined && statisticsSize(n, calibration.docs) === calibration.docs;
    const avg = held ? calibration.lengths.map((total) => Math.max(1, total / calibration.docs)) : totals.map((total) => Math.max(1, total / Math.max(1, n)));
    const offsets = new Uint32Array(terms.length + 1);
    for (let t = 0; t < terms.length; t++) offsets[t + 1] = offsets[t]! + postingDocs[t]!.length;
    const total = offsets[terms.length]!;
    const docs = new Uint32Array(total);
    const impacts = new Float32Array(total);
    const masks = new Uint8Array(total);
    for (let t = 0; t < terms.length; t++) {
      const ds = postingDocs[t]!;
      const tfs = postingTf[t]!;
      let at = offsets[t]!;
      for (let i = 0; i < ds.length; i++, at++) {
        const d = ds[i]!;
        let weighted = 0;
        let mask = 0;
        FIELDS.forEach((f, fi) => {
          const tf = (tfs[i]! >> (fi * 6)) & 63;
          if (tf === 0) return;
          mask |= FIELD_BIT[f];
          weighted += (BOOST[f] * tf) / (1 - B[f] + (B[f] * lengths[fi]![d]!) / avg[fi]!);
        });
        docs[at] = d;
        impacts[at] = (weighted * (K1 + 1)) / (weighted + K1);
        masks[at] = mask;
      }
    }
    return new InvertedIndex(inputs.map((i) => i.id), docGames, terms, offsets, docs, impacts, masks, Uint8Array.from(termGames), titleSizes);
  }

  toJSON(): object {
    return {
      docIds: this.docIds,
      docGames: b64(this.docGames),
      terms: this.terms,
      offsets: b64(this.offsets),
      docs: b64(this.docs),
      impacts: b64(this.impacts),
      masks: b64(this.masks),
      termGames: b64(this.termGames),
      titleSizes: b64(this.titleSizes),
    };
  }

  static fromJSON(json: Record<string, unknown>): InvertedIndex {
    const bytes = (key: string) => {
      const buf = Buffer.from(json[key] as string, 'base64');
      return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
    };
    return new InvertedIndex(
      json.docIds as string[],
      new Uint8Array(bytes('docGames')),
      json.terms as string[],
      new Uint32Array(bytes('offsets')),
      new Uint32Array(bytes('docs')),
      new Float32Array(bytes('impacts')),
      new Uint8Array(bytes('masks')),
      new Uint8Array(bytes('termGames')),
      new Uint16Array(bytes('titleSizes')),
    );
  }
}

function b64(array: ArrayBufferView): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

/** Same-length strings: at most `max` differing positions, a swap of two neighbours counting as one. */
function sameLengthWithin(a: string, b: string, max: number): boolean {
  let edits = 0;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) === b.charCodeAt(i)) continue;
    if (i + 1 < a.length && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i)) i++;
    if (++edits > max) return false;
  }
  return true;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/** Optimal-string-alignment distance ≤ max (a swap of two neighbours is one edit), with an early exit. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (b.length + 1 > rowA.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
    rowC = new Int32Array(b.length + 1);
  }
  let prev2 = rowA;
  let prev = rowB;
  let row = rowC;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) v = Math.min(v, prev2[j - 2]! + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return false;
    const spare = prev2;
    prev2 = prev;
    prev = row;
    row = spare;
  }
  return prev[b.length]! <= max;
}
