/**
 * Which lines of the named cards' text the question points at (issue #24). A card says many things; a question
 * naming it asks about one: "Both of us have Notion Thief and one casts Think Twice: who draws?" is about the Thief's
 * replacement of a draw, because the question's story draws (Think Twice), not about its flash. A line of the card's
 * text (one ability) is pointed at when the question names a concept the line also names, or another named card's
 * text does (two cards meet: a draw meeting a replacement of draws). The specific concepts of a pointed line are the
 * question's likely point; the others are the card's, not the question's.
 */
import type { Card } from './types.ts';
import { cardConcepts, cardLineConcepts, isGenericConcept, type CardTextReader } from './card-concepts.ts';
import { keywordPointed } from './keyword-lines.ts';

/**
 * The named cards' specific concepts a question points at: of each card, the specific concepts of the lines sharing
 * a concept with the question (`asked`) or with another named card's text, and its keywords the question asks
 * through (keyword-lines.ts). Each once, in the order found; none of `asked`.
 */
export function pointedConcepts(cards: readonly Card[], asked: readonly string[], reader: CardTextReader): string[] {
  const unique = [...new Map(cards.map((c) => [c.name, c])).values()];
  const lines = unique.map((card) => cardLineConcepts(card, reader));
  const out = new Set<string>();
  unique.forEach((card, i) => {
    const others = new Set(lines.flatMap((l, j) => (j === i ? [] : l.flat())));
    const meets = (id: string) => asked.includes(id) || others.has(id);
    for (const line of lines[i]!) {
      const specific = line.filter((id) => !isGenericConcept(id));
      for (const id of specific) {
        if (asked.includes(id)) continue;
        // the line's other concepts meet the question or another card; a keyword line through its keyword's domain
        const pointed = keywordPointed(id, asked) && (line.some((other) => other !== id && meets(other)) || (line.length === 1 && others.has(id)));
        if (pointed) out.add(id);
      }
    }
    // what no line holds (the X in the mana cost, a keyword named only in a cost) stays with the card
    const inLines = new Set(lines[i]!.flat());
    for (const id of cardConcepts(card, reader)) if (!inLines.has(id) && !asked.includes(id) && keywordPointed(id, asked)) out.add(id);
  });
  return [...out];
}
