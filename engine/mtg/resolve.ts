/**
 * The MTG rules kernel (CR 2025-02-07, or the 1998 rulings with `ruleset 1998`): the scenario's directives are
 * events applied in order (`execute` → `apply`), and between events the rules' own loops run — state-based actions
 * as one event until none apply (704.3), triggered abilities put on the stack in APNAP order (603.3b), the stack
 * resolving with targets checked again (608.2b) — under a step budget (engine/core/loop.ts) that stops a loop of
 * triggers with a message. Characteristics come from the layer system (layers.ts); effects are the catalogue in
 * effects.ts (applied through `host`), keywords the registry in keywords.ts. Combat keeps its declarations (508–509),
 * damage assignment and dealing (510, first and double strike, trample, deathtouch, protection, lifelink),
 * replacement and prevention with the affected player choosing the order (614–616), battles and sieges (310).
 *
 * Pure: no I/O, no randomness. Every step carries a message key, its parameters, knowledge-base ids and rule
 * numbers. Illegal scenarios become violations. Open choices are resolved the usual way and labelled as
 * assumptions; open replacement orders are also resolved in every order (branches).
 */
import type {
  Branch,
  FinalState,
  Message,
  MessageParam,
  MessageParams,
  ObjectState,
  Resolution,
  Violation,
  Zone,
} from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import { Trace } from '../core/trace.ts';
import { CITE } from './cites.ts';
import { DEFAULT_LIFE, type MtgAction, type MtgObject, type MtgScenario } from './scenario.ts';
import { COLORS, ORDER_KINDS, type Color, type Keyword, type LandType, type OrderKind, type Quality, type SpellType } from './vocabulary.ts';
import type { AbilityWhen, CounterKind, Effect, Filter } from './scenario.ts';
import { characteristics, LAYER_OF, type Chars, type Continuous, type Layer } from './layers.ts';
import { EFFECT_RULES, type EffectHost, type Source } from './effects.ts';
import { printEffect, printEffects } from './effects-syntax.ts';
import { LANDWALK, blockForbidden, damageResult, damageRulesOf, rulesOf, worksOff } from './keywords.ts';
import { StepBudget } from '../core/loop.ts';
import { Teams } from './teams.ts';
import { activePlayer, checkCast, momentsOf, permanentSpells } from './timing.ts';
import { cardTypeHit, objectTypes, permanentTypes, targetBar, type SourceView } from './targeting.ts';
import { Bands } from './banding.ts';
import { dealStackedDamage, endPreventionStep, leavePreventionStep, preventAfter, preventionOnly, putDamageOnStack, recordDealt, type PreventionStep, type StackedDamage } from './era.ts';
import { createRedirection, redirectDamage, Redirections, type Redirection, type RedirectedPart } from './redirect.ts';

const NS = 'engine-mtg';
const key = (k: string) => `${NS}.${k}`;
/** Most branches shown for open replacement orders; beyond that the usual order is assumed. */
export const MAX_BRANCHES = 8;
/** Kernel steps (state-based action checks, resolutions) before a loop of triggers is declared (104.4b). */
export const STEP_CAP = 200;

const LAYER_RULE: Record<Layer, string> = { '2': '613.1b', '4': '613.1d', '5': '613.1e', '6': '613.1f', '7b': '613.4b', '7c': '613.4c', '7d': '613.4d' };

// ---------------------------------------------------------------------------------------------------------------
// messages helpers

export const msg = messagesOf(NS);


const kindMsg = (k: OrderKind): Message => msg(`kind.${k}`);
const qualityMsg = (q: Quality): Message => msg(`quality.${q}`);
const orderMsg = (order: OrderKind[]): Message => list('arrow', order.map(kindMsg));
/**
 * How a stack object is named in the trace: a spell by its name, an activated or triggered ability as "the ability
 * of X" (the creature itself is not on the stack; 113.1b), `start` for the first words of a sentence.
 */
const stackLabel = (item: StackItem, start = false): MessageParam =>
  item.kind === 'spell' || item.combatDamage ? item.source.label : msg(start ? 'review.ability-start' : 'review.ability', { source: item.source.label });
const signedText = (n: number): string => (n < 0 ? String(n) : `+${n}`);

// ---------------------------------------------------------------------------------------------------------------
// state

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
}

/** A source of damage: a permanent (`perm`, whose keywords count) or a spell. */
export interface DamageSource {
  label: MessageParam;
  controller: string;
  perm?: string;
  colors: Color[];
  /** A spell's card types (protection from instants, 702.16a). */
  spellTypes?: readonly SpellType[];
}

export type Recipient = { kind: 'player'; p: PlayerState } | { kind: 'perm'; p: Perm };

interface OrderPoint {
  subject: string;
  chooser: string;
  kinds: OrderKind[];
  explicit: boolean;
}

type AssignAction = Extract<MtgAction, { kind: 'assign' }>;
type Plan = Map<string, number>;

type Situation =
  | { kind: 'zero'; power: number }
  | { kind: 'unblocked'; target: string }
  | { kind: 'no-target'; target: string }
  | { kind: 'blocked-none'; target?: string; trample: boolean }
  | { kind: 'blocked'; blockers: string[]; trample: boolean; target?: string };

/** A spell or an ability on the stack (405). */
export interface StackItem {
  kind: 'spell' | 'ability' | 'trigger';
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
}

interface PendingTrigger {
  source: Source;
  effects: Effect[];
  when: AbilityWhen;
  returns?: CounterKind;
  bringBack?: string;
  returnCard?: string;
}

/** The rules a run follows: today's, the 1998 Urza's Saga rulings (seed 003) or 1999–2009's (historical, era.ts). */
export type Era = 'today' | '1998' | '2009';

type CombatState = 'none' | 'attackers' | 'blockers' | 'first' | 'done';

interface RunResult extends Resolution {
  orderPoints: Map<string, OrderPoint>;
  triggerPoints: TriggerPoint[];
}

/** A player putting two or more triggered abilities on the stack at once chooses their order (603.3b). */
interface TriggerPoint {
  key: string;
  chooser: string;
  labels: MessageParam[];
}

export function label(o: MtgObject): string {
  return o.name ? `${o.name} (${o.id})` : o.id;
}

const splitText = (plan: Plan): string =>
  [...plan.entries()]
    .filter(([, n]) => n > 0)
    .map(([to, n]) => `${to}=${n}`)
    .join(' ') || '—';

// ---------------------------------------------------------------------------------------------------------------

export class Run extends Trace {
  readonly players = new Map<string, PlayerState>();
  readonly perms = new Map<string, Perm>();
  readonly orderPoints = new Map<string, OrderPoint>();
  readonly attackOrder: string[] = [];
  readonly target = new Map<string, string>();
  readonly blockOrder: string[] = [];
  readonly blocksOf = new Map<string, string[]>();
  readonly blockersOf = new Map<string, string[]>();
  readonly blocked = new Set<string>();
  readonly assigns = new Map<string, { a: AssignAction; used: boolean }>();
  readonly orders = new Map<string, { order: OrderKind[]; used: boolean }>();
  readonly strikes = new Map<string, number>();
  readonly shieldNoted = new Set<string>();
  readonly indestructibleNoted = new Map<string, number>();
  /** Trample over planeswalkers: how the last assignment split between the planeswalker and its controller. */
  readonly overPw = new Map<string, MessageParams>();
  /** Attacking bands and who divides damage with banding (702.22). */
  readonly bands: Bands = new Bands(this);
  active: string | undefined;
  /** Two-Headed Giant teams (810), when the scenario has a `teams` statement. */
  teams: Teams | undefined;
  stopped = false;
  gameOver = false;
  // --- the kernel's state beyond combat
  readonly stack: StackItem[] = [];
  readonly pending: PendingTrigger[] = [];
  readonly effects: Continuous[] = [];
  /** Kernel steps since the last event of the timeline: a loop of triggers runs without any (a long timeline does not). */
  budget = new StepBudget(STEP_CAP);
  /** Permanents that left the battlefield in the event being applied: "leaves the battlefield" abilities look back (603.10a). */
  readonly leftNow = new Set<string>();
  /** Cards Lifeline returns at the end step, with the source and controller of the delayed trigger. */
  readonly delayed: Array<{ card: string; source: Source }> = [];
  /** The end step has begun: "at the beginning of the next end step" now means next turn's (603.7b). */
  inEndStep = false;
  /** 1998: the player whose "at end of turn" effects are resolving; objects whose effect has been applied. */
  eotPlayer: string | undefined;
  readonly eotDone = new Set<string>();
  /** 1998: the damage prevention step in progress (engine/mtg/era.ts). */
  window: PreventionStep | undefined;
  /** Redirection effects (614.9, engine/mtg/redirect.ts). */
  readonly redirects = new Redirections();
  combatState: CombatState = 'none';
  fast: string[] = [];
  clock = 0;
  spells = 0;
  version = 0;
  private cache: { version: number; chars: Map<string, Chars> } | undefined;
  /** True once something other than combat declarations happened (a spell, an ability, a step). */
  timelineUsed = false;
  readonly triggerPoints: TriggerPoint[] = [];

  constructor(
    readonly s: MtgScenario,
    readonly forced: Map<string, OrderKind[]>,
    readonly era: Era = 'today',
    /** For a branch: the order (indices into the usual order) of each trigger-order choice, by its key. */
    readonly triggerOrders: Map<string, number[]> = new Map(),
  ) {
    super(NS);
  }

  // --- recording

  // --- lookups
  perm(id: string): Perm | undefined {
    return this.perms.get(id);
  }
  /** Current characteristics (613) of a permanent; last known ones once it has left the battlefield. */
  chars(id: string): Chars | undefined {
    const pe = this.perms.get(id);
    if (!pe) return undefined;
    if (pe.zone !== 'battlefield') return pe.lastKnown ?? this.printed(pe);
    if (this.cache?.version !== this.version) {
      const on = new Map([...this.perms].filter(([, p]) => p.zone === 'battlefield'));
      const live = this.effects.filter((c) => c.source === undefined || on.has(c.source));
      this.cache = { version: this.version, chars: characteristics(on, live) };
    }
    return this.cache.chars.get(id);
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
  power(id: string): number {
    return this.chars(id)?.power ?? 0;
  }
  toughness(id: string): number {
    return this.chars(id)?.toughness ?? 0;
  }
  colors(id: string): Color[] {
    const c = this.chars(id)?.colors;
    return c ? COLORS.filter((x) => c.has(x)) : [];
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
    const prot = id !== undefined && this.alive(id) ? [...(this.chars(id)?.protection ?? [])] : (holder.protection ?? []);
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
    return this.perms.get(id)?.label ?? id;
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
    const t = this.target.get(attacker);
    if (t === undefined) return undefined;
    if (this.players.has(t)) return t;
    const p = this.perms.get(t);
    if (!p) return undefined;
    return p.o.type === 'battle' ? p.protector : p.o.controller;
  }

  // -------------------------------------------------------------------------------------------------------------
  /**
   * The kernel: the scenario's events applied one by one (the timeline), with the rules' own loops in between —
   * state-based actions until none apply and triggered abilities put on the stack (117.5, 704.3, 603.3b); the stack
   * resolves when both players pass (the `resolve` directive, or before any turn-based event and at the end).
   */
  execute(): RunResult {
    this.setup();
    this.checkState();
    if (!this.violations.some((v) => v.fatal)) this.settle();
    for (const a of this.s.actions) {
      if (this.halted()) break;
      this.budget = new StepBudget(STEP_CAP);
      this.apply(a);
    }
    if (!this.halted()) this.budget = new StepBudget(STEP_CAP);
    if (!this.halted()) {
      this.drain();
      if (this.combatState === 'attackers') this.finishBlockers();
      this.finishCombat();
    }
    if (this.violations.some((v) => v.fatal)) this.stopped = true;
    else {
      if (this.combatState === 'none' && !this.timelineUsed && !this.budget.exhausted) this.step('no-attackers', {}, [], ['508.8']);
      this.checkUnused();
    }
    return { ...this.resolution(this.outcome(), this.final(), this.stopped), orderPoints: this.orderPoints, triggerPoints: this.triggerPoints };
  }

  halted(): boolean {
    return this.gameOver || this.budget.exhausted || this.violations.some((v) => v.fatal);
  }

  /** One event of the timeline. */
  apply(a: MtgAction): void {
    switch (a.kind) {
      case 'attack':
        if (this.combatState !== 'none') return;
        this.drain();
        this.declareAttackers();
        if (!this.halted()) this.announceAttacks();
        return;
      case 'block':
        if (this.combatState !== 'attackers' && this.combatState !== 'none') return;
        this.drain();
        this.finishBlockers();
        return;
      case 'cast':
      case 'activate':
        this.timelineUsed = true;
        if (this.window && !preventionOnly(a.effects)) leavePreventionStep(this, a.kind === 'cast' ? (a.name ?? a.caster) : this.name(a.source));
        if (this.halted()) return;
        this.put(a);
        return;
      case 'resolve':
        this.timelineUsed = true;
        if (this.stack.length === 0) this.warn('stack-empty', {}, ['608.1']);
        else this.resolveTop();
        return;
      case 'next':
        this.timelineUsed = true;
        this.drain();
        this.nextStep();
        return;
      case 'end':
        this.timelineUsed = true;
        this.drain();
        if (this.combatState === 'attackers') this.finishBlockers();
        this.finishCombat();
        this.drain();
        if (!this.halted() && this.endStepMatters()) {
          if (this.era === '1998') this.endOfTurn1998();
          else this.endStep();
        }
        if (!this.halted()) this.cleanup();
        return;
      case 'assign':
      case 'order':
      case 'ruleset':
      case 'teams':
        return;
    }
  }

  /** A scenario's starting state can only be wrong where no state-based action would fix it (battle protectors). */
  checkState(): void {
    // a battle's protector that the rules would change is a state-based action (704.5w, 704.5x), not an error
  }

  /** 704.5w / 704.5x / 310.10: a battle without a legal protector gets one, chosen by its controller. */
  battleProtectors(): boolean {
    let acted = false;
    for (const pe of this.perms.values()) {
      if (pe.zone !== 'battlefield' || pe.o.type !== 'battle') continue;
      const controller = this.controller(pe.o.id);
      const current = pe.protector;
      const lost = current !== undefined && this.players.get(current)?.lost;
      const legal = pe.o.siege ? current !== undefined && this.opponents(controller).includes(current) && !lost : current === controller;
      if (legal) continue;
      const candidates = pe.o.siege ? this.opponents(controller).filter((p) => !this.players.get(p)!.lost) : [controller];
      const rules = pe.o.siege ? (current === controller ? ['704.5x', '310.11a'] : ['704.5w', '310.10']) : ['704.5w', '310.10', '310.8a'];
      acted = true;
      if (candidates.length === 0) {
        pe.lastKnown = this.chars(pe.o.id);
        pe.zone = 'graveyard';
        pe.leftBecause = msg('reason.no-protector');
        this.changed();
        this.step('battle-no-protector', { battle: pe.label }, [CITE.battleProtector], rules);
        continue;
      }
      pe.protector = candidates[0]!;
      this.step('new-protector', { battle: pe.label, chooser: controller, player: pe.protector, from: current ?? '—' }, [CITE.battleProtector], rules);
      this.choices.push({
        chooser: controller,
        what: msg('choice.protector', { chooser: controller, battle: pe.label }),
        range: msg('range.protector', { players: list('or', candidates) }),
        taken: msg('taken.protector', { player: pe.protector }),
        assumed: candidates.length > 1,
        cites: [CITE.battleProtector],
        rules,
      });
    }
    return acted;
  }

  setup(): void {
    for (const p of this.s.players) {
      const life = p.life ?? DEFAULT_LIFE;
      this.players.set(p.id, {
        id: p.id,
        life,
        start: life,
        lost: false,
        shields: p.prevent ? [{ left: p.prevent, from: p.id, by: p.id }] : [],
        preventEach: p.preventEach ? [{ amount: p.preventEach, from: p.id, by: p.id }] : [],
        protection: p.protection ?? [],
        ...(p.protectionFromPlayer !== undefined ? { protectionFromPlayer: p.protectionFromPlayer } : {}),
        poison: p.poison ?? 0,
        poisonStart: p.poison ?? 0,
        lands: p.lands ?? [],
      });
    }
    this.teams = Teams.setup(this);
    if (this.players.size > 2 && !this.teams) this.warn('multiplayer', { count: this.players.size }, ['506.2a', '802']);
    for (const o of [...this.s.objects, ...permanentSpells(this.s)]) {
      const perm: Perm = {
        o,
        label: label(o),
        zone: 'battlefield',
        damage: o.damage ?? 0,
        loyalty: o.loyalty ?? 0,
        defense: o.defense ?? 0,
        shields: [],
        preventEach: [],
        deathtouched: false,
        inCombat: false,
        siegeTriggered: false,
        counters: { '+1/+1': o.counters?.['+1/+1'] ?? 0, '-1/-1': o.counters?.['-1/-1'] ?? 0 },
        regen: 0,
        tapped: o.keywords?.includes('tapped') ?? false,
        sick: o.keywords?.includes('sick') ?? false,
      };
      this.perms.set(o.id, perm);
      const ts = ++this.clock;
      for (const ab of o.abilities ?? []) {
        if (ab.when !== 'static') continue;
        for (const e of ab.effects) {
          const layer = LAYER_OF[e.kind];
          if (layer) this.effects.push({ ts, layer, effect: e, source: o.id });
          else this.warn('static-not-continuous', { object: perm.label, effect: printEffect(e) }, ['604.1', '613.1']);
        }
      }
      if (o.type === 'other') {
        // an effect object's prevention protects its controller
        const owner = this.players.get(o.controller);
        if (owner && o.prevent) owner.shields.push({ left: o.prevent, from: perm.label, by: o.controller });
        if (owner && o.preventEach) owner.preventEach.push({ amount: o.preventEach, from: perm.label, by: o.controller });
        if (o.prevent || o.preventEach) this.assume('effect-protects-controller', { object: perm.label, player: o.controller });
      } else {
        if (o.prevent) perm.shields.push({ left: o.prevent, from: perm.label, by: o.controller });
        if (o.preventEach) perm.preventEach.push({ amount: o.preventEach, from: perm.label, by: o.controller });
      }
      if (o.type !== 'creature') {
        for (const kw of o.keywords ?? []) {
          if (!worksOff(kw)) this.warn('keyword-no-effect', { object: perm.label, keyword: msg(`keyword.${kw}`) });
        }
      }
      if (o.type === 'battle') {
        if (o.protector !== undefined) perm.protector = o.protector;
        else if (o.siege) {
          const opp = this.opponents(o.controller)[0];
          if (opp) {
            perm.protector = opp;
            this.assume('siege-protector', { battle: perm.label, player: opp }, ['310.11a'], [CITE.battleProtector]);
          }
        } else perm.protector = o.controller;
        if (!o.siege) this.warn('battle-no-type', { battle: perm.label }, ['310.8a', '310.11'], [CITE.battleSiege]);
      }
    }
    this.redirects.setup(this);
    // a permanent spell's card waits in its caster's hand until it is cast (engine/mtg/timing.ts)
    for (const o of permanentSpells(this.s)) {
      const pe = this.perms.get(o.id)!;
      pe.zone = 'hand';
      pe.leftBecause = msg('casting.reason.not-cast');
    }
    for (const a of this.s.actions) {
      if (a.kind === 'assign') {
        const id = `${a.source}#${a.strike ?? 1}`;
        if (this.assigns.has(id)) this.warn('assign-duplicate', { source: this.name(a.source) });
        else this.assigns.set(id, { a, used: false });
      } else if (a.kind === 'order') {
        if (this.orders.has(a.chooser)) this.warn('order-duplicate', { chooser: this.name(a.chooser) });
        else this.orders.set(a.chooser, { order: a.order, used: false });
      }
    }
  }

  declareAttackers(): void {
    this.combatState = 'attackers';
    for (const a of this.s.actions) {
      if (a.kind !== 'attack') continue;
      for (const g of a.groups) {
        for (const id of g.attackers) this.declareAttacker(id, g.target);
      }
    }
    this.bands.declare(this.s.actions.flatMap((a) => (a.kind === 'attack' ? a.groups : [])));
    const controllers = new Set(this.attackOrder.map((id) => this.controller(id)));
    this.active = this.attackOrder[0] ? this.controller(this.attackOrder[0]) : undefined;
    if (controllers.size > 1 && this.teams) this.teams.checkAttackers(this, [...controllers]);
    else if (controllers.size > 1) this.violate('two-attacking-players', { players: list('comma', [...controllers]) }, ['506.2', '508.1a']);
  }

  declareBlockers(): void {
    this.combatState = 'blockers';
    for (const a of this.s.actions) {
      if (a.kind !== 'block') continue;
      for (const g of a.groups) {
        for (const id of g.blockers) for (const attacker of g.attackers) this.declareBlocker(id, attacker);
      }
    }
    for (const [b, attackers] of this.blocksOf) {
      const pe = this.perms.get(b)!;
      const max = this.has(b, 'block-any') ? Infinity : 1 + (pe.o.extraBlocks ?? 0);
      if (attackers.length > max) {
        this.violate('too-many-blocks', { blocker: pe.label, count: attackers.length, max }, ['509.1a', '509.1b']);
      }
    }
    for (const [a, blockers] of this.blockersOf) {
      if (this.has(a, 'menace') && blockers.length === 1) {
        this.violate('menace', { attacker: this.name(a) }, ['702.111b', '509.1b']);
      }
      const ao = this.perms.get(a)!.o;
      if (ao.minBlockers !== undefined && blockers.length > 0 && blockers.length < ao.minBlockers) {
        this.violate('min-blockers', { attacker: this.name(a), count: blockers.length, min: ao.minBlockers }, ['509.1b']);
      }
      if (ao.maxBlockers !== undefined && blockers.length > ao.maxBlockers) {
        this.violate('max-blockers', { attacker: this.name(a), count: blockers.length, max: ao.maxBlockers }, ['509.1b']);
      }
      if (blockers.length > 0) this.blocked.add(a);
    }
    this.bands.propagateBlocks();
    this.checkBlockRequirements();

    // explicit assignments must name a creature in combat
    for (const { a } of this.assigns.values()) {
      if (!this.target.has(a.source) && !this.blocksOf.has(a.source)) {
        this.violate('assign-not-in-combat', { source: this.name(a.source) }, ['510.1'], [], false);
      } else if (a.strike === 2 && !this.has(a.source, 'double-strike')) {
        this.violate('assign-second-strike', { source: this.name(a.source) }, ['510.4', '702.4b'], [CITE.doubleStrike], false);
      }
    }
  }

  /**
   * 509.1c: an attacker that must be blocked if able, left unblocked while a creature of its defending player
   * could have blocked it (breaking no restriction) without giving up another such requirement. An attacker that
   * needs two or more blockers (menace, min-blockers) counts as blockable when that many creatures could each
   * block it: together they obey the restriction and the requirement (the CR's own 509.1c example).
   */
  checkBlockRequirements(): void {
    const required = this.attackOrder.filter((a) => this.has(a, 'must-be-blocked'));
    for (const a of required) {
      if ((this.blockersOf.get(a)?.length ?? 0) > 0) continue;
      const ao = this.perms.get(a)!.o;
      const need = Math.max(this.has(a, 'menace') ? 2 : 1, ao.minBlockers ?? 1);
      if (need > (ao.maxBlockers ?? Infinity)) continue;
      const able = [...this.perms.keys()].filter(
        (b) => this.couldBlock(b, a) && !(this.blocksOf.get(b) ?? []).some((c) => c !== a && this.has(c, 'must-be-blocked')),
      );
      if (able.length >= need) {
        this.violate('must-be-blocked', { attacker: this.name(a), blockers: list('comma', able.map((b) => this.name(b))) }, ['509.1c', '509.1b']);
      }
    }
  }

  /** Whether `b` could block `a` by itself breaking no restriction (509.1b), for the requirement check. */
  couldBlock(b: string, a: string): boolean {
    const pe = this.perms.get(b)!;
    if (pe.zone !== 'battlefield' || pe.o.type !== 'creature' || pe.tapped || !this.isCreature(b)) return false;
    if (this.teams ? !this.teams.mayBlockFor(this.controller(b), this.defenderOf(a)) : this.controller(b) !== this.defenderOf(a)) return false;
    if (blockForbidden(this, b, a).length > 0) return false;
    if (this.has(a, 'flying') && !this.has(b, 'flying') && !this.has(b, 'reach')) return false;
    return this.protectionHit(this.perms.get(a)!.o, { colors: this.colors(b), perm: b, controller: this.controller(b) }) === undefined;
  }

  declareAttacker(id: string, given: string | undefined): void {
    const pe = this.perms.get(id)!;
    const o = pe.o;
    if (this.target.has(id)) {
      this.violate('attacks-twice', { attacker: pe.label }, ['508.1b']);
      return;
    }
    if (pe.zone !== 'battlefield') {
      if (this.castLater(id)) return this.declaredBeforeCast(pe, 'attack', '508.1a');
      this.violate('not-on-battlefield', { object: pe.label, reason: pe.leftBecause ?? msg('reason.lethal') }, ['508.1a', '704.3']);
      return;
    }
    if (o.type === 'battle') {
      this.violate('battle-attacks', { object: pe.label }, ['508.1a', '506.3']);
      return;
    }
    if (o.type !== 'creature') {
      this.violate('not-creature-attacks', { object: pe.label }, ['506.3', '508.1a']);
      return;
    }
    if (pe.tapped) this.violate('tapped-attacker', { attacker: pe.label }, ['508.1a']);
    if ((pe.sick || this.controlChanged(o.id)) && !this.has(o.id, 'haste')) {
      this.violate('summoning-sick', { attacker: pe.label, player: this.controller(o.id) }, ['302.6', '508.1a']);
    }
    if (this.has(o.id, 'defender')) this.violate('defender-attacks', { attacker: pe.label }, ['702.3b', '508.1c']);
    let t = given;
    if (t === undefined) {
      const opps = this.opponents(this.controller(o.id));
      if (opps.length === 0) {
        this.violate('no-defending-player', { attacker: pe.label }, ['506.2', '508.1b']);
        return;
      }
      t = opps[0]!;
      this.assume(opps.length > 1 ? 'attack-target-first' : 'attack-target', { attacker: pe.label, target: t }, ['506.2', '508.1b']);
    }
    const tp = this.players.get(t);
    const tpe = this.perms.get(t);
    if (tp) {
      if (t === this.controller(o.id)) this.violate('attacks-self', { attacker: pe.label, player: t }, ['506.2', '508.1b']);
    } else if (tpe) {
      if (tpe.o.type === 'planeswalker') {
        if (this.controller(tpe.o.id) === this.controller(o.id)) {
          this.violate('attacks-own-planeswalker', { attacker: pe.label, planeswalker: tpe.label }, ['506.2', '508.1b'], [CITE.toPlaneswalker]);
        }
      } else if (tpe.o.type === 'battle') {
        if (tpe.protector === this.controller(o.id)) {
          this.violate('protector-attacks', { attacker: pe.label, battle: tpe.label, player: this.controller(o.id) }, ['310.8b', '508.1b'], [CITE.battleProtector, CITE.battleAttack]);
        }
      } else {
        this.violate('attack-target-invalid', { attacker: pe.label, target: tpe.label }, ['506.3', '508.1b']);
      }
    }
    this.teams?.checkTarget(this, id, t);
    this.target.set(id, t);
    this.attackOrder.push(id);
    pe.inCombat = true;
    // 508.1f: attacking taps it, unless it has vigilance
    if (!this.has(id, 'vigilance')) pe.tapped = true;
  }

  /** A permanent spell still in its caster's hand when attackers or blockers are declared: its `cast` comes later. */
  castLater(id: string): boolean {
    return this.perms.get(id)!.zone === 'hand' && permanentSpells(this.s).some((o) => o.id === id);
  }

  /**
   * Every `attack` (or `block`) group is declared at once, where the first one stands (508.1a, 509.1a): a creature
   * cast after that point, even if written before a later group, was not on the battlefield to attack or block.
   */
  declaredBeforeCast(pe: Perm, what: 'attack' | 'block', rule: string): void {
    this.violations.push({ key: key(`review.violation.cast-after-${what}`), params: { object: pe.label }, cites: [], rules: [rule, '601.2'], fatal: true });
  }

  declareBlocker(id: string, attacker: string): void {
    const pe = this.perms.get(id)!;
    const o = pe.o;
    const ape = this.perms.get(attacker)!;
    if (pe.zone !== 'battlefield') {
      if (this.castLater(id)) return this.declaredBeforeCast(pe, 'block', '509.1a');
      this.violate('not-on-battlefield', { object: pe.label, reason: pe.leftBecause ?? msg('reason.lethal') }, ['509.1a', '704.3']);
      return;
    }
    if (o.type === 'battle') {
      this.violate('battle-blocks', { object: pe.label }, ['509.1a', '506.3']);
      return;
    }
    if (o.type !== 'creature') {
      this.violate('not-creature-blocks', { object: pe.label }, ['506.3', '509.1a']);
      return;
    }
    if (!this.target.has(attacker)) {
      this.violate('blocks-non-attacker', { blocker: pe.label, attacker: ape.label }, ['509.1a']);
      return;
    }
    if (this.blocksOf.get(id)?.includes(attacker)) {
      this.violate('blocks-twice', { blocker: pe.label, attacker: ape.label }, ['509.1a']);
      return;
    }
    if (pe.tapped) this.violate('tapped-blocker', { blocker: pe.label }, ['509.1a']);
    for (const k of blockForbidden(this, id, attacker)) {
      const land = LANDWALK[k];
      if (land) {
        const player = this.defenderOf(attacker) ?? '—';
        this.violate('landwalk', { blocker: pe.label, attacker: ape.label, keyword: msg(`keyword.${k}`), player, land: msg(`land.${land}`) }, rulesOf(k));
        continue;
      }
      this.violate('block-restriction', { blocker: pe.label, attacker: ape.label, keyword: msg(`keyword.${k}`) }, rulesOf(k));
    }
    const defender = this.defenderOf(attacker);
    if (this.teams) this.teams.checkBlocker(this, id, attacker, defender);
    else if (this.controller(o.id) !== defender) {
      const t = this.perms.get(this.target.get(attacker)!);
      if (t?.o.type === 'battle') {
        this.violate('blocker-not-protector', { blocker: pe.label, attacker: ape.label, battle: t.label, player: defender ?? '—' }, ['310.8c', '509.1a'], [CITE.battleProtector]);
      } else {
        this.violate('wrong-blocker', { blocker: pe.label, attacker: ape.label, player: defender ?? '—' }, ['509.1a']);
      }
    }
    if (this.has(attacker, 'flying') && !this.has(o.id, 'flying') && !this.has(o.id, 'reach')) {
      this.violate('flying', { blocker: pe.label, attacker: ape.label }, ['702.9b', '509.1b']);
    }
    const hit = this.protectionHit(ape.o, { colors: this.colors(o.id), perm: o.id, controller: this.controller(o.id) });
    if (hit) {
      this.violate('protection-block', { blocker: pe.label, attacker: ape.label, quality: hit.quality }, [hit.rule ?? '702.16f', '702.16f', '509.1b'].filter((r, i, all) => all.indexOf(r) === i), [CITE.protection]);
    }
    this.blocksOf.set(id, [...(this.blocksOf.get(id) ?? []), attacker]);
    this.blockersOf.set(attacker, [...(this.blockersOf.get(attacker) ?? []), id]);
    if (!this.blockOrder.includes(id)) this.blockOrder.push(id);
    pe.inCombat = true;
    if (this.has(o.id, 'trample') && this.blocksOf.get(id)!.length === 1) {
      this.warn('trample-blocking', { blocker: pe.label }, ['702.19a'], [CITE.trampleLethal]);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  announceAttacks(): void {
    const byTarget = new Map<string, string[]>();
    // in Two-Headed Giant both players of the active team may attack: one line per attacking player and target
    const group = (a: string) => (this.teams ? `${this.target.get(a)!}\u0000${this.controller(a)}` : this.target.get(a)!);
    for (const a of this.attackOrder) byTarget.set(group(a), [...(byTarget.get(group(a)) ?? []), a]);
    for (const attackers of byTarget.values()) {
      const t = this.target.get(attackers[0]!)!;
      const names = list('comma', attackers.map((a) => this.name(a)));
      const tpe = this.perms.get(t);
      const player = (this.teams ? this.controller(attackers[0]!) : this.active) ?? '—';
      if (tpe?.o.type === 'battle') {
        this.step('attack-battle', { player, attackers: names, battle: tpe.label, protector: tpe.protector ?? '—' }, [CITE.battleAttack, CITE.battleProtector], ['508.1b', '310.5', '310.8b']);
      } else if (tpe?.o.type === 'planeswalker') {
        this.step('attack-planeswalker', { player, attackers: names, planeswalker: tpe.label, defender: this.controller(t) }, [CITE.toPlaneswalker], ['508.1b', '506.2']);
      } else {
        this.step('attack-player', { player, attackers: names, defender: t }, [], ['508.1a', '508.1b']);
      }
    }
    this.bands.announce();
    for (const a of this.attackOrder) this.fire('attacks', a);
    this.settle();
  }

  /** The declare-blockers step: declarations (all `block` directives), then who is blocked. */
  finishBlockers(): void {
    this.declareBlockers();
    if (this.halted()) return;
    for (const a of this.attackOrder) {
      const blockers = this.bands.declared(a, this.blockersOf.get(a) ?? []);
      if (blockers.length === 0) {
        if (!this.blocked.has(a)) this.step('unblocked', { attacker: this.name(a) }, [CITE.unblocked], ['509.1h']);
      } else {
        const t = this.perms.get(this.target.get(a)!);
        const battle = t?.o.type === 'battle';
        // 310.8c is the protector's own block; in 2HG its teammate blocks by 805.10d, which 310.8c would contradict
        const byProtector = battle && blockers.every((b) => this.controller(b) === t.protector);
        this.step(
          'blocked',
          { attacker: this.name(a), blockers: list('comma', blockers.map((b) => this.name(b))), player: this.controller(blockers[0]!) },
          battle ? [CITE.battleProtector] : blockers.length > 1 ? [CITE.divide] : [],
          [...(byProtector ? ['509.1a', '509.1h', '310.8c'] : ['509.1a', '509.1h']), ...(this.teams ? ['805.10d'] : [])],
        );
      }
    }
    this.bands.announceBlocks();
  }

  /** The next combat damage step (510.4: a first-strike step when a creature has first or double strike). */
  nextStep(): void {
    if (this.combatState === 'attackers') {
      this.finishBlockers();
      return;
    }
    const combatants = [...this.attackOrder, ...this.blockOrder];
    const ds = combatants.some((id) => this.has(id, 'double-strike'));
    if (this.combatState === 'blockers') {
      this.fast = combatants.filter((id) => this.has(id, 'first-strike') || this.has(id, 'double-strike'));
      if (this.fast.length > 0) {
        this.combatState = 'first';
        this.damageStep(1, this.fast, ds);
      } else {
        this.combatState = 'done';
        this.damageStep(0, combatants, false);
      }
      return;
    }
    if (this.combatState === 'first') {
      this.combatState = 'done';
      // 510.4: creatures that had neither first nor double strike as the first step began, and those with double strike now
      const second = combatants.filter((id) => !this.fast.includes(id) || this.has(id, 'double-strike'));
      const before = this.choices.length;
      this.damageStep(2, second, ds);
      // a double striker's two choices would read the same: name the second one's step (`assign w@2` gives it)
      const first = new Set(this.choices.slice(0, before).map((c) => JSON.stringify(c.what)));
      for (const c of this.choices.slice(before)) if (first.has(JSON.stringify(c.what))) c.what = msg('double-strike.second', { what: c.what });
      return;
    }
    this.warn('no-next-step', {}, ['500.1']);
  }

  finishCombat(): void {
    while (!this.halted() && (this.combatState === 'blockers' || this.combatState === 'first')) {
      this.nextStep();
      this.drain();
    }
  }

  damageStep(n: 0 | 1 | 2, ids: string[], ds: boolean): void {
    const strikeCites = [CITE.firstStrike, ...(ds ? [CITE.doubleStrike] : [])];
    const strikeRules = ['510.4', '702.7b', ...(ds ? ['702.4b'] : [])];
    if (n === 1) this.step('first-step', {}, strikeCites, strikeRules, true);
    else if (n === 2) this.step('second-step', {}, strikeCites, strikeRules, true);
    else this.step('damage-step', {}, [], ['510.1', '510.2'], true);

    const here = ids.filter((id) => this.alive(id) && this.perms.get(id)!.inCombat);
    if (here.length === 0) {
      this.step('nobody-assigns', {}, [], ['510.4']);
      return;
    }
    const attackers = here.filter((id) => this.target.has(id));
    const blockers = here.filter((id) => this.blocksOf.has(id));
    const plan = new Map<string, Plan>();
    const pendingSteps = new Map<string, Array<() => void>>();
    const later = (id: string, f: () => void) => pendingSteps.set(id, [...(pendingSteps.get(id) ?? []), f]);

    // 510.1: the active player assigns for each attacker. Explicit and non-trample assignments first, then the
    // usual trample assignments (which count what the others assign to shared blockers, 702.19b).
    const situations = new Map<string, Situation>();
    const explicit = new Map<string, AssignAction>();
    const reject = (a: string, problems: Violation[]) => {
      for (const p of problems) this.violations.push(p);
      explicit.delete(a);
      plan.delete(a);
    };
    for (const a of attackers) {
      const nth = (this.strikes.get(a) ?? 0) + 1;
      this.strikes.set(a, nth);
      const sit = this.situation(a);
      situations.set(a, sit);
      const d = this.assigns.get(`${a}#${nth}`);
      if (d) {
        d.used = true;
        explicit.set(a, d.a);
        plan.set(a, new Map(d.a.parts.map((p) => [p.to, p.amount])));
        // total and recipients can be checked alone; lethal damage for trample needs the others' assignments
        const problems = this.checkAttackerAssign(a, sit, plan.get(a)!, plan, false);
        if (problems.length > 0) reject(a, problems);
      }
    }
    const usualTramplers = () => {
      for (const a of attackers) {
        const sit = situations.get(a)!;
        if (!explicit.has(a) && sit.kind === 'blocked' && sit.trample) plan.set(a, this.usualAttacker(a, sit, plan));
      }
    };
    for (const a of attackers) {
      const sit = situations.get(a)!;
      if (!explicit.has(a) && !(sit.kind === 'blocked' && sit.trample)) plan.set(a, this.usualAttacker(a, sit, plan));
    }
    usualTramplers();
    let rejected = false;
    for (const a of [...explicit.keys()]) {
      const problems = this.checkAttackerAssign(a, situations.get(a)!, plan.get(a)!, plan, true);
      if (problems.length > 0) {
        reject(a, problems);
        plan.set(a, this.usualAttacker(a, situations.get(a)!, plan));
        rejected = true;
      }
    }
    if (rejected) usualTramplers();
    for (const a of attackers) {
      const d = this.assigns.get(`${a}#${this.strikes.get(a)}`);
      if (d && !explicit.has(a)) this.warn('assign-fallback', { source: this.name(a), split: splitText(plan.get(a) ?? new Map()) }, ['510.1e']);
    }
    for (const a of attackers) later(a, () => this.describeAttacker(a, situations.get(a)!, plan.get(a)!, plan, explicit.has(a)));

    // then the defending player assigns for each blocker (510.1d)
    for (const b of blockers) {
      const nth = (this.strikes.get(b) ?? 0) + 1;
      this.strikes.set(b, nth);
      const pe = this.perms.get(b)!;
      const power = this.power(pe.o.id);
      const blocking = (this.blocksOf.get(b) ?? []).filter((a) => this.alive(a) && this.perms.get(a)!.inCombat);
      const d = this.assigns.get(`${b}#${nth}`);
      if (d) d.used = true;
      if (power <= 0) {
        later(b, () => this.step('no-power', { creature: pe.label, power }, [], ['510.1a']));
        if (d && d.a.parts.some((p) => p.amount > 0)) this.badAssign(b, d.a.parts[0]!.to, ['510.1a']);
        continue;
      }
      if (blocking.length === 0) {
        later(b, () => this.step('blocker-nothing', { blocker: pe.label }, [], ['510.1d']));
        if (d && d.a.parts.some((p) => p.amount > 0)) this.badAssign(b, d.a.parts[0]!.to, ['510.1d']);
        continue;
      }
      // 702.22k: the active player divides it when it blocks a creature with banding
      const bandK = this.bands.attackerChooses(blocking) !== undefined;
      let p: Plan | undefined;
      if (d) {
        p = new Map(d.a.parts.map((x) => [x.to, x.amount]));
        const total = [...p.values()].reduce((x, y) => x + y, 0);
        const wrong = [...p.entries()].find(([to, amt]) => amt > 0 && !blocking.includes(to));
        if (total !== power) {
          this.violate('assign-total', { source: pe.label, given: total, power }, ['510.1a', '510.1e'], [], false);
          p = undefined;
        } else if (wrong) {
          this.badAssign(b, wrong[0], bandK ? ['702.22k', '510.1d'] : ['510.1d']);
          p = undefined;
        }
      }
      const usual = !p;
      if (!p && bandK) {
        p = this.bands.absorb(power, blocking, b, plan);
        if (d) this.warn('assign-fallback', { source: pe.label, split: splitText(p) }, ['510.1e']);
      }
      if (!p) {
        p = new Map<string, number>();
        let rem = power;
        for (const a of blocking) {
          const give = Math.min(rem, this.lethalPlain(a, b));
          if (give > 0) p.set(a, give);
          rem -= give;
        }
        if (rem > 0) p.set(blocking[0]!, (p.get(blocking[0]!) ?? 0) + rem);
        if (d) this.warn('assign-fallback', { source: pe.label, split: splitText(p) }, ['510.1e']);
      }
      plan.set(b, p);
      const fixed = p;
      later(b, () => {
        if (bandK) this.bands.describeBlocker(b, blocking, fixed, !usual, power);
        else if (blocking.length === 1) {
          this.step('blocker-assigns', { blocker: pe.label, attacker: this.name(blocking[0]!), amount: power }, [], ['510.1d']);
        } else {
          this.step('blocker-divides', { blocker: pe.label, amount: power, split: splitText(fixed) }, [CITE.divide], ['510.1d']);
          this.choices.push({
            chooser: this.controller(b),
            what: msg('choice.assign', { chooser: this.controller(b), source: pe.label, amount: power }),
            range: msg('range.divide', { amount: power, recipients: list('comma', blocking.map((a) => this.name(a))) }),
            taken: msg(usual ? 'taken.divide-usual' : 'taken.given', { split: splitText(fixed) }),
            assumed: usual,
            cites: [CITE.divide],
            rules: ['510.1d'],
          });
        }
      });
    }
    for (const id of [...attackers, ...blockers]) for (const f of pendingSteps.get(id) ?? []) f();

    // 510.2: all of it is dealt at once
    const events: Array<{ source: string; to: string; amount: number }> = [];
    for (const id of [...attackers, ...blockers]) {
      for (const [to, amount] of plan.get(id) ?? []) if (amount > 0) events.push({ source: id, to, amount });
    }
    if (events.length === 0) return;
    if (this.era === '2009') return putDamageOnStack(this, events);
    this.step('deal', {}, [], ['510.2']);
    const perRecipient = new Map<string, number>();
    for (const e of events) perRecipient.set(e.to, (perRecipient.get(e.to) ?? 0) + 1);
    for (const e of events) this.deal(e.source, e.to, e.amount, (perRecipient.get(e.to) ?? 0) > 1);
    this.settle();
  }

  situation(a: string): Situation {
    const pe = this.perms.get(a)!;
    const power = this.power(pe.o.id);
    if (power <= 0) return { kind: 'zero', power };
    const t = this.target.get(a)!;
    const tAlive = this.targetAlive(t);
    const trample = this.has(a, 'trample') || this.has(a, 'trample-pw');
    if (!this.blocked.has(a)) return tAlive ? { kind: 'unblocked', target: t } : { kind: 'no-target', target: t };
    const current = (this.blockersOf.get(a) ?? []).filter((b) => this.alive(b) && this.perms.get(b)!.inCombat);
    if (current.length === 0) return tAlive && trample ? { kind: 'blocked-none', target: t, trample } : { kind: 'blocked-none', trample };
    return tAlive ? { kind: 'blocked', blockers: current, trample, target: t } : { kind: 'blocked', blockers: current, trample };
  }

  /** Lethal damage for trample (702.19b): toughness minus marked damage minus what other attackers assign to it; 1 with deathtouch (702.2c). */
  lethal(blocker: string, source: string, plan: Map<string, Plan>): number {
    const pe = this.perms.get(blocker)!;
    let others = 0;
    for (const [id, p] of plan) if (id !== source && this.target.has(id)) others += p.get(blocker) ?? 0;
    // 1998: lethal damage was the toughness alone, whatever was already marked or assigned by others
    const need = this.era === '1998' ? this.toughness(pe.o.id) : Math.max(0, this.toughness(pe.o.id) - pe.damage - others);
    return need > 0 && this.has(source, 'deathtouch') ? 1 : need;
  }

  lethalPlain(victim: string, source: string): number {
    const pe = this.perms.get(victim)!;
    const need = this.era === '1998' ? this.toughness(pe.o.id) : Math.max(0, this.toughness(pe.o.id) - pe.damage);
    return need > 0 && this.has(source, 'deathtouch') ? 1 : need;
  }

  usualAttacker(a: string, sit: Situation, plan: Map<string, Plan>): Plan {
    const power = this.power(a);
    const p: Plan = new Map();
    switch (sit.kind) {
      case 'unblocked':
        this.toTarget(a, sit.target, power, plan, p);
        break;
      case 'blocked-none':
        if (sit.target) this.toTarget(a, sit.target, power, plan, p);
        break;
      case 'blocked': {
        // 702.22j: the defending player divides it
        if (this.bands.defenderChooses(sit.blockers, sit.trample)) return this.bands.absorb(power, sit.blockers, a, plan);
        let rem = power;
        for (const b of sit.blockers) {
          const give = Math.min(rem, this.lethal(b, a, plan));
          if (give > 0) p.set(b, give);
          rem -= give;
        }
        if (rem > 0) {
          if (sit.trample && sit.target) this.toTarget(a, sit.target, rem, plan, p);
          else p.set(sit.blockers[0]!, (p.get(sit.blockers[0]!) ?? 0) + rem);
        }
        break;
      }
      default:
        break;
    }
    return p;
  }

  /**
   * Damage for the attacked player, planeswalker or battle. With trample over planeswalkers (702.19c), a planeswalker
   * gets lethal damage (its loyalty, less what other attackers assign to it) and the rest goes to its controller.
   */
  toTarget(a: string, target: string, amount: number, plan: Map<string, Plan>, p: Plan): void {
    const tpe = this.perms.get(target);
    if (!tpe || tpe.o.type !== 'planeswalker' || !this.has(a, 'trample-pw')) {
      p.set(target, amount);
      return;
    }
    let others = 0;
    for (const [id, q] of plan) if (id !== a) others += q.get(target) ?? 0;
    const need = Math.max(0, tpe.loyalty - others);
    const give = Math.min(amount, need);
    if (give > 0) p.set(target, give);
    if (amount > give) p.set(this.controller(target), amount - give);
    this.overPw.set(a, { attacker: this.name(a), planeswalker: tpe.label, lethal: need, player: this.controller(target), excess: amount - give });
  }

  badAssign(source: string, to: string, rules: string[]): void {
    this.violate('assign-recipient', { source: this.name(source), recipient: this.name(to) }, rules, [], false);
  }

  checkAttackerAssign(a: string, sit: Situation, given: Plan, plan: Map<string, Plan>, lethal: boolean): Violation[] {
    const out: Violation[] = [];
    const pe = this.perms.get(a)!;
    const power = Math.max(0, this.power(pe.o.id));
    const v = (k: string, params: MessageParams, rules: string[], cites: string[] = []) =>
      out.push({ key: key(`violation.${k}`), params, rules, cites, fatal: false });
    if (sit.kind === 'blocked' && this.bands.defenderChooses(sit.blockers, sit.trample)) return lethal ? [] : this.bands.checkAttackerAssign(a, sit.blockers, given, power);
    if (lethal) return this.checkTrampleLethal(a, sit, given, plan);
    const total = [...given.values()].reduce((x, y) => x + y, 0);
    if (total !== power) v('assign-total', { source: pe.label, given: total, power }, ['510.1a', '510.1e']);
    let allowed: string[] = [];
    let rules: string[] = ['510.1b'];
    let cites: string[] = [];
    switch (sit.kind) {
      case 'unblocked':
        allowed = [sit.target];
        rules = ['510.1b'];
        cites = [CITE.unblocked];
        break;
      case 'no-target':
        rules = ['506.4c', '510.1b'];
        break;
      case 'zero':
        rules = ['510.1a'];
        break;
      case 'blocked-none':
        allowed = sit.target ? [sit.target] : [];
        rules = sit.target ? ['702.19d'] : ['510.1c'];
        cites = sit.target ? [CITE.trampleNoBlockers] : [CITE.divide];
        break;
      case 'blocked':
        allowed = [...sit.blockers, ...(sit.trample && sit.target ? [sit.target] : [])];
        break;
    }
    if (sit.kind !== 'zero' && sit.kind !== 'no-target' && this.has(a, 'trample-pw')) {
      const t = this.target.get(a);
      const tpe = t !== undefined ? this.perms.get(t) : undefined;
      if (tpe?.o.type === 'planeswalker') allowed.push(this.controller(tpe.o.id));
    }
    switch (sit.kind) {
      case 'blocked':
        rules = sit.trample ? ['510.1c', '702.19b'] : ['510.1c'];
        cites = sit.trample ? [CITE.trampleLethal] : [CITE.divide];
        break;
    }
    for (const [to, amount] of given) {
      if (amount > 0 && !allowed.includes(to)) {
        const needsTrample = sit.kind === 'blocked' && !sit.trample && to === this.target.get(a);
        v(needsTrample ? 'assign-needs-trample' : 'assign-recipient', { source: pe.label, recipient: this.name(to) }, needsTrample ? ['510.1c', '702.19b'] : rules, cites);
      }
    }
    return out;
  }

  checkTrampleLethal(a: string, sit: Situation, given: Plan, plan: Map<string, Plan>): Violation[] {
    const out: Violation[] = [];
    if (sit.kind === 'blocked' && sit.trample && sit.target && (given.get(sit.target) ?? 0) > 0) {
      const pe = this.perms.get(a)!;
      for (const b of sit.blockers) {
        const need = this.lethal(b, a, plan);
        const got = given.get(b) ?? 0;
        if (got < need) {
          const dt = this.has(a, 'deathtouch');
          out.push({
            key: key('violation.assign-trample-lethal'),
            params: { source: pe.label, blocker: this.name(b), given: got, lethal: need, target: this.name(sit.target) },
            rules: dt ? ['702.19b', '702.2c'] : ['702.19b'],
            cites: dt ? [CITE.trampleLethal, CITE.deathtouch] : [CITE.trampleLethal],
            fatal: false,
          });
        }
      }
    }
    return out;
  }

  describeAttacker(a: string, sit: Situation, p: Plan, plan: Map<string, Plan>, given: boolean): void {
    const pe = this.perms.get(a)!;
    const pw = this.overPw.get(a);
    if (pw && !given) {
      this.overPw.delete(a);
      this.step('trample-over-planeswalker', pw, [CITE.toPlaneswalker, CITE.trampleLethal], ['702.19c']);
    }
    const power = this.power(pe.o.id);
    const chooser = this.controller(a);
    const targetCites = (t: string): string[] => {
      const tpe = this.perms.get(t);
      if (!tpe) return [CITE.toPlayer];
      return tpe.o.type === 'battle' ? [CITE.battleDamage] : tpe.o.type === 'planeswalker' ? [CITE.toPlaneswalker] : [];
    };
    switch (sit.kind) {
      case 'zero':
        this.step('no-power', { creature: pe.label, power }, [], ['510.1a']);
        return;
      case 'no-target':
        this.step('target-gone', { attacker: pe.label, target: this.name(sit.target) }, [], ['506.4c', '510.1b']);
        return;
      case 'unblocked':
        this.step('assign-unblocked', { attacker: pe.label, amount: power, target: this.name(sit.target) }, [CITE.unblocked, ...targetCites(sit.target)], ['510.1b']);
        return;
      case 'blocked-none':
        if (sit.target) {
          this.step('trample-no-blockers', { attacker: pe.label, amount: power, target: this.name(sit.target) }, [CITE.trampleNoBlockers], ['702.19d', '509.1h']);
        } else {
          this.step('blocked-no-blockers', { attacker: pe.label }, [CITE.divide], ['510.1c', '509.1h']);
        }
        return;
      case 'blocked':
        break;
    }
    const blockers = sit.blockers;
    if (this.bands.defenderChooses(blockers, sit.trample)) {
      this.bands.describeAttacker(a, blockers, sit.trample, sit.target, p, given, power);
      return;
    }
    if (!sit.trample) {
      if (blockers.length === 1 && !given) {
        this.step('assign-one-blocker', { attacker: pe.label, amount: power, blocker: this.name(blockers[0]!) }, [CITE.divide], ['510.1c']);
        return;
      }
      this.step('assign-divide', { attacker: pe.label, amount: power, split: splitText(p) }, [CITE.divide], ['510.1c']);
      if (blockers.length > 1) {
        this.choices.push({
          chooser,
          what: msg('choice.assign', { chooser, source: pe.label, amount: power }),
          range: msg('range.divide', { amount: power, recipients: list('comma', blockers.map((b) => this.name(b))) }),
          taken: msg(given ? 'taken.given' : 'taken.divide-usual', { split: splitText(p) }),
          assumed: !given,
          cites: [CITE.divide],
          rules: ['510.1c'],
        });
      }
      return;
    }
    // trample: lethal to every blocker before anything to the attacked player, planeswalker or battle
    const others = new Map([...plan].filter(([id]) => id !== a));
    const lethals = blockers.map((b) => ({ b, need: this.lethal(b, a, others) }));
    const totalLethal = lethals.reduce((x, y) => x + y.need, 0);
    const dt = this.has(a, 'deathtouch');
    const lethalText = lethals.map((l) => `${l.b}=${l.need}`).join(' ');
    const tgt = sit.target ? this.name(sit.target) : '—';
    for (const { b, need } of lethals) {
      const bp = this.perms.get(b)!;
      let fromOthers = 0;
      for (const [id, q] of others) if (this.target.has(id)) fromOthers += q.get(b) ?? 0;
      if (dt && need > 0) {
        this.step('lethal-deathtouch', { blocker: bp.label, attacker: pe.label }, [CITE.deathtouch, CITE.trampleLethal], ['702.2c', '702.19b']);
      } else if (this.era === '1998' && (bp.damage > 0 || fromOthers > 0)) {
        this.step('lethal-1998', { blocker: bp.label, toughness: this.toughness(b), marked: bp.damage, others: fromOthers }, [CITE.usgTrampleLethal, CITE.trampleLethal], ['702.19b', '120.6']);
      } else if (bp.damage > 0 || fromOthers > 0) {
        this.step('lethal-counted', { blocker: bp.label, toughness: this.toughness(b), marked: bp.damage, others: fromOthers, lethal: need }, [CITE.trampleLethal], ['702.19b', '120.6']);
      }
      if (this.protectionHit(bp.o, this.sourceOf(pe.o.id)) || bp.shields.some((s) => s.left > 0) || bp.preventEach.length > 0) {
        this.step('lethal-ignores-prevention', { blocker: bp.label, attacker: pe.label, lethal: need }, [CITE.trampleLethal, CITE.protection], ['702.19b']);
      }
    }
    this.step(
      'assign-trample',
      { attacker: pe.label, amount: power, lethal: lethalText, target: tgt, split: splitText(p) },
      [CITE.trampleLethal, ...(sit.target ? targetCites(sit.target) : [])],
      ['702.19b', '510.1c'],
    );
    const excess = Math.max(0, power - totalLethal);
    // 702.19c: past the blockers' and the planeswalker's lethal damage, the rest may also go to its controller
    const tpw = sit.target !== undefined && this.has(a, 'trample-pw') ? this.perms.get(sit.target) : undefined;
    const pwLethal = tpw?.o.type === 'planeswalker' ? Math.max(0, tpw.loyalty - [...others.values()].reduce((n, q) => n + (q.get(tpw.o.id) ?? 0), 0)) : undefined;
    const overPw =
      tpw && pwLethal !== undefined && excess > pwLethal
        ? { lethal: lethalText, loyalty: pwLethal, planeswalker: tpw.label, player: this.controller(tpw.o.id), excess: excess - pwLethal }
        : undefined;
    const range =
      !sit.target
        ? msg('range.divide', { amount: power, recipients: list('comma', blockers.map((b) => this.name(b))) })
        : power < totalLethal
          ? msg('range.trample-short', { amount: power, lethal: lethalText, target: tgt })
          : overPw
            ? msg('trample-pw.range', overPw)
            : msg('range.trample', { lethal: lethalText, excess, target: tgt });
    const toController = overPw !== undefined && (p.get(overPw.player) ?? 0) > 0;
    this.choices.push({
      chooser,
      what: msg('choice.assign', { chooser, source: pe.label, amount: power }),
      range,
      taken: given
        ? msg('taken.given', { split: splitText(p) })
        : toController
          ? msg('trample-pw.taken', { split: splitText(p), planeswalker: overPw.planeswalker, player: overPw.player })
          : msg(sit.target && excess > 0 ? 'taken.trample-usual' : 'taken.divide-usual', { split: splitText(p), target: tgt }),
      assumed: !given,
      cites: [CITE.trampleLethal],
      rules: ['702.19b'],
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  /** Combat damage from a creature in combat (510.2). */
  deal(source: string, to: string, amount: number, simultaneous: boolean): void {
    this.dealFrom(this.sourceOf(source), to, amount, simultaneous, true);
  }

  /** The damage source a permanent is, with its current characteristics. */
  sourceOf(id: string): DamageSource {
    const pe = this.perms.get(id)!;
    return { label: pe.label, controller: this.controller(id), perm: id, colors: this.colors(id) };
  }

  /** Damage from any source: replacement and prevention, the result for the recipient (120.3), lifelink, triggers. */
  dealFrom(src: DamageSource, to: string, amount: number, simultaneous: boolean, combat: boolean, used?: Set<unknown>): void {
    const r = this.recipient(to);
    if (!r) return;
    if (r.kind === 'perm' && r.p.zone !== 'battlefield') return;
    const moved: RedirectedPart[] = [];
    const dealt = this.modify(src, r, to, amount, simultaneous, used, moved);
    this.dealResult(src, r, dealt, combat);
    // 614.9: damage redirected is dealt to the new recipient, past the effects already applied to it (614.5)
    for (const m of moved) this.dealFrom(src, m.to, m.amount, simultaneous, combat, m.used);
  }

  /** The damage dealt to one recipient after replacement and prevention: its results (120.3), lifelink, triggers. */
  dealResult(src: DamageSource, r: Recipient, dealt: number, combat: boolean): void {
    if (dealt <= 0) return;
    // 1998: triggers and lifelink wait for the end of the damage prevention step (engine/mtg/era.ts)
    const deferred = this.era === '1998' && recordDealt(this, src, r, dealt, combat);
    const has = (k: Keyword) => src.perm !== undefined && this.has(src.perm, k);
    if (r.kind === 'player') {
      const as = damageResult(has, 'player');
      if (as.as === 'poison') {
        this.addPoison(r.p, dealt, src.label, damageRulesOf(as.keyword!, 'player'));
      } else {
        const from = r.p.life;
        r.p.life -= dealt;
        const floor = this.lifeFloor(r.p.id);
        if (floor && r.p.life < 1 && from >= 1) {
          r.p.life = 1;
          this.step('life-floor', { source: src.label, player: r.p.id, amount: dealt, from, effect: floor }, [], ['614.1a', '120.3a']);
        } else this.step('damage-player', { source: src.label, player: r.p.id, amount: dealt, from, to: r.p.life }, [CITE.toPlayer], ['120.3a', '119.2', ...this.teamLife()]);
      }
      if (combat && src.perm && !deferred) {
        const o = this.perms.get(src.perm)!.o;
        if (o.toxic) this.addPoison(r.p, o.toxic, src.label, ['702.164c']);
        if (o.poisonous) {
          const pe = this.perms.get(src.perm)!;
          this.trigger(pe, [{ kind: 'poison', amount: o.poisonous, targets: [r.p.id] }], 'combat-damage');
        }
        this.fire('combat-damage', src.perm);
      }
    } else {
      const pe = r.p;
      const as = damageResult(has, 'creature');
      if (this.isCreature(pe.o.id) && as.as === '-1/-1') {
        pe.counters['-1/-1'] += dealt;
        this.changed();
        this.step('damage-as-counters', { source: src.label, target: pe.label, amount: dealt, keyword: msg(`keyword.${as.keyword!}`), now: this.ptText(pe.o.id) }, [], damageRulesOf(as.keyword!, 'creature'));
        if (has('deathtouch')) pe.deathtouched = true;
      } else if (this.isCreature(pe.o.id) && pe.o.type !== 'battle') {
        pe.damage += dealt;
        if (has('deathtouch')) {
          pe.deathtouched = true;
          this.step('damage-creature-deathtouch', { source: src.label, target: pe.label, amount: dealt, total: pe.damage }, [CITE.deathtouch], ['120.3e', '702.2b']);
        } else {
          this.step('damage-creature', { source: src.label, target: pe.label, amount: dealt, total: pe.damage, toughness: this.toughness(pe.o.id) }, [], ['120.3e']);
        }
      } else if (pe.o.type === 'planeswalker') {
        const from = pe.loyalty;
        pe.loyalty = Math.max(0, pe.loyalty - dealt);
        this.step('damage-planeswalker', { source: src.label, target: pe.label, amount: dealt, from, to: pe.loyalty }, [CITE.toPlaneswalker], ['120.3c']);
      } else if (pe.o.type === 'battle') {
        // a battle that is also a creature: the damage is marked and removes defense counters (120.3e, 120.3h)
        if (this.isCreature(pe.o.id)) {
          pe.damage += dealt;
          this.step('damage-creature', { source: src.label, target: pe.label, amount: dealt, total: pe.damage, toughness: this.toughness(pe.o.id) }, [], ['120.3e']);
        }
        const from = pe.defense;
        pe.defense = Math.max(0, pe.defense - dealt);
        this.step('damage-battle', { source: src.label, target: pe.label, amount: dealt, from, to: pe.defense }, [CITE.battleDamage, CITE.battleDefense], ['120.3h', '310.6']);
        if (from > 0 && pe.defense === 0 && pe.o.siege) pe.siegeTriggered = true;
      }
      if (!deferred) this.fire('damaged', pe.o.id);
    }
    if (has('lifelink') && !deferred) {
      const owner = this.players.get(src.controller);
      if (owner) {
        const from = owner.life;
        const gained = this.lifeGainAmount(owner.id, dealt, src.label);
        owner.life += gained;
        this.step('lifelink', { source: src.label, player: owner.id, amount: gained, from, to: owner.life }, [CITE.lifelink], ['702.15b', '120.3f', ...this.teamLife()]);
        this.lifeGained(owner.id, gained);
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // the stack, triggers and the rules' loops

  /** Casting a spell or activating an ability (601.2, 602.2): targets are chosen now and checked again on resolution. */
  put(a: Extract<MtgAction, { kind: 'cast' | 'activate' }>): void {
    let source: Source;
    if (a.kind === 'cast') {
      this.spells++;
      source = this.spellSource(a);
      if (!this.mayCast(a, source)) return;
    } else {
      const pe = this.perms.get(a.source)!;
      if (pe.zone !== 'battlefield') {
        this.violate('source-gone', { source: pe.label }, ['602.2', '113.6'], [], false);
        return;
      }
      source = { label: pe.label, controller: this.controller(a.source), perm: a.source };
    }
    const item: StackItem = { kind: a.kind === 'cast' ? 'spell' : 'ability', source, effects: a.effects };
    const illegal = this.targetsOf(item).filter((t) => !this.legalTarget(t));
    if (illegal.length > 0) {
      this.violate('target-not-there', { source: source.label, targets: list('comma', illegal.map((t) => this.name(t))) }, [a.kind === 'cast' ? '601.2c' : '602.2b', '115.1'], [], false);
      return;
    }
    if (this.barredTargets(item, a.kind === 'cast' ? '601.2c' : '602.2b')) return;
    if (a.kind === 'cast' && a.permanent) return this.castPermanent(item, a.permanent);
    const key = a.kind === 'cast' ? (this.stack.length > 0 ? 'cast-response' : 'cast') : this.stack.length > 0 ? 'activate-response' : 'activate';
    this.stack.push(item);
    this.step(key, { player: source.controller, source: source.label, effects: this.describe(item), top: this.stack.length > 1 ? stackLabel(this.stack[this.stack.length - 2]!) : '—' }, [], [a.kind === 'cast' ? '601.2' : '602.2', '405.1', '117.3c']);
  }

  // --- casting timing, permanent spells and targeting restrictions (engine/mtg/timing.ts, engine/mtg/targeting.ts)

  spellSource(a: Extract<MtgAction, { kind: 'cast' }>): Source {
    const o = a.permanent;
    const colors = o ? (o.colors ?? []) : (a.colors ?? []);
    const types = o ? objectTypes(o) : a.spellType ? [a.spellType] : [];
    return {
      label: o ? label(o) : (a.name ?? msg('misc.spell', { player: a.caster, n: this.spells })),
      controller: a.caster,
      ...(colors.length ? { colors } : {}),
      ...(types.length ? { spellTypes: types } : {}),
    };
  }

  /** A spell or ability as a source of damage or of targeting: a permanent's current characteristics, or the spell's. */
  damageSourceOf(source: Source): DamageSource {
    if (source.perm) return this.sourceOf(source.perm);
    return { label: source.label, controller: source.controller, colors: [...(source.colors ?? [])], ...(source.spellTypes ? { spellTypes: source.spellTypes } : {}) };
  }

  /** 117.1a: a sorcery or a permanent spell without flash only as a sorcery; false (after a violation) when it can't be cast now. */
  mayCast(a: Extract<MtgAction, { kind: 'cast' }>, source: Source): boolean {
    const moment = momentsOf(this.s.actions).get(a) ?? 'main';
    const top = this.stack.length > 0 ? stackLabel(this.stack[this.stack.length - 1]!) : undefined;
    // Two-Headed Giant: the turn is the team's, so either head casts at sorcery speed in it (805.4a, 805.5a)
    const turn = activePlayer(this.s);
    const active = this.teams?.same(a.caster, turn) ? a.caster : turn;
    const check = checkCast(a, source.label, moment, active, top, !this.s.actions.some((x) => x.kind === 'attack'));
    this.steps.push(...check.steps);
    if (check.assumedActive && !this.assumptions.some((n) => n.key === check.assumedActive!.key)) this.assumptions.push(check.assumedActive);
    if (!check.violation) return true;
    this.violations.push(check.violation);
    return false;
  }

  /** 601.2c / 602.2b with 702.16b, 702.11b, 702.18a: a target this spell or ability can't have; true after a violation. */
  barredTargets(item: StackItem, rule: string): boolean {
    const src = this.damageSourceOf(item.source);
    for (const t of this.targetsOf(item)) {
      const bar = targetBar(this, src, t);
      if (!bar) continue;
      this.violations.push({
        key: 'engine-mtg.casting.violation.illegal-target',
        params: { source: item.source.label, target: this.name(t), reason: bar.reason },
        rules: [rule, bar.rule, ...(bar.also ? [bar.also] : [])],
        cites: bar.rule === '702.16b' ? [CITE.protection] : [],
        fatal: false,
      });
      return true;
    }
    return false;
  }

  /** 608.2b: targets still there that the item can no longer target (protection, hexproof or shroud gained since). */
  barredOnResolution(item: StackItem, targets: string[]): Set<string> {
    const out = new Set<string>();
    const src = this.damageSourceOf(item.source);
    for (const t of targets) {
      if (!this.legalTarget(t)) continue;
      const bar = targetBar(this, src, t);
      if (!bar) continue;
      out.add(t);
      this.steps.push({
        key: 'engine-mtg.casting.step.target-now-illegal',
        params: { source: stackLabel(item), target: this.name(t), reason: bar.reason },
        cites: bar.rule === '702.16b' ? [CITE.protection] : [],
        rules: ['608.2b', bar.rule, ...(bar.also ? [bar.also] : [])],
      });
    }
    return out;
  }

  /** A permanent spell goes on the stack: its card leaves its caster's hand (601.2a). */
  castPermanent(item: StackItem, o: MtgObject): void {
    const pe = this.perms.get(o.id)!;
    pe.zone = 'stack';
    pe.leftBecause = msg('casting.reason.on-stack');
    item.permanent = o.id;
    const response = this.stack.length > 0;
    const top = response ? stackLabel(this.stack[this.stack.length - 1]!) : '—';
    this.stack.push(item);
    this.steps.push({
      key: response ? 'engine-mtg.casting.step.cast-permanent-response' : 'engine-mtg.casting.step.cast-permanent',
      params: { player: item.source.controller, source: item.source.label, top },
      cites: [],
      rules: ['601.2', '601.2a', '405.1'],
    });
  }

  /** 608.3a: the permanent spell resolves and enters the battlefield under its caster's control, summoning sick (302.6). */
  enterFromStack(id: string, source: Source): void {
    const pe = this.perms.get(id)!;
    pe.zone = 'battlefield';
    delete pe.leftBecause;
    pe.sick = true;
    pe.damage = 0;
    this.changed();
    // summoning sickness only matters to a creature (302.6): a planeswalker, battle or enchantment is not said to be sick
    if (this.isCreature(id)) this.steps.push({ key: 'engine-mtg.casting.step.enters', params: { source: pe.label, player: source.controller }, cites: [], rules: ['608.3a', '302.6'] });
    else this.steps.push({ key: 'engine-mtg.review.enters-noncreature', params: { source: pe.label, player: source.controller }, cites: [], rules: ['608.3a'] });
  }

  /** Every creature a "destroy all black creatures" kind of effect affects, as it resolves (608.2j). */
  creaturesMatching(f: Filter, source: Source): string[] {
    return [...this.perms.values()]
      .map((pe) => pe.o.id)
      .filter((id) => {
        if (this.perms.get(id)!.zone !== 'battlefield' || !this.isCreature(id)) return false;
        const colors = this.colors(id);
        if (f.yours && this.controller(id) !== source.controller) return false;
        if (f.others && id === source.perm) return false;
        if (f.color && !colors.includes(f.color)) return false;
        if (f.notColor && colors.includes(f.notColor)) return false;
        return !f.keyword || this.has(id, f.keyword);
      });
  }

  /** The targets of an item (115.1): named objects and players; `self` and `you` are not targets. */
  targetsOf(item: StackItem): string[] {
    return [...new Set(item.effects.flatMap((e) => e.targets.filter((t) => t !== 'self' && t !== 'you')))];
  }

  concrete(t: string, source: Source): string {
    return t === 'self' ? (source.perm ?? t) : t === 'you' ? source.controller : t;
  }

  legalTarget(t: string): boolean {
    const pl = this.players.get(t);
    if (pl) return !pl.lost;
    const pe = this.perms.get(t);
    return pe !== undefined && pe.zone === 'battlefield';
  }

  describe(item: StackItem): string {
    // Lifeline's trigger and its delayed return have no written effect: name the card they bring back
    const card = item.bringBack ?? item.returnCard;
    if (card !== undefined) return this.name(card);
    return printEffects(item.effects.map((e) => ({ ...e, targets: e.targets.map((t) => this.concrete(t, item.source)) })));
  }

  /** The top of the stack resolves (608.2): targets checked again (608.2b), then each effect in order. */
  resolveTop(): void {
    // 1998: anything but prevention or regeneration resolves after the damage prevention step
    if (this.window && !preventionOnly(this.stack[this.stack.length - 1]!.effects)) {
      endPreventionStep(this);
      if (this.halted()) return;
    }
    // a spell or ability the scenario put on the stack is an event of its own; only triggers can loop
    if (this.stack[this.stack.length - 1]!.kind !== 'trigger') this.budget = new StepBudget(STEP_CAP);
    if (!this.budget.spend()) return this.loopDetected();
    const item = this.stack.pop()!;
    const targets = this.targetsOf(item);
    const barred = this.barredOnResolution(item, targets);
    const illegal = targets.filter((t) => !this.legalTarget(t) || barred.has(t));
    if (targets.length > 0 && illegal.length === targets.length) {
      this.step('fizzles', { source: stackLabel(item, true), targets: list('comma', illegal.map((t) => this.name(t))) }, [], ['608.2b']);
      this.settle();
      return;
    }
    if (item.combatDamage) {
      dealStackedDamage(this, item.combatDamage);
      this.settle();
      return;
    }
    if (item.returns) {
      this.returnWithCounter(item.source.perm!, item.returns);
      this.settle();
      return;
    }
    if (item.bringBack !== undefined) {
      // today the "if" is checked again on resolution (603.4); the 1998 rulings returned every creature of a Wrath
      if (this.era !== '1998' && !this.otherCreature(item.bringBack, false)) {
        this.step('intervening-if-false', { source: item.source.label, target: this.name(item.bringBack) }, [], ['603.4']);
        this.settle();
        return;
      }
      this.delayReturn(item.source, item.bringBack);
      this.settle();
      return;
    }
    if (item.returnCard !== undefined) {
      this.returnAtEnd(item.returnCard, item.source);
      this.settle();
      return;
    }
    if (item.permanent !== undefined) {
      this.enterFromStack(item.permanent, item.source);
      this.settle();
      return;
    }
    this.step('resolves', { source: stackLabel(item, true), player: item.source.controller, effects: this.describe(item) }, [], ['608.2', '608.2c']);
    if (illegal.length > 0) this.step('some-targets-illegal', { source: stackLabel(item, true), targets: list('comma', illegal.map((t) => this.name(t))) }, [], ['608.2b']);
    this.leftNow.clear();
    for (const e of item.effects) {
      const affected = e.filter ? this.creaturesMatching(e.filter, item.source) : e.targets.map((raw) => this.concrete(raw, item.source));
      for (const t of affected) {
        if (!this.legalTarget(t) || barred.has(t)) continue;
        EFFECT_RULES[e.kind].apply(this.host, item.source, t, e);
      }
    }
    this.settle();
  }

  /** Both players pass until the stack is empty. */
  drain(): void {
    this.settle();
    while (this.stack.length > 0 && !this.halted()) this.resolveTop();
    // 1998: both players passed with the stack empty: the damage prevention step ends
    if (this.window && !this.halted()) {
      endPreventionStep(this);
      this.drain();
    }
  }

  /**
   * What happens each time a player would receive priority (117.5): state-based actions as one event, repeated
   * until none apply (704.3), then the triggered abilities waiting are put on the stack (603.3b), and again.
   */
  settle(): void {
    for (;;) {
      if (this.halted()) return;
      if (!this.budget.spend()) return this.loopDetected();
      if (this.stateBasedActions()) continue;
      if (this.pending.length === 0) return;
      this.putTriggers();
    }
  }

  loopDetected(): void {
    if (this.violations.some((v) => v.key.endsWith('.step-cap'))) return;
    this.violate('step-cap', { cap: this.budget.cap }, ['104.4b', '729.1b'], [], true);
  }

  /** A triggered ability of `id` (or of every permanent watching) triggers (603.2). */
  fire(when: AbilityWhen, id: string): void {
    const pe = this.perms.get(id);
    if (!pe) return;
    const own = (p: Perm) => (p.o.abilities ?? []).filter((ab) => ab.when === when);
    if (when === 'dies' || when === 'attacks' || when === 'damaged' || when === 'combat-damage') {
      for (const ab of own(pe)) this.trigger(pe, ab.effects, when);
    }
    if (when === 'dies') {
      // 702.93a / 702.79a: only if it had no counter of that kind when it died
      const counters = pe.lastCounters ?? pe.counters;
      if (this.has(id, 'undying') && counters['+1/+1'] === 0) this.trigger(pe, [], 'dies', '+1/+1');
      if (this.has(id, 'persist') && counters['-1/-1'] === 0) this.trigger(pe, [], 'dies', '-1/-1');
    }
    if (when === 'dies') {
      // "whenever a creature dies" of every permanent on the battlefield or leaving it with this one (603.10a)
      for (const other of this.perms.values()) {
        if (other.zone !== 'battlefield' && !this.leftNow.has(other.o.id)) continue;
        for (const ab of (other.o.abilities ?? []).filter((x) => x.when === 'creature-dies')) {
          this.trigger(other, ab.effects, 'creature-dies');
        }
        // Lifeline: an intervening "if" (603.4), another creature on the battlefield
        // (a leaves-the-battlefield trigger looks back: creatures dying at the same time count, 603.10a)
        if (this.has(other.o.id, 'lifeline') && this.otherCreature(id, true)) {
          this.trigger(other, [], 'creature-dies');
          this.pending[this.pending.length - 1]!.bringBack = id;
        }
      }
    }
  }

  trigger(pe: Perm, effects: Effect[], when: AbilityWhen, returns?: CounterKind): void {
    const controller = pe.zone === 'battlefield' ? this.controller(pe.o.id) : (pe.lastKnown?.controller ?? pe.o.controller);
    const t: PendingTrigger = { source: { label: pe.label, controller, perm: pe.o.id }, effects, when };
    if (returns) t.returns = returns;
    this.pending.push(t);
    this.step('triggers', { source: pe.label, when: msg(`when.${when}`) }, [], ['603.2']);
  }

  lifeGained(player: string, amount: number): void {
    if (amount <= 0) return;
    for (const pe of this.perms.values()) {
      if (pe.zone !== 'battlefield' || this.controller(pe.o.id) !== player) continue;
      for (const ab of pe.o.abilities ?? []) if (ab.when === 'life-gained') this.trigger(pe, ab.effects, 'life-gained');
    }
  }

  /** 603.3b: the active player puts theirs on the stack first (in the order they choose), then each other player in turn order. */
  putTriggers(): void {
    const order = this.turnOrder();
    const waiting = this.pending.splice(0);
    for (const player of order) {
      let mine = waiting.filter((t) => t.source.controller === player);
      if (mine.length === 0) continue;
      if (mine.length > 1) {
        const pointKey = `t${this.triggerPoints.length}`;
        this.triggerPoints.push({ key: pointKey, chooser: player, labels: mine.map((t) => t.source.label) });
        const forced = this.triggerOrders.get(pointKey);
        if (forced && forced.length === mine.length) mine = forced.map((i) => mine[i]!);
        this.choices.push({
          chooser: player,
          what: msg('choice.trigger-order', { chooser: player, count: mine.length }),
          range: msg('range.trigger-order', { triggers: list('comma', mine.map((t) => t.source.label)) }),
          taken: msg('taken.trigger-order', { order: list('arrow', mine.map((t) => t.source.label)) }),
          assumed: true,
          cites: [],
          rules: ['603.3b'],
        });
      }
      for (const t of mine) {
        const item: StackItem = { kind: 'trigger', source: t.source, effects: t.effects };
        if (t.returns) item.returns = t.returns;
        if (t.bringBack !== undefined) item.bringBack = t.bringBack;
        if (t.returnCard !== undefined) item.returnCard = t.returnCard;
        // a target that is already gone, or that it can't target (702.16b): the ability is removed from the stack (603.3d)
        const src = this.damageSourceOf(t.source);
        const illegal = this.targetsOf(item).filter((x) => !this.legalTarget(x) || targetBar(this, src, x) !== undefined);
        if (illegal.length > 0 && illegal.length === this.targetsOf(item).length) {
          this.step('trigger-no-target', { source: t.source.label }, [], ['603.3d']);
          continue;
        }
        this.stack.push(item);
        this.step('trigger-on-stack', { player, source: t.source.label, effects: this.describe(item) }, [], ['603.3', '603.3b', ...(this.teams ? ['805.7'] : [])]);
      }
    }
  }

  /**
   * Players in turn order starting with the active player: the attacker, also before the attack is declared (the
   * turn is theirs from its start, so main-phase triggers go on the stack in their APNAP order, 603.3b), else the
   * first player listed.
   */
  turnOrder(): string[] {
    const ids = [...this.players.keys()];
    const active = this.active ?? activePlayer(this.s) ?? ids[0];
    if (this.teams && active !== undefined) return this.teams.turnOrder(active);
    const i = Math.max(0, ids.indexOf(active ?? ''));
    return [...ids.slice(i), ...ids.slice(0, i)];
  }

  // --- what effects do (EffectHost)
  readonly host: EffectHost = {
    dealDamage: (source, to, amount) => {
      const src: DamageSource = this.damageSourceOf(source);
      this.dealFrom(src, to, amount, false, false);
    },
    destroy: (source, id, noRegen) => {
      const pe = this.perms.get(id)!;
      if (this.has(id, 'indestructible')) {
        this.step('indestructible-survives', { source: source.label, target: pe.label }, [CITE.indestructible], ['702.12b', '701.7a']);
        return;
      }
      if (this.destroyPerm(pe, msg('reason.destroyed', { source: source.label }), source.label, noRegen) === 'destroyed') {
        this.step('destroyed', { source: source.label, target: pe.label }, [], ['701.7a']);
      }
    },
    exile: (source, id) => {
      const pe = this.perms.get(id)!;
      this.leave(pe, 'exile', msg('reason.exiled', { source: source.label }));
      this.step('exiled', { source: source.label, target: pe.label }, [], ['701.11a', '406.3']);
    },
    sacrifice: (source, id) => {
      const pe = this.perms.get(id)!;
      this.leave(pe, 'graveyard', msg('reason.sacrificed'));
      this.step('sacrificed', { player: this.controller(id), target: pe.label }, [], ['701.17a']);
    },
    affect: (source, id, e) => {
      const layer = LAYER_OF[e.kind]!;
      this.effects.push({ ts: ++this.clock, layer, effect: e, object: id });
      this.changed();
      const pe = this.perms.get(id)!;
      this.step(`effect-${e.kind}`, {
        source: source.label,
        target: pe.label,
        // a pump is a change, so it keeps its sign (+3/+3), unlike a base (becomes 0/1)
        power: e.kind === 'pump' ? signedText(e.power ?? 0) : (e.power ?? 0),
        toughness: e.kind === 'pump' ? signedText(e.toughness ?? 0) : (e.toughness ?? 0),
        keyword: e.keyword ? msg(`keyword.${e.keyword}`) : e.protection ? msg('casting.reason.protection', { quality: list('comma', e.protection.map(qualityMsg)) }) : '',
        color: e.color ? msg(`color-name.${e.color}`) : '',
        player: e.player ?? '',
        now: this.ptText(id),
      }, [], [LAYER_RULE[layer], '611.2a', '613.7b']);
    },
    putCounters: (source, id, e) => {
      const pe = this.perms.get(id)!;
      pe.counters[e.counter!] += e.amount ?? 0;
      this.changed();
      this.step('counters', { source: source.label, target: pe.label, amount: e.amount ?? 0, counter: e.counter!, now: this.ptText(id) }, [], ['122.1', '613.4c']);
    },
    preventNext: (source, to, amount, from) => {
      const r = this.recipient(to)!;
      const shield: Shield = { left: amount, from: source.label, thisTurn: true, by: source.controller };
      if (from) shield.onlyFrom = from;
      r.p.shields.push(shield);
      if (from) this.step('shield-created-from', { source: source.label, target: this.name(to), amount, from: this.name(from) }, [CITE.shield], ['615.7']);
      else this.step('shield-created', { source: source.label, target: this.name(to), amount }, [CITE.shield], ['615.7']);
      if (this.window) preventAfter(this, to, shield);
    },
    redirectNext: (source, from, to, amount) => createRedirection(this, source, from, this.concrete(to, source), amount),
    poison: (source, player, amount) => {
      // 702.70a is the poisonous trigger's rule only; a spell or another ability just gives the counters (122.1f)
      const poisonous = source.perm !== undefined && this.perms.get(source.perm)?.o.poisonous !== undefined;
      this.addPoison(this.players.get(player)!, amount, source.label, poisonous ? ['702.70a'] : []);
    },
    regenerate: (source, id) => {
      const pe = this.perms.get(id)!;
      pe.regen++;
      this.step('regeneration-shield', { source: source.label, target: pe.label }, [], ['701.15a']);
    },
    changeLife: (source, player, delta) => {
      const p = this.players.get(player)!;
      const from = p.life;
      if (delta > 0) delta = this.lifeGainAmount(player, delta, source.label);
      p.life += delta;
      this.step(delta >= 0 ? 'life-gain' : 'life-loss', { source: source.label, player, amount: Math.abs(delta), from, to: p.life }, [], ['119.3', delta >= 0 ? '119.10' : '119.3']);
      if (delta > 0) this.lifeGained(player, delta);
    },
  };

  /** 810.9: in Two-Headed Giant, a head's damage, life loss and life gain change the team's shared total. */
  teamLife(): string[] {
    return this.teams ? ['810.9'] : [];
  }

  /** 104.3d/704.5c: poison counters; ten or more and the player loses at the next check. */
  addPoison(p: PlayerState, n: number, source: MessageParam, rules: string[]): void {
    const from = p.poison;
    p.poison += n;
    this.step('poison', { source, player: p.id, amount: n, from, to: p.poison }, [], [...rules, '122.1f', ...(this.teams ? ['810.10'] : [])]);
  }

  /** Life gained after replacement effects such as Boon Reflection (614.1a): each doubles it. */
  lifeGainAmount(player: string, amount: number, source: MessageParam): number {
    let n = amount;
    for (const pe of this.perms.values()) {
      if (pe.zone === 'battlefield' && this.has(pe.o.id, 'double-life') && this.controller(pe.o.id) === player) {
        this.step('life-doubled', { source, player, from: n, to: n * 2, effect: pe.label }, [], ['614.1a']);
        n *= 2;
      }
    }
    return n;
  }

  /** A Worship-style effect (life can't go below 1 while its controller controls a creature), or undefined. */
  lifeFloor(player: string): MessageParam | undefined {
    const controlsCreature = [...this.perms.values()].some((p) => p.zone === 'battlefield' && this.controller(p.o.id) === player && this.isCreature(p.o.id));
    if (!controlsCreature) return undefined;
    return [...this.perms.values()].find((p) => p.zone === 'battlefield' && this.has(p.o.id, 'life-floor') && this.controller(p.o.id) === player)?.label;
  }

  /** Destruction (701.7), replaced by a regeneration shield (701.15) or by "exile it instead", in the order its controller chooses (616.1). */
  destroyPerm(pe: Perm, because: Message, source: MessageParam, noRegen = false): 'destroyed' | 'regenerated' | 'exiled' {
    const id = pe.o.id;
    if (noRegen && pe.regen > 0) {
      this.step('cant-regenerate', { target: pe.label, source }, [], ['701.15c']);
      pe.regen = 0;
    }
    const exile = this.has(id, 'exile-instead');
    let exileFirst = false;
    if (pe.regen > 0 && exile) {
      // 616.1: two replacements of one event; its controller picks one, and the other then has nothing to replace
      const chooser = this.controller(id);
      const kinds: OrderKind[] = ['regenerate', 'exile'];
      let given = this.forced.get(id);
      let explicit = false;
      if (!given) {
        const d = this.orders.get(id) ?? this.orders.get(chooser);
        if (d && d.order.some((k) => kinds.includes(k))) {
          d.used = true;
          given = d.order;
          explicit = true;
        }
      }
      const order = arrange(kinds, given);
      exileFirst = order[0] === 'exile';
      if (!this.orderPoints.has(id)) this.orderPoints.set(id, { subject: id, chooser, kinds, explicit });
      if (!this.forced.has(id)) {
        this.choices.push({
          chooser,
          what: msg('choice.replacement-order', { chooser, target: pe.label }),
          range: msg('range.regen-or-exile'),
          taken: explicit ? msg('taken.order-given', { order: orderMsg(order) }) : msg('taken.regen-first'),
          assumed: !explicit,
          cites: [CITE.replacementOrder],
          rules: ['616.1', '701.15a', '614.1a'],
        });
      }
      this.step('replacement-chosen', { chooser, target: pe.label, order: orderMsg(order) }, [CITE.replacementOrder], ['616.1', '616.1f']);
    }
    if (pe.regen > 0 && !exileFirst) {
      pe.regen--;
      pe.damage = 0;
      pe.tapped = true;
      pe.inCombat = false;
      pe.deathtouched = false;
      this.step('regenerated', { target: pe.label, source }, [], ['701.15a']);
      return 'regenerated';
    }
    this.leave(pe, 'graveyard', because);
    return pe.zone === 'exile' ? 'exiled' : 'destroyed';
  }

  /** A card back on the battlefield from the graveyard is a new object (400.7): nothing of its old life carries over. */
  private returnAsNewObject(pe: Perm, id: string): void {
    pe.zone = 'battlefield';
    pe.damage = 0;
    pe.counters = { '+1/+1': 0, '-1/-1': 0 };
    pe.regen = 0;
    pe.tapped = false;
    pe.sick = true;
    pe.inCombat = false;
    delete pe.leftBecause;
    delete pe.lastKnown;
    delete pe.lastCounters;
    for (let i = this.effects.length - 1; i >= 0; i--) if (this.effects[i]!.object === id) this.effects.splice(i, 1);
  }

  /** Undying / persist: the card comes back as a new object (400.7) with one counter, if it is still in the graveyard. */
  returnWithCounter(id: string, counter: CounterKind): void {
    const pe = this.perms.get(id)!;
    const rule = counter === '+1/+1' ? '702.93a' : '702.79a';
    if (pe.zone !== 'graveyard') {
      this.step('return-gone', { target: pe.label }, [], [rule, '400.7']);
      return;
    }
    this.returnAsNewObject(pe, id);
    pe.counters[counter] = 1;
    this.changed();
    this.step('returns', { target: pe.label, counter, now: this.ptText(id) }, [], [rule, '400.7']);
  }

  ptText(id: string): string {
    return `${this.power(id)}/${this.toughness(id)}`;
  }

  /** A permanent leaves the battlefield; "when this dies" and "whenever a creature dies" trigger (603.6c, 603.10a). */
  leave(pe: Perm, zone: Zone, because: Message): void {
    if (pe.zone !== 'battlefield') return;
    const wasCreature = this.isCreature(pe.o.id);
    if (zone === 'graveyard' && this.has(pe.o.id, 'exile-instead')) {
      this.step('exiled-instead', { target: pe.label }, [], ['614.1a', '614.6']);
      zone = 'exile';
      because = msg('reason.exiled-instead');
    }
    pe.lastKnown = this.chars(pe.o.id);
    pe.lastCounters = { ...pe.counters };
    pe.zone = zone;
    pe.inCombat = false;
    pe.leftBecause = because;
    this.leftNow.add(pe.o.id);
    this.changed();
    if (zone === 'graveyard' && wasCreature) this.fire('dies', pe.o.id);
  }

  /** Another creature than `id` is on the battlefield (with `lookBack`, or left it in the same event). */
  otherCreature(id: string, lookBack: boolean): boolean {
    return [...this.perms.values()].some(
      (c) => c.o.id !== id && ((c.zone === 'battlefield' && this.isCreature(c.o.id)) || (lookBack && this.leftNow.has(c.o.id) && c.o.type === 'creature')),
    );
  }

  /** Anything happens at the end step: an "at the beginning of the end step" ability or a card waiting to return. */
  endStepMatters(): boolean {
    if (this.delayed.length > 0) return true;
    return [...this.perms.values()].some((p) => p.zone === 'battlefield' && (p.o.abilities ?? []).some((a) => a.when === 'end-step'));
  }

  /** 513.1a: the end step begins; its triggers and the delayed triggers waiting for it go on the stack (603.7). */
  endStep(): void {
    this.step('end-step', {}, [CITE.endStepTriggers], ['513.1a']);
    this.inEndStep = true;
    for (const pe of this.perms.values()) {
      if (pe.zone !== 'battlefield') continue;
      for (const ab of (pe.o.abilities ?? []).filter((a) => a.when === 'end-step')) this.trigger(pe, ab.effects, 'end-step');
    }
    for (const d of this.delayed.splice(0)) {
      this.pending.push({ source: d.source, effects: [], when: 'end-step', returnCard: d.card });
      this.step('delayed-triggers', { source: d.source.label, target: this.name(d.card) }, [], ['603.7a', '603.7b']);
    }
    this.drain();
  }

  /** Lifeline's trigger resolves: the card will return at end of turn, or (today, in the end step) at the next one. */
  delayReturn(source: Source, card: string): void {
    if (this.era !== '1998' && this.inEndStep) {
      this.step('return-next-turn', { source: source.label, target: this.name(card) }, [CITE.endStepTriggers], ['603.7a', '603.7b', '513.1a']);
      return;
    }
    this.delayed.push({ card, source });
    if (this.era === '1998') this.step('return-delayed-1998', { source: source.label, target: this.name(card), player: source.controller }, [CITE.usgLifelineApnap], ['603.7a', '513.1a']);
    else this.step('return-delayed', { source: source.label, target: this.name(card) }, [], ['603.7a']);
  }

  /** The delayed trigger resolves: the card comes back as a new object (400.7), if it is still in the graveyard. */
  returnAtEnd(card: string, source: Source): void {
    const pe = this.perms.get(card)!;
    if (pe.zone !== 'graveyard') {
      this.step('return-gone', { target: pe.label }, [], ['603.7c', '400.7']);
      return;
    }
    this.returnAsNewObject(pe, card);
    this.eotDone.delete(card);
    this.changed();
    this.step(this.era === '1998' ? 'returns-end-1998' : 'returns-end', { source: source.label, target: pe.label }, [], ['603.7a', '400.7']);
  }

  /**
   * The 1998 end of turn (seed 003): each player's "at end of turn" effects in turn, active player first, each
   * player's effects again and again until none is left; once a later player's turn has come, an earlier player's
   * new effects do nothing. A repeating cycle is a loop the players end by naming a number: the game goes on with
   * the state at the end of a cycle.
   */
  endOfTurn1998(): void {
    this.step('end-of-turn-1998', {}, [CITE.usgLifelineApnap], ['513.1a']);
    for (const player of this.turnOrder()) {
      this.eotPlayer = player;
      const seen = new Set<string>();
      for (;;) {
        if (this.halted()) return;
        const sig = this.eotSignature();
        const mine = [...this.perms.values()].filter(
          (p) => p.zone === 'battlefield' && this.controller(p.o.id) === player && !this.eotDone.has(p.o.id) && (p.o.abilities ?? []).some((a) => a.when === 'end-step'),
        );
        const returns = this.delayed.filter((d) => d.source.controller === player);
        if (mine.length === 0 && returns.length === 0) break;
        if (seen.has(sig)) {
          this.step('loop-1998', { player, state: this.eotState() }, [CITE.usgLifelineLoop], ['104.4b']);
          break;
        }
        seen.add(sig);
        for (const pe of mine) {
          this.eotDone.add(pe.o.id);
          for (const ab of (pe.o.abilities ?? []).filter((a) => a.when === 'end-step')) {
            this.stack.push({ kind: 'trigger', source: { label: pe.label, controller: player, perm: pe.o.id }, effects: ab.effects });
            this.drain();
          }
        }
        for (const d of returns) {
          this.delayed.splice(this.delayed.indexOf(d), 1);
          this.stack.push({ kind: 'trigger', source: d.source, effects: [], returnCard: d.card });
          this.drain();
        }
      }
    }
    this.eotPlayer = undefined;
    for (const d of this.delayed.splice(0)) {
      this.step('too-late-1998', { source: d.source.label, target: this.name(d.card), player: d.source.controller }, [CITE.usgLifelineApnap], ['513.1a']);
    }
  }

  eotSignature(): string {
    const zones = [...this.perms.values()].map((p) => `${p.o.id}:${p.zone}:${p.zone === 'battlefield' && this.eotDone.has(p.o.id) ? 1 : 0}`);
    return `${zones.join(',')}|${this.delayed.map((d) => d.card).join(',')}`;
  }

  /** Where the objects with an end-of-turn part are when the loop stops. */
  eotState(): MessageParam {
    const ids = [...this.perms.values()].filter((p) => (p.o.abilities ?? []).some((a) => a.when === 'end-step') || this.delayed.some((d) => d.card === p.o.id));
    return list('comma', ids.map((p) => msg(`zone-of.${p.zone}`, { object: p.label })));
  }

  /** Cleanup (514.2): damage is removed and "until end of turn" effects and this turn's shields end, all at once. */
  cleanup(): void {
    this.step('cleanup', {}, [], ['514.2'], true);
    for (const pe of this.perms.values()) {
      if (pe.zone === 'battlefield' && pe.damage > 0) {
        this.step('damage-wears-off', { target: pe.label, amount: pe.damage }, [], ['514.2', '120.6']);
        pe.damage = 0;
      }
      pe.shields = pe.shields.filter((x) => !x.thisTurn);
    }
    for (const p of this.players.values()) p.shields = p.shields.filter((x) => !x.thisTurn);
    this.redirects.endOfTurn();
    const ending = this.effects.filter((c) => c.object !== undefined);
    if (ending.length > 0) {
      for (let i = this.effects.length - 1; i >= 0; i--) if (this.effects[i]!.object !== undefined) this.effects.splice(i, 1);
      this.changed();
      const ids = [...new Set(ending.map((c) => c.object!))].filter((id) => this.perms.get(id)?.zone === 'battlefield');
      for (const id of ids) this.step('effects-end', { target: this.name(id), now: this.ptText(id) }, [], ['514.2', '611.2a']);
    }
    this.settle();
  }

  /** Protection, then prevention and doubling in the order the affected player chooses (615, 614, 616.1). */
  modify(src: DamageSource, r: Recipient, to: string, amount: number, simultaneous: boolean, used: Set<unknown> = new Set(), moved: RedirectedPart[] = []): number {
    const targetLabel = r.kind === 'player' ? r.p.id : r.p.label;
    const holder = r.kind === 'player' ? r.p : r.p.o;
    const protList: readonly Quality[] = holder.protection ?? [];
    const unpreventable = src.perm !== undefined && this.has(src.perm, 'unpreventable');
    const hit = unpreventable ? undefined : this.protectionHit(holder, src);
    if (unpreventable && (protList.length > 0 || holder.protectionFromPlayer !== undefined || r.p.shields.some((x) => x.left > 0) || r.p.preventEach.length > 0)) {
      this.step('unpreventable', { source: src.label, target: targetLabel }, [], ['615.12']);
    }
    if (hit) {
      this.step('prevented-protection', { source: src.label, target: targetLabel, amount, quality: hit.quality }, [CITE.protection], [...new Set([hit.rule ?? '702.16e', '702.16e', '615.1'])]);
      return 0;
    }
    type Eff = { kind: OrderKind; shield?: Shield; each?: { amount: number; from: MessageParam }; redirect?: Redirection; doubler?: string; from: MessageParam; by?: string };
    const effects: Eff[] = [];
    const shields = r.p.shields;
    if (!unpreventable) {
      for (const s of shields) if (s.left > 0 && (!s.onlyFrom || s.onlyFrom === src.perm)) effects.push({ kind: 'prevent', shield: s, from: s.from, ...(s.by ? { by: s.by } : {}) });
      for (const e of r.p.preventEach) effects.push({ kind: 'prevent', each: e, from: e.from, ...(e.by ? { by: e.by } : {}) });
    }
    for (const pe of this.perms.values()) {
      if (pe.zone === 'battlefield' && this.has(pe.o.id, 'double-damage') && !used.has(`double:${pe.o.id}`)) effects.push({ kind: 'double', doubler: pe.o.id, from: pe.label, by: this.controller(pe.o.id) });
    }
    for (const rd of this.redirects.applicable(this, to, used)) effects.push({ kind: 'redirect', redirect: rd, from: rd.source, by: rd.by });
    if (effects.length === 0) return amount;

    let sequence = effects;
    const kinds = effects.map((e) => e.kind);
    const several = new Set(kinds).size > 1;
    if (this.era === '1998' && several) {
      // 1998: effects applied in the order of their controllers, the active player's first (superseded by 616.1)
      const turn = this.turnOrder();
      sequence = [...effects].sort((x, y) => turn.indexOf(x.by ?? '') - turn.indexOf(y.by ?? ''));
      this.step('replacement-order-1998', { target: targetLabel, order: orderMsg(sequence.map((e) => e.kind)), active: turn[0] ?? '—' }, [CITE.usgReplacementApnap, CITE.replacementOrder], ['616.1']);
    } else if (several) {
      const chooser = r.kind === 'player' ? r.p.id : this.controller(r.p.o.id);
      let given = this.forced.get(to);
      let explicit = false;
      if (!given) {
        const d = this.orders.get(to) ?? this.orders.get(chooser);
        if (d) {
          d.used = true;
          given = d.order;
          explicit = true;
        }
      }
      const order = arrange(kinds, given);
      sequence = [];
      const pool = [...effects];
      for (const k of order) {
        const i = pool.findIndex((e) => e.kind === k);
        if (i >= 0) sequence.push(pool.splice(i, 1)[0]!);
      }
      const sorted = defaultOrder(kinds);
      const known = this.orderPoints.get(to);
      if (!known || known.kinds.length < sorted.length) {
        this.orderPoints.set(to, { subject: to, chooser, kinds: sorted, explicit });
      }
      if (!known && !this.forced.has(to)) {
        const all = distinctPermutations(sorted, MAX_BRANCHES);
        this.choices.push({
          chooser,
          what: msg('choice.order', { chooser, target: targetLabel }),
          range: msg('range.order', { orders: list('or', all.map(orderMsg)) }),
          taken: msg(explicit ? 'taken.order-given' : 'taken.order-usual', { order: orderMsg(order) }),
          assumed: !explicit,
          cites: [CITE.replacementOrder],
          rules: ['616.1', '616.1e', '616.1f'],
        });
      }
      this.step('replacement-order', { chooser, target: targetLabel, order: orderMsg(order) }, [CITE.replacementOrder], ['616.1', '616.1e', '616.1f']);
    }
    let n = amount;
    const applied = new Set(used);
    for (const e of sequence) {
      if (n <= 0) break;
      if (e.shield) {
        if (e.shield.left <= 0) continue;
        const p = Math.min(e.shield.left, n);
        e.shield.left -= p;
        n -= p;
        if (e.from === targetLabel) this.step('prevented-shield', { source: src.label, target: targetLabel, amount: p, left: e.shield.left }, [CITE.shield], ['615.7']);
        else this.step('prevented-shield-from', { source: src.label, target: targetLabel, amount: p, left: e.shield.left, from: e.from }, [CITE.shield], ['615.7']);
        if (simultaneous && !this.shieldNoted.has(to)) {
          this.shieldNoted.add(to);
          this.assume('shield-simultaneous', { target: targetLabel, source: src.label }, ['615.7']);
        }
      } else if (e.each) {
        const p = Math.min(e.each.amount, n);
        n -= p;
        this.step('prevented-each', { source: src.label, target: targetLabel, amount: p, from: e.from }, [CITE.shield], ['615.10']);
      } else if (e.redirect) {
        n -= redirectDamage(this, src, e.redirect, targetLabel, n, applied, moved);
      } else {
        this.step('doubled', { source: src.label, target: targetLabel, from: n, to: n * 2, effect: e.from }, [CITE.doubling], ['614.1a', '614.1']);
        n *= 2;
        applied.add(`double:${e.doubler}`);
      }
    }
    return n;
  }

  /** One check of the state-based actions (704.5), all performed at once. True when any was performed. */
  stateBasedActions(): boolean {
    const before = this.steps.length;
    let acted = false;
    const dead: Array<{ pe: Perm; because: Message }> = [];
    this.leftNow.clear();
    // all state-based actions are one event (704.3): what dies remembers its counters from before they cancel out
    const countersBefore = new Map<string, Perm['counters']>();
    for (const pe of this.perms.values()) {
      if (pe.zone !== 'battlefield') continue;
      const o = pe.o;
      // 704.5q: +1/+1 and -1/-1 counters cancel out
      const pairs = Math.min(pe.counters['+1/+1'], pe.counters['-1/-1']);
      if (pairs > 0) {
        countersBefore.set(o.id, { ...pe.counters });
        pe.counters['+1/+1'] -= pairs;
        pe.counters['-1/-1'] -= pairs;
        this.changed();
        acted = true;
        this.step('sba-counters', { target: pe.label, amount: pairs }, [], ['704.5q']);
      }
      if (this.isCreature(o.id)) {
        const t = this.toughness(o.id);
        const lethal = t > 0 && pe.damage >= t;
        const indestructible = this.has(o.id, 'indestructible');
        if (t <= 0) {
          dead.push({ pe, because: msg('reason.zero-toughness') });
          this.step('sba-toughness', { creature: pe.label, toughness: t }, [], ['704.5f']);
        } else if ((lethal || pe.deathtouched) && !this.window) {
          if (indestructible) {
            if (this.indestructibleNoted.get(o.id) !== pe.damage) {
              this.indestructibleNoted.set(o.id, pe.damage);
              this.step('indestructible', { creature: pe.label, damage: pe.damage }, [CITE.indestructible], ['702.12b', lethal ? '704.5g' : '704.5h']);
            }
          } else if (lethal) {
            dead.push({ pe, because: msg('reason.lethal') });
            this.step('sba-lethal', { creature: pe.label, damage: pe.damage, toughness: t }, [CITE.lethalDamage], ['704.5g', '120.6']);
          } else {
            dead.push({ pe, because: msg('reason.deathtouch') });
            this.step('sba-deathtouch', { creature: pe.label }, [CITE.deathtouch], ['704.5h', '702.2b']);
          }
        }
        if (!this.window) pe.deathtouched = false;
      } else if (o.type === 'planeswalker' && pe.loyalty <= 0) {
        dead.push({ pe, because: msg('reason.zero-loyalty') });
        this.step('sba-planeswalker', { planeswalker: pe.label }, [CITE.toPlaneswalker], ['704.5i', '120.3c']);
      }
      if (o.type === 'battle' && pe.defense <= 0 && !dead.some((d) => d.pe === pe)) {
        if (pe.siegeTriggered) {
          acted = true;
          pe.lastKnown = this.chars(o.id);
          pe.zone = 'exile';
          pe.inCombat = false;
          pe.leftBecause = msg('reason.siege');
          this.changed();
          this.step('siege-defeated', { battle: pe.label, player: o.controller }, [CITE.battleSiege, CITE.battleDefeated], ['310.11b', '704.5v']);
          this.choices.push({
            chooser: o.controller,
            what: msg('choice.siege-cast', { chooser: o.controller, battle: pe.label }),
            range: msg('range.siege-cast'),
            taken: msg('taken.siege-cast'),
            assumed: true,
            cites: [CITE.battleSiege],
            rules: ['310.11b'],
          });
        } else {
          dead.push({ pe, because: msg('reason.zero-defense') });
          this.step('battle-defeated', { battle: pe.label }, [CITE.battleDefeated], ['704.5v', '310.7']);
        }
      }
    }
    // all at once (704.3): every one has left before any "dies" ability looks back (603.10a)
    // destruction by lethal damage or deathtouch can be regenerated (701.15); toughness 0 cannot (704.5f)
    for (let i = dead.length - 1; i >= 0; i--) {
      const { pe, because } = dead[i]!;
      const k = because.key;
      if ((k === key('reason.lethal') || k === key('reason.deathtouch')) && pe.regen > 0) {
        this.destroyPerm(pe, because, pe.label);
        dead.splice(i, 1);
        acted = true;
      }
    }
    const creatures = dead.filter((d) => this.isCreature(d.pe.o.id)).map((d) => d.pe.o.id);
    for (const { pe } of dead) {
      pe.lastKnown = this.chars(pe.o.id);
      pe.lastCounters = countersBefore.get(pe.o.id) ?? { ...pe.counters };
    }
    for (const d of dead) {
      const { pe } = d;
      if (this.has(pe.o.id, 'exile-instead')) {
        this.step('exiled-instead', { target: pe.label }, [], ['614.1a', '614.6']);
        pe.zone = 'exile';
        d.because = msg('reason.exiled-instead');
      } else pe.zone = 'graveyard';
      pe.inCombat = false;
      pe.leftBecause = d.because;
      this.leftNow.add(pe.o.id);
      acted = true;
    }
    if (dead.length > 0) this.changed();
    for (const id of creatures) if (this.perms.get(id)!.zone === 'graveyard') this.fire('dies', id);
    if (this.battleProtectors()) acted = true;
    if (this.teams && !this.window && this.teams.checkLosers(this)) acted = true;
    // 1998: damage has its results at the end of the damage prevention step (engine/mtg/era.ts)
    const losers = this.teams ? [] : [...this.players.values()].filter((p) => !p.lost && ((p.life <= 0 && !this.window) || p.poison >= 10));
    for (const p of losers) {
      p.lost = true;
      acted = true;
      if (p.life <= 0) this.step('sba-zero-life', { player: p.id, life: p.life }, [CITE.zeroLife], ['704.5a', '119.6']);
      else this.step('sba-poison', { player: p.id, poison: p.poison }, [], ['704.5c', '104.3d']);
    }
    const remaining = [...this.players.values()].filter((p) => !p.lost);
    if (losers.length > 0) {
      if (remaining.length === 0) {
        this.step('draw', {}, [CITE.zeroLife], ['104.4a']);
        this.gameOver = true;
      } else if (remaining.length === 1) {
        this.step('game-over', { winner: remaining[0]!.id }, [CITE.zeroLife], ['104.2a']);
        this.gameOver = true;
      } else {
        this.warn('player-left', { players: list('comma', losers.map((p) => p.id)) }, ['800.4a']);
      }
    }
    if (this.steps.length > before) this.steps.splice(before, 0, { key: key('step.sba'), params: {}, cites: [], rules: ['704.3'] });
    return acted;
  }

  checkUnused(): void {
    for (const { a, used } of this.assigns.values()) {
      if (!used && (this.target.has(a.source) || this.blocksOf.has(a.source)) && !(a.strike === 2 && !this.has(a.source, 'double-strike'))) {
        this.warn('assign-unused', { source: this.name(a.source), strike: a.strike ?? 1 }, ['510.1']);
      }
    }
    for (const [chooser, { used }] of this.orders) {
      if (!used) this.warn('order-unused', { chooser: this.name(chooser) }, ['616.1']);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  outcome(): Message[] {
    if (this.stopped) {
      // a loop of mandatory actions is a draw (104.4b), not a badly written scenario
      const fatal = this.violations.filter((v) => v.fatal);
      if (fatal.length === 1 && fatal[0]!.key.endsWith('.step-cap')) return [msg('kernel-review.loop', { cap: this.budget.cap })];
      return [msg('outcome.illegal', { count: fatal.length })];
    }
    const out: Message[] = this.teams ? this.teams.outcome() : [];
    for (const p of this.teams ? [] : this.players.values()) {
      if (p.life !== p.start) out.push(msg('outcome.life', { player: p.id, from: p.start, to: p.life }));
    }
    const lost = [...this.players.values()].filter((p) => p.lost && !this.teams);
    if (lost.length > 0 && lost.length === this.players.size) out.push(msg('outcome.draw'));
    else for (const p of lost) out.push(msg('outcome.lost', { player: p.id }));
    for (const p of this.teams ? [] : this.players.values()) {
      if (p.poison !== p.poisonStart) out.push(msg('outcome.poison', { player: p.id, from: p.poisonStart, to: p.poison }));
    }
    for (const pe of this.perms.values()) {
      const o = pe.o;
      if (pe.zone === 'exile' && o.type !== 'battle') {
        out.push(msg('outcome.exiled', { object: pe.label, reason: pe.leftBecause ?? '—' }));
        continue;
      }
      if (pe.zone === 'battlefield') {
        const ch = this.chars(o.id)!;
        if (ch.creature && (o.type !== 'creature' || ch.power !== o.power || ch.toughness !== o.toughness)) {
          out.push(msg('outcome.pt', { object: pe.label, power: ch.power, toughness: ch.toughness }));
        }
        if (ch.controller !== o.controller) out.push(msg('outcome.control', { player: ch.controller, object: pe.label }));
      }
      if (o.type === 'creature' || (this.isCreature(o.id) && o.type !== 'battle')) {
        const how = pe.leftBecause?.key;
        if (pe.zone === 'graveyard') {
          const plain = how === undefined || how === key('reason.lethal') || how === key('reason.deathtouch');
          out.push(msg(plain ? 'outcome.destroyed' : 'outcome.destroyed-by', { creature: pe.label, reason: pe.leftBecause ?? msg('reason.lethal') }));
        } else if (pe.damage > (o.damage ?? 0)) {
          const t = this.toughness(o.id);
          out.push(msg(pe.damage >= t && this.has(o.id, 'indestructible') ? 'outcome.indestructible' : 'outcome.damaged', { creature: pe.label, damage: pe.damage, toughness: t }));
        }
        // a judge asks first whether the creature survived and how: regeneration taps it and clears its damage
        if (pe.zone === 'battlefield' && this.steps.some((s) => s.key === key('step.regenerated') && s.params['target'] === pe.label)) {
          out.push(msg('kernel-review.regenerated', { creature: pe.label }));
        }
      } else if (o.type === 'planeswalker') {
        if (pe.zone === 'graveyard') out.push(msg('outcome.planeswalker-dies', { planeswalker: pe.label, from: o.loyalty ?? 0 }));
        else if (pe.loyalty !== o.loyalty) out.push(msg('outcome.loyalty', { planeswalker: pe.label, from: o.loyalty ?? 0, to: pe.loyalty }));
      } else if (o.type === 'battle') {
        if (pe.zone === 'exile') out.push(msg('outcome.siege-exiled', { battle: pe.label, from: o.defense ?? 0, player: o.controller }));
        else if (pe.zone === 'graveyard') out.push(msg('outcome.battle-defeated', { battle: pe.label, from: o.defense ?? 0 }));
        else if (pe.defense !== o.defense) out.push(msg('outcome.defense', { battle: pe.label, from: o.defense ?? 0, to: pe.defense }));
      }
    }
    // damage that was dealt and then wore off (cleanup 514.2, regeneration 701.15a) is not "no damage"
    const dealt = this.steps.some((s) => /\.step\.damage-(creature|player|planeswalker|battle)/.test(s.key));
    if (out.length === 0) out.push(msg(dealt ? 'kernel-review.damage-gone' : 'outcome.nothing'));
    return out;
  }

  final(): FinalState {
    return {
      players: [...this.players.values()].map((p) => ({ id: p.id, life: p.life, lifeBefore: p.start, lost: p.lost, counters: (p.poison || p.poisonStart ? { poison: p.poison } : {}) as Record<string, number> })),
      objects: [...this.perms.values()].map((pe) => {
        const counters: Record<string, number> = {};
        const before: Record<string, number> = {};
        if (pe.o.type === 'planeswalker') {
          counters.loyalty = pe.loyalty;
          before.loyalty = pe.o.loyalty ?? 0;
        }
        if (pe.o.type === 'battle') {
          counters.defense = pe.defense;
          before.defense = pe.o.defense ?? 0;
        }
        for (const k of ['+1/+1', '-1/-1'] as const) {
          if (pe.counters[k] || pe.o.counters?.[k]) {
            counters[k] = pe.counters[k];
            before[k] = pe.o.counters?.[k] ?? 0;
          }
        }
        const st: ObjectState = { id: pe.o.id, label: pe.label, controller: this.controller(pe.o.id), zone: pe.zone, damage: pe.damage, counters, countersBefore: before };
        if (pe.tapped) st.tapped = true;
        if (this.isCreature(pe.o.id)) {
          st.power = this.power(pe.o.id);
          st.toughness = this.toughness(pe.o.id);
          st.keywords = [...this.chars(pe.o.id)!.keywords];
          st.colors = this.colors(pe.o.id);
        }
        if (pe.leftBecause) st.leftBecause = pe.leftBecause;
        return st;
      }),
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// orders

/** The usual order: prevention first (it leaves the affected player with the least damage). */
export function defaultOrder(kinds: OrderKind[]): OrderKind[] {
  if (kinds.length < 2) return [...kinds];
  return ORDER_KINDS.flatMap((o) => kinds.filter((k) => k === o));
}

/** The order to apply `kinds` in: the given sequence as far as it goes, then the usual order for the rest. */
export function arrange(kinds: OrderKind[], given: OrderKind[] | undefined): OrderKind[] {
  const left = [...kinds];
  const out: OrderKind[] = [];
  for (const k of given ?? []) {
    const i = left.indexOf(k);
    if (i >= 0) out.push(left.splice(i, 1)[0]!);
  }
  return [...out, ...defaultOrder(left)];
}

/** Distinct orderings of a multiset, at most `max` of them, the usual order first. */
export function distinctPermutations(items: OrderKind[], max: number): OrderKind[][] {
  const out: OrderKind[][] = [];
  const counts = new Map<OrderKind, number>();
  for (const i of items) counts.set(i, (counts.get(i) ?? 0) + 1);
  const keys: readonly OrderKind[] = ORDER_KINDS;
  const walk = (prefix: OrderKind[]) => {
    if (out.length >= max) return;
    if (prefix.length === items.length) {
      out.push(prefix);
      return;
    }
    for (const k of keys) {
      const c = counts.get(k) ?? 0;
      if (c > 0) {
        counts.set(k, c - 1);
        walk([...prefix, k]);
        counts.set(k, c);
      }
    }
  };
  walk([]);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

export function resolveMtg(s: MtgScenario): Resolution {
  const era = s.actions.find((a): a is Extract<MtgAction, { kind: 'ruleset' }> => a.kind === 'ruleset')?.era ?? 'today';
  if (era !== 'today') return resolveHistorical(s, era);
  return resolveToday(s);
}

/**
 * A historical answer: the scenario under the 1998 rules, labelled as such, citing the superseded rulings, with
 * one line of what today's rules give instead (a second resolution, whose choices and branches are not shown).
 */
function resolveHistorical(s: MtgScenario, era: '1998' | '2009'): Resolution {
  const old = new Run(s, new Map(), era).execute();
  const { orderPoints: _ignored, ...resolution } = old;
  const today = resolveToday(s);
  const same = JSON.stringify(today.final) === JSON.stringify(resolution.final);
  resolution.outcome = [
    era === '1998' ? msg('outcome.historical', { year: 1998 }) : msg('era.historical-2009'),
    ...resolution.outcome,
    msg(same ? 'outcome.today-same' : 'outcome.today', { outcome: list('comma', today.outcome.map(todayOnly)) }),
  ];
  resolution.warnings.unshift(
    era === '1998'
      ? { key: key('warning.historical'), params: { year: 1998 }, rules: ['616.1', '702.19b', '615.4'], cites: [CITE.usgReplacementApnap, CITE.usgTrampleLethal, CITE.usgPreventionStep] }
      : { key: key('era.warning-2009'), params: {}, rules: ['510.2'], cites: [CITE.damageAssignment] },
  );
  return resolution;
}

/**
 * Today's outcome inside a historical answer, whose branches are not shown: "the result depends … (see below)"
 * becomes a note that the line follows one order and the player may choose another.
 */
function todayOnly(m: Message): Message {
  if (m.key === key('outcome.depends-on-order')) return msg('review.today-depends-on-order', m.params ?? {});
  if (m.key === key('outcome.depends-on-trigger-order')) return msg('review.today-depends-on-trigger-order', m.params ?? {});
  return m;
}

function resolveToday(s: MtgScenario): Resolution {
  const base = new Run(s, new Map()).execute();
  const { orderPoints, triggerPoints, ...resolution } = base;
  const open = [...orderPoints.values()].filter((p) => !p.explicit);
  if (open.length === 0 && triggerPoints.length > 0 && !base.stopped) return withTriggerBranches(s, resolution, triggerPoints);
  if (open.length === 0 || base.stopped) return resolution;

  const options = open.map((p) => ({ p, orders: distinctPermutations(p.kinds, MAX_BRANCHES) }));
  const total = options.reduce((n, o) => n * o.orders.length, 1);
  if (total > MAX_BRANCHES) {
    resolution.warnings.push({ key: key('warning.too-many-branches'), params: { count: total, max: MAX_BRANCHES }, rules: ['616.1'], cites: [CITE.replacementOrder] });
    return resolution;
  }
  let combos: Array<Array<{ p: OrderPoint; order: OrderKind[] }>> = [[]];
  for (const o of options) combos = combos.flatMap((c) => o.orders.map((order) => [...c, { p: o.p, order }]));

  const branches: Branch[] = combos.map((combo) => {
    const run = new Run(s, new Map(combo.map((c) => [c.p.subject, c.order]))).execute();
    const main = combo.every((c) => sameOrder(c.order, defaultOrder(c.p.kinds)));
    return {
      // a player ordering the effects on damage to themselves is named once ("B: …", not "B for B: …")
      label: combo.map((c) =>
        c.p.chooser === c.p.subject
          ? msg('review.branch-order-own', { chooser: c.p.chooser, order: orderMsg(c.order) })
          : msg('branch.order', { chooser: c.p.chooser, target: labelOf(s, c.p.subject), order: orderMsg(c.order) }),
      ),
      outcome: run.outcome,
      final: run.final,
      main,
    };
  });
  const distinct = new Set(branches.map((b) => JSON.stringify(b.final)));
  if (distinct.size <= 1) {
    resolution.assumptions.push({ key: key('assumption.order-irrelevant'), params: {}, rules: ['616.1'], cites: [CITE.replacementOrder] });
    return resolution;
  }
  resolution.branches = branches;
  resolution.outcome = [...resolution.outcome, msg('outcome.depends-on-order', { players: list('comma', [...new Set(open.map((p) => p.chooser))]) })];
  return resolution;
}

/**
 * 603.3b: the order of simultaneous triggers of one player, resolved in every order (the first choice point's
 * orders, then the next one's, up to MAX_BRANCHES runs). Shown only when the orders lead to different results.
 */
function withTriggerBranches(s: MtgScenario, resolution: Resolution, points: TriggerPoint[]): Resolution {
  const perms = (n: number): number[][] => (n <= 1 ? [[0]] : perms(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)])));
  let combos: Array<Array<{ p: TriggerPoint; order: number[] }>> = [[]];
  for (const p of points) {
    const next = combos.flatMap((c) => perms(p.labels.length).map((order) => [...c, { p, order }]));
    if (next.length > MAX_BRANCHES) break;
    combos = next;
  }
  const usual = (order: number[]) => order.every((v, i) => v === i);
  const branches: Branch[] = combos.map((combo) => {
    const run = new Run(s, new Map(), 'today', new Map(combo.map((c) => [c.p.key, c.order]))).execute();
    return {
      label: combo.map((c) => msg('branch.trigger-order', { chooser: c.p.chooser, order: list('arrow', c.order.map((i) => c.p.labels[i]!)) })),
      outcome: run.outcome,
      final: run.final,
      main: combo.every((c) => usual(c.order)),
    };
  });
  if (new Set(branches.map((b) => JSON.stringify(b.final))).size <= 1) return resolution;
  resolution.branches = branches;
  resolution.outcome = [...resolution.outcome, msg('outcome.depends-on-trigger-order', { players: list('comma', [...new Set(points.map((p) => p.chooser))]) })];
  return resolution;
}

function sameOrder(a: OrderKind[], b: OrderKind[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function labelOf(s: MtgScenario, id: string): string {
  const o = s.objects.find((x) => x.id === id);
  return o ? label(o) : id;
}
