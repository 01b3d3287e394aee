/**
 * The words of an alternative cost (118.9) as engine/mtg/alt-costs.ts pays it: "sacrifice two Mountains", "pay 1 life
 * and exile a blue card from your hand", "return two Islands you control to their owner's hand", with the condition
 * written before it ("If you control a Plains", "If an opponent controls a Swamp and you control a Plains", "If it's
 * your turn"). A part no entry reads ("exile a green card with mana value X from your hand") leaves the sentence unread.
 */
import type { AltCost, AltCondition, AltPart, CardType } from './alt-costs.ts';
import type { Color } from './vocabulary.ts';

export type { AltCost } from './alt-costs.ts';

/** X chosen as the spell is cast, as engine/mtg/oracle.ts writes it into the text (its X_CHOSEN; not imported: oracle.ts reads through this file). */
export const X_COST = 987;

const LAND = 'Plains|Island|Swamp|Mountain|Forest';
const MANA = '(?:\\{(?:\\d{1,2}|[WUBRGC]|[WUBRG2]/[WUBRGP])\\})+';

/** The condition before ", you may …": named groups `you`, `opp` and `you2`, `turn`. */
export const ALT_COND = `If (?:you control an? (?<you>${LAND})|an opponent controls an? (?<opp>${LAND}) and you control an? (?<you2>${LAND})|it's (?<turn>not |)your turn|(?:an? (?<attc>white|blue|black|red|green) creature is|(?<attn>two|three|four) or more creatures are) attacking)`;

/** A count in a cost: a word, or X (read as X_CHOSEN, filled in from `X=N` as the spell is cast). */
const N = '(?<n>an?|two|three|four|X|987)';

/** One part's words → the part, or undefined. Verbs are lowercase here, subtypes capitalised (no `i` flag). */
const PARTS: Array<[RegExp, (g: Record<string, string>) => AltPart | undefined]> = [
  [new RegExp(`^pay (?<mana>${MANA})$`), (g) => ({ kind: 'mana', mana: g.mana! })],
  [/^pay (?<n>\d{1,2}|X|987) life$/, (g) => ({ kind: 'life', amount: count(g.n!) })],
  [new RegExp(`^sacrifice ${N} (?<type>creature|land|artifact|permanent)s?$`), (g) => ({ kind: 'sacrifice', count: count(g.n!), ...typed(g.type!) })],
  [new RegExp(`^sacrifice ${N} (?<sub>[A-Z][a-z]+)$`), (g) => ({ kind: 'sacrifice', count: count(g.n!), subtype: subtype(g.sub!) })],
  [new RegExp(`^return ${N} (?<type>creature|land|permanent)s? you control to (?:its|their) owners?'s? hands?$`), (g) => ({ kind: 'bounce', count: count(g.n!), ...typed(g.type!) })],
  [new RegExp(`^return ${N} (?<sub>[A-Z][a-z]+) you control to (?:its|their) owners?'s? hands?$`), (g) => ({ kind: 'bounce', count: count(g.n!), subtype: subtype(g.sub!) })],
  [/^exile (?<n>an?|two) (?<c>white|blue|black|red|green) cards? from your hand$/, (g) => ({ kind: 'exile-hand', count: count(g.n!), color: g.c! as Color })],
  [new RegExp(`^discard an? (?<sub>${LAND}) card$`), (g) => ({ kind: 'discard', subtype: g.sub! })],
  [/^discard a land card$/, () => ({ kind: 'discard', type: 'land' })],
  [new RegExp(`^discard ${N} cards?(?<random> at random)?$`), (g) => ({ kind: 'discard', count: count(g.n!), ...(g.random ? { random: true as const } : {}) })],
  [new RegExp(`^exile ${N} (?<c>creature )?cards? from your graveyard$`), (g) => ({ kind: 'exile-graveyard', count: count(g.n!), ...(g.c ? { creature: true as const } : {}) })],
  [/^have (?<who>an opponent|each other player) gain (?<n>\d{1,2}) life$/, (g) => ({ kind: 'give-life', amount: Number(g.n), ...(g.who === 'each other player' ? { each: true as const } : {}) })],
  [/^reveal an? (?<sub>[A-Z][a-z]+) card from your hand$/, (g) => ({ kind: 'reveal', subtype: g.sub! })],
  [new RegExp(`^tap ${N} untapped creatures? you control$`), (g) => ({ kind: 'tap-creature', ...(count(g.n!) > 1 ? { count: count(g.n!) } : {}) })],
];

/** Any run of parts joined by "and" (checked part by part as it is read). */
export const ALT_PARTS_TEXT = '.+?';

const count = (n: string): number => (/^\d+$/.test(n) ? Number(n) : n === 'X' ? X_COST : ({ a: 1, an: 1, two: 2, three: 3, four: 4 })[n.toLowerCase() as 'a']!);

/** "Mountains" → Mountain, "Plains" stays; "Goblin" as printed. */
const subtype = (word: string): string => (word === 'Plains' ? word : word.replace(/s$/, ''));

const typed = (type: string): { type?: CardType } => (type === 'creature' ? {} : { type: type as CardType });


/** One part's words, or undefined when no entry reads them. */
function part(words: string): AltPart | undefined {
  for (const [re, make] of PARTS) {
    const g = re.exec(words.trim());
    if (g) return make({ ...g.groups });
  }
  return undefined;
}

/** A template's match → the alternative cost it reads, or undefined when a part or the condition is not one the engine pays. */
export function altCostOf(m: Record<string, string>): { altCost: AltCost } | undefined {
  const parts: AltPart[] = [];
  if (m.parts === 'free') parts.push({ kind: 'free' });
  else
    for (const words of m.parts!.split(' and ')) {
      // "sacrifice a creature or pay {2}": one part, its payer's choice among the options
      const options = words.split(' or ').map((w) => part(w));
      if (options.some((o) => !o)) return undefined;
      parts.push(options.length > 1 ? { kind: 'either', options: options as AltPart[] } : options[0]!);
    }
  const condition: AltCondition = {};
  if (m.you ?? m.you2) condition.you = (m.you ?? m.you2)!;
  if (m.opp) condition.opponent = m.opp;
  if (m.turn !== undefined) condition.turn = m.turn ? 'not-yours' : 'yours';
  if (m.attc || m.attn) condition.attacking = { count: m.attn ? count(m.attn) : 1, ...(m.attc ? { color: m.attc as Color } : {}) };
  return { altCost: Object.keys(condition).length ? { parts, condition } : { parts } };
}
