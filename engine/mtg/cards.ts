/**
 * Objects written by card name: `w=Craw Wurm`, `x=灰色熊`, `y=Ours grizzly`. When the parser was given card data
 * (ParseContext.cards), the card's printed characteristics are added to the spec as the words a user would
 * have typed — power/toughness, colours, the keywords this engine knows, planeswalker loyalty, battle defense —
 * so the rest of the parser, the printer and the resolver see an ordinary object, and the canonical text (and a
 * pin made from it) carries the characteristics and no longer needs the card data. The card's abilities come from
 * its Oracle text, read by engine/mtg/oracle.ts into the notation's own words (`persist`, `(enters: gain-life 2
 * you)`, `(activated tap: damage 1 ?any)`). Anything written explicitly wins: `w=Craw Wurm 7/7` is a 7/7, and an
 * ability written with a trigger word replaces the card's abilities with that word. Abilities the engine does not
 * model are listed in a note, never dropped silently.
 */
import { describeAlt, type AltCost, type AltPart } from './alt-costs.ts';
import { X_COST } from './alt-costs-reading.ts';
import type { CostChange } from './cost-changes.ts';
import type { CardFacts } from '../core/cards.ts';
import type { ParseContext } from '../core/game.ts';
import type { Token } from '../core/lexer.ts';
import { COLORS, vocabulary as V, type Color, type Keyword, type SpellCost } from './vocabulary.ts';
import { isSpellCard, readOracle, usesX, X_CHOSEN, type CardReading } from './oracle.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { printAbility, printEffects } from './effects-syntax.ts';
import type { CastType, Effect } from './scenario.ts';
import { SUBTYPE } from './subtypes.ts';
import type { CastOnly } from './spell-timing.ts';

const PT = /^([+-]?\d{1,4})\/([+-]?\d{1,4})$/;
const NUMBER = /^\d{1,4}$/;
/** A printed power may be below zero (Char-Rumbler's -1/3). */
const POWER = /^-?\d{1,4}$/;
const COLOR_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const COLOR_LETTERS: Record<Color, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
/** A card name is rarely longer than this many words. */
const MAX_NAME_WORDS = 8;

function span(tokens: Token[], from: number, to: number): Token {
  const first = tokens[from]!;
  const last = tokens[to - 1]!;
  const text = tokens.slice(from, to).map((t) => t.text).join(' ');
  return { text, line: first.line, col: first.col, length: last.line === first.line ? last.col + last.length - first.col : first.length };
}

function clip(text: string, max = 70): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The longest run of leading tokens (before any power/toughness) that names a card. */
function findName(tokens: Token[], ctx: ParseContext): { card: CardFacts; end: number } | undefined {
  const cards = ctx.cards!;
  let limit = tokens.findIndex((t) => PT.test(t.text) || t.text.includes('=') || t.text.startsWith('('));
  if (limit < 0) limit = tokens.length;
  for (let end = Math.min(limit, MAX_NAME_WORDS); end >= 1; end--) {
    const card = cards.get(span(tokens, 0, end).text);
    if (card) return { card, end };
  }
  return undefined;
}

/**
 * The spec's tokens with the named card's characteristics added (or the tokens unchanged when there is no card
 * data or no card name). Reports a card that cannot be in combat, a power/toughness that depends on the game,
 * and a name-only spec naming no card (with "did you mean").
 */
export function withCardCharacteristics(id: string, tokens: Token[], ctx: ParseContext, cast = false): Token[] {
  if (!ctx.cards || tokens.length === 0) return tokens;
  const found = findName(tokens, ctx);
  if (!found) {
    // Only words, none of them notation: the user meant a card the data does not know.
    const nameOnly = tokens.every((t) => !PT.test(t.text) && !t.text.includes('=') && !t.text.startsWith('(') && !V.keywords.get(t.text) && !V.types.get(t.text) && !V.colors.get(t.text));
    if (nameOnly) {
      const name = span(tokens, 0, tokens.length);
      const suggestion = ctx.cards.suggest?.(name.text);
      ctx.error(name, 'card.check.unknown-card', { id, name: name.text }, { expected: { key: 'card.check.expected-card' }, ...(suggestion ? { suggestion } : {}) });
    }
    return tokens;
  }
  const { card, end } = found;
  const name = span(tokens, 0, end);
  const all = tokens.slice(end);
  // X chosen as its spell was cast (107.3m): "enters with X +1/+1 counters" — `X=3` is not a word of the object
  const xToken = all.find((t) => /^X=\d{1,3}$/.test(t.text));
  const rest = all.filter((t) => t !== xToken);
  const label = { id, card: card.name };
  const type = card.typeLine.split('//')[0]!.toLowerCase();
  const explicitPt = rest.some((t) => PT.test(t.text));
  // what the user wrote, in canonical words (`忠誠度=3` is loyalty, `vert` is green), so the card never doubles it
  const canonical = new Set(
    rest.map((t) => {
      const key = /^([^=:]+)[=:]/.exec(t.text)?.[1];
      if (key) return V.attributes.get(key)?.canonical ?? key;
      return V.keywords.get(t.text)?.canonical ?? V.types.get(t.text)?.canonical ?? V.colors.get(t.text)?.canonical ?? t.text.toLowerCase();
    }),
  );
  const written = (word: string) => canonical.has(word);
  const add: string[] = [];
  const summary: string[] = [];

  if (!/\b(creature|planeswalker|battle|artifact|enchantment|land)\b/.test(type)) {
    ctx.error(name, 'card.check.not-a-permanent', { ...label, type: card.typeLine });
    return tokens;
  }
  const pt: string[] = [];
  if (/\bcreature\b/.test(type) && !explicitPt) {
    if (POWER.test(card.power ?? '') && NUMBER.test(card.toughness ?? '')) {
      pt.push(`${card.power}/${card.toughness}`);
      summary.push(pt[0]!);
    } else if (card.power === '*' && card.toughness === '*' && readOracle(card).keywords.some((k) => KEYWORD_RULES[k].ptCount)) {
      // */* set by its own text from a count (604.3, layer 7a: pt-creatures, pt-hand): 0/0 until that applies
      pt.push('0/0');
      summary.push('*/*');
    } else {
      const printed = `${card.power ?? '?'}/${card.toughness ?? '?'}`;
      ctx.error(name, 'card.check.no-pt', { ...label, pt: printed, example: `${id}=${card.name} 3/4` }, { expected: { key: 'card.check.expected-pt' } });
      return tokens;
    }
  }
  if (/\bplaneswalker\b/.test(type) && !/\bcreature\b/.test(type)) {
    if (!written('planeswalker')) add.push('planeswalker');
    if (!written('loyalty') && NUMBER.test(card.loyalty ?? '')) add.push(`loyalty=${card.loyalty}`);
    summary.push(`planeswalker loyalty=${card.loyalty ?? '?'}`);
  }
  if (/\bbattle\b/.test(type)) {
    if (!written('battle')) add.push('battle');
    if (/\bsiege\b/.test(type) && !written('siege')) add.push('siege');
    if (!written('def') && NUMBER.test(card.defense ?? '')) add.push(`def=${card.defense}`);
    summary.push(`battle def=${card.defense ?? '?'}`);
  }
  for (const c of card.colors) {
    const word = COLOR_WORDS[c];
    if (word) {
      summary.push(word);
      if (!written(word)) add.push(word);
    }
  }
  // card types that are also words of the notation (an artifact creature, a land), for protection and targets
  for (const t of ['artifact', 'enchantment', 'land'] as const) {
    if (new RegExp(`\\b${t}\\b`).test(type)) {
      summary.push(t);
      if (!written(t)) add.push(t);
    }
  }
  const reading = readOracle(card);
  // `kicked` says its spell was kicked (702.33d): only a card with kicker or multikicker can be
  const kickedAt = rest.find((t) => V.keywords.get(t.text.replace(/:.*$/, ''))?.canonical === 'kicked');
  if (kickedAt && !reading.keywords.some((k) => KEYWORD_RULES[k].kicker)) {
    ctx.error(kickedAt, 'card.oracle.not-kicker', label);
    return tokens;
  }
  if (xToken && !reading.entersWithX) {
    ctx.error(xToken, 'card.oracle.no-x', label);
    return tokens;
  }
  if (reading.entersWithX) {
    const x = xToken ? Number(xToken.text.slice(2)) : undefined;
    summary.push('enters-with:X');
    if (cast && x === undefined) {
      ctx.error(name, 'card.oracle.x-missing', { ...label, example: `cast A ${id}=${card.name} X=3` });
      return tokens;
    }
    // cast now: it enters with X counters (614.1c); already on the battlefield: it has them
    if (x !== undefined && x > 0 && (cast || !written('+1/+1'))) add.push(cast ? `enters-with:${x}` : `+1/+1=${x}`);
    if (x !== undefined) ctx.note?.('card.oracle.spell-x', { card: card.name, x });
    else if (!written('+1/+1')) ctx.note?.('card.oracle.permanent-x-none', { card: card.name, example: `${id}=${card.name} X=3` });
  }
  const kickedText = reading.abilities.some((a) => a.when === 'enters-kicked') || reading.keywords.some((k) => KEYWORD_RULES[k].entersWithPerKick) || Object.keys(reading.attributes).some((k) => KEYWORD_RULES[k as Keyword]?.entersWithIfKicked);
  if (kickedText && !kickedAt) ctx.note?.('card.oracle.permanent-unkicked', { card: card.name, example: `${id}=${card.name} kicked` });
  for (const k of reading.keywords) {
    summary.push(k);
    if (!written(k)) add.push(k);
  }
  if (reading.protection.length) {
    const pro = `pro=${reading.protection.join(',')}`;
    summary.push(pro);
    if (!written('pro')) add.push(pro);
  }
  for (const [k, n] of Object.entries(reading.attributes)) {
    summary.push(`${k}:${n}`);
    if (!written(k)) add.push(`${k}:${n}`);
  }
  // an ability written with a trigger word replaces the card's abilities with that word
  const writtenWhens = new Set(rest.filter((t) => t.text.startsWith('(')).map((t) => V.abilities.get(t.text.slice(1).replace(/:$/, ''))?.canonical));
  const abilities: string[] = [];
  for (const a of reading.abilities) {
    const text = printAbility(a);
    summary.push(text);
    if (!writtenWhens.has(a.when)) abilities.push(text);
  }
  // literals, not `{ ...label, more }`: see engine/index.ts withPlanned (V8 kept such copies alive past minor GCs)
  ctx.note?.('card.check.from-card', { id, card: card.name, summary: summary.join(' ') || '—' });
  if (reading.notModelled.length) ctx.note?.('card.check.not-modelled', { id, card: card.name, abilities: reading.notModelled.map((t) => clip(t)).join(' · ') });
  noteElsewhere(reading, card.name, ctx);
  // an alternative cost is paid only as its spell is cast from a hand (118.9): the permanent here doesn't use it
  if (reading.altCosts?.length) ctx.note?.('card.check.alt-cost-elsewhere', { card: card.name, cost: describeAlt(reading.altCosts[0]!) });
  if (reading.extraCosts?.length) ctx.note?.('card.check.extra-cost-elsewhere', { card: card.name, cost: describeAlt({ parts: reading.extraCosts.flatMap((c) => c.parts) }) });

  // The name as one token (so words such as "Black" in "Black Knight" stay part of it), the card's power/
  // toughness right after it (where the parser looks for the end of a name), what was written, then the rest.
  const at = (text: string): Token => ({ text, line: name.line, col: name.col, length: name.length });
  // an ability is several tokens, as the lexer would cut it (`(enters:`, `gain-life`, `2`, `you)`)
  // its subtypes (205.3) last, after its abilities: what lords and typed triggers ask of it
  const subtypes = printedSubtypes(card.typeLine);
  const typeWords = subtypes.length && !written('subtypes') ? [`subtypes=${subtypes.join(',')}`] : [];
  // its mana value (202.3), after its subtypes: what "mana value N or less" asks (soulshift, 702.46a)
  const mv = card.manaCost ? manaValueOf(card.manaCost) : 0;
  if (mv > 0 && !written('mv')) typeWords.push(`mv=${mv}`);
  // a transforming two-sided card's other face (712.8e), by name (spaces as `_`): what it becomes as it transforms
  if (card.back && !written('back')) typeWords.push(`back=${card.back.replace(/ /g, '_')}`);
  return [name, ...pt.map(at), ...rest, ...add.map(at), ...abilities.flatMap((a) => a.split(' ')).map(at), ...typeWords.map(at)];
}

/** The mana value of a printed mana cost (202.3): a number counts its value, a hybrid {2/W} 2, X 0 off the stack (202.3e), any other symbol 1. */
export function manaValueOf(cost: string): number {
  let n = 0;
  for (const [, sym] of cost.matchAll(/\{([^}]+)\}/g)) n += /^\d+$/.test(sym!) ? Number(sym) : sym === 'X' || sym === 'Y' ? 0 : sym!.startsWith('2/') ? 2 : 1;
  return n;
}

/** The subtypes after the dash of the card's (front face's) type line: "Creature — Elf Warrior" → Elf, Warrior (205.3). */
export function printedSubtypes(typeLine: string): string[] {
  const after = typeLine.split('//')[0]!.split(' — ')[1];
  return after ? after.trim().split(/\s+/).filter((t) => SUBTYPE.test(t)) : [];
}

/** Keyword abilities of the card that work only from another zone (113.6b): read, kept, and said to do nothing here. */
function noteElsewhere(reading: CardReading, card: string, ctx: ParseContext, kicked = false): void {
  // a spell's kicker is used when its kicked text was read (`kicked`)
  const elsewhere = reading.keywords.filter((k) => KEYWORD_RULES[k].worksFrom !== undefined && !(kicked && KEYWORD_RULES[k].kicker));
  if (elsewhere.length) ctx.note?.('card.check.works-elsewhere', { card, abilities: elsewhere.join(', ') });
}

/** What a spell named by its card brings to `cast`: its colours, card type and effects, with the targets given. */
export interface CardSpell {
  name: string;
  colors: Color[];
  type: CastType;
  effects: Effect[];
  /** Additional costs of sacrificing permanents (601.2h). */
  costs?: SpellCost[];
  /** The spell's own keywords that work on the stack ("This spell can't be countered"). */
  keywords?: Keyword[];
  /** When it may be cast, by its own text (601.3). */
  castOnly?: CastOnly;
  /** Its mana cost and what its text adds or takes away (601.2f; engine/mtg/cost-changes.ts). */
  manaCost?: string;
  costChanges?: CostChange[];
  /** The alternative cost its caster chose to pay (118.9; `alt` after its name). */
  alt?: AltCost;
  /** Additional costs its text adds beyond the cost words (118.8, 601.2h), X filled in. */
  extra?: AltCost;
}

/** A cost part's count or life that is X (X_COST, engine/mtg/alt-costs-reading.ts). */
const partUsesX = (p: AltPart): boolean => ('count' in p && p.count === X_COST) || ('amount' in p && p.amount === X_COST);
const fillPart = (p: AltPart, x: number): AltPart => ({ ...p, ...('count' in p && p.count === X_COST ? { count: x } : {}), ...('amount' in p && p.amount === X_COST ? { amount: x } : {}) }) as AltPart;

/** The additional costs of the card a cast with written effects names (its canonical text, 118.8), when they don't depend on X. */
export function cardExtraCost(name: string, ctx: ParseContext): AltCost | undefined {
  const card = ctx.cards?.get(name);
  const parts = card ? (readOracle(card).extraCosts ?? []).flatMap((c) => c.parts) : [];
  return parts.length && !parts.some(partUsesX) ? { parts } : undefined;
}

/** The alternative cost of the card a cast with written effects names (`cast A Fireblast red instant alt: …`, 118.9), or an error. */
export function cardAltCost(name: string, at: Token, ctx: ParseContext): AltCost | undefined {
  const card = ctx.cards?.get(name);
  const alt = card ? readOracle(card).altCosts?.[0] : undefined;
  if (!alt) ctx.error(at, 'card.oracle.no-alt-cost', { card: card?.name ?? name });
  return alt;
}

/**
 * How a card spell is cast, from the words after its name (601.2b): a mode (`mode=2`), kicked or cleaved, X (`X=3`),
 * its alternative cost (`alt`, 118.9), a die's stated result (`roll=15`, 706.2). One object, so a new way of casting
 * adds a field here and in `castWords`, not a parameter at every call.
 */
export interface CastChoices {
  mode?: Token;
  kicked?: Token;
  x?: Token;
  alt?: Token;
  roll?: Token;
}

/**
 * `cast B Shock` / `cast B Shock: x`: an instant or sorcery named by its card. Its effects are read from its Oracle
 * text; `targets` (the words after the colon, when they are only ids) fill its chosen targets in order, and targets
 * not given are chosen as it is cast. Undefined when `name` is no card (the caller reads the cast as written), null
 * after an error. `choices` are the words written after the name that say how it is cast.
 */
export function cardSpell(name: Token, targets: Token[], ctx: ParseContext, choices: CastChoices = {}): CardSpell | undefined | null {
  const { mode, x, alt, roll } = choices;
  let kicked = choices.kicked;
  const card = ctx.cards?.get(name.text);
  if (!card) return undefined;
  const label = { card: card.name };
  if (!isSpellCard(card)) {
    ctx.error(name, 'card.oracle.not-a-spell-card', { ...label, type: card.typeLine, example: `cast A x=${card.name}` });
    return null;
  }
  const reading = readOracle(card);
  // cleave (702.148a): `cleaved` after the name casts it for its cleave cost, the bracketed words removed
  const cleaved = kicked?.text.toLowerCase() === 'cleaved' ? kicked : undefined;
  if (cleaved) kicked = undefined;
  if (cleaved && !reading.cleave) {
    ctx.error(cleaved, 'card.oracle.not-cleave', label);
    return null;
  }
  // kicker (702.33): `kicked` after the name pays it, and the card's kicked text applies (702.33d)
  if (kicked && !reading.kicked) {
    ctx.error(kicked, 'card.oracle.not-kicker', label);
    return null;
  }
  // an alternative cost (118.9): `alt` after the name pays the one its text offers instead of its mana cost
  const altCost = reading.altCosts?.[0];
  if (alt && !altCost) {
    ctx.error(alt, 'card.oracle.no-alt-cost', label);
    return null;
  }
  const effects = structuredClone((kicked ? reading.kicked : cleaved ? reading.cleave!.effects : reading.spell) ?? []);
  // a modal spell: the modes written (`mode=2`, `mode=1+3`), else the first ones, said in a note (601.2b, 700.2)
  const modes = reading.modes ?? [];
  const count = reading.modeCount ?? { min: 1, max: 1 };
  const written = mode ? mode.text.slice('mode='.length) : undefined;
  const chosen = written ? written.split('+').map(Number) : Array.from({ length: Math.min(count.min, modes.length) }, (_, i) => i + 1);
  const bad = chosen.find((n) => n < 1 || n > modes.length);
  if (mode && (modes.length === 0 || bad !== undefined)) {
    ctx.error(mode, 'card.oracle.no-such-mode', { ...label, n: bad ?? written!, count: modes.length });
    return null;
  }
  if (mode && (chosen.length < count.min || chosen.length > count.max || (!count.repeat && new Set(chosen).size < chosen.length))) {
    ctx.error(mode, count.repeat ? 'card.oracle.mode-count-repeat' : 'card.oracle.mode-count', { ...label, min: count.min, max: count.repeat ? count.max : Math.min(count.max, modes.length), n: written! });
    return null;
  }
  // "you may choose both" only with a commander on your side as it is cast: a scenario has no command zone, so the
  // user's choice of both is taken as saying so, and the reply says it (700.2)
  if (count.bothIf && chosen.length > 1) ctx.note?.('card.oracle.spell-mode-commander', label);
  // a mode whose line the reader doesn't read can't be cast by name: the user writes its effects out
  const unread = chosen.find((n) => modes[n - 1]!.length === 0);
  if (unread !== undefined) {
    ctx.error(mode ?? name, 'card.oracle.mode-unread', { ...label, n: unread, example: `cast A ${card.name}: damage 2 x` });
    return null;
  }
  const picked = modes.length > 0 ? structuredClone(chosen.flatMap((n) => modes[n - 1]!)) : [];
  // X chosen as it is cast (107.3a, 601.2b): `X=3` after the name puts it where the text says X
  const extraParts = (reading.extraCosts ?? []).flatMap((c) => c.parts);
  const hasX = [...effects, ...picked].some(usesX) || extraParts.some(partUsesX);
  if (x && !hasX) {
    ctx.error(x, 'card.oracle.no-x', label);
    return null;
  }
  if (hasX && !x) {
    ctx.error(name, 'card.oracle.x-missing', { ...label, example: `cast A ${card.name} X=3` });
    return null;
  }
  if (x) {
    const value = Number(x.text.slice(2));
    const fill = (e: Effect): void => {
      for (const k of ['amount', 'power', 'toughness'] as const) {
        if (Math.abs(e[k] ?? 0) === X_CHOSEN) e[k] = e[k]! < 0 ? -value : value;
      }
      e.then?.forEach(fill);
    };
    [...effects, ...picked].forEach(fill);
    extraParts.splice(0, extraParts.length, ...extraParts.map((p) => fillPart(p, value)));
    ctx.note?.('card.oracle.spell-x', { card: card.name, x: value });
  }
  if (modes.length > 0) {
    effects.push(...picked);
    const other = chosen.length === 1 ? (chosen[0] === 1 ? 2 : 1) : chosen[0]!;
    ctx.note?.('card.oracle.spell-mode', { card: card.name, n: chosen.join('+'), count: modes.length, effects: printEffects(picked), example: `mode=${other}` });
  }
  // a die's result stated after the name (706.2): `roll=15`, on the spell's first roll
  const die = effects.find((e) => e.kind === 'roll-die');
  if (roll) {
    const result = Number(roll.text.slice('roll='.length));
    if (!die) {
      ctx.error(roll, 'card.oracle.no-roll', label);
      return null;
    }
    if (result < 1 || result > (die.amount ?? 6)) {
      ctx.error(roll, 'engine-mtg-dice.parse.bad-result', { word: roll.text, sides: die.amount ?? 6 });
      return null;
    }
    die.result = result;
  }
  if (effects.length === 0) {
    ctx.error(name, 'card.oracle.spell-unread', { ...label, example: `cast A ${card.name}: damage 2 x` }, { expected: { key: 'card.oracle.expected-spell-effects' } });
    return null;
  }
  const open = effects.filter((e) => e.choose && e.targets.length === 0);
  const given = targets.filter((t) => t.text !== ',');
  // one word "target" may choose several ("up to two target creatures", 115.3): it takes as many of the ids given
  const room = open.reduce((n, e) => n + (e.count?.max ?? 1), 0);
  if (given.length > room) {
    ctx.error(given[room]!, 'card.oracle.too-many-targets', { ...label, count: room });
    return null;
  }
  let next = 0;
  for (const e of open) {
    const take = given.slice(next, next + (e.count?.max ?? 1));
    next += take.length;
    for (const t of take) if (!ctx.refTarget(t)) return null;
    if (take.length) e.targets = take.map((t) => t.text);
  }
  const colors = COLORS.filter((c) => card.colors.includes(COLOR_LETTERS[c]));
  const type: CastType = /\bsorcery\b/i.test(card.typeLine.split('//')[0]!) ? 'sorcery' : 'instant';
  const costs = reading.castCosts ?? [];
  const summary = [...colors, type, ...costs, printEffects(effects)].join(' ');
  ctx.note?.('card.oracle.spell-from-card', { card: card.name, summary });
  if (reading.kicked) ctx.note?.(kicked ? 'card.oracle.spell-kicked' : 'card.oracle.spell-unkicked', label);
  if (reading.cleave) ctx.note?.(cleaved ? 'card.oracle.spell-cleaved' : 'card.oracle.spell-uncleaved', { ...label, cost: reading.cleave.cost });
  if (reading.notModelled.length) ctx.note?.('card.oracle.spell-not-modelled', { card: card.name, abilities: reading.notModelled.map((t) => clip(t)).join(' · ') });
  noteElsewhere(reading, card.name, ctx, reading.kicked !== undefined);
  const own = reading.keywords.filter((k) => KEYWORD_RULES[k].worksFrom === undefined);
  const spell: CardSpell = { name: card.name, colors, type, effects };
  if (costs.length) spell.costs = costs;
  if (own.length) spell.keywords = own;
  if (reading.castOnly) spell.castOnly = reading.castOnly;
  // escalate's cost counts the modes chosen beyond the first (702.120a)
  const costChanges = reading.costChanges?.map((c) => (c.per === 'extra-mode' ? { ...c, extraModes: Math.max(0, chosen.length - 1) } : c));
  if (costChanges?.length && card.manaCost) Object.assign(spell, { manaCost: card.manaCost, costChanges });
  if (extraParts.length) spell.extra = { parts: extraParts };
  if (altCost && alt) {
    spell.alt = altCost;
    ctx.note?.('card.oracle.spell-alt', { card: card.name, cost: describeAlt(altCost) });
  } else if (altCost) ctx.note?.('card.oracle.spell-alt-unused', { card: card.name, cost: describeAlt(altCost), example: `cast A ${card.name} alt` });
  return spell;
}
