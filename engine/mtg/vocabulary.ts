/**
 * MTG words of the notation, canonical spelling first (what the printer writes), with English, Japanese and
 * French aliases. Matching ignores case, accents and the difference between a space, "-" and "_".
 * docs/notation.md lists the same tables for users; test/engine/vocabulary.test.ts keeps them in step.
 */
import { Lexicon, type Term } from '../core/vocabulary.ts';

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];
export type Quality = Color | 'everything';

export const KEYWORDS = [
  'flying',
  'reach',
  'first-strike',
  'double-strike',
  'trample',
  'deathtouch',
  'lifelink',
  'indestructible',
  'menace',
  'defender',
  'tapped',
  'double-damage',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

export const TYPES = ['planeswalker', 'battle', 'siege'] as const;
export type TypeWord = (typeof TYPES)[number];

export const ATTRIBUTES = ['loyalty', 'def', 'protector', 'dmg', 'pro', 'prevent', 'prevent-each', 'extra-block'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const PLAYER_ATTRIBUTES = ['life', 'prevent', 'prevent-each', 'pro'] as const;
export type PlayerAttribute = (typeof PLAYER_ATTRIBUTES)[number];

export const DIRECTIVES = ['attack', 'block', 'assign', 'order'] as const;
export type Directive = (typeof DIRECTIVES)[number];

export const ORDER_KINDS = ['prevent', 'double'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const GAME_NAMES = [
  'mtg',
  'magic',
  'magic the gathering',
  'magic: the gathering',
  'mtga',
  'マジック',
  'マジック:ザ・ギャザリング',
  'マジック・ザ・ギャザリング',
  'ギャザ',
] as const;

export const colorTerms: Term<Color>[] = [
  { canonical: 'white', aliases: { en: ['W'], ja: ['白'], fr: ['blanc', 'blanche'] } },
  { canonical: 'blue', aliases: { en: ['U'], ja: ['青'], fr: ['bleu', 'bleue'] } },
  { canonical: 'black', aliases: { en: ['B'], ja: ['黒'], fr: ['noir', 'noire'] } },
  { canonical: 'red', aliases: { en: ['R'], ja: ['赤'], fr: ['rouge'] } },
  { canonical: 'green', aliases: { en: ['G'], ja: ['緑'], fr: ['vert', 'verte'] } },
];

export const qualityTerms: Term<Quality>[] = [
  ...colorTerms,
  { canonical: 'everything', aliases: { en: ['all'], ja: ['すべて', '全て'], fr: ['tout'] } },
];

export const keywordTerms: Term<Keyword>[] = [
  { canonical: 'flying', aliases: { ja: ['飛行'], fr: ['vol'] } },
  { canonical: 'reach', aliases: { ja: ['到達'], fr: ['portée'] } },
  { canonical: 'first-strike', aliases: { en: ['first strike', 'fs'], ja: ['先制攻撃'], fr: ['initiative'] } },
  { canonical: 'double-strike', aliases: { en: ['double strike', 'ds'], ja: ['二段攻撃'], fr: ['double initiative'] } },
  { canonical: 'trample', aliases: { ja: ['トランプル'], fr: ['piétinement'] } },
  { canonical: 'deathtouch', aliases: { ja: ['接死'], fr: ['contact mortel'] } },
  { canonical: 'lifelink', aliases: { ja: ['絆魂'], fr: ['lien de vie'] } },
  { canonical: 'indestructible', aliases: { ja: ['破壊不能'], fr: ['indestructible'] } },
  { canonical: 'menace', aliases: { ja: ['威迫'], fr: ['menace'] } },
  { canonical: 'defender', aliases: { ja: ['防衛'], fr: ['défenseur'] } },
  { canonical: 'tapped', aliases: { ja: ['タップ状態', 'タップ'], fr: ['engagé', 'engagée'] } },
  {
    canonical: 'double-damage',
    aliases: { en: ['double damage'], ja: ['ダメージ倍加', 'ダメージ2倍'], fr: ['blessures doublées', 'double blessures'] },
  },
];

export const typeTerms: Term<TypeWord>[] = [
  { canonical: 'planeswalker', aliases: { en: ['pw'], ja: ['プレインズウォーカー'], fr: ['planeswalker'] } },
  { canonical: 'battle', aliases: { ja: ['バトル'], fr: ['bataille'] } },
  { canonical: 'siege', aliases: { ja: ['包囲戦'], fr: ['siège'] } },
];

export const attributeTerms: Term<Attribute>[] = [
  { canonical: 'loyalty', aliases: { ja: ['忠誠度', '忠誠'], fr: ['loyauté'] } },
  { canonical: 'def', aliases: { en: ['defense', 'defence'], ja: ['守備', '守備値'], fr: ['défense'] } },
  { canonical: 'protector', aliases: { ja: ['守護者'], fr: ['protecteur'] } },
  { canonical: 'dmg', aliases: { en: ['damage'], ja: ['ダメージ', '負傷'], fr: ['blessures', 'dégâts'] } },
  { canonical: 'pro', aliases: { en: ['protection'], ja: ['プロテクション'], fr: ['protection'] } },
  { canonical: 'prevent', aliases: { en: ['prevention', 'shield'], ja: ['軽減'], fr: ['prévention', 'prévenir'] } },
  { canonical: 'prevent-each', aliases: { ja: ['毎回軽減', '常在軽減'], fr: ['prévention-chaque'] } },
  { canonical: 'extra-block', aliases: { ja: ['追加ブロック'], fr: ['blocage-supplémentaire'] } },
];

export const playerAttributeTerms: Term<PlayerAttribute>[] = [
  { canonical: 'life', aliases: { ja: ['ライフ'], fr: ['vie', 'pv'] } },
  { canonical: 'prevent', aliases: { en: ['prevention', 'shield'], ja: ['軽減'], fr: ['prévention', 'prévenir'] } },
  { canonical: 'prevent-each', aliases: { ja: ['毎回軽減', '常在軽減'], fr: ['prévention-chaque'] } },
  { canonical: 'pro', aliases: { en: ['protection'], ja: ['プロテクション'], fr: ['protection'] } },
];

export const directiveTerms: Term<Directive>[] = [
  { canonical: 'attack', aliases: { en: ['attacks'], ja: ['攻撃'], fr: ['attaque', 'attaquer'] } },
  { canonical: 'block', aliases: { en: ['blocks'], ja: ['ブロック'], fr: ['bloque', 'bloquer'] } },
  { canonical: 'assign', aliases: { ja: ['割り振り', '割り振る'], fr: ['assigner', 'assignation'] } },
  { canonical: 'order', aliases: { ja: ['順番', '順序'], fr: ['ordre'] } },
];

export const orderKindTerms: Term<OrderKind>[] = [
  { canonical: 'prevent', aliases: { en: ['prevention'], ja: ['軽減'], fr: ['prévention'] } },
  { canonical: 'double', aliases: { en: ['doubling', 'double-damage'], ja: ['倍加', '2倍'], fr: ['doublement', 'doubler'] } },
];

export const vocabulary = {
  colors: new Lexicon(colorTerms),
  qualities: new Lexicon(qualityTerms),
  keywords: new Lexicon(keywordTerms),
  types: new Lexicon(typeTerms),
  attributes: new Lexicon(attributeTerms),
  playerAttributes: new Lexicon(playerAttributeTerms),
  directives: new Lexicon(directiveTerms),
  orderKinds: new Lexicon(orderKindTerms),
};

/** The canonical position of a keyword / colour (printing order). */
export function rank<T extends string>(list: readonly T[], value: T): number {
  return list.indexOf(value);
}
