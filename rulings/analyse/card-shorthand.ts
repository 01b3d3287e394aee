/**
 * A card named in full once is then called by one word of its name: "Mogg Squad … do both the Squad and the
 * Shapeshifter die?", "Undergrowth Champion … does my Champion deal 3 or 4?", "Gift of Immortality … destroying the
 * Pet and the Gift". That word is the card, not the rules word it also spells (squad, champion, gift are keywords):
 * read as the rules word, it sends a story about damage or dying to the keyword's entry.
 *
 * Only a capitalised word inside a sentence counts ("the Squad", never "squad" in lower case, nor a sentence's first
 * word), and only a word of a name of two words or more found earlier in the same question.
 */
import type { CardMention } from './cards.ts';

const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’-]*/gu;
/** Lower-case joining words of a name, and words too short to stand for a card. */
const MIN_LETTERS = 3;

function key(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/['’]s$/, '');
}

/**
 * The one-word references to cards already named in `found`, as mentions of those cards. A word already inside a
 * mention, or the start of a sentence, is left alone.
 */
export function cardShorthands(question: string, found: readonly CardMention[]): CardMention[] {
  const named = found.filter((m) => /[\p{L}\p{N}]\s+[\p{L}\p{N}]/u.test(m.text));
  if (named.length === 0) return [];
  const out: CardMention[] = [];
  for (const w of question.matchAll(LATIN_WORD)) {
    const text = w[0].replace(/['’]s$/i, '');
    const start = w.index;
    const end = start + text.length;
    if (!/^\p{Lu}\p{Ll}/u.test(text) || text.length < MIN_LETTERS) continue;
    if (found.some((m) => m.start < end && start < m.end)) continue;
    if (/(^|[.!?:;]\s*|["“«(]\s*)$/.test(question.slice(0, start))) continue;
    const k = key(text);
    // the latest full name before it that holds the word
    const of = named.filter((m) => m.end <= start && (m.text.match(LATIN_WORD) ?? []).some((n) => /^\p{Lu}/u.test(n) && key(n) === k)).at(-1);
    if (!of) continue;
    // named after the full name (its English name, else as written): the same card, counted once, known or not alike
    out.push({ text, start, end, via: 'capitals', name: of.name ?? of.text, ...(of.card ? { card: of.card } : {}), ...(of.known !== undefined ? { known: of.known } : {}) });
  }
  return out;
}
