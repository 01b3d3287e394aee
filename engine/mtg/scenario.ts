/**
 * The typed MTG scenario. Optional fields are absent (not `undefined`) when the text does not give them, so a
 * scenario printed and parsed again is deep-equal, strictly.
 */
import type { ActionBase, ObjectBase, PlayerBase } from '../core/types.ts';
import type { GameScenario } from '../core/game.ts';
import type { Color, Keyword, OrderKind, Quality } from './vocabulary.ts';

export const DEFAULT_LIFE = 20;

export interface MtgPlayer extends PlayerBase {
  /** Life total (20 when absent). */
  life?: number;
  /** A prevention shield on the player: the next N damage to them is prevented (615.7). */
  prevent?: number;
  /** A static effect: N of each damage to the player is prevented (615.10, e.g. Urza's Armor). */
  preventEach?: number;
  protection?: Quality[];
}

export type MtgObjectType = 'creature' | 'planeswalker' | 'battle' | 'other';

export interface MtgObject extends ObjectBase {
  name?: string;
  /** creature when it has power/toughness; `other` is any permanent that only carries an effect. */
  type: MtgObjectType;
  power?: number;
  toughness?: number;
  colors?: Color[];
  keywords?: Keyword[];
  protection?: Quality[];
  /** Damage already marked (creatures). */
  damage?: number;
  loyalty?: number;
  defense?: number;
  siege?: true;
  /** A battle's protector. Absent: the controller for a typeless battle, the opponent for a Siege (310.8a, 310.11a). */
  protector?: string;
  /** A prevention shield on this permanent (on an `other` object: on its controller). */
  prevent?: number;
  /** N of each damage to this permanent is prevented (on an `other` object: to its controller). */
  preventEach?: number;
  /** Can block this many additional creatures. */
  extraBlocks?: number;
}

export interface AttackGroup {
  attackers: string[];
  /** Player, planeswalker or battle id; absent: the only opponent. */
  target?: string;
}

/** Each blocker blocks each attacker of the group (`x,y>w`: two blockers on w; `x>w,z`: x blocks both). */
export interface BlockGroup {
  blockers: string[];
  attackers: string[];
}

export interface AssignPart {
  /** Object id or player. */
  to: string;
  amount: number;
}

export type MtgAction =
  | (ActionBase & { kind: 'attack'; groups: AttackGroup[] })
  | (ActionBase & { kind: 'block'; groups: BlockGroup[] })
  | (ActionBase & { kind: 'assign'; source: string; strike?: 2; parts: AssignPart[] })
  | (ActionBase & { kind: 'order'; chooser: string; order: OrderKind[] });

export type MtgScenario = GameScenario<MtgPlayer, MtgObject, MtgAction>;
