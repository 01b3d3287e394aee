/**
 * Words every card game's rules questions share ("damage", "counter", "ダメージ", "dégâts"). A hit that matched
 * only these is not an answer: "damage counter?" is not answered by whichever entry happens to hold both words.
 * Listed as typed; stored in tokenize() form.
 */
import { WordSet } from './word-set.ts';

const WORDS = [
  'damage counter counters card cards player players opponent turn effect effects ability abilities play game rule rules ' +
    'attack life cost hand deck win lose mean means',
  'ダメージ カウンター カード プレイヤー 相手 ターン 効果 能力 プレイ ゲーム ルール 攻撃 ライフ コスト 手札 デッキ 勝ち 負け 意味',
  'dégâts dégât blessure blessures marqueur marqueurs carte cartes joueur joueurs adversaire tour effet effets capacité ' +
    'capacités jouer partie règle règles attaque vie coût main deck gagner perdre',
].join(' ');

/** Tokenized on first use (see WordSet). */
export const TOPIC_WORDS: ReadonlySet<string> = new WordSet(WORDS);
