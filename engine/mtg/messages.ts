/**
 * How the MTG kernel words its trace: every step, choice and outcome is a message key in the `engine-mtg` namespace
 * (commands/locales/{en,ja,fr}/engine-mtg.yaml), and the rule files share the few helpers that name objects,
 * qualities, replacement orders and stack objects (113.1b: an ability on the stack is not its source) the same way.
 */
import type { Message, MessageParam } from '../core/types.ts';
import { keysOf, list, messagesOf } from '../core/messages.ts';
import type { MtgObject } from './scenario.ts';
import type { OrderKind, Quality } from './vocabulary.ts';
import type { StackItem } from './state.ts';

export const NS = 'engine-mtg';
export const key = keysOf(NS);

export const msg = messagesOf(NS);

/** Rule events and what triggered abilities take from them (commands/locales/<lang>/engine-mtg-events.yaml). */
export const EVENTS_NS = 'engine-mtg-events';
export const emsg = messagesOf(EVENTS_NS);
/** Instants' and sorceries' own rules read from card text: several targets, fight, where the card goes, divided damage. */
export const SNS = 'engine-mtg-spells';

const kindMsg = (k: OrderKind): Message => msg(`kind.${k}`);
export const qualityMsg = (q: Quality): Message => msg(`quality.${q}`);
export const orderMsg = (order: OrderKind[]): Message => list('arrow', order.map(kindMsg));
/**
 * How a stack object is named in the trace: a spell by its name, an activated or triggered ability as "the ability
 * of X" (the creature itself is not on the stack; 113.1b), `start` for the first words of a sentence.
 */
export const stackLabel = (item: StackItem, start = false): MessageParam =>
  item.kind === 'spell' || item.combatDamage ? item.source.label : msg(start ? 'review.ability-start' : 'review.ability', { source: item.source.label });

export function label(o: MtgObject): string {
  return o.name ? `${o.name} (${o.id})` : o.id;
}
