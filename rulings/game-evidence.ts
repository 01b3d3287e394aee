/**
 * Which game a question that names none is about, read from words only one game's players use (issue #26). The
 * search's vote across its indexes (RulingsSearch.acrossParts) weighs every word by how many entries of each index
 * use it, so every entry added to one game moves questions that say nothing about that game ("with 4 players, does
 * everybody draw on turn one?"): everyday words lean to whichever game's entries use them most. These cues do not
 * move with the knowledge base: "creature", "mana", "graveyard", 唱える are Magic's; "unit", "rune", "showdown",
 * "battlefields", « mon unité », ルーン are Riftbound's. A question holding one game's cues and none of another's is
 * that game's; holding none, or several games', the vote (and its honest "not sure") decides as before.
 * Patterns run on foldTyped() text (lower case, accents stripped); a keyword that is also an everyday English word
 * ("Tank", "Temporary", "Hidden") counts only written as a name, with its capital, in the question as typed.
 */
import type { Game } from './games.ts';
import { gameSignsIn } from './game-names.ts';

const L = '(?<![a-z0-9])';
const R = '(?![a-z0-9])';
const K = '(?<![ァ-ヶー])';
const KE = '(?![ァ-ヶー])';
const DET = "(?:my|your|his|her|their|our|the|a|an|its|this|that|each|every|all|any|one|two|three|\\d+|mon|ma|mes|ton|ta|tes|son|sa|ses|leur|leurs|notre|votre|nos|vos|le|la|les|l'|une?|des|ce|cet|cette|ces)";

/** Magic's own terms (its card types, zones, resources and actions): Riftbound has units, the trash, runes and plays. */
const MTG_CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ['creature', new RegExp(`${L}creatures?${R}|${K}クリ[ー]?チャ[ー]?${KE}`, 'u')],
  ['mana', new RegExp(`${L}mana${R}|${K}マナ${KE}`, 'u')],
  ['graveyard', new RegExp(`${L}(?:graveyards?|cimetieres?|gy)${R}|墓地`, 'u')],
  ['library', new RegExp(`${L}(?:${DET}) (?:library|libraries|bibliotheques?)${R}|${K}ライブラリ[ー]?${KE}`, 'u')],
  ['cast', new RegExp(`唱え|唱える`, 'u')],
  ['planeswalker', new RegExp(`${L}planeswalkers?${R}|${K}プレインズウォ[ー]カ[ー]${KE}|忠誠`, 'u')],
  ['stack', new RegExp(`${L}(?:on|onto|off|from|to|the) stack${R}|${L}(?:sur|dans) la pile${R}|${K}スタック${KE}`, 'u')],
  ['tap', new RegExp(`${L}(?:un)?tap(?:s|ped|ping)?${R}|${K}(?:アン)?タップ${KE}`, 'u')],
  ['instant', new RegExp(`${L}instants?${R}(?! (?:win|death|kill|replay))|${L}ephemeres?${R}|${K}インスタント${KE}`, 'u')],
  ['sorcery', new RegExp(`${L}(?:sorcery|sorceries|rituels?)${R}|${K}ソ[ー]サリ[ー]${KE}`, 'u')],
  ['enchantment', new RegExp(`${L}(?:enchantments?|enchantements?|auras?)${R}|${K}エンチャント${KE}`, 'u')],
  ['artifact', new RegExp(`${L}(?:artifacts?|artefacts?)${R}|${K}ア[ー]ティファクト${KE}`, 'u')],
  ['land', new RegExp(`${L}(?:lands|(?:basic|nonbasic|a|one|my|your|his|her|their|untapped|tapped) lands?|land (?:drop|card)s?|terrains? de base)${R}|土地`, 'u')],
  ['exile', new RegExp(`${L}(?:exiled?|exiles|exiling|exil(?:e|ee|es|er)?)${R}|追放`, 'u')],
  ['step', new RegExp(`${L}(?:draw|end|cleanup|untap|combat damage|beginning of combat) steps?${R}|${L}etapes? (?:de pioche|de fin|de nettoyage|de degagement|des degats de combat)${R}|(?:ドロ[ー]|終了|アンタップ|クリンナップ|戦闘ダメ[ー]ジ)・?ステップ`, 'u')],
  ['upkeep', new RegExp(`${L}(?:upkeep|entretien)${R}|${K}アップキ[ー]プ${KE}`, 'u')],
  ['commander', new RegExp(`${L}(?:commander|edh|cedh)${R}|統率者`, 'u')],
  ['life', new RegExp(`${L}(?:life total|life points?|points de vie|lifelink|lien de vie)${R}|ライフ|絆魂`, 'u')],
  ['toughness', new RegExp(`${L}(?:toughness|endurance)${R}|${K}タフネス${KE}|(?<![a-z0-9/])[+-]?[0-9x*]+/[+-]?[0-9x*]+(?![a-z0-9/])`, 'u')],
  ['evergreen', new RegExp(`${L}(?:trample|flying|deathtouch|first strike|double strike|hexproof|haste|indestructible|lifelink|pietinement|contact mortel|double initiative|defense talismanique|celerite)${R}|トランプル|接死|先制攻撃|二段攻撃|呪禁|飛行|速攻|警戒|威迫|破壊不能`, 'u')],
  // keyword actions and abilities no other game has (Riftbound's Vision looks and recycles; it never scries)
  ['keyword-action', new RegExp(`${L}(?:scry|scries|scried|surveil|mill(?:s|ed)?|cascade|flashback|kicker|kicked|convoke|delve|cycling|storm count|morph|manifest(?:ed)?|investigate|treasure tokens?|clue tokens?|food tokens?)${R}|占術|諜報|切削|続唱|フラッシュバック|キッカ[ー]|召集|探査|サイクリング|変異`, 'u')],
  ['legendary', new RegExp(`${L}(?:legendary|legend rule|legendaire)${R}|伝説の`, 'u')],
  ['format', new RegExp(`${L}(?:modern|legacy|vintage|pauper|pioneer|standard format)${R}`, 'u')],
  ['combat-step', new RegExp(`${L}(?:declare (?:attackers|blockers)|blockers?|blocked|blocking|bloqueurs?)${R}`, 'u')],
  ['counter', new RegExp(`${L}(?:\\+1/\\+1|-1/-1) counters?${R}|${L}marqueurs? [+-]1/[+-]1${R}|${L}(?:poison|proliferate|proliferer|infect)${R}|増殖|毒カウンタ`, 'u')],
];

/**
 * Riftbound's own terms (Core Rules 2025-06-02 glossary and the words its players use for them): its board of units,
 * battlefields, base and runes, its Might, its chain and showdowns, its scoring. "Unit" is also Gate Ruler's; a
 * question that says one of Gate Ruler's own terms does not count it.
 */
const RB_CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ['unit', new RegExp(`${L}(?:units?|unites?)${R}|${K}ユニ[ッツ]ト${KE}`, 'u')],
  ['legend', new RegExp(`${L}(?:${DET}|champion) (?:legends?|legendes?)${R}(?! rule)|${K}レジェンド${KE}`, 'u')],
  ['champion', new RegExp(`${L}(?:my|your|his|her|their|our|the|mon|ma|son|sa|ton|ta|leur|votre|notre|chosen) champions?${R}(?! of)|${K}チャンピオン${KE}`, 'u')],
  ['battlefields', new RegExp(`${L}(?:battlefields|champs de bataille|(?:attack(?:s|ed|ing)?|mov(?:e|es|ed|ing)|conquer(?:s|ed|ing)?|hold(?:s|ing)?|contest(?:s|ed|ing)?|control(?:s|led|ling)?|at|to) (?:a |an |the |that |this |their |his |her |my |an empty |the same |another |other |each )?battlefield(?! zone)|battlefield (?:a|b|1|2|3)|battlefield (?:i'?m|i am|you'?re|they'?re|we'?re|he'?s|she'?s|it'?s|is) (?:attacking|contesting|holding|defending|controlling)|(?:attaqu|deplac|contest|conquer|control|tien)[a-z]* (?:un |le |ce |mon |son |leur )?champ de bataille)${R}`, 'u')],
  ['rune', new RegExp(`${L}(?<!read the )runes?${R}|${K}ル[ー]ン${KE}`, 'u')],
  ['might', new RegExp(`${L}(?:its|his|her|their|the|total|base|unit'?s|unit’s|more|less|\\+[0-9x]+|-[0-9x]+) might${R}|${L}might (?:of|bonus|buff)${R}|${K}マイト${KE}`, 'u')],
  ['showdown', new RegExp(`${L}(?:showdowns?|affrontements?)${R}|${K}ショ[ー]?ダウン${KE}`, 'u')],
  ['conquer', new RegExp(`${L}(?:conquer(?:s|ed|ing)?|conquerir|conquiert|conquete)${R}|征服`, 'u')],
  ['hold', new RegExp(`${L}(?:hold(?:s|ing)? (?:a |the |that |this )?battlefield|on hold|hold points?)${R}`, 'u')],
  ['recall', new RegExp(`${L}(?<!ancestral )recall(?:s|ed|ing)?${R}|${K}リコ[ー]ル${KE}`, 'u')],
  ['chain', new RegExp(`^(?![^]*chain lightning)[^]*(?:${L}(?:the|on|onto|open|closed|la|sur) chaine?s?${R}|${K}チェ[ーイ]ン${KE})`, 'u')],
  ['focus', new RegExp(`${L}focus${R}|${K}フォ[ー]カス${KE}`, 'u')],
  ['energy', new RegExp(`${L}(?:energy|energie)${R}(?! counters?)|${K}エネルギ[ー]?${KE}(?!・?カウンタ|[0-9０-９]+個)`, 'u')],
  ['base', new RegExp(`${L}(?:(?:my|your|his|her|their|our|the|its|to|at|in|from) base(?! (?:power|toughness|might|p/t|stats|cost))|(?:a|dans|de) (?:la|ma|ta|sa|leur|votre|notre) base)${R}|${K}ベ[ー]ス${KE}`, 'u')],
  ['exhaust', new RegExp(`${L}(?<!'s |’s )(?:exhaust(?:s|ed|ing)?|epuise(?:e|es|r)?)${R}(?! abilit)|消耗`, 'u')],
  ['recycle', new RegExp(`${L}recycl(?:e|es|ed|ing|er)${R}|${K}リサイクル${KE}`, 'u')],
  ['trash', new RegExp(`${L}(?:the|my|your|his|her|their|in|to|into) trash${R}|${K}トラッシュ${KE}`, 'u')],
  ['buff', new RegExp(`${L}buff(?:s|ed)?${R}`, 'u')],
  ['score', new RegExp(`${L}(?:scor(?:e|es|ed|ing) (?:a |\\d+ )?points?|victory (?:points?|score)|points? de victoire|score)${R}|得点`, 'u')],
  ['recruit', new RegExp(`${L}(?:recruits?|recrues?)${R}|${K}リクル[ー]ト${KE}`, 'u')],
  ['reaction', new RegExp(`${L}reactions?${R}|${K}リアクション${KE}`, 'u')],
  ['keyword', new RegExp(`${K}(?:アサルト|タンク|ビジョン)${KE}`, 'u')],
];
/** Riftbound's keywords that are also everyday words, counted only capitalised in the typed question ("has Tank"). */
const RB_NAMED_KEYWORDS = /(?<![A-Za-z])(?:Tank|Temporary|Hidden|Legion|Vision|Assault|Accelerate|Ganking|Deathknell|Deflect|Shield|Cach[ée]e|Bouclier)(?![A-Za-z])(?! [A-Z])/u;

/** Gate Ruler's own terms: a question using one is not Riftbound's for saying "unit". */
const GR_CUES: ReadonlyArray<readonly [string, RegExp]> = [
  // Gate Ruler pays energy too (エナジー; Riftbound's Japanese players say エネルギー): in English or French, no evidence either way
  ['energy', new RegExp(`${L}(?:energy|energie)${R}(?! counters?)|${K}エナジ[ー]?${KE}`, 'u')],
  // card names bracketed the way Japanese Magic and Gate Ruler players write them (《…》) and Gate Ruler's 【keyword】:
  // Riftbound has no Japanese card names to bracket
  ['brackets', /《[^》]{1,30}》|【[^】]{1,12}】/u],
  ['gr-terms', new RegExp(`${L}(?:damage zone|zone de degats|soul ?guard|garde d'ame|damage reversal|drive zone|set zone|drive [0-9]|rulers?|(?:od|td|dr)[0-9]?|hp[0-9]*)${R}|ダメ[ー]ジゾ[ー]ン|ダメ[ー]ジリバ[ー]ス|ソウル|ドライブ|ル[ー]ラ[ー]|ゲ[ー]ト|召喚(?!酔)|セットゾ[ー]ン`, 'u')],
];

export type GameCues = Record<Game, string[]>;

/**
 * The cues of each game in a question: `folded` is its foldTyped() text, `typed` the text as typed (for capitalised
 * keywords), `cardGames` the games of the entries' cards it names (RulingsSearch knows them).
 */
export function gameCues(folded: string, typed: string, cardGames: readonly Game[] = []): GameCues {
  const found = (cues: ReadonlyArray<readonly [string, RegExp]>) => cues.filter(([, re]) => re.test(folded)).map(([name]) => name);
  const cues: GameCues = { mtg: found(MTG_CUES), rb: found(RB_CUES), gr: found(GR_CUES) };
  if (RB_NAMED_KEYWORDS.test(typed)) cues.rb.push('keyword');
  // a tournament of Magic's (PPTQ, FNM, competitive REL) and Riftbound's signs (rulings/game-names.ts) count too
  for (const game of gameSignsIn(folded)) cues[game].push('sign');
  if (cues.gr.some((c) => c !== 'energy')) cues.rb = cues.rb.filter((c) => c !== 'unit');
  for (const game of new Set(cardGames)) cues[game].push('card');
  return cues;
}

/**
 * The one game whose cues the question holds, none of another's; or the game with at least twice as many distinct
 * cues as every other (and two or more). Undefined when the question holds none, or cues of several games in
 * comparable number: the evidence is weak.
 */
export function evidentGame(cues: GameCues): Game | undefined {
  const counts = (Object.keys(cues) as Game[]).map((g) => [g, new Set(cues[g]).size] as const).sort((a, b) => b[1] - a[1]);
  const [top, next] = [counts[0]!, counts[1]!];
  if (top[1] === 0) return undefined;
  if (next[1] === 0 || (top[1] >= 2 && top[1] >= 2 * next[1])) return top[0];
  return undefined;
}
