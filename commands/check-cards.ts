/**
 * /check and `rulebot check` with card data: objects written by card name take the card's characteristics
 * (engine/mtg/cards.ts). With live lookup on, names the table does not know are fetched from Scryfall first (a
 * first parse tells which), then the scenario is checked again. One path for both, so the console and the command
 * line read `f=Kitchen Finks` the same way.
 */
import { checkScenario, type CheckResult } from '../engine/index.ts';
import { cardLookup, type CardSource } from '../rulings/cards/source.ts';
import { cardSource } from './card-names.ts';
import type { CommandContext } from './context.ts';

export async function checkWithCards(ctx: CommandContext, text: string): Promise<CheckResult> {
  return checkWithCardSource(cardSource(ctx), text);
}

export async function checkWithCardSource(source: CardSource | undefined, text: string): Promise<CheckResult> {
  if (!source?.available) return checkScenario(text);
  const misses = new Set<string>();
  const first = checkScenario(text, { cards: cardLookup(source, misses) });
  if (!source.live || !misses.size) return first;
  await source.prefetch([...misses]);
  return checkScenario(text, { cards: cardLookup(source) });
}
