/**
 * Word lists tokenized when their module loaded (TOPIC_WORDS, the search's errata and era words) hold Japanese words,
 * and the first Japanese text tokenized makes the Intl.Segmenter, which loads ICU's dictionary: about 10 ms of every
 * start. A WordSet tokenizes its Latin words and its Japanese words apart, each on first use, so a one-shot English
 * `rulebot ask` with a warm index never makes the segmenter. It holds the same words as `new Set(tokenize(text))`
 * for a list of words separated by spaces (test/word-set.test.ts checks the lists the search uses).
 */
import { CJK_ANY, tokenize } from './tokenize.ts';

export class WordSet implements ReadonlySet<string> {
  #latin?: ReadonlySet<string>;
  #japanese?: ReadonlySet<string>;
  readonly #words: readonly string[];

  /** `text`: words separated by spaces, as typed (tokenize() folds and stems them). */
  constructor(text: string) {
    this.#words = text.split(/\s+/).filter(Boolean);
  }

  private get latin(): ReadonlySet<string> {
    return (this.#latin ??= new Set(tokenize(this.#words.filter((w) => !CJK_ANY.test(w)).join(' '))));
  }

  private get japanese(): ReadonlySet<string> {
    return (this.#japanese ??= new Set(tokenize(this.#words.filter((w) => CJK_ANY.test(w)).join(' '))));
  }

  /** Whether `term` (a tokenize() term) is one of the words: a Latin term is never one of the Japanese words' terms. */
  has(term: string): boolean {
    return CJK_ANY.test(term) ? this.japanese.has(term) : this.latin.has(term);
  }

  private get all(): ReadonlySet<string> {
    return new Set([...this.latin, ...this.japanese]);
  }

  get size(): number {
    return this.all.size;
  }

  forEach(callback: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    this.all.forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  entries(): SetIterator<[string, string]> {
    return this.all.entries();
  }

  keys(): SetIterator<string> {
    return this.all.keys();
  }

  values(): SetIterator<string> {
    return this.all.values();
  }

  [Symbol.iterator](): SetIterator<string> {
    return this.all[Symbol.iterator]();
  }
}
