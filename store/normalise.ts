/**
 * Topic normalisation: the key pins are unique on and looked up by. Idempotent (normaliseTopic(normaliseTopic(x))
 * === normaliseTopic(x)). Deliberately conservative: it folds width/case/quotes/sentence punctuation, but keeps
 * characters that change meaning in rules talk ('+1/+1' vs '-1/-1', '702.19b').
 * Changing this function changes stored keys: integrityCheck() reports pins whose key no longer matches.
 */

/** Brackets and quotes of any script: 《》「」『』()[]{}“”‘’«» and ASCII quotes. */
const BRACKETS_QUOTES = /[\p{Ps}\p{Pe}\p{Pi}\p{Pf}"'`]/gu;
/** Sentence punctuation that never carries rules meaning (NFKC has already turned ？！：； into ASCII). */
const SENTENCE_PUNCT = /[?!,;:。、､｡¿¡…]/gu;
/** A full stop that ends a sentence (end of text or before a space); '702.19b' keeps its dot. */
const SENTENCE_DOT = /\.+(?=\s|$)/gu;
const SPACES = /[\s\u200b\u3000]+/gu;
/** Japanese is written without spaces: drop a space next to kana/kanji so '《アタック》について' = 'アタックについて'. */
const CJK_SPACE = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]) | (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])/gu;

export function normaliseTopic(input: string): string {
  let s = input.normalize('NFKC').toLowerCase();
  s = s.replace(BRACKETS_QUOTES, ' ').replace(SENTENCE_PUNCT, ' ');
  // Collapse first so a dot followed by removed punctuation is seen as sentence-final; repeat until stable
  // (removing a dot can expose another one before a space: 'a.. .').
  let prev: string;
  do {
    prev = s;
    s = s.replace(SPACES, ' ').trim().replace(SENTENCE_DOT, '').replace(CJK_SPACE, '');
  } while (s !== prev);
  return s;
}
