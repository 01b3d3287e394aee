/**
 * Phasing (702.26): a permanent written `phased-out` is on the battlefield but treated as though it does not exist
 * (702.26b) — "destroy all creatures" does not see it, a count of creatures does not count it, it can't be targeted,
 * attack or block, and its own abilities do nothing. It did not change zones (702.26d), so the reply still shows it
 * on the battlefield. The one turn a scenario plays has no untap step, so nothing phases it back in (702.26c).
 * Auras and Equipment attached to it are phased out with it, indirectly (702.26g).
 */
import { messagesOf } from '../core/messages.ts';
import type { Host, Perm } from './state.ts';
import { KEYWORD_RULES } from './keywords.ts';
import type { Keyword } from './vocabulary.ts';

export const PNS = 'engine-mtg-phasing';
const pmsg = messagesOf(PNS);

/** Written phased out: the status word of its keywords (like `tapped`). */
function writtenPhasedOut(pe: Perm): boolean {
  for (const k of pe.o.keywords ?? NONE) if (KEYWORD_RULES[k].starts === 'phased-out') return true;
  return false;
}
const NONE: readonly Keyword[] = [];

/**
 * As the scenario starts: the permanents written phased out, and what is attached to them, leave the game's view.
 * The kernel keeps them as objects in no zone (as a token never created is) with `phasedOut` set.
 */
export function phaseOutAtStart(run: Pick<Host, 'state' | 'steps'>): void {
  let out: Set<string> | undefined;
  for (const pe of run.state.perms.values()) if (pe.zone === 'battlefield' && writtenPhasedOut(pe)) (out ??= new Set()).add(pe.o.id);
  // every run of every check starts here, and almost no scenario has a phased-out permanent: nothing more to do
  if (out === undefined) return;
  for (const pe of run.state.perms.values()) {
    if (!out.has(pe.o.id)) continue;
    pe.zone = 'none';
    pe.phasedOut = true;
    pe.leftBecause = pmsg('reason.phased-out');
    run.steps.push({ key: `${PNS}.step.phased-out`, params: { target: pe.label }, cites: [], rules: ['702.26b', '702.26d'] });
  }
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || pe.attachedTo === undefined || !out.has(pe.attachedTo)) continue;
    pe.zone = 'none';
    pe.phasedOut = true;
    pe.leftBecause = pmsg('reason.phased-out');
    run.steps.push({ key: `${PNS}.step.phased-out-indirectly`, params: { target: pe.label, with: run.state.perms.get(pe.attachedTo)!.label }, cites: [], rules: ['702.26g'] });
  }
  if (out.size > 0) run.state.changed();
}
