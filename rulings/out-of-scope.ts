/**
 * Questions the knowledge base is not about, recognised by a few curated phrasings in English, Japanese and French:
 * another card game named in the sentence (and none of ours), or a question about prices, ban lists, release dates
 * or the best deck. Such a question gets "no ruling found" (with suggestions) rather than a confident answer that
 * happens to share a word with it: a wrong answer is worse than none.
 * Patterns run on foldTyped() text (lower case, accents stripped, NFKC).
 */
import { namedToCompare } from './game-names.ts';
import { gameSignsIn } from './game-signals.ts';

const L = '(?<![a-z0-9])';
const R = '(?![a-z0-9])';

/** Other trading card games (names and the nicknames players use). */
const OTHER_GAMES = new RegExp(
  [
    `${L}yu-?gi-?oh${R}`, `${L}ygo${R}`, '遊戯王',
    `${L}pokemon${R}`, 'ポケカ', 'ポケモン',
    `${L}lorcana${R}`, 'ロルカナ',
    `${L}one piece${R}`, 'ワンピース',
    `${L}hearthstone${R}`, 'ハースストーン',
    `${L}flesh and blood${R}`,
    `${L}duel masters${R}`, 'デュエマ', 'デュエルマスターズ', 'デュエル・マスターズ',
    `${L}cardfight${R}`, 'ヴァンガード',
    `${L}digimon${R}`, 'デジモン',
    `${L}weiss schwarz${R}`, 'ヴァイス',
    `${L}keyforge${R}`,
    // Not card games of ours at all: tournament questions about them are not Magic policy.
    `${L}poker${R}`, 'ポーカー', `${L}chess${R}`, `${L}echecs${R}`, 'チェス',
    `${L}star wars(?: unlimited| destiny| armada| legion| x-?wing)?${R}`, `${L}x-?wing${R}`, `${L}(?:android )?netrunner${R}`,
    `${L}legend of the five rings${R}`, `${L}l5r${R}`, `${L}grand archive${R}`, `${L}dragon ball super${R}`, `${L}union arena${R}`,
    'スター・?ウォーズ', 'ドラゴンボール', 'ユニオンアリーナ',
    `${L}marvel snap${R}`,
    `${L}shadowverse${R}`, 'シャドバ', 'シャドウバース',
    'バトスピ',
  ].join('|'),
  'gu',
);

/** Not a rules question: money, ban lists, release dates, deck advice, luck of the draw, proxies (tournament policy). */
const NOT_RULES = new RegExp(
  [
    // English
    `${L}bann(?:ed|ing)${R}`, `${L}ban ?list${R}`, `${L}prices?${R}`, `${L}worth${R}`, `${L}release date${R}`,
    `${L}when (?:does|is) (?:the )?next .{0,30}(?:set|release)`, `${L}best (?:budget )?deck${R}`, `${L}decklists?${R}`, `${L}meta ?game${R}`,
    `${L}mana (?:screw|flood)(?:ed)?${R}`, `${L}prox(?:y|ies|ys)${R}`, `${L}(?:which|what) .{0,30}(?:is|are) (?:the )?best${R}`,
    // French ("je bannis une unité" is Riftbound's banish, a rules question)
    `${L}banni(?:e|es)?${R}`, `${L}(?<!(?:je|tu) )bannis${R}`, `${L}liste des cartes bannies${R}`, `${L}prix (?:d'un|d'une|du|de la|des) (?:booster|display|boite|deck|carte)`, `${L}combien ca coute${R}`, `${L}date de sortie${R}`,
    `${L}combien (?:coute|vaut) (?:un|une|le|la) (?:booster|display|boite|deck|carte)`, `${L}meilleur deck${R}`, `${L}proxys?${R}`,
    // Japanese
    '禁止カード', '禁止改定', '制限改定', '値段', '相場', '発売', '新弾', '最強デッキ', '一番強いデッキ', 'おすすめのデッキ', 'デッキレシピ', 'プロキシ',
    // When and where events are (a schedule, not a rule): 次のプレリリースっていつ, 大会の会場ってどこ
    '次の(?:プレリリース|大会|fnm)', '(?:大会|会場|店)(?:の会場)?(?:って|は)どこ',
  ].join('|'),
  'u',
);

/** Words that make the game named next an example ("like a game of Hearthstone", « comme une partie de Pokémon »). */
const EXAMPLE_BEFORE = new RegExp(`${L}(?:like|such as|say|comme|par exemple)${R}(?:\\s+[^\\s]+){0,3}\\s*$`, 'u');

export interface Scope {
  /** The question is about another card game (and names none of ours) or is not a rules question. */
  outOfScope: boolean;
  /** The text with other games' names blanked: like our game names, a name is not a word an answer must hold. */
  text: string;
}

/** Decklists, proxies and banned cards on a list are what tournament policy is about (IPG 3.4, MTR 3.4): not out of scope there. */
const POLICY_TOPICS = new RegExp(`${L}(?:decklists?|prox(?:y|ies|ys))${R}|${L}proxys?${R}|プロキシ`, 'gu');
/** A banned card on a decklist is a Decklist Problem; a ban list asked for is still out of scope. */
const ON_A_DECKLIST = new RegExp(`${L}(?:decklists?|deck lists?)${R}|デッキリスト`, 'u');
const BAN_WORDS = new RegExp(`${L}bann(?:ed|ing)${R}|${L}banni(?:e|es|s)?${R}|禁止カード`, 'gu');
/** « bannie » in a question in Riftbound's own words (Deathknell, showdown…) is its banish (« l'unité est bannie »), a rule. */
const FRENCH_BANISH = new RegExp(`${L}banni(?:e|es|s)?${R}`, 'gu');

/**
 * Reads the scope of an already folded question whose own game names were taken out (`namesOurGame`). For the
 * tournament-policy index (`policy`), decklists, proxies and banned cards are topics, not reasons to decline.
 */
export function readScope(folded: string, namesOurGame: boolean, policy = false): Scope {
  // Another game named only as an example ("decide the match by playing something else, like Hearthstone") is not the
  // game asked about.
  let named = false;
  const text = folded.replace(OTHER_GAMES, (name: string, at: number) => {
    named ||= !namedToCompare(folded, at, at + name.length) && !EXAMPLE_BEFORE.test(folded.slice(Math.max(0, at - 40), at));
    return ' ';
  });
  const topics = policy ? folded.replace(POLICY_TOPICS, ' ') : folded;
  const checked = policy && ON_A_DECKLIST.test(folded) ? topics.replace(BAN_WORDS, ' ') : topics;
  const rules = gameSignsIn(folded).includes('rb') ? checked.replace(FRENCH_BANISH, ' ') : checked;
  return { outOfScope: NOT_RULES.test(rules) || (!namesOurGame && named), text };
}
