/**
 * Moved: every game signal (cues, signs, terms, word counts) lives in rulings/game-signals.ts. This file only keeps
 * the old import path working; import from game-signals.ts. (Kept because /work/team/bin/land lints changed files
 * and fails on a deleted one.)
 */
export { evidentGame, gameCues, type GameCues } from './game-signals.ts';
