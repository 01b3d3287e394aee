/**
 * Declaring attackers and blockers (506, 508, 509): who may attack what (a player, a planeswalker, a battle its
 * protector does not defend; 508.1a–c, 310.8b, summoning sickness 302.6, defender 702.3b), who may block whom
 * (509.1a–b: flying and reach 702.9b, landwalk 702.14c and the other block restrictions of keywords.ts, protection
 * 702.16f, menace 702.111b, blocker counts), the blocking requirements (509.1c), tapping to attack (508.1f) and the
 * trace lines announcing attacks and blocks (509.1h). Bands (banding.ts) and Two-Headed Giant (teams.ts) hook in
 * where the declarations are made.
 */
import { list } from '../core/messages.ts';
import { CITE } from './cites.ts';
import { provokedViolations } from './provoke.ts';
import { payEnlist } from './enlist.ts';
import { payExert } from './exert.ts';
import { KEYWORD_RULES, blockForbidden, citesOf, rulesOf, strikesTwice } from './keywords.ts';
import { permanentSpells } from './timing.ts';
import { key, msg } from './messages.ts';
import type { Directives, Host, Loop, Perm } from './state.ts';

/** What declaring attackers and blockers asks of the kernel: the `assign` directives to check, and its loop. */
export interface DeclareHost extends Host, Pick<Loop, 'emit' | 'halted' | 'settle'>, Pick<Directives, 'assigns'> {}

export function declareAttackers(run: DeclareHost): void {
  run.state.combat.step = 'attackers';
  for (const a of run.s.actions) {
    if (a.kind !== 'attack') continue;
    for (const g of a.groups) {
      for (const id of g.attackers) declareAttacker(run, id, g.target);
    }
  }
  run.state.combat.bands.declare(run.s.actions.flatMap((a) => (a.kind === 'attack' ? a.groups : [])));
  const controllers = new Set(run.state.combat.attackOrder.map((id) => run.state.controller(id)));
  run.state.active = run.state.combat.attackOrder[0] ? run.state.controller(run.state.combat.attackOrder[0]) : undefined;
  if (controllers.size > 1 && run.state.teams) run.state.teams.checkAttackers(run, [...controllers]);
  else if (controllers.size > 1) run.violate('two-attacking-players', { players: list('comma', [...controllers]) }, ['506.2', '508.1a']);
  // 508.1c: a creature that can't attack alone attacks only beside another attacker
  if (run.state.combat.attackOrder.length === 1) {
    const only = run.state.combat.attackOrder[0]!;
    const k = run.state.ability(only, 'attacksWithOthers');
    if (k) run.violate(KEYWORD_RULES[k].violation!, { attacker: run.state.name(only) }, rulesOf(k), citesOf(k));
  }
  checkAttackRequirements(run);
}

/**
 * 508.1d: a creature of the active player that "attacks each combat if able" and could have attacked was left out.
 * Able: untapped, not summoning sick (or with haste), nothing forbidding it to attack.
 */
function checkAttackRequirements(run: DeclareHost): void {
  const active = run.state.active;
  if (active === undefined) return;
  for (const pe of run.state.perms.values()) {
    const id = pe.o.id;
    if (pe.zone !== 'battlefield' || run.state.combat.target.has(id) || run.state.controller(id) !== active || !run.state.isCreature(id)) continue;
    const must = run.state.ability(id, 'mustAttack');
    if (!must || pe.tapped || run.state.ability(id, 'cantAttack')) continue;
    if ((pe.sick || run.state.controlChanged(id)) && !run.state.ability(id, 'attacksWhileSick')) continue;
    run.violate('must-attack', { attacker: pe.label, player: active }, rulesOf(must), citesOf(must));
  }
}

export function declareBlockers(run: DeclareHost): void {
  run.state.combat.step = 'blockers';
  for (const a of run.s.actions) {
    if (a.kind !== 'block') continue;
    for (const g of a.groups) {
      for (const id of g.blockers) for (const attacker of g.attackers) declareBlocker(run, id, attacker);
    }
  }
  for (const [b, attackers] of run.state.combat.blocksOf) {
    const pe = run.state.perms.get(b)!;
    const max = run.state.ability(b, 'blocksAny') ? Infinity : 1 + (pe.o.extraBlocks ?? 0);
    if (attackers.length > max) {
      run.violate('too-many-blocks', { blocker: pe.label, count: attackers.length, max }, ['509.1a', '509.1b']);
    }
  }
  for (const [a, blockers] of run.state.combat.blockersOf) {
    // menace (702.111b): a keyword that needs more blockers than this
    for (const k of run.state.abilities(a, 'minBlockers')) {
      if (blockers.length > 0 && blockers.length < KEYWORD_RULES[k].minBlockers!) run.violate(KEYWORD_RULES[k].violation ?? 'min-blockers', { attacker: run.state.name(a), count: blockers.length, min: KEYWORD_RULES[k].minBlockers! }, rulesOf(k), citesOf(k));
    }
    const ao = run.state.perms.get(a)!.o;
    if (ao.minBlockers !== undefined && blockers.length > 0 && blockers.length < ao.minBlockers) {
      run.violate('min-blockers', { attacker: run.state.name(a), count: blockers.length, min: ao.minBlockers }, ['509.1b']);
    }
    if (ao.maxBlockers !== undefined && blockers.length > ao.maxBlockers) {
      run.violate('max-blockers', { attacker: run.state.name(a), count: blockers.length, max: ao.maxBlockers }, ['509.1b']);
    }
    if (blockers.length > 0) run.state.combat.blocked.add(a);
  }
  blockRestrictions(run);
  run.state.combat.bands.propagateBlocks();
  checkBlockRequirements(run);

  // explicit assignments must name a creature in combat
  for (const { a } of run.assigns.values()) {
    if (!run.state.combat.target.has(a.source) && !run.state.combat.blocksOf.has(a.source)) {
      run.violate('assign-not-in-combat', { source: run.state.name(a.source) }, ['510.1'], [], false);
    } else if (a.strike === 2 && !strikesTwice(run.state, a.source)) {
      run.violate('assign-second-strike', { source: run.state.name(a.source) }, ['510.4', '702.4b'], [CITE.doubleStrike], false);
    }
  }
}

/**
 * 509.1b: restrictions on the blocks as a whole — a creature that can't block alone blocks only beside another
 * blocker; an attacker that can't be blocked unless all creatures block it needs every creature of its defending
 * player among its blockers (a tapped one can't block, so then it can't be blocked at all).
 */
function blockRestrictions(run: DeclareHost): void {
  for (const b of run.state.combat.blocksOf.keys()) {
    const k = run.state.ability(b, 'blocksWithOthers');
    if (k && run.state.combat.blocksOf.size === 1) run.violate(KEYWORD_RULES[k].violation!, { blocker: run.state.name(b) }, rulesOf(k), citesOf(k));
  }
  for (const [a, blockers] of run.state.combat.blockersOf) {
    const k = run.state.ability(a, 'blockedOnlyByAll');
    if (!k || blockers.length === 0) continue;
    const defender = run.state.defenderOf(a);
    const missing = [...run.state.perms.values()].filter((p) => p.zone === 'battlefield' && run.state.isCreature(p.o.id) && run.state.controller(p.o.id) === defender && !blockers.includes(p.o.id));
    if (missing.length > 0) run.violate(KEYWORD_RULES[k].violation!, { attacker: run.state.name(a), missing: list('comma', missing.map((p) => p.label)) }, rulesOf(k), citesOf(k));
  }
}

/**
 * 509.1c: an attacker that must be blocked if able, left unblocked while a creature of its defending player
 * could have blocked it (breaking no restriction) without giving up another such requirement. An attacker that
 * needs two or more blockers (menace, min-blockers) counts as blockable when that many creatures could each
 * block it: together they obey the restriction and the requirement (the CR's own 509.1c example).
 */
export function checkBlockRequirements(run: DeclareHost): void {
  const required = run.state.combat.attackOrder.filter((a) => run.state.ability(a, 'mustBeBlocked'));
  for (const a of required) {
    if ((run.state.combat.blockersOf.get(a)?.length ?? 0) > 0) continue;
    const ao = run.state.perms.get(a)!.o;
    const need = Math.max(1, ...run.state.abilities(a, 'minBlockers').map((k) => KEYWORD_RULES[k].minBlockers!), ao.minBlockers ?? 1);
    if (need > (ao.maxBlockers ?? Infinity)) continue;
    const able = [...run.state.perms.keys()].filter(
      (b) => couldBlock(run, b, a) && !(run.state.combat.blocksOf.get(b) ?? []).some((c) => c !== a && run.state.ability(c, 'mustBeBlocked')),
    );
    if (able.length >= need) {
      run.violate('must-be-blocked', { attacker: run.state.name(a), blockers: list('comma', able.map((b) => run.state.name(b))) }, ['509.1c', '509.1b']);
    }
  }
  // "All creatures able to block this do so" (Lure): a creature able to block it that blocks no creature with a
  // blocking requirement obeys fewer requirements than it could (509.1c)
  for (const a of run.state.combat.attackOrder) {
    const k = run.state.ability(a, 'blockedByAll');
    if (!k) continue;
    const required = (c: string) => run.state.ability(c, 'blockedByAll') !== undefined || run.state.ability(c, 'mustBeBlocked') !== undefined;
    const idle = [...run.state.perms.keys()].filter((b) => couldBlock(run, b, a) && !(run.state.combat.blocksOf.get(b) ?? []).some(required));
    const ao = run.state.perms.get(a)!.o;
    const need = Math.max(1, ...run.state.abilities(a, 'minBlockers').map((m) => KEYWORD_RULES[m].minBlockers!), ao.minBlockers ?? 1);
    if (idle.length > 0 && idle.length + (run.state.combat.blockersOf.get(a)?.length ?? 0) >= need) {
      run.violate('blocked-by-all', { attacker: run.state.name(a), blockers: list('comma', idle.map((b) => run.state.name(b))) }, rulesOf(k), citesOf(k));
    }
  }
  // provoke (702.39a): the provoked creature blocks its provoker if able
  const requires = (c: string) => run.state.ability(c, 'blockedByAll') !== undefined || run.state.ability(c, 'mustBeBlocked') !== undefined;
  for (const v of provokedViolations(run, (b, a) => couldBlock(run, b, a), requires)) run.violations.push({ ...v, cites: [], fatal: true });
}

/** Whether `b` could block `a` by itself breaking no restriction (509.1b), for the requirement check. */
export function couldBlock(run: DeclareHost, b: string, a: string): boolean {
  const pe = run.state.perms.get(b)!;
  if (pe.zone !== 'battlefield' || pe.tapped || !run.state.isCreature(b)) return false;
  if (run.state.teams ? !run.state.teams.mayBlockFor(run.state.controller(b), run.state.defenderOf(a)) : run.state.controller(b) !== run.state.defenderOf(a)) return false;
  if (blockForbidden(run.state, b, a).length > 0) return false;
  return run.state.protectionHit(run.state.perms.get(a)!.o, { colors: run.state.colors(b), perm: b, controller: run.state.controller(b) }) === undefined;
}

export function declareAttacker(run: DeclareHost, id: string, given: string | undefined): void {
  const pe = run.state.perms.get(id)!;
  const o = pe.o;
  if (run.state.combat.target.has(id)) {
    run.violate('attacks-twice', { attacker: pe.label }, ['508.1b']);
    return;
  }
  if (pe.zone !== 'battlefield') {
    if (castLater(run, id)) return declaredBeforeCast(run, pe, 'attack', '508.1a');
    run.violate('not-on-battlefield', { object: pe.label, reason: pe.leftBecause ?? msg('reason.lethal') }, ['508.1a', '704.3']);
    return;
  }
  if (o.type === 'battle') {
    run.violate('battle-attacks', { object: pe.label }, ['508.1a', '506.3']);
    return;
  }
  // 506.3: what it is now — a land or planeswalker that became a creature may attack
  if (!run.state.isCreature(id)) {
    run.violate('not-creature-attacks', { object: pe.label }, ['506.3', '508.1a']);
    return;
  }
  if (pe.tapped) run.violate('tapped-attacker', { attacker: pe.label }, ['508.1a']);
  if ((pe.sick || run.state.controlChanged(o.id)) && !run.state.ability(o.id, 'attacksWhileSick')) {
    run.violate('summoning-sick', { attacker: pe.label, player: run.state.controller(o.id) }, ['302.6', '508.1a']);
  }
  const cant = run.state.ability(o.id, 'cantAttack');
  if (cant) run.violate(KEYWORD_RULES[cant].violation ?? 'cant-attack', { attacker: pe.label }, rulesOf(cant), citesOf(cant));
  let t = given;
  if (t === undefined) {
    const opps = run.state.opponents(run.state.controller(o.id));
    if (opps.length === 0) {
      run.violate('no-defending-player', { attacker: pe.label }, ['506.2', '508.1b']);
      return;
    }
    t = opps[0]!;
    run.assume(opps.length > 1 ? 'attack-target-first' : 'attack-target', { attacker: pe.label, target: t }, ['506.2', '508.1b']);
  }
  const tp = run.state.players.get(t);
  const tpe = run.state.perms.get(t);
  if (tp) {
    if (t === run.state.controller(o.id)) run.violate('attacks-self', { attacker: pe.label, player: t }, ['506.2', '508.1b']);
  } else if (tpe) {
    if (tpe.o.type === 'planeswalker') {
      if (run.state.controller(tpe.o.id) === run.state.controller(o.id)) {
        run.violate('attacks-own-planeswalker', { attacker: pe.label, planeswalker: tpe.label }, ['506.2', '508.1b'], [CITE.toPlaneswalker]);
      }
    } else if (tpe.o.type === 'battle') {
      if (tpe.protector === run.state.controller(o.id)) {
        run.violate('protector-attacks', { attacker: pe.label, battle: tpe.label, player: run.state.controller(o.id) }, ['310.8b', '508.1b'], [CITE.battleProtector, CITE.battleAttack]);
      }
    } else {
      run.violate('attack-target-invalid', { attacker: pe.label, target: tpe.label }, ['506.3', '508.1b']);
    }
  }
  run.state.teams?.checkTarget(run, id, t);
  run.state.combat.target.set(id, t);
  // 508.1c: "can't attack unless defending player controls an Island" — the player it attacks, or the planeswalker's controller
  const needs = run.state.ability(id, 'attacksOnlyIf');
  if (needs) {
    const land = KEYWORD_RULES[needs].attacksOnlyIf!;
    if (!run.state.defendingLands(id).includes(land)) {
      run.violate('attacks-only-if-land', { attacker: pe.label, player: run.state.defenderOf(id) ?? '—', land: msg(`land.${land}`) }, rulesOf(needs), citesOf(needs));
    }
  }
  run.state.combat.attackOrder.push(id);
  pe.inCombat = true;
  // 508.1f: attacking taps it, unless it has vigilance
  if (!run.state.ability(id, 'attacksUntapped') && !pe.tapped) {
    pe.tapped = true;
    run.emit({ kind: 'becomes-tapped', id });
  }
}

/** A permanent spell still in its caster's hand when attackers or blockers are declared: its `cast` comes later. */
export function castLater(run: DeclareHost, id: string): boolean {
  return run.state.perms.get(id)!.zone === 'hand' && permanentSpells(run.s).some((o) => o.id === id);
}

/**
 * Every `attack` (or `block`) group is declared at once, where the first one stands (508.1a, 509.1a): a creature
 * cast after that point, even if written before a later group, was not on the battlefield to attack or block.
 */
export function declaredBeforeCast(run: DeclareHost, pe: Perm, what: 'attack' | 'block', rule: string): void {
  run.violations.push({ key: key(`review.violation.cast-after-${what}`), params: { object: pe.label }, cites: [], rules: [rule, '601.2'], fatal: true });
}

export function declareBlocker(run: DeclareHost, id: string, attacker: string): void {
  const pe = run.state.perms.get(id)!;
  const o = pe.o;
  const ape = run.state.perms.get(attacker)!;
  if (pe.zone !== 'battlefield') {
    if (castLater(run, id)) return declaredBeforeCast(run, pe, 'block', '509.1a');
    run.violate('not-on-battlefield', { object: pe.label, reason: pe.leftBecause ?? msg('reason.lethal') }, ['509.1a', '704.3']);
    return;
  }
  if (o.type === 'battle') {
    run.violate('battle-blocks', { object: pe.label }, ['509.1a', '506.3']);
    return;
  }
  if (!run.state.isCreature(id)) {
    run.violate('not-creature-blocks', { object: pe.label }, ['506.3', '509.1a']);
    return;
  }
  if (!run.state.combat.target.has(attacker)) {
    run.violate('blocks-non-attacker', { blocker: pe.label, attacker: ape.label }, ['509.1a']);
    return;
  }
  if (run.state.combat.blocksOf.get(id)?.includes(attacker)) {
    run.violate('blocks-twice', { blocker: pe.label, attacker: ape.label }, ['509.1a']);
    return;
  }
  if (pe.tapped) run.violate('tapped-blocker', { blocker: pe.label }, ['509.1a']);
  for (const k of blockForbidden(run.state, id, attacker)) {
    const rule = KEYWORD_RULES[k];
    const params = { blocker: pe.label, attacker: ape.label, keyword: msg(`keyword.${k}`), player: run.state.defenderOf(attacker) ?? '—', ...rule.violationParams?.(attacker, id, run.state) };
    run.violate(rule.violation ?? 'block-restriction', params, rulesOf(k), citesOf(k));
  }
  const defender = run.state.defenderOf(attacker);
  if (run.state.teams) run.state.teams.checkBlocker(run, id, attacker, defender);
  else if (run.state.controller(o.id) !== defender) {
    const t = run.state.perms.get(run.state.combat.target.get(attacker)!);
    if (t?.o.type === 'battle') {
      run.violate('blocker-not-protector', { blocker: pe.label, attacker: ape.label, battle: t.label, player: defender ?? '—' }, ['310.8c', '509.1a'], [CITE.battleProtector]);
    } else {
      run.violate('wrong-blocker', { blocker: pe.label, attacker: ape.label, player: defender ?? '—' }, ['509.1a']);
    }
  }
  const hit = run.state.protectionHit(ape.o, { colors: run.state.colors(o.id), perm: o.id, controller: run.state.controller(o.id) });
  if (hit) {
    run.violate('protection-block', { blocker: pe.label, attacker: ape.label, quality: hit.quality }, [hit.rule ?? '702.16f', '702.16f', '509.1b'].filter((r, i, all) => all.indexOf(r) === i), [CITE.protection]);
  }
  run.state.combat.blocksOf.set(id, [...(run.state.combat.blocksOf.get(id) ?? []), attacker]);
  run.state.combat.blockersOf.set(attacker, [...(run.state.combat.blockersOf.get(attacker) ?? []), id]);
  if (!run.state.combat.blockOrder.includes(id)) run.state.combat.blockOrder.push(id);
  pe.inCombat = true;
  if (run.state.ability(o.id, 'tramples') && run.state.combat.blocksOf.get(id)!.length === 1) {
    run.warn('trample-blocking', { blocker: pe.label }, ['702.19a'], [CITE.trampleLethal]);
  }
}

export function announceAttacks(run: DeclareHost): void {
  const byTarget = new Map<string, string[]>();
  // in Two-Headed Giant both players of the active team may attack: one line per attacking player and target
  const group = (a: string) => (run.state.teams ? `${run.state.combat.target.get(a)!}\u0000${run.state.controller(a)}` : run.state.combat.target.get(a)!);
  for (const a of run.state.combat.attackOrder) byTarget.set(group(a), [...(byTarget.get(group(a)) ?? []), a]);
  for (const attackers of byTarget.values()) {
    const t = run.state.combat.target.get(attackers[0]!)!;
    const names = list('comma', attackers.map((a) => run.state.name(a)));
    const tpe = run.state.perms.get(t);
    const player = (run.state.teams ? run.state.controller(attackers[0]!) : run.state.active) ?? '—';
    if (tpe?.o.type === 'battle') {
      run.step('attack-battle', { player, attackers: names, battle: tpe.label, protector: tpe.protector ?? '—' }, [CITE.battleAttack, CITE.battleProtector], ['508.1b', '310.5', '310.8b']);
    } else if (tpe?.o.type === 'planeswalker') {
      run.step('attack-planeswalker', { player, attackers: names, planeswalker: tpe.label, defender: run.state.controller(t) }, [CITE.toPlaneswalker], ['508.1b', '506.2']);
    } else {
      run.step('attack-player', { player, attackers: names, defender: t }, [], ['508.1a', '508.1b']);
    }
  }
  run.state.combat.bands.announce();
  payEnlist(run);
  payExert(run);
  for (const a of run.state.combat.attackOrder) run.emit({ kind: 'attacks', id: a, target: run.state.combat.target.get(a)!, alone: run.state.combat.attackOrder.length === 1, attackers: run.state.combat.attackOrder.length });
  run.settle();
}

/** The declare-blockers step: declarations (all `block` directives), then who is blocked. */
export function finishBlockers(run: DeclareHost): void {
  declareBlockers(run);
  if (run.halted()) return;
  for (const a of run.state.combat.attackOrder) {
    const blockers = run.state.combat.bands.declared(a, run.state.combat.blockersOf.get(a) ?? []);
    if (blockers.length === 0) {
      if (!run.state.combat.blocked.has(a)) run.step('unblocked', { attacker: run.state.name(a) }, [CITE.unblocked], ['509.1h']);
    } else {
      const t = run.state.perms.get(run.state.combat.target.get(a)!);
      const battle = t?.o.type === 'battle';
      // 310.8c is the protector's own block; in 2HG its teammate blocks by 805.10d, which 310.8c would contradict
      const byProtector = battle && blockers.every((b) => run.state.controller(b) === t.protector);
      run.step(
        'blocked',
        { attacker: run.state.name(a), blockers: list('comma', blockers.map((b) => run.state.name(b))), player: run.state.controller(blockers[0]!) },
        battle ? [CITE.battleProtector] : blockers.length > 1 ? [CITE.divide] : [],
        [...(byProtector ? ['509.1a', '509.1h', '310.8c'] : ['509.1a', '509.1h']), ...(run.state.teams ? ['805.10d'] : [])],
      );
    }
  }
  run.state.combat.bands.announceBlocks();
  // 509.3a, 509.3c: each blocker blocks once and each blocked attacker becomes blocked once, however many creatures
  for (const b of run.state.combat.blockOrder) run.emit({ kind: 'blocks', id: b, attackers: run.state.combat.blocksOf.get(b) ?? [] });
  // 509.3b: "whenever this blocks a creature" once for each attacker it blocks
  for (const b of run.state.combat.blockOrder) for (const a of run.state.combat.blocksOf.get(b) ?? []) run.emit({ kind: 'blocks-creature', id: b, attacker: a });
  for (const a of run.state.combat.attackOrder) {
    const by = run.state.combat.blockersOf.get(a) ?? [];
    if (by.length > 0) run.emit({ kind: 'becomes-blocked', id: a, by });
    // 509.3g: no creature declared as its blocker ("attacks and isn't blocked")
    else if (!run.state.combat.blocked.has(a)) run.emit({ kind: 'unblocked', id: a });
  }
  if (run.state.pending.length > 0) run.settle();
}
