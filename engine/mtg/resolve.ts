/**
 * The MTG rules kernel (CR 2025-02-07, or the 1998 rulings with `ruleset 1998`): the scenario's directives are
 * events applied in order (`execute` → `apply`), and between events the rules' own loops run — state-based actions
 * as one event until none apply (704.3), triggered abilities put on the stack in APNAP order (603.3b), the stack
 * resolving with targets checked again (608.2b) — under a step budget (engine/core/loop.ts) that stops a loop of
 * triggers with a message. The game itself is a `GameState` (state.ts: every object and player, the stack, combat,
 * and the characteristics the layer system gives, layers.ts); effects are the catalogue in effects.ts (applied
 * through `host`), keywords the registry in keywords.ts, triggers listen to rule events (events.ts). This file keeps
 * the event loop (apply, settle, drain), triggers and the stack, zone changes and the entry point `resolveMtg`; each
 * of the rules' loops has its own file, called from here with the kernel as the small interface it declares: state-based actions (sba.ts, 704),
 * attack and block declarations (combat-declare.ts, 508–509), the combat damage steps and damage assignment
 * (combat-damage.ts, 510), dealing damage with replacement and prevention in the chosen order (damage.ts, 120,
 * 614–616), the end step and cleanup (end-of-turn.ts, 513–514), the outcome and final state (outcome.ts), and open
 * choices run in every order (branches.ts).
 *
 * Pure: no I/O, no randomness. Every step carries a message key, its parameters, knowledge-base ids and rule
 * numbers. Illegal scenarios become violations. Open choices are resolved the usual way and labelled as
 * assumptions; open replacement orders are also resolved in every order (branches).
 */
import { altBase, altRefusal, extraRefusal, payAlt, payExtra, type AltHost } from './alt-costs.ts';
import { attach } from './attachments.ts';
import { castBarredViolation, castingBarred, countersBarred, lifeGainBarred } from './cant.ts';
import type { Message, MessageParam, Resolution, Zone } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { Trace } from '../core/trace.ts';
import { StepBudget } from '../core/loop.ts';
import { CITE } from './cites.ts';
import { DEFAULT_LIFE, type Ability, type Effect, type MtgAction, type MtgObject, type MtgScenario, type CounterKind, type Filter } from './scenario.ts';
import type { OrderKind, SpellType } from './vocabulary.ts';
import { LAYER_OF, type Continuous, type Layer } from './layers.ts';
import { EFFECT_RULES, effectWith, type EffectHost, type Source } from './effects.ts';
import { TARGET_KINDS, type TargetKindName } from './target-kinds.ts';
import { printEffect } from './effects-syntax.ts';
import { effectMessage, effectsMessage } from './effect-words.ts';
import { amplifyAsEnters, counterAsEnters, devourAsEnters, tributeAsEnters } from './entering-choices.ts';
import { monarchTriggers } from './monarch.ts';
import { initiativeTriggers } from './initiative.ts';
import { checkAscend } from './ascend.ts';
import { exploit } from './exploit.ts';
import { citesOf, KEYWORD_RULES, keywordTriggers, rulesOf, worksOff, type TriggerSpec } from './keywords.ts';
import { amountOf, lookBack, ofTypes, subjectOf, TRIGGER_KINDS, withEventObject, type RuleEvent } from './events.ts';
import { SNS } from './subtypes.ts';
import { GameState, type AssignAction, type DamageSource, type Era, type OrderPoint, type Perm, type PlayerState, type RunResult, type Shield, type StackItem, type TriggerPoint } from './state.ts';
import { Teams } from './teams.ts';
import { activePlayer, checkCast, momentsOf, permanentSpells } from './timing.ts';
import { playLand } from './lands.ts';
import { objectTypes, permanentTypes, targetBar } from './targeting.ts';
import { ofPermanentTypes } from './permanent-filters.ts';
import { fitsBound } from './stat-bounds.ts';
import { dealStackedDamage, endPreventionStep, leavePreventionStep, preventAfter, preventionOnly, type EraHost } from './era.ts';
import { createRedirection } from './redirect.ts';
import { NS, EVENTS_NS, msg, qualityMsg, orderMsg, stackLabel, label } from './messages.ts';
import { arrange, resolveHistorical, resolveToday, type RunKernel } from './branches.ts';
import { stateBasedActions, type SbaHost } from './sba.ts';
import { declareAttackers, finishBlockers, announceAttacks } from './combat-declare.ts';
import { nextStep, finishCombat, type CombatDamageHost } from './combat-damage.ts';
import { damageEvent, dealExcess, dealFrom, shieldSource } from './damage.ts';
import { endStepMatters, endStep, delayReturn, returnAtEnd, endOfTurn1998, cleanup, turnOf, waitsForStep, type EndOfTurnHost } from './end-of-turn.ts';
import { outcome, finalState, checkUnused, type OutcomeHost } from './outcome.ts';
import type { BandingHost } from './banding.ts';
import type { TeamHost } from './teams.ts';
import { chooseTargets, CONTROLLER_OF, noLongerFitting, type ChoiceHost } from './target-choice.ts';
import { cantEnter, chooseColorAsEnters, copiable, copyReason, CPNS, enterAsCopy } from './copies.ts';
import { cumulativeUpkeep, sacrificeUnless } from './upkeep-costs.ts';
import { fabricate, rampage, renown } from './resolving-keywords.ts';
import { connive, explore } from './explore.ts';
import { amass } from './amass.ts';
import { adapt, monstrosity } from './monstrosity.ts';
import { provoke } from './provoke.ts';
import { tokenObject } from './tokens.ts';
import { phaseOutAtStart } from './phasing.ts';
import { activatedAbility, choosePicks, isManaAbility, payCosts, planSacrifices, sacrificePicks, SPELL_COST, type ActivationHost } from './activation.ts';
import { finds, seenOf, zonesFor, zonesOf } from './finding.ts';
import { createDelayed, delayedFor, endOfCombat, reflexSacrifice, stillWaiting, triggerDelayed } from './delayed.ts';
import { checkStateTriggers, hasStateTriggers } from './state-triggers.ts';
import { doubleLife, sacrificeOrLose, setLife, winAtLife, type LifeHost } from './life.ts';
import { sacrificeACreature } from './edicts.ts';
import { drawNextUpkeep, extraTurn, skipNextUntap } from './next-turn.ts';
import { startingUntap, TNS, untapStep } from './untap-step.ts';
import { upkeepEvents } from './upkeep-timing.ts';
import { firstThisTurn, yourTurnStep } from './turn-conditions.ts';
import { ifDoneStep, payLife, payMana, wasDone } from './if-done.ts';
import { modeChoice } from './modal-triggers.ts';
import { spellGoes, spellLeft } from './spell-zones.ts';
import { copySpell } from './spell-copies.ts';
import { protectionOfChoice } from './color-choice.ts';
import { noteUnknownHistory, transform } from './transform.ts';
import { dayNightAtStart, entersAtNight } from './day-night.ts';
import { fade, fadeCountersAsEnters, fadeCountersAtStart, vanish } from './fading.ts';
import { chooseFighter, fight } from './fight.ts';
import { exileIfDies } from './divided.ts';
import { castOnlyViolation } from './spell-timing.ts';
import { PREDEFINED, predefinedObject, PTNS, tokenName, type PredefinedToken } from './predefined-tokens.ts';
import { SEARCH_NS, searchLand, tutor } from './library-search.ts';
import { bolster } from './bolster.ts';
import { costStep } from './cost-changes.ts';
import { countAmount, countRules, COUNTED_NS, isCounted, rememberNumbers, type LastKnown } from './counted-amounts.ts';
import { abilityId, CNS, counterSpell, splitSecondOnStack, spellController, spellId, spellTypes, spellView, stackSpells } from './counterspells.ts';
import { discard, draw, exileCard, lookAtTop, mill, reanimate, replaceLifeGain, returnToHand, ZNS } from './zones.ts';

// the kernel's public names from before its rule loops had files of their own
export { MAX_BRANCHES, arrange, defaultOrder, distinctPermutations } from './branches.ts';
export { msg, label } from './messages.ts';

/** Kernel steps (state-based action checks, resolutions) before a loop of triggers is declared (104.4b). */
export const STEP_CAP = 200;

const LAYER_RULE: Record<Layer, string> = { '2': '613.1b', '4': '613.1d', '5': '613.1e', '6': '613.1f', '7b': '613.4b', '7c': '613.4c', '7d': '613.4d' };

const signedText = (n: number): string => (n < 0 ? String(n) : `+${n}`);

/** An object without printed abilities (shared: the trigger loop asks every permanent at every event). */
const NO_ABILITIES: readonly Ability[] = [];

/** Target words that name players or objects without targeting them (115.10). */
const NOT_TARGETS: ReadonlySet<string> = new Set(['self', 'you', 'each-opponent', 'each-player', 'created']);
/** Zones where an object moved by an effect can still be found by the rest of that effect (400.7j). */
const PUBLIC_ZONES: ReadonlySet<string> = new Set(['battlefield', 'graveyard', 'exile']);
/** No trigger order forced (the usual run): one empty map for every run, which only reads it. */
const NOTHING_FORCED: ReadonlyMap<string, never> = new Map<string, never>();
/** Directives that are no event: they may follow the next turn's untap step, where the scenario stops. */
const TIMELESS_AFTER_UNTAP: ReadonlySet<MtgAction['kind']> = new Set(['assign', 'order', 'ruleset', 'teams', 'daytime']);

// ---------------------------------------------------------------------------------------------------------------

/**
 * One run of the kernel over a scenario: the game state (state.ts), the choices forced for a branch, and what the
 * run has recorded (the trace, the directives used, the choice points found). It implements the interfaces the rule
 * files declare (SbaHost, DeclareHost, CombatDamageHost, DamageHost, EndOfTurnHost, OutcomeHost, EraHost,
 * RedirectHost, BandingHost, TeamHost, EffectHost): no rule file knows this class.
 */
export class Kernel extends Trace implements SbaHost, CombatDamageHost, EndOfTurnHost, OutcomeHost, EraHost, BandingHost, TeamHost, LifeHost {
  readonly state: GameState;
  /** Replacement orders found that a player chooses (616.1), by affected player or permanent. */
  readonly orderPoints = new Map<string, OrderPoint>();
  /** Trigger orders found that a player chooses (603.3b). */
  readonly triggerPoints: TriggerPoint[] = [];
  /** The scenario's `assign` and `order` directives, and whether the game used them. */
  readonly assigns = new Map<string, { a: AssignAction; used: boolean }>();
  readonly orders = new Map<string, { order: OrderKind[]; used: boolean }>();
  /** Trace lines said once: simultaneous damage to a shield (615.7), indestructible with that much damage (702.12b). */
  readonly shieldNoted = new Set<string>();
  readonly indestructibleNoted = new Map<string, number>();
  /** A fatal violation stopped the run. */
  stopped = false;
  /** Kernel steps since the last event of the timeline: a loop of triggers runs without any (a long timeline does not). */
  budget = new StepBudget(STEP_CAP);
  /** True once something other than combat declarations happened (a spell, an ability, a step). */
  timelineUsed = false;
  /** How many times each activated ability (`w@1`) was activated this turn (602.5b). */
  readonly activations = new Map<string, number>();
  /** Abilities on the stack given an id as they targeted a permanent (`ability1` …). */
  abilityIds = 0;
  /** The `untap-step` the scenario's turn begins with; the turn ended (`end`); the next turn's untap step was played (nothing follows it). */
  private firstUntap: MtgAction | undefined;
  private turnEnded = false;
  private nextTurn = false;
  /** Triggered abilities that "trigger only once each turn" and did, by object and ability (engine/mtg/turn-conditions.ts). */
  readonly onceTriggered = new Set<string>();

  constructor(
    readonly s: MtgScenario,
    readonly forced: ReadonlyMap<string, OrderKind[]>,
    readonly era: Era = 'today',
    /** For a branch: the order (indices into the usual order) of each trigger-order choice, by its key. */
    readonly triggerOrders: ReadonlyMap<string, number[]> = NOTHING_FORCED,
  ) {
    super(NS);
    this.state = new GameState(activePlayer(s), this);
  }

  // -------------------------------------------------------------------------------------------------------------
  /**
   * The kernel: the scenario's events applied one by one (the timeline), with the rules' own loops in between —
   * state-based actions until none apply and triggered abilities put on the stack (117.5, 704.3, 603.3b); the stack
   * resolves when both players pass (the `resolve` directive, or before any turn-based event and at the end).
   */
  execute(): RunResult {
    this.setup();
    dayNightAtStart(this);
    fadeCountersAtStart(this);
    this.stateTriggers = hasStateTriggers(this.state.perms.values());
    // a start state the rules would change (a battle's protector, 704.5w–x) is fixed by state-based actions here
    if (!this.violations.some((v) => v.fatal)) this.settle();
    noteUnknownHistory(this);
    // 502.3: the turn begins with its untap step when `untap-step` is written before its first event
    this.firstUntap = startingUntap(this.s);
    if (this.firstUntap && !this.halted()) untapStep(this, false);
    // 503.1, 603.2b: the turn begins with its upkeep when an ability waits for it; its triggers go on the stack
    if (!this.halted() && (waitsForStep(this, 'upkeep') || upkeepEvents(this.s).size > 0)) {
      this.step('upkeep-begins', {}, [], ['503.1', '603.2b']);
      this.emit({ kind: 'step-begins', step: 'upkeep', turnOf: turnOf(this) });
      this.settle();
    }
    for (const a of this.s.actions) {
      if (this.halted()) break;
      // the scenario stops with the next turn's untap step: what follows it is refused, said where
      if (this.nextTurn && !TIMELESS_AFTER_UNTAP.has(a.kind)) {
        this.violations.push({ key: `${TNS}.violation.after-next-untap`, params: { directive: a.kind }, rules: ['502.4'], cites: [], fatal: false });
        break;
      }
      this.budget = new StepBudget(STEP_CAP);
      this.apply(a);
    }
    if (!this.halted()) this.budget = new StepBudget(STEP_CAP);
    if (!this.halted()) {
      this.drain();
      if (this.state.combat.step === 'attackers') finishBlockers(this);
      finishCombat(this);
      if (!this.halted()) endOfCombat(this);
      if (!this.halted()) stillWaiting(this);
    }
    if (this.violations.some((v) => v.fatal)) this.stopped = true;
    else {
      if (this.state.combat.step === 'none' && !this.timelineUsed && !this.budget.exhausted) this.step('no-attackers', {}, [], ['508.8']);
      checkUnused(this);
    }
    return { resolution: this.resolution(outcome(this), finalState(this), this.stopped), orderPoints: this.orderPoints, triggerPoints: this.triggerPoints };
  }

  /** The `end` directive: combat finishes, the end step (when something waits for it), then cleanup (514). */
  private endTurn(): void {
    this.timelineUsed = true;
    this.turnEnded = true;
    this.drain();
    if (this.state.combat.step === 'attackers') finishBlockers(this);
    finishCombat(this);
    this.drain();
    if (!this.halted()) endOfCombat(this);
    if (!this.halted() && endStepMatters(this)) {
      if (this.era === '1998') endOfTurn1998(this);
      else endStep(this);
    }
    if (!this.halted()) cleanup(this);
  }

  halted(): boolean {
    return this.state.gameOver || this.budget.exhausted || this.violations.some((v) => v.fatal);
  }

  /** One event of the timeline. */
  apply(a: MtgAction): void {
    switch (a.kind) {
      case 'attack':
        if (this.state.combat.step !== 'none') return;
        this.drain();
        // 507.1, 603.2b: the beginning of combat step, where "at the beginning of combat" abilities trigger
        if (waitsForStep(this, 'combat')) {
          this.step('combat-begins', {}, [], ['507.1', '603.2b']);
          this.emit({ kind: 'step-begins', step: 'combat', turnOf: turnOf(this) });
          this.drain();
          if (this.halted()) return;
        }
        declareAttackers(this);
        if (!this.halted()) announceAttacks(this);
        return;
      case 'block':
        if (this.state.combat.step !== 'attackers' && this.state.combat.step !== 'none') return;
        this.drain();
        finishBlockers(this);
        return;
      case 'cast':
      case 'activate':
        this.timelineUsed = true;
        if (this.state.window && !preventionOnly(a.effects)) leavePreventionStep(this, a.kind === 'cast' ? (a.name ?? a.caster) : this.state.name(a.source));
        if (this.halted()) return;
        this.put(a);
        return;
      case 'play':
        this.timelineUsed = true;
        // a special action needs the stack empty (305.1): what is on it is not resolved for it
        if (!this.halted()) playLand(this, a);
        return;
      case 'resolve':
        this.timelineUsed = true;
        if (this.state.stack.length === 0) this.warn('stack-empty', {}, ['608.1']);
        else this.resolveTop();
        return;
      case 'next':
        this.timelineUsed = true;
        this.drain();
        nextStep(this);
        return;
      case 'end':
        this.endTurn();
        return;
      case 'untap-step':
        // written first, the scenario's turn began with it (execute); written later, the turn ends and the next begins
        if (a === this.firstUntap) return;
        if (!this.turnEnded) this.endTurn();
        if (this.halted()) return;
        this.state.active = this.state.turnOrder()[this.state.teams ? this.state.teams.of(this.state.turnOrder()[0]!)!.members.length : 1];
        untapStep(this, true);
        this.nextTurn = true;
        return;
      case 'assign':
      case 'order':
      case 'ruleset':
      case 'teams':
      case 'daytime':
        return;
    }
  }

  /** A permanent of the scenario has a state trigger of engine/mtg/state-triggers.ts (set once, after setup). */
  private stateTriggers = false;

  setup(): void {
    for (const p of this.s.players) {
      const life = p.life ?? DEFAULT_LIFE;
      this.state.players.set(p.id, {
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
        cards: { hand: p.hand ?? 0, library: p.library ?? 0, graveyard: p.graveyard ?? 0 },
        cardsStart: { hand: p.hand ?? 0, library: p.library ?? 0, graveyard: p.graveyard ?? 0 },
        libraryTop: [],
        drawn: 0,
        drewFromEmpty: false,
        gained: 0,
        lostLife: 0,
        ...(p.castLastTurn !== undefined ? { castLastTurn: p.castLastTurn } : {}),
        ...(p.energy !== undefined ? { energy: p.energy, energyStart: p.energy } : {}),
        ...(p.blessing ? { blessing: true as const, blessingStart: true as const } : {}),
      });
    }
    this.state.monarch = this.s.players.find((p) => p.monarch)?.id;
    this.state.initiative = this.s.players.find((p) => p.initiative)?.id;
    this.state.teams = Teams.setup(this);
    if (this.state.players.size > 2 && !this.state.teams) this.warn('multiplayer', { count: this.state.players.size }, ['506.2a', '802']);
    for (const o of [...this.s.objects, ...permanentSpells(this.s)]) {
      const perm = this.newPerm(o);
      this.state.perms.set(o.id, perm);
      // a card written in a graveyard, hand, library (top first, in the order written) or exile (engine/mtg/zones.ts)
      if (o.zone) {
        perm.zone = o.zone;
        perm.tapped = false;
        if (o.zone === 'library') this.state.players.get(o.controller)?.libraryTop.push(o.id);
      }
      this.registerStatics(perm);
      if (o.type === 'other') {
        // an effect object's prevention protects its controller
        const owner = this.state.players.get(o.controller);
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
          const opp = this.state.opponents(o.controller)[0];
          if (opp) {
            perm.protector = opp;
            this.assume('siege-protector', { battle: perm.label, player: opp }, ['310.11a'], [CITE.battleProtector]);
          }
        } else perm.protector = o.controller;
        if (!o.siege) this.warn('battle-no-type', { battle: perm.label }, ['310.8a', '310.11'], [CITE.battleSiege]);
      }
    }
    this.state.redirects.setup(this);
    phaseOutAtStart(this);
    // a permanent spell's card waits in its caster's hand until it is cast (engine/mtg/timing.ts)
    for (const o of permanentSpells(this.s)) {
      const pe = this.state.perms.get(o.id)!;
      pe.zone = 'hand';
      pe.start = 'hand';
      pe.leftBecause = msg('casting.reason.not-cast');
    }
    for (const a of this.s.actions) {
      if (a.kind === 'assign') {
        const id = `${a.source}#${a.strike ?? 1}`;
        if (this.assigns.has(id)) this.warn('assign-duplicate', { source: this.state.name(a.source) });
        else this.assigns.set(id, { a, used: false });
      } else if (a.kind === 'order') {
        if (this.orders.has(a.chooser)) this.warn('order-duplicate', { chooser: this.state.name(a.chooser) });
        else this.orders.set(a.chooser, { order: a.order, used: false });
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  /** Combat damage from a creature in combat (510.2). */
  deal(source: string, to: string, amount: number, simultaneous: boolean): void {
    dealFrom(this, this.state.sourceOf(source), to, amount, simultaneous, true);
  }

  // -------------------------------------------------------------------------------------------------------------
  // the stack, triggers and the rules' loops

  /** Casting a spell or activating an ability (601.2, 602.2): targets are chosen now and checked again on resolution. */
  put(a: Extract<MtgAction, { kind: 'cast' | 'activate' }>): void {
    let source: Source;
    let effects = a.effects;
    let ability: Ability | undefined;
    if (a.kind === 'cast') {
      this.state.spells++;
      source = this.spellSource(a);
      if (!this.mayCast(a, source)) return;
    } else {
      const pe = this.state.perms.get(a.source);
      // a token named before it is created (`activate token1` while the spell making it is on the stack) is not there yet
      if (!pe || pe.zone !== 'battlefield') {
        this.violate(pe ? 'source-gone' : 'source-not-yet', { source: pe?.label ?? a.source }, ['602.2', '113.6'], [], false);
        return;
      }
      source = { label: pe.label, controller: this.state.controller(a.source), perm: a.source };
      // 602.2: its controller activates it, unless it says any player may; the one who activates it controls it (113.8)
      if (a.by !== undefined && a.by !== source.controller) {
        const ab = a.ability !== undefined ? activatedAbility(pe.o, a.ability) : undefined;
        if (!ab?.costs?.includes('any-player')) {
          this.violations.push({ key: 'engine-mtg.activation.violation.not-controller', params: { source: pe.label, player: a.by, controller: source.controller }, rules: ['602.2'], cites: [], fatal: false });
          return;
        }
        source.controller = a.by;
      }
      if (a.ability !== undefined) {
        // one of the object's own activated abilities (engine/mtg/activation.ts)
        ability = activatedAbility(pe.o, a.ability);
        if (!ability) {
          this.violations.push({ key: 'engine-mtg.activation.violation.none', params: { source: pe.label, n: a.ability }, rules: ['602.1'], cites: [], fatal: false });
          return;
        }
        // 613.1f: a permanent that lost all its abilities has no activated ability left to activate
        if (this.state.chars(a.source)?.lostAll) {
          this.violations.push({ key: 'engine-mtg.activation.violation.lost-all', params: { source: pe.label }, rules: ['613.1f', '602.1'], cites: [], fatal: false });
          return;
        }
        effects = ability.effects;
      }
    }
    // 702.61a: a split-second spell on the stack bars spells and every ability but mana abilities
    const locked = splitSecondOnStack(this.state);
    if (locked && !(a.kind === 'activate' && isManaAbility(ability ?? { when: 'activated', effects }))) {
      this.violations.push({ key: `${CNS}.violation.split-second`, params: { source: source.label, player: source.controller, spell: stackLabel(locked) }, rules: ['702.61a', '702.61b'], cites: [], fatal: false });
      return;
    }
    // targets written as a kind (`?creature`) are chosen now (601.2c, 602.2b; engine/mtg/target-choice.ts)
    const chosen = chooseTargets(this.choiceHost, source, effects, a.kind === 'cast' ? '601.2c' : '602.2b', a.kind === 'activate' ? (a.targets ?? []) : []);
    if (!chosen.ok) {
      this.violations.push(chosen.violation);
      return;
    }
    const item: StackItem = { kind: a.kind === 'cast' ? 'spell' : 'ability', source, effects: chosen.effects };
    // a spell on the stack can be targeted (115.1a): by its id (engine/mtg/counterspells.ts)
    if (a.kind === 'cast') item.id = source.spell = spellId(this.state.spells);
    if (a.kind === 'cast') item.written = effects;
    const illegal = this.targetsOf(item).filter((t) => !finds(this.state, item, t, zonesFor(item, t)));
    if (illegal.length > 0) {
      this.violate('target-not-there', { source: source.label, targets: list('comma', illegal.map((t) => this.state.name(t))) }, [a.kind === 'cast' ? '601.2c' : '602.2b', '115.1'], [], false);
      return;
    }
    if (this.barredTargets(item, a.kind === 'cast' ? '601.2c' : '602.2b')) return;
    // its total cost, once its targets are chosen (601.2f): what its text adds or takes away (engine/mtg/cost-changes.ts)
    // an alternative cost (118.9; engine/mtg/alt-costs.ts): its condition and every part checked before anything is paid
    const refusedAlt = a.kind !== 'cast' ? undefined : (a.alt ? altRefusal(this.altHost, a.caster, source.label, a.alt) : undefined) ?? (a.extra ? extraRefusal(this.altHost, a.caster, source.label, a.extra) : undefined);
    if (refusedAlt) {
      this.violations.push({ ...refusedAlt, cites: [], fatal: false });
      return;
    }
    if (a.kind === 'cast') costStep(this, source.label, a.caster, a.alt && a.manaCost ? altBase(a.alt) : a.manaCost, a.costChanges, this.targetsOf(item).length);
    if (a.kind === 'cast' && a.costs?.length) {
      // additional costs are paid as the spell is cast (601.2h): "sacrifice a creature" chooses one of the caster's
      const plan = planSacrifices(this.activationHost, a.caster, a.costs);
      if ('what' in plan) {
        this.violations.push({ key: 'engine-mtg.activation.violation.nothing-to-sacrifice-spell', params: { source: source.label, player: a.caster, what: plan.what }, rules: [SPELL_COST, '118.3'], cites: [], fatal: false });
        return;
      }
      // "As an additional cost to cast this spell, discard a card": a card of the caster's hand (601.2h, 701.8a)
      const discards = a.costs.includes('discard-card');
      if (discards && this.activationHost.handSize(a.caster) < 1) {
        this.violations.push({ key: 'engine-mtg.activation.violation.nothing-to-discard-spell', params: { source: source.label, player: a.caster }, rules: [SPELL_COST, '118.3'], cites: [], fatal: false });
        return;
      }
      choosePicks(this.activationHost, a.caster, source.label, plan.picks, SPELL_COST);
      // what was sacrificed, as it last was: "equal to the sacrificed creature's power" (608.2h, 113.7a)
      if (plan.picks.length > 0) {
        item.paid = plan.picks.map((p) => p.order[0]!);
        const numbers = new Map<string, LastKnown>();
        rememberNumbers(this, item.paid, numbers);
        item.paidNumbers = numbers.get(item.paid[0]!);
      }
      sacrificePicks(this.activationHost, a.caster, source.label, plan.picks, SPELL_COST);
      if (discards) {
        this.activationHost.record({ key: 'engine-mtg.activation.step.discard-spell', params: { source: source.label, player: a.caster }, cites: [], rules: [SPELL_COST, '701.8a'] });
        this.activationHost.discardCard(a.caster, source.label);
      }
    }
    if (a.kind === 'cast' && a.alt) payAlt(this.altHost, a.caster, source.label, a.alt);
    if (a.kind === 'cast' && a.extra) payExtra(this.altHost, a.caster, source.label, a.extra);
    if (a.kind === 'activate' && ability) {
      const key = `${a.source}@${a.ability}`;
      const refused = payCosts(this.activationHost, a.source, ability, {
        stackEmpty: this.state.stack.length === 0,
        main: (momentsOf(this.s.actions).get(a) ?? 'main') === 'main' && !upkeepEvents(this.s).has(a),
        upkeep: upkeepEvents(this.s).has(a),
        active: this.state.active ?? this.state.defaultActive,
        before: this.activations.get(key) ?? 0,
        by: source.controller,
      });
      if (refused) {
        this.violations.push(refused);
        return;
      }
      this.activations.set(key, (this.activations.get(key) ?? 0) + 1);
    }
    this.choices.push(...chosen.choices);
    if (a.kind === 'activate' && ability && isManaAbility(ability)) {
      // 605.3a–b: a mana ability resolves as soon as it is activated, without the stack; nothing can respond
      this.steps.push({ key: 'engine-mtg.activation.step.mana', params: { player: source.controller, source: source.label }, cites: [], rules: ['605.1a', '605.3b'] });
      for (const e of item.effects) for (const t of e.targets.flatMap((raw) => this.expand(raw, source))) EFFECT_RULES[e.kind].apply(this.host, source, t, e);
      this.settle();
      return;
    }
    item.seen = seenOf(this.state, [...this.targetsOf(item), ...(source.perm !== undefined ? [source.perm] : [])]);
    if (a.kind === 'cast' && a.permanent) return this.castPermanent(item, a.permanent);
    const key = a.kind === 'cast' ? (this.state.stack.length > 0 ? 'cast-response' : 'cast') : this.state.stack.length > 0 ? 'activate-response' : 'activate';
    this.state.stack.push(item);
    this.step(key, { player: source.controller, source: source.label, effects: this.describe(item), top: this.state.stack.length > 1 ? stackLabel(this.state.stack[this.state.stack.length - 2]!) : '—' }, [], [a.kind === 'cast' ? '601.2' : '602.2', '405.1', '117.3c']);
    if (a.kind === 'cast') this.spellCast(source, source.spellTypes ?? ['instant'], item);
    else if (this.targeted(item) && this.state.pending.length > 0) this.settle();
  }

  /** A spell was cast (601.2i): "whenever you cast" abilities trigger and go on the stack above it (117.5, 603.3). */
  spellCast(source: Source, types: readonly SpellType[], item?: StackItem): void {
    this.emit({ kind: 'spell-cast', caster: source.controller, types, targets: item ? this.targetsOf(item) : [], colors: source.colors ?? [] });
    if (item) this.targeted(item);
    if (this.state.pending.length > 0) this.settle();
  }

  /** The permanents a spell or ability on the stack targets become its targets (115.1): "becomes the target" triggers. */
  targeted(item: StackItem): boolean {
    let any = false;
    for (const t of this.targetsOf(item)) {
      if (this.state.perms.get(t)?.zone !== 'battlefield') continue;
      // an ability on the stack gets an id too once it targets a permanent: ward may counter it (702.21a)
      item.id ??= abilityId(++this.abilityIds);
      this.emit({ kind: 'becomes-target', id: t, by: item.source.controller, spell: item.kind === 'spell', item: item.id });
      any = true;
    }
    return any;
  }

  // --- casting timing, permanent spells and targeting restrictions (engine/mtg/timing.ts, engine/mtg/targeting.ts)

  spellSource(a: Extract<MtgAction, { kind: 'cast' }>): Source {
    const o = a.permanent;
    const colors = o ? (o.colors ?? []) : (a.colors ?? []);
    const types = o ? objectTypes(o) : a.spellType ? [a.spellType] : [];
    return {
      label: o ? label(o) : (a.name ?? msg('misc.spell', { player: a.caster, n: this.state.spells })),
      controller: a.caster,
      ...(colors.length ? { colors } : {}),
      ...(types.length ? { spellTypes: types } : {}),
      ...(a.keywords?.length ? { keywords: a.keywords } : {}),
    };
  }

  /** 117.1a: a sorcery or a permanent spell without flash only as a sorcery; false (after a violation) when it can't be cast now. */
  mayCast(a: Extract<MtgAction, { kind: 'cast' }>, source: Source): boolean {
    const moment = momentsOf(this.s.actions).get(a) ?? 'main';
    const top = this.state.stack.length > 0 ? stackLabel(this.state.stack[this.state.stack.length - 1]!) : undefined;
    // Two-Headed Giant: the turn is the team's, so either head casts at sorcery speed in it (805.4a, 805.5a)
    const active = activePlayer(this.s);
    const team = active !== undefined ? this.state.teams?.of(active)?.members : undefined;
    // 101.2: a permanent saying the caster can't cast spells (engine/mtg/cant.ts)
    const bar = castingBarred(this.state, a.caster);
    if (bar) {
      this.violations.push(castBarredViolation(a.caster, source.label, bar));
      return false;
    }
    // the card's own restriction ("Cast this spell only during combat", 601.3; engine/mtg/spell-timing.ts)
    const only = a.castOnly ? castOnlyViolation(a.castOnly, source, moment, active, this.state) : undefined;
    if (only) {
      this.violations.push(only);
      return false;
    }
    const check = checkCast(a, source.label, moment, active, top, !this.s.actions.some((x) => x.kind === 'attack'), team);
    this.steps.push(...check.steps);
    if (check.assumedActive && !this.assumptions.some((n) => n.key === check.assumedActive!.key)) this.assumptions.push(check.assumedActive);
    if (!check.violation) return true;
    this.violations.push(check.violation);
    return false;
  }

  /** 601.2c / 602.2b with 702.16b, 702.11b, 702.18a: a target this spell or ability can't have; true after a violation. */
  barredTargets(item: StackItem, rule: string): boolean {
    const src = this.state.damageSourceOf(item.source);
    for (const t of this.targetsOf(item)) {
      const bar = targetBar(this.state, src, t);
      if (!bar) continue;
      this.violations.push({
        key: 'engine-mtg.casting.violation.illegal-target',
        params: { source: item.source.label, target: this.state.name(t), reason: bar.reason },
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
    // a target chosen as a kind of target that is no longer of that kind (engine/mtg/target-choice.ts)
    const gone = noLongerFitting(this.choiceHost, item.source, item.effects, stackLabel(item));
    const out = gone.ids;
    this.steps.push(...gone.steps);
    const src = this.state.damageSourceOf(item.source);
    for (const t of targets) {
      if (!finds(this.state, item, t, zonesFor(item, t))) continue;
      const bar = targetBar(this.state, src, t);
      if (!bar) continue;
      out.add(t);
      this.steps.push({
        key: 'engine-mtg.casting.step.target-now-illegal',
        params: { source: stackLabel(item), target: this.state.name(t), reason: bar.reason },
        cites: bar.cites ?? (bar.rule === '702.16b' ? [CITE.protection] : []),
        rules: ['608.2b', bar.rule, ...(bar.also ? [bar.also] : [])],
      });
    }
    return out;
  }

  /** A permanent spell goes on the stack: its card leaves its caster's hand (601.2a). */
  castPermanent(item: StackItem, o: MtgObject): void {
    const pe = this.state.perms.get(o.id)!;
    this.state.move(pe, 'stack');
    pe.leftBecause = msg('casting.reason.on-stack');
    item.permanent = o.id;
    const response = this.state.stack.length > 0;
    const top = response ? stackLabel(this.state.stack[this.state.stack.length - 1]!) : '—';
    this.state.stack.push(item);
    this.steps.push({
      key: response ? 'engine-mtg.casting.step.cast-permanent-response' : 'engine-mtg.casting.step.cast-permanent',
      params: { player: item.source.controller, source: item.source.label, top },
      cites: [],
      rules: ['601.2', '601.2a', '405.1'],
    });
    this.spellCast(item.source, objectTypes(o));
  }

  /** 608.3a: the permanent spell resolves and enters the battlefield under its caster's control, summoning sick (302.6). */
  enterFromStack(id: string, source: Source): void {
    const pe = this.state.perms.get(id)!;
    // 310.11a: as a siege enters, its controller chooses an opponent as protector; naming themselves is no choice
    if (pe.o.type === 'battle' && pe.o.siege && pe.protector === source.controller) {
      this.violate('siege-own-protector', { battle: pe.label, player: source.controller }, ['310.11a'], [CITE.battleProtector]);
      return;
    }
    // 707.5, 616.1c: it becomes a copy as it enters (checked as it would be on the battlefield, 614.12)
    enterAsCopy(this, pe, source.controller);
    const bar = cantEnter(this, pe);
    if (bar) {
      // 608.3e: a permanent spell that can't be put onto the battlefield goes to its owner's graveyard
      this.state.move(pe, 'graveyard');
      pe.leftBecause = copyReason();
      this.steps.push({ key: `${CPNS}.step.cant-enter`, params: { target: pe.label, source: bar.label }, cites: [], rules: ['608.3e', '101.2'] });
      return;
    }
    this.state.move(pe, 'battlefield');
    delete pe.leftBecause;
    pe.sick = true;
    pe.damage = 0;
    this.state.changed();
    this.entering(pe, true);
    // summoning sickness only matters to a creature (302.6): a planeswalker, battle or enchantment is not said to be sick
    if (this.state.isCreature(id)) this.steps.push({ key: 'engine-mtg.casting.step.enters', params: { source: pe.label, player: source.controller }, cites: [], rules: ['608.3a', '302.6'] });
    else this.steps.push({ key: 'engine-mtg.review.enters-noncreature', params: { source: pe.label, player: source.controller }, cites: [], rules: ['608.3a'] });
    this.emit({ kind: 'enters', id });
  }

  /** Every creature a "destroy all black creatures" kind of effect affects, as it resolves (608.2j). */
  creaturesMatching(f: Filter, source: Source): string[] {
    return [...this.state.perms.values()]
      .map((pe) => pe.o.id)
      .filter((id) => {
        if (this.state.perms.get(id)!.zone !== 'battlefield' || !ofPermanentTypes(this.state, f, id)) return false;
        if (f.bound && !fitsBound(this.state, f.bound, id)) return false;
        const colors = this.state.colors(id);
        if (f.yours && this.state.controller(id) !== source.controller) return false;
        if (f.others && id === source.perm) return false;
        if (f.color && !colors.includes(f.color)) return false;
        if (f.notColor && colors.includes(f.notColor)) return false;
        if (f.theirs && !this.state.opponents(source.controller).includes(this.state.controller(id))) return false;
        if (f.notKeyword && this.state.has(id, f.notKeyword)) return false;
        if (f.counter && this.state.perms.get(id)!.counters[f.counter] <= 0) return false;
        if (f.subtype && !this.state.ofSubtype(id, f.subtype)) return false;
        if (f.self && id !== source.perm) return false;
        // attacking or blocking as it resolves: the set is fixed then (611.2c)
        const inCombat = this.state.perms.get(id)!.inCombat;
        if (f.attacking && !(this.state.combat.target.has(id) && inCombat)) return false;
        if (f.blocking && !(this.state.combat.blocksOf.has(id) && inCombat)) return false;
        return !f.keyword || this.state.has(id, f.keyword);
      });
  }

  /** The targets of an item (115.1): named objects and players; `self`, `you`, `each-opponent` and `each-player` are not targets (115.10). */
  targetsOf(item: StackItem): string[] {
    if (item.untargeted) return [];
    return [...new Set(item.effects.flatMap((e) => e.targets.filter((t) => !NOT_TARGETS.has(t) && !t.startsWith(CONTROLLER_OF))))];
  }

  /** What a target word stands for as the effect resolves: one object or player, or each opponent / each player. */
  expand(t: string, source: Source): string[] {
    if (t === 'each-opponent') return this.state.opponents(source.controller).filter((p) => !this.state.players.get(p)!.lost);
    if (t === 'each-player') return [...this.state.players.values()].filter((p) => !p.lost).map((p) => p.id);
    // "its controller": of the object now, or as it last existed if it has left the battlefield (608.2h)
    if (t.startsWith(CONTROLLER_OF)) return [this.state.controller(t.slice(CONTROLLER_OF.length))];
    // the tokens the create effects just before made (`created`), once they are: said as "the tokens" until then
    if (t === 'created') return this.state.seen.created ?? [t];
    return [this.concrete(t, source)];
  }

  concrete(t: string, source: Source): string {
    return t === 'self' ? (source.perm ?? t) : t === 'you' ? source.controller : t;
  }

  /** What a spell or ability does, in words translated at the edge (engine/mtg/effect-words.ts). */
  describe(item: StackItem): MessageParam {
    // Lifeline's trigger and its delayed return have no written effect: name the card they bring back
    const card = item.bringBack ?? item.returnCard ?? (item.returns ? item.source.perm : undefined);
    if (card !== undefined) return this.state.name(card);
    const concrete = item.effects.map((e) => effectWith(e, e.targets.flatMap((t) => this.expand(t, item.source)), CHOOSE));
    return effectsMessage(concrete, (id) => (id === 'created' ? msg('created-tokens') : this.state.name(id)));
  }

  /** The top of the stack resolves (608.2): targets checked again (608.2b), then each effect in order. */
  resolveTop(): void {
    // 1998: anything but prevention or regeneration resolves after the damage prevention step
    if (this.state.window && !preventionOnly(this.state.stack[this.state.stack.length - 1]!.effects)) {
      endPreventionStep(this);
      if (this.halted()) return;
    }
    // a spell or ability the scenario put on the stack is an event of its own; only triggers can loop
    if (this.state.stack[this.state.stack.length - 1]!.kind !== 'trigger') this.budget = new StepBudget(STEP_CAP);
    if (!this.budget.spend()) return this.loopDetected();
    const item = this.state.stack.pop()!;
    const targets = this.targetsOf(item);
    const barred = this.barredOnResolution(item, targets);
    const illegal = targets.filter((t) => !finds(this.state, item, t, zonesFor(item, t)) || barred.has(t));
    if (targets.length > 0 && illegal.length === targets.length) {
      this.step('fizzles', { source: stackLabel(item, true), targets: list('comma', illegal.map((t) => this.state.name(t))) }, [], ['608.2b']);
      spellLeft(this, item);
      this.settle();
      return;
    }
    if (item.combatDamage) {
      dealStackedDamage(this, item.combatDamage);
      this.settle();
      return;
    }
    // a keyword's intervening "if" (603.4): false as it resolves, it does nothing
    if (item.still && !item.still(this.state)) {
      this.steps.push({ key: 'engine-mtg-mechanics.step.condition-false', params: { source: stackLabel(item, true) }, cites: [], rules: ['603.4', ...(item.rules ?? []).filter((x) => x !== '603.4')] });
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
      if (this.era !== '1998' && !this.state.otherCreature(item.bringBack, false)) {
        this.step('intervening-if-false', { source: item.source.label, target: this.state.name(item.bringBack) }, [], ['603.4']);
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
    if (illegal.length > 0) this.step('some-targets-illegal', { source: stackLabel(item, true), targets: list('comma', illegal.map((t) => this.state.name(t))) }, [], ['608.2b']);
    // what the effect before did, for one that does `that-much` (else the event that triggered the ability)
    let before: number | undefined;
    // the creature a `fighter` effect names is this resolution's only (engine/mtg/fight.ts)
    this.state.fighter = undefined;
    // "If you do, …" (118.12): whether the last effect not under it was done, and whether the trace said so yet
    let done = true;
    let flipped: boolean | 'clash' = false;
    // the result of the last die rolled, for the rows of its table (`if-roll=`, 706.3a)
    let rolled: number | undefined;
    let told = false;
    this.state.seen = {};
    let creating = false;
    // what the effect before acted on, and the numbers of what it acted on as they last were (counted amounts, 608.2h)
    let prevAffected: string[] = [];
    const lastKnown = new Map<string, LastKnown>();
    for (const written of item.effects) {
      // `created`: the tokens of the create effects in a row just before (a new run of them starts a new list)
      const makes = written.kind === 'create' || written.kind === 'create-copy';
      if (makes && !creating) this.state.seen.created = [];
      creating = makes;
      // each effect is an event of its own, in the order written (608.2c): what left the battlefield in an earlier
      // one no longer looks back at this one (603.10a)
      if (this.state.leftNow.size > 0) this.state.leftNow.clear();
      if (written.ifRoll && (rolled === undefined || rolled < written.ifRoll.min || rolled > written.ifRoll.max)) continue;
      // "If it's your turn, …": asked as it resolves (engine/mtg/turn-conditions.ts)
      if (written.ifYourTurn && !yourTurnStep(this, item.source, turnOf(this).includes(item.source.controller))) continue;
      if (written.ifDone || written.ifNotDone) {
        const happens = written.ifDone ? done : !done;
        if (!told) this.steps.push(ifDoneStep(stackLabel(item, true), done, written.ifNotDone === true, flipped));
        told = true;
        if (!happens) continue;
      } else told = false;
      let e = written.amountFrom === 'that' ? Object.assign({}, written, { amount: before ?? item.amount ?? 0 }) : written.amountFrom === 'creatures' ? Object.assign({}, written) : written;
      if (written.amountFrom === 'creatures') {
        // "for each creature you control": counted now (608.2h); a phased-out one is treated as not there (702.26b)
        e.amount = [...this.state.perms.values()].filter((pe) => pe.zone === 'battlefield' && this.state.isCreature(pe.o.id) && this.state.controller(pe.o.id) === item.source.controller).length;
        const effect = effectMessage(effectWith(e, e.targets.flatMap((t) => this.expand(t, item.source)), AMOUNT_FROM_CHOOSE), (id) => this.state.name(id));
        this.steps.push({ key: `${EVENTS_NS}.step.creature-count`, params: { amount: e.amount, player: item.source.controller, effect }, cites: [], rules: ['608.2h'] });
      }
      if (written.amountFrom === 'that') {
        const effect = effectMessage(effectWith(e, e.targets.flatMap((t) => this.expand(t, item.source)), AMOUNT_FROM_CHOOSE), (id) => this.state.name(id));
        this.steps.push({ key: `${EVENTS_NS}.step.that-much`, params: { amount: e.amount ?? 0, effect }, cites: [], rules: before === undefined ? ['603.2', '608.2c'] : ['608.2c'] });
      }
      const affected = e.filter ? this.creaturesMatching(e.filter, item.source) : e.targets.flatMap((raw) => this.expand(raw, item.source));
      if (isCounted(written.amountFrom)) {
        // "equal to the number of lands you control", "… that creature's toughness": counted now (engine/mtg/counted-amounts.ts)
        const n = countAmount(this, item, written, { before: prevAffected, lastKnown, affected });
        if (n.choice) this.choices.push(n.choice);
        e = Object.assign({}, written, { amount: n.amount });
        const effect = effectMessage(effectWith(e, affected, AMOUNT_FROM_CHOOSE), (id) => this.state.name(id));
        this.steps.push({ key: `${COUNTED_NS}.step.${n.key}`, params: { ...n.params, amount: n.amount, effect }, cites: [], rules: countRules(n.key) });
      }
      rememberNumbers(this, affected, lastKnown);
      prevAffected = affected;
      // "you may …": its controller chooses as it resolves (603.5, 608.2d); the usual choice is to do it
      if (e.optional) {
        // "Its controller may search …" (Path to Exile): that player chooses, not the spell's controller
        // "target player may search …" (partner with, 702.124i): the player targeted chooses
        const targetMay = e.choose !== undefined && TARGET_KINDS[e.choose as TargetKindName]?.players !== undefined && EFFECT_RULES[e.kind].targets === 'player';
        const chooser = (targetMay || (e.targets.length === 1 && e.targets[0]!.startsWith(CONTROLLER_OF))) && affected.length === 1 ? affected[0]! : item.source.controller;
        this.choices.push({
          chooser,
          what: msg('card-effects.may', { chooser, source: stackLabel(item), effect: printEffect(effectWith(e, affected, OPTIONAL_CHOOSE)) }),
          range: msg('card-effects.may-range'),
          taken: msg('card-effects.may-taken'),
          assumed: true,
          cites: [],
          rules: ['603.5', '608.2d'],
        });
      }
      let did = 0;
      const results: Array<number | void> = [];
      // one effect dealing damage to several recipients is one damage event (603.2c)
      const dealt = damageEvent(this, () => {
        for (const t of affected) {
          if (barred.has(t)) continue;
          if (!EFFECT_RULES[e.kind].watches && !finds(this.state, item, t, zonesOf(e))) {
            // an object it names without targeting it (its own card, 603.6c) that has moved since: a new object (400.7)
            if (!targets.includes(t) && this.state.perms.has(t)) this.steps.push({ key: `${ZNS}.step.not-found`, params: { source: stackLabel(item, true), target: this.state.name(t) }, cites: [], rules: ['400.7', '603.6c'] });
            continue;
          }
          const moved = this.state.perms.get(t);
          const movesBefore = moved?.moves;
          const r = EFFECT_RULES[e.kind].apply(this.host, item.source, t, e);
          // 400.7j: an object this effect moved to a public zone can be found by the rest of the same spell or ability
          // ("Exile target creature, then return that card to the battlefield")
          if (moved && item.seen && moved.moves !== movesBefore && PUBLIC_ZONES.has(moved.zone)) item.seen[t] = moved.moves;
          results.push(r);
          did += r ?? 0;
        }
      });
      before = did + dealt.reduce((n, d) => n + d.amount, 0);
      if (written.kind === 'roll-die') rolled = did;
      if (!written.ifDone && !written.ifNotDone) {
        done = wasDone(results);
        flipped = written.kind === 'flip-coin' ? true : written.kind === 'clash' ? 'clash' : false;
      }
    }
    spellLeft(this, item);
    this.settle();
  }

  /** Both players pass until the stack is empty. */
  drain(): void {
    this.settle();
    while (this.state.stack.length > 0 && !this.halted()) this.resolveTop();
    // 1998: both players passed with the stack empty: the damage prevention step ends
    if (this.state.window && !this.halted()) {
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
      // "when you control no Islands, …" (603.8): only in a scenario that has such an ability
      if (this.stateTriggers) checkStateTriggers(this);
      // ascend (702.131b): ten permanents give the city's blessing, checked all the time
      checkAscend(this);
      if (this.state.pending.length === 0) return;
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
    const first = subject !== undefined ? this.state.perms.get(subject) : undefined;
    if (first && this.listens(first, back)) this.triggersOf(ev, first, true);
    for (const pe of this.state.perms.values()) if (this.listens(pe, back)) this.triggersOf(ev, pe, false);
    if (this.state.watching.length > 0) for (const d of delayedFor(this, ev)) triggerDelayed(this, d);
    if (this.state.monarch !== undefined) monarchTriggers(this, ev);
    if (this.state.initiative !== undefined) initiativeTriggers(this, ev);
  }

  /** A permanent whose abilities may trigger on an event: on the battlefield, or just left it when the event looks back. */
  private listens(pe: Perm, back: boolean): boolean {
    return pe.zone === 'battlefield' || (back && this.state.leftNow.has(pe.o.id));
  }

  /** The abilities of `pe` about itself (`self`) or about anything else that trigger on `ev`. */
  triggersOf(ev: RuleEvent, pe: Perm, self: boolean): void {
    const id = pe.o.id;
    // an object that lost all its abilities (layer 6) has no triggered abilities left to trigger (603.6b)
    const printed = this.state.chars(id)?.lostAll ? NO_ABILITIES : (pe.o.abilities ?? NO_ABILITIES);
    for (const ab of printed) {
      if (ab.when === 'static' || ab.when === 'activated') continue;
      const k = TRIGGER_KINDS[ab.when];
      if (k.on === ev.kind && (k.self === true) === self && k.matches(ev, id, this.state)) {
        // "whenever another Ally enters": the event's other creature must be of that type (205.3m)
        if (ab.subtype && !ofTypes(k, ev, id, ab.subtype, this.state)) continue;
        // "This ability triggers only once each turn": not again this turn for the same object (engine/mtg/turn-conditions.ts)
        if (ab.oncePerTurn && !firstThisTurn(this, this.onceTriggered, pe, printed.indexOf(ab))) continue;
        const amount = amountOf(ev);
        const spec = withEventObject(k, ev, id, ab.effects);
        // a modal triggered ability: its controller chooses the mode as it goes on the stack (700.2, 603.3c)
        if (ab.modes && ab.modes.length > 1) this.choices.push(modeChoice(this.state.controller(id), pe.label, ab.modes));
        const when = msg(`when.${ab.when}`);
        this.trigger(pe, amount !== undefined ? Object.assign({}, spec, { amount }) : spec, ab.subtype ? { key: `${SNS}.when`, params: { when, types: ab.subtype.join(', ') } } : when, ab.subtype ? [...k.rules, '205.3m'] : k.rules);
      }
    }
    const listening = keywordTriggers(ev.kind);
    if (listening.length === 0) return;
    const kws = this.state.chars(id)?.keywords;
    if (kws === undefined || kws.size === 0) return;
    // by index, not `[kw, t]` destructured: asked of every permanent at every event
    for (let i = 0; i < listening.length; i++) {
      const kw = listening[i]![0];
      const t = listening[i]![1];
      if ((t.self === true) !== self || !kws.has(kw)) continue;
      for (const spec of t.fire(ev, id, this.state)) this.trigger(pe, spec, msg(t.when ? `when.${t.when}` : `keyword.${kw}`), t.rules, citesOf(kw), msg(`keyword.${kw}`), true);
    }
  }

  /**
   * A triggered ability of `pe` triggers (603.2): it waits to be put on the stack; the step cites the ability's rules,
   * and so does what a keyword's ability does (`keyword`: poisonous's poison counters, 702.70a). `name` tells it from
   * the object's other abilities where a player orders them (its keyword; else when it triggers).
   */
  trigger(pe: Perm, spec: TriggerSpec, when: Message, rules: string[], cites: string[] = [], name: Message = when, keyword = false): void {
    const controller = pe.zone === 'battlefield' ? this.state.controller(pe.o.id) : (pe.lastKnown?.controller ?? pe.o.controller);
    // Object.assign, not `{ ...spec, source, … }`: a spread copy given more keys kept each check's objects alive
    // through V8's next minor collections (engine/mtg/state.ts RunResult)
    this.state.pending.push(Object.assign({}, spec, { source: { label: pe.label, controller, perm: pe.o.id, ...(keyword ? { rules } : {}) }, rules, sourceMoves: pe.moves, label: msg('trigger-label', { source: pe.label, ability: name }) }));
    this.step('triggers', { source: pe.label, when }, cites, rules);
  }

  /** 603.3b: the active player puts theirs on the stack first (in the order they choose), then each other player in turn order. */
  putTriggers(): void {
    const order = this.state.turnOrder();
    const waiting = this.state.pending.splice(0);
    for (const player of order) {
      let mine = waiting.filter((t) => t.source.controller === player);
      if (mine.length === 0) continue;
      if (mine.length > 1) {
        const pointKey = `t${this.triggerPoints.length}`;
        this.triggerPoints.push({ key: pointKey, chooser: player, labels: mine.map((t) => t.label ?? t.source.label) });
        const forced = this.triggerOrders.get(pointKey);
        if (forced && forced.length === mine.length) mine = forced.map((i) => mine[i]!);
        this.choices.push({
          chooser: player,
          what: msg('choice.trigger-order', { chooser: player, count: mine.length }),
          range: msg('range.trigger-order', { triggers: list('comma', mine.map((t) => t.label ?? t.source.label)) }),
          taken: msg('taken.trigger-order', { order: list('arrow', mine.map((t) => t.label ?? t.source.label)) }),
          assumed: true,
          cites: [],
          rules: ['603.3b'],
        });
      }
      for (const t of mine) {
        // targets written as a kind (`?any`) are chosen now; none legal: it is removed from the stack (603.3d)
        const chosen = chooseTargets(this.choiceHost, t.source, t.effects, '603.3d');
        if (!chosen.ok) {
          if (chosen.none) this.step('trigger-no-target', { source: t.source.label }, [], ['603.3d']);
          else this.violations.push(chosen.violation);
          continue;
        }
        this.choices.push(...chosen.choices);
        const item: StackItem = { kind: 'trigger', source: t.source, effects: chosen.effects, rules: t.rules };
        if (t.returns) item.returns = t.returns;
        if (t.bringBack !== undefined) item.bringBack = t.bringBack;
        if (t.returnCard !== undefined) item.returnCard = t.returnCard;
        if (t.untargeted) item.untargeted = true;
        if (t.amount !== undefined) item.amount = t.amount;
        if (t.state) item.state = true;
        if (t.still) item.still = t.still;
        // seenOf makes a new object: the source's own moves are added to it, not spread into a copy
        const seen = seenOf(this.state, this.targetsOf(item));
        if (t.source.perm !== undefined && t.sourceMoves !== undefined) seen[t.source.perm] = t.sourceMoves;
        // a delayed ability at a step finds its object only as it was when the ability was created (603.7c)
        if (t.watched) for (const w of t.watched) seen[w.id] = w.moves;
        item.seen = seen;
        // a target that is already gone, or that it can't target (702.16b): the ability is removed from the stack (603.3d)
        const src = this.state.damageSourceOf(t.source);
        const illegal = this.targetsOf(item).filter((x) => !finds(this.state, item, x, zonesFor(item, x)) || targetBar(this.state, src, x) !== undefined);
        if (illegal.length > 0 && illegal.length === this.targetsOf(item).length) {
          this.step('trigger-no-target', { source: t.source.label }, [], ['603.3d']);
          continue;
        }
        this.state.stack.push(item);
        this.step('trigger-on-stack', { player, source: t.source.label, effects: this.describe(item) }, [], ['603.3', '603.3b', ...(this.state.teams ? ['805.7'] : [])]);
        this.targeted(item);
      }
    }
  }

  /** What choosing targets by kind asks of the kernel (engine/mtg/target-choice.ts). */
  get choiceHost(): ChoiceHost {
    return (this.choiceHostMade ??= {
      isCreature: (id) => this.state.isCreature(id),
      has: (id, k) => this.state.has(id, k),
      colors: (id) => this.state.colors(id),
      controller: (id) => spellController(this.state, id) ?? this.state.controller(id),
      opponents: (p) => this.state.opponents(p),
      perm: (id) => this.state.perms.get(id),
      spellTypes: (id) => spellTypes(this.state, id),
      spellView: (id) => spellView(this.state, id, (item) => this.targetsOf(item)),
      stackSpells: () => stackSpells(this.state),
      graveyardCard: (id) => {
        const pe = this.state.perms.get(id);
        return pe?.zone === 'graveyard' ? { types: objectTypes(pe.o), owner: pe.o.controller, subtypes: pe.o.subtypes, keywords: pe.o.keywords, mv: pe.o.mv ?? 0 } : undefined;
      },
      defenderOf: (id) => this.state.defenderOf(id),
      blocksLater: (b, a) => this.s.actions.some((x) => x.kind === 'block' && x.groups.some((g) => g.blockers.includes(b) && g.attackers.includes(a))),
      graveyardCards: () => [...this.state.perms.values()].filter((p) => p.zone === 'graveyard').map((p) => p.o.id),
      typesOf: (id) => permanentTypes(this.state, id),
      attacking: (id) => this.state.alive(id) && this.state.combat.target.has(id) && this.state.perms.get(id)!.inCombat,
      blocking: (id) => this.state.alive(id) && this.state.combat.blocksOf.has(id) && this.state.perms.get(id)!.inCombat,
      power: (id) => this.state.power(id),
      toughness: (id) => this.state.toughness(id),
      mv: (id) => this.state.mv(id),
      isPlayer: (id) => this.state.players.has(id),
      livePlayers: () => [...this.state.players.values()].filter((p) => !p.lost).map((p) => p.id),
      battlefield: () => [...this.state.perms.values()].filter((p) => p.zone === 'battlefield').map((p) => p.o.id),
      barred: (source, id) => targetBar(this.state, this.state.damageSourceOf(source), id) !== undefined,
      name: (id) => this.state.name(id),
    });
  }
  private choiceHostMade: ChoiceHost | undefined;

  /** What paying an activated ability's costs asks of the kernel (engine/mtg/activation.ts). */
  get activationHost(): ActivationHost {
    return (this.activationHostMade ??= {
      label: (id) => this.state.name(id),
      controller: (id) => this.state.controller(id),
      tapped: (id) => this.state.perms.get(id)!.tapped,
      sick: (id) => this.state.perms.get(id)!.sick,
      isCreature: (id) => this.state.isCreature(id),
      ignoresSickness: (id) => this.state.ability(id, 'attacksWhileSick'),
      attackedThisTurn: (id) => this.state.combat.target.has(id),
      setTapped: (id, tapped) => {
        const pe = this.state.perms.get(id)!;
        const was = pe.tapped;
        pe.tapped = tapped;
        if (tapped && !was) this.emit({ kind: 'becomes-tapped', id });
      },
      sacrifice: (id) => this.leave(this.state.perms.get(id)!, 'graveyard', msg('reason.sacrificed')),
      life: (player) => this.state.players.get(player)!.life,
      teamGame: () => this.state.teams !== undefined,
      payLife: (player, amount, label) => {
        this.host.changeLife({ label, controller: player }, player, -amount);
      },
      handSize: (player) => this.state.handSize(player),
      graveyardSize: (player) => this.state.graveyardCards(player),
      plusCounters: (id) => this.state.perms.get(id)!.counters['+1/+1'],
      removePlusCounter: (id) => {
        this.state.perms.get(id)!.counters['+1/+1'] -= 1;
        this.state.changed();
      },
      ptText: (id) => this.state.ptText(id),
      levelOf: (id) => this.state.perms.get(id)!.level,
      sporesOf: (id) => this.state.perms.get(id)!.spore,
      removeSpores: (id, n) => {
        this.state.perms.get(id)!.spore -= n;
      },
      exerted: (id) => this.emit({ kind: 'exerted', id }),
      energyOf: (player) => this.state.players.get(player)?.energy ?? 0,
      payEnergy: (player, n) => {
        const p = this.state.players.get(player)!;
        p.energy = (p.energy ?? 0) - n;
      },
      discardCard: (player, label) => {
        discard(this, { label }, player, 1);
      },
      permanentsOf: (player) => [...this.state.perms.values()].filter((p) => p.zone === 'battlefield' && this.state.controller(p.o.id) === player).map((p) => p.o.id),
      typesOf: (id) => permanentTypes(this.state, id),
      ofSubtype: (id, type) => this.state.ofSubtype(id, [type]),
      size: (id) => (this.state.isCreature(id) ? this.state.power(id) + this.state.toughness(id) : 0),
      choose: (choice) => {
        this.choices.push(choice);
      },
      record: (step) => {
        this.steps.push(step);
      },
    });
  }
  private activationHostMade: ActivationHost | undefined;

  /** What an alternative cost is paid with (engine/mtg/alt-costs.ts). */
  get altHost(): AltHost {
    return {
      run: this,
      act: this.activationHost,
      bounce: (id, source) => this.leave(this.state.perms.get(id)!, 'hand', msg('card-effects.reason-returned', { source })),
      active: this.state.active ?? this.state.defaultActive,
      players: [...this.state.players.keys()],
      attackers: () => (this.state.combat.step === 'none' || this.state.combat.step === 'done' ? [] : this.state.combat.attackOrder.filter((id) => this.state.perms.get(id)?.zone === 'battlefield')),
      colors: (id) => this.state.colors(id),
    };
  }

  // --- what effects do (EffectHost)
  get host(): EffectHost {
    return (this.hostMade ??= {
      dealDamage: (source, to, amount) => {
        const src: DamageSource = this.state.damageSourceOf(source);
        dealFrom(this, src, to, amount, false, false);
      },
      destroy: (source, id, noRegen) => {
        const pe = this.state.perms.get(id)!;
        const indestructible = this.state.ability(id, 'indestructible');
        if (indestructible) {
          this.step('indestructible-survives', { source: source.label, target: pe.label }, citesOf(indestructible), [...rulesOf(indestructible), '701.7a']);
          return;
        }
        if (this.destroyPerm(pe, msg('reason.destroyed', { source: source.label }), source.label, noRegen) === 'destroyed') {
          this.step('destroyed', { source: source.label, target: pe.label }, [], ['701.7a']);
        }
      },
      exile: (source, id) => {
        const pe = this.state.perms.get(id)!;
        if (pe.zone !== 'battlefield') return exileCard(this, source, pe);
        this.leave(pe, 'exile', msg('reason.exiled', { source: source.label }));
        this.step('exiled', { source: source.label, target: pe.label }, [], ['701.11a', '406.3']);
      },
      sacrifice: (source, id) => {
        const pe = this.state.perms.get(id)!;
        this.leave(pe, 'graveyard', msg('reason.sacrificed'));
        this.step('sacrificed', { player: this.state.controller(id), target: pe.label }, [], ['701.17a']);
      },
      affect: (source, id, e) => {
        const layer = LAYER_OF[e.kind]!;
        this.state.effects.push({ ts: ++this.state.clock, layer, effect: e, object: id });
        this.state.changed();
        const pe = this.state.perms.get(id)!;
        this.step(e.ptFrom ? `effect-becomes-${e.ptFrom}` : `effect-${e.kind}`, {
          source: source.label,
          target: pe.label,
          // a pump is a change, so it keeps its sign (+3/+3), unlike a base (becomes 0/1)
          power: e.kind === 'pump' ? signedText(e.power ?? 0) : (e.power ?? 0),
          toughness: e.kind === 'pump' ? signedText(e.toughness ?? 0) : (e.toughness ?? 0),
          keyword: e.keyword ? msg(`keyword.${e.keyword}`) : e.protection ? msg('casting.reason.protection', { quality: list('comma', e.protection.map(qualityMsg)) }) : '',
          color: e.color ? msg(`color-name.${e.color}`) : '',
          player: e.player ?? '',
          now: this.state.ptText(id),
        }, [], [LAYER_RULE[layer], '611.2a', '613.7b']);
      },
      attachTo: (source, id) => {
        const pe = source.perm !== undefined ? this.state.perms.get(source.perm) : undefined;
        if (pe) attach(this, pe, id);
      },
      putCounters: (source, id, e) => {
        const pe = this.state.perms.get(id)!;
        if (countersBarred(this, id, e.amount ?? 0, e.counter!)) return 0;
        pe.counters[e.counter!] += e.amount ?? 0;
        this.state.changed();
        this.step('counters', { source: source.label, target: pe.label, amount: e.amount ?? 0, counter: e.counter!, now: this.state.ptText(id) }, [], ['122.1', '613.4c']);
        if ((e.amount ?? 0) > 0) this.emit({ kind: 'counters', id, counter: e.counter!, amount: e.amount! });
        return e.amount ?? 0;
      },
      preventNext: (source, to, amount, from) => {
        const r = this.state.recipient(to)!;
        const shield: Shield = { left: amount, from: source.label, thisTurn: true, by: source.controller };
        if (from) shield.onlyFrom = from;
        r.p.shields.push(shield);
        if (from) this.step('shield-created-from', { source: source.label, target: this.state.name(to), amount, from: this.state.name(from) }, [CITE.shield], ['615.7']);
        else this.step('shield-created', { source: source.label, target: this.state.name(to), amount }, [CITE.shield], ['615.7']);
        if (this.state.window) preventAfter(this, to, shield);
      },
      redirectNext: (source, from, to, amount) => createRedirection(this, source, from, this.concrete(to, source), amount),
      setTapped: (source, id, tapped) => {
        const pe = this.state.perms.get(id)!;
        // 701.21a–b: only an untapped permanent can be tapped, only a tapped one untapped
        const was = pe.tapped;
        pe.tapped = tapped;
        const k = was === tapped ? (tapped ? 'already-tapped' : 'already-untapped') : tapped ? 'tapped' : 'untapped';
        this.steps.push({ key: `engine-mtg.card-effects.${k}`, params: { source: source.label, target: pe.label }, cites: [], rules: [tapped ? '701.21a' : '701.21b'] });
        if (tapped && !was) this.emit({ kind: 'becomes-tapped', id });
        if (!tapped && was) this.emit({ kind: 'becomes-untapped', id });
      },
      addMana: (source, player) => {
        this.steps.push({ key: 'engine-mtg.card-effects.mana', params: { source: source.label, player }, cites: [], rules: ['106.4'] });
      },
      draw: (source, player, n) => draw(this, source, player, n),
      discard: (source, player, n) => discard(this, source, player, n),
      mill: (source, player, n, exile) => mill(this, source, player, n, exile),
      preventCombatDamage: (source) => {
        this.state.combatPrevented.push(source.label);
        this.steps.push({ key: 'engine-mtg.card-effects.prevent-combat', params: { source: source.label }, cites: [], rules: ['615.1a'] });
      },
      lookAtTop: (source, player, n, how) => lookAtTop(this, source, player, n, how),
      returnToHand: (source, id) => returnToHand(this, source, this.state.perms.get(id)!),
      reanimate: (source, id) => reanimate(this, source, this.state.perms.get(id)!),
      createToken: (source, player, power, toughness, copyOf, traits) => this.createToken(source, player, power, toughness, copyOf, traits),
      searchLand: (source, player, n, to) => searchLand(this, source, player, n, to),
      tutor: (source, player) => tutor(this, source, player),
      extraTurn: (source, player) => extraTurn(this, source, player),
      spellGoes: (source, zone, time) => spellGoes(this, source, zone, time),
      chooseFighter: (source, id) => chooseFighter(this, source, id),
      zoneHost: () => this,
      dealDamageExile: (source, to, amount) => {
        const pe = this.state.perms.get(to);
        const before = pe?.damage ?? 0;
        this.host.dealDamage(source, to, amount);
        if (pe && pe.zone === 'battlefield' && this.state.isCreature(to) && pe.damage > before) exileIfDies(this, this.host, source, to);
      },
      fight: (source, other, both) => fight(this, source, other, both),
      bolster: (source, player, n) => bolster(this, (id, e) => this.host.putCounters(source, id, e), source, player, n),
      createPredefined: (source, player, kind, n) => {
        for (let i = 0; i < n; i++) this.createToken(source, player, 0, 0, undefined, undefined, kind);
        return n;
      },
      cumulativeUpkeep: (source, id, cost) => cumulativeUpkeep(this, source, this.state.perms.get(id)!, cost),
      exchangeControl: (source, a, b) => {
        // 701.10a: both must still be there; 701.10b: under one controller, nothing happens
        const there = (id: string | undefined): id is string => id !== undefined && this.state.perms.get(id)?.zone === 'battlefield';
        if (!there(b) || !there(a)) {
          this.steps.push({ key: 'engine-mtg.card-effects.exchange-incomplete', params: { source: source.label }, cites: [], rules: ['701.10a'] });
          return;
        }
        const [ca, cb] = [this.state.controller(a), this.state.controller(b)];
        if (ca === cb) {
          this.steps.push({ key: 'engine-mtg.card-effects.exchange-same', params: { source: source.label, player: ca }, cites: [], rules: ['701.10b'] });
          return;
        }
        const ts = ++this.state.clock;
        this.state.effects.push({ ts, layer: '2', effect: { kind: 'control', player: cb, targets: [a] }, object: a });
        this.state.effects.push({ ts, layer: '2', effect: { kind: 'control', player: ca, targets: [b] }, object: b });
        this.state.changed();
        this.steps.push({ key: 'engine-mtg.card-effects.exchanged', params: { source: source.label, a: this.state.name(a), b: this.state.name(b), pa: cb, pb: ca }, cites: [], rules: ['701.10b', '613.1b'] });
      },
      toHand: (source, id) => {
        const pe = this.state.perms.get(id)!;
        this.leave(pe, 'hand', msg('card-effects.reason-returned', { source: source.label }));
        this.steps.push({ key: 'engine-mtg.card-effects.returned', params: { source: source.label, target: pe.label }, cites: [], rules: ['400.7'] });
      },
      poison: (source, player, amount) => {
        // a keyword's trigger cites its rule (poisonous, 702.70a); a spell or another ability just gives the counters (122.1f)
        this.addPoison(this.state.players.get(player)!, amount, source.label, [...(source.rules ?? [])]);
      },
      regenerate: (source, id) => {
        const pe = this.state.perms.get(id)!;
        pe.regen++;
        this.step('regeneration-shield', { source: source.label, target: pe.label }, [], ['701.15a']);
      },
      setLife: (source, player, n, all) => setLife(this, source, player, n, all.flatMap((raw) => this.expand(raw, source))),
      doubleLife: (source, player) => doubleLife(this, source, player),
      sacrificeOrLose: (source, player, n) => sacrificeOrLose(this, source, player, n),
      winAtLife: (source, player, n) => winAtLife(this, source, player, n),
      delay: (source, id, e) => createDelayed(this, source, id, e),
      reflexSacrifice: (source, player, e) => reflexSacrifice(this, source, player, e),
      shieldSource: (source, id) => shieldSource(this, source.label, source.controller, id),
      counterSpell: (source, id, unless, exile) => counterSpell(this, source, id, unless, exile),
      copySpell: (source, id, newTargets) => copySpell(this, this.choiceHost, source, id, newTargets),
      protectionOfChoice: (source, id) => protectionOfChoice(this, source, id, (e) => this.host.affect(source, id, e)),
      transform: (source, id) => transform(this, source, id),
      fade: (source, id) => fade(this, source, id),
      vanish: (source, id) => vanish(this, source, id),
      sacrificeACreature: (source, player) => sacrificeACreature(this, source, player),
      drawNextUpkeep: (source, player, n) => drawNextUpkeep(this, source, player, n),
      skipNextUntap: (source, id) => skipNextUntap(this, source, id),
      sacrificeUnless: (source, id, mana) => sacrificeUnless(this, source, this.state.perms.get(id)!, mana),
      fabricate: (source, id, n) => fabricate(this, source, id, n),
      exploit: (source, id) => exploit(this, source, id),
      explore: (source, id) => explore(this, source, id),
      connive: (source, id) => connive(this, source, id),
      amass: (source, player, n) => amass(this, source, player, n),
      provoke: (source, id) => provoke(this, source, id),
      rampage: (source, id, n) => rampage(this, source, id, n),
      renown: (source, id, n) => renown(this, source, id, n),
      monstrosity: (source, id, n) => monstrosity(this, source, id, n),
      adapt: (source, id, n) => adapt(this, source, id, n),
      sporeCounters: (source, id, n) => {
        const pe = this.state.perms.get(id)!;
        pe.spore += n;
        this.step('spore-counters', { source: source.label, target: pe.label, count: n, total: pe.spore }, [], ['122.1', '122.6']);
      },
      levelUp: (source, id) => {
        const pe = this.state.perms.get(id)!;
        pe.level += 1;
        this.state.changed();
        this.step('level-up', { source: source.label, target: pe.label, level: pe.level, now: this.state.isCreature(id) ? this.state.ptText(id) : '—' }, [], ['702.87a', '711.2']);
      },
      payMana: (source, player, n) => payMana(this, source, player, n),
      payLife: (source, player, n) => payLife(this, (k) => this.host.changeLife(source, player, -k), source, player, n),
      toLibraryTop: (source, id) => {
        const pe = this.state.perms.get(id)!;
        this.leave(pe, 'library', { key: `${ZNS}.reason.put-on-library`, params: { source: source.label } });
        // the top card of its owner's library (the written cards of a library are its top, in order)
        this.state.players.get(pe.o.controller)?.libraryTop.unshift(pe.o.id);
        this.steps.push({ key: `${ZNS}.step.put-on-library`, params: { source: source.label, target: pe.label, player: pe.o.controller }, cites: [], rules: ['400.3', '400.7'] });
      },
      dealExcess: (source, id, to, amount) => dealExcess(this, this.state.damageSourceOf(source), id, this.concrete(to, source), amount),
      changeLife: (source, player, delta) => {
        const p = this.state.players.get(player)!;
        const from = p.life;
        if (delta > 0) {
          delta = this.lifeGainAmount(player, delta, source.label);
          // replaced by something else (cards drawn instead, 614.1a): no life is gained
          if (delta === 0) return 0;
        }
        p.life += delta;
        if (delta > 0) p.gained += delta;
        else p.lostLife -= delta;
        this.step(delta >= 0 ? 'life-gain' : 'life-loss', { source: source.label, player, amount: Math.abs(delta), from, to: p.life }, [], ['119.3', delta >= 0 ? '119.10' : '119.3']);
        if (delta > 0) this.emit({ kind: 'life-gained', player, amount: delta });
        else if (delta < 0) this.emit({ kind: 'life-lost', player, amount: -delta });
        return Math.abs(delta);
      },
    });
  }
  private hostMade: EffectHost | undefined;

  /** 104.3d/704.5c: poison counters; ten or more and the player loses at the next check. */
  addPoison(p: PlayerState, n: number, source: MessageParam, rules: string[], cites: string[] = []): void {
    const from = p.poison;
    p.poison += n;
    this.step('poison', { source, player: p.id, amount: n, from, to: p.poison }, cites, [...rules, '122.1f', ...(this.state.teams ? ['810.10'] : [])]);
  }

  /** Life gained after replacement effects such as Boon Reflection (614.1a): each doubles it; one may replace it by draws. */
  lifeGainAmount(player: string, amount: number, source: MessageParam): number {
    if (amount > 0 && lifeGainBarred(this, player, amount, source)) return 0;
    let n = amount;
    for (const pe of this.state.perms.values()) {
      if (pe.zone === 'battlefield' && this.state.ability(pe.o.id, 'doublesLifeGain') && this.state.controller(pe.o.id) === player) {
        this.step('life-doubled', { source, player, from: n, to: n * 2, effect: pe.label }, [], ['614.1a']);
        n *= 2;
      }
    }
    return replaceLifeGain(this, { label: source }, player, n);
  }

  /** A card comes onto the battlefield from a graveyard as a new object (400.7) under `controller`'s control (110.2). */
  enterBattlefield(pe: Perm, controller: string, _source: Source): void {
    this.returnAsNewObject(pe, pe.o.id);
    if (controller !== pe.o.controller) pe.controller = controller;
    else delete pe.controller;
    this.state.changed();
    this.emit({ kind: 'enters', id: pe.o.id });
  }

  /** Destruction (701.7), replaced by a regeneration shield (701.15) or by "exile it instead", in the order its controller chooses (616.1). */
  destroyPerm(pe: Perm, because: Message, source: MessageParam, noRegen = false): 'destroyed' | 'regenerated' | 'exiled' {
    const id = pe.o.id;
    if (noRegen && pe.regen > 0) {
      this.step('cant-regenerate', { target: pe.label, source }, [], ['701.15c']);
      pe.regen = 0;
    }
    const exile = this.state.ability(id, 'exileInstead') !== undefined;
    let exileFirst = false;
    if (pe.regen > 0 && exile) {
      // 616.1: two replacements of one event; its controller picks one, and the other then has nothing to replace
      const chooser = this.state.controller(id);
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
      const untapped = !pe.tapped;
      pe.tapped = true;
      if (untapped) this.emit({ kind: 'becomes-tapped', id });
      pe.inCombat = false;
      pe.deathtouched = false;
      this.step('regenerated', { target: pe.label, source }, [], ['701.15a']);
      return 'regenerated';
    }
    this.leave(pe, 'graveyard', because);
    return pe.zone === 'exile' ? 'exiled' : 'destroyed';
  }

  /** The continuous effects of a permanent's static abilities, with its timestamp (613.7a); again when it becomes a copy (707.5). */
  registerStatics(perm: Perm): void {
    const o = perm.o;
    for (let i = this.state.effects.length - 1; i >= 0; i--) if (this.state.effects[i]!.source === o.id) this.state.effects.splice(i, 1);
    const ts = ++this.state.clock;
    for (const ab of o.abilities ?? []) {
      if (ab.when !== 'static') continue;
      for (const e of ab.effects) {
        const layer = LAYER_OF[e.kind];
        if (layer) {
          const c: Continuous = { ts, layer, effect: e, source: o.id };
          if (ab.condition) c.condition = ab.condition;
          this.state.effects.push(c);
        }
        else this.warn('static-not-continuous', { object: perm.label, effect: printEffect(e) }, ['604.1', '613.1']);
      }
    }
  }

  /**
   * Replacement effects of a permanent entering the battlefield (614.1c): a copy effect first (616.1c, copies.ts;
   * `copied` when the spell's resolution already applied it), then "enters tapped", "enters with N +1/+1 counters" (122.6).
   */
  entering(pe: Perm, copied = false): void {
    const id = pe.o.id;
    if (!copied) enterAsCopy(this, pe, this.state.controller(id));
    entersAtNight(this, pe);
    fadeCountersAsEnters(this, pe);
    if (this.state.ability(id, 'choosesColorAsEnters') !== undefined) chooseColorAsEnters(this, pe);
    if (this.state.ability(id, 'entersTapped') !== undefined) {
      pe.tapped = true;
      this.step('enters-tapped', { target: pe.label }, [], ['614.1c']);
    } else {
      // 614.12: "permanents enter tapped" on another permanent already there (never on the one entering)
      const orb = [...this.state.perms.values()].find((o) => o !== pe && o.zone === 'battlefield' && this.state.ability(o.o.id, 'othersEnterTapped') !== undefined);
      if (orb) {
        pe.tapped = true;
        this.step('enters-tapped-by', { target: pe.label, source: orb.label }, [], ['614.12', '614.1c']);
      } else if (this.state.ability(id, 'othersEnterTapped') !== undefined) {
        this.step('enters-untapped-self', { target: pe.label }, [], ['614.12']);
      }
    }
    const k = this.state.ability(id, 'entersWith');
    const n = k ? this.state.amountOf(id, k) : 0;
    if (k && n > 0) {
      const counter = KEYWORD_RULES[k].entersWith!;
      pe.counters[counter] += n;
      this.state.changed();
      this.step('enters-with-counters', { target: pe.label, count: n, counter, now: this.state.ptText(id) }, [], ['614.1c', '122.6']);
      this.emit({ kind: 'counters', id, counter, amount: n });
    }
    // 702.54a: bloodthirst — only if an opponent of its controller was dealt damage this turn
    const bt = this.state.ability(id, 'entersWithIfOpponentDamaged');
    const m = bt ? this.state.amountOf(id, bt) : 0;
    const hurt = bt && m > 0 ? this.state.opponents(this.state.controller(id)).find((p) => this.state.damagedPlayers.has(p)) : undefined;
    if (bt && hurt !== undefined) {
      const counter = KEYWORD_RULES[bt].entersWithIfOpponentDamaged!;
      pe.counters[counter] += m;
      this.state.changed();
      this.step('enters-bloodthirst', { target: pe.label, count: m, counter, now: this.state.ptText(id), player: hurt }, [], [...KEYWORD_RULES[bt].rules, '122.6']);
      this.emit({ kind: 'counters', id, counter, amount: m });
    }
    // kicked text (702.33d): "if it was kicked, it enters with N counters", "a counter for each time it was kicked" (702.33c)
    const kicked = this.state.ability(id, 'wasKicked');
    const times = kicked ? this.state.amountOf(id, kicked) : 0;
    for (const hook of ['entersWithIfKicked', 'entersWithPerKick'] as const) {
      const kk = this.state.ability(id, hook);
      if (!kk || times === 0) continue;
      const counter = KEYWORD_RULES[kk][hook]!;
      const count = hook === 'entersWithIfKicked' ? this.state.amountOf(id, kk) : times;
      pe.counters[counter] += count;
      this.state.changed();
      this.step('enters-kicked-counters', { target: pe.label, count, counter, times, now: this.state.ptText(id) }, [], [...KEYWORD_RULES[kk].rules]);
      this.emit({ kind: 'counters', id, counter, amount: count });
    }
    // unleash, riot (702.98a, 702.136a): an additional +1/+1 counter as it enters, its controller's choice
    const choosing = this.state.ability(id, 'counterAsEnters');
    if (choosing && counterAsEnters(this, pe, choosing)) this.emit({ kind: 'counters', id, counter: '+1/+1', amount: 1 });
    // devour (702.82a): creatures sacrificed as it enters, N +1/+1 counters for each
    const devour = this.state.ability(id, 'devours');
    const eaten = devour ? devourAsEnters(this, pe, devour, (victim) => this.leave(victim, 'graveyard', msg('reason.sacrificed'))) : 0;
    if (eaten > 0) this.emit({ kind: 'counters', id, counter: '+1/+1', amount: eaten });
    // amplify (702.38a): cards of its controller's hand sharing a creature type, revealed as it enters
    const amplify = this.state.ability(id, 'amplifies');
    const amplified = amplify ? amplifyAsEnters(this, pe, amplify) : 0;
    if (amplified > 0) this.emit({ kind: 'counters', id, counter: '+1/+1', amount: amplified });
    // tribute (702.104a): an opponent's choice of more +1/+1 counters
    const tribute = this.state.ability(id, 'tribute');
    const paid = tribute ? tributeAsEnters(this, pe, tribute) : 0;
    if (paid > 0) this.emit({ kind: 'counters', id, counter: '+1/+1', amount: paid });
  }

  /** A card back on the battlefield from the graveyard is a new object (400.7): nothing of its old life carries over. */
  returnAsNewObject(pe: Perm, id: string): void {
    this.state.move(pe, 'battlefield');
    pe.damage = 0;
    pe.counters = { '+1/+1': 0, '-1/-1': 0 };
    pe.age = 0;
    pe.level = 0;
    pe.spore = 0;
    pe.regen = 0;
    pe.tapped = false;
    pe.sick = true;
    pe.inCombat = false;
    this.state.damagedBy.delete(id);
    delete pe.leftBecause;
    delete pe.lastKnown;
    delete pe.lastCounters;
    for (let i = this.state.effects.length - 1; i >= 0; i--) if (this.state.effects[i]!.object === id) this.state.effects.splice(i, 1);
    this.entering(pe);
  }

  /** A permanent as the scenario writes it, before anything happens to it. */
  newPerm(o: MtgObject): Perm {
    const pe: Perm = {
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
      moves: 0,
      start: o.zone ?? 'battlefield',
      counters: { '+1/+1': o.counters?.['+1/+1'] ?? 0, '-1/-1': o.counters?.['-1/-1'] ?? 0 },
      age: o.age ?? 0,
      level: o.level ?? 0,
      spore: o.spore ?? 0,
      regen: 0,
      tapped: o.keywords?.some((k) => KEYWORD_RULES[k].starts === 'tapped') ?? false,
      sick: o.keywords?.some((k) => KEYWORD_RULES[k].starts === 'sick') ?? false,
    };
    // an Aura or Equipment written attached to an object starts attached to it as it is (attachments.ts)
    if (o.attachedTo !== undefined) {
      pe.attachedTo = o.attachedTo;
      pe.attachedMoves = 0;
    }
    return pe;
  }

  // --- what life totals ask (engine/mtg/life.ts, LifeHost)
  changeLife(source: Source, player: string, delta: number): number {
    return this.host.changeLife(source, player, delta);
  }

  creaturesToSacrifice(player: string): string[] {
    const plan = planSacrifices(this.activationHost, player, ['sacrifice-creature']);
    return 'picks' in plan ? plan.picks[0]!.order : [];
  }

  sacrifice(source: Source, id: string): void {
    this.host.sacrifice(source, id);
  }

  draw(source: Source, player: string, n: number): number {
    return draw(this, source, player, n);
  }

  /** 111.1–111.3: creature tokens enter the battlefield under `player`'s control, as new objects that never were anywhere else. */
  createToken(source: Source, player: string, power: number, toughness: number, copyOf?: string, traits?: Effect['token'], kind?: PredefinedToken): void {
    // 614.1a: "twice that many" replaces the creating event, before anything replaces how each token enters (616.1g)
    const doubler = [...this.state.perms.values()].find((p) => p.zone === 'battlefield' && this.state.controller(p.o.id) === player && this.state.ability(p.o.id, 'doublesTokens') !== undefined);
    if (doubler) this.steps.push({ key: `${CPNS}.step.tokens-doubled`, params: { source: doubler.label, player }, cites: [], rules: ['614.1a', '616.1g'] });
    for (let i = doubler ? 2 : 1; i > 0; i--) this.createOneToken(source, player, power, toughness, copyOf, traits, kind);
  }

  /** A new object that was nowhere before (a token, a land found in a library the scenario does not list) is put onto the battlefield (400.7, 111.1). */
  private putOntoBattlefield(o: MtgObject): Perm {
    const pe = this.newPerm(o);
    pe.zone = 'none';
    pe.start = 'none';
    this.state.perms.set(o.id, pe);
    this.state.move(pe, 'battlefield');
    return pe;
  }

  /** 111.1–111.3: one creature token enters the battlefield under `player`'s control, as a new object that never was anywhere else. */
  private createOneToken(source: Source, player: string, power: number, toughness: number, copyOf?: string, traits?: Effect['token'], kind?: PredefinedToken): void {
    let n = 1;
    while (this.state.perms.has(`token${n}`)) n++;
    const of = copyOf !== undefined ? this.state.perms.get(copyOf) : undefined;
    const o: MtgObject = of ? copiable(of.o, `token${n}`, player, true) : kind ? predefinedObject(kind, `token${n}`, player) : tokenObject(`token${n}`, player, power, toughness, traits);
    const pe = this.putOntoBattlefield(o);
    pe.sick = true;
    this.state.seen.created?.push(o.id);
    if (kind) this.steps.push({ key: `${PTNS}.step.created`, params: { source: source.label, target: pe.label, player, token: tokenName(kind) }, cites: [], rules: ['111.1', ...PREDEFINED[kind].rules] });
    else if (of) this.steps.push({ key: `${CPNS}.step.token-copy`, params: { source: source.label, target: pe.label, player, original: of.label }, cites: [], rules: ['111.1', '707.2'] });
    else this.steps.push({ key: 'engine-mtg.card-effects.token-created', params: { source: source.label, target: pe.label, player, pt: `${power}/${toughness}` }, cites: [], rules: ['111.1', '111.2'] });
    this.registerStatics(pe);
    this.entering(pe);
    this.emit({ kind: 'enters', id: o.id });
  }

  /** A basic land card found in `player`'s library enters the battlefield under their control, as a new object (701.19a, 305.4). */
  enterLand(source: Source, player: string, tapped: boolean, said = false, from: 'library' | 'hand' = said ? 'hand' : 'library'): void {
    let n = 1;
    while (this.state.perms.has(`land${n}`)) n++;
    const o: MtgObject = { id: `land${n}`, controller: player, type: 'other', keywords: ['land'] };
    const pe = this.putOntoBattlefield(o);
    pe.tapped = tapped;
    // a card of a library (or, `said`, of a hand): the outcome says where it came from, not that it was created
    pe.from = from;
    // `said`: the caller's own step already says where the land came from (a land card from the hand, engine/mtg/looking.ts)
    if (!said) this.steps.push({ key: `${SEARCH_NS}.step.land-enters`, params: { source: source.label, target: pe.label, player, tapped: tapped ? 1 : 0 }, cites: [], rules: ['701.19a', '305.4'] });
    this.registerStatics(pe);
    this.entering(pe);
    this.emit({ kind: 'enters', id: o.id });
  }

  /** Undying / persist: the card comes back as a new object (400.7) with one counter, if it is still in the graveyard. */
  returnWithCounter(id: string, counter: CounterKind, rules: string[]): void {
    const pe = this.state.perms.get(id)!;
    if (pe.zone !== 'graveyard') {
      this.step('return-gone', { target: pe.label }, [], [...rules, '400.7']);
      return;
    }
    this.returnAsNewObject(pe, id);
    const barred = countersBarred(this, id, 1, counter);
    if (!barred) pe.counters[counter] = 1;
    this.state.changed();
    if (barred) this.steps.push({ key: 'engine-mtg-cant.step.returns-without-counter', params: { target: pe.label, now: this.state.ptText(id) }, cites: [], rules: [...rules, '400.7'] });
    else this.step('returns', { target: pe.label, counter, now: this.state.ptText(id) }, [], [...rules, '400.7']);
    this.emit({ kind: 'enters', id });
    if (!barred) this.emit({ kind: 'counters', id, counter, amount: 1 });
  }

  /** A permanent leaves the battlefield; "when this dies" and "whenever a creature dies" trigger (603.6c, 603.10a). */
  leave(pe: Perm, zone: Zone, because: Message): void {
    if (pe.zone !== 'battlefield') return;
    const wasCreature = this.state.isCreature(pe.o.id);
    if (zone === 'graveyard' && this.state.ability(pe.o.id, 'exileInstead')) {
      this.step('exiled-instead', { target: pe.label }, [], ['614.1a', '614.6']);
      zone = 'exile';
      because = msg('reason.exiled-instead');
    }
    pe.lastKnown = this.state.chars(pe.o.id);
    pe.lastCounters = { ...pe.counters };
    this.state.move(pe, zone);
    pe.inCombat = false;
    pe.leftBecause = because;
    this.state.leftNow.add(pe.o.id);
    this.state.changed();
    this.emit({ kind: 'leaves', id: pe.o.id, to: zone });
    if (zone === 'graveyard' && wasCreature) this.emit({ kind: 'dies', id: pe.o.id });
  }

}

// ---------------------------------------------------------------------------------------------------------------

/** Keys a described effect leaves out (what the scenario wrote to choose targets, count an amount, or make it optional). */
const CHOOSE: readonly (keyof Effect)[] = ['choose'];
const AMOUNT_FROM_CHOOSE: readonly (keyof Effect)[] = ['amountFrom', 'choose'];
const OPTIONAL_CHOOSE: readonly (keyof Effect)[] = ['optional', 'choose'];

const kernel: RunKernel = (s, forced, era, triggerOrders) => new Kernel(s, forced, era, triggerOrders).execute();

export function resolveMtg(s: MtgScenario): Resolution {
  const era = s.actions.find((a): a is Extract<MtgAction, { kind: 'ruleset' }> => a.kind === 'ruleset')?.era ?? 'today';
  if (era !== 'today') return resolveHistorical(s, era, kernel);
  return resolveToday(s, kernel);
}

