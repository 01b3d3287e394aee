/**
 * Rule events (603.2): the moments of a game that triggered abilities wait for. The kernel emits one typed event
 * where each moment happens — an object enters, leaves or dies, a creature attacks, blocks or becomes blocked,
 * damage is dealt (one event per recipient and per source for each damage event, never per source and recipient
 * pair: 603.2c), counters are put, a player gains or loses life, a step begins — and every ability listening to
 * that kind of event decides whether it triggers:
 *
 * - printed abilities (`(dies: …)`, `(damaged: …)`): one entry per trigger word in `TRIGGER_KINDS` below;
 * - keyword abilities (undying, persist, lifeline, poisonous …): `triggers` of their entry in keywords.ts.
 *
 * The trace line of a triggered ability cites the rules of the ability that triggered (the entry's `rules`).
 * Adding a trigger word: an event here (if the moment is new) emitted where it happens, one entry in
 * `TRIGGER_KINDS`, its word in vocabulary.ts (`ABILITY_WHENS`, `abilityTerms`) and its `when.<word>` message in
 * commands/locales/{en,ja,fr}/engine-mtg.yaml.
 */
import type { Zone } from '../core/types.ts';
import type { AbilityWhen, CounterKind, Effect } from './scenario.ts';
import type { Color, Keyword, SpellType } from './vocabulary.ts';
import { abilityOf } from './keywords.ts';

/** The steps whose beginning is an event (603.2b). */
export type StepName = 'end' | 'combat' | 'upkeep' | 'end-of-combat';

/** Every rule event, by kind. */
export interface EventMap {
  /** A permanent enters the battlefield (603.6a): resolving as a permanent spell, or returning from a graveyard. */
  enters: { id: string };
  /** A permanent leaves the battlefield for `to` (603.6c); leaves-the-battlefield abilities look back (603.10a). */
  leaves: { id: string; to: Zone };
  /** A creature goes from the battlefield to a graveyard (700.4). */
  dies: { id: string };
  /** A creature is declared as an attacker (508.3a); `alone` when it is the only one (506.5). */
  attacks: { id: string; target: string; alone: boolean; attackers: number };
  /** No creature was declared as a blocker for this attacking creature (509.3g). */
  unblocked: { id: string };
  /** A creature is declared as a blocker (509.3a), of these attackers. */
  blocks: { id: string; attackers: string[] };
  /** A blocker blocks one attacking creature (509.3b): one event for each creature it blocks. */
  'blocks-creature': { id: string; attacker: string };
  /** An attacking creature becomes blocked (509.3c), by these blockers. */
  'becomes-blocked': { id: string; by: string[] };
  /** A player or permanent is dealt damage: once per damage event, whatever the number of sources (603.2c). */
  'dealt-damage': { to: string; amount: number; sources: string[]; combat: boolean };
  /** All a permanent source dealt in one damage event, every recipient together (603.2c: "whenever this deals damage" triggers once). */
  'source-damage': { source: string; amount: number; combat: boolean };
  /** A source deals damage to one recipient in a damage event (a permanent source only: `source` is its id). */
  'deals-damage': { source: string; to: string; amount: number; combat: boolean; toPlayer: boolean };
  /** A permanent becomes tapped (701.21a): tapped by an effect or a cost, attacking (508.1f), regenerated (701.15a). */
  'becomes-tapped': { id: string };
  /** A permanent becomes untapped (701.21b): by an effect. */
  'becomes-untapped': { id: string };
  /** Counters are put on a permanent (122.6). */
  counters: { id: string; counter: CounterKind; amount: number };
  /** A player gains life: one event per source and damage event (119.9, 702.15b). */
  'life-gained': { player: string; amount: number };
  /** A player loses life, damage included (119.3, 120.3a). */
  'life-lost': { player: string; amount: number };
  /** A spell is cast (601.2i), with its card types (an untyped `cast` is treated as an instant, as for its timing). */
  'spell-cast': { caster: string; types: readonly SpellType[]; targets: readonly string[]; colors: readonly Color[] };
  /** A spell or ability put on the stack targets this permanent (115.1, 601.2c, 602.2b, 603.3d); `by`: the spell's or ability's controller; `item`: its id on the stack (what ward counters, 702.21a). */
  'becomes-target': { id: string; by: string; spell: boolean; item: string };
  /** A step begins (603.2b). */
  'step-begins': { step: StepName; turnOf: readonly string[] };
  /** A player draws a card (121.1): one event per card (121.2). */
  draws: { player: string };
  /** A player discards a card (701.8): one event per card. */
  discards: { player: string };
  /** A permanent becomes monstrous (701.31a). */
  'becomes-monstrous': { id: string };
  /** A creature's exploit ability made its controller sacrifice `victim` (702.110b). */
  exploits: { id: string; victim: string };
  /** The last time counter is removed from a permanent (vanishing, 702.63a; engine/mtg/fading.ts). */
  'last-time-counter': { id: string };
  /** Its controller exerted the creature as it attacked (701.39d; engine/mtg/exert.ts). */
  exerted: { id: string };
}

export type EventKind = keyof EventMap;
export type RuleEvent = { [K in EventKind]: { kind: K } & EventMap[K] }[EventKind];
export type EventOf<K extends EventKind> = Extract<RuleEvent, { kind: K }>;

/** What an ability deciding whether it triggers may look at (the kernel implements it). */
export interface TriggerView {
  has(id: string, k: Keyword): boolean;
  controller(id: string): string;
  /** The players opposing this one (a Two-Headed Giant team's opponents, 810). */
  opponents(player: string): string[];
  isCreature(id: string): boolean;
  /** A player with the most life or tied for it (702.105a); false for a planeswalker or battle. */
  mostLife(id: string): boolean;
  /** It is renowned (702.112b). */
  isRenowned(id: string): boolean;
  /** It has this card type now (a land creature is a land too, 205.2a): landfall, "whenever an artifact enters". */
  hasType(id: string, t: SpellType): boolean;
  /** It has one of these creature types (205.3m, 702.73a), now or as it last existed. */
  ofSubtype(id: string, types: readonly string[]): boolean;
  /** Its counters now, or as it last existed on the battlefield (603.10a). */
  countersOf(id: string): Record<CounterKind, number>;
  /** The number of a keyword written with one (`toxic:2`, `bushido:1`; keywords.ts `amount`). */
  amountOf(id: string, k: Keyword): number;
  /** Another creature than `id` is on the battlefield (with `lookBack`: or left it in the same event, 603.10a). */
  otherCreature(id: string, lookBack: boolean): boolean;
  /** `source` dealt damage to `victim` this turn (as the object it is now: 400.7). */
  dealtDamageBy(victim: string, source: string): boolean;
  /** Its colours now (509.3f: a "blocked by a white creature" trigger looks at the blocker as it blocks). */
  colors(id: string): readonly Color[];
  /** Cards in a player's hand. */
  handSize(player: string): number;
  /** The creatures declared as attackers this turn, each with the player, planeswalker or battle it attacks (508.1). */
  attackTargets(): ReadonlyMap<string, string>;
  /** `id` is a player (not a planeswalker or battle). */
  isPlayer(id: string): boolean;
  /** Its power and toughness now, or as it last existed on the battlefield (evolve, 702.100a; 603.10a). */
  power(id: string): number;
  toughness(id: string): number;
  /** A state trigger of `id` waits to be put on the stack or is on it (603.8). */
  stateTriggerWaiting(id: string): boolean;
  /** Its time counters now (vanishing, 702.63a). */
  timeCounters(id: string): number;
  /** The creature it enlisted as it attacked (702.154a). */
  enlistedBy(id: string): string | undefined;
  /** Spells each player cast during the previous turn (`cast-last-turn=N`); undefined when the scenario doesn't say. */
  spellsLastTurn(): number[] | undefined;
}

/** When a printed triggered ability triggers: the event it listens to and whether this one is about it. */
export interface TriggerKind<K extends EventKind = EventKind> {
  on: K;
  /** It triggers only on events about its own object ("when this dies"), and is looked at before the others. */
  self?: true;
  /** "At the beginning of …": the step whose beginning it waits for (the kernel begins that step only when one waits). */
  step?: StepName;
  /** A state trigger (603.8): it triggers when the game state matches, and not again until it has left the stack. */
  state?: true;
  /** The rules of this kind of trigger, cited when it triggers. */
  rules: string[];
  matches(ev: EventOf<K>, self: string, v: TriggerView): boolean;
  /**
   * The other object (or player) of the event, which the ability's first effect may name as `that` ("destroy that
   * creature": the blocker, the creature that died, the player dealt damage); it names it without targeting it (115.10).
   */
  other?(ev: EventOf<K>, self: string): string[];
}

const kind = <K extends EventKind>(t: TriggerKind<K>): TriggerKind => t as unknown as TriggerKind;

/** "Whenever this becomes blocked by a [colour] creature": one event per blocker declared (its `blocks` event). */
function blockedBy(color: Color | undefined): TriggerKind {
  return kind({
    on: 'blocks',
    rules: color ? ['509.3d', '509.3f'] : ['509.3d'],
    matches: (ev, self, v) => ev.attackers.includes(self) && (color === undefined || v.colors(ev.id).includes(color)),
    other: (ev) => [ev.id],
  });
}

/** "Whenever this blocks a creature [with / without flying]": one event per attacker it blocks (509.3b), the keyword as blockers are declared (509.3f). */
function blocksCreature(keyword: Keyword | undefined, with_: boolean): TriggerKind {
  return kind({
    on: 'blocks-creature',
    self: true,
    rules: keyword ? ['509.3b', '509.3f'] : ['509.3b'],
    matches: (ev, self, v) => ev.id === self && (keyword === undefined || v.has(ev.attacker, keyword) === with_),
    other: (ev) => [ev.attacker],
  });
}

/** "Whenever you cast a [colour] spell": a spell of that colour, among others (105.2). */
function castColored(color: Color): TriggerKind {
  return kind({ on: 'spell-cast', rules: ['601.2i', '603.2', '105.2'], matches: (ev, self, v) => ev.caster === v.controller(self) && ev.colors.includes(color) });
}

/** The trigger words of printed abilities (`static` and `activated` are not triggers: 613, 602). */
export const TRIGGER_KINDS: Record<Exclude<AbilityWhen, 'static' | 'activated'>, TriggerKind> = {
  dies: kind({ on: 'dies', self: true, rules: ['603.6c', '603.10a', '700.4'], matches: (ev, self) => ev.id === self }),
  'creature-dies': kind({ on: 'dies', rules: ['603.6c', '603.10a', '700.4'], matches: () => true, other: (ev) => [ev.id] }),
  damaged: kind({ on: 'dealt-damage', self: true, rules: ['603.2', '603.2c'], matches: (ev, self) => ev.to === self }),
  // "… to a player, that player …": the player dealt damage is the event's other object
  'combat-damage': kind({ on: 'deals-damage', self: true, rules: ['603.2', '510.3a'], matches: (ev, self) => ev.source === self && ev.combat && ev.toPlayer, other: (ev) => [ev.to] }),
  attacks: kind({ on: 'attacks', self: true, rules: ['508.3a'], matches: (ev, self) => ev.id === self }),
  'life-gained': kind({ on: 'life-gained', rules: ['119.9', '603.2'], matches: (ev, self, v) => ev.player === v.controller(self) }),
  'end-step': kind({ on: 'step-begins', step: 'end', rules: ['603.2b', '513.1a'], matches: (ev) => ev.step === 'end' }),
  // "at the beginning of your end step": only in its controller's turn
  'your-end-step': kind({ on: 'step-begins', step: 'end', rules: ['603.2b', '513.1a'], matches: (ev, self, v) => ev.step === 'end' && ev.turnOf.includes(v.controller(self)) }),
  // "at the beginning of combat on your turn": the beginning of combat step, before attackers are declared (507.1)
  'your-combat': kind({ on: 'step-begins', step: 'combat', rules: ['603.2b', '507.1'], matches: (ev, self, v) => ev.step === 'combat' && ev.turnOf.includes(v.controller(self)) }),
  // "whenever another creature you control enters / dies", "whenever another creature dies"
  'ally-enters': kind({ on: 'enters', rules: ['603.6a'], matches: (ev, self, v) => ev.id !== self && v.isCreature(ev.id) && v.controller(ev.id) === v.controller(self), other: (ev) => [ev.id] }),
  'other-dies': kind({ on: 'dies', rules: ['603.6c', '603.10a', '700.4'], matches: (ev, self) => ev.id !== self, other: (ev) => [ev.id] }),
  // "whenever you cast a noncreature spell" / "an instant or sorcery spell" (601.2i)
  'cast-noncreature': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => ev.caster === v.controller(self) && !ev.types.includes('creature') }),
  'cast-instant-sorcery': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => ev.caster === v.controller(self) && (ev.types.includes('instant') || ev.types.includes('sorcery')) }),
  // "whenever you cast a spell" / "a creature spell", "whenever an opponent casts a spell", "whenever a player casts a spell"
  'cast-spell': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => ev.caster === v.controller(self) }),
  'cast-creature': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => ev.caster === v.controller(self) && ev.types.includes('creature') }),
  'opponent-casts': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => v.opponents(v.controller(self)).includes(ev.caster) }),
  'player-casts': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: () => true }),
  'ally-dies': kind({ on: 'dies', rules: ['603.6c', '603.10a', '700.4'], matches: (ev, self, v) => ev.id !== self && v.controller(ev.id) === v.controller(self), other: (ev) => [ev.id] }),
  // "whenever this deals combat damage to a creature" / "deals damage to a player" / "to an opponent": once for each
  // recipient of the damage event (510.2, 603.2c), any damage for the last two (combat or not)
  'combat-damage-creature': kind({ on: 'deals-damage', self: true, rules: ['603.2', '510.2'], matches: (ev, self) => ev.source === self && ev.combat && !ev.toPlayer, other: (ev) => [ev.to] }),
  'damage-to-player': kind({ on: 'deals-damage', self: true, rules: ['603.2', '120.3'], matches: (ev, self) => ev.source === self && ev.toPlayer, other: (ev) => [ev.to] }),
  'damage-to-opponent': kind({ on: 'deals-damage', self: true, rules: ['603.2', '120.3'], matches: (ev, self, v) => ev.source === self && ev.toPlayer && v.opponents(v.controller(self)).includes(ev.to), other: (ev) => [ev.to] }),
  // "When this leaves the battlefield": to any zone — dying, exiled, returned to hand — looked back at (603.6c, 603.10a)
  leaves: kind({ on: 'leaves', self: true, rules: ['603.6c', '603.10a'], matches: (ev, self) => ev.id === self }),
  // "When this enters (the battlefield)": as a permanent spell resolves, or as it returns (undying, persist)
  enters: kind({ on: 'enters', self: true, rules: ['603.6a'], matches: (ev, self) => ev.id === self }),
  // "Whenever another creature enters": what it is as it enters decides (603.6a, 603.10)
  'creature-enters': kind({ on: 'enters', rules: ['603.6a'], matches: (ev, self, v) => ev.id !== self && v.isCreature(ev.id), other: (ev) => [ev.id] }),
  // once each combat, however many creatures it blocks / is blocked by (509.3a, 509.3c)
  blocks: kind({ on: 'blocks', self: true, rules: ['509.3a'], matches: (ev, self) => ev.id === self, other: (ev) => ev.attackers }),
  'becomes-blocked': kind({ on: 'becomes-blocked', self: true, rules: ['509.3c'], matches: (ev, self) => ev.id === self, other: (ev) => ev.by }),
  // "whenever this becomes blocked by a creature" / "by a white creature": once for each blocker (509.3d), with the
  // blocker's characteristics as it became a blocking creature — turned white later, it doesn't trigger (509.3f)
  'blocked-by-creature': blockedBy(undefined),
  'blocked-by-white': blockedBy('white'),
  'blocked-by-blue': blockedBy('blue'),
  'blocked-by-black': blockedBy('black'),
  'blocked-by-red': blockedBy('red'),
  'blocked-by-green': blockedBy('green'),
  // "at the beginning of each upkeep" / "of your upkeep": the scenario's turn begins with its upkeep when one waits (503.1)
  upkeep: kind({ on: 'step-begins', step: 'upkeep', rules: ['603.2b', '503.1'], matches: (ev) => ev.step === 'upkeep' }),
  'your-upkeep': kind({ on: 'step-begins', step: 'upkeep', rules: ['603.2b', '503.1'], matches: (ev, self, v) => ev.step === 'upkeep' && ev.turnOf.includes(v.controller(self)) }),
  // "whenever this becomes tapped": only an untapped permanent can become tapped (701.21a)
  'becomes-tapped': kind({ on: 'becomes-tapped', self: true, rules: ['603.2', '603.2f', '701.21a'], matches: (ev, self) => ev.id === self }),
  // "whenever one or more counters are put on this": once per event, however many counters (122.6, 603.2c)
  'counters-put': kind({ on: 'counters', self: true, rules: ['603.2', '122.6'], matches: (ev, self) => ev.id === self }),
  // "whenever a creature dealt damage by this this turn dies" (Sengir Vampire): looks back at both (603.10a)
  // "whenever you have no cards in hand" (a state trigger, 603.8): looked at as a card leaves its controller's hand —
  // during a resolution too (a hand discarded and drawn again still triggers it) — and not again while it waits or
  // is on the stack
  // "When you control no Islands, sacrifice this" (603.8, a state trigger): checked as the kernel settles, never on an event
  // (engine/mtg/state-triggers.ts) — `(controls-none controls=Island: sacrifice self)`
  'controls-none': kind({ on: 'leaves', state: true, rules: ['603.8'], matches: () => false }),
  'empty-hand': kind({ on: 'discards', state: true, rules: ['603.8'], matches: (ev, self, v) => ev.player === v.controller(self) && v.handSize(ev.player) === 0 && !v.stateTriggerWaiting(self) }),
  // "whenever a land enters under your control" (landfall, 603.6a): played (305.1) or put onto the battlefield; lands
  // are not creatures, so "that creature" never names it
  'land-enters': kind({ on: 'enters', rules: ['603.6a', '305.1'], matches: (ev, self, v) => v.hasType(ev.id, 'land') && v.controller(ev.id) === v.controller(self) }),
  // "whenever an enchantment / an artifact enters under your control", "whenever this or another enchantment enters
  // under your control" (constellation): this one too, when it is of that type (603.6a)
  'enchantment-enters': kind({ on: 'enters', rules: ['603.6a'], matches: (ev, self, v) => v.hasType(ev.id, 'enchantment') && v.controller(ev.id) === v.controller(self) }),
  'artifact-enters': kind({ on: 'enters', rules: ['603.6a'], matches: (ev, self, v) => v.hasType(ev.id, 'artifact') && v.controller(ev.id) === v.controller(self) }),
  // "at the beginning of each opponent's upkeep": the scenario's turn is an opponent's (503.1, 603.2b); "that player" is theirs
  'opponent-upkeep': kind({ on: 'step-begins', step: 'upkeep', rules: ['603.2b', '503.1'], matches: (ev, self, v) => ev.step === 'upkeep' && v.opponents(v.controller(self)).some((p) => ev.turnOf.includes(p)), other: (ev) => [...ev.turnOf] }),
  // "whenever this becomes untapped" (701.21b): only a tapped permanent can become untapped
  'becomes-untapped': kind({ on: 'becomes-untapped', self: true, rules: ['603.2', '701.21b'], matches: (ev, self) => ev.id === self }),
  'cast-enchantment': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => ev.caster === v.controller(self) && ev.types.includes('enchantment') }),
  // "whenever a creature an opponent controls dies": its controller as it last existed (603.10a)
  'opponent-creature-dies': kind({ on: 'dies', rules: ['603.6c', '603.10a', '700.4'], matches: (ev, self, v) => v.opponents(v.controller(self)).includes(v.controller(ev.id)), other: (ev) => [ev.id] }),
  // heroic: "whenever you cast a spell that targets this" — once however many of its targets it is (601.2i)
  'heroic': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => ev.caster === v.controller(self) && ev.targets.includes(self) }),
  // "when this becomes the target of a spell or ability" (115.1): as the spell is cast or the ability put on the stack
  'becomes-target': kind({ on: 'becomes-target', self: true, rules: ['603.2', '115.1'], matches: (ev, self) => ev.id === self }),
  // "whenever this attacks alone" (506.5), "whenever this and at least two other creatures attack" (battalion, 508.3a)
  'attacks-alone': kind({ on: 'attacks', self: true, rules: ['508.3a', '506.5'], matches: (ev, self) => ev.id === self && ev.alone }),
  battalion: kind({ on: 'attacks', self: true, rules: ['508.3a'], matches: (ev, self) => ev.id === self && ev.attackers >= 3 }),
  // "whenever this attacks and isn't blocked": in the declare blockers step, when no creature is declared as its blocker (509.3g)
  'attacks-unblocked': kind({ on: 'unblocked', self: true, rules: ['509.3g', '508.3f'], matches: (ev, self) => ev.id === self }),
  // a spell of two or more colours (105.2c)
  'cast-multicolored': kind({ on: 'spell-cast', rules: ['601.2i', '603.2', '105.2c'], matches: (ev, self, v) => ev.caster === v.controller(self) && ev.colors.length >= 2 }),
  // "whenever a creature you control deals combat damage to a player": "that player" is the one dealt damage
  'ally-combat-damage': kind({ on: 'deals-damage', rules: ['603.2', '510.3a'], matches: (ev, self, v) => ev.combat && ev.toPlayer && v.isCreature(ev.source) && v.controller(ev.source) === v.controller(self), other: (ev) => [ev.to] }),
  // "whenever this deals damage" / "deals combat damage": once for each damage event, whatever the number of recipients
  // (603.2c, 120.3); "that much" is all it dealt in that event
  'deals-damage': kind({ on: 'source-damage', self: true, rules: ['603.2c', '120.3'], matches: (ev, self) => ev.source === self }),
  'deals-combat-damage': kind({ on: 'source-damage', self: true, rules: ['603.2c', '510.2'], matches: (ev, self) => ev.source === self && ev.combat }),
  // "whenever you draw a card": once for each card drawn (121.2)
  'you-draw': kind({ on: 'draws', rules: ['603.2', '121.2'], matches: (ev, self, v) => ev.player === v.controller(self) }),
  // an opponent's spell or ability targeting this permanent (115.1): "that player" is that opponent
  'opponent-targets': kind({ on: 'becomes-target', self: true, rules: ['603.2', '115.1'], matches: (ev, self, v) => ev.id === self && v.opponents(v.controller(self)).includes(ev.by), other: (ev) => [ev.by] }),
  // "whenever you cast a white spell" … "a colorless spell" (105.2, 105.2c), "an artifact spell" (601.2i)
  'cast-white': castColored('white'),
  'cast-blue': castColored('blue'),
  'cast-black': castColored('black'),
  'cast-red': castColored('red'),
  'cast-green': castColored('green'),
  'cast-colorless': kind({ on: 'spell-cast', rules: ['601.2i', '603.2', '105.2c'], matches: (ev, self, v) => ev.caster === v.controller(self) && ev.colors.length === 0 }),
  'cast-artifact': kind({ on: 'spell-cast', rules: ['601.2i', '603.2'], matches: (ev, self, v) => ev.caster === v.controller(self) && ev.types.includes('artifact') }),
  // "when this exploits a creature" (702.110b): its controller sacrificed one as its exploit ability resolved
  exploits: kind({ on: 'exploits', self: true, rules: ['702.110b', '603.2'], matches: (ev, self) => ev.id === self }),
  // "whenever this blocks a creature [with flying]": once for each attacker it blocks (509.3b), "that creature" being it;
  // the attacker's flying looked at as blockers are declared (509.3f)
  'blocks-creature': blocksCreature(undefined, true),
  'blocks-flying': blocksCreature('flying', true),
  'blocks-nonflying': blocksCreature('flying', false),
  // +1/+1 counters placed on this, any number at once: it triggers once per event (122.6, 603.2c)
  'plus-counters-put': kind({ on: 'counters', self: true, rules: ['603.2', '122.6'], matches: (ev, self) => ev.id === self && ev.counter === '+1/+1' }),
  // "When this creature becomes monstrous, …" (701.31a): only as the monstrosity that made it so resolves
  'becomes-monstrous': kind({ on: 'becomes-monstrous', self: true, rules: ['603.2', '701.31a'], matches: (ev, self) => ev.id === self }),
  // "When this enters, if you attacked this turn, …" (raid): its controller declared an attacker this turn (603.4, 508.1)
  'enters-raid': kind({ on: 'enters', self: true, rules: ['603.6a', '603.4', '508.1'], matches: (ev, self, v) => ev.id === self && [...v.attackTargets().keys()].some((a) => v.controller(a) === v.controller(self)) }),
  // "When this enters, if it was kicked, …" (702.33d): an intervening "if" (603.4) that can't change once it has entered
  'enters-kicked': kind({ on: 'enters', self: true, rules: ['603.6a', '603.4', '702.33d'], matches: (ev, self, v) => ev.id === self && abilityOf((k) => v.has(self, k), 'wasKicked') !== undefined }),
  // "When this enters, if tribute wasn't paid, …" (702.104b): an intervening "if" (603.4) the opponent's choice as it entered decided
  // "You may exert this as it attacks. When you do, …" (701.39d): the linked ability triggers as it is exerted (607.2h)
  exerted: kind({ on: 'exerted', self: true, rules: ['701.39d', '607.2h'], matches: (ev, self) => ev.id === self }),
  // "Whenever you exert a creature, …" (701.39d): any creature its controller exerts, itself included
  'you-exert': kind({ on: 'exerted', rules: ['701.39d', '603.2'], matches: (ev, self, v) => v.controller(ev.id) === v.controller(self), other: (ev) => [ev.id] }),
  'enters-no-tribute': kind({ on: 'enters', self: true, rules: ['603.6a', '603.4', '702.104b'], matches: (ev, self, v) => ev.id === self && abilityOf((k) => v.has(self, k), 'paidTribute') === undefined }),
  'damaged-creature-dies': kind({ on: 'dies', rules: ['603.2', '603.10a', '700.4'], matches: (ev, self, v) => ev.id !== self && v.dealtDamageBy(ev.id, self) }),
};

/**
 * A printed ability's effects as it triggers: `that` in its first effect becomes the event's other object (`other`),
 * named without being targeted (115.10) — `untargeted` when none of its effects chooses a target.
 */
export function withEventObject(k: TriggerKind, ev: RuleEvent, self: string, effects: Effect[]): { effects: Effect[]; untargeted?: true; state?: true } {
  const first = effects[0];
  if (k.state) return { effects, state: true };
  if (!k.other || !first || !first.targets.includes('that')) return { effects };
  const others = k.other(ev as never, self);
  const named = [{ ...first, targets: first.targets.flatMap((t) => (t === 'that' ? others : [t])) }, ...effects.slice(1)];
  return effects.some((e) => e.choose) ? { effects: named } : { effects: named, untargeted: true };
}

/** A trigger qualified by creature types (`(ally-enters subtype=Ally: …)`): is the event's other creature of one of them? */
export function ofTypes(k: TriggerKind, ev: RuleEvent, self: string, types: readonly string[], v: TriggerView): boolean {
  if (!k.other) return false;
  for (const id of k.other(ev as never, self)) if (v.ofSubtype(id, types)) return true;
  return false;
}

/** Trigger words a creature-type qualifier may follow: their event's other object is a creature (205.3m). */
export const TYPED_TRIGGERS: ReadonlySet<string> = new Set(['creature-enters', 'ally-enters', 'creature-dies', 'other-dies', 'ally-dies', 'opponent-creature-dies']);

/** The object an event is about: its abilities about itself are looked at first, then every permanent's others, in order. */
export function subjectOf(ev: RuleEvent): string | undefined {
  switch (ev.kind) {
    case 'dealt-damage':
      return ev.to;
    case 'deals-damage':
    case 'source-damage':
      return ev.source;
    case 'life-gained':
    case 'life-lost':
    case 'step-begins':
    case 'draws':
    case 'discards':
    case 'spell-cast':
      return undefined;
    default:
      return ev.id;
  }
}

/** The number an event carries, for an ability that does "that much" (damage dealt, counters put, life gained …). */
export function amountOf(ev: RuleEvent): number | undefined {
  switch (ev.kind) {
    case 'dealt-damage':
    case 'deals-damage':
    case 'source-damage':
    case 'counters':
    case 'life-gained':
    case 'life-lost':
      return ev.amount;
    case 'draws':
    case 'discards':
      return 1;
    default:
      return undefined;
  }
}

/** Events whose abilities also trigger on permanents leaving the battlefield in the same event (603.10a). */
export const lookBack = (ev: RuleEvent): boolean => ev.kind === 'dies' || ev.kind === 'leaves';
