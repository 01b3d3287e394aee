/**
 * Choosing the targets of a spell or ability as it goes on the stack (601.2c, 602.2b, 603.3d) when its effects name
 * a kind of target (`damage 2 ?any`) rather than an object, and checking them again as it resolves (608.2b). The
 * kinds are data (engine/mtg/target-kinds.ts); this file asks the kernel only what `ChoiceHost` lists, and returns
 * what happened — the effects with their targets, the choices made, or why it can't — for the kernel to record.
 */
import type { ChoicePoint, Message, MessageParam, MessageParams, Step, Violation } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Effect } from './scenario.ts';
import { candidates, fitsKind, isHarmful, TARGET_KINDS, type TargetKindName, type TargetKindView } from './target-kinds.ts';
import { msg, SNS } from './messages.ts';
import { divisionChoice } from './divided.ts';
import { boundKindMsg, fitsBound } from './stat-bounds.ts';

/** Effects whose amount is divided among their targets as the spell is cast, each getting at least 1 (601.2d). */
const DIVIDED: ReadonlySet<string> = new Set(['damage-divided', 'prevent-divided']);

export interface ChoiceHost extends TargetKindView {
  isPlayer(id: string): boolean;
  /** Its mana value (202.3): a limit on the target ("with mana value 2 or less", engine/mtg/stat-bounds.ts). */
  mv(id: string): number;
  /** Players still in the game, in the scenario's order. */
  livePlayers(): string[];
  /** Permanents on the battlefield, in the scenario's order. */
  battlefield(): string[];
  /** Spells on the stack, the last cast first (engine/mtg/counterspells.ts). */
  stackSpells?(): string[];
  /** Cards in graveyards, in the scenario's order. */
  graveyardCards?(): string[];
  /** Something stops `source` targeting `id` (hexproof, shroud, protection: engine/mtg/targeting.ts). */
  barred(source: Source, id: string): boolean;
  name(id: string): string;
  /** Its toughness now (a target "with toughness 2 or less", engine/mtg/stat-bounds.ts). */
  toughness(id: string): number;
}

/** Several targets of one word "target" (115.3) (commands/locales/<lang>/engine-mtg-spells.yaml). */
const smsg = messagesOf(SNS);

export const kindMsg = (k: TargetKindName): Message => msg(`targets.kind.${k}`);
/** The kind an effect's target must be, with the limit on its power or toughness if it has one. */
const kindOf = (e: Effect, k: TargetKindName = e.choose!): Message => boundKindMsg(kindMsg(k), e.bound);
/** Does it fit the effect's kind of target and its limit (a creature "with power 4 or greater")? */
const fits = (h: ChoiceHost, e: Effect, kind: TargetKindName, id: string, you: string, self: string | undefined): boolean =>
  fitsKind(h, kind, id, you, self, e.maxValue) && (!e.bound || h.isPlayer(id) || fitsBound(h, e.bound, id));

/** "Its controller": a player named by the object before it, found as the effect happens — not a target (115.10). */
export const CONTROLLER_OF = 'controller-of:';
export const controllerOf = (id: string): string => `${CONTROLLER_OF}${id}`;

export type Chosen =
  | { ok: true; effects: Effect[]; choices: ChoicePoint[] }
  | { ok: false; violation: Violation; none: boolean };

/** Chance between a target and "that creature" (a clash, a coin flip: Lash Out) doesn't change what "that" is. */
const LOOKED_THROUGH: ReadonlySet<Effect['kind']> = new Set(['clash', 'flip-coin']);

/** The targets of the effect before, for `that` and `its-controller`. */
function lookBack(out: readonly Effect[]): string[] {
  for (let i = out.length - 1; i >= 0; i--) if (!LOOKED_THROUGH.has(out[i]!.kind)) return out[i]!.targets;
  return [];
}

/**
 * The effects with every `?kind` target chosen (the first target given in `given`, in order, else the usual pick)
 * and every `that` replaced by the targets of the effect before it. `rule` is the rule of the moment targets are
 * chosen: 601.2c (casting), 602.2b (activating) or 603.3d (a trigger).
 */
export function chooseTargets(h: ChoiceHost, source: Source, effects: readonly Effect[], rule: string, given: readonly string[] = []): Chosen {
  const out: Effect[] = [];
  const choices: ChoicePoint[] = [];
  const queue = [...given];
  const self = source.perm;
  for (const e of effects) {
    let targets = e.targets;
    // "another target creature" after a target of the same spell or ability: a different creature from that one
    const another = e.choose === 'other-creature' ? out.flatMap((o) => (o.choose ? o.targets : [])) : [];
    if (targets.includes('that')) {
      const before = lookBack(out);
      targets = targets.flatMap((t) => (t === 'that' ? before : [t]));
    }
    // `its-controller`: whoever controls the target before it as this effect happens (engine/mtg/resolve.ts `expand`)
    if (targets.includes('its-controller')) {
      const before = lookBack(out).filter((t) => !h.isPlayer(t));
      targets = targets.flatMap((t) => (t === 'its-controller' ? before.map(controllerOf) : [t]));
    }
    if (e.choose && e.count) {
      // several targets of one word "target" (115.3): written, given, or chosen as the usual pick allows; damage divided
      // among them gives each at least 1 (601.2d), so no more targets than points
      const count = DIVIDED.has(e.kind) ? { min: e.count.min, max: Math.min(e.count.max, e.amount ?? 0) } : e.count;
      const many = chooseMany(h, source, e, e.choose, count, targets.length > 0 ? targets : queue.splice(0, count.max), rule);
      if (!many.ok) return many;
      targets = many.targets;
      if (many.choice) choices.push(many.choice);
      if (DIVIDED.has(e.kind) && targets.length > 0) choices.push(divisionChoice({ ...e, targets }, source.controller, source.label, (id) => h.name(id), rule));
    } else if (e.choose && targets.length === 0) {
      const kind = e.choose;
      const pick = queue.shift();
      if (pick !== undefined) {
        if (!fits(h, e, kind, pick, source.controller, self) || another.includes(pick)) return wrongKind(h, source, e, pick, rule);
        targets = [pick];
      } else {
        const objects = TARGET_KINDS[kind].spell ? (h.stackSpells?.() ?? []) : TARGET_KINDS[kind].card ? (h.graveyardCards?.() ?? []) : h.battlefield();
        const legal = candidates(h, kind, e, source.controller, self, h.livePlayers(), objects).filter((id) => !h.barred(source, id) && !another.includes(id) && fits(h, e, kind, id, source.controller, self));
        if (legal.length === 0) {
          return {
            ok: false,
            none: true,
            violation: { key: 'engine-mtg.targets.violation.none', params: { source: source.label, kind: kindOf(e) }, rules: [rule, ...TARGET_KINDS[kind].rules], cites: [], fatal: false },
          };
        }
        targets = [legal[0]!];
        choices.push({
          chooser: source.controller,
          what: msg('targets.choice', { chooser: source.controller, source: source.label, kind: kindOf(e) }),
          range: msg('targets.range', { targets: list('comma', legal.map((id) => h.name(id))) }),
          taken: msg('targets.taken', { target: h.name(legal[0]!) }),
          assumed: true,
          cites: [],
          rules: [rule, ...TARGET_KINDS[kind].rules],
        });
      }
    } else if (e.choose && targets.length === 1 && (!fits(h, e, e.choose, targets[0]!, source.controller, self) || another.includes(targets[0]!))) {
      return wrongKind(h, source, e, targets[0]!, rule);
    }
    // `control you x`: "you" is the controller of the spell or ability
    const you = e.player === 'you';
    // Object.assign, not a spread given more keys (engine/index.ts withPlanned)
    out.push(targets === e.targets && !you ? e : Object.assign({}, e, you ? { targets, player: source.controller } : { targets }));
  }
  return { ok: true, effects: out, choices };
}

/** Given targets of one word "target": each fits the kind, none twice (115.3), as many as it asks (601.2c). */
function checkMany(h: ChoiceHost, source: Source, e: Effect, kind: TargetKindName, count: { min: number; max: number }, targets: readonly string[], rule: string): Chosen | undefined {
  for (const t of targets) if (!fits(h, e, kind, t, source.controller, source.perm)) return wrongKind(h, source, e, t, rule);
  const twice = targets.find((t, i) => targets.indexOf(t) !== i);
  if (twice !== undefined) return refuse('twice', { source: source.label, target: h.name(twice), kind: kindOf(e, kind) }, ['115.3', rule], false);
  if (targets.length < count.min || targets.length > count.max) return refuse('count', { source: source.label, kind: kindOf(e, kind), min: count.min, max: count.max, n: targets.length }, [rule, '115.3'], false);
  return undefined;
}

/**
 * The targets of one word "target" that chooses several ("two target creatures", "up to two …"): the ones given, checked,
 * else the usual pick — an opponent's first when it hurts, its controller's own when it helps; with "up to", only those of
 * that side (a player choosing up to two targets for a harmful effect picks none of their own).
 */
function chooseMany(h: ChoiceHost, source: Source, e: Effect, kind: TargetKindName, count: { min: number; max: number }, given: readonly string[], rule: string): { ok: true; targets: string[]; choice?: ChoicePoint } | Extract<Chosen, { ok: false }> {
  if (given.length > 0) {
    const bad = checkMany(h, source, e, kind, count, given, rule);
    return bad && !bad.ok ? bad : { ok: true, targets: given as string[] };
  }
  const objects = TARGET_KINDS[kind].spell ? (h.stackSpells?.() ?? []) : TARGET_KINDS[kind].card ? (h.graveyardCards?.() ?? []) : h.battlefield();
  const legal = candidates(h, kind, e, source.controller, source.perm, h.livePlayers(), objects).filter((id) => !h.barred(source, id) && fits(h, e, kind, id, source.controller, source.perm));
  if (legal.length < count.min || legal.length === 0) {
    if (count.min === 0) return { ok: true, targets: [] };
    return refuse('too-few', { source: source.label, kind: kindOf(e, kind), min: count.min, n: legal.length }, [rule, '115.3', ...TARGET_KINDS[kind].rules], true);
  }
  const harmful = isHarmful(e);
  const mine = (id: string) => (h.isPlayer(id) ? id === source.controller : h.controller(id) === source.controller);
  const side = count.min === 0 ? legal.filter((id) => mine(id) !== harmful) : legal;
  const picked = (side.length >= count.min ? side : legal).slice(0, count.max);
  return {
    ok: true,
    targets: picked,
    choice: {
      chooser: source.controller,
      what: msg('targets.choice', { chooser: source.controller, source: source.label, kind: kindOf(e, kind) }),
      range: smsg('range.many', { targets: list('comma', legal.map((id) => h.name(id))), min: count.min, max: count.max }),
      taken: smsg('taken.many', { targets: picked.length ? list('comma', picked.map((id) => h.name(id))) : smsg('taken.none') }),
      assumed: true,
      cites: [],
      rules: [rule, '115.3', ...TARGET_KINDS[kind].rules],
    },
  };
}

function refuse(k: string, params: MessageParams, rules: string[], none: boolean): Extract<Chosen, { ok: false }> {
  return { ok: false, none, violation: { key: `${SNS}.violation.${k}`, params, rules, cites: [], fatal: false } };
}

function wrongKind(h: ChoiceHost, source: Source, e: Effect, target: string, rule: string): Chosen {
  const kind = e.choose!;
  return {
    ok: false,
    none: false,
    violation: {
      key: 'engine-mtg.targets.violation.wrong-kind',
      params: { source: source.label, target: h.name(target), kind: kindOf(e) },
      rules: [rule, ...TARGET_KINDS[kind].rules],
      cites: [],
      fatal: false,
    },
  };
}

/** 608.2b: targets that no longer fit their kind (an attacking creature removed from combat, a creature that stopped being one). */
export function noLongerFitting(h: ChoiceHost, source: Source, effects: readonly Effect[], label: MessageParam): { ids: Set<string>; steps: Step[] } {
  const ids = new Set<string>();
  const steps: Step[] = [];
  for (const e of effects) {
    if (!e.choose) continue;
    for (const t of e.count ? e.targets : e.targets.slice(0, 1)) {
      if (ids.has(t)) continue;
      if (!h.isPlayer(t) && !h.battlefield().includes(t)) continue;
      if (fits(h, e, e.choose, t, source.controller, source.perm)) continue;
      ids.add(t);
      steps.push({ key: 'engine-mtg.targets.step.gone', params: { source: label, target: h.name(t), kind: kindOf(e) }, cites: [], rules: ['608.2b'] });
    }
  }
  return { ids, steps };
}
