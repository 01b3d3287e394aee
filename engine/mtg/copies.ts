/**
 * Entering the battlefield as a copy (707.2, 707.5, 614.1c): a permanent written `copy=X` (Clone, whose controller
 * chose X), or a creature entering under the control of a player whose permanent turns each of that player's
 * entering creatures into a copy of itself (Essence of the Wild), becomes a copy as it enters — it never is on the battlefield as
 * itself. A copy effect is applied before the other replacements on entering (616.1c), so what those see is the
 * copy: its "enters tapped" or "enters with" apply, the original's no longer do (616.1f). The copy takes the copiable
 * values — name, power and toughness, colours, keywords and card types, abilities — not the original's status
 * (tapped, damage, counters, what it is attached to). "Lands can't enter the battlefield" (Worms of the Earth) keeps a
 * land out: a permanent spell that can't enter goes to its owner's graveyard instead (608.3e).
 */
import { messagesOf } from '../core/messages.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { label, qualityMsg } from './messages.ts';
import { COLORS, type Color } from './vocabulary.ts';
import type { MtgObject } from './scenario.ts';
import type { Host, Perm } from './state.ts';

export const CPNS = 'engine-mtg-copies';
const cpmsg = messagesOf(CPNS);

/** The object with this id and controller that is a copy of `of` (707.2): the copiable values of `of` only. */
export function copiable(of: MtgObject, id: string, controller: string, token = false): MtgObject {
  const { damage: _d, counters: _c, attachedTo: _a, zone: _z, prevent: _p, copyOf: _co, age: _age, keywords, ...values } = of;
  const kept = (keywords ?? []).filter((k) => KEYWORD_RULES[k].starts === undefined && (!token || !KEYWORD_RULES[k].token));
  const all = token ? [...kept, 'token' as const] : kept;
  return { ...values, ...(all.length ? { keywords: all } : {}), id, controller };
}

/**
 * "As this enters, choose a colour; it has protection from the chosen colour" (Voice of All; 614.1c, 614.12): chosen
 * as it enters — for a token copy, as the token is created — by its controller. The usual choice, shown as an
 * assumption: the colour most common among the opponents' permanents.
 */
export function chooseColorAsEnters(run: Host, pe: Perm): void {
  const player = run.state.controller(pe.o.id);
  const seen = new Map<Color, number>();
  for (const o of run.state.perms.values()) {
    if (o.zone !== 'battlefield' || !run.state.opponents(player).includes(run.state.controller(o.o.id))) continue;
    for (const c of run.state.colors(o.o.id)) seen.set(c, (seen.get(c) ?? 0) + 1);
  }
  const color = [...COLORS].sort((a, b) => (seen.get(b) ?? 0) - (seen.get(a) ?? 0))[0]!;
  pe.o = { ...pe.o, protection: [...(pe.o.protection ?? []), color] };
  run.state.changed();
  run.choices.push({ chooser: player, what: cpmsg('choose-color', { player, target: pe.label }), range: cpmsg('choose-color-range'), taken: qualityMsg(color), assumed: true, cites: [], rules: ['614.12', '614.1c'] });
  run.steps.push({ key: `${CPNS}.step.chosen-color`, params: { player, target: pe.label, color: qualityMsg(color) }, cites: [], rules: ['614.12', '614.1c', '702.16a'] });
}

/** What the copy rules ask of the kernel. */
export type CopyHost = Host & { registerStatics(pe: Perm): void };

/**
 * Applies the copy effect `pe` enters with, if any (616.1c: first of the replacements on entering), and says so.
 * `controller` is the player it enters under.
 */
export function enterAsCopy(run: CopyHost, pe: Perm, controller: string): void {
  const chosen = pe.o.copyOf !== undefined ? run.state.perms.get(pe.o.copyOf) : undefined;
  if (pe.o.copyOf !== undefined) {
    if (!chosen || chosen.zone !== 'battlefield' || chosen === pe) {
      run.steps.push({ key: `${CPNS}.step.copy-gone`, params: { target: pe.label, original: chosen?.label ?? pe.o.copyOf }, cites: [], rules: ['707.5', '608.2b'] });
      return;
    }
    become(run, pe, chosen, ['707.5', '707.2', '614.1c']);
    return;
  }
  if (!run.state.isCreature(pe.o.id) && pe.o.power === undefined) return;
  // Essence of the Wild's copy effect reaches the creatures of its controller (614.12: checked as it would be on the battlefield)
  for (const other of run.state.perms.values()) {
    if (other === pe || other.zone !== 'battlefield' || run.state.controller(other.o.id) !== controller) continue;
    if (run.state.ability(other.o.id, 'othersEnterAsCopy') === undefined) continue;
    become(run, pe, other, ['616.1c', '707.5', '614.1c']);
    return;
  }
}

function become(run: CopyHost, pe: Perm, of: Perm, rules: string[]): void {
  const before = pe.label;
  pe.o = copiable(of.o, pe.o.id, pe.o.controller, pe.o.keywords?.some((k) => KEYWORD_RULES[k].token) ?? false);
  pe.label = label(pe.o);
  run.state.changed();
  run.registerStatics(pe);
  run.steps.push({ key: `${CPNS}.step.enters-as-copy`, params: { target: before, original: of.label, now: pe.label }, cites: [], rules });
}

/** "Lands can't enter the battlefield" on a permanent there, if it stops `pe` (a land as it would enter, 614.12). */
export function cantEnter(run: Host, pe: Perm): Perm | undefined {
  if (!pe.o.keywords?.some((k) => KEYWORD_RULES[k].cardType === 'land')) return undefined;
  return [...run.state.perms.values()].find((o) => o !== pe && o.zone === 'battlefield' && run.state.ability(o.o.id, 'barsLandsEntering') !== undefined);
}

export const copyReason = () => cpmsg('reason.cant-enter');
