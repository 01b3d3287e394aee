/**
 * Hiragana typed for a katakana word: とらんぷる for トランプル, ぶろっく for ブロック. Japanese players type terms
 * in hiragana when their keyboard's conversion does not offer the katakana, and tokenize() drops pure hiragana
 * (it is particles and verb endings). A stretch of hiragana is read as katakana only when the katakana is a word
 * the index knows, longest first, so particles around it stay particles.
 */

const HIRAGANA_RUN = /[\u3041-\u3096\u30fc]{3,}/g;
/** Hiragana and katakana are 0x60 apart in Unicode. */
const KANA_OFFSET = 0x60;

export function toKatakana(hiragana: string): string {
  let out = '';
  for (const ch of hiragana) {
    const code = ch.charCodeAt(0);
    out += code >= 0x3041 && code <= 0x3096 ? String.fromCharCode(code + KANA_OFFSET) : ch;
  }
  return out;
}

/** Shortest stretch of hiragana read as a katakana word (ぶろっく is 4; two-kana words are too often particles). */
const MIN_KANA = 3;
/**
 * Longest stretch tried (the longest katakana terms are under 20 kana). Without it a long run of hiragana asked
 * `known` about every substring, each asking the tokenizer in turn: 272 characters of どうする took 9 s (fuzz seed
 * 20261126); now each position asks at most MAX_KANA - MIN_KANA + 1 times.
 */
export const MAX_KANA = 24;
/** Shortest stretch read as a word when it does not start its run of hiragana. */
const WORD_INSIDE_RUN = 4;

/**
 * `folded` with every stretch of hiragana that spells a known katakana word written in katakana. `asked` is asked
 * about the katakana spelling (before kanaKey()), once per distinct stretch.
 */
export function hiraganaToKnownKatakana(folded: string, asked: (katakana: string) => boolean): string {
  if (!/[\u3041-\u3096]/.test(folded)) return folded;
  // Each stretch is asked about once: a question repeating itself (どうすればどうすれば…, fuzz: 217 ms for 300
  // characters) asks about the same few stretches at every repetition, and each answer costs a tokenizer call.
  const answers = new Map<string, boolean>();
  const known = (katakana: string): boolean => {
    let answer = answers.get(katakana);
    if (answer === undefined) answers.set(katakana, (answer = asked(katakana)));
    return answer;
  };
  return folded.replace(HIRAGANA_RUN, (run) => {
    let out = '';
    for (let i = 0; i < run.length; ) {
      let matched = 0;
      for (let j = Math.min(run.length, i + MAX_KANA); j - i >= MIN_KANA; j--) {
        // A short stretch inside a run is a verb ending more often than a word: 言わないと is not ナイト.
        if (j - i < WORD_INSIDE_RUN && i > 0) break;
        if (known(toKatakana(run.slice(i, j)))) {
          matched = j - i;
          break;
        }
      }
      if (matched) {
        out += toKatakana(run.slice(i, i + matched));
        i += matched;
      } else {
        out += run[i];
        i++;
      }
    }
    return out;
  });
}
