/**
 * Attacks (§when-attacking, §triple-attack): a unit or a ruler attacks and its combat damage goes onto the gate;
 * at end of combat 【接死】 destroys what it marked, 【2回攻撃】/【3回攻撃】 stand the attacker up again, and delayed
 * abilities of the rulers resolve.
 */
import { CITE, R } from './cites.ts';
import type { GrAction } from './scenario.ts';
import { rulerRule } from './cards.ts';
import { msg } from './messages.ts';
import type { GrHost, Exec, DamageAction } from './state.ts';
import { destroy } from './destruction.ts';
import { resolveBatch } from './gate.ts';

/** What combat rules ask of the kernel (resolve.ts). */
export type CombatHost = Pick<GrHost, 'assume' | 'choices' | 'combat' | 'controllerOf' | 'forced' | 'has' | 'maxAttacks' | 'name' | 'noChoice' | 'notes' | 'opponentOf' | 'points' | 'ruler' | 'rulers' | 'rulings' | 's' | 'shields' | 'stats' | 'step' | 'stopped' | 'units' | 'unpaid' | 'violate' | 'warn'>;

export function attack(run: CombatHost, a: Extract<GrAction, { kind: 'attack' }>): Exec | undefined {
  if (run.rulers.has(a.attacker) && !run.units.has(a.attacker)) return rulerAttack(run, a);
  const u = run.units.get(a.attacker);
  if (!u) {
    run.violate('attacker-not-unit', { object: run.name(a.attacker) }, []);
    run.stopped = true;
    return undefined;
  }
  if (u.zone !== 'battlefield') {
    run.violate('attacker-gone', { unit: u.label }, []);
    run.stopped = true;
    return undefined;
  }
  const max = run.maxAttacks(u);
  if (u.rested) {
    if (u.attacks >= max && max > 1) run.violate('no-attacks-left', { unit: u.label, max }, [R.tripleAttack], [CITE.multiAttack]);
    else run.violate('attacker-rested', { unit: u.label }, max > 1 ? [R.tripleAttack] : [], max > 1 ? [CITE.multiAttack] : []);
    run.stopped = true;
    return undefined;
  }
  const targetUnit = run.units.get(a.target);
  const targetRuler = run.rulers.get(a.target);
  if (targetUnit ? targetUnit.o.controller === u.o.controller : targetRuler ? targetRuler.id === u.o.controller : true) {
    run.violate('attack-own', { unit: u.label, target: run.name(a.target) }, []);
    run.stopped = true;
    return undefined;
  }
  if (targetUnit && targetUnit.zone !== 'battlefield') {
    run.violate('attack-target-gone', { unit: u.label, target: targetUnit.label }, []);
    run.stopped = true;
    return undefined;
  }
  run.combat = { attacker: u.o.id };
  u.rested = true;
  u.attacks++;
  run.step('attack', { unit: u.label, target: run.name(a.target), n: u.attacks, max }, max > 1 ? [CITE.multiAttack] : [], max > 1 ? [R.tripleAttack] : [R.whenAttacking], true);
  const { atk } = run.stats(u);
  let amount = atk;
  if (targetRuler) {
    if (u.o.stk === undefined) run.assume('stk-default', { unit: u.label }, [R.whenAttacking]);
    amount = u.o.stk ?? 1;
  }
  if (amount <= 0) {
    run.step('no-combat-damage', { unit: u.label }, [], [R.prevention]);
    return undefined;
  }
  const src = a.label ? msg('source-named', { source: u.label, card: a.label }) : u.label;
  return { n: 1, parts: [{ to: a.target, amount, original: amount }], from: u.o.id, source: src, combat: true, unreducible: false };
}

export function endCombat(run: CombatHost): void {
  if (!run.combat) return;
  const attacker = run.combat.attacker !== undefined ? run.units.get(run.combat.attacker) : undefined;
  const restedByEffect = run.combat.restedByEffect === true;
  run.combat = undefined;
  const marked = [...run.units.values()].filter((u) => u.deathtouched);
  const multi = attacker !== undefined && attacker.zone === 'battlefield' && run.maxAttacks(attacker) > 1;
  const delayed = [...run.rulers.values()].filter((r) => r.delayed > 0);
  if (marked.length === 0 && !multi && delayed.length === 0) return;
  const rules: string[] = [];
  if (marked.length) rules.push(R.deathtouch);
  if (multi) rules.push(R.tripleAttack);
  if (delayed.length) rules.push(R.trickster);
  run.step('end-of-combat', {}, [], rules, true);
  for (const r of delayed) {
    const rr = rulerRule(r.kind)!;
    for (; r.delayed > 0; r.delayed--) run.step('trickster-resolves', { player: r.id }, [rr.cite], [rr.rule]);
  }
  for (const u of marked) {
    u.deathtouched = false;
    if (u.zone !== 'battlefield') {
      run.step('deathtouch-gone', { unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
      continue;
    }
    run.step('deathtouch-resolves', { unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
    destroy(run, u, 'deathtouch');
  }
  if (multi) {
    const max = run.maxAttacks(attacker);
    if (attacker.attacks < max) {
      attacker.rested = false;
      run.step(restedByEffect ? 'acts-after-rest' : 'acts', { unit: attacker.label, n: attacker.attacks, max, left: max - attacker.attacks }, [CITE.multiAttack], [R.tripleAttack]);
    } else {
      run.step('last-attack', { unit: attacker.label, max }, [CITE.multiAttack], [R.tripleAttack]);
    }
  }
}

/** A ruler attacks (`attack A>B`): what its ruler does "as it attacks" goes straight onto the gate. */
export function rulerAttack(run: CombatHost, a: Extract<GrAction, { kind: 'attack' }>): Exec | undefined {
  const r = run.ruler(a.attacker);
  if (r.rested) {
    run.violate('ruler-rested', { player: r.id }, []);
    run.stopped = true;
    return undefined;
  }
  const targetUnit = run.units.get(a.target);
  if (a.target === r.id || targetUnit?.o.controller === r.id) {
    run.violate('attack-own', { unit: msg('ruler', { player: r.id }), target: run.name(a.target) }, []);
    run.stopped = true;
    return undefined;
  }
  r.rested = true;
  run.combat = { attacker: r.id };
  run.step('ruler-attack', { player: r.id, target: run.name(a.target) }, [], [R.whenAttacking], true);
  const rr = rulerRule(r.kind);
  if (rr?.attacking === 'drive') {
    run.step('dreadnought-drive', { player: r.id }, [rr.cite, CITE.whenAttacking], [rr.rule, R.whenAttacking]);
  }
  if (rr?.attacking === 'self-damage') {
    // "as this ruler attacks, you take 1 damage": not played, put onto the gate after the "when it attacked" triggers
    run.step('trickster-self', { player: r.id }, [rr.cite, CITE.whenAttacking], [rr.rule, R.whenAttacking]);
    const self: Exec = { n: 1, parts: [{ to: r.id, amount: 1, original: 1 }], source: msg('trickster-ability'), combat: false, unreducible: false };
    resolveBatch(run, [self], []);
  }
  if (r.stk === undefined) run.assume('ruler-stk-default', { player: r.id }, [R.whenAttacking]);
  const amount = r.stk ?? 1;
  return { n: 1, parts: [{ to: a.target, amount, original: amount }], from: r.id, source: msg('ruler', { player: r.id }), combat: true, unreducible: false };
}

/** 【貫通】 damage: combat damage from a unit (or a ruler) that has 【貫通】. */
export function pierceCheck(run: CombatHost, a: DamageAction): void {
  const src = a.from !== undefined ? run.units.get(a.from) : undefined;
  if (src && !run.has(src, '貫通')) run.warn('pierce-without-keyword', { unit: src.label }, [R.trickster]);
}
