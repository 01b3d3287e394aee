/**
 * Characteristics through the layer system (613): printed values, then control (layer 2), type (4), colour (5),
 * abilities (6), and power/toughness: setting (7b), modifying and counters (7c), switching (7d). Within a layer,
 * effects apply in timestamp order (613.7) unless one depends on another (613.8): an effect whose set of affected
 * objects is defined by a colour or keyword waits for the effects of the same layer that change that colour or
 * keyword. Pure: the same permanents and effects always give the same characteristics.
 */
import type { Condition, CounterKind, Effect, MtgObject } from './scenario.ts';
import type { Color, Keyword, Quality } from './vocabulary.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { ofSubtype } from './subtypes.ts';
import { nowHolds, type NowFacts } from './turn-conditions.ts';

/** The card types written with the keywords (205.2a): a type, not an ability, so losing all abilities keeps it. */
const isCardType = (k: Keyword): boolean => KEYWORD_RULES[k].cardType !== undefined;

export type Layer = '2' | '4' | '5' | '6' | '7b' | '7c' | '7d';

/** A continuous effect: from a resolved spell or ability (on `object`, until end of turn) or a static ability of `source` (with a filter). */
export interface Continuous {
  ts: number;
  layer: Layer;
  effect: Effect;
  object?: string;
  source?: string;
  /** A static ability's "as long as you control …" (611.3b): it applies only while its source's controller does. */
  condition?: Condition;
}

export interface Chars {
  power: number;
  toughness: number;
  keywords: Set<Keyword>;
  /** Read-only: an object without colours (or protection) shares one empty set, replaced where a layer adds one. */
  colors: ReadonlySet<Color>;
  controller: string;
  creature: boolean;
  /** Printed protection and protection gained (`gain pro:red x`, layer 6). */
  protection: ReadonlySet<Quality>;
  /** It lost all its abilities (layer 6): its printed triggered, static and activated abilities don't work either. */
  lostAll?: true;
  /** The numbers of its keywords with one (toxic N …): printed, plus each gained one's (702.164b: total toxic value). */
  amounts?: Partial<Record<Keyword, number>>;
}

/** What the layer system needs of a permanent. */
export interface LayerInput {
  o: MtgObject;
  counters: Record<CounterKind, number>;
  /** The player it came onto the battlefield under, when not the one it is written under (its owner). */
  controller?: string;
  /** An Aura or Equipment: what it is attached to (its static abilities with the filter `attached` reach only that). */
  attachedTo?: string;
  attachedMoves?: number;
  moves?: number;
  /** Its `moves` when it became monstrous (701.31b). */
  monstrousAt?: number;
  /** Level counters on it (711.2). */
  level?: number;
}

export const LAYER_OF: Partial<Record<Effect['kind'], Layer>> = {
  control: '2',
  color: '5',
  gain: '6',
  lose: '6',
  'lose-all': '6',
  becomes: '7b',
  pump: '7c',
  switch: '7d',
};

const ORDER: Layer[] = ['2', '4', '5', '6', '7b', '7c', '7d'];

/** The empty colour or protection set every object without one shares (Chars holds them read-only). */
const NONE: ReadonlySet<never> = new Set<never>();

/** A power and toughness defined by a count (604.3, a characteristic-defining ability): the number, else undefined. */
export type DefinedPt = (ch: Chars, all: ReadonlyMap<string, Chars>) => number | undefined;

/** A count a "becomes" effect sets power and toughness to in layer 7b (`ptFrom`), for the permanent's controller. */
export type CountedPt = (what: NonNullable<Effect['ptFrom']> | 'graveyard-cards' | 'blessing', controller: string) => number;

export function characteristics(perms: ReadonlyMap<string, LayerInput>, effects: readonly Continuous[], opponents: (player: string) => readonly string[] = () => [], defined?: DefinedPt, counted?: CountedPt, now?: NowFacts): Map<string, Chars> {
  const out = new Map<string, Chars>();
  for (const [id, p] of perms) {
    const ch: Chars = {
      power: p.o.power ?? 0,
      toughness: p.o.toughness ?? 0,
      keywords: new Set(p.o.keywords ?? []),
      // most objects have no colour or no protection: they share one empty set (recomputed at every state change)
      colors: p.o.colors !== undefined && p.o.colors.length > 0 ? new Set(p.o.colors) : NONE,
      controller: p.controller ?? p.o.controller,
      creature: p.o.type === 'creature' || p.o.power !== undefined,
      protection: p.o.protection !== undefined && p.o.protection.length > 0 ? new Set(p.o.protection) : NONE,
    };
    // assigned, not spread into the literal (engine/index.ts withPlanned): this runs for every object at every change
    if (p.o.amounts) ch.amounts = Object.assign({}, p.o.amounts);
    out.set(id, ch);
  }
  // "becomes N/N" on a permanent that is not a creature also makes it one (layer 4, 613.1d)
  let all: readonly Continuous[] = effects;
  if (effects.some((c) => c.layer === '7b')) all = [...effects, ...effects.filter((c) => c.layer === '7b').map((c) => ({ ...c, layer: '4' as const }))];
  // most positions have no continuous effect at all: then the layers only add counters (7c) and defined P/T (7b)
  const none = all.length === 0;
  const started = new Set<Continuous['effect']>();
  for (const layer of ORDER) {
    // 613.4a: characteristic-defining abilities come first in layer 7, counted once types and control are known
    if (layer === '7b' && defined) {
      for (const ch of out.values()) {
        const n = defined(ch, out);
        if (n !== undefined) ch.power = ch.toughness = n;
      }
    }
    if (layer === '7c') {
      for (const [id, p] of perms) {
        const ch = out.get(id)!;
        const n = (p.counters['+1/+1'] ?? 0) - (p.counters['-1/-1'] ?? 0);
        ch.power += n;
        ch.toughness += n;
      }
    }
    if (none) continue;
    const pending = all.filter((c) => c.layer === layer).sort((a, b) => a.ts - b.ts);
    while (pending.length > 0) {
      // 613.8b: the first effect (by timestamp) that depends on no other pending effect applies next
      const i = Math.max(0, pending.findIndex((c) => !pending.some((d) => d !== c && dependsOn(c, d))));
      const c = pending.splice(i, 1)[0]!;
      // a static ability its permanent has lost no longer applies — unless its effect began in an earlier layer (613.6)
      if (c.source !== undefined && out.get(c.source)?.lostAll && !started.has(c.effect)) continue;
      started.add(c.effect);
      for (const id of affected(c, out, opponents, perms, counted, now)) apply(c, layer, out.get(id)!, counted);
    }
  }
  return out;
}

/** 613.8a, the cases this engine can express: a filter by colour or keyword depends on effects that change it. */
export function dependsOn(c: Continuous, d: Continuous): boolean {
  const f = c.effect.filter;
  if (!f || c.layer !== d.layer) return false;
  if (f.color && d.effect.kind === 'color') return true;
  if (f.keyword && (d.effect.kind === 'gain' || d.effect.kind === 'lose') && d.effect.keyword === f.keyword) return true;
  return false;
}

/** A level band holds for this many level counters (711.2a–b). */
export const levelHolds = (w: Condition, level: number): boolean => level >= w.count && (w.max === undefined || level <= w.max);

/** Does its source's controller control what the condition asks, now (611.3b: checked all the time)? */
function holds(c: Continuous, chars: Map<string, Chars>, perms: ReadonlyMap<string, LayerInput>, counted?: CountedPt, now?: NowFacts): boolean {
  const w = c.condition!;
  const you = c.source !== undefined ? chars.get(c.source)?.controller : undefined;
  if (you === undefined) return false;
  // "as long as it's your turn / attacking / untapped": the moment or the source's own status (engine/mtg/turn-conditions.ts)
  if (w.now) return now !== undefined && nowHolds(w.now, c.source!, you, now);
  // "as long as seven or more cards are in your graveyard" (threshold): cards, not permanents
  if (w.graveyard) return (counted?.('graveyard-cards', you) ?? 0) >= w.count;
  // "as long as you have the city's blessing" (702.131c): a designation of the player, for the rest of the game
  if (w.blessing) return (counted?.('blessing', you) ?? 0) > 0;
  // a leveler's band, "LEVEL 2-6" / "LEVEL 7+" (711.2a–b): its level counters now
  if (w.level) return levelHolds(w, perms.get(c.source!)?.level ?? 0);
  // "as long as this is monstrous" (701.31b): it became so and hasn't left the battlefield since
  if (w.monstrous) {
    const pe = perms.get(c.source!);
    return pe?.monstrousAt !== undefined && pe.monstrousAt === pe.moves;
  }
  let n = 0;
  for (const [id, ch] of chars) {
    if (ch.controller !== you || (w.other && id === c.source)) continue;
    if (w.type === 'creature' ? !ch.creature : w.type !== undefined && !ch.keywords.has(w.type)) continue;
    if (w.subtype !== undefined && !(perms.get(id)?.o.subtypes?.includes(w.subtype) || (ch.creature && ch.keywords.has('changeling')))) continue;
    if (++n >= w.count) return true;
  }
  return false;
}

function affected(c: Continuous, chars: Map<string, Chars>, opponents: (player: string) => readonly string[], perms: ReadonlyMap<string, LayerInput>, counted?: CountedPt, now?: NowFacts): string[] {
  if (c.condition && !holds(c, chars, perms, counted, now)) return [];
  if (c.object !== undefined) return chars.has(c.object) ? [c.object] : [];
  const f = c.effect.filter ?? {};
  if (f.attached) {
    // "enchanted/equipped creature": the object its source is attached to, if it is still that object (400.7)
    const src = c.source !== undefined ? perms.get(c.source) : undefined;
    const to = src?.attachedTo !== undefined ? perms.get(src.attachedTo) : undefined;
    return to && to.moves === src!.attachedMoves && chars.get(src!.attachedTo!)?.creature ? [src!.attachedTo!] : [];
  }
  const src = c.source !== undefined ? chars.get(c.source) : undefined;
  if (f.self) return src?.creature ? [c.source!] : [];
  const out: string[] = [];
  for (const [id, ch] of chars) {
    if (!ch.creature) continue;
    if (f.others && id === c.source) continue;
    if (f.yours && src && ch.controller !== src.controller) continue;
    if (f.color && !ch.colors.has(f.color)) continue;
    if (f.notColor && ch.colors.has(f.notColor)) continue;
    if (f.keyword && !ch.keywords.has(f.keyword)) continue;
    if (f.notKeyword && ch.keywords.has(f.notKeyword)) continue;
    if (f.counter && !((perms.get(id)?.counters[f.counter] ?? 0) > 0)) continue;
    if (f.theirs && (!src || !opponents(src.controller).includes(ch.controller))) continue;
    if (f.subtype && !ofSubtype(perms.get(id)?.o.subtypes, ch.keywords, f.subtype)) continue;
    out.push(id);
  }
  return out;
}

function apply(c: Continuous, layer: Layer, ch: Chars, counted?: CountedPt): void {
  const e = c.effect;
  switch (layer) {
    case '2':
      if (e.player) ch.controller = e.player;
      return;
    case '4':
      ch.creature = true;
      return;
    case '5':
      if (e.color) ch.colors = new Set([e.color]);
      return;
    case '6':
      if (e.kind === 'lose-all') {
        // card types written as keywords (artifact, enchantment, land) are not abilities
        for (const k of [...ch.keywords]) if (!isCardType(k)) ch.keywords.delete(k);
        ch.protection = NONE;
        delete ch.amounts;
        ch.lostAll = true;
        return;
      }
      if (e.keyword) {
        if (e.kind === 'gain') ch.keywords.add(e.keyword);
        else ch.keywords.delete(e.keyword);
        // a keyword with a number gained adds its number to the one it has (702.164b); lost, it has none
        if (e.kind === 'gain' && e.amount !== undefined) (ch.amounts ??= {})[e.keyword] = (ch.amounts[e.keyword] ?? 0) + e.amount;
        else if (e.kind === 'lose' && ch.amounts) delete ch.amounts[e.keyword];
      }
      if (e.protection !== undefined && e.protection.length > 0) {
        // its own set from here on: the one it has may be the shared empty one
        const own = new Set(ch.protection);
        for (const q of e.protection) {
          if (e.kind === 'gain') own.add(q);
          else own.delete(q);
        }
        ch.protection = own;
      }
      return;
    case '7b':
      if (e.ptFrom) {
        ch.power = ch.toughness = counted?.(e.ptFrom, ch.controller) ?? 0;
        return;
      }
      ch.power = e.power ?? ch.power;
      ch.toughness = e.toughness ?? ch.toughness;
      return;
    case '7c':
      ch.power += e.power ?? 0;
      ch.toughness += e.toughness ?? 0;
      return;
    case '7d':
      [ch.power, ch.toughness] = [ch.toughness, ch.power];
      return;
  }
}
