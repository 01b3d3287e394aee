/**
 * The state of a game being resolved, in one place: players, permanents, the stack, waiting triggers, continuous
 * effects, combat, and the turn's progress — and the questions every rule asks of it (characteristics through the
 * layer system, 613; who controls, defends and opposes whom). The kernel (resolve.ts) owns one `GameState` and
 * changes it through the rules' loops; the rule files read it and write to it through `host.state`, each asking the
 * kernel only for the few services its own interface lists (sba.ts `SbaHost`, damage.ts `DamageHost` …).
 */
import type { Message, MessageParam, MessageParams, Resolution, SpellState, Zone } from '../core/types.ts';
import type { Recorder } from '../core/trace.ts';
import type { Delayed } from './delayed.ts';
import type { MtgAction, MtgObject, MtgScenario, CounterKind, Effect } from './scenario.ts';
import { COLORS, type Color, type Keyword, type LandType, type OrderKind, type Quality, type SpellType } from './vocabulary.ts';
import { characteristics, type Chars, type Continuous } from './layers.ts';
import type { Source } from './effects.ts';
import { KEYWORD_RULES, abilityIn, keywordsWith, type Hook, type TriggerSpec } from './keywords.ts';
import type { RuleEvent, TriggerView } from './events.ts';
import type { Teams } from './teams.ts';
import type { NowFacts } from './turn-conditions.ts';
import type { Seen } from './looking.ts';
import { cardTypeHit, permanentTypes, type SourceView } from './targeting.ts';
import { Bands, type BandingHost } from './banding.ts';
import type { PreventionStep, StackedDamage } from './era.ts';
import { Redirections } from './redirect.ts';
import type { DamageDealt } from './damage.ts';
import { msg, qualityMsg } from './messages.ts';
import { ofSubtype } from './subtypes.ts';
import type { LastKnown } from './counted-amounts.ts';
import type { Prevention } from './prevention.ts';

export interface Shield {
  left: number;
  from: MessageParam;
  /** Controller of the effect (the 1998 rules ordered replacement effects by it, APNAP). */
  by?: string;
  /** Only damage from this permanent (615.7: "the next N damage that … would deal"). */
  onlyFrom?: string;
  /** Created by a spell or ability this turn: ends in the cleanup step (514.2). */
  thisTurn?: true;
}

export interface PlayerState {
  id: string;
  life: number;
  start: number;
  lost: boolean;
  shields: Shield[];
  preventEach: Array<{ amount: number; from: MessageParam; by?: string }>;
  protection: Quality[];
  protectionFromPlayer?: string;
  poison: number;
  poisonStart: number;
  lands: readonly LandType[];
  /** Cards in each zone that no scenario object stands for (zones.ts), and how many there were at the start. */
  cards: Record<'hand' | 'library' | 'graveyard', number>;
  cardsStart: Record<'hand' | 'library' | 'graveyard', number>;
  /** The written cards of the library, top first. */
  libraryTop: string[];
  /** The written cards put on the bottom of the library, under the others (engine/mtg/looking.ts), top first. */
  libraryBottom?: string[];
  /** Cards drawn so far, and whether a draw from an empty library was attempted since the last check (704.5b). */
  drawn: number;
  drewFromEmpty: boolean;
  /** Life gained and lost in all (the outcome says so when both happened). */
  gained: number;
  lostLife: number;
  /** Spells the player cast during the previous turn, when the scenario says (`cast-last-turn=N`): werewolves ask it (engine/mtg/transform.ts). */
  castLastTurn?: number;
  /** Energy counters (107.14; engine/mtg/energy.ts), now and as the scenario began: absent while the player has none. */
  energy?: number;
  energyStart?: number;
  /** The city's blessing (702.131c; engine/mtg/ascend.ts), and whether the player had it as the scenario began. */
  blessing?: true;
  blessingStart?: true;
}

export interface Perm {
  o: MtgObject;
  label: string;
  zone: Zone;
  damage: number;
  loyalty: number;
  defense: number;
  shields: Shield[];
  preventEach: Array<{ amount: number; from: MessageParam; by?: string }>;
  deathtouched: boolean;
  counters: Record<CounterKind, number>;
  /** Regeneration shields this turn (701.15). */
  regen: number;
  /** Tapped (508.1f: attacking taps a creature without vigilance). */
  tapped: boolean;
  /** Came under its controller's control this turn: summoning sick without haste (302.6). */
  sick: boolean;
  /** Characteristics and counters as it last existed on the battlefield (608.2h, 603.10a). */
  lastKnown?: Chars;
  lastCounters?: Record<CounterKind, number>;
  inCombat: boolean;
  leftBecause?: Message;
  protector?: string;
  siegeTriggered: boolean;
  /**
   * How many times it has changed zones: each move makes it a new object (400.7), so a spell or ability that named
   * it before a move no longer finds it (608.2b), and a zone-change trigger finds it only where it went (603.6c).
   */
  moves: number;
  /** The player it came onto the battlefield under, when not its owner (the player it is written under, 110.2). */
  controller?: string;
  /** The zone it was in before its last move. */
  from?: Zone;
  /** Where it was when the scenario began: the battlefield, a zone written for it, its caster's hand for a permanent spell. */
  start: Zone;
  /** Age counters on it (cumulative upkeep, 702.24a). */
  age: number;
  /** Level counters on it (level up, 702.87a; 711). */
  level: number;
  /** Spore counters on it (122.1). */
  spore: number;
  /** Phased out (702.26b): kept in no zone, so nothing sees it, but it never left the battlefield (702.26d; phasing.ts). */
  phasedOut?: true;
  /** Renowned (702.112b): its `moves` when it became renowned — it stays so until it leaves the battlefield. */
  renownedAt?: number;
  /** Enlist (702.154a): the creature it tapped as it attacked. */
  enlisted?: string;
  /** Fade and time counters on it (fading 702.32a, vanishing 702.63a; engine/mtg/fading.ts). */
  fade?: number;
  time?: number;
  /** Monstrous (701.31b): its `moves` when it became monstrous — it stays so until it leaves the battlefield. */
  monstrousAt?: number;
  /** Its back face is up (701.28g): it transformed an odd number of times since it entered (engine/mtg/transform.ts). */
  transformed?: true;
  /** An Aura or Equipment: the object it is attached to, as that object was (its `moves`) when attached (400.7). */
  attachedTo?: string;
  attachedMoves?: number;
  /** An effect said it doesn't untap during its controller's next untap step (502.3; engine/mtg/untap-step.ts). */
  skipUntap?: true;
}

/** A source of damage: a permanent (`perm`, whose keywords count) or a spell. */
export interface DamageSource {
  label: MessageParam;
  controller: string;
  perm?: string;
  colors: readonly Color[];
  /** A spell's card types (protection from instants, 702.16a). */
  spellTypes?: readonly SpellType[];
}

export type Recipient = { kind: 'player'; p: PlayerState } | { kind: 'perm'; p: Perm };

export interface OrderPoint {
  subject: string;
  chooser: string;
  kinds: OrderKind[];
  explicit: boolean;
}

export type AssignAction = Extract<MtgAction, { kind: 'assign' }>;
/** A spell or an ability on the stack (405). */
export interface StackItem {
  kind: 'spell' | 'ability' | 'trigger';
  /** A spell's id on the stack (`spell2`: the second spell cast), by which a counterspell targets it (engine/mtg/counterspells.ts). */
  id?: string;
  /** 1999–2009 (`ruleset 2009`): combat damage assigned and put on the stack (engine/mtg/era.ts). */
  combatDamage?: StackedDamage[];
  source: Source;
  effects: Effect[];
  /** Undying (702.93a) or persist (702.79a): return the card with a counter. */
  returns?: CounterKind;
  /** Lifeline's trigger: sets up the return of this card at end of turn (603.7a). */
  bringBack?: string;
  /** A delayed trigger at the end step: this card returns to the battlefield. */
  returnCard?: string;
  /** A permanent spell: this object enters the battlefield as it resolves (608.3a). */
  permanent?: string;
  /** A triggered ability whose effects name objects without targeting them (115.10). */
  untargeted?: true;
  /** A triggered ability: the rules of the ability (cited when what it does has no rule of its own). */
  rules?: string[];
  /** How many times each object it names, and its source, had moved when it was put on the stack (finding.ts, 400.7). */
  seen?: Record<string, number>;
  /** A triggered ability: the number its triggering event carried (`that-much`). */
  amount?: number;
  /** A state trigger (603.8): it does not trigger again while it waits or is on the stack. */
  state?: true;
  /** A keyword trigger's intervening "if" (603.4), checked again as it resolves. */
  still?(v: TriggerView): boolean;
  /** A copy of a spell (707.10; engine/mtg/spell-copies.ts): no card, it ceases to exist as it leaves the stack. */
  copy?: true;
  /** A spell's effects as written, before its targets were chosen: what a copy choosing new targets chooses again (707.10c). */
  written?: Effect[];
  /** The permanents sacrificed as the spell's additional cost (601.2h), and the first one's numbers as it last was (engine/mtg/counted-amounts.ts). */
  paid?: string[];
  paidNumbers?: LastKnown;
}

/** A shield on a source of damage (615.7): the next damage event it would deal this turn is prevented, and `gains` gains that much. */
export interface SourceShield {
  source: string;
  from: MessageParam;
  gains: string;
  /** The damage event that used it (the whole event is prevented; the shield ends with it). */
  event?: unknown;
}

/** A triggered ability waiting to be put on the stack (603.3). */
export interface PendingTrigger extends TriggerSpec {
  source: Source;
  returnCard?: string;
  rules: string[];
  /** How many times its source had moved when it triggered: a dies trigger finds its card in the graveyard only (603.6c). */
  sourceMoves?: number;
  /** How a player ordering triggers tells it from the others: its source and which of its abilities it is. */
  label?: Message;
  /** A delayed ability at a step: the object it watches and how many times it had moved when created (603.7c). */
  watched?: Array<{ id: string; moves: number }>;
}

/** The rules a run follows: today's, the 1998 Urza's Saga rulings (seed 003) or 1999–2009's (historical, era.ts). */
export type Era = 'today' | '1998' | '2009';

/**
 * One run of the kernel: its resolution, and the choice points it met (for branches.ts). The resolution is held, not
 * spread into this object: copying it with `...` (and out again with a rest pattern) made V8 keep every run's objects
 * alive through the next minor collection and promote them (a double-strike check's scavenges copied ~280 KB instead
 * of ~30 KB, the pause that set the benchmark's p99).
 */
export interface RunResult {
  resolution: Resolution;
  orderPoints: Map<string, OrderPoint>;
  triggerPoints: TriggerPoint[];
}

/** A player putting two or more triggered abilities on the stack at once chooses their order (603.3b). */
export interface TriggerPoint {
  key: string;
  chooser: string;
  labels: MessageParam[];
  /** A shield met by several sources at once (615.7): the chooser picks which source it prevents first. */
  shield?: true;
}

/** What every rule file is given by the kernel: the game, the scenario and rules being resolved, the trace it writes. */
export interface Host extends Recorder {
  readonly state: GameState;
  readonly s: MtgScenario;
  readonly era: Era;
}

/** The kernel's loop, asked by a rule after which the game goes on. */
export interface Loop {
  /** A fatal violation, the end of the game or a loop of triggers has stopped the run. */
  halted(): boolean;
  /** State-based actions until none apply, then the waiting triggers onto the stack (117.5, 704.3, 603.3b). */
  settle(): void;
  /** Both players pass until the stack is empty: the top resolves, and again (608.2). */
  drain(): void;
  /** A rule event happens: the abilities listening to it trigger (events.ts). */
  emit(ev: RuleEvent): void;
}

/** The scenario's `assign` and `order` directives, by source and by chooser, and whether the game used them. */
export interface Directives {
  readonly assigns: ReadonlyMap<string, { a: AssignAction; used: boolean }>;
  readonly orders: ReadonlyMap<string, { order: OrderKind[]; used: boolean }>;
}

/** Where combat is: no attack yet, attackers declared, blockers declared, after the first-strike step, done. */
export type CombatStep = 'none' | 'attackers' | 'blockers' | 'first' | 'done';

/** The combat phase (506–511): who attacks what, who blocks whom, and how far the damage steps have gone. */
export interface Combat {
  step: CombatStep;
  /** Attackers in the order declared, and what each attacks (a player, planeswalker or battle). */
  readonly attackOrder: string[];
  readonly target: Map<string, string>;
  /** Blockers in the order declared; the attackers each blocks, and the blockers of each attacker. */
  readonly blockOrder: string[];
  readonly blocksOf: Map<string, string[]>;
  readonly blockersOf: Map<string, string[]>;
  /** Attackers that became blocked (509.1h): they stay blocked when their blockers leave. */
  readonly blocked: Set<string>;
  /** Combat damage steps each creature has dealt damage in (for `assign w@2`). */
  readonly strikes: Map<string, number>;
  /** Creatures that had first or double strike as the first-strike step began (510.4). */
  fast: string[];
  /** Trample over planeswalkers: how the last assignment split between the planeswalker and its controller. */
  readonly overPw: Map<string, MessageParams>;
  /** Attackers whose planeswalker left combat and whose damage goes to its controller (702.19e), with its label. */
  readonly pwGone: Map<string, string>;
  /** Attacking bands and who divides damage with banding (702.22, banding.ts). */
  readonly bands: Bands;
  /** Provoked creatures (702.39a): each must block its provoker this combat if able (engine/mtg/provoke.ts). */
  readonly provoked: Map<string, string>;
}

/** No keyword: one shared, read-only list. */
const NO_KEYWORDS: readonly Keyword[] = [];
/** Every combination of colours as a list in the usual order (COLORS), by bit mask: what `colors(id)` returns. */
const COLOR_LISTS: ReadonlyArray<readonly Color[]> = Array.from({ length: 1 << COLORS.length }, (_, mask) => Object.freeze(COLORS.filter((_c, i) => mask & (1 << i))));

/** The game: every object and player, what is waiting to happen, and the questions rules ask about it. */
export class GameState implements TriggerView {
  readonly players = new Map<string, PlayerState>();
  readonly perms = new Map<string, Perm>();
  /** What "can't" effects on players read (engine/mtg/cant.ts): this state. */
  get cant(): this {
    return this;
  }
  /** Spells and abilities on the stack, the top last (405). */
  readonly stack: StackItem[] = [];
  /** Triggered abilities waiting to be put on the stack (603.3). */
  readonly pending: PendingTrigger[] = [];
  /** Delayed triggered abilities created by effects, waiting for their event (603.7, delayed.ts). */
  readonly watching: Delayed[] = [];
  /** The end of combat step has begun (511.2; only played when a delayed ability waits for it, delayed.ts). */
  endOfCombat?: true;
  /** Continuous effects: from resolved spells and abilities, and static abilities (611, 613). */
  readonly effects: Continuous[] = [];
  readonly combat: Combat;
  /** The active player: whoever attacks, once attackers are declared. */
  active: string | undefined;
  /** Two-Headed Giant teams (810), when the scenario has a `teams` statement. */
  teams: Teams | undefined;
  /** The game's day or night (728.1; engine/mtg/day-night.ts); neither when absent. */
  daytime: 'day' | 'night' | undefined;
  /** The player who is the monarch (722; engine/mtg/monarch.ts); none when absent. */
  monarch: string | undefined;
  /** The player who has the initiative (723; engine/mtg/initiative.ts); none when absent. */
  initiative: string | undefined;
  /** Redirection effects (614.9, engine/mtg/redirect.ts). */
  readonly redirects = new Redirections();
  /** Cards Lifeline returns at the end step, with the source and controller of the delayed trigger. */
  readonly delayed: Array<{ card: string; source: Source }> = [];
  /** Permanents that left the battlefield in the event being applied: "leaves the battlefield" abilities look back (603.10a). */
  readonly leftNow = new Set<string>();
  /** The damage event being dealt (damage.ts): its events are emitted once all of it is dealt (603.2c). */
  damaging: DamageDealt[] | undefined;
  /** "The next time this source would deal damage this turn, prevent it; you gain that much" (Awe Strike, 615.7): used up by one damage event. */
  readonly sourceShields: SourceShield[] = [];
  /** Players with a life floor dealt damage in the open damage event, and their life as it began (Worship looks at the whole event, 120.4d). */
  readonly floorWatch = new Map<string, number>();
  /** Players already said to survive a loss (Platinum Angel, Transcendence): the line is said once. */
  readonly lossNoted = new Set<string>();
  /** Fogs this turn (615.1a): the sources of effects preventing every bit of combat damage until the turn ends. */
  combatPrevented: MessageParam[] = [];
  /** "Prevent all damage … this turn" effects (engine/mtg/prevention.ts), and the effect saying damage can't be prevented this turn (615.12). */
  readonly preventions: Prevention[] = [];
  unpreventableTurn: MessageParam | undefined;
  /** What each permanent was dealt damage by this turn, by id (Sengir Vampire's "dealt damage by this this turn"). */
  readonly damagedBy = new Map<string, Set<string>>();
  /** Players dealt damage this turn (bloodthirst: "if an opponent was dealt damage this turn", 702.54a). */
  readonly damagedPlayers = new Set<string>();
  /** The creature named by `fighter` for the `fight` / `bite` effect right after it (engine/mtg/fight.ts). */
  fighter: string | undefined;
  /** The cards a `look-top` effect looked at and the card a `pick-card` chose, for the effects after it (engine/mtg/looking.ts). */
  seen: Seen = {};
  /** Instant and sorcery spells whose own text moved their card as they resolved ("Exile this spell", 608.2c), by spell id. */
  readonly spellMoves = new Map<string, { zone: 'exile' | 'library' | 'hand'; timeCounters: number }>();
  /** Instant and sorcery cards that left the stack, and where they ended (engine/mtg/spell-zones.ts). */
  readonly spellsLeft: SpellState[] = [];
  /** Players who played a land this turn (305.2: normally one a turn). */
  readonly landsPlayed = new Set<string>();
  /** The end step has begun: "at the beginning of the next end step" now means next turn's (603.7b). */
  inEndStep = false;
  /** 1998: the player whose "at end of turn" effects are resolving; objects whose effect has been applied. */
  eotPlayer: string | undefined;
  readonly eotDone = new Set<string>();
  /** 1998: the damage prevention step in progress (engine/mtg/era.ts). */
  window: PreventionStep | undefined;
  /** A player has won or the game is a draw (104.2a, 104.4a). */
  gameOver = false;
  /** Timestamps of continuous effects (613.7) and the spells cast so far (to name an unnamed one). */
  clock = 0;
  spells = 0;
  /** Copies of spells made so far (`copy1`, `copy2` …; engine/mtg/spell-copies.ts). */
  spellCopies = 0;
  private version = 0;
  /** Characteristics of every permanent on the battlefield, computed once per state version (and hand counts). */
  private cache: { version: number; hands: number[] | undefined; graves?: number[]; now?: string; chars: Map<string, Chars> } | undefined;
  /** Whether the characteristics being computed read a hand's card count (a power defined by cards in hand). */
  private handsRead = false;
  /** A threshold condition counted the cards in a graveyard (unnamed ones change without a new version: a mill, a discard). */
  private gravesRead = false;
  /** A condition asked whose turn it is or a permanent's status (engine/mtg/turn-conditions.ts: they change without a new version). */
  private nowRead = false;

  constructor(
    /** Who is active before attackers are declared: the attacker-to-be, else the first player listed. */
    readonly defaultActive: string | undefined,
    /** What banding's rules ask of the kernel (their steps and choices are the kernel's trace). */
    bandingHost: BandingHost,
  ) {
    this.combat = {
      step: 'none',
      attackOrder: [],
      target: new Map(),
      blockOrder: [],
      blocksOf: new Map(),
      blockersOf: new Map(),
      blocked: new Set(),
      strikes: new Map(),
      fast: [],
      overPw: new Map(),
      pwGone: new Map(),
      bands: new Bands(bandingHost),
      provoked: new Map(),
    };
  }

  /** A card or permanent changes zones (400.7): from now on it is a new object. */
  move(pe: Perm, zone: Zone): void {
    pe.from = pe.zone;
    pe.zone = zone;
    pe.moves++;
    this.changed();
  }

  // --- lookups
  perm(id: string): Perm | undefined {
    return this.perms.get(id);
  }

  /** Current characteristics (613) of a permanent; last known ones once it has left the battlefield. */
  chars(id: string): Chars | undefined {
    const pe = this.perms.get(id);
    if (!pe) return undefined;
    if (pe.zone !== 'battlefield') return pe.lastKnown ?? this.printed(pe);
    // a power defined by the cards in a hand changes when only a hand's count does (draws of unnamed cards);
    // this is asked for every keyword of every object at every event, so a hit allocates nothing
    // (the hand counts are looked at only when some power was defined by a hand: usually nothing is, and the hit
    // is then one comparison — this is 10 % of a check's time)
    const cache = this.cache;
    if (cache === undefined || cache.version !== this.version || (cache.hands !== undefined && !this.sameHands(cache.hands)) || (cache.graves !== undefined && !this.sameGraves(cache.graves)) || (cache.now !== undefined && cache.now !== this.nowKey())) {
      // usually every permanent is on the battlefield and no continuous effect exists: then nothing is copied
      let on: ReadonlyMap<string, Perm> = this.perms;
      for (const p of this.perms.values()) {
        if (p.zone === 'battlefield') continue;
        const some = new Map<string, Perm>();
        for (const [pid, q] of this.perms) if (q.zone === 'battlefield') some.set(pid, q);
        on = some;
        break;
      }
      const live = this.effects.length === 0 ? this.effects : this.effects.filter((c) => c.source === undefined || on.has(c.source));
      this.handsRead = false;
      this.gravesRead = false;
      this.nowRead = false;
      const chars = characteristics(on, live, this.opponentsOf, this.definedPtOf, this.creatureCardsOf, this.nowFacts);
      let hands: number[] | undefined;
      if (this.handsRead) {
        hands = [];
        for (const p of this.players.values()) hands.push(p.cards.hand);
      }
      this.cache = { version: this.version, hands, chars };
      if (this.gravesRead) this.cache.graves = [...this.players.values()].map((p) => p.cards.graveyard);
      if (this.nowRead) this.cache.now = this.nowKey();
      return chars.get(id);
    }
    return cache.chars.get(id);
  }

  private sameGraves(seen: readonly number[]): boolean {
    let i = 0;
    for (const p of this.players.values()) if (seen[i++] !== p.cards.graveyard) return false;
    return i === seen.length;
  }

  private sameHands(seen: readonly number[]): boolean {
    let i = 0;
    for (const p of this.players.values()) if (seen[i++] !== p.cards.hand) return false;
    return i === seen.length;
  }

  private readonly opponentsOf = (p: string): readonly string[] => this.opponents(p);
  /** Whose turn it is, what attacks, what is tapped: read by "as long as …" conditions (611.3b; engine/mtg/turn-conditions.ts). */
  private readonly nowFacts: NowFacts = {
    yourTurn: (player) => {
      this.nowRead = true;
      const active = this.turnOrder()[0];
      return active === player || (active !== undefined && (this.teams?.of(active)?.members.includes(player) ?? false));
    },
    attacking: (id) => {
      this.nowRead = true;
      return (this.perms.get(id)?.inCombat ?? false) && this.combat.target.has(id);
    },
    attackers: () => {
      this.nowRead = true;
      let n = 0;
      for (const id of this.combat.attackOrder) if (this.perms.get(id)?.inCombat) n++;
      return n;
    },
    tapped: (id) => {
      this.nowRead = true;
      return this.perms.get(id)?.tapped ?? false;
    },
    plusCounters: (id) => {
      this.nowRead = true;
      return this.perms.get(id)?.counters['+1/+1'] ?? 0;
    },
    attached: (id, kind) => {
      this.nowRead = true;
      const to = this.perms.get(id);
      for (const p of this.perms.values()) if (p.zone === 'battlefield' && p.attachedTo === id && p.attachedMoves === to?.moves && p.o.subtypes?.includes(kind)) return true;
      return false;
    },
  };

  /** The facts `nowFacts` reads, as one key: the characteristics are computed again when it changes. */
  private nowKey(): string {
    let k = this.turnOrder()[0] ?? '';
    for (const [id, p] of this.perms) k += `|${p.tapped ? 't' : ''}${p.inCombat && this.combat.target.has(id) ? 'a' : ''}${p.attachedTo ?? ''}${p.zone === 'battlefield' ? '' : 'z'}${p.counters['+1/+1'] ? 'c' : ''}`;
    return k;
  }
  private readonly definedPtOf = (ch: Chars, all: ReadonlyMap<string, Chars>): number | undefined => this.definedPt(ch, all);
  private readonly creatureCardsOf = (what: string, player: string): number => (what === 'graveyard-cards' ? this.graveyardCards(player) : what === 'blessing' ? (this.players.get(player)?.blessing ? 1 : 0) : this.creatureCardsIn(player));

  /** Every card in a player's graveyard, written there, put there, or only counted (`graveyard=N`): threshold's count. */
  graveyardCards(player: string): number {
    this.gravesRead = true;
    let n = this.players.get(player)?.cards.graveyard ?? 0;
    for (const pe of this.perms.values()) if (pe.zone === 'graveyard' && pe.o.controller === player) n++;
    return n;
  }

  /**
   * A permanent one of `players` controls that keeps them from losing (Platinum Angel, 104.3; with `zeroLife`, also one
   * that only ignores 0 or less life, Transcendence): its label, else undefined. In Two-Headed Giant a team is saved
   * by either head's (810.8a).
   */
  savedFromLoss(players: readonly string[], zeroLife: boolean): MessageParam | undefined {
    for (const pe of this.perms.values()) {
      if (pe.zone !== 'battlefield' || !players.includes(this.controller(pe.o.id))) continue;
      if (this.ability(pe.o.id, 'cantLose') || (zeroLife && this.ability(pe.o.id, 'keepsAtZeroLife'))) return pe.label;
    }
    return undefined;
  }

  /** 604.3, 208.2: power and toughness each equal to the number of creatures you control, or of cards in your hand. */
  private definedPt(ch: Chars, all: ReadonlyMap<string, Chars>): number | undefined {
    const k = abilityIn(ch.keywords, 'ptCount');
    if (!k) return undefined;
    if (KEYWORD_RULES[k].ptCount === 'creatures') return [...all.values()].filter((c) => c.creature && c.controller === ch.controller).length;
    this.handsRead = true;
    const inHand = [...this.perms.values()].filter((p) => p.zone === 'hand' && p.o.controller === ch.controller).length;
    return (this.players.get(ch.controller)?.cards.hand ?? 0) + inHand;
  }

  /** Creature cards in a player's graveyard (those written there or put there), for `becomes graveyard-creatures`. */
  private creatureCardsIn(player: string): number {
    return [...this.perms.values()].filter((p) => p.zone === 'graveyard' && p.o.controller === player && (p.o.type === 'creature' || p.o.power !== undefined)).length;
  }

  printed(pe: Perm): Chars {
    return characteristics(new Map([[pe.o.id, pe]]), []).get(pe.o.id)!;
  }

  changed(): void {
    this.version++;
  }

  has(id: string, kw: Keyword): boolean {
    return this.chars(id)?.keywords.has(kw) ?? false;
  }

  /** The keyword of `id` that has this hook in the registry (keywords.ts), if it has one. */
  ability(id: string, hook: Hook): Keyword | undefined {
    return abilityIn(this.chars(id)?.keywords, hook);
  }

  /** Every keyword of `id` that has this hook. */
  abilities(id: string, hook: Hook): readonly Keyword[] {
    const kws = this.chars(id)?.keywords;
    if (kws === undefined || kws.size === 0) return NO_KEYWORDS;
    // asked for every combatant at every damage step (double strike, trample over planeswalkers): usually none
    let out: Keyword[] | undefined;
    for (const k of keywordsWith(hook)) if (kws.has(k)) (out ??= []).push(k);
    return out ?? NO_KEYWORDS;
  }

  power(id: string): number {
    return this.chars(id)?.power ?? 0;
  }

  /** Its mana value (202.3), in any zone: `mv=N`, 0 when unwritten. */
  mv(id: string): number {
    return this.perms.get(id)?.o.mv ?? 0;
  }

  toughness(id: string): number {
    return this.chars(id)?.toughness ?? 0;
  }

  /** The object's colours in the usual order (one shared, frozen list per combination: asked at every target and damage source). */
  colors(id: string): readonly Color[] {
    const c = this.chars(id)?.colors;
    if (!c || c.size === 0) return COLOR_LISTS[0]!;
    let mask = 0;
    for (let i = 0; i < COLORS.length; i++) if (c.has(COLORS[i]!)) mask |= 1 << i;
    return COLOR_LISTS[mask]!;
  }

  controller(id: string): string {
    return this.chars(id)?.controller ?? this.perms.get(id)?.o.controller ?? '';
  }

  /**
   * What a permanent or player is protected from that the source has (702.16): a colour, a card type
   * (creatures, artifacts, planeswalkers), everything (702.16j) or the player controlling the source (702.16k).
   * `rule` is set when the variant has its own rule; otherwise the caller's (702.16e damage, 702.16f blocking).
   */
  protectionHit(
    holder: { protection?: readonly Quality[]; protectionFromPlayer?: string },
    src: SourceView,
  ): { quality: Message; rule?: string } | undefined {
    // a permanent's protection is a characteristic: what it has now, gained protection included (layer 6)
    const id = 'id' in holder && typeof holder.id === 'string' && this.perms.get(holder.id)?.o === holder ? holder.id : undefined;
    const onBattlefield = id !== undefined && this.alive(id);
    const live = onBattlefield ? this.chars(id)?.protection : undefined;
    // asked for every damage and block of every creature: most have no protection, and then nothing is built
    if ((onBattlefield ? (live?.size ?? 0) : (holder.protection?.length ?? 0)) === 0 && holder.protectionFromPlayer === undefined) return undefined;
    const prot = onBattlefield ? [...(live ?? [])] : (holder.protection ?? []);
    if (prot.includes('everything')) return { quality: qualityMsg('everything'), rule: '702.16j' };
    if (holder.protectionFromPlayer !== undefined && src.controller === holder.protectionFromPlayer) {
      return { quality: msg('quality.player', { player: holder.protectionFromPlayer }), rule: '702.16k' };
    }
    // a card type (702.16a): a spell's own types (engine/mtg/targeting.ts), or the permanent's
    const typed = cardTypeHit(prot, src.spellTypes ?? (src.perm !== undefined ? permanentTypes(this, src.perm) : []));
    if (typed) return typed.rule ? { quality: qualityMsg(typed.quality), rule: typed.rule } : { quality: qualityMsg(typed.quality) };
    const colour = prot.find((q) => src.colors.includes(q as never));
    return colour ? { quality: qualityMsg(colour) } : undefined;
  }

  defendingLands(attacker: string): readonly LandType[] {
    const d = this.defenderOf(attacker);
    return (d !== undefined ? this.players.get(d)?.lands : undefined) ?? [];
  }

  controlChanged(id: string): boolean {
    return this.controller(id) !== this.perms.get(id)!.o.controller;
  }

  isCreature(id: string): boolean {
    return this.chars(id)?.creature ?? false;
  }

  name(id: string): string {
    const pe = this.perms.get(id);
    if (pe) return pe.label;
    // a spell on the stack, named by its card (engine/mtg/counterspells.ts)
    const label = this.stack.find((i) => i.id === id)?.source.label;
    return typeof label === 'string' ? label : id;
  }

  alive(id: string): boolean {
    const p = this.perms.get(id);
    return p !== undefined && p.zone === 'battlefield';
  }

  opponents(player: string): string[] {
    if (this.teams) return this.teams.opponents(player);
    return [...this.players.keys()].filter((p) => p !== player);
  }

  recipient(id: string): Recipient | undefined {
    const pl = this.players.get(id);
    if (pl) return { kind: 'player', p: pl };
    const pe = this.perms.get(id);
    return pe ? { kind: 'perm', p: pe } : undefined;
  }

  targetAlive(id: string): boolean {
    const pl = this.players.get(id);
    if (pl) return !pl.lost;
    return this.alive(id);
  }

  /** The player who may block an attacker: the attacked player, the planeswalker's controller, the battle's protector. */
  defenderOf(attacker: string): string | undefined {
    const t = this.combat.target.get(attacker);
    if (t === undefined) return undefined;
    if (this.players.has(t)) return t;
    const p = this.perms.get(t);
    if (!p) return undefined;
    return p.o.type === 'battle' ? p.protector : p.o.controller;
  }

  /** The damage source a permanent is, with its current characteristics. */
  sourceOf(id: string): DamageSource {
    const pe = this.perms.get(id)!;
    return { label: pe.label, controller: this.controller(id), perm: id, colors: this.colors(id) };
  }

  /** A spell or ability as a source of damage or of targeting: a permanent's current characteristics, or the spell's. */
  damageSourceOf(source: Source): DamageSource {
    if (source.perm) return this.sourceOf(source.perm);
    return { label: source.label, controller: source.controller, colors: [...(source.colors ?? [])], ...(source.spellTypes ? { spellTypes: source.spellTypes } : {}) };
  }

  /** The number of a keyword with one, printed and gained (702.164b), as it is now or last existed. */
  amountOf(id: string, k: Keyword): number {
    const ch = this.chars(id);
    return ch ? (ch.amounts?.[k] ?? 0) : (this.perms.get(id)?.o.amounts?.[k] ?? 0);
  }

  countersOf(id: string): Record<CounterKind, number> {
    const pe = this.perms.get(id)!;
    return pe.zone === 'battlefield' ? pe.counters : (pe.lastCounters ?? pe.counters);
  }

  /**
   * Players in turn order starting with the active player: the attacker, also before the attack is declared (the
   * turn is theirs from its start, so main-phase triggers go on the stack in their APNAP order, 603.3b), else the
   * first player listed.
   */
  turnOrder(): string[] {
    const ids = [...this.players.keys()];
    const active = this.active ?? this.defaultActive ?? ids[0];
    if (this.teams && active !== undefined) return this.teams.turnOrder(active);
    const i = Math.max(0, ids.indexOf(active ?? ''));
    return [...ids.slice(i), ...ids.slice(0, i)];
  }

  /** 810.9: in Two-Headed Giant, a head's damage, life loss and life gain change the team's shared total. */
  teamLife(): string[] {
    return this.teams ? ['810.9'] : [];
  }

  /** A Worship-style effect (life can't go below 1 while its controller controls a creature), or undefined. */
  lifeFloor(player: string): MessageParam | undefined {
    const controlsCreature = [...this.perms.values()].some((p) => p.zone === 'battlefield' && this.controller(p.o.id) === player && this.isCreature(p.o.id));
    if (!controlsCreature) return undefined;
    return [...this.perms.values()].find((p) => p.zone === 'battlefield' && this.ability(p.o.id, 'lifeFloor') && this.controller(p.o.id) === player)?.label;
  }

  ptText(id: string): string {
    return `${this.power(id)}/${this.toughness(id)}`;
  }

  dealtDamageBy(victim: string, source: string): boolean {
    return this.damagedBy.get(victim)?.has(source) ?? false;
  }

  /** Cards in a player's hand: the written ones and the others (zones.ts). */
  handSize(player: string): number {
    let n = this.players.get(player)?.cards.hand ?? 0;
    for (const pe of this.perms.values()) if (pe.zone === 'hand' && pe.o.controller === player) n++;
    return n;
  }

  /** The attackers declared this turn and what each attacks (training, melee: 702.149a, 702.121a). */
  attackTargets(): ReadonlyMap<string, string> {
    return this.combat.target;
  }

  isPlayer(id: string): boolean {
    return this.players.has(id);
  }

  /** `id` is a player with the most life, or tied for it, among the players still in the game (dethrone, 702.105a). */
  mostLife(id: string): boolean {
    const p = this.players.get(id);
    if (!p) return false;
    for (const o of this.players.values()) if (!o.lost && o.life > p.life) return false;
    return true;
  }

  /** It is renowned (702.112b): it became so and has not left the battlefield since. */
  isRenowned(id: string): boolean {
    const pe = this.perms.get(id);
    return pe !== undefined && pe.zone === 'battlefield' && pe.renownedAt === pe.moves;
  }

  /** It is monstrous (701.31b): it became so and has not left the battlefield since. */
  isMonstrous(id: string): boolean {
    const pe = this.perms.get(id);
    return pe !== undefined && pe.zone === 'battlefield' && pe.monstrousAt === pe.moves;
  }

  /** It has this card type now (a land creature is a land too, 205.2a). */
  hasType(id: string, t: SpellType): boolean {
    return permanentTypes(this, id).includes(t);
  }

  /** It has one of these creature types now, or as it last existed (205.3m; changeling: all of them, 702.73a). */
  ofSubtype(id: string, types: readonly string[]): boolean {
    const pe = this.perms.get(id);
    return pe !== undefined && ofSubtype(pe.o.subtypes, this.chars(id)?.keywords, types);
  }

  /** Its time counters (vanishing, 702.63a), while it is on the battlefield. */
  timeCounters(id: string): number {
    const pe = this.perms.get(id);
    return pe?.zone === 'battlefield' ? (pe.time ?? 0) : 0;
  }

  /** The creature `id` enlisted as it attacked (702.154a), while `id` is on the battlefield. */
  enlistedBy(id: string): string | undefined {
    const pe = this.perms.get(id);
    return pe?.zone === 'battlefield' ? pe.enlisted : undefined;
  }

  /** Spells each player cast during the previous turn: undefined when the scenario says it of no player (then nobody knows), else 0 for those it doesn't name. */
  spellsLastTurn(): number[] | undefined {
    const counts = [...this.players.values()].map((p) => p.castLastTurn);
    return counts.some((n) => n !== undefined) ? counts.map((n) => n ?? 0) : undefined;
  }

  /** A state trigger of `id` waits to be put on the stack or is on it (603.8). */
  stateTriggerWaiting(id: string): boolean {
    return this.pending.some((t) => t.state && t.source.perm === id) || this.stack.some((i) => i.state && i.source.perm === id);
  }

  /** Another creature than `id` is on the battlefield (with `lookBack`, or left it in the same event). */
  otherCreature(id: string, lookBack: boolean): boolean {
    return [...this.perms.values()].some(
      (c) => c.o.id !== id && ((c.zone === 'battlefield' && this.isCreature(c.o.id)) || (lookBack && this.leftNow.has(c.o.id) && c.o.type === 'creature')),
    );
  }
}
