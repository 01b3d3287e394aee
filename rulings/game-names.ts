/**
 * Game names and nicknames as people type them in English, Japanese and French. A name in a question says which
 * game to search ("リフトバウンドって…", "in Riftbound, …"); it is never a word the answer has to contain.
 * Patterns run on foldTyped() text: lower case, accents stripped, NFKC, dashes after katakana read as ー.
 */
import { GAMES, type Game } from './games.ts';
import { gameSignsIn } from './game-signals.ts';

// Latin names end at Latin letters only: "MTGでバトル" names MTG although で is a letter.
const L = '(?<![a-z0-9])';
const R = '(?![a-z0-9])';
const LONG = '[ー]?';
const DOT = '[・･:：=＝ ]?';

const NAMES: Record<Game, RegExp> = {
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
/**
 * A game named at the head of a statement, beside a question that uses another game's own words ("Anivia
 * attacks… can I kill her in response? In Magic the ability would still resolve.", « Dans Magic ça marche. »,
 * 「MTGでは解決する。」): it says how that game does it; the question asks about the game its words say. ("In MTG
 * Arena, I attacked… can I…?" uses no other game's words and stays Magic's.)
 */
const STATED_BEFORE = /(?:^|[,;:])\s*(?:but|whereas|while|mais|alors que|tandis que)?\s*(?:in|en|dans)\s*$/u;
const STATED_AFTER = /^\s*(?:では|だと|なら)/u;
const SENTENCE_END = /[.!?。！？\n]/u;
const ASKS = /[?？]/u;

/** Whether the name at `at…end` heads a statement (a sentence with no question mark) in a text that asks elsewhere. */
function statedBeside(whole: string, at: number, end: number, game: Game): boolean {
  if (!gameSignsIn(whole).some((g) => g !== game)) return false;
  let start = at;
  while (start > 0 && !SENTENCE_END.test(whole[start - 1]!)) start--;
  let stop = end;
  while (stop < whole.length && !SENTENCE_END.test(whole[stop]!)) stop++;
  const closing = whole[stop] ?? '';
  if (ASKS.test(closing) || !ASKS.test(whole.slice(0, start) + whole.slice(stop + 1))) return false;
  return STATED_BEFORE.test(whole.slice(start, at)) || STATED_AFTER.test(whole.slice(end, stop));
}
/** Words just after it, in Japanese ("マジックみたいに", "MTGと違って", "MTGのインスタントみたいに", "MTGでいう"). */
const COMPARED_AFTER = /^\s*(?:の[^\s、。？！?!]{1,10}?)?(?:みたいに|みたいな|のように|のような|と同じ|と違|と比べ|とは違|っぽく|でいう)/u;

/** Whether the name at `at…end` of `whole` (folded text) is named only to compare with ("like a game of Hearthstone", « comme au Yu-Gi-Oh »). */
export function namedToCompare(whole: string, at: number, end: number): boolean {
  return COMPARED_BEFORE.test(whole.slice(Math.max(0, at - 60), at)) || COMPARED_AFTER.test(whole.slice(end, end + 20));
}

/** Finds and removes game names from already folded text. */
export function takeGameNames(folded: string): NamedGames {
  const games: Game[] = [];
  const compared: Game[] = [];
  let text = folded;
  for (const game of GAMES) {
    let mentions = 0;
    let comparisons = 0;
    const next = text.replace(NAMES[game], (name: string, at: number, whole: string) => {
      mentions++;
      const end = at + name.length;
      if (namedToCompare(whole, at, end) || statedBeside(whole, at, end, game)) comparisons++;
      return ' ';
    });
    if (next !== text) games.push(game);
    if (mentions > 0 && comparisons === mentions) compared.push(game);
    text = next;
  }
  return { games, compared, text };
}
