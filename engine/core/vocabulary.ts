/**
 * Words of a game's notation: each term has one canonical spelling (what the printer writes) and aliases in
 * English, Japanese and French. Matching is case-, accent- and hyphen-insensitive (see `fold`) and may span up to
 * three tokens ("contact mortel", "lien de vie", "double initiative").
 */
import { closest } from '../../rulings/fuzzy.ts';
import { fold, type Token } from './lexer.ts';

export interface Term<C extends string = string> {
  canonical: C;
  /** Other spellings, by language (the canonical spelling is always accepted). */
  aliases?: { en?: readonly string[]; ja?: readonly string[]; fr?: readonly string[] };
}

export const MAX_WORDS = 3;

export class Lexicon<C extends string = string> {
  private readonly byFold = new Map<string, Term<C>>();
  readonly terms: readonly Term<C>[];

  constructor(terms: readonly Term<C>[]) {
    this.terms = terms;
    for (const term of terms) {
      for (const form of surfaceForms(term)) {
        const key = fold(form);
        const existing = this.byFold.get(key);
        if (existing && existing.canonical !== term.canonical) {
          throw new Error(`vocabulary: "${form}" means both ${existing.canonical} and ${term.canonical}`);
        }
        this.byFold.set(key, term);
      }
    }
  }

  /** The term a single word means, if any. */
  get(word: string): Term<C> | undefined {
    return this.byFold.get(fold(word));
  }

  has(word: string): boolean {
    return this.byFold.has(fold(word));
  }

  /** The longest match of one to three tokens starting at `tokens[i]`. */
  match(tokens: readonly Token[], i: number): { term: Term<C>; count: number } | undefined {
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1; n--) {
      const words = tokens.slice(i, i + n).map((t) => t.text);
      const term = this.byFold.get(fold(words.join('-')));
      if (term) return { term, count: n };
    }
    return undefined;
  }

  /** Every accepted spelling (for "did you mean"). */
  forms(): string[] {
    return this.terms.flatMap((t) => surfaceForms(t));
  }

  /** The closest accepted spelling to `word`, when one is close enough. */
  suggest(word: string): string | undefined {
    return nearestForm(word, this.forms());
  }
}

function surfaceForms(term: Term): string[] {
  const a = term.aliases ?? {};
  return [term.canonical, ...(a.en ?? []), ...(a.ja ?? []), ...(a.fr ?? [])];
}

/** Of the original spellings, the one nearest to `word` (so the suggestion keeps accents and script). */
function nearestForm(word: string, forms: readonly string[]): string | undefined {
  const target = closest(fold(word), forms.map(fold));
  return forms.find((f) => fold(f) === target);
}

/** The closest of several candidate words (ids, player names), for unknown references. */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  // a one-letter word is one edit away from every other one-letter word: no useful suggestion
  if ([...word].length < 2) return undefined;
  return closest(word, candidates);
}
