/**
 * Cards outside the battlefield (400–406): libraries, hands and graveyards as zones — a card moved between them
 * becomes a new object each time (400.7). Each player's zones hold the objects the scenario writes there
 * (`x=Grizzly Bears 2/2 zone=graveyard`) and a number of other cards it does not describe (`A hand=3 library=20`).
 * This file moves cards between those zones for the effects that do (exile from a graveyard, draw, discard, mill,
 * return to hand, return to the battlefield) and counts what each zone holds.
 */
import type { Zone } from '../core/types.ts';
import type { Source } from './effects.ts';
import type { Host, Perm } from './state.ts';
import { messagesOf } from '../core/messages.ts';

export const ZNS = 'engine-mtg-zones';
export const zmsg = messagesOf(ZNS);

/** What moving cards asks of the kernel: the state and the trace. */
export type ZoneHost = Host;

/** A card in a graveyard (or another zone outside the battlefield) is exiled (701.11a, 406.3); it is a new object there (400.7). */
export function exileCard(run: ZoneHost, source: Source, pe: Perm): void {
  const from: Zone = pe.zone;
  run.state.move(pe, 'exile');
  pe.leftBecause = zmsg('reason.exiled-from', { source: source.label, zone: zmsg(`zone.${from}`) });
  run.steps.push({ key: `${ZNS}.step.exiled-from`, params: { source: source.label, target: pe.label, zone: zmsg(`zone.${from}`) }, cites: [], rules: ['701.11a', '406.3', '400.7'] });
}
