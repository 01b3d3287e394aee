/**
 * Creature tokens made by `create` (111.1–111.4): the object a token is as it is created. Its power and toughness,
 * colours and keywords are what the effect says (`create 1/1 white flying A`: "a 1/1 white Spirit creature token
 * with flying"); a token with no colour is colourless (111.4). Its creature types are kept (`subtypes=Spirit`, 111.4,
 * 205.3m: lords and typed triggers ask them), not its name. An artifact creature token carries the card type
 * `artifact` with its keywords, as a written object does (205.2a).
 */
import type { Effect, MtgObject } from './scenario.ts';

export function tokenObject(id: string, controller: string, power: number, toughness: number, traits: Effect['token'] | undefined): MtgObject {
  const o: MtgObject = { id, controller, type: 'creature', power, toughness, keywords: ['token', ...(traits?.keywords ?? [])] };
  if (traits?.colors.length) o.colors = [...traits.colors];
  if (traits?.subtypes?.length) o.subtypes = [...traits.subtypes];
  // an Eldrazi Spawn or Scion's "Sacrifice this creature: Add {C}.": a mana ability (605.1a), `activate token1` uses it
  if (traits?.mana) o.abilities = [{ when: 'activated', costs: ['sacrifice'], effects: [{ kind: 'add-mana', targets: ['you'] }] }];
  return o;
}
