/**
 * Copying a spell on the stack (707.10): "Copy target instant or sorcery spell." puts a copy of it on the stack, above
 * it, so the copy resolves first. The copy takes the spell's characteristics and every decision made for it — its
 * mode, its targets, X, whether it was kicked — and is controlled (and owned) by the player who copied it; it is a
 * spell, so it can be countered, but it was not cast ("whenever you cast" does not see it). "You may choose new targets
 * for the copy" (`copy-spell-new-targets`) lets that player keep any target or choose new legal ones (707.10c): shown
 * as a choice, taken as the usual pick a player would make. A copy has no card: when it leaves the stack it ceases
 * to exist (707.10a) instead of going to a graveyard. Copies of permanent spells (707.10f) are not modelled.
 */
import type { MessageParams } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Effect } from './scenario.ts';
import type { Host, StackItem } from './state.ts';
import { chooseTargets, type ChoiceHost } from './target-choice.ts';
import { seenOf } from './finding.ts';
import { isHarmful } from './target-kinds.ts';

export const CPNS = 'engine-mtg-spell-copies';
const cpmsg = messagesOf(CPNS);

function step(run: Host, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${CPNS}.step.${k}`, params, cites: [], rules });
}

const targetsIn = (effects: readonly Effect[]): string[] => [...new Set(effects.flatMap((e) => (e.choose ? e.targets : [])))];

/**
 * `copy-spell ?instant-or-sorcery-spell`: a copy of the spell `id` on top of the stack under `source`'s controller.
 * With `newTargets`, its targets are chosen again by that player (707.10c). Returns 1 when a copy was made.
 */
export function copySpell(run: Host, choices: ChoiceHost, source: Source, id: string, newTargets: boolean): number {
  const state = run.state;
  const item = state.stack.find((i) => i.id === id);
  if (!item || item.kind !== 'spell' || item.permanent !== undefined) return 0;
  state.spellCopies++;
  const copyId = `copy${state.spellCopies}`;
  // named like a permanent, by its spell's name and its own id ("Lightning Bolt (copy1)")
  const label = `${state.name(id)} (${copyId})`;
  const copySource: Source = Object.assign({}, item.source, { label, controller: source.controller, spell: copyId });
  let effects = item.effects;
  if (newTargets) {
    const before = targetsIn(item.effects);
    // 707.10c: any target may stay; the usual pick keeps a target that suits the copier (an opponent's thing for an
    // effect that hurts, their own for one that helps) and chooses again the others, as they would be chosen on casting
    const mine = (t: string) => (choices.isPlayer(t) ? t === source.controller : choices.controller(t) === source.controller);
    const written = item.written ?? item.effects;
    const again = written.map((w, i) => {
      const was = item.effects[i];
      if (!w.choose || !was) return w;
      const keep = was.targets.length > 0 && was.targets.every((t) => mine(t) !== isHarmful(was));
      return Object.assign({}, w, { targets: keep ? was.targets : [] });
    });
    const chosen = chooseTargets(choices, copySource, again, '707.10c');
    if (chosen.ok) effects = chosen.effects;
    const after = targetsIn(effects);
    const names = (ids: string[]) => (ids.length ? list('comma', ids.map((t) => state.name(t))) : cpmsg('none'));
    run.choices.push({
      chooser: source.controller,
      what: cpmsg('choice.what', { player: source.controller, copy: label }),
      range: cpmsg('choice.range', { targets: names(before) }),
      taken: cpmsg(after.join() === before.join() ? 'choice.same' : 'choice.new', { targets: names(after) }),
      assumed: true,
      cites: [],
      rules: ['707.10c'],
    });
  }
  const copy: StackItem = { kind: 'spell', id: copyId, source: copySource, effects, copy: true, seen: seenOf(state, effects.flatMap((e) => e.targets)) };
  if (item.written) copy.written = item.written;
  state.stack.push(copy);
  step(run, 'copied', { source: source.label, spell: item.source.label, player: source.controller }, newTargets ? ['707.10', '707.10c'] : ['707.10']);
  return 1;
}

/** A copy of a spell is countered (701.5a): it leaves the stack without resolving, and ceases to exist (707.10a). */
export function copyCountered(run: Host, source: Source, item: StackItem): void {
  step(run, 'countered', { source: source.label, copy: item.source.label }, ['701.5a']);
  copyGone(run, item);
}

/** A copy of a spell leaves the stack (resolved, countered or with every target gone): it ceases to exist (707.10a). */
export function copyGone(run: Host, item: StackItem): void {
  step(run, 'ceases', { copy: item.source.label }, ['707.10a', '704.5e']);
}
