/**
 * Which game a question is about, read from its words: the one place the search's game signals live (issue #26).
 * - signs (GAME_SIGNS): words only one game's players use ("showdown", マイト, PPTQ); one of them decides a question
 *   that names no game (RulingsSearch.answer()).
 * - terms (GAME_TERMS): one game's multi-word terms, a concept missing from another game's entries.
 * - cues (MTG_CUES, RB_CUES, GR_CUES): each game's everyday terms ("creature", "unit", ルーン); a question holding one
 *   game's cues and few of another's is that game's (evidentGame()).
 * - word counts (GameWordCounts): which games the knowledge base's own documents say a word belongs to or is foreign
 *   to; these move with the entries, the patterns above do not.
 * readGameSignals() reads them all once per question; the search passes the result down instead of reading again.
 * Patterns run on foldTyped() text (lower case, accents stripped, NFKC, dashes after katakana read as ー).
 */
import { GAMES, type Game } from './games.ts';
import { GAME_CODES, type InvertedIndex } from './inverted-index.ts';
import { expandPhrases } from './chat-words.ts';
import { NAMES, namedAsBackground, namedToCompare, type NamedGames } from './game-names.ts';

const L = '(?<![a-z0-9])';
const R = '(?![a-z0-9])';
const K = '(?<![ァ-ヶー])';
const KE = '(?![ァ-ヶー])';
const DET = "(?:my|your|his|her|their|our|the|a|an|its|this|that|each|every|all|any|one|two|three|\\d+|mon|ma|mes|ton|ta|tes|son|sa|ses|leur|leurs|notre|votre|nos|vos|le|la|les|l'|une?|des|ce|cet|cette|ces)";

const LONG = '[ー]?';
const DOT = '[・･:：=＝ ]?';
/**
 * Words only one game's rules use, that players use when asking about it ("showdown", "gear", マイト, ルーンデッキ):
 * a question naming no game but saying one of these is about that game. Whole words only ("gear" is not
 * "Gearhulk", マイト is not マイトストーン). Checked against the other games' entries by test/search-rb.test.ts.
 */
const NAME_SEP = "(?:'|’|-| )?";
/**
 * League of Legends champions and regions: Riftbound's cards are named after them and no Magic or Gate Ruler card
 * is ("Teemo's hidden…", "my Jinx", "Noxus units"). Left out: names that are also English words or Magic card
 * names (Jinx, Vi, Lux, Karma, Talon, Rumble, Graves, Kindred, Nautilus, Renata, Vladimir, Twitch, Singed, Poppy, Swain) and
 * given names a judge's story may give its players (Lulu and Smolder are Unfinity and Magic names too; Annie, Leona, Olaf, Janna, Lucian, Caitlyn, Jayce, Katarina, Jax…);
 * "Yi" only as Master Yi or Yi's (Sima Yi is Magic's).
 */
const CHAMPIONS = [
  'ahri', 'akali', 'anivia', 'azir', 'braum', 'darius', 'draven', 'ekko', 'evelynn', 'ezreal',
  'fiora', 'gangplank', 'garen', 'hecarim', 'heimerdinger', 'illaoi', 'irelia', 'jarvan',
  'kalista', 'kayn', 'leblanc', 'lissandra', 'malphite', 'malzahar', 'nasus', 'nidalee', 'nilah',
  'nocturne', 'ornn', 'pyke', 'rengar', 'renekton', 'sejuani', 'sett', 'sivir', 'syndra', 'teemo', 'thresh', 'tryndamere',
  'udyr', 'vayne', 'viego', 'viktor', 'volibear', 'warwick', 'xerath', 'yasuo', 'yone', 'zed', 'ziggs', 'zilean', 'zyra',
  `rek${NAME_SEP}sai`, `kai${NAME_SEP}sa`, `kha${NAME_SEP}zix`, `cho${NAME_SEP}gath`, `kog${NAME_SEP}maw`, `vel${NAME_SEP}koz`, `bel${NAME_SEP}veth`,
  'lee sin', 'miss fortune', 'master yi', "(?<!sima )yi(?:'|’)s", 'twisted fate', 'aurelion sol', 'tahm kench', 'xin zhao', 'dr\\.? mundo',
  'noxus', 'noxian', 'demacia', 'demacian', 'ionia', 'ionian', 'piltover', 'zaun', 'zaunite', 'freljord', 'shurima', 'shuriman',
  'bilgewater', 'targon', 'shadow isles', 'iles obscures', 'bandle city', 'ixtal',
  // more champions, and League of Legends' items, monsters and peoples its cards are named after (Zhonya's Hourglass,
  // Stalwart Poro), none of them a Magic card's word
  'jhin', 'kayle', 'morgana', 'ashe', 'ryze', 'soraka', 'taric', 'aphelios', 'samira', 'sylas', 'qiyana', 'neeko',
  'rakan', 'xayah', 'gnar', 'kled', 'rammus', 'amumu', 'blitzcrank', 'nami', 'nunu', 'fizz', 'kennen', 'maokai', 'shyvana',
  'shaco', 'gragas', 'corki', 'galio', 'urgot', 'veigar', 'yorick', 'zeri', 'yuumi', 'lillia', 'akshan', 'naafiri',
  'ambessa', 'jarvan iv', `k${NAME_SEP}sante`, 'karthus', 'hwei', 'orianna', 'seraphine', 'mordekaiser', 'aatrox', 'kassadin',
  'camille', 'fiddlesticks',
  "zhonya(?:'|’)?s?", 'poros?', 'yordles?', 'baron nashor', 'rift herald', 'vilemaw(?:(?:\'|’)s)?', 'icathian?', 'trifarian', 'solari',
  "summoner(?:'|’)?s rift",
];
const CHAMPIONS_JA = [
  'ティ[ー]?モ', 'アニビア', 'ダリウス', 'レンガ[ー]', 'ヤスオ', 'レク[=＝・]?サイ', 'ノクタ[ー]ン', 'ア[ー]リ', 'ボリベア', 'カイ[=＝・]?サ',
  'ミス[・･]?フォ[ー]チュン', 'ガレン', 'マスタ[ー][・･]?イ[ー]', 'リ[ー][・･]?シン', 'エズリアル', 'イレリア', 'シヴィア', 'アジ[ー]ル',
  'ノクサス', 'デマ[ー]シア', 'アイオニア', 'ピルトーヴァー', 'フレルヨード', 'シュリーマ', 'ビルジウォーター', 'ターゴン', 'シャドウアイル',
];
/**
 * Champions left out above because their name is also an English word or a Magic card: named with the epithet a
 * Riftbound champion card carries ("Vi, Hotheaded", "Jinx, Loose Cannon"), they are Riftbound's (not Renata: Magic has
 * "Renata, Called to the Hunt"; test/search-rb.test.ts checks the whole card pool).
 */
const EPITHET_CHAMPIONS = ['jinx', 'vi', 'lux', 'karma', 'talon', 'rumble', 'graves', 'nautilus', 'vladimir', 'twitch', 'singed', 'poppy', 'swain'];
const CHAMPION = new RegExp(
  `${L}(?:${CHAMPIONS.join('|')})${R}|${L}(?:${EPITHET_CHAMPIONS.join('|')}), (?!(?:and|or|et|ou|then|but|so|which|that|the|a|an|i|my|his|her|he|she|it|we|you|they|puis|mais|donc|je|il|elle|on|qui)${R})[a-z]|${K}(?:${CHAMPIONS_JA.join('|')})${KE}`,
  'u',
);

/** Whether the (folded) text names a League of Legends champion or region (Riftbound's cards and domains). */
export function namesChampion(folded: string): boolean {
  return CHAMPION.test(folded);
}

/**
 * Riftbound cards players name in their questions whose names no Magic card holds (checked against the reference
 * card pool by test/search-rb-cards19.test.ts): "I Hextech Ray his unit…", "my Hidden Blade's target…". Left out:
 * names that are Magic cards or words of Magic card names (Call to Glory, Treasure Trove, Rebuke, Gust, Charm, Retreat,
 * Discipline, Possession, Singularity, Defy, Fight or Flight, Foxfire).
 */
const RB_CARDS = [
  'baited hook', 'bullet time', 'consult the past', 'convergent mutation', 'cull the weak', 'dreaming tree', 'eclipse herald',
  'ember monk', 'flurry of feathers', 'fox[- ]fire', 'grand stratagem', 'heedless resurrection', 'hextech(?: ray)?', 'hidden blade',
  'mask of foresight', 'monastery of hirana', 'ravenbloom student', `reaver${NAME_SEP}s row`, 'ride the wind', 'riptide rex',
  'ruined rex', 'sprite mother', 'star spring', 'stellacorn herder', 'sunken temple', 'super mega death rocket', 'tasty faefolk',
  `thousand${NAME_SEP}tailed watcher`, 'travell?ing merchant', 'void seeker', 'windsinger', 'facebreaker', 'stupefy',
  'smokescreen', 'sigil of the storm', 'cruel patron', 'chemtech enforcer', 'carnivorous snapvine', 'lilting lullaby',
  `spirit${NAME_SEP}s refuge`, 'harnessed dragon', 'flame chompers', 'divine judgment', 'blade flurry', 'fortified position',
];
const RB_CARD = new RegExp(`${L}(?:${RB_CARDS.join('|')})(?:(?:'|’)s)?${R}`, 'u');

/** Whether the (folded) text names one of Riftbound's cards listed in RB_CARDS. */
export function namesRiftboundCard(folded: string): boolean {
  return RB_CARD.test(folded);
}

const GAME_SIGNS: Partial<Record<Game, RegExp>> = {
  // Magic's own tournaments and policy documents: "PPTQ, NAP calls me…", « En RCQ… », 「グランプリで…」. A judge's
  // story that names one is about Magic, never Riftbound, whose words ("deck", "reveal") it shares.
  mtg: new RegExp(
    [
      `${L}(?:pptq|rptq|rcq|fnm|friday night magic|pro tour|grand prix|mtr|ipg|(?:regular|comp|competitive|professional) rel)s?${R}`,
      'プロツアー',
      'グランプリ',
      '(?:一般|競技|プロ) ?rel',
    ].join('|'),
    'u',
  ),
  rb: new RegExp(
    [
      `${L}showdowns?${R}`,
      `${L}gears?${R}`,
      `${L}deathknell${R}`,
      `${L}gank(?:s|ing|ed)?${R}`,
      `${L}burn(?:s|ed|ing)? ?out${R}`,
      `${L}conquer(?:s|ed|ing)?${R}`,
      `${L}rune (?:deck|pool)s?${R}`,
      // A keyword with its value ("Assault 2", "Shield 3", "Deflect 1") or a Might number ("4 might", "might 5").
      `${L}(?:assault|shield|deflect) [0-9x]${R}`,
      `${L}[0-9]+ might${R}`,
      `${L}might [0-9]+${R}`,
      `${L}(?:champion legend|chosen champion|legend zone|champion zone)s?${R}`,
      // its keywords that no other game has, and its cards' first-person trigger text ("when you play me", "when I
      // defend", 'when I attack' quoted: "when I attack with it…" is anyone's story)
      `${L}deflects?${R}`,
      // its sets' names that are no common word
      `${L}spiritforged${R}`,
      // its organised play's events, as Magic's PPTQ and FNM are Magic's
      `${L}summoner skirmish(?:es)?${R}`,
      `${L}nexus nights?${R}`,
      // banish (Magic exiles; its cards Blade Banish and Banish into Fable are names) and a game won on points
      `${L}(?<!blade )banish(?:es|ed|ing)?${R}(?! into fable)`,
      // its turn's own phases (Core Rules 515–517): Magic's turn has no awaken, channel or action phase
      `${L}(?:awaken|channel|action) phases?${R}`,
      `${L}phases? (?:de reveil|de canalisation|d'action)${R}`,
      `${K}(?:アウェイク|チャネル|アクション)${DOT}フェイズ${KE}`,
      // its banishment zone, as English and French players name it (Magic exiles: « exil »)
      `${L}banishment${R}`,
      `${L}(?:zone de |la |en |dans le |du )?bannissement${R}`,
      `${L}points? (?:to win|needed to win|pour gagner|pour la victoire)${R}`,
      // how many points a player needs ("how many points do you need to win?"): Magic counts life
      `${L}how many points (?:do|does|did|would|will) (?:you|i|we|they|he|she|one|each player|a player|a team) (?:need|have to (?:get|score))${R}`,
      // a card played from hidden (Riftbound's Hide; Magic's hidden zones are named as zones)
      `${L}(?:play(?:s|ed|ing)?|flip(?:s|ped|ping)?|reveal(?:s|ed|ing)?) (?:(?:it|them|him|her|one|a card|cards|a unit|a spell|my [a-z'’]+|[a-z'’]+) )?from hidden${R}`,
      // how many points a game is played to ("play to 11 points", « on joue en combien de points ? »): Magic counts
      // life, not points ("life points", « points de vie », match points are a tournament's)
      `${L}(?:play(?:s|ed|ing)?|first|race|game(?:s)?|go(?:es)?) (?:up )?to (?:how many|[0-9]+) points?${R}(?! of life)`,
      `${L}(?:se jou(?:e|ent)|on joue|jou(?:e|er|ons|ez)|partie|gagne|gagner|premier|premiere) (?:en|a|jusqu'a) (?:combien de|[0-9]+) points?${R}(?! de (?:vie|match))`,
      '何点で勝',
      '何点(?:まで|で)(?:遊|プレイ|やる|勝負|終わ)',
      '点先取',
      // a game won on victory points (Magic counts life; Gate Ruler neither)
      `${L}victory (?:points?|scores?)${R}`,
      `${L}points? de victoire${R}`,
      '勝利点',
      // the trash, as French players name it (Magic's is the cimetière; « il défausse » is a verb)
      `${L}(?:dans|de|en|a) (?:la|ma|ta|sa|leur|votre|notre) defausse${R}`,
      `${L}when you play me${R}`,
      `${L}when i defend${R}`,
      `['‘"“]when i attack`,
      // its cards' trigger text quoted: Riftbound plays spells and units, Magic casts them (Magic's "play" is a land's)
      `['‘"“](?:when|whenever|each time|the first time) (?:you|a player|an opponent|your opponent) plays? (?:a|an|another|your first|a friendly) (?:spell|unit|gear|card)s?${R}`,
      `${L}exhausted units?${R}`,
      // the turn's states (Core Rules 508–510): Magic has no open, closed or neutral state
      `${L}(?:open|closed|neutral) states?${R}`,
      `${L}etats? (?:ouverts?|fermes?|neutres?)${R}`,
      // its keywords named as such, which Magic has not: "my Legion effect", "Temporary's kill", "a Ganking unit"
      `${L}(?:accelerate|assault|ganking|legion|tank|temporary|vision|hidden|deathknell) keywords?${R}`,
      `${L}mots?[- ]?cles? (?:cachee?|bouclier|assaut|accelerate|assault|ganking|legion|tank|temporary|vision|hidden(?! agenda)|deathknell|shield)${R}`,
      `${L}(?:accelerate|ganking|legion) (?:effects?|abilit(?:y|ies)|triggers?|conditions?|bonus(?:es)?)${R}`,
      `${L}(?:accelerate|ganking|legion|tank|temporary|hidden) units?${R}`,
      `${L}temporary(?:'|’)s${R}`,
      // Magic equips creatures; a unit carrying equipment is Riftbound's (its gear, Spiritforged's Equip)
      `${L}(?:equip(?:s|ped|ping)?|equipments?)(?: [^\\s]+){0,4} (?:on|to|onto|from) (?:[^\\s]+ ){0,3}units?${R}`,
      `${L}units? (?:has|have|with|carrying|wearing) (?:[^\\s]+ ){0,2}(?:equipments?|gears?)${R}`,
      `${L}equipements?(?: [^\\s]+){0,4} (?:sur|a|aux|d'une|de l'|des) (?:[^\\s]+ ){0,3}unites?${R}`,
      `${K}(?:ディフレクト|レギオン|アクセラレ[ー]ト|ギャンキング|デスネル|テンポラリ[ー]?)${KE}`,
      CHAMPION.source,
      RB_CARD.source,
      `${K}ショ${LONG}ダウン${KE}`,
      // the standard move: Magic's permanents don't move between places
      `${L}standard[- ]mov(?:e|es|ed|ing)${R}`,
      `${L}(?:deplacements?|mouvements?) standards?${R}`,
      `${K}スタンダ${LONG}ド${DOT}ム${LONG}ブ${KE}`,
      `${K}ルーン(?:デッキ|プール)${KE}`,
      `${K}マイト${KE}`,
      `${K}ギア${KE}`,
      `${K}バ${LONG}ンアウト${KE}`,
      `${K}バトルフィ${LONG}ルド${KE}`,
      // a card's two costs named together: Riftbound pays energy and power (Magic's energy is counters, its power a
      // creature's strength)
      `${L}(?:energy (?:and|or|&|\\+) power|power (?:and|or|&|\\+) energy)${R}`,
      `${L}(?:energie (?:et|ou) (?:la )?puissance|puissance (?:et|ou) (?:l')?energie)${R}`,
      // power paid as a cost: Magic pays mana and life, its power is a creature's strength
      `${L}pa(?:y|ys|id|ying) (?:[0-9x]+ |an extra |extra |more |the |any )?power${R}`,
      `${L}(?:how much|much|extra|more) power (?:to|do i|does|did|should|must|can) (?:i |you |he |she |they |we )?pa(?:y|id)${R}`,
      `${L}(?:pay(?:e|er|ez|ons|ent|e|ee)?|paie(?:s|nt)?) (?:[0-9x]+ |de la |la |plus de )?puissance${R}(?! (?:de (?:sa|son|ses|la|cette|ta|ton|leur|votre|ce)|d'une|d'un|du|des|egale))`,
      `${K}パワ${LONG}を(?:[0-9０-９]+)?(?:支払|払)`,
      // a cost's power symbols, coloured by domain (Magic's costs show mana symbols; its power is a creature's
      // strength, never a symbol or a colour), and a seal paying a cost (Magic's Seals are sacrificed, never paid with)
      `${L}(?:power (?:symbols?|icons?)|colou?red power|domain power|power of (?:a|an|its|that|the|this|one|their|my|your) domain)${R}`,
      `${L}(?:(?:symboles?|icones?) (?:de )?puissance|puissance (?:coloree|de domaine|du domaine|d'un domaine))${R}`,
      `${K}パワ${LONG}(?:・)?(?:シンボル|アイコン)${KE}`,
      `${L}seals? (?:to|can|could|for|that) pay${R}|${L}pa(?:y|ys|id|ying) (?:[^\\s,;:.!?]+ ){0,3}(?:with|using) (?:a|an|my|the|your|his|her|one) seals?${R}`,
      // a card's power cost (Core Rules 130.3): Magic's costs are mana and life, its power a creature's strength
      `${L}power costs?${R}`,
      `${L}couts? en puissance${R}`,
      `${K}パワ${LONG}・?コスト${KE}`,
      `${K}(?:エネルギ[ー]?(?:や|と|・|、)パワ[ー]?|パワ[ー]?(?:や|と|・|、)エネルギ[ー]?)${KE}`,
      // banish in katakana, as Riftbound's Japanese players write it (Magic's exile is 追放)
      `${K}バニッシュ${KE}`,
      '征服',
      '隠密',
    ].join('|'),
    'u',
  ),
};

/** The games whose own words (GAME_SIGNS) the (folded) text uses. */
export function gameSignsIn(folded: string): Game[] {
  return GAMES.filter((game) => GAME_SIGNS[game]?.test(folded) === true);
}

/**
 * Terms of one game's rules written as several common words ("zone de dégâts" is Gate Ruler's damage zone;
 * each word alone is shared by every game). Found in a question scoped to another game, such a term is a concept
 * that game does not have: the search counts it as a word no entry covers.
 */
const GAME_TERMS: Record<Game, RegExp> = {
  mtg: new RegExp([`${L}defen[cs]e counters?${R}`, `${L}marqueurs? (?:de )?defense${R}`, `${L}state[- ]based actions?${R}`].join('|'), 'gu'),
  rb: new RegExp([`${L}rune pool${R}`, `${L}reserve de runes${R}`].join('|'), 'gu'),
  gr: new RegExp(
    [`${L}damage zone${R}`, `${L}zone de degats${R}`, `${L}soul ?guard${R}`, `${L}garde d'ame${R}`, `${L}damage reversal${R}`, `${L}drive zone${R}`, `${L}set zone${R}`, `${L}(?:double|triple) attack${R}`, `${L}(?:double|triple) attaque${R}`].join('|'),
    'gu',
  ),
};

/** The games whose multi-word terms appear in the (folded) text. */
export function gameTermsIn(folded: string): Game[] {
  return GAMES.filter((game) => {
    const pattern = GAME_TERMS[game];
    pattern.lastIndex = 0;
    return pattern.test(folded);
  });
}

/** Magic's own terms (its card types, zones, resources and actions): Riftbound has units, the trash, runes and plays. */
const MTG_CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ['creature', new RegExp(`${L}creatures?${R}|${K}クリ[ー]?チャ[ー]?${KE}`, 'u')],
  ['mana', new RegExp(`${L}mana${R}|${K}マナ${KE}`, 'u')],
  ['graveyard', new RegExp(`${L}(?:graveyards?|cimetieres?|gy)${R}|墓地`, 'u')],
  ['library', new RegExp(`${L}(?:${DET}) (?:library|libraries|bibliotheques?)${R}|${K}ライブラリ[ー]?${KE}`, 'u')],
  // casting is Magic's verb; Riftbound's French plays its spells (« jouer un sort »), it never « lance » one
  ['cast', new RegExp(`唱え|唱える|${L}(?:lancer|lancez|lance|lances|lancent|lancant|lance[es]?) (?:un|une|des|le|la|les|mon|ma|mes|son|sa|ses|ce|cet|cette|leur|votre) (?:[^\\s]+ )?sorts?${R}`, 'u')],
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
  ['champion', new RegExp(`${L}(?:my|your|his|her|their|our|the|mon|ma|son|sa|ton|ta|leur|votre|notre|chosen) champions?${R}(?! of)|${L}champions? choisis?${R}|${K}チャンピオン${KE}`, 'u')],
  ['battlefields', new RegExp(`${L}(?:battlefields|champs de bataille|(?:attack(?:s|ed|ing)?|mov(?:e|es|ed|ing)|conquer(?:s|ed|ing)?|hold(?:s|ing)?|contest(?:s|ed|ing)?|control(?:s|led|ling)?|at|to) (?:a |an |the |that |this |their |his |her |my |an empty |the same |another |other |each )?battlefield(?! zone)|battlefield (?:a|b|1|2|3)|battlefield (?:i'?m|i am|you'?re|they'?re|we'?re|he'?s|she'?s|it'?s|is) (?:attacking|contesting|holding|defending|controlling)|(?:attaqu|deplac|contest|conqu|control|tien|tenir|tenant|tenu)[a-z]* (?:un |le |ce |mon |son |leur )?champ de bataille|(?:au|du|un|ce|mon|son|leur|les|des|ces|mes|ses|leurs|sur le|sur un|sur ce|dans le) battlefields?)${R}`, 'u')],
  // Magic has one battlefield, which permanents enter and leave; Riftbound has several, which units move to, conquer
  // and hold (Magic's Japanese calls its zone 戦場 too, players of both say it)
  ['battlefields-many', new RegExp(`${L}(?:another|other|both|each|either|every|two|three|[23]) battlefields?${R}|${L}(?:l'autre|un autre|deux|trois|chaque) champs? de bataille${R}|(?:別の|他の|もう一つの|もう1つの|両方の|各|[2-3２３]つの|二つの|三つの)戦場|戦場(?:に|へ)移動|戦場を(?:征服|保持|支配|制圧|取)|戦場[A-CＡ-Ｃ1-3１-３]`, 'u')],
  ['rune', new RegExp(`${L}(?<!read the )runes?${R}|${K}ル[ー]ン${KE}`, 'u')],
  ['might', new RegExp(`${L}(?:its|his|her|their|the|total|base|unit'?s|unit’s|more|less|\\+[0-9x]+|-[0-9x]+) might${R}|${L}might (?:of|bonus|buff)${R}|${L}(?:la|sa|ma|ta|leur|une|de|en|plus de|moins de|[0-9x]+ de) might${R}|${L}might totale?${R}|${L}[0-9x]+ de puissance${R}|${L}puissance totale${R}|(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]\\s?)might|might(?=\\s?[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])|${K}マイト${KE}`, 'u')],
  ['showdown', new RegExp(`${L}(?:showdowns?|affrontements?)${R}|${K}ショ[ー]?ダウン${KE}`, 'u')],
  ['conquer', new RegExp(`${L}(?:conquer(?:s|ed|ing)?|conquerir|conquiers?|conquierent|conquerant|conquete)${R}|征服|占領`, 'u')],
  ['hold', new RegExp(`${L}(?:hold(?:s|ing)? (?:a |the |that |this )?battlefield|on hold|hold points?)${R}`, 'u')],
  ['recall', new RegExp(`${L}(?<!ancestral )recall(?:s|ed|ing)?${R}|${K}リコ[ー]ル${KE}`, 'u')],
  ['chain', new RegExp(`^(?![^]*chain lightning)[^]*(?:${L}(?:the|on|onto|open|closed|la|sur) chaine?s?${R}|${K}チェ[ーイ]ン${KE})`, 'u')],
  ['focus', new RegExp(`${L}focus${R}|${K}フォ[ー]カス${KE}`, 'u')],
  ['energy', new RegExp(`${L}(?:energy|energie)${R}(?! counters?)|${K}エネルギ[ー]?${KE}(?!・?カウンタ|[0-9０-９]+個)`, 'u')],
  ['base', new RegExp(`${L}(?:(?:my|your|his|her|their|our|the|its|to|at|in|from) base(?! (?:power|toughness|might|p/t|stats|cost))|(?:a|dans|de) (?:la|ma|ta|sa|leur|votre|notre) base)${R}|${K}ベ[ー]ス${KE}`, 'u')],
  ['exhaust', new RegExp(`${L}(?<!'s |’s )(?:exhaust(?:s|ed|ing)?|exhauste(?:e|es|s|r)?|epuise(?:e|es|r)?)${R}(?! abilit)|消耗|待機(?:させ|状態)|(?:ユニット|ルーン|レジェンド|ギア)を待機`, 'u')],
  ['recycle', new RegExp(`${L}recycl(?:e|es|ed|ing|er)${R}|${K}リサイクル${KE}`, 'u')],
  ['trash', new RegExp(`${L}(?:the|my|your|his|her|their|in|to|into|la|ma|ta|sa|leur|votre|notre|en) trash${R}|${K}トラッシュ${KE}`, 'u')],
  ['buff', new RegExp(`${L}buff(?:s|ed)?${R}|${K}バフ${KE}`, 'u')],
  ['score', new RegExp(`${L}(?:scor(?:e|es|ed|ing) (?:a |\\d+ )?points?|victory (?:points?|score)|points? de victoire|score|marqu(?:e|es|er|ons|ez|ent|ee?s?) (?:un|des|deux|trois|[0-9]+|le|les|mon|son|ses|mes|ce) points?(?! de (?:vie|degats|blessure)))${R}|得点|${K}スコア${KE}`, 'u')],
  ['recruit', new RegExp(`${L}(?:recruits?|recrues?)${R}|${K}リクル[ー]ト${KE}`, 'u')],
  ['reaction', new RegExp(`${L}reactions?${R}|${K}リアクション${KE}`, 'u')],
  ['keyword', new RegExp(`${K}(?:アサルト|タンク|ビジョン)${KE}`, 'u')],
  ['kill', new RegExp(`${K}キル${KE}`, 'u')],
  ['ability', new RegExp(`${K}スキル${KE}`, 'u')],
  ['domain', new RegExp(`${K}ドメイン${KE}|${L}(?:domain identity|identite de domaine)${R}`, 'u')],
  // its spells' speeds (Magic's are instants and sorceries; its Japanese says 呪文, never スペル or アクション), its runes' channel
  ['speed', new RegExp(`${L}(?:action|reaction)(?: |-)(?:speed|spells?|cards?|timing|window)${R}|${K}(?:スペル|アクション)${KE}`, 'u')],
  ['channel', new RegExp(`${K}チャ[ン]?ネル${KE}`, 'u')],
  // its Hide action: Magic never hides a card (its face-down cards are manifested, morphed or exiled)
  ['hide', new RegExp(`${L}(?:hid(?:e|es|ing)?|hidden) (?:a |an |the |my |his |her |their |that |this |one |two |it |them )?(?:facedown |face-down |face down )?(?:cards?|spells?|units?|gears?|reactions?)${R}(?! errors?)|${L}hiding${R}|${L}cach(?:er|e|es|ent|ee|ees|ais|ait) (?:une |la |ma |sa |ta |cette |des |mes |ses )?cartes?${R}|${L}cartes? cachees?${R}(?! (?:de|du|d'un|d'une) (?:morph|manifest|deguis))|隠(?:す|し|さ|せ)`, 'u')],
  // its Draw Phase as French players name it (Magic's is the « étape de pioche »)
  ['draw-phase', new RegExp(`${L}phases? de pioche${R}`, 'u')],
  // its rulebook is the Core Rules (Magic's the Comprehensive Rules)
  ['core-rules', new RegExp(`${L}core rules?${R}|${K}コアル[ー]ル${KE}`, 'u')],
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
  // a tournament of Magic's (PPTQ, FNM, competitive REL) and Riftbound's signs (GAME_SIGNS) count too
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

/** How the question's words sit with each game in the knowledge base's documents (GameWordCounts.sides()). */
export interface WordSides {
  /** games some word belongs to: used by OWN_WORD_DOCS of their documents, OWN_WORD_RATIO times as many as all others' ("reaction", "showdown", "entwine") */
  own: Set<Game>;
  /** games some word is foreign to: used by OWN_WORD_DOCS documents of other games and by none of theirs ("unité" is never Magic's) */
  foreign: Set<Game>;
}

/** A word used by this many documents of one game, and this many times more than by all others, is that game's own. */
const OWN_WORD_DOCS = 5;
const OWN_WORD_RATIO = 4;
/**
 * A word one game's documents use this rarely and the other games' this often is still foreign to it: a set name
 * ("Dominaria United" reads as "unit") does not make Riftbound's and Gate Ruler's "unit" a word of Magic's.
 */
const FOREIGN_STRAY = 1;
const FOREIGN_SHARE_RATIO = 20;

/**
 * Each word's document counts per game over a search's indexes (its own, the policy part's, the games' parts),
 * counted once per word. Unlike the patterns above these move with the entries: a word becomes a game's own when
 * enough of its entries use it.
 */
export class GameWordCounts {
  private readonly dfs = new Map<string, number[]>();
  private sizes?: number[];

  /** `indexes` lists the indexes counted; `strays` says whether a rarely used word may still be foreign (a trust gate). */
  constructor(
    private readonly indexes: () => readonly InvertedIndex[],
    private readonly strays: () => boolean,
  ) {}

  private countsOf(word: string): number[] {
    let dfs = this.dfs.get(word);
    if (!dfs) {
      const indexes = this.indexes();
      dfs = GAME_CODES.map((g) => indexes.reduce((sum, ix) => sum + ix.dfIn(word, g), 0));
      // Kept only for words some document uses, so the cache is bounded by the indexes' vocabulary: the words
      // people type that none has (typos, numbers, nicknames) are endless, and a bot answering for weeks kept
      // every one (test/search-memory.test.ts). A word no document has costs a few map look-ups to count again.
      if (dfs.some((n) => n > 0)) this.dfs.set(word, dfs);
    }
    return dfs;
  }

  private gameSizes(): number[] {
    this.sizes ??= GAME_CODES.map((_, g) => this.indexes().reduce((sum, ix) => sum + ix.docGames.filter((x) => x === g).length, 0));
    return this.sizes;
  }

  /** The games the words belong to and are foreign to (WordSides). */
  sides(words: readonly string[]): WordSides {
    const own = new Set<Game>();
    const foreign = new Set<Game>();
    const sizes = this.gameSizes();
    const total = sizes.reduce((a, b) => a + b, 0);
    for (const word of words) {
      const dfs = this.countsOf(word);
      const all = dfs.reduce((a, b) => a + b, 0);
      dfs.forEach((n, g) => {
        // in numbers and in shares of each game's documents, so neither a big game's everyday words nor a small
        // game's are its own
        if (n >= OWN_WORD_DOCS && n >= OWN_WORD_RATIO * (all - n) && n / sizes[g]! >= (OWN_WORD_RATIO * (all - n)) / Math.max(1, total - sizes[g]!)) own.add(GAME_CODES[g]!);
        const stray = this.strays() && n <= FOREIGN_STRAY && all - n >= OWN_WORD_DOCS && (all - n) / Math.max(1, total - sizes[g]!) >= (FOREIGN_SHARE_RATIO * n) / sizes[g]!;
        if ((n === 0 && all >= OWN_WORD_DOCS) || stray) foreign.add(GAME_CODES[g]!);
      });
    }
    return { own, foreign };
  }

  /** Whether some word is foreign to `game` and used by OWN_WORD_DOCS documents of `other`: "unit" rules Magic out for Riftbound. */
  rulesOut(words: readonly string[], game: Game, other: Game): boolean {
    const [g, o] = [GAME_CODES.indexOf(game), GAME_CODES.indexOf(other)];
    return g !== o && words.some((w) => this.sides([w]).foreign.has(game) && this.countsOf(w)[o]! >= OWN_WORD_DOCS);
  }
}

/** Everything a question says about its game, read once (readGameSignals()) and passed down the search. */
export interface GameSignals {
  /** The games it names, those named only to compare with, and its text with the names blanked (game-names.ts). */
  named: NamedGames;
  /** The games it names and asks about (not only compared with). */
  about: Game[];
  /** The games whose signs (GAME_SIGNS) the text holds, names blanked. */
  signs: Game[];
  /** The games whose multi-word terms (GAME_TERMS) it holds. */
  terms: Game[];
  /** Each game's cues (gameCues()), the games of the cards it names included. */
  cues: GameCues;
  /** The one game its cues say clearly (evidentGame()), if any. */
  evident: Game | undefined;
  /** Its words' sides in the knowledge base (GameWordCounts), all words; computed on first use. */
  sides(): WordSides;
  /** The same for its Latin words of four letters or more (short words and other scripts are too ambiguous). */
  longSides(): WordSides;
  /** Whether some word of it is foreign to `game` and common in `other`'s documents (GameWordCounts.rulesOut()). */
  rulesOut(game: Game, other: Game): boolean;
}

/**
 * Whether some word of the question is `game`'s: the game named and asked about, one of its signs, multi-word terms or
 * cues (a card of its named included), or a word its entries own (GameWordCounts.sides()). A question naming no game
 * with no word of a game's is not given that game's entries as if they were its own (RulingsSearch.acrossParts()).
 */
export function hasGameWords(signals: GameSignals, game: Game): boolean {
  return saysGame(signals, game) || signals.sides().own.has(game) || (game === 'rb' && namesRiftboundMode(signals.named.text));
}

/** Whether the (folded) text names one of Riftbound's modes of play (RB_MODES). */
export function namesRiftboundMode(folded: string): boolean {
  return RB_MODES.test(folded);
}

/**
 * Riftbound's modes of play as players name them (Core Rules 643–648: 1v1 Duel and Match, 2v2 Magma Chamber, FFA3
 * Skirmish, FFA4 War): words of Riftbound's, though not its alone (Magic's players play 1v1 too), so they support
 * Riftbound's entries without deciding the game (hasGameWords(), not a cue).
 */
const RB_MODES = new RegExp(
  [`${L}(?:1 ?v ?1|2 ?v ?2|ffa ?[34]|magma chamber)${R}`, `${L}(?:1 contre 1|2 contre 2)${R}`, '(?<![0-9])(?:1対1|2対2|マグマチェンバー)'].join('|'),
  'u',
);

/**
 * Whether the question says `game` by its name, signs, multi-word terms or cues: the patterns, which do not move with
 * the entries (a word the entries own is weaker evidence: "champion" is Riftbound's, and Magic's "Sumo Champion").
 */
export function saysGame(signals: GameSignals, game: Game): boolean {
  return signals.about.includes(game) || signals.signs.includes(game) || signals.terms.includes(game) || signals.cues[game].length > 0;
}

/**
 * Reads a question's game signals once: `typed` is its foldTyped() text, `question` as typed (for capitalised
 * keywords), `words` its literal words, `cardGames` the games of the entries' cards it names, `counts` the searching
 * index's word counts.
 */
export function readGameSignals(
  typed: string,
  question: string,
  words: readonly string[],
  cardGames: (folded: string, typed: string) => Game[],
  counts: GameWordCounts,
): GameSignals {
  const taken = takeGameNames(expandPhrases(typed));
  const cues = gameCues(taken.text, question, cardGames(taken.text, question));
  const evident = evidentGame(cues);
  // A game named only as the asker's experience, in a question whose own words are clearly another game's ("mtg
  // brain: does a killed unit go to the trash?"): that game is asked, the one named only compared with.
  // So is a game named whose words the question never uses while they are clearly another's, two of them or more
  // ("Magic has state-based actions: what about units with damage equal to their Might?"); not Riftbound named, whose
  // players say Magic's words of their own game ("Riftbound lifelink, do I gain life?" asks Riftbound: test/search-scoping).
  const distinct = (g: Game) => new Set(cues[g]).size;
  const wordless = evident === undefined || distinct(evident) < 2 ? [] : taken.games.filter((g) => g !== evident && g !== 'rb' && !taken.compared.includes(g) && distinct(g) === 0);
  const aside = evident === undefined ? [] : [...new Set([...taken.background.filter((g) => g !== evident), ...wordless])];
  const named = aside.length ? { ...taken, compared: [...taken.compared, ...aside], background: taken.background.filter((g) => !aside.includes(g)) } : taken;
  let all: WordSides | undefined;
  let long: WordSides | undefined;
  return {
    named,
    about: named.games.filter((g) => !named.compared.includes(g)),
    signs: gameSignsIn(named.text),
    terms: gameTermsIn(named.text),
    cues,
    evident,
    sides: () => (all ??= counts.sides(words)),
    longSides: () => (long ??= counts.sides(words.filter((w) => /^[a-z]{4,}$/.test(w)))),
    rulesOut: (game, other) => counts.rulesOut(words, game, other),
  };
}

/**
 * A game named at the head of a statement, beside a question that uses another game's own words ("Anivia
 * attacks… can I kill her in response? In Magic the ability would still resolve.", « Dans Magic ça marche. »,
 * 「MTGでは解決する。」): it says how that game does it; the question asks about the game its words say. ("In MTG
 * Arena, I attacked… can I…?" uses no other game's words and stays Magic's.)
 */
const STATED_BEFORE = /(?:^|[,;:])\s*(?:but|whereas|while|mais|alors que|tandis que)?\s*(?:in|en|dans)\s*$/u;
const STATED_AFTER = /^\s*(?:では|だと|なら)/u;
const SENTENCE_END = /[.!?。！？\n]/u;
const ASKS = /[?？]/u;
const CONTRASTED_HERE = new RegExp(
  [
    `${L}(?:(?:the )?same|different|similar|the case|work(?:s)? (?:the same|like that)|like that|true|possible|allowed|a thing) here${R}`,
    `${L}here (?:too|as well|also)${R}`,
    `${L}(?:in|for) this game${R}`,
    `${L}(?:pareil|pareille|possible|autorise|le cas|la meme chose|pareil) ici${R}`,
    `${L}ici aussi${R}`,
    `${L}dans ce jeu${R}`,
    'このゲーム',
    'こっちでも',
    'こちらでも',
  ].join('|'),
  'u',
);

/** Whether the name at `at…end` heads a statement (a sentence with no question mark) in a text that asks elsewhere. */
function statedBeside(whole: string, at: number, end: number, game: Game): boolean {
  let start = at;
  while (start > 0 && !SENTENCE_END.test(whole[start - 1]!)) start--;
  let stop = end;
  while (stop < whole.length && !SENTENCE_END.test(whole[stop]!)) stop++;
  const closing = whole[stop] ?? '';
  const rest = whole.slice(0, start) + whole.slice(stop + 1);
  // Another game's own words in the text, or a question that sets "here" against the game stated ("In MTG you discard
  // to 7. Is it the same here?", « Et ici aussi ? », 「このゲームでは？」), or the other sentences' everyday words all
  // another game's ("In Magic creatures have summoning sickness. Do units have it?").
  const cues = gameCues(rest, rest);
  // (Riftbound's players say Magic's words — stack, tap, creature — of their own game: stated Riftbound needs two.)
  const othersOnly = cues[game].length === 0 && GAMES.some((g) => g !== game && new Set(cues[g]).size >= (game === 'rb' ? 2 : 1));
  if (!gameSignsIn(whole).some((g) => g !== game) && !CONTRASTED_HERE.test(rest) && !othersOnly) return false;
  if (ASKS.test(closing) || !ASKS.test(rest)) return false;
  return othersOnly || STATED_BEFORE.test(whole.slice(start, at)) || STATED_AFTER.test(whole.slice(end, stop));
}
/** Finds and removes game names from already folded text. */
export function takeGameNames(folded: string): NamedGames {
  const games: Game[] = [];
  const compared: Game[] = [];
  const background: Game[] = [];
  let text = folded;
  for (const game of GAMES) {
    let mentions = 0;
    let comparisons = 0;
    let backgrounds = 0;
    const next = text.replace(NAMES[game], (name: string, at: number, whole: string) => {
      mentions++;
      const end = at + name.length;
      if (namedToCompare(whole, at, end) || statedBeside(whole, at, end, game)) comparisons++;
      else if (namedAsBackground(whole, at, end)) backgrounds++;
      return ' ';
    });
    if (next !== text) games.push(game);
    if (mentions > 0 && comparisons === mentions) compared.push(game);
    else if (backgrounds > 0 && comparisons + backgrounds === mentions) background.push(game);
    text = next;
  }
  // A game named as the asker's experience ("after years of Magic, my first Riftbound game…") is not the game asked
  // about when another one is named and asked about: it counts as compared with.
  // So is one beside another game's own words and none of its own ("my MTG brain says a gear attaches at instant
  // speed…", 「MTG脳だとギアは…」): the words say which game is asked.
  const asked = games.filter((g) => !compared.includes(g) && !background.includes(g));
  const signed = background.length > 0 && asked.length === 0 ? gameSignsIn(text) : [];
  if (asked.length > 0) compared.push(...background);
  else compared.push(...background.filter((g) => !signed.includes(g) && signed.some((s) => s !== g)));
  return { games, compared, background: background.filter((g) => !compared.includes(g)), text };
}
