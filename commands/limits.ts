/**
 * Input limits shared by the slash commands and the CLI (one limit per input, whatever the transport). Kept in a
 * module of their own so a one-shot CLI call does not load a command's handler to learn them.
 */
/** Longest /ruling question (characters). */
export const MAX_QUESTION = 300;
/** Longest /check scenario (characters); the engine itself refuses beyond MAX_TEXT_LENGTH (pins may hold more). */
export const MAX_SCENARIO = 1500;
