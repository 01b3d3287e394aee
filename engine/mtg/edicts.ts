/**
 * "Target player sacrifices a creature" (an edict, 701.17a): the player chooses, as the spell or ability resolves,
 * which creature they control to sacrifice (608.2d) — so it can't be aimed at one creature, and hexproof or
 * protection on the creatures doesn't stop it. The reply shows the choice, assumed to be the smallest creature.
 */
import type { MessageParams } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { LifeHost } from './life.ts';

export const ENS = 'engine-mtg-edicts';
const emsg = messagesOf(ENS);

function step(run: LifeHost, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${ENS}.step.${k}`, params, cites: [], rules });
}

/** `player` sacrifices a creature of their choice; returns 1 when they did. */
export function sacrificeACreature(run: Pick<LifeHost, 'state' | 'steps' | 'choices' | 'creaturesToSacrifice' | 'sacrifice'>, source: Source, player: string): number {
  const creatures = run.creaturesToSacrifice(player);
  if (creatures.length === 0) {
    step(run as LifeHost, 'no-creature', { source: source.label, player }, ['701.17a']);
    return 0;
  }
  const names = creatures.map((id) => run.state.name(id));
  if (creatures.length > 1) {
    run.choices.push({
      chooser: player,
      what: emsg('choice.which', { player, source: source.label }),
      range: emsg('range.which', { creatures: list('or', names) }),
      taken: emsg('taken.which', { target: names[0]! }),
      assumed: true,
      cites: [],
      rules: ['701.17a', '608.2d'],
    });
  }
  run.sacrifice(source, creatures[0]!);
  return 1;
}
