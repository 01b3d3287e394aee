/**
 * Kinship (an ability word, 207.2c, with no rules meaning of its own): "you may look at the top card of your library.
 * If it shares a creature type with this creature, you may reveal it. If you do, …" — `may look-top 1 you & may
 * reveal-kin you & if-done …`. Whether the card looked at shares a creature type (205.3m; a changeling has them all,
 * 702.73a) is read from the card the scenario writes on top of the library (`c=Elf zone=library subtypes=Elf`); one it
 * doesn't describe can't be told, so the reply says which the trace takes — that it shares one, the case the ability
 * is for — and that the other was possible. Revealing it (701.16a) is what "If you do" asks (118.12).
 */
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Perm } from './state.ts';
import { ofSubtype } from './subtypes.ts';
import type { ZoneHost } from './zones.ts';

export const KNS = 'engine-mtg-kinship';
const kmsg = messagesOf(KNS);

const step = (run: ZoneHost, k: string, params: Record<string, string | number | ReturnType<typeof kmsg>>, rules: string[]) =>
  void run.steps.push({ key: `${KNS}.step.${k}`, params, cites: [], rules });

/** Do the two objects share a creature type (205.3m)? A changeling is every creature type (702.73a). */
function shares(run: ZoneHost, card: Perm, self: Perm): boolean {
  const mine = run.state.chars(self.o.id)?.keywords;
  const theirs = card.o.keywords ?? [];
  if (theirs.includes('changeling') && (self.o.subtypes?.length || mine?.has('changeling'))) return true;
  if (mine?.has('changeling') && card.o.subtypes?.length) return true;
  return ofSubtype(card.o.subtypes, new Set(theirs), self.o.subtypes ?? []);
}

/**
 * `reveal-kin player`: the card the player looked at on top of their library is revealed if it shares a creature type
 * with the source; returns 1 when it was (what "If you do" follows), 0 when it doesn't share one or nothing was looked at.
 */
export function revealKin(run: ZoneHost, source: Source, player: string): number {
  const l = run.state.seen.looked;
  const self = source.perm !== undefined ? run.state.perms.get(source.perm) : undefined;
  if (!l || l.player !== player || !self) {
    step(run, 'nothing', { source: source.label, player }, ['609.3']);
    return 0;
  }
  const card = l.written.map((id) => run.state.perms.get(id)!).find((pe) => pe.zone === 'library');
  if (!card) {
    if (l.others <= 0) {
      step(run, 'nothing', { source: source.label, player }, ['609.3']);
      return 0;
    }
    // a card the scenario doesn't describe: taken to share a creature type, the other case said
    run.choices.push({ chooser: player, what: kmsg('choice.shares', { player, source: self.label }), range: kmsg('range.shares'), taken: kmsg('taken.shares'), assumed: true, cites: [], rules: ['205.3m'] });
    step(run, 'reveals', { source: source.label, player, card: kmsg('a-card') }, ['701.16a', '205.3m']);
    return 1;
  }
  if (!shares(run, card, self)) {
    step(run, 'no-share', { source: source.label, player, card: card.label }, ['205.3m', '608.2c']);
    return 0;
  }
  step(run, 'reveals', { source: source.label, player, card: card.label }, ['701.16a', '205.3m']);
  return 1;
}
