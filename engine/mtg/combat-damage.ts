/**
 * The combat damage steps (510): the first-strike and regular steps (510.4, 702.7b, double strike 702.4b), the
 * assignment of each attacker's and blocker's damage (510.1a–e) — the usual split or the one the scenario gives,
 * checked — with trample's lethal damage (702.19b, deathtouch 702.2c, the 1998 rule of toughness alone), trample
 * over planeswalkers (702.19c) and trample without blockers (702.19d); banding's divisions (702.22j–k) come from
 * banding.ts. All of a step's damage is then dealt at once (510.2) through damage.ts, or put on the stack under
 * `ruleset 2009` (era.ts).
 */
import type { MessageParams, Violation } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { CITE } from './cites.ts';
import { putDamageOnStack } from './era.ts';
import { key, msg } from './messages.ts';
import { finishBlockers } from './combat-declare.ts';
import { strikesFirst, strikesTwice, tramplesOverPlaneswalkers } from './keywords.ts';
import { damageEvent } from './damage.ts';
import type { AssignAction, Loop } from './state.ts';
import type { DeclareHost } from './combat-declare.ts';
import type { DamageHost } from './damage.ts';

/** What the combat damage steps ask of the kernel: to deal a creature's combat damage (510.2), and its loop. */
export interface CombatDamageHost extends DeclareHost, DamageHost, Loop {
  deal(source: string, to: string, amount: number, simultaneous: boolean): void;
}

export type Plan = Map<string, number>;

export type Situation =
  | { kind: 'zero'; power: number }
  | { kind: 'unblocked'; target: string }
  | { kind: 'no-target'; target: string }
  | { kind: 'blocked-none'; target?: string; trample: boolean }
  | { kind: 'blocked'; blockers: string[]; trample: boolean; target?: string };

const splitText = (plan: Plan): string =>
  [...plan.entries()]
    .filter(([, n]) => n > 0)
    .map(([to, n]) => `${to}=${n}`)
    .join(' ') || '—';

/** The next combat damage step (510.4: a first-strike step when a creature has first or double strike). */
export function nextStep(run: CombatDamageHost): void {
  if (run.state.combat.step === 'attackers') {
    finishBlockers(run);
    return;
  }
  const combatants = [...run.state.combat.attackOrder, ...run.state.combat.blockOrder];
  const ds = combatants.some((id) => strikesTwice(run.state, id));
  if (run.state.combat.step === 'blockers') {
    run.state.combat.fast = combatants.filter((id) => strikesFirst(run.state, id));
    if (run.state.combat.fast.length > 0) {
      run.state.combat.step = 'first';
      damageStep(run, 1, run.state.combat.fast, ds);
    } else {
      run.state.combat.step = 'done';
      damageStep(run, 0, combatants, false);
    }
    return;
  }
  if (run.state.combat.step === 'first') {
    run.state.combat.step = 'done';
    // 510.4: creatures that had neither first nor double strike as the first step began, and those with double strike now
    const second = combatants.filter((id) => !run.state.combat.fast.includes(id) || strikesTwice(run.state, id));
    const before = run.choices.length;
    damageStep(run, 2, second, ds);
    // a double striker's two choices would read the same: name the second one's step (`assign w@2` gives it)
    // (only when the second step added a choice: usually none, and then nothing is written out)
    if (run.choices.length > before) {
      const first = new Set(run.choices.slice(0, before).map((c) => JSON.stringify(c.what)));
      for (const c of run.choices.slice(before)) if (first.has(JSON.stringify(c.what))) c.what = msg('double-strike.second', { what: c.what });
    }
    return;
  }
  run.warn('no-next-step', {}, ['500.1']);
}

export function finishCombat(run: CombatDamageHost): void {
  while (!run.halted() && (run.state.combat.step === 'blockers' || run.state.combat.step === 'first')) {
    nextStep(run);
    run.drain();
  }
}

export function damageStep(run: CombatDamageHost, n: 0 | 1 | 2, ids: string[], ds: boolean): void {
  const strikeCites = [CITE.firstStrike, ...(ds ? [CITE.doubleStrike] : [])];
  const strikeRules = ['510.4', '702.7b', ...(ds ? ['702.4b'] : [])];
  if (n === 1) run.step('first-step', {}, strikeCites, strikeRules, true);
  else if (n === 2) run.step('second-step', {}, strikeCites, strikeRules, true);
  else run.step('damage-step', {}, [], ['510.1', '510.2'], true);

  const here = ids.filter((id) => run.state.alive(id) && run.state.perms.get(id)!.inCombat);
  if (here.length === 0) {
    run.step('nobody-assigns', {}, [], ['510.4']);
    return;
  }
  const attackers = here.filter((id) => run.state.combat.target.has(id));
  const blockers = here.filter((id) => run.state.combat.blocksOf.has(id));
  const plan = new Map<string, Plan>();
  const pendingSteps = new Map<string, Array<() => void>>();
  const later = (id: string, f: () => void) => {
    const waiting = pendingSteps.get(id);
    if (waiting) waiting.push(f);
    else pendingSteps.set(id, [f]);
  };

  // 510.1: the active player assigns for each attacker. Explicit and non-trample assignments first, then the
  // usual trample assignments (which count what the others assign to shared blockers, 702.19b).
  const situations = new Map<string, Situation>();
  const explicit = new Map<string, AssignAction>();
  const reject = (a: string, problems: Violation[]) => {
    for (const p of problems) run.violations.push(p);
    explicit.delete(a);
    plan.delete(a);
  };
  for (const a of attackers) {
    const nth = (run.state.combat.strikes.get(a) ?? 0) + 1;
    run.state.combat.strikes.set(a, nth);
    const sit = situation(run, a);
    situations.set(a, sit);
    const d = run.assigns.get(`${a}#${nth}`);
    if (d) {
      d.used = true;
      explicit.set(a, d.a);
      plan.set(a, new Map(d.a.parts.map((p) => [p.to, p.amount])));
      // total and recipients can be checked alone; lethal damage for trample needs the others' assignments
      const problems = checkAttackerAssign(run, a, sit, plan.get(a)!, plan, false);
      if (problems.length > 0) reject(a, problems);
    }
  }
  const usualTramplers = () => {
    for (const a of attackers) {
      const sit = situations.get(a)!;
      if (!explicit.has(a) && sit.kind === 'blocked' && sit.trample) plan.set(a, usualAttacker(run, a, sit, plan));
    }
  };
  for (const a of attackers) {
    const sit = situations.get(a)!;
    if (!explicit.has(a) && !(sit.kind === 'blocked' && sit.trample)) plan.set(a, usualAttacker(run, a, sit, plan));
  }
  usualTramplers();
  let rejected = false;
  for (const a of [...explicit.keys()]) {
    const problems = checkAttackerAssign(run, a, situations.get(a)!, plan.get(a)!, plan, true);
    if (problems.length > 0) {
      reject(a, problems);
      plan.set(a, usualAttacker(run, a, situations.get(a)!, plan));
      rejected = true;
    }
  }
  if (rejected) usualTramplers();
  for (const a of attackers) {
    const d = run.assigns.get(`${a}#${run.state.combat.strikes.get(a)}`);
    if (d && !explicit.has(a)) run.warn('assign-fallback', { source: run.state.name(a), split: splitText(plan.get(a) ?? new Map()) }, ['510.1e']);
  }
  for (const a of attackers) later(a, () => describeAttacker(run, a, situations.get(a)!, plan.get(a)!, plan, explicit.has(a)));

  // then the defending player assigns for each blocker (510.1d)
  for (const b of blockers) {
    const nth = (run.state.combat.strikes.get(b) ?? 0) + 1;
    run.state.combat.strikes.set(b, nth);
    const pe = run.state.perms.get(b)!;
    const power = run.state.power(pe.o.id);
    const blocking = (run.state.combat.blocksOf.get(b) ?? []).filter((a) => run.state.alive(a) && run.state.perms.get(a)!.inCombat);
    const d = run.assigns.get(`${b}#${nth}`);
    if (d) d.used = true;
    if (power <= 0) {
      later(b, () => run.step('no-power', { creature: pe.label, power }, [], ['510.1a']));
      if (d && d.a.parts.some((p) => p.amount > 0)) badAssign(run, b, d.a.parts[0]!.to, ['510.1a']);
      continue;
    }
    if (blocking.length === 0) {
      later(b, () => run.step('blocker-nothing', { blocker: pe.label }, [], ['510.1d']));
      if (d && d.a.parts.some((p) => p.amount > 0)) badAssign(run, b, d.a.parts[0]!.to, ['510.1d']);
      continue;
    }
    // 702.22k: the active player divides it when it blocks a creature with banding
    const bandK = run.state.combat.bands.attackerChooses(blocking) !== undefined;
    let p: Plan | undefined;
    if (d) {
      p = new Map(d.a.parts.map((x) => [x.to, x.amount]));
      const total = [...p.values()].reduce((x, y) => x + y, 0);
      const wrong = [...p.entries()].find(([to, amt]) => amt > 0 && !blocking.includes(to));
      if (total !== power) {
        run.violate('assign-total', { source: pe.label, given: total, power }, ['510.1a', '510.1e'], [], false);
        p = undefined;
      } else if (wrong) {
        badAssign(run, b, wrong[0], bandK ? ['702.22k', '510.1d'] : ['510.1d']);
        p = undefined;
      }
    }
    const usual = !p;
    if (!p && bandK) {
      p = run.state.combat.bands.absorb(power, blocking, b, plan);
      if (d) run.warn('assign-fallback', { source: pe.label, split: splitText(p) }, ['510.1e']);
    }
    if (!p) {
      p = new Map<string, number>();
      let rem = power;
      for (const a of blocking) {
        const give = Math.min(rem, lethalPlain(run, a, b));
        if (give > 0) p.set(a, give);
        rem -= give;
      }
      if (rem > 0) p.set(blocking[0]!, (p.get(blocking[0]!) ?? 0) + rem);
      if (d) run.warn('assign-fallback', { source: pe.label, split: splitText(p) }, ['510.1e']);
    }
    plan.set(b, p);
    const fixed = p;
    later(b, () => {
      if (bandK) run.state.combat.bands.describeBlocker(b, blocking, fixed, !usual, power);
      else if (blocking.length === 1) {
        run.step('blocker-assigns', { blocker: pe.label, attacker: run.state.name(blocking[0]!), amount: power }, [], ['510.1d']);
      } else {
        run.step('blocker-divides', { blocker: pe.label, amount: power, split: splitText(fixed) }, [CITE.divide], ['510.1d']);
        run.choices.push({
          chooser: run.state.controller(b),
          what: msg('choice.assign', { chooser: run.state.controller(b), source: pe.label, amount: power }),
          range: msg('range.divide', { amount: power, recipients: list('comma', blocking.map((a) => run.state.name(a))) }),
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
  if (run.era === '2009') return putDamageOnStack(run, events);
  run.step('deal', {}, [], ['510.2']);
  const perRecipient = new Map<string, number>();
  for (const e of events) perRecipient.set(e.to, (perRecipient.get(e.to) ?? 0) + 1);
  damageEvent(run, () => {
    for (const e of events) run.deal(e.source, e.to, e.amount, (perRecipient.get(e.to) ?? 0) > 1);
  });
  run.settle();
}

export function situation(run: CombatDamageHost, a: string): Situation {
  const pe = run.state.perms.get(a)!;
  const power = run.state.power(pe.o.id);
  if (power <= 0) return { kind: 'zero', power };
  let t = run.state.combat.target.get(a)!;
  let tAlive = run.state.targetAlive(t);
  const trample = run.state.ability(a, 'tramples') !== undefined;
  // 702.19e: the attacked planeswalker left combat; with trample over planeswalkers the damage may go to the
  // defending player instead (the creature is still not attacking that player, so nothing else changes)
  const gone = run.state.perms.get(t);
  if (!tAlive && gone?.o.type === 'planeswalker' && tramplesOverPlaneswalkers(run.state, a)) {
    const player = run.state.defenderOf(a);
    if (player !== undefined && run.state.targetAlive(player)) {
      t = player;
      tAlive = true;
      run.state.combat.pwGone.set(a, gone.label);
    }
  }
  if (!run.state.combat.blocked.has(a)) return tAlive ? { kind: 'unblocked', target: t } : { kind: 'no-target', target: t };
  const current = (run.state.combat.blockersOf.get(a) ?? []).filter((b) => run.state.alive(b) && run.state.perms.get(b)!.inCombat);
  if (current.length === 0) return tAlive && trample ? { kind: 'blocked-none', target: t, trample } : { kind: 'blocked-none', trample };
  return tAlive ? { kind: 'blocked', blockers: current, trample, target: t } : { kind: 'blocked', blockers: current, trample };
}

/** Lethal damage for trample (702.19b): toughness minus marked damage minus what other attackers assign to it; 1 with deathtouch (702.2c). */
export function lethal(run: CombatDamageHost, blocker: string, source: string, plan: Map<string, Plan>): number {
  const pe = run.state.perms.get(blocker)!;
  // 1998 (Urza's Saga rulings, change 2): a blocker that can't be dealt the trampler's combat damage is ignored
  if (run.era === '1998' && run.state.protectionHit(pe.o, run.state.sourceOf(source))) return 0;
  let others = 0;
  for (const [id, p] of plan) if (id !== source && run.state.combat.target.has(id)) others += p.get(blocker) ?? 0;
  // 1998: lethal damage was the toughness alone, whatever was already marked or assigned by others
  const need = run.era === '1998' ? run.state.toughness(pe.o.id) : Math.max(0, run.state.toughness(pe.o.id) - pe.damage - others);
  return need > 0 && run.state.ability(source, 'anyDamageLethal') ? 1 : need;
}

export function lethalPlain(run: CombatDamageHost, victim: string, source: string): number {
  const pe = run.state.perms.get(victim)!;
  const need = run.era === '1998' ? run.state.toughness(pe.o.id) : Math.max(0, run.state.toughness(pe.o.id) - pe.damage);
  return need > 0 && run.state.ability(source, 'anyDamageLethal') ? 1 : need;
}

export function usualAttacker(run: CombatDamageHost, a: string, sit: Situation, plan: Map<string, Plan>): Plan {
  const power = run.state.power(a);
  const p: Plan = new Map();
  switch (sit.kind) {
    case 'unblocked':
      toTarget(run, a, sit.target, power, plan, p);
      break;
    case 'blocked-none':
      if (sit.target) toTarget(run, a, sit.target, power, plan, p);
      break;
    case 'blocked': {
      // 702.22j: the defending player divides it
      if (run.state.combat.bands.defenderChooses(sit.blockers, sit.trample)) return run.state.combat.bands.absorb(power, sit.blockers, a, plan);
      let rem = power;
      for (const b of sit.blockers) {
        const give = Math.min(rem, lethal(run, b, a, plan));
        if (give > 0) p.set(b, give);
        rem -= give;
      }
      if (rem > 0) {
        if (sit.trample && sit.target) toTarget(run, a, sit.target, rem, plan, p);
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
export function toTarget(run: CombatDamageHost, a: string, target: string, amount: number, plan: Map<string, Plan>, p: Plan): void {
  const tpe = run.state.perms.get(target);
  if (!tpe || tpe.o.type !== 'planeswalker' || !tramplesOverPlaneswalkers(run.state, a)) {
    p.set(target, amount);
    return;
  }
  let others = 0;
  for (const [id, q] of plan) if (id !== a) others += q.get(target) ?? 0;
  const need = Math.max(0, tpe.loyalty - others);
  const give = Math.min(amount, need);
  if (give > 0) p.set(target, give);
  if (amount > give) p.set(run.state.controller(target), amount - give);
  run.state.combat.overPw.set(a, { attacker: run.state.name(a), planeswalker: tpe.label, lethal: need, player: run.state.controller(target), excess: amount - give });
}

export function badAssign(run: CombatDamageHost, source: string, to: string, rules: string[]): void {
  run.violate('assign-recipient', { source: run.state.name(source), recipient: run.state.name(to) }, rules, [], false);
}

export function checkAttackerAssign(run: CombatDamageHost, a: string, sit: Situation, given: Plan, plan: Map<string, Plan>, lethal: boolean): Violation[] {
  const out: Violation[] = [];
  const pe = run.state.perms.get(a)!;
  const power = Math.max(0, run.state.power(pe.o.id));
  const v = (k: string, params: MessageParams, rules: string[], cites: string[] = []) =>
    out.push({ key: key(`violation.${k}`), params, rules, cites, fatal: false });
  if (sit.kind === 'blocked' && run.state.combat.bands.defenderChooses(sit.blockers, sit.trample)) return lethal ? [] : run.state.combat.bands.checkAttackerAssign(a, sit.blockers, given, power);
  if (lethal) return checkTrampleLethal(run, a, sit, given, plan);
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
  if (sit.kind !== 'zero' && sit.kind !== 'no-target' && tramplesOverPlaneswalkers(run.state, a)) {
    const t = run.state.combat.target.get(a);
    const tpe = t !== undefined ? run.state.perms.get(t) : undefined;
    if (tpe?.o.type === 'planeswalker') allowed.push(run.state.controller(tpe.o.id));
  }
  switch (sit.kind) {
    case 'blocked':
      rules = sit.trample ? ['510.1c', '702.19b'] : ['510.1c'];
      cites = sit.trample ? [CITE.trampleLethal] : [CITE.divide];
      break;
  }
  for (const [to, amount] of given) {
    if (amount > 0 && !allowed.includes(to)) {
      const needsTrample = sit.kind === 'blocked' && !sit.trample && to === run.state.combat.target.get(a);
      v(needsTrample ? 'assign-needs-trample' : 'assign-recipient', { source: pe.label, recipient: run.state.name(to) }, needsTrample ? ['510.1c', '702.19b'] : rules, cites);
    }
  }
  return out;
}

export function checkTrampleLethal(run: CombatDamageHost, a: string, sit: Situation, given: Plan, plan: Map<string, Plan>): Violation[] {
  const out: Violation[] = [];
  if (sit.kind === 'blocked' && sit.trample && sit.target && (given.get(sit.target) ?? 0) > 0) {
    const pe = run.state.perms.get(a)!;
    for (const b of sit.blockers) {
      const need = lethal(run, b, a, plan);
      const got = given.get(b) ?? 0;
      if (got < need) {
        const dt = run.state.ability(a, 'anyDamageLethal') !== undefined;
        out.push({
          key: key('violation.assign-trample-lethal'),
          params: { source: pe.label, blocker: run.state.name(b), given: got, lethal: need, target: run.state.name(sit.target) },
          rules: dt ? ['702.19b', '702.2c'] : ['702.19b'],
          cites: dt ? [CITE.trampleLethal, CITE.deathtouch] : [CITE.trampleLethal],
          fatal: false,
        });
      }
    }
  }
  return out;
}

export function describeAttacker(run: CombatDamageHost, a: string, sit: Situation, p: Plan, plan: Map<string, Plan>, given: boolean): void {
  const pe = run.state.perms.get(a)!;
  const pw = run.state.combat.overPw.get(a);
  const pwGone = run.state.combat.pwGone.get(a);
  if (pwGone !== undefined && sit.kind !== 'zero') {
    run.state.combat.pwGone.delete(a);
    run.step('trample-pw-gone', { attacker: pe.label, planeswalker: pwGone, player: run.state.name(run.state.defenderOf(a) ?? '') }, [CITE.tramplePw], ['702.19e', '506.4c']);
  }
  if (pw && !given) {
    run.state.combat.overPw.delete(a);
    run.step('trample-over-planeswalker', pw, [CITE.toPlaneswalker, CITE.trampleLethal, CITE.tramplePw], ['702.19c']);
  }
  const power = run.state.power(pe.o.id);
  const chooser = run.state.controller(a);
  const targetCites = (t: string): string[] => {
    const tpe = run.state.perms.get(t);
    if (!tpe) return [CITE.toPlayer];
    return tpe.o.type === 'battle' ? [CITE.battleDamage] : tpe.o.type === 'planeswalker' ? [CITE.toPlaneswalker] : [];
  };
  switch (sit.kind) {
    case 'zero':
      run.step('no-power', { creature: pe.label, power }, [], ['510.1a']);
      return;
    case 'no-target':
      run.step('target-gone', { attacker: pe.label, target: run.state.name(sit.target) }, [], ['506.4c', '510.1b']);
      return;
    case 'unblocked':
      run.step('assign-unblocked', { attacker: pe.label, amount: power, target: run.state.name(sit.target) }, [CITE.unblocked, ...targetCites(sit.target)], ['510.1b']);
      return;
    case 'blocked-none':
      if (sit.target) {
        run.step('trample-no-blockers', { attacker: pe.label, amount: power, target: run.state.name(sit.target) }, [CITE.trampleNoBlockers], ['702.19d', '509.1h']);
      } else {
        run.step('blocked-no-blockers', { attacker: pe.label }, [CITE.divide], ['510.1c', '509.1h']);
      }
      return;
    case 'blocked':
      break;
  }
  const blockers = sit.blockers;
  if (run.state.combat.bands.defenderChooses(blockers, sit.trample)) {
    run.state.combat.bands.describeAttacker(a, blockers, sit.trample, sit.target, p, given, power);
    return;
  }
  if (!sit.trample) {
    if (blockers.length === 1 && !given) {
      run.step('assign-one-blocker', { attacker: pe.label, amount: power, blocker: run.state.name(blockers[0]!) }, [CITE.divide], ['510.1c']);
      return;
    }
    run.step('assign-divide', { attacker: pe.label, amount: power, split: splitText(p) }, [CITE.divide], ['510.1c']);
    if (blockers.length > 1) {
      run.choices.push({
        chooser,
        what: msg('choice.assign', { chooser, source: pe.label, amount: power }),
        range: msg('range.divide', { amount: power, recipients: list('comma', blockers.map((b) => run.state.name(b))) }),
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
  const lethals = blockers.map((b) => ({ b, need: lethal(run, b, a, others) }));
  const totalLethal = lethals.reduce((x, y) => x + y.need, 0);
  const dt = run.state.ability(a, 'anyDamageLethal') !== undefined;
  const lethalText = lethals.map((l) => `${l.b}=${l.need}`).join(' ');
  const tgt = sit.target ? run.state.name(sit.target) : '—';
  // the attacker as a source of damage, built once for all its blockers (nothing below changes it)
  const src = run.state.sourceOf(pe.o.id);
  for (const { b, need } of lethals) {
    const bp = run.state.perms.get(b)!;
    let fromOthers = 0;
    for (const [id, q] of others) if (run.state.combat.target.has(id)) fromOthers += q.get(b) ?? 0;
    if (dt && need > 0) {
      run.step('lethal-deathtouch', { blocker: bp.label, attacker: pe.label }, [CITE.deathtouch, CITE.trampleLethal], ['702.2c', '702.19b']);
    } else if (run.era === '1998' && (bp.damage > 0 || fromOthers > 0)) {
      run.step('lethal-1998', { blocker: bp.label, toughness: run.state.toughness(b), marked: bp.damage, others: fromOthers }, [CITE.usgTrampleLethal, CITE.trampleLethal], ['702.19b', '120.6']);
    } else if (bp.damage > 0 || fromOthers > 0) {
      run.step('lethal-counted', { blocker: bp.label, toughness: run.state.toughness(b), marked: bp.damage, others: fromOthers, lethal: need }, [CITE.trampleLethal], ['702.19b', '120.6']);
    }
    if (run.era === '1998' && run.state.protectionHit(bp.o, src)) {
      run.step('ignored-1998', { blocker: bp.label, attacker: pe.label }, [CITE.usgTrampleLethal], ['702.19b']);
    } else if (run.state.protectionHit(bp.o, src) || bp.shields.some((s) => s.left > 0) || bp.preventEach.length > 0) {
      run.step('lethal-ignores-prevention', { blocker: bp.label, attacker: pe.label, lethal: need }, [CITE.trampleLethal, CITE.protection], ['702.19b']);
    }
  }
  run.step(
    'assign-trample',
    { attacker: pe.label, amount: power, lethal: lethalText, target: tgt, split: splitText(p) },
    [CITE.trampleLethal, ...(sit.target ? targetCites(sit.target) : [])],
    ['702.19b', '510.1c'],
  );
  const excess = Math.max(0, power - totalLethal);
  // 702.19c: past the blockers' and the planeswalker's lethal damage, the rest may also go to its controller
  const tpw = sit.target !== undefined && tramplesOverPlaneswalkers(run.state, a) ? run.state.perms.get(sit.target) : undefined;
  const pwLethal = tpw?.o.type === 'planeswalker' ? Math.max(0, tpw.loyalty - [...others.values()].reduce((n, q) => n + (q.get(tpw.o.id) ?? 0), 0)) : undefined;
  const overPw =
    tpw && pwLethal !== undefined && excess > pwLethal
      ? { lethal: lethalText, loyalty: pwLethal, planeswalker: tpw.label, player: run.state.controller(tpw.o.id), excess: excess - pwLethal }
      : undefined;
  const range =
    !sit.target
      ? msg('range.divide', { amount: power, recipients: list('comma', blockers.map((b) => run.state.name(b))) })
      : power < totalLethal
        ? msg('range.trample-short', { amount: power, lethal: lethalText, target: tgt })
        : overPw
          ? msg('trample-pw.range', overPw)
          : msg('range.trample', { lethal: lethalText, excess, target: tgt });
  const toController = overPw !== undefined && (p.get(overPw.player) ?? 0) > 0;
  run.choices.push({
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
