/**
 * What to write instead, for the notation's most common dead ends (issue #29: a judge who has never seen the
 * notation tried `(etb: …)`, `(enters the battlefield: …)` and `pump`). An unknown trigger or effect word is
 * answered with the words that exist — read from the vocabulary the parser itself uses, so the list is always
 * the engine's — and the closest one; a concept the engine does not model (an upkeep trigger, drawing a card)
 * is said to be not modelled, plainly, rather than "not a word". Messages: commands/locales/<lang>/engine-hints.yaml.
 */
import { fold, type Token } from '../core/lexer.ts';
import type { Message, Span } from '../core/types.ts';
import { vocabulary as V } from './vocabulary.ts';

function list(words: readonly string[]): Message {
  return { key: 'engine.list.comma', params: Object.fromEntries(words.map((w, i) => [String(i), w])) };
}

/** Heads of an ability that are not triggers: `(static: …)` applies always, `(activated …: …)` is activated. */
const NOT_TRIGGERS: ReadonlySet<string> = new Set(['static', 'activated']);

/** The trigger words an ability may start with (every printed trigger the engine resolves). */
export function triggerWords(): string[] {
  return V.abilities.terms.map((t) => t.canonical).filter((w) => !NOT_TRIGGERS.has(w));
}

/** Every word of the not-modelled tables, by kind (a test checks none of them is a word of the vocabulary). */
/** The other names of effect words, and the word each stands for (a test checks each names a real word and is not one). */
export function effectSynonyms(): Record<string, string> {
  return { ...EFFECT_SAME_AS };
}

export function unmodelledWords(): { triggers: string[]; effects: string[] } {
  return { triggers: Object.values(UNMODELLED_TRIGGERS).flat(), effects: Object.values(UNMODELLED_EFFECTS).flat() };
}

/** The effect words (and `+N/+N`, written as itself). */
export function effectWords(): string[] {
  return [...V.effects.terms.map((t) => t.canonical), '+N/+N'];
}

export const expectedTrigger = (): { expected: Message } => ({ expected: { key: 'engine-hints.expected.trigger', params: { words: list(triggerWords()) } } });
export const expectedEffect = (): { expected: Message } => ({ expected: { key: 'engine-hints.expected.effect', params: { words: list(effectWords()) } } });

/**
 * Ways to say a trigger the engine does not resolve, in three languages, by concept (the message
 * `engine-hints.concept.<key>` names it). Words are folded like the vocabulary's (case, accents, spaces = `-`).
 */
const UNMODELLED_TRIGGERS: Record<string, readonly string[]> = {
  // its controller drawing is `you-draw`; a card drawn by anyone, the draw step: not modelled
  draw: ['draw', 'draws', 'draw-step', 'ドロー', 'ドロー時', 'pioche', 'pioche-une-carte'],
  discard: ['discard', 'discards', '捨てた時', 'défausse', 'se-défausse'],
  combat: ['beginning-of-combat', 'combat-begins', '戦闘開始時', 'début-du-combat'],
};

/** Effects the engine does not resolve, by concept, and the words people write for them. */
const UNMODELLED_EFFECTS: Record<string, readonly string[]> = {
  // a search for basic lands or for any card is: search-land …, tutor (engine/mtg/library-search.ts)
  search: ['search', '探す', 'cherche', 'chercher'],
  fight: ['fight', 'fights', '格闘', 'combat-singulier', 'se-bat'],
  copy: ['copy', 'コピー', 'copie', 'copier'],
};

/** Other names of a trigger word, for "did you mean" when the word itself exists (`enters` for "etb"). */
const SAME_AS: Record<string, string> = {
  etb: 'enters',
  'enters-the-battlefield': 'enters',
  'when-enters': 'enters',
  'on-enter': 'enters',
  '戦場に出た時': 'enters',
  '戦場に出たとき': 'enters',
  'arrive-sur-le-champ-de-bataille': 'enters',
  'entre-sur-le-champ-de-bataille': 'enters',
  'dies-trigger': 'dies',
  'death': 'dies',
};

/**
 * Other names people write for an effect word that exists (judges' shorthand: "burn 3 x", "kill x"): the "did you
 * mean" names the word instead of the closest spelling ("burn" is not "bury").
 */
const EFFECT_SAME_AS: Record<string, string> = {
  burn: 'damage',
  deal: 'damage',
  ping: 'damage',
  bolt: 'damage',
  shock: 'damage',
  kill: 'destroy',
  murder: 'destroy',
  remove: 'exile',
  heal: 'gain-life',
  lifegain: 'gain-life',
  drain: 'lose-life',
  'gain-control': 'control',
  焼く: 'damage',
  破壊する: 'destroy',
  追放する: 'exile',
  tuer: 'destroy',
  soigner: 'gain-life',
};

/** Words people write for a +N/+N change ("pump c 3"): the hint shows how the notation writes it. */
const PUMP_WORDS = new Set(['pump', 'boost', 'buff', 'giant-growth', '修整', 'パンプ', 'bonus', 'booster']);

function conceptOf(table: Record<string, readonly string[]>, word: string): string | undefined {
  const key = fold(word);
  for (const [concept, words] of Object.entries(table)) if (words.some((w) => fold(w) === key)) return concept;
  return undefined;
}

/** An unknown trigger word: its error, with the list of words that exist and the closest one. */
export function triggerHint(word: string): { key: string; params: Record<string, string | Message>; extra: { expected: Message; suggestion?: string } } {
  const concept = conceptOf(UNMODELLED_TRIGGERS, word);
  if (concept) return { key: 'engine-hints.not-modelled-trigger', params: { word, concept: { key: `engine-hints.concept.trigger.${concept}` } }, extra: expectedTrigger() };
  const same = SAME_AS[fold(word)];
  const suggestion = same && V.abilities.has(same) ? same : V.abilities.suggest(word);
  return { key: 'engine-hints.unknown-trigger', params: { word }, extra: { ...expectedTrigger(), ...(suggestion ? { suggestion } : {}) } };
}

/** An unknown effect word: not modelled, a +N/+N written as a word, or a typo of an effect word. */
export function effectHint(word: string): { key: string; params: Record<string, string | Message>; extra: { expected: Message; suggestion?: string } } {
  if (PUMP_WORDS.has(fold(word))) return { key: 'engine-hints.pump', params: { word }, extra: expectedEffect() };
  const concept = conceptOf(UNMODELLED_EFFECTS, word);
  if (concept) return { key: 'engine-hints.not-modelled-effect', params: { word, concept: { key: `engine-hints.concept.effect.${concept}` } }, extra: expectedEffect() };
  const same = EFFECT_SAME_AS[fold(word)];
  const suggestion = same && V.effects.has(same) ? same : V.effects.suggest(word);
  return { key: 'engine-hints.unknown-effect', params: { word }, extra: { ...expectedEffect(), ...(suggestion ? { suggestion } : {}) } };
}

/** Where a missing token goes: the column just after `after` (a caret on the space, or past the end of the line). */
export function insertionAfter(after: Span): Span {
  return { line: after.line, col: after.col + after.length, length: 1 };
}

/**
 * `cast A Giant Growth +3/+3 c` has no `:`: it belongs before the first word that starts an effect. The index of
 * that token in `args` (after the caster), or -1 when no effect follows the name.
 */
export function firstEffectToken(args: readonly Token[], from: number): number {
  for (let i = from; i < args.length; i++) {
    const text = args[i]!.text;
    // a capital starts a name ("Destroy Evil"), not an effect
    if (/^[+-]?\d{1,4}\/[+-]?\d{1,4}$/.test(text) || (!/^\p{Lu}/u.test(text) && V.effects.match(args, i))) return i;
  }
  return -1;
}

/**
 * "c attacks B" → "attack c>B", "g blocks c" → "block g>c": what the attacker or blocker is declared against goes
 * after ">". Other directives keep the default order (`cast A Shock: …`, `activate c: …`).
 */
export function reorder(kind: string, verb: string, subject: string, rest: string): string {
  const against = rest.trim();
  if (kind === 'attack') return `${verb} ${subject}${against && !against.startsWith(':') ? `>${against}` : ''}`;
  if (kind === 'block') return `${verb} ${subject}>${against && !against.startsWith(':') ? against : '…'}`;
  return `${verb} ${subject}${rest}`;
}
