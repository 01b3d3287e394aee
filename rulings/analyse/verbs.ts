/**
 * Japanese verbs typed in any form meet the dictionary form the entries use. The segmenter keeps a dictionary form
 * whole (守る, 奪う, 引く) but cuts every other form after its kanji (守っている → 守 って いる, 奪われた → 奪 われ
 * た), so 「バトルを守っているのは誰？」 searched for 守 alone, which the battle entries never say: a kanji stem also
 * matches its dictionary form when the index knows exactly one (rulings/search.ts expansions(), at a prefix match's
 * weight: 出 of 出た could be 出る or 出す, and is left alone).
 */

/** Kanji (and 々) only: what the segmenter leaves of a verb cut before its inflection. */
const KANJI_STEM = /^[\u4e00-\u9fff\u3005]+$/u;
/** The kana a dictionary form ends with after its kanji (godan and ichidan verbs). */
const ENDINGS = ['る', 'う', 'く', 'す', 'つ', 'む', 'ぶ', 'ぐ', 'ぬ'];

/** The dictionary forms a kanji stem may be cut from (守 → 守る, 守う…); none for any other word. */
export function dictionaryForms(word: string): string[] {
  return KANJI_STEM.test(word) ? ENDINGS.map((ending) => word + ending) : [];
}
