/**
 * Looking at and revealing hidden cards (701.16): a player's hand ("Target opponent reveals their hand. You choose a
 * nonland card from it. That player discards that card.", "Look at target player's hand.") and the top of a library
 * ("Look at the top five cards of your library. You may reveal a creature card from among them and put it into your
 * hand", then the others go under the library or into the graveyard). Each sentence is an effect of its own, in
 * the order written (608.2c): `reveal-hand`/`look-hand`, `pick-card` and `discard-picked`/`exile-picked`;
 * `look-top`/`reveal-top`, `take-looked`/`pick-looked` and `rest-bottom`/`rest-bottom-random`/`rest-graveyard`. What
 * the first names (the cards seen, the card chosen) is this resolution's only, like `fighter` (engine/mtg/fight.ts).
 *
 * A scenario names some cards of a zone and counts the others (`B hand=3 ; B: g=Grizzly Bears zone=hand`). Which
 * card a player chooses is never guessed from cards the scenario doesn't describe: the written cards that fit are
 * taken first, in the order written; otherwise one of the others, taken to fit — a choice the reply shows with what
 * else could have happened (none fits), as a search does (engine/mtg/library-search.ts).
 */
import type { Message, MessageParam, MessageParams } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import type { Source } from './effects.ts';
import type { Perm } from './state.ts';
import { cardsIn, countIn, exileCard, moveCard, type ZoneHost } from './zones.ts';
import { shuffle, type SearchHost } from './library-search.ts';
import { objectTypes } from './targeting.ts';
import { SUBTYPE } from './subtypes.ts';
import { COLORS, type Color, type SpellType } from './vocabulary.ts';
import { vocabulary as V } from './vocabulary.ts';

export const KNS = 'engine-mtg-looking';
const kmsg = messagesOf(KNS);

/**
 * What a chosen card must be ("a nonland card", "a creature or land card", "a noncreature, nonland card", "a red
 * card"): one of `types` (any when absent), none of `non`, of `color`. Only what a written card shows (its permanent
 * card types, its colours) is asked; an instant or sorcery card can't be written, so those words are not here.
 */
export interface CardQuality {
  types?: CardTypeWord[];
  non?: CardTypeWord[];
  color?: Color;
  /** "a card named Angrath, Minotaur Pirate" (`name=Angrath_Minotaur_Pirate`); `self`: the card of the spell or ability itself ("a card named CARDNAME"). */
  name?: string;
  /** One of these subtypes (205.3): "a Forest or Plains card", "a Dragon creature card", "an Equipment card" (`Forest+Plains`, `Dragon+creature`). */
  subtypes?: string[];
  /** A basic land card (205.4c): "a basic land card", "a basic Forest card" (`basic+land`, `basic+Forest`). */
  basic?: true;
  /** "… with mana value 2 or less" (202.3; `mv<=2`): by the mana value the scenario gives the written card. */
  maxValue?: number;
}

export const CARD_TYPE_WORDS = ['creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'instant', 'sorcery', 'permanent'] as const;
export type CardTypeWord = (typeof CARD_TYPE_WORDS)[number];

/** The words of card types in the notation, in each language (`pick-card non-land that`, `pick-card クリーチャー+土地`). */
const TYPE_WORDS: Record<CardTypeWord, string[]> = {
  creature: ['creature', 'クリーチャー', 'créature'],
  artifact: ['artifact', 'アーティファクト', 'artefact'],
  enchantment: ['enchantment', 'エンチャント', 'enchantement'],
  land: ['land', '土地', 'terrain'],
  planeswalker: ['planeswalker', 'プレインズウォーカー'],
  instant: ['instant', 'インスタント', 'éphémère'],
  sorcery: ['sorcery', 'ソーサリー', 'rituel'],
  // "a permanent card" (110.4a): a card of any permanent type
  permanent: ['permanent', 'パーマネント'],
};
const TYPE_OF = new Map(Object.entries(TYPE_WORDS).flatMap(([t, words]) => words.map((w) => [w.toLowerCase(), t as CardTypeWord])));
const ANY_CARD = new Set(['card', 'カード', 'carte']);
const NON = /^(?:non-|非|non-?)(.+)$/i;

/** `card`, `non-land`, `non-creature+non-land`, `creature+land`, `red`: the quality, or undefined for a word that is none. */
export function readCardQuality(word: string): CardQuality | undefined {
  if (ANY_CARD.has(word.toLowerCase())) return {};
  const named = /^(?:name|nom|名前)=(.+)$/i.exec(word);
  if (named) return { name: named[1]!.replace(/_/g, ' ') };
  const q: CardQuality = {};
  for (const part of word.split('+')) {
    const mv = /^mv<=(\d{1,2})$/i.exec(part);
    if (mv) {
      q.maxValue = Number(mv[1]);
      continue;
    }
    if (ANY_CARD.has(part.toLowerCase())) continue;
    const color = V.colors.get(part)?.canonical;
    const type = TYPE_OF.get(part.toLowerCase());
    const not = NON.exec(part);
    const nonType = not ? TYPE_OF.get(not[1]!.toLowerCase()) : undefined;
    if (color && !q.color) q.color = color;
    else if (type && !q.non) (q.types ??= []).push(type);
    else if (nonType && !q.types) (q.non ??= []).push(nonType);
    else if (BASIC_WORDS.has(part.toLowerCase())) q.basic = true;
    else if (SUBTYPE.test(part)) (q.subtypes ??= []).push(part);
    else return undefined;
  }
  return q;
}

/** The notation's word for a quality (its canonical English form). */
export function printCardQuality(q: CardQuality | undefined): string {
  if (q?.name !== undefined) return `name=${q.name.replace(/,/g, '').replace(/\s+/g, '_')}`;
  if (q?.maxValue !== undefined) return `${printCardQuality({ ...q, maxValue: undefined })}+mv<=${q.maxValue}`;
  if (!q || (!q.types && !q.non && !q.color && !q.subtypes && !q.basic)) return 'card';
  return [...(q.basic ? ['basic'] : []), ...(q.color ? [q.color] : []), ...(q.subtypes ?? []), ...(q.types ?? []), ...(q.non ?? []).map((t) => `non-${t}`)].join('+');
}

/** "a nonland card", "a creature or land card": the quality as the trace says it. */
export function cardQualityMessage(q: CardQuality | undefined): Message {
  if (q?.name === 'self') return kmsg('quality.named-self');
  if (q?.name !== undefined) return kmsg('quality.named', { name: q.name });
  if (q?.maxValue !== undefined) return kmsg('quality.max-value', { quality: cardQualityMessage({ ...q, maxValue: undefined }), max: q.maxValue });
  // "a basic Forest or Plains card", "a Dragon creature card", "an Aura or Equipment card": subtypes are said as printed
  if (q?.subtypes || q?.basic) {
    const types = q.types ? list('or', q.types.map((t) => kmsg(`type.${t}`))) : '';
    const subtypes = q.subtypes ? list('or', q.subtypes) : '';
    const params = { subtypes, types, vowel: /^[AEIOU]/.test(q.subtypes?.[0] ?? '') ? 1 : 0, sub: q.subtypes ? 1 : 0, both: q.subtypes && q.types ? 1 : 0 };
    return kmsg(q.basic ? 'quality.basic' : 'quality.subtypes', params);
  }
  if (q?.color && q.types) return kmsg('quality.color-types', { color: { key: `engine-mtg.color-name.${q.color}` }, types: list('or', q.types.map((t) => kmsg(`type.${t}`))) });
  if (q?.color) return kmsg('quality.color', { color: { key: `engine-mtg.color-name.${q.color}` } });
  // `vowel`: English says "an artifact", "an enchantment"
  if (q?.types) return kmsg('quality.types', { types: list('or', q.types.map((t) => kmsg(`type.${t}`))), vowel: /^[ae]/.test(q.types[0]!) ? 1 : 0 });
  if (q?.non) return kmsg('quality.non', { types: list('comma', q.non.map((t) => kmsg(`non.${t}`))), count: q.non.length });
  return kmsg('quality.any');
}

/** Does a written card fit the quality? By the card types and colours the scenario gives it. */
export function fits(pe: Perm, q: CardQuality | undefined): boolean {
  if (!q) return true;
  if (q.name !== undefined) return sameName(pe.o.name ?? '', q.name);
  const types = objectTypes(pe.o) as SpellType[];
  if (q.types && !q.types.some((t) => (t === 'permanent' ? types.some((x) => PERMANENT_TYPES.has(x)) : types.includes(t)))) return false;
  if (q.maxValue !== undefined && (pe.o.mv ?? 0) > q.maxValue) return false;
  if (q.non && q.non.some((t) => (t === 'permanent' ? types.some((x) => PERMANENT_TYPES.has(x)) : types.includes(t)))) return false;
  if (q.color && !(pe.o.colors ?? []).includes(q.color)) return false;
  if (q.subtypes && !q.subtypes.some((t) => pe.o.subtypes?.includes(t))) return false;
  // a written card's supertypes aren't kept: a basic land is known by its name (205.4c: the basic lands and their snow versions)
  if (q.basic && !BASIC_NAMES.test(pe.o.name ?? '')) return false;
  return true;
}

/** The card types of permanents (110.4a): what "a permanent card" is. */
const PERMANENT_TYPES: ReadonlySet<string> = new Set(['creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'battle']);

const BASIC_WORDS = new Set(['basic', '基本', 'de-base']);
const BASIC_NAMES = /^(?:Snow-Covered )?(?:Plains|Island|Swamp|Mountain|Forest|Wastes)$/i;

/** The Oracle words for a kind of card ("a card", "a nonland card", "a noncreature, nonland card", "an artifact or creature card", "a red card"). */
export function oracleCardQuality(phrase: string): CardQuality | undefined {
  const words = phrase.toLowerCase().replace(/^an?(?: |$)/, '');
  if (words === '') return {};
  const color = COLORS.find((c) => c === words || words.startsWith(`${c} `));
  if (color === words) return { color };
  const rest = color ? words.slice(color.length + 1) : words;
  const non = rest.split(', ');
  if (non.every((w) => /^non(\w+)$/.test(w) && TYPE_OF.has(w.slice(3)))) return { ...(color ? { color } : {}), non: non.map((w) => TYPE_OF.get(w.slice(3))!) };
  const types = rest.split(/,? or |, /);
  if (types.every((w) => TYPE_OF.has(w))) return { ...(color ? { color } : {}), types: types.map((w) => TYPE_OF.get(w)!) };
  return undefined;
}

/**
 * The Oracle words of a search's kind of card, without the article: those `oracleCardQuality` reads, and subtypes as
 * printed, basic or not ("basic land", "basic Forest or Plains", "Plains, Island, Swamp, or Mountain", "Dragon
 * creature", "Aura or Equipment"). Supertypes other than basic (legendary, snow) are not kept on cards: not read.
 */
export function oracleSearchQuality(phrase: string): CardQuality | undefined {
  const m = /^(?<basic>basic )?(?<subs>[A-Z][A-Za-z'-]*(?:(?:, | or |, or )[A-Z][A-Za-z'-]*)*)?(?: ?(?<type>creature|artifact|enchantment|land|planeswalker|permanent))?$/.exec(phrase);
  if (!m?.groups || (!m.groups.subs && !m.groups.basic)) return oracleCardQuality(phrase);
  const subtypes = m.groups.subs?.split(/, or |, | or /);
  if (subtypes?.some((t) => TYPE_OF.has(t.toLowerCase()) || !SUBTYPE.test(t))) return undefined;
  const q: CardQuality = {};
  if (m.groups.basic) q.basic = true;
  if (subtypes) q.subtypes = subtypes;
  if (m.groups.type) q.types = [TYPE_OF.get(m.groups.type)!];
  if (q.basic && !q.subtypes && !q.types) return undefined;
  return q;
}

/** Where "the rest" of the looked-at cards go, by the Oracle words after "Put the rest": under the library in any or a random order, or the graveyard. */
export function restOf(words: string): 'rest-bottom' | 'rest-bottom-random' | 'rest-graveyard' | undefined {
  // "and the other on the bottom of your library": one card, so no order to choose
  const bottom = /^on the bottom of your library(?: in (any|a random) order)?$/i.exec(words);
  if (bottom) return bottom[1]?.toLowerCase() === 'a random' ? 'rest-bottom-random' : 'rest-bottom';
  return /^into your graveyard$/i.test(words) ? 'rest-graveyard' : undefined;
}

const isAny = (q: CardQuality | undefined) => !q || (!q.types && !q.non && !q.color && !q.subtypes && !q.basic && q.name === undefined && q.maxValue === undefined);

/** Names compared as a reader would: case, spaces and punctuation aside ("Chandra, Bold Pyromancer" = `name=Chandra_Bold_Pyromancer`). */
export const sameName = (a: string, b: string): boolean => a.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') === b.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** "a card named CARDNAME": the spell's or the permanent's own name, as it resolves. */
function ownName(run: ZoneHost, source: Source, q: CardQuality | undefined): CardQuality | undefined {
  if (q?.name !== 'self') return q;
  const own = source.perm !== undefined ? run.state.perms.get(source.perm)?.o.name : undefined;
  return { name: own ?? (typeof source.label === 'string' ? source.label : '') };
}

/** The cards a `look-top`/`reveal-top` effect put in front of a player, and the card a `pick-card` chose from a hand. */
export interface Seen {
  looked?: { player: string; written: string[]; others: number; revealed: boolean };
  picked?: { player: string; card?: string; other?: true };
  /** The player whose library a "library and/or graveyard" search looked through ("If you search your library this way, shuffle"). */
  searched?: string;
  /** The tokens the create effects right before made in this resolution (target word `created`; resolve.ts). */
  created?: string[];
  /** How many cards this resolution put on top of a library from a graveyard (two or more: their owner orders them, 401.4). */
  toTop?: number;
  /** The looked-at cards separated into two piles (Fact or Fiction), and the pile chosen, 0 or 1, once someone chose. */
  piles?: { player: string; written: [string[], string[]]; others: [number, number]; chosen?: 0 | 1 };
}

function step(run: ZoneHost, k: string, params: MessageParams, rules: string[]): void {
  run.steps.push({ key: `${KNS}.step.${k}`, params, cites: [], rules });
}

const labels = (cards: Perm[]): MessageParam => list('comma', cards.map((c) => c.label));

/** "x, y and 2 cards the scenario doesn't describe": the cards seen. */
const contents = (cards: Perm[], others: number): Message => (cards.length ? kmsg('contents', { cards: labels(cards), others }) : kmsg('contents-others', { others }));

/** `player` reveals their hand to everyone (701.16a), or `source`'s controller looks at it (701.16e): nothing moves (701.16b). */
export function revealHand(run: ZoneHost, source: Source, player: string, look: boolean): void {
  const p = run.state.players.get(player);
  if (!p) return;
  const written = cardsIn(run, player, 'hand');
  const params = { source: source.label, player, viewer: source.controller, cards: contents(written, p.cards.hand) };
  step(run, look ? 'looks-at-hand' : 'reveals-hand', params, look ? ['701.16e', '402.3'] : ['701.16a', '701.16b']);
}

/**
 * `source`'s controller chooses a card of quality `q` from `player`'s hand (608.2d): a written card that fits, first in
 * the order written; else one the scenario doesn't describe, taken to fit. What happens to it is the next effect's.
 */
export function pickFromHand(run: ZoneHost, source: Source, player: string, q: CardQuality | undefined): void {
  const p = run.state.players.get(player);
  run.state.seen.picked = undefined;
  if (!p) return;
  const written = cardsIn(run, player, 'hand');
  const fitting = written.filter((pe) => fits(pe, q));
  const chooser = source.controller;
  const quality = cardQualityMessage(q);
  const what = kmsg('choice.pick-hand', { chooser, player, quality });
  if (fitting.length > 0) {
    const card = fitting[0]!;
    run.state.seen.picked = { player, card: card.o.id };
    if (fitting.length > 1 || p.cards.hand > 0)
      run.choices.push({ chooser, what, range: kmsg('range.pick-hand', { cards: labels(fitting), others: p.cards.hand }), taken: kmsg('taken.written', { card: card.label }), assumed: true, cites: [], rules: ['608.2d'] });
    step(run, 'picks', { source: source.label, chooser, player, card: card.label, quality }, ['608.2d']);
    return;
  }
  if (p.cards.hand > 0) {
    run.state.seen.picked = { player, other: true };
    if (!isAny(q)) run.choices.push({ chooser, what, range: kmsg('range.pick-other', { others: p.cards.hand, quality }), taken: kmsg('taken.other-fits', { quality }), assumed: true, cites: [], rules: ['608.2d'] });
    step(run, 'picks-other', { source: source.label, chooser, player, quality }, ['608.2d']);
    return;
  }
  step(run, 'picks-none', { source: source.label, chooser, player, quality }, ['608.2d', '609.3']);
}

/** The card chosen from `player`'s hand, taken out of the memory (it is used once). */
function takePicked(run: ZoneHost, player: string): Perm | 'other' | undefined {
  const picked = run.state.seen.picked;
  run.state.seen.picked = undefined;
  if (!picked || picked.player !== player) return undefined;
  if (picked.other) return run.state.players.get(player)!.cards.hand > 0 ? 'other' : undefined;
  const pe = run.state.perms.get(picked.card!);
  return pe && pe.zone === 'hand' ? pe : undefined;
}

/** `player` discards the card chosen from their hand (701.8a; another player chose it, 701.8b). */
export function discardPicked(run: ZoneHost, source: Source, player: string): number {
  const card = takePicked(run, player);
  if (!card) {
    step(run, 'discards-none', { source: source.label, player }, ['609.3']);
    return 0;
  }
  const p = run.state.players.get(player)!;
  if (card === 'other') {
    p.cards.hand--;
    p.cards.graveyard++;
  } else moveCard(run, card, 'graveyard', kmsg('reason.discarded', { source: source.label }));
  step(run, 'discards-picked', { source: source.label, player, card: card === 'other' ? kmsg('a-card') : card.label, hand: countIn(run, player, 'hand') }, ['701.8a', '701.8b']);
  run.emit({ kind: 'discards', player });
  return 1;
}

/** The card chosen from `player`'s hand is exiled (701.11a): a new object in exile (400.7). */
export function exilePicked(run: ZoneHost, source: Source, player: string): number {
  const card = takePicked(run, player);
  if (!card) {
    step(run, 'exiles-none', { source: source.label, player }, ['609.3']);
    return 0;
  }
  if (card === 'other') {
    run.state.players.get(player)!.cards.hand--;
    step(run, 'exiles-other', { source: source.label, player, hand: countIn(run, player, 'hand') }, ['701.11a', '406.3']);
  } else exileCard(run, source, card);
  return 1;
}

/** `player` looks at (701.16e) or reveals (701.16a) the top `n` cards of their library; the next effects say where they go. */
export function lookAtLibrary(run: ZoneHost, source: Source, player: string, n: number, revealed: boolean): number {
  const p = run.state.players.get(player);
  run.state.seen.looked = undefined;
  if (!p) return 0;
  const top = cardsIn(run, player, 'library').slice(0, n);
  const others = Math.min(p.cards.library, n - top.length);
  run.state.seen.looked = { player, written: top.map((pe) => pe.o.id), others, revealed };
  step(run, revealed ? 'reveals-top' : 'looks-at-top', { source: source.label, player, count: top.length + others, cards: contents(top, others) }, revealed ? ['701.16a', '701.16b'] : ['701.16e', '401.2']);
  return top.length + others;
}

/** The looked-at cards still among them (a card that left the library since is no longer one). */
function looked(run: ZoneHost, player: string): { written: Perm[]; others: number } | undefined {
  const l = run.state.seen.looked;
  if (!l || l.player !== player) return undefined;
  return { written: l.written.map((id) => run.state.perms.get(id)!).filter((pe) => pe.zone === 'library'), others: l.others };
}

/**
 * `player` puts `n` of the looked-at cards (any, or of quality `q`) into their hand: the written ones that fit first,
 * then ones the scenario doesn't describe — taken to fit a quality, the reply says so. Returns how many.
 */
export function takeLooked(run: ZoneHost, source: Source, player: string, n: number, q: CardQuality | undefined): number {
  const seen = looked(run, player);
  if (!seen) return 0;
  const p = run.state.players.get(player)!;
  const fitting = seen.written.filter((pe) => fits(pe, q));
  const cards = fitting.slice(0, n);
  const others = Math.min(seen.others, n - cards.length);
  const total = seen.written.length + seen.others;
  const count = cards.length + others;
  const quality = cardQualityMessage(q);
  if (count === 0) {
    step(run, 'takes-none', { source: source.label, player, quality }, ['608.2c']);
    return 0;
  }
  for (const pe of cards) moveCard(run, pe, 'hand', kmsg('reason.taken', { source: source.label }));
  p.cards.library -= others;
  p.cards.hand += others;
  run.state.seen.looked!.others -= others;
  run.state.seen.looked!.written = run.state.seen.looked!.written.filter((id) => !cards.some((pe) => pe.o.id === id));
  const taken = contents(cards, others);
  if (count < total || !isAny(q)) {
    run.choices.push({
      chooser: player,
      what: kmsg('choice.take-looked', { player, count, quality }),
      range: isAny(q) ? kmsg('range.take-looked', { total, count }) : kmsg('range.take-other', { total, quality }),
      taken,
      assumed: true,
      cites: [],
      rules: ['608.2d'],
    });
  }
  step(run, 'takes', { source: source.label, player, cards: taken, count, hand: countIn(run, player, 'hand') }, ['608.2c']);
  return count;
}

/** Where the rest of the looked-at cards go: the bottom of the library in an order the player chooses (401.4) or at random, or the graveyard. */
export type RestTo = 'bottom' | 'bottom-random' | 'graveyard' | 'top';

export function restLooked(run: ZoneHost, source: Source, player: string, to: RestTo): number {
  const seen = looked(run, player);
  run.state.seen.looked = undefined;
  if (!seen) return 0;
  const p = run.state.players.get(player)!;
  const count = seen.written.length + seen.others;
  if (to === 'graveyard') {
    for (const pe of seen.written) moveCard(run, pe, 'graveyard', kmsg('reason.rest', { source: source.label }));
    p.cards.library -= seen.others;
    p.cards.graveyard += seen.others;
  } else if (to === 'top') {
    // "then put them back in any order": the library holds the same cards, the written ones still first (401.4: their owner orders them)
    if (count > 1) run.choices.push({ chooser: player, what: kmsg('choice.order-back', { player, count }), range: kmsg('range.order'), taken: kmsg('taken.order'), assumed: true, cites: [], rules: ['401.4'] });
  } else {
    // the cards the scenario doesn't describe stay counted in the library; the written ones go under them
    for (const pe of seen.written) {
      p.libraryTop = p.libraryTop.filter((id) => id !== pe.o.id);
      (p.libraryBottom ??= []).push(pe.o.id);
    }
    if (to === 'bottom' && count > 1)
      run.choices.push({ chooser: player, what: kmsg('choice.order', { player, count }), range: kmsg('range.order'), taken: kmsg('taken.order'), assumed: true, cites: [], rules: ['401.4'] });
  }
  step(run, `rest-${to}`, { source: source.label, player, count, cards: contents(seen.written, seen.others), library: countIn(run, player, 'library') }, to === 'bottom' || to === 'top' ? ['401.4'] : ['608.2c']);
  return count;
}

/**
 * `player` searches their library for a card of quality `q` (701.19a), reveals it, and puts it into their hand, or
 * shuffles and then puts it on top (`top`, 701.20b: the card found is not shuffled). A written card that fits is found
 * first; otherwise one of the cards the scenario doesn't describe is taken to fit — a search for a stated quality may
 * find nothing (701.19b), the reply's other outcome. Returns 1 when a card was found.
 */
export function searchFor(run: ZoneHost, source: Source, player: string, wanted: CardQuality | undefined, to: 'hand' | 'top', graveyardToo = false): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  const q = ownName(run, source, wanted);
  // "search your library and/or graveyard": a written card that fits in the graveyard is found there, and the library,
  // not searched, is not shuffled (the sentence after says so)
  const inGraveyard = graveyardToo ? cardsIn(run, player, 'graveyard').find((pe) => fits(pe, q)) : undefined;
  if (inGraveyard) {
    moveCard(run, inGraveyard, 'hand', kmsg('reason.taken', { source: source.label }));
    step(run, 'searched-graveyard', { source: source.label, player, card: inGraveyard.label, quality: cardQualityMessage(q) }, ['701.19a', '400.7']);
    return 1;
  }
  if (graveyardToo) run.state.seen.searched = player;
  const written = [...cardsIn(run, player, 'library'), ...(p.libraryBottom ?? []).map((id) => run.state.perms.get(id)!).filter((pe) => pe.zone === 'library')];
  const card = written.find((pe) => fits(pe, q));
  const quality = cardQualityMessage(q);
  const rules = to === 'top' ? ['701.19a', '701.20b'] : ['701.19a', '701.20a'];
  if (!card && p.cards.library === 0) {
    step(run, 'search-none', { source: source.label, player, quality }, ['701.19a', '701.19b', '701.20a']);
    if (!graveyardToo) shuffle(run, player);
    return 0;
  }
  if (!isAny(q) || (card && p.cards.library > 0)) {
    const taken = card ? kmsg('taken.written', { card: card.label }) : kmsg('taken.other-fits', { quality });
    run.choices.push({ chooser: player, what: kmsg('choice.search', { player, quality }), range: isAny(q) ? kmsg('range.search-any') : kmsg('range.search', { quality }), taken, assumed: true, cites: [], rules: isAny(q) ? ['701.19d'] : ['701.19b'] });
  }
  if (to === 'hand') {
    if (card) moveCard(run, card, 'hand', kmsg('reason.taken', { source: source.label }));
    else {
      p.cards.library--;
      p.cards.hand++;
    }
    step(run, 'searched-hand', { source: source.label, player, card: card ? card.label : kmsg('a-card'), quality }, rules);
    if (!graveyardToo) shuffle(run, player);
    return 1;
  }
  // on top after the shuffle: a written card found goes first; a card the scenario doesn't describe is the next drawn,
  // so the written cards are taken to be shuffled under the others (said as the shuffle's assumption)
  if (card) {
    p.libraryTop = [card.o.id, ...p.libraryTop.filter((id) => id !== card.o.id)];
    p.libraryBottom = (p.libraryBottom ?? []).filter((id) => id !== card.o.id);
  } else if (p.libraryTop.length > 0) {
    p.libraryBottom = [...p.libraryTop, ...(p.libraryBottom ?? [])];
    p.libraryTop = [];
    run.choices.push({ chooser: player, what: kmsg('choice.shuffled-under', { player }), range: kmsg('range.shuffled-under'), taken: kmsg('taken.shuffled-under'), assumed: true, cites: [], rules: ['701.20a'] });
  }
  step(run, 'searched-top', { source: source.label, player, card: card ? card.label : kmsg('a-card'), quality }, rules);
  if (card) shuffle(run, player);
  return 1;
}

/** The searches that may find several cards (`creature*3`), and those that put lands onto the battlefield. */
export const SEARCHES_MANY: ReadonlySet<string> = new Set(['tutor-card', 'tutor-to-graveyard', 'tutor-exile', 'tutor-land', 'tutor-land-tapped', 'tutor-battlefield', 'search-their-exile', 'search-their-battlefield']);
export const LAND_SEARCHES: ReadonlySet<string> = new Set(['tutor-land', 'tutor-land-tapped']);
/** Land types (205.3i), for `tutor-land`'s kinds: only land cards may be put onto the battlefield by it. */
const LAND_TYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Desert', 'Gate', 'Lair', 'Locus', 'Mine', 'Power-Plant', 'Tower', "Urza's", 'Cave', 'Sphere']);

/** A kind that only land cards are: "a land card", "a basic land card", "a Forest card", "a Plains, Island, Swamp, or Mountain card". */
export function isLandQuality(q: CardQuality): boolean {
  if (q.non || q.color || q.name !== undefined) return false;
  if (q.types && q.types.some((t) => t !== 'land')) return false;
  if (q.subtypes && q.subtypes.some((t) => !LAND_TYPES.has(t))) return false;
  return Boolean(q.types || q.subtypes || q.basic);
}

/** Where the cards a search finds go: a hand, a graveyard, exile, or the battlefield (lands only: `tutor-land`). */
export type FoundTo = 'hand' | 'graveyard' | 'exile' | 'battlefield' | 'battlefield-tapped';

/**
 * `player` searches their library for up to `n` cards of quality `q` (701.19a) — "three cards", "up to two Forest
 * cards", "a basic land card" — and puts them where `to` says, then shuffles (701.20a). Written cards that fit are
 * found first, in the order written; then as many of the cards the scenario doesn't describe as are still wanted,
 * taken to fit — a choice shown beside finding fewer or none, which a search for a stated kind allows (701.19b). A
 * card the scenario doesn't describe that goes onto the battlefield is a land card (`tutor-land` asks only for lands):
 * it enters as a new land, as a basic land found does (engine/mtg/library-search.ts). Returns how many were found.
 */
export function searchMany(run: ZoneHost & Pick<SearchHost, 'enterLand'>, source: Source, player: string, wanted: CardQuality | undefined, n: number, to: FoundTo, searcher = player): number {
  // another player's library ("search target opponent's library", 701.19a): the searcher chooses and controls what
  // enters; that player shuffles only when the card says so, as an effect of its own (`shuffle-library`)
  const theirs = searcher !== player;
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  // "cards named CARDNAME": the permanent's own name, as it resolves
  const q = ownName(run, source, wanted);
  const written = [...cardsIn(run, player, 'library'), ...(p.libraryBottom ?? []).map((id) => run.state.perms.get(id)!).filter((pe) => pe.zone === 'library')];
  const found = written.filter((pe) => fits(pe, q)).slice(0, n);
  // a permanent card other than a land can't enter unless the scenario says what it is: only written ones are found,
  // and the reply says a card of the library the scenario doesn't describe may be one to write
  const unknownPermanent = (to === 'battlefield' || to === 'battlefield-tapped') && !(q && isLandQuality(q));
  const others = unknownPermanent ? 0 : Math.min(p.cards.library, n - found.length);
  if (unknownPermanent && found.length < n && p.cards.library > 0) {
    run.assumptions.push({ key: `${KNS}.assume.undescribed-permanent`, params: { player, quality: cardQualityMessage(q), count: p.cards.library }, rules: ['701.19b'], cites: [] });
  }
  const count = found.length + others;
  const quality = cardQualityMessage(q);
  const where = kmsg(`found-to.${to}`);
  if (count === 0) {
    // none found with cards left in the library: none of the written ones fits (the others, if any, said as an assumption)
    const held = written.length + p.cards.library > 0;
    step(run, `search-${theirs ? 'theirs' : 'many'}-${held ? 'unfit' : 'none'}`, { source: source.label, player, searcher, quality, count: n, any: isAny(q) ? 1 : 0 }, theirs ? ['701.19a', '701.19b'] : ['701.19a', '701.19b', '701.20a']);
    if (!theirs) shuffle(run, player);
    return 0;
  }
  const cards = contents(found, others);
  // what they find is theirs to choose: any cards when the search states no kind (701.19d), else up to n of that kind or fewer (701.19b)
  if (!isAny(q) || count < written.length + p.cards.library) {
    run.choices.push({
      chooser: searcher,
      what: kmsg('choice.search-many', { player: searcher, quality, count: n, any: isAny(q) ? 1 : 0 }),
      range: isAny(q) ? kmsg('range.search-many-any', { count: n }) : kmsg('range.search-many', { quality, count: n }),
      taken: others > 0 && !isAny(q) ? kmsg('taken.others-fit', { cards, quality }) : cards,
      assumed: true,
      cites: [],
      rules: isAny(q) ? ['701.19d'] : ['701.19b'],
    });
  }
  step(run, theirs ? 'searched-theirs' : 'searched-many', { source: source.label, player, searcher, quality, count, wanted: n, any: isAny(q) ? 1 : 0, cards, where }, theirs ? ['701.19a'] : ['701.19a', '701.20a']);
  const because = kmsg(`reason.found-${to === 'battlefield-tapped' ? 'battlefield' : to}`, { source: source.label });
  for (const pe of found) {
    if (to === 'battlefield' || to === 'battlefield-tapped') {
      p.libraryTop = p.libraryTop.filter((id) => id !== pe.o.id);
      p.libraryBottom = p.libraryBottom?.filter((id) => id !== pe.o.id);
      run.enterBattlefield(pe, searcher, source);
      if (to === 'battlefield-tapped') pe.tapped = true;
    } else moveCard(run, pe, to, because);
  }
  p.cards.library -= others;
  if (to === 'hand' || to === 'graveyard') p.cards[to] += others;
  if (to === 'battlefield' || to === 'battlefield-tapped') for (let i = 0; i < others; i++) run.enterLand(source, player, to === 'battlefield-tapped', true, 'library');
  if (!theirs) shuffle(run, player);
  return count;
}

/** "Then that player shuffles" (701.20a): after a search of their library by another player. */
export function shuffleLibrary(run: ZoneHost, source: Source, player: string): number {
  const p = run.state.players.get(player);
  if (!p || p.lost) return 0;
  step(run, 'shuffles', { source: source.label, player }, ['701.20a']);
  shuffle(run, player);
  return 1;
}

/**
 * `separator` separates the cards its controller revealed into two piles (Fact or Fiction). How is theirs to decide;
 * the trace splits them in the order revealed, the larger pile first (three and two of five), and says so as a choice
 * — a pile may be empty, any split is legal.
 */
export function separatePiles(run: ZoneHost, source: Source, separator: string): number {
  const l = run.state.seen.looked;
  const seen = l ? looked(run, l.player) : undefined;
  if (!l || !seen) return 0;
  const cards = [...seen.written.map((pe) => pe.o.id), ...Array<string>(seen.others).fill('')];
  const cut = Math.ceil(cards.length / 2);
  const pile = (part: string[]): [string[], number] => [part.filter(Boolean), part.filter((id) => !id).length];
  const [w0, o0] = pile(cards.slice(0, cut));
  const [w1, o1] = pile(cards.slice(cut));
  run.state.seen.piles = { player: l.player, written: [w0, w1], others: [o0, o1] };
  const label = (i: 0 | 1) => pileMessage(run, i);
  run.choices.push({ chooser: separator, what: kmsg('choice.piles', { separator, count: cards.length }), range: kmsg('range.piles'), taken: kmsg('taken.piles', { first: label(0), second: label(1) }), assumed: true, cites: [], rules: ['700.3'] });
  step(run, 'piles', { source: source.label, separator, first: label(0), second: label(1) }, ['700.3']);
  return 1;
}

function pileMessage(run: ZoneHost, i: 0 | 1): Message {
  const p = run.state.seen.piles!;
  return contents(p.written[i].map((id) => run.state.perms.get(id)!), p.others[i]);
}

const pileSize = (p: NonNullable<Seen['piles']>, i: 0 | 1) => p.written[i].length + p.others[i];

/**
 * `chooser` chooses one of the two piles (`choose-pile`): the trace takes the pile its controller would want them to,
 * the larger for themselves, the smaller when an opponent chooses for them — a choice shown with the other pile.
 */
export function choosePile(run: ZoneHost, source: Source, chooser: string): number {
  const p = run.state.seen.piles;
  if (!p) return 0;
  const larger: 0 | 1 = pileSize(p, 1) > pileSize(p, 0) ? 1 : 0;
  p.chosen = chooser === p.player ? larger : larger === 0 ? 1 : 0;
  run.choices.push({ chooser, what: kmsg('choice.pile', { chooser }), range: kmsg('range.pile', { first: pileMessage(run, 0), second: pileMessage(run, 1) }), taken: pileMessage(run, p.chosen), assumed: true, cites: [], rules: ['700.3'] });
  step(run, 'pile-chosen', { source: source.label, chooser, pile: pileMessage(run, p.chosen) }, ['700.3']);
  return 1;
}

/** The chosen pile (chosen now by `player` when no one did yet) goes into `player`'s hand, the other into their graveyard. */
export function pileToHand(run: ZoneHost, source: Source, player: string): number {
  const p = run.state.seen.piles;
  if (!p) return 0;
  if (p.chosen === undefined) choosePile(run, source, player);
  run.state.seen.piles = undefined;
  run.state.seen.looked = undefined;
  const owner = run.state.players.get(p.player)!;
  const chosen = p.chosen!;
  const other: 0 | 1 = chosen === 0 ? 1 : 0;
  const hand = { written: p.written[chosen], others: p.others[chosen] };
  const rest = { written: p.written[other], others: p.others[other] };
  const taken = contents(hand.written.map((id) => run.state.perms.get(id)!), hand.others);
  const dropped = contents(rest.written.map((id) => run.state.perms.get(id)!), rest.others);
  for (const id of hand.written) moveCard(run, run.state.perms.get(id)!, 'hand', kmsg('reason.taken', { source: source.label }));
  for (const id of rest.written) moveCard(run, run.state.perms.get(id)!, 'graveyard', kmsg('reason.rest', { source: source.label }));
  owner.cards.library -= hand.others + rest.others;
  owner.cards.hand += hand.others;
  owner.cards.graveyard += rest.others;
  step(run, 'piles-to-hand', { source: source.label, player, hand: taken, graveyard: dropped }, ['700.3', '608.2c']);
  return hand.written.length + hand.others;
}

/** `player` discards `n` cards at random (701.8b: no one chooses): the trace discards the cards the scenario doesn't describe first, said as what chance gave. */
export function discardAtRandom(run: ZoneHost, source: Source, player: string, n: number): number {
  const p = run.state.players.get(player);
  if (!p) return 0;
  const written = cardsIn(run, player, 'hand');
  const total = p.cards.hand + written.length;
  const count = Math.min(n, total);
  const others = Math.min(p.cards.hand, count);
  const named = written.slice(0, count - others);
  p.cards.hand -= others;
  p.cards.graveyard += others;
  for (const pe of named) moveCard(run, pe, 'graveyard', kmsg('reason.discarded', { source: source.label }));
  if (count < total && written.length > 0)
    run.choices.push({ chooser: player, what: kmsg('choice.random', { player, count }), range: kmsg('range.random', { total }), taken: contents(named, others), assumed: true, cites: [], rules: ['701.8b'] });
  step(run, 'discards-random', { source: source.label, player, count, cards: contents(named, others), hand: countIn(run, player, 'hand') }, ['701.8a', '701.8b']);
  for (let i = 0; i < count; i++) run.emit({ kind: 'discards', player });
  return count;
}

/**
 * `player` shuffles their graveyard (and their hand, `withHand`) into their library (701.20a): each card there becomes
 * a new object in the library (400.7). Where the shuffle puts the written ones is not known: they are taken to be under
 * the cards the scenario doesn't describe, said as an assumption. Returns how many cards moved.
 */
export function shuffleIntoLibrary(run: ZoneHost, source: Source, player: string, withHand: boolean): number {
  const p = run.state.players.get(player);
  if (!p) return 0;
  const zones = withHand ? (['hand', 'graveyard'] as const) : (['graveyard'] as const);
  const written = zones.flatMap((z) => cardsIn(run, player, z));
  let count = written.length;
  for (const z of zones) {
    count += p.cards[z];
    p.cards.library += p.cards[z];
    p.cards[z] = 0;
  }
  for (const pe of written) {
    moveCard(run, pe, 'library', kmsg('reason.shuffled', { source: source.label }));
    (p.libraryBottom ??= []).push(pe.o.id);
  }
  if (written.length > 0 || p.libraryTop.length > 0)
    run.choices.push({ chooser: player, what: kmsg('choice.shuffled-in', { player }), range: kmsg('range.shuffled-under'), taken: kmsg('taken.shuffled-in'), assumed: true, cites: [], rules: ['701.20a'] });
  step(run, withHand ? 'shuffles-hand-graveyard' : 'shuffles-graveyard', { source: source.label, player, count, library: countIn(run, player, 'library') }, ['701.20a', '400.7']);
  return count;
}

/**
 * A card in a graveyard put into its owner's library (400.7: a new object there): on top (`top`), or shuffled in —
 * where the shuffle puts it isn't known, so it is taken to be under the cards the scenario doesn't describe, an
 * assumption the reply shows once (701.20a). Returns 1 when the card moved.
 */
export function graveyardToLibrary(run: ZoneHost, source: Source, id: string, how: 'top' | 'shuffle'): number {
  const pe = run.state.perms.get(id);
  if (!pe || pe.zone !== 'graveyard') return 0;
  const player = pe.o.controller;
  const p = run.state.players.get(player);
  if (!p) return 0;
  moveCard(run, pe, 'library', kmsg(how === 'top' ? 'reason.to-top' : 'reason.shuffled', { source: source.label }));
  if (how === 'top') {
    p.libraryTop.unshift(pe.o.id);
    step(run, 'graveyard-to-top', { source: source.label, player, card: pe.label }, ['400.7', '401.1']);
    run.state.seen.toTop = (run.state.seen.toTop ?? 0) + 1;
    if (run.state.seen.toTop === 2) run.choices.push({ chooser: player, what: kmsg('choice.order-top', { player }), range: kmsg('range.order'), taken: kmsg('taken.order-top'), assumed: true, cites: [], rules: ['401.4'] });
    return 1;
  }
  (p.libraryBottom ??= []).push(pe.o.id);
  step(run, 'graveyard-shuffled-in', { source: source.label, player, card: pe.label, library: countIn(run, player, 'library') }, ['701.20a', '400.7']);
  const what = kmsg('choice.shuffled-in', { player });
  if (!run.choices.some((c) => c.what.key === what.key && c.chooser === player))
    run.choices.push({ chooser: player, what, range: kmsg('range.shuffled-under'), taken: kmsg('taken.shuffled-in'), assumed: true, cites: [], rules: ['701.20a'] });
  return 1;
}

/** "If you search your library this way, shuffle." (701.20a): only when the search before looked through the library. */
export function shuffleIfSearched(run: ZoneHost, source: Source, player: string): number {
  const searched = run.state.seen.searched === player;
  run.state.seen.searched = undefined;
  if (!searched) {
    step(run, 'not-shuffled', { source: source.label, player }, ['608.2c']);
    return 0;
  }
  step(run, 'shuffles-library', { source: source.label, player }, ['701.20a']);
  shuffle(run, player);
  return 1;
}

/**
 * `player` puts a land card from their hand onto the battlefield (tapped): not playing a land (305.4), so it doesn't
 * count as their land for the turn. A written land card is taken first; else one of the cards the scenario doesn't
 * describe is taken to be a land card, shown beside having none. Returns 1 when a land entered.
 */
export function landFromHand(run: ZoneHost & Pick<SearchHost, 'enterLand'>, source: Source, player: string, tapped: boolean): number {
  const p = run.state.players.get(player);
  if (!p) return 0;
  const land: CardQuality = { types: ['land'] };
  const written = cardsIn(run, player, 'hand').filter((pe) => fits(pe, land));
  const quality = cardQualityMessage(land);
  if (written.length === 0 && p.cards.hand === 0) {
    step(run, 'no-land-in-hand', { source: source.label, player }, ['305.4']);
    return 0;
  }
  if (written.length > 1 || p.cards.hand > 0) {
    const taken = written[0] ? kmsg('taken.written', { card: written[0].label }) : kmsg('taken.other-fits', { quality });
    run.choices.push({ chooser: player, what: kmsg('choice.land-from-hand', { player }), range: kmsg('range.land-from-hand'), taken, assumed: true, cites: [], rules: ['305.4'] });
  }
  const card = written[0];
  if (card) {
    step(run, 'land-from-hand', { source: source.label, player, card: card.label, tapped: tapped ? 1 : 0 }, ['305.4']);
    run.enterBattlefield(card, player, source);
    if (tapped) card.tapped = true;
  } else {
    p.cards.hand--;
    step(run, 'land-from-hand', { source: source.label, player, card: kmsg('a-card'), tapped: tapped ? 1 : 0 }, ['305.4']);
    run.enterLand(source, player, tapped, true);
  }
  return 1;
}
