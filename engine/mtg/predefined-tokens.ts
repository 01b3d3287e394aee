/**
 * Predefined tokens (111.10): "Create a Treasure token", "Create a Food token", "Investigate" (701.36a: create a Clue
 * token). Each is a colourless artifact token whose one activated ability the rules define; it enters like any token
 * (111.1–111.3, and "twice that many" replaces its creation, 614.1a), and `activate token1` uses its ability — mana
 * is not paid in scenarios, so only its other costs ({T}, sacrificing it) are.
 */
import type { Message } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';
import type { Ability, MtgObject } from './scenario.ts';

export const PTNS = 'engine-mtg-predefined-tokens';
const pmsg = messagesOf(PTNS);

/** The token's kind as the reply names it, in the reader's language. */
export const tokenName = (kind: PredefinedToken): Message => pmsg(`name.${kind}`);

export type PredefinedToken = 'treasure' | 'food' | 'clue';

/** Each token's name, its ability (costs beyond mana and effects) and its rule. */
export const PREDEFINED: Record<PredefinedToken, { name: string; ability: Ability; rules: string[] }> = {
  // tap it and sacrifice it for one mana of any colour
  treasure: { name: 'Treasure', ability: { when: 'activated', costs: ['tap', 'sacrifice'], effects: [{ kind: 'add-mana', targets: ['you'] }] }, rules: ['111.10a'] },
  // pay {2}, tap it and sacrifice it to gain 3 life
  food: { name: 'Food', ability: { when: 'activated', costs: ['tap', 'sacrifice'], effects: [{ kind: 'gain-life', amount: 3, targets: ['you'] }] }, rules: ['111.10b'] },
  // pay {2} and sacrifice it to draw a card
  clue: { name: 'Clue', ability: { when: 'activated', costs: ['sacrifice'], effects: [{ kind: 'draw', amount: 1, targets: ['you'] }] }, rules: ['111.10f', '701.36a'] },
};

/** The token as it is created: a colourless artifact with its ability, named for its kind. */
export function predefinedObject(kind: PredefinedToken, id: string, controller: string): MtgObject {
  const p = PREDEFINED[kind];
  return { id, name: p.name, controller, type: 'other', keywords: ['token', 'artifact'], abilities: [structuredClone(p.ability)] };
}
