/**
 * The keyword registry: one entry per keyword of the notation — its words in three languages, its rule numbers,
 * the knowledge-base entry that explains it, and the hooks it uses. The kernel and the rule files never test a
 * keyword's name: they ask the registry which keyword of an object has a hook (`ability(id, 'tramples')`), or ask a
 * hook of every keyword at once (`blockForbidden`, `damageResult`, `keywordTriggers`).
 *
 * Adding a keyword is a local change: its canonical word in `KEYWORDS` (vocabulary.ts, the printing order), an entry
 * here, its name in commands/locales/{en,ja,fr}/engine-mtg.yaml (`keyword.<name>`), its row and an example in
 * docs/notation.md, and a test (test/engine/mtg-keywords.test.ts; test/engine/keyword-registry.test.ts checks
 * every entry has its words, names, rules and doc row). A keyword that is a triggered ability lists the rule events
 * it listens to in `triggers` (events.ts); one that restricts blocks has `forbidsBlock`; one with a number
 * (`bushido:2`) has `amount`.
 */
import type { MessageParams } from '../core/types.ts';
import type { Term } from '../core/vocabulary.ts';
import type { AbilityWhen, CounterKind, Effect } from './scenario.ts';
import type { Color, Keyword, LandType, SpellType } from './vocabulary.ts';
import type { EventKind, EventOf, StepName, TriggerView } from './events.ts';

/** What a blocking rule may look at. */
export interface BlockView {
  has(id: string, k: Keyword): boolean;
  /** Its colours now (fear, intimidate: 702.36b, 702.13b). */
  colors(id: string): readonly Color[];
  /** Its power now (skulk, 702.118b). */
  power(id: string): number;
  /** The number of a keyword written with one (`unblockable-power-le:2`). */
  amountOf(id: string, k: Keyword): number;
  /** Land types the player defending against `attacker` controls (702.14c). */
  defendingLands(attacker: string): readonly LandType[];
  /** Its counters now (unleash, 702.98a). */
  countersOf(id: string): Record<CounterKind, number>;
}

/** A triggered ability a keyword stands for (702.93a undying, 702.25a flanking …): the event it listens to. */
export interface KeywordTrigger<K extends EventKind = EventKind> {
  on: K;
  /** It triggers only on events about its own permanent ("whenever this creature …"), and is looked at first. */
  self?: true;
  /** The rules of the ability, cited when it triggers. */
  rules: string[];
  /** "At the beginning of …": the step whose beginning it waits for (the kernel begins that step only when one waits). */
  step?: StepName;
  /** How the trace says when it triggered (`when.<word>` of a printed trigger); the keyword's name when absent. */
  when?: Exclude<AbilityWhen, 'static' | 'activated'>;
  /** The abilities that trigger for this event, on the permanent `self` with the keyword: none, one, or one per object (702.25b). */
  fire(ev: EventOf<K>, self: string, v: TriggerView): TriggerSpec[];
}

/** What a triggered ability does once it resolves: effects, or returning a card (undying, persist, Lifeline). */
export interface TriggerSpec {
  effects: Effect[];
  /** Undying (702.93a) or persist (702.79a): the card returns with this counter. */
  returns?: CounterKind;
  /** Lifeline: this card returns at the beginning of the next end step (603.7a). */
  bringBack?: string;
  /** The effects name their objects without targeting them (115.10): nothing is checked for being a legal target. */
  untargeted?: true;
  /** The number the triggering event carried, for effects that do `that-much`. */
  amount?: number;
  /** A state trigger (603.8): it does not trigger again until it has left the stack. */
  state?: true;
  /** An intervening "if" (603.4), checked again as it resolves: false then, it does nothing. */
  still?(v: TriggerView): boolean;
}

export interface KeywordRule {
  /** Its other spellings in the notation (the canonical one is the registry key): English aliases, Japanese, French. */
  words: NonNullable<Term['aliases']>;
  /** Its rules, cited by the steps it decides. */
  rules: string[];
  /** The knowledge-base entry that explains it (one of CITE, engine/mtg/cites.ts), cited by the steps it decides. */
  cite?: string;
  /** It takes a number, written `word:N` (`toxic:2`, `bushido:1`): the object's `amounts[word]` (`amountOf`). */
  amount?: true;
  /** The number it has when written without one (`kicked` is `kicked:1`). */
  amountDefault?: number;
  /** Its permanent's spell was kicked, its number the times (702.33d): what its kicked text asks. */
  wasKicked?: true;
  /** It does its work on a permanent that is not a creature (an effect such as double damage). */
  worksOff?: true;
  /** A card type written with the keywords (205.2a): what protection from a card type sees (702.16a). */
  cardType?: Extract<SpellType, 'artifact' | 'enchantment' | 'land'>;
  /** The state it starts the scenario in. */
  starts?: 'tapped' | 'sick' | 'phased-out';
  /** What it does in its controller's untap step (502.3; untap-step.ts): it never untaps then, may stay tapped, stays tapped this once, or its controller chose so. */
  untapStep?: 'never' | 'may-stay' | 'skip-once' | 'chosen';
  /** Having it only hinders its permanent: an effect giving it is aimed at an opponent's (target-kinds.ts). */
  drawback?: true;

  // --- attacking and blocking (combat-declare.ts, 508–509)
  /** It can't attack (702.3b). */
  cantAttack?: true;
  /** It can't attack unless the defending player controls a land of this type (508.1c; Sea Serpent). */
  attacksOnlyIf?: LandType;
  /** It may attack the turn it came under its controller's control (702.10b, 302.6). */
  attacksWhileSick?: true;
  /** Attacking does not tap it (702.20b, 508.1f). */
  attacksUntapped?: true;
  /** 509.1b: this keyword (on the attacker or on the blocker) forbids `blocker` blocking `attacker`. */
  forbidsBlock?(v: BlockView, blocker: string, attacker: string): boolean;
  /** The violation key (`engine-mtg.violation.<key>`) of the restriction it imposes, when not the usual one. */
  violation?: string;
  /** Parameters of that violation beyond the attacker, blocker, keyword and defending player. */
  violationParams?(attacker: string, blocker: string, v: BlockView): MessageParams;
  /** It can't be blocked except by this many creatures or more (702.111b). */
  minBlockers?: number;
  /** It can block any number of creatures. */
  blocksAny?: true;
  /** Its defending player must block it if a creature is able to (509.1c). */
  mustBeBlocked?: true;
  /** Every creature able to block it must do so (509.1c; Lure). */
  blockedByAll?: true;
  /** It can block only if another creature blocks too ("can't block alone", 509.1b). */
  blocksWithOthers?: true;
  /** It can attack only if another creature attacks too ("can't attack alone", 508.1c). */
  attacksWithOthers?: true;
  /** It can be blocked only if every creature its defending player controls blocks it (509.1b). */
  blockedOnlyByAll?: true;
  /** A legendary permanent: the legend rule (704.5j) keeps one of each name per controller. */
  legendary?: true;
  /** A token (111.1): once in any zone but the battlefield it ceases to exist (111.7, 704.5d). */
  token?: true;
  /** Its power and toughness are each a count (604.3, 208.2): creatures its controller controls, or cards in their hand. */
  ptCount?: 'creatures' | 'hand';
  /** Its controller can't lose the game (and their opponents can't win it): Platinum Angel (104.3, 810.8a). */
  cantLose?: true;
  /** Its controller stays in the game at 0 life or below: Transcendence (704.5a, 810.8a). */
  keepsAtZeroLife?: true;
  /** Lich's Mirror: its controller's game loss is replaced — their cards are shuffled into their library, they draw seven and their life becomes 20 (704.7; engine/mtg/life.ts). */
  replacesGameLoss?: true;
  /** It attacks each combat if able (508.1d). */
  mustAttack?: true;
  /** Daybound / nightbound (702.145): the face it has up by day or by night, and nothing else transforms it (engine/mtg/day-night.ts). */
  followsDaytime?: 'day' | 'night';
  /** Fading / vanishing (702.32a, 702.63a): it enters with N fade or time counters (engine/mtg/fading.ts). */
  fades?: true;
  vanishes?: true;
  /** Enlist (702.154a): as it attacks, its controller may tap a creature of theirs that didn't attack (engine/mtg/enlist.ts). */
  enlists?: true;
  /** Its trigger asks the spells cast last turn (`cast-last-turn=N`, engine/mtg/transform.ts): the trace says so when the scenario doesn't. */
  asksLastTurn?: true;

  // --- combat damage (combat-damage.ts, 510)
  /** It deals combat damage in the first-strike step, or in both steps (702.7b, 702.4b, 510.4). */
  strike?: 'first' | 'double';
  /** Damage beyond lethal to its blockers may go to the player, planeswalker or battle (702.19b–c). */
  tramples?: 'blockers' | 'planeswalkers';
  /** Any damage it assigns is lethal damage (702.2c). */
  anyDamageLethal?: true;

  // --- dealing damage (damage.ts, 120)
  /** 120.3b, 120.3d: damage from a source with this keyword is dealt as counters instead of damage / life loss. */
  damageAs?: { creature?: '-1/-1'; player?: 'poison' };
  /** The rules of that result, by recipient, when they differ (infect: 702.90b for a player, 702.90c for a creature). */
  damageRules?: { creature?: string[]; player?: string[] };
  /** Any damage it deals to a creature destroys it (702.2b, 704.5h). */
  destroysOnDamage?: true;
  /** Its damage also makes its controller gain that much life (702.15b). */
  lifelink?: true;
  /** Its damage can't be prevented (615.12). */
  unpreventable?: true;
  /** A static ability: all damage, or all combat damage, that would be dealt to it is prevented (615.1; engine/mtg/prevention.ts). */
  preventsDamageTo?: 'all' | 'combat';
  /** Its combat damage to a player also gives that player N poison counters, N its number (702.164c). */
  combatPoison?: true;
  /** On any permanent: damage to any permanent or player is doubled (614.1a). */
  doublesDamage?: true;
  /** On any permanent: its controller gains twice the life (614.1a). */
  doublesLifeGain?: true;
  /** On any permanent: while its controller controls a creature, damage can't take them below 1 life (614.1a). */
  lifeFloor?: true;

  // --- cards in hand, library and graveyard (zones.ts)
  /** On any permanent: a card its controller would draw is replaced (121.6): a card from their graveyard to their hand instead. */
  drawInstead?: 'return-from-graveyard';
  /** On any permanent: life its controller would gain is replaced (614.1a): they draw that many cards instead. */
  lifeGainInstead?: 'draw';

  // --- leaving the battlefield (resolve.ts, sba.ts)
  /** It can't be destroyed (702.12b). */
  indestructible?: true;
  /** If it would be put into a graveyard, it is exiled instead (614.6). */
  exileInstead?: true;

  // --- casting and targeting (timing.ts, targeting.ts)
  /** It may be cast any time an instant could (702.8a). */
  flash?: true;
  /** Who can't target it: nobody (shroud, 702.18a) or its controller's opponents (hexproof, 702.11b). */
  untargetable?: 'all' | 'opponents';

  // --- "can't" effects (cant.ts, 101.2): on any permanent, for the players they name
  /** Those players can't gain life (119.7): every player, or its controller's opponents. */
  barsLifeGain?: 'all' | 'opponents';
  /** Those players can't cast spells. */
  barsCasting?: 'all' | 'opponents';
  /** Its controller has hexproof (702.11c). */
  givesPlayerHexproof?: true;
  /** No counters can be put on it. */
  noCounters?: true;

  // --- attachments (attachments.ts)
  /** It is an Aura or an Equipment: it may be attached to a creature (303.4, 301.5). */
  attachment?: 'aura' | 'equipment';

  /** Triggered abilities it stands for, each listening to a rule event (events.ts). */
  triggers?: KeywordTrigger[];

  // --- entering the battlefield (614.1c): replacement effects applied as it enters during the scenario (a permanent
  // the scenario starts with has already entered)
  /** It enters tapped. */
  entersTapped?: true;
  /** It enters with N counters of this kind, N its number (`enters-with:2`, 122.6). */
  entersWith?: CounterKind;
  /** It enters with N counters of this kind, N its number, if an opponent of its controller was dealt damage this turn (bloodthirst, 702.54a). */
  entersWithIfOpponentDamaged?: CounterKind;
  /** On any permanent: every other permanent enters tapped (Orb of Dreams); not itself, which is not yet there (614.12). */
  othersEnterTapped?: true;
  /** Creatures its controller controls enter as a copy of it (Essence of the Wild; copies.ts, 707.5, 616.1c). */
  othersEnterAsCopy?: true;
  /** As it enters, its controller chooses a colour; it has protection from that colour (Voice of All, 614.12). */
  choosesColorAsEnters?: true;
  /** On any permanent: effects that would create tokens under its controller's control create twice that many (614.1a). */
  doublesTokens?: true;
  /** On any permanent: lands can't enter the battlefield; a land permanent spell goes to the graveyard (Worms of the Earth, 608.3e). */
  barsLandsEntering?: true;
  /** It enters with N counters of this kind, N its number, if its spell was kicked (702.33d, 614.1c). */
  entersWithIfKicked?: CounterKind;
  /** It enters with one counter of this kind for each time its spell was kicked (multikicker, 702.33c–d). */
  entersWithPerKick?: CounterKind;
  /** Devour N (702.82a): as it enters, its controller may sacrifice creatures, N +1/+1 counters for each (engine/mtg/entering-choices.ts). */
  devours?: true;
  /** Ascend on a permanent (702.131b): with ten or more permanents its controller gets the city's blessing (engine/mtg/ascend.ts). */
  ascends?: true;
  /** Exert as it attacks (701.39d): an optional cost to attack, paid as attackers are declared (engine/mtg/exert.ts). */
  exerts?: true;
  /** Its controller declines to exert it (`no-exert`), the other choice. */
  declinesExert?: true;
  /** Amplify N (702.38a): as it enters, cards revealed from its controller's hand sharing a creature type, N counters each. */
  amplifies?: true;
  /** Tribute N (702.104a): as it enters, an opponent may put N more +1/+1 counters on it (engine/mtg/entering-choices.ts). */
  tribute?: true;
  /** The opponent paid its tribute (`tribute-paid`, 702.104b): what "if tribute wasn't paid" asks. */
  paidTribute?: true;
  /** As it enters, its controller may have it enter with an additional +1/+1 counter (unleash 702.98a), or else it gains haste (riot 702.136a): engine/mtg/entering-choices.ts. */
  counterAsEnters?: 'or-nothing' | 'or-haste';

  // --- abilities that work from another zone (113.6b): nothing on the battlefield, where a scenario's permanents are
  /** It functions only while the card is in its owner's hand, in a graveyard, while it is being cast or on the stack,
   * or before the game (deck construction): on a permanent it does nothing (113.6b). Scenarios carry it (the card's
   * reading shows it) but have no action that uses it from there. */
  worksFrom?: 'hand' | 'graveyard' | 'stack' | 'deck';
  /** An optional additional cost of its spell (702.33a): `cast A Burst Lightning kicked` pays it, and its card's kicked text applies (engine/mtg/cards.ts). */
  kicker?: true;
  /** A spell with it can't be countered (101.2): a counterspell aimed at it does nothing (engine/mtg/counterspells.ts). */
  uncounterable?: true;
  /** While a spell with it is on the stack, no spell can be cast and no ability but a mana ability activated (702.61a). */
  locksStack?: true;
}

/** A keyword ability that works only from another zone (113.6b). */
const elsewhere = (worksFrom: NonNullable<KeywordRule['worksFrom']>, rule: string, words: KeywordRule['words']): KeywordRule => ({ words, rules: [rule, '113.6b'], worksOff: true, worksFrom });

const trigger = <K extends EventKind>(t: KeywordTrigger<K>): KeywordTrigger => t as unknown as KeywordTrigger;

/** Cumulative upkeep's trigger (702.24a): at its controller's upkeep, an age counter, then the cost for each — `kind` says which cost. */
const ageCounterTrigger = (kind: 'cumulative-upkeep' | 'cumulative-upkeep-mana'): KeywordTrigger =>
  trigger({
    on: 'step-begins',
    step: 'upkeep',
    rules: ['702.24a', '503.1'],
    when: 'your-upkeep',
    fire: (ev, self, v) => (ev.step === 'upkeep' && ev.turnOf.includes(v.controller(self)) ? [{ effects: [{ kind, amount: v.amountOf(self, kind), targets: ['self'] }], untargeted: true }] : []),
  });

/**
 * Ward (702.21a): whenever a spell or ability of an opponent's targets the permanent, that spell or ability is
 * countered unless its controller pays the cost — N mana (`ward:N`, mana not counted in scenarios) or N
 * life (`ward-life:N`). Paying is their choice, shown as one (engine/mtg/counterspells.ts); the trigger names the spell
 * or ability without targeting it.
 */
const wardOf = (k: 'ward' | 'ward-life', words: KeywordRule['words']): KeywordRule => ({
  words,
  rules: ['702.21a'],
  cite: 'mtg.kw.ward',
  amount: true,
  worksOff: true,
  triggers: [
    trigger({
      on: 'becomes-target',
      self: true,
      rules: ['702.21a', '603.2'],
      fire: (ev, self, v) =>
        ev.id === self && v.opponents(v.controller(self)).includes(ev.by)
          ? [{ effects: [{ kind: k === 'ward' ? 'counter-unless' : 'counter-unless-life', amount: v.amountOf(self, k), targets: [ev.item] }], untargeted: true }]
          : [],
    }),
  ],
});

/** Each landwalk keyword and the land type that makes its creature unblockable (702.14c). */
export const LANDWALK: Partial<Record<Keyword, LandType>> = {
  forestwalk: 'forest',
  islandwalk: 'island',
  swampwalk: 'swamp',
  mountainwalk: 'mountain',
  plainswalk: 'plains',
};

/**
 * A block restriction by power (509.1b), N the keyword's number: on the attacker "can't be blocked by creatures with
 * power N or less / or greater", on the blocker "can't block creatures with power N or greater / or less". Power is
 * the creatures' as blockers are declared.
 */
const powerLimit = (k: Keyword, on: 'attacker' | 'blocker', than: 'le' | 'ge', words: KeywordRule['words']): KeywordRule => {
  const holder = (a: string, b: string) => (on === 'attacker' ? a : b);
  const other = (a: string, b: string) => (on === 'attacker' ? b : a);
  return {
    words,
    rules: ['509.1b'],
    amount: true,
    ...(on === 'blocker' ? { drawback: true as const } : {}),
    forbidsBlock: (v, b, a) => {
      if (!v.has(holder(a, b), k)) return false;
      const n = v.amountOf(holder(a, b), k);
      const p = v.power(other(a, b));
      return than === 'le' ? p <= n : p >= n;
    },
    violation: `power-${on}-${than}`,
    violationParams: (a, b, v) => ({ amount: v.amountOf(holder(a, b), k), power: v.power(other(a, b)) }),
  };
};

const landwalk = (k: Keyword, words: KeywordRule['words']): KeywordRule => ({
  words,
  rules: ['702.14c', '509.1b'],
  cite: 'mtg.kw.landwalk',
  forbidsBlock: (v, _b, a) => v.has(a, k) && v.defendingLands(a).includes(LANDWALK[k]!),
  violation: 'landwalk',
  violationParams: () => ({ land: { key: `engine-mtg.land.${LANDWALK[k]!}` } }),
});

export const KEYWORD_RULES: Record<Keyword, KeywordRule> = {
  flying: {
    words: { ja: ['飛行'], fr: ['vol'] },
    rules: ['702.9b', '509.1b'],
    cite: 'mtg.kw.flying',
    // 702.9b: only a creature with flying or reach (702.17b) can block it
    forbidsBlock: (v, b, a) => v.has(a, 'flying') && !v.has(b, 'flying') && !v.has(b, 'reach'),
    violation: 'flying',
  },
  reach: { words: { ja: ['到達'], fr: ['portée'] }, rules: ['702.17b'] },
  'first-strike': { words: { en: ['first strike', 'fs'], ja: ['先制攻撃'], fr: ['initiative'] }, rules: ['702.7b', '510.4'], cite: 'mtg.combat.first-strike', strike: 'first' },
  'double-strike': { words: { en: ['double strike', 'ds'], ja: ['二段攻撃'], fr: ['double initiative'] }, rules: ['702.4b', '510.4'], cite: 'mtg.combat.double-strike', strike: 'double' },
  trample: { words: { ja: ['トランプル'], fr: ['piétinement'] }, rules: ['702.19b'], cite: 'mtg.trample.lethal', tramples: 'blockers' },
  deathtouch: {
    words: { ja: ['接死'], fr: ['contact mortel'] },
    rules: ['702.2b', '702.2c'],
    cite: 'mtg.deathtouch',
    anyDamageLethal: true,
    destroysOnDamage: true,
  },
  lifelink: { words: { ja: ['絆魂'], fr: ['lien de vie'] }, rules: ['702.15b', '120.3f'], cite: 'mtg.lifelink', lifelink: true },
  indestructible: { words: { ja: ['破壊不能'], fr: ['indestructible'] }, rules: ['702.12b'], cite: 'mtg.indestructible', indestructible: true },
  menace: { words: { ja: ['威迫'], fr: ['menace'] }, rules: ['702.111b', '509.1b'], cite: 'mtg.kw.menace', minBlockers: 2, violation: 'menace' },
  defender: { words: { ja: ['防衛'], fr: ['défenseur'] }, rules: ['702.3b', '508.1c'], cite: 'mtg.defender', cantAttack: true, violation: 'defender-attacks', drawback: true },
  // 702.26b: a status like tapped — written on a permanent that is phased out as the scenario starts (phasing.ts)
  'phased-out': { words: { en: ['phased'], ja: ['フェイズ・アウト', 'フェイズアウト'], fr: ['hors-phase'] }, rules: ['702.26b', '702.26d'], worksOff: true, starts: 'phased-out' },
  tapped: { words: { ja: ['タップ状態', 'タップ'], fr: ['engagé', 'engagée'] }, rules: ['508.1a', '509.1a'], starts: 'tapped' },
  // what keeps a permanent tapped through its controller's untap step (502.3; engine/mtg/untap-step.ts): a static
  // ability, its controller's choice, an earlier effect's "next untap step" (a status), and that choice made
  'no-untap': { words: { en: ['does-not-untap', 'doesnt-untap'], ja: ['アンタップしない'], fr: ['ne-se-dégage-pas'] }, rules: ['502.3'], worksOff: true, untapStep: 'never' },
  'may-not-untap': { words: { en: ['may-stay-tapped'], ja: ['アンタップしないことを選べる'], fr: ['peut-rester-engagé'] }, rules: ['502.3'], worksOff: true, untapStep: 'may-stay' },
  'skip-untap': { words: { en: ['skips-next-untap', 'frozen'], ja: ['次のアンタップをしない'], fr: ['saute-le-prochain-dégagement'] }, rules: ['502.3', '611.2a'], worksOff: true, untapStep: 'skip-once' },
  'stays-tapped': { words: { en: ['kept-tapped'], ja: ['タップ状態のままにする'], fr: ['reste-engagé'] }, rules: ['502.3'], worksOff: true, untapStep: 'chosen' },
  'double-damage': {
    words: { en: ['double damage'], ja: ['ダメージ倍加', 'ダメージ2倍'], fr: ['blessures doublées', 'double blessures'] },
    rules: ['614.1a'],
    cite: 'mtg.damage.doubling',
    worksOff: true,
    doublesDamage: true,
  },
  infect: {
    words: { ja: ['感染'], fr: ['infection'] },
    rules: ['702.90b', '702.90c', '120.3b', '120.3d'],
    cite: 'mtg.kw.infect',
    damageAs: { creature: '-1/-1', player: 'poison' },
    damageRules: { creature: ['702.90c', '120.3d'], player: ['702.90b', '120.3b'] },
  },
  wither: { words: { ja: ['萎縮'], fr: ['flétrissure'] }, rules: ['702.80a', '120.3d'], cite: 'mtg.kw.wither', damageAs: { creature: '-1/-1' } },
  vigilance: { words: { ja: ['警戒'], fr: ['vigilance'] }, rules: ['702.20b', '508.1f'], attacksUntapped: true },
  haste: { words: { ja: ['速攻'], fr: ['célérité'] }, rules: ['702.10b', '302.6'], attacksWhileSick: true },
  // flash changes when its spell may be cast (702.8a, engine/mtg/timing.ts); hexproof and shroud who may target it
  // (702.11b, 702.18a, engine/mtg/targeting.ts): they work on any permanent
  flash: { words: { ja: ['瞬速'], fr: ['flash'] }, rules: ['702.8a'], cite: 'mtg.kw.flash', worksOff: true, flash: true },
  hexproof: {
    words: { ja: ['呪禁'], fr: ['défense-talismanique', 'défense talismanique'] },
    rules: ['702.11b'],
    cite: 'mtg.kw.hexproof',
    worksOff: true,
    untargetable: 'opponents',
  },
  shroud: { words: { ja: ['被覆'], fr: ['linceul'] }, rules: ['702.18a'], cite: 'mtg.kw.shroud', worksOff: true, untargetable: 'all' },
  // card types, like `artifact` below: they add to what the permanent is (an enchantment creature, a land creature)
  enchantment: { words: { ja: ['エンチャント'], fr: ['enchantement'] }, rules: ['205.2a', '702.16a'], worksOff: true, cardType: 'enchantment' },
  land: { words: { ja: ['土地'], fr: ['terrain'] }, rules: ['205.2a', '702.16a'], worksOff: true, cardType: 'land' },
  sick: { words: { en: ['summoning-sick', 'new'], ja: ['召喚酔い'], fr: ['mal-d-invocation', 'nouvelle'] }, rules: ['302.6'], starts: 'sick' },
  unpreventable: { words: { en: ['cant-be-prevented'], ja: ['軽減不可'], fr: ['impossible-à-prévenir'] }, rules: ['615.12'], unpreventable: true },
  'prevents-damage': { words: { en: ['damage-prevented'], ja: ['ダメージ軽減'], fr: ['prévient-les-blessures'] }, rules: ['615.1'], preventsDamageTo: 'all' },
  'prevents-combat-damage': { words: { en: ['combat-damage-prevented'], ja: ['戦闘ダメージ軽減'], fr: ['prévient-les-blessures-de-combat'] }, rules: ['615.1'], preventsDamageTo: 'combat' },
  'cant-block': {
    words: { en: ["can't-block"], ja: ['ブロック不可'], fr: ['ne-peut-pas-bloquer'] },
    rules: ['509.1b'],
    drawback: true,
    forbidsBlock: (v, b) => v.has(b, 'cant-block'),
  },
  'cant-block-alone': {
    words: { en: ["can't-block-alone"], ja: ['単独ではブロックできない'], fr: ['ne-peut-pas-bloquer-seule'] },
    rules: ['509.1b'],
    drawback: true,
    blocksWithOthers: true,
    violation: 'block-alone',
  },
  'cant-attack-alone': {
    words: { en: ["can't-attack-alone"], ja: ['単独では攻撃できない'], fr: ['ne-peut-pas-attaquer-seule'] },
    rules: ['508.1c'],
    drawback: true,
    attacksWithOthers: true,
    violation: 'attack-alone',
  },
  // Tromokratis: a tapped creature of the defending player can't block, so then it can't be blocked at all
  'blocked-only-by-all': {
    words: { en: ['unblockable-unless-all'], ja: ['全員でなければブロックされない'], fr: ['bloquée-seulement-par-toutes'] },
    rules: ['509.1b'],
    blockedOnlyByAll: true,
    violation: 'blocked-only-by-all',
  },
  legendary: { words: { ja: ['伝説の', '伝説'], fr: ['légendaire'] }, rules: ['205.4d', '704.5j'], worksOff: true, legendary: true },
  'cant-lose': { words: { en: ['cannot-lose'], ja: ['敗北しない'], fr: ['ne-peut-pas-perdre'] }, rules: ['104.3', '810.8a'], worksOff: true, cantLose: true },
  'restart-on-loss': { words: { en: ['lichs-mirror'], ja: ['敗北の置換', 'リッチの鏡'], fr: ['défaite-remplacée', 'miroir-de-la-liche'] }, rules: ['614.1a', '704.7'], worksOff: true, replacesGameLoss: true },
  'no-zero-life-loss': { words: { en: ['zero-life-ok'], ja: ['ライフ0で敗北しない'], fr: ['pas-de-défaite-à-zéro'] }, rules: ['704.5a', '810.8a'], worksOff: true, keepsAtZeroLife: true },
  'pt-creatures': { words: { en: ['count-creatures'], ja: ['クリーチャーの数'], fr: ['nombre-de-créatures'] }, rules: ['604.3', '208.2', '613.4a'], ptCount: 'creatures' },
  'pt-hand': { words: { en: ['count-hand'], ja: ['手札の枚数'], fr: ['nombre-de-cartes-en-main'] }, rules: ['604.3', '208.2', '613.4a'], ptCount: 'hand' },
  token: { words: { ja: ['トークン'], fr: ['jeton'] }, rules: ['111.1', '111.7', '704.5d'], worksOff: true, token: true },
  unblockable: {
    words: { en: ['cant-be-blocked'], ja: ['ブロックされない'], fr: ['imblocable'] },
    rules: ['509.1b'],
    forbidsBlock: (v, _b, a) => v.has(a, 'unblockable'),
  },
  'block-any': { words: { en: ['block-any-number'], ja: ['何体でもブロック'], fr: ['bloque-nimporte-quel-nombre'] }, rules: ['509.1b', '702.1'], blocksAny: true },
  'blocks-only-flying': {
    words: { en: ['block-only-flyers'], ja: ['飛行のみブロック'], fr: ['bloque-seulement-vol'] },
    rules: ['509.1b'],
    forbidsBlock: (v, b, a) => v.has(b, 'blocks-only-flying') && !v.has(a, 'flying'),
  },
  // 702.93a / 702.79a: only if it had no counter of that kind as it died (it looks back, 603.10a)
  undying: {
    words: { ja: ['不死'], fr: ['immortalité'] },
    rules: ['702.93a'],
    cite: 'mtg.kw.undying',
    triggers: [
      trigger({ on: 'dies', self: true, rules: ['702.93a'], when: 'dies', fire: (ev, self, v) => (ev.id === self && v.countersOf(self)['+1/+1'] === 0 ? [{ effects: [], returns: '+1/+1' }] : []) }),
    ],
  },
  persist: {
    words: { ja: ['頑強'], fr: ['persistance'] },
    rules: ['702.79a'],
    cite: 'mtg.kw.persist',
    triggers: [
      trigger({ on: 'dies', self: true, rules: ['702.79a'], when: 'dies', fire: (ev, self, v) => (ev.id === self && v.countersOf(self)['-1/-1'] === 0 ? [{ effects: [], returns: '-1/-1' }] : []) }),
    ],
  },
  'exile-instead': { words: { en: ['rest-in-peace'], ja: ['代わりに追放'], fr: ['exil-à-la-place'] }, rules: ['614.1a', '614.6'], exileInstead: true },
  'double-life': { words: { en: ['boon-reflection'], ja: ['ライフ倍加'], fr: ['vie-doublée'] }, rules: ['614.1a', '120.4d'], worksOff: true, doublesLifeGain: true },
  'life-floor': { words: { en: ['worship'], ja: ['ライフ下限'], fr: ['vie-plancher'] }, rules: ['614.1a', '615.1'], worksOff: true, lifeFloor: true },
  'trample-pw': {
    words: { en: ['trample over planeswalkers', 'trample-over-planeswalkers'], ja: ['PWトランプル'], fr: ['piétinement-planeswalkers'] },
    rules: ['702.19c'],
    cite: 'mtg.kw.trample-planeswalker',
    tramples: 'planeswalkers',
  },
  forestwalk: landwalk('forestwalk', { en: ['forest-walk'], ja: ['森渡り'], fr: ['traversée-des-forêts'] }),
  islandwalk: landwalk('islandwalk', { en: ['island-walk'], ja: ['島渡り'], fr: ['traversée-des-îles'] }),
  swampwalk: landwalk('swampwalk', { en: ['swamp-walk'], ja: ['沼渡り'], fr: ['traversée-des-marais'] }),
  mountainwalk: landwalk('mountainwalk', { en: ['mountain-walk'], ja: ['山渡り'], fr: ['traversée-des-montagnes'] }),
  plainswalk: landwalk('plainswalk', { en: ['plains-walk'], ja: ['平地渡り'], fr: ['traversée-des-plaines'] }),
  // A requirement, not a restriction: the kernel checks it once all blocks are declared (509.1c).
  'must-be-blocked': {
    words: { en: ['must-be-blocked-if-able'], ja: ['可能ならブロックされる', 'ブロック強制'], fr: ['doit-être-bloquée', 'doit-être-bloqué'] },
    rules: ['509.1c'],
    mustBeBlocked: true,
  },
  // A card type, written with the keywords because it adds to creature/planeswalker rather than replacing it.
  artifact: { words: { ja: ['アーティファクト'], fr: ['artefact'] }, rules: ['205.2a', '702.16a'], worksOff: true, cardType: 'artifact' },
  // Lifeline: whenever a creature dies, if another creature is on the battlefield, it returns at the next end step.
  // The "if" is checked as it triggers (603.4), looking back: creatures dying at the same time count (603.10a).
  lifeline: {
    words: { en: ['return-dead-at-end'], ja: ['命綱'], fr: ['ligne-de-vie'] },
    rules: ['603.4', '603.7a', '513.1a'],
    worksOff: true,
    triggers: [trigger({ on: 'dies', rules: ['603.4', '603.10a'], when: 'creature-dies', fire: (ev, _self, v) => (v.otherCreature(ev.id, true) ? [{ effects: [], bringBack: ev.id }] : []) })],
  },
  // Replacement effects of drawing and of life gain (engine/mtg/zones.ts): on any permanent, for its controller
  'draw-to-return': {
    words: { en: ['draw-from-graveyard'], ja: ['ドローを墓地回収に'], fr: ['pioche-au-cimetière'] },
    rules: ['121.6', '614.1a'],
    worksOff: true,
    drawInstead: 'return-from-graveyard',
  },
  'life-to-cards': {
    words: { en: ['draw-instead-of-life'], ja: ['ライフをドローに'], fr: ['vie-en-pioche'] },
    rules: ['614.1a', '121.7'],
    worksOff: true,
    lifeGainInstead: 'draw',
  },
  // "can't" effects (engine/mtg/cant.ts): the "can't" wins over whatever would make it happen (101.2)
  'no-life-gain': {
    words: { en: ['players-cant-gain-life', 'cant-gain-life'], ja: ['ライフを得られない'], fr: ['pas-de-gain-de-vie'] },
    rules: ['119.7', '101.2'],
    worksOff: true,
    barsLifeGain: 'all',
  },
  'opponents-no-life-gain': {
    words: { en: ['opponents-cant-gain-life'], ja: ['対戦相手はライフを得られない'], fr: ['adversaires-sans-gain-de-vie'] },
    rules: ['119.7', '101.2'],
    worksOff: true,
    barsLifeGain: 'opponents',
  },
  'no-counters': {
    words: { en: ['cant-have-counters'], ja: ['カウンターを置けない'], fr: ['sans-marqueurs'] },
    rules: ['101.2', '122.1'],
    worksOff: true,
    noCounters: true,
  },
  'opponents-cant-cast': {
    words: { en: ['opponents-cant-cast-spells'], ja: ['対戦相手は呪文を唱えられない'], fr: ['adversaires-sans-sorts'] },
    rules: ['101.2', '601.2'],
    worksOff: true,
    barsCasting: 'opponents',
  },
  'player-hexproof': {
    words: { en: ['you-have-hexproof'], ja: ['あなたは呪禁を持つ'], fr: ['joueur-défense-talismanique'] },
    rules: ['702.11c'],
    cite: 'mtg.kw.hexproof',
    worksOff: true,
    givesPlayerHexproof: true,
  },
  // subtypes of enchantment and artifact (engine/mtg/attachments.ts): what falls off and what stays (704.5m–n)
  aura: { words: { ja: ['オーラ'], fr: ['aura'] }, rules: ['303.4', '704.5m'], worksOff: true, attachment: 'aura' },
  equipment: { words: { ja: ['装備品'], fr: ['équipement'] }, rules: ['301.5', '704.5n'], worksOff: true, attachment: 'equipment' },
  toxic: { words: { ja: ['毒性'], fr: ['toxique'] }, rules: ['702.164c', '702.164b'], cite: 'mtg.kw.toxic', amount: true, combatPoison: true },
  // 702.70a: a triggered ability on its combat damage to a player, who gets N poison counters
  poisonous: {
    words: { ja: ['有毒'], fr: ['venimeux', 'venimeuse'] },
    rules: ['702.70a'],
    cite: 'mtg.kw.poisonous',
    amount: true,
    triggers: [
      trigger({
        on: 'deals-damage',
        self: true,
        rules: ['702.70a'],
        when: 'combat-damage',
        fire: (ev, self, v) => (ev.source === self && ev.combat && ev.toPlayer ? [{ effects: [{ kind: 'poison', amount: v.amountOf(self, 'poisonous'), targets: [ev.to] }] }] : []),
      }),
    ],
  },
  // a requirement: checked once attackers are declared (508.1d)
  'must-attack': { words: { en: ['attacks-each-combat'], ja: ['可能なら攻撃する', '攻撃強制'], fr: ['attaque-si-possible'] }, rules: ['508.1d'], mustAttack: true },
  // evasion (509.1b): who may block a creature with it
  fear: {
    words: { ja: ['畏怖'], fr: ['peur'] },
    rules: ['702.36b', '509.1b'],
    forbidsBlock: (v, b, a) => v.has(a, 'fear') && !v.has(b, 'artifact') && !v.colors(b).includes('black'),
  },
  intimidate: {
    words: { ja: ['威嚇'], fr: ['intimidation'] },
    rules: ['702.13b', '509.1b'],
    forbidsBlock: (v, b, a) => v.has(a, 'intimidate') && !v.has(b, 'artifact') && !v.colors(b).some((c) => v.colors(a).includes(c)),
  },
  // both ways: only a creature with shadow blocks one, and it blocks only those (702.28b)
  shadow: { words: { ja: ['シャドー'], fr: ['ombre'] }, rules: ['702.28b', '509.1b'], forbidsBlock: (v, b, a) => v.has(a, 'shadow') !== v.has(b, 'shadow') },
  horsemanship: {
    words: { ja: ['馬術'], fr: ['équitation'] },
    rules: ['702.31b', '509.1b'],
    forbidsBlock: (v, b, a) => v.has(a, 'horsemanship') && !v.has(b, 'horsemanship'),
  },
  // 702.108a: whenever its controller casts a noncreature spell, it gets +1/+1 until end of turn
  prowess: {
    words: { ja: ['果敢'], fr: ['prouesse'] },
    rules: ['702.108a'],
    triggers: [
      trigger({
        on: 'spell-cast',
        rules: ['702.108a'],
        fire: (ev, self, v) => (ev.caster === v.controller(self) && !ev.types.includes('creature') ? [{ effects: [{ kind: 'pump', power: 1, toughness: 1, targets: ['self'] }] }] : []),
      }),
    ],
  },
  // 702.25a: each blocker without flanking gets -1/-1 until end of turn; one trigger per such blocker (702.25a is a
  // "becomes blocked by a creature" ability, 509.3d), whose effect names the blocker without targeting it
  flanking: {
    words: { ja: ['側面攻撃'], fr: ['attaque de flanc'] },
    rules: ['702.25a'],
    cite: 'mtg.kw.flanking',
    triggers: [
      trigger({
        on: 'becomes-blocked',
        self: true,
        rules: ['702.25a', '509.3d'],
        fire: (ev, self, v) =>
          ev.id === self ? ev.by.filter((b) => !v.has(b, 'flanking')).map((b) => ({ effects: [{ kind: 'pump', power: -1, toughness: -1, targets: [b] }], untargeted: true })) : [],
      }),
    ],
  },
  // 702.45a: +N/+N until end of turn whenever it blocks or becomes blocked — once each combat however many creatures
  // it blocks or is blocked by (509.3a, 509.3c)
  bushido: {
    words: { ja: ['武士道'], fr: ['bushido'] },
    rules: ['702.45a'],
    cite: 'mtg.kw.bushido',
    amount: true,
    triggers: (['blocks', 'becomes-blocked'] as const).map((on) =>
      trigger({
        on,
        self: true,
        rules: ['702.45a', on === 'blocks' ? '509.3a' : '509.3c'],
        fire: (ev, self, v) => (ev.id === self ? [{ effects: [{ kind: 'pump', power: v.amountOf(self, 'bushido'), toughness: v.amountOf(self, 'bushido'), targets: ['self'] }] }] : []),
      }),
    ),
  },
  // 702.83a: on any permanent — a lone attacker (506.5) of its controller's is pumped +1/+1 for the turn; each
  // permanent with it triggers on its own
  exalted: {
    words: { ja: ['賛美'], fr: ['exaltation'] },
    rules: ['702.83a'],
    cite: 'mtg.kw.exalted',
    worksOff: true,
    triggers: [
      trigger({
        on: 'attacks',
        rules: ['702.83a', '702.83b', '506.5'],
        fire: (ev, self, v) => (ev.alone && v.controller(ev.id) === v.controller(self) ? [{ effects: [{ kind: 'pump', power: 1, toughness: 1, targets: [ev.id] }], untargeted: true }] : []),
      }),
    ],
  },
  // Bands, blocks and who divides combat damage: engine/mtg/banding.ts. The official names: バンド, formation de bandes.
  banding: { words: { ja: ['バンド'], fr: ['formation de bandes', 'formation-de-bandes'] }, rules: ['702.22c', '702.22h', '702.22j', '702.22k'], cite: 'mtg.combat.banding' },
  // Abilities that work only from the hand, a graveyard, the stack or deck construction (113.6b): a card read by
  // name keeps them (engine/mtg/oracle.ts), and the permanent of a scenario does nothing with them.
  cycling: elsewhere('hand', '702.29a', { ja: ['サイクリング'], fr: ['recyclage'] }),
  morph: elsewhere('hand', '702.37a', { ja: ['変異'], fr: ['mue'] }),
  flashback: elsewhere('graveyard', '702.34a', { ja: ['フラッシュバック'], fr: ['flashback'] }),
  unearth: elsewhere('graveyard', '702.84a', { ja: ['蘇生'], fr: ['exhumation'] }),
  ninjutsu: elsewhere('hand', '702.49a', { ja: ['忍術'], fr: ['ninjutsu'] }),
  convoke: elsewhere('stack', '702.51a', { ja: ['召集'], fr: ['convocation'] }),
  delve: elsewhere('stack', '702.66a', { ja: ['探査'], fr: ['fouille'] }),
  improvise: elsewhere('stack', '702.126a', { ja: ['即席'], fr: ['improvisation'] }),
  affinity: elsewhere('stack', '702.41a', { ja: ['親和'], fr: ['affinité'] }),
  evoke: elsewhere('stack', '702.74a', { ja: ['想起'], fr: ['évocation'] }),
  suspend: elsewhere('hand', '702.62a', { ja: ['待機'], fr: ['suspension'] }),
  foretell: elsewhere('hand', '702.143a', { ja: ['予顕'], fr: ['prédiction'] }),
  buyback: elsewhere('stack', '702.27a', { ja: ['バイバック'], fr: ['rappel'] }),
  embalm: elsewhere('graveyard', '702.128a', { ja: ['不朽'], fr: ['embaumement'] }),
  eternalize: elsewhere('graveyard', '702.129a', { ja: ['永遠'], fr: ['éternalisation'] }),
  scavenge: elsewhere('graveyard', '702.97a', { ja: ['活用'], fr: ['récupération'] }),
  transmute: elsewhere('hand', '702.53a', { ja: ['変成'], fr: ['transmutation'] }),
  blitz: elsewhere('stack', '702.152a', { ja: ['奇襲'], fr: ['blitz'] }),
  spectacle: elsewhere('stack', '702.137a', { ja: ['絢爛'], fr: ['spectacle'] }),
  emerge: elsewhere('stack', '702.119a', { ja: ['現出'], fr: ['émergence'] }),
  partner: elsewhere('deck', '702.124a', { ja: ['共闘'], fr: ['partenariat'] }),
  miracle: elsewhere('hand', '702.94a', { ja: ['奇跡'], fr: ['miracle'] }),
  plot: elsewhere('hand', '702.170a', { ja: ['計画'], fr: ['complot'] }),
  reinforce: elsewhere('hand', '702.77a', { ja: ['増援'], fr: ['renfort'] }),
  dash: elsewhere('stack', '702.109a', { ja: ['疾駆'], fr: ['précipitation'] }),
  disturb: elsewhere('graveyard', '702.146a', { ja: ['降霊'], fr: ['perturbation'] }),
  megamorph: elsewhere('hand', '702.37b', { ja: ['大変異'], fr: ['mégamue'] }),
  'jump-start': elsewhere('graveyard', '702.133a', { ja: ['再活'], fr: ['relancer'] }),
  retrace: elsewhere('graveyard', '702.81a', { ja: ['回顧'], fr: ['pistage'] }),
  prowl: elsewhere('stack', '702.76a', { ja: ['徘徊'], fr: ['incursion'] }),
  surge: elsewhere('stack', '702.117a', { ja: ['怒涛'], fr: ['déferlement'] }),
  encore: elsewhere('graveyard', '702.141a', { ja: ['続演'], fr: ['encore'] }),
  typecycling: elsewhere('hand', '702.29e', { ja: ['タイプサイクリング'], fr: ['recyclage de type'] }),
  // abilities of a spell as it is cast or resolves, or of its card in the hand or exile: a scenario casts a spell once,
  // as written, so they change nothing there (copies, extra modes and costs are not modelled)
  storm: elsewhere('stack', '702.40a', { ja: ['ストーム'], fr: ['tempête'] }),
  cascade: elsewhere('stack', '702.85a', { ja: ['続唱'], fr: ['cascade'] }),
  rebound: elsewhere('stack', '702.88a', { ja: ['反復'], fr: ['rebond'] }),
  madness: elsewhere('hand', '702.35a', { ja: ['マッドネス'], fr: ['folie'] }),
  // French: « imprégnation » (« transfert » is channel's French name)
  splice: elsewhere('hand', '702.47a', { en: ['splice-onto-arcane'], ja: ['連繋'], fr: ['imprégnation', 'imprégnation-d-arcane'] }),
  overload: elsewhere('stack', '702.96a', { ja: ['超過'], fr: ['surcharge'] }),
  fuse: elsewhere('hand', '702.102a', { ja: ['融合'], fr: ['fusion'] }),
  conspire: elsewhere('stack', '702.78a', { ja: ['共謀'], fr: ['conspiration'] }),
  entwine: elsewhere('stack', '702.42a', { ja: ['双呪'], fr: ['enlacement'] }),
  replicate: elsewhere('stack', '702.56a', { ja: ['複製'], fr: ['réplique'] }),
  cipher: elsewhere('stack', '702.99a', { ja: ['暗号'], fr: ['chiffrement'] }),
  awaken: elsewhere('stack', '702.113a', { ja: ['覚醒'], fr: ['éveil'] }),
  // paid as the spell is cast: `cast A Burst Lightning kicked` (the card's kicked text, 702.33d); nothing else uses it
  kicker: { ...elsewhere('stack', '702.33a', { ja: ['キッカー'], fr: ['kicker'] }), kicker: true },
  // a spell that can't be countered (101.2): a counterspell targeting it resolves, and it stays on the stack (counterspells.ts)
  // 702.61a–b: checked as a spell is cast or an ability activated (engine/mtg/counterspells.ts); triggers still go on the stack
  'split-second': { words: { ja: ['刹那'], fr: ['second-partagé', 'deuxième-souffle'] }, rules: ['702.61a', '702.61b'], worksOff: true, locksStack: true },
  'cant-be-countered': { words: { en: ['uncounterable'], ja: ['打ち消されない'], fr: ['ne-peut-pas-être-contré', 'incontrable'] }, rules: ['101.2', '701.5a'], worksOff: true, uncounterable: true },
  // 702.73a: every creature type, in every zone; nothing in the engine reads creature types yet, so it changes no outcome
  // 702.118b: no creature with greater power can block it (power as the block is declared)
  skulk: { words: { ja: ['忍び寄り'], fr: ['furtivité'] }, rules: ['702.118b', '509.1b'], forbidsBlock: (v, b, a) => v.has(a, 'skulk') && v.power(b) > v.power(a) },
  // 614.1c: "enters tapped", "enters with N +1/+1 counters on it" — only when it enters during the scenario
  'enters-tapped': { words: { en: ['etb-tapped'], ja: ['タップ状態で戦場に出る'], fr: ['arrive-engagé', 'arrive-engagée'] }, rules: ['614.1c'], worksOff: true, entersTapped: true },
  // 614.12: a replacement effect on how other permanents enter; it doesn't see its own permanent entering
  'permanents-enter-tapped': { words: { en: ['all-enter-tapped'], ja: ['パーマネントはタップ状態で戦場に出る'], fr: ['les-permanents-arrivent-engagés'] }, rules: ['614.12', '614.1c'], worksOff: true, othersEnterTapped: true },
  // 707.5, 616.1c: a copy effect on entering, applied before the other replacements on entering
  'creatures-enter-as-copy': { words: { en: ['enter-as-copy-of-this'], ja: ['クリーチャーはこれのコピーとして戦場に出る'], fr: ['les-créatures-arrivent-en-copie'] }, rules: ['707.5', '616.1c'], othersEnterAsCopy: true },
  // 608.3e: a "can't" on entering (101.2): a land that can't enter stays where it was; a spell goes to the graveyard
  'lands-cant-enter': { words: { en: ['no-lands-enter'], ja: ['土地は戦場に出られない'], fr: ['les-terrains-ne-peuvent-pas-arriver'] }, rules: ['608.3e', '101.2'], worksOff: true, barsLandsEntering: true },
  // 702.24a: at the beginning of its controller's upkeep, an age counter, then N life for each or sacrifice it
  'cumulative-upkeep': {
    words: { ja: ['累加アップキープ'], fr: ['entretien cumulatif', 'entretien-cumulatif'] },
    rules: ['702.24a', '702.24b'],
    amount: true,
    worksOff: true,
    triggers: [ageCounterTrigger('cumulative-upkeep')],
  },
  // 614.1c, 614.12: a choice made as it enters (for a token copy, as the token is created)
  'pro-chosen-color': { words: { en: ['choose-color-protection'], ja: ['選んだ色からのプロテクション'], fr: ['protection-de-la-couleur-choisie'] }, rules: ['614.12', '614.1c', '702.16a'], choosesColorAsEnters: true },
  // 614.1a: a replacement of the token-creating event; its entering is an event inside it, replaced after (616.1g)
  'double-tokens': { words: { en: ['twice-as-many-tokens'], ja: ['トークン倍加'], fr: ['jetons-doublés'] }, rules: ['614.1a', '616.1g'], worksOff: true, doublesTokens: true },
  'enters-with': { words: { en: ['etb-counters'], ja: ['カウンターを置いて戦場に出る'], fr: ['arrive-avec-marqueurs'] }, rules: ['614.1c', '122.6'], amount: true, entersWith: '+1/+1' },
  changeling: { words: { ja: ['多相'], fr: ['changelin'] }, rules: ['702.73a'], worksOff: true },
  // 508.1c: a restriction on attacking, checked against the player it attacks (or the planeswalker's controller)
  'attacks-only-if-island': { words: { en: ['needs-island'], ja: ['島がなければ攻撃できない'], fr: ['attaque-seulement-si-île'] }, rules: ['508.1c'], drawback: true, attacksOnlyIf: 'island' },
  // 702.135a: as it dies, N Spirit tokens for its controller — 1/1, white and black, flying
  afterlife: {
    words: { ja: ['死後'], fr: ['au-delà'] },
    rules: ['702.135a'],
    amount: true,
    triggers: [
      trigger({
        on: 'dies',
        self: true,
        rules: ['702.135a', '603.6c'],
        when: 'dies',
        fire: (ev, self, v) =>
          ev.id === self ? [{ effects: Array.from({ length: v.amountOf(self, 'afterlife') }, (): Effect => ({ kind: 'create', power: 1, toughness: 1, targets: [v.controller(self)], token: { colors: ['white', 'black'], keywords: ['flying'] } })) }] : [],
      }),
    ],
  },
  // 702.43a: it enters with N +1/+1 counters; as it dies, its controller may move that many to a target artifact creature
  modular: {
    words: { ja: ['モジュラー'], fr: ['modulaire'] },
    rules: ['702.43a'],
    amount: true,
    entersWith: '+1/+1',
    triggers: [
      trigger({
        on: 'dies',
        self: true,
        rules: ['702.43a', '603.10a'],
        when: 'dies',
        fire: (ev, self, v) => {
          const n = ev.id === self ? v.countersOf(self)['+1/+1'] : 0;
          return n > 0 ? [{ effects: [{ kind: 'put', amount: n, counter: '+1/+1', targets: [], choose: 'artifact-creature', optional: true }] }] : [];
        },
      }),
    ],
  },
  // 702.130a: whenever it becomes blocked, the defending player loses N life
  afflict: {
    words: { ja: ['苦悩'], fr: ['affliction'] },
    rules: ['702.130a'],
    amount: true,
    triggers: [
      trigger({
        on: 'becomes-blocked',
        self: true,
        rules: ['702.130a', '509.3c'],
        fire: (ev, self, v) => (ev.id === self && ev.by.length > 0 ? [{ effects: [{ kind: 'lose-life', amount: v.amountOf(self, 'afflict'), targets: [v.controller(ev.by[0]!)] }], untargeted: true }] : []),
      }),
    ],
  },
  // creatures' abilities of casting (113.6b): cast as an Aura (bestow), with copies paid for (squad), as a smaller prototype
  bestow: elsewhere('stack', '702.103a', { ja: ['授与'], fr: ['grâce'] }),
  squad: elsewhere('stack', '702.157a', { ja: ['分隊'], fr: ['escouade'] }),
  prototype: elsewhere('stack', '702.160a', { ja: ['試作'], fr: ['prototype'] }),
  // a requirement on every creature able to block it, checked once all blocks are declared (509.1c)
  'must-be-blocked-by-all': { words: { en: ['lure'], ja: ['ブロック可能なすべてのクリーチャーがブロックする'], fr: ['doit-être-bloquée-par-toutes'] }, rules: ['509.1c'], blockedByAll: true },
  // block restrictions by power (509.1b): Arlinn's Wolf, Amrou Kithkin, Brassclaw Orcs, Cyclops Tyrant
  'unblockable-power-le': powerLimit('unblockable-power-le', 'attacker', 'le', { en: ['evades-power-le'], ja: ['パワー以下にブロックされない'], fr: ['imblocable-force-max'] }),
  'unblockable-power-ge': powerLimit('unblockable-power-ge', 'attacker', 'ge', { en: ['evades-power-ge'], ja: ['パワー以上にブロックされない'], fr: ['imblocable-force-min'] }),
  'cant-block-power-ge': powerLimit('cant-block-power-ge', 'blocker', 'ge', { en: ["can't-block-power-ge"], ja: ['パワー以上をブロックできない'], fr: ['ne-bloque-pas-force-min'] }),
  'cant-block-power-le': powerLimit('cant-block-power-le', 'blocker', 'le', { en: ["can't-block-power-le"], ja: ['パワー以下をブロックできない'], fr: ['ne-bloque-pas-force-max'] }),
  // creatures' keywords read from Oracle text in the sixth stretch (oracle6a)
  // 702.54a: a replacement effect on entering (614.1c) — N +1/+1 counters if an opponent was dealt damage this turn
  bloodthirst: { words: { ja: ['狂喜'], fr: ['soif de sang', 'soif-de-sang'] }, rules: ['702.54a', '614.1c'], amount: true, entersWithIfOpponentDamaged: '+1/+1' },
  // 702.112a: combat damage it deals to a player while not yet renowned (checked again as it resolves, 603.4): N counters, renowned
  renown: {
    words: { ja: ['高名'], fr: ['renommée'] },
    rules: ['702.112a', '702.112b'],
    amount: true,
    triggers: [
      trigger({
        on: 'deals-damage',
        self: true,
        rules: ['702.112a', '603.4'],
        when: 'combat-damage',
        fire: (ev, self, v) => (ev.source === self && ev.combat && ev.toPlayer && !v.isRenowned(self) ? [{ effects: [{ kind: 'renown', amount: v.amountOf(self, 'renown'), targets: ['self'] }], untargeted: true }] : []),
      }),
    ],
  },
  // 702.105a: as it attacks a player whose life no other player's exceeds, a +1/+1 counter on it
  dethrone: {
    words: { ja: ['王位簒奪'], fr: ['détrônement'] },
    rules: ['702.105a'],
    triggers: [
      trigger({
        on: 'attacks',
        self: true,
        rules: ['702.105a', '508.3a'],
        fire: (ev, self, v) => (ev.id === self && v.mostLife(ev.target) ? [{ effects: [{ kind: 'put', amount: 1, counter: '+1/+1', targets: ['self'] }], untargeted: true }] : []),
      }),
    ],
  },
  // 702.23a: whenever it becomes blocked, +N/+N per blocker after the first, counted as it resolves (702.23b)
  rampage: {
    words: { ja: ['ランページ'], fr: ['saccage'] },
    rules: ['702.23a', '702.23b'],
    amount: true,
    triggers: [
      trigger({
        on: 'becomes-blocked',
        self: true,
        rules: ['702.23a', '509.3c'],
        fire: (ev, self, v) => (ev.id === self ? [{ effects: [{ kind: 'rampage', amount: v.amountOf(self, 'rampage'), targets: ['self'] }], untargeted: true }] : []),
      }),
    ],
  },
  // 702.123a: when it enters, N +1/+1 counters on it or N 1/1 Servo tokens — its controller's choice as it resolves
  fabricate: {
    words: { ja: ['製造'], fr: ['fabrication'] },
    rules: ['702.123a'],
    amount: true,
    triggers: [
      trigger({
        on: 'enters',
        self: true,
        rules: ['702.123a', '603.6a'],
        fire: (ev, self, v) => (ev.id === self ? [{ effects: [{ kind: 'fabricate', amount: v.amountOf(self, 'fabricate'), targets: ['self'] }], untargeted: true }] : []),
      }),
    ],
  },
  // --- keywords and named mechanics added in the seventh stretch (oracle7c)
  // 702.91a: as it attacks, every other attacking creature gets +1/+0 for the turn (the set fixed as it resolves, 611.2c)
  'battle-cry': {
    words: { en: ['battle cry'], ja: ['喊声'], fr: ['cri de guerre', 'cri-de-guerre'] },
    rules: ['702.91a'],
    triggers: [
      trigger({
        on: 'attacks',
        self: true,
        rules: ['702.91a', '508.3a'],
        fire: (ev, self) => (ev.id === self ? [{ effects: [{ kind: 'pump', power: 1, toughness: 0, targets: [], filter: { attacking: true, others: true } }], untargeted: true }] : []),
      }),
    ],
  },
  // 702.101a: each spell its controller casts — they may pay {W/B} (mana is not counted: a choice, assumed paid); each
  // opponent loses 1 life and they gain the total lost
  extort: {
    words: { ja: ['強請'], fr: ['extorsion'] },
    rules: ['702.101a'],
    worksOff: true,
    triggers: [
      trigger({
        on: 'spell-cast',
        rules: ['702.101a', '601.2i'],
        fire: (ev, self, v) =>
          ev.caster === v.controller(self)
            ? [{ effects: [{ kind: 'lose-life', amount: 1, targets: ['each-opponent'], optional: true }, { kind: 'gain-life', amountFrom: 'that', targets: ['you'] }], untargeted: true }]
            : [],
      }),
    ],
  },
  // 702.100a: a creature entering under its controller's control with greater power or toughness; the "if" is checked
  // as it triggers and again as it resolves (603.4), with the entering creature's last known P/T if it has left (603.10a)
  evolve: {
    words: { ja: ['進化'], fr: ['évolution'] },
    rules: ['702.100a'],
    triggers: [
      trigger({
        on: 'enters',
        rules: ['702.100a', '603.4'],
        fire: (ev, self, v) => {
          const bigger = (w: TriggerView) => w.power(ev.id) > w.power(self) || w.toughness(ev.id) > w.toughness(self);
          return ev.id !== self && v.isCreature(ev.id) && v.controller(ev.id) === v.controller(self) && bigger(v)
            ? [{ effects: [{ kind: 'put', amount: 1, counter: '+1/+1', targets: ['self'] }], untargeted: true, still: bigger }]
            : [];
        },
      }),
    ],
  },
  // 702.30a: at the beginning of its controller's upkeep, if it came under their control since their last upkeep (the
  // status `since-last-upkeep`, written on it as the scenario starts), sacrifice it unless they pay its echo cost —
  // mana is not counted, so a choice left to them (engine/mtg/upkeep-costs.ts); N is the cost's mana value
  echo: {
    words: { ja: ['エコー'], fr: ['écho'] },
    rules: ['702.30a'],
    amount: true,
    triggers: [
      trigger({
        on: 'step-begins',
        step: 'upkeep',
        rules: ['702.30a', '503.1'],
        fire: (ev, self, v) =>
          ev.step === 'upkeep' && ev.turnOf.includes(v.controller(self)) && v.has(self, 'since-last-upkeep')
            ? [{ effects: [{ kind: 'sacrifice-unless', amount: v.amountOf(self, 'echo'), targets: ['self'] }], untargeted: true }]
            : [],
      }),
    ],
  },
  // 702.98a: a choice as it enters (engine/mtg/entering-choices.ts), and while it has a +1/+1 counter it can't block
  unleash: {
    words: { ja: ['解鎖'], fr: ['déchaînement'] },
    rules: ['702.98a'],
    counterAsEnters: 'or-nothing',
    forbidsBlock: (v, b) => v.has(b, 'unleash') && v.countersOf(b)['+1/+1'] > 0,
    violation: 'unleashed',
  },
  // 702.136a: as it enters, an additional +1/+1 counter or haste — its controller's choice (engine/mtg/entering-choices.ts)
  riot: { words: { ja: ['暴動'], fr: ['émeute'] }, rules: ['702.136a'], counterAsEnters: 'or-haste' },
  // 702.26a: it phases out or in during its controller's untap step, a turn-based action before the scenario's turn
  // begins: within the turn a scenario plays it changes nothing (a phased-out permanent is written `phased-out`)
  phasing: { words: { ja: ['フェイジング'], fr: ['phasing'] }, rules: ['702.26a', '502.1'], worksOff: true },
  // 702.134a: as it attacks, a +1/+1 counter on a target attacking creature with less power than it
  mentor: {
    words: { ja: ['教導'], fr: ['mentor'] },
    rules: ['702.134a'],
    triggers: [
      trigger({
        on: 'attacks',
        self: true,
        rules: ['702.134a', '508.3a'],
        fire: (ev, self) => (ev.id === self ? [{ effects: [{ kind: 'put', amount: 1, counter: '+1/+1', targets: [], choose: 'weaker-attacking-creature' }] }] : []),
      }),
    ],
  },
  // 702.110a: when it enters, its controller may sacrifice a creature (engine/mtg/exploit.ts); its "when this exploits a
  // creature" ability is a printed trigger (`exploits`, 702.110b)
  exploit: {
    words: { ja: ['濫用'], fr: ['exploitation'] },
    rules: ['702.110a'],
    triggers: [
      trigger({
        on: 'enters',
        self: true,
        rules: ['702.110a', '603.6a'],
        fire: (ev, self) => (ev.id === self ? [{ effects: [{ kind: 'exploit', targets: ['self'] }], untargeted: true }] : []),
      }),
    ],
  },
  // 702.24a with a mana cost: N mana per age counter — mana is not counted, so a choice, assumed paid (upkeep-costs.ts)
  'cumulative-upkeep-mana': {
    words: { en: ['cumulative upkeep mana'], ja: ['累加アップキープ（マナ）'], fr: ['entretien cumulatif en mana', 'entretien-cumulatif-en-mana'] },
    rules: ['702.24a', '702.24b'],
    amount: true,
    worksOff: true,
    triggers: [ageCounterTrigger('cumulative-upkeep-mana')],
  },
  // 702.149a: it attacks beside a creature with greater power (both declared as attackers): a +1/+1 counter on it
  training: {
    words: { ja: ['訓練'], fr: ['entraînement'] },
    rules: ['702.149a'],
    triggers: [
      trigger({
        on: 'attacks',
        self: true,
        rules: ['702.149a', '508.3a'],
        fire: (ev, self, v) => {
          if (ev.id !== self) return [];
          for (const other of v.attackTargets().keys()) {
            if (other !== self && v.power(other) > v.power(self)) return [{ effects: [{ kind: 'put', amount: 1, counter: '+1/+1', targets: ['self'] }], untargeted: true }];
          }
          return [];
        },
      }),
    ],
  },
  // 702.121a: as it attacks, +1/+1 for the turn per opponent its controller attacked with a creature this combat
  melee: {
    words: { ja: ['混戦'], fr: ['mêlée'] },
    rules: ['702.121a'],
    triggers: [
      trigger({
        on: 'attacks',
        self: true,
        rules: ['702.121a', '508.3a'],
        fire: (ev, self, v) => {
          if (ev.id !== self) return [];
          const attacked = new Set<string>();
          const you = v.controller(self);
          for (const [attacker, target] of v.attackTargets()) {
            if (v.controller(attacker) === you && v.isPlayer(target) && v.opponents(you).includes(target)) attacked.add(target);
          }
          return attacked.size > 0 ? [{ effects: [{ kind: 'pump', power: attacked.size, toughness: attacked.size, targets: ['self'] }], untargeted: true }] : [];
        },
      }),
    ],
  },
  // a status, as `sick` is: it came under its controller's control since the beginning of their last upkeep (702.30a)
  'since-last-upkeep': { words: { en: ['echo-due'], ja: ['前のアップキープ以降に出た'], fr: ['depuis-le-dernier-entretien'] }, rules: ['702.30a'], worksOff: true },
  // 702.52a: works only from the graveyard (a replacement of its owner's draws), never on the battlefield
  dredge: { ...elsewhere('graveyard', '702.52a', { ja: ['発掘'], fr: ['déterrement'] }), amount: true },
  // --- keywords and named mechanics added in the eighth stretch (oracle8c)
  // ward (702.21a), its French name « parade »: a mana cost (its mana value) or "Ward—Pay N life"
  ward: wardOf('ward', { ja: ['護法'], fr: ['parade'] }),
  // 702.46a: as it dies, its controller may put a Spirit card of their graveyard whose mana value is at most N (a
  // target) into their hand — itself too, being there already when the target is chosen (603.3d, 603.10a)
  soulshift: {
    words: { ja: ['魂転移'], fr: ['soulshift'] },
    rules: ['702.46a'],
    cite: 'mtg.kw.soulshift',
    amount: true,
    triggers: [
      trigger({
        on: 'dies',
        self: true,
        rules: ['702.46a', '603.6c'],
        when: 'dies',
        fire: (ev, self, v) =>
          ev.id === self ? [{ effects: [{ kind: 'return', targets: [], choose: 'spirit-card-in-your-graveyard', maxValue: v.amountOf(self, 'soulshift'), optional: true }] }] : [],
      }),
    ],
  },
  // 702.39a: as it attacks, its controller may have a target creature of its defending player untap and block it if able
  provoke: {
    words: { ja: ['挑発'], fr: ['provocation'] },
    rules: ['702.39a'],
    cite: 'mtg.kw.provoke',
    triggers: [
      trigger({
        on: 'attacks',
        self: true,
        rules: ['702.39a', '508.3a'],
        fire: (ev, self) => (ev.id === self ? [{ effects: [{ kind: 'provoke', targets: [], choose: 'defending-creature', optional: true }] }] : []),
      }),
    ],
  },
  // kicker on a permanent spell (702.33d): `cast A v=Academy Drake kicked` (`kicked:3` for three times, multikicker
  // 702.33c); its kicked text asks it as it enters — a replacement for counters (614.1c), a trigger's "if" (603.4)
  kicked: { words: { en: ['was-kicked'], ja: ['キッカー済み', 'キッカーされた'], fr: ['kické', 'kickée'] }, rules: ['702.33d'], amount: true, amountDefault: 1, worksOff: true, wasKicked: true },
  multikicker: { ...elsewhere('stack', '702.33c', { ja: ['多重キッカー'], fr: ['multikicker'] }), kicker: true },
  'kicked-enters-with': { words: { en: ['kicked-etb-counters'], ja: ['キッカーされたならカウンターを置いて戦場に出る'], fr: ['arrive-avec-marqueurs-si-kickée'] }, rules: ['702.33d', '614.1c', '122.6'], amount: true, entersWithIfKicked: '+1/+1' },
  'enters-with-per-kick': { words: { en: ['etb-counter-per-kick'], ja: ['キッカーした回数だけカウンターを置いて戦場に出る'], fr: ['arrive-avec-un-marqueur-par-kick'] }, rules: ['702.33c', '702.33d', '614.1c', '122.6'], entersWithPerKick: '+1/+1' },
  'ward-life': wardOf('ward-life', { en: ['ward pay life', 'ward-pay-life'], ja: ['護法（ライフ）', '護法ライフ'], fr: ['parade en points de vie', 'parade-points-de-vie'] }),
  // --- keywords and named mechanics added in the ninth stretch (oracle9c)
  // the Innistrad werewolves' front face: at the beginning of each upkeep, if no spells were cast last turn, it
  // transforms (603.4, 701.28a; engine/mtg/transform.ts) — the scenario says last turn's spells with `cast-last-turn=N`
  'transform-if-no-spells': werewolf({ en: ['werewolf-front', 'transforms-if-no-spells'], ja: ['呪文がなければ変身'], fr: ['transformation-sans-sort'] }, (counts) => counts.every((n) => n === 0)),
  // their back face: at the beginning of each upkeep, if a player cast two or more spells last turn, it transforms back
  // 702.145b–g: static abilities of a transforming card's two faces, following the game's day and night (728;
  // engine/mtg/day-night.ts): front face up by day, back face up by night, and no other way of transforming
  daybound: { words: { ja: ['日暮'], fr: ['diurne'] }, rules: ['702.145b', '702.145c', '702.145d'], followsDaytime: 'day' },
  nightbound: { words: { ja: ['夜明'], fr: ['nocturne'] }, rules: ['702.145e', '702.145f', '702.145g'], followsDaytime: 'night' },
  // 702.154a: the creature it enlisted as it attacked (engine/mtg/enlist.ts) gives it +X/+0 until end of turn, X its power
  enlist: {
    words: { ja: ['徴募'], fr: ['enrôlement'] },
    rules: ['702.154a'],
    enlists: true,
    triggers: [
      trigger({
        on: 'attacks',
        self: true,
        rules: ['702.154a', '607.2h'],
        fire: (ev, self, v) => {
          const tapped = ev.id === self ? v.enlistedBy(self) : undefined;
          return tapped !== undefined ? [{ effects: [{ kind: 'pump', power: v.power(tapped), toughness: 0, targets: ['self'] }], untargeted: true }] : [];
        },
      }),
    ],
  },
  // 702.115a: its combat damage to a player sends the top card of that player's library to exile
  ingest: {
    words: { ja: ['嚥下'], fr: ['ingestion'] },
    rules: ['702.115a'],
    triggers: [
      trigger({
        on: 'deals-damage',
        self: true,
        rules: ['702.115a'],
        when: 'combat-damage',
        fire: (ev, self) => (ev.source === self && ev.combat && ev.toPlayer ? [{ effects: [{ kind: 'exile-top', amount: 1, targets: [ev.to] }], untargeted: true }] : []),
      }),
    ],
  },
  // 702.32a: N fade counters as it enters; at the beginning of its controller's upkeep one is removed, or, with none
  // left, it is sacrificed (engine/mtg/fading.ts)
  fading: {
    words: { ja: ['消散'], fr: ['évanescence'] },
    rules: ['702.32a'],
    amount: true,
    fades: true,
    worksOff: true,
    triggers: [
      trigger({
        on: 'step-begins',
        step: 'upkeep',
        rules: ['702.32a', '503.1'],
        fire: (ev, self, v) => (ev.step === 'upkeep' && ev.turnOf.includes(v.controller(self)) ? [{ effects: [{ kind: 'fade', targets: ['self'] }], untargeted: true }] : []),
      }),
    ],
  },
  // 702.63a: N time counters as it enters; at the beginning of its controller's upkeep, if it has one, one is removed;
  // when the last is removed, it is sacrificed — a second triggered ability (engine/mtg/fading.ts)
  vanishing: {
    words: { ja: ['消失'], fr: ['disparition'] },
    rules: ['702.63a'],
    amount: true,
    vanishes: true,
    worksOff: true,
    triggers: [
      trigger({
        on: 'step-begins',
        step: 'upkeep',
        rules: ['702.63a', '503.1'],
        fire: (ev, self, v) =>
          ev.step === 'upkeep' && ev.turnOf.includes(v.controller(self)) && v.timeCounters(self) > 0
            ? [{ effects: [{ kind: 'vanish', targets: ['self'] }], untargeted: true, still: (w) => w.timeCounters(self) > 0 }]
            : [],
      }),
      trigger({
        on: 'last-time-counter',
        self: true,
        rules: ['702.63a'],
        fire: (ev, self) => (ev.id === self ? [{ effects: [{ kind: 'sacrifice', targets: ['self'] }], untargeted: true }] : []),
      }),
    ],
  },
  'transform-if-two-spells': werewolf({ en: ['werewolf-back', 'transforms-if-two-spells'], ja: ['呪文が2つ以上なら変身'], fr: ['transformation-deux-sorts'] }, (counts) => counts.some((n) => n >= 2)),
  // --- keywords and named mechanics added in the tenth stretch (oracle10d)
  // 702.104a: as it enters, its controller chooses an opponent, who may put N +1/+1 counters on it; `tribute-paid`
  // written on it (as `kicked` is) says they did, and "if tribute wasn't paid" asks it (702.104b)
  // 702.124i: the deck-building half (Commander) works before the game; its other half, "When this enters, target player may
  // search their library for [name] …", is read as the card's own enters ability beside it (oracle-templates.ts)
  'partner-with': elsewhere('deck', '702.124i', { ja: ['共闘（指定）'], fr: ['partenariat-avec'] }),
  // 702.82a: as it enters, its controller may sacrifice any number of creatures; N +1/+1 counters for each — the ones
  // written `devours=x,y` on it, else none (the choice shown)
  devour: { words: { ja: ['貪食'], fr: ['dévorement'] }, rules: ['702.82a'], amount: true, devours: true },
  // 702.131b: once its controller controls ten or more permanents, the city's blessing is theirs until the game ends
  ascend: { words: { ja: ['昇殿'], fr: ['ascension'] }, rules: ['702.131b', '702.131c'], worksOff: true, ascends: true },
  // 701.39d: "You may exert this as it attacks" — an optional cost to attack (508.1g); exerted, it won't untap during its
  // controller's next untap step (701.39a), and its "When you do, …" ability triggers. `no-exert` written on it declines
  exert: { words: { ja: ['消耗'], fr: ['épuisement'] }, rules: ['701.39a', '701.39d', '508.1g'], exerts: true },
  'no-exert': { words: { en: ['not-exerted'], ja: ['消耗しない'], fr: ['sans-épuisement'] }, rules: ['701.39d'], worksOff: true, declinesExert: true },
  // 702.38a: as it enters, its controller reveals cards of their hand that share a creature type with it, N +1/+1
  // counters for each — the written cards in hand that do (all of them: the usual choice), unwritten ones taken not to
  amplify: { words: { ja: ['増幅'], fr: ['amplification'] }, rules: ['702.38a'], amount: true, amplifies: true },
  tribute: { words: { ja: ['貢納'], fr: ['tribut'] }, rules: ['702.104a'], amount: true, tribute: true },
  'tribute-paid': { words: { en: ['paid-tribute'], ja: ['貢納済み'], fr: ['tribut-payé'] }, rules: ['702.104b'], worksOff: true, paidTribute: true },
  // the partner variants (702.124a): deck construction in Commander only, before the game begins
  'friends-forever': elsewhere('deck', '702.124j', { ja: ['永遠の友'], fr: ['amis pour toujours', 'amis-pour-toujours'] }),
  'choose-a-background': elsewhere('deck', '702.124k', { ja: ['背景を選ぶ'], fr: ['choisir un historique', 'choisir-un-historique'] }),
  // alternative costs of casting (601.2b, 601.2f–h): the spell cast with them, not the permanent, is what they change.
  // A mutating spell merges with a creature (702.140, 727): no action of the scenario casts one, so the reply says so
  mutate: elsewhere('stack', '702.140a', { ja: ['変容'], fr: ['mutation'] }),
  'more-than-meets-the-eye': elsewhere('stack', '702.162a', { ja: ['見た目以上'], fr: ['plus-qu-il-n-y-paraît'] }),
};

/** A werewolf's upkeep trigger: any player's upkeep, its "if" about last turn's spells checked as it triggers and as it resolves (603.4). */
function werewolf(words: KeywordRule['words'], quietOrBusy: (counts: readonly number[]) => boolean): KeywordRule {
  const holds = (v: TriggerView) => {
    const counts = v.spellsLastTurn();
    return counts !== undefined && quietOrBusy(counts);
  };
  return {
    words,
    rules: ['701.28a', '603.4'],
    asksLastTurn: true,
    triggers: [
      trigger({
        on: 'step-begins',
        step: 'upkeep',
        rules: ['701.28a', '603.4', '503.1'],
        fire: (ev, _self, v) => (ev.step === 'upkeep' && holds(v) ? [{ effects: [{ kind: 'transform', targets: ['self'] }], untargeted: true, still: holds }] : []),
      }),
    ],
  };
}

/** The hooks of an entry (everything but its words, rules and knowledge-base entry). */
export type Hook = Exclude<keyof KeywordRule, 'words' | 'rules' | 'cite'>;

// Asked for every blocker/attacker pair, every damage event and every rule event: the registry is walked once, here.
const ENTRIES = Object.entries(KEYWORD_RULES) as Array<[Keyword, KeywordRule]>;
const WITH = new Map<Hook, Keyword[]>();
const TRIGGERS_ON = new Map<EventKind, Array<[Keyword, KeywordTrigger]>>();
for (const [k, rule] of ENTRIES) {
  for (const h of Object.keys(rule) as Array<keyof KeywordRule>) {
    if (h === 'words' || h === 'rules' || h === 'cite') continue;
    WITH.set(h, [...(WITH.get(h) ?? []), k]);
  }
  for (const t of rule.triggers ?? []) TRIGGERS_ON.set(t.on, [...(TRIGGERS_ON.get(t.on) ?? []), [k, t]]);
}

/** The keywords that have this hook, in registry order. */
export const keywordsWith = (hook: Hook): readonly Keyword[] => WITH.get(hook) ?? [];

/** The first keyword `has` says the object has that has this hook (`abilityOf(k => …, 'indestructible')`), if any. */
export function abilityOf(has: (k: Keyword) => boolean, hook: Hook): Keyword | undefined {
  for (const k of WITH.get(hook) ?? []) if (has(k)) return k;
  return undefined;
}

/** The first of these keywords (an object's current or last known ones) that has this hook, if any; allocates nothing. */
export function abilityIn(keywords: ReadonlySet<Keyword> | undefined, hook: Hook): Keyword | undefined {
  if (keywords === undefined || keywords.size === 0) return undefined;
  for (const k of WITH.get(hook) ?? []) if (keywords.has(k)) return k;
  return undefined;
}

/** Every keyword `has` says the object has that has this hook. */
export function abilitiesOf(has: (k: Keyword) => boolean, hook: Hook): Keyword[] {
  return (WITH.get(hook) ?? []).filter(has);
}

/** What a rule asking for an object's keywords by hook may look at (the kernel implements it). */
export interface AbilityView {
  ability(id: string, hook: Hook): Keyword | undefined;
  abilities(id: string, hook: Hook): readonly Keyword[];
}

/** It deals combat damage in the first-strike step (first or double strike, 510.4). */
export const strikesFirst = (v: AbilityView, id: string): boolean => v.ability(id, 'strike') !== undefined;
/** It deals combat damage in both combat damage steps (double strike, 702.4b). */
export const strikesTwice = (v: AbilityView, id: string): boolean => v.abilities(id, 'strike').some((k) => KEYWORD_RULES[k].strike === 'double');
/** Its excess combat damage may go to a planeswalker's controller (trample over planeswalkers, 702.19c). */
export const tramplesOverPlaneswalkers = (v: AbilityView, id: string): boolean => v.abilities(id, 'tramples').some((k) => KEYWORD_RULES[k].tramples === 'planeswalkers');

/** The keyword triggers listening to this kind of event, in registry order. */
export const keywordTriggers = (on: EventKind): ReadonlyArray<[Keyword, KeywordTrigger]> => TRIGGERS_ON.get(on) ?? [];

/** The keywords of a blocker/attacker pair that forbid the block (509.1b). */
export function blockForbidden(v: BlockView, blocker: string, attacker: string): Keyword[] {
  const out: Keyword[] = [];
  for (const k of keywordsWith('forbidsBlock')) {
    if (KEYWORD_RULES[k].forbidsBlock!(v, blocker, attacker)) out.push(k);
  }
  return out;
}

const NO_CHANGE: { as?: '-1/-1' | 'poison'; keyword?: Keyword } = Object.freeze({});

/** What damage from a source with `has` does to a creature or a player (counters instead of damage, 120.3). */
export function damageResult(has: (k: Keyword) => boolean, recipient: 'creature' | 'player'): { as?: '-1/-1' | 'poison'; keyword?: Keyword } {
  for (const k of keywordsWith('damageAs')) {
    const as = KEYWORD_RULES[k].damageAs![recipient];
    if (as && has(k)) return { as, keyword: k };
  }
  return NO_CHANGE;
}

export function worksOff(k: Keyword): boolean {
  return KEYWORD_RULES[k].worksOff === true;
}

export function rulesOf(k: Keyword): string[] {
  return KEYWORD_RULES[k].rules;
}

/** The knowledge-base entry of a keyword, as a `cites` list. */
export function citesOf(k: Keyword): string[] {
  const c = KEYWORD_RULES[k].cite;
  return c ? [c] : [];
}

/** The rules behind damage from a source with `k` dealt to this kind of recipient (120.3b, 120.3d). */
export function damageRulesOf(k: Keyword, recipient: 'creature' | 'player'): string[] {
  return KEYWORD_RULES[k].damageRules?.[recipient] ?? rulesOf(k);
}
