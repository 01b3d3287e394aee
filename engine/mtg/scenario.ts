/**
 * The typed MTG scenario. Optional fields are absent (not `undefined`) when the text does not give them, so a
 * scenario printed and parsed again is deep-equal, strictly.
 */
import type { AltCost } from './alt-costs.ts';
import type { ActionBase, ObjectBase, PlayerBase } from '../core/types.ts';
import type { GameScenario } from '../core/game.ts';
import type { CountedAmount } from './counted-amounts.ts';
import type { CostChange } from './cost-changes.ts';
import type { ABILITY_WHENS, ActivationWord, CardZone, Color, Keyword, LandType, OrderKind, Quality, SpellCost, SpellType } from './vocabulary.ts';
import type { TargetKindName } from './target-kinds.ts';
import type { CastOnly } from './spell-timing.ts';
import type { CardQuality } from './looking.ts'
import type { StatBound } from './stat-bounds.ts';

/** The card type written in the effects form of `cast`: an instant, or a sorcery (cast only as a sorcery, 307.1). */
export type CastType = 'instant' | 'sorcery';

export const DEFAULT_LIFE = 20;

export interface MtgPlayer extends PlayerBase {
  /** Life total (20 when absent). */
  life?: number;
  /** A prevention shield on the player: the next N damage to them is prevented (615.7). */
  prevent?: number;
  /** A static effect: N of each damage to the player is prevented (615.10, e.g. Urza's Armor). */
  preventEach?: number;
  protection?: Quality[];
  /** Poison counters (ten or more: the player loses, 704.5c). */
  poison?: number;
  /** Protection from a player (702.16k). */
  protectionFromPlayer?: string;
  /** Land types among the lands the player controls (landwalk, 702.14c). */
  lands?: LandType[];
  /** Damage that would be dealt to the player is dealt to this object or player instead (614.9, Pariah). */
  redirect?: string;
  /** Cards in their hand, library and graveyard besides the objects written there (`hand=3 library=20`). */
  hand?: number;
  library?: number;
  graveyard?: number;
  /** Spells the player cast during the previous turn (`cast-last-turn=0`): what a werewolf's upkeep trigger asks. */
  castLastTurn?: number;
  /** Energy counters the player has (`energy=N`, 107.14; engine/mtg/energy.ts). */
  energy?: number;
  /** The player is the monarch as the scenario starts (`monarch=yes`, 722.1; engine/mtg/monarch.ts). */
  monarch?: true;
  /** The player has the initiative as the scenario starts (`initiative=yes`, 723.1; engine/mtg/initiative.ts). */
  initiative?: true;
  /** The player has the city's blessing as the scenario starts (`blessing=yes`, 702.131c; engine/mtg/ascend.ts). */
  blessing?: true;
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
  /** Protection from a player (702.16k): from everything that player controls. */
  protectionFromPlayer?: string;
  /** Hexproof from these qualities (702.11d): opponents' spells and abilities of that quality can't target it. */
  hexproofFrom?: Quality[];
  /** An Aura or Equipment: the object it is attached to as the scenario begins. */
  attachedTo?: string;
  /** Age counters already on it (cumulative upkeep, 702.24a). */
  age?: number;
  /** Level counters already on it (level up, 702.87a; leveler cards, 711). */
  level?: number;
  /** Spore counters already on it (122.1; the Thallids' "Remove three spore counters"). */
  spore?: number;
  /** Its subtypes as printed (205.3: creature types "Elf", "Warrior"; land types "Forest" …): `subtypes=Elf,Warrior`. */
  subtypes?: string[];
  /** Its mana value (202.3): `mv=3`; a card used by name gets its mana cost's. Unwritten: 0, as a token's (202.3b). */
  mv?: number;
  /** A transforming double-faced card's other face (712.8d–e): `back=Ironfang`, from the card data; it becomes that face as it transforms (701.28a). */
  back?: MtgObject;
  /** Fade and time counters already on it (fading 702.32a, vanishing 702.63a): `fade=2`, `time=3`. */
  fade?: number;
  time?: number;
  /** It enters the battlefield as a copy of this object (Clone's choice, 707.5); only when it enters during the scenario. */
  copyOf?: string;
  /** The creatures it devours as it enters (`devours=x,y`, 702.82a; engine/mtg/entering-choices.ts); only when it enters during the scenario. */
  devours?: string[];
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
  /** The number of each keyword written with one (`toxic:2`, `poisonous:1`; engine/mtg/keywords.ts `amount`). */
  amounts?: Partial<Record<Keyword, number>>;
  /** Can't be blocked except by N or more creatures / by more than N creatures (509.1b). */
  minBlockers?: number;
  maxBlockers?: number;
  /** +1/+1 and -1/-1 counters already on it. */
  counters?: Partial<Record<CounterKind, number>>;
  /** Damage that would be dealt to it (on an `other` object: to its controller) is dealt to this id instead (614.9). */
  redirect?: string;
  /** Triggered and static abilities written on it: `(dies: damage 1 B)`. */
  abilities?: Ability[];
  /** A card in its controller's (owner's) graveyard, hand, library (top first, in the order written) or in exile; absent: on the battlefield. */
  zone?: CardZone;
}

export interface AttackGroup {
  attackers: string[];
  /** Player, planeswalker or battle id; absent: the only opponent. */
  target?: string;
  /** The group attacks as one band (702.22c): `attack band w,v>B`. */
  band?: true;
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
  | (ActionBase & { kind: 'order'; chooser: string; order: OrderKind[] })
  /**
   * A spell (`cast A Shock red instant: damage 2 x`; untyped, it is treated as an instant) or a permanent spell
   * written like an object (`cast B v=Ambush Viper 2/1 deathtouch flash`: `permanent` holds it and `effects` is
   * empty; it enters the battlefield as it resolves).
   */
  | (ActionBase & { kind: 'cast'; caster: string; name?: string; colors?: Color[]; spellType?: CastType; permanent?: MtgObject; effects: Effect[]; costs?: SpellCost[]; keywords?: Keyword[]; castOnly?: CastOnly; manaCost?: string; costChanges?: CostChange[]; alt?: AltCost; extra?: AltCost })
  /**
   * An activated ability put on the stack: written out (`activate w: +1/+1 w`), or one of w's own activated abilities
   * (`activate w`, `activate w@2: x`: its second one, with x as its first target), when `ability` is set and
   * `effects` is empty.
   */
  // `by`: the player activating it when not its controller (`activate B w`: "Any player may activate this ability", 602.2)
  | (ActionBase & { kind: 'activate'; source: string; effects: Effect[]; ability?: number; targets?: string[]; by?: string })
  /** A land card in its owner's hand is played (305.1, a special action, 116.2a): it enters the battlefield at once, without the stack. */
  | (ActionBase & { kind: 'play'; land: string })
  /** Both players pass: the top of the stack resolves. */
  | (ActionBase & { kind: 'resolve' })
  /** The stack empties and the game moves to the next combat step (e.g. from first-strike to regular damage). */
  | (ActionBase & { kind: 'next' })
  /** The turn ends: cleanup (514) removes damage and ends "until end of turn" effects. */
  | (ActionBase & { kind: 'end' })
  /** `ruleset 1998` / `ruleset 2009`: resolve by historical rules (engine/mtg/era.ts), with today's answer beside it. */
  | (ActionBase & { kind: 'ruleset'; era: 'today' | '1998' | '2009' })
  /** `teams A,B vs C,D`: a Two-Headed Giant game (810), two teams of the same size sharing life and poison. */
  | (ActionBase & { kind: 'teams'; teams: string[][] })
  /** `day` / `night`: the game's designation during the scenario's turn (728.1), after its untap step's check (502.2; engine/mtg/day-night.ts). */
  | (ActionBase & { kind: 'daytime'; value: 'day' | 'night' })
  /** `untap-step`: an untap step (502.3; engine/mtg/untap-step.ts) — the scenario's turn's, written first; the next turn's, written last. */
  | (ActionBase & { kind: 'untap-step' });

export type MtgScenario = GameScenario<MtgPlayer, MtgObject, MtgAction>;

// ---------------------------------------------------------------------------------------------------------------
// The timeline: effects, abilities on objects, and the directives that put things on the stack

/** What one effect does (engine/mtg/effects.ts has one entry per kind: parse arguments, apply, print). */
export type EffectKind =
  | 'damage'
  | 'destroy'
  | 'exile'
  | 'sacrifice'
  | 'pump'
  | 'becomes'
  | 'switch'
  | 'gain'
  | 'lose'
  | 'lose-all'
  | 'attach'
  | 'put'
  | 'control'
  | 'color'
  | 'prevent'
  | 'gain-life'
  | 'lose-life'
  | 'poison'
  | 'regenerate'
  | 'bury'
  | 'redirect'
  | 'tap'
  | 'untap'
  | 'bounce'
  | 'add-mana'
  | 'draw'
  | 'discard'
  | 'discard-hand'
  | 'mill'
  | 'scry'
  | 'prevent-combat'
  | 'surveil'
  | 'return'
  | 'reanimate'
  | 'create'
  | 'create-copy'
  | 'cumulative-upkeep'
  | 'cumulative-upkeep-sacrifice'
  | 'cumulative-upkeep-mana'
  | 'exchange'
  | 'set-life'
  | 'double-life-total'
  | 'sacrifice-or-lose'
  | 'win-at-life'
  | 'when-leaves'
  | 'when-untaps'
  | 'reflex-sacrifice'
  | 'prevent-next-gain'
  | 'prevent-all'
  | 'prevent-all-combat'
  | 'prevent-by'
  | 'prevent-combat-by'
  | 'cant-prevent'
  | 'gain-prevented'
  | 'prevent-divided'
  | 'damage-excess'
  | 'counter'
  | 'counter-unless'
  | 'sacrifice-a-creature'
  | 'put-on-library'
  | 'counter-exile'
  | 'draw-next-upkeep'
  | 'skip-next-untap'
  | 'sacrifice-unless'
  | 'fabricate'
  | 'rampage'
  | 'renown'
  | 'treasure'
  | 'food'
  | 'investigate'
  | 'search-land'
  | 'search-land-tapped'
  | 'search-land-hand'
  | 'tutor'
  | 'bolster'
  | 'extra-turn'
  // where the spell's own card goes as it resolves (engine/mtg/spell-zones.ts): exiled, shuffled into its owner's library, suspended
  | 'exile-spell'
  | 'shuffle-spell'
  | 'suspend-spell'
  // fight (701.12a) and "deals damage equal to its power" (engine/mtg/fight.ts): `fighter` names the creature, `fight`/`bite` the other
  | 'fighter'
  | 'fight'
  | 'bite'
  // N damage divided as the caster chooses among its targets (601.2d; engine/mtg/divided.ts)
  | 'damage-divided'
  // damage after which a creature dealt damage this way is exiled instead of dying this turn (614.6; engine/mtg/divided.ts)
  | 'damage-exile'
  | 'exploit'
  // costs paid as an ability resolves, before "If you do, …" (118.12; engine/mtg/if-done.ts): mana (not counted), life (119.4)
  | 'pay-mana'
  | 'pay-life'
  // hidden cards looked at or revealed, then moved (engine/mtg/looking.ts): a hand (701.16, 701.8b), the top of a library (701.16e, 401.4)
  | 'reveal-hand'
  | 'look-hand'
  | 'pick-card'
  | 'discard-picked'
  | 'exile-picked'
  | 'look-top'
  | 'reveal-top'
  | 'take-looked'
  | 'pick-looked'
  | 'rest-bottom'
  | 'rest-bottom-random'
  | 'rest-graveyard'
  | 'tutor-card'
  | 'tutor-top'
  | 'discard-random'
  | 'shuffle-graveyard'
  | 'shuffle-hand-graveyard'
  | 'tutor-graveyard'
  | 'shuffle-if-searched'
  | 'land-from-hand'
  | 'land-from-hand-tapped'
  // ward—Pay N life (702.21a): counter the spell or ability unless its controller pays N life (engine/mtg/counterspells.ts)
  | 'counter-unless-life'
  // explore (701.40) and connive (701.47): a card looked at decides a +1/+1 counter (engine/mtg/explore.ts)
  | 'explore'
  | 'connive'
  // a copy of a spell on the stack, above it (707.10), keeping its targets or with new ones chosen (707.10c; engine/mtg/spell-copies.ts)
  | 'copy-spell'
  | 'copy-spell-new-targets'
  // amass N (701.44a): an Army creature of the player gets N +1/+1 counters, a 0/0 Zombie Army token first if none (engine/mtg/amass.ts)
  | 'amass'
  // provoke (702.39a): the target untaps and must block the provoking creature this combat if able (engine/mtg/provoke.ts)
  | 'provoke'
  // protection from the colour its controller chooses as it resolves (702.16a, 608.2d; engine/mtg/color-choice.ts)
  | 'gain-protection-choice'
  // monstrosity N (701.31a): N +1/+1 counters and monstrous, if it isn't monstrous yet (engine/mtg/monstrosity.ts)
  | 'monstrosity'
  // level up (702.87a): a level counter on the permanent (engine/mtg/resolve.ts; leveler cards, 711)
  | 'level-up'
  // N spore counters on the permanent (122.1), what "Remove three spore counters" costs pay with
  | 'spore-counter'
  // adapt N (701.43a): N +1/+1 counters on the permanent if it has none (engine/mtg/monstrosity.ts)
  | 'adapt'
  // a search for up to N cards of a kind, into a graveyard, into exile, or (lands) onto the battlefield (701.19; engine/mtg/looking.ts searchMany)
  | 'tutor-to-graveyard'
  | 'tutor-exile'
  | 'tutor-land'
  | 'tutor-land-tapped'
  | 'tutor-battlefield'
  | 'rest-top'
  | 'search-their-exile'
  | 'search-their-battlefield'
  | 'shuffle-library'
  // up to two basic lands found, one onto the battlefield tapped and the other into the hand (701.19a; engine/mtg/library-search.ts)
  | 'search-land-split'
  // learn (701.45a): discard a card to draw one, or a Lesson from outside the game — a choice shown (engine/mtg/learn.ts)
  | 'learn'
  // a coin flip (705.2): won or lost by chance, a choice shown; done when won, for "if you win/lose the flip" (engine/mtg/coin-flips.ts)
  | 'flip-coin'
  // clashing with an opponent (701.23): decided by the written top cards, else a choice shown; done when won (engine/mtg/clash.ts)
  | 'clash'
  // rolling a die of `amount` sides (706): the stated result, else a choice shown; rows of its table are `if-roll=` (engine/mtg/dice.ts)
  | 'roll-die'
  // the resolving spell's own card into its owner's hand instead of the graveyard (608.2c, 608.2n; engine/mtg/spell-zones.ts)
  | 'return-spell'
  // a card in a graveyard put on top of its owner's library, or shuffled into it (400.7, 701.20a; engine/mtg/looking.ts)
  | 'graveyard-to-top'
  | 'graveyard-shuffle-in'
  // the revealed cards separated into two piles, one chosen, put into the hand and the other into the graveyard (700.3; engine/mtg/looking.ts)
  | 'separate-piles'
  | 'choose-pile'
  | 'pile-to-hand'
  // transform (701.28a): a transforming double-faced permanent turns to its other face (engine/mtg/transform.ts)
  | 'transform'
  // the player exiles the top N cards of their library (ingest, 702.115a; engine/mtg/zones.ts mill)
  | 'exile-top'
  | 'get-energy'
  | 'become-monarch'
  | 'take-initiative'
  | 'pay-energy'
  // fading's and vanishing's upkeep abilities (702.32a, 702.63a; engine/mtg/fading.ts)
  | 'fade'
  | 'vanish'
  // delayed triggered abilities at a step (603.7a; engine/mtg/delayed.ts): the next end step (513.1a),
  // the end of combat (511.2) — `that` in their effects is the object watched — and the card they return (603.7c, 400.7)
  | 'at-next-end-step'
  | 'at-end-of-combat'
  | 'return-under-owner'
  // kinship: the card looked at on top of a library is revealed if it shares a creature type with the source (engine/mtg/kinship.ts)
  | 'reveal-kin'
  // "counter target spell unless its controller pays {X}. If that spell is countered this way, exile it instead" (118.12a, 614.1a)
  | 'counter-unless-exile';

export type CounterKind = '+1/+1' | '-1/-1';

/**
 * Who an effect applies to: object ids, player names, `self` (the object the ability is on) and `you` (its
 * controller). A static ability names a set instead (`filter`).
 */
export interface Effect {
  kind: EffectKind;
  amount?: number;
  /** `that-much`: the amount comes from what happened before — the effect before it, else the event that triggered the ability;
   * `creature-count`: the number of creatures its controller controls as it happens (608.2h);
   * the others (`land-count`, `its-toughness`, `named-count` …): counted as it happens too (engine/mtg/counted-amounts.ts). */
  amountFrom?: 'that' | 'creatures' | CountedAmount;
  /** A printed base added to a counted amount: "X is 2 plus the number of …" (`named-count+2`). */
  amountPlus?: number;
  power?: number;
  toughness?: number;
  /** `becomes graveyard-creatures`: power and toughness each the number of creature cards in its controller's graveyard, counted all the time (layer 7b). */
  ptFrom?: 'graveyard-creatures';
  keyword?: Keyword;
  /** gain/lose only: protection instead of a keyword (`gain pro:red x`, 702.16; engine/mtg/targeting.ts). */
  protection?: Quality[];
  color?: Color;
  counter?: CounterKind;
  /** The new controller (control). */
  player?: string;
  targets: string[];
  filter?: Filter;
  /** prevent only: only damage from this object (615.7, `prevent 3 B from w`). */
  from?: string;
  /** redirect only: the new recipient of the damage (614.9, `redirect 3 x>y`). */
  to?: string;
  /**
   * Its one target is of this kind (engine/mtg/target-kinds.ts, `?creature`): chosen as the spell or ability goes
   * on the stack when `targets` is empty, checked against the kind when given (`?creature=x`).
   */
  choose?: TargetKindName;
  /**
   * How many targets its one word "target" chooses (`?creature:2`, `?creature:0-2`): "two target creatures" 2–2, "up to two
   * target creatures" 0–2; each a different object or player (115.3, 601.2c). One when absent.
   */
  count?: { min: number; max: number };
  /** A card target's mana value is at most this (soulshift's "with mana value N or less", 702.46a): no notation word; keyword triggers set it. */
  maxValue?: number
  /** Its chosen target is also limited by a number of the creature (`?creature/power>=4`: "with power 4 or greater"; engine/mtg/stat-bounds.ts). */
  bound?: StatBound;
  /** "You may …" (`may gain-life 2 you`): its controller chooses as it resolves whether to do it (603.5, 608.2d). */
  /** It happens only if it is its controller's turn as it resolves ("If it's your turn, scry 2"; engine/mtg/turn-conditions.ts). */
  ifYourTurn?: true;
  optional?: true;
  /** "If you do, …" (`if-done draw 1 you`): it happens only if the effect before it was done — an optional one chosen and
   * paid, a mandatory one begun (118.12; engine/mtg/if-done.ts). */
  ifDone?: true;
  /** "If you don't, …", "… unless you pay {2}" (`if-not-done tap self`): only if the effect before it was not done (118.12). */
  ifNotDone?: true;
  /** `if-roll=1-9`: only if the die rolled by the effect before it came up in this range (a results table's row, 706.3a). */
  ifRoll?: { min: number; max: number };
  /** `roll-die 20=15`: the result the scenario states for this roll (706.2); unstated, a choice shown. */
  result?: number;
  /** `when-leaves x & …`: the effects of the delayed triggered ability it creates (603.7; engine/mtg/delayed.ts). */
  then?: Effect[];
  /** create only: the token's colours and keywords (`create 1/1 white flying A`, 111.3, 111.4); colourless with none when absent. */
  token?: { colors: Color[]; keywords: Keyword[]; subtypes?: string[]; mana?: true };
  /** pick-card / pick-looked only: what the chosen card must be (`pick-card non-land that`; engine/mtg/looking.ts); any card when absent. */
  card?: CardQuality;
}

/** The permanents a static ability affects: creatures, optionally only yours / other than itself / of a colour / with a keyword. */
export interface Filter {
  yours?: true;
  others?: true;
  color?: Color;
  /** Not of this colour (`non-black`). */
  notColor?: Color;
  keyword?: Keyword;
  /** Without this keyword (`non-flying`: "creatures without flying"). */
  notKeyword?: Keyword;
  /** Only creatures an opponent of the source's controller controls (`theirs`: "creatures your opponents control"). */
  theirs?: true;
  /** Only the creature its source (an Aura or Equipment) is attached to: "enchanted creature", "equipped creature". */
  attached?: true;
  /** Only attacking / blocking creatures, as a spell or ability resolves ("Attacking creatures get +1/+1 until end of turn"): not in a static ability. */
  attacking?: true;
  blocking?: true;
  /** Only creatures of one of these creature types (205.3m; a changeling has every one, 702.73a): `subtype=Elf`. */
  subtype?: string[];
  /** Only creatures with a counter of this kind on them (`with-counter`: "each creature you control with a +1/+1 counter on it"). */
  counter?: '+1/+1';
  /** Only its source itself (`self` in a static ability: "CARDNAME gets +1/+1 as long as you control a Swamp"). */
  self?: true;
  /** Permanents of any of these card types instead of creatures, as a one-shot effect resolves (`type=artifact+enchantment`;
   * empty: every permanent, `type=permanent`): "Destroy all enchantments", "Exile all permanents" (608.2j). */
  types?: SpellType[];
  /** … and none of these (`type=nonland`: "all nonland permanents"; `type=creature+nonartifact`). */
  notTypes?: SpellType[];
  /** Only creatures whose power or toughness is within a limit ("all creatures with power 4 or greater"; engine/mtg/stat-bounds.ts). */
  bound?: StatBound;
}

/** When a triggered ability triggers (engine/mtg/events.ts); `static` is a static ability (its effects apply continuously, 613). */
export type AbilityWhen = (typeof ABILITY_WHENS)[number];

export interface Ability {
  when: AbilityWhen;
  effects: Effect[];
  /** An activated ability's costs and restrictions beyond mana (`(activated tap: …)`): {T}, sacrificing it, only as a sorcery, once each turn. */
  costs?: ActivationWord[];
  /** An activated ability's cost of paying life (`(activated life:2: …)`, "Pay 2 life", 119.4); `half`: half their life, rounded up (`life:half`, 107.1a). */
  life?: number | 'half';
  /** An activated ability's cost of removing N spore counters from its source (`(activated spores:3: …)`, 602.2b, 118.3). */
  spores?: number;
  /** An activated ability's cost of paying N energy (`(activated energy:2: …)`, "Pay {E}{E}", 107.14; engine/mtg/energy.ts). */
  energy?: number;
  /** A trigger about another creature, only when it is of one of these creature types (`(ally-enters subtype=Ally: …)`, 205.3m). */
  subtype?: string[];
  /** A static ability that applies only "as long as you control" such permanents (`(static controls=Swamp: …)`, 611.3b). */
  condition?: Condition;
  /**
   * A modal triggered ability ("When this enters, choose one — • … • …", 700.2): each mode's effects, written
   * `(enters: destroy ?artifact | destroy ?enchantment)`. Its controller chooses one as it is put on the stack (603.3c);
   * `effects` are the first mode's, the usual choice the reply shows (engine/mtg/modal-triggers.ts).
   */
  modes?: Effect[][];
  /** A triggered ability that "triggers only once each turn" (`(cast-noncreature once: …)`; engine/mtg/turn-conditions.ts). */
  oncePerTurn?: true;
}

/** "As long as you control a Swamp / an artifact / three or more artifacts / another Elf": what and how many (611.3b). */
export interface Condition {
  count: number;
  /** A card type (205.2a) … */
  type?: 'artifact' | 'enchantment' | 'land' | 'creature';
  /** … or a subtype as printed (205.3: "Swamp", "Elf"). */
  subtype?: string;
  /** Another than the source. */
  other?: true;
  /** Not permanents: `count` or more cards in its controller's graveyard ("threshold", 702.? ability word; 611.3b). */
  graveyard?: true;
  /** Not permanents: the source itself is monstrous (701.31b; `(static monstrous: …)`). */
  monstrous?: true;
  /** Not permanents: its controller has the city's blessing (702.131c; `(static blessing: …)`, engine/mtg/ascend.ts). */
  blessing?: true;
  /** Not permanents: the source has `count` level counters or more, and `max` or fewer if said (711.2a–b; `(static level=2-6: …)`). */
  level?: true;
  max?: number;
  /** Not permanents: whose turn it is, or the source's own status, now (611.3b; engine/mtg/turn-conditions.ts): "as long as it's your turn / attacking / untapped". */
  now?: NowCondition;
}

/** What a static ability's "as long as …" asks of the moment or of its source itself (engine/mtg/turn-conditions.ts). */
export type NowCondition = 'your-turn' | 'not-your-turn' | 'attacking' | 'attacking-alone' | 'tapped' | 'untapped' | 'enchanted' | 'equipped' | 'with-counter';
