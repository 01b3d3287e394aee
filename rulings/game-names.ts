/**
 * Game names and nicknames as people type them in English, Japanese and French. A name in a question says which
 * game to search ("リフトバウンドって…", "in Riftbound, …"); it is never a word the answer has to contain.
 * Patterns run on foldTyped() text: lower case, accents stripped, NFKC, dashes after katakana read as ー.
 */
import { GAMES, type Game } from './games.ts';

// Latin names end at Latin letters only: "MTGでバトル" names MTG although で is a letter.
const L = '(?<![a-z0-9])';
const R = '(?![a-z0-9])';
const LONG = '[ー]?';
const DOT = '[・･:：=＝ ]?';

const NAMES: Record<Game, RegExp> = {
  mtg: new RegExp(
    [
      `${L}magic\\s*:?\\s*the\\s+gathering${R}`,
      `${L}magic\\s*:?\\s*l'assemblee${R}`,
      `${L}mtg${R}`,
      `${L}magic${R}`,
      `マジック${DOT}ザ${DOT}ギャザリング`,
      `マジック`,
      `ギャザ`,
    ].join('|'),
    'gu',
  ),
  rb: new RegExp([`${L}rift\\s*bound${R}`, `${L}rb${R}`, `リフトバウンド`, `リフバ`].join('|'), 'gu'),
  gr: new RegExp([`${L}gate\\s*ruler${R}`, `ゲ${LONG}ト${DOT}ル${LONG}ラ${LONG}`, `ゲトル`].join('|'), 'gu'),
};

export interface NamedGames {
  /** The games named, in the order of GAMES (usually zero or one). */
  games: Game[];
  /**
   * Of those, the games named only to compare with ("like first strike in Magic", "comme dans Magic",
   * "マジックみたいに"): the question is about another game.
   */
  compared: Game[];
  /** The text with every game name blanked out. */
  text: string;
}

/**
 * Words just before a game's name that make it a comparison: "like in Magic", "like creatures in Magic", "coming from
 * MTG", "comme dans Magic" (at most two words between; "anything like first strike in Riftbound" asks about
 * Riftbound).
 */
const COMPARED_BEFORE = new RegExp(
  [
    `${L}(?:like|unlike|as in|as with|same as|similar to|compared to|compared with|coming from|just the|just like|basically the|essentially the|comme|contrairement a|par rapport a|a la difference de|venant de)${R}(?:\\s+[^\\s]+){0,2}\\s*$`,
    // "MTG vs Riftbound" compares; "Bo1 vs Bo3 in Riftbound" asks about Riftbound
    `${L}(?:vs|versus)\\.?\\s*$`,
    // "like responding on the stack in Magic": a longer likeness, closed by "in"
    `${L}(?<!(?:anything|something|nothing|any) )(?:like|unlike|comme)${R}(?:\\s+[^\\s]+){0,4}\\s+(?:in|dans|en)\\s*$`,
  ].join('|'),
  'u',
);
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

/** Whether the name at `at…end` heads a statement (a sentence with no question mark) in a text that asks elsewhere. */
function statedBeside(whole: string, at: number, end: number, game: Game): boolean {
  if (!gameSignsIn(whole).some((g) => g !== game)) return false;
  let start = at;
  while (start > 0 && !SENTENCE_END.test(whole[start - 1]!)) start--;
  let stop = end;
  while (stop < whole.length && !SENTENCE_END.test(whole[stop]!)) stop++;
  const closing = whole[stop] ?? '';
  if (ASKS.test(closing) || !ASKS.test(whole.slice(0, start) + whole.slice(stop + 1))) return false;
  return STATED_BEFORE.test(whole.slice(start, at)) || STATED_AFTER.test(whole.slice(end, stop));
}
/** Words just after it, in Japanese ("マジックみたいに", "MTGと違って", "MTGのインスタントみたいに", "MTGでいう"). */
const COMPARED_AFTER = /^\s*(?:の[^\s、。？！?!]{1,10}?)?(?:みたいに|みたいな|のように|のような|と同じ|と違|と比べ|とは違|っぽく|でいう)/u;

/** Whether the name at `at…end` of `whole` (folded text) is named only to compare with ("like a game of Hearthstone", « comme au Yu-Gi-Oh »). */
export function namedToCompare(whole: string, at: number, end: number): boolean {
  return COMPARED_BEFORE.test(whole.slice(Math.max(0, at - 60), at)) || COMPARED_AFTER.test(whole.slice(end, end + 20));
}

/** Finds and removes game names from already folded text. */
export function takeGameNames(folded: string): NamedGames {
  const games: Game[] = [];
  const compared: Game[] = [];
  let text = folded;
  for (const game of GAMES) {
    let mentions = 0;
    let comparisons = 0;
    const next = text.replace(NAMES[game], (name: string, at: number, whole: string) => {
      mentions++;
      const end = at + name.length;
      if (namedToCompare(whole, at, end) || statedBeside(whole, at, end, game)) comparisons++;
      return ' ';
    });
    if (next !== text) games.push(game);
    if (mentions > 0 && comparisons === mentions) compared.push(game);
    text = next;
  }
  return { games, compared, text };
}

/**
 * Words only one game's rules use, that players use when asking about it ("showdown", "gear", マイト, ルーンデッキ):
 * a question naming no game but saying one of these is about that game. Whole words only ("gear" is not
 * "Gearhulk", マイト is not マイトストーン). Checked against the other games' entries by test/search-rb.test.ts.
 */
const K = '(?<![ァ-ヶー])';
const KE = '(?![ァ-ヶー])';
const NAME_SEP = "(?:'|’|-| )?";
/**
 * League of Legends champions and regions: Riftbound's cards are named after them and no Magic or Gate Ruler card
 * is ("Teemo's hidden…", "my Jinx", "Noxus units"). Left out: names that are also English words or Magic card
 * names (Jinx, Vi, Lux, Karma, Talon, Rumble, Graves, Kindred, Nautilus, Renata, Vladimir, Twitch, Singed, Poppy, Swain) and
 * given names a judge's story may give its players (Annie, Leona, Olaf, Janna, Lucian, Caitlyn, Jayce, Katarina, Jax…);
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
      `${L}points? (?:to win|needed to win|pour gagner|pour la victoire)${R}`,
      // how many points a game is played to ("play to 11 points", « on joue en combien de points ? »): Magic counts
      // life, not points ("life points", « points de vie », match points are a tournament's)
      `${L}(?:play(?:s|ed|ing)?|first|race|game(?:s)?|go(?:es)?) (?:up )?to (?:how many|[0-9]+) points?${R}(?! of life)`,
      `${L}(?:se jou(?:e|ent)|on joue|jou(?:e|er|ons|ez)|partie|gagne|gagner|premier|premiere) (?:en|a|jusqu'a) (?:combien de|[0-9]+) points?${R}(?! de (?:vie|match))`,
      '何点で勝',
      '何点(?:まで|で)(?:遊|プレイ|やる|勝負|終わ)',
      '点先取',
      // the trash, as French players name it (Magic's is the cimetière; « il défausse » is a verb)
      `${L}(?:dans|de|en|a) (?:la|ma|ta|sa|leur|votre|notre) defausse${R}`,
      `${L}when you play me${R}`,
      `${L}when i defend${R}`,
      `['‘"“]when i attack`,
      `${L}exhausted units?${R}`,
      // the turn's states (Core Rules 508–510): Magic has no open, closed or neutral state
      `${L}(?:open|closed|neutral) states?${R}`,
      `${L}etats? (?:ouverts?|fermes?|neutres?)${R}`,
      // its keywords named as such, which Magic has not: "my Legion effect", "Temporary's kill", "a Ganking unit"
      `${L}(?:accelerate|assault|ganking|legion|tank|temporary|vision|hidden|deathknell) keywords?${R}`,
      `${L}(?:accelerate|ganking|legion) (?:effects?|abilit(?:y|ies)|triggers?|conditions?|bonus(?:es)?)${R}`,
      `${L}(?:accelerate|ganking|legion|tank|temporary|hidden) units?${R}`,
      `${L}temporary(?:'|’)s${R}`,
      // Magic equips creatures; a unit carrying equipment is Riftbound's (its gear, Spiritforged's Equip)
      `${L}(?:equip(?:s|ped|ping)?|equipments?)(?: [^\\s]+){0,4} (?:on|to|onto|from) (?:[^\\s]+ ){0,3}units?${R}`,
      `${L}units? (?:has|have|with|carrying|wearing) (?:[^\\s]+ ){0,2}(?:equipments?|gears?)${R}`,
      `${L}equipements?(?: [^\\s]+){0,4} (?:sur|a|aux|d'une|de l'|des) (?:[^\\s]+ ){0,3}unites?${R}`,
      `${K}(?:ディフレクト|レギオン|アクセラレ[ー]ト|ギャンキング|デスネル|テンポラリ[ー]?)${KE}`,
      CHAMPION.source,
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
