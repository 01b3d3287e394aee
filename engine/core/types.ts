/**
 * Game-agnostic data model of the scenario engine: what a parser produces, what a resolver returns.
 *
 * Everything here is plain data (JSON-serialisable, no classes, no functions) so a result can be cached, logged,
 * compared in tests and rendered by any transport. User-facing text never appears here: the engine speaks in
 * message keys plus parameters (`Message`), and `commands/render/resolution.ts` translates them at the edge.
 */

/** A parameter value: a literal, or a nested message translated in the same locale (e.g. a colour name). */
export type MessageParam = string | number | Message;
export type MessageParams = Record<string, MessageParam>;

/** A translatable message: a key in commands/locales/<lang>/<namespace>.yaml plus its placeholders. */
export interface Message {
  key: string;
  params?: MessageParams;
}

/** Where something is in the scenario text. Lines and columns start at 1; columns count UTF-16 code units. */
export interface Span {
  line: number;
  col: number;
  length: number;
}

/** A parse error is data: where, what (key + params), what was expected, and a "did you mean". */
export interface ParseError extends Span {
  key: string;
  params: MessageParams;
  expected?: Message;
  suggestion?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios

/** A player of the scenario (`A`, `B` …). Games add their own fields (life, shields …). */
export interface PlayerBase {
  id: string;
}

/** An object of the scenario (`w=Craw Wurm 6/4 …`), controlled by a player. Games add their own fields. */
export interface ObjectBase {
  id: string;
  controller: string;
}

/** A directive (`attack …`, `block …`). `kind` is the canonical directive word. */
export interface ActionBase {
  kind: string;
}

/**
 * A parsed scenario. Objects are grouped by controller in player order, so printing and parsing again gives a
 * deep-equal value (the printer writes each player's objects under its header).
 */
export interface ScenarioBase {
  game: string;
  players: PlayerBase[];
  objects: ObjectBase[];
  actions: ActionBase[];
}

// ---------------------------------------------------------------------------------------------------------------
// Resolution

/** One line of the step-by-step trace. `cites` are knowledge-base entry ids, `rules` rule numbers. */
export interface Step {
  key: string;
  params: MessageParams;
  cites: string[];
  rules?: string[];
  /** A heading step (e.g. "first-strike combat damage step") that the renderer may set apart. */
  heading?: boolean;
}

/**
 * A decision the rules leave to a player. When the scenario does not say (`assign`, `order` …), the engine
 * resolves the usual choice and labels it as an assumption (`assumed: true`).
 */
export interface ChoicePoint {
  /** Player who makes the choice. */
  chooser: string;
  /** What is being chosen, e.g. "A assigns w's 6 combat damage". */
  what: Message;
  /** The legal range, e.g. "at least 2 to x and 3 to y; up to 1 to B". */
  range: Message;
  /** The choice the trace follows. */
  taken: Message;
  /** True when the engine picked it; false when the scenario gave it explicitly. */
  assumed: boolean;
  cites: string[];
  rules: string[];
}

/** A warning or an assumption the engine made. */
export interface Note {
  key: string;
  params: MessageParams;
  cites?: string[];
  rules?: string[];
}

/** Something the scenario asks for that the rules do not allow. Reported, never thrown. */
export interface Violation {
  key: string;
  params: MessageParams;
  cites: string[];
  rules: string[];
  /** True when the engine could not go on (an illegal declaration); false when it resolved a legal fallback. */
  fatal: boolean;
}

/** Where an object is; `none`: not in the game (a token not created yet, or that ceased to exist, 111.7). */
export type Zone = 'battlefield' | 'graveyard' | 'exile' | 'hand' | 'library' | 'stack' | 'command' | 'none';

export interface PlayerState {
  id: string;
  life: number;
  lifeBefore: number;
  lost: boolean;
  counters: Record<string, number>;
  /** Cards in their hand, library and graveyard at the end, when the scenario counts them (MTG). */
  cards?: Record<string, number>;
}

export interface ObjectState {
  id: string;
  /** Display label: "Craw Wurm (w)" or "w". */
  label: string;
  controller: string;
  zone: Zone;
  /** Damage marked at the end (creatures). */
  damage: number;
  counters: Record<string, number>;
  /** Counters before the scenario resolved (to show "defense 5 → 0"). */
  countersBefore: Record<string, number>;
  /** Why it left the battlefield, as a message (e.g. destroyed by lethal damage). */
  leftBecause?: Message;
  /** Current (or last known) characteristics, for creatures: after every continuous effect (layers). */
  power?: number;
  toughness?: number;
  keywords?: string[];
  colors?: string[];
  tapped?: true;
}

/** An instant or sorcery card that left the stack, and the zone it ended in (608.2n: its owner's graveyard unless its text says). */
export interface SpellState {
  /** Its id on the stack (`spell1`: the first spell cast). */
  id: string;
  label: string;
  owner: string;
  zone: Zone;
  /** Counters on it where it ended (`time` for a card exiled with time counters, 702.62a). */
  counters?: Record<string, number>;
}

export interface FinalState {
  players: PlayerState[];
  objects: ObjectState[];
  /** Instant and sorcery cards that left the stack (resolved, countered or with every target illegal), when any did. */
  spells?: SpellState[];
}

/** The outcome of one way a player may choose (e.g. one order of replacement effects). */
export interface Branch {
  /** The choices that define this branch, e.g. "B: prevent, then double" (one message per chooser). */
  label: Message[];
  outcome: Message[];
  final: FinalState;
  /** True for the branch the main trace follows. */
  main: boolean;
}

export interface Resolution {
  /** One-glance summary: life totals, what died, what was defeated. */
  outcome: Message[];
  choices: ChoicePoint[];
  steps: Step[];
  final: FinalState;
  warnings: Note[];
  assumptions: Note[];
  violations: Violation[];
  /** Outcomes of the other choices a player could make (empty when nothing is left open or it does not matter). */
  branches: Branch[];
  /** True when a fatal violation stopped resolution (the outcome then says so). */
  stopped: boolean;
}

/** The rules version a game module implements (shown in every reply's footer). */
export interface Ruleset {
  game: string;
  /** Knowledge-base source id of the rules document (rulings/sources/). */
  source: string;
  name: string;
  version: string;
  /** "Comprehensive Rules 2025-02-07". */
  label: string;
}

export type CheckResult =
  | {
      ok: true;
      game: string;
      ruleset: Ruleset;
      scenario: ScenarioBase;
      /** The scenario printed back in canonical one-line form (shows the user how it was read). */
      canonical: string;
      resolution: Resolution;
    }
  | {
      ok: false;
      game?: string;
      ruleset?: Ruleset;
      text: string;
      errors: ParseError[];
    };
