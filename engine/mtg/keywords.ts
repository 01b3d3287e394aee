/**
 * The keyword catalogue: each keyword's rules, and the small rule functions that are all the kernel asks of it.
 * Adding a keyword is a local change: its word (with ja/fr aliases) in vocabulary.ts (`KEYWORDS`, `keywordTerms`),
 * an entry here, its name in commands/locales/{en,ja,fr}/engine-mtg.yaml (`keyword.<name>`), an example in
 * docs/notation.md and a test in test/engine/mtg-keywords.test.ts. The kernel asks the registry, not the keyword:
 * `blockForbidden` when a block is declared (combat-declare.ts), `damageResult` when damage is dealt (damage.ts),
 * `worksOff` to know whether a keyword on a non-creature permanent does something (resolve.ts, at setup), and
 * `keywordTriggers` when a rule event happens (events.ts): a keyword that is a triggered ability (undying, persist,
 * Lifeline) lists the events it listens to in `triggers`.
 */
import type { Keyword, LandType } from './vocabulary.ts';
import type { AbilityWhen, CounterKind, Effect } from './scenario.ts';
import type { EventKind, EventOf, TriggerView } from './events.ts';

/** What a blocking rule may look at. */
export interface BlockView {
  has(id: string, k: Keyword): boolean;
  /** Land types the player defending against `attacker` controls (702.14c). */
  defendingLands(attacker: string): readonly LandType[];
}

/** Each landwalk keyword and the land type that makes its creature unblockable (702.14c). */
export const LANDWALK: Partial<Record<Keyword, LandType>> = {
  forestwalk: 'forest',
  islandwalk: 'island',
  swampwalk: 'swamp',
  mountainwalk: 'mountain',
  plainswalk: 'plains',
};

const landwalk = (k: Keyword): KeywordRule => ({
  rules: ['702.14c', '509.1b'],
  forbidsBlock: (v, _b, a) => v.has(a, k) && v.defendingLands(a).includes(LANDWALK[k]!),
});

/** A triggered ability a keyword stands for (702.93a undying, 702.25a flanking …): the event it listens to. */
export interface KeywordTrigger<K extends EventKind = EventKind> {
  on: K;
  /** It triggers only on events about its own permanent ("whenever this creature …"), and is looked at first. */
  self?: true;
  /** The rules of the ability, cited when it triggers. */
  rules: string[];
  /** How the trace says when it triggered (`when.<word>` of a printed trigger); the keyword's name when absent. */
  when?: Exclude<AbilityWhen, 'static'>;
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
}

const trigger = <K extends EventKind>(t: KeywordTrigger<K>): KeywordTrigger => t as unknown as KeywordTrigger;

export interface KeywordRule {
  rules: string[];
  /** Triggered abilities it stands for, each listening to a rule event (events.ts). */
  triggers?: KeywordTrigger[];
  /** True when the keyword does its work on a non-creature permanent (an effect such as double-damage). */
  effect?: true;
  /** 509.1b: this keyword (on the attacker or on the blocker) forbids `blocker` blocking `attacker`. */
  forbidsBlock?(v: BlockView, blocker: string, attacker: string): boolean;
  /** 120.3b, 120.3d: damage from a source with this keyword is dealt as counters instead of damage / life loss. */
  damageAs?: { creature?: '-1/-1'; player?: 'poison' };
  /** The rules of that result, by recipient, when they differ (infect: 702.90b for a player, 702.90c for a creature). */
  damageRules?: { creature?: string[]; player?: string[] };
}

export const KEYWORD_RULES: Partial<Record<Keyword, KeywordRule>> = {
  infect: {
    rules: ['702.90b', '702.90c', '120.3b', '120.3d'],
    damageAs: { creature: '-1/-1', player: 'poison' },
    damageRules: { creature: ['702.90c', '120.3d'], player: ['702.90b', '120.3b'] },
  },
  wither: { rules: ['702.80a', '120.3d'], damageAs: { creature: '-1/-1' } },
  vigilance: { rules: ['702.20b', '508.1f'] },
  haste: { rules: ['702.10b', '302.6'] },
  // flash changes when its spell may be cast (702.8a, engine/mtg/timing.ts); hexproof and shroud who may target it
  // (702.11b, 702.18a, engine/mtg/targeting.ts): they work on any permanent
  flash: { rules: ['702.8a'], effect: true },
  hexproof: { rules: ['702.11b'], effect: true },
  shroud: { rules: ['702.18a'], effect: true },
  enchantment: { rules: ['205.2a', '702.16a'], effect: true },
  land: { rules: ['205.2a', '702.16a'], effect: true },
  sick: { rules: ['302.6'] },
  unpreventable: { rules: ['615.12'] },
  'cant-block': { rules: ['509.1b'], forbidsBlock: (v, b) => v.has(b, 'cant-block') },
  unblockable: { rules: ['509.1b'], forbidsBlock: (v, _b, a) => v.has(a, 'unblockable') },
  'blocks-only-flying': { rules: ['509.1b'], forbidsBlock: (v, b, a) => v.has(b, 'blocks-only-flying') && !v.has(a, 'flying') },
  'block-any': { rules: ['509.1b', '702.1'] },
  // 702.93a / 702.79a: only if it had no counter of that kind as it died (it looks back, 603.10a)
  undying: {
    rules: ['702.93a'],
    triggers: [trigger({ on: 'dies', self: true, rules: ['702.93a'], when: 'dies', fire: (ev, self, v) => (ev.id === self && v.countersOf(self)['+1/+1'] === 0 ? [{ effects: [], returns: '+1/+1' }] : []) })],
  },
  persist: {
    rules: ['702.79a'],
    triggers: [trigger({ on: 'dies', self: true, rules: ['702.79a'], when: 'dies', fire: (ev, self, v) => (ev.id === self && v.countersOf(self)['-1/-1'] === 0 ? [{ effects: [], returns: '-1/-1' }] : []) })],
  },
  'exile-instead': { rules: ['614.1a', '614.6'] },
  'double-damage': { rules: ['614.1a'], effect: true },
  'double-life': { rules: ['614.1a', '120.4d'], effect: true },
  'life-floor': { rules: ['614.1a', '615.1'], effect: true },
  'trample-pw': { rules: ['702.19c'] },
  forestwalk: landwalk('forestwalk'),
  islandwalk: landwalk('islandwalk'),
  swampwalk: landwalk('swampwalk'),
  mountainwalk: landwalk('mountainwalk'),
  plainswalk: landwalk('plainswalk'),
  // A requirement, not a restriction: the kernel checks it once all blocks are declared (509.1c).
  'must-be-blocked': { rules: ['509.1c'] },
  artifact: { rules: ['205.2a', '702.16a'], effect: true },
  // Lifeline: whenever a creature dies, if another creature is on the battlefield, it returns at the next end step.
  // The "if" is checked as it triggers (603.4), looking back: creatures dying at the same time count (603.10a).
  lifeline: {
    rules: ['603.4', '603.7a', '513.1a'],
    effect: true,
    triggers: [trigger({ on: 'dies', rules: ['603.4', '603.10a'], when: 'creature-dies', fire: (ev, _self, v) => (v.otherCreature(ev.id, true) ? [{ effects: [], bringBack: ev.id }] : []) })],
  },
  // Bands, blocks and who divides combat damage: engine/mtg/banding.ts.
  banding: { rules: ['702.22c', '702.22h', '702.22j', '702.22k'] },
};

// Asked for every blocker/attacker pair and every damage event: the registry is walked once, here.
const TRIGGERS_ON = new Map<EventKind, Array<[Keyword, KeywordTrigger]>>();
for (const [k, rule] of Object.entries(KEYWORD_RULES) as Array<[Keyword, KeywordRule]>) {
  for (const t of rule.triggers ?? []) TRIGGERS_ON.set(t.on, [...(TRIGGERS_ON.get(t.on) ?? []), [k, t]]);
}
/** The keyword triggers listening to this kind of event, in registry order. */
export const keywordTriggers = (on: EventKind): ReadonlyArray<[Keyword, KeywordTrigger]> => TRIGGERS_ON.get(on) ?? [];
const BLOCK_RULES = (Object.entries(KEYWORD_RULES) as Array<[Keyword, KeywordRule]>).filter(([, rule]) => rule.forbidsBlock);
const DAMAGE_AS_RULES = (Object.entries(KEYWORD_RULES) as Array<[Keyword, KeywordRule]>).filter(([, rule]) => rule.damageAs);

/** The keywords of a blocker/attacker pair that forbid the block (509.1b). */
export function blockForbidden(v: BlockView, blocker: string, attacker: string): Keyword[] {
  const out: Keyword[] = [];
  for (const [k, rule] of BLOCK_RULES) {
    if (rule.forbidsBlock!(v, blocker, attacker)) out.push(k);
  }
  return out;
}

const NO_CHANGE: { as?: '-1/-1' | 'poison'; keyword?: Keyword } = Object.freeze({});

/** What damage from a source with `has` does to a creature or a player (counters instead of damage, 120.3). */
export function damageResult(has: (k: Keyword) => boolean, recipient: 'creature' | 'player'): { as?: '-1/-1' | 'poison'; keyword?: Keyword } {
  for (const [k, rule] of DAMAGE_AS_RULES) {
    const as = rule.damageAs![recipient];
    if (as && has(k)) return { as, keyword: k };
  }
  return NO_CHANGE;
}

export function worksOff(k: Keyword): boolean {
  return KEYWORD_RULES[k]?.effect === true;
}

export function rulesOf(k: Keyword): string[] {
  return KEYWORD_RULES[k]?.rules ?? [];
}

/** The rules behind damage from a source with `k` dealt to this kind of recipient (120.3b, 120.3d). */
export function damageRulesOf(k: Keyword, recipient: 'creature' | 'player'): string[] {
  return KEYWORD_RULES[k]?.damageRules?.[recipient] ?? rulesOf(k);
}
