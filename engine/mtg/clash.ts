/**
 * Clashing (701.23): "Clash with an opponent" — the player chooses an opponent (701.23b), each reveals the top card of
 * their library, and the player wins if their card's mana value is higher than the other's (701.23d); then each may
 * put their card on the bottom (701.23a, 701.23c). A scenario decides it when it writes the top card of both libraries
 * (the first card written `zone=library` is on top, with its mana value); otherwise the result is a choice the reply
 * shows, taken as won, as a coin flip is (engine/mtg/coin-flips.ts). What a card does "if you win" depends on it the
 * way an effect after "if you do" depends on the one before (engine/mtg/if-done.ts): `clash` counts as done when won.
 */
import { messagesOf } from '../core/messages.ts';
import type { Message } from '../core/types.ts';
import type { Source } from './effects.ts';
import type { Host, Perm } from './state.ts';
import { cardsIn } from './zones.ts';

export const CLNS = 'engine-mtg-clash';
const cmsg = messagesOf(CLNS);

/** What a player reveals: a written card, a card the scenario doesn't describe, or nothing (an empty library). */
type Revealed = { card: Perm } | 'unknown' | 'none';

function revealed(run: Pick<Host, 'state'>, player: string): Revealed {
  const top = cardsIn(run as Host, player, 'library')[0];
  if (top) return { card: top };
  return (run.state.players.get(player)?.cards.library ?? 0) > 0 ? 'unknown' : 'none';
}

function said(run: Pick<Host, 'state'>, r: Revealed): Message {
  if (r === 'unknown') return cmsg('card.unknown');
  if (r === 'none') return cmsg('card.none');
  return cmsg('card.written', { card: run.state.name(r.card.o.id), mv: r.card.o.mv ?? 0 });
}

/** `player` clashes with an opponent; returns 1 when they win (701.23d), the branch an unknown card's result is taken to. */
export function clash(run: Pick<Host, 'steps' | 'choices' | 'state'>, source: Source, player: string): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  const opponents = run.state.opponents(player).filter((o) => !run.state.players.get(o)?.lost);
  const opponent = opponents[0];
  if (opponent === undefined) {
    run.steps.push({ key: `${CLNS}.step.no-opponent`, params: { source: source.label, player }, cites: [], rules: ['701.23b'] });
    return 0;
  }
  if (opponents.length > 1) {
    run.choices.push({ chooser: player, what: cmsg('choice.opponent', { player }), range: cmsg('range.opponent', { players: opponents.join(', ') }), taken: cmsg('taken.opponent', { opponent }), assumed: true, cites: [], rules: ['701.23b'] });
  }
  const mine = revealed(run, player);
  const theirs = revealed(run, opponent);
  const params = { source: source.label, player, opponent, mine: said(run, mine), theirs: said(run, theirs) };
  // an empty library reveals nothing: a player who reveals nothing can't win, and one who reveals a card beats nothing
  let won: boolean | undefined;
  if (mine === 'none') won = false;
  else if (typeof mine === 'object' && theirs === 'none') won = true;
  else if (typeof mine === 'object' && typeof theirs === 'object') won = (mine.card.o.mv ?? 0) > (theirs.card.o.mv ?? 0);
  if (won === undefined) {
    run.choices.push({ chooser: player, what: cmsg('choice.result', { player, opponent }), range: cmsg('range.result'), taken: cmsg('taken.result'), assumed: true, cites: [], rules: ['701.23d'] });
    won = true;
  }
  run.steps.push({ key: `${CLNS}.step.${won ? 'won' : 'lost'}`, params, cites: [], rules: ['701.23a', '701.23d'] });
  // where each revealed card goes is its player's choice (701.23a, 701.23c): shown, the cards taken to stay on top
  if (mine !== 'none' || theirs !== 'none') {
    run.choices.push({ chooser: player, what: cmsg('choice.bottom', { player, opponent }), range: cmsg('range.bottom'), taken: cmsg('taken.bottom'), assumed: true, cites: [], rules: ['701.23a', '701.23c'] });
  }
  return won ? 1 : 0;
}
