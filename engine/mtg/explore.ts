/**
 * Explore and connive (701.40, 701.47): a permanent's controller looks at a card — the top card of their library, or
 * the card they discard after drawing one — and whether it is a land decides where it goes and whether the permanent
 * gets a +1/+1 counter. A scenario names only the cards it writes (`f=Forest zone=library`); a card it does not
 * describe may be a land or not, so the reply says which the trace takes — not a land, the counter being the point of
 * the mechanic — and that the other was possible. The permanent gets its counter only while it is on the battlefield;
 * it explored or connived all the same (701.40b–c, 701.47b–c: its last known information).
 */
import { messagesOf } from '../core/messages.ts';
import type { EffectHost, Source } from './effects.ts';
import type { Perm } from './state.ts';
import { objectTypes } from './targeting.ts';
import { cardsIn, countIn, discard, draw, moveCard, type ZoneHost } from './zones.ts';

export const XNS = 'engine-mtg-explore';
const xmsg = messagesOf(XNS);

export type ExploreHost = ZoneHost & { readonly host: Pick<EffectHost, 'putCounters'> };

const isLand = (pe: Perm): boolean => objectTypes(pe.o).includes('land');

function step(run: ExploreHost, k: string, params: Record<string, string | number | ReturnType<typeof xmsg>>, rules: string[]): void {
  run.steps.push({ key: `${XNS}.step.${k}`, params, cites: [], rules });
}

/** A card the scenario does not describe is taken not to be a land: said as a choice of fact with its other side. */
function assumeNonland(run: ExploreHost, player: string, what: 'revealed' | 'discarded', rules: string[]): void {
  run.choices.push({ chooser: player, what: xmsg(`choice.${what}`, { player }), range: xmsg('range.land'), taken: xmsg('taken.nonland'), assumed: true, cites: [], rules });
}

function counter(run: ExploreHost, source: Source, id: string, pe: Perm): void {
  if (pe.zone === 'battlefield') run.host.putCounters(source, id, { kind: 'put', amount: 1, counter: '+1/+1', targets: [id] });
  else step(run, 'gone', { target: pe.label }, ['701.40c', '701.47c']);
}

/** `id` explores (701.40a): its controller reveals the top card of their library; a land goes to their hand, else a +1/+1 counter. */
export function explore(run: ExploreHost, source: Source, id: string): void {
  const pe = run.state.perms.get(id);
  if (!pe) return;
  const player = run.state.controller(id);
  const p = run.state.players.get(player);
  if (!p) return;
  const top = cardsIn(run, player, 'library')[0];
  if (top && isLand(top)) {
    moveCard(run, top, 'hand', xmsg('reason.explored'));
    step(run, 'land', { target: pe.label, player, card: top.label }, ['701.40a']);
    return;
  }
  if (!top && p.cards.library > 0) assumeNonland(run, player, 'revealed', ['701.40a']);
  step(run, top || p.cards.library > 0 ? 'nonland' : 'empty', { target: pe.label, player, card: top ? top.label : xmsg('a-card') }, ['701.40a']);
  counter(run, source, id, pe);
  // "may put the revealed card into their graveyard": kept on top, the other choice shown
  if (top || p.cards.library > 0) run.choices.push({ chooser: player, what: xmsg('choice.graveyard', { player }), range: xmsg('range.graveyard'), taken: xmsg('taken.kept'), assumed: true, cites: [], rules: ['701.40a'] });
}

/** `id` connives (701.47a): its controller draws a card, then discards one; a nonland card discarded, a +1/+1 counter. */
export function connive(run: ExploreHost, source: Source, id: string): void {
  const pe = run.state.perms.get(id);
  if (!pe) return;
  const player = run.state.controller(id);
  const p = run.state.players.get(player);
  if (!p || p.lost) return;
  step(run, 'connives', { target: pe.label, player }, ['701.47a']);
  draw(run, source, player, 1);
  if (countIn(run, player, 'hand') === 0) {
    step(run, 'no-discard', { player }, ['701.47a', '701.47b']);
    return;
  }
  // discard() takes the cards the scenario does not describe first, then the written ones in order
  const written = p.cards.hand > 0 ? undefined : cardsIn(run, player, 'hand')[0];
  discard(run, source, player, 1);
  if (written && isLand(written)) {
    step(run, 'discarded-land', { target: pe.label, player, card: written.label }, ['701.47a']);
    return;
  }
  if (!written) assumeNonland(run, player, 'discarded', ['701.47a']);
  counter(run, source, id, pe);
}
