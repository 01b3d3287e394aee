/**
 * One-shot effects on every permanent of some card types, not only creatures: "Destroy all enchantments", "Exile all
 * nonland permanents", "Destroy all Islands", "Destroy all creatures with power 4 or greater". The set is the
 * permanents on the battlefield that fit as the effect happens (608.2j), each of them affected at once. A permanent's
 * card types are the ones it has now (205.2a: an artifact creature is both); a land type is a subtype (205.3i).
 *
 * Notation: a filter word `type=` after `all`: `destroy all type=enchantment`, `exile all type=permanent`,
 * `destroy all type=nonland`, `destroy all type=artifact+creature+land`, `destroy all type=land subtype=Island`.
 */
import type { ParseContext } from '../core/game.ts';
import { sub, type Token } from '../core/lexer.ts';
import type { Filter } from './scenario.ts';
import { permanentTypes } from './targeting.ts';
import type { TargetingHost } from './targeting.ts';
import { vocabulary as V, type SpellType } from './vocabulary.ts';
import { COLORS } from './vocabulary.ts';
import { boundOf } from './stat-bounds.ts';
import type { Message, MessageParam } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';

export const PNS = 'engine-mtg-permanents';

const PERMANENT_TYPES: readonly SpellType[] = ['artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle'];

/** Does a permanent fit the filter's card types (creatures when it names none)? */
export function ofPermanentTypes(host: Pick<TargetingHost, 'has' | 'isCreature' | 'perm'>, f: Filter, id: string): boolean {
  if (!f.types) return host.isCreature(id);
  const types = permanentTypes(host, id);
  if (f.types.length > 0 && !f.types.some((t) => types.includes(t))) return false;
  return !f.notTypes?.some((t) => types.includes(t));
}

/** The words a filter's card types are written with: `type=`, `タイプ=`. */
const TYPE_KEYS = new Set(['type', 'types', 'タイプ', 'カード・タイプ']);
const ANY_PERMANENT = new Set(['permanent', 'permanents', 'パーマネント']);

export const isTypeWord = (t: Token): boolean => TYPE_KEYS.has(t.text.split('=')[0]!.toLowerCase()) && t.text.includes('=');

/** `type=artifact+nonland` → its card types; undefined (reported) when one is not a permanent's card type. */
export function readTypes(t: Token, ctx: ParseContext): Pick<Filter, 'types' | 'notTypes'> | undefined {
  const m = /^([^=]+)=(.*)$/.exec(t.text)!;
  const types: SpellType[] = [];
  const notTypes: SpellType[] = [];
  let at = m[1]!.length + 1;
  for (const part of m[2]!.split('+')) {
    const not = /^non-?/i.exec(part)?.[0] ?? '';
    const word = part.slice(not.length);
    const type = V.spellTypes.get(word)?.canonical;
    const ok = ANY_PERMANENT.has(word.toLowerCase()) ? !not : type !== undefined && PERMANENT_TYPES.includes(type);
    if (!ok) {
      ctx.error(sub(t, at, at + Math.max(1, part.length)), `${PNS}.parse.bad-type`, { word: part }, { expected: { key: `${PNS}.expected.type` } });
      return undefined;
    }
    if (type) (not ? notTypes : types).push(type);
    at += part.length + 1;
  }
  return notTypes.length ? { types, notTypes } : { types };
}

const pmsg = messagesOf(PNS);

/** How the trace names the set: "each nonland permanent", "each artifact, creature or land", "each Plains", "each creature with power 4 or greater". */
export function permanentsMessage(f: Filter): Message {
  const types: MessageParam = f.subtype
    ? f.subtype.join(', ')
    : list('or', (f.types?.length ? f.types : [f.types ? 'permanent' : 'creature']).map((t) => pmsg(`type.${t}`)));
  return pmsg('each', {
    types,
    color: f.color ? pmsg(`color.${f.color}`) : '',
    not: f.notTypes ? list('comma', f.notTypes.map((t) => pmsg(`not.${t}`))) : '',
    bound: f.bound ? pmsg(`bound.${f.bound.stat}-${f.bound.min !== undefined ? 'min' : 'max'}`, { n: f.bound.min ?? f.bound.max! }) : '',
  });
}

export const printTypes = (f: Filter): string =>
  f.types ? `type=${[...(f.types.length || f.notTypes ? f.types : ['permanent']), ...(f.notTypes ?? []).map((t) => `non${t}`)].join('+')}` : '';

// ---------------------------------------------------------------------------------------------------------------
// Oracle words

const PLURAL: Record<string, SpellType> = { artifacts: 'artifact', creatures: 'creature', enchantments: 'enchantment', lands: 'land', planeswalkers: 'planeswalker', battles: 'battle' };
const SINGULAR: Record<string, SpellType> = { artifact: 'artifact', creature: 'creature', enchantment: 'enchantment', land: 'land', planeswalker: 'planeswalker', battle: 'battle' };
const BASIC_LAND: Record<string, string> = { plains: 'Plains', islands: 'Island', swamps: 'Swamp', mountains: 'Mountain', forests: 'Forest' };

/** The words of a set of permanents after "all" ("enchantments", "nonland permanents", "artifacts, creatures, and lands"). */
export const PERMANENTS_PHRASE = `all (?:(?:${COLORS.join('|')}) )?(?:non\\w+ )?(?:artifacts|creatures|enchantments|lands|planeswalkers|battles|permanents|Plains|Islands|Swamps|Mountains|Forests)(?:(?:,|,? and) (?:artifacts|creatures|enchantments|lands|planeswalkers|battles))*(?: with (?:power|toughness) \\d{1,2} or (?:greater|less))?`;

/**
 * "all nonland permanents" → its filter; undefined for a set of creatures the reader already reads another way (a
 * filter with no card type), or words it does not know ("all nonbasic lands": supertypes are not modelled).
 */
export function permanentsFilter(phrase: string, creaturesToo = false): Filter | undefined {
  let rest = phrase.replace(/^all /i, '');
  const f: Filter = {};
  const bound = / with (power|toughness) (\d{1,2}) or (greater|less)$/i.exec(rest);
  if (bound) {
    f.bound = boundOf(bound[1]!, Number(bound[2]), bound[3]!);
    rest = rest.slice(0, bound.index);
  }
  const color = COLORS.find((c) => rest.toLowerCase().startsWith(`${c} `));
  if (color) {
    f.color = color;
    rest = rest.slice(color.length + 1);
  }
  const items = rest.split(/,? and |, /);
  if (items.length > 1) {
    const types = items.map((w) => PLURAL[w.toLowerCase()]);
    if (types.some((t) => t === undefined)) return undefined;
    f.types = types as SpellType[];
  } else {
    const m = /^(?:non(\w+) )?(\w+)$/i.exec(rest);
    if (!m) return undefined;
    const word = m[2]!.toLowerCase();
    const land = BASIC_LAND[word];
    if (land) {
      if (m[1]) return undefined;
      f.types = ['land'];
      f.subtype = [land];
    } else if (word === 'permanents') f.types = [];
    else if (PLURAL[word]) f.types = [PLURAL[word]];
    else return undefined;
    if (m[1]) {
      const not = SINGULAR[m[1].toLowerCase()];
      if (!not) return undefined;
      f.notTypes = [not];
    }
  }
  // "all creatures" alone is read by the creature templates; the limit applies to creatures only
  if (f.types!.length === 1 && f.types![0] === 'creature' && !f.notTypes) delete f.types;
  if (f.bound && (f.types !== undefined || f.color)) return undefined;
  if (!f.types && !f.bound && !creaturesToo) return undefined;
  return f;
}
