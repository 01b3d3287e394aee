/**
 * Activated abilities written on an object (`(activated tap: damage 1 ?any)`) and used by `activate w`: which one,
 * its costs beyond mana — {T} (a tapped permanent can't pay it, 118.3; a creature's needs it to have been under its
 * controller's control since the turn began, 302.6), sacrificing it (701.17a), discarding a card — and its restrictions, "activate only
 * as a sorcery" (602.5d) and "only once each turn" (602.5b). Mana is not paid in scenarios, for abilities as for
 * spells. The kernel asks through `ActivationHost` and records what this returns.
 */
import type { ChoicePoint, MessageParam, Step, Violation } from '../core/types.ts';
import type { Ability, MtgObject } from './scenario.ts';
import type { ActivationWord, Keyword, PermanentCost, SpellType } from './vocabulary.ts';
import { levelHolds } from './layers.ts';
import { ENS } from './energy.ts';
import { XNS } from './exert.ts';

const NS = 'engine-mtg.activation';

/** A mana ability (605.1a): an activated ability that adds mana and has no target; it doesn't use the stack (605.3b). */
export const isManaAbility = (a: Ability): boolean => a.effects.length > 0 && a.effects.every((e) => e.kind === 'add-mana' && !e.choose);

/** The n-th (1-based) activated ability written on an object. */
export function activatedAbility(o: MtgObject, n: number): Ability | undefined {
  return (o.abilities ?? []).filter((a) => a.when === 'activated')[n - 1];
}

export interface ActivationHost {
  label(id: string): MessageParam;
  controller(id: string): string;
  tapped(id: string): boolean;
  sick(id: string): boolean;
  isCreature(id: string): boolean;
  /** It was declared as an attacker this turn (boast, 702.142a). */
  attackedThisTurn(id: string): boolean;
  /** The keyword that lets it act although it came under its controller's control this turn (haste, 702.10b). */
  ignoresSickness(id: string): Keyword | undefined;
  setTapped(id: string, tapped: boolean): void;
  sacrifice(id: string): void;
  /** A player's life total, and paying life as a cost (a loss of life, 119.4). */
  life(player: string): number;
  /** A Two-Headed Giant game: a head's life total is the team's (810.9a). */
  teamGame(): boolean;
  payLife(player: string, amount: number, source: MessageParam): void;
  /** Cards in a player's hand, and discarding one as a cost (701.8a; the player chooses which). */
  handSize(player: string): number;
  /** Cards in a player's graveyard (threshold: "only if seven or more cards are in your graveyard"). */
  graveyardSize(player: string): number;
  discardCard(player: string, source: MessageParam): void;
  /** +1/+1 counters on it, and removing one as a cost (122.1, 602.2b). */
  plusCounters(id: string): number;
  /** Level counters on it (711.2): a leveler's ability of a band exists only within it. */
  levelOf(id: string): number;
  /** Spore counters on it, and removing them as a cost (602.2b). */
  sporesOf(id: string): number;
  removeSpores(id: string, n: number): void;
  /** A player's energy counters, and paying them as a cost (107.14). */
  energyOf(player: string): number;
  payEnergy(player: string, n: number): void;
  ptText(id: string): string;
  removePlusCounter(id: string): void;
  /** The permanents a player controls on the battlefield, in the scenario's order. */
  permanentsOf(player: string): string[];
  typesOf(id: string): SpellType[];
  /** It has this creature type (205.3m; a changeling has every one). */
  ofSubtype(id: string, type: string): boolean;
  /** Power plus toughness: the smallest is the usual pick to sacrifice. */
  size(id: string): number;
  /** Records a choice the player makes while paying (the kernel shows it with the reply's assumptions). */
  choose(choice: ChoicePoint): void;
  /** It was exerted to pay a cost (701.39a): the rule event "whenever you exert a creature" listens to. */
  exerted(id: string): void;
  /** Adds a step to the trace (before what the cost itself causes, such as a dies trigger). */
  record(step: Step): void;
}

/** When the ability is activated: the stack, the step, the active player, and how often it was activated this turn. */
export interface ActivationMoment {
  stackEmpty: boolean;
  main: boolean;
  active: string | undefined;
  /** Times this ability of this object was activated before, this turn. */
  before: number;
  /** Who activates it: its controller, or any player when it says so (602.2); they pay its costs. */
  by?: string;
  /** It happens in the turn's upkeep (engine/mtg/upkeep-timing.ts): "Activate only during your upkeep". */
  upkeep?: boolean;
}

/**
 * Checks the restrictions, then pays the costs (602.2b). A violation means the ability can't be activated now: it
 * does not go on the stack, and the timeline goes on.
 */
export function payCosts(h: ActivationHost, id: string, ability: Ability, at: ActivationMoment): Violation | undefined {
  const costs = ability.costs ?? [];
  const source = h.label(id);
  const player = at.by ?? h.controller(id);
  const refuse = (k: string, rules: string[], params: Record<string, MessageParam> = {}): Violation => ({
    key: `${NS}.violation.${k}`,
    params: { source, player, ...params },
    rules,
    cites: [],
    fatal: false,
  });
  // an ability printed in a leveler's band (711.2a–b): the permanent has it only with that many level counters
  if (ability.condition?.level && !levelHolds(ability.condition, h.levelOf(id))) {
    return refuse('level', ['711.2a', '711.2b'], { level: h.levelOf(id), band: `${ability.condition.count}${ability.condition.max !== undefined ? `-${ability.condition.max}` : '+'}` });
  }
  if (costs.includes('sorcery') && (!at.stackEmpty || !at.main || at.active !== player)) {
    return refuse('sorcery', ['602.5d', '307.1'], { active: at.active ?? '—' });
  }
  if (costs.includes('once') && at.before > 0) return refuse('once', ['602.5b']);
  if (costs.includes('twice') && at.before > 1) return refuse('twice', ['602.5b']);
  // boast (702.142a): the creature must have attacked during this turn; at most one activation per turn
  if (costs.includes('boast') && !h.attackedThisTurn(id)) return refuse('boast', ['702.142a']);
  if (costs.includes('boast') && at.before > 0) return refuse('once', ['702.142a', '602.5b']);
  if ((costs.includes('your-turn') || costs.includes('before-attackers')) && at.active !== player) return refuse('your-turn', ['602.5'], { active: at.active ?? '—' });
  if (costs.includes('before-attackers') && !at.main) return refuse('before-attackers', ['602.5', '508.1']);
  // "Activate only during your upkeep" (602.5, 503.1): the upkeep of its controller's turn
  if (costs.includes('upkeep-only') && (!at.upkeep || at.active !== player)) return refuse('upkeep-only', ['602.5', '503.1'], { active: at.active ?? '—' });
  if (costs.includes('threshold') && h.graveyardSize(player) < 7) return refuse('threshold', ['602.5'], { cards: h.graveyardSize(player) });
  if (costs.includes('tap')) {
    if (h.tapped(id)) return refuse('tapped', ['118.3', '602.2b']);
    if (h.isCreature(id) && h.sick(id) && !h.ignoresSickness(id)) return refuse('sick', ['302.6']);
  }
  // 119.4: life may be paid only by a player whose life total is at least that much (0 can always be paid)
  // "pay half your life, rounded up" (107.1a): of the team's total in Two-Headed Giant (810.9a, 119.4a)
  const lifeCost = ability.life === 'half' ? Math.ceil(Math.max(0, h.life(player)) / 2) : ability.life;
  if (lifeCost && h.life(player) < lifeCost) return refuse('life', ['119.4', '602.2b'], { amount: lifeCost, life: h.life(player) });
  if (costs.includes('discard-card') && h.handSize(player) < 1) return refuse('nothing-to-discard', ['602.2b', '118.3']);
  if (costs.includes('remove-counter') && h.plusCounters(id) < 1) return refuse('no-counter', ['602.2b', '118.3']);
  if (ability.spores && h.sporesOf(id) < ability.spores) return refuse('spores', ['602.2b', '118.3'], { count: ability.spores, spores: h.sporesOf(id) });
  if (ability.energy && h.energyOf(player) < ability.energy) return { ...refuse('energy', ['107.14', '602.2b', '118.3'], { amount: ability.energy, energy: h.energyOf(player) }), key: `${ENS}.violation.cost` };
  const sacrifices = planSacrifices(h, player, costs, id);
  if ('what' in sacrifices) return refuse('nothing-to-sacrifice', ['602.2b', '118.3'], { what: sacrifices.what });
  choosePicks(h, player, source, sacrifices.picks, '602.2b');
  // a counter removed before the source is tapped or sacrificed: "{T}, Remove a +1/+1 counter" pays both (601.2h, 602.2b)
  if (ability.spores) {
    h.removeSpores(id, ability.spores);
    h.record({ key: `${NS}.step.remove-spores`, params: { source, player, count: ability.spores, spores: h.sporesOf(id) }, cites: [], rules: ['602.2b', '122.1'] });
  }
  if (ability.energy) {
    const from = h.energyOf(player);
    h.payEnergy(player, ability.energy);
    h.record({ key: `${ENS}.step.pay-cost`, params: { source, player, amount: ability.energy, from, to: h.energyOf(player) }, cites: [], rules: ['602.2b', '107.14'] });
  }
  if (costs.includes('remove-counter')) {
    h.removePlusCounter(id);
    h.record({ key: `${NS}.step.remove-counter`, params: { source, player, now: h.ptText(id) }, cites: [], rules: ['602.2b', '122.1'] });
  }
  if (costs.includes('tap')) {
    h.setTapped(id, true);
    h.record({ key: `${NS}.step.tap`, params: { source, player }, cites: [], rules: ['602.2b', '701.21a'] });
  }
  // "Exert this" as a cost (701.39a): it won't untap during its controller's next untap step, after the scenario
  if (costs.includes('exert')) {
    h.record({ key: `${XNS}.step.exert-cost`, params: { source, player }, cites: [], rules: ['602.2b', '701.39a'] });
    h.exerted(id);
  }
  if (costs.includes('sacrifice')) {
    h.record({ key: `${NS}.step.sacrifice`, params: { source, player }, cites: [], rules: ['602.2b', '701.17a'] });
    h.sacrifice(id);
  }
  sacrificePicks(h, player, source, sacrifices.picks, '602.2b');
  if (costs.includes('discard-card')) {
    h.record({ key: `${NS}.step.discard`, params: { source, player }, cites: [], rules: ['602.2b', '701.8a'] });
    h.discardCard(player, source);
  }
  if (ability.life === 'half') {
    h.record({ key: `${NS}.step.pay-half-life`, params: { source, player, amount: lifeCost ?? 0, life: h.life(player) }, cites: [], rules: ['602.2b', '119.4', '107.1a', ...(h.teamGame() ? ['810.9a', '119.4a'] : [])] });
    if (lifeCost) h.payLife(player, lifeCost, source);
  } else if (ability.life) {
    h.record({ key: `${NS}.step.pay-life`, params: { source, player, amount: ability.life }, cites: [], rules: ['602.2b', '119.4'] });
    h.payLife(player, ability.life, source);
  }
  return undefined;
}

/** A spell's additional costs are paid as it is cast (601.2h); an ability's as it is activated (602.2b). */
export const SPELL_COST = '601.2h';

/** A cost of sacrificing some of a player's permanents, and the ones that could pay it, the usual pick first. */
export interface SacrificePick {
  cost: PermanentCost;
  order: string[];
}

export type SacrificeHost = Pick<ActivationHost, 'label' | 'permanentsOf' | 'typesOf' | 'ofSubtype' | 'size' | 'choose' | 'record' | 'sacrifice'>;

/**
 * Which permanents can pay each "sacrifice a creature" cost (`self`: the source of an ability, which a plain
 * `sacrifice` already takes): the usual pick is not the source itself when another will do, then the smallest.
 * `what` names a cost nothing can pay (118.3).
 */
export function planSacrifices(h: SacrificeHost, player: string, costs: readonly ActivationWord[], self?: string): { picks: SacrificePick[] } | { what: MessageParam } {
  const picks: SacrificePick[] = [];
  for (const c of costs.filter((c): c is PermanentCost => c in PERMANENT_COSTS)) {
    const fits = h.permanentsOf(player).filter((p) => !picks.some((x) => x.order[0] === p) && !(p === self && costs.includes('sacrifice')) && PERMANENT_COSTS[c].fits(h.typesOf(p), p === self, (type) => h.ofSubtype(p, type)));
    if (fits.length === 0) return { what: { key: `${NS}.cost.${c}` } };
    const order = fits.map((p, i) => ({ p, i })).sort((a, b) => Number(a.p === self) - Number(b.p === self) || h.size(a.p) - h.size(b.p) || a.i - b.i).map((x) => x.p);
    picks.push({ cost: c, order });
  }
  return { picks };
}

/** The choice of what to sacrifice, shown with every permanent that could have paid (601.2h for a spell, 602.2b). */
export function choosePicks(h: SacrificeHost, player: string, source: MessageParam, picks: readonly SacrificePick[], rule: string): void {
  for (const { cost, order } of picks) {
    h.choose({
      chooser: player,
      what: { key: rule === SPELL_COST ? `${NS}.choice-spell` : `${NS}.choice`, params: { player, source, what: { key: `${NS}.cost.${cost}` } } },
      range: { key: `${NS}.range`, params: { options: { key: 'engine.list.comma', params: Object.fromEntries(order.map((p, i) => [String(i), h.label(p)])) } } },
      taken: { key: `${NS}.taken`, params: { target: h.label(order[0]!) } },
      assumed: true,
      cites: [],
      rules: [rule, '701.17a'],
    });
  }
}

export function sacrificePicks(h: SacrificeHost, player: string, source: MessageParam, picks: readonly SacrificePick[], rule: string): void {
  for (const p of picks.map((x) => x.order[0]!)) {
    h.record({ key: rule === SPELL_COST ? `${NS}.step.sacrifice-spell` : `${NS}.step.sacrifice-other`, params: { source, player, target: h.label(p) }, cites: [], rules: [rule, '701.17a'] });
    h.sacrifice(p);
  }
}


/** Costs that sacrifice one of the controller's permanents: which ones fit (`self`: the ability's own source). */
export const PERMANENT_COSTS: Record<PermanentCost, { fits(types: SpellType[], self: boolean, ofSubtype: (type: string) => boolean): boolean }> = {
  'sacrifice-creature': { fits: (t) => t.includes('creature') },
  'sacrifice-another': { fits: (t, self) => t.includes('creature') && !self },
  'sacrifice-artifact': { fits: (t) => t.includes('artifact') },
  'sacrifice-land': { fits: (t) => t.includes('land') },
  // "Sacrifice an artifact or creature", "… a nonland permanent" (oracle9d)
  'sacrifice-artifact-or-creature': { fits: (t) => t.includes('artifact') || t.includes('creature') },
  'sacrifice-creature-or-planeswalker': { fits: (t) => t.includes('creature') || t.includes('planeswalker') },
  'sacrifice-creature-or-enchantment': { fits: (t) => t.includes('creature') || t.includes('enchantment') },
  'sacrifice-creature-or-land': { fits: (t) => t.includes('creature') || t.includes('land') },
  'sacrifice-nonland-permanent': { fits: (t) => !t.includes('land') },
  'sacrifice-saproling': { fits: (_t, _self, of) => of('Saproling') },
};
