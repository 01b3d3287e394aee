/**
 * /check with card data: objects written by card name take the card's characteristics (engine/mtg/cards.ts).
 * With live lookup on, names the table does not know are fetched from Scryfall first (a first parse tells which),
 * then the scenario is checked again.
 */
import { checkScenario, type CheckResult } from '../engine/index.ts';
import { cardLookup } from '../rulings/cards/source.ts';
import { cardSource } from './card-names.ts';
import type { CommandContext } from './context.ts';

export async function checkWithCards(ctx: CommandContext, text: string): Promise<CheckResult> {
  const source = cardSource(ctx);
  if (!source) return checkScenario(text);
  const misses = new Set<string>();
  const first = checkScenario(text, { cards: cardLookup(source, misses) });
  if (!source.live || !misses.size) return first;
  await source.prefetch([...misses]);
  return checkScenario(text, { cards: cardLookup(source) });
}
