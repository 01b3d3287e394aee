/**
 * A creature that gains protection from a colour its controller names (Gods Willing, 702.16a): the colour
 * is chosen by the spell's controller as it resolves (608.2d), so the reply shows that choice. The usual pick is the
 * colour that threatens the creature: first the colour of an opponent's spell still on the stack (the removal this
 * answers, which then loses its target, 608.2b), else the colour most common among the opponents' permanents.
 */
import { messagesOf } from '../core/messages.ts';
import type { Effect } from './scenario.ts';
import type { Source } from './effects.ts';
import type { Host } from './state.ts';
import { COLORS, type Color } from './vocabulary.ts';

export const COLNS = 'engine-mtg-color-choice';
const cmsg = messagesOf(COLNS);

/** The colour its controller names: the usual pick above, white when nothing of a colour opposes them. */
export function threateningColor(run: Host, you: string): { color: Color; why: 'spell' | 'permanents' | 'none' } {
  const state = run.state;
  const opponents = state.opponents(you);
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const item = state.stack[i]!;
    const c = item.source.colors?.[0];
    if (c && opponents.includes(item.source.controller)) return { color: c, why: 'spell' };
  }
  const count = new Map<Color, number>();
  for (const pe of state.perms.values()) {
    if (pe.zone !== 'battlefield' || !opponents.includes(state.controller(pe.o.id))) continue;
    for (const c of state.colors(pe.o.id)) count.set(c, (count.get(c) ?? 0) + 1);
  }
  const best = [...count].sort((a, b) => b[1] - a[1] || COLORS.indexOf(a[0]) - COLORS.indexOf(b[0]))[0];
  return best ? { color: best[0], why: 'permanents' } : { color: 'white', why: 'none' };
}

/** `gain-protection-choice ?your-creature`: the choice shown, then the protection gained until end of turn (layer 6). */
export function protectionOfChoice(run: Host, source: Source, id: string, affect: (e: Effect) => void): void {
  const { color, why } = threateningColor(run, source.controller);
  run.choices.push({
    chooser: source.controller,
    what: cmsg('choice.what', { player: source.controller, source: source.label, target: run.state.name(id) }),
    range: cmsg('choice.range'),
    taken: cmsg(`choice.taken-${why}`, { color: { key: `engine-mtg.color-name.${color}` } }),
    assumed: true,
    cites: [],
    rules: ['702.16a', '608.2d'],
  });
  affect({ kind: 'gain', protection: [color], targets: [id] });
}
