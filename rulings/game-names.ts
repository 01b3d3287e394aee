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
  /**
   * Of the games named and not compared with, those named only as the asker's experience ("longtime MTG player",
   * "my MTG brain", 「MTG脳」): the question may still be another game's, when its words say so (readGameSignals()).
   */
  background: Game[];
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
    // (the words between never cross a comma or a sentence's end: "coming from Magic, in Riftbound…" asks about Riftbound)
    `${L}(?:like|unlike|as in|as with|same as|similar to|compared to|compared with|coming from|just the|just like|basically the|essentially the|comme|contrairement a|par rapport a|a la difference de|venant de)${R}(?:\\s+[^\\s,;:.!?]+){0,2}\\s*$`,
    // "MTG vs Riftbound" compares; "Bo1 vs Bo3 in Riftbound" asks about Riftbound
    `${L}(?:vs|versus)\\.?\\s*$`,
    // "like responding on the stack in Magic": a longer likeness, closed by "in"
    `${L}(?<!(?:anything|something|nothing|any) )(?:like|unlike|comme)${R}(?:\\s+[^\\s,;:.!?]+){0,4}\\s+(?:in|dans|en)\\s*$`,
  ].join('|'),
  'u',
);
/** Words just after it, in Japanese ("マジックみたいに", "MTGと違って", "MTGのインスタントみたいに", "MTGでいう"). */
const COMPARED_AFTER = /^\s*(?:の[^\s、。？！?!]{1,10}?)?(?:みたいに|みたいな|のように|のような|と同じ|と違|と比べ|とは違|っぽく|でいう)/u;

/** Whether the name at `at…end` of `whole` (folded text) is named only to compare with ("like a game of Hearthstone", « comme au Yu-Gi-Oh »). */
export function namedToCompare(whole: string, at: number, end: number): boolean {
  return COMPARED_BEFORE.test(whole.slice(Math.max(0, at - 60), at)) || COMPARED_AFTER.test(whole.slice(end, end + 20));
}

/**
 * Words around a game's name that make it the asker's experience, not the game asked about: "after years of Magic",
 * "played MTG for a decade", "longtime MTG player", « j'ai joué à Magic pendant des années », 「マジック歴が長い」.
 * Counted only when the question names another game it asks about (takeGameNames()): "I've played Magic for years
 * and still don't get the stack" names no other game and stays Magic's.
 */
const BACKGROUND_BEFORE = new RegExp(
  [
    `${L}(?:years? (?:of|playing|in)|decades? (?:of|playing|in)|(?:i |we )?(?:have |'ve )?(?:played|(?<!(?:'m|'re|am|are|now|currently) )playing|plays?|used to play)|from|background in|experience (?:in|with)|veterans? (?:of|from)|long[- ]?time|former|ex|came from|switching from|switched from|moving from|moved from|transitioning from)${R}[\\s-]*$`,
    `${L}(?:annees de|ans de|j'ai (?:beaucoup |longtemps )?joue (?:a|au)|je joue (?:a|au)|joueurs? de|ancien joueur de|habitue (?:a|de|du)|(?:mes |les |mon |le )?(?:reflexes|habitudes|cerveau|instinct) (?:de joueur )?(?:de|du|a))\\s*$`,
  ].join('|'),
  'u',
);
const BACKGROUND_AFTER = new RegExp(
  [
    `^(?:'s)?\\s*(?:players?|veterans?|vets?|background|experience|brains?|habits?|instincts?|reflexes|mindset|muscle memory|for (?:[^\\s,;:.!?]+ ){0,2}(?:years?|decades?|ans)|pendant (?:[^\\s,;:.!?]+ ){0,2}(?:annees|ans)|depuis (?:[^\\s,;:.!?]+ ){0,2}(?:annees|ans))${R}`,
    '^\\s*(?:歴|経験|出身|プレイヤ|から来|から移|をずっと|を長年|を何年|脳|の癖|のクセ|の?感覚)',
  ].join('|'),
  'u',
);

/** Whether the name at `at…end` of `whole` (folded text) is the asker's background ("after years of Magic"): see BACKGROUND_BEFORE. */
export function namedAsBackground(whole: string, at: number, end: number): boolean {
  return BACKGROUND_BEFORE.test(whole.slice(Math.max(0, at - 40), at)) || BACKGROUND_AFTER.test(whole.slice(end, end + 30));
}
