/**
 * Gate Ruler by the rules of the 2021-10-21 update (seed 001): damage executions placed on the gate and resolved one
 * by one; immediate destruction, 【ソウルガード】 and other "stays on the field" effects (still a destruction, one soul
 * each time); "put into the graveyard" is not destruction; prevention of "the next damage" choosing any eligible
 * execution on the gate when it resolves; damage that can't be reduced; 【接死】 on combat damage, at end of combat;
 * 【2回攻撃】/【3回攻撃】 acting at end of combat; damage reversal (DR n, DR n/A・B) and healing; costs with
 * 【コスト軽減】 and the ruler 《O‐15 オーバーロード》; stat modifiers in timestamp order.
 *
 * Note: a later Gate Ruler rules change removed damage executions from the gate; this module implements the
 * 2021-10-21 rules and says so in its ruleset.
 *
 * Pure: no I/O. Every step carries a message key, parameters, knowledge-base ids and rule references. Open choices
 * are resolved the usual way and labelled as assumptions; when another choice changes the outcome, every choice is
 * resolved too (branches).
 */
import type {
  Branch,
  FinalState,
  Message,
  MessageParam,
  MessageParams,
  ObjectState,
  Resolution,
} from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import { Trace } from '../core/trace.ts';
import { CITE, R } from './cites.ts';
import type { DrSpec, GrAction, GrObject, GrScenario } from './scenario.ts';
import type { GrKeyword } from './vocabulary.ts';
import { fold } from '../core/lexer.ts';
import { printDr } from './print.ts';
import { rulerRule, rulingsAt, type Moment, type RulerKind, type Rulings } from './cards.ts';

const NS = 'engine-gr';
const key = (k: string) => `${NS}.${k}`;
/** Most outcomes computed for open choices; beyond that only the usual choice is shown. */
export const MAX_BRANCHES = 8;

export const msg = messagesOf(NS);



export function label(o: GrObject): string {
  return o.name ? `${o.name} (${o.id})` : o.id;
}

// ---------------------------------------------------------------------------------------------------------------
// state

interface Mod {
  op: 'add' | 'set';
  atk: number;
  hp: number;
  eot: boolean;
}

interface Unit {
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

interface Ruler {
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

interface Part {
  to: string;
  amount: number;
  original: number;
}

interface Exec {
  n: number;
  parts: Part[];
  from?: string;
  source: MessageParam;
  combat: boolean;
  unreducible: boolean;
  label?: string;
  pierce?: boolean;
}

type PreventAction = Extract<GrAction, { kind: 'prevent' }>;
type DamageAction = Extract<GrAction, { kind: 'damage' }>;
type DestroyAction = Extract<GrAction, { kind: 'destroy' }>;

interface Point {
  key: string;
  chooser: string;
  options: Message[];
  explicit: boolean;
  /** The option the usual choice takes. */
  usual: number;
  /** How each option reads in a branch label. */
  labels: Message[];
}

interface RunResult extends Resolution {
  points: Map<string, Point>;
}

type Cause = 'damage' | 'effect' | 'deathtouch' | 'cost';

// ---------------------------------------------------------------------------------------------------------------

class Run extends Trace {
  readonly units = new Map<string, Unit>();
  readonly cards = new Map<string, GrObject>();
  readonly rulers = new Map<string, Ruler>();
  readonly points = new Map<string, Point>();
  readonly shields: Array<{ a: PreventAction; index: number }> = [];
  readonly noted = new Set<string>();
  combat: { attacker?: string; restedByEffect?: boolean } | undefined;
  stopped = false;
  turn: string | undefined;
  /** Cards (by label) that were not played or whose cost was not paid, with why: later directives of them do not happen. */
  readonly unpaid = new Map<string, Message>();
  /** Labels of cards not played for lack of a legal choice (the rest are unpaid DRs). */
  readonly noChoice = new Set<string>();
  readonly notes: Message[] = [];

  constructor(
    readonly s: GrScenario,
    readonly forced: Map<string, number>,
  ) {
    super(NS);
  }

  // --- recording
  /** Each assumption is stated once, however often it applies. */
  override assume(k: string, params: MessageParams, rules: string[] = [], cites: string[] = []): void {
    if (this.noted.has(k)) return;
    this.noted.add(k);
    super.assume(k, params, rules, cites);
  }

  // --- lookups
  has(u: Unit, kw: GrKeyword): boolean {
    return u.o.keywords?.includes(kw) ?? false;
  }
  name(id: string): MessageParam {
    const u = this.units.get(id);
    if (u) return u.label;
    const c = this.cards.get(id);
    if (c) return label(c);
    if (this.rulers.has(id)) return msg('ruler', { player: id });
    return id;
  }
  /** Current ATK/HP: printed values, then every modifier in the order it started applying. */
  stats(u: Unit): { atk: number; hp: number } {
    let atk = u.o.atk ?? 0;
    let hp = u.o.hp ?? 0;
    for (const m of u.mods) {
      if (m.op === 'set') {
        atk = m.atk;
        hp = m.hp;
      } else {
        atk += m.atk;
        hp += m.hp;
      }
    }
    return { atk, hp };
  }
  controllerOf(id: string | undefined): string | undefined {
    if (id === undefined) return undefined;
    if (this.rulers.has(id)) return id;
    return this.units.get(id)?.o.controller ?? this.cards.get(id)?.controller;
  }
  /** The card rulings (cards.ts) about `moment` when the position is their card's: a label or a unit's name names it. */
  rulings(moment: Moment, text: string | undefined, ...ids: Array<string | undefined>): Rulings {
    return rulingsAt(moment, text, ...ids.map((id) => (id === undefined ? undefined : (this.units.get(id)?.o.name ?? this.cards.get(id)?.name))));
  }
  opponentOf(player: string): string {
    return this.s.players.find((p) => p.id !== player)?.id ?? player;
  }
  maxAttacks(u: Unit): number {
    return this.has(u, '3回攻撃') ? 3 : this.has(u, '2回攻撃') ? 2 : 1;
  }
  ruler(id: string): Ruler {
    let r = this.rulers.get(id);
    if (!r) {
      r = { id, up: [], down: 0, upBefore: 0, downBefore: 0, taken: 0, flipped: 0, healed: 0, paid: [], drFailed: 0, rights: 1, rested: false, delayed: 0 };
      this.rulers.set(id, r);
    }
    return r;
  }

  // -------------------------------------------------------------------------------------------------------------
  execute(): RunResult {
    this.setup();
    this.checkState();
    if (this.violations.some((v) => v.fatal)) this.stopped = true;
    else this.play();
    return { ...this.resolution(this.outcome(), this.final(), this.stopped), points: this.points };
  }

  setup(): void {
    for (const p of this.s.players) {
      const r = this.ruler(p.id);
      r.up = (p.dz ?? []).map((c) => [...c]);
      r.down = p.down ?? 0;
      r.upBefore = r.up.length;
      r.downBefore = r.down;
      if (p.energy !== undefined) {
        r.energy = p.energy;
        r.energyBefore = p.energy;
      }
      if (p.ruler) r.kind = p.ruler;
      if (p.rights !== undefined) r.rights = p.rights;
      if (p.stk !== undefined) r.stk = p.stk;
    }
    const summoned = new Set(this.s.actions.flatMap((a) => (a.kind === 'summon' ? [a.unit] : [])));
    for (const o of this.s.objects) {
      if (o.type !== 'unit') {
        this.cards.set(o.id, o);
        continue;
      }
      this.units.set(o.id, {
        o,
        label: label(o),
        // a unit summoned in the scenario starts in its controller's hand
        zone: summoned.has(o.id) ? 'hand' : 'battlefield',
        damage: o.damage ?? 0,
        soul: o.soul ?? 0,
        mods: [],
        rested: o.keywords?.includes('レスト') ?? false,
        attacks: 0,
        deathtouched: false,
        destroyed: 0,
        stayed: 0,
        buried: false,
      });
      if (o.soul && !o.keywords?.includes('ソウルガード')) {
        // souls matter only to soul guard here; say so once
        this.assume('soul-without-soulguard', { unit: label(o) }, [R.destruction], [CITE.soulguard]);
      }
    }
  }

  /** A scenario that starts in a state the game would already have changed is illegal. */
  checkState(): void {
    for (const u of this.units.values()) {
      if (u.zone !== 'battlefield') continue;
      const { hp } = this.stats(u);
      if (u.damage >= hp) {
        this.violate('state-lethal', { unit: u.label, damage: u.damage, hp }, [R.destruction], [CITE.destroyImmediate]);
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  play(): void {
    const acts = this.s.actions;
    for (let i = 0; i < acts.length && !this.stopped; i++) {
      const a = acts[i]!;
      // a prevention played in response is paid for when the executions are on the gate (resolveBatch)
      if (a.kind !== 'prevent' && this.blocked(a, i)) continue;
      switch (a.kind) {
        case 'choose':
          this.choose(a);
          break;
        case 'turn':
          // a new turn: its player's ruler stands up again
          this.endCombat();
          this.turn = a.player;
          this.ruler(a.player).rested = false;
          break;
        case 'summon':
          this.summon(a);
          break;
        case 'attack': {
          this.endCombat();
          const exec = this.attack(a);
          if (this.stopped) break;
          const batch: Exec[] = exec ? [exec] : [];
          i = this.gather(i + 1, batch, true);
          break;
        }
        case 'damage': {
          if (a.combat && !this.combat) {
            this.combat = {};
            this.assume('combat-without-attack', {}, [R.deathtouch], [CITE.deathtouch]);
          }
          const batch = this.execsOf(a, 0);
          i = this.gather(i + 1, batch, a.combat === true);
          break;
        }
        case 'prevent':
          if (this.blocked(a, i)) break;
          this.shields.push({ a, index: i });
          this.step('shield', { effect: this.effectName(a), amount: this.amountMsg(a) }, [CITE.nextDamage], [R.prevention]);
          break;
        case 'destroy': {
          if (a.at === 'damage-step') this.warn('damage-step-outside-combat', {}, [R.blackAntler]);
          const u = this.unitFor(a.target, 'destroy');
          if (!u) break;
          if (a.cost && this.has(u, 'ダメージ以外で破壊されない')) {
            this.violate('cost-destroy-only-damage', { unit: u.label }, [R.parzival], [CITE.parzival], false);
            break;
          }
          this.destroy(u, a.cost ? 'cost' : 'effect', a.label);
          break;
        }
        case 'graveyard': {
          const u = this.unitFor(a.target, 'graveyard');
          if (u) this.bury(u, a.label);
          break;
        }
        case 'rest': {
          const u = this.unitFor(a.target, 'rest');
          if (!u) break;
          u.rested = true;
          const attacker = this.combat?.attacker === u.o.id && this.maxAttacks(u) > 1;
          if (this.combat && this.combat.attacker === u.o.id) this.combat.restedByEffect = true;
          this.step('rested', { unit: u.label, effect: a.label ?? msg('an-effect') }, attacker ? [CITE.multiAttack] : [], [R.tripleAttack]);
          break;
        }
        case 'end':
          if (!this.combat) this.warn('end-without-combat', {});
          this.endCombat();
          break;
        case 'dr':
          if (!this.dr(a.player, a.spec, i, a.label)) {
            if (a.label) this.unpaid.set(a.label, msg('why.dr', { dr: `DR${printDr(a.spec)}` }));
            // nothing says what this DR pays for: say how to write it so that the payment is not applied anyway
            else if (i + 1 < acts.length) this.warn('dr-unlinked', { dr: `DR${printDr(a.spec)}` }, [R.dr], [CITE.drBasics]);
          }
          break;
        case 'heal':
          this.heal(a.player, a.count);
          break;
        case 'cost':
          this.cost(a, i);
          break;
        case 'modify':
          this.modify(a);
          break;
      }
    }
    if (!this.stopped) this.endCombat();
    for (const sh of this.shields) {
      this.warn('shield-unused', { effect: this.effectName(sh.a) }, [R.prevention], [CITE.nextDamage]);
    }
  }

  /** Executions placed together, the prevention played while they are on the gate, then their resolution. */
  gather(from: number, batch: Exec[], combat: boolean): number {
    const acts = this.s.actions;
    let j = from;
    if (combat) {
      while (j < acts.length && acts[j]!.kind === 'damage' && (acts[j] as DamageAction).combat) {
        if (!this.blocked(acts[j]!, j)) batch.push(...this.execsOf(acts[j] as DamageAction, batch.length));
        j++;
      }
      // delayed destructions "at the start of the damage step" (《ブラックアントラー》) come before the combat damage
      // (a choice made by the ability that sets it up, such as its target, may come first)
      const isDelayed = (x: GrAction | undefined) => x?.kind === 'destroy' && x.at === 'damage-step';
      const afterChoices = (k: number) => {
        while (k < acts.length && acts[k]!.kind === 'choose') k++;
        return acts[k];
      };
      while (j < acts.length && isDelayed(afterChoices(j))) {
        if (acts[j]!.kind === 'choose') {
          const ch = acts[j] as Extract<GrAction, { kind: 'choose' }>;
          j++;
          if (!this.blocked(ch, j - 1)) this.choose(ch);
          continue;
        }
        const d = acts[j] as DestroyAction;
        j++;
        if (this.blocked(d, j - 1)) continue;
        const u = this.unitFor(d.target, 'destroy');
        this.step('damage-step-destroy', { unit: this.name(d.target), card: d.label ?? msg('an-effect') }, this.rulings('damage-step-destroy', d.label).cites, [R.blackAntler]);
        if (u) this.destroy(u, 'effect', d.label);
      }
      for (let k = batch.length - 1; k >= 0; k--) {
        const e = batch[k]!;
        const src = e.from !== undefined ? this.units.get(e.from) : undefined;
        if (e.combat && src && src.zone !== 'battlefield') {
          this.step('combat-source-gone', { unit: src.label }, [], [R.blackAntler]);
          batch.splice(k, 1);
        }
      }
    }
    const responses: Array<{ a: PreventAction; index: number }> = [];
    while (j < acts.length && acts[j]!.kind === 'prevent') {
      responses.push({ a: acts[j] as PreventAction, index: j });
      j++;
    }
    this.resolveBatch(batch, responses);
    return j - 1;
  }

  execsOf(a: DamageAction, offset: number): Exec[] {
    if (a.pierce) this.pierceCheck(a);
    const src = a.from !== undefined ? this.name(a.from) : (a.label ?? msg('an-effect'));
    return a.executions.map((e, k) => {
      const ex: Exec = {
        n: offset + k + 1,
        parts: e.parts.map((p) => ({ to: p.to, amount: p.amount, original: p.amount })),
        source: a.label && a.from !== undefined ? msg('source-named', { source: this.name(a.from), card: a.label }) : src,
        combat: a.combat === true,
        unreducible: a.unreducible === true,
      };
      if (a.from !== undefined) ex.from = a.from;
      if (a.label !== undefined) ex.label = a.label;
      if (a.pierce) ex.pierce = true;
      return ex;
    });
  }

  effectName(a: { label?: string; from?: string }): MessageParam {
    if (a.label) return a.label;
    if (a.from !== undefined) return this.name(a.from);
    return msg('the-prevention');
  }

  amountMsg(a: PreventAction): Message {
    return a.mode === 'set' ? msg('amount.set', { amount: a.amount }) : msg('amount.reduce', { amount: a.amount });
  }

  partsMsg(e: Exec, which: 'amount' | 'original' = 'amount'): Message {
    return list(
      'comma',
      e.parts.map((p) => msg('part', { amount: p[which], to: this.name(p.to) })),
    );
  }

  execMsg(e: Exec): Message {
    return msg(e.combat ? 'exec-combat' : 'exec', { n: e.n, parts: this.partsMsg(e, 'original'), source: e.source });
  }

  unitFor(id: string, what: string): Unit | undefined {
    const u = this.units.get(id);
    if (!u) {
      this.violate('not-a-unit', { object: this.name(id), what: msg(`what-action.${what}`) }, [R.destruction], [], false);
      return undefined;
    }
    if (u.zone !== 'battlefield') {
      this.warn('not-on-field', { unit: u.label }, [R.destruction], [CITE.destroyImmediate]);
      return undefined;
    }
    return u;
  }

  // -------------------------------------------------------------------------------------------------------------
  // damage

  resolveBatch(batch: Exec[], responses: Array<{ a: PreventAction; index: number }>): void {
    if (batch.length === 0) {
      for (const r of responses) this.warn('prevent-nothing', { effect: this.effectName(r.a) }, [R.prevention], [CITE.nextDamage]);
      return;
    }
    const cites: string[] = [CITE.execution];
    const rules: string[] = [R.prevention];
    // a card's ruling on two executions of one source to one unit is cited only when the position is that card's
    const twice = batch.some((e, i) => batch.some((f, j) => j > i && f.from === e.from && f.source === e.source && f.parts.some((p) => e.parts.some((q) => q.to === p.to))));
    if (twice) {
      const card = this.rulings('same-source-twice', batch[0]!.label);
      cites.push(...card.cites);
      rules.push(...card.rules);
    }
    this.step('gate', { count: batch.length, executions: list('comma', batch.map((e) => this.execMsg(e))) }, cites, rules);
    if (batch.length > 1) {
      this.assume('execution-order', {}, [R.prevention], [CITE.execution]);
    }

    // prevention that was waiting for the next damage, then prevention played while these are on the gate
    for (let k = 0; k < this.shields.length; ) {
      const sh = this.shields[k]!;
      if (batch.some((e) => this.eligible(sh.a, e))) {
        this.shields.splice(k, 1);
        this.prevent(sh.a, batch, `prevent#${sh.index}`);
      } else k++;
    }
    for (const r of responses) {
      if (this.blocked(r.a, r.index)) continue;
      if (!batch.some((e) => this.eligible(r.a, e))) {
        this.warn('prevent-nothing', { effect: this.effectName(r.a) }, [R.prevention], [CITE.nextDamage]);
        continue;
      }
      this.prevent(r.a, batch, `prevent#${r.index}`);
    }

    for (const e of batch) {
      this.step('resolve-exec', { exec: this.execMsg(e) }, [CITE.execution], [R.prevention]);
      for (const p of e.parts) this.dealPart(e, p);
    }
  }

  eligible(a: PreventAction, e: Exec): boolean {
    if (a.only === 'combat' && !e.combat) return false;
    if (a.only === 'effect' && e.combat) return false;
    if (a.from !== undefined && e.from !== a.from) return false;
    if (a.to !== undefined && !e.parts.some((p) => p.to === a.to)) return false;
    return true;
  }

  /** Damage this prevention would remove from what `chooser` controls, if applied to `e`. */
  saved(a: PreventAction, e: Exec, chooser: string | undefined): number {
    if (e.unreducible) return 0;
    let n = 0;
    for (const p of e.parts) {
      if (a.to !== undefined && p.to !== a.to) continue;
      if (chooser !== undefined && this.controllerOf(p.to) !== chooser) continue;
      n += p.amount - this.reduced(a, p.amount);
    }
    return n;
  }

  reduced(a: PreventAction, amount: number): number {
    return a.mode === 'set' ? Math.min(amount, a.amount) : Math.max(0, amount - a.amount);
  }

  prevent(a: PreventAction, batch: Exec[], pointKey: string): void {
    const candidates = batch.filter((e) => this.eligible(a, e));
    const chooser = a.by ?? this.controllerOf(a.to) ?? this.controllerOf(candidates[0]!.parts[0]!.to) ?? this.s.players[0]?.id ?? 'A';
    const rules = [R.prevention];
    const cites: string[] = [CITE.nextDamage];
    const whole = a.to === undefined && a.mode === 'set' && a.amount === 0;
    if (whole && candidates.length > 1) cites.push(CITE.katatagae);
    let chosen = candidates[0]!;
    if (candidates.length > 1) {
      let usual = 0;
      candidates.forEach((e, i) => {
        if (this.saved(a, e, chooser) > this.saved(a, candidates[usual]!, chooser)) usual = i;
      });
      let explicit = false;
      let index = this.forced.get(pointKey) ?? usual;
      if (a.pick !== undefined) {
        const given = candidates.findIndex((e) => e.n === a.pick);
        if (given >= 0) {
          index = given;
          explicit = true;
        } else {
          this.violate('pick-invalid', { pick: a.pick, effect: this.effectName(a), executions: list('comma', candidates.map((e) => `#${e.n}`)) }, rules, cites, false);
        }
      }
      chosen = candidates[Math.min(index, candidates.length - 1)]!;
      const options = candidates.map((e) => this.execMsg(e));
      this.points.set(pointKey, { key: pointKey, chooser, options, explicit, usual, labels: options.map((o) => msg('branch.prevent', { effect: this.effectName(a), exec: o })) });
      this.choices.push({
        chooser,
        what: msg('choice.prevent', { chooser, effect: this.effectName(a) }),
        range: msg('range.prevent', { executions: list('or', options) }),
        taken: msg(explicit ? 'taken.given' : index === usual ? 'taken.prevent-usual' : 'taken.prevent-other', { exec: this.execMsg(chosen) }),
        assumed: !explicit,
        cites,
        rules,
      });
    } else {
      this.step('prevent-only', { effect: this.effectName(a), exec: this.execMsg(chosen) }, cites, rules);
    }
    if (chosen.unreducible) {
      const card = this.rulings('unreducible', chosen.label, chosen.from);
      this.step('unreducible', { effect: this.effectName(a), exec: this.execMsg(chosen), amount: this.amountMsg(a) }, [CITE.cantReduce, ...card.cites], [R.lucifer]);
      return;
    }
    const parts = chosen.parts.filter((p) => a.to === undefined || p.to === a.to);
    if (a.mode === 'reduce' && parts.length > 1) this.assume('reduce-each-part', { effect: this.effectName(a) }, rules, [CITE.nextDamage]);
    const changes = parts.map((p) => {
      const before = p.amount;
      p.amount = this.reduced(a, p.amount);
      return msg('change', { to: this.name(p.to), from: before, amount: p.amount });
    });
    this.step('prevented', { effect: this.effectName(a), n: chosen.n, amount: this.amountMsg(a), changes: list('comma', changes) }, cites, rules);
  }

  dealPart(e: Exec, p: Part): void {
    const src = e.from !== undefined ? this.units.get(e.from) : undefined;
    const deathtouch = src !== undefined && this.has(src, '接死');
    const r = this.rulers.get(p.to);
    if (r) {
      if (p.amount <= 0) {
        this.step('no-damage', { source: e.source, target: this.name(p.to) }, [CITE.execution], [R.prevention]);
        return;
      }
      for (let k = 0; k < p.amount; k++) r.up.push([]);
      r.taken += p.amount;
      this.step('ruler-damage', { source: e.source, player: r.id, amount: p.amount, up: r.up.length, down: r.down }, [CITE.execution, CITE.drFaceDown], [R.prevention, R.dr]);
      const rr = rulerRule(r.kind);
      const min = rr?.delayedFromCombatDamage;
      if (e.pierce) this.step('pierce-combat', { player: r.id, amount: p.amount }, min !== undefined ? [rr!.cite] : [], [R.trickster]);
      if (deathtouch && e.combat) this.step('deathtouch-ruler', { source: src!.label }, [CITE.deathtouch], [R.deathtouch]);
      if (min !== undefined) {
        // a delayed trigger: created now, resolved at end of combat, after all the combat damage
        if (e.combat && p.amount >= min) {
          r.delayed++;
          if (!this.combat) this.combat = {};
          this.step('trickster-delayed', { player: r.id, amount: p.amount }, [rr!.cite], [rr!.rule]);
        } else {
          this.step(e.combat ? 'trickster-too-little' : 'trickster-not-combat', { player: r.id, amount: p.amount }, [rr!.cite], [rr!.rule]);
        }
      }
      return;
    }
    const u = this.units.get(p.to);
    if (!u) {
      this.warn('damage-to-card', { object: this.name(p.to) }, [R.prevention]);
      return;
    }
    if (u.zone !== 'battlefield') {
      this.step('part-gone', { unit: u.label, exec: e.n }, [CITE.execution], [R.prevention]);
      return;
    }
    if (p.amount <= 0) {
      this.step('no-damage', { source: e.source, target: u.label }, [CITE.execution], [R.prevention]);
      if (deathtouch && e.combat) this.step('deathtouch-prevented', { source: src!.label, unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
      return;
    }
    u.damage += p.amount;
    const { hp } = this.stats(u);
    this.step(e.combat ? 'unit-combat-damage' : 'unit-damage', { source: e.source, unit: u.label, amount: p.amount, total: u.damage, hp }, [CITE.execution], [R.prevention]);
    if (e.combat && src && e.from !== this.combat?.attacker) {
      const kw = this.has(src, '反撃') ? '反撃' : this.has(src, '迎撃') ? '迎撃' : undefined;
      if (kw) this.step('counter-combat', { source: src.label, keyword: `【${kw}】` }, [CITE.deathtouch], [R.deathtouch]);
    }
    if (deathtouch) {
      if (e.combat) {
        u.deathtouched = true;
        this.step('deathtouch-trigger', { source: src!.label, unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
      } else {
        this.step('deathtouch-effect', { source: src!.label, unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
      }
    }
    if (u.damage >= hp) this.destroy(u, 'damage');
  }

  // -------------------------------------------------------------------------------------------------------------
  // destruction

  causeMsg(cause: Cause, card?: string): Message {
    return card ? msg(`cause.${cause}-named`, { card }) : msg(`cause.${cause}`);
  }

  /** Destruction: the card goes to the graveyard at once, unless something keeps it on the field. */
  destroy(u: Unit, cause: Cause, card?: string): void {
    if (cause !== 'damage' && this.has(u, 'ダメージ以外で破壊されない')) {
      const cites: string[] = [CITE.parzival];
      if (cause === 'deathtouch') cites.push(CITE.deathtouch);
      this.step('only-damage', { unit: u.label, cause: this.causeMsg(cause, card) }, cites, [R.parzival]);
      return;
    }
    u.destroyed++;
    const { hp } = this.stats(u);
    this.step(
      cause === 'damage' ? 'destroyed-damage' : 'destroyed',
      { unit: u.label, damage: u.damage, hp, cause: this.causeMsg(cause, card) },
      [CITE.destroyImmediate],
      cause === 'damage' ? [R.destruction] : [R.destruction],
    );
    let saved = false;
    if (this.has(u, 'ソウルガード')) {
      if (u.soul > 0) {
        this.choices.push({
          chooser: u.o.controller,
          what: msg('choice.soulguard', { chooser: u.o.controller, unit: u.label }),
          range: msg('range.soulguard', { souls: u.soul }),
          taken: msg('taken.soulguard'),
          assumed: true,
          cites: [CITE.soulguard],
          rules: [R.destruction],
        });
        u.soul--;
        const ended = this.keep(u);
        this.step('soulguard', { unit: u.label, left: u.soul, ended }, [CITE.soulguard], u.destroyed > 1 ? [R.destruction, R.vrunzvik] : [R.destruction]);
        saved = true;
      } else {
        this.step('soulguard-empty', { unit: u.label }, [CITE.soulguard], u.destroyed > 1 ? [R.destruction, R.vrunzvik] : [R.destruction]);
      }
    }
    if (!saved && u.o.stay) saved = this.stay(u);
    if (!saved) this.toGraveyard(u, () => this.step('to-graveyard', { unit: u.label }, [CITE.destroyImmediate], [R.destruction]));
    if (this.has(u, '破壊時能力')) {
      this.step(saved ? 'on-destroy-stayed' : 'on-destroy', { unit: u.label }, [saved ? CITE.soulguard : CITE.destroyImmediate], [R.destruction]);
    }
  }

  /** Goes to the graveyard, unless a replacement exiles it instead (《たたり鬼》, from any zone). */
  toGraveyard(u: Unit, announce: () => void): void {
    if (!this.has(u, '墓地の代わりに除外')) {
      u.zone = 'graveyard';
      announce();
      return;
    }
    u.zone = 'exile';
    this.step(u.buried ? 'exiled-instead-buried' : 'exiled-instead', { unit: u.label }, this.rulings('exiled-instead', undefined, u.o.id).cites, [R.tatari]);
  }

  /** Kept on the field: no move, damage back to 0, effects with a limited duration end. Returns how many ended. */
  keep(u: Unit): number {
    u.stayed++;
    u.damage = 0;
    const before = u.mods.length;
    u.mods = u.mods.filter((m) => !m.eot);
    return before - u.mods.length;
  }

  /** A "stays on the field" effect paid with a damage reversal (《神野悪五郎》). */
  stay(u: Unit): boolean {
    const spec = u.o.stay!;
    const r = this.ruler(u.o.controller);
    const eligible = this.eligibleCards(r, spec);
    if (eligible.length < spec.count) {
      this.step('stay-impossible', { unit: u.label, dr: `DR${printDr(spec)}`, eligible: eligible.length }, [CITE.akugoro, CITE.drBasics], [R.akugoro, R.dr]);
      return false;
    }
    this.flip(r, spec, this.defaultPick(r, spec, []));
    const ended = this.keep(u);
    this.step('stay', { unit: u.label, dr: `DR${printDr(spec)}`, player: r.id, up: r.up.length, down: r.down, ended }, [CITE.akugoro, CITE.soulguard], [R.akugoro, R.dr]);
    return true;
  }

  /** "Put into the graveyard" is not destruction. */
  bury(u: Unit, card?: string): void {
    if (u.o.stay) {
      this.step('bury-leaves', { unit: u.label }, [CITE.notGraveyard, CITE.akugoro], [R.destruction, R.akugoro]);
      if (this.stay(u)) return;
    }
    u.buried = true;
    if (this.has(u, '墓地の代わりに除外')) {
      this.toGraveyard(u, () => undefined);
      return;
    }
    u.zone = 'graveyard';
    const notes: Message[] = [];
    if (this.has(u, 'ソウルガード')) notes.push(msg('note.no-soulguard'));
    if (this.has(u, '破壊時能力')) notes.push(msg('note.no-on-destroy'));
    if (this.has(u, 'ダメージ以外で破壊されない')) notes.push(msg('note.no-only-damage'));
    this.step(notes.length ? 'buried-notes' : 'buried', { unit: u.label, card: card ?? msg('an-effect'), notes: list('comma', notes) }, [CITE.notGraveyard], [R.destruction]);
  }

  // -------------------------------------------------------------------------------------------------------------
  // combat

  attack(a: Extract<GrAction, { kind: 'attack' }>): Exec | undefined {
    if (this.rulers.has(a.attacker) && !this.units.has(a.attacker)) return this.rulerAttack(a);
    const u = this.units.get(a.attacker);
    if (!u) {
      this.violate('attacker-not-unit', { object: this.name(a.attacker) }, []);
      this.stopped = true;
      return undefined;
    }
    if (u.zone !== 'battlefield') {
      this.violate('attacker-gone', { unit: u.label }, []);
      this.stopped = true;
      return undefined;
    }
    const max = this.maxAttacks(u);
    if (u.rested) {
      if (u.attacks >= max && max > 1) this.violate('no-attacks-left', { unit: u.label, max }, [R.tripleAttack], [CITE.multiAttack]);
      else this.violate('attacker-rested', { unit: u.label }, max > 1 ? [R.tripleAttack] : [], max > 1 ? [CITE.multiAttack] : []);
      this.stopped = true;
      return undefined;
    }
    const targetUnit = this.units.get(a.target);
    const targetRuler = this.rulers.get(a.target);
    if (targetUnit ? targetUnit.o.controller === u.o.controller : targetRuler ? targetRuler.id === u.o.controller : true) {
      this.violate('attack-own', { unit: u.label, target: this.name(a.target) }, []);
      this.stopped = true;
      return undefined;
    }
    if (targetUnit && targetUnit.zone !== 'battlefield') {
      this.violate('attack-target-gone', { unit: u.label, target: targetUnit.label }, []);
      this.stopped = true;
      return undefined;
    }
    this.combat = { attacker: u.o.id };
    u.rested = true;
    u.attacks++;
    this.step('attack', { unit: u.label, target: this.name(a.target), n: u.attacks, max }, max > 1 ? [CITE.multiAttack] : [], max > 1 ? [R.tripleAttack] : [R.whenAttacking], true);
    const { atk } = this.stats(u);
    let amount = atk;
    if (targetRuler) {
      if (u.o.stk === undefined) this.assume('stk-default', { unit: u.label }, [R.whenAttacking]);
      amount = u.o.stk ?? 1;
    }
    if (amount <= 0) {
      this.step('no-combat-damage', { unit: u.label }, [], [R.prevention]);
      return undefined;
    }
    const src = a.label ? msg('source-named', { source: u.label, card: a.label }) : u.label;
    return { n: 1, parts: [{ to: a.target, amount, original: amount }], from: u.o.id, source: src, combat: true, unreducible: false };
  }

  endCombat(): void {
    if (!this.combat) return;
    const attacker = this.combat.attacker !== undefined ? this.units.get(this.combat.attacker) : undefined;
    const restedByEffect = this.combat.restedByEffect === true;
    this.combat = undefined;
    const marked = [...this.units.values()].filter((u) => u.deathtouched);
    const multi = attacker !== undefined && attacker.zone === 'battlefield' && this.maxAttacks(attacker) > 1;
    const delayed = [...this.rulers.values()].filter((r) => r.delayed > 0);
    if (marked.length === 0 && !multi && delayed.length === 0) return;
    const rules: string[] = [];
    if (marked.length) rules.push(R.deathtouch);
    if (multi) rules.push(R.tripleAttack);
    if (delayed.length) rules.push(R.trickster);
    this.step('end-of-combat', {}, [], rules, true);
    for (const r of delayed) {
      const rr = rulerRule(r.kind)!;
      for (; r.delayed > 0; r.delayed--) this.step('trickster-resolves', { player: r.id }, [rr.cite], [rr.rule]);
    }
    for (const u of marked) {
      u.deathtouched = false;
      if (u.zone !== 'battlefield') {
        this.step('deathtouch-gone', { unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
        continue;
      }
      this.step('deathtouch-resolves', { unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
      this.destroy(u, 'deathtouch');
    }
    if (multi) {
      const max = this.maxAttacks(attacker);
      if (attacker.attacks < max) {
        attacker.rested = false;
        this.step(restedByEffect ? 'acts-after-rest' : 'acts', { unit: attacker.label, n: attacker.attacks, max, left: max - attacker.attacks }, [CITE.multiAttack], [R.tripleAttack]);
      } else {
        this.step('last-attack', { unit: attacker.label, max }, [CITE.multiAttack], [R.tripleAttack]);
      }
    }
  }

  /** A ruler attacks (`attack A>B`): what its ruler does "as it attacks" goes straight onto the gate. */
  rulerAttack(a: Extract<GrAction, { kind: 'attack' }>): Exec | undefined {
    const r = this.ruler(a.attacker);
    if (r.rested) {
      this.violate('ruler-rested', { player: r.id }, []);
      this.stopped = true;
      return undefined;
    }
    const targetUnit = this.units.get(a.target);
    if (a.target === r.id || targetUnit?.o.controller === r.id) {
      this.violate('attack-own', { unit: msg('ruler', { player: r.id }), target: this.name(a.target) }, []);
      this.stopped = true;
      return undefined;
    }
    r.rested = true;
    this.combat = { attacker: r.id };
    this.step('ruler-attack', { player: r.id, target: this.name(a.target) }, [], [R.whenAttacking], true);
    const rr = rulerRule(r.kind);
    if (rr?.attacking === 'drive') {
      this.step('dreadnought-drive', { player: r.id }, [rr.cite, CITE.whenAttacking], [rr.rule, R.whenAttacking]);
    }
    if (rr?.attacking === 'self-damage') {
      // "as this ruler attacks, you take 1 damage": not played, put onto the gate after the "when it attacked" triggers
      this.step('trickster-self', { player: r.id }, [rr.cite, CITE.whenAttacking], [rr.rule, R.whenAttacking]);
      const self: Exec = { n: 1, parts: [{ to: r.id, amount: 1, original: 1 }], source: msg('trickster-ability'), combat: false, unreducible: false };
      this.resolveBatch([self], []);
    }
    if (r.stk === undefined) this.assume('ruler-stk-default', { player: r.id }, [R.whenAttacking]);
    const amount = r.stk ?? 1;
    return { n: 1, parts: [{ to: a.target, amount, original: amount }], from: r.id, source: msg('ruler', { player: r.id }), combat: true, unreducible: false };
  }

  /** 【貫通】 damage: combat damage from a unit (or a ruler) that has 【貫通】. */
  pierceCheck(a: DamageAction): void {
    const src = a.from !== undefined ? this.units.get(a.from) : undefined;
    if (src && !this.has(src, '貫通')) this.warn('pierce-without-keyword', { unit: src.label }, [R.trickster]);
  }

  /** A choice made when the card is played (「選ぶ」): without a legal choice the card can't be played at all. */
  choose(a: Extract<GrAction, { kind: 'choose' }>): void {
    const spec = a.spec;
    const card = a.label ?? msg('the-card');
    const limit = typeof spec.maxLevel === 'string' ? this.levelOf(spec.maxLevel) : spec.maxLevel;
    const lower = spec.lower ?? 0;
    const cites: string[] = [CITE.targetWording];
    const rules: string[] = [R.targetWording];
    // the rulings of the card making the choice, on the kind of choice it makes
    const moments: Moment[] = [...(lower > 0 ? ['choose-lower-level' as const] : []), ...(typeof spec.maxLevel === 'string' ? ['choose-level-of' as const] : []), 'choose', ...(spec.resolve ? ['choose-on-resolution' as const] : [])];
    for (const m of moments) {
      const card = this.rulings(m, a.label);
      cites.push(...card.cites);
      rules.push(...card.rules);
    }
    const sideOk = (u: Unit) => (spec.side === 'enemy' ? u.o.controller !== a.player : spec.side === 'friendly' ? u.o.controller === a.player : true);
    const levelOk = (u: Unit) => limit === undefined || (u.o.level !== undefined && u.o.level - (u.o.controller !== a.player ? lower : 0) <= limit);
    const onField = [...this.units.values()].filter((u) => u.zone === 'battlefield' && sideOk(u));
    if (limit !== undefined) {
      for (const u of onField) if (u.o.level === undefined) this.assume('level-unknown', { unit: u.label }, rules, [CITE.targetWording]);
    }
    // "can't be chosen by the opponent's abilities" protects only from a choice made when the card is played
    const shielded = (u: Unit) => this.has(u, '相手に選ばれない') && (spec.resolve === true || u.o.controller !== a.player);
    const eligible = onField.filter(levelOk);
    const legal = spec.resolve ? eligible : eligible.filter((u) => !shielded(u));
    const what = msg(`side.${spec.side}`);
    const range = limit === undefined ? what : lower > 0 ? msg('range.level-lower', { what, level: limit, lower }) : msg('range.level', { what, level: limit });
    const key = spec.resolve ? 'choose-on-resolution' : 'choose-range';
    this.step(legal.length ? key : `${key}-none`, { player: a.player, card, range, count: legal.length, units: list('comma', legal.map((u) => u.label)) }, cites, rules);
    for (const u of eligible.filter(shielded)) {
      this.step(spec.resolve ? 'shield-irrelevant' : 'shield-excludes', { unit: u.label, card }, cites, rules);
    }
    if (legal.length === 0 && spec.resolve) {
      this.step('nothing-to-choose', { card, range }, cites, rules);
      return;
    }
    if (legal.length === 0) {
      const ruling = this.rulings('no-legal-choice', a.label);
      this.step('no-legal-choice', { card, range }, [CITE.targetWording, ...ruling.cites], [R.targetWording, ...ruling.rules]);
      this.notes.push(msg('outcome.no-legal-choice', { card }));
      if (a.label !== undefined) {
        this.unpaid.set(a.label, msg('why.no-choice'));
        this.noChoice.add(a.label);
      }
      return;
    }
    if (spec.pick !== undefined) {
      const u = this.units.get(spec.pick);
      if (!u || !legal.includes(u)) {
        const reason = !u || u.zone !== 'battlefield' ? 'not-on-field' : !sideOk(u) ? 'side' : shielded(u) && !spec.resolve ? 'shielded' : 'level';
        const level = u?.o.level ?? '?';
        this.violate('choice-illegal', { object: this.name(spec.pick), range, reason: msg(`why-illegal.${reason}`, { level }) }, rules, cites, false);
        return;
      }
      this.step('chosen', { player: a.player, unit: u.label, card }, cites, rules);
      return;
    }
    this.choices.push({
      chooser: a.player,
      what: msg(spec.resolve ? 'choice.choose-on-resolution' : 'choice.choose', { chooser: a.player, card }),
      range: msg('range.choose', { units: list('or', legal.map((u) => u.label)) }),
      taken: msg('taken.choose', { unit: legal[0]!.label }),
      assumed: legal.length > 1,
      cites,
      rules,
    });
  }

  levelOf(id: string): number | undefined {
    const u = this.units.get(id);
    if (!u) return undefined;
    if (u.o.level === undefined) this.assume('level-unknown', { unit: u.label }, [R.targetWording], [CITE.targetWording]);
    return u.o.level;
  }

  /** A normal summon: at normal timing in its own turn with a summon right; 【直衛召喚】 or "instant" otherwise. */
  summon(a: Extract<GrAction, { kind: 'summon' }>): void {
    const u = this.units.get(a.unit);
    if (!u) {
      this.violate('not-a-unit', { object: this.name(a.unit), what: msg('what-action.summon') }, [R.instantSummon], [], false);
      return;
    }
    if (u.zone !== 'hand') {
      this.warn('summon-not-in-hand', { unit: u.label }, [R.instantSummon]);
      return;
    }
    const r = this.ruler(a.player);
    const turn = this.turn;
    if (turn === undefined) this.assume(a.how === 'sentinel' ? 'turn-assumed-opponent' : 'turn-assumed-own', { player: a.player }, [a.how === 'sentinel' ? R.sentinel : R.instantSummon]);
    const own = turn === undefined ? a.how !== 'sentinel' : turn === a.player;
    const cites = a.how === 'sentinel' ? [CITE.sentinel] : [CITE.instantSummon];
    const rules = a.how === 'sentinel' ? [R.sentinel] : [R.instantSummon];
    if (a.how === 'sentinel' && own) {
      this.violate('sentinel-own-turn', { unit: u.label, player: a.player }, rules, cites, false);
      return;
    }
    if (!own && a.how === undefined) {
      this.violate('summon-opponent-turn', { unit: u.label, player: a.player, turn: turn ?? '?' }, [R.instantSummon, R.sentinel], [CITE.instantSummon, CITE.sentinel], false);
      return;
    }
    const needed = a.rights ?? 1;
    if (own) {
      const card = needed > 1 ? this.rulings('summon-rights', a.label, u.o.id) : { cites: [], rules: [] };
      const rc = [...cites, ...card.cites];
      const rr = [...rules, ...card.rules];
      if (r.rights < needed) {
        this.violate('no-summon-right', { unit: u.label, player: a.player, needed, left: r.rights }, rr, rc, false);
          return;
      }
      r.rights -= needed;
      this.step('summoned-right', { unit: u.label, player: a.player, used: needed, left: r.rights, how: msg(`how.${a.how ?? 'normal'}`) }, rc, rr);
    } else {
      this.step('summoned-opponent-turn', { unit: u.label, player: a.player, turn: turn ?? msg('the-opponent'), how: msg(`how.${a.how!}`) }, cites, rules);
    }
    u.zone = 'battlefield';
    this.notes.push(msg('outcome.summoned', { unit: u.label }));
  }

  // -------------------------------------------------------------------------------------------------------------
  // damage zone

  matches(card: string[], spec: DrSpec): boolean {
    if (!spec.conditions?.length) return true;
    const traits = card.map(fold);
    return spec.conditions.some((c) => traits.includes(fold(c)));
  }

  eligibleCards(r: Ruler, spec: DrSpec): number[] {
    return r.up.map((c, i) => (this.matches(c, spec) ? i : -1)).filter((i) => i >= 0);
  }

  /** Later DR conditions of this player, to keep the cards they need. */
  laterConditions(player: string, after: number): string[] {
    const out: string[] = [];
    this.s.actions.forEach((a, i) => {
      if (i > after && a.kind === 'dr' && a.player === player) out.push(...(a.spec.conditions ?? []).map(fold));
    });
    for (const u of this.units.values()) if (u.o.controller === player && u.o.stay?.conditions) out.push(...u.o.stay.conditions.map(fold));
    return out;
  }

  /** Distinct ways to choose `count` eligible cards, grouped by what the cards are; the usual way first. */
  options(r: Ruler, spec: DrSpec, later: string[]): Array<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const i of this.eligibleCards(r, spec)) {
      const k = r.up[i]!.join('+');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const needed = (k: string) => (k === '' ? 0 : k.split('+').filter((t) => later.includes(fold(t))).length);
    const kinds = [...counts.keys()].sort((a, b) => needed(a) - needed(b) || (a === '' ? 0 : a.split('+').length) - (b === '' ? 0 : b.split('+').length));
    const out: Array<Map<string, number>> = [];
    const walk = (k: number, left: number, acc: Map<string, number>) => {
      if (out.length >= MAX_BRANCHES) return;
      if (left === 0) {
        out.push(new Map(acc));
        return;
      }
      if (k >= kinds.length) return;
      const kind = kinds[k]!;
      for (let take = Math.min(left, counts.get(kind)!); take >= 0; take--) {
        if (take > 0) acc.set(kind, take);
        else acc.delete(kind);
        walk(k + 1, left - take, acc);
      }
      acc.delete(kind);
    };
    walk(0, spec.count, new Map());
    return out;
  }

  defaultPick(r: Ruler, spec: DrSpec, later: string[]): Map<string, number> {
    return this.options(r, spec, later)[0] ?? new Map();
  }

  flip(r: Ruler, spec: DrSpec, pick: Map<string, number>): void {
    const left = new Map(pick);
    const keep: string[][] = [];
    for (const c of r.up) {
      const k = c.join('+');
      const n = left.get(k) ?? 0;
      if (n > 0 && this.matches(c, spec)) {
        left.set(k, n - 1);
        r.down++;
        r.flipped++;
      } else keep.push(c);
    }
    r.up = keep;
  }

  pickMsg(pick: Map<string, number>): Message {
    return list(
      'comma',
      [...pick.entries()].map(([k, n]) => msg('cards', { count: n, kind: k === '' ? msg('plain-card') : k })),
    );
  }

  /**
   * A damage reversal. As the cost of something (`asCost`), one that can't be done is not an error of the scenario:
   * the thing it pays for simply does not happen, and the trace says so. Returns whether the cards were turned.
   */
  dr(player: string, spec: DrSpec, index: number, card?: string, asCost = false): boolean {
    const pointKey = `dr#${index}`;
    const r = this.ruler(player);
    const eligible = this.eligibleCards(r, spec);
    const name = `DR${printDr(spec)}`;
    const cites: string[] = [CITE.drBasics];
    if (spec.conditions?.length) cites.push(CITE.drConditions);
    if (r.down > 0) cites.push(CITE.drFaceDown);
    this.step(
      spec.conditions?.length ? 'dr-count-conditions' : 'dr-count',
      { player, dr: name, card: card ?? name, up: r.up.length, down: r.down, eligible: eligible.length, conditions: list('or', spec.conditions ?? []) },
      cites,
      [R.dr],
    );
    if (eligible.length < spec.count) {
      r.drFailed++;
      if (asCost) this.step('dr-unpaid', { player, dr: name, eligible: eligible.length, count: spec.count }, cites, [R.dr]);
      else this.violate('dr-impossible', { player, dr: name, eligible: eligible.length, count: spec.count }, [R.dr], cites, false);
      return false;
    }
    const later = this.laterConditions(player, index);
    const options = this.options(r, spec, later);
    let pick = options[0]!;
    if (options.length > 1) {
      const forced = this.forced.get(pointKey);
      const taken = forced !== undefined && forced < options.length ? forced : 0;
      pick = options[taken]!;
      const labels = options.map((o) => this.pickMsg(o));
      this.points.set(pointKey, { key: pointKey, chooser: player, options: labels, explicit: false, usual: 0, labels: labels.map((l) => msg('branch.dr', { dr: name, cards: l })) });
      const kinds = new Map<string, number>();
      for (const i of eligible) kinds.set(r.up[i]!.join('+'), (kinds.get(r.up[i]!.join('+')) ?? 0) + 1);
      this.choices.push({
        chooser: player,
        what: msg('choice.dr', { chooser: player, dr: name }),
        range: msg('range.dr', { count: spec.count, cards: this.pickMsg(kinds) }),
        taken: msg(taken === 0 ? 'taken.dr-usual' : 'taken.dr-other', { cards: this.pickMsg(pick) }),
        assumed: true,
        cites,
        rules: [R.dr],
      });
    }
    this.flip(r, spec, pick);
    this.step('dr', { player, dr: name, cards: this.pickMsg(pick), up: r.up.length, down: r.down }, cites, [R.dr]);
    return true;
  }

  /** Who pays a damage reversal written on a directive: the player it names, or the one whose card it is. */
  payer(a: GrAction): string {
    const first = this.s.players[0]?.id ?? 'A';
    switch (a.kind) {
      case 'cost':
      case 'choose':
      case 'summon':
      case 'dr':
      case 'heal':
      case 'turn':
        return a.player;
      case 'prevent':
        return a.by ?? this.controllerOf(a.to) ?? first;
      case 'damage':
        return this.controllerOf(a.from) ?? first;
      case 'modify':
        return this.controllerOf(a.from) ?? this.controllerOf(a.target) ?? first;
      case 'destroy':
        // destroying as a cost is paid by the unit's controller; a destroy effect is usually the opponent's
        return a.cost ? (this.controllerOf(a.target) ?? first) : this.opponentOf(this.controllerOf(a.target) ?? first);
      case 'graveyard':
      case 'rest':
        return this.opponentOf(this.controllerOf(a.target) ?? first);
      default:
        return first;
    }
  }

  /**
   * Whether this directive does not happen: its card (label) was not played or its DR was not paid earlier, or its own
   * `dr=` cost can't be paid now. The trace says what happens instead.
   */
  blocked(a: GrAction, index: number): boolean {
    if (a.kind === 'end' || a.kind === 'turn' || a.kind === 'dr') return false;
    const why = a.label !== undefined ? this.unpaid.get(a.label) : undefined;
    if (why) {
      this.step(`not-played.${a.kind}`, { card: a.label!, why }, this.unpaidCites(a), this.unpaidRules(a));
      this.notes.push(msg(`outcome.not-played.${a.kind}`, { card: a.label!, why }));
      return true;
    }
    if (!a.dr || (a.kind === 'cost' && a.discount !== undefined)) return false;
    const player = this.payer(a);
    if (a.kind === 'destroy' || a.kind === 'graveyard' || a.kind === 'rest' || a.kind === 'modify') {
      this.assume('dr-payer', { player, dr: `DR${printDr(a.dr)}` }, [R.dr], [CITE.drBasics]);
    }
    if (this.dr(player, a.dr, index, a.label, true)) return false;
    const reason = msg('why.dr', { dr: `DR${printDr(a.dr)}` });
    if (a.label !== undefined) this.unpaid.set(a.label, reason);
    this.step(`not-played.${a.kind}`, { card: a.label ?? msg('the-card'), why: reason }, this.unpaidCites(a), this.unpaidRules(a));
    this.notes.push(msg(`outcome.not-played.${a.kind}`, { card: a.label ?? msg('the-card'), why: reason }));
    return true;
  }

  unpaidCites(a: Exclude<GrAction, { kind: 'end' | 'turn' }>): string[] {
    if (a.label !== undefined && this.noChoice.has(a.label)) return [CITE.targetWording, ...this.rulings('no-legal-choice', a.label).cites];
    if (a.kind === 'prevent') {
      const card = this.rulings('prevent-unpaid', a.label);
      return [CITE.drBasics, ...(card.cites.length ? card.cites : [CITE.nextDamage])];
    }
    if (a.kind === 'choose' || a.kind === 'summon') return [CITE.targetWording];
    return [CITE.drBasics];
  }

  unpaidRules(a: Exclude<GrAction, { kind: 'end' | 'turn' }>): string[] {
    if (a.label !== undefined && this.noChoice.has(a.label)) return [R.targetWording, ...this.rulings('no-legal-choice', a.label).rules];
    if (a.kind === 'prevent') {
      const card = this.rulings('prevent-unpaid', a.label);
      return [R.dr, ...(card.rules.length ? card.rules : [R.prevention])];
    }
    return [R.dr];
  }

  heal(player: string, count: number): void {
    const r = this.ruler(player);
    const total = r.up.length + r.down;
    const n = Math.min(count, total);
    if (n === 0) {
      this.step('heal-nothing', { player }, [CITE.drHealing], [R.dr]);
      return;
    }
    const fromDown = Math.min(r.down, n);
    const fromUp = n - fromDown;
    if (r.up.length > 0 && r.down > 0 && total > n) {
      this.choices.push({
        chooser: player,
        what: msg('choice.heal', { chooser: player, count: n }),
        range: msg('range.heal', { count: n, total, up: r.up.length, down: r.down }),
        taken: msg('taken.heal-usual', { down: fromDown, up: fromUp }),
        assumed: true,
        cites: [CITE.drHealing],
        rules: [R.dr],
      });
    }
    r.down -= fromDown;
    r.up.splice(r.up.length - fromUp, fromUp);
    r.healed += n;
    this.step(count > total ? 'heal-all' : 'heal', { player, count: n, down: fromDown, up: fromUp, leftUp: r.up.length, leftDown: r.down }, [CITE.drHealing], [R.dr]);
  }

  // -------------------------------------------------------------------------------------------------------------
  // costs and stats

  cost(a: Extract<GrAction, { kind: 'cost' }>, index: number): void {
    const r = this.ruler(a.player);
    const rr = rulerRule(r.kind);
    // a ruler that changes what its player pays (《O‐15 オーバーロード》): its ruling is cited for the payment
    const paying = rr?.pays !== undefined ? rr : undefined;
    const card = a.label ?? msg('the-card');
    if (a.event && rr?.eventsOnlyVia && this.turn !== undefined && this.turn !== a.player) {
      if (!a.via) {
        // no events in the opponent's turn, except through 【オープンカード】 or 【CNT】
        this.step('overload-no-event', { player: a.player, card, turn: this.turn }, [rr.cite], [rr.rule]);
        this.notes.push(msg('outcome.not-played.cost', { card, why: msg('why.overload-turn') }));
        if (a.label !== undefined) this.unpaid.set(a.label, msg('why.overload-turn'));
        return;
      }
      this.step('overload-event-via', { player: a.player, card, via: a.via === 'cnt' ? '【CNT】' : '【オープンカード】' }, [rr.cite], [rr.rule]);
    }
    let energy = a.base;
    this.step('cost-base', { player: a.player, card, cost: a.base }, [CITE.costReduction], [R.cost]);
    if (a.discount !== undefined) {
      this.choices.push({
        chooser: a.player,
        what: msg('choice.discount', { chooser: a.player, card }),
        range: msg('range.discount', { cost: a.base, discount: a.discount }),
        taken: msg('taken.discount'),
        assumed: false,
        cites: [CITE.costReduction],
        rules: [R.cost],
      });
      if (a.dr && !this.dr(a.player, a.dr, index, a.label, true)) {
        // the reduction's own cost can't be paid: the card is played for its full cost instead
        const ruling = this.rulings('discount-unpaid', a.label);
        const known = ruling.cites.length > 0;
        this.step('discount-unpaid', { player: a.player, card, dr: `DR${printDr(a.dr)}`, cost: a.base }, [CITE.costReduction, ...(known ? ruling.cites : [CITE.drBasics])], [R.cost, ...(known ? ruling.rules : [R.dr])]);
        this.notes.push(msg('outcome.discount-unpaid', { card, cost: a.base }));
      } else {
        if (a.discount >= energy) this.warn('discount-useless', { cost: energy, discount: a.discount }, [R.cost], [CITE.costReduction]);
        this.step('discount', { player: a.player, from: energy, to: a.discount }, [CITE.costReduction], [R.cost]);
        energy = a.discount;
      }
    }
    if (a.reduce !== undefined) {
      const to = Math.max(0, energy - a.reduce);
      this.step('reduce', { from: energy, to, amount: a.reduce }, [paying?.cite ?? CITE.costReduction], [paying?.rule ?? R.cost]);
      energy = to;
    }
    if (rr?.costsPaid) {
      // its player's costs are always considered paid
      r.paid.push(0);
      this.step('dreadnought-cost', { player: a.player, card, computed: energy }, [rr.cite], [rr.rule]);
      return;
    }
    let pay = energy;
    if (a.free) {
      pay = 0;
      // a free card is ruled in the same section as the ruler that makes every cost 1
      this.step(paying ? 'free-overload' : 'free', { player: a.player, card }, [CITE.overload], [R.overload]);
    } else if (paying?.pays === 'one') {
      pay = 1;
      const cites: string[] = [paying.cite];
      if (a.discount !== undefined) cites.push(CITE.costReduction);
      this.step(energy === 0 ? 'overload-zero' : a.discount !== undefined || a.reduce !== undefined ? 'overload-discount' : 'overload', { player: a.player, computed: energy }, cites, a.discount !== undefined ? [paying.rule, R.cost] : [paying.rule]);
    }
    if (r.energy !== undefined && pay > r.energy) {
      this.violate('cannot-pay', { player: a.player, pay, energy: r.energy }, [paying?.rule ?? R.cost], [paying?.cite ?? CITE.costReduction], false);
      return;
    }
    if (r.energy !== undefined) r.energy -= pay;
    r.paid.push(pay);
    this.step(r.energy !== undefined ? 'pay-left' : 'pay', { player: a.player, pay, left: r.energy ?? 0 }, [paying?.cite ?? CITE.costReduction], [paying?.rule ?? R.cost]);
  }

  modify(a: Extract<GrAction, { kind: 'modify' }>): void {
    const u = this.unitFor(a.target, 'modify');
    if (!u) return;
    let mod: Mod;
    if (a.op === 'copy') {
      const src = this.units.get(a.copy!);
      if (!src) {
        this.violate('copy-not-unit', { object: this.name(a.copy!) }, [R.doppelganger], [CITE.doppelganger], false);
        return;
      }
      mod = { op: 'set', atk: src.o.atk ?? 0, hp: src.o.hp ?? 0, eot: a.eot === true };
    } else {
      mod = { op: a.op, atk: a.atk!, hp: a.hp!, eot: a.eot === true };
    }
    const before = this.stats(u);
    u.mods.push(mod);
    const after = this.stats(u);
    const effect = a.label ?? (a.from !== undefined ? this.name(a.from) : msg('an-effect'));
    const change =
      a.op === 'copy'
        ? msg('mod.copy', { unit: this.name(a.copy!), atk: mod.atk, hp: mod.hp })
        : a.op === 'set'
          ? msg('mod.set', { atk: mod.atk, hp: mod.hp })
          : msg('mod.add', { atk: sign(mod.atk), hp: sign(mod.hp) });
    // the Doppelganger's ruling is cited for its own effect (copying) or when the position names it; the section
    // states the general rule (modifiers apply in the order they started applying)
    const doppel = a.op === 'copy' || this.rulings('modify', a.label, u.o.id).cites.length > 0;
    this.step(
      u.mods.length > 1 ? 'modify-after' : 'modify',
      { unit: u.label, effect, change, from: `${before.atk}/${before.hp}`, to: `${after.atk}/${after.hp}`, earlier: u.mods.length - 1 },
      doppel ? [CITE.doppelganger] : [],
      [R.doppelganger],
    );
    if (u.damage >= after.hp) this.destroy(u, 'damage');
  }

  // -------------------------------------------------------------------------------------------------------------
  outcome(): Message[] {
    if (this.stopped) return [msg('outcome.illegal', { count: this.violations.filter((v) => v.fatal).length })];
    const out: Message[] = [];
    out.push(...this.notes);
    for (const u of this.units.values()) {
      const st = this.stats(u);
      const printed = `${u.o.atk}/${u.o.hp}`;
      if (u.zone === 'exile') {
        out.push(msg('outcome.exiled', { unit: u.label }));
        continue;
      }
      if (u.zone === 'hand') {
        out.push(msg('outcome.in-hand', { unit: u.label }));
        continue;
      }
      if (u.zone === 'graveyard') {
        if (u.buried) out.push(msg('outcome.buried', { unit: u.label }));
        else if (u.stayed > 0) out.push(msg('outcome.destroyed-after-staying', { unit: u.label, times: u.destroyed, stayed: u.stayed }));
        else out.push(msg('outcome.destroyed', { unit: u.label }));
        continue;
      }
      if (u.destroyed > 0) out.push(msg('outcome.stayed', { unit: u.label, times: u.destroyed, souls: (u.o.soul ?? 0) - u.soul, left: u.soul, damage: u.damage }));
      else if (u.damage !== (u.o.damage ?? 0)) out.push(msg('outcome.damaged', { unit: u.label, damage: u.damage, hp: st.hp }));
      if (`${st.atk}/${st.hp}` !== printed) out.push(msg('outcome.stats', { unit: u.label, from: printed, to: `${st.atk}/${st.hp}` }));
      if (u.attacks > 0 && this.maxAttacks(u) > 1) out.push(msg(u.rested ? 'outcome.rested' : 'outcome.acted', { unit: u.label, n: u.attacks, max: this.maxAttacks(u) }));
    }
    for (const r of this.rulers.values()) {
      if (r.taken > 0) out.push(msg('outcome.ruler-damage', { player: r.id, amount: r.taken, up: r.up.length, down: r.down }));
      if (r.flipped > 0) out.push(msg('outcome.dr', { player: r.id, count: r.flipped, up: r.up.length, down: r.down }));
      if (r.drFailed > 0) out.push(msg('outcome.dr-impossible', { player: r.id, count: r.drFailed }));
      if (r.healed > 0) out.push(msg('outcome.healed', { player: r.id, count: r.healed, up: r.up.length, down: r.down }));
      for (const p of r.paid) out.push(msg('outcome.paid', { player: r.id, pay: p }));
    }
    const cannotPay = this.violations.filter((v) => v.key === key('violation.cannot-pay')).length;
    if (cannotPay > 0) out.push(msg('outcome.cannot-pay', { count: cannotPay }));
    if (out.length === 0) out.push(msg('outcome.nothing'));
    return out;
  }

  final(): FinalState {
    return {
      players: [...this.rulers.values()].map((r) => {
        const counters: Record<string, number> = { 'damage-zone-up': r.up.length, 'damage-zone-down': r.down };
        if (r.energy !== undefined) counters.energy = r.energy;
        return { id: r.id, life: 0, lifeBefore: 0, lost: false, counters };
      }),
      objects: [
        ...[...this.units.values()].map((u): ObjectState => {
          const st = this.stats(u);
          const state: ObjectState = {
            id: u.o.id,
            label: u.label,
            controller: u.o.controller,
            zone: u.zone,
            damage: u.damage,
            counters: { soul: u.soul, atk: st.atk, hp: st.hp },
            countersBefore: { soul: u.o.soul ?? 0, atk: u.o.atk ?? 0, hp: u.o.hp ?? 0 },
          };
          if (u.zone === 'graveyard' || u.zone === 'exile') state.leftBecause = msg(u.buried ? 'reason.buried' : 'reason.destroyed');
          return state;
        }),
        ...[...this.cards.values()].map(
          (c): ObjectState => ({ id: c.id, label: label(c), controller: c.controller, zone: 'battlefield', damage: 0, counters: {}, countersBefore: {} }),
        ),
      ],
    };
  }
}

const sign = (n: number) => (n >= 0 ? `+${n}` : String(n));

// ---------------------------------------------------------------------------------------------------------------

export function resolveGr(s: GrScenario): Resolution {
  const base = new Run(s, new Map()).execute();
  const strip = (r: RunResult): Resolution => {
    const { points: _points, ...rest } = r;
    return rest;
  };
  const open = [...base.points.values()].filter((p) => !p.explicit && p.options.length > 1);
  if (open.length === 0 || base.stopped) return strip(base);

  const total = open.reduce((n, p) => n * p.options.length, 1);
  if (total > MAX_BRANCHES) {
    base.warnings.push({ key: key('warning.too-many-branches'), params: { count: total, max: MAX_BRANCHES }, rules: [R.prevention], cites: [CITE.nextDamage] });
    return strip(base);
  }
  let combos: Array<Array<{ p: Point; index: number }>> = [[]];
  for (const p of open) combos = combos.flatMap((c) => p.options.map((_, index) => [...c, { p, index }]));
  // the usual choice of each point is what the base run took
  const usual = new Map(open.map((p) => [p.key, p.usual]));
  const runs = combos.map((combo) => ({ combo, run: new Run(s, new Map(combo.map((c) => [c.p.key, c.index]))).execute() }));
  const isBase = (combo: Array<{ p: Point; index: number }>) => combo.every((c) => c.index === usual.get(c.p.key));
  const fewest = Math.min(...runs.map((r) => r.run.violations.length));
  const baseRun = runs.find((r) => isBase(r.combo));
  const main = baseRun && baseRun.run.violations.length === fewest ? baseRun : runs.find((r) => r.run.violations.length === fewest)!;

  const signature = (r: RunResult) => JSON.stringify([r.final, r.violations.length]);
  const distinct = new Set(runs.map((r) => signature(r.run)));
  const resolution = strip(main.run);
  if (distinct.size <= 1) {
    resolution.assumptions.push({ key: key('assumption.choice-irrelevant'), params: {}, rules: [R.prevention], cites: [CITE.nextDamage] });
    return resolution;
  }
  if (main !== baseRun) {
    resolution.assumptions.push({ key: key('assumption.choice-keeps-legal'), params: {}, rules: [R.dr], cites: [CITE.drConditions] });
  }
  const branches: Branch[] = runs.map((r) => ({
    label: r.combo.map((c) => msg('branch.choice', { chooser: c.p.chooser, option: c.p.labels[c.index]! })),
    outcome: r.run.outcome,
    final: r.run.final,
    main: r === main,
  }));
  resolution.branches = branches;
  resolution.outcome = [...resolution.outcome, msg('outcome.depends', { players: list('comma', [...new Set(open.map((p) => p.chooser))]) })];
  return resolution;
}
