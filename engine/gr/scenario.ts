/**
 * The typed Gate Ruler scenario. Optional fields are absent (not `undefined`) when the text does not give them, so a
 * scenario printed and parsed again is deep-equal.
 */
import type { ActionBase, ObjectBase, PlayerBase } from '../core/types.ts';
import type { GameScenario } from '../core/game.ts';
import type { GrKeyword, GrRuler } from './vocabulary.ts';

/** A damage reversal: turn `count` face-up damage-zone cards face down; each must meet one of `conditions` if any. */
export interface DrSpec {
  count: number;
  conditions?: string[];
}

export interface GrPlayer extends PlayerBase {
  /** Face-up cards of the damage zone, each with its relevant traits (attributes such as 怪異); [] for a plain card. */
  dz?: string[][];
  /** Face-down cards of the damage zone (they carry no information). */
  down?: number;
  /** Energy available to pay costs. */
  energy?: number;
  ruler?: GrRuler;
  /** Summon rights left this turn (召喚権); 1 when absent. */
  rights?: number;
  /** ATK-like damage the ruler deals when it attacks (its STK); 1 when absent. */
  stk?: number;
}

export interface GrObject extends ObjectBase {
  name?: string;
  /** A unit has ATK/HP; any other card (a field, an event) is only a label or a source. */
  type: 'unit' | 'card';
  atk?: number;
  hp?: number;
  keywords?: GrKeyword[];
  /** Damage the unit already has. */
  damage?: number;
  /** Cards in its soul. */
  soul?: number;
  /** Damage it deals to a ruler it attacks. */
  stk?: number;
  /** A "stays on the field" effect paid with a damage reversal (《神野悪五郎》's 妖魔の頭目: DR3/怪異). */
  stay?: DrSpec;
  /** Its level (レベル), for "level N or less" choices. */
  level?: number;
}

export interface DamagePart {
  /** Unit id or player (that player's ruler). */
  to: string;
  amount: number;
}

/** One damage execution (ダメージ実行処理): one source dealing damage to one or several things at once. */
export interface Execution {
  parts: DamagePart[];
}

interface Labelled {
  /** A card name written 《…》 in the directive, for the trace; directives with the same label belong to one card. */
  label?: string;
  /** A damage reversal paid as the cost of this action (`dr=3/怪異`); when it can't be paid the action does not happen. */
  dr?: DrSpec;
}

/** What a `choose` directive may choose: units of a side, with a level limit (a number, or another unit's level). */
export interface ChoiceSpec {
  side: 'enemy' | 'friendly' | 'any';
  maxLevel?: number | string;
  /** "Treat their level as N lower when choosing" (《マクスウェルの悪魔》). */
  lower?: number;
  /** The unit chosen, when the scenario says it. */
  pick?: string;
  /** Chosen when the effect resolves, not when the card is played: not a target (「相手は…置く」, a hand or deck). */
  resolve?: true;
}

export type GrAction =
  | (ActionBase & Labelled & { kind: 'damage'; executions: Execution[]; from?: string; combat?: true; unreducible?: true; pierce?: true })
  | (ActionBase &
      Labelled & {
        kind: 'prevent';
        /** reduce: by `amount`; set: make it `amount` (0 = "make it 0"). */
        mode: 'reduce' | 'set';
        amount: number;
        /** Only damage to this unit or player (and only that part of the execution). */
        to?: string;
        only?: 'combat' | 'effect';
        from?: string;
        by?: string;
        /** 1-based number of the execution chosen, among those on the gate. */
        pick?: number;
      })
  | (ActionBase & Labelled & { kind: 'destroy'; target: string; cost?: true; at?: 'damage-step' })
  | (ActionBase & Labelled & { kind: 'graveyard'; target: string })
  | (ActionBase & Labelled & { kind: 'attack'; attacker: string; target: string })
  | (ActionBase & Labelled & { kind: 'choose'; player: string; spec: ChoiceSpec })
  | (ActionBase & { kind: 'turn'; player: string })
  | (ActionBase & Labelled & { kind: 'summon'; player: string; unit: string; how?: 'sentinel' | 'instant'; rights?: number })
  | (ActionBase & Labelled & { kind: 'rest'; target: string })
  | (ActionBase & { kind: 'end' })
  | (ActionBase & Labelled & { kind: 'dr'; player: string; spec: DrSpec })
  | (ActionBase & Labelled & { kind: 'heal'; player: string; count: number })
  | (ActionBase & Labelled & { kind: 'cost'; player: string; base: number; discount?: number; reduce?: number; free?: true; event?: true; via?: 'cnt' | 'open' })
  | (ActionBase &
      Labelled & {
        kind: 'modify';
        target: string;
        op: 'add' | 'set' | 'copy';
        atk?: number;
        hp?: number;
        copy?: string;
        eot?: true;
        from?: string;
      });

export type GrScenario = GameScenario<GrPlayer, GrObject, GrAction>;
