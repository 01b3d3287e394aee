/**
 * Which gate let a confident answer through, kept only while a bench asks for it (bench/questions-wrongs.ts): the
 * confidence paths of rulings/search.ts (coverage, a clear lead, a named title, an asked concept's tag) and the
 * routes between indexes (policy over rules, a game's part over the root). Classifying the held-out confident wrongs
 * by path says which gate to tighten; off (the default) nothing is recorded.
 */
let trace: string[] | undefined;

/** Starts (or stops) recording, forgetting what was recorded. */
export function tracePaths(on: boolean): void {
  trace = on ? [] : undefined;
}

/** Records one decision, when recording (a function is only called then: no string is built otherwise). */
export function notePath(path: string | (() => string)): void {
  trace?.push(typeof path === 'function' ? path() : path);
}

/** The decisions recorded since the last tracePaths(true). */
export function tracedPaths(): readonly string[] {
  return trace ?? [];
}
