/**
 * Subtypes (205.3): the words after the dash of a type line — creature types ("Elf", "Warrior"), land types
 * ("Forest"), artifact and enchantment types. An object carries them as printed (`subtypes=Elf,Warrior`; a card used
 * by name gets its type line's); lords ("Other Elves you control get +1/+1": the filter word `subtype=Elf`) and
 * triggers about another creature of a type ("whenever another Ally enters": `(ally-enters subtype=Ally: …)`) ask
 * whether a creature has one of them. A changeling has every creature type (702.73a) — in every zone, so also as it
 * last existed — unless it lost its abilities; nothing in the engine changes a subtype (layer 4) yet.
 */
import type { ParseContext } from '../core/game.ts';
import type { Token } from '../core/lexer.ts';
import type { Condition } from './scenario.ts';
import type { Keyword } from './vocabulary.ts';

export const SNS = 'engine-mtg-subtypes';

/** A subtype as written: a capitalised word, hyphens and apostrophes inside ("Elf", "Assembly-Worker", "Urza's"). */
export const SUBTYPE = /^[A-Z][A-Za-z'’-]{0,30}$/;
/** Subtypes separated by commas, each a SUBTYPE: `Elf,Warrior`. */
export const SUBTYPE_LIST = /^[A-Z][A-Za-z'’-]{0,30}(?:[,+][A-Z][A-Za-z'’-]{0,30})*$/;

/** `Elf,Warrior` (after `subtypes=`) or `Servo+Thopter` (after `subtype=`, inside an ability, where a comma separates
 * targets) → the subtypes; reports and returns undefined when one is not a word. */
export function readSubtypes(v: Token, ctx: ParseContext): string[] | undefined {
  const types = v.text.split(/[,+]/);
  const bad = types.find((t) => !SUBTYPE.test(t));
  if (bad !== undefined) {
    ctx.error(v, `${SNS}.parse.bad-subtype`, { word: bad }, { expected: { key: `${SNS}.expected.subtype` } });
    return undefined;
  }
  return [...new Set(types)];
}

/** Does an object with these printed subtypes and keywords now have one of `wanted`, as a creature type (205.3m, 702.73a)? */
export function ofSubtype(printed: readonly string[] | undefined, keywords: ReadonlySet<Keyword> | undefined, wanted: readonly string[]): boolean {
  if (keywords?.has('changeling')) return true;
  if (!printed) return false;
  for (const w of wanted) if (printed.includes(w)) return true;
  return false;
}

const CONDITION_TYPES: ReadonlySet<string> = new Set(['artifact', 'enchantment', 'land', 'creature']);

/**
 * `controls=Swamp`, `controls=artifact*3`, `controls=another-Elf` (after `static`): "as long as you control a Swamp /
 * three or more artifacts / another Elf" (611.3b); reports and returns undefined when it is none of them.
 */
export function readCondition(v: Token, ctx: ParseContext): Condition | undefined {
  const m = /^(another-)?([A-Za-z'’-]+?)(?:\*(\d{1,2}))?$/.exec(v.text);
  const what = m?.[2];
  if (!m || !what || (!CONDITION_TYPES.has(what) && !SUBTYPE.test(what)) || (m[3] !== undefined && Number(m[3]) < 1)) {
    ctx.error(v, `${SNS}.parse.bad-condition`, { word: v.text }, { expected: { key: `${SNS}.expected.condition` } });
    return undefined;
  }
  const c: Condition = { count: m[3] !== undefined ? Number(m[3]) : 1 };
  if (CONDITION_TYPES.has(what)) c.type = what as Condition['type'];
  else c.subtype = what;
  if (m[1]) c.other = true;
  return c;
}

export function printCondition(c: Condition): string {
  if (c.graveyard) return `graveyard=${c.count}`;
  if (c.monstrous) return 'monstrous';
  if (c.now) return c.now;
  if (c.blessing) return 'blessing';
  if (c.level) return `level=${c.count}${c.max !== undefined ? `-${c.max}` : '+'}`;
  return `controls=${c.other ? 'another-' : ''}${c.type ?? c.subtype}${c.count > 1 ? `*${c.count}` : ''}`;
}
