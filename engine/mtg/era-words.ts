/**
 * Words of the notation for the historical rulesets and damage redirection that the parser needs without the
 * kernel: the spellings of `ruleset …` (English, Japanese, French) and what a redirection's recipient should be.
 */
import type { Message } from '../core/types.ts';

export type EraWord = 'today' | '1998' | '2009';

/** `ruleset X`, lower-cased: 1998 = the Urza's Saga rulings; 2009 = Sixth Edition to Magic 2010 (damage on the stack). */
export const ERA_WORDS: Readonly<Record<string, EraWord>> = {
  today: 'today',
  current: 'today',
  '2025': 'today',
  今: 'today',
  現在: 'today',
  actuelles: 'today',
  '1998': '1998',
  urza: '1998',
  ウルザ: '1998',
  '2009': '2009',
  '1999': '2009',
  '6e': '2009',
  '6ed': '2009',
  'sixth-edition': '2009',
  'damage-on-the-stack': '2009',
  第6版: '2009',
  第六版: '2009',
  'ダメージスタック': '2009',
  '6e-édition': '2009',
  'sixième-édition': '2009',
  'blessures-sur-la-pile': '2009',
};

/** Case, accents and "_" versus "-" do not matter (`Sixieme_Edition`). */
const fold = (w: string): string => w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/_/g, '-');
const FOLDED = new Map(Object.entries(ERA_WORDS).map(([w, era]) => [fold(w), era]));

/** The ruleset a `ruleset` word names, or undefined. */
export function eraOf(word: string): EraWord | undefined {
  return FOLDED.get(fold(word));
}

export const RECIPIENT_EXPECTED: { expected: Message } = { expected: { key: 'engine-mtg.era.expected-recipient' } };
