/**
 * A question read before it is searched. Real questions are stories ("say I control X, my opponent casts Y
 * targeting Z, in response I…") with card names standing in for rules concepts and the question at the end; the
 * search must cover what the question is about, not every word of the story. The analysis separates:
 *
 * - card names (cards.ts): not words an answer must hold; the cards themselves are reported (the card rulings
 *   feature shows their official rulings) and, when the card table knows their text, its concepts are hints;
 * - rules concepts (the lexicon, concepts.ts): each one term, however it was said ("double blocked",
 *   "2体でブロック", "deux bloqueurs");
 * - story words (the lexicon's narrative lists) and loose power/toughness ("my 2/2"): not to cover;
 * - the words left: what the question is about, besides its concepts.
 *
 * Hiragana typed for a katakana term (とらんぷる) is read as the katakana first (kana.ts).
 */
import { chatExpansion } from '../chat-words.ts';
import { fold, foldTyped, isPtToken, tokenize, tokenizeMarked } from '../tokenize.ts';
import { namesOwnType } from '../cards/type-names.ts';
import { takeGameNames } from '../game-signals.ts';
import { bracketedNames, capitalisedNames, type CardMention, type CardNameFinder } from './cards.ts';
import { cardShorthands } from './card-shorthand.ts';
import { cardRole, roleMentions } from './card-roles.ts';
import type { ConceptMatcher } from './concepts.ts';
import { cardConcepts, type CardTextReader } from '../cards/card-concepts.ts';
import { questionFocus } from './focus.ts';
import { hiraganaToKnownKatakana } from './kana.ts';
import { repeatedTriggerCard } from './repeated-cards.ts';

export interface QuestionAnalysis {
  /** Concept ids, in the order the question names them. */
  concepts: string[];
  /** Concepts the question says are absent ("it doesn't have trample"): hints for ranking, not concepts to cover. */
  negated: string[];
  /** How many times the question names each word or concept it names more than once (the point is often repeated). */
  repeats: Record<string, number>;
  /** Cards the question names. */
  cards: CardMention[];
  /** Words to cover besides the concepts (tokenize() form, chat spelling expanded, no story words). */
  words: string[];
  /** The words the concepts were read from (they rank entries sharing a concept; the concept is what is covered). */
  conceptWords: string[];
  /** Words of card names: they may match an entry about the card but are not words to cover. */
  cardWords: string[];
  /** Power/toughness that only describes a creature of the story ("my 2/2"). */
  numbers: string[];
  /** Story words left out. */
  narrative: string[];
  /** Concepts the named cards' rules text uses (when the card table knows it): hints for ranking, not words to cover. */
  hints: string[];
  /** The question's own concepts that the named cards' text also does (generic ones too): what it asks about the cards. */
  echoes: string[];
  /**
   * Words and concept ids said only in the story around the asking sentence (focus.ts): they weigh less. Empty when
   * the whole question asks.
   */
  setup: string[];
  /** A story: enough words that its counts and the words no entry uses are the story's, not the point. */
  story: boolean;
}

export interface AnalysisContext {
  matcher: ConceptMatcher;
  /** Whether the index knows a word (tokenize() form). */
  known: (term: string) => boolean;
  /** Whether a name (as typed) is the name of a card an entry is about. */
  isCardName: (name: string) => boolean;
  /** The card table's names, when one is loaded. */
  cards?: CardNameFinder;
}

/**
 * Analyses a question. `question` is what was typed (card names are found on it: capitals matter); `folded` is
 * the text to read the rest from (foldTyped(), game names and other games' names already taken out).
 */
export function analyseQuestion(question: string, folded: string, ctx: AnalysisContext, withFocus = true): QuestionAnalysis {
  const { matcher } = ctx;
  // a stopword ("sur", "the") is a known word: it never starts or extends a name
  // "turn it into a Swamp", "a Nightmare creature": a one-word card named after its own type is said as the type, a
  // word to cover like any other, not a card whose name is left out.
  const cards = findMentions(question, ctx).filter((m) => !(m.via === 'table' && m.card && namesOwnType(m.card, m.text)));
  // The names come out of the text: what is left is read for concepts and words.
  let text = folded;
  const cardWords: string[] = [];
  for (const m of cards) {
    m.known ??= ctx.isCardName(m.name ?? m.text) || ctx.isCardName(m.text);
    // The name of a card an entry is about stays words to cover ("what does Invasion of Dominaria do" is answered
    // by that entry); any other card's name is not what the answer has to say.
    if (m.known) continue;
    const typed = fold(m.text);
    const at = text.indexOf(typed);
    if (at >= 0) text = `${text.slice(0, at)}${' '.repeat(typed.length)}${text.slice(at + typed.length)}`;
    const name = tokenizeMarked(m.text, false);
    cardWords.push(...name.words.filter((_, i) => !name.stop[i]));
  }
  text = hiraganaToKnownKatakana(text, (katakana) => {
    const [word] = tokenizeMarked(katakana, false).words;
    return word !== undefined && ctx.known(word);
  });
  const read = matcher.read(text, chatExpansionOf);
  const words: string[] = [];
  const numbers: string[] = [];
  const narrative: string[] = [];
  // In a story ("I have 2 Boggart Shenanigans and 3 creatures…") the counts are the story's; in a short question
  // ("0 damage?", "O-15") a number may be the point.
  const story = read.words.length >= STORY_WORDS;
  for (const w of read.words) {
    if (matcher.isNarrative(w)) narrative.push(w);
    else if (isPtToken(w) || NUMBER_WORD.test(w) || (story && /^\d{1,4}$/.test(w))) numbers.push(w);
    else words.push(w);
  }
  const named = read.concepts.map((c) => matcher.lexicon.concepts[c]!.id);
  // A staple card stands for its role in the story ("casts Supreme Verdict" is a board wipe: card-roles.ts), in the
  // order the story names it; a card an entry is about stays words to cover.
  const roles: string[] = [];
  // With a card table the card's own text says what it does (hints, below): only cards it does not know are read here.
  const unread = (r: { start: number; end: number }) => !cards.some((c) => (c.known || c.card) && c.start < r.end && r.start < c.end);
  for (const m of [...cards.filter((c) => !c.known && !c.card), ...roleMentions(question).filter((r) => !ctx.isCardName(r.name) && unread(r))]) {
    const role = cardRole(m.name ?? m.text) ?? cardRole(m.text);
    if (role && matcher.has(role)) roles.push(role);
  }
  const concepts = [...new Set([...named, ...roles])];
  // "two Trepanation Blades", "2 Boggart Shenanigans out": each copy's ability triggers (repeated-cards.ts).
  // The story says it, but it is what is asked: never only the setup.
  const repeated = repeatedTriggerCard(question, cards) && matcher.has(SEVERAL_TRIGGERS) && !concepts.includes(SEVERAL_TRIGGERS);
  if (repeated) concepts.push(SEVERAL_TRIGGERS);
  const repeats: Record<string, number> = {};
  for (const term of [...named, ...words]) repeats[term] = (repeats[term] ?? 0) + 1;
  for (const [term, count] of Object.entries(repeats)) if (count < 2) delete repeats[term];
  // What the named cards' text does (rulings/cards/card-concepts.ts): hints, never concepts to cover.
  const hints = new Set<string>();
  const reader = cardTextReader(matcher);
  for (const m of cards) if (m.card) for (const id of cardConcepts(m.card, reader)) if (!concepts.includes(id)) hints.add(id);
  // What the question asks that a named card's text does too ("does it still hit me as though it weren't blocked?"
  // naming Thorn Elemental): the mechanic asked about the cards, generic or not.
  const echoes = new Set<string>();
  for (const m of cards) if (m.card) for (const id of cardConcepts(m.card, reader, true)) if (concepts.includes(id)) echoes.add(id);
  // The asking sentence read alone: what is said only before it is setup. An asking sentence saying next to
  // nothing ("how is that possible?") leaves the weights as they are.
  const focus = withFocus ? questionFocus(question) : undefined;
  const asked = focus ? analyseQuestion(focus.text, foldTyped(focus.text), ctx, false) : undefined;
  const inFocus = new Set([...(asked?.words ?? []), ...(asked?.concepts ?? []), ...(asked?.conceptWords ?? [])]);
  const focusTerms = asked ? asked.words.length + asked.concepts.length + asked.numbers.length : 0;
  const setup = focusTerms >= FOCUS_MIN_TERMS ? [...new Set([...words, ...concepts, ...read.conceptWords])].filter((t) => !inFocus.has(t) && !(repeated && t === SEVERAL_TRIGGERS)) : [];
  return {
    concepts,
    negated: [...new Set(read.negated.map((c) => matcher.lexicon.concepts[c]!.id))].filter((id) => !concepts.includes(id)),
    repeats,
    cards,
    words: [...new Set(words)],
    conceptWords: [...new Set(read.conceptWords)].filter((w) => !words.includes(w)),
    cardWords: [...new Set(cardWords)].filter((w) => !words.includes(w)),
    numbers: [...new Set(numbers)],
    narrative: [...new Set(narrative)],
    hints: [...hints],
    echoes: [...echoes],
    setup,
    story,
  };
}

/**
 * The question with the names of the cards it surely names blanked out (the card table's, 《…》, or a run of two
 * capitalised words or more): "Welding Jar" says nothing about the Judging at Regular REL document (JAR), "Judge's
 * Familiar" nothing about judges. A single capitalised word stays: "FNM" or "Competitive" may be what it says.
 */
export function withoutCardNames(question: string, mentions: readonly CardMention[]): string {
  let text = question;
  for (const m of mentions) {
    const sure = m.name !== undefined || m.via === 'brackets' || /[\p{L}\p{N}]\s+[\p{L}\p{N}]/u.test(m.text);
    if (sure) text = `${text.slice(0, m.start)}${' '.repeat(m.end - m.start)}${text.slice(m.end)}`;
  }
  return text;
}

/**
 * A number word ("two Virulent Slivers", "deux fois"): the story's count, rarely what decides the rule. It may still
 * match (an entry about 21 commander damage); it is not a word to cover.
 */
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|deux|trois|quatre|cinq|fois)$/;
const STORY_WORDS = 8;
/** The concept of one ability triggering once per copy of its card (rulings/lexicon/mtg.yaml). */
const SEVERAL_TRIGGERS = 'several-triggers';
/** Terms an asking sentence must hold to be the focus. */
const FOCUS_MIN_TERMS = 2;

/** Chat spelling (dmg, pw, ダメ) as the words it stands for; undefined when the word is not chat spelling. */
function chatExpansionOf(word: string): { words: string[]; stop: boolean[] } | undefined {
  const expansion = chatExpansion(word);
  return expansion === undefined ? undefined : tokenizeMarked(expansion, false);
}

/** The cards a question names (the card table's names, 《…》, capitals), in order. */
export function findMentions(question: string, ctx: AnalysisContext, knownWord = (word: string) => tokenize(word, false).every((w) => ctx.known(w))): CardMention[] {
  // A card named like a rule ("Accelerate", "Assault", "Two-Headed Giant": every word of it read as one of the
  // lexicon's concepts) is the rule in a sentence; only brackets or an entry about that card make it the card.
  const table = (ctx.cards?.find(question) ?? []).filter((m) => !(m.via === 'table' && namedLikeRule(m.text, ctx)));
  const found: CardMention[] = [...table, ...bracketedNames(question)];
  const free = (m: CardMention) => !found.some((o) => o.start < m.end && m.start < o.end);
  // Without a card table, capitals are the clue in Latin text.
  // "in Magic", "en Riftbound": a game's name is the game, not a card.
  const gameName = (m: CardMention) => !/[\p{L}\p{N}]/u.test(takeGameNames(foldTyped(m.text)).text);
  for (const m of capitalisedNames(question, knownWord, ctx.isCardName)) if (free(m) && !gameName(m)) found.push(m);
  // "Mogg Squad … the Squad": one word of a name said before is that card again (card-shorthand.ts).
  found.push(...cardShorthands(question, found));
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Whether a card name as written is a rules term: the lexicon reads it as concepts with no word left over
 * ("Accelerate", "Two-Headed Giant"; not "Wrath of God", not "Time Stop"), and no entry is about a card of that name.
 */
function namedLikeRule(text: string, ctx: AnalysisContext): boolean {
  if (ctx.isCardName(text)) return false;
  const read = ctx.matcher.read(foldTyped(text));
  return read.concepts.length > 0 && read.words.length === 0;
}

/** The lexicon as card-concepts.ts reads card text with it; made once per matcher (analyseQuestion runs per question). */
const readers = new WeakMap<ConceptMatcher, CardTextReader>();
/** Lexicon files whose concepts a Magic card's rules text never does (cardTextReader). */
const CARD_TEXT_OFF_AREAS = new Set(['policy', 'rb', 'narrative']);

function cardTextReader(matcher: ConceptMatcher): CardTextReader {
  let reader = readers.get(matcher);
  if (!reader) {
    // A Magic card's text does game rules: a concept of the tournament policy's lexicon ("time called", a hidden card
    // error) or of another game's (Riftbound's chain, banish) read from it is a coincidence of words, not what it does.
    const specific = new Set(matcher.lexicon.concepts.filter((c) => !c.topic && !CARD_TEXT_OFF_AREAS.has(c.area ?? '')).map((c) => c.id));
    reader = { readCard: (folded) => matcher.readCard(folded), specific: (id) => specific.has(id) };
    readers.set(matcher, reader);
  }
  return reader;
}
