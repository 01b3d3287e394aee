/**
 * What a card's rules text does, read as the rules concepts a question naming the card may be about (issue #24):
 * "Can my Thorn Elemental hit the player?" is about its damage-assignment replacement, "Counterspell on Carnage
 * Tyrant?" about a spell that can't be countered. The concepts are hints for the ranking (rulings/search.ts plans
 * them as optional terms: they add to a score, never to the coverage an answer needs), so a hint alone never makes
 * an answer confident, and the question is never required to be "about" every line of the card.
 *
 * A card's text says a lot that is no question's point: almost every card targets, enters, deals damage, draws or
 * lasts until end of turn. Those concepts (GENERIC, and the lexicon's topic concepts) are left out, and so is reminder
 * text (its parentheses restate the keyword's rule in words that name other concepts: flash's "any time you could
 * cast an instant" is not a question about instants). What is left: the keywords (Scryfall's list and the lexicon's
 * Oracle forms) and the ability shapes below, which the lexicon's word forms do not catch.
 */
import { fold } from '../tokenize.ts';
import type { Card } from './types.ts';

/** How the search's lexicon reads card text (ConceptMatcher.readCard), and which of its concepts exist. */
export interface CardTextReader {
  readCard(folded: string): string[];
  /** Whether the lexicon has this concept and it is not a topic concept (attack, trigger, tap…). */
  specific(id: string): boolean;
}

/**
 * Concepts nearly every card's text names: as a hint they would lean every question toward the entries on targets,
 * tokens or the graveyard, whatever it asks.
 */
const GENERIC = new Set([
  'target', 'enters', 'exile', 'draw', 'graveyard', 'token', 'pump', 'owner-controller', 'upkeep', 'damage-assignment',
  'end-of-turn', 'life-gain', 'life-loss', 'discard', 'plus-counter', 'search-library', 'mill', 'block', 'color',
  'bounce', 'leaves', 'mana-value', 'planeswalker', 'draw-step', 'untap-step', 'cleanup', 'partial-targets', 'shuffling', 'flying',
]);

/**
 * Ability shapes: a pattern over the card's text (folded, reminder text off) and the concept it makes. Patterns,
 * not single words: "instead" in a replacement, "dies" after "whenever", an X in the mana cost.
 */
const SHAPES: ReadonlyArray<{ concept: string; test: (text: string, card: Card) => boolean; specific?: true }> = [
  { concept: 'replacement', test: (t) => /\binstead\b/.test(t) || /\bif [^.]* would [^.]*, /.test(t) || /\benters? (?:the battlefield )?(?:tapped|with)\b/.test(t) },
  { concept: 'dies', test: (t) => /\bwhen(?:ever)? [^.]* dies\b/.test(t) },
  { concept: 'uncounterable', test: (t) => /can['’]?t be countered/.test(t) },
  { concept: 'copy-spell', test: (t) => /\bcopy (?:target|that|it|the next)[^.]*(?:spell|instant|sorcery)/.test(t) },
  { concept: 'copy', test: (t) => /\b(?:a copy of|as a copy|token that['’]?s a copy|becomes a copy)\b/.test(t) },
  { concept: 'sacrifice', test: (t) => /\bsacrifice\b/.test(t) },
  { concept: 'flicker', test: (t) => /\bexile [^.]*\.? ?(?:then )?return (?:it|that card|those cards|them)\b/.test(t) || /\bexile [^.]*, then return\b/.test(t) },
  { concept: 'additional-cost', test: (t) => /\bas an additional cost\b/.test(t) },
  { concept: 'alternative-cost', test: (t) => /\byou may [^.]* rather than pay\b/.test(t) || /\bwithout paying (?:its|their) mana cost\b/.test(t) },
  { concept: 'protection', test: (t) => /\bprotection from\b/.test(t) },
  { concept: 'phasing', test: (t) => /\bphases? (?:out|in)\b/.test(t) },
  { concept: 'x-cost', test: (_, c) => /\{X\}/.test([c.mana, ...(c.faces ?? []).map((f) => f.mana)].join(' ')) },
  { concept: 'control-change', test: (t) => /\bgain control of\b/.test(t) || /\byou control enchanted\b/.test(t) },
  { concept: 'prevention', test: (t) => /\bprevent (?:all|the next|that)\b/.test(t) },
  { concept: 'unpreventable', test: (t) => /\bcan['’]?t be prevented\b/.test(t) },
  { concept: 'cost-reduction', test: (t) => /\bcosts? \{[^}]+\}(?:\{[^}]+\})* less\b/.test(t) || /\bcosts? [^.]* less to cast\b/.test(t) },
  { concept: 'type-change', test: (t) => /\b(?:is|are|becomes?) (?:a|an|the chosen|every) (?:basic land type|[a-z]+ in addition to its other types)\b/.test(t) || /\blands? (?:is|are) (?:mountains|islands|swamps|forests|plains)\b/.test(t) },
  { concept: 'becomes-creature', test: (t) => /\bbecomes? an? [^.]*\bcreature\b/.test(t) },
  { concept: 'regenerate', test: (t) => /\bregenerate\b/.test(t) },
  { concept: 'intervening-if', test: (t) => /\b(?:when|whenever|at) [^,.]*, if\b/.test(t) },
  { concept: 'cheat-into-play', test: (t) => /\bput [^.]* onto the battlefield\b/.test(t) && !/\bland card\b/.test(t) },
  // "attack Gideon Jura if able", "blocks each combat if able": the requirement is the card's, whatever it names
  { concept: 'must-attack', test: (t) => /\battacks? (?:[^.]* )?if able\b/.test(t) },
  { concept: 'block-requirement', test: (t) => /\bblocks? (?:[^.]* )?if able\b/.test(t) || /\bmust be blocked\b/.test(t) },
  // "exile … until this leaves the battlefield", "when this leaves the battlefield, return the exiled card": the card
  // comes back when its exiler leaves (610.3) or through a linked ability (607.2a). Leaving the battlefield is generic
  // in a card's text; in this shape it is the card's point (Faceless Butcher, Spell Queller, Banisher Priest).
  { concept: 'leaves', specific: true, test: (t) => /\bexile [^.]*\buntil [^.]*\bleaves the battlefield\b/.test(t) || /\bleaves the battlefield, [^.]*\bthe exiled (?:card|cards|permanent|permanents|spell)\b/.test(t) },
  // exiled and returned, the card is a new object (400.7): its counters, Auras and what targeted it are gone
  { concept: 'new-object', test: (t) => /\bexile [^.]*\.? ?(?:then )?return (?:it|that card|those cards|them)\b/.test(t) || /\bexile [^.]*, then return\b/.test(t) },
  { concept: 'reanimate', test: (t) => /\breturn [^.]* from (?:your|a|their) graveyard to the battlefield\b/.test(t) },
];

/** The Oracle text of every face, reminder text (in parentheses) taken out. */
export function rulesText(card: Card): string {
  const texts = [card.text, ...(card.faces ?? []).map((f) => f.text)].filter((t): t is string => !!t);
  return [...new Set(texts)].join('\n').replace(/\([^)]*\)/g, ' ');
}

/**
 * The concepts a card's text makes a question about it lean toward: its keywords, the lexicon's Oracle forms and the
 * ability shapes, without the generic ones (with them when `withGeneric`: what the card does at all, to compare with
 * what the question asks). In the order found, each once.
 */
export function cardConcepts(card: Card, reader: CardTextReader, withGeneric = false): string[] {
  const text = rulesText(card);
  if (!text.trim()) return [];
  const lower = text.toLowerCase().replace(/’/g, "'");
  const out = new Set<string>();
  // The keyword list first: Scryfall names every keyword, including the ones the text only names in a cost.
  for (const k of card.keywords ?? []) {
    // a keyword named like its concept ("Flash" → flash, "First strike" → first-strike), else as the lexicon reads it
    const named = k.toLowerCase().replace(/\s+/g, '-');
    if (reader.specific(named)) out.add(named);
    for (const id of reader.readCard(fold(k))) out.add(id);
  }
  for (const id of reader.readCard(fold(text))) out.add(id);
  const shaped = new Set<string>();
  for (const shape of SHAPES) if (shape.test(lower, card)) (shape.specific ? shaped : out).add(shape.concept);
  return [...new Set([...[...out].filter((id) => withGeneric || !GENERIC.has(id)), ...shaped])].filter((id) => reader.specific(id));
}
