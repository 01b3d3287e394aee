/**
 * The words of an alternative cost (118.9) as engine/mtg/alt-costs.ts pays it: "sacrifice two Mountains", "pay 1 life
 * and exile a blue card from your hand", "return two Islands you control to their owner's hand", with the condition
 * written before it ("If you control a Plains", "If an opponent controls a Swamp and you control a Plains", "If it's
 * your turn"). A part no entry reads ("exile a green card with mana value X from your hand") leaves the sentence unread.
 */
import type { AltCost, AltCondition, AltPart } from './alt-costs.ts';
import type { Color } from './vocabulary.ts';

export type { AltCost } from './alt-costs.ts';

const LAND = 'Plains|Island|Swamp|Mountain|Forest';
const MANA = '(?:\\{(?:\\d{1,2}|[WUBRGC]|[WUBRG2]/[WUBRGP])\\})+';

/** The condition before ", you may …": named groups `you`, `opp` and `you2`, `turn`. */
export const ALT_COND = `If (?:you control an? (?<you>${LAND})|an opponent controls an? (?<opp>${LAND}) and you control an? (?<you2>${LAND})|it's (?<turn>not |)your turn)`;

/** One part's words → the part, or undefined. */
const PARTS: Array<[RegExp, (g: Record<string, string>) => AltPart | undefined]> = [
  [new RegExp(`^pay (?<mana>${MANA})$`, 'i'), (g) => ({ kind: 'mana', mana: g.mana! })],
  [/^pay (?<n>\d{1,2}) life$/i, (g) => ({ kind: 'life', amount: Number(g.n) })],
  [new RegExp(`^sacrifice (?<n>an?|two|three) (?<what>(?:${LAND}|creature)s?)$`, 'i'), (g) => ({ kind: 'sacrifice', count: count(g.n!), ...land(g.what!) })],
  [new RegExp(`^return (?<n>an?|two|three) (?<what>(?:${LAND})s?) you control to (?:its|their) owner's hand$`, 'i'), (g) => ({ kind: 'bounce', count: count(g.n!), subtype: land(g.what!).subtype! })],
  [/^exile (?<n>an?|two) (?<c>white|blue|black|red|green) cards? from your hand$/i, (g) => ({ kind: 'exile-hand', count: count(g.n!), color: g.c!.toLowerCase() as Color })],
  [new RegExp(`^discard an? (?<what>${LAND}) card$`, 'i'), (g) => ({ kind: 'discard', subtype: land(g.what!).subtype! })],
  [/^tap an untapped creature you control$/i, () => ({ kind: 'tap-creature' })],
];

/** Any run of parts joined by "and" (checked part by part as it is read). */
export const ALT_PARTS_TEXT = '.+?';

const count = (n: string): number => ({ a: 1, an: 1, two: 2, three: 3 })[n.toLowerCase() as 'a'] ?? 1;

/** "Mountains" → Mountain; "creature(s)" → no land type (any creature). */
function land(what: string): { subtype?: string } {
  const one = what.replace(/s$/i, '');
  if (/^creature$/i.test(one)) return {};
  const type = LAND.split('|').find((t) => t.toLowerCase() === (what.toLowerCase() === 'plains' ? 'plains' : one.toLowerCase()));
  return type ? { subtype: type } : {};
}

/** A template's match → the alternative cost it reads, or undefined when a part or the condition is not one the engine pays. */
export function altCostOf(m: Record<string, string>): { altCost: AltCost } | undefined {
  const parts: AltPart[] = [];
  if (m.parts === 'free') parts.push({ kind: 'free' });
  else
    for (const words of m.parts!.split(' and ')) {
      const hit = PARTS.map(([re, make]) => {
        const g = re.exec(words.trim());
        return g ? make({ ...g.groups }) : undefined;
      }).find(Boolean);
      if (!hit) return undefined;
      parts.push(hit);
    }
  const condition: AltCondition = {};
  if (m.you ?? m.you2) condition.you = (m.you ?? m.you2)!;
  if (m.opp) condition.opponent = m.opp;
  if (m.turn !== undefined) condition.turn = m.turn ? 'not-yours' : 'yours';
  return { altCost: Object.keys(condition).length ? { parts, condition } : { parts } };
}
