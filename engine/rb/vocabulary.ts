/**
 * Riftbound words of the notation (targeting module): object kinds, zones, the words that describe a mention
 * (where it is, who chooses, what part of the text it is in) and the directives, with Japanese and French
 * aliases. Card names stay English in every language (the FAQ's convention); the four cards of the FAQ's targeting
 * section are known by their English and Japanese names.
 */
import { Lexicon, type Term } from '../core/vocabulary.ts';

export const KINDS = ['unit', 'card', 'spell', 'gear', 'rune', 'battlefield', 'legend', 'player'] as const;
export type RbKind = (typeof KINDS)[number];

export const ZONES = ['base', 'battlefield', 'chain', 'trash', 'hand', 'deck'] as const;
export type RbZone = (typeof ZONES)[number];

/** Words that change what a mention is (criteria 1–3 of the FAQ). */
export const FLAGS = [
  'facedown',
  'enemy',
  'friendly',
  'all',
  'controller',
  'your-legend',
  'others-choose',
  'cost',
  'trigger',
  'replacement',
  'must',
  'location',
  'play',
  'only',
] as const;
export type RbFlag = (typeof FLAGS)[number];

export const FORMS = ['all', 'controller', 'your-legend', 'others-choose'] as const;
export type RbForm = (typeof FORMS)[number];
export const ROLES = ['cost', 'trigger', 'replacement', 'must', 'location'] as const;
export type RbRole = (typeof ROLES)[number];

export const ATTRIBUTES = ['in'] as const;
export type RbAttribute = (typeof ATTRIBUTES)[number];

export const DIRECTIVES = ['text', 'mention', 'card', 'choose', 'leave'] as const;
export type RbDirective = (typeof DIRECTIVES)[number];

export const FAQ_CARDS = ['cull-the-weak', 'sigil-of-the-storm', 'cruel-patron', 'malzahar'] as const;
export type FaqCard = (typeof FAQ_CARDS)[number];

export const GAME_NAMES = ['rb', 'riftbound', 'rift bound', 'リフトバウンド', 'ライフトバウンド'] as const;

export const kindTerms: Term<RbKind>[] = [
  { canonical: 'unit', aliases: { en: ['units'], ja: ['ユニット'], fr: ['unité', 'unités'] } },
  { canonical: 'card', aliases: { en: ['cards'], ja: ['カード'], fr: ['carte', 'cartes'] } },
  { canonical: 'spell', aliases: { en: ['spells'], ja: ['スペル'], fr: ['sort', 'sorts'] } },
  { canonical: 'gear', aliases: { en: ['gears', 'equipment'], ja: ['ギア', '装備'], fr: ['équipement'] } },
  { canonical: 'rune', aliases: { en: ['runes'], ja: ['ルーン'], fr: ['runes'] } },
  { canonical: 'battlefield', aliases: { en: ['battlefields'], ja: ['バトルフィールド'], fr: ['champ-de-bataille'] } },
  { canonical: 'legend', aliases: { en: ['legends'], ja: ['レジェンド'], fr: ['légende'] } },
  { canonical: 'player', aliases: { en: ['players', 'opponent'], ja: ['プレイヤー', '対戦相手'], fr: ['joueur', 'adversaire'] } },
];

export const zoneTerms: Term<RbZone>[] = [
  { canonical: 'base', aliases: { en: ['board'], ja: ['ベース', '盤面'], fr: ['plateau'] } },
  { canonical: 'battlefield', aliases: { en: ['at-battlefield'], ja: ['バトルフィールド'], fr: ['champ-de-bataille'] } },
  { canonical: 'chain', aliases: { ja: ['チェイン', 'チェーン'], fr: ['chaîne'] } },
  { canonical: 'trash', aliases: { en: ['discard', 'graveyard'], ja: ['トラッシュ'], fr: ['défausse'] } },
  { canonical: 'hand', aliases: { ja: ['手札'], fr: ['main'] } },
  { canonical: 'deck', aliases: { en: ['library'], ja: ['デッキ'], fr: ['pioche', 'paquet'] } },
];

export const flagTerms: Term<RbFlag>[] = [
  { canonical: 'facedown', aliases: { en: ['face-down', 'hidden'], ja: ['伏せ', '伏せられた', '裏向き'], fr: ['face-cachée', 'cachée'] } },
  { canonical: 'enemy', aliases: { ja: ['敵'], fr: ['ennemi', 'ennemie'] } },
  { canonical: 'friendly', aliases: { en: ['ally', 'your'], ja: ['味方', '自分の'], fr: ['alliée', 'allié'] } },
  { canonical: 'all', aliases: { en: ['each', 'every'], ja: ['すべて', '全て', '各'], fr: ['tous', 'toutes', 'chaque'] } },
  { canonical: 'controller', aliases: { en: ['controller-of', 'its-controller'], ja: ['コントローラー'], fr: ['contrôleur'] } },
  { canonical: 'your-legend', aliases: { ja: ['あなたのレジェンド'], fr: ['votre-légende'] } },
  { canonical: 'others-choose', aliases: { en: ['each-player-chooses', 'opponent-chooses'], ja: ['他のプレイヤーが選ぶ', '各プレイヤーが選ぶ'], fr: ['autres-choisissent', 'chaque-joueur-choisit'] } },
  { canonical: 'cost', aliases: { en: ['additional-cost'], ja: ['コスト', '追加コスト'], fr: ['coût'] } },
  { canonical: 'trigger', aliases: { en: ['trigger-condition', 'when'], ja: ['発動条件', '誘発条件'], fr: ['déclenchement', 'condition-de-déclenchement'] } },
  { canonical: 'replacement', aliases: { en: ['instead'], ja: ['置き換え', '置き換え効果'], fr: ['remplacement'] } },
  { canonical: 'must', aliases: { ja: ['必要がある', '行う必要がある'], fr: ['doit'] } },
  { canonical: 'location', aliases: { en: ['restriction', 'where'], ja: ['場所', '対象指定の制限'], fr: ['lieu', 'restriction'] } },
  { canonical: 'play', aliases: { en: ['play-it'], ja: ['プレイ'], fr: ['jouer'] } },
  { canonical: 'only', aliases: { en: ['only-choice', 'only-one'], ja: ['唯一', '1つだけ'], fr: ['seul', 'seule'] } },
];

export const attributeTerms: Term<RbAttribute>[] = [{ canonical: 'in', aliases: { en: ['zone', 'at', 'from'], ja: ['領域', 'ゾーン'], fr: ['dans', 'zone'] } }];

export const directiveTerms: Term<RbDirective>[] = [
  { canonical: 'text', aliases: { en: ['wording', 'effect'], ja: ['テキスト', '効果'], fr: ['texte', 'effet'] } },
  { canonical: 'mention', aliases: { en: ['ref', 'refers'], ja: ['言及'], fr: ['mentionne'] } },
  { canonical: 'card', aliases: { en: ['faq-card'], ja: ['カード名'], fr: ['carte'] } },
  { canonical: 'choose', aliases: { en: ['target'], ja: ['選ぶ', '対象'], fr: ['choisir', 'cibler'] } },
  { canonical: 'leave', aliases: { en: ['leaves', 'gone'], ja: ['離れる', '移動'], fr: ['quitte', 'part'] } },
];

export const cardTerms: Term<FaqCard>[] = [
  { canonical: 'cull-the-weak', aliases: { en: ['Cull the Weak', 'cull'], ja: ['弱者狩り'], fr: [] } },
  { canonical: 'sigil-of-the-storm', aliases: { en: ['Sigil of the Storm', 'sigil'], ja: ['嵐の紋章'], fr: [] } },
  { canonical: 'cruel-patron', aliases: { en: ['Cruel Patron'], ja: ['残酷な支援者'], fr: [] } },
  { canonical: 'malzahar', aliases: { en: ['Malzahar, Fanatic', 'Malzahar Fanatic', 'malzahar-fanatic'], ja: ['マルザハール', '狂信者マルザハール'], fr: [] } },
];

export const vocabulary = {
  kinds: new Lexicon(kindTerms),
  zones: new Lexicon(zoneTerms),
  flags: new Lexicon(flagTerms),
  attributes: new Lexicon(attributeTerms),
  directives: new Lexicon(directiveTerms),
  cards: new Lexicon(cardTerms),
  /** Player attributes: none (the shared parser needs a lexicon). */
  playerAttributes: new Lexicon<string>([]),
};

/** The English name of a FAQ card, as printed. */
export const CARD_NAMES: Record<FaqCard, string> = {
  'cull-the-weak': 'Cull the Weak',
  'sigil-of-the-storm': 'Sigil of the Storm',
  'cruel-patron': 'Cruel Patron',
  malzahar: 'Malzahar, Fanatic',
};
