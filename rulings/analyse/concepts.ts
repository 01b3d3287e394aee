/**
 * Finding the lexicon's concepts in text: in documents (each field gets the concept terms of what it says, next to
 * its words) and in questions (a concept's words are replaced by the concept, so "double blocked" is one concept
 * to cover, not the words "double" and "block", the first of which belongs to double strike).
 * Longest form first, left to right: "破壊不能" is indestructible before "破壊" can be destroy.
 */
import { tokenizeMarked } from '../tokenize.ts';
import { CONCEPT_PREFIX, jaKey, wordClass, type CompiledLexicon } from './lexicon.ts';

export interface ConceptHit {
  concept: number;
  /** Where it was found: Latin forms in word positions, Japanese forms in offsets of the folded text. */
  start: number;
  end: number;
}

const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const KATAKANA_ONLY = /^[\u30a1-\u30ff]+$/;
const HIRAGANA_ONLY = /^[\u3041-\u309f]+$/;
/** Particles a hiragana-typed term may follow (を・は・が…; not と, which also ends とき, 「…ときどうなる」). */
const PARTICLE_BEFORE = new Set(['を', 'は', 'が', 'に', 'で', 'も', 'の', 'へ', 'や']);
/** Katakana forms this short (in jaKey() form) match only where a katakana word starts (see matchJa()). */
const SHORT_KANA = 2;
/** Words that make the concept after them absent ("not", "no", "without", "pas", "sans"). */
const NEGATIONS = new Set(['not', 'no', 'without', 'never', 'cannot', 'pas', 'sans', 'jamais', 'aucun', 'aucune', 'non']);
/** Japanese negation right after a concept: トランプルなし, トランプルを持っていない, 持たない. */
const JA_NEGATION = /^(?:を|が|は)?(?:なし|無し|持って(?:い)?ない|持たない|ない|ついていない|がない)/;

/** One matcher per compiled lexicon (see ConceptMatcher.of()). */
const matchers = new WeakMap<CompiledLexicon, ConceptMatcher>();

export class ConceptMatcher {
  /**
   * The matcher of `lexicon`, made once: a matcher never changes after it is made, and the search builds one index
   * per domain and game (the root, policy, Riftbound's part, each official tier), each of which made its own.
   */
  static of(lexicon: CompiledLexicon): ConceptMatcher {
    let matcher = matchers.get(lexicon);
    if (!matcher) matchers.set(lexicon, (matcher = new ConceptMatcher(lexicon)));
    return matcher;
  }

  /** Latin forms by first word, longest first. */
  private readonly latin = new Map<string, Array<{ words: string[]; concept: number }>>();
  /** The same with the Oracle-only forms: how card text is read (readCard()). */
  private readonly cardLatin = new Map<string, Array<{ words: string[]; concept: number }>>();
  private readonly ids = new Map<string, number>();
  /** Japanese forms by their first two characters (or one), longest first. */
  private readonly ja = new Map<string, Array<{ key: string; concept: number }>>();
  readonly terms: string[];
  private readonly narrative: Set<string>;

  constructor(readonly lexicon: CompiledLexicon) {
    const byFirst = (into: Map<string, Array<{ words: string[]; concept: number }>>, forms: Array<{ words: string[]; concept: number }>) => {
      for (const form of forms) {
        const list = into.get(form.words[0]!) ?? [];
        list.push(form);
        into.set(form.words[0]!, list);
      }
      for (const list of into.values()) list.sort((a, b) => b.words.length - a.words.length);
    };
    byFirst(this.latin, lexicon.latin);
    byFirst(this.cardLatin, [...lexicon.latin, ...(lexicon.oracle ?? [])]);
    lexicon.concepts.forEach((c, i) => this.ids.set(c.id, i));
    for (const form of lexicon.ja) {
      const head = form.key.slice(0, 2);
      const list = this.ja.get(head) ?? [];
      list.push(form);
      this.ja.set(head, list);
    }
    for (const list of this.ja.values()) list.sort((a, b) => b.key.length - a.key.length);
    this.terms = lexicon.concepts.map((c) => `${CONCEPT_PREFIX}${c.id}`);
    this.narrative = new Set(lexicon.narrative);
  }

  get size(): number {
    return this.lexicon.concepts.length;
  }

  /** The index term of concept `i` ("§several-blockers"). */
  term(i: number): string {
    return this.terms[i]!;
  }

  isTopic(i: number): boolean {
    return this.lexicon.concepts[i]!.topic;
  }

  /** Whether `id` is a concept of this lexicon (a map lookup, not a scan: asked for every card a question names). */
  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** The lexicon file concept `id` is defined in ("core", "mtg", "policy"…), undefined for an unknown id. */
  areaOf(id: string): string | undefined {
    const i = this.ids.get(id);
    return i === undefined ? undefined : this.lexicon.concepts[i]!.area;
  }

  isNarrative(word: string): boolean {
    return this.narrative.has(word);
  }

  /** Japanese forms in folded text (spans are offsets in `folded`). */
  matchJa(folded: string): ConceptHit[] {
    if (!HAS_CJK.test(folded) || this.ja.size === 0) return [];
    const { key, from } = jaKey(folded);
    const out: ConceptHit[] = [];
    // A short katakana form is a word of its own, not a piece of a longer one: ゴー (go, the shortcut) is not the ゴ
    // of ドラゴン or ゴブリン, ドロー not the ドロ of アンドロイド. Two kana must start a word, one must be the whole word.
    // A form typed in hiragana (きどう, ぼち) is a word of its own too: not the end of the word before it (とき・どうなる
    // is not 起動, ぼちぼち not 墓地) — it starts the text, follows a non-hiragana character or a particle.
    const fits = (f: { key: string }, pos: number): boolean =>
      key.startsWith(f.key, pos) &&
      (!HIRAGANA_ONLY.test(f.key) || pos === 0 || !HIRAGANA_ONLY.test(key[pos - 1]!) || PARTICLE_BEFORE.has(key[pos - 1]!)) &&
      (f.key.length > SHORT_KANA || !KATAKANA_ONLY.test(f.key) || ((pos === 0 || !KATAKANA_ONLY.test(key[pos - 1]!)) && (f.key.length > 1 || !KATAKANA_ONLY.test(key[pos + 1] ?? ''))));
    for (let pos = 0; pos < key.length; ) {
      const form = (this.ja.get(key.slice(pos, pos + 2)) ?? []).find((f) => fits(f, pos)) ?? (this.ja.get(key[pos]!) ?? []).find((f) => fits(f, pos));
      if (!form) {
        pos++;
        continue;
      }
      const end = pos + form.key.length;
      // a long-vowel mark the key left out belongs to the word it ends (プレインズウォーカー)
      let last = from[end - 1]! + 1;
      while (folded[last] === 'ー') last++;
      out.push({ concept: form.concept, start: from[pos]!, end: last });
      pos = end;
    }
    return out;
  }

  /**
   * Latin forms in a marked word sequence (tokenizeMarked): a stopword the form does not name is skipped, so
   * "blocked it with two creatures" meets the form "blocked with two creatures". Spans are word positions (end
   * exclusive).
   */
  matchWords(words: readonly string[], stop?: readonly boolean[], forms = this.latin): ConceptHit[] {
    const out: ConceptHit[] = [];
    const classes = words.map(wordClass);
    const isStop = (i: number) => stop?.[i] === true;
    for (let i = 0; i < classes.length; ) {
      let best: { concept: number; end: number; length: number } | undefined;
      for (const form of forms.get(classes[i]!) ?? []) {
        if (best && form.words.length <= best.length) break;
        let at = i;
        let k = 0;
        while (k < form.words.length && at < classes.length) {
          if (classes[at] === form.words[k]) k++;
          else if (!isStop(at) || k === 0) break;
          at++;
        }
        if (k === form.words.length) best = { concept: form.concept, end: at, length: form.words.length };
      }
      if (!best) {
        i++;
        continue;
      }
      out.push({ concept: best.concept, start: i, end: best.end });
      i = best.end;
    }
    return out;
  }

  /** The concept terms of one document field (its folded text and its words), broader concepts included. */
  documentTerms(folded: string, words: readonly string[], stop?: readonly boolean[]): string[] {
    return this.withBroader([...this.matchJa(folded), ...this.matchWords(words, stop)].map((h) => h.concept));
  }

  /** The index terms of concepts given by id (an entry's `concepts` tags), broader concepts included; unknown ids skipped. */
  tagTerms(ids: readonly string[]): string[] {
    return this.withBroader(ids.map((id) => this.ids.get(id)).filter((c): c is number => c !== undefined));
  }

  private withBroader(concepts: readonly number[]): string[] {
    const terms: string[] = [];
    const add = (c: number, depth: number) => {
      terms.push(this.terms[c]!);
      if (depth < 3) for (const b of this.lexicon.concepts[c]!.broader) add(b, depth + 1);
    };
    for (const c of concepts) add(c, 0);
    return terms;
  }

  /**
   * The concepts a card's Oracle text (folded) says, with the Oracle-only forms ("destroy target", "gets -1/-1"):
   * ids, in order, each once. Card text is English, so Japanese forms are not read.
   */
  readCard(folded: string): string[] {
    const marked = tokenizeMarked(folded, false);
    return [...new Set(this.matchWords(marked.words, marked.stop, this.cardLatin).map((h) => this.lexicon.concepts[h.concept]!.id))];
  }

  /**
   * Text read as a question reads it: Japanese forms blanked out of the text, then the words (chat spelling
   * replaced through `expand`), then Latin forms replaced by their concepts. Returns the concepts (in order found)
   * and the words left (stopwords out).
   */
  read(folded: string, expand?: (word: string) => { words: string[]; stop: boolean[] } | undefined): { concepts: number[]; negated: number[]; words: string[]; conceptWords: string[] } {
    const jaHits = this.matchJa(folded);
    let text = folded;
    for (const h of jaHits) text = `${text.slice(0, h.start)}${' '.repeat(h.end - h.start)}${text.slice(h.end)}`;
    const marked = tokenizeMarked(text, false);
    const tokens: string[] = [];
    const stop: boolean[] = [];
    marked.words.forEach((w, i) => {
      const expansion = marked.stop[i] ? undefined : expand?.(w);
      if (expansion === undefined) {
        tokens.push(w);
        stop.push(marked.stop[i]!);
      } else {
        tokens.push(...expansion.words);
        stop.push(...expansion.stop);
      }
    });
    const latinHits = this.matchWords(...creaturesByPt(tokens, stop));
    const words: string[] = [];
    const conceptWords: string[] = [];
    let at = 0;
    const keep = (from: number, to: number, into: string[]) => {
      for (let i = from; i < to; i++) if (!stop[i]) into.push(tokens[i]!);
    };
    for (const h of latinHits) {
      keep(at, h.start, words);
      keep(h.start, h.end, conceptWords);
      at = h.end;
    }
    keep(at, tokens.length, words);
    // The words of Japanese forms, as the index has them (ダブルブロック → ダブルブロツク).
    for (const h of jaHits) conceptWords.push(...tokenizeMarked(folded.slice(h.start, h.end), false).words);
    // "il a pas le piétinement", "no trample", "トランプルを持っていない": the question is about its absence, not about it.
    // A negation that goes with a story word negates the teller, not the concept: « je comprends pas la réserve de
    // mana », « je sais pas si le piétinement… », "I don't understand trample" still ask about it.
    const storyNegation = (i: number) => this.narrative.has(tokens[i - 1] ?? '') || this.narrative.has(tokens[i + 1] ?? '');
    const negated = (h: ConceptHit) => {
      for (let i = h.start - 1; i >= 0 && i >= h.start - 3; i--) if (NEGATIONS.has(tokens[i]!) && !storyNegation(i)) return true;
      return false;
    };
    const negatedJa = (h: ConceptHit) => JA_NEGATION.test(folded.slice(h.end, h.end + 8));
    const kept = [...jaHits.filter((h) => !negatedJa(h)), ...latinHits.filter((h) => !negated(h))];
    const absent = [...jaHits.filter(negatedJa), ...latinHits.filter(negated)];
    return { concepts: kept.map((h) => h.concept), negated: absent.map((h) => h.concept), words, conceptWords };
  }
}

/** A creature told by its size ("my 5/5", "two 2/2s", « deux 2/2 »): never a Power/toughness change nor zero toughness. */
const BARE_PT = /^(?:\d+|x|\*)\/(?:[1-9]\d*|x|\*)$/;
const COUNT = new Set(['two', '2', 'three', '3', 'four', '4', 'both', 'deux', 'trois', 'quatre', 'several', 'multiple', 'plusieurs']);
const CREATURE = 'creatur';

/**
 * The words as the lexicon's forms read them: a creature told by its size after a count ("blocked with two 2/2s")
 * is the count's creatures ("blocked with two creatures"), and one describing a creature of the story ("blocked my
 * 5/5 with two…") is skipped like a stopword, so the form around it still meets. The words themselves are unchanged.
 */
function creaturesByPt(tokens: readonly string[], stop: readonly boolean[]): [string[], boolean[]] {
  const words = [...tokens];
  const skip = [...stop];
  for (let i = 0; i < words.length; i++) {
    if (!BARE_PT.test(words[i]!)) continue;
    let before = i - 1;
    while (before >= 0 && stop[before]) before--;
    if (before >= 0 && COUNT.has(words[before]!)) words[i] = CREATURE;
    else skip[i] = true;
  }
  return [words, skip];
}
