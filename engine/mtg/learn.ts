/**
 * Learn (701.45a): its player may discard a card and, if they do, draw a card; if they didn't, they may show one of
 * their Lesson cards that is outside the game and take it into their hand. A scenario lists no cards outside the
 * game, so the Lesson can't be shown: the reply says so. With a card in hand the player is taken to discard one (the
 * scenario doesn't describe first, as a discard does: engine/mtg/zones.ts) and draw — the one option a scenario can
 * show — and the choice is shown with the others; with an empty hand (or library) nothing happens.
 */
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import { countIn, discard, draw, type ZoneHost } from './zones.ts';

export const LNS = 'engine-mtg-learn';
const lmsg = messagesOf(LNS);

/** `player` learns; returns 1 when they discarded and drew. */
export function learn(run: ZoneHost, source: Source, player: string): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  // discarding to draw from an empty library would lose the game (121.4): not the usual pick
  const hand = countIn(run, player, 'library') > 0 ? countIn(run, player, 'hand') : 0;
  run.choices.push({
    chooser: player,
    what: lmsg('choice', { player }),
    range: lmsg('range'),
    taken: lmsg(hand > 0 ? 'taken.rummage' : 'taken.nothing'),
    assumed: true,
    cites: [],
    rules: ['701.45a'],
  });
  if (hand === 0) {
    run.steps.push({ key: `${LNS}.step.nothing`, params: { source: source.label, player }, cites: [], rules: ['701.45a'] });
    return 0;
  }
  run.steps.push({ key: `${LNS}.step.rummage`, params: { source: source.label, player }, cites: [], rules: ['701.45a'] });
  discard(run, source, player, 1);
  draw(run, source, player, 1);
  return 1;
}
