/**
 * Dealing damage (120) from any source, combat or not: first what would modify it — protection (702.16e,
 * unpreventable 615.12), prevention shields and "prevent N of each" (615.7, 615.10), doubling (614.1a) and
 * redirection (614.9, redirect.ts) — in the order the affected player or controller chooses (616.1; by their
 * controllers, APNAP, under the 1998 rulings), then its result for the recipient: life loss or poison counters
 * (120.3a–b, toxic 120.3g), damage marked or -1/-1 counters on a creature (120.3d–e), loyalty (120.3c) or defense
 * (120.3h) removed, lifelink (120.3f, 702.15b), life floors, and the triggers it causes.
 */
import { countersBarred } from './cant.ts';
import type { Message, MessageParam } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { CITE } from './cites.ts';
import type { Keyword, OrderKind, Quality } from './vocabulary.ts';
import { citesOf, damageResult, damageRulesOf, rulesOf } from './keywords.ts';
import { recordDealt } from './era.ts';
import { preventedAll, unpreventable } from './prevention.ts';
import { redirectDamage, type Redirection, type RedirectedPart } from './redirect.ts';
import { msg, orderMsg } from './messages.ts';
import { arrange, defaultOrder, distinctPermutations, MAX_BRANCHES } from './branches.ts';
import type { Directives, DamageSource, Host, Loop, OrderPoint, Perm, PlayerState, Recipient, Shield } from './state.ts';
import type { TriggerSpec } from './keywords.ts';
import type { TriggerPoint } from './state.ts';

/** What dealing damage asks of the kernel: the replacement orders chosen or to find, poison, life gain, triggers. */
export interface DamageHost extends Host, Pick<Loop, 'emit'>, Pick<Directives, 'orders'> {
  /** For a branch: the order of the replacement effects on damage to each player or permanent (616.1). */
  readonly forced: ReadonlyMap<string, OrderKind[]>;
  readonly orderPoints: Map<string, OrderPoint>;
  /** Recipients already said to meet two simultaneous sources with one shield (615.7; said once). */
  readonly shieldNoted: Set<string>;
  /** 615.7 choice points (a shield met by several sources at once), and for a branch which source it prevents first. */
  readonly triggerPoints: TriggerPoint[];
  readonly triggerOrders: ReadonlyMap<string, number[]>;
  addPoison(p: PlayerState, n: number, source: MessageParam, rules: string[], cites?: string[]): void;
  /** Life gained after the replacement effects that double it (614.1a). */
  lifeGainAmount(player: string, amount: number, source: MessageParam): number;
  trigger(pe: Perm, spec: TriggerSpec, when: Message, rules: string[], cites?: string[]): void;
}

/** Damage dealt to one recipient by one source in a damage event, recorded until all of the event is dealt. */
export interface DamageDealt {
  src: DamageSource;
  to: string;
  amount: number;
  combat: boolean;
  player: boolean;
  /** Damage to a player that made them lose life (not poison counters instead, 120.3b). */
  life?: true;
}

/**
 * One damage event (120.1, 510.2): everything `deal` deals happens at once. Once it is all dealt, each source with
 * lifelink makes its controller gain the total it dealt as one life-gain event (702.15b, 119.9), and the rule events
 * are emitted — one "is dealt damage" per recipient, whatever the number of sources (603.2c), one "deals damage"
 * per source and recipient. Damage dealt inside an open event (a redirection) is part of it.
 */
export function damageEvent(run: DamageHost, deal: () => void): readonly DamageDealt[] {
  if (run.state.damaging) {
    deal();
    return [];
  }
  const dealt: DamageDealt[] = [];
  run.state.damaging = dealt;
  deal();
  run.state.damaging = undefined;
  // a source shield prevents the whole of one damage event (Awe Strike), then ends
  for (let i = run.state.sourceShields.length - 1; i >= 0; i--) if (run.state.sourceShields[i]!.event === dealt) run.state.sourceShields.splice(i, 1);
  lifeFloors(run, dealt);
  shieldPoints(run, dealt);
  damageResults(run, dealt);
  return dealt;
}

/** What a damage event causes once all of it is dealt: lifelink, poisonous, and the events (in the order dealt). */
export function damageResults(run: DamageHost, dealt: readonly DamageDealt[]): void {
  // walked by index rather than grouped in maps and filtered lists: an event has a few parts (two dozen with twelve
  // blockers), and this runs at every damage event of every branch run
  for (let i = 0; i < dealt.length; i++) {
    const d = dealt[i]!;
    if (d.player && d.amount > 0) run.state.damagedPlayers.add(d.to);
    if (firstTo(dealt, i)) {
      let amount = 0;
      let lost = 0;
      let combat = false;
      const sources: string[] = [];
      for (let j = i; j < dealt.length; j++) {
        const x = dealt[j]!;
        if (x.to !== d.to) continue;
        amount += x.amount;
        if (x.life) lost += x.amount;
        if (x.src.perm !== undefined) sources.push(x.src.perm);
        if (x.combat) combat = true;
      }
      if (lost > 0) run.emit({ kind: 'life-lost', player: d.to, amount: lost });
      if (d.player || run.state.alive(d.to)) run.emit({ kind: 'dealt-damage', to: d.to, amount, sources, combat });
    }
    if (d.src.perm !== undefined) {
      if (!d.player) run.state.damagedBy.set(d.to, (run.state.damagedBy.get(d.to) ?? new Set()).add(d.src.perm));
      run.emit({ kind: 'deals-damage', source: d.src.perm, to: d.to, amount: d.amount, combat: d.combat, toPlayer: d.player });
    }
    // at a permanent source's last part, all it dealt: lifelink once (702.15b), "whenever this deals damage" once (603.2c)
    if (d.src.perm !== undefined && lastFrom(dealt, i)) {
      const from = sourceOfDeal(d);
      let total = 0;
      let combat = false;
      for (const x of dealt) {
        if (sourceOfDeal(x) !== from) continue;
        total += x.amount;
        if (x.combat) combat = true;
      }
      if (run.state.ability(d.src.perm, 'lifelink')) lifelink(run, d.src, total);
      if (total > 0) run.emit({ kind: 'source-damage', source: d.src.perm, amount: total, combat });
    }
  }
}

/** Whether part `i` is the first dealt to its recipient in the event. */
function firstTo(dealt: readonly DamageDealt[], i: number): boolean {
  for (let j = 0; j < i; j++) if (dealt[j]!.to === dealt[i]!.to) return false;
  return true;
}

/** Whether part `i` is the last dealt by its source in the event (a permanent is one source however it was looked at). */
function lastFrom(dealt: readonly DamageDealt[], i: number): boolean {
  const from = sourceOfDeal(dealt[i]!);
  for (let j = i + 1; j < dealt.length; j++) if (sourceOfDeal(dealt[j]!) === from) return false;
  return true;
}

/** 702.15b, 120.3f: the source's controller gains the damage it dealt in the event, as one life-gain event (119.9). */
function lifelink(run: DamageHost, src: DamageSource, amount: number): void {
  const owner = run.state.players.get(src.controller);
  if (!owner) return;
  const from = owner.life;
  const gained = run.lifeGainAmount(owner.id, amount, src.label);
  // replaced by something else (cards drawn instead, 614.1a): no life is gained
  if (gained === 0 && amount > 0) return;
  owner.life += gained;
  owner.gained += gained;
  run.step('lifelink', { source: src.label, player: owner.id, amount: gained, from, to: owner.life }, [CITE.lifelink], ['702.15b', '120.3f', ...run.state.teamLife()]);
  if (gained > 0) run.emit({ kind: 'life-gained', player: owner.id, amount: gained });
}

/** Damage from any source: replacement and prevention, the result for the recipient (120.3); lifelink and triggers once the damage event is dealt. */
export function dealFrom(run: DamageHost, src: DamageSource, to: string, amount: number, simultaneous: boolean, combat: boolean, used?: Set<unknown>): void {
  if (!run.state.damaging) return void damageEvent(run, () => dealFrom(run, src, to, amount, simultaneous, combat, used));
  const r = run.state.recipient(to);
  if (!r) return;
  if (r.kind === 'perm' && r.p.zone !== 'battlefield') return;
  // 615.1a: a Fog prevents every bit of combat damage for the rest of the turn (unless it can't be prevented, 615.12)
  const fog = run.state.combatPrevented[0];
  if (combat && fog !== undefined && !unpreventable(run.state, src)) {
    run.step('prevented-combat', { source: src.label, target: r.kind === 'player' ? r.p.id : r.p.label, amount, by: fog }, [], ['615.1a']);
    return;
  }
  // "prevent all damage … this turn" and a permanent's own "prevent all damage that would be dealt to it" (prevention.ts)
  if ((run.state.preventions.length > 0 || r.kind === 'perm') && preventedAll(run, src, r, to, amount, combat)) return;
  if (preventedAtSource(run, src, r, amount)) return;
  const moved: RedirectedPart[] = [];
  const dealt = modify(run, src, r, to, amount, simultaneous, used, moved);
  dealResult(run, src, r, dealt, combat);
  // 614.9: damage redirected is dealt to the new recipient, past the effects already applied to it (614.5)
  for (const m of moved) dealFrom(run, src, m.to, m.amount, simultaneous, combat, m.used);
}

/** The damage dealt to one recipient after replacement and prevention: its results (120.3), lifelink, triggers. */
export function dealResult(run: DamageHost, src: DamageSource, r: Recipient, dealt: number, combat: boolean): void {
  if (dealt <= 0) return;
  // 1998: triggers and lifelink wait for the end of the damage prevention step (engine/mtg/era.ts)
  const deferred = run.era === '1998' && recordDealt(run, src, r, dealt, combat);
  const has = (k: Keyword) => src.perm !== undefined && run.state.has(src.perm, k);
  // deathtouch (702.2b): any damage it deals to a creature destroys it
  const destroys = src.perm !== undefined ? run.state.ability(src.perm, 'destroysOnDamage') : undefined;
  let lostLife = false;
  if (r.kind === 'player') {
    const as = damageResult(has, 'player');
    lostLife = as.as !== 'poison';
    if (as.as === 'poison') {
      run.addPoison(r.p, dealt, src.label, damageRulesOf(as.keyword!, 'player'), citesOf(as.keyword!));
    } else {
      const from = r.p.life;
      r.p.life -= dealt;
      // a life floor (Worship) looks at the whole damage event, life gained in it included (120.4d): at its end
      if (run.state.lifeFloor(r.p.id) && !run.state.floorWatch.has(r.p.id)) run.state.floorWatch.set(r.p.id, from);
      run.step('damage-player', { source: src.label, player: r.p.id, amount: dealt, from, to: r.p.life }, [CITE.toPlayer], ['120.3a', '119.2', ...run.state.teamLife()]);
      r.p.lostLife += from - r.p.life;
    }
    if (combat && src.perm && !deferred) combatPoison(run, src.perm, r.p, src.label);
  } else {
    const pe = r.p;
    const as = damageResult(has, 'creature');
    if (run.state.isCreature(pe.o.id) && as.as === '-1/-1') {
      // the damage is dealt, but its result can't be put on a permanent that can't have counters (101.2, cant.ts)
      const barred = countersBarred(run, pe.o.id, dealt, '-1/-1');
      if (!barred) pe.counters['-1/-1'] += dealt;
      run.state.changed();
      if (!barred) run.step('damage-as-counters', { source: src.label, target: pe.label, amount: dealt, keyword: msg(`keyword.${as.keyword!}`), now: run.state.ptText(pe.o.id) }, citesOf(as.keyword!), damageRulesOf(as.keyword!, 'creature'));
      if (destroys) pe.deathtouched = true;
    } else if (run.state.isCreature(pe.o.id) && pe.o.type !== 'battle') {
      pe.damage += dealt;
      if (destroys) {
        pe.deathtouched = true;
        run.step('damage-creature-deathtouch', { source: src.label, target: pe.label, amount: dealt, total: pe.damage }, citesOf(destroys), ['120.3e', '702.2b']);
      } else {
        run.step('damage-creature', { source: src.label, target: pe.label, amount: dealt, total: pe.damage, toughness: run.state.toughness(pe.o.id) }, [], ['120.3e']);
      }
    } else if (pe.o.type === 'planeswalker') {
      const from = pe.loyalty;
      pe.loyalty = Math.max(0, pe.loyalty - dealt);
      run.step('damage-planeswalker', { source: src.label, target: pe.label, amount: dealt, from, to: pe.loyalty }, [CITE.toPlaneswalker], ['120.3c']);
    } else if (pe.o.type === 'battle') {
      // a battle that is also a creature: the damage is marked and removes defense counters (120.3e, 120.3h)
      if (run.state.isCreature(pe.o.id)) {
        pe.damage += dealt;
        run.step('damage-creature', { source: src.label, target: pe.label, amount: dealt, total: pe.damage, toughness: run.state.toughness(pe.o.id) }, [], ['120.3e']);
      }
      const from = pe.defense;
      pe.defense = Math.max(0, pe.defense - dealt);
      run.step('damage-battle', { source: src.label, target: pe.label, amount: dealt, from, to: pe.defense }, [CITE.battleDamage, CITE.battleDefense], ['120.3h', '310.6']);
      if (from > 0 && pe.defense === 0 && pe.o.siege) pe.siegeTriggered = true;
    }
  }
  if (!deferred) {
    const part: DamageDealt = { src, to: r.kind === 'player' ? r.p.id : r.p.o.id, amount: dealt, combat, player: r.kind === 'player' };
    if (lostLife) part.life = true;
    run.state.damaging!.push(part);
  }
}

/**
 * A life floor (Worship, 614.1a): damage that would take its controller from 1 or more to less than 1 takes them to
 * 1 instead — judged on the whole damage event, so life gained in the same event counts (120.4d, 2nd example).
 */
function lifeFloors(run: DamageHost, dealt: readonly DamageDealt[]): void {
  if (run.state.floorWatch.size === 0) return;
  for (const [player, from] of run.state.floorWatch) {
    const p = run.state.players.get(player)!;
    const floor = run.state.lifeFloor(player);
    if (!floor || p.life >= 1 || from < 1) continue;
    const sources = [...new Map(dealt.filter((d) => d.to === player).map((d) => [d.src.perm ?? d.src, d.src.label])).values()];
    run.step('life-floor', { source: sources.length === 1 ? sources[0]! : list('comma', sources), player, amount: from - p.life, from, effect: floor }, [], ['614.1a', '120.3a', '120.4d']);
    p.lostLife -= 1 - p.life;
    p.life = 1;
  }
  run.state.floorWatch.clear();
}

/**
 * A shield on the source (Awe Strike): the whole of the next damage event it would deal this turn is prevented, and
 * the shield's controller gains as much life as was prevented — in the same damage event (615.7, 120.4d). True when
 * it prevented this damage.
 */
function preventedAtSource(run: DamageHost, src: DamageSource, r: Recipient, amount: number): boolean {
  if (src.perm === undefined || run.state.sourceShields.length === 0 || unpreventable(run.state, src)) return false;
  const shield = run.state.sourceShields.find((x) => x.source === src.perm && (x.event === undefined || x.event === run.state.damaging));
  if (!shield) return false;
  shield.event = run.state.damaging;
  const target = r.kind === 'player' ? r.p.id : r.p.label;
  run.step('prevented-source', { source: src.label, target, amount, from: shield.from, player: shield.gains }, [CITE.shield], ['615.7', '120.4d']);
  const p = run.state.players.get(shield.gains);
  if (!p || amount <= 0) return true;
  const before = p.life;
  const gained = run.lifeGainAmount(p.id, amount, shield.from);
  if (gained === 0) return true;
  p.life += gained;
  p.gained += gained;
  run.step('life-gain', { source: shield.from, player: p.id, amount: gained, from: before, to: p.life }, [], ['119.3', '119.10']);
  run.emit({ kind: 'life-gained', player: p.id, amount: gained });
  return true;
}

/** Awe Strike's shield on a creature (615.7): the next time it would deal damage this turn, that damage is prevented and the shield's controller gains that much. */
export function shieldSource(run: Host, from: MessageParam, gains: string, id: string): void {
  run.state.sourceShields.push({ source: id, from, gains });
  run.step('source-shield-created', { source: from, target: run.state.name(id), player: gains }, [CITE.shield], ['615.7']);
}

/**
 * "Excess damage is dealt to … instead" (120.4a): worked out before anything modifies the damage — for a creature the
 * damage beyond lethal (damage already marked counts; from a deathtouch source any damage beyond 1), for a planeswalker
 * beyond its loyalty, for a battle beyond its defense — and dealt to `to` in the same damage event.
 */
export function dealExcess(run: DamageHost, src: DamageSource, target: string, to: string, amount: number): void {
  const r = run.state.recipient(target);
  if (!r) return;
  let lethal = amount;
  if (r.kind === 'perm' && r.p.zone === 'battlefield') {
    const pe = r.p;
    const limits: number[] = [];
    if (run.state.isCreature(pe.o.id)) {
      const left = Math.max(0, run.state.toughness(pe.o.id) - pe.damage);
      const deathtouch = src.perm !== undefined && run.state.ability(src.perm, 'destroysOnDamage') !== undefined;
      limits.push(deathtouch ? Math.min(left, 1) : left);
    }
    if (pe.o.type === 'planeswalker') limits.push(pe.loyalty);
    if (pe.o.type === 'battle') limits.push(pe.defense);
    // several card types: the greatest excess, so the smallest of these (120.4a)
    if (limits.length > 0) lethal = Math.min(amount, Math.min(...limits));
  }
  const excess = amount - lethal;
  run.step('excess', { source: src.label, target: r.kind === 'player' ? r.p.id : r.p.label, amount, excess, to: run.state.name(to) }, [], ['120.4a']);
  if (lethal > 0) dealFrom(run, src, target, lethal, false, false);
  if (excess > 0) dealFrom(run, src, to, excess, false, false);
}

/** Toxic (702.164c): combat damage to a player from a source with it also gives that player N poison counters. */
export function combatPoison(run: DamageHost, source: string, p: PlayerState, label: MessageParam): void {
  for (const k of run.state.abilities(source, 'combatPoison')) run.addPoison(p, run.state.amountOf(source, k), label, rulesOf(k), citesOf(k));
}

const NO_QUALITIES: readonly Quality[] = [];

/** Damage not yet moved by a redirection has had no effect applied to it (614.5). */
const NOTHING_USED: ReadonlySet<unknown> = new Set();

/** Protection, then prevention and doubling in the order the affected player chooses (615, 614, 616.1). */
export function modify(run: DamageHost, src: DamageSource, r: Recipient, to: string, amount: number, simultaneous: boolean, used: ReadonlySet<unknown> = NOTHING_USED, moved: RedirectedPart[] = []): number {
  const targetLabel = r.kind === 'player' ? r.p.id : r.p.label;
  const holder = r.kind === 'player' ? r.p : r.p.o;
  const protList: readonly Quality[] = holder.protection ?? NO_QUALITIES;
  const cantPrevent = unpreventable(run.state, src);
  const hit = cantPrevent ? undefined : run.state.protectionHit(holder, src);
  if (cantPrevent && (protList.length > 0 || holder.protectionFromPlayer !== undefined || r.p.shields.some((x) => x.left > 0) || r.p.preventEach.length > 0)) {
    run.step('unpreventable', { source: src.label, target: targetLabel }, [], ['615.12']);
  }
  if (hit) {
    run.step('prevented-protection', { source: src.label, target: targetLabel, amount, quality: hit.quality }, [CITE.protection], [...new Set([hit.rule ?? '702.16e', '702.16e', '615.1'])]);
    return 0;
  }
  // (each effect's `by` is read only to order them by controller under the 1998 rulings)
  type Eff = { kind: OrderKind; shield?: Shield; each?: { amount: number; from: MessageParam }; redirect?: Redirection; doubler?: string; from: MessageParam; by: string | undefined };
  let effects: Eff[] | undefined;
  if (!cantPrevent) {
    for (const s of r.p.shields) if (s.left > 0 && (!s.onlyFrom || s.onlyFrom === src.perm)) (effects ??= []).push({ kind: 'prevent', shield: s, from: s.from, by: s.by });
    for (const e of r.p.preventEach) (effects ??= []).push({ kind: 'prevent', each: e, from: e.from, by: e.by });
  }
  for (const pe of run.state.perms.values()) {
    if (pe.zone === 'battlefield' && run.state.ability(pe.o.id, 'doublesDamage') && !used.has(`double:${pe.o.id}`)) (effects ??= []).push({ kind: 'double', doubler: pe.o.id, from: pe.label, by: run.state.controller(pe.o.id) });
  }
  if (run.state.redirects.list.length > 0) for (const rd of run.state.redirects.applicable(run, to, used)) (effects ??= []).push({ kind: 'redirect', redirect: rd, from: rd.source, by: rd.by });
  // most damage meets no effect at all: nothing below is built for it
  if (effects === undefined) return amount;

  let sequence = effects;
  let several = false;
  for (const e of effects) if (e.kind !== effects[0]!.kind) several = true;
  if (run.era === '1998' && several) {
    // 1998: effects applied in the order of their controllers, the active player's first (superseded by 616.1)
    const turn = run.state.turnOrder();
    sequence = [...effects].sort((x, y) => turn.indexOf(x.by ?? '') - turn.indexOf(y.by ?? ''));
    run.step('replacement-order-1998', { target: targetLabel, order: orderMsg(sequence.map((e) => e.kind)), active: turn[0] ?? '—' }, [CITE.usgReplacementApnap, CITE.replacementOrder], ['616.1']);
  } else if (several) {
    const kinds = effects.map((e) => e.kind);
    const chooser = r.kind === 'player' ? r.p.id : run.state.controller(r.p.o.id);
    let given = run.forced.get(to);
    let explicit = false;
    if (!given) {
      const d = run.orders.get(to) ?? run.orders.get(chooser);
      if (d) {
        d.used = true;
        given = d.order;
        explicit = true;
      }
    }
    const order = arrange(kinds, given);
    // each kind of the order takes the first effect of that kind not yet taken (effects of one kind keep their order)
    const taken: boolean[] = [];
    sequence = [];
    for (const k of order) {
      for (let i = 0; i < effects.length; i++) {
        if (!taken[i] && effects[i]!.kind === k) {
          taken[i] = true;
          sequence.push(effects[i]!);
          break;
        }
      }
    }
    const known = run.orderPoints.get(to);
    if (!known || known.kinds.length < kinds.length) {
      run.orderPoints.set(to, { subject: to, chooser, kinds: defaultOrder(kinds), explicit });
    }
    if (!known && !run.forced.has(to)) {
      const all = distinctPermutations(defaultOrder(kinds), MAX_BRANCHES);
      run.choices.push({
        chooser,
        what: msg('choice.order', { chooser, target: targetLabel }),
        range: msg('range.order', { orders: list('or', all.map(orderMsg)) }),
        taken: msg(explicit ? 'taken.order-given' : 'taken.order-usual', { order: orderMsg(order) }),
        assumed: !explicit,
        cites: [CITE.replacementOrder],
        rules: ['616.1', '616.1e', '616.1f'],
      });
    }
    run.step('replacement-order', { chooser, target: targetLabel, order: orderMsg(order) }, [CITE.replacementOrder], ['616.1', '616.1e', '616.1f']);
  }
  let n = amount;
  // what a redirection carries to the new recipient (614.5): built only when one is in the sequence
  let applied: Set<unknown> | undefined;
  for (const e of sequence) {
    if (e.redirect) {
      applied = new Set(used);
      break;
    }
  }
  for (const e of sequence) {
    if (n <= 0) break;
    if (e.shield) {
      if (e.shield.left <= 0) continue;
      // 615.7, a branch: the defender chose a later source of this event for the shield — this one is not prevented
      if (simultaneous && !shieldGoesTo(run, to, src)) continue;
      const p = Math.min(e.shield.left, n);
      e.shield.left -= p;
      n -= p;
      if (e.from === targetLabel) run.step('prevented-shield', { source: src.label, target: targetLabel, amount: p, left: e.shield.left }, [CITE.shield], ['615.7']);
      else run.step('prevented-shield-from', { source: src.label, target: targetLabel, amount: p, left: e.shield.left, from: e.from }, [CITE.shield], ['615.7']);
      if (simultaneous && !run.shieldNoted.has(to)) {
        run.shieldNoted.add(to);
        run.assume('shield-simultaneous', { target: targetLabel, source: src.label }, ['615.7']);
      }
    } else if (e.each) {
      const p = Math.min(e.each.amount, n);
      n -= p;
      run.step('prevented-each', { source: src.label, target: targetLabel, amount: p, from: e.from }, [CITE.shield], ['615.10']);
    } else if (e.redirect) {
      n -= redirectDamage(run, src, e.redirect, targetLabel, n, applied!, moved);
    } else {
      run.step('doubled', { source: src.label, target: targetLabel, from: n, to: n * 2, effect: e.from }, [CITE.doubling], ['614.1a', '614.1']);
      n *= 2;
      applied?.add(`double:${e.doubler}`);
    }
  }
  return n;
}

const sourceOfDeal = (d: DamageDealt): unknown => d.src.perm ?? d.src;

/**
 * 615.7: whether a shield on `to` may prevent damage from `src` now. In the usual run it takes the first source
 * dealt; in a branch (`shield:<to>` forced) it waits for the source the defender chose, counted in dealing order.
 */
function shieldGoesTo(run: DamageHost, to: string, src: DamageSource): boolean {
  const order = run.triggerOrders.get(`shield:${to}`);
  if (!order) return true;
  const before = new Set((run.state.damaging ?? []).filter((d) => d.to === to).map(sourceOfDeal));
  before.delete(src.perm ?? src);
  return before.size >= order[0]!;
}

/** After a simultaneous event: each shield recipient hit by several sources at once is a choice point (615.7). */
function shieldPoints(run: DamageHost, dealt: readonly DamageDealt[]): void {
  for (const to of run.shieldNoted) {
    const key = `shield:${to}`;
    if (run.triggerPoints.some((p) => p.key === key)) continue;
    const mine = dealt.filter((d) => d.to === to);
    const sources = [...new Map(mine.map((d) => [sourceOfDeal(d), d.src.label])).values()];
    if (sources.length < 2) continue;
    const r = run.state.recipient(to);
    const chooser = r?.kind === 'player' ? r.p.id : r ? run.state.controller(r.p.o.id) : to;
    run.triggerPoints.push({ key, chooser, labels: sources, shield: true });
  }
}
