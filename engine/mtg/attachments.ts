/**
 * Auras and Equipment (303.4, 301.5, 701.3): what a permanent is attached to, attaching it (an equip or "attach"
 * ability), and the state-based actions that take it off (704.5m: an Aura attached illegally or to nothing goes to
 * its owner's graveyard; 704.5n: an Equipment attached illegally becomes unattached and stays). An object that left
 * the battlefield and came back is a new object (400.7): what was attached to it is attached to nothing. Its static
 * abilities reach "the creature it is attached to" through the filter word `attached` (layers.ts).
 */
import type { MessageParams } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import { KEYWORD_RULES } from './keywords.ts';
import type { Host, Loop, Perm } from './state.ts';

export const ANS = 'engine-mtg-attach';
export const amsg = messagesOf(ANS);

/** What attaching asks of the kernel: the state, the trace and the rule events. */
export type AttachHost = Host & Pick<Loop, 'emit'>;

/** Whether the permanent is an Aura or an Equipment (its keyword), if either. */
export function attachmentKind(run: Pick<Host, 'state'>, id: string): 'aura' | 'equipment' | undefined {
  const k = run.state.ability(id, 'attachment');
  return k !== undefined ? KEYWORD_RULES[k].attachment : undefined;
}

/** 701.3a: `pe` becomes attached to `to`; an Aura or Equipment only, and only to a creature on the battlefield (301.5c, 303.4). */
export function attach(run: AttachHost, pe: Perm, to: string): void {
  const target = run.state.perms.get(to);
  const kind = attachmentKind(run, pe.o.id);
  if (!kind || !target || target.zone !== 'battlefield' || !run.state.isCreature(to) || to === pe.o.id) {
    step(run, 'cant-attach', { source: pe.label, target: target?.label ?? to }, ['701.3b']);
    return;
  }
  if (pe.attachedTo === to && pe.attachedMoves === target.moves) {
    step(run, 'already-attached', { source: pe.label, target: target.label }, ['701.3b']);
    return;
  }
  pe.attachedTo = to;
  pe.attachedMoves = target.moves;
  run.state.changed();
  step(run, 'attached', { source: pe.label, target: target.label }, ['701.3a', kind === 'aura' ? '303.4' : '301.5']);
}

/** The object a permanent is attached to, if it is still that object on the battlefield (400.7). */
export function attachedTo(run: Pick<Host, 'state'>, pe: Perm): Perm | undefined {
  if (pe.attachedTo === undefined) return undefined;
  const t = run.state.perms.get(pe.attachedTo);
  return t && t.zone === 'battlefield' && t.moves === pe.attachedMoves ? t : undefined;
}

/**
 * 704.5m / 704.5n: Auras attached to nothing or to something they can't enchant go to the graveyard; Equipment
 * attached to something that is no longer a creature on the battlefield becomes unattached. True when any was.
 */
export function attachmentActions(run: AttachHost): boolean {
  let acted = false;
  const fallen: Perm[] = [];
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || pe.attachedTo === undefined) continue;
    const kind = attachmentKind(run, pe.o.id);
    if (!kind) continue;
    const t = attachedTo(run, pe);
    if (t && run.state.isCreature(t.o.id)) continue;
    const was = run.state.perms.get(pe.attachedTo)?.label ?? pe.attachedTo;
    acted = true;
    if (kind === 'aura') {
      fallen.push(pe);
      step(run, 'aura-falls', { aura: pe.label, target: was }, ['704.5m', '303.4c', ...(t ? [] : ['400.7'])]);
    } else {
      delete pe.attachedTo;
      delete pe.attachedMoves;
      run.state.changed();
      step(run, 'unattached', { equipment: pe.label, target: was }, ['704.5n', '301.5c', ...(t ? [] : ['400.7'])]);
    }
  }
  for (const pe of fallen) {
    pe.lastKnown = run.state.chars(pe.o.id);
    run.state.move(pe, 'graveyard');
    pe.leftBecause = amsg('reason.aura-falls');
    run.state.leftNow.add(pe.o.id);
  }
  for (const pe of fallen) run.emit({ kind: 'leaves', id: pe.o.id, to: 'graveyard' });
  return acted;
}

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${ANS}.step.${k}`, params, cites: [], rules });
}
