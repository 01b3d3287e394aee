/**
 * A target limited by a number of the creature: "destroy target creature with power 4 or greater", "exile target
 * attacking creature with toughness 2 or less". The notation writes it after the kind, `?creature/power>=4`,
 * `?attacking-creature/toughness<=2`; the limit is part of what the target must be, so it is checked as the target
 * is chosen (115.1, 601.2c) and again as the spell resolves (608.2b): a creature shrunk below it in response is no
 * longer a legal target. Power and toughness are the ones it has now, after every continuous effect (613.4).
 */
import type { Message } from '../core/types.ts';
import { messagesOf } from '../core/messages.ts';

export const BNS = 'engine-mtg-bounds';
const bmsg = messagesOf(BNS);

/** `mv`: mana value (202.3), of any permanent or card — "target artifact with mana value 2 or less". */
export type Stat = 'power' | 'toughness' | 'mv';

export interface StatBound {
  stat: Stat;
  /** "… or greater": at least this. */
  min?: number;
  /** "… or less": at most this. */
  max?: number;
}

/** The stat's words in the notation (English, Japanese, French). */
const STAT_WORDS: Record<string, Stat> = { power: 'power', toughness: 'toughness', パワー: 'power', タフネス: 'toughness', force: 'power', endurance: 'toughness', mv: 'mv', 'mana-value': 'mv', マナ総量: 'mv', 'valeur-de-mana': 'mv' };

/** `power>=4`, `toughness<=2` (the part after the kind's `/`) → the limit, or undefined when it is not one. */
export function parseBound(text: string): StatBound | undefined {
  const m = /^(.+?)(>=|<=)(\d{1,2})$/.exec(text);
  const stat = m ? STAT_WORDS[m[1]!.toLowerCase()] : undefined;
  if (!m || !stat) return undefined;
  return m[2] === '>=' ? { stat, min: Number(m[3]) } : { stat, max: Number(m[3]) };
}

export const printBound = (b: StatBound | undefined): string => (b ? `/${b.stat}${b.min !== undefined ? `>=${b.min}` : `<=${b.max}`}` : '');

/** What checking a limit asks of the kernel: the creature's power and toughness now. */
export interface BoundView {
  isCreature(id: string): boolean;
  power(id: string): number;
  toughness(id: string): number;
  /** Its mana value (202.3): `mv=N` on the object, 0 when unwritten. */
  mv(id: string): number;
}

/** Does this object meet the limit? Only a creature has a power or toughness to compare (208.1). */
export function fitsBound(v: BoundView, b: StatBound | undefined, id: string): boolean {
  if (!b) return true;
  if (b.stat === 'mv') return (b.min === undefined || v.mv(id) >= b.min) && (b.max === undefined || v.mv(id) <= b.max);
  if (!v.isCreature(id)) return false;
  const n = b.stat === 'power' ? v.power(id) : v.toughness(id);
  return (b.min === undefined || n >= b.min) && (b.max === undefined || n <= b.max);
}

/** The kind of target with its limit, as the trace names it: "creature with power 4 or greater". */
export const boundKindMsg = (kind: Message, b: StatBound | undefined): Message =>
  b ? bmsg(`kind.${b.stat}-${b.min !== undefined ? 'min' : 'max'}`, { kind, n: b.min ?? b.max! }) : kind;

/** Oracle words: "with power 4 or greater" → the limit (the number word already read). */
export function boundOf(stat: string, n: number, side: string): StatBound {
  const s = (stat.toLowerCase() === 'mana value' ? 'mv' : stat.toLowerCase()) as Stat;
  return side.toLowerCase() === 'greater' ? { stat: s, min: n } : { stat: s, max: n };
}
