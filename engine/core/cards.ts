/**
 * What the engine may learn about a card from its name: the printed characteristics of the face named. The
 * engine stays pure — it never reads a file or the network — so whoever calls the parser passes a lookup
 * (commands/check.ts builds one from the imported Scryfall table).
 */
export interface CardFacts {
  /** The card's (or face's) English name. */
  name: string;
  /** Type line, e.g. "Legendary Creature — Elder Dinosaur", "Battle — Siege". */
  typeLine: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  /** Colour letters W U B R G. */
  colors: string[];
  /** Keywords as the card data lists them ("Flying", "First strike", "Ward"). */
  keywords: string[];
  /** Rules text (English oracle text), one ability per line. */
  text?: string;
  /** Mana cost as printed (`{2}{G}`); absent for a card without one (a land). */
  manaCost?: string;
  /** A transforming two-sided card named by its front: the name of the face it turns into (712.2, 701.28a). */
  back?: string;
}

export interface CardLookup {
  /** The card a name means (any language the data knows), or undefined. */
  get(name: string): CardFacts | undefined;
  /** A close name for "did you mean". */
  suggest?(name: string): string | undefined;
}
