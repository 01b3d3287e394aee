/**
 * Knowledge-base entry ids the MTG engine cites (entries written under rulings/mtg/). Keep this list in step with
 * the knowledge base; test/engine/messages.test.ts checks every id the engine emits is one of these, and each is used.
 */
import { citesOf } from './keywords.ts';
import { KEYWORDS } from './vocabulary.ts';

export const CITE = {
  unblocked: 'mtg.combat.unblocked',
  divide: 'mtg.combat.divide-blockers',
  firstStrike: 'mtg.combat.first-strike',
  doubleStrike: 'mtg.combat.double-strike',
  trampleLethal: 'mtg.trample.lethal',
  trampleNoBlockers: 'mtg.trample.no-blockers',
  deathtouch: 'mtg.deathtouch',
  protection: 'mtg.protection.damage',
  indestructible: 'mtg.indestructible',
  lifelink: 'mtg.lifelink',
  lethalDamage: 'mtg.sba.lethal-damage',
  zeroLife: 'mtg.sba.zero-life',
  toPlayer: 'mtg.damage.to-player',
  toPlaneswalker: 'mtg.damage.to-planeswalker',
  shield: 'mtg.prevention.shield',
  replacementOrder: 'mtg.replacement.order',
  doubling: 'mtg.damage.doubling',
  battleDefense: 'mtg.battle.defense',
  battleProtector: 'mtg.battle.protector',
  battleAttack: 'mtg.battle.attack',
  battleDamage: 'mtg.battle.damage',
  battleDefeated: 'mtg.battle.defeated',
  battleSiege: 'mtg.battle.siege',
  banding: 'mtg.combat.banding',
  tramplePw: 'mtg.kw.trample-planeswalker',
  // the 1998 Urza's Saga rulings, superseded (ruleset 1998 only)
  usgTrampleLethal: 'mtg.usg1998.trample-lethal-toughness',
  usgReplacementApnap: 'mtg.usg1998.replacement-apnap',
  endStepTriggers: 'mtg.turn.end-step-triggers',
  usgLifelineLoop: 'mtg.usg1998.lifeline-ball-lightning-loop',
  usgLifelineApnap: 'mtg.usg1998.lifeline-ball-lightning-apnap',
  usgTrampleBanding: 'mtg.usg1998.trample-banding',
  // the damage prevention step (ruleset 1998) and combat damage on the stack (ruleset 2009), engine/mtg/era.ts
  usgPreventionStep: 'mtg.usg1998.damage-prevention-step',
  damageAssignment: 'mtg.combat.damage-assignment',
  // Two-Headed Giant (engine/mtg/teams.ts) and redirection (engine/mtg/redirect.ts)
  twoHeadedGiant: 'mtg.core.two-headed-giant',
  redirection: 'mtg.core.redirection',
} as const;

/** Every id the engine may cite: the kernel's, and each keyword's (its registry entry's `cite`, keywords.ts). */
export const ALL_CITES: readonly string[] = [...new Set([...Object.values(CITE), ...KEYWORDS.flatMap((k) => citesOf(k))])];
