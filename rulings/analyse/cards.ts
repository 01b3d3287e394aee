/**
 * Card names in a question. A real question names cards ("Karn Liberated", 《稲妻/Lightning Bolt》, "Colère de
 * Dieu"): the name is not a word the answer must contain, and a longer name is a different card from the short one
 * it starts with ("Karn Liberated" is not "Karn, Silver Golem").
 *
 * Found three ways, best first:
 * - the card table, when one is loaded (rulings/cards/): every language, any face, the longest name first;
 * - Japanese brackets 《…》 (how Japanese players write a card name; 《名前/English name》 gives the English one);
 * - capital letters: a run of capitalised words in a Latin sentence ("my Bile Blight", "Karn Liberated's -14")
 *   is a name when the index does not know one of its words, or when it is a card an entry is about.
 */
import type { Card } from '../cards/types.ts';
import type { CardIndex } from '../cards/lookup.ts';
import { findCardNames } from '../cards/aliases.ts';

export interface CardMention {
  /** The name as written in the question. */
  text: string;
  /** Offsets in the question. */
  start: number;
  end: number;
  /** The card's English (Oracle) name, when the card table or the question gives it. */
  name?: string;
  /** The card, when the card table knows it. */
  card?: Card;
  via: 'table' | 'brackets' | 'capitals';
  /** An entry of the knowledge base is about this card (its name is in an entry's cards). */
  known?: boolean;
}

/** Anything that finds card names in a question (the card table does; issue #31's live source may too). */
export interface CardNameFinder {
  find(question: string): CardMention[];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** Words of Latin script only: capitals are a clue in Latin sentences, and a Japanese particle ends a name. */
const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’-]*/gu;
/** Lower-case words inside a name ("Sword of Fire", "Tomb of Yawgmoth"); "and" and "et" join two names more often. */
const CONNECTORS = new Set(['of', 'the', 'to', 'from', 'in', 'with', 'for', 'a', 'de', 'du', 'des', 'la', 'le', 'les', 'à', "l'", "d'"]);
/** Words that start a sentence or a clause with a capital and are never the start of a card name. */
const NOT_NAMES = new Set(
  ('i if when what whats how does do did can could would should will is are was were my your his her their the a an ' +
    'and but or so then also say lets let suppose yes no ok okay hey hi hello thanks please why where which who ' +
    'est-ce si quand que qui quoi comment mon ma mes ton ta tes son sa ses le la les un une des et mais ou donc alors ' +
    'je tu il elle on nous vous ils elles ce cette ça ca oui non merci bonjour salut').split(' '),
);
const BRACKETS = /《([^》]{1,60})》/g;

/** Cards named in Japanese brackets: 《稲妻》, 《稲妻/Lightning Bolt》. */
export function bracketedNames(question: string): CardMention[] {
  const out: CardMention[] = [];
  for (const m of question.matchAll(BRACKETS)) {
    const inner = m[1]!;
    const slash = inner.search(/[/／]/);
    const english = slash >= 0 ? inner.slice(slash + 1).trim() : undefined;
    const mention: CardMention = { text: inner, start: m.index, end: m.index + m[0].length, via: 'brackets' };
    if (english && /[A-Za-z]/.test(english)) mention.name = english;
    out.push(mention);
  }
  return out;
}

/**
 * Runs of capitalised words in Latin text that look like a card name. `isKnownWord` says whether the index knows a
 * word (then a run made only of known words, "First Strike", is not taken for a name); `isCardName` whether a run
 * is the name of a card an entry is about (those are names even when every word is known).
 */
export function capitalisedNames(question: string, isKnownWord: (word: string) => boolean, isCardName: (name: string) => boolean): CardMention[] {
  const words = [...question.matchAll(LATIN_WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const out: CardMention[] = [];
  const capital = (w: string) => /^\p{Lu}/u.test(w) && !/^[\p{Lu}\d]+$/u.test(w);
  for (let i = 0; i < words.length; i++) {
    if (!capital(words[i]!.text)) continue;
    // the run: capitalised words, with lower-case connectors inside ("Sword of Fire and Ice"), commas allowed
    let j = i + 1;
    let last = i;
    while (j < words.length) {
      const between = question.slice(words[j - 1]!.end, words[j]!.start);
      if (!/^[\s,]*$/.test(between) || /,\s*,/.test(between)) break;
      const w = words[j]!.text;
      if (capital(w)) last = j;
      else if (!CONNECTORS.has(w.toLowerCase())) break;
      j++;
    }
    // French names capitalise their first word only ("Cape de tatou", "Mystique elfe", "Bonnet du bouffon"): the
    // words after it that the index does not know, through de/du/des, are the rest of the name.
    while (last === i && !isKnownWord(words[i]!.text) && last + 1 < words.length && /^\s+$/.test(question.slice(words[last]!.end, words[last + 1]!.start))) {
      const w = words[last + 1]!.text;
      const next = words[last + 2];
      if (/^(?:de|du|des|d['’]\p{L}+)$/u.test(w) && next && !isKnownWord(next.text) && /^\s+$/.test(question.slice(words[last + 1]!.end, next.start))) last += 2;
      else if (/^\p{Ll}/u.test(w) && !isKnownWord(w) && !NOT_NAMES.has(w)) last += 1;
      else break;
    }
    let run = words.slice(i, last + 1);
    i = last;
    // A run opening a sentence starts with the sentence's own first words ("With Ruxa…", "J'ai Brimaz…").
    while (run.length > 1 && (NOT_NAMES.has(run[0]!.text.toLowerCase()) || /^\p{L}{1,3}['’]/u.test(run[0]!.text) || CONNECTORS.has(run[0]!.text.toLowerCase()))) run = run.slice(1);
    const start = run[0]!.start;
    const atSentenceStart = /(^|[.!?:;]\s*|["“«(]\s*)$/.test(question.slice(0, start));
    // "Karn Liberated's" names Karn Liberated
    const end = run.at(-1)!.end - (/['’]s$/i.test(run.at(-1)!.text) ? 2 : 0);
    const text = question.slice(start, end);
    if (isCardName(text)) {
      out.push({ text, start, end, via: 'capitals', known: true });
      continue;
    }
    // One capitalised word opening a sentence is the sentence's first word; inside a sentence, one the index does
    // not know is a name ("I evoke Mulldrifter", "en Pauper": a card, a format or a set, none of them words to cover).
    if (run.length === 1 && (atSentenceStart || NOT_NAMES.has(run[0]!.text.toLowerCase()))) continue;
    const significant = run.filter((w) => !CONNECTORS.has(w.text.toLowerCase()));
    if (significant.some((w) => !isKnownWord(w.text.replace(/['’]s$/i, '')))) out.push({ text, start, end, via: 'capitals' });
  }
  return out;
}

/** Card names from a card table: Japanese and French through rulings/cards/aliases.ts, English here. */
export class TableCardNames implements CardNameFinder {
  private english?: Map<string, Array<{ words: string[]; label: string; card: Card }>>;

  constructor(private readonly index: CardIndex) {}

  find(question: string): CardMention[] {
    const out: CardMention[] = findCardNames(question, this.index).map((m) => {
      const card = this.index.get(m.english)?.card;
      return { text: m.text, start: m.start, end: m.end, name: m.english, ...(card ? { card } : {}), via: 'table' as const };
    });
    for (const m of this.findEnglish(question)) if (!out.some((o) => o.start < m.end && m.start < o.end)) out.push(m);
    return out.sort((a, b) => a.start - b.start);
  }

  private findEnglish(question: string): CardMention[] {
    const names = this.englishNames();
    const words = [...question.matchAll(WORD)].map((m) => ({ text: m[0], key: nameWord(m[0]), start: m.index, end: m.index + m[0].length }));
    const out: CardMention[] = [];
    for (let i = 0; i < words.length; i++) {
      const candidates = names.get(words[i]!.key) ?? [];
      // "two Charmed Strays", "his Rift Bolts": the last word of a longer name may be said in the plural (a one-word
      // name in the plural is more often its creature type: "Nightmares").
      const found = candidates.find((c) => c.words.every((w, k) => words[i + k]?.key === w || (k > 0 && k === c.words.length - 1 && pluralOf(w, words[i + k]?.key))));
      if (!found) continue;
      const span = words.slice(i, i + found.words.length);
      // A one-word name ("Shock", "Fog", "Reach") is a card only when written as one: capitalised, mid-sentence.
      const atSentenceStart = /(^|[.!?:;]\s*)$/.test(question.slice(0, span[0]!.start));
      if (found.words.length === 1 && (!/^\p{Lu}/u.test(span[0]!.text) || atSentenceStart || found.words[0]!.length < 4)) continue;
      // …and not one word of a longer capitalised name ("Super Mega Death Rocket" is no Death, "Not So Fast" no Fast).
      if (found.words.length === 1 && inCapitalisedRun(question, words, i)) continue;
      // A longer name that lower-case chat happens to spell ("wrath of god") still needs one capital or three words.
      if (found.words.length === 2 && !span.some((w) => /^\p{Lu}/u.test(w.text))) continue;
      const end = span.at(-1)!.end - (/['’]s$/i.test(span.at(-1)!.text) ? 2 : 0);
      out.push({ text: question.slice(span[0]!.start, end), start: span[0]!.start, end, name: found.card.name, card: found.card, via: 'table' });
      i += found.words.length - 1;
    }
    return out;
  }

  private englishNames(): Map<string, Array<{ words: string[]; label: string; card: Card }>> {
    if (this.english) return this.english;
    const map = new Map<string, Array<{ words: string[]; label: string; card: Card }>>();
    for (const e of this.index.names('en')) {
      if (e.lang !== 'en') continue;
      const words = (e.label.match(WORD) ?? []).map(nameWord);
      if (!words.length) continue;
      const list = map.get(words[0]!) ?? [];
      list.push({ words, label: e.label, card: e.card });
      map.set(words[0]!, list);
    }
    for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
    this.english = map;
    return map;
  }
}

/**
 * Whether word `i` has a capitalised neighbour joined to it by a space (or a hyphen): one word of a longer name the
 * table does not know. A sentence's first word ("Does Shock…") is capitalised as the sentence's, not as a name's.
 */
function inCapitalisedRun(question: string, words: ReadonlyArray<{ text: string; start: number; end: number }>, i: number): boolean {
  const capitalised = (w: { text: string } | undefined) => !!w && /^\p{Lu}/u.test(w.text) && !/^[\p{Lu}\d]+$/u.test(w.text);
  const prev = words[i - 1];
  const next = words[i + 1];
  const joined = (a: { end: number }, b: { start: number }) => /^[ -]$/.test(question.slice(a.end, b.start));
  const prevInName = prev && joined(prev, words[i]!) && capitalised(prev) && !/(^|[.!?:;]\s*)$/.test(question.slice(0, prev.start));
  return Boolean(prevInName || (next && joined(words[i]!, next) && capitalised(next)));
}

/** Whether `said` is `word` in an English plural ("strays", "bolts", "witches"); short words are left alone. */
function pluralOf(word: string, said: string | undefined): boolean {
  if (!said || word.length < 4 || /s$/.test(word)) return false;
  return said === `${word}s` || (/(?:ch|sh|x)$/.test(word) && said === `${word}es`);
}

/** A word of a name as compared: lower case, accents off, a possessive 's dropped. */
function nameWord(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/['’]s$/, '').replace(/’/g, "'");
}

/**
 * Card names from a card source whose table may load later (bot/cards-feature.ts reads it after start-up): the
 * names are used as soon as the table is there, and the capitals until then.
 */
export function lazyCardNames(source: { readonly index: CardIndex | undefined }): CardNameFinder {
  let finder: { index: CardIndex; names: TableCardNames } | undefined;
  return {
    find(question) {
      const index = source.index;
      if (!index) return [];
      if (finder?.index !== index) finder = { index, names: new TableCardNames(index) };
      return finder.names.find(question);
    },
  };
}
