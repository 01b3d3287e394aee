/**
 * Game names and nicknames as people type them in English, Japanese and French. A name in a question says which
 * game to search ("リフトバウンドって…", "in Riftbound, …"); it is never a word the answer has to contain.
 * Patterns run on foldTyped() text: lower case, accents stripped, NFKC, dashes after katakana read as ー.
 */
import type { Game } from './games.ts';

// Latin names end at Latin letters only: "MTGでバトル" names MTG although で is a letter.
const L = '(?<![a-z0-9])';
const R = '(?![a-z0-9])';
const LONG = '[ー]?';
const DOT = '[・･:：=＝ ]?';

export const NAMES: Record<Game, RegExp> = {
  mtg: new RegExp(
    [
      `${L}magic\\s*:?\\s*the\\s+gathering${R}`,
      `${L}magic\\s*:?\\s*l'assemblee${R}`,
      `${L}mtg${R}`,
      `${L}magic${R}`,
      `マジック${DOT}ザ${DOT}ギャザリング`,
      `マジック`,
      `ギャザ`,
    ].join('|'),
    'gu',
  ),
  rb: new RegExp([`${L}rift\\s*bound${R}`, `${L}rb${R}`, `リフトバウンド`, `リフバ`].join('|'), 'gu'),
  gr: new RegExp([`${L}gate\\s*ruler${R}`, `ゲ${LONG}ト${DOT}ル${LONG}ラ${LONG}`, `ゲトル`].join('|'), 'gu'),
};

export interface NamedGames {
  /** The games named, in the order of GAMES (usually zero or one). */
  games: Game[];
  /**
   * Of those, the games named only to compare with ("like first strike in Magic", "comme dans Magic",
   * "マジックみたいに"): the question is about another game.
   */
  compared: Game[];
  /** The text with every game name blanked out. */
  text: string;
}

/**
 * Words just before a game's name that make it a comparison: "like in Magic", "like creatures in Magic", "coming from
 * MTG", "comme dans Magic" (at most two words between; "anything like first strike in Riftbound" asks about
 * Riftbound).
 */
const COMPARED_BEFORE = new RegExp(
  [
    `${L}(?:like|unlike|as in|as with|same as|similar to|compared to|compared with|coming from|just the|just like|basically the|essentially the|comme|contrairement a|par rapport a|a la difference de|venant de)${R}(?:\\s+[^\\s]+){0,2}\\s*$`,
    // "MTG vs Riftbound" compares; "Bo1 vs Bo3 in Riftbound" asks about Riftbound
    `${L}(?:vs|versus)\\.?\\s*$`,
    // "like responding on the stack in Magic": a longer likeness, closed by "in"
    `${L}(?<!(?:anything|something|nothing|any) )(?:like|unlike|comme)${R}(?:\\s+[^\\s]+){0,4}\\s+(?:in|dans|en)\\s*$`,
  ].join('|'),
  'u',
);
/** Words just after it, in Japanese ("マジックみたいに", "MTGと違って", "MTGのインスタントみたいに", "MTGでいう"). */
const COMPARED_AFTER = /^\s*(?:の[^\s、。？！?!]{1,10}?)?(?:みたいに|みたいな|のように|のような|と同じ|と違|と比べ|とは違|っぽく|でいう)/u;

/** Whether the name at `at…end` of `whole` (folded text) is named only to compare with ("like a game of Hearthstone", « comme au Yu-Gi-Oh »). */
export function namedToCompare(whole: string, at: number, end: number): boolean {
  return COMPARED_BEFORE.test(whole.slice(Math.max(0, at - 60), at)) || COMPARED_AFTER.test(whole.slice(end, end + 20));
}
