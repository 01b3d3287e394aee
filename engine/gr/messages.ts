/** How the Gate Ruler module words its trace: message keys in the `engine-gr` namespace, and how objects are named. */
import { messagesOf } from '../core/messages.ts';
import type { GrObject } from './scenario.ts';

export const NS = 'engine-gr';
export const key = (k: string): string => `${NS}.${k}`;
export const msg = messagesOf(NS);

export function label(o: GrObject): string {
  return o.name ? `${o.name} (${o.id})` : o.id;
}

/** A modifier as written: +2, -1. */
export const sign = (n: number): string => (n >= 0 ? `+${n}` : String(n));
