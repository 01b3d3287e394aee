/**
 * The gate (§next-damage-prevention): damage executions placed together, the prevention played while they are on
 * the gate — "the next damage", choosing any eligible execution when it resolves — then each execution resolved in
 * turn, damage that can't be reduced, and what each part of an execution does to a ruler or a unit.
 */
import type { Message, MessageParam } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { CITE, R } from './cites.ts';
import type { GrAction } from './scenario.ts';
import { rulerRule } from './cards.ts';
import { msg } from './messages.ts';
import type { GrHost, Exec, Part, PreventAction, DamageAction, DestroyAction } from './state.ts';
import { choose } from './choose.ts';
import { pierceCheck } from './combat.ts';
import { blocked } from './damage-zone.ts';
import { destroy, unitFor } from './destruction.ts';

/** What gate rules ask of the kernel (resolve.ts). */
export type GateHost = Pick<GrHost, 'assume' | 'choices' | 'combat' | 'controllerOf' | 'forced' | 'has' | 'maxAttacks' | 'name' | 'noChoice' | 'notes' | 'opponentOf' | 'points' | 'ruler' | 'rulers' | 'rulings' | 's' | 'shields' | 'stats' | 'step' | 'stopped' | 'units' | 'unpaid' | 'violate' | 'warn'>;

/** Executions placed together, the prevention played while they are on the gate, then their resolution. */
export function gather(run: GateHost, from: number, batch: Exec[], combat: boolean): number {
  const acts = run.s.actions;
  let j = from;
  if (combat) {
    while (j < acts.length && acts[j]!.kind === 'damage' && (acts[j] as DamageAction).combat) {
      if (!blocked(run, acts[j]!, j)) batch.push(...execsOf(run, acts[j] as DamageAction, batch.length));
      j++;
    }
    // delayed destructions "at the start of the damage step" come before the combat damage
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
        if (!blocked(run, ch, j - 1)) choose(run, ch);
        continue;
      }
      const d = acts[j] as DestroyAction;
      j++;
      if (blocked(run, d, j - 1)) continue;
      const u = unitFor(run, d.target, 'destroy');
      run.step('damage-step-destroy', { unit: run.name(d.target), card: d.label ?? msg('an-effect') }, run.rulings('damage-step-destroy', d.label).cites, [R.blackAntler]);
      if (u) destroy(run, u, 'effect', d.label);
    }
    for (let k = batch.length - 1; k >= 0; k--) {
      const e = batch[k]!;
      const src = e.from !== undefined ? run.units.get(e.from) : undefined;
      if (e.combat && src && src.zone !== 'battlefield') {
        run.step('combat-source-gone', { unit: src.label }, [], [R.blackAntler]);
        batch.splice(k, 1);
      }
    }
  }
  const responses: Array<{ a: PreventAction; index: number }> = [];
  while (j < acts.length && acts[j]!.kind === 'prevent') {
    responses.push({ a: acts[j] as PreventAction, index: j });
    j++;
  }
  resolveBatch(run, batch, responses);
  return j - 1;
}

export function execsOf(run: GateHost, a: DamageAction, offset: number): Exec[] {
  if (a.pierce) pierceCheck(run, a);
  const src = a.from !== undefined ? run.name(a.from) : (a.label ?? msg('an-effect'));
  return a.executions.map((e, k) => {
    const ex: Exec = {
      n: offset + k + 1,
      parts: e.parts.map((p) => ({ to: p.to, amount: p.amount, original: p.amount })),
      source: a.label && a.from !== undefined ? msg('source-named', { source: run.name(a.from), card: a.label }) : src,
      combat: a.combat === true,
      unreducible: a.unreducible === true,
    };
    if (a.from !== undefined) ex.from = a.from;
    if (a.label !== undefined) ex.label = a.label;
    if (a.pierce) ex.pierce = true;
    return ex;
  });
}

export function effectName(run: GateHost, a: { label?: string; from?: string }): MessageParam {
  if (a.label) return a.label;
  if (a.from !== undefined) return run.name(a.from);
  return msg('the-prevention');
}

export function amountMsg(run: GateHost, a: PreventAction): Message {
  return a.mode === 'set' ? msg('amount.set', { amount: a.amount }) : msg('amount.reduce', { amount: a.amount });
}

export function partsMsg(run: GateHost, e: Exec, which: 'amount' | 'original' = 'amount'): Message {
  return list(
    'comma',
    e.parts.map((p) => msg('part', { amount: p[which], to: run.name(p.to) })),
  );
}

export function execMsg(run: GateHost, e: Exec): Message {
  return msg(e.combat ? 'exec-combat' : 'exec', { n: e.n, parts: partsMsg(run, e, 'original'), source: e.source });
}

export function resolveBatch(run: GateHost, batch: Exec[], responses: Array<{ a: PreventAction; index: number }>): void {
  if (batch.length === 0) {
    for (const r of responses) run.warn('prevent-nothing', { effect: effectName(run, r.a) }, [R.prevention], [CITE.nextDamage]);
    return;
  }
  const cites: string[] = [CITE.execution];
  const rules: string[] = [R.prevention];
  // a card's ruling on two executions of one source to one unit is cited only when the position is that card's
  const twice = batch.some((e, i) => batch.some((f, j) => j > i && f.from === e.from && f.source === e.source && f.parts.some((p) => e.parts.some((q) => q.to === p.to))));
  if (twice) {
    const card = run.rulings('same-source-twice', batch[0]!.label);
    cites.push(...card.cites);
    rules.push(...card.rules);
  }
  run.step('gate', { count: batch.length, executions: list('comma', batch.map((e) => execMsg(run, e))) }, cites, rules);
  if (batch.length > 1) {
    run.assume('execution-order', {}, [R.prevention], [CITE.execution]);
  }

  // prevention that was waiting for the next damage, then prevention played while these are on the gate
  for (let k = 0; k < run.shields.length; ) {
    const sh = run.shields[k]!;
    if (batch.some((e) => eligible(run, sh.a, e))) {
      run.shields.splice(k, 1);
      prevent(run, sh.a, batch, `prevent#${sh.index}`);
    } else k++;
  }
  for (const r of responses) {
    if (blocked(run, r.a, r.index)) continue;
    if (!batch.some((e) => eligible(run, r.a, e))) {
      run.warn('prevent-nothing', { effect: effectName(run, r.a) }, [R.prevention], [CITE.nextDamage]);
      continue;
    }
    prevent(run, r.a, batch, `prevent#${r.index}`);
  }

  for (const e of batch) {
    run.step('resolve-exec', { exec: execMsg(run, e) }, [CITE.execution], [R.prevention]);
    for (const p of e.parts) dealPart(run, e, p);
  }
}

export function eligible(run: GateHost, a: PreventAction, e: Exec): boolean {
  if (a.only === 'combat' && !e.combat) return false;
  if (a.only === 'effect' && e.combat) return false;
  if (a.from !== undefined && e.from !== a.from) return false;
  if (a.to !== undefined && !e.parts.some((p) => p.to === a.to)) return false;
  return true;
}

/** Damage this prevention would remove from what `chooser` controls, if applied to `e`. */
export function saved(run: GateHost, a: PreventAction, e: Exec, chooser: string | undefined): number {
  if (e.unreducible) return 0;
  let n = 0;
  for (const p of e.parts) {
    if (a.to !== undefined && p.to !== a.to) continue;
    if (chooser !== undefined && run.controllerOf(p.to) !== chooser) continue;
    n += p.amount - reduced(run, a, p.amount);
  }
  return n;
}

export function reduced(run: GateHost, a: PreventAction, amount: number): number {
  return a.mode === 'set' ? Math.min(amount, a.amount) : Math.max(0, amount - a.amount);
}

export function prevent(run: GateHost, a: PreventAction, batch: Exec[], pointKey: string): void {
  const candidates = batch.filter((e) => eligible(run, a, e));
  const chooser = a.by ?? run.controllerOf(a.to) ?? run.controllerOf(candidates[0]!.parts[0]!.to) ?? run.s.players[0]?.id ?? 'A';
  const rules = [R.prevention];
  const cites: string[] = [CITE.nextDamage];
  const whole = a.to === undefined && a.mode === 'set' && a.amount === 0;
  if (whole && candidates.length > 1) cites.push(CITE.katatagae);
  let chosen = candidates[0]!;
  if (candidates.length > 1) {
    let usual = 0;
    candidates.forEach((e, i) => {
      if (saved(run, a, e, chooser) > saved(run, a, candidates[usual]!, chooser)) usual = i;
    });
    let explicit = false;
    let index = run.forced.get(pointKey) ?? usual;
    if (a.pick !== undefined) {
      const given = candidates.findIndex((e) => e.n === a.pick);
      if (given >= 0) {
        index = given;
        explicit = true;
      } else {
        run.violate('pick-invalid', { pick: a.pick, effect: effectName(run, a), executions: list('comma', candidates.map((e) => `#${e.n}`)) }, rules, cites, false);
      }
    }
    chosen = candidates[Math.min(index, candidates.length - 1)]!;
    const options = candidates.map((e) => execMsg(run, e));
    run.points.set(pointKey, { key: pointKey, chooser, options, explicit, usual, labels: options.map((o) => msg('branch.prevent', { effect: effectName(run, a), exec: o })) });
    run.choices.push({
      chooser,
      what: msg('choice.prevent', { chooser, effect: effectName(run, a) }),
      range: msg('range.prevent', { executions: list('or', options) }),
      taken: msg(explicit ? 'taken.given' : index === usual ? 'taken.prevent-usual' : 'taken.prevent-other', { exec: execMsg(run, chosen) }),
      assumed: !explicit,
      cites,
      rules,
    });
  } else {
    run.step('prevent-only', { effect: effectName(run, a), exec: execMsg(run, chosen) }, cites, rules);
  }
  if (chosen.unreducible) {
    const card = run.rulings('unreducible', chosen.label, chosen.from);
    run.step('unreducible', { effect: effectName(run, a), exec: execMsg(run, chosen), amount: amountMsg(run, a) }, [CITE.cantReduce, ...card.cites], [R.lucifer]);
    return;
  }
  const parts = chosen.parts.filter((p) => a.to === undefined || p.to === a.to);
  if (a.mode === 'reduce' && parts.length > 1) run.assume('reduce-each-part', { effect: effectName(run, a) }, rules, [CITE.nextDamage]);
  const changes = parts.map((p) => {
    const before = p.amount;
    p.amount = reduced(run, a, p.amount);
    return msg('change', { to: run.name(p.to), from: before, amount: p.amount });
  });
  run.step('prevented', { effect: effectName(run, a), n: chosen.n, amount: amountMsg(run, a), changes: list('comma', changes) }, cites, rules);
}

export function dealPart(run: GateHost, e: Exec, p: Part): void {
  const src = e.from !== undefined ? run.units.get(e.from) : undefined;
  const deathtouch = src !== undefined && run.has(src, '接死');
  const r = run.rulers.get(p.to);
  if (r) {
    if (p.amount <= 0) {
      run.step('no-damage', { source: e.source, target: run.name(p.to) }, [CITE.execution], [R.prevention]);
      return;
    }
    for (let k = 0; k < p.amount; k++) r.up.push([]);
    r.taken += p.amount;
    run.step('ruler-damage', { source: e.source, player: r.id, amount: p.amount, up: r.up.length, down: r.down }, [CITE.execution, CITE.drFaceDown], [R.prevention, R.dr]);
    const rr = rulerRule(r.kind);
    const min = rr?.delayedFromCombatDamage;
    if (e.pierce) run.step('pierce-combat', { player: r.id, amount: p.amount }, min !== undefined ? [rr!.cite] : [], [R.trickster]);
    if (deathtouch && e.combat) run.step('deathtouch-ruler', { source: src!.label }, [CITE.deathtouch], [R.deathtouch]);
    if (min !== undefined) {
      // a delayed trigger: created now, resolved at end of combat, after all the combat damage
      if (e.combat && p.amount >= min) {
        r.delayed++;
        if (!run.combat) run.combat = {};
        run.step('trickster-delayed', { player: r.id, amount: p.amount }, [rr!.cite], [rr!.rule]);
      } else {
        run.step(e.combat ? 'trickster-too-little' : 'trickster-not-combat', { player: r.id, amount: p.amount }, [rr!.cite], [rr!.rule]);
      }
    }
    return;
  }
  const u = run.units.get(p.to);
  if (!u) {
    run.warn('damage-to-card', { object: run.name(p.to) }, [R.prevention]);
    return;
  }
  if (u.zone !== 'battlefield') {
    run.step('part-gone', { unit: u.label, exec: e.n }, [CITE.execution], [R.prevention]);
    return;
  }
  if (p.amount <= 0) {
    run.step('no-damage', { source: e.source, target: u.label }, [CITE.execution], [R.prevention]);
    if (deathtouch && e.combat) run.step('deathtouch-prevented', { source: src!.label, unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
    return;
  }
  u.damage += p.amount;
  const { hp } = run.stats(u);
  run.step(e.combat ? 'unit-combat-damage' : 'unit-damage', { source: e.source, unit: u.label, amount: p.amount, total: u.damage, hp }, [CITE.execution], [R.prevention]);
  if (e.combat && src && e.from !== run.combat?.attacker) {
    const kw = run.has(src, '反撃') ? '反撃' : run.has(src, '迎撃') ? '迎撃' : undefined;
    if (kw) run.step('counter-combat', { source: src.label, keyword: `【${kw}】` }, [CITE.deathtouch], [R.deathtouch]);
  }
  if (deathtouch) {
    if (e.combat) {
      u.deathtouched = true;
      run.step('deathtouch-trigger', { source: src!.label, unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
    } else {
      run.step('deathtouch-effect', { source: src!.label, unit: u.label }, [CITE.deathtouch], [R.deathtouch]);
    }
  }
  if (u.damage >= hp) destroy(run, u, 'damage');
}
