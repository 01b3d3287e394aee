/**
 * The focus of a question: the sentence that asks. A real question tells a story first ("I control X. My opponent
 * casts Y targeting Z, and in response I…") and asks at the end ("does it still die?", どうなる？, « est-ce qu'il
 * meurt ? »); the asking sentence says what the answer is about, the story only where it happens. The search weighs
 * what is said only in the story less (rulings/search.ts plan()), never drops it.
 *
 * A sentence asks when it ends with a question mark (? or ？); in a question without any, the last sentence that
 * opens with a question word asks. There is a focus only when some sentence does not ask: a question of one
 * sentence, or of questions only, is all focus.
 */

/** Where a sentence ends: . ! ? before a space or the end ("3.5", "a.k.a" go on), 。！？, a line break. */
const END = /[.!?]+(?=\s|$)|[。！？]+|\n+/gu;
/** Words that open a question written without a question mark: "does it die", "est-ce que", "peut-on". */
const OPENS_QUESTION = /^(?:does|do|did|can|could|is|are|was|were|will|would|should|what|how|why|who|which|when|where|est-ce|peut-on|puis-je|peut-il|peut-elle|comment|pourquoi|quel|quelle|quels|quelles|que|qu'|qui)(?![\p{L}\p{N}])/iu;

export interface Focus {
  /** The asking sentences, in order, joined by a space. */
  text: string;
}

export function questionFocus(question: string): Focus | undefined {
  const sentences: Array<{ text: string; asks: boolean }> = [];
  let at = 0;
  const cut = (end: number) => {
    const text = question.slice(at, end).trim();
    at = end;
    if (/[\p{L}\p{N}]/u.test(text)) sentences.push({ text, asks: /[?？]$/u.test(text) });
  };
  for (const m of question.matchAll(END)) cut(m.index + m[0].length);
  cut(question.length);
  if (sentences.length < 2) return undefined;
  if (!sentences.some((s) => s.asks)) {
    const last = [...sentences].reverse().find((s) => OPENS_QUESTION.test(s.text));
    if (last) last.asks = true;
  }
  const asking = sentences.filter((s) => s.asks);
  if (asking.length === 0 || asking.length === sentences.length) return undefined;
  return { text: asking.map((s) => s.text).join(' ') };
}
