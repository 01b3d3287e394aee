/**
 * Cards outside the battlefield (400–406): libraries, hands and graveyards as zones. Each player's zones hold the
 * objects the scenario writes there (`x=Grizzly Bears 2/2 zone=graveyard`; a library's written cards are on top, in
 * the order written) and a number of other cards it does not describe (`A hand=3 library=20 graveyard=1`). A card
 * that moves between zones becomes a new object (400.7). This file does what the effects that move cards do —
 * draw (121, one card at a time, 121.2; from an empty library the player loses, 121.4, 704.5b), discard (701.8),
 * mill (701.13), return a card from a graveyard to its owner's hand or to the battlefield, exile a card from a
 * graveyard (701.11) — with the replacement effects of drawing and of gaining life that keywords stand for (121.6,
 * 614.1a), and counts what each zone holds (for P/T defined by a count and the outcome).
 */
import type { Message, MessageParam, Zone } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Host, Loop, Perm, PlayerState } from './state.ts';

export const ZNS = 'engine-mtg-zones';
export const zmsg = messagesOf(ZNS);

/** The zones a player's cards may be in (the battlefield and the stack are the kernel's). */
export type CardZoneName = 'hand' | 'library' | 'graveyard';

/** What the trace says of where a move comes from. */
type Label = Pick<Source, 'label'>;

/** What moving cards asks of the kernel: the state, the trace, events, and putting a card onto the battlefield. */
export interface ZoneHost extends Host, Pick<Loop, 'emit'> {
  /** The card comes back onto the battlefield as a new object (400.7) under `controller`'s control. */
  enterBattlefield(pe: Perm, controller: string, source: Source): void;
}

const step = (run: ZoneHost, k: string, params: Record<string, string | number | ReturnType<typeof zmsg>>, rules: string[]) =>
  void run.steps.push({ key: `${ZNS}.step.${k}`, params, cites: [], rules });

/** The written cards a player owns in a zone (a library's top first). */
export function cardsIn(run: Host, player: string, zone: Zone): Perm[] {
  const all = [...run.state.perms.values()].filter((pe) => pe.zone === zone && pe.o.controller === player);
  if (zone !== 'library') return all;
  const order = run.state.players.get(player)?.libraryTop ?? [];
  return order.map((id) => run.state.perms.get(id)!).filter((pe) => pe.zone === 'library');
}

/** The written cards put on the bottom of a player's library, in order (engine/mtg/looking.ts). */
const bottomCards = (run: Host, player: string): Perm[] =>
  (run.state.players.get(player)?.libraryBottom ?? []).map((id) => run.state.perms.get(id)!).filter((pe) => pe.zone === 'library');

/** How many cards a player has in a zone: the written ones and the others. */
export function countIn(run: Host, player: string, zone: CardZoneName): number {
  const p = run.state.players.get(player);
  // counted, not listed: the final state asks it for every player and zone of every run
  let n = p?.cards[zone] ?? 0;
  if (zone === 'library') {
    for (const id of p?.libraryTop ?? []) if (run.state.perms.get(id)!.zone === 'library') n++;
    for (const id of p?.libraryBottom ?? []) if (run.state.perms.get(id)!.zone === 'library') n++;
  } else for (const pe of run.state.perms.values()) if (pe.zone === zone && pe.o.controller === player) n++;
  return n;
}

/** A card moves from one of its owner's zones to another (or to exile); it is a new object there (400.7). */
export function moveCard(run: ZoneHost, pe: Perm, to: Zone, because: Message): void {
  const owner = run.state.players.get(pe.o.controller);
  if (owner && pe.zone === 'library') owner.libraryTop = owner.libraryTop.filter((id) => id !== pe.o.id);
  if (owner?.libraryBottom && pe.zone === 'library') owner.libraryBottom = owner.libraryBottom.filter((id) => id !== pe.o.id);
  run.state.move(pe, to);
  pe.leftBecause = because;
}

/** A card in a graveyard (or another zone outside the battlefield) is exiled (701.11a, 406.3). */
export function exileCard(run: ZoneHost, source: Label, pe: Perm): void {
  const from = zmsg(`zone.${pe.zone}`);
  moveCard(run, pe, 'exile', zmsg('reason.exiled-from', { source: source.label, zone: from }));
  step(run, 'exiled-from', { source: source.label, target: pe.label, zone: from }, ['701.11a', '406.3', '400.7']);
}

/** A card in a graveyard returns to its owner's hand (400.3, 400.7). */
export function returnToHand(run: ZoneHost, source: Label, pe: Perm): void {
  moveCard(run, pe, 'hand', zmsg('reason.returned', { source: source.label }));
  step(run, 'returned-to-hand', { source: source.label, target: pe.label, player: pe.o.controller }, ['400.3', '400.7']);
}

/** A card leaves a graveyard for the battlefield; whoever controls the spell or ability that did it controls it (400.7, 110.2). */
export function reanimate(run: ZoneHost, source: Source, pe: Perm): void {
  const owner = pe.o.controller;
  step(run, 'reanimated', { source: source.label, target: pe.label, player: source.controller, owner }, ['400.7', '110.2']);
  run.enterBattlefield(pe, source.controller, source);
}

/**
 * `player` draws `n` cards, one at a time (121.2): each draw may be replaced (121.6, a keyword of a permanent they
 * control with `drawInstead`), else the top card of their library goes to their hand; from an empty library the
 * draw can't happen and they will lose when state-based actions are checked (121.4, 704.5b). Returns the cards drawn.
 */
export function draw(run: ZoneHost, source: Label, player: string, n: number): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const replacing = replacementOf(run, player, 'drawInstead');
    if (replacing) {
      // the draw is replaced: one card of their graveyard goes to their hand (121.6, 614.1a)
      const card = takeFromGraveyard(run, p, source);
      step(run, card === undefined ? 'draw-replaced-empty' : 'draw-replaced', { player, effect: replacing.label, card: card ?? '—' }, ['121.6', '614.1a']);
      continue;
    }
    // the written cards put on the bottom (engine/mtg/looking.ts) come after the ones the scenario doesn't describe
    const top = cardsIn(run, player, 'library')[0] ?? (p.cards.library === 0 ? bottomCards(run, player)[0] : undefined);
    if (top) {
      moveCard(run, top, 'hand', zmsg('reason.drawn'));
      step(run, 'draws-card', { player, card: top.label, hand: countIn(run, player, 'hand'), library: countIn(run, player, 'library') }, ['121.1', '121.2']);
    } else if (p.cards.library > 0) {
      p.cards.library--;
      p.cards.hand++;
      step(run, 'draws', { player, hand: countIn(run, player, 'hand'), library: countIn(run, player, 'library') }, ['121.1', '121.2']);
    } else {
      p.drewFromEmpty = true;
      step(run, 'draw-empty', { player }, ['121.4', '704.5b']);
      continue;
    }
    drawn++;
    p.drawn++;
    run.emit({ kind: 'draws', player });
  }
  return drawn;
}

/** A card from the player's graveyard to their hand (the other cards first; a written card otherwise), if there is one. */
function takeFromGraveyard(run: ZoneHost, p: PlayerState, source: Label): MessageParam | undefined {
  if (p.cards.graveyard > 0) {
    p.cards.graveyard--;
    p.cards.hand++;
    return zmsg('a-card');
  }
  const card = cardsIn(run, p.id, 'graveyard')[0];
  if (!card) return undefined;
  moveCard(run, card, 'hand', zmsg('reason.returned', { source: source.label }));
  return card.label;
}

/** " (among them x, y)": the written cards among those moved, if any. */
const namedCards = (cards: Perm[]): MessageParam => (cards.length ? zmsg('taken.named', { cards: list('comma', cards.map((x) => x.label)) }) : '');

/** A permanent `player` controls with a replacement of that kind (keywords.ts), if any. */
function replacementOf(run: Host, player: string, hook: 'drawInstead' | 'lifeGainInstead'): Perm | undefined {
  return [...run.state.perms.values()].find((pe) => pe.zone === 'battlefield' && run.state.controller(pe.o.id) === player && run.state.ability(pe.o.id, hook) !== undefined);
}

/**
 * A life gain that a permanent of the player replaces by drawing that many cards (614.1a): the cards are drawn
 * (each draw may be replaced in turn, 616.2) and the gain becomes 0. Returns the life still to gain.
 */
export function replaceLifeGain(run: ZoneHost, source: Label, player: string, amount: number): number {
  const replacing = amount > 0 ? replacementOf(run, player, 'lifeGainInstead') : undefined;
  if (!replacing) return amount;
  step(run, 'gain-replaced', { player, amount, effect: replacing.label }, ['614.1a', '121.7']);
  draw(run, source, player, amount);
  return 0;
}

/**
 * `player` discards `n` cards, or their whole hand (701.8). They choose which: the trace discards the cards the
 * scenario does not describe first, then the written ones in the order written (a choice, shown as assumed when it
 * could go otherwise). Returns how many were discarded.
 */
export function discard(run: ZoneHost, source: Label, player: string, n: number | 'all'): number {
  const p = run.state.players.get(player);
  if (!p) return 0;
  const written = cardsIn(run, player, 'hand');
  const total = p.cards.hand + written.length;
  const count = n === 'all' ? total : Math.min(n, total);
  const anonymous = Math.min(p.cards.hand, count);
  const named = written.slice(0, count - anonymous);
  p.cards.hand -= anonymous;
  p.cards.graveyard += anonymous;
  for (const pe of named) moveCard(run, pe, 'graveyard', zmsg('reason.discarded'));
  if (n !== 'all' && count < total && written.length > 0) {
    run.choices.push({
      chooser: player,
      what: zmsg('choice.discard', { chooser: player, count }),
      range: zmsg('range.discard', { total }),
      taken: zmsg('taken.discard'),
      assumed: true,
      cites: [],
      rules: ['701.8a'],
    });
  }
  step(run, n === 'all' ? 'discards-hand' : 'discards', { player, count, named: namedCards(named), hand: countIn(run, player, 'hand') }, ['701.8a']);
  for (let i = 0; i < count; i++) run.emit({ kind: 'discards', player });
  return count;
}

/** `player` mills `n` cards (701.13a): the top ones of their library go to their graveyard. Returns how many. */
export function mill(run: ZoneHost, source: Label, player: string, n: number, exile = false): number {
  const p = run.state.players.get(player);
  if (!p) return 0;
  const named = cardsIn(run, player, 'library').slice(0, n);
  const anonymous = Math.min(p.cards.library, n - named.length);
  named.push(...bottomCards(run, player).slice(0, n - named.length - anonymous));
  for (const pe of named) moveCard(run, pe, exile ? 'exile' : 'graveyard', zmsg(exile ? 'reason.exiled-from-top' : 'reason.milled', { source: source.label }));
  p.cards.library -= anonymous;
  // the exile zone keeps no count of cards the scenario doesn't name
  if (!exile) p.cards.graveyard += anonymous;
  const count = named.length + anonymous;
  // "exiles the top card of their library" (ingest, 702.115a): the top cards go to exile instead
  step(run, exile ? 'exiles-top' : 'mills', { player, count, named: namedCards(named), library: countIn(run, player, 'library') }, exile ? ['406.1'] : ['701.13a']);
  return count;
}

/**
 * `player` scries or surveils `n` (701.18a, 701.42a): they look at the top n cards of their library and choose which
 * go to the bottom (scry) or into their graveyard (surveil), and the order of the rest on top. The trace keeps them
 * all on top in the order they were, shown as an assumed choice with its range. Returns how many were looked at.
 */
export function lookAtTop(run: ZoneHost, source: Label, player: string, n: number, how: 'scry' | 'surveil'): number {
  if (!run.state.players.has(player)) return 0;
  const count = Math.min(n, countIn(run, player, 'library'));
  const rule = how === 'scry' ? '701.18a' : '701.42a';
  step(run, how === 'scry' ? 'scries' : 'surveils', { player, source: source.label, count }, [rule]);
  if (count > 0) {
    run.choices.push({ chooser: player, what: zmsg(`choice.${how}`, { chooser: player, count }), range: zmsg(`range.${how}`, { count }), taken: zmsg('taken.look-kept'), assumed: true, cites: [], rules: [rule] });
  }
  return count;
}

/** One outcome line per player whose cards the scenario does not describe moved (drawn, discarded, milled …): each zone's count. */
const CARD_ZONES = ['hand', 'library', 'graveyard'] as const;

export function cardCounts(run: Host): Message[] {
  const out: Message[] = [];
  for (const p of run.state.players.values()) {
    // asked for every player at the end of every run: no list or closure for a player whose cards did not change
    if (p.drawn === 0 && p.cards.hand === p.cardsStart.hand && p.cards.library === p.cardsStart.library && p.cards.graveyard === p.cardsStart.graveyard) continue;
    const changes: Message[] = [];
    for (const z of CARD_ZONES) {
      const now = countIn(run, p.id, z);
      const before = p.cardsStart[z] + [...run.state.perms.values()].filter((pe) => pe.start === z && pe.o.controller === p.id).length;
      if (now !== before) changes.push(zmsg('outcome.zone-count', { zone: zmsg(`zone-name.${z}`), from: before, to: now }));
    }
    out.push(zmsg('outcome.cards', { player: p.id, changes: list('comma', changes), drawn: p.drawn }));
  }
  return out;
}

/** A player's card counts for the final state, when the scenario has any card outside the battlefield for them. */
export function cardsOf(run: Host, player: string): Record<'hand' | 'library' | 'graveyard', number> | undefined {
  const p = run.state.players.get(player);
  if (!p) return undefined;
  const zones = ['hand', 'library', 'graveyard'] as const;
  const any = zones.some((z) => p.cardsStart[z] > 0 || countIn(run, player, z) > 0) || p.drawn > 0;
  return any ? { hand: countIn(run, player, 'hand'), library: countIn(run, player, 'library'), graveyard: countIn(run, player, 'graveyard') } : undefined;
}
