/**
 * The monarch (722): a designation one player at most has (722.3), given by an effect ("you become the monarch",
 * `become-monarch you`) or written as the scenario starts (`A monarch=yes`). Two inherent triggered abilities go with
 * it (722.2) — they belong to no permanent, and the player who is the monarch as they trigger controls them: the
 * monarch draws once their end step starts, and a creature hitting the monarch with combat damage hands the title to
 * its controller. They live on the game state, asked at each rule event.
 */
import { messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { RuleEvent } from './events.ts';
import type { Host } from './state.ts';

export const MONS = 'engine-mtg-monarch';
const mmsg = messagesOf(MONS);

/** `player` becomes the monarch; the monarch before, if any, stops being it (722.3). Returns 1. */
export function becomeMonarch(run: Pick<Host, 'steps' | 'state'>, source: Source, player: string): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  const before = run.state.monarch;
  if (before === player) {
    run.steps.push({ key: `${MONS}.step.already`, params: { source: source.label, player }, cites: [], rules: ['722.1'] });
    return 1;
  }
  run.state.monarch = player;
  run.steps.push({ key: `${MONS}.step.${before === undefined ? 'becomes' : 'takes'}`, params: { source: source.label, player, ...(before !== undefined ? { before } : {}) }, cites: [], rules: before === undefined ? ['722.1'] : ['722.1', '722.3'] });
  return 1;
}

/** The monarch's two abilities (722.2) that trigger on `ev`, waiting to be put on the stack like any trigger (603.3). */
export function monarchTriggers(run: Pick<Host, 'steps' | 'state'>, ev: RuleEvent): void {
  const monarch = run.state.monarch;
  if (monarch === undefined) return;
  const label = mmsg('source', { player: monarch });
  if (ev.kind === 'step-begins' && ev.step === 'end' && ev.turnOf.includes(monarch)) {
    run.state.pending.push({ source: { label, controller: monarch }, effects: [{ kind: 'draw', amount: 1, targets: [monarch] }], untargeted: true, rules: ['722.2'], label });
    run.steps.push({ key: `${MONS}.step.end-step-triggers`, params: { player: monarch }, cites: [], rules: ['722.2', '513.1a'] });
  } else if (ev.kind === 'deals-damage' && ev.combat && ev.toPlayer && ev.to === monarch && run.state.isCreature(ev.source)) {
    const taker = run.state.controller(ev.source);
    if (taker === monarch) return;
    run.state.pending.push({ source: { label, controller: monarch }, effects: [{ kind: 'become-monarch', targets: [taker] }], untargeted: true, rules: ['722.2'], label });
    run.steps.push({ key: `${MONS}.step.damage-triggers`, params: { player: monarch, source: run.state.name(ev.source), taker }, cites: [], rules: ['722.2', '510.2'] });
  }
}

/** The outcome's line when the monarch at the end is not the one the scenario started with. */
export function monarchOutcome(run: Pick<Host, 'state' | 's'>): ReturnType<typeof mmsg> | undefined {
  const start = run.s.players.find((p) => p.monarch)?.id;
  const now = run.state.monarch;
  return now !== undefined && now !== start ? mmsg('outcome', { player: now }) : undefined;
}
