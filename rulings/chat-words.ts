/**
 * Chat spelling and abbreviations, curated (a word only goes here when it is unambiguous in a rules question).
 * Applied to the words of a question after tokenizing, never to the documents: `dmg` → damage, `pw` →
 * planeswalker, `qd` → (quand, a stopword), `ダメ` → ダメージ. An empty expansion drops the word.
 */
const EXPANSIONS: Record<string, string> = {
  // English
  dmg: 'damage', dmgs: 'damage', pw: 'planeswalker', pws: 'planeswalker', fs: 'first strike', ds: 'double strike',
  sba: 'state-based action', sbas: 'state-based action', etb: 'enters the battlefield', ltb: 'leaves the battlefield',
  cmc: 'mana value', mv: 'mana value', opp: 'opponent', oppo: 'opponent', gy: 'graveyard', yard: 'graveyard',
  u: '', ur: '', pls: '', plz: '', idk: '', tbh: '', lol: '', btw: '', imo: '', cuz: '', bc: '', thx: '', ty: '',
  wtf: '', afaik: '', iirc: '', rn: '', w: '', ppl: '',
  // contractions typed without the apostrophe: the negation is the word that matters (as the tokenizer reads
  // "doesn't"); the rest are function words ("whats" is read as "what", which the tokenizer only drops when whole)
  doesnt: 'not', dont: 'not', didnt: 'not', isnt: 'not', wasnt: 'not', arent: 'not', werent: 'not', wont: 'not',
  cant: 'cannot', couldnt: 'cannot', shouldnt: 'not', wouldnt: 'not', havent: 'not', hasnt: 'not', hadnt: 'not',
  what: '', that: '', there: '', im: '', ive: '', youre: '', hes: '', shes: '', theyre: '', whos: '', itll: '',
  // French
  koi: '', qd: '', pk: '', pq: '', pcq: '', slt: '', stp: '', svp: '', mdr: '', ptdr: '', jpp: '', jsp: '', bcp: '',
  tjs: '', tjrs: '', cb: '', dgt: 'degats blessures', dgts: 'degats blessures', degat: 'degats blessures', pv: 'points de vie', adv: 'adversaire',
  cimet: 'cimetiere', crea: 'creature', creas: 'creature',
  // Everyday French for the official terms: "dégâts" for blessures (MTG), "enlever" for retirer, "valide" for légal
  degats: 'degats blessures', enlev: 'enlev retir', valid: 'valid legal', resout: 'resout resolution',
  // Japanese (katakana keys are kanaKey() forms: no ー, no small kana)
  ダメ: 'ダメージ', クリ: 'クリーチャー', ソウガ: 'ソウルガード',
};

/** Phrases that only make sense whole ("c koi" is "c'est quoi"; a lone c may be Riftbound's [C]). */
const PHRASES: Array<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}])c (?:koi|quoi)(?![\p{L}\p{N}])/gu, ' '],
];

export function expandPhrases(folded: string): string {
  let text = folded;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text;
}

/** The expansion of one tokenized word: undefined when it is not chat spelling, '' when it should be dropped. */
export function chatExpansion(term: string): string | undefined {
  return Object.hasOwn(EXPANSIONS, term) ? EXPANSIONS[term] : undefined;
}
