/**
 * The Oracle-text templates the engine can read: ONE table from the wording printed on cards to the engine's own
 * ability data (keywords, attributes, abilities, effects) — card abilities as data, as in Forge's card scripts.
 * engine/mtg/oracle.ts cuts a card's text into sentences and asks this table; whatever no template reads is "not
 * modelled" and shown as such, never dropped.
 *
 * A template is one row: the part of a sentence it reads (`part`), its wording (`pattern`, a regular expression over
 * the normalised sentence, where the card's own name is `CARDNAME` and "enters the battlefield" is "enters" — the
 * 2023 and current wordings read alike), the family it belongs to in the coverage report, a real card that uses it
 * (`example`, tested in test/engine/oracle-templates.test.ts against the reference card file), and `read`, which
 * turns the match into ability data. Placeholders in patterns: `{N}` a number ("2", "two", "a"), `{PT}` +N/+N,
 * `{T}` who an effect affects ("any target", "target creature you control", "each opponent", "you" …), `{S}` what
 * gets +N/+N or gains a keyword ("CARDNAME", "it", "target creature", "other creatures you control" …), `{K}` one or
 * more keywords ("flying and first strike"), `{C}` a colour.
 *
 * Adding a template: one row here, with an `example` card from the reference file and its expected reading in the
 * test. Anything the engine can't do (a new trigger, effect or keyword) is added to the engine first, the registry way.
 */
import type { Ability, AbilityWhen, Condition, CounterKind, Effect, Filter, NowCondition } from './scenario.ts';
import type { ActivationWord, Color, Keyword, PermanentCost, Quality } from './vocabulary.ts';
import { COLORS, KEYWORDS, vocabulary as V } from './vocabulary.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { EFFECT_RULES } from './effects.ts';
import { TARGET_KINDS, type TargetKindName } from './target-kinds.ts';
import { SUBTYPE } from './subtypes.ts';
import type { CastOnly } from './spell-timing.ts';
import { isLandQuality, oracleCardQuality, oracleSearchQuality, restOf } from './looking.ts';
import { boundOf } from './stat-bounds.ts';
import { PERMANENTS_PHRASE, permanentsFilter } from './permanent-filters.ts';
import type { CountedAmount } from './counted-amounts.ts';
import { genericOnly, type CostChange } from './cost-changes.ts';
import { altCostOf, ALT_COND, ALT_PARTS_TEXT, type AltCost } from './alt-costs-reading.ts';

/** Which part of a sentence a template reads. */
export type TemplatePart =
  /** one item of a keyword line: "Flying", "Protection from red", "Toxic 2" */
  | 'keyword'
  /** a whole sentence that is a static ability of a permanent: "CARDNAME can't block." */
  | 'static'
  /** what comes before the comma of a triggered ability: "When CARDNAME enters" */
  | 'trigger'
  /** one item of an activated ability's cost, before the colon: "{T}", "Sacrifice CARDNAME" */
  | 'cost'
  /** one effect of a spell or ability: "CARDNAME deals 2 damage to any target" */
  | 'effect'
  /** a sentence that qualifies the ability or effects before it: "Activate only as a sorcery.", "It can't be regenerated." */
  | 'rider'
  /** words before effects that qualify them all: "you may …" */
  | 'prefix'
  /** a spell's additional cost of sacrificing a permanent, paid as it is cast (601.2h) */
  | 'spell-cost'
  /** a sentence about the spell itself, read into its keywords: "This spell can't be countered." */
  | 'spell-static'
  /** the line before a modal spell's modes: "Choose one —" (700.2) */
  | 'mode'
  /** the condition of a kicker spell's kicked text: "If this spell was kicked, …" (702.33d) */
  | 'kicked'
  /** a leveler card's band line ("LEVEL 2-6") and the power/toughness line under it (711.2) */
  | 'level';

/** The coverage report's families (rulebot cards coverage). */
export type Family =
  | 'keywords'
  | 'protection'
  | 'blocking'
  | 'anthems'
  | 'triggers'
  | 'activated'
  | 'damage'
  | 'pump'
  | 'removal'
  | 'counterspells'
  | 'life'
  | 'counters'
  | 'tap'
  | 'bounce'
  | 'regeneration'
  | 'prevention'
  | 'animation'
  | 'optional'
  | 'control'
  | 'mana'
  | 'cards'
  | 'modal'
  | 'tokens'
  | 'pt'
  | 'kicker';

/** What a template reads into: the words of the object's spec, one ability's trigger or costs, or effects. */
/**
 * How many modes a modal spell chooses (700.2). `repeat`: the same mode may be chosen more than once (700.2d); `bothIf`:
 * more than one only when its caster controls a commander as it is cast ("… you may choose both").
 */
export interface ModeCount {
  min: number;
  max: number;
  repeat?: true;
  bothIf?: 'commander';
}

export interface Reading {
  keywords?: Keyword[];
  protection?: Quality[];
  /** Object attributes with a number (`toxic:2`, `extra-block:1`). */
  attributes?: Record<string, number>;
  /** A static ability's effects (`(static: +1/+1 creatures yours others)`). */
  statics?: Effect[];
  /** The condition of that static ability: "as long as you control a Swamp" (611.3b). */
  condition?: Condition;
  /** The trigger words of a "When …" prefix (two for "attacks or blocks"). */
  when?: Array<Exclude<AbilityWhen, 'static' | 'activated'>>;
  /** Those about another creature trigger only for a creature of one of these types ("another Ally", 205.3m). */
  subtype?: string[];
  /** An activated ability's cost word, or `mana` (mana is not paid in scenarios). */
  cost?: ActivationWord | 'mana';
  /** Life paid as a cost ("Pay 2 life", 119.4). */
  life?: number;
  /** A restriction of the activated ability before it. */
  restriction?: ActivationWord;
  effects?: Effect[];
  /** The effects before it are not regenerable (701.15c): destroy becomes bury. */
  noRegen?: true;
  /** The damage before it exiles, instead of letting die this turn, each creature it is dealt to (614.6): damage becomes damage-exile. */
  exileDamaged?: true;
  /** What the spell's text adds to or takes from its cost (601.2f): "This spell costs {1} less to cast if you control a Wizard". */
  costChange?: CostChange;
  /** An alternative cost its caster may pay instead of its mana cost (118.9; engine/mtg/alt-costs.ts). */
  altCost?: AltCost;
  /** An additional cost paid every time it is cast (118.8, 601.2h; engine/mtg/alt-costs.ts `payExtra`). */
  extraCost?: AltCost;
  /** Spore counters removed from the source as a cost ("Remove three spore counters from CARDNAME", 602.2b). */
  spores?: number;
  /** Energy paid as a cost ("Pay {E}{E}", 107.14). */
  energy?: number;
  /** An ability a keyword stands for ("Level up {1}{W}": `(activated sorcery: level-up self)`, 702.87a). */
  ability?: Ability;
  /** It enters with X +1/+1 counters, X chosen as its spell was cast (107.3m; engine/mtg/cards.ts reads `X=N`). */
  entersWithX?: true;
  /** A spell's own restriction on when it may be cast (601.3): "Cast this spell only during combat". */
  castOnly?: CastOnly;
  /** The spell the counterspell before it counters is exiled instead (614.1a): counter becomes counter-exile. */
  exileCountered?: true;
  /** The copy the effect before it makes may get new targets (707.10c): copy-spell becomes copy-spell-new-targets. */
  newTargets?: true;
  /** Nothing to add: what it says is already in the card's characteristics ("Devoid": its colour; "It's still a land."). */
  nothing?: true;
  /** A modal spell's number of modes to choose (700.2): "Choose one or both —" 1–2, "Choose two —" 2. */
  modeCount?: ModeCount;
  /** A prefix: the effects of `rest` are optional ("you may …", 603.5). */
  optional?: true;
  /** A prefix: the effects of `rest` happen only if the effect before was done ("If you do, …", 118.12). */
  ifDone?: true;
  /** … only if it was not ("If you don't, …"). */
  ifNotDone?: true;
  /** A prefix: the effects of `rest` happen only on their controller's turn ("If it's your turn, …"). */
  ifYourTurn?: true;
  /** The triggered ability before it triggers only once each turn ("This ability triggers only once each turn."). */
  oncePerTurn?: true;
  /** "… unless you pay {2}" (118.12): the cost its controller may pay as it resolves, `rest` happening only if they don't. */
  unless?: string;
  rest?: string;
  /** Kicked text (702.33d): the effects of `rest` happen only when the spell was kicked, added or `instead` of the sentence before's. */
  kicked?: true;
  instead?: true;
  /** The tokens the effect before creates have "Sacrifice this creature: Add {C}." (an Eldrazi Spawn or Scion, 605.1a). */
  tokenMana?: true;
  /** "it deals 4 damage instead": only the amount of the sentence before's damage changes. */
  amount?: number;
}

/** What a template's `read` knows: whether the text is a spell's, and what "it" means here. */
export interface ReadContext {
  spell: boolean;
  /** Effects already read in this ability or spell (so "it" / "that creature" is the target before). */
  before: number;
  /** The card is a creature (its front face): "whenever a creature you control dies" includes itself. */
  creature?: boolean;
  /** The ability triggers on another object's event ("whenever another creature enters, … it"): "it" is that object, not this one. */
  other?: boolean;
  /** The trigger's event has another object its first effect may name (events.ts `other`): "that player" (the player dealt damage) or "that creature" (the blocker, the creature that died …). */
  event?: 'player' | 'creature';
  /** The card has "You may exert this as it attacks" before (701.39d): its "When you do, …" is the exert's linked trigger. */
  exerts?: boolean;
  /** A spell's effect read before this sentence (what "that creature's toughness" looks back at). */
  last?: Effect;
  /** The spell sacrifices a permanent as an additional cost ("the sacrificed creature's power"). */
  paid?: boolean;
  /** The spell clashed before this sentence (701.23): "If you win, …" / "Otherwise, …" depend on it. */
  afterClash?: boolean;
}

export interface OracleTemplate {
  id: string;
  part: TemplatePart;
  family: Family;
  pattern: string;
  /** A real card (English name, reference file) whose Oracle text uses this template. */
  example: string;
  read(m: Record<string, string>, c: ReadContext): Reading | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// the words inside sentences

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export function numberOf(text: string): number | undefined {
  const t = text.toLowerCase();
  if (/^\d{1,4}$/.test(t)) return Number(t);
  return NUMBER_WORDS[t];
}

/** Oracle phrases for who or what an effect affects → the notation's target (a kind to choose, or a word). */
const TARGET_PHRASES: Array<[string, string]> = [
  ['any target', '?any'],
  ['target creature you control', '?your-creature'],
  ['target creature an opponent controls', '?opponent-creature'],
  ["target creature you don't control", '?not-your-creature'],
  ['target creature or planeswalker an opponent controls', '?opponent-creature-or-planeswalker'],
  ['target nonland permanent an opponent controls', '?opponent-nonland-permanent'],
  ['target artifact or creature', '?artifact-or-creature'],
  ['target opponent or planeswalker', '?opponent-or-planeswalker'],
  ['another target creature', '?other-creature'],
  ['target attacking or blocking creature', '?attacking-or-blocking-creature'],
  ['target attacking creature', '?attacking-creature'],
  ['target blocking creature', '?blocking-creature'],
  ['target tapped creature', '?tapped-creature'],
  ['target creature with flying', '?flying-creature'],
  ['target creature without flying', '?nonflying-creature'],
  ['target nonartifact creature', '?nonartifact-creature'],
  ...COLORS.map((c): [string, string] => [`target non${c} creature`, `?non${c}-creature`]),
  ...COLORS.map((c): [string, string] => [`target ${c} creature`, `?${c}-creature`]),
  ['target creature or planeswalker', '?creature-or-planeswalker'],
  ['target player or planeswalker', '?player-or-planeswalker'],
  ['target creature', '?creature'],
  ['target planeswalker', '?planeswalker'],
  ['target player', '?player'],
  ['target opponent', '?opponent'],
  ['target nonland permanent', '?nonland-permanent'],
  ['target permanent', '?permanent'],
  ['target artifact or enchantment', '?artifact-or-enchantment'],
  ['target artifact', '?artifact'],
  ['target enchantment', '?enchantment'],
  ['target land', '?land'],
  ['target artifact or land', '?artifact-or-land'],
  ['target creature or enchantment', '?creature-or-enchantment'],
  ['target artifact, enchantment, or land', '?artifact-enchantment-or-land'],
  // cards in graveyards (target-kinds.ts): `return`, `reanimate`, `exile`
  ['target creature card from your graveyard', '?creature-card-in-your-graveyard'],
  ['target card from your graveyard', '?card-in-your-graveyard'],
  ['target artifact card from your graveyard', '?artifact-card-in-your-graveyard'],
  ['target instant or sorcery card from your graveyard', '?instant-or-sorcery-card-in-your-graveyard'],
  ['target card from a graveyard', '?card-in-a-graveyard'],
  ['target creature card from a graveyard', '?creature-card-in-a-graveyard'],
  ['target creature or land', '?creature-or-land'],
  ['target artifact, creature, or land', '?artifact-creature-or-land'],
  ['target permanent you control', '?your-permanent'],
  ['target nonland permanent you control', '?your-nonland-permanent'],
  ['target creature with defender', '?defender-creature'],
  ['target nonartifact, nonblack creature', '?nonartifact-nonblack-creature'],
  ['target noncreature permanent', '?noncreature-permanent'],
  ['target artifact creature', '?artifact-creature'],
  ['target enchantment card from your graveyard', '?enchantment-card-in-your-graveyard'],
  ['target land card from your graveyard', '?land-card-in-your-graveyard'],
  ['target permanent card from your graveyard', '?permanent-card-in-your-graveyard'],
  ['target artifact or creature card from your graveyard', '?artifact-or-creature-card-in-your-graveyard'],
  ['target artifact or enchantment card from your graveyard', '?artifact-or-enchantment-card-in-your-graveyard'],
  ["target creature card from an opponent's graveyard", '?creature-card-in-an-opponents-graveyard'],
  ['each opponent', 'each-opponent'],
  ['each player', 'each-player'],
  ['you', 'you'],
  ['CARDNAME', 'self'],
  ['it', 'it'],
  ['that creature', 'that'],
  ['that player', 'that'],
  // the several targets of the effect before ("Tap up to two target creatures. Untap those creatures.")
  ['those creatures', 'that'],
  // the controller of the target before it, as the effect happens ("Its controller loses 2 life.")
  ['its controller', 'its-controller'],
  ["that creature's controller", 'its-controller'],
  ["that permanent's controller", 'its-controller'],
];
const TARGET_OF = new Map(TARGET_PHRASES.map(([k, v]) => [k.toLowerCase(), v]));

/**
 * One word "target" choosing several (115.3): "two target creatures", "up to three target cards from your graveyard" —
 * each plural phrase of a single-target one, and the count before it ("up to" lets the caster choose fewer, even none).
 */
const MANY_OF = new Map(
  TARGET_PHRASES.filter(([k]) => k.startsWith('target ') && !/ or |,/.test(k)).map(([k]) => [
    k.replace(k.includes(' card') ? /\b(card)\b/ : /\b(creature|permanent|artifact|enchantment|land|player|opponent|planeswalker)\b/, '$1s').toLowerCase(),
    k.toLowerCase(),
  ]),
);
const MANY_COUNT = '(?:any number of |(?:up to )?(?:one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,2}) )';
/** "any number of target creatures" (115.3): as many as the caster chooses, none included — written `?creature:0-99`. */
const ANY_NUMBER = 99;
const MANY = new RegExp(`^(?<up>up to )?(?<n>\\w+) (?<rest>.+)$`, 'i');

/** Subjects of "gets +N/+N" and "gains flying": a target, or every creature of a set (a filter, no target). */
const FILTER_PHRASES: Array<[string, Filter]> = [
  ['other creatures you control', { yours: true, others: true }],
  ['creatures you control', { yours: true }],
  ['all other creatures', { others: true }],
  ['all creatures', {}],
  ['each other creature', { others: true }],
  ['each creature', {}],
  ['each creature you control', { yours: true }],
  ['each other creature you control', { yours: true, others: true }],
  ['all creatures you control', { yours: true }],
  ['all other creatures you control', { yours: true, others: true }],
  ['creatures your opponents control', { theirs: true }],
  ['other creatures you control with flying', { yours: true, others: true, keyword: 'flying' }],
  ['creatures you control with flying', { yours: true, keyword: 'flying' }],
  ['all creatures your opponents control', { theirs: true }],
  ['each creature you control with a +1/+1 counter on it', { yours: true, counter: '+1/+1' }],
  ['creatures you control with +1/+1 counters on them', { yours: true, counter: '+1/+1' }],
  ['each creature your opponents control', { theirs: true }],
  ...(['with', 'without'] as const).flatMap((w): Array<[string, Filter]> => {
    const f: Filter = w === 'with' ? { keyword: 'flying' } : { notKeyword: 'flying' };
    return [`creatures ${w} flying`, `all creatures ${w} flying`, `each creature ${w} flying`].map((p): [string, Filter] => [p, f]);
  }),
  // an Aura's or Equipment's (a bestowed creature's) creature: none while it is attached to nothing
  ['enchanted creature', { attached: true }],
  ['equipped creature', { attached: true }],
  ...COLORS.flatMap((c): Array<[string, Filter]> => [
    [`other ${c} creatures you control`, { yours: true, others: true, color: c }],
    [`${c} creatures you control`, { yours: true, color: c }],
    [`all ${c} creatures`, { color: c }],
    [`all non${c} creatures`, { notColor: c }],
    [`each ${c} creature`, { color: c }],
    [`each non${c} creature`, { notColor: c }],
  ]),
];
const FILTER_OF = new Map(FILTER_PHRASES.map(([k, v]) => [k.toLowerCase(), v]));

/** Keyword names as printed ("first strike"), for "gains {K}". */
const KEYWORD_OF = new Map<string, Keyword>();
for (const k of KEYWORDS) {
  for (const w of [k, ...(KEYWORD_RULES[k].words.en ?? [])]) {
    KEYWORD_OF.set(w.replace(/-/g, ' ').toLowerCase(), k);
    // a printed name with a hyphen ("Jump-start")
    if (w.includes('-')) KEYWORD_OF.set(w.toLowerCase(), k);
  }
}
const NUMBERED_KEYWORD_OF = new Map([...KEYWORD_OF].filter(([, k]) => KEYWORD_RULES[k].amount));
/** Keywords that work only from another zone (113.6b), by printed name: their cost is not paid in scenarios. */
const ELSEWHERE_OF = new Map([...KEYWORD_OF].filter(([, k]) => KEYWORD_RULES[k].worksFrom !== undefined));
/** A mana cost as printed: `{2}{R}`, `{W/U}`, `{X}`. */
const MANA = '(?:\\{(?:\\d{1,2}|[WUBRGCSX]|[WUBRG2]/[WUBRGP])\\})+';
const COLOR_OF = new Map<string, Color>(COLORS.map((c) => [c, c]));

const alt = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
const KEYWORD_ALT = `(?:${alt(KEYWORD_OF.keys())}|protection from (?:${COLORS.join('|')}))`;

/** " with power 4 or greater" after a creature target (engine/mtg/stat-bounds.ts). */
const BOUND = `(?: with (?:power|toughness|mana value) (?:\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}) or (?:greater|less))`;
const BOUND_OF = new RegExp(` with (?<stat>power|toughness|mana value) (?<n>\\w+) or (?<side>greater|less)$`, 'i');
/** Kinds of target that are creatures only (a limit on power or toughness is about a creature). */
const CREATURE_KIND = /^(?:[\w-]+-)?creature$/;

/** "target creature card with mana value 3 or less from your graveyard": a card target's limit printed before its zone. */
const CARD_BOUND = new RegExp(`^(?<kind>target .*?cards?)(?<bound> with mana value (?:\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}) or (?:greater|less))(?<zone> from .+)$`, 'i');
const CARD_BOUND_PHRASES = TARGET_PHRASES.filter(([k]) => / cards? from /.test(k)).map(([k]) => k.replace(/( cards?)( from )/, `$1(?: with mana value (?:\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}) or (?:greater|less))$2`));

const SLOTS: Record<string, string> = {
  N: `(?:\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`,
  PT: '[+-]\\d{1,3}/[+-]\\d{1,3}',
  T: `(?:${alt(TARGET_OF.keys())}|${MANY_COUNT}(?:${alt(MANY_OF.keys())})|${CARD_BOUND_PHRASES.sort((a, b) => b.length - a.length).join('|')})${BOUND}?`,
  S: `(?:${alt([...FILTER_OF.keys(), ...TARGET_OF.keys()])}|${MANY_COUNT}(?:${alt(MANY_OF.keys())}))`,
  K: `(?:${KEYWORD_ALT}(?:(?:,| and|, and) ${KEYWORD_ALT})*)`,
  C: `(?:${COLORS.join('|')})`,
};

/** `{T}` → a named group; `{T2}` a second one. */
export function compile(pattern: string): RegExp {
  const src = pattern.replace(/\{(N|PT|T|S|K|C)(\d?)\}/g, (_m, slot: string, n: string) => `(?<${slot}${n}>${SLOTS[slot]})`);
  return new RegExp(`^${src}$`, 'i');
}

/** A target phrase as the notation's target; `it` is the source in an ability's first effect, else the target before. */
function target(phrase: string, c: ReadContext): string | undefined {
  const t = TARGET_OF.get(phrase.toLowerCase());
  if (t === 'it') return c.before > 0 ? 'that' : c.spell || c.other ? undefined : 'self';
  if (t === 'its-controller' && c.before === 0) return undefined;
  // "that creature" / "that player" first in a triggered ability: the event's other object, when the event has one of that kind
  if (t === 'that' && c.before === 0) return c.event !== undefined && phrase.toLowerCase() === `that ${c.event}` ? 'that' : undefined;
  if (t === 'self' && c.spell) return undefined;
  return t;
}

/** An effect of `kind` on a target phrase, or undefined when the phrase is not one this effect can affect. */
function on(kind: Effect['kind'], phrase: string, c: ReadContext, more: Partial<Effect> = {}): Effect | undefined {
  // "target creature card with mana value 3 or less from your graveyard": the limit read last, as for a permanent
  const inCard = CARD_BOUND.exec(phrase);
  if (inCard) return on(kind, `${inCard.groups!.kind}${inCard.groups!.zone}${inCard.groups!.bound}`, c, more);
  // "target creature with power 4 or greater": a chosen creature target, limited (engine/mtg/stat-bounds.ts)
  const bounded = BOUND_OF.exec(phrase);
  if (bounded) {
    const e = on(kind, phrase.slice(0, bounded.index), c, more);
    const n = numberOf(bounded.groups!.n!);
    // a mana value limits any permanent or card, not a spell (the engine keeps no mana value for an instant on the stack)
    const mv = bounded.groups!.stat!.toLowerCase() === 'mana value';
    const fitsStat = e?.choose && (mv ? !TARGET_KINDS[e.choose as TargetKindName].spell && !TARGET_KINDS[e.choose as TargetKindName].players : CREATURE_KIND.test(e.choose));
    return e?.choose && fitsStat && n !== undefined && n <= 20 ? Object.assign(e, { bound: boundOf(bounded.groups!.stat!, n, bounded.groups!.side!) }) : undefined;
  }
  // "up to two target creatures": the single-target effect, with how many targets its one word "target" chooses
  const anyNumber = /^any number of (?<rest>.+)$/i.exec(phrase);
  const many = anyNumber ? { groups: { up: 'up to ', n: String(ANY_NUMBER), rest: anyNumber.groups!.rest! } } : MANY.exec(phrase);
  const single = many ? MANY_OF.get(many.groups!.rest!.toLowerCase()) : undefined;
  if (many && single) {
    const n = numberOf(many.groups!.n!);
    const e = n === undefined ? undefined : on(kind, single, c, more);
    if (!e?.choose || n === undefined) return undefined;
    if (n > 1 || many.groups!.up) e.count = { min: many.groups!.up ? 0 : n, max: n };
    return e;
  }
  const filter = FILTER_OF.get(phrase.toLowerCase());
  if (filter) return EFFECT_RULES[kind].targets === 'player' ? undefined : { kind, ...more, targets: [], filter: { ...filter } };
  const t = target(phrase, c);
  if (t === undefined) return undefined;
  const e: Effect = { kind, ...more, targets: [] };
  const who = EFFECT_RULES[kind].targets;
  const playerWord = t === 'you' || t === 'each-opponent' || t === 'each-player';
  if (t.startsWith('?')) {
    const k = t.slice(1) as TargetKindName;
    const players = TARGET_KINDS[k].players !== undefined;
    const objects = TARGET_KINDS[k].fits !== undefined;
    if ((who === 'player' && !players) || (who === 'object' && !objects) || (who === 'object' && players && k !== 'any')) return undefined;
    // a spell on the stack, a card in a graveyard: only for an effect that acts there (effects.ts `zones`)
    const pool = TARGET_KINDS[k].spell ? 'stack' : TARGET_KINDS[k].card ? 'graveyard' : 'battlefield';
    if (!(EFFECT_RULES[kind].zones ?? ['battlefield']).includes(pool)) return undefined;
    e.choose = k;
    return e;
  }
  if ((who === 'player' && !playerWord && t !== 'that' && t !== 'its-controller') || (who === 'object' && (playerWord || t === 'its-controller'))) return undefined;
  e.targets.push(t);
  return e;
}

function keywordsIn(list: string): { keywords: Keyword[]; protection: Quality[] } | undefined {
  const keywords: Keyword[] = [];
  const protection: Quality[] = [];
  for (const part of list.split(/,? and |, /i)) {
    const pro = /^protection from (\w+)$/i.exec(part);
    if (pro && COLOR_OF.has(pro[1]!.toLowerCase())) protection.push(COLOR_OF.get(pro[1]!.toLowerCase())!);
    else {
      const k = KEYWORD_OF.get(part.toLowerCase());
      if (!k) return undefined;
      keywords.push(k);
    }
  }
  return { keywords, protection };
}

/**
 * "gains flying and protection from red": one gain (or lose) effect per keyword, on what `subject` affects. When
 * they come after `subject` (`after`), or after the first of them, a chosen target is `that` (the same one).
 */
function gains(kind: 'gain' | 'lose', list: string, subject: Effect, after: boolean): Effect[] | undefined {
  const k = keywordsIn(list);
  if (!k) return undefined;
  const parts: Array<Pick<Effect, 'keyword' | 'protection'>> = [...k.keywords.map((keyword) => ({ keyword })), ...(k.protection.length ? [{ protection: k.protection }] : [])];
  return parts.map((p, i): Effect => {
    if (subject.filter) return { kind, ...p, targets: [], filter: { ...subject.filter } };
    if (subject.choose) return after || i > 0 ? { kind, ...p, targets: ['that'] } : { kind, ...p, targets: [], choose: subject.choose };
    return { kind, ...p, targets: [...subject.targets] };
  });
}

const one = (e: Effect | undefined): Effect[] | undefined => (e ? [e] : undefined);

/** The mana value of a printed cost (202.3): a number is its value, a hybrid {2/W} counts 2, any other symbol 1. */
const manaValue = (mana: string): number => [...mana.matchAll(/\{([^}]+)\}/g)].reduce((n, [, sym]) => n + (/^\d+$/.test(sym!) ? Number(sym) : sym!.startsWith('2/') ? 2 : 1), 0);

/**
 * Who a player effect is about: the subject written ("target player draws"), the one before when the verb goes on
 * without one ("Each player discards their hand, then draws seven cards": `that`), else its controller ("Draw a card").
 */
const subject = (m: Record<string, string>): string => m.T ?? (m.more ? 'that player' : 'you');

/** "Sacrifice a creature" and the like: the cost words of the notation (engine/mtg/activation.ts). */
const SACRIFICE_OF: Record<string, PermanentCost> = {
  'a creature': 'sacrifice-creature',
  'another creature': 'sacrifice-another',
  'an artifact': 'sacrifice-artifact',
  'a land': 'sacrifice-land',
  'an artifact or creature': 'sacrifice-artifact-or-creature',
  'a creature or planeswalker': 'sacrifice-creature-or-planeswalker',
  'a creature or enchantment': 'sacrifice-creature-or-enchantment',
  'a creature or land': 'sacrifice-creature-or-land',
  'a nonland permanent': 'sacrifice-nonland-permanent',
};
const SACRIFICE_WHAT = alt(Object.keys(SACRIFICE_OF));

/** "counter target creature spell": the kind of spell targeted (target-kinds.ts); no word is any spell. */
const SPELL_KIND_OF: Record<string, TargetKindName> = {
  '': 'spell',
  creature: 'creature-spell',
  noncreature: 'noncreature-spell',
  'instant or sorcery': 'instant-or-sorcery-spell',
  instant: 'instant-spell',
  sorcery: 'sorcery-spell',
  artifact: 'artifact-spell',
  'artifact or enchantment': 'artifact-or-enchantment-spell',
  'creature or planeswalker': 'creature-or-planeswalker-spell',
  // by colour (105.2; oracle9d)
  colorless: 'colorless-spell',
  multicolored: 'multicolored-spell',
  ...Object.fromEntries(COLORS.flatMap((c) => [[c, `${c}-spell`], [`non${c}`, `non${c}-spell`]])),
};

/** "counter target spell that targets a creature", "… you don't control": a spell known by its targets or controller. */
const SPELL_WHICH_OF: Record<string, TargetKindName> = {
  'that targets a permanent you control': 'spell-targeting-your-permanent',
  'that targets a creature': 'spell-targeting-creature',
  'that targets you': 'spell-targeting-you',
  'that targets a player': 'spell-targeting-player',
  'that targets you or a permanent you control': 'spell-targeting-you-or-your-permanent',
  "you don't control": 'opponent-spell',
};

/** "other attacking creatures you control": the filter of creatures attacking or blocking as the effect resolves. */
function combatFilter(m: Record<string, string>): Filter {
  return { ...(m.w!.toLowerCase() === 'attacking' ? { attacking: true } : { blocking: true }), ...(m.other ? { others: true } : {}), ...(m.yours ? { yours: true } : {}) } as Filter;
}

/** "Cast this spell only …" (601.3): the restriction's word. */
const CAST_ONLY_OF: Record<string, CastOnly> = {
  'during combat': 'combat',
  'during combat before blockers are declared': 'before-blockers',
  'during combat after blockers are declared': 'after-blockers',
  'during the declare attackers step': 'declare-attackers',
  "during the declare attackers step and only if you've been attacked this step": 'attacked',
  'during the declare blockers step': 'declare-blockers',
  'during your turn': 'your-turn',
  "during an opponent's turn": 'opponent-turn',
};

/** What damage "divided as you choose among …" may be dealt to. */
const DIVIDED_KIND: Record<string, TargetKindName> = {
  targets: 'any',
  'target creatures': 'creature',
  'target attacking or blocking creatures': 'attacking-or-blocking-creature',
  'target attacking creatures': 'attacking-creature',
  'target creatures with flying': 'flying-creature',
};

/** "A fights B", "A deals damage equal to its power to B": `fighter A & fight B` (engine/mtg/fight.ts). */
function fighting(kind: 'fight' | 'bite', a: string, b: string, c: ReadContext): Effect[] | undefined {
  const who = on('fighter', a, c);
  const other = who ? on(kind, b, { ...c, before: c.before + 1 }) : undefined;
  return who && other && !(who.count || other.count) ? [who, other] : undefined;
}

function pump(pt: string): { power: number; toughness: number } {
  const [p, t] = pt.split('/').map(Number);
  return { power: p!, toughness: t! };
}

/** A creature type as printed, singular or plural ("Elf", "Elves", "Sliver"): a capitalised word. */
const TYPE_WORD = "[A-Z][A-Za-z'-]{1,30}";
/** Capitalised words before "creatures" that are no creature type: other subtypes (205.3g–j), supertypes, colours, words. */
const NOT_CREATURE_TYPES = new Set(
  ('Other All Each CARDNAME You It They Creature Creatures Legendary Nontoken Token Tokens Snow Basic Commander Attacking Blocking Tapped Untapped Multicolored Colorless ' +
    'White Blue Black Red Green Artifact Artifacts Enchantment Enchantments Land Lands Permanent Permanents Spell Spells Vehicle Vehicles Equipment ' +
    'Aura Auras Treasure Treasures Food Foods Clue Clues Blood Gold Powerstone Powerstones Map Maps Saga Sagas Shrine Shrines Curse Curses Cartouche ' +
    'Cartouches Rune Runes Role Roles Class Background Backgrounds Case Room Attraction Attractions Contraption Contraptions Fortification Gate Gates ' +
    'Desert Deserts Forest Forests Island Islands Mountain Mountains Plains Swamp Swamps Cave Caves Lair Locus Sphere Town Mine Tower Urza\'s Incubator Non')
    .split(' '),
);
/** Plural creature types that are not the singular plus "s". */
const PLURAL_OF: Record<string, string> = { Elves: 'Elf', Dwarves: 'Dwarf', Wolves: 'Wolf', Werewolves: 'Werewolf', Allies: 'Ally', Harpies: 'Harpy', Mice: 'Mouse', Foxes: 'Fox', Sphinxes: 'Sphinx', Octopuses: 'Octopus', Pegasi: 'Pegasus', Fungi: 'Fungus', Homunculi: 'Homunculus', Djinn: 'Djinn', Merfolk: 'Merfolk', Kithkin: 'Kithkin', Moonfolk: 'Moonfolk', Samurai: 'Samurai', Kor: 'Kor', Sheep: 'Sheep', Fish: 'Fish', Ox: 'Ox', Oxen: 'Ox', Monkeys: 'Monkey', Berserkers: 'Berserker' };

/** The creature type a word of the card names (`plural`: "Elves" → Elf), or undefined when it is no creature type. */
function subtypeOf(word: string, plural: boolean): string | undefined {
  if (!/^[A-Z]/.test(word) || NOT_CREATURE_TYPES.has(word)) return undefined;
  if (!plural) return word;
  const t = PLURAL_OF[word] ?? (/(?:ss|us)$/.test(word) ? undefined : word.replace(/s$/, ''));
  return t && t !== word && !NOT_CREATURE_TYPES.has(t) ? t : PLURAL_OF[word];
}

/** "Other Elves you control", "All Sliver creatures", "Goblin creatures you control", "Other Merfolk and Wizards you control"… */
const TYPED_SUBJECT = `(?<all>All |Other |Each other )?(?<t1>${TYPE_WORD})(?: and (?<t2>${TYPE_WORD}))?(?<creatures> creatures)?(?<yours> you control)?`;

/** The filter of a lord's subject: `creatures` after the type means it is written singular ("Sliver creatures"). */
function typedFilter(m: Record<string, string>): Filter | undefined {
  const plural = !m.creatures;
  const types = [m.t1!, ...(m.t2 ? [m.t2] : [])].map((t) => subtypeOf(t, plural));
  if (types.some((t) => t === undefined)) return undefined;
  const f: Filter = { subtype: types as string[] };
  if (m.yours) f.yours = true;
  if (m.all && !/^all/i.test(m.all)) f.others = true;
  return f;
}

/** "gets +2/+2", "has flying", "gets +1/+0 and has first strike": what a creature's conditional static ability gives it. */
const SELF_STATIC = `(?:gets (?<pt>${SLOTS.PT})(?: and has (?<k1>${SLOTS.K}))?|has (?<k2>${SLOTS.K}))`;
/** "a Swamp", "an artifact", "another Elf", "three or more artifacts" (what its controller controls). */
const CONTROLS = `(?<n>an?|another|(?:two|three|four|five|six|seven|eight) or more) (?<w>[A-Za-z'-]+)`;

/** The condition of "as long as you control …" (611.3b), or undefined when it is not a card type or a subtype. */
function controlCondition(n: string, w: string): Condition | undefined {
  const many = /or more$/i.test(n);
  const count = many ? numberOf(n.split(' ')[0]!)! : 1;
  const type = /^(artifact|enchantment|land|creature)(s?)$/i.exec(w);
  if (type && (type[2] === 's') === many) return { count, type: type[1]!.toLowerCase() as Condition['type'], ...(/^another$/i.test(n) ? { other: true } : {}) };
  const sub = /^(Plains|Island|Swamp|Mountain|Forest)s?$/.exec(w)?.[1] ?? subtypeOf(w, many);
  if (!sub) return undefined;
  return /^another$/i.test(n) ? { count, subtype: sub, other: true } : { count, subtype: sub };
}

/** A conditional static ability of the card itself: its pump and keywords, on itself only (`self`). */
function selfStatic(m: Record<string, string>): Reading | undefined {
  const condition = controlCondition(m.n!, m.w!);
  if (!condition) return undefined;
  const filter: Filter = { self: true };
  const statics: Effect[] = m.pt ? [{ kind: 'pump', ...pump(m.pt), targets: [], filter }] : [];
  const k = m.k1 ?? m.k2;
  const more = k ? gains('gain', k, { kind: 'gain', targets: [], filter }, false) : [];
  return more ? { statics: [...statics, ...more], condition } : undefined;
}

/** A static ability of the card itself that applies only at some moments ("as long as it's your turn / attacking / untapped", 611.3b). */
function nowStatic(m: Record<string, string>, now: NowCondition): Reading | undefined {
  const filter: Filter = { self: true };
  const statics: Effect[] = m.pt ? [{ kind: 'pump', ...pump(m.pt), targets: [], filter }] : [];
  const k = m.k1 ?? m.k2;
  const more = k ? gains('gain', k, { kind: 'gain', targets: [], filter }, false) : [];
  return more ? { statics: [...statics, ...more], condition: { count: 1, now } } : undefined;
}
/** "it's your turn", "it's not your turn": whose turn a static ability asks about. */
const TURN_NOW = "it[’']s (?<not>not )?your turn";
const turnNow = (m: Record<string, string>): NowCondition => (m.not ? 'not-your-turn' : 'your-turn');

/** Threshold's condition as printed: seven or more cards in its controller's graveyard. */
const THRESHOLD = 'seven or more cards are in your graveyard';
/** What a creature gets with threshold: "+2/+2", "+1/+1 and has flying", "+2/+2 and can't block", "has flying". */
const THRESHOLD_STATIC = `(?:gets (?<pt>${SLOTS.PT})(?: and (?:has (?<k1>${SLOTS.K})|(?<cb>can't block)))?|has (?<k2>${SLOTS.K}))`;

/** A threshold static ability of the card itself: its pump and keywords ("can't block" is one), on itself only. */
function thresholdStatic(m: Record<string, string>): Reading | undefined {
  const filter: Filter = { self: true };
  const statics: Effect[] = m.pt ? [{ kind: 'pump', ...pump(m.pt), targets: [], filter }] : [];
  const k = m.k1 ?? m.k2;
  const more = k ? gains('gain', k, { kind: 'gain', targets: [], filter }, false) : [];
  if (m.cb) statics.push({ kind: 'gain', keyword: 'cant-block', targets: [], filter: { self: true } });
  return more ? { statics: [...statics, ...more], condition: { count: 7, graveyard: true } } : undefined;
}

/** A static ability of its own that applies only while its controller has the city's blessing (702.131c). */
function blessingStatic(m: Record<string, string>): Reading | undefined {
  const filter: Filter = { self: true };
  const statics: Effect[] = m.pt ? [{ kind: 'pump', ...pump(m.pt), targets: [], filter }] : [];
  const k = m.k1 ?? m.k2 ?? m.k3;
  const more = k ? gains('gain', k, { kind: 'gain', targets: [], filter }, false) : [];
  if (m.cb) statics.push({ kind: 'gain', keyword: 'unblockable', targets: [], filter: { self: true } });
  return more ? { statics: [...statics, ...more], condition: { count: 1, blessing: true } } : undefined;
}

/** Amounts counted as the effect happens (engine/mtg/counted-amounts.ts), by the words after "equal to" (and after "for each", singular). */
const COUNT_OF: Record<string, CountedAmount | 'creatures'> = {
  'the number of lands you control': 'land-count',
  'the number of plains you control': 'plains-count',
  'the number of islands you control': 'island-count',
  'the number of swamps you control': 'swamp-count',
  'the number of mountains you control': 'mountain-count',
  'the number of forests you control': 'forest-count',
  'the number of creatures you control': 'creatures',
  'the number of cards in your hand': 'hand-count',
  "the number of cards in that player's hand": 'target-hand-count',
  "that creature's power": 'its-power',
  "that creature's toughness": 'its-toughness',
  'its power': 'its-power',
  'its toughness': 'its-toughness',
  'its mana value': 'its-mv',
  "that permanent's mana value": 'its-mv',
  "the sacrificed creature's power": 'sacrificed-power',
  "the sacrificed creature's toughness": 'sacrificed-toughness',
};
const EACH_OF: Record<string, string> = {
  'land you control': 'the number of lands you control',
  'plains you control': 'the number of plains you control',
  'island you control': 'the number of islands you control',
  'swamp you control': 'the number of swamps you control',
  'mountain you control': 'the number of mountains you control',
  'forest you control': 'the number of forests you control',
  'card in your hand': 'the number of cards in your hand',
};
const COUNTED = alt(Object.keys(COUNT_OF));
const COUNT_EACH = alt(Object.keys(EACH_OF));

/**
 * An effect whose amount is counted as it happens. A number of "that creature" / "its" needs an effect before it
 * that acted on an object (not a player), and one of "the sacrificed creature" a spell that sacrifices one as it is cast.
 */
function counted(kind: Effect['kind'], phrase: string, words: string, c: ReadContext): Effect[] | undefined {
  const from = COUNT_OF[words.toLowerCase()] ?? COUNT_OF[EACH_OF[words.toLowerCase()] ?? ''];
  if (!from || !c.spell) return undefined;
  if (from.startsWith('its-')) {
    const last = c.last;
    if (!last || EFFECT_RULES[last.kind].targets === 'player' || last.count || last.filter || !(last.choose || last.targets.includes('that'))) return undefined;
    // a spell on the stack has no power or toughness the kernel keeps once it has left
    if (last.choose && TARGET_KINDS[last.choose as TargetKindName].spell) return undefined;
  }
  if (from.startsWith('sacrificed-') && !c.paid) return undefined;
  const e = on(kind, phrase, c, { amountFrom: from });
  if (!e || e.count || e.filter) return undefined;
  // "that player's hand": the player the effect affects, a target
  if (from === 'target-hand-count' && !(e.choose && TARGET_KINDS[e.choose as TargetKindName].players)) return undefined;
  return [e];
}

/** What a delayed ability at a step does to its object, and when (the next end step, the end of combat). */
const DELAYED_VERB = 'sacrifice|exile|destroy';
const DELAYED_OBJECT = 'it|them|CARDNAME|that creature|those creatures|that token|those tokens|that card|those cards|the exiled card|that permanent';
const DELAYED_AT = 'at the beginning of the next end step|at end of combat';
const DELAYED_AT_FIRST = 'At the beginning of the next end step|At end of combat';

/**
 * `at-next-end-step x & sacrifice that` (603.7a): the object is the card itself ("sacrifice CARDNAME", "it" first in a
 * permanent's ability), the target or object before ("it", "that creature", "that card" after an exile), or the event's
 * creature (the blocker's or blocked creature's, 509.3). A token the effect before created has no word yet (oracle.ts
 * `namesToken`). Return: a card exiled or in a graveyard onto the battlefield, its owner controlling it, or to a hand.
 */
function delayedAt(verb: string, object: string, at: string, c: ReadContext): Effect[] | undefined {
  const kind = /end of combat/i.test(at) ? 'at-end-of-combat' : 'at-next-end-step';
  const o = object.toLowerCase();
  const phrase = o === 'them' || o === 'those creatures' || o === 'those cards' || o === 'those tokens' ? 'those creatures' : o === 'that card' || o === 'the exiled card' || o === 'that permanent' || o === 'that token' ? (c.before > 0 ? 'that creature' : '') : o === 'cardname' ? 'CARDNAME' : o;
  if (!phrase || (phrase === 'CARDNAME' && c.spell)) return undefined;
  const watched = on(kind, phrase, c);
  if (!watched || watched.choose || watched.filter) return undefined;
  // a card exiled: only the return finds it in exile; sacrificing or destroying is of a permanent
  const v = verb.toLowerCase();
  const then: Effect = v === 'return-battlefield' ? { kind: 'return-under-owner', targets: ['that'] } : v === 'return-hand' ? { kind: kind === 'at-end-of-combat' ? 'bounce' : 'return', targets: ['that'] } : { kind: v as 'sacrifice' | 'exile' | 'destroy', targets: ['that'] };
  return [{ ...watched, then: [then] }];
}

// ---------------------------------------------------------------------------------------------------------------
// the table

const keyword = (id: string, example: string, pattern: string, read: OracleTemplate['read'], family: Family = 'keywords'): OracleTemplate => ({ id, part: 'keyword', family, pattern, example, read });
const trigger = (when: Reading['when'], id: string, example: string, pattern: string): OracleTemplate => ({ id, part: 'trigger', family: 'triggers', pattern, example, read: () => ({ when: when! }) });
/** "Whenever a creature you control dies": a creature card's own trigger word too (it is one of them), with the others'. */
const triggerWithSelf = (self: 'enters' | 'dies', others: NonNullable<Reading['when']>[number], id: string, example: string, pattern: string): OracleTemplate => ({
  id,
  part: 'trigger',
  family: 'triggers',
  pattern,
  example,
  read: (_m, c) => ({ when: c.creature ? [self, others] : [others] }),
});
const statik = (id: string, family: Family, example: string, pattern: string, read: OracleTemplate['read']): OracleTemplate => ({ id, part: 'static', family, pattern, example, read });
const effect = (id: string, family: Family, example: string, pattern: string, read: (m: Record<string, string>, c: ReadContext) => Effect[] | undefined): OracleTemplate => ({
  id,
  part: 'effect',
  family,
  pattern,
  example,
  read: (m, c) => {
    const effects = read(m, c);
    return effects ? { effects } : undefined;
  },
});

/** The effects "prevent all … damage … this turn" reads into (engine/mtg/prevention.ts). */
const PREVENT_ALL = new Set<Effect['kind']>(['prevent-all', 'prevent-all-combat', 'prevent-by', 'prevent-combat-by']);

/** Sets of creatures or players a prevention names beyond the usual subjects: "creatures", "attacking creatures", "players". */
const PREVENT_FILTERS: ReadonlyMap<string, Filter> = new Map<string, Filter>([
  ['creatures', {}],
  ['other creatures', { others: true }],
  ['attacking creatures', { attacking: true }],
  ['blocking creatures', { blocking: true }],
  ['attacking creatures you control', { attacking: true, yours: true }],
  ['creatures without trample', { notKeyword: 'trample' }],
  ['creatures without flying', { notKeyword: 'flying' }],
  ...COLORS.map((c): [string, Filter] => [`non${c} creatures`, { notColor: c }]),
  ...COLORS.map((c): [string, Filter] => [`${c} creatures`, { color: c }]),
]);

/** "target creature", "creatures you control", "you and creatures you control", "players" … as prevention effects of `kind`. */
function preventSubject(kind: Effect['kind'], phrase: string, c: ReadContext): Effect[] | undefined {
  const p = phrase.toLowerCase();
  // "by creatures with power 2 or less": a set limited by a number (engine/mtg/stat-bounds.ts)
  const bounded = /^creatures with (?<stat>power|toughness) (?<n>\w+) or (?<side>greater|less)$/.exec(p);
  if (bounded && kind.endsWith('-by')) {
    const n = numberOf(bounded.groups!.n!);
    return n === undefined ? undefined : [{ kind, targets: [], filter: { bound: boundOf(bounded.groups!.stat!, n, bounded.groups!.side!) } }];
  }
  const filter = PREVENT_FILTERS.get(p);
  // attacking and blocking creatures are the ones as it resolves (611.2c): a spell or ability only, not a trigger before combat
  if (filter) return [{ kind, targets: [], filter: { ...filter } }];
  if (p === 'players' || p === 'each player') return kind.endsWith('-by') ? undefined : [{ kind, targets: ['each-player'] }];
  // "you and permanents you control", "you and creatures you control", "you and planeswalkers you control": each prevention
  const both = /^you and (?<rest>.+)$/.exec(p);
  if (both && !kind.endsWith('-by')) {
    const yours = /^(?<what>.+) you control$/.exec(both.groups!.rest!);
    const rest = yours ? permanentsFilter(yours.groups!.what!, true) : undefined;
    return rest ? [{ kind, targets: ['you'] }, { kind, targets: [], filter: { ...rest, yours: true } }] : undefined;
  }
  if (/ by | and /.test(p)) return undefined;
  const e = on(kind, phrase, c);
  return e ? [e] : undefined;
}

export const ORACLE_TEMPLATES: readonly OracleTemplate[] = [
  // --- keywords: any keyword of the registry by its printed name, protection from colours, keywords with a number
  keyword('keyword', 'Serra Angel', '(?<k>.+)', (m) => {
    const k = KEYWORD_OF.get(m.k!.toLowerCase());
    return k ? { keywords: [k] } : undefined;
  }),
  keyword('protection-from-colors', 'White Knight', `protection from (?<c>{C}(?:(?:,| and|, and) from {C})*)`.replace(/\{C\}/g, SLOTS.C!), (m) => ({
    protection: m.c!.split(/,? and from |, from /i).map((c) => COLOR_OF.get(c.toLowerCase())!),
  }), 'protection'),
  // protection from a card type or from everything (702.16a, 702.16j): the qualities the engine knows
  keyword('protection-from-qualities', 'Nacatl Savage', 'protection from (?<q>[a-z]+(?:(?:,| and|, and) from [a-z]+)*)', (m) => {
    const qualities = m.q!.split(/,? and from |, from /i).map((q) => V.qualities.get(q)?.canonical);
    return qualities.every((q) => q !== undefined && !COLOR_OF.has(q)) ? { protection: qualities as Quality[] } : undefined;
  }, 'protection'),
  // a keyword of the registry written with a number (toxic 1, bushido 2), written `word:N` like an attribute
  keyword('keyword-number', 'Jawbone Duelist', `(?<k>${alt(NUMBERED_KEYWORD_OF.keys())}) {N}`, (m) => ({ attributes: { [NUMBERED_KEYWORD_OF.get(m.k!.toLowerCase())!]: numberOf(m.N!)! } })),
  // keyword abilities that work only from the hand, a graveyard, the stack or deck construction (113.6b, keywords.ts
  // `worksFrom`), with their cost ("Cycling {2}", "Suspend 4—{1}{U}", "Affinity for artifacts"): the keyword, kept
  keyword('keyword-elsewhere', 'Angel of the God-Pharaoh', `(?<k>${alt(ELSEWHERE_OF.keys())}|(?<type>basic land|[a-z]+)cycling)(?: for [a-z]+| ?(?:{N}—)?${MANA})?`, (m) => ({ keywords: [m.type ? 'typecycling' : ELSEWHERE_OF.get(m.k!.toLowerCase())!] })),
  // 702.114a: devoid only says the card is colourless, which its colours in the card data already are
  keyword('devoid', 'Forerunner of Slaughter', 'devoid', () => ({ nothing: true })),

  // --- static abilities of the permanent
  statik('cant-block', 'blocking', 'Goblin Raider', "CARDNAME can't block", () => ({ keywords: ['cant-block'] })),
  statik('unblockable', 'blocking', 'Phantom Warrior', "CARDNAME can't be blocked", () => ({ keywords: ['unblockable'] })),
  statik('blocks-only-flying', 'blocking', 'Cloud Pirates', 'CARDNAME can block only creatures with flying', () => ({ keywords: ['blocks-only-flying'] })),
  statik('must-attack', 'blocking', 'Bloodrock Cyclops', 'CARDNAME attacks each combat if able', () => ({ keywords: ['must-attack'] })),
  statik('must-be-blocked', 'blocking', "Gaea's Protector", 'CARDNAME must be blocked if able', () => ({ keywords: ['must-be-blocked'] })),
  statik('block-any', 'blocking', 'Palace Guard', 'CARDNAME can block any number of creatures', () => ({ keywords: ['block-any'] })),
  statik('extra-block', 'blocking', 'Foriysian Brigade', 'CARDNAME can block an additional creature each combat', () => ({ attributes: { 'extra-block': 1 } })),
  statik('max-one-blocker', 'blocking', 'Charging Rhino', "CARDNAME can't be blocked by more than one creature", () => ({ attributes: { 'max-blockers': 1 } })),
  // replacement effects of entering (614.1c): applied when it enters during the scenario
  statik('enters-tapped', 'counters', 'Diregraf Ghoul', 'CARDNAME enters tapped', () => ({ keywords: ['enters-tapped'] })),
  statik('enters-with-counters', 'counters', 'Adaptive Shimmerer', 'CARDNAME enters with {N} \\+1/\\+1 counters? on it', (m) => ({ attributes: { 'enters-with': numberOf(m.N!)! } })),
  statik('anthem', 'anthems', 'Glorious Anthem', '{S} gets? {PT}', (m, c) => {
    const e = on('pump', m.S!, c, pump(m.PT!));
    return e?.filter ? { statics: [e] } : undefined;
  }),
  statik('anthem-keywords', 'anthems', 'Oathsworn Giant', '{S} gets? {PT} and ha(?:s|ve) {K}', (m, c) => {
    const e = on('pump', m.S!, c, pump(m.PT!));
    const more = e?.filter ? gains('gain', m.K!, e, true) : undefined;
    return e && more ? { statics: [e, ...more] } : undefined;
  }),
  statik('anthem-gain', 'anthems', 'Levitation', '{S} ha(?:s|ve) {K}', (m, c) => {
    const e = on('gain', m.S!, c, {});
    const more = e?.filter ? gains('gain', m.K!, e, false) : undefined;
    return more ? { statics: more } : undefined;
  }),

  // --- when a triggered ability triggers (events.ts, TRIGGER_KINDS)
  trigger(['enters'], 'when-enters', 'Kitchen Finks', 'When(?:ever)? CARDNAME enters'),
  trigger(['enters', 'attacks'], 'when-enters-or-attacks', 'Bruse Tarl, Boorish Herder', 'When(?:ever)? CARDNAME enters or attacks'),
  trigger(['leaves'], 'when-leaves', 'Delusions of Mediocrity', 'When(?:ever)? CARDNAME leaves the battlefield'),
  trigger(['enters', 'leaves'], 'when-enters-or-leaves', 'Aven Riftwatcher', 'When(?:ever)? CARDNAME enters or leaves the battlefield'),
  trigger(['enters', 'dies'], 'when-enters-or-dies', 'Ashen Rider', 'When(?:ever)? CARDNAME enters or dies'),
  triggerWithSelf('enters', 'ally-enters', 'when-creature-yours-enters', "Ajani's Welcome", 'Whenever (?:CARDNAME or another creature|a creature) (?:enters under your control|you control enters)'),
  triggerWithSelf('enters', 'creature-enters', 'when-any-creature-enters', 'Blasting Station', 'Whenever a creature enters'),
  triggerWithSelf('dies', 'ally-dies', 'when-creature-yours-dies', 'Zulaport Cutthroat', 'Whenever (?:CARDNAME or another creature|a creature) you control dies'),
  trigger(['dies'], 'when-dies', 'Archon of Justice', 'When(?:ever)? CARDNAME (?:dies|is put into a graveyard from the battlefield)'),
  trigger(['attacks'], 'when-attacks', 'Bolt Hound', 'Whenever CARDNAME attacks'),
  trigger(['blocks'], 'when-blocks', 'Sustainer of the Realm', 'Whenever CARDNAME blocks'),
  trigger(['becomes-blocked'], 'when-blocked', 'Deepwood Wolverine', 'Whenever CARDNAME becomes blocked'),
  trigger(['attacks', 'blocks'], 'when-attacks-or-blocks', 'Merfolk Skyscout', 'When(?:ever)? CARDNAME attacks or blocks'),
  trigger(['blocks', 'becomes-blocked'], 'when-blocks-or-blocked', 'Chub Toad', 'Whenever CARDNAME blocks or becomes blocked'),
  trigger(['combat-damage'], 'when-combat-damage', 'Slith Firewalker', 'Whenever CARDNAME deals combat damage to a player'),
  trigger(['combat-damage-creature'], 'when-combat-damage-creature', 'Mirri the Cursed', 'Whenever CARDNAME deals combat damage to a creature'),
  trigger(['damage-to-player'], 'when-damage-player', 'Niv-Mizzet, Dracogenius', 'Whenever CARDNAME deals damage to a player'),
  trigger(['damage-to-opponent'], 'when-damage-opponent', 'Thieving Magpie', 'Whenever CARDNAME deals damage to an opponent'),
  trigger(['damaged'], 'when-damaged', 'Fungusaur', 'Whenever CARDNAME is dealt damage'),
  trigger(['creature-dies'], 'when-creature-dies', 'Blood Artist', 'Whenever (?:CARDNAME or another creature|a creature) dies'),
  trigger(['creature-enters'], 'when-another-enters', 'Soul Warden', 'Whenever another creature enters'),
  trigger(['ally-enters'], 'when-ally-enters', 'Celebrity Fencer', 'Whenever another creature (?:enters under your control|you control enters)'),
  trigger(['other-dies'], 'when-other-dies', 'Deathgreeter', 'Whenever another creature dies'),
  trigger(['ally-dies'], 'when-ally-dies', 'Unruly Mob', 'Whenever another creature you control dies'),
  trigger(['your-combat'], 'at-your-combat', 'Luminarch Aspirant', 'At the beginning of combat on your turn'),
  trigger(['cast-noncreature'], 'when-cast-noncreature', 'Firebrand Archer', 'Whenever you cast a noncreature spell'),
  trigger(['cast-spell'], 'when-cast-spell', 'Leonin Battlemage', 'Whenever you cast a spell'),
  trigger(['cast-creature'], 'when-cast-creature', 'Beast Whisperer', 'Whenever you cast a creature spell'),
  trigger(['opponent-casts'], 'when-opponent-casts', 'Mogg Sentry', 'Whenever an opponent casts a spell'),
  trigger(['player-casts'], 'when-player-casts', 'Blind Creeper', 'Whenever a player casts a spell'),
  trigger(['cast-instant-sorcery'], 'when-cast-instant-sorcery', 'Aven Wind Mage', 'Whenever you cast an instant or sorcery spell'),
  trigger(['life-gained'], 'when-life-gained', "Ajani's Pridemate", 'Whenever you gain life'),
  trigger(['end-step'], 'at-end-step', 'Ball Lightning', 'At the beginning of (?:the|each) end step'),
  trigger(['your-end-step'], 'at-your-end-step', 'Voltaic Servant', 'At the beginning of your end step'),
  trigger(['your-upkeep'], 'at-your-upkeep', 'Bloodgift Demon', 'At the beginning of your upkeep'),
  trigger(['upkeep'], 'at-each-upkeep', 'Celestial Force', "At the beginning of (?:each|each player's) upkeep"),
  trigger(['becomes-tapped'], 'when-becomes-tapped', 'Fallowsage', 'Whenever CARDNAME becomes tapped'),
  trigger(['damaged-creature-dies'], 'when-damaged-creature-dies', 'Sengir Vampire', 'Whenever a creature dealt damage by CARDNAME this turn dies'),

  // --- keyword, static and trigger templates added in the fifth stretch for creatures (oracle5a adds here)
  // "Prototype {1}{R} — 2/1" (702.160a): cast as a smaller creature, an ability of casting (113.6b)
  keyword('prototype', 'Blitz Automaton', `prototype ${MANA} ?[—-] ?\\d{1,2}/\\d{1,2}`, () => ({ keywords: ['prototype'] })),
  // "that much": the amount of the effect before, else of the triggering event — damage dealt, life gained (608.2c, 603.2)
  effect('damage-that-much', 'damage', 'Boros Reckoner', '(?:CARDNAME|it) deals that much damage to {T}', (m, c) => (c.spell ? undefined : one(on('damage', m.T!, c, { amountFrom: 'that' })))),
  effect('gain-that-much', 'life', 'Wall of Hope', '(?:{T} gains?|(?<more>gains)) that much life', (m, c) => (c.spell && c.before === 0 ? undefined : one(on('gain-life', subject(m), c, { amountFrom: 'that' })))),
  // "Discard a card" as an activation cost (602.2b, 701.8a): a card of its controller's hand
  { id: 'cost-discard', part: 'cost', family: 'activated', example: 'Aven Trooper', pattern: 'Discard a card', read: () => ({ cost: 'discard-card' }) },
  statik('attacks-only-if-island', 'blocking', 'Armored Galleon', "CARDNAME can't attack unless defending player controls an Island", () => ({ keywords: ['attacks-only-if-island'] })),
  statik('cant-block-unblockable', 'blocking', 'Tormented Soul', "CARDNAME can't block and can't be blocked", () => ({ keywords: ['cant-block', 'unblockable'] })),
  statik('blocked-by-all', 'blocking', 'Breaker of Armies', 'All creatures able to block CARDNAME do so', () => ({ keywords: ['must-be-blocked-by-all'] })),
  // "whenever this becomes blocked by a (white) creature": once for each blocker, which "that creature" names (509.3d, 509.3f)
  { id: 'when-blocked-by-creature', part: 'trigger', family: 'triggers', example: 'Kolaghan Aspirant', pattern: 'Whenever CARDNAME (?<b>blocks or )?becomes blocked by an? (?:(?<c>{C}) )?creature'.replace('{C}', SLOTS.C!), read: (m) => {
    const by = (m.c ? `blocked-by-${m.c.toLowerCase()}` : 'blocked-by-creature') as NonNullable<Reading['when']>[number];
    // "blocks or becomes blocked by a white creature": the blocked creature's colour is not a trigger word of blocks
    return m.b && m.c ? undefined : { when: m.b ? ['blocks', by] : [by] };
  } },
  // block restrictions by power (509.1b): keywords with the number N
  statik('unblockable-by-power', 'blocking', "Arlinn's Wolf", "CARDNAME can't be blocked by creatures with power {N} or (?<than>less|greater)", (m) => ({
    attributes: { [m.than!.toLowerCase() === 'less' ? 'unblockable-power-le' : 'unblockable-power-ge']: numberOf(m.N!)! },
  })),
  statik('cant-block-by-power', 'blocking', 'Brassclaw Orcs', "CARDNAME can't block creatures with power {N} or (?<than>less|greater)", (m) => ({
    attributes: { [m.than!.toLowerCase() === 'less' ? 'cant-block-power-le' : 'cant-block-power-ge']: numberOf(m.N!)! },
  })),
  // */* from a count (604.3, 208.2, layer 7a): creatures its controller controls, cards in their hand (card wording the
  // rules quote too: `\\s+` keeps test/engine/rules-text.test.ts apart)
  statik('pt-count', 'pt', 'Battle Squadron', "CARDNAME's power and toughness are each equal to the\\s+number of (?<what>creatures you control|cards in your hand)", (m) => ({
    keywords: [m.what!.toLowerCase().startsWith('creatures') ? 'pt-creatures' : 'pt-hand'],
  })),
  // creature tokens (111.1–111.4): power and toughness, colours, keywords and creature types (`subtypes=Spirit`); the
  // name is not kept, an artifact creature token carries the card type artifact
  effect('create-token', 'tokens', 'Attended Knight', `create (?<n>${SLOTS.N}) (?<p>\\d{1,2})/(?<t>\\d{1,2}) (?<colors>colorless|{C}(?:(?:,| and|, and) {C})*)(?<types>(?: (?!artifact |creature )[A-Z][\\w'’-]*)*) (?<a>artifact )?creature tokens?(?: with {K})?`.replace(/\{C\}/g, SLOTS.C!), (m) => {
    const n = numberOf(m.n!)!;
    const colors = m.colors!.toLowerCase() === 'colorless' ? [] : m.colors!.split(/,? and |, /i).map((c) => COLOR_OF.get(c.toLowerCase())!);
    const k = m.K ? keywordsIn(m.K) : { keywords: [], protection: [] };
    if (!k || k.protection.length || k.keywords.some((w) => KEYWORD_RULES[w].amount)) return undefined;
    const keywords: Keyword[] = [...(m.a ? (['artifact'] as Keyword[]) : []), ...k.keywords];
    const e: Effect = { kind: 'create', power: Number(m.p), toughness: Number(m.t), targets: ['you'] };
    // its creature types (111.4, 205.3m), which lords and typed triggers ask
    const subtypes = m.types!.trim().split(' ').filter((t) => SUBTYPE.test(t));
    if (subtypes.length) e.token = { colors, keywords, subtypes };
    else if (colors.length || keywords.length) e.token = { colors, keywords };
    return Array.from({ length: n }, () => structuredClone(e));
  }),

  // --- templates added in the sixth stretch for creatures and other permanents (oracle6a adds here)
  // landfall (603.6a): a land played (`play l`, 305.1) or put onto the battlefield under its controller's control
  trigger(['land-enters'], 'when-land-enters', 'Canopy Baloth', 'Whenever a land (?:enters under your control|you control enters)'),
  // constellation and the like: an enchantment (an artifact) entering under your control, this one too (603.6a)
  trigger(['enchantment-enters'], 'when-enchantment-enters', 'Eidolon of Blossoms', 'Whenever (?:CARDNAME or another enchantment|an enchantment) (?:enters under your control|you control enters)'),
  trigger(['artifact-enters'], 'when-artifact-enters', 'Contraband Kingpin', 'Whenever (?:CARDNAME or another artifact|an artifact) (?:enters under your control|you control enters)'),
  trigger(['opponent-upkeep'], 'at-opponent-upkeep', 'Sheoldred, Whispering One', "At the beginning of each opponent's upkeep"),
  trigger(['becomes-untapped'], 'when-becomes-untapped', "Sphinx's Disciple", 'Whenever CARDNAME becomes untapped'),
  trigger(['cast-enchantment'], 'when-cast-enchantment', 'Argothian Enchantress', 'Whenever you cast an enchantment spell'),
  trigger(['opponent-creature-dies'], 'when-opponent-creature-dies', 'Altac Bloodseeker', 'Whenever a creature an opponent controls dies'),
  // heroic (601.2i) and "becomes the target of a spell or ability" (115.1), as the spell or ability goes on the stack
  trigger(['heroic'], 'when-your-spell-targets', 'Agent of the Fates', 'Whenever you cast a spell that targets CARDNAME'),
  trigger(['becomes-target'], 'when-becomes-target', 'Skulking Ghost', 'When(?:ever)? CARDNAME becomes the target of a spell or ability'),
  trigger(['attacks-alone'], 'when-attacks-alone', 'Lunk Errant', 'Whenever CARDNAME attacks alone'),
  trigger(['battalion'], 'when-battalion', 'Boros Elite', 'Whenever CARDNAME and at least two other creatures attack'),
  trigger(['attacks-unblocked'], 'when-attacks-unblocked', 'Eternal of Harsh Truths', "Whenever CARDNAME attacks and isn't blocked"),
  trigger(['cast-multicolored'], 'when-cast-multicolored', 'Gloryscale Viashino', 'Whenever you cast a multicolored spell'),
  trigger(['ally-combat-damage'], 'when-ally-combat-damage', 'Deepfathom Skulker', 'Whenever a creature you control deals combat damage to a player'),
  // "When this blocks" reads as "whenever": it can block once each combat (509.3a)
  trigger(['blocks'], 'when-blocks-once', 'Zephyr Spirit', 'When CARDNAME blocks'),
  // "sacrifice this unless you pay {1}{U}" (118.12): mana is not counted, so its amount (mana value) and the choice are kept
  effect('sacrifice-unless', 'removal', 'Drifting Djinn', `sacrifice CARDNAME unless you pay (?<mana>${MANA})`, (m, c) => {
    if (c.spell || /X/.test(m.mana!)) return undefined;
    return [{ kind: 'sacrifice-unless', amount: manaValue(m.mana!), targets: ['self'] }];
  }),
  // "sacrifice it" first in an ability of its own: the permanent itself (a player sacrifices only what they control, 701.17a)
  effect('sacrifice-it', 'removal', 'Frost Walker', 'sacrifice it', (_m, c) => (c.spell || c.before > 0 ? undefined : one(on('sacrifice', 'it', c)))),

  // --- templates added in the seventh stretch for creatures and other permanents (oracle7a adds here)
  // "whenever this deals damage": once for each damage event, "that much" being all it dealt (603.2c)
  trigger(['deals-damage'], 'when-deals-damage', 'Exalted Angel', 'Whenever CARDNAME deals damage'),
  trigger(['deals-combat-damage'], 'when-deals-combat-damage', 'Sunhome Enforcer', 'Whenever CARDNAME deals combat damage'),
  trigger(['you-draw'], 'when-you-draw', 'Chasm Skulker', 'Whenever you draw a card'),
  // "can't attack alone" (508.1c), "can't attack or block alone" (509.1b too)
  statik('cant-attack-alone', 'blocking', 'Mogg Flunkies', "CARDNAME can't attack(?<b> or block)? alone", (m) => ({ keywords: m.b ? ['cant-attack-alone', 'cant-block-alone'] : ['cant-attack-alone'] })),
  trigger(['opponent-targets'], 'when-opponent-targets', 'Mossdog', 'When(?:ever)? CARDNAME becomes the target of a spell or ability (?:your opponents control|an opponent controls)'),
  { id: 'when-cast-colored', part: 'trigger', family: 'triggers', example: 'Cinder Pyromancer', pattern: `Whenever you cast an? (?<c>${SLOTS.C}|colorless|artifact) spell`, read: (m) => ({ when: [`cast-${m.c!.toLowerCase()}` as NonNullable<Reading['when']>[number]] }) },

  // creature types (205.3m; engine/mtg/subtypes.ts): lords of a type — "Other Elves you control get +1/+1", "All Sliver
  // creatures have haste", "Zombie creatures you control get +1/+1 and have deathtouch" — and triggers about another
  // creature of a type ("Whenever CARDNAME or another Ally enters under your control")
  statik('lord-subtype', 'anthems', 'Goblin King', `${TYPED_SUBJECT} (?:gets? (?<pt>${SLOTS.PT})(?: and ha(?:s|ve) (?<k1>${SLOTS.K}))?|ha(?:s|ve) (?<k2>${SLOTS.K}))`, (m) => {
    const filter = typedFilter(m);
    if (!filter) return undefined;
    const statics: Effect[] = m.pt ? [{ kind: 'pump', ...pump(m.pt), targets: [], filter }] : [];
    const k = m.k1 ?? m.k2;
    const more = k ? gains('gain', k, { kind: 'gain', targets: [], filter }, false) : [];
    return more ? { statics: [...statics, ...more] } : undefined;
  }),
  { id: 'when-typed-enters-or-dies', part: 'trigger', family: 'triggers', example: 'Kalastria Healer', pattern: `Whenever (?<self>CARDNAME or )?another (?<t>${TYPE_WORD}) (?:(?<yours>enters under your control|you control enters)|(?<any>enters)|(?<dies>you control dies|dies))`, read: (m, c) => {
    const t = subtypeOf(m.t!, false);
    if (!t) return undefined;
    const other: NonNullable<Reading['when']>[number] = m.dies ? (/you control/i.test(m.dies) ? 'ally-dies' : 'other-dies') : m.yours ? 'ally-enters' : 'creature-enters';
    const self = m.self ? (m.dies ? 'dies' : 'enters') : undefined;
    return { when: self && c.creature !== false ? [self, other] : [other], subtype: [t] };
  } },

  // "CARDNAME gets +1/+1 as long as you control a Swamp / three or more artifacts / another Elf" (611.3b): a static
  // ability of its own with a condition its controller's permanents meet or not, looked at all the time
  statik('as-long-as-control', 'anthems', 'Kird Ape', `CARDNAME ${SELF_STATIC} as long as you control ${CONTROLS}`, (m) => selfStatic(m)),
  statik('as-long-as-control-first', 'anthems', 'Aerial Engineer', `As long as you control ${CONTROLS}, CARDNAME ${SELF_STATIC}`, (m) => selfStatic(m)),

  // --- keyword and mechanic templates added in the seventh stretch (oracle7c adds here)
  // cumulative upkeep (702.24a): a mana cost (its mana value per age counter), or N life per age counter
  keyword('cumulative-upkeep-mana', 'Arctic Wolves', `cumulative upkeep (?<mana>${MANA})`, (m) => (/X/.test(m.mana!) ? undefined : { attributes: { 'cumulative-upkeep-mana': manaValue(m.mana!) } })),
  statik('cumulative-upkeep-life', 'counters', 'Gallowbraid', 'Cumulative upkeep—Pay {N} life', (m) => ({ attributes: { 'cumulative-upkeep': numberOf(m.N!)! } })),
  trigger(['exploits'], 'when-exploits', 'Silumgar Butcher', 'When(?:ever)? CARDNAME exploits a creature'),
  // Echo [mana cost] (702.30a): the keyword with its cost's mana value (mana is not counted in scenarios; X is refused)
  keyword('echo', 'Acridian', `echo (?<mana>${MANA})`, (m) => (/X/.test(m.mana!) ? undefined : { attributes: { echo: manaValue(m.mana!) } })),

  // --- templates added in the eighth stretch for creatures and other permanents (oracle8a adds here)
  // "you may pay {2}. If you do, …" (118.12; engine/mtg/if-done.ts): a cost paid as the ability resolves, then what
  // happens only if it was — mana is not counted (a choice, assumed made), life only from a life total that high (119.4)
  // "whenever this blocks a creature [with / without flying]": once for each attacker it blocks (509.3b, 509.3f)
  { id: 'when-blocks-creature', part: 'trigger', family: 'triggers', example: 'Ezuri\'s Archers', pattern: 'When(?:ever)? CARDNAME blocks a creature(?: (?<w>with|without) flying)?', read: (m) => ({ when: [m.w ? (m.w.toLowerCase() === 'with' ? 'blocks-flying' : 'blocks-nonflying') : 'blocks-creature'] }) },
  // a permanent's modal triggered ability (700.2): this line, then one "•" line per mode (engine/mtg/oracle.ts `modalLine`)
  { id: 'trigger-choose-one', part: 'mode', family: 'modal', example: 'Knight of Autumn', pattern: '(?<when>(?:When|Whenever|At) [^,"]+), choose one —', read: (m, c) => (c.spell ? undefined : { nothing: true, rest: m.when! }) },
  // "You gain life equal to the life lost this way": what the effect before made its players lose, all of it (608.2c)
  effect('gain-life-lost', 'life', 'Kokusho, the Evening Star', '(?:you )?gain life equal to the life lost this way', (_m, c) => (c.before > 0 ? [{ kind: 'gain-life', amountFrom: 'that', targets: ['you'] }] : undefined)),
  { id: 'if-you-do', part: 'prefix', family: 'optional', example: 'Academy Raider', pattern: 'If you do, (?<rest>.+)', read: (m) => ({ ifDone: true, rest: m.rest! }) },
  { id: 'unless-you-pay', part: 'prefix', family: 'optional', example: 'Force of Nature', pattern: '(?<rest>.+) unless you (?<cost>pay (?:\\{|\\d).+|discard (?:a|an|one|two|three) cards?)', read: (m) => ({ unless: m.cost!, rest: m.rest! }) },
  { id: 'you-may-pay', part: 'prefix', family: 'optional', example: 'Estwald Shieldbasher', pattern: 'you may (?<rest>pay (?:\\{|\\d|a |an |one |two |three |four |five ).+)', read: (m) => ({ optional: true, rest: m.rest! }) },
  effect('pay-mana', 'optional', 'Estwald Shieldbasher', `(?:you )?pay (?<mana>${MANA})`, (m, c) => (/X/.test(m.mana!) ? undefined : one(on('pay-mana', 'you', c, { amount: manaValue(m.mana!) })))),
  // threshold (seven or more cards in its controller's graveyard, 611.3b): a static ability of its own that applies only then,
  // looked at all the time; "Activate only if …" refuses the activation otherwise (602.5)
  statik('threshold-self', 'anthems', 'Werebear', `CARDNAME ${THRESHOLD_STATIC} as long as ${THRESHOLD}`, (m) => thresholdStatic(m)),
  statik('threshold-self-first', 'anthems', 'Mystic Enforcer', `As long as ${THRESHOLD}, CARDNAME ${THRESHOLD_STATIC}`, (m) => thresholdStatic(m)),
  statik('threshold-anthem', 'anthems', 'Silver Seraph', `{S} gets? {PT} as long as ${THRESHOLD}`, (m, c) => {
    const e = on('pump', m.S!, c, pump(m.PT!));
    return e?.filter ? { statics: [e], condition: { count: 7, graveyard: true } } : undefined;
  }),
  // the ability word before the first cost ("Threshold — {1}{G}: …", 207.2c): no rules meaning, the rider after it restricts
  { id: 'cost-threshold-word', part: 'cost', family: 'activated', example: 'Krosan Avenger', pattern: `Threshold\\s*—\\s*(?:${MANA}|(?<t>\\{T\\}))`, read: (m) => ({ cost: m.t ? 'tap' : 'mana' }) },
  { id: 'activate-any-player', part: 'rider', family: 'activated', example: 'Quicksilver Wall', pattern: 'Any player may activate this ability', read: () => ({ restriction: 'any-player' }) },
  { id: 'activate-threshold', part: 'rider', family: 'activated', example: 'Krosan Avenger', pattern: `Activate only if ${THRESHOLD}`, read: () => ({ restriction: 'threshold' }) },
  effect('pay-life', 'optional', 'Arrogant Poet', '(?:you )?pay {N} life', (m, c) => one(on('pay-life', 'you', c, { amount: numberOf(m.N!)! }))),

  // --- keyword and mechanic templates added in the eighth stretch (oracle8c adds here)
  // ward (702.21a): "Ward {2}" (its cost's mana value, `ward:2`; X is refused) and "Ward—Pay 3 life." (`ward-life:3`)
  keyword('ward', 'Adrix and Nev, Twincasters', `ward (?<mana>${MANA})`, (m) => (/X/.test(m.mana!) ? undefined : { attributes: { ward: manaValue(m.mana!) } })),
  statik('ward-life', 'protection', 'Dwarven Forge-Chanter', 'Ward ?— ?Pay {N} life', (m) => ({ attributes: { 'ward-life': numberOf(m.N!)! } })),

  // --- templates added in the ninth stretch for creatures and other permanents (oracle9a adds here)
  // kicker on a permanent (702.33d): its kicked text, applied as it enters when the scenario says `kicked` (`kicked:3`
  // for multikicker, 702.33c) — counters as it enters (614.1c), and "When this enters, if it was kicked, …" (603.4)
  statik('kicked-enters-with', 'kicker', 'Academy Drake', 'If CARDNAME was kicked, it enters with {N} \\+1/\\+1 counters? on it', (m) => ({ attributes: { 'kicked-enters-with': numberOf(m.N!)! } })),
  statik('enters-with-per-kick', 'kicker', 'Apex Hawks', 'CARDNAME enters with a \\+1/\\+1 counter on it\\s+for each time it was kicked', () => ({ keywords: ['enters-with-per-kick'] })),
  trigger(['enters-raid'], 'when-enters-raid', 'Mardu Heart-Piercer', 'When CARDNAME enters, if you attacked this turn'),
  trigger(['enters-kicked'], 'when-enters-kicked', 'Benalish Emissary', 'When CARDNAME enters, if it was kicked'),
  // monstrosity N (701.31a; engine/mtg/monstrosity.ts): an activated ability's effect on the permanent itself, and its trigger
  effect('monstrosity', 'counters', 'Ill-Tempered Cyclops', 'monstrosity {N}', (m, c) => (c.spell || c.before > 0 ? undefined : [{ kind: 'monstrosity', amount: numberOf(m.N!)!, targets: ['self'] }])),
  // adapt N (701.43a): counters only on a permanent with no +1/+1 counter
  effect('adapt', 'counters', 'Skitter Eel', 'adapt {N}', (m, c) => (c.spell || c.before > 0 ? undefined : [{ kind: 'adapt', amount: numberOf(m.N!)!, targets: ['self'] }])),
  trigger(['becomes-monstrous'], 'when-becomes-monstrous', "Kalemne's Captain", 'When CARDNAME becomes monstrous'),
  trigger(['plus-counters-put'], 'when-plus-counters-put', 'Knighted Myr', 'Whenever one or more \\+1/\\+1 counters are\\s+put on CARDNAME'),
  // "As long as this is monstrous, it has hexproof and indestructible" (701.31b, 611.3b): its own static ability, looked at all the time
  // "enters with X +1/+1 counters" (107.3m): X as its spell was cast, written `X=3` (engine/mtg/cards.ts)
  statik('enters-with-x', 'counters', 'Endless One', 'CARDNAME enters with X \\+1/\\+1 counters on it', () => ({ entersWithX: true })),
  // leveler cards (702.87, 711): "Level up {1}{W}" is an activated ability (a level counter, as a sorcery); "LEVEL 2-6" /
  // "LEVEL 7+" starts a band, whose P/T line and abilities the permanent has only with that many level counters (711.2a–b;
  // engine/mtg/oracle.ts reads the lines under it)
  keyword('level-up', 'Beastbreaker of Bala Ged', `level up ${MANA}`, () => ({ ability: { when: 'activated', effects: [{ kind: 'level-up', targets: ['self'] }], costs: ['sorcery'] } })),
  // outlast (702.107a): an activated ability of tapping it for a +1/+1 counter on itself, as a sorcery only
  keyword('outlast', 'Ainok Bond-Kin', `outlast ${MANA}`, () => ({ ability: { when: 'activated', effects: [{ kind: 'put', amount: 1, counter: '+1/+1', targets: ['self'] }], costs: ['tap', 'sorcery'] } })),
  { id: 'level-band', part: 'level', family: 'counters', example: 'Beastbreaker of Bala Ged', pattern: 'LEVEL (?<a>\\d{1,2})(?:-(?<b>\\d{1,2})|(?<plus>\\+))', read: (m) => {
    const count = Number(m.a);
    const max = m.b !== undefined ? Number(m.b) : undefined;
    return max !== undefined && max < count ? undefined : { condition: { count, level: true, ...(max !== undefined ? { max } : {}) } };
  } },
  { id: 'level-pt', part: 'level', family: 'counters', example: 'Beastbreaker of Bala Ged', pattern: '(?<p>\\d{1,2})/(?<t>\\d{1,2})', read: (m) => ({ statics: [{ kind: 'becomes', power: Number(m.p), toughness: Number(m.t), targets: [], filter: { self: true } }] }) },
  // spore counters (122.1): put at upkeep, removed as a cost ("Remove three spore counters from CARDNAME: …", 602.2b)
  effect('spore-counter', 'counters', 'Thallid', 'put {N} spore counters? on {S}', (m, c) => one(on('spore-counter', m.S!, c, { amount: numberOf(m.N!)! }))),
  { id: 'cost-sacrifice-saproling', part: 'cost', family: 'activated', example: 'Elvish Farmer', pattern: 'Sacrifice a Saproling', read: () => ({ cost: 'sacrifice-saproling' }) },
  { id: 'cost-remove-spores', part: 'cost', family: 'activated', example: 'Thallid', pattern: 'Remove {N} spore counters from CARDNAME', read: (m) => ({ spores: numberOf(m.N!)! }) },
  // "Remove a +1/+1 counter from this" as a cost (602.2b, 118.3)
  { id: 'cost-remove-counter', part: 'cost', family: 'activated', example: 'Walking Ballista', pattern: 'Remove (?:a|one) \\+1/\\+1 counter from CARDNAME', read: () => ({ cost: 'remove-counter' }) },
  statik('as-long-as-monstrous', 'anthems', 'Fleecemane Lion', 'As long as CARDNAME is monstrous, it has {K}', (m) => {
    const more = gains('gain', m.K!, { kind: 'gain', targets: [], filter: { self: true } }, false);
    return more ? { statics: more, condition: { count: 1, monstrous: true } } : undefined;
  }),

  // --- templates added in the ninth stretch for creatures and spells: tokens, delayed triggers, choices (oracle9e adds here)
  // delayed triggered abilities at a step (603.7a, 603.7c; engine/mtg/delayed.ts): a sacrifice, exile or destruction when
  // the next end step begins or once combat ends, a flicker's return — created as the ability or spell resolves, they act
  // on the object only if it is still where it was
  effect('delayed-at-step', 'removal', 'Mardu Blazebringer', `(?:(?<v>${DELAYED_VERB}) (?<w>${DELAYED_OBJECT}) (?<at>${DELAYED_AT})|(?<at2>${DELAYED_AT_FIRST}), (?<v2>${DELAYED_VERB}) (?<w2>${DELAYED_OBJECT}))`, (m, c) =>
    delayedAt(m.v ?? m.v2!, m.w ?? m.w2!, m.at ?? m.at2!, c),
  ),
  effect('delayed-return', 'removal', 'Aetherling', `(?:return (?<w>${DELAYED_OBJECT}) to (?<to>the battlefield under (?:its|their) owners?'s? control|(?:its|their) owners?'s? hands?) (?<at>${DELAYED_AT})|(?<at2>${DELAYED_AT_FIRST}), return (?<w2>${DELAYED_OBJECT}) to (?<to2>the battlefield under (?:its|their) owners?'s? control|(?:its|their) owners?'s? hands?))`, (m, c) =>
    delayedAt(/battlefield/i.test(m.to ?? m.to2!) ? 'return-battlefield' : 'return-hand', m.w ?? m.w2!, m.at ?? m.at2!, c),
  ),
  // a flicker (400.7j): "Exile target creature you control, then return it" — to the battlefield, its owner controlling it:
  // the card the exile just moved, found again by the same ability or spell, comes back as a new object
  effect('flicker-return', 'removal', 'Ephemerate', "return (?<w>it|that card|those cards|them) to the battlefield under (?:its|their) owners?'s? control", (m, c) => {
    if (c.before === 0) return undefined;
    const e = on('return-under-owner', /^(?:it|that card)$/i.test(m.w!) ? 'that creature' : 'those creatures', c);
    return e && !e.choose && !e.filter ? [e] : undefined;
  }),
  // "When you control no Islands, sacrifice this" (603.8; engine/mtg/state-triggers.ts): a state trigger on its controller's permanents
  { id: 'when-control-none', part: 'trigger', family: 'triggers', example: 'Sea Serpent', pattern: 'When you control no (?<o>other )?(?<w>Islands|Swamps|Forests|Mountains|Plains|artifacts|enchantments|lands|creatures)', read: (m) => {
    const w = m.w!;
    const type = /^(artifacts|enchantments|lands|creatures)$/.test(w) ? (w.slice(0, -1) as Condition['type']) : undefined;
    const condition: Condition = type ? { count: 1, type } : { count: 1, subtype: w === 'Plains' ? 'Plains' : w.slice(0, -1) };
    if (m.o) {
      if (!type) return undefined;
      condition.other = true;
    }
    return { when: ['controls-none'], condition };
  } },
  // kinship (207.2c; engine/mtg/kinship.ts): after "look at the top card of your library", revealing it if it shares a creature type
  effect('kinship-reveal', 'cards', 'Ink Dissolver', 'If it shares a creature type with CARDNAME, you may reveal it', (_m, c) => (c.before > 0 && !c.spell ? [{ kind: 'reveal-kin', targets: ['you'], optional: true }] : undefined)),
  // an Eldrazi Spawn or Scion (605.1a; engine/mtg/tokens.ts): the tokens just created have a mana ability, sacrificing themselves
  { id: 'token-mana-ability', part: 'rider', family: 'tokens', example: 'Blisterpod', pattern: '(?:It has|They have|(?:That|Those) tokens? ha(?:s|ve)) "Sacrifice (?:CARDNAME|this token|this permanent): Add \\{C\\}\\."', read: () => ({ tokenMana: true }) },

  // --- keyword and mechanic templates added in the ninth stretch (oracle9c adds here)
  // the Innistrad werewolves (701.28a, 603.4): an upkeep trigger whose "if" asks last turn's spells (engine/mtg/transform.ts);
  // the card's other face comes from the card data (`back=…`)
  statik('werewolf-front', 'triggers', 'Village Ironsmith', 'At the beginning of each upkeep, if no spells were cast last turn, transform CARDNAME', () => ({ keywords: ['transform-if-no-spells'] })),
  statik('werewolf-back', 'triggers', 'Ironfang', 'At the beginning of each upkeep, if a player cast two or more spells last turn, transform CARDNAME', () => ({ keywords: ['transform-if-two-spells'] })),

  // --- templates added in the tenth stretch (oracle10c adds here)
  // "This ability triggers only once each turn." (the card's own limit on 603.2): the triggered ability of the sentence before
  { id: 'triggers-once', part: 'rider', family: 'triggers', example: 'Academy Wall', pattern: 'This ability triggers only once (?:each|per) turn', read: () => ({ oncePerTurn: true }) },
  // "Lands you control don't untap during your next untap step" (the Amonkhet "Last" spells): each land its controller
  // controls is marked as the spell resolves, kept tapped in that player's next untap step (502.3; engine/mtg/untap-step.ts)
  effect('no-untap-next-lands', 'tap', "Bontu's Last Reckoning", "lands you control don[’']t untap during your next untap step", () => [{ kind: 'skip-next-untap', targets: [], filter: { types: ['land'], yours: true } }]),
  // "If it's your turn, scry 2." (the Fated spells): the effects after it happen only on their controller's turn, asked as they resolve
  { id: 'if-your-turn', part: 'prefix', family: 'cards', example: 'Fated Conflagration', pattern: "If it[’']s your turn, (?<rest>.+)", read: (m) => ({ ifYourTurn: true, rest: m.rest! }) },
  // "Activate only during your upkeep" (602.5, 503.1; engine/mtg/upkeep-timing.ts): activated first in the timeline, the turn begins with its upkeep
  { id: 'activate-upkeep', part: 'rider', family: 'activated', example: 'Colossus of Sardia', pattern: 'Activate only during your upkeep', read: () => ({ restriction: 'upkeep-only' }) },
  // the untap step (502.3; engine/mtg/untap-step.ts): what keeps the permanent tapped through its controller's untap step,
  // played when a scenario writes `untap-step` (its turn's, first; the next turn's, last)
  statik('no-untap', 'tap', 'Colossus of Sardia', "CARDNAME doesn[’']t untap during your untap step", () => ({ keywords: ['no-untap'] })),
  statik('enters-tapped-no-untap', 'tap', 'Leviathan', "CARDNAME enters tapped and doesn[’']t untap during your untap step", () => ({ keywords: ['enters-tapped', 'no-untap'] })),
  statik('may-not-untap', 'tap', 'Rubinia Soulsinger', 'You may choose not to untap CARDNAME during your untap step', () => ({ keywords: ['may-not-untap'] })),
  // static abilities that apply only on its controller's turn, while it attacks, or while it is tapped or untapped (611.3b;
  // engine/mtg/turn-conditions.ts): the layer system asks whose turn it is and the permanent's status whenever it looks
  statik('as-long-as-turn', 'anthems', 'Wildwood Geist', `CARDNAME ${SELF_STATIC} as long as ${TURN_NOW}`, (m) => nowStatic(m, turnNow(m))),
  statik('as-long-as-turn-first', 'anthems', 'Ahn-Crop Invader', `As long as ${TURN_NOW}, CARDNAME ${SELF_STATIC}`, (m) => nowStatic(m, turnNow(m))),
  statik('as-long-as-status', 'anthems', 'Kor Scythemaster', `CARDNAME ${SELF_STATIC} as long as it[’']s (?<st>attacking|tapped|untapped|enchanted|equipped)`, (m) => nowStatic(m, m.st!.toLowerCase() as NowCondition)),
  statik('as-long-as-status-first', 'anthems', 'Adanto Vanguard', `As long as CARDNAME is (?<st>attacking|tapped|untapped|enchanted|equipped), it ${SELF_STATIC}`, (m) => nowStatic(m, m.st!.toLowerCase() as NowCondition)),
  statik('as-long-as-counter', 'anthems', 'Baloth Pup', `CARDNAME ${SELF_STATIC} as long as it has a\\s+\\+1/\\+1 counter\\s+on it`, (m) => nowStatic(m, 'with-counter')),
  // "CARDNAME can't be blocked as long as it's attacking alone / enchanted" (506.5, 303.4): unblockable only then
  statik('unblockable-as-long-as', 'blocking', 'Dream Prowler', "CARDNAME can[’']t be blocked as long as it[’']s (?<st>attacking alone|enchanted|equipped)", (m) => ({ statics: [{ kind: 'gain', keyword: 'unblockable', targets: [], filter: { self: true } }], condition: { count: 1, now: m.st!.toLowerCase().replace(' ', '-') as NowCondition } })),

  // --- templates added in the tenth stretch (oracle10d adds here)
  // energy (107.14; engine/mtg/energy.ts): counters its controller gets ("you get {E}{E}"), and pays as the ability
  // resolves ("you may pay {E}{E}. If you do, …": a cost paid only from that much energy, 118.12)
  effect('get-energy', 'counters', 'Sage of Shaila\'s Claim', '(?:you )?get (?<e>(?:\\{E\\}){1,12})', (m, c) => one(on('get-energy', 'you', c, { amount: m.e!.length / 3 }))),
  { id: 'cost-energy', part: 'cost', family: 'activated', example: 'Longtusk Cub', pattern: 'Pay (?<e>(?:\\{E\\}){1,12})', read: (m) => ({ energy: m.e!.length / 3 }) },
  // tribute N (702.104a, keywords.ts) and its "When this enters, if tribute wasn't paid, …" (702.104b, an intervening "if")
  trigger(['enters-no-tribute'], 'when-enters-no-tribute', 'Ornitharch', "When CARDNAME enters, if tribute wasn't paid"),
  // the monarch (722; engine/mtg/monarch.ts): "you become the monarch", "target opponent becomes the monarch"
  effect('take-initiative', 'cards', 'Goliath Paladin', '(?<T>you) take the initiative', (m, c) => one(on('take-initiative', m.T!, c))),
  effect('become-monarch', 'cards', 'Palace Sentinels', '(?<T>you|target opponent|target player) becomes? the monarch', (m, c) => one(on('become-monarch', m.T!, c))),
  // "Partner with Blaring Recruiter" (702.124i): a partner ability (deck building), and an enters ability — the target
  // player may search their library for the card so named, put it into their hand, then shuffle (701.19, 701.20)
  keyword('partner-with', 'Blaring Recruiter', 'partner with (?<name>[^,(]+)', (m) => ({
    keywords: ['partner-with'],
    ability: { when: 'enters', effects: [{ kind: 'tutor-card', targets: [], choose: 'player', card: { name: m.name!.trim() }, optional: true }] },
  })),
  // the city's blessing (702.131c; engine/mtg/ascend.ts): static abilities that apply only while its controller has it
  statik('blessing-self', 'anthems', 'Dusk Charger', `CARDNAME ${SELF_STATIC} as long as you have the city's blessing`, (m) => blessingStatic(m)),
  statik('blessing-self-first', 'anthems', 'Slippery Scoundrel', `As long as you have the city's blessing, CARDNAME (?:${SELF_STATIC}|has (?<k3>${SLOTS.K}) and (?<cb>can't be blocked))`, (m) => blessingStatic(m)),
  statik('blessing-lord', 'anthems', 'Tendershoot Dryad', `${TYPED_SUBJECT} gets? (?<pt>${SLOTS.PT}) as long as you have the city's blessing`, (m) => {
    const filter = typedFilter(m);
    return filter ? { statics: [{ kind: 'pump', ...pump(m.pt!), targets: [], filter }], condition: { count: 1, blessing: true } } : undefined;
  }),
  // exert (701.39d; engine/mtg/exert.ts): an optional cost to attack, and its linked "When you do, …" (607.2h) — read as
  // that trigger only after the exert sentence, as other "when you do" abilities follow other costs
  statik('exert', 'keywords', 'Hooded Brawler', 'You may exert CARDNAME as it attacks', () => ({ keywords: ['exert'] })),
  trigger(['you-exert'], 'when-you-exert', 'Trueheart Twins', 'Whenever you exert a creature'),
  { id: 'cost-exert', part: 'cost', family: 'activated', example: 'Fervent Paincaster', pattern: 'Exert CARDNAME', read: () => ({ cost: 'exert' }) },
  { id: 'when-exerted', part: 'trigger', family: 'triggers', example: 'Hooded Brawler', pattern: 'When you do', read: (_m, c) => (c.exerts ? { when: ['exerted'] } : undefined) },
  effect('pay-energy', 'optional', 'Thriving Rhino', '(?:you )?pay (?<e>(?:\\{E\\}){1,12})', (m, c) => (c.spell ? undefined : one(on('pay-energy', 'you', c, { amount: m.e!.length / 3 })))),

  // --- templates added in the tenth stretch (oracle10e adds here)
  // alternative costs (118.9; engine/mtg/alt-costs.ts): chosen as the spell is cast (`cast A Fireblast alt`), paid instead of its mana cost
  {
    id: 'alt-cost',
    part: 'spell-static',
    family: 'kicker',
    example: 'Fireblast',
    pattern: `(?:${ALT_COND}, )?(?:you may (?<parts>${ALT_PARTS_TEXT}) rather than pay this\\s+spell's mana cost|rather than pay this\\s+spell's mana cost, you may (?<parts2>have (?:an opponent|each other player) gain \\d{1,2} life))`,
    read: (m) => altCostOf({ ...m, parts: (m.parts ?? m.parts2)! }),
  },
  {
    id: 'alt-cost-free',
    part: 'spell-static',
    family: 'kicker',
    example: 'Massacre',
    pattern: `${ALT_COND}, you may cast (?:this spell|CARDNAME) without\\s+paying its mana cost`,
    read: (m) => altCostOf({ ...m, parts: 'free' }),
  },
  // additional costs the notation's cost words don't say (118.8; engine/mtg/alt-costs.ts): "pay X life", "discard a card
  // at random", "sacrifice two creatures", "exile a creature card from your graveyard" … — on a creature card too
  {
    id: 'extra-cost',
    part: 'spell-static',
    family: 'kicker',
    example: 'Phyrexian Tribute',
    pattern: 'As an additional cost to cast this\\s+spell, (?<parts>(?!you may ).+)',
    read: (m, c) => {
      // the ones the cost words say (`sacrifice-creature`, `discard-card`) stay with them on an instant or sorcery
      if (c.spell && readPart('spell-cost', `As an additional cost to cast this spell, ${m.parts}`, c)) return undefined;
      const read = altCostOf(m);
      return read ? { extraCost: read.altCost } : undefined;
    },
  },

  // --- activated abilities: costs beyond mana, restrictions (602.1a, 602.5)
  { id: 'cost-mana', part: 'cost', family: 'activated', example: 'Shivan Dragon', pattern: '(?:\\{(?:\\d{1,2}|[WUBRGCS]|[WUBRG2]/[WUBRGP])\\})+', read: () => ({ cost: 'mana' }) },
  { id: 'cost-tap', part: 'cost', family: 'activated', example: 'Prodigal Pyromancer', pattern: '\\{T\\}', read: () => ({ cost: 'tap' }) },
  { id: 'cost-sacrifice', part: 'cost', family: 'activated', example: 'Mogg Fanatic', pattern: 'Sacrifice CARDNAME', read: () => ({ cost: 'sacrifice' }) },
  {
    id: 'cost-sacrifice-permanent',
    part: 'cost',
    family: 'activated',
    example: 'Blasting Station',
    pattern: `Sacrifice (?<what>${SACRIFICE_WHAT})`,
    read: (m) => ({ cost: SACRIFICE_OF[m.what!.toLowerCase()] }),
  },
  // boast (702.142a): "Boast — {1}{R}: …", a mana cost with its restriction
  { id: 'cost-boast', part: 'cost', family: 'activated', example: 'Fearless Pup', pattern: `Boast\\s*—\\s*${MANA}`, read: () => ({ cost: 'boast' }) },
  { id: 'cost-life', part: 'cost', family: 'activated', example: 'Carrion Howler', pattern: 'Pay {N} life', read: (m) => ({ life: numberOf(m.N!)! }) },
  // a modal spell (700.2): its modes follow, one "•" line each; the caster chooses one as it is cast (601.2b)
  { id: 'choose-one', part: 'mode', family: 'modal', example: 'Crushing Vines', pattern: 'Choose one —', read: () => ({ nothing: true }) },
  {
    id: 'spell-cost-sacrifice',
    part: 'spell-cost',
    family: 'removal',
    example: 'Bone Splinters',
    // card wording, which the rules quote too: `\\s+` keeps test/engine/rules-text.test.ts apart (as for 'prevent')
    pattern: `As an additional cost to cast this\\s+spell, sacrifice (?<what>${alt(Object.keys(SACRIFICE_OF).filter((k) => k !== 'another creature'))})`,
    read: (m) => ({ cost: SACRIFICE_OF[m.what!.toLowerCase()] }),
  },
  { id: 'activate-sorcery', part: 'rider', family: 'activated', example: 'Lightning Wolf', pattern: 'Activate only as a sorcery', read: () => ({ restriction: 'sorcery' }) },
  { id: 'activate-your-turn', part: 'rider', family: 'activated', example: 'Disrupting Scepter', pattern: 'Activate only during your turn', read: () => ({ restriction: 'your-turn' }) },
  { id: 'activate-before-attackers', part: 'rider', family: 'activated', example: 'Apprentice Sorcerer', pattern: 'Activate only during your turn,\\s+before attackers are declared', read: () => ({ restriction: 'before-attackers' }) },
  { id: 'activate-twice', part: 'rider', family: 'activated', example: 'Pit Imp', pattern: 'Activate no more than twice each turn', read: () => ({ restriction: 'twice' }) },
  { id: 'activate-once', part: 'rider', family: 'activated', example: 'Drake Hatchling', pattern: 'Activate only once each turn', read: () => ({ restriction: 'once' }) },

  // --- effects of spells and abilities (EFFECT_RULES)
  effect('damage', 'damage', 'Shock', '(?:CARDNAME|it) deals {N} damage to {T}', (m, c) => one(on('damage', m.T!, c, { amount: numberOf(m.N!)! }))),
  // "… deals 2 damage to target creature and 2 damage to target player": the same source, going on
  effect('damage-more', 'damage', 'Char', '{N} damage to {T}', (m, c) => (c.before > 0 ? one(on('damage', m.T!, c, { amount: numberOf(m.N!)! })) : undefined)),
  effect('damage-each', 'damage', 'Pyroclasm', '(?:CARDNAME|it) deals {N} damage to {S}', (m, c) => {
    const e = on('damage', m.S!, c, { amount: numberOf(m.N!)! });
    return e?.filter ? [e] : undefined;
  }),
  effect('damage-each-and-players', 'damage', 'Pestilence', '(?:CARDNAME|it) deals {N} damage to each creature and each player', (m) => [
    { kind: 'damage', amount: numberOf(m.N!)!, targets: [], filter: {} },
    { kind: 'damage', amount: numberOf(m.N!)!, targets: ['each-player'] },
  ]),
  effect('pump', 'pump', 'Giant Growth', '{S} gets? {PT} until end of turn', (m, c) => one(on('pump', m.S!, c, pump(m.PT!)))),
  effect('pump-and-gain', 'pump', 'Adamant Will', '{S} gets? {PT} and gains? {K} until end of turn', (m, c) => {
    const e = on('pump', m.S!, c, pump(m.PT!));
    const more = e ? gains('gain', m.K!, e, true) : undefined;
    return e && more ? [e, ...more] : undefined;
  }),
  effect('gain-keyword', 'pump', 'Jump', '{S} gains? {K} until end of turn', (m, c) => {
    const e = on('gain', m.S!, c, {});
    return e ? gains('gain', m.K!, e, false) : undefined;
  }),
  effect('gain-life', 'life', 'Angel of Mercy', '(?:{T} gains?|(?<more>gains)) {N} life', (m, c) => one(on('gain-life', subject(m), c, { amount: numberOf(m.N!)! }))),
  effect('lose-life', 'life', 'Blood Artist', '(?:{T} loses?|(?<more>loses)) {N} life', (m, c) => one(on('lose-life', subject(m), c, { amount: numberOf(m.N!)! }))),
  effect('destroy', 'removal', 'Murder', 'destroy {T}', (m, c) => one(on('destroy', m.T!, c))),
  effect('destroy-all', 'removal', 'Wrath of God', 'destroy {S}', (m, c) => {
    const e = on('destroy', m.S!, c);
    return e?.filter ? [e] : undefined;
  }),
  effect('exile', 'removal', 'Erase', 'exile {T}', (m, c) => one(on('exile', m.T!, c))),
  effect('sacrifice-self', 'removal', 'Ball Lightning', 'sacrifice CARDNAME', (_m, c) => (c.spell ? undefined : [{ kind: 'sacrifice', targets: ['self'] }])),
  effect('counters', 'counters', "Ajani's Pridemate", 'put {N} (?<c>\\+1/\\+1|-1/-1) counters? on {T}', (m, c) =>
    one(on('put', m.T!, c, { amount: numberOf(m.N!)!, counter: m.c as CounterKind })),
  ),
  effect('counters-each', 'counters', 'Soul Snuffers', 'put {N} (?<c>\\+1/\\+1|-1/-1) counters? on {S}', (m, c) => {
    const e = on('put', m.S!, c, { amount: numberOf(m.N!)!, counter: m.c as CounterKind });
    return e?.filter ? [e] : undefined;
  }),
  effect('regenerate', 'regeneration', 'Drudge Skeletons', 'regenerate {T}', (m, c) => one(on('regenerate', m.T!, c))),
  effect('tap', 'tap', 'Pressure Point', 'tap {T}', (m, c) => one(on('tap', m.T!, c))),
  effect('untap', 'tap', 'Aim High', 'untap {T}', (m, c) => one(on('untap', m.T!, c))),
  effect('tap-all', 'tap', 'Deluge', 'tap {S}', (m, c) => {
    const e = on('tap', m.S!, c);
    return e?.filter ? [e] : undefined;
  }),
  effect('untap-all', 'tap', 'Vitalize', 'untap {S}', (m, c) => {
    const e = on('untap', m.S!, c);
    return e?.filter ? [e] : undefined;
  }),
  effect('bounce', 'bounce', 'Unsummon', "return {T} to its owner's hand", (m, c) => one(on('bounce', m.T!, c))),
  // card wording, which the rules quote too: `\\s+` keeps test/engine/rules-text.test.ts (no 9-word run of the rules) apart
  effect('prevent', 'prevention', 'Combat Medic', 'prevent the next {N} damage that would\\s+be dealt to {T} this turn', (m, c) => one(on('prevent', m.T!, c, { amount: numberOf(m.N!)! }))),
  effect('prevent-combat', 'prevention', 'Fog', 'prevent all combat damage that would\\s+be dealt this turn', () => [{ kind: 'prevent-combat', targets: ['you'] }]),
  // layer 2 until end of turn: `control you ?creature` (you: the controller of the spell or ability)
  effect('gain-control', 'control', 'Threaten', 'gain control of {T} until end of turn', (m, c) => one(on('control', m.T!, c, { player: 'you' }))),
  // "can't block this turn": the keyword of the same meaning, gained until end of turn (layer 6)
  effect('cant-block-this-turn', 'blocking', 'Fervent Cathar', "{S} can't block this turn", (m, c) => one(on('gain', m.S!, c, { keyword: 'cant-block' }))),
  effect('unblockable-this-turn', 'blocking', 'Blockade Runner', "{S} can't be blocked this turn", (m, c) => one(on('gain', m.S!, c, { keyword: 'unblockable' }))),
  effect('switch', 'pump', 'Twisted Image', "switch {T}'s power and toughness until end of turn", (m, c) => one(on('switch', m.T!, c))),
  // a land that becomes a creature until end of turn (its creature types are not modelled: nothing in the engine reads them)
  effect('becomes-creature', 'animation', 'Inkmoth Nexus', 'CARDNAME becomes an? (?<p>\\d{1,2})/(?<t>\\d{1,2})(?: (?!artifact |creature )[A-Z][\\w-]*)*(?<a> artifact)? creature(?: with {K})? until end of turn', (m, c) => {
    if (c.spell) return undefined;
    const out: Effect[] = [{ kind: 'becomes', power: Number(m.p), toughness: Number(m.t), targets: ['self'] }];
    // an artifact creature: the engine writes the card type artifact with the keywords (205.2a)
    if (m.a) out.push({ kind: 'gain', keyword: 'artifact', targets: ['self'] });
    if (m.K) {
      const k = gains('gain', m.K, out[0]!, true);
      if (!k) return undefined;
      out.push(...k);
    }
    return out;
  }),

  // cards drawn, discarded, milled (engine/mtg/zones.ts): "Draw a card." is its controller's
  effect('draw', 'cards', 'Divination', '(?:{T} draws?|draw|(?<more>draws)) {N} cards?', (m, c) => one(on('draw', subject(m), c, { amount: numberOf(m.N!)! }))),
  effect('discard', 'cards', 'Mind Rot', '(?:{T} discards?|discard|(?<more>discards)) {N} cards?', (m, c) => one(on('discard', subject(m), c, { amount: numberOf(m.N!)! }))),
  effect('discard-hand', 'cards', 'One with Nothing', '(?:{T} discards?|discard) (?:their|your) hand', (m, c) => one(on('discard-hand', m.T ?? 'you', c))),
  effect('mill', 'cards', 'Thought Scour', '(?:{T} mills?|mill|(?<more>mills)) {N} cards?', (m, c) => one(on('mill', subject(m), c, { amount: numberOf(m.N!)! }))),
  // look at the top cards and choose where they go (701.18a, 701.42a): "Scry 2.", "you scry 1", "Surveil 2."
  effect('scry', 'cards', 'Opt', '(?:{T} scry|scry) {N}', (m, c) => one(on('scry', m.T ?? 'you', c, { amount: numberOf(m.N!)! }))),
  effect('surveil', 'cards', 'Notion Rain', '(?:{T} surveils?|surveil) {N}', (m, c) => one(on('surveil', m.T ?? 'you', c, { amount: numberOf(m.N!)! }))),

  // mana abilities (605.1a) and spells that add mana: which mana is not counted in scenarios, only that it is added
  effect('add-mana', 'mana', 'Llanowar Elves', 'add (?:(?:\\{[WUBRGC]\\})+(?:(?:,|,? or) (?:\\{[WUBRGC]\\})+)*|one mana of any (?:color|type)|{N} mana of any one color)', () => [{ kind: 'add-mana', targets: ['you'] }]),

  // --- effect templates added in the fifth stretch for instants and sorceries (oracle5b adds here)
  // modal spells choosing more than one mode (700.2, 601.2b): `mode=1+2` after the card's name
  { id: 'choose-one-or-both', part: 'mode', family: 'modal', example: 'Artful Takedown', pattern: 'Choose one or both —', read: () => ({ nothing: true, modeCount: { min: 1, max: 2 } }) },
  { id: 'choose-one-or-more', part: 'mode', family: 'modal', example: 'Rain of Thorns', pattern: 'Choose one or more —', read: () => ({ nothing: true, modeCount: { min: 1, max: 99 } }) },
  { id: 'choose-two', part: 'mode', family: 'modal', example: 'Cryptic Command', pattern: 'Choose two —', read: () => ({ nothing: true, modeCount: { min: 2, max: 2 } }) },
  // counterspells (701.5a): a spell on the stack of a kind, chosen as it is cast (engine/mtg/counterspells.ts); "unless
  // its controller pays {3}" is their choice as it resolves (118.12a), mana not being counted in scenarios
  effect('counter', 'counterspells', 'Cancel', `counter target (?:(?<k>${alt(Object.keys(SPELL_KIND_OF).filter(Boolean))}) )?spell(?: unless its controller pays \\{(?<n>\\d{1,3})\\})?`, (m) => [
    { kind: m.n ? 'counter-unless' : 'counter', ...(m.n ? { amount: Number(m.n) } : {}), targets: [], choose: SPELL_KIND_OF[(m.k ?? '').toLowerCase()]! },
  ]),
  // a card from a graveyard to its owner's hand or onto the battlefield (engine/mtg/zones.ts; 400.7)
  effect('return-from-graveyard', 'cards', 'Disentomb', 'return {T} to your hand', (m, c) => one(on('return', m.T!, c))),
  effect('reanimate', 'cards', 'Breath of Life', 'return {T} to the battlefield(?: under your control)?', (m, c) => one(on('reanimate', m.T!, c))),
  // "on top of its owner's library" (400.3, 400.7)
  effect('put-on-library', 'bounce', 'Griptide', "put {T} on top of its owner's library", (m, c) => one(on('put-on-library', m.T!, c))),
  // "If that creature would die this turn, exile it instead" (614.6): the target before gains exile-instead until end of turn
  effect('exile-if-dies', 'removal', 'Lava Coil', 'if that (?:creature|creature or planeswalker) would die this turn, exile it instead', (_m, c) =>
    c.before > 0 ? [{ kind: 'gain', keyword: 'exile-instead', targets: ['that'] }] : undefined,
  ),
  // "… doesn't untap during its controller's next untap step": the next turn's, after the scenario (engine/mtg/next-turn.ts)
  effect('no-untap-next', 'tap', 'Crippling Chill', "(?:{T}|it|that creature) doesn't untap during its controller's next untap step", (m, c) => one(on('skip-next-untap', m.T ?? 'it', c))),
  // a delayed draw in the next turn, after the scenario's (603.7a; engine/mtg/next-turn.ts)
  effect('draw-next-upkeep', 'cards', 'Feral Instinct', "draw {N} cards? at the beginning of the next turn's upkeep", (m, c) => one(on('draw-next-upkeep', 'you', c, { amount: numberOf(m.N!)! }))),
  // an edict (701.17a): the player chooses the creature as it resolves
  effect('sacrifice-a-creature', 'removal', 'Diabolic Edict', '(?:{T} sacrifices?|sacrifice|(?<more>sacrifices)) a creature', (m, c) => one(on('sacrifice-a-creature', subject(m), c))),
  { id: 'countered-exiled', part: 'rider', family: 'counterspells', example: 'Dissipate', pattern: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard", read: () => ({ exileCountered: true }) },
  { id: 'cant-be-countered', part: 'spell-static', family: 'counterspells', example: 'Supreme Verdict', pattern: "This spell can't be countered", read: () => ({ keywords: ['cant-be-countered'] }) },

  // --- templates added in the sixth stretch for instants and sorceries (oracle6b adds here)
  // kicker (702.33): an optional additional cost; `cast A Burst Lightning kicked` pays it, and the kicked text applies
  // (702.33d) — added to the spell's effects, or "instead" of the sentence before's (the amount only, "it deals 4 damage instead")
  { id: 'if-kicked-amount', part: 'kicked', family: 'kicker', example: 'Burst Lightning', pattern: 'If (?:this spell|it) was kicked, (?:it|CARDNAME) deals {N} damage instead', read: (m) => ({ kicked: true, instead: true, amount: numberOf(m.N!)! }) },
  // "deals 1 damage to each creature without flying and each player" (Pestilence's template names every creature)
  effect('damage-each-filter-and-players', 'damage', 'Canopy Surge', '(?:CARDNAME|it) deals {N} damage to {S} and each player', (m, c) => {
    const e = on('damage', m.S!, c, { amount: numberOf(m.N!)! });
    return e?.filter ? [e, { kind: 'damage', amount: numberOf(m.N!)!, targets: ['each-player'] }] : undefined;
  }),
  // predefined tokens (111.10; engine/mtg/predefined-tokens.ts): "Create a Treasure token", "investigate" (701.36a)
  effect('create-treasure-food', 'tokens', 'Crack Open', `(?:{T} creates?|create|(?<more>creates)) (?<n>${SLOTS.N}) (?<k>Treasure|Food) tokens?`, (m, c) =>
    one(on(m.k!.toLowerCase() === 'food' ? 'food' : 'treasure', subject(m), c, { amount: numberOf(m.n!)! })),
  ),
  effect('investigate', 'tokens', 'Gone Missing', '(?:{T} investigates|investigate|(?<more>investigates))(?: (?<times>twice|three times))?', (m, c) =>
    one(on('investigate', subject(m), c, { amount: m.times ? (m.times.toLowerCase() === 'twice' ? 2 : 3) : 1 })),
  ),
  // attacking or blocking creatures as the spell or ability resolves (611.2c): one-shot effects only, never a static ability
  effect('pump-combat', 'pump', 'Morale', '(?<other>other )?(?<w>attacking|blocking) creatures(?<yours> you control)? gets? {PT}(?: and gains? {K})? until end of turn', (m) => {
    const e: Effect = { kind: 'pump', ...pump(m.PT!), targets: [], filter: combatFilter(m) };
    const more = m.K ? gains('gain', m.K, e, true) : [];
    return more ? [e, ...more] : undefined;
  }),
  effect('gain-combat', 'pump', 'Ambush', '(?<other>other )?(?<w>attacking|blocking) creatures(?<yours> you control)? gains? {K} until end of turn', (m) =>
    gains('gain', m.K!, { kind: 'gain', targets: [], filter: combatFilter(m) }, false),
  ),
  effect('damage-combat', 'damage', 'Marrow Shards', '(?:CARDNAME|it) deals {N} damage to each (?<w>attacking|blocking) creature', (m) => [{ kind: 'damage', amount: numberOf(m.N!)!, targets: [], filter: combatFilter(m) }]),
  // searching a library (701.19; engine/mtg/library-search.ts), on spells and creatures' abilities alike
  effect('search-basic-land', 'cards', 'Rampant Growth', 'search your library for (?<n>a|up to two|up to three|two|three) basic land cards?(?:, reveal (?:it|them|those cards))?, put (?:it|them|that card|those cards) (?<to>onto the battlefield(?<tapped> tapped)?|into your hand), then shuffle', (m, c) => {
    const kind = m.to!.toLowerCase() === 'into your hand' ? 'search-land-hand' : m.tapped ? 'search-land-tapped' : 'search-land';
    return one(on(kind, 'you', c, { amount: numberOf(m.n!.replace(/^up to /i, ''))! }));
  }),
  effect('tutor', 'cards', 'Demonic Tutor', 'search your library for a card, put (?:it|that card) into your hand, then shuffle', (_m, c) => one(on('tutor', 'you', c))),
  // a spell's additional cost of discarding a card, paid as it is cast (601.2h): `cast A Thrill of Possibility discard-card`
  // an extra turn (500.7): after the turn a scenario plays, so the reply says so (engine/mtg/next-turn.ts)
  effect('extra-turn', 'cards', 'Time Walk', '(?:{T} takes|take) an extra turn after this one', (m, c) => one(on('extra-turn', m.T ?? 'you', c))),
  // "for each creature you control" (one each): the number of creatures the controller controls as it happens (608.2h, `creature-count`)
  effect('for-each-creature', 'cards', 'Collective Unconscious', '(?:(?:{T} (?<v1>gains?|loses?|draws?))|(?<v2>gain|lose|draw)) (?:1 life|a card) for each creature you control', (m, c) => {
    const verb = (m.v1 ?? m.v2)!.toLowerCase().replace(/s$/, '');
    const kind = verb === 'gain' ? 'gain-life' : verb === 'lose' ? 'lose-life' : 'draw';
    return one(on(kind, m.T ?? 'you', c, { amountFrom: 'creatures' }));
  }),
  // Bolster N (701.33a; engine/mtg/bolster.ts)
  effect('bolster', 'counters', 'Enduring Victory', '(?:{T} bolsters|bolster|(?<more>bolsters)) {N}', (m, c) => one(on('bolster', subject(m), c, { amount: numberOf(m.N!)! }))),
  { id: 'spell-cost-discard', part: 'spell-cost', family: 'cards', example: 'Thrill of Possibility', pattern: 'As an additional cost to cast this\\s+spell, discard a card', read: () => ({ cost: 'discard-card' }) },
  { id: 'if-kicked', part: 'kicked', family: 'kicker', example: 'Blink of an Eye', pattern: 'If (?:this spell|it) was kicked, (?<pre>instead )?(?<rest>.+?)(?<post> instead)?', read: (m) => ({ kicked: true, rest: m.rest!.replace(/^((?:\S+ ){1,2})also /, '$1'), ...(m.pre || m.post ? { instead: true } : {}) }) },

  // --- templates added in the seventh stretch for instants and sorceries (oracle7b adds here)
  // one word "target" choosing several (115.3; `?creature:0-2`): "{T}" reads "up to two target creatures" everywhere;
  // these are the plural wordings around it ("each get", "their owners' hands", "those creatures")
  effect('pump-each-target', 'pump', 'Dauntless Onslaught', '{T} each get {PT} until end of turn', (m, c) => {
    const e = on('pump', m.T!, c, pump(m.PT!));
    return e?.count ? [e] : undefined;
  }),
  effect('bounce-many', 'bounce', 'Into the Void', "return {T} to their owners' hands", (m, c) => {
    const e = on('bounce', m.T!, c);
    return e?.count ? [e] : undefined;
  }),
  // the spell's own card, moved as it resolves instead of going to its owner's graveyard (608.2c, 608.2n; engine/mtg/spell-zones.ts)
  effect('exile-spell', 'cards', "Alchemist's Gambit", 'exile CARDNAME', (_m, c) => (c.spell ? [{ kind: 'exile-spell', targets: ['you'] }] : undefined)),
  effect('shuffle-spell', 'cards', 'Beacon of Destruction', "shuffle CARDNAME into its owner's library", (_m, c) => (c.spell ? [{ kind: 'shuffle-spell', targets: ['you'] }] : undefined)),
  effect('suspend-spell', 'cards', 'Arc Blade', 'exile CARDNAME with {N} time counters on it', (m, c) => (c.spell ? [{ kind: 'suspend-spell', amount: numberOf(m.N!)!, targets: ['you'] }] : undefined)),
  // "deals 3 damage divided as you choose among one, two, or three targets" (601.2d; engine/mtg/divided.ts)
  effect('damage-divided', 'damage', 'Forked Bolt', '(?:CARDNAME|it) deals {N} damage divided as you choose among (?<n>one or two|one, two, or three|any number of) (?<what>targets|target (?:creatures|attacking or blocking creatures|attacking creatures|creatures with flying))', (m, c) => {
    const amount = numberOf(m.N!)!;
    const max = m.n === 'one or two' ? 2 : m.n === 'one, two, or three' ? 3 : amount;
    const kind = DIVIDED_KIND[m.what!.toLowerCase()];
    return kind && !c.before ? [{ kind: 'damage-divided', amount, targets: [], choose: kind, count: { min: 1, max } }] : undefined;
  }),
  // fight (701.12a) and "deals damage equal to its power" (engine/mtg/fight.ts): the creature named first deals the damage
  effect('fight', 'damage', 'Prey Upon', '{T} fights {T2}', (m, c) => fighting('fight', m.T!, m.T2!, c)),
  effect('bite', 'damage', 'Rabid Bite', '{T} deals damage equal to its power to {T2}', (m, c) => fighting('bite', m.T!, m.T2!, c)),
  effect('bite-itself', 'damage', 'Justice Strike', '{T} deals damage to itself equal to its power', (m, c) => {
    const who = on('fighter', m.T!, c);
    return who ? [who, { kind: 'bite', targets: ['that'] }] : undefined;
  }),
  // when the spell may be cast (601.3; engine/mtg/spell-timing.ts)
  {
    id: 'cast-only-during',
    part: 'spell-static',
    family: 'counterspells',
    example: 'Remove',
    pattern: "Cast this spell only (?<w>during combat(?: before blockers are declared| after blockers are declared)?|during the declare attackers step(?: and only if you've been attacked this step)?|during the declare blockers step|during your turn|during an opponent's turn)",
    read: (m) => ({ castOnly: CAST_ONLY_OF[m.w!.toLowerCase()]! }),
  },
  { id: 'exile-if-dies-damaged', part: 'rider', family: 'removal', example: 'Anger of the Gods', pattern: 'If a creature dealt damage this way would die this turn, exile it instead', read: () => ({ exileDamaged: true }) },
  effect('no-untap-next-them', 'tap', 'Chilling Grasp', "(?:those creatures|those permanents|they) don't untap during their controllers?'?s? next untap steps?", (_m, c) =>
    c.before > 0 ? one(on('skip-next-untap', 'that creature', c)) : undefined,
  ),

  // --- effect templates added in the seventh stretch for mechanics (oracle7c adds effects here)

  // --- templates added in the eighth stretch for instants and sorceries (oracle8b adds here)
  // hands revealed or looked at, a card of a kind chosen from one, then discarded or exiled (701.16, 701.8b; engine/mtg/looking.ts)
  effect('reveal-hand', 'cards', 'Thoughtseize', '{T} reveals (?:their|his or her) hand', (m, c) => one(on('reveal-hand', m.T!, c))),
  effect('look-at-hand', 'cards', 'Peek', "look at (?<t>target player|target opponent)'s hand", (m, c) => one(on('look-hand', m.t!, c))),
  effect('choose-from-hand', 'cards', 'Duress', "you choose (?<q>an?(?: [a-z, ]+?)?) card from (?:it|that player's hand)", (m, c) => {
    const card = oracleCardQuality(m.q!);
    return card && c.before > 0 ? one(on('pick-card', 'that player', c, Object.keys(card).length ? { card } : {})) : undefined;
  }),
  effect('discard-chosen', 'cards', 'Coercion', '(?:that player|they) discards? (?:that card|it)', (_m, c) => (c.before > 0 ? one(on('discard-picked', 'that player', c)) : undefined)),
  effect('exile-chosen', 'cards', 'Castigate', 'exile that card', (_m, c) => (c.before > 0 ? one(on('exile-picked', 'that player', c)) : undefined)),
  // the top cards of a library looked at or revealed, some into the hand, the rest to the bottom or the graveyard (701.16, 401.4)
  effect('look-at-top', 'cards', 'Impulse', '(?<verb>look at|reveal) the top (?:card|{N} cards) of your library', (m, c) =>
    one(on(m.verb!.toLowerCase() === 'reveal' ? 'reveal-top' : 'look-top', 'you', c, { amount: m.N ? numberOf(m.N)! : 1 })),
  ),
  effect('looked-to-hand', 'cards', 'Anticipate', 'put {N} of (?:them|those cards) into your hand(?: and the (?:rest|other) (?<rest>.+))?', (m, c) => {
    if (c.before === 0) return undefined;
    const take = on('take-looked', 'you', c, { amount: numberOf(m.N!)! });
    const to = m.rest ? restOf(m.rest) : undefined;
    const rest = to ? on(to, 'you', c) : undefined;
    return take && (!m.rest || rest) ? [take, ...(rest ? [rest] : [])] : undefined;
  }),
  effect('looked-of-kind-to-hand', 'cards', 'Commune with Nature', '(?:reveal (?<q>an?(?: [a-z, ]+?)?) card from among them and put (?:it|that card) into your hand|put (?<q2>an?(?: [a-z, ]+?)?) card from among them into your hand)', (m, c) => {
    const card = oracleCardQuality((m.q ?? m.q2)!);
    return card && c.before > 0 ? one(on('pick-looked', 'you', c, Object.keys(card).length ? { card } : {})) : undefined;
  }),
  effect('looked-rest', 'cards', 'Commune with Nature', '(?:then )?put the (?:rest|other) (?<rest>.+)', (m, c) => {
    const to = restOf(m.rest!);
    return to && c.before > 0 ? one(on(to, 'you', c)) : undefined;
  }),
  // a search for a card of a kind (701.19), into the hand or on top of the library after the shuffle (701.20b)
  effect('tutor-card', 'cards', 'Idyllic Tutor', 'search your library for (?<q>an?(?: [a-z, ]+?)?) card(?: named (?<name>[^.]+?))?,? (?:reveal (?:it|that card),? )?(?:and )?(?:put (?:it|that card) into your hand,? (?:and )?then shuffle|(?<top>then shuffle and put that card on top(?: of your library)?))', (m, c) => {
    const card = m.name ? (m.q!.toLowerCase() === 'a' ? { name: m.name === 'CARDNAME' ? 'self' : m.name } : undefined) : oracleCardQuality(m.q!);
    return card ? one(on(m.top ? 'tutor-top' : 'tutor-card', 'you', c, Object.keys(card).length ? { card } : {})) : undefined;
  }),
  // "search your library and/or graveyard for a card named …", then "if you search your library this way, shuffle" (701.19a, 701.20a)
  effect('tutor-graveyard', 'cards', 'Chandra\'s Outburst', 'search your library and/or graveyard for a card named (?<name>[^.]+?), reveal it, and put it into your hand', (m, c) =>
    one(on('tutor-graveyard', 'you', c, { card: { name: m.name === 'CARDNAME' ? 'self' : m.name! } })),
  ),
  effect('shuffle-if-searched', 'cards', 'Chandra\'s Outburst', 'if you search your library this way, shuffle', (_m, c) => (c.before > 0 ? one(on('shuffle-if-searched', 'you', c)) : undefined)),
  // a land card put from the hand onto the battlefield (305.4: not played)
  effect('land-from-hand', 'cards', 'Growth Spiral', 'put a land card from your hand onto the battlefield(?<tapped> tapped)?', (m, c) => one(on(m.tapped ? 'land-from-hand-tapped' : 'land-from-hand', 'you', c))),
  // N cards discarded at random (701.8b)
  effect('discard-random', 'cards', 'Hymn to Tourach', '(?:{T} discards?|discard|(?<more>discards)) {N} cards? at random', (m, c) => one(on('discard-random', subject(m), c, { amount: numberOf(m.N!)! }))),
  // a graveyard, or a hand and a graveyard, shuffled into a library (701.20a)
  effect('shuffle-graveyard', 'cards', 'Timetwister', '(?:{T} shuffles?|shuffle) (?:their|your) (?<hand>hand and )?graveyard into (?:their|your) library', (m, c) =>
    one(on(m.hand ? 'shuffle-hand-graveyard' : 'shuffle-graveyard', m.T ?? 'you', c)),
  ),

  // --- templates added in the eighth stretch for instants and sorceries (oracle8d adds here)
  // every permanent of some card types, as the effect happens (608.2j; engine/mtg/permanent-filters.ts)
  effect('destroy-all-permanents', 'removal', 'Tranquility', `(?<v>destroy|exile) (?<P>${PERMANENTS_PHRASE})`, (m) => {
    const filter = permanentsFilter(m.P!);
    return filter ? [{ kind: m.v!.toLowerCase() as 'destroy' | 'exile', targets: [], filter }] : undefined;
  }),
  // a token that is a copy of a permanent (111.1, 707.2): its copiable values, under the caster's control
  effect('create-token-copy', 'tokens', 'Quasiduplicate', "create a token that's a copy of {T}", (m, c) => one(on('create-copy', m.T!, c))),
  // "Put target creature card from a graveyard onto the battlefield under your control" (400.7, 110.2)
  effect('reanimate-put', 'cards', 'Hymn of Rebirth', 'put {T} onto the battlefield under your control', (m, c) => one(on('reanimate', m.T!, c))),
  // "+2/+2 and first strike" on several targets, and "until end of turn" written first ("Until end of turn, target creature gets … and gains …")
  effect('pump-and-gain-each-target', 'pump', 'Coordinated Assault', '{T} each get {PT} and gain {K} until end of turn', (m, c) => {
    const e = on('pump', m.T!, c, pump(m.PT!));
    const more = e?.count ? gains('gain', m.K!, e, true) : undefined;
    return e && more ? [e, ...more] : undefined;
  }),
  effect('until-eot-pump-and-gain', 'pump', 'Armor of Shadows', 'until end of turn, {S} gets? {PT} and gains? {K}', (m, c) => {
    const e = on('pump', m.S!, c, pump(m.PT!));
    const more = e ? gains('gain', m.K!, e, true) : undefined;
    return e && more ? [e, ...more] : undefined;
  }),
  // "… and can't be blocked this turn": the keyword of the same meaning, gained until end of turn (layer 6)
  effect('pump-and-unblockable', 'blocking', 'Distortion Strike', "{S} gets? {PT} until end of turn and can't be blocked this turn", (m, c) => {
    const e = on('pump', m.S!, c, pump(m.PT!));
    const more = e ? gains('gain', 'unblockable', e, true) : undefined;
    return e && more ? [e, ...more] : undefined;
  }),
  // creatures and planeswalkers alike (one damage event, 120.3; engine/mtg/permanent-filters.ts)
  effect('damage-creatures-and-planeswalkers', 'damage', 'Storm\'s Wrath', '(?:CARDNAME|it) deals {N} damage to each creature and each planeswalker', (m) => [
    { kind: 'damage', amount: numberOf(m.N!)!, targets: [], filter: { types: ['creature', 'planeswalker'] } },
  ]),
  effect('regenerate-each', 'regeneration', 'Wrap in Vigor', 'regenerate {S}', (m, c) => {
    const e = on('regenerate', m.S!, c);
    return e?.filter ? [e] : undefined;
  }),
  // copying a spell on the stack (707.10; engine/mtg/spell-copies.ts), and its copier choosing new targets (707.10c)
  effect('copy-spell', 'counterspells', 'Twincast', `copy target (?<k>instant or sorcery|instant|sorcery) spell`, (m) => [
    { kind: 'copy-spell', targets: [], choose: SPELL_KIND_OF[m.k!.toLowerCase()]! },
  ]),
  { id: 'copy-new-targets', part: 'rider', family: 'counterspells', example: 'Twincast', pattern: 'You may choose new targets for the copy', read: () => ({ newTargets: true }) },
  // requirements on combat for this turn only: the keyword of the same meaning, gained until end of turn (508.1d, 509.1c)
  effect('attacks-if-able-this-turn', 'blocking', 'Boiling Blood', '{S} attacks this turn if able', (m, c) => one(on('gain', m.S!, c, { keyword: 'must-attack' }))),
  effect('blocked-by-all-this-turn', 'blocking', 'Alluring Scent', 'all creatures able to block {T} this turn do so', (m, c) => one(on('gain', m.T!, c, { keyword: 'must-be-blocked-by-all' }))),
  effect('pump-must-be-blocked', 'blocking', 'Compelled Duel', '{S} gets? {PT} until end of turn and must be blocked this turn if able', (m, c) => {
    const e = on('pump', m.S!, c, pump(m.PT!));
    const more = e ? gains('gain', 'must-be-blocked', e, true) : undefined;
    return e && more ? [e, ...more] : undefined;
  }),
  // "each of two target creatures": one word "target" choosing two (115.3)
  effect('damage-each-of', 'damage', 'Jagged Lightning', '(?:CARDNAME|it) deals {N} damage to each of {T}', (m, c) => {
    const e = on('damage', m.T!, c, { amount: numberOf(m.N!)! });
    return e?.count ? [e] : undefined;
  }),
  effect('counter-on-each-of', 'counters', 'Gird for Battle', 'put (?:a|an|one) (?<c>\\+1/\\+1|-1/-1) counter on each of {T}', (m, c) => {
    const e = on('put', m.T!, c, { amount: 1, counter: m.c as CounterKind });
    return e?.count ? [e] : undefined;
  }),
  effect('protection-color-choice', 'protection', 'Gods Willing', '{S} gains? protection from the color of your choice until end of turn', (m, c) => one(on('gain-protection-choice', m.S!, c))),
  effect('bounce-all-permanents', 'bounce', 'Upheaval', `return (?<P>${PERMANENTS_PHRASE}) to their owners' hands`, (m) => {
    const filter = permanentsFilter(m.P!, true);
    return filter ? [{ kind: 'bounce', targets: [], filter }] : undefined;
  }),

  // --- effect templates added in the eighth stretch for mechanics (oracle8c adds effects here)
  // explore (701.40a) and connive (701.47a): the permanent itself ("When this creature enters, it explores.")
  // amass N (701.44a; older cards' "Amass N" is "amass Zombies N", 701.44d)
  effect('amass', 'tokens', 'Relentless Advance', '(?:{T} amasses|amass|(?<more>amasses))(?: Zombies)? {N}', (m, c) => one(on('amass', subject(m), c, { amount: numberOf(m.N!)! }))),
  effect('explores', 'counters', 'Merfolk Branchwalker', '(?:CARDNAME|it) (?<v>explores|connives)', (m, c) => one(on(m.v!.toLowerCase() === 'explores' ? 'explore' : 'connive', 'it', c))),

  // --- templates added in the ninth stretch for instants and sorceries (oracle9b adds here)
  // a search for N, or up to N, cards of a kind — subtypes and "basic" read too — into the hand, the graveyard, exile, or
  // (land cards) onto the battlefield, then a shuffle (701.19a, 701.20a; engine/mtg/looking.ts searchMany)
  effect('search-cards', 'cards', 'Entomb', "search your library for (?<n>an?|one|two|three|four|five|ten|up to (?:one|two|three|four|five|ten)) (?:(?<q>[a-z', ]+?) )?cards?,? (?:and )?(?:reveal (?:it|them|that card|those cards),? (?:and )?)?(?:(?:put (?:it|them|that card|those cards) (?<to>into your hand|into your graveyard|onto the battlefield(?<tapped> tapped)?)|(?<exile>exile (?:it|them|that card|those cards))),? then shuffle|then shuffle and put (?<top>it|that card|the card) on top(?: of your library)?)", (m, c) => {
    const q = m.q ? oracleSearchQuality(m.q) : {};
    const amount = numberOf(m.n!.replace(/^up to /i, ''));
    if (!q || amount === undefined) return undefined;
    if (m.top) return amount === 1 ? one(on('tutor-top', 'you', c, Object.keys(q).length ? { card: q } : {})) : undefined;
    const to = m.exile ? 'exile' : m.to!.toLowerCase();
    const kind = to === 'into your hand' ? 'tutor-card' : to === 'into your graveyard' ? 'tutor-to-graveyard' : to === 'exile' ? 'tutor-exile' : m.tapped ? 'tutor-land-tapped' : 'tutor-land';
    if ((kind === 'tutor-land' || kind === 'tutor-land-tapped') && !isLandQuality(q)) return undefined;
    return one(on(kind, 'you', c, { ...(Object.keys(q).length ? { card: q } : {}), ...(amount > 1 ? { amount } : {}) }));
  }),
  // Cultivate: one land found onto the battlefield tapped, the other into the hand, one shuffle (701.19a, 701.19h)
  effect('search-land-split', 'cards', 'Cultivate', 'search your library for up to two basic land cards, reveal (?:them|those cards),? (?:and )?put one onto the battlefield tapped and the other into your hand, then shuffle', (_m, c) =>
    one(on('search-land-split', 'you', c, { amount: 2 })),
  ),
  // a card of your graveyard put on top of your library or shuffled into it (400.7, 701.20a); "any number of" target cards (115.3)
  effect('graveyard-to-library', 'cards', 'Reclaim', '(?<v>put|shuffle) (?<any>any number of )?(?<P>(?:up to \\w+ )?target (?:[a-z]+ )?cards? from your graveyard) (?<to>on top of your library|into your library)', (m, c) => {
    const top = m.to!.toLowerCase() === 'on top of your library';
    if (top !== (m.v!.toLowerCase() === 'put')) return undefined;
    const one = /^up to one /i.test(m.P!);
    const e = on(top ? 'graveyard-to-top' : 'graveyard-shuffle-in', m.any ? m.P!.replace(/\bcards\b/i, 'card') : m.P!.replace(/^up to one /i, ''), c);
    if (e && (m.any || one)) e.count = { min: 0, max: m.any ? 99 : 1 };
    return e?.choose ? [e] : undefined;
  }),
  // cards with its own name in graveyards, counted as the spell resolves (608.2h; engine/mtg/counted-amounts.ts)
  effect('named-count', 'cards', 'Flame Burst', "(?:(?:CARDNAME|it) deals X damage to (?<dt>{T}), where X is |(?<draw>draw) cards equal to |(?<dp>{T2}) discards X cards, where X is )(?:(?<plus>{N}) plus )?the number of cards named CARDNAME in (?<all>all graveyards|your graveyard)", (m, c) => {
    const from = m.all!.toLowerCase() === 'your graveyard' ? 'named-count-yours' : 'named-count';
    const more: Partial<Effect> = { amountFrom: from, ...(m.plus ? { amountPlus: numberOf(m.plus)! } : {}) };
    if (m.draw) return m.plus ? undefined : one(on('draw', 'you', c, more));
    return one(on(m.dt ? 'damage' : 'discard', (m.dt ? m.T : m.T2)!, c, more));
  }),
  // the revealed cards separated into two piles, one chosen, into the hand and the other into the graveyard (700.3: Fact or Fiction)
  effect('reveal-and-separate', 'cards', 'Steam Augury', '(?<verb>reveal|look at) the top (?<n>\\w+) cards of your library and separate them into two piles', (m, c) => {
    const n = numberOf(m.n!);
    const top = n === undefined ? undefined : on(m.verb!.toLowerCase() === 'reveal' ? 'reveal-top' : 'look-top', 'you', c, { amount: n });
    return top ? [top, { kind: 'separate-piles', targets: ['you'] }] : undefined;
  }),
  effect('opponent-separates', 'cards', 'Fact or Fiction', 'an opponent separates (?:those cards|them) into two piles', (_m, c) => (c.before > 0 ? [{ kind: 'separate-piles', targets: ['each-opponent'] }] : undefined)),
  effect('opponent-chooses-pile', 'cards', 'Steam Augury', 'an opponent chooses one of those piles', (_m, c) => (c.before > 0 ? [{ kind: 'choose-pile', targets: ['each-opponent'] }] : undefined)),
  effect('pile-to-hand', 'cards', 'Fact or Fiction', 'put (?:one|that) pile into your hand and the (?:other|rest) into your graveyard', (_m, c) => (c.before > 0 ? [{ kind: 'pile-to-hand', targets: ['you'] }] : undefined)),
  // a coin flip (705.2; engine/mtg/coin-flips.ts), and what depends on winning or losing it, as after "If you do"
  effect('flip-coin', 'cards', 'Stitch in Time', 'flip a coin', (_m, c) => one(on('flip-coin', 'you', c))),
  { id: 'if-you-win-the-flip', part: 'prefix', family: 'cards', example: 'Stitch in Time', pattern: 'If you (?<w>win|lose) the flip, (?<rest>.+)', read: (m) => (m.w!.toLowerCase() === 'win' ? { ifDone: true, rest: m.rest! } : { ifNotDone: true, rest: m.rest! }) },
  // learn (701.45a; engine/mtg/learn.ts): a Lesson from outside the game is a choice the reply names, not a card it shows
  effect('learn', 'cards', 'Cram Session', '(?:you )?learn', (_m, c) => one(on('learn', 'you', c))),
  // the controller of the permanent before it may search for basic lands (Path to Exile): their choice, as it resolves (608.2d)
  effect('controller-may-search-land', 'cards', 'Path to Exile', '(?:its|that creature\'s|that permanent\'s) controller may search their library for (?<n>a|up to two) basic land cards?, put (?:it|them|that card|those cards) onto the battlefield(?<tapped> tapped)?, then shuffle', (m, c) => {
    const e = on(m.tapped ? 'search-land-tapped' : 'search-land', 'its controller', c, { amount: numberOf(m.n!.replace(/^up to /i, ''))! });
    return e ? [{ ...e, optional: true }] : undefined;
  }),

  // --- templates added in the ninth stretch for instants and sorceries (oracle9d adds here)
  // amounts counted as the spell resolves (608.2h; engine/mtg/counted-amounts.ts): "equal to the number of lands you control",
  // "… that creature's toughness" (the object the effect before acted on, as it last was), "the sacrificed creature's power"
  effect('damage-counted', 'damage', 'Ground Assault', `(?:CARDNAME|it) deals damage to {T} equal to (?<n>${COUNTED})`, (m, c) => counted('damage', m.T!, m.n!, c)),
  effect('damage-counted-first', 'damage', 'Fling', `(?:CARDNAME|it) deals damage equal to (?<n>${COUNTED}) to {T}`, (m, c) => counted('damage', m.T!, m.n!, c)),
  effect('life-counted', 'life', 'Heal the Scars', `(?:{T} (?<v>gains?|loses?)|(?<v2>gain|lose)) life equal to (?<n>${COUNTED})`, (m, c) =>
    counted(/^gain/i.test((m.v ?? m.v2)!) ? 'gain-life' : 'lose-life', m.T ?? 'you', m.n!, c),
  ),
  effect('life-for-each', 'life', 'Bountiful Harvest', `(?:{T} (?<v>gains?|loses?)|(?<v2>gain|lose)) 1 life for each (?<n>${COUNT_EACH})`, (m, c) =>
    counted(/^gain/i.test((m.v ?? m.v2)!) ? 'gain-life' : 'lose-life', m.T ?? 'you', m.n!, c),
  ),
  // "… and you gain life equal to the damage dealt this way": what the damage before dealt (`that-much`, 608.2c)
  effect('gain-life-dealt', 'life', 'Corrupt', '(?:you )?gain life equal to the damage dealt this way', (_m, c) =>
    c.last?.kind === 'damage' && !c.last.count && !c.last.filter ? [{ kind: 'gain-life', amountFrom: 'that', targets: ['you'] }] : undefined,
  ),
  // a spell's total cost (601.2f; engine/mtg/cost-changes.ts): strive's "for each target beyond the first", reductions
  {
    id: 'spell-cost-change',
    part: 'spell-static',
    family: 'kicker',
    example: 'Aerial Formation',
    pattern: `This spell costs (?<mana>${MANA}) (?<dir>more|less) to cast (?:for each (?<per>target beyond the first|creature on the battlefield|creature card in your graveyard)|if you control ${CONTROLS})`,
    read: (m, c) => {
      const less = m.dir!.toLowerCase() === 'less';
      if (!c.spell || (less && !genericOnly(m.mana!)) || (!less && m.per?.toLowerCase() !== 'target beyond the first')) return undefined;
      const per = m.per ? ({ 'target beyond the first': 'extra-target', 'creature on the battlefield': 'creature', 'creature card in your graveyard': 'graveyard-creature' } as const)[m.per.toLowerCase() as 'target beyond the first'] : undefined;
      const condition = m.per ? undefined : controlCondition(m.n!, m.w!);
      if (!m.per && (!condition || condition.other)) return undefined;
      return { costChange: { mana: m.mana!, ...(less ? { less: true as const } : {}), ...(per ? { per } : {}), ...(condition ? { condition } : {}) } };
    },
  },
  // "… unless its controller pays {1} for each card in your graveyard" (118.12a): the amount counted as it resolves
  effect('counter-unless-counted', 'counterspells', 'Circular Logic', `counter target (?:(?<k>${alt(Object.keys(SPELL_KIND_OF).filter(Boolean))}) )?spell unless its controller pays \\{1\\} for each (?<each>card in your graveyard|card in your hand|creature you control|artifact you control)`, (m) => {
    const from = ({ 'card in your graveyard': 'graveyard-count', 'card in your hand': 'hand-count', 'creature you control': 'creatures', 'artifact you control': 'artifact-count' } as const)[m.each!.toLowerCase() as 'card in your hand'];
    return [{ kind: 'counter-unless', amountFrom: from, targets: [], choose: SPELL_KIND_OF[(m.k ?? '').toLowerCase()]! }];
  }),
  effect('counter-spell-which', 'counterspells', 'Turn Aside', `counter target spell (?<w>${alt(Object.keys(SPELL_WHICH_OF))})`, (m) => [
    { kind: 'counter', targets: [], choose: SPELL_WHICH_OF[m.w!.toLowerCase()]! },
  ]),
  effect('draw-counted', 'cards', "Life's Legacy", `(?:{T} draws|draw) cards equal to (?<n>${COUNTED})`, (m, c) => counted('draw', m.T ?? 'you', m.n!, c)),

  // --- effect templates added in the ninth stretch for mechanics (oracle9c adds effects here)

  // --- templates added in the tenth stretch (oracle10a adds effects here)
  // prevention effects for the turn (615.1; engine/mtg/prevention.ts): all (combat) damage to, or by, a target or every
  // creature of a set; "to and dealt by" is both; the life gained for what they prevented (615.5); damage that
  // can't be prevented this turn (615.12)
  effect('prevent-all-both', 'prevention', 'Energy Arc', 'prevent all (?<c>combat )?damage that would\\s+be dealt to and dealt by (?<P>.+?)(?: this (?:turn|combat))?', (m, c) => {
    const to = preventSubject(m.c ? 'prevent-all-combat' : 'prevent-all', m.P!, c);
    const by = preventSubject(m.c ? 'prevent-combat-by' : 'prevent-by', m.P!, c);
    return to && by ? [...to, ...by] : undefined;
  }),
  effect('prevent-all-to', 'prevention', 'Blinding Fog', 'prevent all (?<c>combat )?damage that would\\s+be dealt (?:this turn )?to (?<P>.+?)(?: this turn)?', (m, c) => preventSubject(m.c ? 'prevent-all-combat' : 'prevent-all', m.P!, c)),
  effect('prevent-all-by', 'prevention', 'Ethereal Haze', 'prevent all (?<c>combat )?damage (?:that would\\s+be dealt (?:this turn )?by (?<P>.+?)|(?:that )?(?<Q>.+?) would deal)(?: this turn)?', (m, c) => preventSubject(m.c ? 'prevent-combat-by' : 'prevent-by', m.P ?? m.Q!, c)),
  effect('prevent-divided', 'prevention', 'Remedy', 'prevent the next {N} damage that would\\s+be dealt this turn to any number of targets, divided as you choose', (m, c) => {
    const amount = numberOf(m.N!);
    return amount !== undefined && !c.before ? [{ kind: 'prevent-divided', amount, targets: [], choose: 'any', count: { min: 1, max: amount } }] : undefined;
  }),
  effect('cant-prevent', 'prevention', 'Flaring Pain', "damage can't be prevented this turn", () => [{ kind: 'cant-prevent', targets: ['you'] }]),
  effect('gain-prevented', 'prevention', 'Chant of Vitu-Ghazi', 'you gain life equal to the damage\\s+prevented this way', (_m, c) => (c.before > 0 && (c.last === undefined || PREVENT_ALL.has(c.last.kind)) ? [{ kind: 'gain-prevented', targets: ['you'] }] : undefined)),
  // a permanent's own static prevention (615.1): all damage, or all combat damage, that would be dealt to it; damage it deals can't be prevented (615.12)
  statik('prevents-damage', 'prevention', 'Dawn Elemental', '(?:prevent all damage that would\\s+be dealt to CARDNAME|if damage would be dealt to CARDNAME, prevent that damage)', () => ({ keywords: ['prevents-damage'] })),
  statik('prevents-combat-damage', 'prevention', 'Guard Gomazoa', 'prevent all combat damage that would\\s+be dealt to CARDNAME', () => ({ keywords: ['prevents-combat-damage'] })),
  statik('unpreventable-source', 'prevention', 'Excruciator', "damage that would be dealt by CARDNAME can't be prevented", () => ({ keywords: ['unpreventable'] })),
  // a search for a permanent card of a kind, with a greatest mana value or by name, put onto the battlefield (701.19a;
  // engine/mtg/looking.ts searchMany, one search path): `tutor-battlefield Rebel+permanent+mv<=2`
  effect('search-permanent', 'cards', 'Amrou Scout', "search your library for (?:(?<n>an?|up to (?:one|two|three|four|five)) (?<q>[a-z', ]+?) cards?(?: with mana value (?<mv>{N}) or less)?|a card named (?<name>[^,]+?)),? (?:reveal (?:it|them|that card|those cards),? )?put (?:it|them|that card|those cards) onto the battlefield(?<tapped> tapped)?, then shuffle", (m, c) => {
    const q = m.name ? { name: m.name === 'CARDNAME' ? 'self' : m.name } : oracleSearchQuality(m.q!);
    const amount = m.name ? 1 : numberOf(m.n!.replace(/^up to /i, ''));
    const mv = m.mv !== undefined ? numberOf(m.mv) : undefined;
    // X chosen as the spell is cast isn't a mana value the search can use yet
    if (!q || amount === undefined || (m.mv !== undefined && (mv === undefined || mv > 20))) return undefined;
    const card = mv !== undefined ? { ...q, maxValue: mv } : q;
    const land = isLandQuality(card);
    if (!land && m.tapped) return undefined;
    return one(on(land ? (m.tapped ? 'tutor-land-tapped' : 'tutor-land') : 'tutor-battlefield', 'you', c, { card, ...(amount > 1 ? { amount } : {}) }));
  }),
  // another player's library searched (701.19a): the cards found exiled, or entering under the searcher's control; the
  // shuffle that follows is an effect of its own (701.20a)
  effect('search-their-library', 'cards', 'Extract', "search (?<who>target player's|target opponent's|that player's) library for (?<n>an?|one|two|three|four|five|up to (?:one|two|three|four|five|six|seven|ten)) (?:(?<q>[a-z', ]+?) )?cards? and (?:(?<exile>exile (?:it|them))|put (?:it|that card) onto the battlefield under your control)", (m, c) => {
    const q = m.q ? oracleSearchQuality(m.q) : {};
    const amount = numberOf(m.n!.replace(/^up to /i, ''));
    if (!q || amount === undefined || (!m.exile && amount > 1)) return undefined;
    const who = m.who!.toLowerCase();
    const more: Partial<Effect> = { ...(Object.keys(q).length ? { card: q } : {}), ...(amount > 1 ? { amount } : {}) };
    return one(on(m.exile ? 'search-their-exile' : 'search-their-battlefield', who === "that player's" ? 'that player' : who === "target opponent's" ? 'target opponent' : 'target player', c, more));
  }),
  effect('then-player-shuffles', 'cards', 'Extract', '(?:then )?that player shuffles', (_m, c) => (c.before > 0 ? [{ kind: 'shuffle-library', targets: ['that'] }] : undefined)),
  // the top cards looked at, then put back in any order (401.4): the library keeps its cards, its owner orders them
  effect('look-put-back', 'cards', 'Sage Owl', "look at the top {N} cards of (?<who>your|target player's) library,? (?:then|and) put them back in any order", (m, c) => {
    const n = numberOf(m.N!);
    const look = on('look-top', m.who!.toLowerCase() === 'your' ? 'you' : 'target player', c, { amount: n });
    return n === undefined || n > 10 || !look ? undefined : [look, { kind: 'rest-top', targets: [look.choose ? 'that' : 'you'] }];
  }),
  // "search your library for up to three cards named CARDNAME, reveal them, put them into your hand" (701.19a)
  effect('search-named-many', 'cards', 'Squadron Hawk', 'search your library for (?<n>up to (?:two|three|four|five)|any number of) cards named CARDNAME, reveal them, put them into your hand, then shuffle', (m, c) => {
    const amount = /^any number of$/i.test(m.n!) ? 99 : numberOf(m.n!.replace(/^up to /i, ''));
    return amount === undefined ? undefined : one(on('tutor-card', 'you', c, { card: { name: 'self' }, amount }));
  }),

  // --- templates added in the tenth stretch (oracle10b adds effects here)
  // modes chosen more than once (700.2d: the Confluences), or both with a commander (Akroma's Will): the "•" lines follow;
  // card wording the rules quote: `\\s+` keeps test/engine/rules-text.test.ts apart (as for 'prevent')
  { id: 'choose-n-repeat', part: 'mode', family: 'modal', example: 'Fiery Confluence', pattern: `Choose (?<n>two|three|four|five)\\. You may choose the same\\s+mode more than once\\.`, read: (m) => ({ nothing: true, modeCount: { min: numberOf(m.n!)!, max: numberOf(m.n!)!, repeat: true } }) },
  { id: 'choose-one-both-commander', part: 'mode', family: 'modal', example: "Akroma's Will", pattern: 'Choose one\\. If you control a commander as you cast this spell, you may choose both\\.', read: () => ({ nothing: true, modeCount: { min: 1, max: 2, bothIf: 'commander' } }) },

  // escalate (702.120a): its mana once more for each mode chosen beyond the first, said in the spell's total cost (601.2f)
  keyword('escalate', 'Borrowed Hostility', `Escalate (?<mana>${MANA})`, (m, c) => (c.spell ? { costChange: { mana: m.mana!, per: 'extra-mode' } } : undefined), 'modal'),

  // cleave (702.148a): another cost to cast it with, and its bracketed words removed (engine/mtg/oracle.ts readCleaved)
  keyword('cleave', 'Fierce Retribution', `Cleave ${MANA}`, (_m, c) => (c.spell ? { nothing: true } : undefined), 'kicker'),

  // clashing (701.23; engine/mtg/clash.ts), and what depends on winning it, as after "If you do"; "Otherwise" after it
  effect('clash', 'cards', 'Lash Out', 'clash with an opponent', (_m, c) => one(on('clash', 'you', c))),
  { id: 'if-you-win-clash', part: 'prefix', family: 'cards', example: 'Lash Out', pattern: 'If you win, (?<rest>.+)', read: (m, c) => (c.afterClash ? { ifDone: true, rest: m.rest! } : undefined) },
  { id: 'otherwise-clash', part: 'prefix', family: 'cards', example: 'Pulling Teeth', pattern: 'Otherwise, (?<rest>.+)', read: (m, c) => (c.afterClash ? { ifNotDone: true, rest: m.rest! } : undefined) },
  // rolling a die (706; engine/mtg/dice.ts): its results table's rows follow, "1—9 | …" (engine/mtg/oracle.ts rollRow)
  effect('roll-die', 'cards', 'Contact Other Plane', 'roll a (?:d(?<n>\\d{1,3})|(?<w>four|six|eight|ten|twelve|twenty)-sided die)', (m, c) =>
    one(on('roll-die', 'you', c, { amount: m.n ? Number(m.n) : ({ four: 4, six: 6, eight: 8, ten: 10, twelve: 12, twenty: 20 } as Record<string, number>)[m.w!.toLowerCase()]! })),
  ),
  // "… equal to the result" / "where X is the result": the die rolled by the effect before (`that-much`, 706.2)
  effect('gain-life-result', 'life', 'Adorable Kitten', '(?:you )?gain life equal to the result', (_m, c) => (c.last?.kind === 'roll-die' ? [{ kind: 'gain-life', amountFrom: 'that', targets: ['you'] }] : undefined)),
  effect('lose-life-result', 'life', 'Big Boa Constrictor', '{T} loses life equal to the result', (m, c) => (c.last?.kind === 'roll-die' ? one(on('lose-life', m.T!, c, { amountFrom: 'that' })) : undefined)),
  effect('damage-result', 'damage', 'Feisty Stegosaurus', 'CARDNAME deals damage equal to the result to {T}', (m, c) => (c.last?.kind === 'roll-die' ? one(on('damage', m.T!, c, { amountFrom: 'that' })) : undefined)),
  // the resolving spell's own card into its owner's hand (608.2c; engine/mtg/spell-zones.ts)
  effect('return-spell', 'cards', 'Release the Ants', "return CARDNAME to its owner's hand", (_m, c) => (c.spell ? [{ kind: 'return-spell', targets: ['you'] }] : undefined)),

  // --- templates added in the tenth stretch (oracle10b adds here: creature triggers with choices)

  // --- templates added in the tenth stretch (oracle10b adds effects here)

  // --- templates added in the tenth stretch (oracle10e adds effects here)

  // --- words qualifying the effects after them: "you may" (its controller chooses as it resolves, 603.5)
  { id: 'you-may', part: 'prefix', family: 'optional', example: 'Auriok Champion', pattern: 'you may (?!have |pay |choose )(?<rest>.+)', read: (m) => ({ optional: true, rest: m.rest! }) },

  // --- sentences qualifying what came before
  { id: 'no-regeneration', part: 'rider', family: 'removal', example: 'Wrath of God', pattern: "(?:It|They) can't be regenerated", read: () => ({ noRegen: true }) },
  { id: 'still-a-land', part: 'rider', family: 'animation', example: 'Inkmoth Nexus', pattern: "It's still a land", read: () => ({ nothing: true }) },
];

const COMPILED = new Map(ORACLE_TEMPLATES.map((t) => [t, compile(t.pattern)]));

/** The first template of this part that reads `text`, with what it read. */
export function readPart(part: TemplatePart, text: string, c: ReadContext): { template: OracleTemplate; reading: Reading } | undefined {
  for (const t of ORACLE_TEMPLATES) {
    if (t.part !== part) continue;
    const m = COMPILED.get(t)!.exec(text);
    if (!m) continue;
    const reading = t.read({ ...m.groups }, c);
    if (reading) return { template: t, reading };
  }
  return undefined;
}
