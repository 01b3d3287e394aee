/**
 * The effect catalogue: one entry per effect kind — what it takes (`args`), what it may target, the rules it
 * applies, and one function that does it to one target through the kernel (`EffectHost`). Adding an effect is a
 * local change: a word in vocabulary.ts (`effectTerms`), an entry here, its messages in
 * commands/locales/{en,ja,fr}/engine-mtg.yaml, and a test in test/engine/mtg-timeline.test.ts.
 */
import type { MessageParam, Zone } from '../core/types.ts';
import type { Effect, EffectKind, MtgAction, MtgObject } from './scenario.ts';
import type { Color, Keyword, SpellType } from './vocabulary.ts';
import { LAYER_OF } from './layers.ts';
import { KEYWORD_RULES } from './keywords.ts';
import type { PredefinedToken } from './predefined-tokens.ts';
import type { SearchTo } from './library-search.ts';
import { shareOf } from './divided.ts';
import { learn } from './learn.ts';
import { clash } from './clash.ts';
import { rollDie } from './dice.ts';
import { flipCoin } from './coin-flips.ts';
import { choosePile, discardAtRandom, discardPicked, exilePicked, graveyardToLibrary, pileToHand, separatePiles, landFromHand, lookAtLibrary, pickFromHand, restLooked, revealHand, searchFor, searchMany, shuffleIfSearched, shuffleLibrary, shuffleIntoLibrary, takeLooked } from './looking.ts';
import type { ZoneHost } from './zones.ts';
import type { SearchHost as LandHost } from './library-search.ts';
import { returnToBattlefield } from './delayed.ts';
import { revealKin } from './kinship.ts';
import { getEnergy, payEnergy } from './energy.ts';
import { cantBePrevented, gainPrevented, preventAll } from './prevention.ts';
import { becomeMonarch } from './monarch.ts';
import { takeInitiative } from './initiative.ts';

/** Where an effect comes from: a spell, an activated or a triggered ability (of `perm`, when it has one). */
export interface Source {
  label: MessageParam;
  controller: string;
  perm?: string;
  /** A spell's colours and card types (`cast B Shock red instant: …`): protection looks at them (702.16b, 702.16e). */
  colors?: readonly Color[];
  spellTypes?: readonly SpellType[];
  /** A spell's own keywords ("This spell can't be countered": `cant-be-countered`). */
  keywords?: readonly Keyword[];
  /** A spell's id on the stack (`spell1`), for a spell: what its own card is while it resolves (engine/mtg/spell-zones.ts). */
  spell?: string;
  /** A keyword's triggered ability (poisonous, 702.70a): what it does cites the keyword's rules. */
  rules?: readonly string[];
}

/** What an effect may ask of the kernel (engine/mtg/resolve.ts implements it). */
export interface EffectHost {
  dealDamage(source: Source, to: string, amount: number): void;
  destroy(source: Source, id: string, noRegen?: boolean): void;
  exile(source: Source, id: string): void;
  sacrifice(source: Source, id: string): void;
  /** A continuous effect on one object until end of turn (layers 2–7). */
  affect(source: Source, id: string, e: Effect): void;
  /** The source's permanent (an Aura or Equipment) becomes attached to `id` (701.3a). */
  attachTo(source: Source, id: string): void;
  /** Returns how many counters it put. */
  putCounters(source: Source, id: string, e: Effect): number;
  /** A shield for the next N damage to `to` this turn, from any source or only from `from` (615.7). */
  preventNext(source: Source, to: string, amount: number, from?: string): void;
  /** Returns how much life was gained or lost. */
  changeLife(source: Source, player: string, delta: number): number;
  poison(source: Source, player: string, amount: number): void;
  /** A regeneration shield (701.15): used up by the first destruction that would happen to it this turn, which taps it and takes it out of combat instead. */
  regenerate(source: Source, id: string): void;
  /** Up to N damage headed for `from` this turn goes to `to` instead (614.9). */
  redirectNext(source: Source, from: string, to: string, amount: number): void;
  /** Taps or untaps a permanent (701.21). */
  setTapped(source: Source, id: string, tapped: boolean): void;
  /** Returns a permanent to its owner's hand (400.7: it becomes a new object there). */
  toHand(source: Source, id: string): void;
  /** A player adds mana (106.4): mana is not counted in scenarios, so this only says it happened. */
  addMana(source: Source, player: string): void;
  /** Cards in hand, library and graveyard (engine/mtg/zones.ts); each returns how many cards it moved. */
  draw(source: Source, player: string, n: number): number;
  discard(source: Source, player: string, n: number | 'all'): number;
  mill(source: Source, player: string, n: number, exile?: boolean): number;
  /** A Fog (615.1a): no combat damage is dealt for the rest of the turn — a prevention effect on the whole game. */
  preventCombatDamage(source: Source): void;
  /** The player looks at the top N cards of their library and chooses where they go (scry 701.18a, surveil 701.42a); returns how many. */
  lookAtTop(source: Source, player: string, n: number, how: 'scry' | 'surveil'): number;
  /** A card in a graveyard goes to its owner's hand, or onto the battlefield under the source's controller's control. */
  returnToHand(source: Source, id: string): void;
  reanimate(source: Source, id: string): void;
  /** A P/T creature token (with the colours and keywords of `traits`), or (`copyOf`) a token that is a copy of that permanent (707.2), for `player`. */
  createToken(source: Source, player: string, power: number, toughness: number, copyOf?: string, traits?: Effect['token']): void;
  /** Cumulative upkeep (702.24a): an age counter, then pay the cost for each, or sacrifice it (engine/mtg/upkeep-costs.ts). */
  cumulativeUpkeep(source: Source, id: string, cost: { life: number } | { mana: number } | 'sacrifice-creature'): void;
  /** Control of two permanents is exchanged, all of it or nothing (701.10a–b). */
  exchangeControl(source: Source, a: string, b: string | undefined): void;
  /** A player's life total becomes N (119.5); `all`: every player the effect names, for Two-Headed Giant (810.9d). Returns the life gained or lost. */
  setLife(source: Source, player: string, n: number, all: readonly string[]): number;
  /** A player's life total is doubled (701.9d, 810.9a). Returns the life gained. */
  doubleLife(source: Source, player: string): number;
  /** The player may sacrifice a creature; if they don't (or can't), they lose N life (608.2d). Returns the life lost. */
  sacrificeOrLose(source: Source, player: string, n: number): number;
  /** The player wins the game if they have N or more life (104.2b, 810.9a). */
  winAtLife(source: Source, player: string, n: number): number;
  /** A delayed triggered ability watching `id` is created (603.7a; engine/mtg/delayed.ts). */
  delay(source: Source, id: string, e: Effect): void;
  /** "You may sacrifice another creature. When you do, …" (603.12; engine/mtg/delayed.ts). */
  reflexSacrifice(source: Source, player: string, e: Effect): void;
  /** The next time `id` would deal damage this turn, it is prevented and the source's controller gains that much (Awe Strike, 615.7). */
  shieldSource(source: Source, id: string): void;
  /** N damage to `id`, the excess beyond lethal to `to` instead (120.4a). */
  dealExcess(source: Source, id: string, to: string, amount: number): void;
  /** The spell `id` is countered (701.5a), unless its controller pays `unless` (118.12a; engine/mtg/counterspells.ts). Returns 1 when it was. */
  counterSpell(source: Source, id: string, unless?: number | { life: number }, exile?: boolean): number;
  /** The player sacrifices a creature of their choice (701.17a; engine/mtg/edicts.ts). Returns 1 when they did. */
  sacrificeACreature(source: Source, player: string): number;
  /** A permanent goes on top of its owner's library (400.3, 400.7). */
  toLibraryTop(source: Source, id: string): void;
  /** A delayed ability: the player draws N cards at the beginning of the next turn's upkeep, after the scenario (603.7a; engine/mtg/next-turn.ts). */
  drawNextUpkeep(source: Source, player: string, n: number): number;
  /** The permanent doesn't untap during its controller's next untap step, after the scenario (502.3; engine/mtg/next-turn.ts). */
  skipNextUntap(source: Source, id: string): void;
  /** Its controller sacrifices it unless they pay N mana: mana is not counted in scenarios, so a choice left to them (upkeep-costs.ts). */
  sacrificeUnless(source: Source, id: string, mana: number): void;
  /** Fabricate N (702.123a): N +1/+1 counters on it, or N 1/1 Servo tokens (engine/mtg/resolving-keywords.ts). */
  fabricate(source: Source, id: string, n: number): void;
  /** Rampage N (702.23a): +N/+N per blocker after the first, counted as it resolves (engine/mtg/resolving-keywords.ts). */
  rampage(source: Source, id: string, n: number): void;
  /** Renown N (702.112a): N +1/+1 counters and renowned, if it isn't renowned as it resolves (engine/mtg/resolving-keywords.ts). */
  renown(source: Source, id: string, n: number): void;
  /** Monstrosity N (701.31a): engine/mtg/monstrosity.ts. */
  monstrosity(source: Source, id: string, n: number): void;
  /** Adapt N (701.43a): engine/mtg/monstrosity.ts. */
  adapt(source: Source, id: string, n: number): void;
  /** N spore counters on it (122.1). */
  sporeCounters(source: Source, id: string, n: number): void;
  /** A level counter on it (level up, 702.87a). */
  levelUp(source: Source, id: string): void;
  /** N predefined tokens (a Treasure, a Food, a Clue: 111.10) for the player; returns how many were created. */
  createPredefined(source: Source, player: string, kind: PredefinedToken, n: number): number;
  /** The player searches their library for up to N basic land cards, puts them where `to` says, then shuffles (701.19, 701.20); returns how many. */
  searchLand(source: Source, player: string, n: number, to: SearchTo): number;
  /** The player searches their library for a card, puts it into their hand, then shuffles; returns 1 when they found one. */
  tutor(source: Source, player: string): number;
  /** Bolster N (701.33a): N +1/+1 counters on a creature the player controls with the least toughness; returns the counters put. */
  bolster(source: Source, player: string, n: number): number;
  /** The player takes an extra turn after this one (500.7), after the scenario (engine/mtg/next-turn.ts). */
  extraTurn(source: Source, player: string): void;
  /** The spell resolving moves its own card: exiled (with N time counters) or shuffled into its owner's library (608.2c; engine/mtg/spell-zones.ts). */
  spellGoes(source: Source, zone: 'exile' | 'library' | 'hand', timeCounters?: number): void;
  /** `fighter x & fight y`: x fights y (701.12a); `bite y`: only x deals damage equal to its power to y (engine/mtg/fight.ts). */
  chooseFighter(source: Source, id: string): void;
  /** Damage, then a creature dealt any of it is exiled instead of dying this turn (614.6). */
  dealDamageExile(source: Source, to: string, amount: number): void;
  fight(source: Source, other: string, both: boolean): void;
  /** Exploit (702.110): its controller may sacrifice a creature; if they do, the permanent exploits it (engine/mtg/exploit.ts). */
  exploit(source: Source, id: string): void;
  /** A cost paid as it resolves, before "If you do" (118.12; engine/mtg/if-done.ts): N mana (a choice, assumed made), N life (119.4). Returns what was paid. */
  payMana(source: Source, player: string, n: number): number;
  payLife(source: Source, player: string, n: number): number;
  /** The kernel as the zone rules see it, for hidden cards looked at and moved (engine/mtg/looking.ts). */
  zoneHost(): ZoneHost & Pick<LandHost, 'enterLand'>;
  /** The permanent explores (701.40a) or connives (701.47a): engine/mtg/explore.ts. */
  explore(source: Source, id: string): void;
  connive(source: Source, id: string): void;
  /** A copy of the spell `id` on the stack under the source's controller, with new targets chosen or not (707.10; engine/mtg/spell-copies.ts). */
  copySpell(source: Source, id: string, newTargets: boolean): number;
  /** The player amasses Zombies N (701.44a): engine/mtg/amass.ts. */
  amass(source: Source, player: string, n: number): void;
  /** The permanent untaps and must block the source's creature this combat if able (provoke, 702.39a): engine/mtg/provoke.ts. */
  provoke(source: Source, id: string): void;
  /** Protection from the colour the source's controller chooses, until end of turn (engine/mtg/color-choice.ts). */
  protectionOfChoice(source: Source, id: string): void;
  /** Fading's and vanishing's upkeep abilities (702.32a, 702.63a; engine/mtg/fading.ts). */
  fade(source: Source, id: string): void;
  vanish(source: Source, id: string): void;
  /** A transforming double-faced permanent turns to its other face (701.28a; engine/mtg/transform.ts). */
  transform(source: Source, id: string): void;
}

export interface EffectRule {
  args: 'amount' | 'pt' | 'keyword' | 'color' | 'counter' | 'player' | 'none' | 'card';
  targets: 'object' | 'player' | 'any';
  /** The zones its objects are found in as it resolves (engine/mtg/finding.ts): the battlefield when absent. */
  zones?: readonly Zone[];
  /** It only watches its object (a delayed ability, 603.7a): applied even when the object has left or moved since (400.7). */
  watches?: true;
  /** Does it to one target; a number is what it did to count for `that-much` (damage dealt, cards drawn …). */
  apply(host: EffectHost, source: Source, target: string, e: Effect): void | number;
}

const continuous: EffectRule['apply'] = (h, s, t, e) => h.affect(s, t, e);

export const EFFECT_RULES: Record<EffectKind, EffectRule> = {
  damage: { args: 'amount', targets: 'any', apply: (h, s, t, e) => h.dealDamage(s, t, e.amount ?? 0) },
  destroy: { args: 'none', targets: 'object', apply: (h, s, t) => h.destroy(s, t) },
  // "destroy it; it can't be regenerated" (701.15c)
  bury: { args: 'none', targets: 'object', apply: (h, s, t) => h.destroy(s, t, true) },
  // a permanent, or a card in a graveyard ("when this dies, exile it", 603.6c)
  exile: { args: 'none', targets: 'object', zones: ['battlefield', 'graveyard'], apply: (h, s, t) => h.exile(s, t) },
  sacrifice: { args: 'none', targets: 'object', apply: (h, s, t) => h.sacrifice(s, t) },
  pump: { args: 'none', targets: 'object', apply: continuous },
  becomes: { args: 'pt', targets: 'object', apply: continuous },
  switch: { args: 'none', targets: 'object', apply: continuous },
  gain: { args: 'keyword', targets: 'object', apply: continuous },
  lose: { args: 'keyword', targets: 'object', apply: continuous },
  // the source (an Aura or Equipment) becomes attached to the target (701.3a; engine/mtg/attachments.ts)
  attach: { args: 'none', targets: 'object', apply: (h, s, t) => h.attachTo(s, t) },
  // layer 6 (613.1f): every ability, printed or gained before; card types stay (they are layer 4)
  'lose-all': { args: 'none', targets: 'object', apply: continuous },
  control: { args: 'player', targets: 'object', apply: continuous },
  color: { args: 'color', targets: 'object', apply: continuous },
  put: { args: 'counter', targets: 'object', apply: (h, s, t, e) => h.putCounters(s, t, e) },
  prevent: { args: 'amount', targets: 'any', apply: (h, s, t, e) => h.preventNext(s, t, e.amount ?? 0, e.from) },
  'gain-life': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.changeLife(s, t, e.amount ?? 0) },
  'lose-life': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.changeLife(s, t, -(e.amount ?? 0)) },
  poison: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.poison(s, t, e.amount ?? 0) },
  regenerate: { args: 'none', targets: 'object', apply: (h, s, t) => h.regenerate(s, t) },
  // `redirect 3 x>y`: x is the target; y, the new recipient, is checked when the damage is redirected (614.9)
  redirect: { args: 'amount', targets: 'any', apply: (h, s, t, e) => h.redirectNext(s, t, e.to ?? t, e.amount ?? 0) },
  tap: { args: 'none', targets: 'object', apply: (h, s, t) => h.setTapped(s, t, true) },
  untap: { args: 'none', targets: 'object', apply: (h, s, t) => h.setTapped(s, t, false) },
  bounce: { args: 'none', targets: 'object', apply: (h, s, t) => h.toHand(s, t) },
  // a mana ability's effect (605.1a): the kernel resolves such an ability at once, without the stack (605.3b)
  'add-mana': { args: 'none', targets: 'player', apply: (h, s, t) => h.addMana(s, t) },
  // cards in hand, library and graveyard (engine/mtg/zones.ts)
  draw: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.draw(s, t, e.amount ?? 0) },
  discard: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.discard(s, t, e.amount ?? 0) },
  'discard-hand': { args: 'none', targets: 'player', apply: (h, s, t) => h.discard(s, t, 'all') },
  mill: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.mill(s, t, e.amount ?? 0) },
  // the controller is its only target word: the effect is the whole game's, one prevention for the turn
  'prevent-combat': { args: 'none', targets: 'player', apply: (h, s) => h.preventCombatDamage(s) },
  scry: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.lookAtTop(s, t, e.amount ?? 0, 'scry') },
  surveil: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.lookAtTop(s, t, e.amount ?? 0, 'surveil') },
  return: { args: 'none', targets: 'object', zones: ['graveyard'], apply: (h, s, t) => h.returnToHand(s, t) },
  reanimate: { args: 'none', targets: 'object', zones: ['graveyard'], apply: (h, s, t) => h.reanimate(s, t) },
  // `create 1/1 A`: one creature token with that power and toughness for each player named (111.2)
  // `exchange x,y`: done once, for the first target, looking at both (a part can't happen alone, 701.10a)
  exchange: { args: 'none', targets: 'object', apply: (h, s, t, e) => (t === e.targets[0] ? h.exchangeControl(s, t, e.targets[1]) : undefined) },
  // 702.24a: N life for each age counter, or a creature to sacrifice for each
  'cumulative-upkeep': { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.cumulativeUpkeep(s, t, { life: e.amount ?? 0 }) },
  'cumulative-upkeep-sacrifice': { args: 'none', targets: 'object', apply: (h, s, t) => h.cumulativeUpkeep(s, t, 'sacrifice-creature') },
  // cumulative upkeep {N} (702.24a): N mana per age counter — a choice, assumed paid (mana is not counted)
  'cumulative-upkeep-mana': { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.cumulativeUpkeep(s, t, { mana: e.amount ?? 0 }) },
  // `create-copy x`: a token that is a copy of x, under the controller of the spell or ability (111.1, 707.2)
  'create-copy': { args: 'none', targets: 'object', apply: (h, s, t) => h.createToken(s, s.controller, 0, 0, t) },
  create: { args: 'pt', targets: 'player', apply: (h, s, t, e) => h.createToken(s, t, e.power ?? 0, e.toughness ?? 0, undefined, e.token) },
  // life totals (engine/mtg/life.ts): "target player's life total becomes N", "double target player's life total"
  'set-life': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.setLife(s, t, e.amount ?? 0, e.targets) },
  'double-life-total': { args: 'none', targets: 'player', apply: (h, s, t) => h.doubleLife(s, t) },
  // a creature sacrificed, or else N life lost, at the player's option: chosen as it resolves (608.2d)
  'sacrifice-or-lose': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.sacrificeOrLose(s, t, e.amount ?? 0) },
  // "if you have N or more life, you win the game" (Test of Endurance): checked as it resolves
  // `when-leaves x & damage 2 B`: the effects after it are a delayed triggered ability's, created as this resolves
  // (603.7a); one already gone gives an ability that never triggers
  'when-leaves': { args: 'none', targets: 'object', watches: true, apply: (h, s, t, e) => h.delay(s, t, e) },
  'when-untaps': { args: 'none', targets: 'object', watches: true, apply: (h, s, t, e) => h.delay(s, t, e) },
  // `reflex-sacrifice you & damage that-much B`: a reflexive triggered ability, only if a creature was sacrificed (603.12)
  'reflex-sacrifice': { args: 'none', targets: 'player', apply: (h, s, t, e) => h.reflexSacrifice(s, t, e) },
  // Awe Strike: a creature's next damage this turn is prevented, all of that event, and the spell's controller gains as much
  'prevent-next-gain': { args: 'none', targets: 'object', apply: (h, s, t) => h.shieldSource(s, t) },
  // "prevent all (combat) damage that would be dealt to x / by x this turn" (615.1; engine/mtg/prevention.ts): one effect
  // for the turn per object or player; "Damage can't be prevented this turn" (615.12) and the life gained for the damage
  // prevented (615.5) have the controller as their only word
  'prevent-all': { args: 'none', targets: 'any', apply: (h, s, t) => preventAll(h.zoneHost(), s, t, 'to') },
  'prevent-all-combat': { args: 'none', targets: 'any', apply: (h, s, t) => preventAll(h.zoneHost(), s, t, 'to-combat') },
  'prevent-by': { args: 'none', targets: 'object', apply: (h, s, t) => preventAll(h.zoneHost(), s, t, 'by') },
  'prevent-combat-by': { args: 'none', targets: 'object', apply: (h, s, t) => preventAll(h.zoneHost(), s, t, 'by-combat') },
  'cant-prevent': { args: 'none', targets: 'player', apply: (h, s) => cantBePrevented(h.zoneHost(), s) },
  'gain-prevented': { args: 'none', targets: 'player', apply: (h, s, t) => gainPrevented(h.zoneHost(), s, t) },
  // "prevent the next N damage … to any number of targets, divided as you choose": a shield of each target's share (615.7, 601.2d)
  'prevent-divided': { args: 'amount', targets: 'any', apply: (h, s, t, e) => h.preventNext(s, t, shareOf(e, t)) },
  // `damage-excess 5 x>B`: 5 damage to x; what is beyond lethal damage goes to B instead, in the same event (120.4a)
  'damage-excess': { args: 'amount', targets: 'any', apply: (h, s, t, e) => h.dealExcess(s, t, e.to ?? t, e.amount ?? 0) },
  'win-at-life': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.winAtLife(s, t, e.amount ?? 0) },
  // a spell on the stack (`?spell`, engine/mtg/counterspells.ts): it leaves the stack without resolving (701.5a)
  counter: { args: 'none', targets: 'object', zones: ['stack'], apply: (h, s, t) => h.counterSpell(s, t) },
  // … unless its controller pays N (118.12a): mana is not counted in scenarios, so that is a choice left to them
  // "put target creature on top of its owner's library": a new object there, the top card (400.3, 400.7)
  'put-on-library': { args: 'none', targets: 'object', apply: (h, s, t) => h.toLibraryTop(s, t) },
  // "target player sacrifices a creature": the player chooses which as it resolves (701.17a, 608.2d)
  'sacrifice-a-creature': { args: 'none', targets: 'player', apply: (h, s, t) => h.sacrificeACreature(s, t) },
  // "It doesn't untap during its controller's next untap step": that step comes after the scenario's turn (502.3)
  'skip-next-untap': { args: 'none', targets: 'object', apply: (h, s, t) => h.skipNextUntap(s, t) },
  // "Draw a card at the beginning of the next turn's upkeep": created now, it triggers in the next turn (603.7a)
  'draw-next-upkeep': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.drawNextUpkeep(s, t, e.amount ?? 0) },
  // predefined artifact tokens (111.10; engine/mtg/predefined-tokens.ts): N of them for the player
  treasure: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.createPredefined(s, t, 'treasure', e.amount ?? 1) },
  food: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.createPredefined(s, t, 'food', e.amount ?? 1) },
  investigate: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.createPredefined(s, t, 'clue', e.amount ?? 1) },
  // searching a library (701.19; engine/mtg/library-search.ts): basic lands onto the battlefield (tapped) or into the hand, any card into the hand
  'search-land': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.searchLand(s, t, e.amount ?? 1, 'battlefield') },
  'search-land-tapped': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.searchLand(s, t, e.amount ?? 1, 'battlefield-tapped') },
  'search-land-hand': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.searchLand(s, t, e.amount ?? 1, 'hand') },
  tutor: { args: 'none', targets: 'player', apply: (h, s, t) => h.tutor(s, t) },
  // Bolster N (701.33a; engine/mtg/bolster.ts): N +1/+1 counters on the player's creature with the least toughness
  bolster: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.bolster(s, t, e.amount ?? 1) },
  // "Take an extra turn after this one" (500.7; engine/mtg/next-turn.ts): after the turn a scenario plays
  'extra-turn': { args: 'none', targets: 'player', apply: (h, s, t) => h.extraTurn(s, t) },
  // "Exile this spell." / "Shuffle this spell into its owner's library." / "… with three time counters on it": where the
  // spell's card goes instead of its owner's graveyard (608.2n); its owner (`you`, the caster in a scenario) is the word
  'exile-spell': { args: 'none', targets: 'player', apply: (h, s) => h.spellGoes(s, 'exile') },
  'shuffle-spell': { args: 'none', targets: 'player', apply: (h, s) => h.spellGoes(s, 'library') },
  // `fighter ?your-creature & fight ?opponent-creature`: the creature before fights this one, each dealing damage equal to its
  // power to the other (701.12a); `bite`: only the creature before deals damage (no fight)
  // N damage divided among its targets as announced when cast (601.2d): each its share (engine/mtg/divided.ts)
  // "… If a creature dealt damage this way would die this turn, exile it instead" (614.6): each creature dealt damage gains
  // exile-instead until end of turn (engine/mtg/divided.ts)
  'damage-exile': { args: 'amount', targets: 'any', apply: (h, s, t, e) => h.dealDamageExile(s, t, e.amount ?? 0) },
  'damage-divided': { args: 'amount', targets: 'any', apply: (h, s, t, e) => h.dealDamage(s, t, shareOf(e, t)) },
  fighter: { args: 'none', targets: 'object', watches: true, apply: (h, s, t) => h.chooseFighter(s, t) },
  fight: { args: 'none', targets: 'object', apply: (h, s, t) => h.fight(s, t, true) },
  bite: { args: 'none', targets: 'object', apply: (h, s, t) => h.fight(s, t, false) },
  'suspend-spell': { args: 'amount', targets: 'player', apply: (h, s, _t, e) => h.spellGoes(s, 'exile', e.amount ?? 0) },
  // "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (614.1a)
  'counter-exile': { args: 'none', targets: 'object', zones: ['stack'], apply: (h, s, t) => h.counterSpell(s, t, undefined, true) },
  'counter-unless': { args: 'amount', targets: 'object', zones: ['stack'], apply: (h, s, t, e) => h.counterSpell(s, t, e.amount ?? 0) },
  // "sacrifice this unless you pay {2}" (an upkeep cost, 118.12): its controller chooses as it resolves (608.2d)
  'sacrifice-unless': { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.sacrificeUnless(s, t, e.amount ?? 0) },
  // fabricate N (702.123a): also once the permanent has left — then the tokens are created
  fabricate: { args: 'amount', targets: 'object', watches: true, apply: (h, s, t, e) => h.fabricate(s, t, e.amount ?? 0) },
  // exploit (702.110a): also once the permanent has left — "a creature" is any its controller controls
  exploit: { args: 'none', targets: 'object', watches: true, apply: (h, s, t) => h.exploit(s, t) },
  rampage: { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.rampage(s, t, e.amount ?? 0) },
  // ward—Pay N life (702.21a): paying is the choice of the spell's or ability's controller (119.4), shown as one
  // explore and connive: also once the permanent has left — the rest happens, without the counter (701.40c, 701.47c)
  explore: { args: 'none', targets: 'object', watches: true, apply: (h, s, t) => h.explore(s, t) },
  connive: { args: 'none', targets: 'object', watches: true, apply: (h, s, t) => h.connive(s, t) },
  amass: { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.amass(s, t, e.amount ?? 0) },
  provoke: { args: 'none', targets: 'object', apply: (h, s, t) => h.provoke(s, t) },
  'counter-unless-life': { args: 'amount', targets: 'object', zones: ['stack'], apply: (h, s, t, e) => h.counterSpell(s, t, { life: e.amount ?? 0 }) },
  renown: { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.renown(s, t, e.amount ?? 0) },
  monstrosity: { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.monstrosity(s, t, e.amount ?? 0) },
  'level-up': { args: 'none', targets: 'object', apply: (h, s, t) => h.levelUp(s, t) },
  adapt: { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.adapt(s, t, e.amount ?? 0) },
  'spore-counter': { args: 'amount', targets: 'object', apply: (h, s, t, e) => h.sporeCounters(s, t, e.amount ?? 0) },
  // "you may pay {2}" / "you may pay 2 life" before "If you do, …" (118.12; engine/mtg/if-done.ts)
  'pay-mana': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.payMana(s, t, e.amount ?? 0) },
  'pay-life': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.payLife(s, t, e.amount ?? 0) },
  // a hand revealed or looked at (701.16a, 701.16e), a card of a quality chosen from it by the effect's controller, then
  // discarded (701.8b) or exiled (engine/mtg/looking.ts)
  'reveal-hand': { args: 'none', targets: 'player', apply: (h, s, t) => revealHand(h.zoneHost(), s, t, false) },
  'look-hand': { args: 'none', targets: 'player', apply: (h, s, t) => revealHand(h.zoneHost(), s, t, true) },
  'pick-card': { args: 'card', targets: 'player', apply: (h, s, t, e) => pickFromHand(h.zoneHost(), s, t, e.card) },
  'discard-picked': { args: 'none', targets: 'player', apply: (h, s, t) => discardPicked(h.zoneHost(), s, t) },
  'exile-picked': { args: 'none', targets: 'player', apply: (h, s, t) => exilePicked(h.zoneHost(), s, t) },
  // the top N cards of a library looked at or revealed, N of them (or one of a quality) into the hand, the rest to the
  // bottom in any order (401.4) or at random, or into the graveyard (engine/mtg/looking.ts)
  'look-top': { args: 'amount', targets: 'player', apply: (h, s, t, e) => lookAtLibrary(h.zoneHost(), s, t, e.amount ?? 1, false) },
  'reveal-top': { args: 'amount', targets: 'player', apply: (h, s, t, e) => lookAtLibrary(h.zoneHost(), s, t, e.amount ?? 1, true) },
  'take-looked': { args: 'amount', targets: 'player', apply: (h, s, t, e) => takeLooked(h.zoneHost(), s, t, e.amount ?? 1, undefined) },
  'pick-looked': { args: 'card', targets: 'player', apply: (h, s, t, e) => takeLooked(h.zoneHost(), s, t, 1, e.card) },
  'rest-bottom': { args: 'none', targets: 'player', apply: (h, s, t) => restLooked(h.zoneHost(), s, t, 'bottom') },
  'rest-bottom-random': { args: 'none', targets: 'player', apply: (h, s, t) => restLooked(h.zoneHost(), s, t, 'bottom-random') },
  'rest-graveyard': { args: 'none', targets: 'player', apply: (h, s, t) => restLooked(h.zoneHost(), s, t, 'graveyard') },
  // "then put them back in any order": the cards looked at go back on top, ordered by their owner (401.4)
  'rest-top': { args: 'none', targets: 'player', apply: (h, s, t) => restLooked(h.zoneHost(), s, t, 'top') },
  // a search for a card of a kind (701.19): into the hand, or on top of the library after the shuffle (701.20b)
  'tutor-card': { args: 'card', targets: 'player', apply: (h, s, t, e) => ((e.amount ?? 1) > 1 ? searchMany(h.zoneHost(), s, t, e.card, e.amount!, 'hand') : searchFor(h.zoneHost(), s, t, e.card, 'hand')) },
  'tutor-top': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchFor(h.zoneHost(), s, t, e.card, 'top') },
  // N cards discarded at random (701.8b); a graveyard (and hand) shuffled into the library (701.20a)
  'discard-random': { args: 'amount', targets: 'player', apply: (h, s, t, e) => discardAtRandom(h.zoneHost(), s, t, e.amount ?? 1) },
  'shuffle-graveyard': { args: 'none', targets: 'player', apply: (h, s, t) => shuffleIntoLibrary(h.zoneHost(), s, t, false) },
  'shuffle-hand-graveyard': { args: 'none', targets: 'player', apply: (h, s, t) => shuffleIntoLibrary(h.zoneHost(), s, t, true) },
  // "search your library and/or graveyard for a card named …" (701.19a), then "if you search your library this way, shuffle" (701.20a)
  'tutor-graveyard': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchFor(h.zoneHost(), s, t, e.card, 'hand', true) },
  'shuffle-if-searched': { args: 'none', targets: 'player', apply: (h, s, t) => shuffleIfSearched(h.zoneHost(), s, t) },
  // "put a land card from your hand onto the battlefield (tapped)": not playing a land (305.4)
  'land-from-hand': { args: 'none', targets: 'player', apply: (h, s, t) => landFromHand(h.zoneHost(), s, t, false) },
  'land-from-hand-tapped': { args: 'none', targets: 'player', apply: (h, s, t) => landFromHand(h.zoneHost(), s, t, true) },
  'copy-spell': { args: 'none', targets: 'object', zones: ['stack'], apply: (h, s, t) => h.copySpell(s, t, false) },
  'copy-spell-new-targets': { args: 'none', targets: 'object', zones: ['stack'], apply: (h, s, t) => h.copySpell(s, t, true) },
  'gain-protection-choice': { args: 'none', targets: 'object', apply: (h, s, t) => h.protectionOfChoice(s, t) },
  // up to N cards of a kind (`creature*3`) found in a library and put into the graveyard, exiled, or (land cards) put onto the battlefield (701.19a)
  'tutor-to-graveyard': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchMany(h.zoneHost(), s, t, e.card, e.amount ?? 1, 'graveyard') },
  'tutor-exile': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchMany(h.zoneHost(), s, t, e.card, e.amount ?? 1, 'exile') },
  'tutor-land': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchMany(h.zoneHost(), s, t, e.card, e.amount ?? 1, 'battlefield') },
  'graveyard-to-top': { args: 'none', targets: 'object', zones: ['graveyard'], apply: (h, s, t) => graveyardToLibrary(h.zoneHost(), s, t, 'top') },
  'graveyard-shuffle-in': { args: 'none', targets: 'object', zones: ['graveyard'], apply: (h, s, t) => graveyardToLibrary(h.zoneHost(), s, t, 'shuffle') },
  'separate-piles': { args: 'none', targets: 'player', apply: (h, s, t) => separatePiles(h.zoneHost(), s, t) },
  'choose-pile': { args: 'none', targets: 'player', apply: (h, s, t) => choosePile(h.zoneHost(), s, t) },
  'pile-to-hand': { args: 'none', targets: 'player', apply: (h, s, t) => pileToHand(h.zoneHost(), s, t) },
  'flip-coin': { args: 'none', targets: 'player', apply: (h, s, t) => flipCoin(h.zoneHost(), s, t) },
  clash: { args: 'none', targets: 'player', apply: (h, s, t) => clash(h.zoneHost(), s, t) },
  'roll-die': { args: 'amount', targets: 'player', apply: (h, s, t, e) => rollDie(h.zoneHost(), s, t, e.amount ?? 6, e.result) },
  'return-spell': { args: 'none', targets: 'player', apply: (h, s) => h.spellGoes(s, 'hand') },
  learn: { args: 'none', targets: 'player', apply: (h, s, t) => learn(h.zoneHost(), s, t) },
  'search-land-split': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.searchLand(s, t, e.amount ?? 2, 'split') },
  'tutor-land-tapped': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchMany(h.zoneHost(), s, t, e.card, e.amount ?? 1, 'battlefield-tapped') },
  // a permanent card of a kind onto the battlefield (701.19a): a written one only, unless only lands are that kind
  'tutor-battlefield': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchMany(h.zoneHost(), s, t, e.card, e.amount ?? 1, 'battlefield') },
  // another player's library searched by the source's controller (701.19a): found cards exiled, or put onto the
  // battlefield under the searcher's control; "Then that player shuffles" is `shuffle-library` (701.20a)
  'search-their-exile': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchMany(h.zoneHost(), s, t, e.card, e.amount ?? 1, 'exile', s.controller) },
  'search-their-battlefield': { args: 'card', targets: 'player', apply: (h, s, t, e) => searchMany(h.zoneHost(), s, t, e.card, e.amount ?? 1, 'battlefield', s.controller) },
  'shuffle-library': { args: 'none', targets: 'player', apply: (h, s, t) => shuffleLibrary(h.zoneHost(), s, t) },
  // transform (701.28a): its other face up, the same object (engine/mtg/transform.ts)
  transform: { args: 'none', targets: 'object', apply: (h, s, t) => h.transform(s, t) },
  // fading's and vanishing's upkeep abilities: a counter removed, or the permanent sacrificed (engine/mtg/fading.ts)
  fade: { args: 'none', targets: 'object', apply: (h, s, t) => h.fade(s, t) },
  vanish: { args: 'none', targets: 'object', apply: (h, s, t) => h.vanish(s, t) },
  // the player exiles the top N cards of their library (ingest, 702.115a): as milling, to exile
  'exile-top': { args: 'amount', targets: 'player', apply: (h, s, t, e) => h.mill(s, t, e.amount ?? 1, true) },
  // energy (107.14; engine/mtg/energy.ts): a player's counters, got and paid — a payment only from that many
  'get-energy': { args: 'amount', targets: 'player', apply: (h, s, t, e) => getEnergy(h.zoneHost(), s, t, e.amount ?? 1) },
  // the monarch (722.1; engine/mtg/monarch.ts): a designation of one player, with its end-step draw and combat-damage steal
  // the initiative (723; engine/mtg/initiative.ts): the designation and its combat-damage steal; its ventures are said, not applied
  'take-initiative': { args: 'none', targets: 'player', apply: (h, s, t) => takeInitiative(h.zoneHost(), s, t) },
  'become-monarch': { args: 'none', targets: 'player', apply: (h, s, t) => becomeMonarch(h.zoneHost(), s, t) },
  'pay-energy': { args: 'amount', targets: 'player', apply: (h, s, t, e) => payEnergy(h.zoneHost(), s, t, e.amount ?? 1) },
  // `at-next-end-step x & sacrifice that`, `at-end-of-combat x & destroy that`: delayed abilities at a step, created as this
  // resolves; they watch x where it is now (a creature, a card just exiled), `that` naming it (603.7a, 603.7c)
  'at-next-end-step': { args: 'none', targets: 'object', zones: ['battlefield', 'exile', 'graveyard'], watches: true, apply: (h, s, t, e) => h.delay(s, t, e) },
  'at-end-of-combat': { args: 'none', targets: 'object', zones: ['battlefield', 'exile', 'graveyard'], watches: true, apply: (h, s, t, e) => h.delay(s, t, e) },
  // kinship: the card looked at is revealed if it shares a creature type with the source (205.3m, 701.16a)
  'reveal-kin': { args: 'none', targets: 'player', apply: (h, s, t) => revealKin(h.zoneHost(), s, t) },
  // a card in exile or a graveyard onto the battlefield under its owner's control, as a new object (400.7, 110.2)
  'return-under-owner': { args: 'none', targets: 'object', zones: ['exile', 'graveyard'], apply: (h, s, t) => returnToBattlefield(h.zoneHost(), s, t) },
  // counter-unless whose countered card is exiled instead (118.12a, 614.1a): Syncopate, Reject
  'counter-unless-exile': { args: 'amount', targets: 'object', zones: ['stack'], apply: (h, s, t, e) => h.counterSpell(s, t, e.amount ?? 0, true) },
};

/** True when the effect is a continuous effect handled by the layer system. */
export const isContinuous = (kind: EffectKind): boolean => LAYER_OF[kind] !== undefined;

/** Players a target word of `create` may stand for at most (`each-player` in a four-player game). */
const GROUP_TARGET = 4;

/**
 * The ids the tokens of a scenario's `create` effects get as it runs (`token1`, `token2` …, skipping ids written out,
 * the way the kernel numbers them), so that later statements may name them: one per player each effect names, in
 * spells and abilities written in the timeline and in the abilities of objects (counted once each). A token named
 * but never created is a target that is gone (608.2b).
 */
export function createdIds(objects: readonly MtgObject[], actions: readonly MtgAction[]): string[] {
  const effects = [
    ...actions.flatMap((a) => (a.kind === 'cast' || a.kind === 'activate' ? [...a.effects, ...(a.kind === 'cast' ? (a.permanent?.abilities ?? []).flatMap((b) => b.effects) : [])] : [])),
    ...objects.flatMap((o) => (o.abilities ?? []).flatMap((b) => b.effects)),
  ];
  let count = 0;
  for (const e of effects) if (e.kind === 'create' || e.kind === 'create-copy') count += e.targets.reduce((n, t) => n + (t.startsWith('each-') ? GROUP_TARGET : 1), 0);
  // "twice that many" (614.1a) on a permanent of the scenario doubles what may be named
  if (objects.some((o) => o.keywords?.some((k) => KEYWORD_RULES[k].doublesTokens))) count *= 2;
  const written = new Set([...objects.map((o) => o.id), ...actions.flatMap((a) => (a.kind === 'cast' && a.permanent ? [a.permanent.id] : []))]);
  const out: string[] = [];
  for (let n = 1; out.length < count; n++) if (!written.has(`token${n}`)) out.push(`token${n}`);
  return out;
}

/**
 * A copy of `e` with other targets and without the keys in `omit`: what `({ choose, ...rest }) => ({ ...rest,
 * targets })` gives, key order included (`targets` keeps its place). Built with Object.assign or key by key: V8 kept
 * objects made by a spread given more keys alive through the next minor collections (engine/index.ts withPlanned),
 * and the kernel describes every stack item's effects this way.
 */
export function effectWith(e: Effect, targets: string[], omit: readonly (keyof Effect)[] = NO_KEYS): Effect {
  if (omit.every((k) => !(k in e))) return Object.assign({}, e, { targets });
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(e) as (keyof Effect)[]) if (!omit.includes(k)) out[k] = k === 'targets' ? targets : e[k];
  if (!('targets' in out)) out.targets = targets;
  return out as unknown as Effect;
}
const NO_KEYS: readonly (keyof Effect)[] = [];
