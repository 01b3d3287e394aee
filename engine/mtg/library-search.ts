/**
 * Searching a library (701.19): "Search your library for a basic land card, put it onto the battlefield tapped, then
 * shuffle." and "Search your library for a card, put that card into your hand, then shuffle." A scenario describes
 * a library as a number of cards it does not name (and the written cards on top): whether those hold a basic land is
 * not known, so the search is taken to find one among them when there are any — an assumption the reply shows with
 * its other choice, finding none, which a search for a card of a stated quality always allows (701.19b). A basic land
 * found goes onto the battlefield as a new land under its owner's control, or into their hand; then they shuffle
 * (701.20a): the written cards of the library are taken to stay on top, also shown as an assumption.
 */
import type { MessageParams } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Host } from './state.ts';
import { cardsIn } from './zones.ts';

export const SEARCH_NS = 'engine-mtg-library-search';
const lmsg = messagesOf(SEARCH_NS);

/** Where the cards found go. */
/** Where the cards found go; `split`: one onto the battlefield tapped and the other into the hand (Cultivate). */
export type SearchTo = 'hand' | 'battlefield' | 'battlefield-tapped' | 'split';

/** What a search asks of the kernel: the state and the trace, and a new land entering the battlefield. */
export interface SearchHost extends Host {
  /** A land card from `player`'s library enters the battlefield under their control (tapped or not) as a new object. */
  enterLand(source: Source, player: string, tapped: boolean, said?: boolean, from?: 'library' | 'hand'): void;
}

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${SEARCH_NS}.step.${k}`, params, cites: [], rules });
}

/** The shuffle after a search (701.20a): written cards of the library are taken to stay on top, said as an assumption. */
export function shuffle(run: Host, player: string): void {
  const written = cardsIn(run, player, 'library');
  if (written.length === 0) return;
  run.choices.push({ chooser: player, what: lmsg('choice.shuffled', { player }), range: lmsg('range.shuffled'), taken: lmsg('taken.shuffled'), assumed: true, cites: [], rules: ['701.20a'] });
}

/** `player` searches for up to `n` basic land cards and puts them where `to` says, then shuffles; returns how many were found. */
export function searchLand(run: SearchHost, source: Source, player: string, n: number, to: SearchTo): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  const found = Math.min(n, p.cards.library);
  const where = lmsg(`where.${to}`);
  if (found === 0) {
    step(run, 'found-none', { source: source.label, player }, ['701.19a', '701.19b', '701.20a']);
    shuffle(run, player);
    return 0;
  }
  run.choices.push({
    chooser: player,
    what: lmsg('choice.basic-land', { player, count: found }),
    range: lmsg('range.basic-land', { count: found }),
    taken: lmsg('taken.basic-land'),
    assumed: true,
    cites: [],
    rules: ['701.19b'],
  });
  p.cards.library -= found;
  // split: the first onto the battlefield tapped, the other into the hand (one card found: the battlefield, their usual pick)
  const toHand = to === 'hand' ? found : to === 'split' ? found - 1 : 0;
  p.cards.hand += toHand;
  step(run, 'found-land', { source: source.label, player, count: found, where: to === 'split' && found === 1 ? lmsg('where.battlefield-tapped') : where }, ['701.19a', '701.20a']);
  for (let i = 0; i < found - toHand; i++) run.enterLand(source, player, to === 'battlefield-tapped' || to === 'split');
  shuffle(run, player);
  return found;
}

/** `player` searches for any card and puts it into their hand, then shuffles (a tutor); returns 1 when there was a card. */
export function tutor(run: SearchHost, source: Source, player: string): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  if (p.cards.library > 0) {
    p.cards.library--;
    p.cards.hand++;
    run.choices.push({ chooser: player, what: lmsg('choice.tutor', { player }), range: lmsg('range.tutor'), taken: lmsg('taken.tutor'), assumed: true, cites: [], rules: ['701.19a'] });
    step(run, 'tutored', { source: source.label, player }, ['701.19a', '701.20a']);
    shuffle(run, player);
    return 1;
  }
  // only written cards (or none): the first one written, the usual pick — or none when the library is empty
  const card = cardsIn(run, player, 'library')[0];
  if (!card) {
    step(run, 'found-none', { source: source.label, player }, ['701.19a', '701.20a']);
    return 0;
  }
  run.state.move(card, 'hand');
  p.libraryTop = p.libraryTop.filter((id) => id !== card.o.id);
  step(run, 'tutored-named', { source: source.label, player, card: card.label }, ['701.19a', '701.20a']);
  shuffle(run, player);
  return 1;
}
