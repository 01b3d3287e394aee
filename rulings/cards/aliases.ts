/**
 * Card names in a question. The knowledge base names cards in English (and a few translations); people ask with
 * the name printed on their card: "セラのアバターは墓地に置かれたらどうなる？", "est-ce que Colère de Dieu…".
 * `expandQuestion` finds Japanese and French card names in the text (longest first, Latin names on word
 * boundaries), appends each card's English name so the search finds the entries about it, and reports the
 * spans so language detection can ignore them: a card name in another script does not decide the reply language.
 */
import type { Locale } from '../locales.ts';
import { detectLanguage } from '../detect-language.ts';
import { foldName, type CardIndex, type NameEntry } from './lookup.ts';

export interface CardMention {
  /** Character offsets in the question. */
  start: number;
  end: number;
  /** The name as written in the question. */
  text: string;
  lang: 'ja' | 'fr';
  english: string;
}

export interface ExpandedQuestion {
  /** The question with the English names of the cards it names appended (the question itself when none). */
  text: string;
  mentions: CardMention[];
  /** The question with the card names blanked out: what the language is detected from. */
  masked: string;
  /** The reply language told by the words around the names, when they tell one; undefined when they do not. */
  lang?: Locale;
}

/** Japanese names shorter than this are everyday words (火, 氷); French ones must be whole words of 4+ letters. */
const MIN_JA = 2;
const MIN_FR = 4;
const LATIN = /[\p{Script=Latin}\d]/u;

interface Matcher {
  names: Map<string, NameEntry>;
  /** For each two-character start of a name, the lengths of the names starting so, longest first. */
  lengths: Map<string, number[]>;
}

const matchers = new WeakMap<CardIndex, Matcher>();

/** Builds the name matcher ahead of the first question (a few hundred ms for 30 000 cards). */
export function prepareCardNames(index: CardIndex): void {
  matcherFor(index);
}

function matcherFor(index: CardIndex): Matcher {
  let m = matchers.get(index);
  if (m) return m;
  const names = new Map<string, NameEntry>();
  for (const lang of ['ja', 'fr'] as const) {
    if (!index.hasLanguage(lang)) continue;
    for (const e of index.names(lang)) {
      if (e.key.length < (lang === 'ja' ? MIN_JA : MIN_FR)) continue;
      // a French name that is also an English one ("Tarmogoyf") needs no expansion
      if (lang === 'fr' && foldName(e.card.name) === e.key) continue;
      if (!names.has(e.key)) names.set(e.key, e);
    }
  }
  const lengths = new Map<string, number[]>();
  for (const key of names.keys()) {
    const list = lengths.get(key.slice(0, 2)) ?? [];
    if (!list.includes(key.length)) list.push(key.length);
    lengths.set(key.slice(0, 2), list);
  }
  for (const list of lengths.values()) list.sort((a, b) => b - a);
  m = { names, lengths };
  matchers.set(index, m);
  return m;
}

/** The question folded like names are, with each folded character's source offset. */
function foldWithOffsets(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = foldName(ch);
    for (let k = 0; k < f.length; k++) from.push(i);
    folded += f;
    i += ch.length;
  }
  return { folded, from };
}

export function findCardNames(question: string, index: CardIndex): CardMention[] {
  const { names, lengths } = matcherFor(index);
  if (!names.size) return [];
  const { folded, from } = foldWithOffsets(question);
  const out: CardMention[] = [];
  let pos = 0;
  while (pos < folded.length) {
    let found: { entry: NameEntry; length: number } | undefined;
    for (const length of lengths.get(folded.slice(pos, pos + 2)) ?? []) {
      if (pos + length > folded.length) continue;
      const entry = names.get(folded.slice(pos, pos + length));
      if (!entry) continue;
      const start = from[pos]!;
      const endChar = from[pos + length - 1]!;
      const end = endChar + (question.codePointAt(endChar)! > 0xffff ? 2 : 1);
      // a Latin name must not start or end inside a word ("Foudre" is not in "Foudres")
      if (entry.lang === 'fr' && (LATIN.test(question[start - 1] ?? '') || LATIN.test(question[end] ?? ''))) continue;
      found = { entry, length };
      out.push({ start, end, text: question.slice(start, end), lang: entry.lang as 'ja' | 'fr', english: entry.card.name });
      break;
    }
    pos += found ? found.length : 1;
  }
  return out;
}

export function expandQuestion(question: string, index: CardIndex): ExpandedQuestion {
  const mentions = findCardNames(question, index);
  if (!mentions.length) return { text: question, mentions, masked: question };
  let masked = '';
  let at = 0;
  for (const m of mentions) {
    masked += `${question.slice(at, m.start)}${' '.repeat(m.end - m.start)}`;
    at = m.end;
  }
  masked += question.slice(at);
  const english = [...new Set(mentions.map((m) => m.english))];
  const detected = detectLanguage(masked);
  return { text: `${question} ${english.join(' ')}`, mentions, masked, ...(detected.confident ? { lang: detected.lang } : {}) };
}
