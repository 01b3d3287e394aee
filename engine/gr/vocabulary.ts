/**
 * Gate Ruler words of the notation. Keywords are Japanese first, as printed on the cards (【ソウルガード】, 【接死】,
 * 【2回攻撃】…), with English and French aliases; directives and attribute keys are short ASCII words (what the
 * printer writes) with Japanese and French aliases. Matching ignores case, accents, width and 【】 brackets.
 * docs/notation.md lists the same tables; test/engine/gr-parse.test.ts keeps them in step.
 */
import { Lexicon, type Term } from '../core/vocabulary.ts';

export const KEYWORDS = [
  'ソウルガード',
  '接死',
  '2回攻撃',
  '3回攻撃',
  'ダメージ以外で破壊されない',
  '反撃',
  '迎撃',
  '破壊時能力',
  'レスト',
  '貫通',
  '墓地の代わりに除外',
  '相手に選ばれない',
] as const;
export type GrKeyword = (typeof KEYWORDS)[number];

export const ATTRIBUTES = ['dmg', 'soul', 'stk', 'stay', 'lv'] as const;
export type GrAttribute = (typeof ATTRIBUTES)[number];

export const PLAYER_ATTRIBUTES = ['dz', 'down', 'energy', 'ruler', 'rights', 'stk'] as const;
export type GrPlayerAttribute = (typeof PLAYER_ATTRIBUTES)[number];

export const DIRECTIVES = ['damage', 'prevent', 'destroy', 'graveyard', 'attack', 'rest', 'end', 'dr', 'heal', 'cost', 'modify', 'choose', 'turn', 'summon'] as const;
export type GrDirective = (typeof DIRECTIVES)[number];

/** Option words inside directives (`from=`, `to=`, `combat`, `eot` …). */
export const OPTIONS = [
  'from',
  'to',
  'by',
  'pick',
  'combat',
  'effect',
  'unreducible',
  'next',
  'all',
  'eot',
  'copy',
  'discount',
  'reduce',
  'free',
  'cost',
  'dr',
  'pierce',
  'enemy',
  'friendly',
  'any',
  'max-lv',
  'lower',
  'event',
  'cnt',
  'open',
  'sentinel',
  'instant',
  'rights',
  'resolve',
  'damage-step',
] as const;
export type GrOption = (typeof OPTIONS)[number];

export const RULERS = ['overload', 'dreadnought', 'trickster'] as const;
export type GrRuler = (typeof RULERS)[number];

export const GAME_NAMES = ['gr', 'gate ruler', 'gateruler', 'gate-ruler', 'ゲートルーラー', 'ゲート・ルーラー', 'ゲトル'] as const;

export const keywordTerms: Term<GrKeyword>[] = [
  { canonical: 'ソウルガード', aliases: { en: ['soulguard', 'soul guard', 'soul-guard'], fr: ['garde-âme', 'garde d’âme', "garde d'âme"] } },
  { canonical: '接死', aliases: { en: ['deathtouch'], fr: ['contact mortel', 'contact-mortel'] } },
  {
    canonical: '2回攻撃',
    aliases: { en: ['double-attack', 'double attack', 'attack-twice'], ja: ['二回攻撃'], fr: ['double attaque', 'attaque double'] },
  },
  {
    canonical: '3回攻撃',
    aliases: { en: ['triple-attack', 'triple attack', 'attack-three-times'], ja: ['三回攻撃'], fr: ['triple attaque', 'attaque triple'] },
  },
  {
    canonical: 'ダメージ以外で破壊されない',
    aliases: {
      en: ['only-damage', 'destroyed-only-by-damage', 'parzival'],
      ja: ['ダメージ以外では破壊されない', 'パルジファル'],
      fr: ['seulement-par-dégâts', 'détruit-seulement-par-dégâts'],
    },
  },
  { canonical: '反撃', aliases: { en: ['counterattack', 'counter-attack'], fr: ['riposte', 'contre-attaque'] } },
  { canonical: '迎撃', aliases: { en: ['intercept', 'interception'], fr: ['interception'] } },
  {
    canonical: '破壊時能力',
    aliases: { en: ['on-destroy', 'when-destroyed', 'when destroyed'], ja: ['破壊された時', '破壊時'], fr: ['à-la-destruction', 'quand-détruit'] },
  },
  { canonical: 'レスト', aliases: { en: ['rested'], ja: ['レスト状態'], fr: ['inclinée', 'incliné'] } },
  { canonical: '貫通', aliases: { en: ['pierce', 'penetration'], fr: ['percée', 'perforation'] } },
  {
    canonical: '墓地の代わりに除外',
    aliases: {
      en: ['exile-instead', 'exiled-instead-of-graveyard'],
      ja: ['代わりに除外', '代わりにゲームから除外'],
      fr: ['exil-au-lieu-du-cimetière', 'exilée-à-la-place'],
    },
  },
  {
    canonical: '相手に選ばれない',
    aliases: {
      en: ['unchoosable', 'not-chosen-by-opponents'],
      ja: ['相手の能力で選ばれない', '選ばれない'],
      fr: ['non-choisissable', 'inchoisissable'],
    },
  },
];

export const attributeTerms: Term<GrAttribute>[] = [
  { canonical: 'dmg', aliases: { en: ['damage'], ja: ['ダメージ', '負傷'], fr: ['dégâts', 'blessures'] } },
  { canonical: 'soul', aliases: { en: ['souls'], ja: ['ソウル'], fr: ['âme', 'âmes'] } },
  { canonical: 'stk', aliases: { en: ['strike'], ja: ['STK', 'ストライク'], fr: ['frappe'] } },
  { canonical: 'stay', aliases: { en: ['stays'], ja: ['場に留まる'], fr: ['reste'] } },
  { canonical: 'lv', aliases: { en: ['level'], ja: ['レベル', 'Lv'], fr: ['niveau'] } },
];

export const playerAttributeTerms: Term<GrPlayerAttribute>[] = [
  { canonical: 'dz', aliases: { en: ['damage-zone', 'damagezone'], ja: ['ダメージゾーン'], fr: ['zone-de-dégâts', 'zd'] } },
  { canonical: 'down', aliases: { en: ['face-down', 'facedown'], ja: ['裏向き', '裏'], fr: ['face-cachée', 'verso'] } },
  { canonical: 'energy', aliases: { ja: ['エナジー'], fr: ['énergie'] } },
  { canonical: 'ruler', aliases: { ja: ['ルーラー'], fr: ['souverain', 'ruler'] } },
  { canonical: 'rights', aliases: { en: ['summon-rights'], ja: ['召喚権'], fr: ['droits-d-invocation', 'invocations'] } },
  { canonical: 'stk', aliases: { en: ['strike'], ja: ['STK', 'ストライク'], fr: ['frappe'] } },
];

export const directiveTerms: Term<GrDirective>[] = [
  { canonical: 'damage', aliases: { en: ['deal'], ja: ['ダメージ', 'ダメージを与える'], fr: ['dégâts', 'infliger'] } },
  { canonical: 'prevent', aliases: { en: ['reduce-damage'], ja: ['軽減', 'ダメージ軽減'], fr: ['prévenir', 'prévention', 'réduire'] } },
  { canonical: 'destroy', aliases: { ja: ['破壊', '破壊する'], fr: ['détruire'] } },
  { canonical: 'graveyard', aliases: { en: ['to-graveyard', 'bury'], ja: ['墓地', '墓地に置く'], fr: ['cimetière', 'au-cimetière'] } },
  { canonical: 'attack', aliases: { en: ['attacks'], ja: ['攻撃', '攻撃する'], fr: ['attaque', 'attaquer'] } },
  { canonical: 'rest', aliases: { ja: ['レストする'], fr: ['incliner'] } },
  { canonical: 'end', aliases: { en: ['end-combat', 'end-of-combat'], ja: ['戦闘終了'], fr: ['fin', 'fin-du-combat'] } },
  { canonical: 'dr', aliases: { en: ['damage-reverse', 'damage-reversal'], ja: ['ダメージリバース', 'ダメージ・リバース'], fr: ['retournement'] } },
  { canonical: 'heal', aliases: { en: ['recover'], ja: ['回復', '回復する'], fr: ['soigner', 'soin'] } },
  { canonical: 'cost', aliases: { en: ['play', 'pay'], ja: ['コスト', 'プレイ'], fr: ['coût', 'jouer'] } },
  { canonical: 'modify', aliases: { en: ['mod'], ja: ['修正', '修整'], fr: ['modifier'] } },
  { canonical: 'choose', aliases: { en: ['select', 'target'], ja: ['選ぶ', '対象選択'], fr: ['choisir', 'cibler'] } },
  { canonical: 'turn', aliases: { en: ['turn-of'], ja: ['ターン', 'ターンプレイヤー'], fr: ['tour'] } },
  { canonical: 'summon', aliases: { en: ['normal-summon'], ja: ['通常召喚', '召喚'], fr: ['invoquer', 'invocation'] } },
];

export const optionTerms: Term<GrOption>[] = [
  { canonical: 'from', aliases: { en: ['source'], ja: ['発生源', '元'], fr: ['de', 'source'] } },
  { canonical: 'to', aliases: { ja: ['対象', '先'], fr: ['à', 'sur'] } },
  { canonical: 'by', aliases: { en: ['chooser'], ja: ['選択者'], fr: ['par'] } },
  { canonical: 'pick', aliases: { en: ['choose'], ja: ['選択', '選ぶ'], fr: ['choix', 'choisir'] } },
  { canonical: 'combat', aliases: { ja: ['戦闘', '戦闘ダメージ'], fr: ['combat'] } },
  { canonical: 'effect', aliases: { ja: ['効果', '効果ダメージ'], fr: ['effet'] } },
  { canonical: 'unreducible', aliases: { en: ["can't-be-reduced", 'cant-be-reduced'], ja: ['軽減されない'], fr: ['irréductible'] } },
  { canonical: 'next', aliases: { ja: ['次の', '次'], fr: ['prochain', 'prochaine', 'prochains'] } },
  { canonical: 'all', aliases: { en: ['zero'], ja: ['全部', 'すべて', '全て'], fr: ['tout', 'tous'] } },
  { canonical: 'eot', aliases: { en: ['until-end-of-turn', 'temporary'], ja: ['ターン終了時まで'], fr: ['jusqu-à-la-fin-du-tour', 'temporaire'] } },
  { canonical: 'copy', aliases: { en: ['copies'], ja: ['コピー', '同じ'], fr: ['copie', 'copier'] } },
  { canonical: 'discount', aliases: { en: ['cost-reduction'], ja: ['コスト軽減'], fr: ['réduction', 'rabais'] } },
  { canonical: 'reduce', aliases: { en: ['less'], ja: ['減少', '少なく'], fr: ['moins'] } },
  { canonical: 'free', aliases: { en: ['without-paying'], ja: ['コストを支払わずに', '無料'], fr: ['gratuit', 'sans-payer'] } },
  { canonical: 'cost', aliases: { en: ['as-cost'], ja: ['コストで'], fr: ['coût'] } },
  { canonical: 'dr', aliases: { en: ['paid-with-dr', 'damage-reverse'], ja: ['ダメージリバース'], fr: ['retournement'] } },
  { canonical: 'pierce', aliases: { en: ['penetration'], ja: ['貫通'], fr: ['percée'] } },
  { canonical: 'enemy', aliases: { en: ['enemy-unit'], ja: ['敵ユニット', '敵'], fr: ['ennemie', 'ennemi'] } },
  { canonical: 'friendly', aliases: { en: ['friendly-unit', 'ally'], ja: ['味方ユニット', '味方'], fr: ['alliée', 'allié'] } },
  { canonical: 'any', aliases: { en: ['any-unit'], ja: ['ユニット', 'いずれか'], fr: ['quelconque', 'toute'] } },
  { canonical: 'max-lv', aliases: { en: ['level-or-less', 'max-level'], ja: ['レベル以下'], fr: ['niveau-max', 'niveau-ou-moins'] } },
  { canonical: 'lower', aliases: { en: ['level-minus'], ja: ['レベル-', 'マクスウェル'], fr: ['niveau-moins'] } },
  { canonical: 'event', aliases: { en: ['an-event'], ja: ['イベント'], fr: ['événement'] } },
  { canonical: 'cnt', aliases: { en: ['counter'], ja: ['CNT', 'カウンター'], fr: ['contre'] } },
  { canonical: 'open', aliases: { en: ['open-card'], ja: ['オープンカード'], fr: ['carte-ouverte'] } },
  { canonical: 'sentinel', aliases: { en: ['sentinel-summon'], ja: ['直衛召喚'], fr: ['sentinelle'] } },
  { canonical: 'instant', aliases: { en: ['instant-speed'], ja: ['即時', '即時タイミング'], fr: ['instantané', 'instantanée'] } },
  { canonical: 'rights', aliases: { en: ['summon-rights'], ja: ['召喚権'], fr: ['droits'] } },
  { canonical: 'damage-step', aliases: { en: ['at-damage-step', 'start-of-damage-step'], ja: ['ダメージステップ開始時'], fr: ['début-de-l-étape-des-dégâts', 'étape-des-dégâts'] } },
  { canonical: 'resolve', aliases: { en: ['on-resolution', 'not-target'], ja: ['解決時', '解決時に選ぶ'], fr: ['à-la-résolution', 'résolution'] } },
];

export const rulerTerms: Term<GrRuler>[] = [
  { canonical: 'overload', aliases: { en: ['o-15', 'o15', 'o-15-overload'], ja: ['オーバーロード', 'O‐15オーバーロード', 'O-15オーバーロード'], fr: ['surcharge'] } },
  { canonical: 'dreadnought', aliases: { en: ['d-4', 'd4', 'd-4-dreadnought'], ja: ['ドレッドノート', 'D‐4ドレッドノート', 'D-4ドレッドノート'], fr: ['cuirassé'] } },
  { canonical: 'trickster', aliases: { en: ['t-20', 't20', 't-20-trickster'], ja: ['トリックスター', 'T‐20トリックスター', 'T-20トリックスター'], fr: ['filou'] } },
];

export const vocabulary = {
  keywords: new Lexicon(keywordTerms),
  attributes: new Lexicon(attributeTerms),
  playerAttributes: new Lexicon(playerAttributeTerms),
  directives: new Lexicon(directiveTerms),
  options: new Lexicon(optionTerms),
  rulers: new Lexicon(rulerTerms),
};

/** Strips the brackets a player may copy from a card: 【ソウルガード】, 《名前》, [DR3]. */
export function stripBrackets(word: string): string {
  return word.replace(/^[【［[]+|[】］\]]+$/g, '');
}
