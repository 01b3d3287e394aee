/**
 * What a Gate Ruler run works on: units, other cards and rulers (with their damage zones), the preventions waiting for
 * the next damage, the combat in progress, whose turn it is, and the cards not played — and `GrHost`, everything the
 * kernel (resolve.ts) offers its rule files, of which each file declares the part it needs (gate.ts `GateHost` …).
 */
import type { Message, MessageParam, Resolution } from '../core/types.ts';
import type { Recorder } from '../core/trace.ts';
import type { GrAction, GrObject, GrScenario } from './scenario.ts';
import type { GrKeyword } from './vocabulary.ts';
import type { Moment, RulerKind, Rulings } from './cards.ts';

/** Most outcomes computed for open choices; beyond that only the usual choice is shown. */
export const MAX_BRANCHES = 8;

export interface Mod {
  op: 'add' | 'set';
  atk: number;
  hp: number;
  eot: boolean;
}

export interface Unit {
  o: GrObject;
  label: string;
  zone: 'battlefield' | 'graveyard' | 'exile' | 'hand';
  damage: number;
  soul: number;
  mods: Mod[];
  rested: boolean;
  attacks: number;
  deathtouched: boolean;
  destroyed: number;
  stayed: number;
  buried: boolean;
}

export interface Ruler {
  id: string;
  up: string[][];
  down: number;
  upBefore: number;
  downBefore: number;
  energy?: number;
  energyBefore?: number;
  taken: number;
  flipped: number;
  healed: number;
  paid: number[];
  drFailed: number;
  kind?: RulerKind;
  rights: number;
  stk?: number;
  rested: boolean;
  /** Delayed triggers waiting for the end of combat (《T‐20 トリックスター》). */
  delayed: number;
}

export interface Part {
  to: string;
  amount: number;
  original: number;
}

export interface Exec {
  n: number;
  parts: Part[];
  from?: string;
  source: MessageParam;
  combat: boolean;
  unreducible: boolean;
  label?: string;
  pierce?: boolean;
}

export type PreventAction = Extract<GrAction, { kind: 'prevent' }>;
export type DamageAction = Extract<GrAction, { kind: 'damage' }>;
export type DestroyAction = Extract<GrAction, { kind: 'destroy' }>;

export interface Point {
  key: string;
  chooser: string;
  options: Message[];
  explicit: boolean;
  /** The option the usual choice takes. */
  usual: number;
  /** How each option reads in a branch label. */
  labels: Message[];
}

/** One run: its resolution, held rather than spread into this object (see engine/mtg/state.ts RunResult), and its choice points. */
export interface RunResult {
  resolution: Resolution;
  points: Map<string, Point>;
}

export type Cause = 'damage' | 'effect' | 'deathtouch' | 'cost';

/** The kernel's state and lookups, as the rule files see them; each declares the part it uses. */
export interface GrHost extends Recorder {
  readonly s: GrScenario;
  /** For a branch: the option taken at each choice point, by its key. */
  readonly forced: ReadonlyMap<string, number>;
  readonly units: Map<string, Unit>;
  readonly cards: Map<string, GrObject>;
  readonly rulers: Map<string, Ruler>;
  /** Choice points found (a prevention with several eligible executions, a damage reversal with several ways). */
  readonly points: Map<string, Point>;
  /** Preventions waiting for the next damage. */
  readonly shields: Array<{ a: Extract<GrAction, { kind: 'prevent' }>; index: number }>;
  /** The combat in progress: its attacker, and whether an effect rested it. */
  combat: { attacker?: string; restedByEffect?: boolean } | undefined;
  stopped: boolean;
  /** Whose turn it is, once a `turn` directive says so. */
  turn: string | undefined;
  /** Cards (by label) that were not played or whose cost was not paid, with why: later directives of them do not happen. */
  readonly unpaid: Map<string, Message>;
  /** Labels of cards not played for lack of a legal choice (the rest are unpaid DRs). */
  readonly noChoice: Set<string>;
  /** Outcome lines gathered on the way (cards not played, summons). */
  readonly notes: Message[];
  has(u: Unit, kw: GrKeyword): boolean;
  name(id: string): MessageParam;
  /** Current ATK/HP: printed values, then every modifier in the order it started applying. */
  stats(u: Unit): { atk: number; hp: number };
  controllerOf(id: string | undefined): string | undefined;
  /** The card rulings (cards.ts) about `moment` when the position is their card's. */
  rulings(moment: Moment, text: string | undefined, ...ids: Array<string | undefined>): Rulings;
  opponentOf(player: string): string;
  maxAttacks(u: Unit): number;
  /** A player's ruler (created on first use). */
  ruler(id: string): Ruler;
}
