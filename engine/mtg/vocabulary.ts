/**
 * MTG words of the notation, canonical spelling first (what the printer writes), with English, Japanese and
 * French aliases. Matching ignores case, accents and the difference between a space, "-" and "_".
 * docs/notation.md lists the same tables for users; test/engine/messages.test.ts keeps them in step.
 */
import type { CountedAmount } from './counted-amounts.ts';
import { Lexicon, type Term } from '../core/vocabulary.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { targetKindTerms } from './target-kinds.ts';

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];
export type Quality = Color | 'everything' | 'creatures' | 'artifacts' | 'planeswalkers' | CardTypeQuality;
/** Protection from a card type beyond creature/artifact/planeswalker (702.16a): spells and permanents of that type. */
export const CARD_TYPE_QUALITIES = ['enchantments', 'instants', 'sorceries', 'lands', 'battles'] as const;
export type CardTypeQuality = (typeof CARD_TYPE_QUALITIES)[number];

/** The card type written in `cast` (`cast B Shock instant: …`); permanent types are read to point at the object form. */
export const SPELL_TYPES = ['instant', 'sorcery', 'creature', 'artifact', 'enchantment', 'planeswalker', 'battle', 'land'] as const;
export type SpellType = (typeof SPELL_TYPES)[number];

/** The keywords, in printing order; each has its words, rules and hooks in the registry (engine/mtg/keywords.ts). */
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
  'phased-out',
  'double-damage',
  'infect',
  'wither',
  'vigilance',
  'haste',
  'flash',
  'hexproof',
  'shroud',
  'enchantment',
  'land',
  'sick',
  'unpreventable',
  'cant-block',
  'cant-block-alone',
  'cant-attack-alone',
  'blocked-only-by-all',
  'legendary',
  'token',
  'cant-lose',
  'no-zero-life-loss',
  'restart-on-loss',
  'pt-creatures',
  'pt-hand',
  'unblockable',
  'block-any',
  'blocks-only-flying',
  'undying',
  'persist',
  'exile-instead',
  'double-life',
  'life-floor',
  'trample-pw',
  'forestwalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'plainswalk',
  'must-be-blocked',
  'artifact',
  'lifeline',
  'toxic',
  'poisonous',
  'banding',
  'draw-to-return',
  'life-to-cards',
  'no-life-gain',
  'opponents-no-life-gain',
  'no-counters',
  'opponents-cant-cast',
  'player-hexproof',
  'aura',
  'equipment',
  'fear',
  'intimidate',
  'shadow',
  'horsemanship',
  'prowess',
  'must-attack',
  'flanking',
  'bushido',
  'exalted',
  'cycling',
  'morph',
  'flashback',
  'unearth',
  'ninjutsu',
  'convoke',
  'delve',
  'improvise',
  'affinity',
  'evoke',
  'suspend',
  'foretell',
  'buyback',
  'embalm',
  'eternalize',
  'scavenge',
  'transmute',
  'blitz',
  'spectacle',
  'emerge',
  'partner',
  'miracle',
  'plot',
  'reinforce',
  'changeling',
  'dash',
  'disturb',
  'megamorph',
  'jump-start',
  'retrace',
  'prowl',
  'surge',
  'encore',
  'typecycling',
  // instants' and sorceries' abilities of casting (oracle5b): work only while the spell is cast or from another zone (113.6b)
  'storm',
  'cascade',
  'rebound',
  'madness',
  'splice',
  'overload',
  'fuse',
  'conspire',
  'entwine',
  'replicate',
  'cipher',
  'awaken',
  'kicker',
  'cant-be-countered',
  'split-second',
  'skulk',
  'enters-tapped',
  'enters-with',
  'permanents-enter-tapped',
  'creatures-enter-as-copy',
  'lands-cant-enter',
  'cumulative-upkeep',
  'pro-chosen-color',
  'double-tokens',
  // an attack restriction (508.1c) and block restrictions by power (509.1b), read from creatures' Oracle text (oracle5a)
  'attacks-only-if-island',
  'must-be-blocked-by-all',
  'afterlife',
  'afflict',
  'modular',
  'bestow',
  'squad',
  'prototype',
  'unblockable-power-le',
  'unblockable-power-ge',
  'cant-block-power-ge',
  'cant-block-power-le',
  // creatures' keywords read from Oracle text in the sixth stretch (oracle6a)
  'bloodthirst',
  'fabricate',
  'rampage',
  'renown',
  'dethrone',
  // keywords and named mechanics added in the seventh stretch (oracle7c)
  'battle-cry',
  'extort',
  'evolve',
  'echo',
  'since-last-upkeep',
  'dredge',
  'unleash',
  'riot',
  'phasing',
  'mentor',
  'exploit',
  'cumulative-upkeep-mana',
  'training',
  'melee',
  // keywords and named mechanics added in the eighth stretch (oracle8c)
  'ward',
  'ward-life',
  'soulshift',
  'provoke',
  // a permanent spell kicked, and what its kicked text does as it enters (702.33d; oracle9a)
  'kicked',
  'multikicker',
  'kicked-enters-with',
  'enters-with-per-kick',
  // keywords and named mechanics added in the ninth stretch (oracle9c)
  'transform-if-no-spells',
  'transform-if-two-spells',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** Basic land types, for landwalk (702.14) and the lands a player controls (`lands=forest,island`). */
export const LAND_TYPES = ['plains', 'island', 'swamp', 'mountain', 'forest'] as const;
export type LandType = (typeof LAND_TYPES)[number];

export const TYPES = ['planeswalker', 'battle', 'siege'] as const;
export type TypeWord = (typeof TYPES)[number];

export const ATTRIBUTES = ['loyalty', 'def', 'protector', 'dmg', 'pro', 'prevent', 'prevent-each', 'extra-block', '+1/+1', '-1/-1', 'min-blockers', 'max-blockers', 'pro-player', 'redirect', 'zone', 'hexproof-from', 'attached', 'copy', 'age', 'subtypes', 'mv', 'back', 'level', 'spore'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const PLAYER_ATTRIBUTES = ['life', 'prevent', 'prevent-each', 'pro', 'poison', 'lands', 'pro-player', 'redirect', 'hand', 'library', 'graveyard', 'cast-last-turn'] as const;
export type PlayerAttribute = (typeof PLAYER_ATTRIBUTES)[number];

export const DIRECTIVES = ['attack', 'block', 'assign', 'order', 'cast', 'activate', 'play', 'resolve', 'next', 'end', 'ruleset', 'teams'] as const;
export type Directive = (typeof DIRECTIVES)[number];

export const ORDER_KINDS = ['prevent', 'double', 'regenerate', 'exile', 'redirect'] as const;
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
  { canonical: 'creatures', aliases: { en: ['creature'], ja: ['クリーチャー'], fr: ['créatures', 'créature'] } },
  { canonical: 'artifacts', aliases: { en: ['artifact'], ja: ['アーティファクト'], fr: ['artefacts', 'artefact'] } },
  { canonical: 'planeswalkers', aliases: { en: ['planeswalker'], ja: ['プレインズウォーカー'], fr: ['planeswalkers'] } },
  { canonical: 'enchantments', aliases: { en: ['enchantment'], ja: ['エンチャント'], fr: ['enchantements', 'enchantement'] } },
  { canonical: 'instants', aliases: { en: ['instant'], ja: ['インスタント'], fr: ['éphémères', 'éphémère'] } },
  { canonical: 'sorceries', aliases: { en: ['sorcery'], ja: ['ソーサリー'], fr: ['rituels', 'rituel'] } },
  { canonical: 'lands', aliases: { en: ['land'], ja: ['土地'], fr: ['terrains', 'terrain'] } },
  { canonical: 'battles', aliases: { en: ['battle'], ja: ['バトル'], fr: ['batailles', 'bataille'] } },
];

export const spellTypeTerms: Term<SpellType>[] = [
  { canonical: 'instant', aliases: { ja: ['インスタント'], fr: ['éphémère'] } },
  { canonical: 'sorcery', aliases: { ja: ['ソーサリー'], fr: ['rituel'] } },
  { canonical: 'creature', aliases: { ja: ['クリーチャー'], fr: ['créature'] } },
  { canonical: 'artifact', aliases: { ja: ['アーティファクト'], fr: ['artefact'] } },
  { canonical: 'enchantment', aliases: { ja: ['エンチャント'], fr: ['enchantement'] } },
  { canonical: 'planeswalker', aliases: { ja: ['プレインズウォーカー'], fr: ['planeswalker'] } },
  { canonical: 'battle', aliases: { ja: ['バトル'], fr: ['bataille'] } },
  { canonical: 'land', aliases: { ja: ['土地'], fr: ['terrain'] } },
];

/** Keyword words: each keyword's aliases are in its registry entry (engine/mtg/keywords.ts). */
export const keywordTerms: Term<Keyword>[] = KEYWORDS.map((k) => ({ canonical: k, aliases: KEYWORD_RULES[k].words }));

export const landTypeTerms: Term<LandType>[] = [
  { canonical: 'plains', aliases: { en: ['plain'], ja: ['平地'], fr: ['plaine', 'plaines'] } },
  { canonical: 'island', aliases: { en: ['islands'], ja: ['島'], fr: ['île', 'îles'] } },
  { canonical: 'swamp', aliases: { en: ['swamps'], ja: ['沼'], fr: ['marais'] } },
  { canonical: 'mountain', aliases: { en: ['mountains'], ja: ['山'], fr: ['montagne', 'montagnes'] } },
  { canonical: 'forest', aliases: { en: ['forests'], ja: ['森'], fr: ['forêt', 'forêts'] } },
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
  { canonical: '+1/+1', aliases: { en: ['p1'], ja: ['+1/+1カウンター'], fr: ['marqueur+1/+1'] } },
  { canonical: '-1/-1', aliases: { en: ['m1'], ja: ['-1/-1カウンター'], fr: ['marqueur-1/-1'] } },
  { canonical: 'min-blockers', aliases: { en: ['menace-n'], ja: ['最低ブロック数'], fr: ['bloqueurs-min'] } },
  { canonical: 'max-blockers', aliases: { ja: ['最大ブロック数'], fr: ['bloqueurs-max'] } },
  { canonical: 'pro-player', aliases: { en: ['protection-from-player'], ja: ['プレイヤーからのプロテクション'], fr: ['protection-joueur'] } },
  { canonical: 'redirect', aliases: { en: ['redirection'], ja: ['移し替え'], fr: ['redirige', 'redirection'] } },
  { canonical: 'zone', aliases: { en: ['in'], ja: ['領域'], fr: ['dans'] } },
  { canonical: 'hexproof-from', aliases: { ja: ['からの呪禁'], fr: ['défense-talismanique-contre'] } },
  { canonical: 'attached', aliases: { en: ['attached-to', 'on'], ja: ['つけられている先'], fr: ['attachée-à', 'attaché-à'] } },
  { canonical: 'age', aliases: { en: ['age-counters'], ja: ['経年カウンター'], fr: ['marqueurs-d-âge', 'âge'] } },
  { canonical: 'spore', aliases: { en: ['spore-counters', 'spores'], ja: ['胞子', '胞子カウンター'], fr: ['marqueurs-spore', 'spores'] } },
  { canonical: 'level', aliases: { en: ['level-counters'], ja: ['レベル', 'レベル・カウンター'], fr: ['niveau', 'marqueurs-de-niveau'] } },
  { canonical: 'copy', aliases: { en: ['copy-of', 'enters-as-copy-of'], ja: ['コピー元'], fr: ['copie-de'] } },
  { canonical: 'mv', aliases: { en: ['mana-value', 'cmc'], ja: ['マナ総量'], fr: ['valeur-de-mana', 'vm'] } },
  { canonical: 'back', aliases: { en: ['back-face', 'transforms-into'], ja: ['第2面', '裏面'], fr: ['verso', 'face-arrière'] } },
  { canonical: 'subtypes', aliases: { en: ['subtype', 'types', 'creature-types'], ja: ['サブタイプ', 'クリーチャー・タイプ'], fr: ['sous-types', 'sous-type', 'types-de-créature'] } },
];

/** Where an object written on the board is, when not on the battlefield (`zone=graveyard`). */
export const CARD_ZONES = ['graveyard', 'hand', 'library', 'exile'] as const;
export type CardZone = (typeof CARD_ZONES)[number];
export const cardZoneTerms: Term<CardZone>[] = [
  { canonical: 'graveyard', aliases: { en: ['gy'], ja: ['墓地'], fr: ['cimetière'] } },
  { canonical: 'hand', aliases: { ja: ['手札'], fr: ['main'] } },
  { canonical: 'library', aliases: { en: ['deck'], ja: ['ライブラリー', 'ライブラリ'], fr: ['bibliothèque'] } },
  { canonical: 'exile', aliases: { en: ['exiled'], ja: ['追放領域'], fr: ['exil'] } },
];

export const playerAttributeTerms: Term<PlayerAttribute>[] = [
  { canonical: 'life', aliases: { ja: ['ライフ'], fr: ['vie', 'pv'] } },
  { canonical: 'prevent', aliases: { en: ['prevention', 'shield'], ja: ['軽減'], fr: ['prévention', 'prévenir'] } },
  { canonical: 'prevent-each', aliases: { ja: ['毎回軽減', '常在軽減'], fr: ['prévention-chaque'] } },
  { canonical: 'pro', aliases: { en: ['protection'], ja: ['プロテクション'], fr: ['protection'] } },
  { canonical: 'poison', aliases: { ja: ['毒', '毒カウンター'], fr: ['poison'] } },
  { canonical: 'lands', aliases: { en: ['land'], ja: ['土地'], fr: ['terrains', 'terrain'] } },
  { canonical: 'pro-player', aliases: { en: ['protection-from-player'], ja: ['プレイヤーからのプロテクション'], fr: ['protection-joueur'] } },
  { canonical: 'redirect', aliases: { en: ['redirection'], ja: ['移し替え'], fr: ['redirige', 'redirection'] } },
  { canonical: 'hand', aliases: { en: ['hand-size'], ja: ['手札枚数'], fr: ['main'] } },
  { canonical: 'library', aliases: { en: ['deck', 'library-size'], ja: ['ライブラリー枚数'], fr: ['bibliothèque'] } },
  { canonical: 'graveyard', aliases: { en: ['gy'], ja: ['墓地枚数'], fr: ['cimetière'] } },
  { canonical: 'cast-last-turn', aliases: { en: ['spells-last-turn'], ja: ['前のターンに唱えた呪文数'], fr: ['sorts-au-tour-précédent'] } },
];

export const directiveTerms: Term<Directive>[] = [
  { canonical: 'attack', aliases: { en: ['attacks'], ja: ['攻撃'], fr: ['attaque', 'attaquer'] } },
  { canonical: 'block', aliases: { en: ['blocks'], ja: ['ブロック'], fr: ['bloque', 'bloquer'] } },
  { canonical: 'assign', aliases: { ja: ['割り振り', '割り振る'], fr: ['assigner', 'assignation'] } },
  { canonical: 'order', aliases: { ja: ['順番', '順序'], fr: ['ordre'] } },
  { canonical: 'cast', aliases: { en: ['casts'], ja: ['唱える'], fr: ['lance', 'lancer'] } },
  { canonical: 'activate', aliases: { en: ['activates'], ja: ['起動'], fr: ['active', 'activer'] } },
  { canonical: 'play', aliases: { en: ['plays', 'play-land'], ja: ['プレイ', '土地をプレイ'], fr: ['joue', 'jouer'] } },
  { canonical: 'resolve', aliases: { en: ['resolves', 'pass'], ja: ['解決'], fr: ['résout', 'résoudre'] } },
  { canonical: 'next', aliases: { en: ['next-step'], ja: ['次', '次のステップ'], fr: ['suivant', 'étape-suivante'] } },
  { canonical: 'end', aliases: { en: ['end-turn', 'cleanup'], ja: ['ターン終了', '終了'], fr: ['fin', 'fin-du-tour'] } },
  { canonical: 'ruleset', aliases: { en: ['rules'], ja: ['ルール'], fr: ['règles'] } },
  { canonical: 'teams', aliases: { en: ['2hg', 'two-headed-giant'], ja: ['双頭巨人戦', '双頭巨人', 'チーム戦'], fr: ['troll-à-deux-têtes', 'équipes'] } },
];

/** The word before an attacking group that makes it a band (702.22c): `attack band w,v>B`. */
export const bandTerms: Term<'band'>[] = [{ canonical: 'band', aliases: { en: ['banded'], ja: ['バンド'], fr: ['bande'] } }];

export const EFFECTS = [
  'damage',
  'destroy',
  'exile',
  'sacrifice',
  'becomes',
  'switch',
  'gain',
  'lose',
  'lose-all',
  'attach',
  'put',
  'control',
  'color',
  'prevent',
  'gain-life',
  'lose-life',
  'poison',
  'regenerate',
  'bury',
  'redirect',
  'tap',
  'untap',
  'bounce',
  'add-mana',
  'draw',
  'discard',
  'discard-hand',
  'mill',
  'scry',
  'surveil',
  'prevent-combat',
  'return',
  'reanimate',
  'create',
  'cumulative-upkeep',
  'cumulative-upkeep-sacrifice',
  'cumulative-upkeep-mana',
  'create-copy',
  'exchange',
  'set-life',
  'double-life-total',
  'sacrifice-or-lose',
  'win-at-life',
  'when-leaves',
  'when-untaps',
  'reflex-sacrifice',
  'prevent-next-gain',
  'damage-excess',
  'counter',
  'counter-unless',
  'sacrifice-a-creature',
  'put-on-library',
  'counter-exile',
  'draw-next-upkeep',
  'skip-next-untap',
  'sacrifice-unless',
  'fabricate',
  'rampage',
  'renown',
  'treasure',
  'food',
  'investigate',
  'search-land',
  'search-land-tapped',
  'search-land-hand',
  'tutor',
  'bolster',
  'extra-turn',
  'exile-spell',
  'shuffle-spell',
  'suspend-spell',
  'fighter',
  'fight',
  'bite',
  'damage-divided',
  'damage-exile',
  'exploit',
  'pay-mana',
  'pay-life',
  'reveal-hand',
  'look-hand',
  'pick-card',
  'discard-picked',
  'exile-picked',
  'look-top',
  'reveal-top',
  'take-looked',
  'pick-looked',
  'rest-bottom',
  'rest-bottom-random',
  'rest-graveyard',
  'tutor-card',
  'tutor-top',
  'discard-random',
  'shuffle-graveyard',
  'shuffle-hand-graveyard',
  'tutor-graveyard',
  'shuffle-if-searched',
  'land-from-hand',
  'land-from-hand-tapped',
  'counter-unless-life',
  'explore',
  'connive',
  'copy-spell',
  'copy-spell-new-targets',
  'amass',
  'provoke',
  'gain-protection-choice',
  'monstrosity',
  'tutor-to-graveyard',
  'tutor-exile',
  'tutor-land',
  'tutor-land-tapped',
  'search-land-split',
  // effects added in the ninth stretch (oracle9c)
  'transform',
  'at-next-end-step',
  'at-end-of-combat',
  'return-under-owner',
  'reveal-kin',
  // effects added in the ninth stretch (oracle9a)
  'level-up',
  'spore-counter',
  'adapt',
] as const;
export type EffectWord = (typeof EFFECTS)[number];

/** Effect words (`+N/+N` is written as itself). */
export const effectTerms: Term<EffectWord>[] = [
  { canonical: 'damage', aliases: { en: ['deals'], ja: ['ダメージ', '与える'], fr: ['blessures', 'inflige'] } },
  { canonical: 'destroy', aliases: { ja: ['破壊'], fr: ['détruire', 'détruit'] } },
  { canonical: 'exile', aliases: { ja: ['追放'], fr: ['exiler', 'exile'] } },
  { canonical: 'sacrifice', aliases: { ja: ['生け贄', '生贄'], fr: ['sacrifier', 'sacrifie'] } },
  { canonical: 'becomes', aliases: { en: ['base'], ja: ['基本', 'になる'], fr: ['devient'] } },
  { canonical: 'switch', aliases: { ja: ['入れ替え', '入れ替える'], fr: ['échange', 'échanger'] } },
  { canonical: 'gain', aliases: { en: ['gains'], ja: ['得る', '獲得'], fr: ['gagne', 'acquiert'] } },
  { canonical: 'lose', aliases: { en: ['loses'], ja: ['失う'], fr: ['perd'] } },
  { canonical: 'attach', aliases: { en: ['equip', 'attaches'], ja: ['つける', '装備する'], fr: ['attacher', 'équiper'] } },
  { canonical: 'lose-all', aliases: { en: ['loses-all-abilities', 'lose-all-abilities'], ja: ['すべての能力を失う', '能力喪失'], fr: ['perd-toutes-ses-capacités', 'perte-des-capacités'] } },
  { canonical: 'put', aliases: { en: ['counters'], ja: ['置く'], fr: ['place', 'marqueurs'] } },
  { canonical: 'control', aliases: { en: ['steal'], ja: ['コントロール'], fr: ['contrôle'] } },
  { canonical: 'color', aliases: { en: ['colour'], ja: ['色'], fr: ['couleur'] } },
  { canonical: 'prevent', aliases: { ja: ['軽減'], fr: ['prévient', 'prévenir'] } },
  { canonical: 'gain-life', aliases: { ja: ['ライフ獲得', 'ライフを得る'], fr: ['gagne-vie', 'gain-de-vie'] } },
  { canonical: 'lose-life', aliases: { ja: ['ライフ喪失', 'ライフを失う'], fr: ['perd-vie', 'perte-de-vie'] } },
  { canonical: 'poison', aliases: { ja: ['毒カウンター'], fr: ['empoisonne'] } },
  { canonical: 'regenerate', aliases: { en: ['regen'], ja: ['再生'], fr: ['régénère', 'régénérer'] } },
  { canonical: 'bury', aliases: { en: ['destroy-no-regen'], ja: ['再生不可破壊'], fr: ['enterrer', 'détruire-sans-régénération'] } },
  { canonical: 'redirect', aliases: { en: ['redirects'], ja: ['移し替え', '移し替える'], fr: ['redirige', 'rediriger'] } },
  { canonical: 'tap', aliases: { en: ['taps'], ja: ['タップする'], fr: ['engager', 'engage'] } },
  { canonical: 'untap', aliases: { en: ['untaps'], ja: ['アンタップ', 'アンタップする'], fr: ['dégager', 'dégage'] } },
  { canonical: 'bounce', aliases: { en: ['return-to-hand'], ja: ['手札に戻す', 'バウンス'], fr: ['renvoyer', 'renvoie-en-main'] } },
  { canonical: 'add-mana', aliases: { en: ['mana'], ja: ['マナを加える'], fr: ['ajoute-mana'] } },
  { canonical: 'draw', aliases: { en: ['draws'], ja: ['引く', 'ドロー'], fr: ['pioche', 'piocher'] } },
  { canonical: 'discard', aliases: { en: ['discards'], ja: ['捨てる'], fr: ['défausse', 'défausser'] } },
  { canonical: 'discard-hand', aliases: { en: ['discard-all'], ja: ['手札を捨てる'], fr: ['défausse-main', 'défausser-sa-main'] } },
  { canonical: 'mill', aliases: { en: ['mills'], ja: ['切削', '墓地に置く'], fr: ['meule', 'meuler'] } },
  { canonical: 'scry', aliases: { en: ['scries'], ja: ['占術'], fr: ['regard', 'regarde'] } },
  { canonical: 'surveil', aliases: { en: ['surveils'], ja: ['諜報'], fr: ['surveiller', 'surveille'] } },
  { canonical: 'prevent-combat', aliases: { en: ['fog'], ja: ['戦闘ダメージ軽減'], fr: ['prévient-combat', 'prévenir-combat'] } },
  { canonical: 'return', aliases: { en: ['raise'], ja: ['墓地から手札に戻す'], fr: ['récupère', 'récupérer'] } },
  { canonical: 'reanimate', aliases: { en: ['return-to-battlefield'], ja: ['リアニメイト', '墓地から戦場に戻す'], fr: ['réanime', 'réanimer'] } },
  { canonical: 'exchange', aliases: { en: ['exchange-control', 'swap-control'], ja: ['コントロール交換', '交換'], fr: ['échanger-le-contrôle', 'échange-de-contrôle'] } },
  { canonical: 'create', aliases: { en: ['create-token'], ja: ['生成', 'トークン生成'], fr: ['crée', 'créer'] } },
  { canonical: 'create-copy', aliases: { en: ['token-copy'], ja: ['コピー・トークン生成'], fr: ['crée-une-copie'] } },
  { canonical: 'cumulative-upkeep', aliases: { en: ['age-upkeep'], ja: ['累加アップキープ'], fr: ['entretien-cumulatif'] } },
  { canonical: 'cumulative-upkeep-sacrifice', aliases: { en: ['age-upkeep-sacrifice'], ja: ['累加アップキープ生け贄'], fr: ['entretien-cumulatif-sacrifice'] } },
  { canonical: 'cumulative-upkeep-mana', aliases: { en: ['age-upkeep-mana'], ja: ['累加アップキープマナ'], fr: ['entretien-cumulatif-mana'] } },
  { canonical: 'set-life', aliases: { en: ['life-becomes', 'life-total-becomes'], ja: ['ライフ総量設定', 'ライフを設定'], fr: ['total-de-vie-devient', 'fixe-la-vie'] } },
  { canonical: 'double-life-total', aliases: { en: ['double-life-of'], ja: ['ライフ総量を2倍', 'ライフ倍化'], fr: ['double-le-total-de-vie', 'double-la-vie'] } },
  { canonical: 'when-leaves', aliases: { en: ['delayed-leaves'], ja: ['戦場を離れたときに', '離れたとき'], fr: ['quand-quitte', 'lorsqu-il-quitte'] } },
  { canonical: 'when-untaps', aliases: { en: ['delayed-untaps'], ja: ['アンタップしたときに', 'アンタップ状態になったとき'], fr: ['quand-se-dégage', 'lorsqu-il-se-dégage'] } },
  { canonical: 'reflex-sacrifice', aliases: { en: ['sacrifice-another-when-you-do'], ja: ['生け贄に捧げたとき', '再帰誘発生け贄'], fr: ['sacrifie-et-quand', 'sacrifice-réflexe'] } },
  { canonical: 'prevent-next-gain', aliases: { en: ['prevent-and-gain'], ja: ['次のダメージを軽減しライフ獲得'], fr: ['prévient-et-gagne'] } },
  { canonical: 'damage-excess', aliases: { en: ['excess-damage'], ja: ['超過ダメージ'], fr: ['blessures-excédentaires'] } },
  { canonical: 'win-at-life', aliases: { en: ['wins-with-life'], ja: ['ライフで勝利', 'ライフ勝利'], fr: ['gagne-avec-vie', 'victoire-aux-points-de-vie'] } },
  { canonical: 'counter', aliases: { en: ['counter-spell'], ja: ['打ち消す', '打ち消し'], fr: ['contrer', 'contre'] } },
  { canonical: 'skip-next-untap', aliases: { en: ['doesnt-untap-next'], ja: ['次のアンタップ・ステップにアンタップしない'], fr: ['ne-se-dégage-pas-au-prochain-dégagement'] } },
  { canonical: 'search-land', aliases: { en: ['fetch-basic-land'], ja: ['基本土地を戦場に出す'], fr: ['chercher-terrain-de-base'] } },
  { canonical: 'search-land-tapped', aliases: { en: ['fetch-basic-land-tapped'], ja: ['基本土地をタップ状態で戦場に出す'], fr: ['chercher-terrain-de-base-engagé'] } },
  { canonical: 'search-land-hand', aliases: { en: ['basic-land-to-hand'], ja: ['基本土地を手札に加える'], fr: ['chercher-terrain-de-base-en-main'] } },
  { canonical: 'extra-turn', aliases: { en: ['take-an-extra-turn'], ja: ['追加ターン'], fr: ['tour-supplémentaire'] } },
  { canonical: 'exile-spell', aliases: { en: ['exile-this-spell'], ja: ['この呪文を追放'], fr: ['exiler-ce-sort'] } },
  { canonical: 'shuffle-spell', aliases: { en: ['shuffle-this-spell'], ja: ['この呪文を切り直す'], fr: ['mélanger-ce-sort'] } },
  { canonical: 'damage-exile', aliases: { en: ['damage-then-exile'], ja: ['ダメージを与え死亡なら追放'], fr: ['blessures-puis-exil'] } },
  { canonical: 'damage-divided', aliases: { en: ['divided-damage'], ja: ['ダメージを割り振る'], fr: ['blessures-réparties'] } },
  { canonical: 'fighter', aliases: { en: ['fights'], ja: ['格闘するクリーチャー'], fr: ['combattant'] } },
  { canonical: 'fight', aliases: { en: ['fights-with'], ja: ['格闘'], fr: ['se-bat'] } },
  { canonical: 'bite', aliases: { en: ['damage-equal-to-power'], ja: ['パワーに等しいダメージ'], fr: ['blessures-égales-à-la-force'] } },
  { canonical: 'suspend-spell', aliases: { en: ['exile-with-time-counters'], ja: ['時間カウンターを置いて追放'], fr: ['exiler-avec-marqueurs-temps'] } },
  { canonical: 'bolster', aliases: { en: ['bolsters'], ja: ['鼓舞'], fr: ['soutien'] } },
  { canonical: 'tutor', aliases: { en: ['search-card'], ja: ['サーチ', 'カードを探す'], fr: ['tuteur', 'chercher-une-carte'] } },
  { canonical: 'treasure', aliases: { en: ['create-treasure'], ja: ['宝物', '宝物を生成'], fr: ['trésor', 'créer-trésor'] } },
  { canonical: 'food', aliases: { en: ['create-food'], ja: ['食物', '食物を生成'], fr: ['nourriture', 'créer-nourriture'] } },
  { canonical: 'investigate', aliases: { en: ['clue', 'create-clue'], ja: ['調査', '手掛かり'], fr: ['enquêter', 'indice'] } },
  { canonical: 'draw-next-upkeep', aliases: { en: ['draw-at-next-upkeep'], ja: ['次のアップキープに引く'], fr: ['pioche-au-prochain-entretien'] } },
  { canonical: 'counter-exile', aliases: { en: ['counter-and-exile'], ja: ['打ち消して追放'], fr: ['contrer-et-exiler'] } },
  { canonical: 'renown', aliases: { en: ['become-renowned'], ja: ['高名になる'], fr: ['devenir-renommée'] } },
  { canonical: 'rampage', aliases: { en: ['pump-per-extra-blocker'], ja: ['ランページする'], fr: ['saccager'] } },
  { canonical: 'fabricate', aliases: { en: ['counters-or-servos'], ja: ['製造する'], fr: ['fabriquer'] } },
  { canonical: 'exploit', aliases: { en: ['may-sacrifice-a-creature'], ja: ['濫用する'], fr: ['exploiter'] } },
  { canonical: 'pay-mana', aliases: { en: ['pays-mana'], ja: ['マナを支払う'], fr: ['payer-mana', 'paie-mana'] } },
  { canonical: 'pay-life', aliases: { en: ['pays-life'], ja: ['ライフを支払う'], fr: ['payer-vie', 'paie-vie'] } },
  { canonical: 'provoke', aliases: { en: ['provokes'], ja: ['挑発する'], fr: ['provoquer', 'provoque'] } },
  { canonical: 'adapt', aliases: { en: ['adapts'], ja: ['順応'], fr: ['adaptation', 's-adapte'] } },
  { canonical: 'spore-counter', aliases: { en: ['put-spore'], ja: ['胞子カウンターを置く'], fr: ['marqueur-spore'] } },
  { canonical: 'level-up', aliases: { en: ['put-level-counter'], ja: ['レベル・アップ'], fr: ['niveau-supérieur'] } },
  { canonical: 'monstrosity', aliases: { en: ['become-monstrous'], ja: ['怪物化'], fr: ['monstruosité'] } },
  { canonical: 'amass', aliases: { en: ['amasses', 'amass-zombies'], ja: ['増員'], fr: ['amasser', 'amasse'] } },
  { canonical: 'explore', aliases: { en: ['explores'], ja: ['探検'], fr: ['explorer', 'explore'] } },
  { canonical: 'connive', aliases: { en: ['connives'], ja: ['謀議'], fr: ['comploter', 'complote'] } },
  { canonical: 'counter-unless-life', aliases: { en: ['counter-unless-pays-life'], ja: ['ライフを支払わない限り打ち消す'], fr: ['contrer-à-moins-de-payer-des-points-de-vie'] } },
  { canonical: 'sacrifice-unless', aliases: { en: ['sacrifice-unless-pays'], ja: ['支払わない限り生け贄'], fr: ['sacrifier-à-moins-de-payer'] } },
  { canonical: 'counter-unless', aliases: { en: ['counter-unless-pays'], ja: ['支払わない限り打ち消す'], fr: ['contrer-à-moins-que', 'contre-sauf-si-paie'] } },
  { canonical: 'put-on-library', aliases: { en: ['tuck', 'put-on-top-of-library'], ja: ['ライブラリーの一番上に置く'], fr: ['met-sur-la-bibliothèque', 'mettre-sur-la-bibliothèque'] } },
  { canonical: 'sacrifice-a-creature', aliases: { en: ['edict', 'sacrifices-a-creature'], ja: ['クリーチャーを生け贄に捧げる', 'エディクト'], fr: ['sacrifie-une-créature', 'sacrifier-une-créature'] } },
  { canonical: 'sacrifice-or-lose', aliases: { en: ['sacrifice-or-lose-life'], ja: ['生け贄かライフ喪失', '生け贄にしないならライフ喪失'], fr: ['sacrifie-ou-perd', 'sacrifier-ou-perdre'] } },
  { canonical: 'reveal-hand', aliases: { en: ['reveals-hand'], ja: ['手札を公開'], fr: ['révèle-sa-main'] } },
  { canonical: 'look-hand', aliases: { en: ['look-at-hand'], ja: ['手札を見る'], fr: ['regarde-la-main'] } },
  { canonical: 'pick-card', aliases: { en: ['choose-card-from-hand'], ja: ['手札からカードを選ぶ'], fr: ['choisit-une-carte-de-la-main'] } },
  { canonical: 'discard-picked', aliases: { en: ['discards-that-card'], ja: ['そのカードを捨てる'], fr: ['défausse-cette-carte'] } },
  { canonical: 'exile-picked', aliases: { en: ['exile-that-card'], ja: ['そのカードを追放'], fr: ['exile-cette-carte'] } },
  { canonical: 'look-top', aliases: { en: ['look-at-top'], ja: ['上から見る'], fr: ['regarde-le-dessus'] } },
  { canonical: 'reveal-top', aliases: { en: ['reveal-top-cards'], ja: ['上から公開'], fr: ['révèle-le-dessus'] } },
  { canonical: 'take-looked', aliases: { en: ['put-into-hand'], ja: ['手札に加える'], fr: ['met-en-main'] } },
  { canonical: 'pick-looked', aliases: { en: ['reveal-and-take'], ja: ['公開して手札に加える'], fr: ['révèle-et-prend'] } },
  { canonical: 'rest-bottom', aliases: { en: ['rest-on-bottom'], ja: ['残りを一番下に'], fr: ['reste-au-dessous'] } },
  { canonical: 'rest-bottom-random', aliases: { en: ['rest-on-bottom-random'], ja: ['残りを無作為の順番で一番下に'], fr: ['reste-au-dessous-au-hasard'] } },
  { canonical: 'rest-graveyard', aliases: { en: ['rest-to-graveyard'], ja: ['残りを墓地に'], fr: ['reste-au-cimetière'] } },
  { canonical: 'tutor-card', aliases: { en: ['search-card-of-kind'], ja: ['種類を指定してサーチ'], fr: ['chercher-une-carte-de-type'] } },
  { canonical: 'tutor-top', aliases: { en: ['search-card-to-top'], ja: ['サーチして一番上に置く'], fr: ['chercher-et-mettre-au-dessus'] } },
  { canonical: 'discard-random', aliases: { en: ['discard-at-random'], ja: ['無作為に捨てる'], fr: ['défausse-au-hasard'] } },
  { canonical: 'shuffle-graveyard', aliases: { en: ['shuffle-graveyard-into-library'], ja: ['墓地を切り直す'], fr: ['mélange-le-cimetière'] } },
  { canonical: 'shuffle-hand-graveyard', aliases: { en: ['shuffle-hand-and-graveyard'], ja: ['手札と墓地を切り直す'], fr: ['mélange-main-et-cimetière'] } },
  { canonical: 'tutor-graveyard', aliases: { en: ['search-library-or-graveyard'], ja: ['ライブラリーか墓地からサーチ'], fr: ['chercher-bibliothèque-ou-cimetière'] } },
  { canonical: 'shuffle-if-searched', aliases: { en: ['shuffle-if-library-searched'], ja: ['探したなら切り直す'], fr: ['mélanger-si-cherché'] } },
  { canonical: 'land-from-hand', aliases: { en: ['put-land-from-hand'], ja: ['手札から土地を出す'], fr: ['terrain-de-la-main'] } },
  { canonical: 'land-from-hand-tapped', aliases: { en: ['put-land-from-hand-tapped'], ja: ['手札から土地をタップ状態で出す'], fr: ['terrain-de-la-main-engagé'] } },
  { canonical: 'copy-spell', aliases: { en: ['copy-target-spell'], ja: ['呪文をコピーする'], fr: ['copier-le-sort'] } },
  { canonical: 'gain-protection-choice', aliases: { en: ['protection-of-choice'], ja: ['選んだ色へのプロテクションを得る'], fr: ['protection-de-la-couleur-choisie'] } },
  { canonical: 'tutor-to-graveyard', aliases: { en: ['search-to-graveyard'], ja: ['サーチして墓地に置く'], fr: ['chercher-vers-cimetière'] } },
  { canonical: 'tutor-exile', aliases: { en: ['search-and-exile'], ja: ['サーチして追放する'], fr: ['chercher-et-exiler'] } },
  { canonical: 'tutor-land', aliases: { en: ['search-land-card'], ja: ['土地をサーチして戦場に出す'], fr: ['chercher-un-terrain'] } },
  { canonical: 'search-land-split', aliases: { en: ['basic-lands-split'], ja: ['基本土地を戦場と手札に分ける'], fr: ['terrains-de-base-partagés'] } },
  { canonical: 'tutor-land-tapped', aliases: { en: ['search-land-card-tapped'], ja: ['土地をサーチしてタップ状態で戦場に出す'], fr: ['chercher-un-terrain-engagé'] } },
  { canonical: 'at-next-end-step', aliases: { en: ['delayed-end-step', 'at-the-next-end-step'], ja: ['次の終了ステップの開始時に'], fr: ['au-début-de-la-prochaine-étape-de-fin'] } },
  { canonical: 'at-end-of-combat', aliases: { en: ['delayed-end-of-combat', 'end-of-combat'], ja: ['戦闘終了時に'], fr: ['à-la-fin-du-combat'] } },
  { canonical: 'reveal-kin', aliases: { en: ['kinship', 'reveal-if-shares-type'], ja: ['同族', 'タイプを共有していれば公開'], fr: ['parenté', 'révèle-si-même-type'] } },
  { canonical: 'return-under-owner', aliases: { en: ['return-to-owner-battlefield'], ja: ['オーナーのコントロール下で戦場に戻す'], fr: ['renvoie-sur-le-champ-de-bataille'] } },
  { canonical: 'copy-spell-new-targets', aliases: { en: ['copy-new-targets'], ja: ['コピーし新しい対象を選ぶ'], fr: ['copier-avec-nouvelles-cibles'] } },
  { canonical: 'transform', aliases: { en: ['transforms'], ja: ['変身'], fr: ['transformer', 'se-transforme'] } },
];

export const ABILITY_WHENS = ['dies', 'combat-damage', 'damaged', 'attacks', 'creature-dies', 'life-gained', 'static', 'end-step', 'enters', 'creature-enters', 'blocks', 'becomes-blocked', 'your-end-step', 'your-combat', 'ally-enters', 'other-dies', 'ally-dies', 'cast-noncreature', 'cast-instant-sorcery', 'leaves', 'combat-damage-creature', 'damage-to-player', 'damage-to-opponent', 'cast-spell', 'cast-creature', 'opponent-casts', 'player-casts', 'upkeep', 'your-upkeep', 'becomes-tapped', 'counters-put', 'damaged-creature-dies', 'blocked-by-creature', 'blocked-by-white', 'blocked-by-blue', 'blocked-by-black', 'blocked-by-red', 'blocked-by-green', 'empty-hand', 'land-enters', 'enchantment-enters', 'artifact-enters', 'opponent-upkeep', 'becomes-untapped', 'cast-enchantment', 'opponent-creature-dies', 'heroic', 'becomes-target', 'attacks-alone', 'battalion', 'attacks-unblocked', 'cast-multicolored', 'ally-combat-damage', 'deals-damage', 'deals-combat-damage', 'you-draw', 'opponent-targets', 'cast-white', 'cast-blue', 'cast-black', 'cast-red', 'cast-green', 'cast-colorless', 'cast-artifact', 'exploits', 'blocks-creature', 'blocks-flying', 'blocks-nonflying', 'enters-kicked', 'becomes-monstrous', 'plus-counters-put', 'enters-raid', 'activated'] as const;

/** The head of an ability written on an object: `(dies: …)`. */
export const abilityTerms: Term<(typeof ABILITY_WHENS)[number]>[] = [
  { canonical: 'dies', aliases: { en: ['when-dies', 'on-death'], ja: ['死亡時', '死亡'], fr: ['meurt', 'mort'] } },
  { canonical: 'combat-damage', aliases: { en: ['hits'], ja: ['戦闘ダメージ', '戦闘ダメージ時'], fr: ['blessures-de-combat'] } },
  { canonical: 'damaged', aliases: { en: ['dealt-damage'], ja: ['ダメージを受けた時', '被ダメージ'], fr: ['blessé', 'blessée'] } },
  { canonical: 'attacks', aliases: { en: ['attack'], ja: ['攻撃時'], fr: ['attaque'] } },
  { canonical: 'creature-dies', aliases: { en: ['any-dies'], ja: ['クリーチャー死亡時'], fr: ['une-créature-meurt'] } },
  { canonical: 'life-gained', aliases: { en: ['gain-life'], ja: ['ライフ獲得時'], fr: ['gain-de-vie'] } },
  { canonical: 'static', aliases: { en: ['always'], ja: ['常在'], fr: ['statique'] } },
  { canonical: 'end-step', aliases: { en: ['at-end-of-turn', 'end-of-turn'], ja: ['終了ステップ開始時', 'ターン終了時'], fr: ['début-de-l-étape-de-fin', 'fin-de-tour'] } },
  { canonical: 'enters', aliases: { en: ['etb', 'enters-the-battlefield'], ja: ['戦場に出たとき', 'ETB'], fr: ['arrive', 'arrive-sur-le-champ-de-bataille'] } },
  { canonical: 'creature-enters', aliases: { en: ['another-enters'], ja: ['他のクリーチャーが戦場に出たとき'], fr: ['une-autre-créature-arrive'] } },
  { canonical: 'blocks', aliases: { en: ['when-blocks'], ja: ['ブロック時'], fr: ['bloque'] } },
  { canonical: 'your-end-step', aliases: { en: ['at-your-end-step'], ja: ['あなたの終了ステップ開始時'], fr: ['début-de-votre-étape-de-fin'] } },
  { canonical: 'your-combat', aliases: { en: ['at-your-combat', 'your-beginning-of-combat'], ja: ['あなたの戦闘開始時'], fr: ['début-de-votre-combat'] } },
  { canonical: 'ally-enters', aliases: { en: ['another-yours-enters'], ja: ['他の自軍クリーチャーが戦場に出たとき'], fr: ['une-autre-de-vos-créatures-arrive'] } },
  { canonical: 'other-dies', aliases: { en: ['another-dies'], ja: ['他のクリーチャー死亡時'], fr: ['une-autre-créature-meurt'] } },
  { canonical: 'ally-dies', aliases: { en: ['another-yours-dies'], ja: ['他の自軍クリーチャー死亡時'], fr: ['une-autre-de-vos-créatures-meurt'] } },
  { canonical: 'combat-damage-creature', aliases: { en: ['hits-creature'], ja: ['クリーチャーへの戦闘ダメージ時'], fr: ['blessures-de-combat-à-une-créature'] } },
  { canonical: 'damage-to-player', aliases: { en: ['damages-player'], ja: ['プレイヤーへのダメージ時'], fr: ['blessures-à-un-joueur'] } },
  { canonical: 'damage-to-opponent', aliases: { en: ['damages-opponent'], ja: ['対戦相手へのダメージ時'], fr: ['blessures-à-un-adversaire'] } },
  { canonical: 'leaves', aliases: { en: ['leaves-the-battlefield', 'ltb'], ja: ['戦場を離れた時'], fr: ['quitte-le-champ-de-bataille'] } },
  { canonical: 'cast-noncreature', aliases: { en: ['noncreature-cast'], ja: ['非クリーチャー呪文を唱えたとき'], fr: ['lance-non-créature'] } },
  { canonical: 'cast-instant-sorcery', aliases: { en: ['instant-sorcery-cast'], ja: ['インスタントかソーサリーを唱えたとき'], fr: ['lance-éphémère-ou-rituel'] } },
  { canonical: 'cast-spell', aliases: { en: ['you-cast'], ja: ['呪文を唱えたとき'], fr: ['lance-un-sort'] } },
  { canonical: 'cast-creature', aliases: { en: ['creature-cast'], ja: ['クリーチャー呪文を唱えたとき'], fr: ['lance-un-sort-de-créature'] } },
  { canonical: 'opponent-casts', aliases: { en: ['opponent-cast'], ja: ['対戦相手が呪文を唱えたとき'], fr: ['un-adversaire-lance'] } },
  { canonical: 'player-casts', aliases: { en: ['any-cast'], ja: ['プレイヤーが呪文を唱えたとき'], fr: ['un-joueur-lance'] } },
  { canonical: 'activated', aliases: { en: ['activated-ability'], ja: ['起動型', '起動型能力'], fr: ['activée', 'capacité-activée'] } },
  { canonical: 'becomes-blocked', aliases: { en: ['blocked'], ja: ['ブロックされた時'], fr: ['bloquée', 'devient-bloquée'] } },
  { canonical: 'upkeep', aliases: { en: ['each-upkeep', 'at-upkeep'], ja: ['各アップキープ開始時', 'アップキープ開始時'], fr: ['début-de-chaque-entretien', 'entretien'] } },
  { canonical: 'your-upkeep', aliases: { en: ['at-your-upkeep'], ja: ['あなたのアップキープ開始時'], fr: ['début-de-votre-entretien'] } },
  { canonical: 'becomes-tapped', aliases: { en: ['when-tapped'], ja: ['タップ状態になった時', 'タップされた時'], fr: ['devient-engagé', 's-engage'] } },
  { canonical: 'counters-put', aliases: { en: ['counter-put', 'gets-counters'], ja: ['カウンターが置かれた時'], fr: ['marqueurs-placés', 'reçoit-des-marqueurs'] } },
  { canonical: 'blocked-by-creature', aliases: { en: ['blocked-by'], ja: ['クリーチャーにブロックされた時'], fr: ['bloquée-par-une-créature'] } },
  { canonical: 'blocked-by-white', aliases: { ja: ['白のクリーチャーにブロックされた時'], fr: ['bloquée-par-une-créature-blanche'] } },
  { canonical: 'blocked-by-blue', aliases: { ja: ['青のクリーチャーにブロックされた時'], fr: ['bloquée-par-une-créature-bleue'] } },
  { canonical: 'blocked-by-black', aliases: { ja: ['黒のクリーチャーにブロックされた時'], fr: ['bloquée-par-une-créature-noire'] } },
  { canonical: 'blocked-by-red', aliases: { ja: ['赤のクリーチャーにブロックされた時'], fr: ['bloquée-par-une-créature-rouge'] } },
  { canonical: 'blocked-by-green', aliases: { ja: ['緑のクリーチャーにブロックされた時'], fr: ['bloquée-par-une-créature-verte'] } },
  { canonical: 'empty-hand', aliases: { en: ['no-cards-in-hand', 'hellbent'], ja: ['手札が0枚の時', '手札がない時'], fr: ['main-vide', 'aucune-carte-en-main'] } },
  { canonical: 'land-enters', aliases: { en: ['landfall', 'land-yours-enters'], ja: ['上陸', '土地が戦場に出たとき'], fr: ['accostage', 'arrivée-de-terrain', 'un-terrain-arrive'] } },
  { canonical: 'enchantment-enters', aliases: { en: ['constellation', 'enchantment-yours-enters'], ja: ['星座', '自軍のエンチャントが戦場に出たとき'], fr: ['un-enchantement-arrive'] } },
  { canonical: 'artifact-enters', aliases: { en: ['artifact-yours-enters'], ja: ['自軍のアーティファクトが戦場に出たとき'], fr: ['un-artefact-arrive'] } },
  { canonical: 'opponent-upkeep', aliases: { en: ['each-opponent-upkeep', 'at-opponent-upkeep'], ja: ['各対戦相手のアップキープ開始時'], fr: ['début-de-l-entretien-adverse'] } },
  { canonical: 'becomes-untapped', aliases: { en: ['when-untapped'], ja: ['アンタップ状態になった時'], fr: ['devient-dégagé', 'se-dégage'] } },
  { canonical: 'cast-enchantment', aliases: { en: ['enchantment-cast'], ja: ['エンチャント呪文を唱えたとき'], fr: ['lance-un-enchantement'] } },
  { canonical: 'opponent-creature-dies', aliases: { en: ['their-creature-dies'], ja: ['対戦相手のクリーチャー死亡時'], fr: ['une-créature-adverse-meurt'] } },
  { canonical: 'heroic', aliases: { en: ['your-spell-targets-it'], ja: ['英雄的'], fr: ['héroïque'] } },
  { canonical: 'becomes-target', aliases: { en: ['targeted', 'becomes-targeted'], ja: ['対象になった時'], fr: ['devient-la-cible', 'ciblée'] } },
  { canonical: 'attacks-alone', aliases: { en: ['lone-attack'], ja: ['単独で攻撃した時'], fr: ['attaque-seule'] } },
  { canonical: 'battalion', aliases: { en: ['attacks-with-two-others'], ja: ['大隊'], fr: ['bataillon'] } },
  { canonical: 'attacks-unblocked', aliases: { en: ['unblocked', 'attacks-and-isnt-blocked'], ja: ['攻撃してブロックされなかった時'], fr: ['attaque-et-n-est-pas-bloquée'] } },
  { canonical: 'cast-multicolored', aliases: { en: ['multicolored-cast', 'multicolor-cast'], ja: ['多色呪文を唱えたとき'], fr: ['lance-un-sort-multicolore'] } },
  { canonical: 'ally-combat-damage', aliases: { en: ['yours-hits-player'], ja: ['自軍クリーチャーがプレイヤーに戦闘ダメージを与えた時'], fr: ['une-de-vos-créatures-blesse-un-joueur'] } },
  { canonical: 'deals-damage', aliases: { en: ['deals-any-damage'], ja: ['ダメージを与えた時'], fr: ['inflige-des-blessures'] } },
  { canonical: 'deals-combat-damage', aliases: { en: ['deals-any-combat-damage'], ja: ['戦闘ダメージを与えた時'], fr: ['inflige-des-blessures-de-combat'] } },
  { canonical: 'you-draw', aliases: { en: ['draws-a-card', 'you-draw-a-card'], ja: ['カードを引いた時'], fr: ['vous-piochez'] } },
  { canonical: 'opponent-targets', aliases: { en: ['targeted-by-opponent'], ja: ['対戦相手の対象になった時'], fr: ['ciblée-par-un-adversaire'] } },
  { canonical: 'cast-white', aliases: { en: ['white-cast'], ja: ['白の呪文を唱えたとき'], fr: ['lance-un-sort-blanc'] } },
  { canonical: 'cast-blue', aliases: { en: ['blue-cast'], ja: ['青の呪文を唱えたとき'], fr: ['lance-un-sort-bleu'] } },
  { canonical: 'cast-black', aliases: { en: ['black-cast'], ja: ['黒の呪文を唱えたとき'], fr: ['lance-un-sort-noir'] } },
  { canonical: 'cast-red', aliases: { en: ['red-cast'], ja: ['赤の呪文を唱えたとき'], fr: ['lance-un-sort-rouge'] } },
  { canonical: 'cast-green', aliases: { en: ['green-cast'], ja: ['緑の呪文を唱えたとき'], fr: ['lance-un-sort-vert'] } },
  { canonical: 'cast-colorless', aliases: { en: ['colorless-cast'], ja: ['無色の呪文を唱えたとき'], fr: ['lance-un-sort-incolore'] } },
  { canonical: 'cast-artifact', aliases: { en: ['artifact-cast'], ja: ['アーティファクト呪文を唱えたとき'], fr: ['lance-un-sort-d-artefact'] } },
  { canonical: 'exploits', aliases: { en: ['exploits-a-creature'], ja: ['濫用した時'], fr: ['exploite-une-créature'] } },
  { canonical: 'blocks-creature', aliases: { en: ['blocks-a-creature'], ja: ['クリーチャーをブロックした時'], fr: ['bloque-une-créature'] } },
  { canonical: 'blocks-flying', aliases: { en: ['blocks-a-flyer'], ja: ['飛行を持つクリーチャーをブロックした時'], fr: ['bloque-une-créature-volante'] } },
  { canonical: 'blocks-nonflying', aliases: { en: ['blocks-a-non-flyer'], ja: ['飛行を持たないクリーチャーをブロックした時'], fr: ['bloque-une-créature-non-volante'] } },
  { canonical: 'enters-raid', aliases: { en: ['enters-if-attacked'], ja: ['攻撃していて戦場に出たとき'], fr: ['arrive-si-attaqué'] } },
  { canonical: 'plus-counters-put', aliases: { en: ['gets-+1/+1-counters'], ja: ['+1/+1カウンターが置かれたとき'], fr: ['reçoit-des-marqueurs-+1/+1'] } },
  { canonical: 'becomes-monstrous', aliases: { en: ['monstrous'], ja: ['怪物的になったとき'], fr: ['devient-monstrueuse'] } },
  { canonical: 'enters-kicked', aliases: { en: ['enters-if-kicked'], ja: ['キッカーされていて戦場に出たとき'], fr: ['arrive-si-kickée'] } },
  { canonical: 'damaged-creature-dies', aliases: { en: ['victim-dies'], ja: ['ダメージを与えたクリーチャー死亡時'], fr: ['une-créature-blessée-meurt'] } },
];

/** Words in the target position of an effect: none of them is a target (115.10), except `that`, the targets of the effect before. */
export type TargetWord = 'self' | 'you' | 'that' | 'each-opponent' | 'each-player' | 'its-controller';
export const targetWordTerms: Term<TargetWord>[] = [
  { canonical: 'self', aliases: { en: ['this', 'it'], ja: ['自身', 'これ'], fr: ['soi', 'lui'] } },
  { canonical: 'you', aliases: { en: ['controller'], ja: ['あなた', 'コントローラー'], fr: ['vous', 'contrôleur'] } },
  { canonical: 'that', aliases: { en: ['same'], ja: ['それ', 'その対象'], fr: ['celle-ci', 'celui-ci'] } },
  { canonical: 'each-opponent', aliases: { en: ['opponents'], ja: ['各対戦相手'], fr: ['chaque-adversaire'] } },
  { canonical: 'each-player', aliases: { en: ['players'], ja: ['各プレイヤー'], fr: ['chaque-joueur'] } },
  { canonical: 'its-controller', aliases: { en: ['that-controller'], ja: ['そのコントローラー'], fr: ['son-contrôleur'] } },
];

/** An amount taken from what happened before instead of a number (`gain-life that-much you`). */
/** A power and toughness set from a count (`becomes graveyard-creatures x`, layer 7b): creature cards in its controller's graveyard. */
export const ptCountTerms: Term<'graveyard-creatures'>[] = [
  { canonical: 'graveyard-creatures', aliases: { en: ['creature-cards-in-graveyard'], ja: ['墓地のクリーチャー・カードの数'], fr: ['créatures-au-cimetière'] } },
];

export const amountTerms: Term<'that-much' | 'creature-count' | CountedAmount>[] = [
  { canonical: 'that-much', aliases: { en: ['that-many'], ja: ['その数', 'その点数'], fr: ['autant'] } },
  // "for each creature you control": counted as the effect happens (608.2h), phased-out ones not seen (702.26b)
  { canonical: 'creature-count', aliases: { en: ['for-each-creature'], ja: ['自軍クリーチャーの数'], fr: ['par-créature'] } },
  // counted as the effect happens too (608.2h; engine/mtg/counted-amounts.ts)
  { canonical: 'land-count', aliases: { en: ['lands-you-control'], ja: ['自軍土地の数'], fr: ['par-terrain'] } },
  { canonical: 'plains-count', aliases: { en: ['plains-you-control'], ja: ['自軍平地の数'], fr: ['par-plaine'] } },
  { canonical: 'island-count', aliases: { en: ['islands-you-control'], ja: ['自軍島の数'], fr: ['par-île'] } },
  { canonical: 'swamp-count', aliases: { en: ['swamps-you-control'], ja: ['自軍沼の数'], fr: ['par-marais'] } },
  { canonical: 'mountain-count', aliases: { en: ['mountains-you-control'], ja: ['自軍山の数'], fr: ['par-montagne'] } },
  { canonical: 'forest-count', aliases: { en: ['forests-you-control'], ja: ['自軍森の数'], fr: ['par-forêt'] } },
  { canonical: 'hand-count', aliases: { en: ['cards-in-your-hand'], ja: ['自分の手札の枚数'], fr: ['cartes-en-main'] } },
  { canonical: 'target-hand-count', aliases: { en: ['cards-in-their-hand'], ja: ['そのプレイヤーの手札の枚数'], fr: ['cartes-en-main-de-la-cible'] } },
  { canonical: 'its-power', aliases: { en: ['that-power'], ja: ['そのパワー'], fr: ['sa-force'] } },
  { canonical: 'its-toughness', aliases: { en: ['that-toughness'], ja: ['そのタフネス'], fr: ['son-endurance'] } },
  { canonical: 'its-mv', aliases: { en: ['its-mana-value', 'that-mana-value'], ja: ['そのマナ総量'], fr: ['sa-valeur-de-mana'] } },
  { canonical: 'sacrificed-power', aliases: { en: ['sacrificed-creatures-power'], ja: ['生け贄のパワー'], fr: ['force-du-sacrifié'] } },
  { canonical: 'sacrificed-toughness', aliases: { en: ['sacrificed-creatures-toughness'], ja: ['生け贄のタフネス'], fr: ['endurance-du-sacrifié'] } },
];
/** The word before an optional effect: `may gain-life 2 you` ("you may gain 2 life"). */
/** A token's mana ability written with its traits (`create 1/1 colorless sacrifice-for-mana A`, 605.1a; engine/mtg/tokens.ts). */
export const tokenAbilityTerms: Term<'sacrifice-for-mana'>[] = [{ canonical: 'sacrifice-for-mana', aliases: { en: ['sac-for-mana'], ja: ['生け贄でマナ'], fr: ['sacrifice-pour-mana'] } }];
export const mayTerms: Term<'may'>[] = [{ canonical: 'may', aliases: { en: ['optional'], ja: ['任意', 'してもよい'], fr: ['peut', 'facultatif'] } }];
/** The word before an effect that happens only if the one before it was done: `may discard 1 you & if-done draw 1 you` (118.12). */
export const ifDoneTerms: Term<'if-done' | 'if-not-done'>[] = [
  { canonical: 'if-done', aliases: { en: ['if-you-do'], ja: ['そうしたら', 'そうした場合'], fr: ['si-fait', 'si-vous-le-faites'] } },
  // "If you don't, …" and "… unless you pay {2}" (118.12): only if the effect before it was not done
  { canonical: 'if-not-done', aliases: { en: ['if-you-dont', 'unless-paid'], ja: ['そうしなかったら', 'そうしなかった場合'], fr: ['si-non-fait', 'si-vous-ne-le-faites-pas'] } },
];

/** What an activated ability written on an object costs beyond mana, and when it may be activated (602.5). */
export const ACTIVATION_WORDS = ['tap', 'sacrifice', 'sacrifice-creature', 'sacrifice-another', 'sacrifice-artifact', 'sacrifice-land', 'sorcery', 'once', 'your-turn', 'before-attackers', 'discard-card', 'boast', 'threshold', 'any-player', 'remove-counter', 'twice', 'sacrifice-saproling'] as const;
export type ActivationWord = (typeof ACTIVATION_WORDS)[number];
/** Costs that sacrifice one of the player's permanents of a kind: an ability's, or a spell's additional cost (601.2h). */
export type PermanentCost = Extract<ActivationWord, 'sacrifice-creature' | 'sacrifice-another' | 'sacrifice-artifact' | 'sacrifice-land' | 'sacrifice-saproling'>;
/** A spell's additional cost paid as it is cast (601.2h): sacrificing a permanent, or discarding a card. */
export type SpellCost = PermanentCost | Extract<ActivationWord, 'discard-card'>;
export const activationTerms: Term<ActivationWord>[] = [
  { canonical: 'tap', aliases: { en: ['{T}', 'T'], ja: ['タップ'], fr: ['engager'] } },
  { canonical: 'sacrifice', aliases: { en: ['sac'], ja: ['生け贄'], fr: ['sacrifier'] } },
  // "Sacrifice a creature" / "another creature" / "an artifact" / "a land": one of its controller's, chosen as the cost is paid
  { canonical: 'sacrifice-creature', aliases: { en: ['sac-creature'], ja: ['クリーチャーを生け贄'], fr: ['sacrifier-une-créature'] } },
  { canonical: 'sacrifice-another', aliases: { en: ['sacrifice-another-creature', 'sac-another'], ja: ['他のクリーチャーを生け贄'], fr: ['sacrifier-une-autre-créature'] } },
  { canonical: 'sacrifice-artifact', aliases: { en: ['sac-artifact'], ja: ['アーティファクトを生け贄'], fr: ['sacrifier-un-artefact'] } },
  { canonical: 'sacrifice-land', aliases: { en: ['sac-land'], ja: ['土地を生け贄'], fr: ['sacrifier-un-terrain'] } },
  { canonical: 'sorcery', aliases: { en: ['sorcery-speed'], ja: ['ソーサリー'], fr: ['rituel'] } },
  { canonical: 'once', aliases: { en: ['once-each-turn'], ja: ['毎ターン1回'], fr: ['une-fois'] } },
  // "Activate only during your turn" / "…, before attackers are declared" (602.5)
  { canonical: 'your-turn', aliases: { en: ['only-your-turn'], ja: ['あなたのターンのみ'], fr: ['votre-tour'] } },
  { canonical: 'before-attackers', aliases: { en: ['before-attacks'], ja: ['攻撃前のみ'], fr: ['avant-les-attaquants'] } },
  // boast (702.142a): the creature must have attacked during this turn; at most one activation per turn
  { canonical: 'boast', aliases: { en: ['if-attacked'], ja: ['誇示'], fr: ['vantardise'] } },
  // "Activate only if seven or more cards are in your graveyard" (threshold; 602.5)
  { canonical: 'threshold', aliases: { en: ['seven-in-graveyard'], ja: ['スレッショルド'], fr: ['seuil'] } },
  // "Any player may activate this ability" (602.2): `activate B w` by another player than its controller
  { canonical: 'any-player', aliases: { en: ['anyone'], ja: ['どのプレイヤーも'], fr: ['tout-joueur', 'nimporte-quel-joueur'] } },
  // "Discard a card" (602.2b): a card of its controller's hand, which must hold one
  { canonical: 'discard-card', aliases: { en: ['discard-a-card'], ja: ['手札を1枚捨てる'], fr: ['défausser-une-carte'] } },
  // "Remove a +1/+1 counter from this" (602.2b, 118.3): the source must have one
  { canonical: 'remove-counter', aliases: { en: ['remove-a-counter'], ja: ['カウンターを取り除く'], fr: ['retirer-un-marqueur'] } },
  // "Activate no more than twice each turn" (602.5b)
  { canonical: 'twice', aliases: { en: ['twice-each-turn'], ja: ['毎ターン2回まで'], fr: ['deux-fois'] } },
  // "Sacrifice a Saproling" (a creature type, 205.3m): the Thallids' costs
  { canonical: 'sacrifice-saproling', aliases: { en: ['sac-saproling'], ja: ['苗木を生け贄'], fr: ['sacrifier-un-saprobionte'] } },
];

/** Words of a static ability's filter (`static: +1/+1 white yours`). */
export const filterTerms: Term<'creatures' | 'yours' | 'others' | 'theirs' | 'attached' | 'attacking' | 'blocking' | 'with-counter'>[] = [
  { canonical: 'creatures', aliases: { en: ['all'], ja: ['クリーチャー'], fr: ['créatures'] } },
  { canonical: 'yours', aliases: { en: ['mine'], ja: ['自軍', '自分の'], fr: ['vôtres', 'vos'] } },
  { canonical: 'others', aliases: { en: ['other'], ja: ['他の', '他'], fr: ['autres'] } },
  { canonical: 'theirs', aliases: { en: ['opponents-creatures'], ja: ['対戦相手の'], fr: ['adverses'] } },
  { canonical: 'attached', aliases: { en: ['enchanted', 'equipped'], ja: ['エンチャントされている', '装備している'], fr: ['enchantée', 'équipée'] } },
  { canonical: 'attacking', aliases: { en: ['attackers'], ja: ['攻撃している'], fr: ['attaquantes'] } },
  { canonical: 'blocking', aliases: { en: ['blockers'], ja: ['ブロックしている'], fr: ['bloqueuses'] } },
  // "each creature you control with a +1/+1 counter on it" (122.1)
  { canonical: 'with-counter', aliases: { en: ['with-+1/+1-counter'], ja: ['カウンターが置かれている'], fr: ['avec-marqueur'] } },
];

export const orderKindTerms: Term<OrderKind>[] = [
  { canonical: 'prevent', aliases: { en: ['prevention'], ja: ['軽減'], fr: ['prévention'] } },
  { canonical: 'double', aliases: { en: ['doubling', 'double-damage'], ja: ['倍加', '2倍'], fr: ['doublement', 'doubler'] } },
  { canonical: 'regenerate', aliases: { en: ['regeneration'], ja: ['再生'], fr: ['régénération'] } },
  { canonical: 'exile', aliases: { en: ['exile-instead'], ja: ['追放'], fr: ['exil'] } },
  { canonical: 'redirect', aliases: { en: ['redirection'], ja: ['移し替え'], fr: ['redirection'] } },
];

export const vocabulary = {
  colors: new Lexicon(colorTerms),
  qualities: new Lexicon(qualityTerms),
  keywords: new Lexicon(keywordTerms),
  types: new Lexicon(typeTerms),
  landTypes: new Lexicon(landTypeTerms),
  attributes: new Lexicon(attributeTerms),
  playerAttributes: new Lexicon(playerAttributeTerms),
  directives: new Lexicon(directiveTerms),
  orderKinds: new Lexicon(orderKindTerms),
  spellTypes: new Lexicon(spellTypeTerms),
  effects: new Lexicon(effectTerms),
  abilities: new Lexicon(abilityTerms),
  targetWords: new Lexicon(targetWordTerms),
  targetKinds: new Lexicon(targetKindTerms),
  activation: new Lexicon(activationTerms),
  may: new Lexicon(mayTerms),
  tokenAbilities: new Lexicon(tokenAbilityTerms),
  ifDone: new Lexicon(ifDoneTerms),
  filters: new Lexicon(filterTerms),
  band: new Lexicon(bandTerms),
  cardZones: new Lexicon(cardZoneTerms),
  amounts: new Lexicon(amountTerms),
  ptCounts: new Lexicon(ptCountTerms),
};

/** The canonical position of a keyword / colour (printing order). */
export function rank<T extends string>(list: readonly T[], value: T): number {
  return list.indexOf(value);
}
