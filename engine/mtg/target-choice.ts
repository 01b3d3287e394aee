/**
 * Choosing the targets of a spell or ability as it goes on the stack (601.2c, 602.2b, 603.3d) when its effects name
 * a kind of target (`damage 2 ?any`) rather than an object, and checking them again as it resolves (608.2b). The
 * kinds are data (engine/mtg/target-kinds.ts); this file asks the kernel only what `ChoiceHost` lists, and returns
 * what happened — the effects with their targets, the choices made, or why it can't — for the kernel to record.
 */
import type { ChoicePoint, Message, MessageParam, Step, Violation } from '../core/types.ts';
import { list } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Effect } from './scenario.ts';
import { candidates, fitsKind, TARGET_KINDS, type TargetKindName, type TargetKindView } from './target-kinds.ts';
import { msg } from './messages.ts';

export interface ChoiceHost extends TargetKindView {
  isPlayer(id: string): boolean;
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
}

export const kindMsg = (k: TargetKindName): Message => msg(`targets.kind.${k}`);

/** "Its controller": a player named by the object before it, found as the effect happens — not a target (115.10). */
export const CONTROLLER_OF = 'controller-of:';
export const controllerOf = (id: string): string => `${CONTROLLER_OF}${id}`;

export type Chosen =
  | { ok: true; effects: Effect[]; choices: ChoicePoint[] }
  | { ok: false; violation: Violation; none: boolean };

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
    if (targets.includes('that')) {
      const before = out[out.length - 1]?.targets ?? [];
      targets = targets.flatMap((t) => (t === 'that' ? before : [t]));
    }
    // `its-controller`: whoever controls the target before it as this effect happens (engine/mtg/resolve.ts `expand`)
    if (targets.includes('its-controller')) {
      const before = (out[out.length - 1]?.targets ?? []).filter((t) => !h.isPlayer(t));
      targets = targets.flatMap((t) => (t === 'its-controller' ? before.map(controllerOf) : [t]));
    }
    if (e.choose && targets.length === 0) {
      const kind = e.choose;
      const pick = queue.shift();
      if (pick !== undefined) {
        if (!fitsKind(h, kind, pick, source.controller, self)) return wrongKind(h, source, kind, pick, rule);
        targets = [pick];
      } else {
        const objects = TARGET_KINDS[kind].spell ? (h.stackSpells?.() ?? []) : TARGET_KINDS[kind].card ? (h.graveyardCards?.() ?? []) : h.battlefield();
        const legal = candidates(h, kind, e, source.controller, self, h.livePlayers(), objects).filter((id) => !h.barred(source, id));
        if (legal.length === 0) {
          return {
            ok: false,
            none: true,
            violation: { key: 'engine-mtg.targets.violation.none', params: { source: source.label, kind: kindMsg(kind) }, rules: [rule, ...TARGET_KINDS[kind].rules], cites: [], fatal: false },
          };
        }
        targets = [legal[0]!];
        choices.push({
          chooser: source.controller,
          what: msg('targets.choice', { chooser: source.controller, source: source.label, kind: kindMsg(kind) }),
          range: msg('targets.range', { targets: list('comma', legal.map((id) => h.name(id))) }),
          taken: msg('targets.taken', { target: h.name(legal[0]!) }),
          assumed: true,
          cites: [],
          rules: [rule, ...TARGET_KINDS[kind].rules],
        });
      }
    } else if (e.choose && targets.length === 1 && !fitsKind(h, e.choose, targets[0]!, source.controller, self)) {
      return wrongKind(h, source, e.choose, targets[0]!, rule);
    }
    // `control you x`: "you" is the controller of the spell or ability
    const you = e.player === 'you';
    // Object.assign, not a spread given more keys (engine/index.ts withPlanned)
    out.push(targets === e.targets && !you ? e : Object.assign({}, e, you ? { targets, player: source.controller } : { targets }));
  }
  return { ok: true, effects: out, choices };
}

function wrongKind(h: ChoiceHost, source: Source, kind: TargetKindName, target: string, rule: string): Chosen {
  return {
    ok: false,
    none: false,
    violation: {
      key: 'engine-mtg.targets.violation.wrong-kind',
      params: { source: source.label, target: h.name(target), kind: kindMsg(kind) },
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
    const t = e.targets[0];
    if (!e.choose || t === undefined || ids.has(t)) continue;
    if (!h.isPlayer(t) && !h.battlefield().includes(t)) continue;
    if (fitsKind(h, e.choose, t, source.controller, source.perm)) continue;
    ids.add(t);
    steps.push({ key: 'engine-mtg.targets.step.gone', params: { source: label, target: h.name(t), kind: kindMsg(e.choose) }, cites: [], rules: ['608.2b'] });
  }
  return { ids, steps };
}
