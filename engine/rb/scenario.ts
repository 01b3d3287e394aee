/**
 * The typed Riftbound targeting scenario: the objects on the table (kind, zone, face-down), and effects to examine —
 * an English card wording (`text`), one described mention (`mention`), or a card of the FAQ (`card`) — with the
 * choices made (`choose`) and objects leaving before resolution (`leave`).
 */
import type { ActionBase, ObjectBase, PlayerBase } from '../core/types.ts';
import type { GameScenario } from '../core/game.ts';
import type { FaqCard, RbForm, RbKind, RbRole, RbZone } from './vocabulary.ts';

export type RbPlayer = PlayerBase;

export interface RbObject extends ObjectBase {
  name?: string;
  kind: RbKind;
  zone?: RbZone;
  facedown?: true;
}

/** Something a spell or ability mentions, described by what decides whether it is a target. */
export interface MentionSpec {
  /** An object id of the scenario, or a kind word (unit, card …). */
  ref: string;
  zone?: RbZone;
  facedown?: true;
  relation?: 'enemy' | 'friendly';
  /** Criterion 2 exclusions: no choice (all, the controller of, your Legend) or a choice made by others. */
  form?: RbForm;
  /** Criterion 3 exclusions: where in the text it is mentioned. */
  role?: RbRole;
  /** "Play … ignoring its costs" (the FAQ's hand/trash example). */
  play?: true;
  /** The scenario says there is only one legal choice. */
  only?: true;
}

export type RbAction =
  | (ActionBase & { kind: 'text'; player?: string; text: string })
  | (ActionBase & { kind: 'mention'; player?: string; mention: MentionSpec })
  | (ActionBase & { kind: 'card'; player?: string; card: FaqCard })
  | (ActionBase & { kind: 'choose'; ids: string[] })
  | (ActionBase & { kind: 'leave'; target: string });

export type RbScenario = GameScenario<RbPlayer, RbObject, RbAction>;
