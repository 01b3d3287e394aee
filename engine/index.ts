/**
 * Public API of the scenario engine: parse a scenario written in the notation (docs/notation.md), resolve it by a
 * game's rules, print it back in canonical form. Pure and synchronous; nothing here throws on user input.
 *
 *     const result = checkScenario('mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w ; block x>w');
 *     if (result.ok) renderCheck(result, 'en'); else renderParseErrors(result.text, result.errors, 'en');
 */
import type { AnyGameModule } from './core/game.ts';
import { parseText, findGame, type ParseOptions } from './core/parse.ts';
import { printWith, type PrintOptions } from './core/print.ts';
import type { CheckResult, ParseError, Resolution, Ruleset, ScenarioBase } from './core/types.ts';
import { GAMES as GAME_CODES, type Game } from '../rulings/games.ts';
import { gr } from './gr/index.ts';
import { mtg } from './mtg/index.ts';
import { rb } from './rb/index.ts';

export type * from './core/types.ts';
export type { GameModule, GameSyntax, ParseContext } from './core/game.ts';
export type { ParseOptions } from './core/parse.ts';
export type { CardFacts, CardLookup } from './core/cards.ts';
export type { PrintOptions } from './core/print.ts';

/** Each game's module, by its code: a game added to rulings/games.ts without a module here does not compile. */
const MODULES: Record<Game, AnyGameModule> = { mtg, rb, gr };

/** The games the engine resolves, in the order of rulings/games.ts. */
export const GAMES: readonly AnyGameModule[] = GAME_CODES.map((g) => MODULES[g]);

/** Games announced in the notation but without a module yet (clear error instead of "unknown game"). */
export const PLANNED_GAMES: Record<string, readonly string[]> = {};

/** The rules version each game module implements, e.g. RULESETS.mtg.label = "Comprehensive Rules 2025-02-07". */
export const RULESETS: Readonly<Record<string, Ruleset>> = Object.fromEntries(GAMES.map((g) => [g.id, g.ruleset]));

export interface ParseResult {
  scenario?: ScenarioBase;
  errors: ParseError[];
}

export function getGame(name: string): AnyGameModule | undefined {
  return findGame(name, GAMES);
}

/**
 * The caller's options with the planned games. Object.assign, not `{ ...options, planned }`: V8 kept objects made by a
 * spread given more keys alive through the next minor collections (see engine/mtg/state.ts RunResult), and every
 * check made one — the by-card-name bench rows promoted ~50 KB per minor GC, most of it through such copies.
 */
function withPlanned(options: Omit<ParseOptions, 'planned'>): ParseOptions {
  return Object.assign({}, options, { planned: PLANNED_GAMES });
}

/** Parses scenario text. Errors are data with positions; never throws. */
export function parseScenario(text: string, options: Omit<ParseOptions, 'planned'> = {}): ParseResult {
  const r = parseText(text, GAMES, withPlanned(options));
  return r.scenario ? { scenario: r.scenario, errors: r.errors } : { errors: r.errors };
}

/** Writes a parsed scenario in canonical form; `parseScenario(printScenario(s)).scenario` deep-equals `s`. */
export function printScenario(scenario: ScenarioBase, options: PrintOptions = {}): string {
  const module = getGame(scenario.game);
  if (!module) throw new Error(`unknown game "${scenario.game}"`);
  return printWith(module, scenario, options);
}

/** Resolves a parsed scenario by its game's rules. */
export function resolveScenario(scenario: ScenarioBase): Resolution {
  const module = getGame(scenario.game);
  if (!module) throw new Error(`unknown game "${scenario.game}"`);
  return module.resolve(scenario);
}

/**
 * Parse + resolve. Never throws: bad input comes back as `{ ok: false, errors }` (each error with line, column,
 * length, message key, parameters, what was expected and maybe a suggestion).
 */
export function checkScenario(text: string, options: Omit<ParseOptions, 'planned'> = {}): CheckResult {
  const source = typeof text === 'string' ? text : '';
  try {
    const parsed = parseText(source, GAMES, withPlanned(options));
    if (!parsed.scenario || !parsed.module) {
      const failed: CheckResult = { ok: false, text: source, errors: parsed.errors };
      if (parsed.module) {
        failed.game = parsed.module.id;
        failed.ruleset = parsed.module.ruleset;
      }
      return failed;
    }
    const module = parsed.module;
    const resolution = module.resolve(parsed.scenario);
    // notes from parsing (cards taken from the card data, abilities not modelled) come first among the warnings
    if (parsed.notes) resolution.warnings = [...parsed.notes, ...resolution.warnings];
    return {
      ok: true,
      game: module.id,
      ruleset: module.ruleset,
      scenario: parsed.scenario,
      canonical: printWith(module, parsed.scenario, { oneLine: true }),
      resolution,
    };
  } catch (err) {
    return {
      ok: false,
      text: source,
      errors: [{ line: 1, col: 1, length: 1, key: 'engine.parse.internal', params: { message: err instanceof Error ? err.message : String(err) } }],
    };
  }
}
