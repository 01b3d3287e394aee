/**
 * Who a spell or ability may target, and what protection from a card type covers (702.16a, 702.16b, 702.11b,
 * 702.18a). The kernel (resolve.ts) asks `targetBar` when a spell is cast or an ability activated (an illegal
 * target is a 601.2c / 602.2b violation) and again as it resolves (608.2b), so protection, hexproof or shroud
 * gained in between makes the target illegal then.
 */
import type { Message, MessageParams } from '../core/types.ts';
import type { MtgObject } from './scenario.ts';
import type { Color, Keyword, Quality, SpellType } from './vocabulary.ts';
import { citesOf, KEYWORD_RULES, keywordsWith, rulesOf } from './keywords.ts';
import { playerHexproof, type CantView } from './cant.ts';

const NS = 'engine-mtg';

/** The card type each "protection from [card type]" quality names, in printing order. */
const TYPE_OF_QUALITY: ReadonlyArray<[Quality, SpellType]> = [
  ['creatures', 'creature'],
  ['artifacts', 'artifact'],
  ['planeswalkers', 'planeswalker'],
  ['enchantments', 'enchantment'],
  ['instants', 'instant'],
  ['sorceries', 'sorcery'],
  ['lands', 'land'],
  ['battles', 'battle'],
];

/** What the kernel knows of a source of damage or of a targeting spell or ability. */
export interface SourceView {
  colors: readonly Color[];
  controller?: string;
  /** The permanent the source is (or the ability is from). */
  perm?: string;
  /** A spell's card types (a permanent spell's come from its object). */
  spellTypes?: readonly SpellType[];
}

export interface TargetingHost {
  has(id: string, kw: Keyword): boolean;
  isCreature(id: string): boolean;
  controller(id: string): string;
  /** A player's opponents: in Two-Headed Giant, the other team only (102.3, 810.2). */
  opponents(player: string): string[];
  perm(id: string): { o: MtgObject } | undefined;
  /** The protection of a permanent or player against a source (colour, card type, everything, a player). */
  protectionHit(
    holder: { protection?: readonly Quality[]; protectionFromPlayer?: string },
    src: SourceView,
  ): { quality: Message; rule?: string } | undefined;
  readonly players: ReadonlyMap<string, { protection: readonly Quality[]; protectionFromPlayer?: string }>;
  /** The permanents whose "can't" effects reach players (a player's hexproof, 702.11c); the game state itself. */
  readonly cant?: CantView;
}

/** The card types written as keywords (205.2a: an artifact creature, an enchantment, a land). */
const CARD_TYPE_KEYWORDS = keywordsWith('cardType');

/** The permanent card types in the order they are named (an artifact creature, a land creature). */
const TYPE_ORDER: readonly SpellType[] = ['creature', 'artifact', 'planeswalker', 'enchantment', 'land', 'battle'];

/** Card types in the order they are named, from the object's type and its card-type keywords. */
function typesOf(creature: boolean, type: MtgObject['type'], has: (k: Keyword) => boolean): SpellType[] {
  const written = new Set<SpellType>(CARD_TYPE_KEYWORDS.filter(has).map((k) => KEYWORD_RULES[k].cardType!));
  if (creature) written.add('creature');
  if (type === 'planeswalker' || type === 'battle') written.add(type);
  return TYPE_ORDER.filter((t) => written.has(t));
}

/** The card types of a permanent, as protection from a card type sees them (205.2a). */
export function permanentTypes(host: Pick<TargetingHost, 'has' | 'isCreature' | 'perm'>, id: string): SpellType[] {
  const o = host.perm(id)?.o;
  return typesOf(host.isCreature(id), o?.type ?? 'other', (k) => host.has(id, k));
}

/** The card types of a permanent spell's object, before it is on the battlefield. */
export function objectTypes(o: MtgObject): SpellType[] {
  const kw = o.keywords ?? [];
  return typesOf(o.type === 'creature', o.type, (k) => kw.includes(k));
}

/** Keywords that make a permanent an illegal target (shroud, 702.18a, before hexproof, 702.11b). */
const UNTARGETABLE = [...keywordsWith('untargetable')].sort((a, b) => (KEYWORD_RULES[a].untargetable === 'all' ? 0 : 1) - (KEYWORD_RULES[b].untargetable === 'all' ? 0 : 1));

/**
 * Protection from a card type that `types` has (702.16a). `rule` is 702.16a except for creatures, whose
 * protection has always been read with the caller's rule (702.16e damage, 702.16f blocks).
 */
export function cardTypeHit(protection: readonly Quality[], types: readonly SpellType[]): { quality: Quality; rule?: string } | undefined {
  for (const [quality, type] of TYPE_OF_QUALITY) {
    if (protection.includes(quality) && types.includes(type)) return quality === 'creatures' ? { quality } : { quality, rule: '702.16a' };
  }
  return undefined;
}

/** Why a target can't be chosen by (or is no longer legal for) a spell or ability from `src`, if it can't. */
export interface Bar {
  reason: Message;
  rule: string;
  /** The protection's own rule when it has one (702.16j everything, 702.16k a player, 702.16a a card type). */
  also?: string;
  /** The knowledge-base entry of the keyword that bars it (hexproof, shroud). */
  cites?: string[];
}

export function targetBar(host: TargetingHost, src: SourceView, target: string): Bar | undefined {
  const pl = host.players.get(target);
  const holder = pl ?? host.perm(target)?.o;
  if (!holder) return undefined;
  if (!pl) {
    // 702.18a: nobody can target it; 702.11b: its controller's opponents can't (a teammate is no opponent, 102.3)
    for (const k of UNTARGETABLE) {
      if (!host.has(target, k)) continue;
      const all = KEYWORD_RULES[k].untargetable === 'all';
      if (!all && (src.controller === undefined || !host.opponents(host.controller(target)).includes(src.controller))) continue;
      return { reason: { key: `${NS}.casting.reason.${k}`, ...(all ? {} : { params: { player: host.controller(target) } }) }, rule: rulesOf(k)[0]!, cites: citesOf(k) };
    }
  }
  // 702.11d: hexproof from a quality — an opponent's spell or ability from a source with that quality can't target it
  const from = pl ? undefined : host.perm(target)?.o.hexproofFrom;
  if (from?.length && src.controller !== undefined && host.opponents(host.controller(target)).includes(src.controller)) {
    const hit = host.protectionHit({ protection: from }, src);
    if (hit) return { reason: { key: `${NS}.casting.reason.hexproof-from`, params: { quality: hit.quality, player: host.controller(target) } }, rule: '702.11d', cites: citesOf('hexproof') };
  }
  // 702.11c: a player with hexproof, from a permanent they control (cant.ts)
  if (pl && host.cant) {
    const hex = playerHexproof(host.cant, target, src.controller);
    if (hex) return { reason: hex.reason, rule: hex.rule, cites: citesOf('player-hexproof') };
  }
  const hit = host.protectionHit(holder, src);
  if (!hit) return undefined;
  const params: MessageParams = { quality: hit.quality };
  return { reason: { key: `${NS}.casting.reason.protection`, params }, rule: '702.16b', ...(hit.rule && hit.rule !== '702.16b' ? { also: hit.rule } : {}) };
}
