/**
 * The Infraction Procedure Guide's infractions by the names judges and players write in full, in English, Japanese
 * and French ("Hidden Card Error", 非公開カードのエラー, « erreur de carte cachée »), beside the abbreviations of
 * rulings/policy-lookup.ts. A question naming an infraction asks about it: "is that a Deck Problem?" weighs Deck
 * Problem against its neighbours, it doesn't leave the call to the story's words. Names as the IPG (edition of
 * 2024-09-23 and after) and the Japanese and French judge communities write them, folded (rulings/tokenize.ts
 * foldTyped: lower case, accents off). Everyday phrases that also tell a story ("missed trigger", "slow play",
 * "tardy") are left out: they say what happened, not which infraction the asker weighs.
 */

/** Per IPG section, its names: Latin ones matched as whole words, the others (Japanese) as they stand. */
export const IPG_NAMES: Record<string, readonly string[]> = {
  '2.2': ['looking at extra cards', 'regarder des cartes supplementaires', '過剰なカードを見る', '余分なカードを見る'],
  '2.3': ['hidden card error', 'erreur de carte cachee', '非公開カードのエラー', '非公開カードエラー'],
  '2.4': ['mulligan procedure error', 'erreur de procedure de mulligan', 'マリガン手順の誤り', 'マリガン手順のエラー', 'マリガン手順違反'],
  '2.5': ['game rule violation', 'violation des regles du jeu', 'violation de regle de jeu', 'ゲームルール違反', 'ゲーム・ルール違反'],
  '2.6': ['failure to maintain game state', 'manquement au maintien de l\'etat du jeu', 'ゲームの状態の維持の失敗', 'ゲーム状態の維持の失敗'],
  '3.2': ['outside assistance', 'aide exterieure', '外部からの援助'],
  '3.4': ['decklist problem', 'deck ?list problem', 'probleme de decklist', 'probleme de liste', 'デッキリストの問題'],
  '3.5': ['deck problem', 'probleme de deck', 'デッキの問題'],
  '3.6': ['limited procedure violation', 'violation de procedure de limite', 'リミテッドの手順違反', 'リミテッド手順違反'],
  '3.7': ['communication policy violation', 'violation de la politique de communication', '意思疎通規定違反', 'コミュニケーション規定違反'],
  '3.8': ['marked cards', 'cartes marquees', 'マークド・カード', 'マークドカード'],
  '3.9': ['insufficient shuffling', 'melange insuffisant', '不十分なシャッフル', '不十分な無作為化'],
  '4.1': ['unsporting conduct minor', 'conduite antisportive mineure', '非紳士的行為・軽度', '軽度の非紳士的行為'],
  '4.2': ['unsporting conduct major', 'conduite antisportive majeure', '非紳士的行為・重度', '重度の非紳士的行為'],
  '4.3': ['improperly determining a winner', 'determination inappropriee d\'un vainqueur', '勝者決定の不正な手段', '不正な勝者決定'],
  '4.4': ['bribery and wagering', 'corruption et paris', '贈賄および賭博', '贈賄と賭博'],
  '4.5': ['aggressive behaviou?r', 'comportement agressif', '暴力的行為'],
  '4.6': ['theft of tournament materials?', 'vol de materiel de tournoi', '大会物品の窃盗'],
};

/** Whether a name is written in Latin letters (matched as a whole word) or not (matched as it stands). */
export function isLatinName(name: string): boolean {
  return /^[a-z' ?]+$/u.test(name);
}
