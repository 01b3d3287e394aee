/**
 * Game names and nicknames as people type them in English, Japanese and French. A name in a question says which
 * game to search ("リフトバウンドって…", "in Riftbound, …"); it is never a word the answer has to contain.
 * Patterns run on foldTyped() text: lower case, accents stripped, NFKC, dashes after katakana read as ー.
 */
import { GAMES, type Game } from './games.ts';

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
  /** The text with every game name blanked out. */
  text: string;
}

/** Finds and removes game names from already folded text. */
export function takeGameNames(folded: string): NamedGames {
  const games: Game[] = [];
  let text = folded;
  for (const game of GAMES) {
    const next = text.replace(NAMES[game], ' ');
    if (next !== text) games.push(game);
    text = next;
  }
  return { games, text };
}

/**
 * Terms of one game's rules written as several common words ("zone de dégâts" is Gate Ruler's damage zone;
 * each word alone is shared by every game). Found in a question scoped to another game, such a term is a concept
 * that game does not have: the search counts it as a word no entry covers.
 */
const GAME_TERMS: Record<Game, RegExp> = {
  mtg: new RegExp([`${L}defen[cs]e counters?${R}`, `${L}marqueurs? (?:de )?defense${R}`, `${L}state[- ]based actions?${R}`].join('|'), 'gu'),
  rb: new RegExp([`${L}rune pool${R}`, `${L}reserve de runes${R}`].join('|'), 'gu'),
  gr: new RegExp(
    [`${L}damage zone${R}`, `${L}zone de degats${R}`, `${L}soul ?guard${R}`, `${L}garde d'ame${R}`, `${L}damage reversal${R}`, `${L}drive zone${R}`, `${L}set zone${R}`, `${L}(?:double|triple) attack${R}`, `${L}(?:double|triple) attaque${R}`].join('|'),
    'gu',
  ),
};

/** The games whose multi-word terms appear in the (folded) text. */
export function gameTermsIn(folded: string): Game[] {
  return GAMES.filter((game) => {
    const pattern = GAME_TERMS[game];
    pattern.lastIndex = 0;
    return pattern.test(folded);
  });
}
