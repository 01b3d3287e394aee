/**
 * The games and the shape of entry ids. Kept apart from schema.ts so that code needing only these (commands,
 * the store) does not load the schema library at start-up.
 */
export const GAMES = ['mtg', 'rb', 'gr'] as const;
export type Game = (typeof GAMES)[number];

export const GAME_NAMES: Record<Game, string> = {
  mtg: 'Magic: The Gathering',
  rb: 'Riftbound',
  gr: 'Gate Ruler',
};

/** A typed id: lower-case dotted words, first word the game, e.g. `gr.destroy.soulguard`. */
export const ID_PATTERN = /^(mtg|rb|gr)(\.[a-z0-9][a-z0-9-]*)+$/;

