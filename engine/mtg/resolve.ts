/**
 * The MTG rules kernel (CR 2025-02-07, or the 1998 rulings with `ruleset 1998`): the scenario's directives are
 * events applied in order (`execute` → `apply`), and between events the rules' own loops run — state-based actions
 * as one event until none apply (704.3), triggered abilities put on the stack in APNAP order (603.3b), the stack
 * resolving with targets checked again (608.2b) — under a step budget (engine/core/loop.ts) that stops a loop of
 * triggers with a message. Characteristics come from the layer system (layers.ts); effects are the catalogue in
 * effects.ts (applied through `host`), keywords the registry in keywords.ts. This file keeps the run's state, its
 * lookups, the event loop (apply, settle, drain), triggers and the stack, zone changes and the entry point
 * `resolveMtg`; each of the rules' loops has its own file, called from here: state-based actions (sba.ts, 704),
 * attack and block declarations (combat-declare.ts, 508–509), the combat damage steps and damage assignment
 * (combat-damage.ts, 510), dealing damage with replacement and prevention in the chosen order (damage.ts, 120,
 * 614–616), the end step and cleanup (end-of-turn.ts, 513–514), the outcome and final state (outcome.ts), and open
 * choices run in every order (branches.ts).
 *
 * Pure: no I/O, no randomness. Every step carries a message key, its parameters, knowledge-base ids and rule
 * numbers. Illegal scenarios become violations. Open choices are resolved the usual way and labelled as
 * assumptions; open replacement orders are also resolved in every order (branches).
 */
import type { Message, MessageParam, MessageParams, Resolution, Zone } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { Trace } from '../core/trace.ts';
import { CITE } from './cites.ts';
import { DEFAULT_LIFE, type MtgAction, type MtgObject, type MtgScenario, type CounterKind, type Effect, type Filter } from './scenario.ts';
import { COLORS, type Color, type Keyword, type LandType, type OrderKind, type Quality, type SpellType } from './vocabulary.ts';
import { characteristics, LAYER_OF, type Chars, type Continuous, type Layer } from './layers.ts';
import { EFFECT_RULES, type EffectHost, type Source } from './effects.ts';
import { printEffect, printEffects } from './effects-syntax.ts';
import { abilitiesOf, abilityOf, citesOf, KEYWORD_RULES, keywordTriggers, rulesOf, worksOff, type Hook, type TriggerSpec } from './keywords.ts';
import { lookBack, subjectOf, TRIGGER_KINDS, type RuleEvent, type TriggerView } from './events.ts';
import { StepBudget } from '../core/loop.ts';
import { Teams } from './teams.ts';
import { activePlayer, checkCast, momentsOf, permanentSpells } from './timing.ts';
import { cardTypeHit, objectTypes, permanentTypes, targetBar, type SourceView } from './targeting.ts';
import { Bands } from './banding.ts';
import { dealStackedDamage, endPreventionStep, leavePreventionStep, preventAfter, preventionOnly, type PreventionStep, type StackedDamage } from './era.ts';
import { createRedirection, Redirections } from './redirect.ts';
import { NS, msg, qualityMsg, orderMsg, stackLabel, label } from './messages.ts';
import { arrange, resolveHistorical, resolveToday, type RunKernel } from './branches.ts';
import { stateBasedActions } from './sba.ts';
import { declareAttackers, finishBlockers, announceAttacks } from './combat-declare.ts';
import { nextStep, finishCombat } from './combat-damage.ts';
import { damageEvent, dealFrom, type DamageDealt } from './damage.ts';
import { endStepMatters, endStep, delayReturn, returnAtEnd, endOfTurn1998, cleanup } from './end-of-turn.ts';
import { outcome, finalState, checkUnused } from './outcome.ts';

// the kernel's public names from before its rule loops had files of their own
export { MAX_BRANCHES, arrange, defaultOrder, distinctPermutations } from './branches.ts';
export { msg, label } from './messages.ts';

/** Kernel steps (state-based action checks, resolutions) before a loop of triggers is declared (104.4b). */
export const STEP_CAP = 200;

const LAYER_RULE: Record<Layer, string> = { '2': '613.1b', '4': '613.1d', '5': '613.1e', '6': '613.1f', '7b': '613.4b', '7c': '613.4c', '7d': '613.4d' };

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
}

/** A triggered ability waiting to be put on the stack (603.3). */
export interface PendingTrigger extends TriggerSpec {
  source: Source;
  returnCard?: string;
  rules: string[];
}

/** The rules a run follows: today's, the 1998 Urza's Saga rulings (seed 003) or 1999–2009's (historical, era.ts). */
export type Era = 'today' | '1998' | '2009';

type CombatState = 'none' | 'attackers' | 'blockers' | 'first' | 'done';

export interface RunResult extends Resolution {
  orderPoints: Map<string, OrderPoint>;
  triggerPoints: TriggerPoint[];
}

/** A player putting two or more triggered abilities on the stack at once chooses their order (603.3b). */
export interface TriggerPoint {
  key: string;
  chooser: string;
  labels: MessageParam[];
}

// ---------------------------------------------------------------------------------------------------------------

export class Run extends Trace implements TriggerView {
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
  /** The damage event being dealt (damage.ts): its events are emitted once all of it is dealt (603.2c). */
  damaging: DamageDealt[] | undefined;
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
  /** The keyword of `id` that has this hook in the registry (keywords.ts), if it has one. */
  ability(id: string, hook: Hook): Keyword | undefined {
    return abilityOf((k) => this.has(id, k), hook);
  }
  /** Every keyword of `id` that has this hook. */
  abilities(id: string, hook: Hook): Keyword[] {
    return abilitiesOf((k) => this.has(id, k), hook);
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
    // a start state the rules would change (a battle's protector, 704.5w–x) is fixed by state-based actions here
    if (!this.violations.some((v) => v.fatal)) this.settle();
    for (const a of this.s.actions) {
      if (this.halted()) break;
      this.budget = new StepBudget(STEP_CAP);
      this.apply(a);
    }
    if (!this.halted()) this.budget = new StepBudget(STEP_CAP);
    if (!this.halted()) {
      this.drain();
      if (this.combatState === 'attackers') finishBlockers(this);
      finishCombat(this);
    }
    if (this.violations.some((v) => v.fatal)) this.stopped = true;
    else {
      if (this.combatState === 'none' && !this.timelineUsed && !this.budget.exhausted) this.step('no-attackers', {}, [], ['508.8']);
      checkUnused(this);
    }
    return { ...this.resolution(outcome(this), finalState(this), this.stopped), orderPoints: this.orderPoints, triggerPoints: this.triggerPoints };
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
        declareAttackers(this);
        if (!this.halted()) announceAttacks(this);
        return;
      case 'block':
        if (this.combatState !== 'attackers' && this.combatState !== 'none') return;
        this.drain();
        finishBlockers(this);
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
        nextStep(this);
        return;
      case 'end':
        this.timelineUsed = true;
        this.drain();
        if (this.combatState === 'attackers') finishBlockers(this);
        finishCombat(this);
        this.drain();
        if (!this.halted() && endStepMatters(this)) {
          if (this.era === '1998') endOfTurn1998(this);
          else endStep(this);
        }
        if (!this.halted()) cleanup(this);
        return;
      case 'assign':
      case 'order':
      case 'ruleset':
      case 'teams':
        return;
    }
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
        tapped: o.keywords?.some((k) => KEYWORD_RULES[k].starts === 'tapped') ?? false,
        sick: o.keywords?.some((k) => KEYWORD_RULES[k].starts === 'sick') ?? false,
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

  // -------------------------------------------------------------------------------------------------------------
  /** Combat damage from a creature in combat (510.2). */
  deal(source: string, to: string, amount: number, simultaneous: boolean): void {
    dealFrom(this, this.sourceOf(source), to, amount, simultaneous, true);
  }

  /** The damage source a permanent is, with its current characteristics. */
  sourceOf(id: string): DamageSource {
    const pe = this.perms.get(id)!;
    return { label: pe.label, controller: this.controller(id), perm: id, colors: this.colors(id) };
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
    const active = activePlayer(this.s);
    const team = active !== undefined ? this.teams?.of(active)?.members : undefined;
    const check = checkCast(a, source.label, moment, active, top, !this.s.actions.some((x) => x.kind === 'attack'), team);
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
        cites: bar.cites ?? (bar.rule === '702.16b' ? [CITE.protection] : []),
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
        cites: bar.cites ?? (bar.rule === '702.16b' ? [CITE.protection] : []),
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
    this.emit({ kind: 'enters', id });
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
    if (item.untargeted) return [];
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
      this.returnWithCounter(item.source.perm!, item.returns, item.rules ?? []);
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
      delayReturn(this, item.source, item.bringBack);
      this.settle();
      return;
    }
    if (item.returnCard !== undefined) {
      returnAtEnd(this, item.returnCard, item.source);
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
      // one effect dealing damage to several recipients is one damage event (603.2c)
      damageEvent(this, () => {
        for (const t of affected) {
          if (!this.legalTarget(t) || barred.has(t)) continue;
          EFFECT_RULES[e.kind].apply(this.host, item.source, t, e);
        }
      });
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
      if (stateBasedActions(this)) continue;
      if (this.pending.length === 0) return;
      this.putTriggers();
    }
  }

  loopDetected(): void {
    if (this.violations.some((v) => v.key.endsWith('.step-cap'))) return;
    this.violate('step-cap', { cap: this.budget.cap }, ['104.4b', '729.1b'], [], true);
  }

  /**
   * A rule event happens (events.ts): every ability listening to its kind that it is about triggers (603.2) —
   * printed abilities (`TRIGGER_KINDS`) and keyword abilities (keywords.ts) of the permanents on the battlefield,
   * and of those leaving it in the same event for a leaves-the-battlefield event (603.10a). The abilities of the
   * object the event is about that are about itself ("when this dies") come first, then every permanent's others.
   */
  emit(ev: RuleEvent): void {
    const subject = subjectOf(ev);
    const back = lookBack(ev);
    const watching = (pe: Perm) => pe.zone === 'battlefield' || (back && this.leftNow.has(pe.o.id));
    const first = subject !== undefined ? this.perms.get(subject) : undefined;
    if (first && watching(first)) this.triggersOf(ev, first, true);
    for (const pe of this.perms.values()) if (watching(pe)) this.triggersOf(ev, pe, false);
  }

  /** The abilities of `pe` about itself (`self`) or about anything else that trigger on `ev`. */
  triggersOf(ev: RuleEvent, pe: Perm, self: boolean): void {
    const id = pe.o.id;
    for (const ab of pe.o.abilities ?? []) {
      if (ab.when === 'static') continue;
      const k = TRIGGER_KINDS[ab.when];
      if (k.on === ev.kind && (k.self === true) === self && k.matches(ev, id, this)) this.trigger(pe, { effects: ab.effects }, msg(`when.${ab.when}`), k.rules);
    }
    for (const [kw, t] of keywordTriggers(ev.kind)) {
      if ((t.self === true) !== self || !this.has(id, kw)) continue;
      for (const spec of t.fire(ev, id, this)) this.trigger(pe, spec, msg(t.when ? `when.${t.when}` : `keyword.${kw}`), t.rules, citesOf(kw));
    }
  }

  /** A triggered ability of `pe` triggers (603.2): it waits to be put on the stack; the step cites the ability's rules. */
  trigger(pe: Perm, spec: TriggerSpec, when: Message, rules: string[], cites: string[] = []): void {
    const controller = pe.zone === 'battlefield' ? this.controller(pe.o.id) : (pe.lastKnown?.controller ?? pe.o.controller);
    this.pending.push({ ...spec, source: { label: pe.label, controller, perm: pe.o.id }, rules });
    this.step('triggers', { source: pe.label, when }, cites, rules);
  }

  countersOf(id: string): Record<CounterKind, number> {
    const pe = this.perms.get(id)!;
    return pe.zone === 'battlefield' ? pe.counters : (pe.lastCounters ?? pe.counters);
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
        const item: StackItem = { kind: 'trigger', source: t.source, effects: t.effects, rules: t.rules };
        if (t.returns) item.returns = t.returns;
        if (t.bringBack !== undefined) item.bringBack = t.bringBack;
        if (t.returnCard !== undefined) item.returnCard = t.returnCard;
        if (t.untargeted) item.untargeted = true;
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
      dealFrom(this, src, to, amount, false, false);
    },
    destroy: (source, id, noRegen) => {
      const pe = this.perms.get(id)!;
      const indestructible = this.ability(id, 'indestructible');
      if (indestructible) {
        this.step('indestructible-survives', { source: source.label, target: pe.label }, citesOf(indestructible), [...rulesOf(indestructible), '701.7a']);
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
      if ((e.amount ?? 0) > 0) this.emit({ kind: 'counters', id, counter: e.counter!, amount: e.amount! });
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
      if (delta > 0) this.emit({ kind: 'life-gained', player, amount: delta });
      else if (delta < 0) this.emit({ kind: 'life-lost', player, amount: -delta });
    },
  };

  /** 810.9: in Two-Headed Giant, a head's damage, life loss and life gain change the team's shared total. */
  teamLife(): string[] {
    return this.teams ? ['810.9'] : [];
  }

  /** 104.3d/704.5c: poison counters; ten or more and the player loses at the next check. */
  addPoison(p: PlayerState, n: number, source: MessageParam, rules: string[], cites: string[] = []): void {
    const from = p.poison;
    p.poison += n;
    this.step('poison', { source, player: p.id, amount: n, from, to: p.poison }, cites, [...rules, '122.1f', ...(this.teams ? ['810.10'] : [])]);
  }

  /** Life gained after replacement effects such as Boon Reflection (614.1a): each doubles it. */
  lifeGainAmount(player: string, amount: number, source: MessageParam): number {
    let n = amount;
    for (const pe of this.perms.values()) {
      if (pe.zone === 'battlefield' && this.ability(pe.o.id, 'doublesLifeGain') && this.controller(pe.o.id) === player) {
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
    return [...this.perms.values()].find((p) => p.zone === 'battlefield' && this.ability(p.o.id, 'lifeFloor') && this.controller(p.o.id) === player)?.label;
  }

  /** Destruction (701.7), replaced by a regeneration shield (701.15) or by "exile it instead", in the order its controller chooses (616.1). */
  destroyPerm(pe: Perm, because: Message, source: MessageParam, noRegen = false): 'destroyed' | 'regenerated' | 'exiled' {
    const id = pe.o.id;
    if (noRegen && pe.regen > 0) {
      this.step('cant-regenerate', { target: pe.label, source }, [], ['701.15c']);
      pe.regen = 0;
    }
    const exile = this.ability(id, 'exileInstead') !== undefined;
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
  returnAsNewObject(pe: Perm, id: string): void {
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
  returnWithCounter(id: string, counter: CounterKind, rules: string[]): void {
    const pe = this.perms.get(id)!;
    if (pe.zone !== 'graveyard') {
      this.step('return-gone', { target: pe.label }, [], [...rules, '400.7']);
      return;
    }
    this.returnAsNewObject(pe, id);
    pe.counters[counter] = 1;
    this.changed();
    this.step('returns', { target: pe.label, counter, now: this.ptText(id) }, [], [...rules, '400.7']);
    this.emit({ kind: 'enters', id });
    this.emit({ kind: 'counters', id, counter, amount: 1 });
  }

  ptText(id: string): string {
    return `${this.power(id)}/${this.toughness(id)}`;
  }

  /** A permanent leaves the battlefield; "when this dies" and "whenever a creature dies" trigger (603.6c, 603.10a). */
  leave(pe: Perm, zone: Zone, because: Message): void {
    if (pe.zone !== 'battlefield') return;
    const wasCreature = this.isCreature(pe.o.id);
    if (zone === 'graveyard' && this.ability(pe.o.id, 'exileInstead')) {
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
    this.emit({ kind: 'leaves', id: pe.o.id, to: zone });
    if (zone === 'graveyard' && wasCreature) this.emit({ kind: 'dies', id: pe.o.id });
  }

  /** Another creature than `id` is on the battlefield (with `lookBack`, or left it in the same event). */
  otherCreature(id: string, lookBack: boolean): boolean {
    return [...this.perms.values()].some(
      (c) => c.o.id !== id && ((c.zone === 'battlefield' && this.isCreature(c.o.id)) || (lookBack && this.leftNow.has(c.o.id) && c.o.type === 'creature')),
    );
  }

}

// ---------------------------------------------------------------------------------------------------------------

const kernel: RunKernel = (s, forced, era, triggerOrders) => new Run(s, forced, era, triggerOrders).execute();

export function resolveMtg(s: MtgScenario): Resolution {
  const era = s.actions.find((a): a is Extract<MtgAction, { kind: 'ruleset' }> => a.kind === 'ruleset')?.era ?? 'today';
  if (era !== 'today') return resolveHistorical(s, era, kernel);
  return resolveToday(s, kernel);
}

