/**
 * Objects written by card name: `w=Craw Wurm`, `x=灰色熊`, `y=Ours grizzly`. When the parser was given card data
 * (ParseContext.cards), the card's printed characteristics are added to the spec as the words a user would
 * have typed — power/toughness, colours, the keywords this engine knows, planeswalker loyalty, battle defense —
 * so the rest of the parser, the printer and the resolver see an ordinary object, and the canonical text (and a
 * pin made from it) carries the characteristics and no longer needs the card data. Anything written explicitly
 * wins: `w=Craw Wurm 7/7` is a 7/7. Abilities the engine does not model are listed in a note, never dropped
 * silently.
 */
import type { CardFacts } from '../core/cards.ts';
import type { ParseContext } from '../core/game.ts';
import type { Token } from '../core/lexer.ts';
import { vocabulary as V, type Keyword } from './vocabulary.ts';

const PT = /^([+-]?\d{1,4})\/([+-]?\d{1,4})$/;
const NUMBER = /^\d{1,4}$/;
const COLOR_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
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

interface Abilities {
  keywords: Keyword[];
  protection: string[];
  notModelled: string[];
}

/** The card's keyword lines and other abilities, sorted into what the engine knows and what it does not. */
function readAbilities(card: CardFacts): Abilities {
  const out: Abilities = { keywords: [], protection: [], notModelled: [] };
  const listed = card.keywords.map((k) => k.toLowerCase());
  const noted = (text: string) => {
    if (!out.notModelled.includes(text)) out.notModelled.push(text);
  };
  for (const raw of (card.text ?? '').split('\n')) {
    const line = raw.replace(/\([^)]*\)/g, '').trim();
    if (!line) continue;
    const parts = line.split(/,\s*|;\s*/).map((p) => p.trim()).filter(Boolean);
    const isKeywordLine = parts.every((p) => listed.some((k) => p.toLowerCase() === k || p.toLowerCase().startsWith(`${k} `)));
    if (!isKeywordLine) {
      noted(clip(line));
      continue;
    }
    for (const part of parts) {
      const known = V.keywords.get(part);
      if (known) {
        if (!out.keywords.includes(known.canonical)) out.keywords.push(known.canonical);
        continue;
      }
      const pro = /^protection from (.+)$/i.exec(part);
      if (pro) {
        const qualities = pro[1]!.split(/\s*(?:and from|and|from)\s*/i).map((q) => V.qualities.get(q.trim().replace(/s$/, ''))?.canonical ?? V.qualities.get(q.trim())?.canonical);
        if (qualities.every(Boolean)) {
          for (const q of qualities) if (!out.protection.includes(q!)) out.protection.push(q!);
          continue;
        }
      }
      noted(part);
    }
  }
  return out;
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
export function withCardCharacteristics(id: string, tokens: Token[], ctx: ParseContext): Token[] {
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
  const rest = tokens.slice(end);
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
    if (NUMBER.test(card.power ?? '') && NUMBER.test(card.toughness ?? '')) {
      pt.push(`${card.power}/${card.toughness}`);
      summary.push(pt[0]!);
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
  const abilities = readAbilities(card);
  for (const k of abilities.keywords) {
    summary.push(k);
    if (!written(k)) add.push(k);
  }
  if (abilities.protection.length && !written('pro')) {
    add.push(`pro=${abilities.protection.join(',')}`);
    summary.push(`pro=${abilities.protection.join(',')}`);
  }
  ctx.note?.('card.check.from-card', { ...label, summary: summary.join(' ') || '—' });
  if (abilities.notModelled.length) ctx.note?.('card.check.not-modelled', { ...label, abilities: abilities.notModelled.join(' · ') });

  // The name as one token (so words such as "Black" in "Black Knight" stay part of it), the card's power/
  // toughness right after it (where the parser looks for the end of a name), what was written, then the rest.
  const at = (text: string): Token => ({ text, line: name.line, col: name.col, length: name.length });
  return [name, ...pt.map(at), ...rest, ...add.map(at)];
}
