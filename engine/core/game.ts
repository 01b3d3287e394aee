/**
 * # Game modules
 *
 * The engine knows nothing about any one game. Each game is a folder `engine/<id>/` of the same shape:
 *
 * | file            | what it holds                                                                        |
 * |-----------------|--------------------------------------------------------------------------------------|
 * | `vocabulary.ts` | the game's words: keywords, attributes, directives, with en/ja/fr aliases (`Lexicon`)  |
 * | `scenario.ts`   | the typed scenario (players, objects, actions) extending `ScenarioBase`               |
 * | `parse.ts`      | hooks that read a player's attributes, an object's spec and each directive             |
 * | `print.ts`      | the inverse hooks: canonical text of the same three things                            |
 * | `resolve.ts`    | `resolve(scenario): Resolution` — pure, no I/O, never throws on a parsed scenario      |
 * | `index.ts`      | exports the `GameModule` below                                                        |
 *
 * and its messages live in `commands/locales/{en,ja,fr}/engine-<id>.yaml` (namespace `engine-<id>`).
 * The module is registered under its code in `MODULES` (engine/index.ts), and its ruleset appears in `RULESETS`.
 *
 * ## What the shared parser does for you (engine/core/parse.ts)
 *
 * The notation's structure is common to every game:
 *
 *     <game name>                          first statement: mtg | gr | rb (and aliases)
 *     A: <object> ; <object>               a player's section; `;` and a newline are the same
 *     A life=20                            a player's attributes (words from `syntax.playerAttributes`)
 *     x=<spec>                             an object with a short lower-case id, under the current player
 *     <directive> <args>                   a directive (words from `syntax.directives`); ends the player's section
 *
 * The shared parser lexes (full-width punctuation accepted), tracks the current player, checks object ids
 * (syntax, duplicates), resolves references (`ctx.refObject`, `ctx.refPlayer`, `ctx.refTarget`) once everything is
 * read — with "did you mean" — and groups objects by controller so that `parse(print(s))` deep-equals `s`.
 * A module only reads the inside of a statement, from tokens that carry their line and column, and reports
 * problems with `ctx.error(span, key, params, { expected, suggestion })`. Errors are data; nothing throws.
 *
 * ## Resolution
 *
 * `resolve` returns a `Resolution` (engine/core/types.ts): an outcome summary first, the choices left to players
 * (legal range, the choice taken, whether it was assumed), a step trace where every step carries message key +
 * params + knowledge-base ids (`cites`) + rule numbers (`rules`), warnings, assumptions, rule violations (an
 * illegal scenario is reported, not thrown), the final state, and branches (the outcome of each way an open
 * choice could go). Message keys are `engine-<id>.…`; the renderer translates them.
 *
 * ## A rules kernel, not a procedure (the MTG module)
 *
 * `engine/mtg/resolve.ts` is an event loop: the scenario's directives are events applied in order, and after each
 * one the rules' own loops run — state-based actions until none apply, then waiting triggers onto the stack in
 * APNAP order — with a step budget (`engine/core/loop.ts`, `StepBudget`) so a loop of triggers ends with a message
 * instead of a hang. Characteristics are never read from the scenario directly: they come out of the layer system
 * (`engine/mtg/layers.ts`, `characteristics(perms, effects)`, pure). Every rule applied adds a trace step with its rule
 * numbers, so the trace falls out of the kernel. Each of the rules' loops has a file named after it next to the
 * kernel: `sba.ts` (704), `combat-declare.ts` (508–509), `combat-damage.ts` (510), `damage.ts` (120, 614–616),
 * `end-of-turn.ts` (513–514), `outcome.ts`, and `branches.ts` for open choices run in every order.
 *
 * **Adding a keyword** (e.g. "shadow"): (1) the word and its ja/fr aliases in `engine/mtg/vocabulary.ts`
 * (`KEYWORDS`, `keywordTerms`); (2) one entry in `KEYWORD_RULES` in `engine/mtg/keywords.ts` — its rule numbers
 * and the small function the kernel asks for (`forbidsBlock` for an evasion or blocking restriction, `damageAs` for
 * damage dealt as counters, `effect` when it works on a non-creature permanent); (3) its name under `keyword:` in
 * `commands/locales/{en,ja,fr}/engine-mtg.yaml`; (4) a tested example in docs/notation.md and a test in
 * `test/engine/mtg-keywords.test.ts`. A keyword that needs a new moment of the game (a new trigger, a replacement)
 * is one more hook in the kernel, called where that event happens (`dealFrom` in damage.ts, `leave` and
 * `destroyPerm` in resolve.ts).
 *
 * **Adding an effect** (e.g. "tap x"): the word in `effectTerms` (vocabulary.ts), its `EffectKind` in scenario.ts,
 * one entry in `EFFECT_RULES` (`engine/mtg/effects.ts`: what it takes, what it may target, and `apply` — one call
 * on the kernel's `EffectHost`), a `step.<name>` message in the three locale files, an example in docs/notation.md
 * and a test in `test/engine/mtg-timeline.test.ts`. A continuous effect only needs its layer in `LAYER_OF`
 * (layers.ts). Parsing and printing come from the `args` of the entry (engine/mtg/effects-syntax.ts).
 *
 * ## Adding a game
 *
 * The games are listed once, in rulings/games.ts. Add the new code there (and its name in `GAME_NAMES`); the type
 * checker then names every table keyed by game that lacks it — `MODULES` in engine/index.ts, the game's names in
 * questions (rulings/game-names.ts), the help examples (commands/help.ts) — and test/games.test.ts checks the rest
 * agrees (locale names, knowledge-base folder). The engine side is a folder `engine/<code>/` of the shape above,
 * whose `GameModule` has `id` = the code; engine/rb (a small one) and engine/gr are the models to copy. Document its
 * words in docs/notation.md, with tested examples.
 */
import type { CardLookup } from './cards.ts';
import type { Token } from './lexer.ts';
import type { Lexicon } from './vocabulary.ts';
import type {
  ActionBase,
  Message,
  MessageParams,
  ObjectBase,
  PlayerBase,
  Resolution,
  Ruleset,
  ScenarioBase,
  Span,
} from './types.ts';

/** What a module's parse hooks may ask of the shared parser. */
export interface ParseContext {
  readonly game: string;
  /** Reports an error at `at`. */
  error(at: Span, key: string, params?: MessageParams, extra?: { expected?: Message; suggestion?: string }): void;
  /** `token` must name an object; checked when the whole scenario has been read. */
  refObject(token: Token): void;
  /**
   * An object defined inside a directive (an MTG permanent spell: `cast B v=Viper 2/1`): its id is checked and
   * reserved like a section's `v=…`, so references to it resolve. False (after reporting) when the id is bad or taken.
   */
  declareObject?(token: Token): boolean;
  /** `token` names a player (created on first mention). Reports and returns false if it is not a player name. */
  refPlayer(token: Token): boolean;
  /** A player (upper-case first letter) or an object (lower-case): registered like refPlayer / refObject. */
  refTarget(token: Token): 'player' | 'object' | undefined;
  isPlayerName(text: string): boolean;
  isObjectId(text: string): boolean;
  /** Card names → characteristics, when the caller has card data (parse option `cards`). */
  readonly cards?: CardLookup;
  /** A note for the reply (not an error): shown with the resolution's warnings. */
  note?(key: string, params?: MessageParams): void;
}

/** The parse and print hooks of a game. */
export interface GameSyntax<P extends PlayerBase, O extends ObjectBase, A extends ActionBase> {
  /** Directive words (`attack`, `block` …) with aliases. The canonical word becomes `kind` of the action. */
  readonly directives: Lexicon;
  /** Words that start a player attribute (`life`, `prevent` …); they are reserved and cannot be object ids. */
  readonly playerAttributes: Lexicon;
  newPlayer(id: string): P;
  /** Reads `tokens` (e.g. `life=18 prevent:1`) into `player`. */
  parsePlayerAttributes(player: P, tokens: Token[], ctx: ParseContext): void;
  /** Reads an object's spec (the tokens after `id=`). Returns undefined after reporting an error. */
  parseObject(id: string, controller: string, tokens: Token[], ctx: ParseContext, at: Span): O | undefined;
  /**
   * Players a directive names before any section head does (MTG `teams A,B vs C,D`), so that a game of four
   * players needs no `C:` line for each; read from the raw argument tokens before anything is parsed.
   */
  declaredPlayers?(kind: string, args: Token[]): string[];
  /**
   * The players' canonical order once everything is read (MTG: the teams' order), so that where a statement such
   * as `teams` was written does not change the scenario, and printing it back gives the same one.
   */
  orderPlayers?(players: readonly P[], actions: readonly A[]): P[];
  /**
   * Ids of the objects the scenario's own effects create while it runs (MTG tokens `token1`, `token2` …), which
   * statements may name like objects written out; read once everything is parsed. Absent: none.
   */
  createdIds?(objects: readonly O[], actions: readonly A[]): string[];
  /** Reads a directive's arguments (`head` is the directive word). Returns undefined after reporting an error. */
  parseDirective(kind: string, head: Token, args: Token[], ctx: ParseContext): A | undefined;
  /**
   * A statement written subject first, as in speech ("c attacks B", "g blocks c"): the same statement in the
   * notation's order, for the error to show (`verb` is the directive word to write, `rest` what followed it).
   * Without it: `<verb> <subject> <rest>`.
   */
  reorder?(kind: string, verb: string, subject: string, rest: string): string;
  /** Attribute text of a player (`life=18`), '' when it has none. */
  printPlayerAttributes(player: P): string;
  /** An object's spec, without `id=`. */
  printObject(object: O): string;
  printAction(action: A): string;
}

/** A game the engine can resolve. `S` is the game's scenario type. */
export interface GameModule<
  P extends PlayerBase = PlayerBase,
  O extends ObjectBase = ObjectBase,
  A extends ActionBase = ActionBase,
> {
  /** The game's code in rulings/games.ts (also the prefix of its knowledge-base ids). */
  readonly id: string;
  /** Names accepted on the game line, any case, in every language ("mtg", "magic", "マジック" …). */
  readonly names: readonly string[];
  readonly ruleset: Ruleset;
  /** Locale namespace of its messages: 'engine-mtg'. */
  readonly messages: string;
  readonly syntax: GameSyntax<P, O, A>;
  /** Resolves a parsed scenario. Pure; must not throw on anything the parser accepted. */
  resolve(scenario: GameScenario<P, O, A>): Resolution;
}

export interface GameScenario<P extends PlayerBase, O extends ObjectBase, A extends ActionBase> extends ScenarioBase {
  players: P[];
  objects: O[];
  actions: A[];
}

/** A module with its type parameters erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any>;
