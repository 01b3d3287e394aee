/**
 * The one list of games. Everything that names the games derives from here: the knowledge-base folders and
 * schema, entry-id patterns, the search index's game codes, the pin store's games, the engine's module table
 * (engine/index.ts, typed `Record<Game, …>` so a new game without a module does not compile), the commands'
 * `game:` choices and help. test/games.test.ts checks that they agree.
 *
 * No imports, so that anything (engine, store, commands) can read it without loading the schema library.
 *
 * Adding a game: its code here and its name in GAME_NAMES, then `npm run typecheck` lists every table that needs
 * an entry for it (engine module, game names in questions, help examples, …).
 */
export const GAMES = ['mtg', 'rb', 'gr'] as const;
export type Game = (typeof GAMES)[number];

export const GAME_NAMES: Record<Game, string> = {
  mtg: 'Magic: The Gathering',
  rb: 'Riftbound',
  gr: 'Gate Ruler',
};

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

const CODES = GAMES.join('|');
const ID_TAIL = '(?:\\.[a-z0-9][a-z0-9-]*)+';

/** A typed id: lower-case dotted words, first word the game, e.g. `gr.destroy.soulguard`. */
export const ID_PATTERN = new RegExp(`^(?:${CODES})${ID_TAIL}$`);

/** Entry ids inside a longer text (a reply's footer). A new RegExp each call: it is global, so it has state. */
export function idsInText(): RegExp {
  return new RegExp(`\\b(?:${CODES})${ID_TAIL}`, 'g');
}

/** Something typed as an id ("mtg.trample.lethl"), loosely: worth a "did you mean" rather than a search. */
export const ID_LIKE = new RegExp(`^(?:${CODES})\\.[\\w.-]+$`);
