/**
 * The damage zone (§damage-reverse): damage reversals (DR n, DR n/A・B) turning cards face down, the choice of
 * which cards, healing, and a card whose DR can't be paid not being played.
 */
import type { Message } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { fold } from '../core/lexer.ts';
import { CITE, R } from './cites.ts';
import type { DrSpec, GrAction } from './scenario.ts';
import { printDr } from './print.ts';
import { msg } from './messages.ts';
import { type GrHost, type Ruler, MAX_BRANCHES } from './state.ts';

/** What damage zone rules ask of the kernel (resolve.ts). */
export type DamageZoneHost = Pick<GrHost, 'assume' | 'choices' | 'controllerOf' | 'forced' | 'noChoice' | 'notes' | 'opponentOf' | 'points' | 'ruler' | 'rulings' | 's' | 'step' | 'units' | 'unpaid' | 'violate'>;

export function matches(run: DamageZoneHost, card: string[], spec: DrSpec): boolean {
  if (!spec.conditions?.length) return true;
  const traits = card.map(fold);
  return spec.conditions.some((c) => traits.includes(fold(c)));
}

export function eligibleCards(run: DamageZoneHost, r: Ruler, spec: DrSpec): number[] {
  return r.up.map((c, i) => (matches(run, c, spec) ? i : -1)).filter((i) => i >= 0);
}

/** Later DR conditions of this player, to keep the cards they need. */
export function laterConditions(run: DamageZoneHost, player: string, after: number): string[] {
  const out: string[] = [];
  run.s.actions.forEach((a, i) => {
    if (i > after && a.kind === 'dr' && a.player === player) out.push(...(a.spec.conditions ?? []).map(fold));
  });
  for (const u of run.units.values()) if (u.o.controller === player && u.o.stay?.conditions) out.push(...u.o.stay.conditions.map(fold));
  return out;
}

/** Distinct ways to choose `count` eligible cards, grouped by what the cards are; the usual way first. */
export function drOptions(run: DamageZoneHost, r: Ruler, spec: DrSpec, later: string[]): Array<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const i of eligibleCards(run, r, spec)) {
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

export function defaultPick(run: DamageZoneHost, r: Ruler, spec: DrSpec, later: string[]): Map<string, number> {
  return drOptions(run, r, spec, later)[0] ?? new Map();
}

export function flip(run: DamageZoneHost, r: Ruler, spec: DrSpec, pick: Map<string, number>): void {
  const left = new Map(pick);
  const keep: string[][] = [];
  for (const c of r.up) {
    const k = c.join('+');
    const n = left.get(k) ?? 0;
    if (n > 0 && matches(run, c, spec)) {
      left.set(k, n - 1);
      r.down++;
      r.flipped++;
    } else keep.push(c);
  }
  r.up = keep;
}

export function pickMsg(run: DamageZoneHost, pick: Map<string, number>): Message {
  return list(
    'comma',
    [...pick.entries()].map(([k, n]) => msg('cards', { count: n, kind: k === '' ? msg('plain-card') : k })),
  );
}

/**
 * A damage reversal. As the cost of something (`asCost`), one that can't be done is not an error of the scenario:
 * the thing it pays for simply does not happen, and the trace says so. Returns whether the cards were turned.
 */
export function dr(run: DamageZoneHost, player: string, spec: DrSpec, index: number, card?: string, asCost = false): boolean {
  const pointKey = `dr#${index}`;
  const r = run.ruler(player);
  const eligible = eligibleCards(run, r, spec);
  const name = `DR${printDr(spec)}`;
  const cites: string[] = [CITE.drBasics];
  if (spec.conditions?.length) cites.push(CITE.drConditions);
  if (r.down > 0) cites.push(CITE.drFaceDown);
  run.step(
    spec.conditions?.length ? 'dr-count-conditions' : 'dr-count',
    { player, dr: name, card: card ?? name, up: r.up.length, down: r.down, eligible: eligible.length, conditions: list('or', spec.conditions ?? []) },
    cites,
    [R.dr],
  );
  if (eligible.length < spec.count) {
    r.drFailed++;
    if (asCost) run.step('dr-unpaid', { player, dr: name, eligible: eligible.length, count: spec.count }, cites, [R.dr]);
    else run.violate('dr-impossible', { player, dr: name, eligible: eligible.length, count: spec.count }, [R.dr], cites, false);
    return false;
  }
  const later = laterConditions(run, player, index);
  const options = drOptions(run, r, spec, later);
  let pick = options[0]!;
  if (options.length > 1) {
    const forced = run.forced.get(pointKey);
    const taken = forced !== undefined && forced < options.length ? forced : 0;
    pick = options[taken]!;
    const labels = options.map((o) => pickMsg(run, o));
    run.points.set(pointKey, { key: pointKey, chooser: player, options: labels, explicit: false, usual: 0, labels: labels.map((l) => msg('branch.dr', { dr: name, cards: l })) });
    const kinds = new Map<string, number>();
    for (const i of eligible) kinds.set(r.up[i]!.join('+'), (kinds.get(r.up[i]!.join('+')) ?? 0) + 1);
    run.choices.push({
      chooser: player,
      what: msg('choice.dr', { chooser: player, dr: name }),
      range: msg('range.dr', { count: spec.count, cards: pickMsg(run, kinds) }),
      taken: msg(taken === 0 ? 'taken.dr-usual' : 'taken.dr-other', { cards: pickMsg(run, pick) }),
      assumed: true,
      cites,
      rules: [R.dr],
    });
  }
  flip(run, r, spec, pick);
  run.step('dr', { player, dr: name, cards: pickMsg(run, pick), up: r.up.length, down: r.down }, cites, [R.dr]);
  return true;
}

/** Who pays a damage reversal written on a directive: the player it names, or the one whose card it is. */
export function payer(run: DamageZoneHost, a: GrAction): string {
  const first = run.s.players[0]?.id ?? 'A';
  switch (a.kind) {
    case 'cost':
    case 'choose':
    case 'summon':
    case 'dr':
    case 'heal':
    case 'turn':
      return a.player;
    case 'prevent':
      return a.by ?? run.controllerOf(a.to) ?? first;
    case 'damage':
      return run.controllerOf(a.from) ?? first;
    case 'modify':
      return run.controllerOf(a.from) ?? run.controllerOf(a.target) ?? first;
    case 'destroy':
      // destroying as a cost is paid by the unit's controller; a destroy effect is usually the opponent's
      return a.cost ? (run.controllerOf(a.target) ?? first) : run.opponentOf(run.controllerOf(a.target) ?? first);
    case 'graveyard':
    case 'rest':
      return run.opponentOf(run.controllerOf(a.target) ?? first);
    default:
      return first;
  }
}

/**
 * Whether this directive does not happen: its card (label) was not played or its DR was not paid earlier, or its own
 * `dr=` cost can't be paid now. The trace says what happens instead.
 */
export function blocked(run: DamageZoneHost, a: GrAction, index: number): boolean {
  if (a.kind === 'end' || a.kind === 'turn' || a.kind === 'dr') return false;
  const why = a.label !== undefined ? run.unpaid.get(a.label) : undefined;
  if (why) {
    run.step(`not-played.${a.kind}`, { card: a.label!, why }, unpaidCites(run, a), unpaidRules(run, a));
    run.notes.push(msg(`outcome.not-played.${a.kind}`, { card: a.label!, why }));
    return true;
  }
  if (!a.dr || (a.kind === 'cost' && a.discount !== undefined)) return false;
  const player = payer(run, a);
  if (a.kind === 'destroy' || a.kind === 'graveyard' || a.kind === 'rest' || a.kind === 'modify') {
    run.assume('dr-payer', { player, dr: `DR${printDr(a.dr)}` }, [R.dr], [CITE.drBasics]);
  }
  if (dr(run, player, a.dr, index, a.label, true)) return false;
  const reason = msg('why.dr', { dr: `DR${printDr(a.dr)}` });
  if (a.label !== undefined) run.unpaid.set(a.label, reason);
  run.step(`not-played.${a.kind}`, { card: a.label ?? msg('the-card'), why: reason }, unpaidCites(run, a), unpaidRules(run, a));
  run.notes.push(msg(`outcome.not-played.${a.kind}`, { card: a.label ?? msg('the-card'), why: reason }));
  return true;
}

export function unpaidCites(run: DamageZoneHost, a: Exclude<GrAction, { kind: 'end' | 'turn' }>): string[] {
  if (a.label !== undefined && run.noChoice.has(a.label)) return [CITE.targetWording, ...run.rulings('no-legal-choice', a.label).cites];
  if (a.kind === 'prevent') {
    const card = run.rulings('prevent-unpaid', a.label);
    return [CITE.drBasics, ...(card.cites.length ? card.cites : [CITE.nextDamage])];
  }
  if (a.kind === 'choose' || a.kind === 'summon') return [CITE.targetWording];
  return [CITE.drBasics];
}

export function unpaidRules(run: DamageZoneHost, a: Exclude<GrAction, { kind: 'end' | 'turn' }>): string[] {
  if (a.label !== undefined && run.noChoice.has(a.label)) return [R.targetWording, ...run.rulings('no-legal-choice', a.label).rules];
  if (a.kind === 'prevent') {
    const card = run.rulings('prevent-unpaid', a.label);
    return [R.dr, ...(card.rules.length ? card.rules : [R.prevention])];
  }
  return [R.dr];
}

export function heal(run: DamageZoneHost, player: string, count: number): void {
  const r = run.ruler(player);
  const total = r.up.length + r.down;
  const n = Math.min(count, total);
  if (n === 0) {
    run.step('heal-nothing', { player }, [CITE.drHealing], [R.dr]);
    return;
  }
  const fromDown = Math.min(r.down, n);
  const fromUp = n - fromDown;
  if (r.up.length > 0 && r.down > 0 && total > n) {
    run.choices.push({
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
  run.step(count > total ? 'heal-all' : 'heal', { player, count: n, down: fromDown, up: fromUp, leftUp: r.up.length, leftDown: r.down }, [CITE.drHealing], [R.dr]);
}
