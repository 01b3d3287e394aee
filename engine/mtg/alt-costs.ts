/**
 * Alternative costs (118.9): a cost printed on the spell that its caster may pay instead of its mana cost — "sacrifice
 * two Mountains", "exile a blue card from your hand", "pay 4 life", "return two Islands you control to their owner's
 * hand", "tap an untapped creature you control", other mana ({2}{W}), or nothing at all ("cast this spell without
 * paying its mana cost"), some only when a condition holds ("If you control a Plains", "If it's your turn").
 *
 * The caster announces it as the spell is cast (601.2b): `cast A Fireblast alt`. Its condition is checked then (not
 * holding, the cast is refused with 118.9 cited); its total cost starts from it (118.9d: the text's own changes apply to
 * it, engine/mtg/cost-changes.ts), and it is paid whole at 601.2h — a part that can't be paid refuses the cast (118.3),
 * nothing of it paid. What the caster picks (which Mountains, which cards) is a choice the reply shows. The mana
 * cost itself is unchanged (118.9c). Mana is not counted in scenarios: paying mana is said and taken as done.
 *
 * Each part is one registry entry (ALT_PARTS) with its rules: what can pay it, and paying it.
 */
import type { ChoicePoint, Message, MessageParam } from '../core/types.ts';
import type { ActivationHost } from './activation.ts';
import type { Color } from './vocabulary.ts';
import type { Perm } from './state.ts';
import { cardsIn, discard, moveCard, type ZoneHost } from './zones.ts';
import { objectTypes } from './targeting.ts';

export const ALT_NS = 'engine-mtg-alt-costs';

/** One part of an alternative cost; several are paid together ("pay 1 life and exile a blue card from your hand"). */
export type AltPart =
  | { kind: 'mana'; mana: string }
  | { kind: 'free' }
  | { kind: 'life'; amount: number }
  /** Sacrifice `count` permanents of a subtype ("two Mountains", "a Goblin"), else of a card type (creatures by default). */
  | { kind: 'sacrifice'; count: number; subtype?: string; type?: CardType }
  /** Return `count` permanents of a subtype or card type you control to their owner's hand ("two Islands", "a land"). */
  | { kind: 'bounce'; count: number; subtype?: string; type?: CardType }
  /** Exile `count` cards of a colour from your hand. */
  | { kind: 'exile-hand'; count: number; color: Color }
  /** Discard a card of a land type ("a Mountain card"), or `count` cards (of a card type; `random`: at random, 701.8b). */
  | { kind: 'discard'; subtype?: string; count?: number; type?: 'land'; random?: true }
  /** Exile `count` cards (creature cards) from your graveyard. */
  | { kind: 'exile-graveyard'; count: number; creature?: true }
  | { kind: 'tap-creature'; count?: number }
  /** Have an opponent (`each`: every other player) gain `amount` life (Invigorate, Reverent Silence). */
  | { kind: 'give-life'; amount: number; each?: true }
  /** Reveal a card of a subtype from your hand ("a Goblin card"): nothing leaves the hand. */
  | { kind: 'reveal'; subtype: string }
  /** One of these, its payer's choice ("sacrifice a creature or pay {2}"): the first that can be paid, as printed, the others shown. */
  | { kind: 'either'; options: AltPart[] };

/** The card types a cost may ask of a permanent. */
export type CardType = 'creature' | 'land' | 'artifact' | 'permanent';

/** When the alternative cost may be paid: the caster controls a permanent of a type, an opponent does, it is (not) their turn. */
export interface AltCondition {
  you?: string;
  opponent?: string;
  turn?: 'yours' | 'not-yours';
  /** At least `count` creatures (of a colour) are attacking (the Traps: Lethargy Trap, Nemesis Trap). */
  attacking?: { count: number; color?: Color };
}

export interface AltCost {
  parts: AltPart[];
  condition?: AltCondition;
}

/** What the kernel lends an alternative cost: its zones, its paying of activation costs, and returning a permanent to its owner's hand. */
export interface AltHost {
  run: ZoneHost;
  act: ActivationHost;
  bounce(id: string, source: MessageParam): void;
  /** The active player (the turn's), when the scenario says. */
  active: string | undefined;
  /** Every player of the game. */
  players: string[];
  /** The creatures attacking now (506.4), and an object's colours. */
  attackers(): string[];
  colors(id: string): readonly Color[];
}

const m = (k: string, params: Record<string, MessageParam> = {}): Message => ({ key: `${ALT_NS}.${k}`, params });
const list = (items: MessageParam[]): Message => ({ key: 'engine.list.comma', params: Object.fromEntries(items.map((p, i) => [String(i), p])) });

/** The written permanents a player controls that fit (a subtype, else a card type, creatures by default), smallest first. */
function fitting(h: AltHost, player: string, subtype: string | undefined, type: CardType = 'creature'): string[] {
  return h.act
    .permanentsOf(player)
    .filter((id) => (subtype ? h.act.ofSubtype(id, subtype) : type === 'permanent' || (type === 'creature' ? h.act.isCreature(id) : h.act.typesOf(id).includes(type))))
    .map((id, i) => ({ id, i }))
    .sort((a, b) => h.act.size(a.id) - h.act.size(b.id) || a.i - b.i)
    .map((x) => x.id);
}

/** Cards of a hand the scenario writes that fit, and how many it only counts (assumed to fit when the written ones don't suffice). */
function handFits(h: AltHost, player: string, fits: (pe: Perm) => boolean): { written: Perm[]; counted: number } {
  return { written: cardsIn(h.run, player, 'hand').filter(fits), counted: h.run.state.players.get(player)?.cards.hand ?? 0 };
}

const hasColor = (color: Color) => (pe: Perm) => (pe.o.colors ?? []).includes(color);
const isLandCard = (pe: Perm) => objectTypes(pe.o).includes('land');
const isCreatureCard = (pe: Perm) => objectTypes(pe.o).includes('creature');

/** Cards of a graveyard the scenario writes that fit, and how many it only counts (assumed to fit). */
function graveFits(h: AltHost, player: string, creature: true | undefined): { written: Perm[]; counted: number } {
  return { written: cardsIn(h.run, player, 'graveyard').filter((pe) => !creature || isCreatureCard(pe)), counted: h.run.state.players.get(player)?.cards.graveyard ?? 0 };
}

/** What a permanent must be, said: its subtype as printed, else its card type. */
const whatOf = (subtype: string | undefined, type: CardType | undefined): MessageParam => subtype ?? m(`type.${type ?? 'creature'}`);

const hasSubtype = (subtype: string) => (pe: Perm) => (pe.o.subtypes ?? []).some((s) => s.toLowerCase() === subtype.toLowerCase());

function choose(h: AltHost, player: string, source: MessageParam, what: Message, options: MessageParam[], taken: Message): void {
  const choice: ChoicePoint = {
    chooser: player,
    what: m('choice', { player, source, what }),
    range: m('range', { options: list(options) }),
    taken,
    assumed: true,
    cites: [],
    rules: ['601.2h'],
  };
  h.act.choose(choice);
}

interface PartRule {
  rules: string[];
  /** Why it can't be paid now (118.3), or undefined. */
  unpayable(h: AltHost, player: string, part: AltPart): MessageParam | undefined;
  pay(h: AltHost, player: string, source: MessageParam, part: AltPart): void;
}

/**
 * A part that takes some of the payer's own permanents of a kind (sacrificed, returned to hand): the first ones fit,
 * the others shown as the payer's choice.
 */
function permanentsPart(kind: 'sacrifice' | 'bounce', rules: string[], act: (h: AltHost, id: string, source: MessageParam) => void): PartRule {
  return {
    rules,
    unpayable: (h, player, p) => {
      const { count, subtype, type } = p as { count: number; subtype?: string; type?: CardType };
      const have = fitting(h, player, subtype, type).length;
      return have < count ? m(`why.${kind}`, { count, have, what: whatOf(subtype, type) }) : undefined;
    },
    pay: (h, player, source, p) => {
      const { count, subtype, type } = p as { count: number; subtype?: string; type?: CardType };
      const all = fitting(h, player, subtype, type);
      const picked = all.slice(0, count);
      if (all.length > count) choose(h, player, source, m(`what.${kind}`, { count, what: whatOf(subtype, type) }), all.map((id) => h.act.label(id)), list(picked.map((id) => h.act.label(id))));
      for (const id of picked) {
        h.act.record({ key: `${ALT_NS}.step.${kind}`, params: { source, player, target: h.act.label(id) }, cites: [], rules: [...rules] });
        act(h, id, source);
      }
    },
  };
}

/** The parts of alternative costs, each with its rules. */
export const ALT_PARTS: Record<AltPart['kind'], PartRule> = {
  mana: {
    rules: ['118.9', '601.2h'],
    unpayable: () => undefined,
    pay: (h, player, source, p) => h.act.record({ key: `${ALT_NS}.step.mana`, params: { source, player, mana: (p as { mana: string }).mana }, cites: [], rules: ['118.9', '601.2h'] }),
  },
  free: {
    rules: ['118.9', '601.2f'],
    unpayable: () => undefined,
    pay: (h, player, source) => h.act.record({ key: `${ALT_NS}.step.free`, params: { source, player }, cites: [], rules: ['118.9', '601.2f'] }),
  },
  life: {
    rules: ['119.4', '601.2h'],
    unpayable: (h, player, p) => {
      const amount = (p as { amount: number }).amount;
      const life = h.act.life(player);
      return life < amount ? m('why.life', { amount, life }) : undefined;
    },
    pay: (h, player, source, p) => {
      const amount = (p as { amount: number }).amount;
      h.act.record({ key: `${ALT_NS}.step.life`, params: { source, player, amount }, cites: [], rules: ['119.4', '601.2h'] });
      h.act.payLife(player, amount, source);
    },
  },
  sacrifice: permanentsPart('sacrifice', ['701.17a', '601.2h'], (h, id) => h.act.sacrifice(id)),
  bounce: permanentsPart('bounce', ['601.2h'], (h, id, source) => h.bounce(id, source)),
  'exile-hand': {
    rules: ['701.11a', '601.2h'],
    unpayable: (h, player, p) => {
      const { count, color } = p as { count: number; color: Color };
      const { written, counted } = handFits(h, player, hasColor(color));
      return written.length + counted < count ? m('why.exile-hand', { count, color: { key: `engine-mtg.color-name.${color}`, params: {} }, have: written.length + counted }) : undefined;
    },
    pay: (h, player, source, p) => {
      const { count, color } = p as { count: number; color: Color };
      const { written } = handFits(h, player, hasColor(color));
      const named = written.slice(0, count);
      const unnamed = count - named.length;
      const colorName: MessageParam = { key: `engine-mtg.color-name.${color}`, params: {} };
      // cards the scenario only counts: taken to be of that colour, which the reply shows as a choice
      if (unnamed > 0) choose(h, player, source, m('what.exile-hand', { count, color: colorName }), [m('unnamed', { count: h.run.state.players.get(player)!.cards.hand })], m('taken-unnamed', { count: unnamed, color: colorName }));
      for (const pe of named) moveCard(h.run, pe, 'exile', m('reason', { source }));
      h.run.state.players.get(player)!.cards.hand -= unnamed;
      h.act.record({ key: `${ALT_NS}.step.exile-hand`, params: { source, player, count, color: colorName }, cites: [], rules: ['701.11a', '601.2h'] });
    },
  },
  discard: {
    rules: ['701.8a', '601.2h'],
    unpayable: (h, player, p) => {
      const { subtype, count, type } = p as Extract<AltPart, { kind: 'discard' }>;
      if (!subtype && !type) {
        const have = h.run.state.handSize(player);
        return have < (count ?? 1) ? m('why.discard-cards', { count: count ?? 1, have }) : undefined;
      }
      const what = subtype ?? m('land');
      const { written, counted } = handFits(h, player, subtype ? hasSubtype(subtype) : isLandCard);
      return written.length + counted < 1 ? m('why.discard', { what }) : undefined;
    },
    pay: (h, player, source, p) => {
      const { count, type, random } = p as Extract<AltPart, { kind: 'discard' }>;
      if (!(p as { subtype?: string }).subtype && !type) {
        // any cards: its player chooses which (701.8a), or they are taken at random (701.8b)
        h.act.record({ key: `${ALT_NS}.step.discard-${random ? 'random' : 'cards'}`, params: { source, player, count: count ?? 1 }, cites: [], rules: random ? ['701.8a', '701.8b'] : ['701.8a', '601.2h'] });
        discard(h.run, { label: source }, player, count ?? 1);
        return;
      }
      const printed = (p as { subtype?: string }).subtype;
      const subtype: MessageParam = printed ?? m('land');
      const { written } = handFits(h, player, printed ? hasSubtype(printed) : isLandCard);
      h.act.record({ key: `${ALT_NS}.step.discard`, params: { source, player, what: subtype }, cites: [], rules: ['701.8a', '601.2h'] });
      if (written.length > 0) {
        moveCard(h.run, written[0]!, 'graveyard', m('reason', { source }));
        h.run.emit({ kind: 'discards', player });
        return;
      }
      choose(h, player, source, m('what.discard', { what: subtype }), [m('unnamed', { count: h.run.state.players.get(player)!.cards.hand })], m('taken-discard', { what: subtype }));
      // only counted cards are left to discard: one of them, taken to be that card (701.8a)
      discard(h.run, { label: source }, player, 1);
    },
  },
  'exile-graveyard': {
    rules: ['701.11a', '601.2h'],
    unpayable: (h, player, p) => {
      const { count, creature } = p as Extract<AltPart, { kind: 'exile-graveyard' }>;
      const { written, counted } = graveFits(h, player, creature);
      return written.length + counted < count ? m('why.exile-graveyard', { count, have: written.length + counted, what: creature ? m('creature-card') : m('card') }) : undefined;
    },
    pay: (h, player, source, p) => {
      const { count, creature } = p as Extract<AltPart, { kind: 'exile-graveyard' }>;
      const { written, counted } = graveFits(h, player, creature);
      const named = written.slice(0, count);
      const unnamed = count - named.length;
      const what = creature ? m('creature-card') : m('card');
      if (written.length + counted > count) choose(h, player, source, m('what.exile-graveyard', { count, what }), [...written.map((pe) => pe.label), ...(counted ? [m('unnamed-grave', { count: counted })] : [])], unnamed > 0 ? m('taken-grave', { named: list(named.map((pe) => pe.label)), count: unnamed, what }) : list(named.map((pe) => pe.label)));
      for (const pe of named) moveCard(h.run, pe, 'exile', m('reason', { source }));
      h.run.state.players.get(player)!.cards.graveyard -= unnamed;
      h.act.record({ key: `${ALT_NS}.step.exile-graveyard`, params: { source, player, count, what }, cites: [], rules: ['701.11a', '601.2h'] });
    },
  },
  'give-life': {
    rules: ['119.3', '601.2h'],
    unpayable: (h, player) => (h.players.some((p) => p !== player) ? undefined : m('why.no-opponent')),
    pay: (h, player, source, p) => {
      const { amount, each } = p as { amount: number; each?: true };
      const others = h.players.filter((x) => x !== player);
      // "an opponent": its caster picks which one when there are several, shown as a choice
      const gainers = each ? others : others.slice(0, 1);
      if (!each && others.length > 1) choose(h, player, source, m('what.give-life'), others, m('taken', { target: gainers[0]! }));
      for (const g of gainers) {
        h.act.record({ key: `${ALT_NS}.step.give-life`, params: { source, player, target: g, amount }, cites: [], rules: ['119.3', '601.2h'] });
        h.act.payLife(g, -amount, source);
      }
    },
  },
  reveal: {
    rules: ['701.16a', '601.2h'],
    unpayable: (h, player, p) => {
      const { subtype } = p as { subtype: string };
      const { written, counted } = handFits(h, player, hasSubtype(subtype));
      return written.length + counted < 1 ? m('why.reveal', { what: subtype }) : undefined;
    },
    pay: (h, player, source, p) => {
      const { subtype } = p as { subtype: string };
      const { written } = handFits(h, player, hasSubtype(subtype));
      // a written card of that subtype, else one the scenario only counts, taken to be one
      const shown: MessageParam = written[0]?.label ?? m('taken-reveal', { what: subtype });
      h.act.record({ key: `${ALT_NS}.step.reveal`, params: { source, player, card: shown }, cites: [], rules: ['701.16a', '601.2h'] });
    },
  },
  either: {
    rules: ['601.2b', '601.2h'],
    unpayable: (h, player, p) => {
      const { options } = p as { options: AltPart[] };
      return payable(h, player, options).length === 0 ? m('why.either', { options: describeAlt({ parts: options }) }) : undefined;
    },
    pay: (h, player, source, p) => {
      const { options } = p as { options: AltPart[] };
      const can = payable(h, player, options);
      choose(h, player, source, m('what.either'), options.map((o) => describeAlt({ parts: [o] })), m('taken-either', { option: describeAlt({ parts: [can[0]!] }) }));
      ALT_PARTS[can[0]!.kind].pay(h, player, source, can[0]!);
    },
  },
  'tap-creature': {
    rules: ['701.21a', '601.2h'],
    unpayable: (h, player, p) => {
      const count = (p as { count?: number }).count ?? 1;
      const have = untapped(h, player).length;
      return have < count ? m('why.tap-creature', { count, have }) : undefined;
    },
    pay: (h, player, source, p) => {
      const count = (p as { count?: number }).count ?? 1;
      const all = untapped(h, player);
      const picked = all.slice(0, count);
      if (all.length > count) choose(h, player, source, m('what.tap-creature', { count }), all.map((id) => h.act.label(id)), list(picked.map((id) => h.act.label(id))));
      for (const id of picked) {
        h.act.record({ key: `${ALT_NS}.step.tap`, params: { source, player, target: h.act.label(id) }, cites: [], rules: ['701.21a', '601.2h'] });
        h.act.setTapped(id, true);
      }
    },
  },
};

/** The options of an "either" that can be paid now. */
const payable = (h: AltHost, player: string, options: readonly AltPart[]): AltPart[] => options.filter((o) => ALT_PARTS[o.kind].unpayable(h, player, o) === undefined);

function untapped(h: AltHost, player: string): string[] {
  return fitting(h, player, undefined).filter((id) => !h.act.tapped(id));
}

/** The words of an alternative cost, for the trace and the notes: "sacrifice 2 Mountains and pay 1 life". */
export function describeAlt(alt: AltCost): Message {
  return list(
    alt.parts.map((p): MessageParam => {
      switch (p.kind) {
        case 'mana':
          return m('part.mana', { mana: p.mana });
        case 'free':
          return m('part.free');
        case 'life':
          return m('part.life', { amount: p.amount });
        case 'sacrifice':
          return m('part.sacrifice', { count: p.count, what: whatOf(p.subtype, p.type) });
        case 'bounce':
          return m('part.bounce', { count: p.count, what: whatOf(p.subtype, p.type) });
        case 'exile-graveyard':
          return m('part.exile-graveyard', { count: p.count, what: p.creature ? m('creature-card') : m('card') });
        case 'exile-hand':
          return m('part.exile-hand', { count: p.count, color: { key: `engine-mtg.color-name.${p.color}`, params: {} } });
        case 'discard':
          return p.subtype || p.type ? m('part.discard', { what: p.subtype ?? m('land') }) : m(`part.discard-${p.random ? 'random' : 'cards'}`, { count: p.count ?? 1 });
        case 'tap-creature':
          return m('part.tap-creature', { count: p.count ?? 1 });
        case 'reveal':
          return m('part.reveal', { what: p.subtype });
        case 'give-life':
          return m(p.each ? 'part.give-life-each' : 'part.give-life', { amount: p.amount });
        case 'either':
          return { key: 'engine.list.or', params: Object.fromEntries(p.options.map((o, i) => [String(i), describeAlt({ parts: [o] })])) };
      }
    }),
  );
}

/** Why its condition doesn't hold now, or undefined when it does (or it has none). */
function conditionFails(h: AltHost, player: string, c: AltCondition | undefined): MessageParam | undefined {
  if (!c) return undefined;
  const controls = (who: string, subtype: string) => h.act.permanentsOf(who).some((id) => h.act.ofSubtype(id, subtype));
  if (c.you && !controls(player, c.you)) return m('why.you-control', { what: c.you });
  if (c.opponent && !h.players.some((p) => p !== player && controls(p, c.opponent!))) return m('why.opponent-controls', { what: c.opponent });
  if (c.turn === 'yours' && h.active !== undefined && h.active !== player) return m('why.your-turn', { active: h.active });
  if (c.turn === 'not-yours' && (h.active ?? player) === player) return m('why.not-your-turn');
  if (c.attacking) {
    const { count, color } = c.attacking;
    const have = h.attackers().filter((id) => !color || h.colors(id).includes(color)).length;
    if (have < count) return m('why.attacking', { count, have, color: color ? { key: `engine-mtg.color-name.${color}` } : m('any-color') });
  }
  return undefined;
}

/**
 * Why the alternative cost can't be paid now — its condition doesn't hold (118.9) or a part can't be paid (118.3) —
 * as a violation's key, params and rules; undefined when it can. Nothing is paid here.
 */
export function altRefusal(h: AltHost, player: string, source: MessageParam, alt: AltCost): { key: string; params: Record<string, MessageParam>; rules: string[] } | undefined {
  const cost = describeAlt(alt);
  const failed = conditionFails(h, player, alt.condition);
  if (failed) return { key: `${ALT_NS}.violation.condition`, params: { source, player, cost, why: failed }, rules: ['118.9', '601.2b'] };
  for (const p of alt.parts) {
    const why = ALT_PARTS[p.kind].unpayable(h, player, p);
    if (why) return { key: `${ALT_NS}.violation.unpayable`, params: { source, player, cost, why }, rules: ['118.3', '118.9', ...ALT_PARTS[p.kind].rules] };
  }
  return undefined;
}

/** Pays every part (601.2h), once `altRefusal` found nothing in the way. */
export function payAlt(h: AltHost, player: string, source: MessageParam, alt: AltCost): void {
  h.act.record({ key: `${ALT_NS}.step.chosen`, params: { source, player, cost: describeAlt(alt) }, cites: [], rules: ['118.9', '601.2b'] });
  for (const p of alt.parts) ALT_PARTS[p.kind].pay(h, player, source, p);
}

/**
 * An additional cost (118.8, 601.2h): the same parts, paid on top of the mana cost every time the spell is cast. Why it
 * can't be paid (118.3), or undefined; then `payExtra` pays it.
 */
export function extraRefusal(h: AltHost, player: string, source: MessageParam, extra: AltCost): { key: string; params: Record<string, MessageParam>; rules: string[] } | undefined {
  for (const p of extra.parts) {
    const why = ALT_PARTS[p.kind].unpayable(h, player, p);
    if (why) return { key: `${ALT_NS}.violation.extra-unpayable`, params: { source, player, cost: describeAlt(extra), why }, rules: ['118.3', '601.2h', ...ALT_PARTS[p.kind].rules.filter((r) => r !== '118.9' && r !== '601.2h')] };
  }
  return undefined;
}

export function payExtra(h: AltHost, player: string, source: MessageParam, extra: AltCost): void {
  h.act.record({ key: `${ALT_NS}.step.extra`, params: { source, player, cost: describeAlt(extra) }, cites: [], rules: ['118.8', '601.2h'] });
  for (const p of extra.parts) ALT_PARTS[p.kind].pay(h, player, source, p);
}

/** The mana its total cost starts from (118.9d): the alternative cost's mana, or nothing when it has none. */
export const altBase = (alt: AltCost): string => alt.parts.find((p): p is { kind: 'mana'; mana: string } => p.kind === 'mana')?.mana ?? '{0}';
