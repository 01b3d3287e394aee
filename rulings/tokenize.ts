/**
 * Tokenizer shared by indexing and querying, so both sides see the same terms.
 *
 * - Japanese has no spaces: Intl.Segmenter (ICU's dictionary) splits it into words. The common `[^\w]+` recipe
 *   would delete every Japanese character.
 * - Accents are folded (é → e) by stripping U+0300–U+036F after NFD. Japanese voiced marks decompose to
 *   U+3099/U+309A, outside that range, so ガ stays ガ and never becomes カ.
 */

/** Made on first use: making it costs about 10 ms, and a one-shot English question with a warm index never needs it. */
let segmenter: Intl.Segmenter | undefined;

/**
 * Bump when tokenize(), the index layout or the concept matching changes: cached indexes and compiled lexicons of
 * an older version are then ignored.
 */
export const TOKENIZER_VERSION = 14;

/** NFKC → NFD → strip combining diacritics → NFC → lower case. NFKC also turns full-width ＡＢＣ１２３ into ASCII. */
export function fold(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
}

// A dash typed after katakana is a long-vowel mark typed on the wrong key (ソウルガ-ド, ダメ－ジ, ブロッカ−).
// Half-width ｰ and ｶﾞ are already turned into ー and ガ by NFKC.
const DASH_AFTER_KANA = /([\u30a1-\u30fa\u30fc])[-‐‑‒–—―−~〜～]/g;
const SMALL_KANA: Record<string, string> = {
  ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ',
};

// Phones and word processors type a curly apostrophe (« j’appelle l’arbitre », "what’s the call"): the patterns that
// read a question's domain and story are written with the straight one.
const CURLY_APOSTROPHE = /[‘’ʼ]/g;

/** Folded text with dashes after katakana read as ー (before segmenting, so the dictionary sees real words). */
export function foldTyped(text: string): string {
  return fold(text).replace(DASH_AFTER_KANA, '$1ー').replace(CURLY_APOSTROPHE, "'");
}

/**
 * One spelling per katakana word: small kana as large (ウォ = ウオ) and no long-vowel marks (ブロッカ = ブロッカー),
 * the two ways people spell the same word differently. Voicing marks stay: ガード and カード remain two words.
 */
export function kanaKey(word: string): string {
  let out = '';
  for (const ch of word) {
    if (ch === 'ー') continue;
    out += SMALL_KANA[ch] ?? ch;
  }
  return out || word;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
const HIRAGANA_ONLY = /^[\u3040-\u309f\u30fc]+$/;
/** Text holding any full-width character goes through the Japanese segmenter (lineSegments()); word-set.ts routes by it too. */
export const CJK_ANY = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const LATIN_WORD = /[\p{L}\p{N}\p{M}]+(?:[.'’‘][\p{L}\p{N}\p{M}]+)*/gu;
const KATAKANA_ONLY = /^[\u30a0-\u30fa\u30fc-\u30ff\uff66-\uff9f]+$/;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function isCjk(term: string): boolean {
  return CJK.test(term);
}

// Function words that carry no meaning for rules search. Kept short on purpose: a word that is a game term in
// one language ("block", "bloque") must never be here.
const STOPWORDS = new Set(
  (
    'a an the is are was be been do does did how many what when where which who why can could would should will ' +
    'if of to in on at by for with and or it its this that these those there i my me you your we our they them under ' +
    'he she his her as from into so than then also just any about happen happens work works get gets ' +
    'have has had having but some something anything very their theirs ve ll re being ' +
    'itself himself herself themselves yourself myself ourselves ' +
    'le la les un une des du de d l au aux et ou est sont ce cet cette ces que qu qui quoi quand comment ' +
    'pourquoi il elle ils elles on je j me m tu te t se s nous vous mon ma mes son sa ses leur leurs en y ' +
    'ne n pas plus par pour sur dans avec sans si est-ce ca cela faire fait peut peux peuvent pouvez pouvons pourrait pourrais pourraient pouvait pouvais se passe-t-il ' +
    'marche marchent fonctionne fonctionnent passe arrive explain explique expliquer question ' +
    'aujourd hui today now maintenant without guy guys dude got gonna wanna even really actually basically literally like thing things stuff kind ' +
    'genre vraiment truc bref hein aussi donc alors bien deja juste contre against versus vs ' +
    '何 場合 時 方法 質問 やり方 教え 大丈夫 起こる 起きる 起こり 起き 動く ' +
    // counters and suffixes of numbers ("2個", "1回", "3枚", "2体", "1個目", "3以上"): the number is the story
    '個 枚 体 回 目 以上 以下 つ'
  ).split(/\s+/),
);

/**
 * Light stemming, the same on both sides, so the forms people type meet the forms the entries use: plurals
 * (blockers → blocker), English -ing/-ed (protecting → protect), and the French verb endings informal questions
 * use (repayer / repayé / repayait → repay, détruite → détruit). Never touches CJK or short words.
 */
function stem(term: string): string {
  // French "to call" (appeler, appelé: « on a appelé l'arbitre ») would stem to "appel", the noun of « faire appel »
  // (an appeal): read as « appelle », the verb's other stem, so calling a judge is not appealing a ruling.
  if (CALL_VERB.test(term)) return 'appell';
  // "better" would lose its "-er" and meet "betting" at "bett": "a better deck" is no wager. Kept whole.
  if (term === 'better') return term;
  let t = term;
  if (t.length > 4 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
  if (t.length > 6 && t.endsWith('ing')) return t.slice(0, -3);
  if (t.length > 5 && t.endsWith('ed') && !t.endsWith('eed')) return t.slice(0, -2);
  if (t.length >= 6) {
    for (const ending of ENDINGS) if (t.endsWith(ending) && t.length - ending.length >= 4) return t.slice(0, -ending.length);
  }
  return t;
}
const CALL_VERB = /^(?:appeler|appelee?s?|appelez|appelons|appelai[st]?|appelaient|appelant)$/;
const ENDINGS = ['aient', 'ait', 'ais', 'ire', 'ite', 'it', 'ee', 'er', 'e'];

/**
 * Words of `text`, folded, without stopwords or particles. Used for both documents and queries.
 * Japanese words of pure hiragana are particles/auxiliaries (は, が, って, される) and are dropped.
 * `pieces`: also emit the longer pieces of a katakana compound (documents do; a question need not, since the
 * documents holding the compound hold its pieces too, and counting them again would weigh one word twice).
 */
export function tokenize(text: string, pieces = true): string[] {
  const out: string[] = [];
  scan(text, pieces, (word, isStop) => {
    if (!isStop) out.push(word);
  });
  return out;
}

/**
 * The words of tokenize() with the stopwords and particles left in place and marked (`stop[i]`), for matching
 * phrases that need them ("arrive sur le champ de bataille", "n'est pas bloquée", "without casting"). English
 * "n't" reads as the word "not" ("isn't blocked" = "is not blocked"), and "can't" as "cannot".
 */
export function tokenizeMarked(text: string, pieces = true): { words: string[]; stop: boolean[] } {
  const words: string[] = [];
  const stop: boolean[] = [];
  scan(text, pieces, (word, isStop) => {
    words.push(word);
    stop.push(isStop);
  });
  return { words, stop };
}

function scan(text: string, pieces: boolean, push: (word: string, isStop: boolean) => void): void {
  // ICU's dictionary splits katakana words it does not know (card names, プレインズウォーカー) into fragments
  // (プレイン/ズ/ウ/ォ/カー): a katakana run is gathered back into one word, and its longer pieces are kept too
  // so that ダメージ still finds ダメージリバース.
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const word = kanaKey(run.join(''));
    push(word, false);
    if (pieces && run.length > 1) {
      for (const piece of run) {
        const key = kanaKey(piece);
        if (piece.length >= 3 && key !== word) push(key, false);
      }
    }
    run = [];
  };
  for (const { segment, isWordLike, pt } of segments(foldTyped(text))) {
    if (pt) {
      flush();
      push(segment, false);
      continue;
    }
    if (KATAKANA_ONLY.test(segment)) {
      run.push(segment);
      continue;
    }
    flush();
    if (!isWordLike && !HAS_LETTER_OR_DIGIT.test(segment)) continue;
    const negated = NOT_CONTRACTION.exec(segment);
    if (negated) {
      push(negated[1] === 'ca' ? 'cannot' : 'not', false);
      continue;
    }
    // The segmenter keeps some kanji with the particle after them (時に, 後に, 時には): read the kanji word alone,
    // so 「死んだ時に」 is 死 + 時 as 「死んだ時」 is, and 後に is 後, never a word of their own.
    const particle = KANJI_PARTICLE.exec(segment);
    if (particle) {
      const word = particle[1]!;
      push(word, STOPWORDS.has(word));
      continue;
    }
    // French elision: l'attaquant, d'une, qu'elle → keep the word after the apostrophe.
    for (const part of segment.split(/['’‘]/)) {
      if (!part || !HAS_LETTER_OR_DIGIT.test(part)) continue;
      if (STOPWORDS.has(part) || HIRAGANA_ONLY.test(part)) push(part, true);
      else push(isCjk(part) ? part : stem(part), false);
    }
  }
  flush();
}

const KANJI_PARTICLE = /^([\u4e00-\u9fff\u3005]+)(?:には|にも|では|に|は|も)$/u;

/** isn't, doesn't, can't, won't (ASCII or typographic apostrophe): the negation is the word that matters. */
const NOT_CONTRACTION = /^([a-z]+)n['’]t$/;

/**
 * Power/toughness and its modifiers as one token: `2/2`, `+1/+1`, `-3/-3`, `x/x`, `+1/+0` (and a star for `*`). Split into
 * digits they would all be the word "1", and "+1/+1 counters and -1/-1 counters" would mean "1 counter". Any dash
 * (−, –, ‑) before a number is a minus sign; the token is written with ASCII `+` and `-`.
 */
const PT = /(?<![a-z0-9/])([+\-−–‑]?)(\d{1,3}|x|\*)\/([+\-−–‑]?)(\d{1,3}|x|\*)(?:s(?![a-z0-9]))?(?![a-z0-9/])/gu;

function ptToken(sign1: string, a: string, sign2: string, b: string): string {
  const sign = (s: string) => (s === '+' ? '+' : s ? '-' : '');
  return `${sign(sign1)}${a}/${sign(sign2)}${b}`;
}

/** Whether a token is a power/toughness token (see PT). */
export function isPtToken(term: string): boolean {
  return /^[+-]?(?:\d+|x|\*)\/[+-]?(?:\d+|x|\*)$/.test(term);
}

/**
 * Word segments of folded text. Lines without Japanese take a regular-expression fast path that splits the way
 * ICU's word rules do for Latin text (702.19b and l'attaquant stay whole, hyphens split) at a fraction of the
 * cost; lines with Japanese need the segmenter's dictionary.
 */
function* segments(folded: string): Iterable<{ segment: string; isWordLike?: boolean; pt?: boolean }> {
  for (const line of folded.split('\n')) {
    let at = 0;
    if (line.includes('/')) {
      for (const m of line.matchAll(PT)) {
        yield* lineSegments(line.slice(at, m.index));
        yield { segment: ptToken(m[1]!, m[2]!, m[3]!, m[4]!), isWordLike: true, pt: true };
        at = m.index + m[0].length;
      }
    }
    yield* lineSegments(at ? line.slice(at) : line);
    yield { segment: '\n', isWordLike: false };
  }
}

function* lineSegments(line: string): Iterable<{ segment: string; isWordLike?: boolean }> {
  if (!line) return;
  if (CJK_ANY.test(line)) {
    yield* (segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' })).segment(line);
  } else {
    for (const m of line.matchAll(LATIN_WORD)) yield { segment: m[0], isWordLike: true };
  }
}

const KATAKANA_WORD = /^[\u30a1-\u30fa\u30fd-\u30ff]+$/;

/**
 * How many typos to forgive in a word the index does not know. Latin words of 5+ letters: one (two from 7);
 * katakana words of 4+ kana: one (ドラゴソ → ドラゴン). Short words and kanji never: ガード must not become カード.
 */
export function fuzzyFor(term: string): number | false {
  if (KATAKANA_WORD.test(term)) return term.length >= 4 ? 1 : false;
  if (isCjk(term) || term.length < 5) return false;
  return term.length >= 7 ? 2 : 1;
}

/** Prefix matching for Latin words of 4+ letters (block → blocked/blocking); never on CJK. */
export function prefixFor(term: string): boolean {
  return !isCjk(term) && term.length >= 4;
}
