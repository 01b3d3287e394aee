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
import { KEYWORD_RULES, blockForbidden, citesOf, rulesOf, strikesTwice } from './keywords.ts';
import { permanentSpells } from './timing.ts';
import { key, msg } from './messages.ts';
import type { Run, Perm } from './resolve.ts';

export function declareAttackers(run: Run): void {
  run.combatState = 'attackers';
  for (const a of run.s.actions) {
    if (a.kind !== 'attack') continue;
    for (const g of a.groups) {
      for (const id of g.attackers) declareAttacker(run, id, g.target);
    }
  }
  run.bands.declare(run.s.actions.flatMap((a) => (a.kind === 'attack' ? a.groups : [])));
  const controllers = new Set(run.attackOrder.map((id) => run.controller(id)));
  run.active = run.attackOrder[0] ? run.controller(run.attackOrder[0]) : undefined;
  if (controllers.size > 1 && run.teams) run.teams.checkAttackers(run, [...controllers]);
  else if (controllers.size > 1) run.violate('two-attacking-players', { players: list('comma', [...controllers]) }, ['506.2', '508.1a']);
}

export function declareBlockers(run: Run): void {
  run.combatState = 'blockers';
  for (const a of run.s.actions) {
    if (a.kind !== 'block') continue;
    for (const g of a.groups) {
      for (const id of g.blockers) for (const attacker of g.attackers) declareBlocker(run, id, attacker);
    }
  }
  for (const [b, attackers] of run.blocksOf) {
    const pe = run.perms.get(b)!;
    const max = run.ability(b, 'blocksAny') ? Infinity : 1 + (pe.o.extraBlocks ?? 0);
    if (attackers.length > max) {
      run.violate('too-many-blocks', { blocker: pe.label, count: attackers.length, max }, ['509.1a', '509.1b']);
    }
  }
  for (const [a, blockers] of run.blockersOf) {
    // menace (702.111b): a keyword that needs more blockers than this
    for (const k of run.abilities(a, 'minBlockers')) {
      if (blockers.length > 0 && blockers.length < KEYWORD_RULES[k].minBlockers!) run.violate(KEYWORD_RULES[k].violation ?? 'min-blockers', { attacker: run.name(a), count: blockers.length, min: KEYWORD_RULES[k].minBlockers! }, rulesOf(k), citesOf(k));
    }
    const ao = run.perms.get(a)!.o;
    if (ao.minBlockers !== undefined && blockers.length > 0 && blockers.length < ao.minBlockers) {
      run.violate('min-blockers', { attacker: run.name(a), count: blockers.length, min: ao.minBlockers }, ['509.1b']);
    }
    if (ao.maxBlockers !== undefined && blockers.length > ao.maxBlockers) {
      run.violate('max-blockers', { attacker: run.name(a), count: blockers.length, max: ao.maxBlockers }, ['509.1b']);
    }
    if (blockers.length > 0) run.blocked.add(a);
  }
  run.bands.propagateBlocks();
  checkBlockRequirements(run);

  // explicit assignments must name a creature in combat
  for (const { a } of run.assigns.values()) {
    if (!run.target.has(a.source) && !run.blocksOf.has(a.source)) {
      run.violate('assign-not-in-combat', { source: run.name(a.source) }, ['510.1'], [], false);
    } else if (a.strike === 2 && !strikesTwice(run, a.source)) {
      run.violate('assign-second-strike', { source: run.name(a.source) }, ['510.4', '702.4b'], [CITE.doubleStrike], false);
    }
  }
}

/**
 * 509.1c: an attacker that must be blocked if able, left unblocked while a creature of its defending player
 * could have blocked it (breaking no restriction) without giving up another such requirement. An attacker that
 * needs two or more blockers (menace, min-blockers) counts as blockable when that many creatures could each
 * block it: together they obey the restriction and the requirement (the CR's own 509.1c example).
 */
export function checkBlockRequirements(run: Run): void {
  const required = run.attackOrder.filter((a) => run.ability(a, 'mustBeBlocked'));
  for (const a of required) {
    if ((run.blockersOf.get(a)?.length ?? 0) > 0) continue;
    const ao = run.perms.get(a)!.o;
    const need = Math.max(1, ...run.abilities(a, 'minBlockers').map((k) => KEYWORD_RULES[k].minBlockers!), ao.minBlockers ?? 1);
    if (need > (ao.maxBlockers ?? Infinity)) continue;
    const able = [...run.perms.keys()].filter(
      (b) => couldBlock(run, b, a) && !(run.blocksOf.get(b) ?? []).some((c) => c !== a && run.ability(c, 'mustBeBlocked')),
    );
    if (able.length >= need) {
      run.violate('must-be-blocked', { attacker: run.name(a), blockers: list('comma', able.map((b) => run.name(b))) }, ['509.1c', '509.1b']);
    }
  }
}

/** Whether `b` could block `a` by itself breaking no restriction (509.1b), for the requirement check. */
export function couldBlock(run: Run, b: string, a: string): boolean {
  const pe = run.perms.get(b)!;
  if (pe.zone !== 'battlefield' || pe.o.type !== 'creature' || pe.tapped || !run.isCreature(b)) return false;
  if (run.teams ? !run.teams.mayBlockFor(run.controller(b), run.defenderOf(a)) : run.controller(b) !== run.defenderOf(a)) return false;
  if (blockForbidden(run, b, a).length > 0) return false;
  return run.protectionHit(run.perms.get(a)!.o, { colors: run.colors(b), perm: b, controller: run.controller(b) }) === undefined;
}

export function declareAttacker(run: Run, id: string, given: string | undefined): void {
  const pe = run.perms.get(id)!;
  const o = pe.o;
  if (run.target.has(id)) {
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
  if (o.type !== 'creature') {
    run.violate('not-creature-attacks', { object: pe.label }, ['506.3', '508.1a']);
    return;
  }
  if (pe.tapped) run.violate('tapped-attacker', { attacker: pe.label }, ['508.1a']);
  if ((pe.sick || run.controlChanged(o.id)) && !run.ability(o.id, 'attacksWhileSick')) {
    run.violate('summoning-sick', { attacker: pe.label, player: run.controller(o.id) }, ['302.6', '508.1a']);
  }
  const cant = run.ability(o.id, 'cantAttack');
  if (cant) run.violate(KEYWORD_RULES[cant].violation ?? 'cant-attack', { attacker: pe.label }, rulesOf(cant), citesOf(cant));
  let t = given;
  if (t === undefined) {
    const opps = run.opponents(run.controller(o.id));
    if (opps.length === 0) {
      run.violate('no-defending-player', { attacker: pe.label }, ['506.2', '508.1b']);
      return;
    }
    t = opps[0]!;
    run.assume(opps.length > 1 ? 'attack-target-first' : 'attack-target', { attacker: pe.label, target: t }, ['506.2', '508.1b']);
  }
  const tp = run.players.get(t);
  const tpe = run.perms.get(t);
  if (tp) {
    if (t === run.controller(o.id)) run.violate('attacks-self', { attacker: pe.label, player: t }, ['506.2', '508.1b']);
  } else if (tpe) {
    if (tpe.o.type === 'planeswalker') {
      if (run.controller(tpe.o.id) === run.controller(o.id)) {
        run.violate('attacks-own-planeswalker', { attacker: pe.label, planeswalker: tpe.label }, ['506.2', '508.1b'], [CITE.toPlaneswalker]);
      }
    } else if (tpe.o.type === 'battle') {
      if (tpe.protector === run.controller(o.id)) {
        run.violate('protector-attacks', { attacker: pe.label, battle: tpe.label, player: run.controller(o.id) }, ['310.8b', '508.1b'], [CITE.battleProtector, CITE.battleAttack]);
      }
    } else {
      run.violate('attack-target-invalid', { attacker: pe.label, target: tpe.label }, ['506.3', '508.1b']);
    }
  }
  run.teams?.checkTarget(run, id, t);
  run.target.set(id, t);
  run.attackOrder.push(id);
  pe.inCombat = true;
  // 508.1f: attacking taps it, unless it has vigilance
  if (!run.ability(id, 'attacksUntapped')) pe.tapped = true;
}

/** A permanent spell still in its caster's hand when attackers or blockers are declared: its `cast` comes later. */
export function castLater(run: Run, id: string): boolean {
  return run.perms.get(id)!.zone === 'hand' && permanentSpells(run.s).some((o) => o.id === id);
}

/**
 * Every `attack` (or `block`) group is declared at once, where the first one stands (508.1a, 509.1a): a creature
 * cast after that point, even if written before a later group, was not on the battlefield to attack or block.
 */
export function declaredBeforeCast(run: Run, pe: Perm, what: 'attack' | 'block', rule: string): void {
  run.violations.push({ key: key(`review.violation.cast-after-${what}`), params: { object: pe.label }, cites: [], rules: [rule, '601.2'], fatal: true });
}

export function declareBlocker(run: Run, id: string, attacker: string): void {
  const pe = run.perms.get(id)!;
  const o = pe.o;
  const ape = run.perms.get(attacker)!;
  if (pe.zone !== 'battlefield') {
    if (castLater(run, id)) return declaredBeforeCast(run, pe, 'block', '509.1a');
    run.violate('not-on-battlefield', { object: pe.label, reason: pe.leftBecause ?? msg('reason.lethal') }, ['509.1a', '704.3']);
    return;
  }
  if (o.type === 'battle') {
    run.violate('battle-blocks', { object: pe.label }, ['509.1a', '506.3']);
    return;
  }
  if (o.type !== 'creature') {
    run.violate('not-creature-blocks', { object: pe.label }, ['506.3', '509.1a']);
    return;
  }
  if (!run.target.has(attacker)) {
    run.violate('blocks-non-attacker', { blocker: pe.label, attacker: ape.label }, ['509.1a']);
    return;
  }
  if (run.blocksOf.get(id)?.includes(attacker)) {
    run.violate('blocks-twice', { blocker: pe.label, attacker: ape.label }, ['509.1a']);
    return;
  }
  if (pe.tapped) run.violate('tapped-blocker', { blocker: pe.label }, ['509.1a']);
  for (const k of blockForbidden(run, id, attacker)) {
    const rule = KEYWORD_RULES[k];
    const params = { blocker: pe.label, attacker: ape.label, keyword: msg(`keyword.${k}`), player: run.defenderOf(attacker) ?? '—', ...rule.violationParams?.(attacker) };
    run.violate(rule.violation ?? 'block-restriction', params, rulesOf(k), citesOf(k));
  }
  const defender = run.defenderOf(attacker);
  if (run.teams) run.teams.checkBlocker(run, id, attacker, defender);
  else if (run.controller(o.id) !== defender) {
    const t = run.perms.get(run.target.get(attacker)!);
    if (t?.o.type === 'battle') {
      run.violate('blocker-not-protector', { blocker: pe.label, attacker: ape.label, battle: t.label, player: defender ?? '—' }, ['310.8c', '509.1a'], [CITE.battleProtector]);
    } else {
      run.violate('wrong-blocker', { blocker: pe.label, attacker: ape.label, player: defender ?? '—' }, ['509.1a']);
    }
  }
  const hit = run.protectionHit(ape.o, { colors: run.colors(o.id), perm: o.id, controller: run.controller(o.id) });
  if (hit) {
    run.violate('protection-block', { blocker: pe.label, attacker: ape.label, quality: hit.quality }, [hit.rule ?? '702.16f', '702.16f', '509.1b'].filter((r, i, all) => all.indexOf(r) === i), [CITE.protection]);
  }
  run.blocksOf.set(id, [...(run.blocksOf.get(id) ?? []), attacker]);
  run.blockersOf.set(attacker, [...(run.blockersOf.get(attacker) ?? []), id]);
  if (!run.blockOrder.includes(id)) run.blockOrder.push(id);
  pe.inCombat = true;
  if (run.ability(o.id, 'tramples') && run.blocksOf.get(id)!.length === 1) {
    run.warn('trample-blocking', { blocker: pe.label }, ['702.19a'], [CITE.trampleLethal]);
  }
}

export function announceAttacks(run: Run): void {
  const byTarget = new Map<string, string[]>();
  // in Two-Headed Giant both players of the active team may attack: one line per attacking player and target
  const group = (a: string) => (run.teams ? `${run.target.get(a)!}\u0000${run.controller(a)}` : run.target.get(a)!);
  for (const a of run.attackOrder) byTarget.set(group(a), [...(byTarget.get(group(a)) ?? []), a]);
  for (const attackers of byTarget.values()) {
    const t = run.target.get(attackers[0]!)!;
    const names = list('comma', attackers.map((a) => run.name(a)));
    const tpe = run.perms.get(t);
    const player = (run.teams ? run.controller(attackers[0]!) : run.active) ?? '—';
    if (tpe?.o.type === 'battle') {
      run.step('attack-battle', { player, attackers: names, battle: tpe.label, protector: tpe.protector ?? '—' }, [CITE.battleAttack, CITE.battleProtector], ['508.1b', '310.5', '310.8b']);
    } else if (tpe?.o.type === 'planeswalker') {
      run.step('attack-planeswalker', { player, attackers: names, planeswalker: tpe.label, defender: run.controller(t) }, [CITE.toPlaneswalker], ['508.1b', '506.2']);
    } else {
      run.step('attack-player', { player, attackers: names, defender: t }, [], ['508.1a', '508.1b']);
    }
  }
  run.bands.announce();
  for (const a of run.attackOrder) run.emit({ kind: 'attacks', id: a, target: run.target.get(a)!, alone: run.attackOrder.length === 1 });
  run.settle();
}

/** The declare-blockers step: declarations (all `block` directives), then who is blocked. */
export function finishBlockers(run: Run): void {
  declareBlockers(run);
  if (run.halted()) return;
  for (const a of run.attackOrder) {
    const blockers = run.bands.declared(a, run.blockersOf.get(a) ?? []);
    if (blockers.length === 0) {
      if (!run.blocked.has(a)) run.step('unblocked', { attacker: run.name(a) }, [CITE.unblocked], ['509.1h']);
    } else {
      const t = run.perms.get(run.target.get(a)!);
      const battle = t?.o.type === 'battle';
      // 310.8c is the protector's own block; in 2HG its teammate blocks by 805.10d, which 310.8c would contradict
      const byProtector = battle && blockers.every((b) => run.controller(b) === t.protector);
      run.step(
        'blocked',
        { attacker: run.name(a), blockers: list('comma', blockers.map((b) => run.name(b))), player: run.controller(blockers[0]!) },
        battle ? [CITE.battleProtector] : blockers.length > 1 ? [CITE.divide] : [],
        [...(byProtector ? ['509.1a', '509.1h', '310.8c'] : ['509.1a', '509.1h']), ...(run.teams ? ['805.10d'] : [])],
      );
    }
  }
  run.bands.announceBlocks();
  // 509.3a, 509.3c: each blocker blocks once and each blocked attacker becomes blocked once, however many creatures
  for (const b of run.blockOrder) run.emit({ kind: 'blocks', id: b, attackers: run.blocksOf.get(b) ?? [] });
  for (const a of run.attackOrder) {
    const by = run.blockersOf.get(a) ?? [];
    if (by.length > 0) run.emit({ kind: 'becomes-blocked', id: a, by });
  }
  if (run.pending.length > 0) run.settle();
}
