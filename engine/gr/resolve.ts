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
import type { Branch, Message, MessageParam, MessageParams, Resolution } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { Trace } from '../core/trace.ts';
import { CITE, R } from './cites.ts';
import type { GrObject, GrScenario } from './scenario.ts';
import type { GrKeyword } from './vocabulary.ts';
import { printDr } from './print.ts';
import { rulingsAt, type Moment, type Rulings } from './cards.ts';
import { key, label, msg, NS } from './messages.ts';
import { MAX_BRANCHES, type Exec, type GrHost, type Point, type PreventAction, type Ruler, type RunResult, type Unit } from './state.ts';
import { gather, effectName, amountMsg, execsOf } from './gate.ts';
import { destroy, bury, unitFor } from './destruction.ts';
import { attack, endCombat } from './combat.ts';
import { choose } from './choose.ts';
import { summon } from './summon.ts';
import { blocked, dr, heal } from './damage-zone.ts';
import { cost } from './cost.ts';
import { modify } from './stats.ts';
import { outcome, final } from './outcome.ts';

export { MAX_BRANCHES } from './state.ts';
export { label, msg } from './messages.ts';

/**
 * One run of the Gate Ruler kernel: its state and lookups (`GrHost`, state.ts) and the timeline's directives applied
 * in order (`play`); each rule loop has its own file — the gate (gate.ts), destruction (destruction.ts), attacks
 * (combat.ts), choices (choose.ts), summons (summon.ts), the damage zone (damage-zone.ts), costs (cost.ts), ATK/HP
 * (stats.ts) and the outcome (outcome.ts) — and card rules are data (cards.ts).
 */
class Run extends Trace implements GrHost {
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
    return { resolution: this.resolution(outcome(this), final(this), this.stopped), points: this.points };
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
      if (a.kind !== 'prevent' && blocked(this, a, i)) continue;
      switch (a.kind) {
        case 'choose':
          choose(this, a);
          break;
        case 'turn':
          // a new turn: its player's ruler stands up again
          endCombat(this);
          this.turn = a.player;
          this.ruler(a.player).rested = false;
          break;
        case 'summon':
          summon(this, a);
          break;
        case 'attack': {
          endCombat(this);
          const exec = attack(this, a);
          if (this.stopped) break;
          const batch: Exec[] = exec ? [exec] : [];
          i = gather(this, i + 1, batch, true);
          break;
        }
        case 'damage': {
          if (a.combat && !this.combat) {
            this.combat = {};
            this.assume('combat-without-attack', {}, [R.deathtouch], [CITE.deathtouch]);
          }
          const batch = execsOf(this, a, 0);
          i = gather(this, i + 1, batch, a.combat === true);
          break;
        }
        case 'prevent':
          if (blocked(this, a, i)) break;
          this.shields.push({ a, index: i });
          this.step('shield', { effect: effectName(this, a), amount: amountMsg(this, a) }, [CITE.nextDamage], [R.prevention]);
          break;
        case 'destroy': {
          if (a.at === 'damage-step') this.warn('damage-step-outside-combat', {}, [R.blackAntler]);
          const u = unitFor(this, a.target, 'destroy');
          if (!u) break;
          if (a.cost && this.has(u, 'ダメージ以外で破壊されない')) {
            this.violate('cost-destroy-only-damage', { unit: u.label }, [R.parzival], [CITE.parzival], false);
            break;
          }
          destroy(this, u, a.cost ? 'cost' : 'effect', a.label);
          break;
        }
        case 'graveyard': {
          const u = unitFor(this, a.target, 'graveyard');
          if (u) bury(this, u, a.label);
          break;
        }
        case 'rest': {
          const u = unitFor(this, a.target, 'rest');
          if (!u) break;
          u.rested = true;
          const attacker = this.combat?.attacker === u.o.id && this.maxAttacks(u) > 1;
          if (this.combat && this.combat.attacker === u.o.id) this.combat.restedByEffect = true;
          this.step('rested', { unit: u.label, effect: a.label ?? msg('an-effect') }, attacker ? [CITE.multiAttack] : [], [R.tripleAttack]);
          break;
        }
        case 'end':
          if (!this.combat) this.warn('end-without-combat', {});
          endCombat(this);
          break;
        case 'dr':
          if (!dr(this, a.player, a.spec, i, a.label)) {
            if (a.label) this.unpaid.set(a.label, msg('why.dr', { dr: `DR${printDr(a.spec)}` }));
            // nothing says what this DR pays for: say how to write it so that the payment is not applied anyway
            else if (i + 1 < acts.length) this.warn('dr-unlinked', { dr: `DR${printDr(a.spec)}` }, [R.dr], [CITE.drBasics]);
          }
          break;
        case 'heal':
          heal(this, a.player, a.count);
          break;
        case 'cost':
          cost(this, a, i);
          break;
        case 'modify':
          modify(this, a);
          break;
      }
    }
    if (!this.stopped) endCombat(this);
    for (const sh of this.shields) {
      this.warn('shield-unused', { effect: effectName(this, sh.a) }, [R.prevention], [CITE.nextDamage]);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // damage

  // -------------------------------------------------------------------------------------------------------------
  // destruction

  // -------------------------------------------------------------------------------------------------------------
  // combat

  // -------------------------------------------------------------------------------------------------------------
  // damage zone

  // -------------------------------------------------------------------------------------------------------------
  // costs and stats

}

// ---------------------------------------------------------------------------------------------------------------

export function resolveGr(s: GrScenario): Resolution {
  const { resolution: base, points } = new Run(s, new Map()).execute();
  const open = [...points.values()].filter((p) => !p.explicit && p.options.length > 1);
  if (open.length === 0 || base.stopped) return base;

  const total = open.reduce((n, p) => n * p.options.length, 1);
  if (total > MAX_BRANCHES) {
    base.warnings.push({ key: key('warning.too-many-branches'), params: { count: total, max: MAX_BRANCHES }, rules: [R.prevention], cites: [CITE.nextDamage] });
    return base;
  }
  let combos: Array<Array<{ p: Point; index: number }>> = [[]];
  for (const p of open) combos = combos.flatMap((c) => p.options.map((_, index) => [...c, { p, index }]));
  // the usual choice of each point is what the base run took
  const usual = new Map(open.map((p) => [p.key, p.usual]));
  const runs = combos.map((combo) => ({ combo, run: new Run(s, new Map(combo.map((c) => [c.p.key, c.index]))).execute().resolution }));
  const isBase = (combo: Array<{ p: Point; index: number }>) => combo.every((c) => c.index === usual.get(c.p.key));
  const fewest = Math.min(...runs.map((r) => r.run.violations.length));
  const baseRun = runs.find((r) => isBase(r.combo));
  const main = baseRun && baseRun.run.violations.length === fewest ? baseRun : runs.find((r) => r.run.violations.length === fewest)!;

  const signature = (r: Resolution) => JSON.stringify([r.final, r.violations.length]);
  const distinct = new Set(runs.map((r) => signature(r.run)));
  const resolution = main.run;
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
