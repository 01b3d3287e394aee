/**
 * Gate Ruler card rules as data. The 2021-10-21 update rules on a handful of cards; the resolver never matches a
 * card's name: it asks this table which rulings apply at a moment of the rules (`rulingsAt`), and which hooks the
 * position's ruler has (`rulerRule`).
 *
 * - `CARD_RULES`: cards whose ruling the reply cites when the position is that card's (a directive's label or a
 *   unit's name holds one of its names) at the moments the ruling is about — e.g. 《ルシファー》's "can't be reduced"
 *   where a prevention meets its damage. Adding one: an entry here (names, knowledge-base id, section, moments), its
 *   entry under rulings/gr/, and a test.
 * - `RULER_RULES`: rulers written `ruler=<kind>` on a player, with the hooks of the rules they change (costs,
 *   attacking, damage taken). Adding one: its word in vocabulary.ts (`rulerTerms`), an entry here, and the hooks it
 *   uses (or a new hook where the resolver asks).
 */
import { fold } from '../core/lexer.ts';
import { CITE, R } from './cites.ts';
import type { GrRuler } from './vocabulary.ts';

/** The moments of the rules where a card's own ruling decides or explains the step. */
export type Moment =
  /** Two executions on the gate from the same source to the same unit (《ヴルンツヴィークの断頭》). */
  | 'same-source-twice'
  /** A prevention meets damage that can't be reduced. */
  | 'unreducible'
  /** A card that chooses when played finds no legal choice: it can't be played. */
  | 'no-legal-choice'
  /** A card goes to exile instead of the graveyard. */
  | 'exiled-instead'
  /** A prevention's damage reversal can't be paid. */
  | 'prevent-unpaid'
  /** A cost reduction's own damage reversal can't be paid. */
  | 'discount-unpaid'
  /** A destruction delayed to the start of the damage step. */
  | 'damage-step-destroy'
  /** A choice by level, counting enemy units' levels lower. */
  | 'choose-lower-level'
  /** A choice by level, up to another unit's level. */
  | 'choose-level-of'
  /** Any choice made by the card. */
  | 'choose'
  /** A choice made as the card resolves. */
  | 'choose-on-resolution'
  /** A change of ATK/HP by the card, or on its unit. */
  | 'modify'
  /** A summon that uses more than one summon right. */
  | 'summon-rights';

export interface CardRule {
  /** Names by which the card is recognised in a position: a directive's label or a unit's name holds one. */
  names: readonly string[];
  /** Its ruling in the knowledge base (CITE) and the section of the update that makes it (R). */
  cite: string;
  rule: string;
  /** The moments its ruling is about. */
  at: readonly Moment[];
}

export const CARD_RULES: Readonly<Record<string, CardRule>> = {
  'vrunzvik-guillotine': { names: ['ヴルンツヴィーク'], cite: CITE.vrunzvik, rule: R.vrunzvik, at: ['same-source-twice'] },
  'lucifer-the-lightbringer': { names: ['ルシファー'], cite: CITE.lucifer, rule: R.lucifer, at: ['unreducible'] },
  'wrath-of-the-awakened': { names: ['覚醒者の怒り'], cite: CITE.wrath, rule: R.wrath, at: ['no-legal-choice'] },
  'tatari-oni': { names: ['たたり鬼'], cite: CITE.tatari, rule: R.tatari, at: ['exiled-instead'] },
  'black-knight-vamel': { names: ['ヴァメル', '空間湾曲'], cite: CITE.vamel, rule: R.vamel, at: ['prevent-unpaid'] },
  fusuikazuchi: { names: ['伏雷'], cite: CITE.fusuikazuchi, rule: R.fusuikazuchi, at: ['discount-unpaid'] },
  'black-antler': {
    names: ['ブラックアントラー', 'ブラックホール結界', 'マクスウェル'],
    cite: CITE.blackAntler,
    rule: R.blackAntler,
    at: ['damage-step-destroy', 'choose-lower-level'],
  },
  'yokai-gekyo': { names: ['妖怪外教'], cite: CITE.yokaiGekyo, rule: R.yokaiGekyo, at: ['choose-level-of'] },
  'space-doppelganger': { names: ['ドッペルゲンガー'], cite: CITE.doppelganger, rule: R.doppelganger, at: ['choose', 'modify'] },
  'van-rain': { names: ['ヴァン・レイン', 'ヴァンレイン'], cite: CITE.vanRain, rule: R.vanRain, at: ['summon-rights'] },
  'higanbana-no-rikori': { names: ['李狐狸'], cite: CITE.rikori, rule: R.rikori, at: ['choose-on-resolution'] },
  'jashin-tensei': { names: ['蛇神転生'], cite: CITE.jashin, rule: R.jashin, at: ['choose-on-resolution'] },
};

const ENTRIES = Object.values(CARD_RULES);

/** The rulings cited at a moment: of the cards the texts name (labels, unit names), in table order. */
export interface Rulings {
  cites: string[];
  rules: string[];
}

/** The card rulings about `moment` for a position whose texts (a label, the names of the units involved) are given. */
export function rulingsAt(moment: Moment, ...texts: Array<string | undefined>): Rulings {
  const folded = texts.filter((t): t is string => t !== undefined).map(fold);
  const out: Rulings = { cites: [], rules: [] };
  for (const c of ENTRIES) {
    if (!c.at.includes(moment) || !folded.some((t) => c.names.some((n) => t.includes(fold(n))))) continue;
    out.cites.push(c.cite);
    out.rules.push(c.rule);
  }
  return out;
}

/** What a ruler changes in the rules, hook by hook. */
export interface RulerRule {
  cite: string;
  rule: string;
  /** What its player pays for a cost: always 1 energy, whatever the cost computed (0 stays free only when "free"). */
  pays?: 'one';
  /** Its player's costs are always considered paid. */
  costsPaid?: true;
  /** Its player can't play events in the opponent's turn except through 【オープンカード】 or 【CNT】. */
  eventsOnlyVia?: true;
  /** What it does as it attacks: its drive, or 1 damage to its own player put on the gate first. */
  attacking?: 'drive' | 'self-damage';
  /** Combat damage of at least this much to its player creates a delayed ability resolved at end of combat. */
  delayedFromCombatDamage?: number;
}

export type RulerKind = GrRuler;

export const RULER_RULES: Readonly<Record<RulerKind, RulerRule>> = {
  // 《O‐15 オーバーロード》
  overload: { cite: CITE.overload, rule: R.overload, pays: 'one', eventsOnlyVia: true },
  // 《D‐4 ドレッドノート》
  dreadnought: { cite: CITE.dreadnought, rule: R.dreadnought, costsPaid: true, attacking: 'drive' },
  // 《T‐20 トリックスター》
  trickster: { cite: CITE.trickster, rule: R.trickster, attacking: 'self-damage', delayedFromCombatDamage: 2 },
};

/** The ruler rule of a player's ruler kind, if the position names one. */
export function rulerRule(kind: RulerKind | undefined): RulerRule | undefined {
  return kind === undefined ? undefined : RULER_RULES[kind];
}
