/**
 * Open choices as branches. Where the scenario leaves a choice open that can change the result — the order of
 * replacement and prevention effects on one event (616.1), or the order of one player's simultaneous triggered
 * abilities (603.3b) — the kernel runs once with the usual order and is run again with every order (at most
 * MAX_BRANCHES runs); the branches are shown only when their results differ. Historical rulesets (`ruleset 1998`,
 * `ruleset 2009`, engine/mtg/era.ts) get one line of what today's rules give. The orders themselves (`arrange`,
 * `distinctPermutations`) are also what the kernel uses when it applies effects in the chosen order.
 */
import type { Message, Resolution } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { CITE } from './cites.ts';
import type { MtgScenario } from './scenario.ts';
import { ORDER_KINDS, type OrderKind } from './vocabulary.ts';
import { key, label, msg, orderMsg } from './messages.ts';
import type { Era, OrderPoint, RunResult, TriggerPoint } from './state.ts';

/** Most branches shown for open replacement orders; beyond that the usual order is assumed. */
export const MAX_BRANCHES = 8;

/** One run of the kernel with some choices forced: replacement orders by subject, trigger orders by choice key. */
export type RunKernel = (s: MtgScenario, forced: ReadonlyMap<string, OrderKind[]>, era?: Era, triggerOrders?: ReadonlyMap<string, number[]>) => RunResult;

/** No replacement order forced (the usual run): one empty map for every check, which the kernel only reads. */
const NOTHING_FORCED: ReadonlyMap<string, never> = new Map<string, never>();

/** The usual order: prevention first (it leaves the affected player with the least damage). */
export function defaultOrder(kinds: readonly OrderKind[]): OrderKind[] {
  const out = kinds.slice();
  sortByRank(out);
  return out;
}

// Asked on every damage event that meets two kinds of effect: the rank of each kind, once.
const ORDER_RANK = Object.fromEntries(ORDER_KINDS.map((k, i) => [k, i])) as Record<OrderKind, number>;

/**
 * Stable insertion sort by rank, in place: the same order `Array.prototype.sort` gives (both are stable), without
 * the work array it allocates — these lists have two to four kinds and are sorted at every damage event that meets
 * two kinds of effect, in every branch run (the double-strike bench row).
 */
function sortByRank(a: OrderKind[]): void {
  for (let i = 1; i < a.length; i++) {
    const k = a[i]!;
    let j = i - 1;
    while (j >= 0 && ORDER_RANK[a[j]!] > ORDER_RANK[k]) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = k;
  }
}

/** The order to apply `kinds` in: the given sequence as far as it goes, then the usual order for the rest. */
export function arrange(kinds: readonly OrderKind[], given: readonly OrderKind[] | undefined): OrderKind[] {
  if (given === undefined || given.length === 0) return defaultOrder(kinds);
  // each given kind takes one of the kinds still left (a kind not left is skipped); what is left keeps its order
  const left = kinds.slice();
  const out: OrderKind[] = [];
  for (const k of given) {
    const i = left.indexOf(k);
    if (i >= 0) {
      out.push(k);
      // removed in place (splice would also build the array of what it removed)
      for (let j = i + 1; j < left.length; j++) left[j - 1] = left[j]!;
      left.length--;
    }
  }
  sortByRank(left);
  for (const k of left) out.push(k);
  return out;
}

/** Distinct orderings of a multiset, at most `max` of them, the usual order first. */
export function distinctPermutations(items: OrderKind[], max: number): OrderKind[][] {
  const out: OrderKind[][] = [];
  const counts = new Map<OrderKind, number>();
  for (const i of items) counts.set(i, (counts.get(i) ?? 0) + 1);
  const keys: readonly OrderKind[] = ORDER_KINDS;
  const walk = (prefix: OrderKind[]) => {
    if (out.length >= max) return;
    if (prefix.length === items.length) {
      out.push(prefix);
      return;
    }
    for (const k of keys) {
      const c = counts.get(k) ?? 0;
      if (c > 0) {
        counts.set(k, c - 1);
        walk([...prefix, k]);
        counts.set(k, c);
      }
    }
  };
  walk([]);
  return out;
}

/**
 * A historical answer: the scenario under the 1998 rules, labelled as such, citing the superseded rulings, with
 * one line of what today's rules give instead (a second resolution, whose choices and branches are not shown).
 */
export function resolveHistorical(s: MtgScenario, era: '1998' | '2009', kernel: RunKernel): Resolution {
  const old = kernel(s, NOTHING_FORCED, era);
  // a historical answer has always carried its run's trigger points (unused, but part of the result's JSON)
  const resolution: Resolution & { triggerPoints?: TriggerPoint[] } = old.resolution;
  resolution.triggerPoints = old.triggerPoints;
  const today = resolveToday(s, kernel);
  const same = sameJson(today.final, resolution.final);
  resolution.outcome = [
    era === '1998' ? msg('outcome.historical', { year: 1998 }) : msg('era.historical-2009'),
    ...resolution.outcome,
    msg(same ? 'outcome.today-same' : 'outcome.today', { outcome: list('comma', today.outcome.map(todayOnly)) }),
  ];
  resolution.warnings.unshift(
    era === '1998'
      ? { key: key('warning.historical'), params: { year: 1998 }, rules: ['616.1', '702.19b', '615.4'], cites: [CITE.usgReplacementApnap, CITE.usgTrampleLethal, CITE.usgPreventionStep] }
      : { key: key('era.warning-2009'), params: {}, rules: ['510.2'], cites: [CITE.damageAssignment] },
  );
  return resolution;
}

/**
 * Today's outcome inside a historical answer, whose branches are not shown: "the result depends … (see below)"
 * becomes a note that the line follows one order and the player may choose another.
 */
function todayOnly(m: Message): Message {
  if (m.key === key('outcome.depends-on-order')) return msg('review.today-depends-on-order', m.params ?? {});
  if (m.key === key('outcome.depends-on-trigger-order')) return msg('review.today-depends-on-trigger-order', m.params ?? {});
  return m;
}

export function resolveToday(s: MtgScenario, kernel: RunKernel): Resolution {
  const { resolution, orderPoints, triggerPoints } = kernel(s, NOTHING_FORCED);
  const open = [...orderPoints.values()].filter((p) => !p.explicit);
  if (open.length === 0 && triggerPoints.length > 0 && !resolution.stopped) return withTriggerBranches(s, resolution, triggerPoints, kernel);
  if (open.length === 0 || resolution.stopped) return resolution;

  const options = open.map((p) => ({ p, orders: distinctPermutations(p.kinds, MAX_BRANCHES) }));
  const total = options.reduce((n, o) => n * o.orders.length, 1);
  if (total > MAX_BRANCHES) {
    resolution.warnings.push({ key: key('warning.too-many-branches'), params: { count: total, max: MAX_BRANCHES }, rules: ['616.1'], cites: [CITE.replacementOrder] });
    return resolution;
  }
  let combos: Array<Array<{ p: OrderPoint; order: OrderKind[] }>> = [[]];
  for (const o of options) combos = combos.flatMap((c) => o.orders.map((order) => [...c, { p: o.p, order }]));

  const runs = combos.map((combo) => {
    const main = combo.every((c) => sameOrder(c.order, defaultOrder(c.p.kinds)));
    // the usual orders are what the first run already followed: no need to play it again
    return { combo, main, run: main ? kept(resolution) : kept(kernel(s, new Map(combo.map((c) => [c.p.subject, c.order]))).resolution) };
  });
  if (allSame(runs.map((r) => r.run.final))) {
    resolution.assumptions.push({ key: key('assumption.order-irrelevant'), params: {}, rules: ['616.1'], cites: [CITE.replacementOrder] });
    return resolution;
  }
  // labels only once the orders are known to matter: most positions end above, and a check should allocate little
  resolution.branches = runs.map(({ combo, main, run }) => ({
    // a player ordering the effects on damage to themselves is named once ("B: …", not "B for B: …")
    label: combo.map((c) =>
      c.p.chooser === c.p.subject
        ? msg('review.branch-order-own', { chooser: c.p.chooser, order: orderMsg(c.order) })
        : msg('branch.order', { chooser: c.p.chooser, target: labelOf(s, c.p.subject), order: orderMsg(c.order) }),
    ),
    outcome: run.outcome,
    final: run.final,
    main,
  }));
  resolution.outcome = [...resolution.outcome, msg('outcome.depends-on-order', { players: list('comma', [...new Set(open.map((p) => p.chooser))]) })];
  return resolution;
}

/**
 * 603.3b: the order of simultaneous triggers of one player, resolved in every order (the first choice point's
 * orders, then the next one's, up to MAX_BRANCHES runs). Shown only when the orders lead to different results.
 */
function withTriggerBranches(s: MtgScenario, resolution: Resolution, points: TriggerPoint[], kernel: RunKernel): Resolution {
  const perms = (n: number): number[][] => (n <= 1 ? [[0]] : perms(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)])));
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  let combos: Array<Array<{ p: TriggerPoint; order: number[] }>> = [[]];
  for (const p of points) {
    // Counted before they are listed: ten triggers at once are 3.6 million orders, which listed filled the heap.
    if (combos.length * factorial(p.labels.length) > MAX_BRANCHES) break;
    combos = combos.flatMap((c) => perms(p.labels.length).map((order) => [...c, { p, order }]));
  }
  const usual = (order: number[]) => order.every((v, i) => v === i);
  // every order as it was met is what the first run already followed (a shield's first source is the first dealt,
  // damage.ts shieldGoesTo): no need to play it again
  const runs = combos.map((combo) => ({
    combo,
    run: combo.every((c) => usual(c.order)) ? kept(resolution) : kept(kernel(s, NOTHING_FORCED, 'today', new Map(combo.map((c) => [c.p.key, c.order]))).resolution),
  }));
  if (allSame(runs.map((r) => r.run.final))) return resolution;
  resolution.branches = runs.map(({ combo, run }) => ({
    label: combo.map((c) =>
      c.p.shield
        ? msg('branch.shield-first', { chooser: c.p.chooser, source: c.p.labels[c.order[0]!]! })
        : msg('branch.trigger-order', { chooser: c.p.chooser, order: list('arrow', c.order.map((i) => c.p.labels[i]!)) }),
    ),
    outcome: run.outcome,
    final: run.final,
    main: combo.every((c) => usual(c.order)),
  }));
  const players = list('comma', [...new Set(points.map((p) => p.chooser))]);
  resolution.outcome = [...resolution.outcome, points.every((p) => p.shield) ? msg('outcome.depends-on-shield', { players }) : msg('outcome.depends-on-trigger-order', { players })];
  return resolution;
}

/**
 * What a branch shows of its run: its outcome and final state. The rest of the run (its trace, choices, notes) is let
 * go at once, so that it is not still alive — and copied by the garbage collector — while the next branches run.
 */
function kept(run: Resolution): Pick<Resolution, 'outcome' | 'final'> {
  return { outcome: run.outcome, final: run.final };
}

/** Whether every run ended in the same final state (compared as data, as the reply would show it). */
function allSame(finals: readonly unknown[]): boolean {
  for (let i = 1; i < finals.length; i++) if (!sameJson(finals[0], finals[i])) return false;
  return true;
}

/**
 * `JSON.stringify(a) === JSON.stringify(b)`, walked instead of written out: the finals of every branch run are
 * compared, and writing each one as a string was 3 % of a double-strike check's time and most of its large
 * allocations. Plain data (strings, finite numbers, booleans, null, arrays, plain objects) is compared here, key
 * order included, with keys whose value JSON leaves out skipped; anything else falls back to JSON itself.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b && typeof a !== 'number') return true;
  const ta = typeof a;
  if (ta !== 'object' || typeof b !== 'object' || a === null || b === null) {
    if (ta === typeof b && (ta === 'string' || ta === 'boolean' || (ta === 'number' && Number.isFinite(a) && Number.isFinite(b)))) return a === b;
    return JSON.stringify(a) === JSON.stringify(b);
  }
  const pa = Object.getPrototypeOf(a);
  const pb = Object.getPrototypeOf(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i];
      const y: unknown = b[i];
      // JSON writes these as null inside an array
      if (x === undefined || y === undefined || typeof x === 'function' || typeof y === 'function') return JSON.stringify(a) === JSON.stringify(b);
      if (!sameJson(x, y)) return false;
    }
    return true;
  }
  if ((pa !== Object.prototype && pa !== null) || (pb !== Object.prototype && pb !== null)) return JSON.stringify(a) === JSON.stringify(b);
  const oa = a as Record<string, unknown>;
  const ob = b as Record<string, unknown>;
  if ('toJSON' in oa || 'toJSON' in ob) return JSON.stringify(a) === JSON.stringify(b);
  const ka = Object.keys(oa);
  const kb = Object.keys(ob);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < ka.length && !written(oa[ka[i]!])) i++;
    while (j < kb.length && !written(ob[kb[j]!])) j++;
    if (i === ka.length || j === kb.length) return i === ka.length && j === kb.length;
    if (ka[i] !== kb[j] || !sameJson(oa[ka[i]!], ob[kb[j]!])) return false;
    i++;
    j++;
  }
}

/** Whether JSON writes an object's key with this value (it leaves out undefined, functions and symbols). */
const written = (v: unknown): boolean => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';

function sameOrder(a: readonly OrderKind[], b: readonly OrderKind[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function labelOf(s: MtgScenario, id: string): string {
  const o = s.objects.find((x) => x.id === id);
  return o ? label(o) : id;
}
